"""What OpenSpiel and PettingZoo need from a bandlab game besides its protocol: actions as integers
and a seat's view as a string and a fixed-size tensor.  Both adapters use this module; it imports
neither library (numpy only).

Action numbering (fixed per game, the same for every player count; docs/interop.md lists it):
each game has a table ``ACTION_KINDS[game id]`` of its action dataclasses in order, each with its
numbered fields and every value a field can take (its *domain*).  A kind takes a block of
consecutive numbers, as many as the product of its domains' sizes; inside the block an action's
number is its fields' positions in their domains read as one mixed-radix number, the first field
most significant.  For example in 1st Band ``play <card>`` is ``card`` (0–49, the card's index in
``first_band.cards.ALL_CARDS``) and ``pick <card>`` is ``50 + card``.  Names carried for ``str()``
only (Battle's ``owner_name``, Band Grab's ``victim_name``) are not numbered.

View tensor (``ViewTensor``): a flat float32 vector built from ``state.view(player)`` alone, in two
parts.  *Cards*: for each card of the game and each place a view can show it (``CARD_ZONES``, the
view's keys down to the card), how many copies are there, per seat where the view's top-level list
is one entry per seat (seats counted from the viewer: 0 is the viewer, 1 the player on their left).
*Numbers*: for each top-level key of the view, its whole number (or True/False as 1/0), or its
per-seat list of numbers, seats counted from the viewer.  Texts other than card codes (the phase, a
suit) are not in the tensor; the view's string has everything.
"""

import dataclasses
import functools
import json
import math

import numpy as np

from bandlab.games import load_game

#: bandlab's game ids by their OpenSpiel short names (also PettingZoo's environment names).
SHORT_NAMES = {
    "bandlab_first_band": "first-band",
    "bandlab_scout_and_raise": "scout-and-raise",
    "bandlab_battle_of_the_bands": "battle-of-the-bands",
    "bandlab_band_grab": "band-grab",
}
GAME_IDS = tuple(SHORT_NAMES.values())
#: Fields that carry a seat's name for ``str()``, and the seat fields that may name it.
NAME_FIELDS = {"owner_name": ("owner", "band"), "victim_name": ("victim",)}


def seats(max_players, none=False):
    """Seat numbers 0..max_players-1, led by -1 ("none": your own band, no victim) if ``none``."""
    return tuple(range(-1 if none else 0, max_players))


def first_band_kinds():
    """1st Band: ``play <card>`` 0–49, ``pick <card>`` 50–99 (card = index in ALL_CARDS)."""
    from bandlab.games.first_band.cards import ALL_CARDS
    from bandlab.games.first_band.rules import PickMember, PlayMember

    return ((PlayMember, (("card", ALL_CARDS),)), (PickMember, (("card", ALL_CARDS),)))


def scout_and_raise_kinds():
    """Scout & Raise: pass, pay $200 to join, take a debt, raise $100–$4,000, keep / play a Scout
    Money card (its kind), sign an artist, take a song."""
    from bandlab.games.scout_and_raise import cards as c
    from bandlab.games.scout_and_raise import rules as r

    return (
        (r.Pass, ()),
        (r.Substitute, ()),
        (r.TakeDebt, ()),
        (r.Raise, (("bills", tuple(range(1, r.MAX_RAISE_BILLS + 1))),)),
        (r.KeepScout, (("kind", c.SCOUT_KINDS),)),
        (r.PlayScout, (("kind", c.SCOUT_KINDS),)),
        (r.Sign, (("artist", c.ALL_ARTISTS),)),
        (r.TakeSong, (("song", c.ALL_SONGS),)),
    )


