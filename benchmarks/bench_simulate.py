"""Speed of the simulation runner: its overhead over a bare playout loop, and scaling to 2 processes.

Run: python benchmarks/bench_simulate.py [game-id] [--games 4000] [--repeat 3] [--agents heuristic,random,random,random]

Measures, each the best of --repeat rounds (rounds interleave the variants so a
busy machine slows all of them alike), as wall time and as CPU time (this process
plus its worker processes: on a shared machine CPU time per game is the steadier
figure, and equal CPU per game on 1 and 2 processes means the pool adds no work):

- bare loop: the same games (same seeds, same bots) played by a plain loop in this
  process: new game, make the bots, play to the end, read scores and winners;
- runner, 1 worker: ``simulate(..., workers=1)`` in this process (seeding, chunking,
  measures, collecting results) -> overhead per game against the bare loop (target <= 10%);
- runner, pool of 1 and of 2 processes -> games/s of 2 workers over 1 (target >= 1.8x).
"""

import argparse
import os
import resource
import time
from concurrent.futures import ProcessPoolExecutor

import bandlab
from bandlab.agents import make_agent
from bandlab.analysis.simulate import agent_seed, build_agent, game_seed, seat_specs, simulate
from bandlab.cli import whole_number
from bandlab.core.errors import SetupError
from bandlab.core.limits import MAX_GAMES

PLAYERS = {"first-band": 4, "scout-and-raise": 4, "battle-of-the-bands": 4, "band-grab": 4}
#: The most rounds: each plays the --games games four times (bare loop, in process, pools of 1 and 2).
MAX_REPEAT = 10


def cpu_seconds():
    """CPU time of this process and of its finished child processes."""
    me, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + children.ru_utime + children.ru_stime


def timed(work):
    """Run ``work()``; return (wall seconds, CPU seconds)."""
    wall, cpu = time.perf_counter(), cpu_seconds()
    work()
    return time.perf_counter() - wall, cpu_seconds() - cpu


def bare_loop(game_id, players, names, seeds):
    """Play the games with the given seeds in a plain loop: new game, bots, play, scores and winners."""
    game = bandlab.load_game(game_id)
    for seed, bot_seeds in seeds:
        state = game.new(players, seed=seed)
        agents = [make_agent(name, game_id, s) for name, s in zip(names, bot_seeds)]
        while not state.is_over:
            player = state.current_player
            state.apply(agents[player].choose(state.view(player), state.legal_actions()))
        state.scores(), state.winners()


def runner(game_id, players, names, games, **kwargs):
    """``simulate`` the games (seed 0, no progress bar) and check they all finished."""
    results = simulate(game_id, players, names, games=games, seed=0, progress=False, **kwargs)
    assert len(results) == games, results.failures[:1]


def on_pool(workers, game_id, players, names, games):
    """``simulate`` on a fresh process pool of ``workers`` (its start-up and shutdown included)."""
    with ProcessPoolExecutor(workers) as pool:
        runner(game_id, players, names, games, executor=pool)


def seat_bots(parser, game_id, players, text):
    """The bot of each seat from --agents (one bot, or one a seat), checked as ``simulate`` checks them (the
    library's ``seat_specs`` and ``build_agent``); anything else is refused with argparse's message."""
    try:
        names = seat_specs(text, players)
        for name in names:
            build_agent(name, game_id, 0)
    except SetupError as err:
        parser.error(f"argument --agents: {err}")
    return names


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", nargs="?", default="first-band", choices=sorted(bandlab.GAMES))
    parser.add_argument("--games", type=whole_number(1, MAX_GAMES), default=4000)
    parser.add_argument("--repeat", type=whole_number(1, MAX_REPEAT), default=3)
    parser.add_argument(
        "--agents", default=None, help="bots per seat, comma-separated, or one bot (default: heuristic then random)"
    )
    args = parser.parse_args()
    game = bandlab.load_game(args.game)
    players = PLAYERS.get(args.game, game.min_players)
    names = seat_bots(parser, args.game, players, args.agents or ",".join(["heuristic"] + ["random"] * (players - 1)))
    seeds = [
        (s, [agent_seed(s, seat) for seat in range(players)]) for s in (game_seed(0, i) for i in range(args.games))
    ]
    print(
        f"{args.game}, {players} players, bots {', '.join(names)}, {args.games:,} games, best of {args.repeat}; "
        f"{os.cpu_count()} cores, load average {', '.join(f'{x:.2f}' for x in os.getloadavg())}"
    )
    best = {}
    variants = {
        "bare loop": lambda: bare_loop(args.game, players, names, seeds),
        "runner, 1 worker (in process)": lambda: runner(args.game, players, names, args.games, workers=1),
        "runner, pool of 1 process": lambda: on_pool(1, args.game, players, names, args.games),
        "runner, pool of 2 processes": lambda: on_pool(2, args.game, players, names, args.games),
    }
    for _ in range(args.repeat):
        for name, work in variants.items():
            wall, cpu = timed(work)
            old_wall, old_cpu = best.get(name, (float("inf"), float("inf")))
            best[name] = min(wall, old_wall), min(cpu, old_cpu)
    per_game = 1e6 / args.games
    for name, (wall, cpu) in best.items():
        print(
            f"  {name:30} wall {wall:7.3f} s {args.games / wall:7,.0f} games/s {wall * per_game:7.1f} µs/game"
            f" | CPU {cpu * per_game:7.1f} µs/game"
        )
    (bare, bare_cpu), (inproc, inproc_cpu) = best["bare loop"], best["runner, 1 worker (in process)"]
    (one, one_cpu), (two, two_cpu) = best["runner, pool of 1 process"], best["runner, pool of 2 processes"]
    print(
        f"runner overhead per game over the bare loop: wall {inproc / bare - 1:+.1%}, "
        f"CPU {inproc_cpu / bare_cpu - 1:+.1%} (target <= +10%)"
    )
    print(
        f"2 processes over 1: {one / two:.2f}x the games/s (target >= 1.8x); "
        f"over the in-process runner {inproc / two:.2f}x; "
        f"CPU per game on 2 processes vs 1: {two_cpu / one_cpu - 1:+.1%}"
    )
    print(f"load average after: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
