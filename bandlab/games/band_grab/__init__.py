"""Band Grab (game id ``band-grab``): 2–6 players build bands by drawing, playing and stealing cards;
the first to play a gig with 6 matching genre symbols in their band wins.

The cards are in ``cards.py`` (designed for bandlab: the rulebook prints none), the rules in
``rules.py``, the events in ``events.py``, what a player sees in ``view.py``, the bots in ``bots.py``.
Interpretations of the rulebook are in docs/rules/band-grab.md.

Options of ``new()`` besides the scenario (``deal``, ``bands``, ``deck``, ``starting_player``):

- ``max_rounds`` (default 60): a game no one has won by a gig after that many rounds ends, and the band
  closest to a gig wins (ties share). Play otherwise goes on until a gig, as the rulebook says: when
  the deck runs out, a draw shuffles the event pile into a new deck.
- House rule ``curfew_rounds`` (default None, off): the deck is not made again once it runs out, and
  the venue closes that many rounds later (bandlab's default ending before this option, with 3).
"""

from bandlab.core import Game, SearchSettings, SetupError
from bandlab.core.limits import check_option
from bandlab.core.seating import check_seat
from bandlab.games.band_grab.cards import CODE, GENRES, NAME, card_from_code
from bandlab.games.band_grab.rules import BandGrabState, Play, check_scenario, parse_cards, parse_hands

#: The gig winner's seat counted from the first player (1st: the player who had the first turn).
ORDINAL_SEATS = ("1st", "2nd", "3rd", "4th", "5th", "6th")


class BandGrab(Game):
    """Band Grab, played by its rulebook with bandlab's designed deck."""

    id = "band-grab"
    name = "Band Grab"
    rulebook = "band-grab.txt"
    version = 1
    min_players, max_players = 2, 6
    options = {
        "deal": None,
        "bands": None,
        "deck": None,
        "starting_player": None,
        "curfew_rounds": None,
        "max_rounds": 60,
    }
    scenario_options = ("deal", "bands", "deck", "starting_player")
    state_class = BandGrabState
    # the race to a first gig is decided by cards still to come: who leads 24 actions on is the clearer signal;
    # its good moves stand out, so the bot plays the search's best without a margin (docs/architecture.md);
    # its own seat stays heuristic: with the patient bot there the coach won less (docs/architecture.md)
    search = SearchSettings(budget=13_500, playout_depth=24, switch_z=0.0)

    @property
    def bots(self):
        """The bots of Band Grab besides random and search, by name."""
        from bandlab.games.band_grab.bots import HeuristicBot, PatientBot

        return {"heuristic": HeuristicBot, "patient": PatientBot}

    def check_options(self, players, options):
        """Check each option, then that a scenario uses no card twice."""
        result = super().check_options(players, options)
        hands, bands, deck = result["deal"], result["bands"], result["deck"]
        if hands is not None or bands is not None or deck is not None:
            check_scenario(
                [[card_from_code(c) for c in h] for h in hands or []],
                [[card_from_code(c) for c in b] for b in bands or []],
                None if deck is None else [card_from_code(c) for c in deck],
            )
        return result

    def validate_option(self, key, value, players):
        """Check a scenario (``deal``/``bands``: card codes per player, ``deck``: codes top first),
        the starting player, the round limit and the curfew house rule (None: off)."""
        if value is None and key in ("deal", "bands", "deck", "starting_player", "curfew_rounds"):
            return None
        if key in ("deal", "bands"):
            return [[CODE[c] for c in cards] for cards in parse_hands(value, players, key)]
        if key == "deck":
            return [CODE[c] for c in parse_cards(value, "deck")]
        if key == "starting_player":
            return check_seat(key, value, players)
        return check_option(key, value)  # curfew_rounds, max_rounds: bounds in bandlab.core.limits

    def parse_card(self, code):
        """The card a code such as ``V-RRP`` or ``POACH1`` names, as its code."""
        card = card_from_code(code)
        if card is None:
            raise SetupError(f"'{code}' is not a Band Grab card; codes look like V-RRP, T-JF, MANAGER, POACH1, GIG2.")
        return CODE[card]

    def aliases(self, action):
        """An action can also be written with card codes: ``play V-RRP``, ``dump GIG2``."""
        if isinstance(action, Play) and action.victim >= 0:
            return ()
        card = getattr(action, "card", None)
        if card is None:
            return ()
        return (f"{str(action).split(' ', 1)[0]} {CODE[card]}",)

    def resample(self, view, seed):
        """A position that shows ``view`` to its player, unseen cards dealt at random (resample.py)."""
        from bandlab.games.band_grab.resample import resample

        return resample(self, view, seed)

    def card_name(self, code):
        """The name a person reads for a card code (``V-RRP`` -> ``Vocals (Rock, Rock, Pop)``)."""
        return NAME[card_from_code(code)]

    def measures(self, state):
        """Game-specific measures of a finished game: length, how it ended, the winner's genre."""
        from bandlab.games.band_grab.rules import BY_BUSKING, BY_GIG

        winners = state.winners()
        gig = state.ended_by in (BY_GIG, BY_BUSKING)
        genre, symbols = state.best_genre(winners[0]) if winners else (0, 0)
        return {
            "turns": state.turns,
            "rounds": state.turns / state.players,
            "ended_by": state.ended_by or "not over",
            "winner_genre": GENRES[genre] if gig else "none",
            "winner_symbols": symbols,
            "gig_won": int(gig),
            "deck_left": len(state.deck),
            "gig_seat_from_first": ORDINAL_SEATS[(winners[0] - state.first_player) % state.players] if gig else "none",
        }


GAME = BandGrab()
