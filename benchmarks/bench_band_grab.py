"""Band Grab: how often the heuristic bot beats random bots, and how long games last.

Run: python benchmarks/bench_band_grab.py [--games N] [--players P]

Prints (1) the heuristic bot's win rate in seat rotation against random bots, with a 95%
interval and the fair share 1/P; (2) game length and how games end, for all-random,
all-heuristic and mixed tables.  A shared win (at curfew) counts as 1/k of a win.
"""

import argparse
import math
import time
from collections import Counter

import bandlab
from bandlab.agents import make_agent, play_out

GAME_ID = "band-grab"


def play(players, seed, bots):
    """One game with ``bots`` (names per seat); returns the finished state."""
    game = bandlab.load_game(GAME_ID)
    state = game.new(players, seed=seed)
    agents = [make_agent(name, GAME_ID, seed * 10 + i) for i, name in enumerate(bots)]
    play_out(state, agents)
    return state


def win_rate(games, players):
    """The heuristic bot's share of wins against random bots, rotating its seat."""
    wins = 0.0
    for seed in range(games):
        seat = seed % players
        bots = ["random"] * players
        bots[seat] = "heuristic"
        winners = play(players, seed, bots).winners()
        wins += (seat in winners) / len(winners)
    rate = wins / games
    half = 1.96 * math.sqrt(rate * (1 - rate) / games)
    return rate, half


def lengths(games, players, bots):
    """Turns per game (mean, median, 90th percentile) and how the games ended."""
    game = bandlab.load_game(GAME_ID)
    turns, ended = [], Counter()
    for seed in range(games):
        measures = game.measures(play(players, seed, bots))
        turns.append(measures["turns"])
        ended[measures["ended_by"]] += 1
    turns.sort()
    return sum(turns) / games, turns[games // 2], turns[int(games * 0.9)], ended


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    start = time.perf_counter()
    rate, half = win_rate(args.games, args.players)
    print(f"heuristic vs {args.players - 1} random bots, {args.games} games: win rate {rate:.1%} "
          f"± {half:.1%} (fair share {1 / args.players:.1%})")
    for label, bots in (("all random", ["random"] * args.players),
                        ("all heuristic", ["heuristic"] * args.players),
                        ("1 heuristic + random", ["heuristic"] + ["random"] * (args.players - 1))):
        mean, median, p90, ended = lengths(min(args.games, 500), args.players, bots)
        share = ", ".join(f"{k} {v / sum(ended.values()):.0%}" for k, v in ended.most_common())
        print(f"{label}: turns mean {mean:.1f}, median {median}, 90% {p90} "
              f"(rounds median {median / args.players:.1f}); ended by: {share}")
    print(f"({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
