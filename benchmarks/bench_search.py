"""Strength and speed of the coach's search bot, per game.

Run: python benchmarks/bench_search.py [game-id ...] [--games 400] [--seeds 0] [--workers W]
                                      [--players N] [--budget N] [--timing-games 3]
                                      [--hint-positions 8] [--skip-strength] [--skip-timing]

Strength: one ``search`` seat against ``heuristic`` bots in every other seat, the seats rotating
every game, through the simulation runner (its 95% Wilson intervals; a k-way tie counts 1/k).
``--seeds 1,2,3,4 --games 100`` plays 100 games with each run seed (400 distinct games) and pools
them, which is how the table in the issue-15 note was measured, one seed at a time.  With
``--results FILE`` (JSON Lines) each run seed's result is appended as soon as it is played, a run seed
already in the file is not played again, and the table pools every run of the file with the same game,
players and budget: a long table can be played in pieces, on several days or machines, and kept in the
repository (``benchmarks/measured/``).  ``--table-only`` prints the file's table and plays nothing.
The targets (issue 24, ``SHARE_TARGETS``): the search bot wins at least 2.5x its fair share (1/players) in
1st Band and Scout & Raise and 1.6x in Battle of the Bands and Band Grab, and the low end of its interval
is above a fair share (and above the heuristic bots' own rate in the same games).

Speed: the search bot's decision times at its default budget over ``--timing-games`` whole games
in this process (decisions with a single legal move are not searched and not counted): median
and 90th percentile of wall time, target median <= 0.5 s.  Run it on a quiet machine; the CPU
time columns show what a quiet machine would take when the machine is busy.  With
``--hint-positions N`` it also times the stepper's hint (a deeper search) on N positions per game.
"""

import argparse
import json
import os
import pathlib
import statistics
import subprocess
import time

from bench_bots import check_players, most_players

import bandlab
from bandlab.agents import make_agent
from bandlab.analysis.simulate import simulate
from bandlab.analysis.stats import wilson_interval
from bandlab.cli import add_run_seeds, one_of, whole_number
from bandlab.core import SetupError
from bandlab.core.inputs import check_fields, load_json_lines
from bandlab.core.limits import MAX_GAMES, MAX_RESULTS_BYTES, max_workers
from bandlab.games import load_game
from bandlab.search import SearchBot, analyse, default_budget

PLAYERS = {"first-band": 4, "scout-and-raise": 4, "battle-of-the-bands": 4, "band-grab": 4}
#: The search bot's win rate it should reach, in multiples of a fair share (issue 24).
SHARE_TARGETS = {"first-band": 2.5, "scout-and-raise": 2.5, "battle-of-the-bands": 1.6, "band-grab": 1.6}
MEDIAN_TARGET = 0.5
HERE = pathlib.Path(__file__).parent

#: Written limits of the command line (each checked by argparse, with a message): a decision's budget (10 million
#: simulated actions take several minutes of one core), and the games and positions timed.  Processes are
#: limited by the machine (``max_workers``), seats by each game (``check_players``).
MAX_BUDGET = 10_000_000
MAX_TIMING_GAMES = 100
MAX_HINT_POSITIONS = 1_000


class Budgeted:
    """A factory of search bots with a given budget (the runner calls ``factory(seed)``)."""

    name = "search"

    def __init__(self, budget):
        self.budget = budget

    def __call__(self, seed):
        return SearchBot(seed, budget=self.budget)


def strength(game_id, players, games, workers, budget, seed=0):
    """The search bot's and the heuristic bots' rows of the runner's summary, and the run's seconds."""
    search = "search" if budget is None else Budgeted(budget)
    results = simulate(
        game_id,
        players,
        [search] + ["heuristic"] * (players - 1),
        games=games,
        seed=seed,
        workers=workers,
        rotate_seats=True,
        progress=False,
    )
    summary = results.summary()
    rows = {row["agent"]: row for row in summary.agent_rates}
    if results.failures:
        print(f"  {len(results.failures)} games failed, first: {results.failures[0]}")
    return rows["search"], rows["heuristic"], summary.seconds


