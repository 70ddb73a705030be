"""An outside referee for the coach: bandlab's ``search`` bot against OpenSpiel's ISMCTS, through the
OpenSpiel adapter (bandlab.interop.openspiel).

Run: python benchmarks/bench_vs_ismcts.py [game-id ...] [--games 200] [--seeds 0] [--workers 1]
                                          [--seconds 0.5] [--players 4] [--evaluator heuristic|random]
                                          [--results benchmarks/measured/vs_ismcts.jsonl] [--table-only]

Each game seats one ``search`` bot (the coach's bot at its default budget, whose median decision
is under the coach's 0.5 s on a quiet core), one ISMCTS bot (OpenSpiel's
``python/algorithms/ismcts.py``) and bandlab's ``heuristic`` bots in the other seats.  Equal time:
ISMCTS searches for as much CPU time per decision as the search bot's median decision so far in
the same game took (``--seconds`` before the search bot's first decision), so both get the same
CPU whatever the machine's load; ``--fixed`` gives ISMCTS exactly ``--seconds`` of CPU instead.  The search and
ISMCTS seats rotate over every ordered pair of seats.  Every move goes through the OpenSpiel
adapter's integer actions; the deal is the adapter's chance outcome.

ISMCTS's evaluator (``--evaluator``): ``heuristic`` (default) plays the sampled world to the end
with bandlab's heuristic bots (the same playouts the search bot uses) and returns the adapter's
returns; ``random`` is OpenSpiel's ``RandomRolloutEvaluator`` (one random playout through the
adapter).  Its tree is keyed by information state strings (the seat's view), its worlds come from
``resample_from_infostate``, UCT constant ``--uct-c``.

Results are appended to a JSON Lines file, one object per game, so several runs (other seeds, other
machines) pool; a game already in the file is not played again.  The table pools every game of the
file that matches the settings: each bot's win rate (a k-way tie counts 1/k) with its 95% Wilson
interval, and each bot's median CPU seconds per searched decision.
"""

import argparse
import json
import multiprocessing
import os
import pathlib
import random
import statistics
import time

import numpy as np
from bench_bots import check_players, most_players
from tqdm.auto import tqdm

import bandlab
from bandlab.agents import make_agent
from bandlab.analysis.stats import wilson_interval
from bandlab.cli import add_run_seeds, decimal_number, one_of, whole_number
from bandlab.core import SetupError
from bandlab.core.inputs import check_fields, load_json_lines
from bandlab.core.limits import MAX_RESULTS_BYTES, max_workers
from bandlab.search import SearchBot

RESULTS = pathlib.Path(__file__).parent / "measured" / "vs_ismcts.jsonl"
UCT_C = 1.4  # about sqrt(2), UCB1's constant for returns in [0, 1]
#: Written limits of the command line.  A game takes about half a minute of one core (15-35 s in the search and
#: ISMCTS seats, ``measured/vs_ismcts-*.jsonl``), so 1,000 games of one game id and run seed take about 8 hours;
#: ISMCTS makes 15-40 decisions a game, so 10 --seconds a decision make a game last about 5 minutes.
MAX_ISMCTS_GAMES = 1_000
MAX_SECONDS = 10
#: UCB1's exploration constant: returns are in [0, 1], so above 10 the tree explores almost uniformly.
MAX_UCT_C = 10
#: What makes two results the same game (and the order of a task's fields).
KEY = ("game", "players", "seed", "index", "seconds", "evaluator", "uct_c", "fixed")


def ismcts_classes():
    """The OpenSpiel-side classes, imported only when a game is played (the adapter needs pyspiel)."""
    import pyspiel
    from open_spiel.python.algorithms import ismcts, mcts

    import bandlab.interop.openspiel  # noqa: F401  (registers the games)

    class TimedISMCTS(ismcts.ISMCTSBot):
        """OpenSpiel's ISMCTS, searching for a fixed CPU time per decision instead of a number of
        simulations (``run_search`` as OpenSpiel's, with the loop's bound changed)."""

        def __init__(self, game, evaluator, seconds, seed, uct_c):
            super().__init__(
                game,
                evaluator,
                uct_c,
                max_simulations=1,
                random_state=np.random.RandomState(seed),
                allow_inconsistent_action_sets=True,
            )
            self.seconds, self.times, self.simulations = seconds, [], []

        def run_search(self, state):
            """Simulations from resampled worlds until ``seconds`` of CPU time have passed."""
            self.reset()
            legal = state.legal_actions()
            if len(legal) == 1:
                return [(legal[0], 1.0)]
            start = time.process_time()
            self._root_node = self.create_new_node(state)
            simulations = 0
            while simulations == 0 or time.process_time() - start < self.seconds:
                self.run_simulation(self.sample_root_state(state))
                simulations += 1
            self.times.append(time.process_time() - start)
            self.simulations.append(simulations)
            return self.get_final_policy(state, self.filter_illegals(self._root_node, legal))

    class HeuristicRollouts(mcts.Evaluator):
        """Evaluate a sampled world by playing it out with bandlab's heuristic bots."""

        def __init__(self, game_id, players, seed):
            self.bots = [make_agent("heuristic", game_id, seed + p) for p in range(players)]

        def evaluate(self, state):
            """The adapter's returns after a heuristic playout of the world."""
            world = state.bandlab.clone()
            while not world.is_over:
                p = world.current_player
                world.apply(self.bots[p].choose(world.view(p), world.legal_actions()))
            winners = world.winners()
            return np.array([1 / len(winners) if p in winners else 0.0 for p in range(world.players)])

        def prior(self, state):
            """Every legal action alike."""
            legal = state.legal_actions()
            return [(a, 1.0 / len(legal)) for a in legal]

    return pyspiel, TimedISMCTS, HeuristicRollouts, mcts.RandomRolloutEvaluator


