"""Scout & Raise: the heuristic bidder's win rate against random bots, and what its games look like.

Run: python benchmarks/bench_scout_and_raise.py [--games 2000] [--players 4]
The win rate comes from benchmarks/bench_bots.py (the heuristic rotates seats; ties share).
Then heuristic self-play measures (winning prices, debts) over a tenth as many games.
"""

import argparse
import statistics
import time

from bench_bots import heuristic_vs_random

from bandlab.analysis.simulate import simulate
from bandlab.cli import whole_number
from bandlab.core.limits import MAX_GAMES
from bandlab.games import load_game

GAME_ID = "scout-and-raise"


def self_play(players, games):
    """Mean game measures of heuristic-only tables."""
    results = simulate(GAME_ID, players, "heuristic", games=games, progress=False)
    rows = [o.measures for o in results.outcomes]
    return {k: statistics.mean(r[k] for r in rows) for k in rows[0] if isinstance(rows[0][k], (int, float))}


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    game = load_game(GAME_ID)
    parser.add_argument("--games", type=whole_number(1, MAX_GAMES), default=2000)
    parser.add_argument("--players", type=whole_number(game.min_players, game.max_players), default=4)
    args = parser.parse_args()
    start = time.perf_counter()
    row, _ = heuristic_vs_random(GAME_ID, args.players, args.games)
    print(
        f"{GAME_ID}: heuristic vs {args.players - 1} random, {args.games} games: win rate {row['win_rate']:.1%} "
        f"(95% CI {row['ci_low']:.1%}-{row['ci_high']:.1%}; a random seat wins {1 / args.players:.0%}), "
        f"heuristic mean score {row['score_mean']:.1f}, {time.perf_counter() - start:.1f} s"
    )
    measures = self_play(args.players, max(10, args.games // 10))
    keys = ("price_mean", "price_1st_mean", "price_2nd_mean", "debts_total", "winner_score", "score_mean")
    print("heuristic self-play: " + ", ".join(f"{k} {measures[k]:.1f}" for k in keys if k in measures))


if __name__ == "__main__":
    main()
