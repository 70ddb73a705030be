"""Engine speed per game: random playouts (steps/s, games/s), clone time, import time.

Run: python benchmarks/bench_engine.py [game-id ...] [--seconds S]
"""

import argparse
import random
import subprocess
import sys
import time
import timeit

import bandlab

PLAYERS = {"first-band": 4, "scout-and-raise": 4, "battle-of-the-bands": 4, "band-grab": 4}


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


def clone_time(game, players):
    """Median-ish time of one clone() of a mid-game state, in microseconds."""
    state = game.new(players, seed=3)
    rng = random.Random(2)
    for _ in range(20):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    n = 20000
    return min(timeit.repeat(state.clone, number=n, repeat=5)) / n * 1e6


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
    parser.add_argument("games", nargs="*", default=list(bandlab.GAMES))
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    t_import, wall, base, heavy = import_time()
    print(
        f"import bandlab: {t_import * 1000:.1f} ms inside Python; whole `python -c 'import bandlab'` "
        f"{wall * 1000:.0f} ms (bare interpreter {base * 1000:.0f} ms); heavy modules imported: {heavy or 'none'}"
    )
    for game_id in args.games:
        game = bandlab.load_game(game_id)
        players = PLAYERS.get(game_id, game.min_players)
        steps, games = playouts(game, players, args.seconds)
        print(
            f"{game_id} ({players} players): {steps:,.0f} steps/s, {games:,.1f} games/s, "
            f"clone {clone_time(game, players):.2f} µs"
        )


if __name__ == "__main__":
    main()
