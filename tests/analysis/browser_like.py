"""The pages' Python as the browser runs it, in a fresh interpreter: ``python browser_like.py OUT.json``.

``test_without_numpy.py`` runs this file.  Before anything else is imported it makes this interpreter
look like Pyodide (JupyterLite) where it matters to bandlab: numpy cannot be imported, neither can
``concurrent.futures.process`` (no process pool), and a thread that starts raises, as Pyodide's
"can't start new thread" does.  ``bandlab.analysis.host.in_browser`` answers True.

Then it imports every module a code cell of ``notebooks/*.ipynb`` imports (found with ``ast``, so a new
import in a notebook is covered at once) and every bandlab module those pull in, late imports inside
functions included, plus the game packages and board plugins the pages load by name; and it runs the
work the pages do without numpy: exact gig odds and their figures, the gig-odds explorer, summary
statistics, Band Grab's gig-ready estimate, the simulation runner (in this process, with its progress
bar), the tournament page's cells, Scout & Raise's bid spreads.  What they give goes to OUT.json, which
the test compares with the same work done where numpy is installed.
"""

import ast
import json
import sys
import threading
from importlib.abc import MetaPathFinder
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BLOCKED = ("numpy", "concurrent.futures.process")


class Blocker(MetaPathFinder):
    """Refuses the modules the browser does not have."""

    def find_spec(self, name, path=None, target=None):
        if any(name == blocked or name.startswith(blocked + ".") for blocked in BLOCKED):
            raise ModuleNotFoundError(f"No module named {name!r} (blocked: the browser has none)", name=name)
        return None


sys.meta_path.insert(0, Blocker())
THREADS_TRIED = []


def no_thread(self):
    """Pyodide cannot start threads."""
    THREADS_TRIED.append(self.name)
    raise RuntimeError("can't start new thread")


threading.Thread.start = no_thread  # type: ignore[method-assign]


def notebook_imports(folder):
    """The import statements of every code cell of every notebook in ``folder``: {notebook: [statement, ...]}."""
    found = {}
    for path in sorted(folder.glob("*.ipynb")):
        statements = []
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] == "code":
                tree = ast.parse("".join(cell["source"]))
                statements += [ast.unparse(n) for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom))]
        found[path.name] = statements
    return found


