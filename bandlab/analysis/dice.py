"""Exact dice odds of Battle of the Bands: gigs and reputation rolls.

A gig: every band in it has an integer HP total (negative allowed) and rolls one
six-sided die; the highest total wins; a tie for the highest goes to the gig
player, even one who is not in the tie or not in the gig at all.

No enumeration of the 6^n rolls is needed.  Band i rolling r beats band j
outright when j rolls less than ``h_i - h_j + r``, that is on
``clip(h_i - h_j + r - 1, 0, 6)`` of j's six faces, so the number of roll
combinations in which i wins outright is

    sum over r = 1..6 of  prod over j != i of clip(h_i - h_j + r - 1, 0, 6),

an integer out of 6^n.  The rest, 6^n minus all outright wins, are ties for the
highest; they go to the gig player.  The counts are exact ``Fraction``s in
microseconds.  Everything a page shows is computed here in plain Python (the pages run in the
browser, where numpy is missing); numpy evaluates whole grids of totals at once for big sweeps
(``sweep_counts`` and its kin), imported inside those functions only.

A reputation roll succeeds on a die roll of the member's HP or less: clip(hp, 0, 6)/6.

Functions:
- ``gig_odds(totals, gig_player)`` -> GigOdds (exact Fractions; ``.as_floats()``)
- ``gig_counts(totals)`` -> outright win counts per band, tie count, denominator 6^n
- ``reputation_success(hp)`` -> Fraction; ``reputation_success_array(hps)`` -> floats (numpy)
- ``gig_chances(totals, gig_player)``: the win and tie chances as floats, exactly the floats ``sweep_gig_odds``
  gives for those totals; ``chance_table(rows, columns, others, gig_player)``: one band's chance over a grid of
  two bands' totals, as lists (the heatmaps' data, plain Python)
- ``sweep_counts(grid)`` / ``sweep_gig_odds(grid, gig_player)``: numpy over a grid of totals
- ``hp_grid(*ranges)``: every combination of HP totals, shape (..., n) (numpy)
- ``two_band_table(differences)``: win chance of a band by its HP lead over the other, as gig player or not
- ``brute_force_gig_odds`` and ``icepool_gig_odds``: the same numbers the slow ways, for cross-checks
"""

from dataclasses import dataclass
from fractions import Fraction
from itertools import product

FACES = 6
OUTSIDE = None  # gig_player=None: the gig player is not in the gig


@dataclass(frozen=True)
class GigOdds:
    """The exact odds of one gig.

    ``wins[i]``: chance band i takes the gig card (outright, or by a tie when i is the gig player);
    ``outright[i]``: chance band i is alone on top; ``tie``: chance two or more bands share the top;
    ``outside``: chance the card goes to a gig player who is not in the gig (equal to ``tie`` then, else 0).
    """

    totals: tuple
    gig_player: object
    wins: tuple
    outright: tuple
    tie: Fraction
    outside: Fraction

    def as_floats(self):
        """The same odds as floats: {"wins": [...], "outright": [...], "tie": x, "outside": y}."""
        return {
            "wins": [float(w) for w in self.wins],
            "outright": [float(w) for w in self.outright],
            "tie": float(self.tie),
            "outside": float(self.outside),
        }


def gig_counts(totals):
    """(outright win counts per band, tie count, 6^n) for bands with these HP totals."""
    totals = [int(h) for h in totals]
    n = len(totals)
    if n == 0:
        return [], 1, 1
    counts = []
    for i, hi in enumerate(totals):
        count = 0
        for r in range(1, FACES + 1):
            ways = 1
            for j, hj in enumerate(totals):
                if j != i:
                    beaten = hi - hj + r - 1
                    ways *= 0 if beaten <= 0 else (FACES if beaten >= FACES else beaten)
                    if not ways:
                        break
            count += ways
        counts.append(count)
    denominator = FACES**n
    return counts, denominator - sum(counts), denominator


def gig_odds(totals, gig_player=0):
    """Exact odds of a gig between bands with these totals; ``gig_player`` is an index into ``totals``
    or None when the gig player is not in the gig (ties then go to them, outside every band)."""
    totals = tuple(int(h) for h in totals)
    if gig_player is not None and not 0 <= gig_player < len(totals):
        raise ValueError(f"gig_player must be a band index from 0 to {len(totals) - 1}, or None, not {gig_player!r}.")
    counts, tie_count, denominator = gig_counts(totals)
    outright = tuple(Fraction(c, denominator) for c in counts)
    tie = Fraction(tie_count, denominator)
    wins = tuple(o + (tie if i == gig_player else 0) for i, o in enumerate(outright))
    return GigOdds(totals, gig_player, wins, outright, tie, tie if gig_player is None else Fraction(0))


def reputation_success(hp):
    """Chance a reputation roll succeeds for a member with ``hp`` HP: a die roll of hp or less."""
    return Fraction(min(max(int(hp), 0), FACES), FACES)


def reputation_success_array(hps):
    """Reputation success chances for an array of HP values (floats; numpy)."""
    import numpy as np

    return np.clip(np.asarray(hps), 0, FACES) / FACES


# --- float chances in plain Python (what the pages draw) ---------------------------------
def gig_chances(totals, gig_player=0):
    """Win chances (a list, one per band) and the tie chance as floats: the very floats ``sweep_gig_odds``
    gives at these totals (each count over 6^n, the ties added to the gig player's), without numpy."""
    counts, ties, denominator = gig_counts(totals)
    scale = float(denominator)
    wins = [count / scale for count in counts]
    if gig_player is not None:
        wins[gig_player] += ties / scale
    return wins, ties / scale


