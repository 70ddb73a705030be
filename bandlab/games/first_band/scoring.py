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

``scores()`` takes the bonus from ``band_bonus_of``: plain members counted per seat around each way to lay
out the few dual-colour members (``dual_member_bands``), no search over every card.  Three memoised
searches over the cards by kind (the seats a card can hold) fill
one band at a time: ``_best_bonus`` (fast, only the ways to fill a band that can
matter: the bands formed, and the bonus of an area with many dual members),
``_best_counted`` (every way, to show the bands a player would lay out) and
``_best_valued`` (when only cards in bands score).  Tests check ``band_bonus_of``
against ``_best_bonus``, and that against the full search.
"""

from functools import lru_cache
from itertools import combinations
from operator import add, ge
from typing import NamedTuple

from bandlab.games.first_band.cards import ALL_CARDS, CARD_SEATS, IS_DUAL, KEYBOARD, SMALL_BAND_SEATS, VALUE

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
        return bonus_of(plan_of_kinds(cards, scoring))
    return _best_bonus(counted_key(cards), scoring.dual_member_one_seat)


def score_area_points(cards, scoring=DEFAULT):
    """Total points of a score area: member values (all, or only those in bands) plus band bonuses."""
    if scoring.complete_bands_only:
        (bonus, value), _ = _best_valued(valued_key(cards), scoring.dual_member_one_seat)
        return bonus + value
    return band_bonus_of(cards, scoring.dual_member_one_seat) + sum(VALUE[c] for c in cards)


def best_plan(cards, scoring=DEFAULT):
    """The bands of the best assignment, each a dict seat -> card (Keyboard only in a large band).

    Of the assignments with the best score, one that puts the most cards into bands (the bands a
    player would lay out); of cards alike, the highest values go into bands first."""
    pools = pools_of(cards)
    return [place_cards(band, pools) for band in plan_of_kinds(cards, scoring)]


def plan_of_kinds(cards, scoring):
    """The best assignment as bands of kinds ((seat, kind, entry), ...): by counts alone, unless values matter."""
    if scoring.complete_bands_only:
        return _best_valued(valued_key(cards), scoring.dual_member_one_seat)[1]
    return _best_counted(counted_key(cards), scoring.dual_member_one_seat)[1]


def bonus_of(bands):
    """(bonus, large, small) of a plan: bands of (seat, kind, entry), seats in order."""
    large = sum(1 for band in bands if band[-1][0] == KEYBOARD)
    return LARGE_BAND_BONUS * large + SMALL_BAND_BONUS * (len(bands) - large), large, len(bands) - large


def band_bonus(band):
    """+10 for a large band (Keyboard filled, the last seat), +5 for a small one."""
    return LARGE_BAND_BONUS if band[-1][0] == KEYBOARD else SMALL_BAND_BONUS


# --- keys and pools: the cards by kind (the seats a card can hold) ----------------------
def pools_of(cards):
    """The cards by kind, highest value first."""
    pools = {}
    for card in sorted(cards, key=lambda c: (-VALUE[c], c)):
        pools.setdefault(CARD_SEATS[card], []).append(card)
    return pools


def counted_key(cards):
    """The memo key when values do not matter: ((kind, count), ...)."""
    counts = {}
    for card in cards:
        kind = CARD_SEATS[card]
        counts[kind] = counts.get(kind, 0) + 1
    return tuple(sorted(counts.items()))


def valued_key(cards):
    """The memo key when values matter: ((kind, values high to low), ...)."""
    return tuple(sorted((kind, tuple(VALUE[c] for c in pool)) for kind, pool in pools_of(cards).items()))


def place_cards(band, pools):
    """Turn a band of kinds ((seat, kind, entry), ...) into seat -> card, taking the best card left of each kind."""
    taken, result = {}, {}
    for seat, kind, entry in band:
        if (kind, entry) not in taken:
            taken[(kind, entry)] = pools[kind].pop(0)
        result[seat] = taken[(kind, entry)]
    return result


# --- the bonus alone, from the dual-colour members' bands ---------------------------------
#: Areas with more dual-colour members than this are scored by the search (ways to lay them out grow fast).
MOST_DUALS_LAID_OUT = 4
#: The seat of each plain member (None for a dual-colour member).
PLAIN_SEAT = tuple(None if IS_DUAL[card] else CARD_SEATS[card][0] for card in ALL_CARDS)


def band_bonus_of(cards, one_seat):
    """The best band bonus of a score area: ``_best_bonus``'s number, found without a search over every card.

    Each dual-colour member is one of a kind, so an area holds few of them.  For each way to lay them
    out in bands (``dual_member_bands``), plain members fill the rest: as many bands as the scarcest
    small-band seat allows, counting the dual members that hold it (another band is never worse),
    so long as that is no fewer than the bands the dual members are in; and each Keyboard member
    turns one more band whose Keyboard seat is empty into a large band."""
    plain = [0] * len(BAND_SEATS)
    duals = []
    for card in cards:
        seat = PLAIN_SEAT[card]
        if seat is None:
            duals.append(card)
        else:
            plain[seat] += 1
    if len(duals) > MOST_DUALS_LAID_OUT:
        return _best_bonus(counted_key(cards), one_seat)[0]
    keyboards, best = plain[KEYBOARD], 0
    for dual_bands, dual_large, held in dual_member_bands(tuple(sorted(duals)), one_seat):
        bands = min(map(add, plain, held))  # held counts the small-band seats only: Keyboard is left out
        if bands >= dual_bands:
            large = dual_large + min(keyboards, bands - dual_large)
            best = max(best, SMALL_BAND_BONUS * (bands - large) + LARGE_BAND_BONUS * large)
    return best


@lru_cache(maxsize=1024)
def dual_member_bands(duals, one_seat):
    """The ways to lay out some of ``duals`` (dual-colour cards, each one of a kind) in bands that can matter, as
    (bands, bands whose Keyboard seat a dual member holds, per small-band seat the bands a dual member holds it in).

    Every way to split some of the cards into bands is tried (``layouts``), each band holding the most seats
    its cards can (``seats_held``).  A way with more bands, fewer Keyboards or fewer seats held than another is
    left out: ``band_bonus_of`` never scores it higher."""
    best = []  # the ways no other beats: taken in an order where a way can only be beaten by one before it
    for way in sorted({way_of(code) for code in layouts(duals, one_seat)}, key=beaten_last):
        if not any(beats(kept, way) for kept in best):
            best.append(way)
    return tuple(sorted(best))


def beaten_last(way):
    """A way's place when ways are taken in turn: fewest bands, then most Keyboards, then most seats held (a way
    that ``beats`` another comes before it)."""
    return way[0], -way[1], -sum(way[2])


@lru_cache(maxsize=1024)
def layouts(duals, one_seat):
    """The codes (``band_code``s added up) of every way to put some of ``duals`` into bands, the rest in none.

    The first card is in no band, or in a band with some of the others (its mates); either way the cards left
    are laid out alike, and those layouts are shared by every set of dual members that ends with the same cards."""
    if not duals:
        return frozenset((0,))
    first, others = duals[0], duals[1:]
    codes = set(layouts(others, one_seat))  # the first card in no band
    for size in range(len(others) + 1):
        for mates in combinations(others, size):
            rest = layouts(tuple(card for card in others if card not in mates), one_seat)
            for band in seats_held((first,) + mates, one_seat):
                codes.update(band + code for code in rest)
    return frozenset(codes)


@lru_cache(maxsize=1024)
def seats_held(band, one_seat):
    """The sets of seats the dual members of ``band`` can hold together, one seat each or (unless ``one_seat``)
    both, no seat twice, as ``band_code``s; only the largest sets, since a band holding more never scores less."""
    found = {0}
    for card in band:
        first, second = (1 << seat for seat in CARD_SEATS[card])
        covers = (first, second) if one_seat else (first, second, first | second)
        found = {seats | cover for seats in found for cover in covers if not seats & cover}
    largest = (seats for seats in found if not any(seats != more and seats & more == seats for more in found))
    return tuple(band_code(seats) for seats in largest)


#: Bits for each count in a code of bands (a way has at most MOST_DUALS_LAID_OUT bands).
CODE_BITS = 4
#: What a code counts, field by field from the lowest: bands, Keyboards held, then each small-band seat held.
CODE_FIELDS = 2 + len(SMALL_BAND_SEATS)


def band_code(seats):
    """One band holding ``seats`` (bits) as a number whose fields count (bands, Keyboards, each small-band seat
    held): the codes of several bands add up to the code of them all."""
    counts = (1, seats >> KEYBOARD & 1) + tuple(seats >> seat & 1 for seat in SMALL_BAND_SEATS)
    return sum(count << (CODE_BITS * field) for field, count in enumerate(counts))


@lru_cache(maxsize=4096)
def way_of(code):
    """(bands, Keyboards held, per small-band seat the bands holding it) from the code of a way's bands."""
    counts = [code >> (CODE_BITS * field) & ((1 << CODE_BITS) - 1) for field in range(CODE_FIELDS)]
    return counts[0], counts[1], tuple(counts[2:])


