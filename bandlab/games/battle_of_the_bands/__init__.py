"""Battle of the Bands: Encore Edition (game id ``battle-of-the-bands``): 2–6 players build bands,
battle in gig rounds and race to a superstar-point target.

The cards are in ``cards.py``, the moves in ``actions.py``, the rules in
``rules.py``, what a player sees in ``view.py``, the bots in ``bots.py``.
docs/rules/battle-of-the-bands.md lists every card, effect and interpretation.

Options of ``new()``:

- ``target``: superstar points to win (default 12 / 10 / 8 for 2 / 3 / 4–6 players); a smaller
  number is the rulebook's shorter game.
- ``max_rounds``: the round limit that makes every game end (default 100 rounds); a game that
  reaches it, or in which no one can reach the target any more, is won by the most superstar
  points on gig and hit single cards.
- House rule ``reshuffles`` (default None: the discards make a new draw pile whenever it runs out,
  and play goes on to the target, as the rulebook's object says): a number N ends the game the
  N+1-th time the pile runs out, and the most superstar points wins (bandlab's ending in rules version 1).
- House rules, all off by default: ``swap_instruments``, ``any_band_members``,
  ``any_band_instruments``, ``replace_member``, ``band_names`` (a list of names).
- Scenarios: ``me`` (a ME card per player), ``deal`` (each player's hand), ``bands`` (members in
  play per player, written ``"Kym + Sax + Teen Dream"``; ``"ME + Guitar"`` dresses the ME),
  ``played`` (contracts, gigs and hit singles in front of each player), ``draw`` (cards on top of
  the draw pile, first drawn first), ``dealer`` (a player index; the player to the dealer's left
  starts), ``dice`` (queued die rolls, used in order before the seeded dice: reputation rolls and
  gig rolls, the gig rolls clockwise from the gig player).
"""

from bandlab.core import Game, SearchSettings, SetupError
from bandlab.core.limits import check_option
from bandlab.core.protocol import check_names
from bandlab.core.seating import check_seat
from bandlab.games.battle_of_the_bands.cards import (
    CONTRACT,
    GIG,
    HIT_SINGLE,
    INSTRUMENT,
    ME,
    MEMBER,
    NAME,
    PRODUCER,
    REPUTATION,
    TYPE,
    card_from_code,
    side_from_name,
)
from bandlab.games.battle_of_the_bands.rules import BattleState, default_target

HOUSE_RULES = ("swap_instruments", "any_band_members", "any_band_instruments", "replace_member")


