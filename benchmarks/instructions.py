"""Instructions per step of random playouts, under valgrind: a measure of engine cost that load does not move.

Run: python benchmarks/instructions.py [hearts] [game-id ...] [--steps 4000]

For each name it runs, under ``valgrind --tool=callgrind`` (instrumentation only, no cache simulation),
a child that plays random playouts for ``--steps`` and for twice as many steps, and prints the
difference in instructions divided by ``--steps``: start-up and imports cancel out.  ``hearts`` is
OpenSpiel's C++ game driven by the same Python loop, as in ``bench_engine.py``.  Wall-clock ratios on a
busy machine wander by 20%; these counts wander by about 2% (set PYTHONHASHSEED=0 to compare runs).
Needs valgrind (Debian: ``apt-get install valgrind``).  Not a ``bench_`` file: ``make bench`` does not run it.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

import bandlab
from bandlab.cli import one_of, whole_number

#: The most --steps: the child plays steps and twice as many under valgrind, about 50 times slower than
#: without (some 250 µs a step), so a million steps take about 15 minutes a name.
MAX_TIMED_STEPS = 1_000_000

CHILD = r"""
import random, sys
name, steps = sys.argv[1], int(sys.argv[2])
rng = random.Random(1)
done = seed = 0
if name == "hearts":
    import pyspiel
    game = pyspiel.load_game("hearts")
    while done < steps:
        state = game.new_initial_state()
        while not state.is_terminal() and done < steps:
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            done += 1
else:
    import bandlab
    game = bandlab.load_game(name)
    while done < steps:
        state = game.new(4, seed=seed)
        seed += 1
        while not state.is_over and done < steps:
            state.apply(rng.choice(state.legal_actions()))
            done += 1
"""


def instructions(name, steps):
    """Instructions valgrind counts for a child playing ``steps`` random steps of ``name``."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        run = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                f"--callgrind-out-file={out}",
                sys.executable,
                "-c",
                CHILD,
                name,
                str(steps),
            ],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": os.environ.get("PYTHONHASHSEED", "0")},
        )
        found = re.search(r"Collected : (\d+)", run.stderr)
        return int(found.group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "names",
        nargs="*",
        type=one_of(("hearts", *bandlab.GAMES)),
        default=["hearts", "first-band", "scout-and-raise", "battle-of-the-bands", "band-grab"],
    )
    parser.add_argument("--steps", type=whole_number(1, MAX_TIMED_STEPS), default=4000)
    args = parser.parse_args()
    hearts = None
    for name in args.names:
        per_step = (instructions(name, 2 * args.steps) - instructions(name, args.steps)) / args.steps
        hearts = per_step if name == "hearts" else hearts
        ratio = f", {per_step / hearts:.2f}x hearts" if hearts and name != "hearts" else ""
        print(f"{name}: {per_step:,.0f} instructions a step{ratio}", flush=True)


if __name__ == "__main__":
    main()