def beats(way, other):
    """True if dual-member layout ``way`` scores at least as well as ``other`` with any plain members, and differs."""
    return (
        way != other
        and way[0] <= other[0]
        and way[1] >= other[1]
        and all(map(ge, way[2], other[2]))  # as many bands hold each seat, or more
    )


# --- the search --------------------------------------------------------------------------
@lru_cache(maxsize=65536)
def _best_bonus(kinds, one_seat):
    """The best (bonus, large, small) from ((kind, count), ...): the fast search behind every score.

    It tries only the ways to fill a band that no other way beats (``smallest_fills``)."""
    best = (0, 0, 0)
    for large, used in smallest_fills(kinds, one_seat):
        rest = tuple((k, n - used.get(k, 0)) for k, n in kinds if n - used.get(k, 0))
        bonus, n_large, n_small = _best_bonus(rest, one_seat)
        if large:
            candidate = (bonus + LARGE_BAND_BONUS, n_large + 1, n_small)
        else:
            candidate = (bonus + SMALL_BAND_BONUS, n_large, n_small + 1)
        if candidate[0] > best[0]:
            best = candidate
    return best


def smallest_fills(kinds, one_seat):
    """(large, {kind: cards used}) for the ways to fill one band that matter for the best bonus.

    Left out, as never better than a way that is kept: a plain member where a dual-colour member
    already in the band could take the seat too; a dual-colour member holding one seat where a plain
    member of that seat is left over (the dual one can do more later); a small band made of the
    very cards of a large one."""
    counts = dict(kinds)
    options = [[kind for kind in counts if seat in kind] for seat in BAND_SEATS]
    if not all(options[:4]):
        return []
    found = {}
    _fill_smallest(counts, options, 0, [], {}, one_seat, found)
    return [(large, dict(used)) for (used, large) in found if large or (used, True) not in found]