class BattleOfTheBands(Game):
    """Battle of the Bands: Encore Edition, played by its rulebook."""

    id = "battle-of-the-bands"
    name = "Battle of the Bands"
    rulebook = "battle-of-the-bands.txt"
    version = 2  # 2: the game goes on to the target; Smash 2 SP; instruments 5/5/4/4 by type
    min_players, max_players = 2, 6
    options = {
        "target": None,
        "reshuffles": None,
        "max_rounds": 100,
        "swap_instruments": False,
        "any_band_members": False,
        "any_band_instruments": False,
        "replace_member": False,
        "band_names": None,
        "me": None,
        "deal": None,
        "bands": None,
        "played": None,
        "draw": None,
        "dealer": None,
        "dice": None,
    }
    scenario_options = ("me", "deal", "bands", "played", "draw", "dealer", "dice")
    state_class = BattleState
    # a median decision within 0.5 s on one core; its own seat played by the tempo bot; at least 32 moves weighed,
    # and a move other than the tempo bot's played if it wins by half a standard error: docs/architecture.md
    search = SearchSettings(budget=11_000, own_bot="tempo", switch_z=0.5, moves_weighed=32)

    @property
    def bots(self):
        """The bots of Battle of the Bands besides random and search, by name."""
        from bandlab.games.battle_of_the_bands.bots import HeuristicBot, TempoBot

        return {"heuristic": HeuristicBot, "tempo": TempoBot}

    def default_target(self, players):
        """The rulebook's superstar-point target for a player count."""
        return default_target(players)

    def validate_option(self, key, value, players):
        """Check one option's value; scenario card names must exist and fit their place."""
        if key in HOUSE_RULES:
            if not isinstance(value, bool):
                raise SetupError(f"The house rule {key} is on (True) or off (False), not {value!r}.")
            return value
        check = getattr(self, f"check_{key}", None)
        if check is None:
            return value
        return check(value, players) if value is not None else value

    def check_target(self, value, players):
        """A whole number of superstar points (bounds in ``bandlab.core.limits``)."""
        return check_option("target", value)

    def check_reshuffles(self, value, players):
        """House rule: a whole number of reshuffles (bounds in ``bandlab.core.limits``); None, the default, is
        no limit: the discards are reshuffled as often as needed."""
        return value if value is None else check_option("reshuffles", value)

    def check_max_rounds(self, value, players):
        """A whole number of rounds (bounds in ``bandlab.core.limits``)."""
        return check_option("max_rounds", value)

    def check_band_names(self, value, players):
        """One band name per player, as short as a player's name."""
        return check_names(value, players, "band_names")

    def check_dealer(self, value, players):
        """A player index."""
        return check_seat("dealer", value, players)

    def check_dice(self, value, players):
        """A list of die faces 1–6."""
        if not isinstance(value, (list, tuple)) or not all(
            isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 6 for v in value
        ):
            raise SetupError(f"dice must be a list of die faces from 1 to 6, not {value!r}.")
        return list(value)

    def check_me(self, value, players):
        """One ME card per player."""
        cards = self.per_player(value, players, "me", nested=False)
        for code in cards:
            if TYPE[self.card(code, "me")] != ME:
                raise SetupError(
                    f"{code} is not a ME card; the ME cards are ME Strings, ME Wind, ME Percussion, ME Keys."
                )
        return cards

    def check_deal(self, value, players):
        """One hand of at most 6 card names per player."""
        hands = self.per_player(value, players, "deal")
        for hand in hands:
            if len(hand) > 6:
                raise SetupError("A dealt hand holds at most 6 cards.")
            for code in hand:
                self.card(code, "deal")
        return hands

    def check_bands(self, value, players):
        """Members in play per player: "Member + Instrument + Reputation side" (ME first if dressed)."""
        bands = self.per_player(value, players, "bands")
        for band in bands:
            if len([e for e in band if e.split("+")[0].strip().lower() != "me"]) > 3:
                raise SetupError("A band holds at most 4 band members, the ME included.")
            for entry in band:
                parts = [p.strip() for p in entry.split("+")]
                if parts[0].lower() != "me" and TYPE[self.card(parts[0], "bands")] not in (MEMBER, PRODUCER):
                    raise SetupError(f"'{parts[0]}' is not a band member (in '{entry}').")
                for part in parts[1:]:
                    kind = TYPE[self.card(part, "bands")]
                    if kind == REPUTATION and side_from_name(part) is None:
                        raise SetupError(
                            f"Name the side of the reputation in '{entry}': for example Teen Dream or Stalked."
                        )
                    if kind not in (REPUTATION, INSTRUMENT):
                        raise SetupError(f"'{part}' is neither an instrument nor a reputation (in '{entry}').")
        return bands

    def check_played(self, value, players):
        """Contracts, gigs and hit singles in front of each player."""
        played = self.per_player(value, players, "played")
        for cards in played:
            for code in cards:
                if TYPE[self.card(code, "played")] not in (CONTRACT, GIG, HIT_SINGLE):
                    raise SetupError(f"Only contracts, gigs and hit singles can be in front of a player, not {code}.")
        return played

    def check_draw(self, value, players):
        """Card names on top of the draw pile."""
        if not isinstance(value, (list, tuple)):
            raise SetupError("draw must be a list of card names, the first to be drawn first.")
        for code in value:
            self.card(code, "draw")
        return list(value)

    def per_player(self, value, players, key, nested=True):
        """A list with one entry (a list of names, or a name) per player."""
        if not isinstance(value, (list, tuple)) or len(value) != players:
            raise SetupError(f"{key} must be a list with one entry per player ({players}).")
        if nested:
            if not all(isinstance(v, (list, tuple)) and all(isinstance(c, str) for c in v) for v in value):
                raise SetupError(f"Each entry of {key} must be a list of card names such as 'Guitar'.")
            return [list(v) for v in value]
        if not all(isinstance(v, str) for v in value):
            raise SetupError(f"Each entry of {key} must be a card name such as 'ME Strings'.")
        return list(value)

    def card(self, code, key):
        """The card a name means, or a SetupError naming the option."""
        card = card_from_code(code)
        if card is None:
            raise SetupError(
                f"'{code}' (option {key}) is not a Battle of the Bands card; names look like "
                "Guitar, Johnny T., Teen Dream, Big in Japan or Signed Gig 1."
            )
        return card

    def parse_card(self, code):
        """The printed name of the card a code names (``guitar`` -> ``Guitar``)."""
        return NAME[self.card(code, "card")]

    def card_name(self, code):
        """The name a person reads for a card code."""
        return NAME[self.card(code, "card")]

    def resample(self, view, seed):
        """A position that shows ``view`` to its player, unseen cards dealt at random (resample.py)."""
        from bandlab.games.battle_of_the_bands.resample import resample

        return resample(self, view, seed)

    def measures(self, state):
        """Game-specific measures of a finished game: gigs, reputations, turns, how it ended."""
        from bandlab.games.battle_of_the_bands.view import measures

        return measures(state)


GAME = BattleOfTheBands()
