"""Scoring a score area: member values plus the best set of bands its cards can form.

Each card of a score area can stand in one band, in one of its seats (a
dual-colour member picks one of its two colours).  A band is small (Vocal,
Guitar, Drum, Bass: +5) or large (those and Keyboard: +10, not also small).
The bonus is the best over every way of sorting the cards into bands.
"""

from functools import lru_cache

from bandlab.games.first_band.cards import CARD_SEATS, KEYBOARD, SMALL_BAND_SEATS, VALUE

SMALL_BAND_BONUS = 5
LARGE_BAND_BONUS = 10


def seat_kinds(cards):
    """The score area as a sorted tuple of (seats,) kinds with counts: the memo key."""
    counts = {}
    for c in cards:
        counts[CARD_SEATS[c]] = counts.get(CARD_SEATS[c], 0) + 1
    return tuple(sorted(counts.items()))


def best_bands(cards):
    """(bonus, number of large bands, number of small bands) for the best assignment."""
    return _best(seat_kinds(cards))


def score_area_points(cards):
    """Total points of a score area: member values plus band bonuses."""
    return sum(VALUE[c] for c in cards) + best_bands(cards)[0]


@lru_cache(maxsize=65536)
def _best(kinds):
    """Best (bonus, large, small) from a multiset of seat kinds."""
    best = (0, 0, 0)
    counts = dict(kinds)
    for used in _one_band(counts, 0, []):
        rest = dict(counts)
        for kind in used:
            rest[kind] -= 1
        bonus, large, small = _best(tuple(sorted((k, n) for k, n in rest.items() if n)))
        if len(used) == 5:
            candidate = (bonus + LARGE_BAND_BONUS, large + 1, small)
        else:
            candidate = (bonus + SMALL_BAND_BONUS, large, small + 1)
        best = max(best, candidate)
    return best


def _one_band(counts, seat_index, used):
    """Yield the kinds that can fill a band's seats: Vocal, Guitar, Drum, Bass, then Keyboard or none."""
    seats = SMALL_BAND_SEATS + (KEYBOARD,)
    if seat_index == 5:
        yield list(used)
        return
    seat = seats[seat_index]
    if seat == KEYBOARD:
        yield list(used)  # a small band leaves the Keyboard seat empty
    for kind, n in counts.items():
        if seat in kind and n - used.count(kind) > 0:
            used.append(kind)
            yield from _one_band(counts, seat_index + 1, used)
            used.pop()