def _fill_smallest(counts, options, index, open_duals, used, one_seat, found):
    """Fill seat ``BAND_SEATS[index]`` in every way ``smallest_fills`` keeps; ``open_duals`` are the
    dual-colour cards of the band holding one seat so far, as (seat, kind, entry)."""
    if index >= 4:
        if not any(used.get((seat,), 0) < counts.get((seat,), 0) for seat, _, _ in open_duals):
            found[(tuple(sorted(used.items())), index == 5)] = True
        if index == 5:
            return
    seat = BAND_SEATS[index]
    reused = False
    if not one_seat:
        for position, (_, kind, entry) in enumerate(open_duals):
            if seat in kind:
                reused = True
                rest = open_duals[:position] + open_duals[position + 1 :]
                _fill_smallest(counts, options, index + 1, rest, used, one_seat, found)
    for kind in options[index]:
        entry = used.get(kind, 0)
        if entry < counts[kind] and not (reused and len(kind) == 1):
            used[kind] = entry + 1
            opened = open_duals + [(seat, kind, entry)] if len(kind) == 2 else open_duals
            _fill_smallest(counts, options, index + 1, opened, used, one_seat, found)
            if entry:
                used[kind] = entry
            else:
                del used[kind]


@lru_cache(maxsize=65536)
def _best_counted(kinds, one_seat):
    """The best ((bonus, cards in bands), plan) from ((kind, count), ...), values aside: the most bonus,
    then the most cards in bands."""
    best = ((0, 0), ())
    counts = dict(kinds)
    for band, used in band_fills(counts, one_seat):
        rest = tuple((k, n - used.get(k, 0)) for k, n in kinds if n - used.get(k, 0))
        (bonus, placed), plan = _best_counted(rest, one_seat)
        score = (bonus + band_bonus(band), placed + sum(used.values()))
        if score > best[0]:
            best = (score, (band,) + plan)
    return best


@lru_cache(maxsize=65536)
def _best_valued(kinds, one_seat):
    """The best ((bonus, value in bands), plan) from ((kind, values high to low), ...) when only cards in
    bands score: the most bonus plus value."""
    best = ((0, 0), ())
    counts = {k: len(v) for k, v in kinds}
    for band, used in band_fills(counts, one_seat):
        gained = sum(sum(v[: used.get(k, 0)]) for k, v in kinds)
        rest = tuple((k, v[used.get(k, 0) :]) for k, v in kinds if v[used.get(k, 0) :])
        (bonus, value), plan = _best_valued(rest, one_seat)
        score = (bonus + band_bonus(band), value + gained)
        if sum(score) > sum(best[0]):
            best = (score, (band,) + plan)
    return best


def band_fills(counts, one_seat):
    """Every way to fill one band from ``counts``: (((seat, kind, entry), ...), {kind: cards used}), one for
    each set of cards and size of band (ways that differ only in who holds which seat are left out).

    Seats are filled in the order Vocal, Guitar, Drum, Bass, then Keyboard or none.  The entry
    number tells cards of one kind apart within the band; a dual-colour card already in the band
    may take its other seat too (unless ``one_seat``)."""
    found = {}
    if all(any(seat in kind for kind in counts) for seat in SMALL_BAND_SEATS):  # else no band at all
        _fill(counts, 0, [], {}, one_seat, found)
    return list(found.values())


def _fill(counts, index, band, used, one_seat, found):
    """Fill seat ``BAND_SEATS[index]`` every possible way, then the seats after it."""
    if index == 5:
        found.setdefault((tuple(sorted(used.items())), True), (tuple(band), dict(used)))
        return
    seat = BAND_SEATS[index]
    if seat == KEYBOARD:  # a small band leaves the Keyboard seat empty
        found.setdefault((tuple(sorted(used.items())), False), (tuple(band), dict(used)))
    if not one_seat:
        for _, kind, entry in tuple(band):
            if len(kind) == 2 and seat in kind:  # a dual card holding its other seat takes this one too
                band.append((seat, kind, entry))
                _fill(counts, index + 1, band, used, one_seat, found)
                band.pop()
    for kind, n in counts.items():
        entry = used.get(kind, 0)
        if entry < n and seat in kind:
            band.append((seat, kind, entry))
            used[kind] = entry + 1
            _fill(counts, index + 1, band, used, one_seat, found)
            band.pop()
            if entry:
                used[kind] = entry
            else:
                del used[kind]
