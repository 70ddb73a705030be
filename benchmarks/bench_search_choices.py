"""How good are the coach's choices, decision by decision: a quick gauge of search settings.

Run: python benchmarks/bench_search_choices.py [GAME] [--positions 100] [--worlds 200] [--limit N]
                                                 [--variants heuristic,search,search-z0,search-x2,oracle]

A strength table (``bench_search.py``) needs 400 whole games a game: hours.  This asks a narrower
question in minutes.  It takes ``--positions`` decisions (two legal moves or more) from games of four
heuristic bots (seeded, the same every run) and asks each variant which move it would play.  The
chosen move's *true* win chance is estimated by ``--worlds`` playouts to the end, by heuristic bots in
every seat, in worlds resampled from the mover's view (the same worlds for every move of a position,
so the moves compare on the same deals).  A variant's score is the mean true win chance of its
choices; its *gain* is that minus the heuristic bot's own choice, position by position, with the
standard error of the mean of those paired differences.

Variants: ``heuristic`` (the game's bot), ``search`` (the coach's bot as it plays), ``search-z0`` (it
switches from the heuristic's move to whatever its search rates best, with no margin:
``switch_z=0``), ``search-x2`` and ``search-x4`` (twice and four times the budget: what a faster engine
buys in the same time),
``oracle`` (the move whose true win chance is highest: what is there to gain, biased upwards by picking
the largest of noisy estimates).

Results of the 2026-12-01 runs are in the issue-24 note (Band Grab: the search gains +0.3 points a
decision over the heuristic bot; the oracle shows +4).  The true chances are cached in
``benchmarks/results/`` so the next variant reuses them.
"""

import argparse
import math
import pathlib
import pickle
import random
import re
import statistics
import time

import bandlab
from bandlab.agents import make_agent
from bandlab.cli import comma_list, decimal_number, whole_number
from bandlab.core.errors import shown
from bandlab.core.limits import MAX_STEPS
from bandlab.games import load_game
from bandlab.search import DEFAULT_DEPTH, Playouts, SearchBot

RESULTS = pathlib.Path(__file__).parent / "results"
#: The chance that a decision of a heuristic game is kept as a position: spread over whole games.
KEEP = 0.08
PLAYERS = 4
#: A search variant's name: ``search`` with optional ``-zZ`` (switch_z), ``-xK`` (times the budget), ``-dN`` (depth).
SEARCH_VARIANT = re.compile(r"search(?:-z([0-9.]+))?(?:-x([0-9.]+))?(?:-d([0-9]+))?")
#: Written limits of the command line.  Each position costs a decision of every variant (about 0.4 s for the
#: search) and, for each move chosen, --worlds playouts of heuristic bots to the end (milliseconds each).
MAX_POSITIONS = 10_000
MAX_WORLDS = 10_000
MAX_VARIANTS = 20
#: A variant's switch_z, in standard errors: beyond 10 the search never leaves the heuristic bot's move.
MAX_SWITCH_Z = 10
#: A variant's budget, in times the game's: 64 times take about 25 s a decision.  At 0.01 times, a budget of
#: 5,000 to 13,500 simulated actions is 50 to 135; much less would round to 0, which means the game's own budget.
MIN_BUDGET_TIMES, MAX_BUDGET_TIMES = 0.01, 64


def positions(game_id, count, seed=1000):
    """``count`` (state, seat) decisions with two legal moves or more, from seeded heuristic games."""
    game, rng, found = load_game(game_id), random.Random(seed), []
    while len(found) < count:
        state = game.new(PLAYERS, seed=seed)
        bots = [make_agent("heuristic", game_id, seed * 7 + i) for i in range(PLAYERS)]
        while not state.is_over and len(found) < count:
            seat, legal = state.current_player, state.legal_actions()
            if len(legal) > 1 and rng.random() < KEEP:
                found.append((state.clone(), seat))
            state.apply(bots[seat].choose(state.view(seat), legal))
        seed += 1
    return found


class TrueChances:
    """Each (position, move)'s win chance over fixed worlds, played to the end by heuristic bots (cached)."""

    def __init__(self, game_id, worlds, path):
        self.game, self.worlds, self.path = load_game(game_id), worlds, path
        self.known = pickle.loads(path.read_bytes()) if path.exists() else {}

    def of(self, index, state, seat, move):
        """The true win chance of ``move`` at position ``index``."""
        key = (index, str(move))
        if key not in self.known:
            playouts = Playouts(self.game, state.view(seat), 777 + index, DEFAULT_DEPTH, "heuristic")
            self.known[key] = sum(playouts.playout(move, k) for k in range(self.worlds)) / self.worlds
        return self.known[key]

    def save(self):
        """Keep what is known for the next run."""
        self.path.write_bytes(pickle.dumps(self.known))


