"""Scout & Raise: the heuristic bidder's win rate against random bots, and what its games look like.

Run: python benchmarks/bench_scout_and_raise.py [--games 2000] [--players 4]
The heuristic sits in each seat in turn (game i: seat i mod players); ties share (a k-way tie counts 1/k).
Then heuristic self-play measures (winning prices, debts) over a tenth as many games.
"""

import argparse
import math
import statistics
import time

import bandlab
from bandlab.agents import make_agent, play_out

GAME_ID = "scout-and-raise"


def wilson(wins, n, z=1.96):
    """95% Wilson score interval for a proportion."""
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def win_rate(players, games):
    """Wins (ties shared) of one heuristic bot against players-1 random bots, and its mean score."""
    game = bandlab.load_game(GAME_ID)
    wins, scores = 0.0, []
    for seed in range(games):
        seat = seed % players
        state = game.new(players, seed=seed)
        agents = [make_agent("heuristic" if p == seat else "random", GAME_ID, seed * 10 + p) for p in range(players)]
        play_out(state, agents)
        winners = state.winners()
        wins += 1 / len(winners) if seat in winners else 0
        scores.append(state.scores()[seat])
    return wins, statistics.mean(scores)


def self_play(players, games):
    """Mean game measures of heuristic-only tables."""
    game = bandlab.load_game(GAME_ID)
    rows = []
    for seed in range(games):
        state = game.new(players, seed=seed)
        play_out(state, [make_agent("heuristic", GAME_ID, seed * 10 + p) for p in range(players)])
        rows.append(game.measures(state))
    return {k: statistics.mean(r[k] for r in rows) for k in rows[0]}


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    start = time.perf_counter()
    wins, score = win_rate(args.players, args.games)
    low, high = wilson(wins, args.games)
    print(f"{GAME_ID}: heuristic vs {args.players - 1} random, {args.games} games: win rate {wins / args.games:.1%} "
          f"(95% CI {low:.1%}-{high:.1%}; a random seat wins {1 / args.players:.0%}), heuristic mean score {score:.1f}, "
          f"{time.perf_counter() - start:.1f} s")
    measures = self_play(args.players, max(10, args.games // 10))
    keys = ("price_mean", "price_1st_mean", "price_2nd_mean", "debts_total", "winner_score", "score_mean")
    print("heuristic self-play: " + ", ".join(f"{k} {measures[k]:.1f}" for k in keys))


if __name__ == "__main__":
    main()
