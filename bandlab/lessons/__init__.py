"""Lessons as data: each game's teaching scenes, its tasks and its rule index.

``bandlab/lessons/<game_package>.py`` holds, for one game page:

* ``SCENES``: ``{key: dict(title=..., intro=..., players=3, options=dict(deal=...), moves=[...], start=0,
  viewer=None, chart=None), ...}`` in page order. A ``moves`` item is a move text (``"play Vocal 3"``), a
  ``(move, note)`` pair, a list of move texts played as ONE step (alone or as the first of a pair), or a
  ``Task`` (the learner makes that move);
* ``RULE_INDEX``: ``[(sentence, where), ...]``, every sentence of the game's rulebook in order (see
  ``bandlab.lessons.rulebook.sentences``); ``where`` is ``(scene key, step)`` — a step whose events (or
  note) quote the sentence — or the words ``"bandlab's reading"`` or ``"no scene: stated in section N"``.

Layer: this package sits between ``viz`` and ``widgets``: it imports games and viz (a scene's ``chart``),
and widgets import it — ``bandlab.widgets.lesson.lesson(game_id, key)`` builds a scene's Lesson widget.
"""

import importlib
from dataclasses import dataclass, field

import bandlab

#: The words of a rule-index entry that no lesson shows because it is bandlab's reading.
READING_ENTRY = "bandlab's reading"
#: The start of a rule-index entry that no scene can show.
NO_SCENE = "no scene: stated in section "


@dataclass(frozen=True, eq=False)
class Task:
    """A lesson step the learner plays: the lesson stops and asks for ``move``.

    ``move``: the right move's text, or a tuple of texts that are all right (the example goes on with
    the first); ``ask``: the prompt ("Your move, Alice: take the Vocal seat back from Bob."); ``why``:
    ``{wrong move text: the answer}`` — in words, with the rule it breaks or misses, quoted (HTML as
    written); ``otherwise``: the answer to any other wrong move (default: what that move would do,
    with the rules it applies); ``note``: the note shown once the move is played.
    """

    move: object
    ask: str
    why: dict = field(default=None)
    otherwise: str = ""
    note: str = ""

    def __post_init__(self):
        """Check the texts: a task a page shows must be complete."""
        right = (self.move,) if isinstance(self.move, str) else tuple(self.move)
        if not right or not all(isinstance(text, str) and text.strip() for text in right):
            raise ValueError(f"A task's move is a move text or a tuple of them, not {self.move!r}.")
        if not isinstance(self.ask, str) or not self.ask.strip():
            raise ValueError("A task asks for its move: give the prompt as ask=...")
        object.__setattr__(self, "why", dict(self.why or {}))

    @property
    def right(self):
        """The texts of the right moves (the first is the one the example plays)."""
        return (self.move,) if isinstance(self.move, str) else tuple(self.move)


def package_of(game_id):
    """The lessons module of a game: ``bandlab.lessons.<game_package>``."""
    if game_id not in bandlab.GAMES:
        raise ValueError(f"No game {game_id!r}: the games are {', '.join(sorted(bandlab.GAMES))}.")
    name = f"{__name__}.{game_id.replace('-', '_')}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as err:
        if err.name != name:
            raise
        raise LookupError(f"{game_id} has no lessons yet ({name.replace('.', '/')}.py).") from None


def scenes(game_id):
    """The game's ``SCENES``: ``{key: scene dict}`` in page order."""
    return package_of(game_id).SCENES


def rule_index(game_id):
    """The game's ``RULE_INDEX``: ``[(sentence, where), ...]`` in rulebook order."""
    return package_of(game_id).RULE_INDEX


def has_lessons(game_id):
    """Whether the game has a lessons module (its page teaches from ``SCENES``)."""
    try:
        package_of(game_id)
    except LookupError:
        return False
    return True
