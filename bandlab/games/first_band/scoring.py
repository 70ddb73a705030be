"""Scoring a score area: member values plus the best set of bands its cards can form.

A band is small (Vocal, Guitar, Drum, Bass: +5) or large (those and Keyboard:
+10, not also small).  Each card of a score area stands in at most one band.
A dual-colour member may hold both of its seats in that band, as it may in the
audition; with the option ``dual_member_one_seat`` it holds one of them only.
With the option ``complete_bands_only`` (the strict reading of "Remove any
Member Cards in incomplete bands") a card outside every complete band scores
nothing.  The score is the best over every way of sorting the cards into bands.

``Scoring(dual_member_one_seat, complete_bands_only)`` names the reading;
``DEFAULT`` is bandlab's.
"""

from functools import lru_cache
from typing import NamedTuple

from bandlab.games.first_band.cards import CARD_SEATS, KEYBOARD, SMALL_BAND_SEATS, VALUE

SMALL_BAND_BONUS = 5
LARGE_BAND_BONUS = 10
BAND_SEATS = SMALL_BAND_SEATS + (KEYBOARD,)


class Scoring(NamedTuple):
    """Which reading of the scoring rules a game uses (the options of the same names)."""

    dual_member_one_seat: bool = False
    complete_bands_only: bool = False


DEFAULT = Scoring()


def scoring_of(options):
    """The scoring reading a game's options choose."""
    return Scoring(bool(options.get("dual_member_one_seat")), bool(options.get("complete_bands_only")))


def best_bands(cards, scoring=DEFAULT):
    """(bonus, number of large bands, number of small bands) of the best assignment."""
    if scoring.complete_bands_only:
        return bonus_of(best_plan(cards, scoring))
    return bonus_of(_best_counted(counted_key(cards), scoring.dual_member_one_seat)[1])


def score_area_points(cards, scoring=DEFAULT):
    """Total points of a score area: member values (all, or only those in bands) plus band bonuses."""
    if scoring.complete_bands_only:
        (bonus, value), _ = _best_valued(valued_key(cards), scoring.dual_member_one_seat, True)
        return bonus + value
    return _best_counted(counted_key(cards), scoring.dual_member_one_seat)[0] + sum(VALUE[c] for c in cards)


def best_plan(cards, scoring=DEFAULT):
    """The bands of the best assignment, each a dict seat -> card (Keyboard only in a large band).

    Of the assignments with the best score, the one that puts the most value into bands (the
    bands a player would lay out); of cards alike, the highest values go into bands first."""
    plan = _best_valued(valued_key(cards), scoring.dual_member_one_seat, scoring.complete_bands_only)[1]
    pools = pools_of(cards)
    return [place_cards(band, pools) for band in plan]


def bonus_of(bands):
    """(bonus, large, small) of a list of bands (dicts keyed by seat)."""
    large = sum(1 for band in bands if KEYBOARD in band)
    return LARGE_BAND_BONUS * large + SMALL_BAND_BONUS * (len(bands) - large), large, len(bands) - large


def band_bonus(band):
    """+10 for a large band (Keyboard filled), +5 for a small one."""
    return LARGE_BAND_BONUS if KEYBOARD in band else SMALL_BAND_BONUS


# --- keys and pools: the cards by kind (the seats a card can hold) ----------------------
def pools_of(cards):
    """The cards by kind, highest value first."""
    pools = {}
    for card in sorted(cards, key=lambda c: (-VALUE[c], c)):
        pools.setdefault(CARD_SEATS[card], []).append(card)
    return pools


def counted_key(cards):
    """The memo key when values do not matter: ((kind, count), ...)."""
    return tuple(sorted((kind, len(pool)) for kind, pool in pools_of(cards).items()))


def valued_key(cards):
    """The memo key when values matter: ((kind, values high to low), ...)."""
    return tuple(sorted((kind, tuple(VALUE[c] for c in pool)) for kind, pool in pools_of(cards).items()))


def place_cards(band, pools):
    """Turn a band of kinds (seat -> (kind, entry)) into seat -> card, taking the best card left of each kind."""
    taken, result = {}, {}
    for seat, held in band.items():
        if held not in taken:
            taken[held] = pools[held[0]].pop(0)
        result[seat] = taken[held]
    return result


# --- the search --------------------------------------------------------------------------
@lru_cache(maxsize=65536)
def _best_counted(kinds, one_seat):
    """The best (bonus, plan) from ((kind, count), ...), values aside."""
    best = (0, ())
    counts = dict(kinds)
    for band, used in band_fills(counts, one_seat):
        rest = tuple((k, n - used.get(k, 0)) for k, n in kinds if n - used.get(k, 0))
        bonus, plan = _best_counted(rest, one_seat)
        if bonus + band_bonus(band) > best[0]:
            best = (bonus + band_bonus(band), (band,) + plan)
    return best


@lru_cache(maxsize=65536)
def _best_valued(kinds, one_seat, complete_only):
    """The best ((bonus, value in bands), plan) from ((kind, values high to low), ...): the most bonus plus
    value when only cards in bands score, else the most bonus and then the most value in bands."""
    best = ((0, 0), ())
    counts = {k: len(v) for k, v in kinds}
    rank = (lambda score: (score[0] + score[1],)) if complete_only else (lambda score: score)
    for band, used in band_fills(counts, one_seat):
        gained = sum(sum(v[:used.get(k, 0)]) for k, v in kinds)
        rest = tuple((k, v[used.get(k, 0):]) for k, v in kinds if v[used.get(k, 0):])
        (bonus, value), plan = _best_valued(rest, one_seat, complete_only)
        score = (bonus + band_bonus(band), value + gained)
        if rank(score) > rank(best[0]):
            best = (score, (band,) + plan)
    return best


def band_fills(counts, one_seat):
    """Every way to fill one band from ``counts``: (seat -> (kind, entry), {kind: cards used}).

    Seats are filled in the order Vocal, Guitar, Drum, Bass, then Keyboard or none.  The entry
    number tells cards of one kind apart within the band; a dual-colour card already in the band
    may take its other seat too (unless ``one_seat``)."""
    found = []
    _fill(counts, 0, {}, {}, one_seat, found)
    return found


def _fill(counts, index, band, used, one_seat, found):
    """Fill seat ``BAND_SEATS[index]`` every possible way, then the seats after it."""
    if index == len(BAND_SEATS):
        found.append((dict(band), dict(used)))
        return
    seat = BAND_SEATS[index]
    if seat == KEYBOARD:
        found.append((dict(band), dict(used)))  # a small band leaves the Keyboard seat empty
    if not one_seat:
        held = list(band.values())
        for kind, entry in sorted(set(held)):
            if seat in kind and held.count((kind, entry)) == 1:
                band[seat] = (kind, entry)
                _fill(counts, index + 1, band, used, one_seat, found)
                del band[seat]
    for kind, n in counts.items():
        if seat in kind and used.get(kind, 0) < n:
            entry = used.get(kind, 0)
            band[seat], used[kind] = (kind, entry), entry + 1
            _fill(counts, index + 1, band, used, one_seat, found)
            del band[seat]
            if entry:
                used[kind] = entry
            else:
                del used[kind]
