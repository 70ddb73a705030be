"""Engine speed per game: random playouts (steps/s, games/s), clone time, import time, and the
ratio of each game's cost per step to OpenSpiel's C++ ``hearts`` driven by the same Python loop in
the same run (issue 24's target: within 3x hearts; clone under 5 µs).

Run: python benchmarks/bench_engine.py [game-id ...] [--seconds S] [--rounds R]

The run takes turns: ``S`` seconds of hearts, then ``S`` seconds of each game, ``R`` times over, and
reports each one's quietest slice (its best speed).  A shared virtual machine's speed swings within
seconds (measured on 2026-12-03: half-second slices of Battle of the Bands took 6.9 to 14.3 µs a step
and hearts 1.8 to 3.6 µs, one after the other), so a few long windows average different amounts of
load into each side of a ratio: three 3-second rounds put Battle at 3.1x, and two 2-second rounds
twelve minutes later at 6.1x.  Many short slices give each side many chances to be timed at the
machine's quiet speed; the defaults, 20 slices of 0.4 s, gave 3.6x to 4.2x in four runs that hour.
OpenSpiel comes from the test tools (``pip install .[interop]``); without it the ratio column is left out.
"""

import argparse
import random
import subprocess
import sys
import time
import timeit

import bandlab
from bandlab.cli import decimal_number, one_of, whole_number

PLAYERS = {"first-band": 4, "scout-and-raise": 4, "battle-of-the-bands": 4, "band-grab": 4}
#: Written limits of the command line.  A run plays about rounds x (games + 1) x seconds (hearts included), and
#: rounds x seconds may be at most 10 minutes a game: under an hour in all.  Fewer than 0.1 s a slice might
#: end before one whole game is played.
MIN_SECONDS, MAX_SECONDS = 0.1, 60
MAX_ROUNDS = 100
MAX_SECONDS_A_GAME = 600


def playouts(game, players, seconds):
    """Random playouts for about ``seconds``: legal_actions -> random choice -> apply (events included)."""
    rng = random.Random(1)
    steps = games = 0
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds:
        state = game.new(players, seed=seed)
        seed += 1
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            steps += 1
        games += 1
    elapsed = time.perf_counter() - start
    return steps / elapsed, games / elapsed


def hearts_playouts(seconds):
    """Random playouts of OpenSpiel's hearts for about ``seconds`` (chance outcomes drawn uniformly by the
    same loop): steps/s, or None without OpenSpiel."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("hearts")
    rng = random.Random(1)
    steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
    return steps / (time.perf_counter() - start)


def clone_time(game, players):
    """Median-ish time of one clone() of a mid-game state, in microseconds."""
    state = game.new(players, seed=3)
    rng = random.Random(2)
    for _ in range(20):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    n = 20000
    return timeit.timeit(state.clone, number=n) / n * 1e6


def import_time():
    """Wall time of a fresh ``python -c 'import bandlab'`` (best of 5), and heavy modules it pulled in."""
    code = (
        "import time,sys;t=time.perf_counter();import bandlab;d=time.perf_counter()-t;"
        "print(d, ','.join(m for m in ('numpy','plotly','ipywidgets','tqdm') if m in sys.modules))"
    )
    best, heavy = None, ""
    for _ in range(5):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
        t = float(out[0])
        best = t if best is None else min(best, t)
        heavy = out[1] if len(out) > 1 else ""
    wall = min(
        timeit.repeat(lambda: subprocess.run([sys.executable, "-c", "import bandlab"], check=True), number=1, repeat=5)
    )
    base = min(timeit.repeat(lambda: subprocess.run([sys.executable, "-c", "pass"], check=True), number=1, repeat=5))
    return best, wall, base, heavy


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", type=one_of(bandlab.GAMES), default=list(bandlab.GAMES))
    parser.add_argument(
        "--seconds",
        type=decimal_number(MIN_SECONDS, MAX_SECONDS),
        default=0.4,
        help="seconds of playouts in one slice of a game (or of hearts)",
    )
    parser.add_argument(
        "--rounds", type=whole_number(1, MAX_ROUNDS), default=20, help="slices of each game; the quietest counts"
    )
    args = parser.parse_args()
    if args.rounds * args.seconds > MAX_SECONDS_A_GAME:
        parser.error(f"--rounds x --seconds may be at most {MAX_SECONDS_A_GAME} seconds a game")
    t_import, wall, base, heavy = import_time()
    print(
        f"import bandlab: {t_import * 1000:.1f} ms inside Python; whole `python -c 'import bandlab'` "
        f"{wall * 1000:.0f} ms (bare interpreter {base * 1000:.0f} ms); heavy modules imported: {heavy or 'none'}"
    )
    best = {}  # name -> (steps/s, games/s, clone µs), the best of the rounds
    for _ in range(args.rounds):
        hearts = hearts_playouts(args.seconds)
        if hearts is not None:
            best["hearts"] = max(best.get("hearts", (0,)), (hearts,))
        for game_id in args.games:
            game = bandlab.load_game(game_id)
            players = PLAYERS.get(game_id, game.min_players)
            steps, games = playouts(game, players, args.seconds)
            clone = clone_time(game, players)
            old = best.get(game_id, (0, 0, clone))
            best[game_id] = (max(steps, old[0]), max(games, old[1]), min(clone, old[2]))
    hearts = best.get("hearts", (None,))[0]
    if hearts:
        print(
            f"hearts (OpenSpiel C++, 4 players): {hearts:,.0f} steps/s, {1e6 / hearts:.2f} µs a step "
            f"(the quietest of {args.rounds} slices of {args.seconds:g} s, as every game below)"
        )
    for game_id in args.games:
        steps, games, clone = best[game_id]
        ratio = f", {hearts / steps:.1f}x hearts" if hearts else ""
        players = PLAYERS.get(game_id, bandlab.load_game(game_id).min_players)
        print(
            f"{game_id} ({players} players): {steps:,.0f} steps/s, {1e6 / steps:.2f} µs a step"
            f"{ratio}, {games:,.1f} games/s, clone {clone:.2f} µs"
        )


if __name__ == "__main__":
    main()
