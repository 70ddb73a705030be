"""Exact gig odds: the numpy sweep of bandlab.analysis.dice against icepool, in the same run.

The sweep: 3 bands, every HP total 0..20 for each (21^3 = 9,261 gigs), band 0 the gig player.
Both give exact counts; the script checks every answer is identical and prints the speed-up.

Run: python benchmarks/bench_dice.py [--max-hp 20] [--bands 3]
"""

import argparse
import math
import time
from fractions import Fraction

from tqdm.auto import tqdm

from bandlab.analysis.dice import FACES, gig_odds, hp_grid, icepool_gig_odds, sweep_counts
from bandlab.cli import whole_number
from bandlab.games import load_game

#: The most gigs one run sweeps, (max HP + 1) ** bands: icepool takes 4-5 ms a gig of 2 or 3 bands, so 100,000
#: gigs take about 8 minutes (the default sweep is 9,261), and the numpy sweep's arrays stay under 100 MB.
MAX_GIGS = 100_000
#: The most dice rolls icepool goes through, gigs x 6 ** bands: a gig of 6 bands has 46,656 rolls and takes
#: about 0.6 s, so 20 million rolls (428 such gigs) take about 5 minutes (the default sweep has 2 million).
MAX_ROLLS = 20_000_000


def numpy_sweep(grid, repeat=20):
    """Best time of the vectorised sweep over ``grid``, and its counts."""
    best = None
    for _ in range(repeat):
        start = time.perf_counter()
        counts, ties = sweep_counts(grid)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best, counts, ties


def icepool_sweep(grid):
    """Time of icepool over every point of ``grid`` (gig player: band 0), and its odds."""
    points = grid.reshape(-1, grid.shape[-1]).tolist()
    start = time.perf_counter()
    odds = [icepool_gig_odds(totals, 0) for totals in tqdm(points, desc="icepool", mininterval=1)]
    return time.perf_counter() - start, points, odds


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    most_bands = load_game("battle-of-the-bands").max_players  # a gig has at most one band a player
    most_hp = math.isqrt(MAX_GIGS) - 1  # 315: two bands of 0 to 315 HP are about MAX_GIGS gigs
    parser.add_argument("--max-hp", type=whole_number(0, most_hp), default=20)
    parser.add_argument("--bands", type=whole_number(2, most_bands), default=3)
    args = parser.parse_args()
    swept = (args.max_hp + 1) ** args.bands
    if swept > MAX_GIGS or swept * FACES**args.bands > MAX_ROLLS:
        parser.error(
            f"--max-hp {args.max_hp} with --bands {args.bands} is {swept:,} gigs of {FACES**args.bands:,} rolls "
            f"(at most {MAX_GIGS:,} gigs and {MAX_ROLLS:,} rolls in all: icepool would take too long)"
        )
    grid = hp_grid(*[range(args.max_hp + 1)] * args.bands)
    n = args.bands
    gigs = grid.size // n
    t_numpy, counts, ties = numpy_sweep(grid)
    t_icepool, points, odds = icepool_sweep(grid)
    denominator = 6**n
    flat_counts, flat_ties = counts.reshape(-1, n).tolist(), ties.reshape(-1).tolist()
    mismatches = 0
    for row, tie, expected in zip(flat_counts, flat_ties, odds):
        outright = tuple(Fraction(c, denominator) for c in row)
        if outright != expected.outright or Fraction(tie, denominator) != expected.tie:
            mismatches += 1
    start = time.perf_counter()
    for totals in points:
        gig_odds(totals, 0)
    t_fraction = time.perf_counter() - start
    print(f"{n}-band sweep, every HP 0..{args.max_hp}: {gigs:,} gigs")
    print(f"  numpy sweep (exact integer counts): {t_numpy * 1000:.2f} ms ({t_numpy / gigs * 1e9:.0f} ns per gig)")
    print(
        f"  gig_odds one by one (Fractions):    {t_fraction * 1000:.0f} ms ({t_fraction / gigs * 1e6:.1f} µs per gig)"
    )
    print(f"  icepool one by one:                 {t_icepool:.2f} s ({t_icepool / gigs * 1e3:.2f} ms per gig)")
    print(
        f"  speed-up numpy / icepool: {t_icepool / t_numpy:,.0f}x; answers identical: "
        f"{'yes' if mismatches == 0 else f'NO, {mismatches} differ'}"
    )
    if mismatches:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