def battle_of_the_bands_kinds():
    """Battle of the Bands: every turn action, gig play and house-rule move; card fields range over the
    cards of their type, seats over 0–5 (-1: your own band, or no seat)."""
    from bandlab.games.battle_of_the_bands import actions as a
    from bandlab.games.battle_of_the_bands import cards as c

    def of(*types):
        """The card kinds of some card types."""
        return tuple(k for k in c.KINDS if c.TYPE[k] in types)

    members, six = of(c.ME, c.MEMBER, c.PRODUCER), load_game("battle-of-the-bands").max_players
    or_none = (-1,) + members
    return (
        (a.Pass, ()),
        (a.StopDiscarding, ()),
        (a.DiscardCard, (("card", c.KINDS),)),
        (a.PlayMember, (("card", members), ("band", seats(six, none=True)))),
        (a.PlayInstrument, (("card", of(c.INSTRUMENT)), ("owner", seats(six)), ("member", members))),
        (a.TryReputation, (("card", of(c.REPUTATION)), ("side", (0, 1)), ("owner", seats(six)), ("member", members))),
        (a.PlayContract, (("card", of(c.CONTRACT)),)),
        (a.PlayHitSingle, (("card", of(c.HIT_SINGLE)),)),
        (a.PlayGig, (("card", of(c.GIG)),)),
        (
            a.PlayMusicBiz,
            (("card", of(c.MUSIC_BIZ)), ("owner", seats(six, none=True)), ("member", or_none), ("to_member", or_none)),
        ),
        (a.PlayWrench, (("card", of(c.MONKEY_WRENCH)), ("owner", seats(six)), ("member", or_none))),
        (a.PlayGuestStar, (("card", members),)),
        (a.LendInstrument, (("card", of(c.INSTRUMENT)), ("member", members))),
        (a.SwapInstruments, (("first", members), ("second", members), ("discard", c.KINDS))),
        (a.ReplaceMember, (("old", members), ("new", members))),
    )


def band_grab_kinds():
    """Band Grab: draw, pass, dump a card, play a card (an event that steals names the band member
    taken, or -1, and the victim's seat, or -1)."""
    from bandlab.games.band_grab import rules as r
    from bandlab.games.band_grab.cards import ALL_CARDS

    return (
        (r.Draw, ()),
        (r.Pass, ()),
        (r.Dump, (("card", ALL_CARDS),)),
        (
            r.Play,
            (
                ("card", ALL_CARDS),
                ("target", (-1,) + ALL_CARDS),
                ("victim", seats(load_game("band-grab").max_players, none=True)),
            ),
        ),
    )


ACTION_KINDS = {
    "first-band": first_band_kinds,
    "scout-and-raise": scout_and_raise_kinds,
    "battle-of-the-bands": battle_of_the_bands_kinds,
    "band-grab": band_grab_kinds,
}


class ActionNumbering:
    """A game's actions <-> the integers 0..size-1 (the module's docstring says how)."""

    def __init__(self, game_id):
        self.game_id = game_id
        self.kinds = ACTION_KINDS[game_id]()
        self.blocks = {}  # action class -> (first number, fields, {field: {value: position}})
        start = 0
        for cls, fields in self.kinds:
            positions = {name: {v: i for i, v in enumerate(domain)} for name, domain in fields}
            self.blocks[cls] = (start, fields, positions)
            start += math.prod(len(domain) for _, domain in fields)
        self.size = start
        self.starts = [self.blocks[cls][0] for cls, _ in self.kinds]

    def number(self, action):
        """The integer of a bandlab action of this game."""
        start, fields, positions = self.blocks[type(action)]
        index = 0
        for name, domain in fields:
            index = index * len(domain) + positions[name][getattr(action, name)]
        return start + index

    def action(self, number, names=()):
        """The bandlab action numbered ``number`` (seat names filled in from ``names``); ValueError if
        ``number`` is not one of this game's."""
        if isinstance(number, bool) or not isinstance(number, (int, np.integer)) or not 0 <= number < self.size:
            raise ValueError(
                f"{load_game(self.game_id).name} numbers its actions 0 to {self.size - 1}, not {number!r}."
            )
        kind = max(i for i, start in enumerate(self.starts) if start <= number)
        cls, fields = self.kinds[kind]
        rest, values = int(number) - self.starts[kind], {}
        for name, domain in reversed(fields):
            rest, position = divmod(rest, len(domain))
            values[name] = domain[position]
        return name_seats(cls(**values), names)


def name_seats(action, names):
    """``action`` with the names it carries for ``str()`` filled in from the seats it names."""
    found = {}
    for name_field, seat_fields in NAME_FIELDS.items():
        seat = next((getattr(action, f) for f in seat_fields if hasattr(action, f)), -1)
        if hasattr(action, name_field) and 0 <= seat < len(names):
            found[name_field] = names[seat]
    return dataclasses.replace(action, **found) if found else action


