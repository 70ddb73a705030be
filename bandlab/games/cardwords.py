"""Which cards a text names: a text split into a game's card codes and card names, longest first.

Fair play (issue 20) asks that nothing a page shows a seat names a card hidden from that seat.
To check a text, it is split into the game's card words, the longest first, so that "Gig 3"
inside "Signed Gig 3" or "V6" inside "V/G6" is not counted as a card of its own:

    words = CardWords.of(game)
    words.codes_in("Bob plays Vocal/Guitar 6.")   # -> {"V/G6"}

Each game's card codes are the ``CODE`` tuples of its ``cards`` module (``CODE``, ``ARTIST_CODE``...);
the name of each is ``game.card_name(code)``.

A step's secrets for a seat (``step_secrets``) are the cards hidden from it both before and after the
step, less those an event of the step shows every seat face up (its ``face_up_codes``): a Battle of
the Bands discard is public even when the same step shuffles the discards back into the draw pile.
"""

import functools
import importlib
import re

from bandlab.core.errors import SetupError

#: Characters that glue a card word to its neighbours: a word only counts when none of these touch it.
WORD_GLUE = r"\w/$"


def card_codes(game):
    """Every card code of ``game``: the strings of the ``CODE`` / ``*_CODE`` tuples of its ``cards`` module."""
    cards = importlib.import_module(f"{type(game).__module__}.cards")
    codes = set()
    for name, value in vars(cards).items():
        if (name == "CODE" or name.endswith("_CODE")) and isinstance(value, tuple):
            codes.update(code for code in value if isinstance(code, str) and code)
    return codes


class CardWords:
    """A game's card codes and names, and the cards a text names."""

    def __init__(self, words):
        self.codes_of = {word: frozenset(codes) for word, codes in words.items()}  # a card word -> the codes it names
        ordered = sorted(self.codes_of, key=len, reverse=True)
        self.pattern = re.compile(f"(?<![{WORD_GLUE}])(?:{'|'.join(map(re.escape, ordered))})(?![{WORD_GLUE}])")

    @classmethod
    def of(cls, game):
        """The card words of ``game`` (built once per game)."""
        return _words_of(game)

    def split(self, text):
        """The card words in ``text``, in order, each the longest one that fits where it stands."""
        return self.pattern.findall(text)

    def codes_in(self, text):
        """The codes of the cards ``text`` names (by code or by name)."""
        return set().union(*(self.codes_of[word] for word in self.split(text)))


@functools.lru_cache(maxsize=None)
def _words_of(game):
    """Build the card words of ``game``: each code and each card's name, both leading to the code
    (a name several cards share leads to all of them); a code the game cannot name is no card."""
    words = {}
    for code in card_codes(game):
        try:
            name = game.card_name(code)
        except SetupError:  # a table slot that is no card (Scout & Raise's R0, say)
            continue
        words.setdefault(code, set()).add(code)
        words.setdefault(name, set()).add(code)
    return CardWords(words)


def face_up_codes(events):
    """The codes of the cards ``events`` show every seat face up (events say so with ``face_up_codes``)."""
    return set().union(*(getattr(event, "face_up_codes", ()) for event in events))


def step_secrets(before, after, events, seat):
    """The cards ``seat`` may not learn from a step: hidden from it before and after, never shown face up."""
    return (before.hidden_from(seat) & after.hidden_from(seat)) - face_up_codes(events)
