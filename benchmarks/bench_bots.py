"""Win rate of each game's heuristic bot against random bots, rotating its seat.

Run: python benchmarks/bench_bots.py [game-id ...] [--games 2000] [--players N]
Prints the win rate (ties share: a k-way tie counts 1/k) with a 95% Wilson interval.
"""

import argparse
import math
import time

import bandlab
from bandlab.agents import make_agent, play_out

PLAYERS = {"first-band": 4, "scout-and-raise": 4, "battle-of-the-bands": 4, "band-grab": 4}


def wilson(wins, n, z=1.96):
    """95% Wilson score interval for a proportion."""
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def heuristic_win_rate(game_id, players, games):
    """Share of games the heuristic bot wins against players-1 random bots."""
    game = bandlab.load_game(game_id)
    wins = 0.0
    for seed in range(games):
        seat = seed % players
        state = game.new(players, seed=seed)
        agents = [make_agent("heuristic" if p == seat else "random", game_id, seed * 10 + p) for p in range(players)]
        play_out(state, agents)
        winners = state.winners()
        if seat in winners:
            wins += 1 / len(winners)
    return wins


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games_ids", nargs="*", default=list(bandlab.GAMES))
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, default=None)
    args = parser.parse_args()
    for game_id in args.games_ids:
        players = args.players or PLAYERS.get(game_id, bandlab.load_game(game_id).min_players)
        start = time.perf_counter()
        wins = heuristic_win_rate(game_id, players, args.games)
        low, high = wilson(wins, args.games)
        print(f"{game_id}: heuristic vs {players - 1} random, {args.games} games: win rate {wins / args.games:.1%} "
              f"(95% CI {low:.1%}–{high:.1%}; a random seat wins {1 / players:.0%}) in {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