def chooser(name, game_id):
    """``choose(index, state, seat, truths)`` for a variant's name: ``heuristic``, ``oracle``, or ``search``
    with optional ``-zZ`` (switch_z=Z), ``-xK`` (K times the budget) and ``-dN`` (playouts stop after N
    actions, the leaders sharing the win), e.g. ``search-z0-x2``."""
    budget = load_game(game_id).search.budget
    if name == "oracle":
        return lambda i, state, seat, truths: max(state.legal_actions(), key=lambda m: truths.of(i, state, seat, m))
    if name == "heuristic":
        make = lambda seed: make_agent("heuristic", game_id, seed)  # noqa: E731
    else:
        match = SEARCH_VARIANT.fullmatch(name)
        if not match:
            raise SystemExit(f"unknown variant {name!r}; choose heuristic, oracle or search[-zZ][-xK][-dN]")
        z = float(match[1]) if match[1] else None  # None: the game's own SearchSettings.switch_z
        times = float(match[2]) if match[2] else 1.0
        depth = int(match[3]) if match[3] else None  # None: the game's own SearchSettings.playout_depth
        make = lambda seed: SearchBot(seed, round(times * budget), depth, switch_z=z)  # noqa: E731
    return lambda i, state, seat, truths: make(31 * i).choose(state.view(seat), state.legal_actions())


def score(name, game_id, found, truths):
    """The true win chance of each choice of variant ``name``, and its median CPU seconds a decision."""
    choose, chances, seconds = chooser(name, game_id), [], []
    for i, (state, seat) in enumerate(found):
        started = time.process_time()
        move = choose(i, state, seat, truths)
        seconds.append(time.process_time() - started)
        chances.append(truths.of(i, state, seat, move))
    truths.save()
    return chances, statistics.median(seconds)


def variant(name):
    """An argparse ``type``: one variant (``chooser``'s names), its numbers inside their limits."""
    if name in ("heuristic", "oracle"):
        return name
    match = SEARCH_VARIANT.fullmatch(name)
    if not match:
        raise argparse.ArgumentTypeError(
            f"unknown variant {shown(name)}; choose heuristic, oracle or search[-zZ][-xK][-dN]"
        )
    z, times, depth = match.groups()
    try:
        if z is not None:
            decimal_number(0, MAX_SWITCH_Z)(z)
        if times is not None:
            decimal_number(MIN_BUDGET_TIMES, MAX_BUDGET_TIMES)(times)
        if depth is not None:
            whole_number(1, MAX_STEPS)(depth)
    except argparse.ArgumentTypeError as err:
        raise argparse.ArgumentTypeError(f"variant {shown(name)}: {err}") from None
    return name


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", nargs="?", default="band-grab", choices=sorted(bandlab.GAMES))
    parser.add_argument("--positions", type=whole_number(1, MAX_POSITIONS), default=100)
    parser.add_argument("--worlds", type=whole_number(1, MAX_WORLDS), default=200)
    parser.add_argument(
        "--limit", type=whole_number(1, MAX_POSITIONS), default=None, help="score only the first N positions"
    )
    parser.add_argument(
        "--variants",
        type=comma_list(variant, MAX_VARIANTS, "variants"),
        default="heuristic,search,search-z0,search-x2,oracle",
        help=f"comma-separated, at most {MAX_VARIANTS}",
    )
    args = parser.parse_args()
    RESULTS.mkdir(exist_ok=True)
    truths = TrueChances(args.game, args.worlds, RESULTS / f"choices-{args.game}-{args.positions}-{args.worlds}.pkl")
    found = positions(args.game, args.positions)[: args.limit]
    baseline = score("heuristic", args.game, found, truths)[0]
    print(f"{args.game}: {len(found)} positions, {args.worlds} worlds each")
    print("| variant | mean true win chance | gain over the heuristic bot (se) | CPU s a decision, median |")
    print("|---|---|---|---|")
    for name in args.variants:
        chances, cpu = score(name, args.game, found, truths)
        gains = [c - b for c, b in zip(chances, baseline)]
        se = statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else 0.0
        print(
            f"| {name} | {100 * statistics.mean(chances):.2f}% | {100 * statistics.mean(gains):+.2f} "
            f"({100 * se:.2f}) | {cpu:.3f} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
