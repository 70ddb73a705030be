"""The pages without numpy and without processes or threads, as they run in the browser (JupyterLite, Pyodide).

- ``browser_like.py`` runs in a fresh interpreter where numpy, process pools and threads are refused: it
  imports every module the notebooks import (and all they pull in) and does the pages' work; here its
  numbers and figures are compared with the same work done with numpy installed.
- Where a numpy path and a plain-Python path both stay (the dice sweeps, ``host.as_array``), they give
  the same floats; the summary statistics, now plain Python, give numpy's numbers.
- The simulation runner plays in its own process in the browser, shows its progress bar and starts no
  thread; on a server it still hands the games to a process pool.
"""

import ast
import base64
import json
import math
import random
import subprocess
import sys
import threading
import time
import warnings
from pathlib import Path

import numpy as np
import pytest
import tqdm.auto
import tqdm.notebook

import bandlab
from bandlab.agents import make_agent, play_steps
from bandlab.analysis import band_grab, dice, host, stats
from bandlab.analysis import simulate as runner
from bandlab.analysis.simulate import GameOutcome, SimulationResults, simulate
from bandlab.viz import battle_of_the_bands as botb
from bandlab.viz import scout_and_raise, simulation

ROOT = Path(__file__).resolve().parents[2]
CHILD = Path(__file__).with_name("browser_like.py")
#: The numpy-blocked interpreter's work must stay quick (about 2 s on this 2-core machine).
CHILD_SECONDS = 60
AGENTS = "heuristic,random,random,random"


def plain(value):
    """``value`` with numpy arrays (plotly's typed arrays too) and tuples as lists, as JSON gives them back."""
    if isinstance(value, np.ndarray):
        return plain(value.tolist())
    if isinstance(value, np.generic):
        return value.item()
    if isinstance(value, dict) and {"dtype", "bdata"} <= set(value):  # how plotly writes a numpy array
        shape = [int(n) for n in str(value.get("shape", "-1")).split(",")]
        return np.frombuffer(base64.b64decode(value["bdata"]), dtype=value["dtype"]).reshape(shape).tolist()
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


def figure_data(figure):
    """A figure's data and layout as JSON values (numpy arrays as lists)."""
    return json.loads(json.dumps(plain(figure.to_dict())))


def band_grab_position():
    """The Band Grab position ``browser_like.py`` estimates from."""
    agents = [make_agent("heuristic", "band-grab", s) for s in range(4)]
    return play_steps(bandlab.load_game("band-grab").new(4, seed=3), agents, 24)


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    """What ``browser_like.py`` reports, and its stderr (its progress bars) and run time."""
    out = tmp_path_factory.mktemp("browser") / "report.json"
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, str(CHILD), str(out)], capture_output=True, text=True, timeout=3 * CHILD_SECONDS, cwd=ROOT
    )
    seconds = time.perf_counter() - started
    assert done.returncode == 0, done.stderr[-4000:]
    return {**json.loads(out.read_text(encoding="utf-8")), "stderr": done.stderr, "seconds": seconds}


# --- the pages in a numpy-blocked interpreter ----------------------------------------------------
def test_every_page_module_imports_without_numpy_processes_or_threads(browser):
    notebooks = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
    assert sorted(browser["notebook_imports"]) == notebooks and all(browser["notebook_imports"].values())
    imported = set(browser["modules"])
    named = {
        node.module
        for statements in browser["notebook_imports"].values()
        for node in ast.walk(ast.parse("\n".join(statements)))
        if isinstance(node, ast.ImportFrom) and node.module.startswith("bandlab")
    }
    assert named <= imported
    # The closure reaches the modules the pages load late or by name: the runner's stats, lessons, game plugins.
    assert {
        "bandlab.analysis.stats",
        "bandlab.analysis.band_grab",
        "bandlab.lessons.first_band",
        "bandlab.widgets.games.battle_of_the_bands",
        "bandlab.games.scout_and_raise.measures",
    } <= imported
    assert browser["numpy_loaded"] == [] and browser["threads_tried"] == []
    assert browser["seconds"] < CHILD_SECONDS