def chance_table(rows, columns, others=(), gig_player=0, band=0):
    """Band ``band``'s win chance for totals ``(r, c, *others)``: one list per r in ``rows``, one float per c in
    ``columns``.  The same floats as ``sweep_gig_odds(hp_grid(rows, columns, *([o] for o in others)))``."""
    columns = list(columns)
    return [[gig_chances((r, c, *others), gig_player)[0][band] for c in columns] for r in rows]


# --- numpy sweeps over big grids (imported here only) ----------------------------------------
def hp_grid(*ranges):
    """Every combination of HP totals, one range per band: an int array of shape (len(r0), ..., n)."""
    import numpy as np

    axes = [np.asarray(list(r), dtype=np.int64) for r in ranges]
    mesh = np.meshgrid(*axes, indexing="ij")
    return np.stack(mesh, axis=-1)


def ways_table():
    """``ways_table()[d + 6, r - 1]``: faces of a die on which a band trails one that leads it by d and rolls r
    (an int array, the numpy form of ``gig_counts``' clip)."""
    import numpy as np

    return np.clip(np.arange(-FACES, FACES + 1)[:, None] + np.arange(FACES)[None, :], 0, FACES).astype(np.int64)


def sweep_counts(grid):
    """Outright win counts (..., n) and tie counts (...) for a grid of totals (..., n); denominator 6^n.

    Leads beyond 6 HP are settled whatever the dice, so each pairwise lead is clipped to -6..6 and
    looked up in ``ways_table()``; the product over rivals and the sum over the band's own roll follow."""
    import numpy as np

    grid = np.asarray(grid, dtype=np.int64)
    n = grid.shape[-1]
    if n > 23:
        raise ValueError("More than 23 bands would overflow 64-bit counts.")
    if n == 1:
        return np.full(grid.shape, FACES, dtype=np.int64), np.zeros(grid.shape[:-1], dtype=np.int64)
    rivals = np.array([[j for j in range(n) if j != i] for i in range(n)])
    leads = np.clip(grid[..., :, None] - grid[..., rivals], -FACES, FACES) + FACES  # (..., n, n-1)
    counts = ways_table()[leads].prod(axis=-2).sum(axis=-1)  # (..., n)
    return counts, FACES**n - counts.sum(axis=-1)


def sweep_gig_odds(grid, gig_player=0):
    """Win chances (..., n) and tie chances (...) as floats over a grid of totals; the gig player
    (an index, or None when not in the gig) gets the ties."""
    counts, ties = sweep_counts(grid)
    n = counts.shape[-1]
    denominator = float(FACES**n)
    wins = counts / denominator
    if gig_player is not None:
        wins[..., gig_player] += ties / denominator
    return wins, ties / denominator


def sweep_fractions(grid, gig_player=0):
    """Exact win chances as Fractions for every point of a grid: a nested list like ``grid``'s shape."""
    counts, ties = sweep_counts(grid)
    n = counts.shape[-1]
    denominator = FACES**n
    flat_counts = counts.reshape(-1, n).tolist()
    flat_ties = ties.reshape(-1).tolist()
    out = []
    for row, tie in zip(flat_counts, flat_ties):
        out.append(tuple(Fraction(c + (tie if i == gig_player else 0), denominator) for i, c in enumerate(row)))
    return out


def two_band_table(differences=range(-6, 7)):
    """For each HP lead d of band A over band B: A's chance as gig player, as the other band, and the tie
    chance (the same either way).  Returns a list of dicts with Fractions."""
    rows = []
    for d in differences:
        as_gig_player = gig_odds((d, 0), gig_player=0)
        as_other = gig_odds((d, 0), gig_player=1)
        rows.append(
            {"lead": d, "as_gig_player": as_gig_player.wins[0], "as_other": as_other.wins[0], "tie": as_gig_player.tie}
        )
    return rows


# --- the slow ways, for cross-checks -------------------------------------------------------------
def brute_force_gig_odds(totals, gig_player=0):
    """The same odds by enumerating all 6^n rolls (slow; for tests)."""
    totals = tuple(int(h) for h in totals)
    n = len(totals)
    outright = [0] * n
    tie = 0
    for rolls in product(range(1, FACES + 1), repeat=n):
        finals = [h + r for h, r in zip(totals, rolls)]
        best = max(finals)
        top = [i for i, f in enumerate(finals) if f == best]
        if len(top) == 1:
            outright[top[0]] += 1
        else:
            tie += 1
    return _odds(totals, gig_player, outright, tie, FACES**n)


def icepool_gig_odds(totals, gig_player=0):
    """The same odds computed by icepool (a test dependency; imported only here)."""
    import icepool

    totals = tuple(int(h) for h in totals)
    dice = [icepool.d6 + h for h in totals]

    def top_band(*finals):
        best = max(finals)
        top = [i for i, f in enumerate(finals) if f == best]
        return top[0] if len(top) == 1 else -1

    die = icepool.map(top_band, *dice)
    denominator = die.denominator()
    outright = [die.quantity(i) for i in range(len(totals))]
    return _odds(totals, gig_player, outright, die.quantity(-1), denominator)


def _odds(totals, gig_player, outright_counts, tie_count, denominator):
    """A GigOdds from counts."""
    outright = tuple(Fraction(c, denominator) for c in outright_counts)
    tie = Fraction(tie_count, denominator)
    wins = tuple(o + (tie if i == gig_player else 0) for i, o in enumerate(outright))
    return GigOdds(totals, gig_player, wins, outright, tie, tie if gig_player is None else Fraction(0))