def pooled(rows):
    """One summary row (wins, games, win_rate, 95% Wilson interval) for several runs' rows."""
    wins, games = sum(r["wins"] for r in rows), sum(r["games"] for r in rows)
    low, high = wilson_interval(wins, games)
    return {"wins": wins, "games": games, "win_rate": wins / games, "ci_low": low, "ci_high": high}


def pooled_strength(game_id, players, games, workers, budget, seeds, results=None):
    """``strength`` over ``games`` games for each run seed in ``seeds``, pooled; with a ``results`` file,
    each run is appended to it, runs already there are not played again, and every run there is pooled."""
    runs = []
    kept = read_runs(results) if results else []
    settings = coach(game_id)
    for seed in seeds:
        run = {"game": game_id, "players": players, "budget": budget, **settings, "seed": seed, "games": games}
        if any(all(run_field(old, k) == v for k, v in run.items()) for old in kept):
            continue
        search, heuristic, seconds = strength(game_id, players, games, workers, budget, seed=seed)
        print(
            f"  {game_id} seed {seed}: search won {search['wins']:g} of {search['games']} ({seconds:.0f} s)", flush=True
        )
        run.update(search=counts(search), heuristic=counts(heuristic), seconds=seconds, commit=commit())
        runs.append(run)
        if results:
            append_run(results, run)
    if results:
        same = tuple({"game": game_id, "players": players, "budget": budget, **settings}[k] for k in POOLED_BY)
        runs = [r for r in read_runs(results) if tuple(run_field(r, k) for k in POOLED_BY) == same]
    if not runs:
        raise SystemExit(
            f"no strength runs of {game_id} ({players} players, budget {budget}, {coach_name(settings)}) to pool"
        )
    return pooled([r["search"] for r in runs]), pooled([r["heuristic"] for r in runs]), sum(r["seconds"] for r in runs)


#: The fields a strength run is pooled by: runs of one game, player count, budget and coach (``coach``).
POOLED_BY = ("game", "players", "budget", "own_bot", "switch_z", "moves_weighed")
#: How a run kept before a field of ``coach`` was written down was played: with a heuristic own seat, each game's
#: margin of that time (Band Grab's 0 since its budget of 13,500, 1 elsewhere), weighing the moves the budget allowed.
FORMER_COACH = {"own_bot": "heuristic", "moves_weighed": None}
FORMER_SWITCH_Z = {"band-grab": 0.0}


def coach(game_id):
    """What tells one coach of a game from another (``SearchSettings``): the bot of its own seat (``heuristic`` if
    none), its margin over that bot's favourite and the fewest moves it weighs."""
    settings = load_game(game_id).search
    return {
        "own_bot": settings.own_bot or "heuristic",
        "switch_z": settings.switch_z,
        "moves_weighed": settings.moves_weighed,
    }


def coach_name(settings):
    """A coach in a few words, for the table: its own seat's bot, and its margin and moves weighed if set."""
    words = [settings["own_bot"], f"z {settings['switch_z']:g}"]
    if settings["moves_weighed"]:
        words.append(f"{settings['moves_weighed']} moves")
    return ", ".join(words)


def run_field(run, key):
    """A field of a kept run; for a run kept before the field was written down, what it was played with."""
    if key in run:
        return run[key]
    if key == "switch_z":
        return FORMER_SWITCH_Z.get(run["game"], 1.0)
    return FORMER_COACH.get(key)


def counts(row):
    """The wins and games of a runner's summary row (what pooling needs)."""
    return {"wins": row["wins"], "games": row["games"]}


def commit():
    """The short commit the code runs from, or "?" outside a git checkout (kept with each run)."""
    found = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=HERE)
    return found.stdout.strip() or "?"


#: The fields every kept run has, and what each holds (``read_runs`` checks them; the coach's may be missing).
RUN_FIELDS = {
    "game": str,
    "players": int,
    "budget": int,
    "seed": int,
    "games": int,
    "search": dict,
    "heuristic": dict,
    "seconds": (int, float),
}


