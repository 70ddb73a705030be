"""A 1st Band heuristic bot. It sees only its player's view and the legal actions.

Audition: a member that wins a seat earns a ranking card, and a low one earns
an early pick, so it prefers low cards that take a seat (and knock out a rival);
a card that would be removed at once is wasted, so it throws away its lowest.
Performance: it picks the member that adds most to its score area, counting
the band bonus it completes and the seats its next band still lacks.
"""

from bandlab.core.agents import Agent
from bandlab.games.first_band.cards import CARD_SEATS, KEYBOARD, SEATS, SMALL_BAND_SEATS, VALUE, card_from_code
from bandlab.games.first_band.scoring import Scoring, score_area_points


class HeuristicBot(Agent):
    """Plays low members that win seats; picks what scores most for its own bands."""

    name = "heuristic"

    def choose(self, view, legal_actions):
        """The best-rated legal action (ties to the first listed)."""
        if view["phase"] == "audition":
            rate = self.rate_play
        else:
            rate = self.rate_pick
        return max(legal_actions, key=lambda a: rate(view, a.card))

    def rate_play(self, view, card):
        """How good it is to play ``card`` into the current band."""
        me = view["player"]
        value = VALUE[card]
        wins, knocked_rival = 0, 0
        for seat in CARD_SEATS[card]:
            held = view["band"][SEATS[seat]]
            if held is None:
                wins += 1
            elif value > VALUE[card_from_code(held["card"])]:
                wins += 1
                knocked_rival += held["player"] != me
        if not wins:
            return -0.5 * value
        return 8 - 0.6 * value + 2 * knocked_rival

    def rate_pick(self, view, card):
        """How much ``card`` adds to this player's score area, bands included."""
        area = [card_from_code(c) for c in view["score_areas"][view["player"]]]
        scoring = Scoring(**view["scoring"])
        gain = score_area_points(area + [card], scoring) - score_area_points(area, scoring)
        return gain + 1.5 * fills_missing_seat(area, card) + 0.01 * VALUE[card]


def fills_missing_seat(area, card):
    """1 if ``card`` covers a seat the area has fewer of than its fullest seat, else 0."""
    counts = [sum(seat in CARD_SEATS[c] for c in area) for seat in SMALL_BAND_SEATS + (KEYBOARD,)]
    need = max(counts) if area else 0
    return int(any(counts[s] <= need - 1 or not area for s in CARD_SEATS[card]))
