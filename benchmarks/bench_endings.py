"""How games end with the heuristic bots: the share that ends the way the rulebook says, and game length.

Battle of the Bands ends by the rulebook when a player reaches the winning total ("the first player to
accumulate a winning total"); Band Grab when a player plays a gig or a Busking Gig. Every other
ending (no one can reach the target any more, the round limit, a house rule's curfew) is bandlab's
safety net. 1st Band and Scout & Raise always end by their rulebooks (every card played; 12 rounds).

Run: python benchmarks/bench_endings.py [--games N] [--players 2 4 6] [--game band-grab] [--seed S]
Plays with one worker (the machine is shared); the simulation runner reports any game that raises or
goes past MAX_STEPS (5,000) actions as a failure, and the table counts them.
"""

import argparse
import statistics
import time

from bandlab.analysis.simulate import simulate
from bandlab.analysis.stats import wilson_interval
from bandlab.cli import whole_number
from bandlab.core.limits import MAX_GAMES, MAX_SEED
from bandlab.games import load_game

#: Per game: the ``ended_by`` measures that are the rulebook's ending, and the measure that gives length.
BY_RULE = {
    "battle-of-the-bands": ({"target"}, "turns"),
    "band-grab": ({"gig", "busking gig"}, "turns"),
}


def endings(game_id, players, games, seed, options=None):
    """One row of the table: players, games, % by rule with its interval, median turns, other endings, failures."""
    rule_endings, length = BY_RULE[game_id]
    started = time.perf_counter()
    results = simulate(
        game_id, players, "heuristic", games=games, seed=seed, options=options, workers=1, progress=False
    )
    seconds = time.perf_counter() - started
    ended = [o.measures["ended_by"] for o in results.outcomes]
    by_rule = sum(e in rule_endings for e in ended)
    counts = {}
    for e in ended:
        counts[e] = counts.get(e, 0) + 1
    low, high = wilson_interval(by_rule, len(results.outcomes) + len(results.failures))
    return {
        "players": players,
        "games": results.games,
        "by_rule": by_rule / results.games,
        "low": low,
        "high": high,
        "median": statistics.median(o.measures[length] for o in results.outcomes) if results.outcomes else float("nan"),
        "counts": counts,
        "failures": len(results.failures),
        "seconds": seconds,
    }


def print_table(game_id, rows):
    """The table: players x % ending by the rulebook (95% Wilson interval), median turns, the other endings."""
    print(f"\n{game_id} — heuristic bots in every seat")
    print(
        f"{'players':>7} {'games':>6} {'by rule':>8} {'95% interval':>15} {'median turns':>13} {'failures':>8}  endings"
    )
    for r in rows:
        detail = ", ".join(f"{k} {v / r['games']:.1%}" for k, v in sorted(r["counts"].items(), key=lambda kv: -kv[1]))
        print(
            f"{r['players']:>7} {r['games']:>6} {r['by_rule']:>8.1%} {r['low']:>7.1%}–{r['high']:<7.1%} "
            f"{r['median']:>13g} {r['failures']:>8}  {detail}  ({r['seconds']:.0f} s)"
        )


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    games = [load_game(game_id) for game_id in BY_RULE]
    # the player counts every game of the table allows (both: 2 to 6)
    fewest, most = max(g.min_players for g in games), min(g.max_players for g in games)
    parser.add_argument("--games", type=whole_number(1, MAX_GAMES), default=1000, help="games per cell (default 1000)")
    parser.add_argument("--players", type=whole_number(fewest, most), nargs="+", default=[2, 4, 6])
    parser.add_argument("--game", choices=sorted(BY_RULE), nargs="+", default=sorted(BY_RULE))
    parser.add_argument("--seed", type=whole_number(0, MAX_SEED), default=2026)
    args = parser.parse_args()
    if len(set(args.players)) < len(args.players):
        parser.error("argument --players: a player count is named twice")
    if len(set(args.game)) < len(args.game):
        parser.error("argument --game: a game is named twice")
    worst = 1.0
    for game_id in args.game:
        rows = [endings(game_id, p, args.games, args.seed) for p in args.players]
        print_table(game_id, rows)
        worst = min([worst] + [r["by_rule"] for r in rows])
    print(f"\nLowest share ending by the rulebook: {worst:.1%} (goal: at least 97% in every cell).")


if __name__ == "__main__":
    main()
