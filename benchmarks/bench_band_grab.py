"""Band Grab: how often the heuristic bot beats random bots, and how long games last.

Run: python benchmarks/bench_band_grab.py [--games N] [--players P]

Prints (1) the heuristic bot's win rate in seat rotation against random bots, with a 95%
interval and the fair share 1/P (benchmarks/bench_bots.py); (2) game length and how games
end, for all-random, all-heuristic and mixed tables.  A shared win (at curfew) counts as 1/k.
"""

import argparse
import statistics
import time
from collections import Counter

from bench_bots import heuristic_vs_random

from bandlab.analysis.simulate import simulate
from bandlab.cli import whole_number
from bandlab.core.limits import MAX_GAMES
from bandlab.games import load_game

GAME_ID = "band-grab"


def lengths(games, players, bots):
    """Turns per game (mean, median, 90th percentile) and how the games ended, from the runner's measures."""
    results = simulate(GAME_ID, players, bots, games=games, progress=False)
    turns = sorted(o.measures["turns"] for o in results.outcomes)
    ended = Counter(o.measures["ended_by"] for o in results.outcomes)
    return statistics.mean(turns), turns[len(turns) // 2], turns[int(len(turns) * 0.9)], ended


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    game = load_game(GAME_ID)
    parser.add_argument("--games", type=whole_number(1, MAX_GAMES), default=2000)
    parser.add_argument("--players", type=whole_number(game.min_players, game.max_players), default=4)
    args = parser.parse_args()
    start = time.perf_counter()
    row, _ = heuristic_vs_random(GAME_ID, args.players, args.games)
    print(
        f"heuristic vs {args.players - 1} random bots, {args.games} games: win rate {row['win_rate']:.1%} "
        f"(95% CI {row['ci_low']:.1%}–{row['ci_high']:.1%}; fair share {1 / args.players:.1%})"
    )
    for label, bots in (
        ("all random", ["random"] * args.players),
        ("all heuristic", ["heuristic"] * args.players),
        ("1 heuristic + random", ["heuristic"] + ["random"] * (args.players - 1)),
    ):
        mean, median, p90, ended = lengths(min(args.games, 500), args.players, bots)
        share = ", ".join(f"{k} {v / sum(ended.values()):.0%}" for k, v in ended.most_common())
        print(
            f"{label}: turns mean {mean:.1f}, median {median}, 90% {p90} "
            f"(rounds median {median / args.players:.1f}); ended by: {share}"
        )
    print(f"({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