class TimedSearch(SearchBot):
    """The coach's search bot, writing down the CPU seconds of each searched decision."""

    def __init__(self, seed):
        super().__init__(seed)
        self.times = []

    def choose(self, view, legal_actions):
        start = time.process_time()
        action = super().choose(view, legal_actions)
        if len(legal_actions) > 1:
            self.times.append(time.process_time() - start)
        return action


def seating(index, players):
    """(search seat, ISMCTS seat) of game ``index``: every ordered pair of seats in turn."""
    search = index % players
    return search, (search + 1 + (index // players) % (players - 1)) % players


def play_game(task):
    """One game; its result as a JSON-able dict."""
    game_id, players, seed, index, seconds, evaluator, uct_c, fixed = task
    pyspiel, TimedISMCTS, HeuristicRollouts, RandomRollouts = ismcts_classes()
    from bandlab.interop.encoding import numbering
    from bandlab.interop.openspiel import DEAL_SEEDS

    game = pyspiel.load_game(f"bandlab_{game_id.replace('-', '_')}", {"players": players})
    deal = random.Random(f"{seed}/{index}").randrange(DEAL_SEEDS)
    search_seat, ismcts_seat = seating(index, players)
    bot_seed = deal * 7 + index
    rollouts = (
        HeuristicRollouts(game_id, players, bot_seed)
        if evaluator == "heuristic"
        else RandomRollouts(1, np.random.RandomState(bot_seed))
    )
    ismcts = TimedISMCTS(game, rollouts, seconds, bot_seed, uct_c)
    search = TimedSearch(bot_seed)
    heuristic = [make_agent("heuristic", game_id, bot_seed + p) for p in range(players)]
    number = numbering(game_id).number
    state = game.new_initial_state()
    state.apply_action(deal)
    while not state.is_terminal():
        p = state.current_player()
        if p == ismcts_seat:
            if not fixed and search.times:
                ismcts.seconds = statistics.median(search.times)
            state.apply_action(int(ismcts.step(state)))
            continue
        bot = search if p == search_seat else heuristic[p]
        state.apply_action(number(bot.choose(state.bandlab.view(p), state.bandlab.legal_actions())))
    return {
        "game": game_id,
        "players": players,
        "seed": seed,
        "index": index,
        "deal": deal,
        "seconds": seconds,
        "evaluator": evaluator,
        "uct_c": uct_c,
        "fixed": fixed,
        "search_seat": search_seat,
        "ismcts_seat": ismcts_seat,
        "returns": state.returns(),
        "actions": len(state.history()),
        "search_times": search.times,
        "ismcts_times": ismcts.times,
        "ismcts_simulations": ismcts.simulations,
    }


def done_keys(path):
    """The games already in the results file (``key``)."""
    return {key(r) for r in read_results(path)}


def key(result):
    """What makes two results the same game."""
    return tuple(result[k] for k in KEY)


#: The fields every kept game has, and what each holds (``read_results`` checks them).
RESULT_FIELDS = {
    "game": str,
    "players": int,
    "seed": int,
    "index": int,
    "seconds": (int, float),
    "evaluator": str,
    "uct_c": (int, float),
    "fixed": bool,
    "search_seat": int,
    "ismcts_seat": int,
    "returns": list,
    "search_times": list,
    "ismcts_times": list,
}


def read_results(path):
    """Every game of the JSON Lines results file (none if it does not exist), each checked: a file that is too
    large, is not JSON Lines or holds a game whose seats and returns do not fit is refused with SetupError."""
    results = load_json_lines(path, SetupError, f"the results file {path}", MAX_RESULTS_BYTES)
    for number, result in enumerate(results, 1):
        where = f"game {number} of {path}"
        check_fields(result, RESULT_FIELDS, SetupError, where)
        players, returns = result["players"], result["returns"]
        seats_fit = all(0 <= result[seat] < players for seat in ("search_seat", "ismcts_seat"))
        numbers = [*returns, *result["search_times"], *result["ismcts_times"]]
        if not seats_fit or len(returns) != players or not all(type(x) in (int, float) for x in numbers):
            raise SetupError(f"{where.capitalize()} has seats or returns that do not fit its {players} players.")
    return results


def run(tasks, workers, path):
    """Play ``tasks`` (a tqdm bar), appending each result to ``path`` as it finishes."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a") as out, tqdm(total=len(tasks), desc="games vs ISMCTS") as bar:
        if workers == 1:
            finished = map(play_game, tasks)
        else:
            pool = multiprocessing.Pool(workers)
            finished = pool.imap_unordered(play_game, tasks)
        for result in finished:
            out.write(json.dumps(result) + "\n")
            out.flush()
            bar.update(1)


def rate(results, seat_key):
    """Wins (1/k for a k-way tie) of the seat named by ``seat_key``: (rate, low, high)."""
    wins = sum(r["returns"][r[seat_key]] for r in results)
    low, high = wilson_interval(wins, len(results))
    return wins / len(results), low, high


def heuristic_rate(results):
    """The heuristic seats' average win rate."""
    seats = [
        (r["returns"], p) for r in results for p in range(r["players"]) if p not in (r["search_seat"], r["ismcts_seat"])
    ]
    return sum(returns[p] for returns, p in seats) / len(seats) if seats else float("nan")


def median_time(results, times_key):
    """Median per searched decision of a per-decision list (CPU seconds, simulations)."""
    times = [t for r in results for t in r[times_key]]
    return statistics.median(times) if times else float("nan")


def print_table(results, game_ids):
    """One markdown row per game of the pooled results."""
    print(
        "\n| game | players | games | search wins (95% CI) | ISMCTS wins (95% CI) | heuristic seat | "
        "search CPU s/decision | ISMCTS CPU s/decision | ISMCTS simulations/decision | evaluator |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    for game_id in game_ids:
        rows = [r for r in results if r["game"] == game_id]
        if not rows:
            print(f"| {game_id} | — | 0 | — | — | — | — | — | — | — |")
            continue
        s, i = rate(rows, "search_seat"), rate(rows, "ismcts_seat")
        print(
            f"| {game_id} | {rows[0]['players']} | {len(rows)} | {s[0]:.1%} ({s[1]:.1%}–{s[2]:.1%}) | "
            f"{i[0]:.1%} ({i[1]:.1%}–{i[2]:.1%}) | {heuristic_rate(rows):.1%} | "
            f"{median_time(rows, 'search_times'):.2f} | {median_time(rows, 'ismcts_times'):.2f} | "
            f"{median_time(rows, 'ismcts_simulations'):.0f} | {rows[0]['evaluator']} |"
        )


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game_ids", nargs="*", type=one_of(bandlab.GAMES), default=list(bandlab.GAMES))
    parser.add_argument(
        "--games", type=whole_number(1, MAX_ISMCTS_GAMES), default=200, help="games per game id and run seed"
    )
    add_run_seeds(parser)
    parser.add_argument("--workers", type=whole_number(1, max_workers(os.cpu_count())), default=1)
    parser.add_argument(
        "--seconds",
        type=decimal_number(0, MAX_SECONDS),
        default=0.5,
        help="ISMCTS's CPU seconds per decision until the search bot's first decision (always, with --fixed)",
    )
    parser.add_argument("--fixed", action="store_true", help="ISMCTS always gets --seconds, not the search bot's time")
    parser.add_argument("--players", type=whole_number(2, most_players()), default=4)
    parser.add_argument("--evaluator", choices=("heuristic", "random"), default="heuristic")
    parser.add_argument("--uct-c", type=decimal_number(0, MAX_UCT_C), default=UCT_C)
    parser.add_argument("--results", type=pathlib.Path, default=RESULTS, help="JSON Lines file the games go to")
    parser.add_argument("--table-only", action="store_true", help="print the table of the results file, play nothing")
    args = parser.parse_args()
    check_players(parser, args.game_ids, args.players)
    seeds = args.seeds
    settings = dict(
        players=args.players, seconds=args.seconds, evaluator=args.evaluator, uct_c=args.uct_c, fixed=args.fixed
    )
    try:
        done = done_keys(args.results)
    except SetupError as err:
        parser.error(str(err))
    if not args.table_only:
        # games interleaved across game ids, so a run stopped early has some of each
        tasks = [
            (g, args.players, seed, index, args.seconds, args.evaluator, args.uct_c, args.fixed)
            for seed in seeds
            for index in range(args.games)
            for g in args.game_ids
        ]
        tasks = [t for t in tasks if t not in done]
        run(tasks, args.workers, args.results)
    results = [r for r in read_results(args.results) if all(r[k] == v for k, v in settings.items())]
    print_table(results, args.game_ids)


if __name__ == "__main__":
    main()