def test_exact_odds_and_their_figures_are_the_same_without_numpy(browser):
    odds = dice.gig_odds((6, 8, 4), gig_player=None)
    assert browser["gig_odds"] == [str(x) for x in odds.wins + odds.outright + (odds.tie, odds.outside)]
    assert browser["reputation"] == [str(dice.reputation_success(hp)) for hp in range(-1, 8)]
    here = {
        "two_band_figure": botb.two_band_figure(),
        "two_band_heatmap": botb.two_band_heatmap(max_hp=15, gig_player=0),
        "two_band_heatmap_outside": botb.two_band_heatmap(max_hp=6, gig_player=None),
        "three_band_sweep_figure": botb.three_band_sweep_figure(max_hp=12, rival_hp=6),
        "gig_odds_figure": botb.gig_odds_figure((6, 8, 4), gig_player=None, names=["A", "B", "C"]),
        "reputation_figure": botb.reputation_figure(),
    }
    assert isinstance(here["two_band_heatmap"].data[0].z, np.ndarray), "with numpy, z stays an array"
    for name, figure in here.items():
        assert browser["figures"][name] == figure_data(figure), name
    assert "Tisha" in browser["explorer"][0] and "<table" in browser["explorer"][1]


def test_stats_band_grab_and_bid_spreads_are_the_same_without_numpy(browser):
    assert browser["describe"] == stats.describe([3, 1, 4, 1, 5, 9, 2, 6])
    chance = band_grab.gig_ready_chance(band_grab_position(), 1, turns=8, samples=12, progress=False)
    assert browser["gig_ready"] == [
        list(map(float, s)) for s in (chance.by_turn, chance.low, chance.high, chance.win_by_turn)
    ]
    assert max(chance.by_turn) > 0, "the position is one where the band gets ready"
    sim = scout_and_raise.simulate_bids(games=3, players=4, agents="heuristic", seed=1, progress=False)
    figures = (
        scout_and_raise.winning_prices_figure,
        scout_and_raise.debt_figure,
        scout_and_raise.price_vs_score_figure,
    )
    assert browser["bids"] == [figure_data(f(sim)) for f in figures]


def test_the_runner_in_the_browser_gives_the_servers_results(browser):
    results = simulate("first-band", 4, AGENTS, games=24, seed=2, workers=2, progress=False)  # a process pool here
    summary = results.summary().to_dict()
    assert {k: v for k, v in browser["simulate"].items() if k != "seconds"} == {
        k: v for k, v in json.loads(json.dumps(summary)).items() if k != "seconds"
    }
    assert browser["summary_html"] == simulation.summary_html(results)
    for key, figure in browser["tournament_figures"].items():
        kind, _, by = key.partition("-")
        make = {"win": simulation.win_rate_figure, "score": simulation.score_figure}.get(kind)
        here = simulation.length_figure(results) if kind == "length" else make(results, by=by or "agent")
        assert figure == figure_data(here), key
    assert "1st Band ×24" in browser["stderr"], "the runner's progress bar shows in the browser"


def test_the_tournament_page_plays_less_in_the_browser(browser):
    assert browser["tournament_page"] == {"games": 50, "games_box": 100, "run": 100, "order_button": "Play 300 games"}
    assert "1st Band ×100" in browser["stderr"], "the Run button's tournament shows its progress bar"
    notebook = json.loads((ROOT / "notebooks" / "tournament.ipynb").read_text(encoding="utf-8"))
    setup = "".join(next(c for c in notebook["cells"] if c["cell_type"] == "code")["source"])
    server = {}
    exec(compile(setup, "tournament.ipynb", "exec"), server)
    assert (server["GAMES"], server["RUN_GAMES"], server["ORDER_GAMES"]) == (100, 400, 1000)


# --- the runner where no process or thread can start ---------------------------------------------
def test_in_browser_reads_the_platform(monkeypatch):
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert host.in_browser()
    monkeypatch.setattr(sys, "platform", "linux")
    assert not host.in_browser()


@pytest.fixture
def no_threads(monkeypatch):
    """Threads that start raise, as in Pyodide; tqdm forgets its monitor thread (restored afterwards)."""
    tried = []

    def refuse(thread):
        tried.append(thread.name)
        raise RuntimeError("can't start new thread")

    monkeypatch.setattr(tqdm.std.tqdm, "monitor", None)
    monkeypatch.setattr(tqdm.std.tqdm, "monitor_interval", 10)
    monkeypatch.setattr(tqdm.auto.tqdm, "monitor_interval", 10)
    monkeypatch.setattr(threading.Thread, "start", refuse)
    return tried


