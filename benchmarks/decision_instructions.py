"""Instructions per search decision, under valgrind: what one coach's move costs, a measure load does not move.

Run: python benchmarks/decision_instructions.py [game-id ...] [--decisions 3]
     python benchmarks/decision_instructions.py battle-of-the-bands --profile   (cProfile top 20, no valgrind)
     python benchmarks/decision_instructions.py battle-of-the-bands --check     (hash of the search's choices)

Positions: heuristic bots play seeded 4-player games (``game.new(4, seed=s)``) and every ``EVERY``-th
position where the mover has more than one legal move is kept, the same ones on every run.  A decision is
``SearchBot(seed=k).choose(view, legal)`` on position k (the game's budget, ``game.search.budget``).

For each game it runs, under ``valgrind --tool=callgrind`` (instrumentation only), a child that builds the
positions and makes ``--decisions`` decisions, and a child that builds them and makes none, and prints the
difference divided by ``--decisions``: start-up, imports and building the positions cancel out.  Counts
wander by about 1% between runs (set PYTHONHASHSEED=0 to compare).  ``--profile`` runs the same decisions
under cProfile instead and prints the top 20 by own time.  ``--check`` makes ``--check-positions`` decisions
at a budget of 2,000 and prints one hash of the moves chosen and every analysis' wins and playouts: a speed-up
of the bots or views must leave it as it was.  Needs valgrind (Debian: ``apt-get install valgrind``).
Not a ``bench_`` file: ``make bench`` does not run it.
"""

import argparse
import cProfile
import hashlib
import os
import pstats
import re
import subprocess
import sys
import tempfile

#: Keep every EVERY-th decision position of the bots' games (not only the first moves of each game).
EVERY = 7
#: The search budget ``--check`` uses: small, so twenty decisions take seconds.
CHECK_BUDGET = 2_000
#: Written limits of the command line.  A decision is about 0.4 s, some 50 times longer under valgrind: 100
#: decisions take about half an hour a game.  A --check decision (budget 2,000) takes about 0.1 s.
MAX_DECISIONS = 100
MAX_CHECK_POSITIONS = 1_000


def positions(game, count):
    """``count`` seeded positions (state, mover) where the mover has more than one legal move."""
    from bandlab.agents import make_agent

    found, seen, seed = [], 0, 0
    while len(found) < count:
        state = game.new(4, seed=seed)
        bots = [make_agent("heuristic", game.id, seed * 10 + p) for p in range(4)]
        while not state.is_over and len(found) < count:
            mover, legal = state.current_player, state.legal_actions()
            if len(legal) > 1:
                seen += 1
                if seen % EVERY == 0:
                    found.append((state.clone(), mover))
            state.apply(bots[mover].choose(state.view(mover), legal))
        seed += 1
    return found


def decide(game, found, decisions, budget=None):
    """Make ``decisions`` search decisions, position k by ``SearchBot(seed=k)``; return (choice, analysis) each."""
    from bandlab.search import SearchBot

    made = []
    for k in range(decisions):
        state, mover = found[k % len(found)]
        bot = SearchBot(seed=k, budget=budget)
        choice = bot.choose(state.view(mover), state.legal_actions())
        made.append((choice, bot.analysis))
    return made


CHILD = r"""
import sys
sys.path.insert(0, sys.argv[4])
import bandlab
from decision_instructions import decide, positions
game = bandlab.load_game(sys.argv[1])
decisions, count = int(sys.argv[2]), int(sys.argv[3])
found = positions(game, count)
decide(game, found, decisions)
"""


def instructions(game_id, decisions, count):
    """Instructions valgrind counts for a child that builds ``count`` positions and makes ``decisions`` decisions."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, "-c", CHILD]
            + [game_id, str(decisions), str(count), os.path.dirname(os.path.abspath(__file__))],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": os.environ.get("PYTHONHASHSEED", "0")},
        )
        return int(re.search(r"Collected : (\d+)", run.stderr).group(1))


def profile(game_id, decisions):
    """Print cProfile's top 20 (own time) of ``decisions`` decisions."""
    import bandlab

    game = bandlab.load_game(game_id)
    found = positions(game, decisions)
    profiler = cProfile.Profile()
    profiler.runcall(decide, game, found, decisions)
    pstats.Stats(profiler).sort_stats("tottime").print_stats(20)


def check(game_id, count):
    """The hash of ``count`` decisions at CHECK_BUDGET: moves chosen, and each analysis' moves, wins, playouts."""
    import bandlab

    game = bandlab.load_game(game_id)
    digest = hashlib.sha256()
    for choice, analysis in decide(game, positions(game, count), count, CHECK_BUDGET):
        digest.update(str(choice).encode())
        for move in analysis.moves:
            digest.update(f"|{move.action}:{move.wins!r}:{move.playouts}:{move.outcomes!r}".encode())
        digest.update(f"#{analysis.spent}".encode())
    return digest.hexdigest()[:16]


def main():
    import bandlab
    from bandlab.cli import one_of, whole_number

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game_ids", nargs="*", type=one_of(bandlab.GAMES), default=["battle-of-the-bands", "band-grab"])
    parser.add_argument("--decisions", type=whole_number(1, MAX_DECISIONS), default=3)
    parser.add_argument("--profile", action="store_true", help="cProfile top 20 instead of valgrind")
    parser.add_argument("--check", action="store_true", help="hash of the search's choices at a budget of 2,000")
    parser.add_argument("--check-positions", type=whole_number(1, MAX_CHECK_POSITIONS), default=40)
    args = parser.parse_args()
    for game_id in args.game_ids:
        if args.profile:
            profile(game_id, args.decisions)
        elif args.check:
            print(f"{game_id}: choices {check(game_id, args.check_positions)}", flush=True)
        else:
            made, none = (instructions(game_id, n, args.decisions) for n in (args.decisions, 0))
            per = (made - none) / args.decisions
            print(f"{game_id}: {per:,.0f} instructions a decision", flush=True)


if __name__ == "__main__":
    main()
