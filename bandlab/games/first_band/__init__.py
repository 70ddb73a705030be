"""1st Band (game id ``first-band``): 3–5 players audition members for a band, then pick them.

The rules are in ``rules.py``, the cards in ``cards.py``, scoring in
``scoring.py``, what a player sees in ``view.py``, the bots in ``bots.py``.

Options of ``new()`` besides the scenario (``deal``, ``starting_player``), both readings of the
scoring rules (docs/rules/first-band.md, Interpretations), off by default:

- ``dual_member_one_seat``: in a score area a dual-colour member holds one seat of a band only
  (by default it may hold both, as in the audition).
- ``complete_bands_only``: score-area members outside every complete band score nothing (the strict
  reading of "Remove any Member Cards in incomplete bands").
"""

from bandlab.core import Game, SearchSettings, SetupError
from bandlab.core.seating import check_seat
from bandlab.games.first_band.cards import CODE, NAME, card_from_code
from bandlab.games.first_band.rules import FirstBandState, PlayMember, parse_deal


class FirstBand(Game):
    """1st Band, played by its rulebook."""

    id = "first-band"
    name = "1st Band"
    rulebook = "first-band.txt"
    version = 2  # 2: a dual member may hold both its seats of a band in a score area (as in the audition)
    readable_versions = (1,)
    min_players, max_players = 3, 5
    options = {"deal": None, "starting_player": None, "dual_member_one_seat": False, "complete_bands_only": False}
    scenario_options = ("deal", "starting_player")
    state_class = FirstBandState
    search = SearchSettings(budget=10_000)  # 0.39 s a decision (median), docs/architecture.md

    def old_record_options(self, options, game_version):
        """Version 1 records made before the scoring options existed were scored with a dual member in
        one seat only: they replay so (later version 1 records name both options)."""
        options.setdefault("dual_member_one_seat", True)
        options.setdefault("complete_bands_only", False)
        return options

    @property
    def bots(self):
        """The bots of 1st Band besides random and search, by name."""
        from bandlab.games.first_band.bots import HeuristicBot

        return {"heuristic": HeuristicBot}

    def validate_option(self, key, value, players):
        """Check a scenario deal (card codes per player) or a starting player index."""
        if key == "deal" and value is not None:
            return [[CODE[c] for c in hand] for hand in parse_deal(value, players)]
        if key == "starting_player" and value is not None:
            check_seat(key, value, players)
        if key in ("dual_member_one_seat", "complete_bands_only") and not isinstance(value, bool):
            raise SetupError(f"{key} is a reading of the scoring rules: on (True) or off (False), not {value!r}.")
        return value

    def parse_card(self, code):
        """The card a code such as ``V6`` or ``V/G4`` names, as its code."""
        card = card_from_code(code)
        if card is None:
            raise SetupError(f"'{code}' is not a 1st Band card; codes look like V6, K10 or V/G4.")
        return CODE[card]

    def aliases(self, action):
        """An action can also be written with the card code: ``play V6``, ``pick V/G4``."""
        verb = "play" if isinstance(action, PlayMember) else "pick"
        return (f"{verb} {CODE[action.card]}",)

    def measures(self, state):
        """Per-game numbers for simulations: rounds, bands formed, members removed, the winner's margin."""
        bands = [state.bands_formed(player) for player in range(state.players)]
        scores = sorted(state.scores(), reverse=True)
        return {
            "rounds": state.round,
            "large_bands": sum(b[1] for b in bands),
            "small_bands": sum(b[2] for b in bands),
            "members_removed": len(state.removed),
            "winning_margin": scores[0] - scores[1],
        }

    def resample(self, view, seed):
        """A position that shows ``view`` to its player, the other hands dealt at random (resample.py)."""
        from bandlab.games.first_band.resample import resample

        return resample(self, view, seed)

    def card_name(self, code):
        """The name a person reads for a card code (``V/G4`` -> ``Vocal/Guitar 4``)."""
        return NAME[card_from_code(code)]


GAME = FirstBand()