@pytest.mark.parametrize("workers", [None, 2, 4096])  # more than any machine's cap: 1 in the browser, no error
def test_simulate_plays_in_its_own_process_in_the_browser(monkeypatch, capsys, no_threads, workers):
    expected = simulate("first-band", 4, AGENTS, games=30, seed=4, workers=1, progress=False)
    monkeypatch.setattr(host, "in_browser", lambda: True)

    def no_pool(*args):
        raise AssertionError("a process pool was asked for in the browser")

    monkeypatch.setattr(runner, "run_in_processes", no_pool)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # tqdm warns when its monitor thread cannot start
        results = simulate("first-band", 4, AGENTS, games=30, seed=4, workers=workers)
    assert (
        results.outcomes == expected.outcomes
        and str(results.summary()).split("\n")[1:] == str(expected.summary()).split("\n")[1:]
    )
    assert "1st Band ×30" in capsys.readouterr().err and no_threads == []


@pytest.mark.parametrize("notebook", [True, False])
def test_a_progress_bar_starts_no_thread_in_the_browser(monkeypatch, capsys, no_threads, notebook):
    monkeypatch.setattr(host, "in_browser", lambda: True)
    monkeypatch.setattr(host, "running_ipython", lambda: notebook)  # Pyodide's kernel runs IPython, not ipykernel
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        bar = host.progress_bar(range(3), desc="counting")
        assert list(bar) == [0, 1, 2]
    assert isinstance(bar, tqdm.notebook.tqdm) == notebook, "in a notebook, the widget (as tqdm.auto gives Voila)"
    assert no_threads == [] and ("counting" in capsys.readouterr().err) != notebook


def test_the_server_still_plays_in_a_process_pool(monkeypatch):
    pools = []
    real = runner.run_in_processes

    def spy(workers, tasks, bar):
        pools.append(workers)
        return real(workers, tasks, bar)

    monkeypatch.setattr(runner, "run_in_processes", spy)
    results = simulate("first-band", 4, AGENTS, games=8, seed=4, workers=2, chunk_size=4, progress=False)
    assert pools == [2] and len(results) == 8


# --- numpy and plain Python give the same numbers ------------------------------------------------
@pytest.mark.parametrize("bands", [1, 2, 3, 4, 5])
def test_gig_chances_are_the_floats_of_the_numpy_sweep(bands):
    rng = random.Random(bands)
    ranges = [sorted(rng.sample(range(-8, 20), 5)) for _ in range(bands)]
    grid = dice.hp_grid(*ranges)
    for gig_player in [*range(bands), None]:
        wins, ties = dice.sweep_gig_odds(grid, gig_player=gig_player)
        for index in np.ndindex(grid.shape[:-1]):
            mine, tie = dice.gig_chances(grid[index].tolist(), gig_player)
            assert mine == wins[index].tolist() and tie == ties[index], (grid[index], gig_player)


@pytest.mark.parametrize("others", [(), (6,), (3, 11)])
@pytest.mark.parametrize("gig_player", [0, 1, None])
def test_chance_table_is_the_numpy_sweep_of_a_grid(others, gig_player):
    rows, columns = range(-2, 14), range(0, 17, 2)
    wins, _ = dice.sweep_gig_odds(dice.hp_grid(rows, columns, *([o] for o in others)), gig_player=gig_player)
    numpy_table = wins[..., 0].reshape(len(rows), len(columns))
    assert dice.chance_table(rows, columns, others, gig_player) == numpy_table.tolist()


def test_heatmap_rounding_is_numpys_rounding():
    chances = [c for n in (2, 3) for c in dice.sweep_gig_odds(dice.hp_grid(*[range(-7, 16)] * n))[0].ravel()]
    rng = random.Random(5)
    chances += [rng.random() for _ in range(20_000)] + [k / 20_000 + 0.00005 for k in range(20_000)]
    assert [botb.rounded(float(c)) for c in chances] == np.round(np.array(chances), 4).tolist()


