"""Cost of the balance lab (issue 42): a paired run against two plain simulate runs, card strength, and a big run.

Run: python benchmarks/bench_balance.py [--game first-band] [--option dual_member_one_seat=on] [--games 1000]
                                        [--repeat 3] [--big 10000] [--workers 2]

- paired cost: the same --games deals played (a) by two ``simulate`` runs (base rules, then the variant, seats
  rotating, same seed) and (b) by one ``balance`` run without card strength, both in this process; the best of
  --repeat interleaved rounds, in CPU seconds (steadier than wall time on a shared machine).  Target: (b) costs
  at most 10% more than (a).
- card strength: ``balance`` with card strength against (b).  Target: at most 10% more.
- big run: --big paired games (default 10,000) on --workers processes (default 2): wall time, and the width of
  the interval of the 1st player's win-rate difference it reaches (0 skips it).
"""

import argparse
import os
import resource
import time

import bandlab
from bandlab.analysis.balance import balance, check_variants
from bandlab.analysis.simulate import simulate
from bandlab.cli import one_of, whole_number
from bandlab.core import SetupError
from bandlab.core.limits import MAX_GAMES, max_workers

#: The most rounds of the cost comparison: each plays the --games deals six times.
MAX_REPEAT = 10


def cpu_seconds():
    """CPU time of this process and of its finished child processes."""
    me, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + children.ru_utime + children.ru_stime


def timed(work):
    """Run ``work()``; return (wall seconds, CPU seconds, its result)."""
    wall, cpu = time.perf_counter(), cpu_seconds()
    result = work()
    return time.perf_counter() - wall, cpu_seconds() - cpu, result


def two_simulations(args, variant):
    """The deals played by two plain simulate runs: base rules, then the variant (seats rotating, same seed)."""
    for options in ({}, variant):
        simulate(
            args.game,
            args.players,
            args.agents,
            games=args.games,
            seed=args.seed,
            options=options,
            workers=1,
            progress=False,
            rotate_seats=True,
        )


def paired(args, variant, cards, games=None, workers=1):
    """One balance run of the same deals."""
    return balance(
        args.game,
        args.players,
        args.agents,
        variant,
        games=games or args.games,
        seed=args.seed,
        workers=workers,
        progress=False,
        cards=cards,
    )


def cost(args, variant):
    """Best CPU seconds of each way to play the deals, interleaved over --repeat rounds."""
    ways = {
        "two simulate runs": lambda: two_simulations(args, variant),
        "paired run, no cards": lambda: paired(args, variant, False),
        "paired run with card strength": lambda: paired(args, variant, True),
    }
    best = {name: (float("inf"), float("inf")) for name in ways}
    for _ in range(args.repeat):
        for name, work in ways.items():
            wall, cpu, _ = timed(work)
            best[name] = min(best[name], (cpu, wall))
    return best


def main():
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", type=one_of(bandlab.GAMES), default="first-band")
    parser.add_argument("--option", action="append", default=None, help="the variant, KEY=VALUE (repeatable)")
    parser.add_argument("--players", type=whole_number(2, 6), default=4)
    parser.add_argument("--agents", default="heuristic")
    parser.add_argument("--games", type=whole_number(1, MAX_GAMES), default=1000, help="deals of the cost comparison")
    parser.add_argument("--repeat", type=whole_number(1, MAX_REPEAT), default=3)
    parser.add_argument("--big", type=whole_number(0, MAX_GAMES), default=10_000, help="paired games of the big run")
    parser.add_argument("--workers", type=whole_number(1, max_workers(os.cpu_count())), default=2)
    parser.add_argument("--seed", type=whole_number(0, 2**31), default=0)
    args = parser.parse_args()
    try:
        variant = check_variants(args.game, args.option or ["dual_member_one_seat=on"])
        bandlab.load_game(args.game).check_players(args.players)
    except SetupError as err:
        parser.error(str(err))
    print(f"{args.game}, {args.players} players, bots {args.agents}, variant {variant}, seed {args.seed}")

    best = cost(args, variant)
    base_cpu = best["two simulate runs"][0]
    print(f"\nCost of {args.games:,} deals under both rule sets, in this process (best of {args.repeat}):")
    for name, (cpu, wall) in best.items():
        print(f"  {name:32s} {cpu:7.2f} s CPU  {wall:7.2f} s wall  {cpu / base_cpu:6.3f}x")
    plain = best["paired run, no cards"][0]
    print(f"  paired run over two simulate runs: {plain / base_cpu - 1:+.1%} (target <= +10%)")
    print(f"  card strength over a paired run:   {best['paired run with card strength'][0] / plain - 1:+.1%} (<= +10%)")

    if args.big:
        wall, cpu, results = timed(lambda: paired(args, variant, True, games=args.big, workers=args.workers))
        row = results.row("order_0")
        print(
            f"\nBig run: {args.big:,} paired games ({2 * args.big:,} games), card strength on, {args.workers} workers:"
        )
        print(f"  {wall:.1f} s wall, {cpu:.1f} s CPU, {2 * args.big / wall:,.0f} games/s")
        print(
            f"  1st player's win rate: base {row['base']:.2f}%, variant {row['variant']:.2f}%, difference "
            f"{row['difference']:+.2f} points, 95% interval {row['ci_low']:+.2f} to {row['ci_high']:+.2f} "
            f"(width {row['ci_high'] - row['ci_low']:.2f} points)"
        )
        for sentence in results.sentences:
            print(f"  {sentence}")


if __name__ == "__main__":
    main()
