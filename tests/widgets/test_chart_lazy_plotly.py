"""The first page's imports leave plotly's figure layer unloaded; the first chart drawn loads it (issue 39).

In the browser's Python (the static site) every module costs its compile and run time before the page's first
widget: plotly's validators and the data-frame layer under them (narwhals) took about a third of a second of
CPU there in the first cell of 1st Band's page, which shows no chart before its lessons.  The check runs in a
fresh interpreter, since this one has loaded plotly's figures already.
"""

import ast
import json
import subprocess
import sys
from pathlib import Path

from bandlab.pages import PAGES

ROOT = Path(__file__).resolve().parents[2]
#: plotly's figure layer: what building or encoding a figure loads, and what the first page's imports must not.
FIGURE_LAYER = ("plotly.utils", "plotly.basedatatypes", "_plotly_utils.basevalidators", "narwhals")
CHILD = """
import importlib, json, sys
for name in json.loads(sys.argv[1]):
    importlib.import_module(name)
loaded_by_imports = [m for m in json.loads(sys.argv[2]) if m in sys.modules]
from bandlab.widgets.chart import Chart
import plotly.graph_objects as go
chart = Chart(go.Figure(go.Bar(y=[1, 2]), layout={"title": {"text": "two bars"}}))
spec = json.loads(chart.spec)
print(json.dumps({
    "loaded_by_imports": loaded_by_imports,
    "loaded_by_chart": [m for m in json.loads(sys.argv[2]) if m in sys.modules],
    "y": spec["data"][0]["y"],
    "title": spec["layout"]["title"]["text"],
}))
"""


def imported_modules(notebook):
    """Every module the code cells of ``notebook`` import, in order of first mention."""
    names = []
    for cell in json.loads(notebook.read_text())["cells"]:
        if cell["cell_type"] != "code":
            continue
        for node in ast.walk(ast.parse("".join(cell["source"]))):
            if isinstance(node, ast.Import):
                names += [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names.append(node.module)
    return list(dict.fromkeys(names))


def test_the_first_pages_imports_leave_plotlys_figure_layer_to_the_first_chart():
    modules = imported_modules(ROOT / "notebooks" / PAGES[0].file)
    assert "bandlab.widgets.lesson" in modules and "bandlab.widgets" in modules, modules
    done = subprocess.run(
        [sys.executable, "-c", CHILD, json.dumps(modules), json.dumps(FIGURE_LAYER)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["loaded_by_imports"] == [], f"{PAGES[0].file}'s imports load {report['loaded_by_imports']}"
    # a figure built loads plotly's figure classes; plotly's JSON encoder only where plain JSON cannot say a figure
    assert set(report["loaded_by_chart"]) >= set(FIGURE_LAYER) - {"plotly.utils"}, report["loaded_by_chart"]
    assert report["y"] == [1, 2] and report["title"] == "two bars"