def test_figures_and_estimates_are_the_same_with_numpy_blocked(monkeypatch):
    position = band_grab_position()

    def work():
        chance = band_grab.gig_ready_chance(position, 1, turns=8, samples=10, progress=False)
        return (
            botb.two_band_heatmap(max_hp=9, gig_player=1).data[0].z,
            botb.three_band_sweep_figure(max_hp=7, rival_hp=3, gig_player=None).data[0].z,
            chance.by_turn,
            chance.low,
            chance.high,
            chance.win_by_turn,
        )

    with_numpy = work()
    monkeypatch.setitem(sys.modules, "numpy", None)  # ``import numpy`` raises from here on
    without = work()
    assert all(isinstance(x, np.ndarray) for x in with_numpy)
    assert not any(isinstance(x, np.ndarray) for x in without)
    assert [plain(x) for x in without] == [plain(x) for x in with_numpy]


def test_stats_give_numpys_numbers():
    rng = random.Random(7)
    for size in (0, 1, 2, 3, 10, 500):
        for values in ([rng.randint(-40, 90) for _ in range(size)], [rng.uniform(-1e3, 1e3) for _ in range(size)]):
            array = np.asarray(values, dtype=float)
            mean, sd = stats.mean_sd(values)
            described = stats.describe(values)
            if size == 0:
                assert math.isnan(mean) and math.isnan(sd) and described["n"] == 0
                continue
            assert mean == pytest.approx(array.mean(), rel=1e-14, abs=1e-12)
            if all(isinstance(v, int) for v in values):
                assert mean == array.mean(), "whole numbers: exact sums, the same mean"
            assert (math.isnan(sd) and size == 1) or sd == pytest.approx(array.std(ddof=1), rel=1e-12)
            assert (described["n"], described["min"], described["max"]) == (size, array.min(), array.max())
            assert stats.mean_sd(array) == (mean, sd) or size == 1  # an array in, the same numbers out


def numpy_rates(results):
    """Win and score figures per seat, bot and turn order, summed with numpy as ``summarise`` once did."""
    outcomes, players = results.outcomes, results.players
    scores = np.array([o.scores for o in outcomes], dtype=float)
    credit = np.zeros_like(scores)
    for row, outcome in enumerate(outcomes):
        credit[row, list(outcome.winners)] = 1 / len(outcome.winners)
    labels = list(dict.fromkeys(results.agents))
    seat_label = np.array([[labels.index(a) for a in results.seat_agents(o)] for o in outcomes])
    order = (np.arange(players)[None, :] - np.array([[o.first] for o in outcomes])) % players

    def rates(mask):
        wins, n = float(credit[mask].sum()), int(mask.sum())
        return [n, wins, wins / n, float(scores[mask].mean()), float(scores[mask].std(ddof=1))]

    seats = [rates(np.broadcast_to(np.arange(players) == s, scores.shape)) for s in range(players)]
    return seats, [rates(seat_label == k) for k in range(len(labels))], [rates(order == k) for k in range(players)]


def test_the_summary_gives_numpys_numbers_shared_wins_included():
    rng = random.Random(3)
    players, outcomes = 4, []
    for i in range(3000):
        scores = tuple(rng.randint(0, 6) for _ in range(players))  # many ties: wins shared by 2, 3 or 4
        winners = tuple(s for s in range(players) if scores[s] == max(scores))
        outcomes.append(GameOutcome(i, i, i % players, scores, winners, 60 + i % 7, None, None, rng.randrange(players)))
    results = SimulationResults(
        "first-band", players, ("heuristic", "random", "random", "search"), 1, {}, True, outcomes
    )
    summary = results.summary()
    mine = (
        [[r["games"], r["wins"], r["win_rate"], r["score_mean"], r["score_sd"]] for r in rows]
        for rows in (summary.seats, summary.agent_rates, summary.order_rates)
    )
    for got, expected in zip(mine, numpy_rates(results)):
        assert len(got) == len(expected) and all(g == pytest.approx(e, rel=1e-12) for g, e in zip(got, expected))
    assert summary.shared_wins > 500


def test_numpy_is_imported_only_inside_functions():
    for path in sorted([*ROOT.glob("bandlab/analysis/*.py"), *ROOT.glob("bandlab/viz/*.py")]):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        inside = {
            id(node)
            for function in ast.walk(tree)
            if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef))
            for node in ast.walk(function)
        }
        for node in ast.walk(tree):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else []
            )
            if any(n == "numpy" or n.startswith("numpy.") for n in names):
                assert id(node) in inside, f"{path.relative_to(ROOT)}:{node.lineno} imports numpy outside a function"
