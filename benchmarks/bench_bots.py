"""Win rate of each game's heuristic bot against random bots, through the simulation runner.

Run: python benchmarks/bench_bots.py [game-id ...] [--games 2000] [--players N] [--workers W]
The heuristic moves one seat each game (rotate_seats); a k-way tie counts 1/k of a win;
the interval is the runner's 95% Wilson interval.
"""

import argparse
import os

import bandlab
from bandlab.analysis.simulate import simulate
from bandlab.cli import one_of, whole_number
from bandlab.core.limits import MAX_GAMES, max_workers

PLAYERS = {"first-band": 4, "scout-and-raise": 4, "battle-of-the-bands": 4, "band-grab": 4}


def heuristic_vs_random(game_id, players, games, workers=None, seed=0):
    """The heuristic bot's row of the summary (win_rate, ci_low, ci_high, score_mean, ...), and the run's seconds."""
    agents = ["heuristic"] + ["random"] * (players - 1)
    results = simulate(
        game_id, players, agents, games=games, seed=seed, workers=workers, progress=False, rotate_seats=True
    )
    summary = results.summary()
    row = next(r for r in summary.agent_rates if r["agent"] == "heuristic")
    return row, summary.seconds


def most_players():
    """The most players any game allows: the top of ``--players`` in the benchmarks that take several games."""
    return max(bandlab.load_game(game_id).max_players for game_id in bandlab.GAMES)


def check_players(parser, game_ids, players):
    """Refuse (argparse's message, exit code 2) a player count that one of ``game_ids`` does not allow."""
    for game_id in game_ids:
        game = bandlab.load_game(game_id)
        if not game.min_players <= players <= game.max_players:
            parser.error(
                f"argument --players: {game_id} is for {game.min_players} to {game.max_players} players, not {players}"
            )


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("game_ids", nargs="*", type=one_of(bandlab.GAMES), default=list(bandlab.GAMES))
    parser.add_argument("--games", type=whole_number(1, MAX_GAMES), default=2000)
    parser.add_argument("--players", type=whole_number(2, most_players()), default=None)
    parser.add_argument("--workers", type=whole_number(1, max_workers(os.cpu_count())), default=None)
    args = parser.parse_args()
    if args.players is not None:
        check_players(parser, args.game_ids, args.players)
    for game_id in args.game_ids:
        players = args.players or PLAYERS.get(game_id, bandlab.load_game(game_id).min_players)
        row, seconds = heuristic_vs_random(game_id, players, args.games, args.workers)
        print(
            f"{game_id}: heuristic vs {players - 1} random, {args.games} games: win rate {row['win_rate']:.1%} "
            f"(95% CI {row['ci_low']:.1%}–{row['ci_high']:.1%}; a random seat wins {1 / players:.0%}), "
            f"mean score {row['score_mean']:.1f}, {seconds:.1f} s"
        )


if __name__ == "__main__":
    main()
