"""Scout & Raise (game id ``scout-and-raise``): a trick-taking × auction producer game for 3–4 players.

The cards are in ``cards.py``, the rules in ``rules.py``, what a player sees in
``view.py``, the bots in ``bots.py``, what happened in ``events.py``.
"""

from bandlab.core import Game, SearchSettings, SetupError
from bandlab.core.protocol import normalise
from bandlab.core.seating import check_seat
from bandlab.games.scout_and_raise.cards import (
    ARTIST_CODE,
    ARTIST_NAME,
    SCOUT_CODE,
    SCOUT_NAME,
    SONG_CODE,
    artist_from_code,
    scout_from_code,
    song_from_code,
)
from bandlab.games.scout_and_raise.rules import (
    DEBT,
    KEEP,
    PASS,
    PLAY,
    RAISES,
    SIGN_ARTIST,
    SUBSTITUTE,
    TAKE_SONG,
    KeepScout,
    PlayScout,
    ScoutAndRaiseState,
    Sign,
    TakeSong,
    read_deal,
)

#: Every action of the game, to explain why a written move is not allowed now.
EVERY_ACTION = (PASS, SUBSTITUTE, DEBT) + RAISES[1:] + PLAY + KEEP + SIGN_ARTIST + TAKE_SONG


class ScoutAndRaise(Game):
    """Scout & Raise, played by its rulebook."""

    id = "scout-and-raise"
    name = "Scout & Raise"
    rulebook = "scout-and-raise.txt"
    version = 1
    min_players, max_players = 3, 4
    options = {"deal": None, "lead_player": None, "substitute_value": 200}
    scenario_options = ("deal", "lead_player")
    state_class = ScoutAndRaiseState
    search = SearchSettings(budget=5_000)  # 0.34 s a decision (median), docs/architecture.md

    @property
    def bots(self):
        """The bots of Scout & Raise besides random and search, by name."""
        from bandlab.games.scout_and_raise.bots import HeuristicBot

        return {"heuristic": HeuristicBot}

    def validate_option(self, key, value, players):
        """Check a scenario deal, a lead player index, or the substitute's bid value (200 or 0)."""
        if key == "deal" and value is not None:
            deal = read_deal(value, players)
            out = {}
            if "scout" in deal:
                out["scout"] = [[SCOUT_CODE[k] for k in hand] for hand in deal["scout"]]
            if "artists" in deal:
                out["artists"] = [ARTIST_CODE[a] for a in deal["artists"]]
            if "songs" in deal:
                out["songs"] = [SONG_CODE[s] for s in deal["songs"]]
            return out
        if key == "lead_player" and value is not None:
            check_seat(key, value, players)
        if key == "substitute_value" and (type(value) is not int or value not in (0, 200)):
            raise SetupError(
                f"substitute_value must be 200 (the substitute bids like a $200 Scout card) "
                f"or 0 (it only buys entry), not {value!r}."
            )
        return value

    def parse_card(self, code):
        """The card a code such as ``Gt5``, ``Vo/Ky3``, ``R500`` or ``S2A`` names, as its code."""
        readers = ((artist_from_code, ARTIST_CODE), (scout_from_code, SCOUT_CODE), (song_from_code, SONG_CODE))
        for parse, codes in readers:
            card = parse(code)
            if card is not None:
                return codes[card]
        raise SetupError(f"'{code}' is not a Scout & Raise card; codes look like Gt5, Vo/Ky3, R500, Y200 or S2A.")

    def card_name(self, code):
        """The name a person reads for a card code (``Vo/Ky3`` -> ``Vocal/Keyboard 3``)."""
        artist = artist_from_code(code)
        if artist is not None:
            return ARTIST_NAME[artist]
        kind = scout_from_code(code)
        if kind is not None:
            return SCOUT_NAME[kind]
        return self.parse_card(code)

    def aliases(self, action):
        """Actions can also be written with names: ``play Red $500``, ``sign Guitar 5``."""
        kind = type(action)
        if kind is PlayScout:
            return (f"play {SCOUT_NAME[action.kind]}",)
        if kind is KeepScout:
            return (f"keep {SCOUT_NAME[action.kind]}",)
        if kind is Sign:
            return (f"sign {ARTIST_NAME[action.artist]}",)
        if kind is TakeSong:
            return (f"take song {SONG_CODE[action.song]}",)
        return ()

    def explain_unknown(self, state, text):
        """For a move that exists but is not allowed now, the rules' reason ("must follow Red")."""
        wanted = normalise(text)
        for action in EVERY_ACTION:
            if normalise(str(action)) == wanted or wanted in (normalise(a) for a in self.aliases(action)):
                reason = state.illegal_reason(action)
                if reason:
                    return reason
        return super().explain_unknown(state, text)

    def resample(self, view, seed):
        """A position that shows ``view`` to its player, hidden cards dealt at random (resample.py)."""
        from bandlab.games.scout_and_raise.resample import resample

        return resample(self, view, seed)

    def measures(self, state):
        """Per finished game: winning prices (per place, per artist part and points), debts, price paid vs score."""
        from bandlab.games.scout_and_raise.measures import game_measures

        return game_measures(state)


GAME = ScoutAndRaise()