def bandlab_imports(module):
    """The bandlab modules ``module``'s source imports anywhere (at the top or inside functions)."""
    source = getattr(module, "__file__", None)
    if not source or not source.endswith(".py"):
        return set()
    names = set()
    package = module.__name__ if source.endswith("__init__.py") else module.__name__.rpartition(".")[0]
    for node in ast.walk(ast.parse(Path(source).read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            names.add(base)
            names.update(f"{base}.{a.name}" for a in node.names)
    return {n for n in names if n == "bandlab" or n.startswith("bandlab.")}


def import_closure():
    """Import every bandlab module reachable from those loaded, late imports included; the names imported."""
    import importlib
    import importlib.util
    import pkgutil

    import bandlab.games
    import bandlab.lessons
    import bandlab.widgets.games

    # The pages load the game packages, their lessons and board plugins by name, not by an import statement.
    for package in (bandlab.games, bandlab.lessons, bandlab.widgets.games):
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            importlib.import_module(info.name)
    done = set()
    while True:
        todo = {
            name
            for module in list(sys.modules.values())
            if getattr(module, "__name__", "").startswith("bandlab")
            for name in bandlab_imports(module)
        } - done
        if not todo:
            return sorted(n for n in sys.modules if n == "bandlab" or n.startswith("bandlab."))
        for name in sorted(todo):
            done.add(name)
            parent = name.rpartition(".")[0]
            if name in sys.modules or (parent and not hasattr(importlib.import_module(parent), "__path__")):
                continue  # loaded, or a name inside a module (``from bandlab.x import name``)
            if importlib.util.find_spec(name) is not None:
                importlib.import_module(name)


def figure_data(figure):
    """A figure's data and layout as JSON-able values."""
    return json.loads(figure.to_json())


def run_cells(name, namespace):
    """Run a notebook's code cells as Voila does (``display`` shows nothing here)."""
    import IPython.display

    IPython.display.display = lambda *items, **options: None
    for cell in json.loads((ROOT / "notebooks" / name).read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] == "code":
            exec(compile("".join(cell["source"]), name, "exec"), namespace)
    return namespace


def main(out):
    from bandlab.analysis import host

    host.in_browser = lambda: True  # what sys.platform == "emscripten" answers
    report = {"notebook_imports": notebook_imports(ROOT / "notebooks")}
    for name, statements in report["notebook_imports"].items():
        exec(compile("\n".join(statements), name, "exec"), {})
    report["modules"] = import_closure()

    from bandlab.analysis import band_grab, dice, stats
    from bandlab.analysis.simulate import simulate
    from bandlab.viz import battle_of_the_bands as botb
    from bandlab.viz import scout_and_raise, simulation
    from bandlab.widgets.gig_odds import GigOddsExplorer

    odds = dice.gig_odds((6, 8, 4), gig_player=None)
    report["gig_odds"] = [str(x) for x in odds.wins + odds.outright + (odds.tie, odds.outside)]
    report["reputation"] = [str(dice.reputation_success(hp)) for hp in range(-1, 8)]
    report["figures"] = {
        "two_band_figure": figure_data(botb.two_band_figure()),
        "two_band_heatmap": figure_data(botb.two_band_heatmap(max_hp=15, gig_player=0)),
        "two_band_heatmap_outside": figure_data(botb.two_band_heatmap(max_hp=6, gig_player=None)),
        "three_band_sweep_figure": figure_data(botb.three_band_sweep_figure(max_hp=12, rival_hp=6)),
        "gig_odds_figure": figure_data(botb.gig_odds_figure((6, 8, 4), gig_player=None, names=["A", "B", "C"])),
        "reputation_figure": figure_data(botb.reputation_figure()),
    }
    explorer = GigOddsExplorer(totals=(5, 7), gig_player=0, names=["Tisha", "Danny"])
    explorer.bands.value = 3
    explorer.hp[2].value = 9
    report["explorer"] = [explorer.odds_label.value, explorer.table.value]
    report["describe"] = stats.describe([3, 1, 4, 1, 5, 9, 2, 6])

    import bandlab
    from bandlab.agents import make_agent, play_steps

    position = play_steps(
        bandlab.load_game("band-grab").new(4, seed=3), [make_agent("heuristic", "band-grab", s) for s in range(4)], 24
    )
    chance = band_grab.gig_ready_chance(position, 1, turns=8, samples=12, progress=False)
    report["gig_ready"] = [list(chance.by_turn), list(chance.low), list(chance.high), list(chance.win_by_turn)]

    results = simulate("first-band", 4, "heuristic,random,random,random", games=24, seed=2, workers=2)
    report["simulate"] = results.summary().to_dict()
    report["summary_html"] = simulation.summary_html(results)
    report["tournament_figures"] = {
        f"{kind}-{by}": figure_data(make(results, by=by))
        for kind, make, ways in (("win", simulation.win_rate_figure, ("seat", "agent", "order")),)
        for by in ways
    }
    report["tournament_figures"]["score"] = figure_data(simulation.score_figure(results, by="agent"))
    report["tournament_figures"]["length"] = figure_data(simulation.length_figure(results))
    page = run_cells("tournament.ipynb", {})
    opening = len(page["results"])
    page["run_button"].click()  # the Run button: the games box's tournament, with its progress bar
    report["tournament_page"] = {
        "games": opening,
        "games_box": page["games_box"].value,
        "run": len(page["results"]),
        "order_button": page["first_button"].description,
    }
    sim = scout_and_raise.simulate_bids(games=3, players=4, agents="heuristic", seed=1, progress=False)
    report["bids"] = [
        figure_data(f(sim))
        for f in (
            scout_and_raise.winning_prices_figure,
            scout_and_raise.debt_figure,
            scout_and_raise.price_vs_score_figure,
        )
    ]
    report["numpy_loaded"] = sorted(n for n in sys.modules if n == "numpy" or n.startswith("numpy."))
    report["threads_tried"] = THREADS_TRIED
    Path(out).write_text(json.dumps(report), encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1])