@functools.lru_cache(maxsize=None)
def numbering(game_id):
    """The one ActionNumbering of a game."""
    return ActionNumbering(game_id)


def legal_numbers(state):
    """The current player's legal actions as integers, ascending (OpenSpiel's order)."""
    number = numbering(state.game.id).number
    return sorted(number(a) for a in state.legal_actions())


def legal_action(state, number):
    """The legal bandlab action numbered ``number`` now, or ValueError saying why there is none."""
    wanted = numbering(state.game.id).action(number, state.names)
    if state.is_over:
        raise ValueError(f"The game is over: action {number} ({wanted}) cannot be played.")
    for action in state.legal_actions():
        if action == wanted:
            return action
    reason = state.illegal_reason(wanted) or "it is not a move you can make now"
    raise ValueError(f"Action {number} ({wanted}) is not legal now: {reason}")


def action_words(state, player, number):
    """Action ``number`` in the game's own words (``play Vocal 6``); the legal action's own text when
    it is one (it names seats as the game does)."""
    wanted = numbering(state.game.id).action(number, state.names)
    if not state.is_over and player == state.current_player:
        for action in state.legal_actions():
            if action == wanted:
                return state.action_text(action, player)
    return str(wanted)


def view_string(view):
    """A view as canonical JSON text: equal views give equal strings."""
    return json.dumps(view, sort_keys=True, separators=(",", ":"))


# --- the view tensor ------------------------------------------------------------------------
def card_codes(game_id):
    """Every card text a view of this game can show, in a fixed order."""
    if game_id == "first-band":
        from bandlab.games.first_band.cards import CODE

        return CODE
    if game_id == "scout-and-raise":
        from bandlab.games.scout_and_raise import cards as c

        return c.ARTIST_CODE + tuple(c.SCOUT_CODE[k] for k in c.SCOUT_KINDS) + c.SONG_CODE
    if game_id == "battle-of-the-bands":
        from bandlab.games.battle_of_the_bands import cards as c

        sides = tuple(side for pair in c.SIDE_NAME for side in pair if side)
        return tuple(dict.fromkeys(c.NAME + sides))  # a reputation's sides as the view names them
    from bandlab.games.band_grab.cards import CODE

    return CODE


#: Where a view shows cards: its dict keys down to the card (list indices left out).
CARD_ZONES = {
    "first-band": (
        ("band", "Vocal", "card"),
        ("band", "Guitar", "card"),
        ("band", "Drum", "card"),
        ("band", "Bass", "card"),
        ("band", "Keyboard", "card"),
        ("hand",),
        ("incomplete_band",),
        ("last_performance", "picks"),
        ("last_performance", "ranking_cards"),
        ("public",),
        ("ranking_cards",),
        ("removed",),
        ("score_areas",),
    ),
    "scout-and-raise": (
        ("artist_discard",),
        ("bids", "scout"),
        ("completed_song",),
        ("drawn",),
        ("hand",),
        ("revealed",),
        ("scout_discard",),
        ("signed",),
        ("song_piles", "Lv2"),
        ("song_piles", "Lv3"),
        ("songs",),
    ),
    "battle-of-the-bands": (
        ("bands", "instrument"),
        ("bands", "member"),
        ("bands", "reputation"),
        ("bands", "reputation_side"),
        ("contracts",),
        ("discards",),
        ("gig", "card"),
        ("gig", "played"),
        ("gig", "silenced"),
        ("hand",),
        ("sp_cards",),
    ),
    "band-grab": (
        ("bands", "Vocals"),
        ("bands", "Treble"),
        ("bands", "Bass"),
        ("bands", "Drums"),
        ("bands", "Support"),
        ("event_pile",),
        ("hand",),
        ("known_in_hands",),
    ),
}
#: View keys that hold text other than cards (names), left out of the tensor.
TEXT_KEYS = ("game", "names", "rules", "band_names")