def read_runs(path):
    """Every run of a JSON Lines results file (none if it does not exist), each checked: a file that is too large,
    is not JSON Lines or holds a run without its counts is refused with SetupError naming the line."""
    runs = load_json_lines(path, SetupError, f"the results file {path}", MAX_RESULTS_BYTES)
    for number, run in enumerate(runs, 1):
        where = f"run {number} of {path}"
        check_fields(run, RUN_FIELDS, SetupError, where)
        for side in ("search", "heuristic"):
            check_fields(run[side], {"wins": (int, float), "games": int}, SetupError, f"{where}, {side}")
            if not 0 <= run[side]["wins"] <= run[side]["games"] or run[side]["games"] < 1:
                raise SetupError(f"{where.capitalize()} says {side} won {run[side]['wins']} of {run[side]['games']}.")
    return runs


def append_run(path, run):
    """Append one run to the results file, creating its folder."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a") as out:
        out.write(json.dumps(run) + "\n")


class Timed(SearchBot):
    """A search bot that writes down how long each searched decision took: (wall, CPU) seconds."""

    def __init__(self, seed, budget, times):
        super().__init__(seed, budget=budget)
        self.times = times

    def choose(self, view, legal_actions):
        wall, cpu = time.perf_counter(), time.process_time()
        action = super().choose(view, legal_actions)
        if len(legal_actions) > 1:
            self.times.append((time.perf_counter() - wall, time.process_time() - cpu))
        return action


def decision_times(game_id, players, games, budget):
    """(wall, CPU) seconds per searched decision of one search seat against heuristic bots, over
    whole games.  On a busy machine the CPU time is what a quiet one would take."""
    times = []
    game = bandlab.load_game(game_id)
    for g in range(games):
        state = game.new(players, seed=1000 + g)
        seat = g % players
        bots = [Timed(g, budget, times) if p == seat else make_agent("heuristic", game_id, p) for p in range(players)]
        while not state.is_over:
            p = state.current_player
            state.apply(bots[p].choose(state.view(p), state.legal_actions()))
    return times


def hint_times(game_id, players, positions, seed=7):
    """(wall, CPU) seconds of the stepper's hint (HINT_BUDGET_FACTOR x the bot's budget) on
    ``positions`` positions of a heuristic game, spread over its length."""
    from bandlab.widgets.coach import HINT_BUDGET_FACTOR

    game = bandlab.load_game(game_id)
    state = game.new(players, seed=seed)
    bots = [make_agent("heuristic", game_id, p) for p in range(players)]
    line = []
    while not state.is_over:
        if len(state.legal_actions()) > 1:
            line.append(state.clone())
        p = state.current_player
        state.apply(bots[p].choose(state.view(p), state.legal_actions()))
    picks = [line[k * len(line) // positions] for k in range(min(positions, len(line)))]
    times = []
    for position in picks:
        p = position.current_player
        wall, cpu = time.perf_counter(), time.process_time()
        analyse(position.view(p), position.legal_actions(), HINT_BUDGET_FACTOR * default_budget(game_id), seed=1)
        times.append((time.perf_counter() - wall, time.process_time() - cpu))
    return times


def percentile(values, q):
    """The q-quantile of ``values`` (0 <= q <= 1), by linear interpolation."""
    ordered = sorted(values)
    at = q * (len(ordered) - 1)
    low = int(at)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (at - low)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game_ids", nargs="*", type=one_of(bandlab.GAMES), default=list(bandlab.GAMES))
    parser.add_argument(
        "--games", type=whole_number(1, MAX_GAMES), default=400, help="games per game id for the strength table"
    )
    add_run_seeds(parser)
    parser.add_argument(
        "--workers",
        type=whole_number(1, max_workers(os.cpu_count())),
        default=None,
        help="processes for the strength runs",
    )
    parser.add_argument("--players", type=whole_number(2, most_players()), default=None)
    parser.add_argument(
        "--budget",
        type=whole_number(1, MAX_BUDGET),
        default=None,
        help=f"simulated actions per decision (default: the game's; at most {MAX_BUDGET:,})",
    )
    parser.add_argument("--timing-games", type=whole_number(1, MAX_TIMING_GAMES), default=3)
    parser.add_argument("--skip-strength", action="store_true")
    parser.add_argument("--skip-timing", action="store_true")
    parser.add_argument(
        "--hint-positions",
        type=whole_number(0, MAX_HINT_POSITIONS),
        default=0,
        help="also time the stepper's hint on this many positions per game",
    )
    parser.add_argument("--results", type=pathlib.Path, default=None, help="JSON Lines file of strength runs to pool")
    parser.add_argument("--table-only", action="store_true", help="with --results: its table, playing nothing")
    args = parser.parse_args()
    if args.players is not None:
        check_players(parser, args.game_ids, args.players)
    if args.table_only:
        if args.results is None:
            parser.error("--table-only needs --results FILE")
        args.skip_timing, args.seeds = True, []
    seeds = args.seeds
    rows = []
    for game_id in args.game_ids:
        players = args.players or PLAYERS.get(game_id, bandlab.load_game(game_id).min_players)
        budget = args.budget or default_budget(game_id)
        line = {"game": game_id, "players": players, "budget": budget, "coach": coach_name(coach(game_id))}
        if not args.skip_timing:
            times = decision_times(game_id, players, args.timing_games, args.budget)
            wall, cpu = [t[0] for t in times], [t[1] for t in times]
            line.update(
                decisions=len(times),
                median=statistics.median(wall),
                p90=percentile(wall, 0.9),
                cpu_median=statistics.median(cpu),
                cpu_p90=percentile(cpu, 0.9),
            )
            print(
                f"{game_id}: {len(times)} searched decisions: wall median {line['median']:.3f} s, "
                f"p90 {line['p90']:.3f} s; CPU median {line['cpu_median']:.3f} s, p90 {line['cpu_p90']:.3f} s "
                f"(budget {budget} simulated actions)",
                flush=True,
            )
        if args.hint_positions:
            times = hint_times(game_id, players, args.hint_positions)
            wall, cpu = [t[0] for t in times], [t[1] for t in times]
            line.update(hint_median=statistics.median(wall), hint_cpu=statistics.median(cpu))
            print(
                f"{game_id}: hint on {len(times)} positions: wall median {line['hint_median']:.2f} s, "
                f"CPU median {line['hint_cpu']:.2f} s",
                flush=True,
            )
        if not args.skip_strength:
            try:
                search, heuristic, seconds = pooled_strength(
                    game_id, players, args.games, args.workers, budget, seeds, args.results
                )
            except SetupError as err:
                parser.error(str(err))
            line.update(search=search, heuristic=heuristic, seconds=seconds, games=search["games"])
            fair = 1 / players
            target = SHARE_TARGETS.get(game_id, 1.6)
            ok = search["win_rate"] >= target * fair and search["ci_low"] > max(fair, heuristic["win_rate"])
            print(
                f"{game_id}: search {search['win_rate']:.1%} (95% CI {search['ci_low']:.1%}–{search['ci_high']:.1%}) "
                f"= {search['win_rate'] / fair:.2f}x fair share; heuristic seats {heuristic['win_rate']:.1%}; "
                f"{'meets' if ok else 'MISSES'} the target ({target}x); {search['games']} games in {seconds:.0f} s",
                flush=True,
            )
        rows.append(line)
    print_table(rows)


def print_table(rows):
    """The results as one markdown table."""
    print(
        "\n| game | players | budget (actions) | coach (own seat, margin, moves) | games | search wins (95% CI) "
        "| x fair share | heuristic seat | median s | p90 s | CPU median s | CPU p90 s | hint median s (CPU) |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        s, h = r.get("search"), r.get("heuristic")
        wins = f"{s['win_rate']:.1%} ({s['ci_low']:.1%}–{s['ci_high']:.1%})" if s else "—"
        share = f"{s['win_rate'] * r['players']:.2f}" if s else "—"
        heur = f"{h['win_rate']:.1%}" if h else "—"
        med = f"{r['median']:.3f}" if "median" in r else "—"
        p90 = f"{r['p90']:.3f}" if "p90" in r else "—"
        cpu = f"{r['cpu_median']:.3f} | {r['cpu_p90']:.3f}" if "cpu_median" in r else "— | —"
        hint = f"{r['hint_median']:.2f} ({r['hint_cpu']:.2f})" if "hint_median" in r else "—"
        print(
            f"| {r['game']} | {r['players']} | {r['budget']} | {r['coach']} | {r.get('games', '—')} | {wins} "
            f"| {share} | {heur} | {med} | {p90} | {cpu} | {hint} |"
        )


if __name__ == "__main__":
    main()