class ViewTensor:
    """A game's view -> flat float32 tensor (the module's docstring says what is where)."""

    def __init__(self, game_id):
        game = load_game(game_id)
        self.max_players = game.max_players
        self.codes = {code: i for i, code in enumerate(card_codes(game_id))}
        self.zones = {zone: i for i, zone in enumerate(CARD_ZONES[game_id])}
        self.card_keys = tuple(dict.fromkeys(zone[0] for zone in CARD_ZONES[game_id]))
        self.prefixes = {zone[:n] for zone in CARD_ZONES[game_id] for n in range(1, len(zone) + 1)}
        self.keys = tuple(k for k in game.new(game.min_players).view(0) if k not in TEXT_KEYS)
        self.card_shape = (len(self.zones), self.max_players + 1, len(self.codes))  # seat slot max: not per seat
        self.number_shape = (len(self.keys), self.max_players)
        self.size = math.prod(self.card_shape) + math.prod(self.number_shape)

    def encode_empty(self):
        """A tensor of zeros of this game's size."""
        return np.zeros(self.size, np.float32)

    def encode(self, view, out=None):
        """Fill ``out`` (or a new array) with the tensor of ``view``; return it."""
        out = self.encode_empty() if out is None else out
        cards_size = math.prod(self.card_shape)
        me, players = view["player"], len(view["names"])
        numbers = [0.0] * math.prod(self.number_shape)
        for row, key in enumerate(self.keys):
            self.add_numbers(numbers, row * self.max_players, view.get(key), me, players)
        found = []
        for key in self.card_keys:
            self.add_cards(found, (key,), view.get(key), None, me, players)
        out[:cards_size] = np.bincount(found, minlength=cards_size) if found else 0
        out[cards_size:] = numbers
        return out

    def add_numbers(self, numbers, at, value, me, players):
        """One key's number, or its per-seat numbers counted from the viewer, into ``numbers[at:]``."""
        if isinstance(value, (bool, int, float)):
            numbers[at] = value
        elif isinstance(value, list) and len(value) == players and all(isinstance(v, (bool, int)) for v in value):
            for seat, v in enumerate(value):
                numbers[at + (seat - me) % players] = v

    def add_cards(self, found, path, value, seat, me, players):
        """Append the flat index of every card under ``value`` (its zone, seat and card) to ``found``;
        seats only for per-seat lists at the view's top level."""
        if isinstance(value, dict):
            for key, item in value.items():
                if path + (key,) in self.prefixes:
                    self.add_cards(found, path + (key,), item, seat, me, players)
        elif isinstance(value, list):
            per_seat = len(path) == 1 and seat is None and len(value) == players
            for i, item in enumerate(value):
                self.add_cards(found, path, item, (i - me) % players if per_seat else seat, me, players)
        elif isinstance(value, str) and value in self.codes and path in self.zones:
            slot = self.zones[path] * (self.max_players + 1) + (self.max_players if seat is None else seat)
            found.append(slot * len(self.codes) + self.codes[value])


@functools.lru_cache(maxsize=None)
def view_tensor(game_id):
    """The one ViewTensor of a game."""
    return ViewTensor(game_id)


def cards_in(view, codes):
    """How many card texts of ``codes`` a view shows, wherever they are (for the tensor's tests)."""
    if isinstance(view, dict):
        return sum(cards_in(v, codes) for k, v in view.items() if k not in TEXT_KEYS)
    if isinstance(view, list):
        return sum(cards_in(v, codes) for v in view)
    return int(isinstance(view, str) and view in codes)


def rule_parameters(game_id):
    """A game's rule options as OpenSpiel/PettingZoo parameters: name -> default, where an option whose
    bandlab default is None (the rulebook's own value, or off) is -1.  Scenario options (deals,
    stacked piles) and names are not parameters."""
    game = load_game(game_id)
    skip = set(game.scenario_options) | {"names", "band_names"}
    return {k: (-1 if v is None else v) for k, v in game.options.items() if k not in skip}


def bandlab_options(game_id, parameters):
    """OpenSpiel/PettingZoo parameters -> bandlab options (-1 back to None), ValueError if unknown."""
    known = rule_parameters(game_id)
    unknown = sorted(set(parameters) - set(known))
    if unknown:
        raise ValueError(
            f"{load_game(game_id).name} has no parameter {', '.join(map(str, unknown))}; "
            f"its parameters are: players, {', '.join(known)}."
        )
    return {k: (None if v == -1 and known[k] == -1 else v) for k, v in parameters.items()}


__all__ = [
    "SHORT_NAMES",
    "GAME_IDS",
    "numbering",
    "legal_numbers",
    "legal_action",
    "action_words",
    "view_string",
    "view_tensor",
    "rule_parameters",
    "bandlab_options",
    "cards_in",
]
