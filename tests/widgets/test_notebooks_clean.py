"""Committed notebooks carry no outputs and no execution counts.

An executed notebook holding a plotly FigureWidget embeds ~5 MB of JS, and
outputs make diffs unreadable. Clear them before committing (JupyterLab:
Edit > Clear Outputs of All Cells, or `jupyter nbconvert --clear-output --inplace`).
"""

import json
from pathlib import Path

import pytest

NOTEBOOKS_DIR = Path(__file__).resolve().parents[2] / "notebooks"
NOTEBOOKS = sorted(p for p in NOTEBOOKS_DIR.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


def test_notebooks_dir_exists():
    assert NOTEBOOKS_DIR.is_dir(), f"{NOTEBOOKS_DIR} is missing"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[str(p.relative_to(NOTEBOOKS_DIR)) for p in NOTEBOOKS])
def test_notebook_has_no_outputs(path):
    nb = json.loads(path.read_text(encoding="utf-8"))
    dirty = []
    for index, cell in enumerate(nb.get("cells", [])):
        if cell.get("cell_type") != "code":
            continue
        if cell.get("outputs"):
            dirty.append(f"cell {index}: {len(cell['outputs'])} output(s)")
        if cell.get("execution_count") is not None:
            dirty.append(f"cell {index}: execution_count={cell['execution_count']}")
    widget_state = nb.get("metadata", {}).get("widgets")
    if widget_state:
        dirty.append("notebook metadata holds saved widget state")
    assert not dirty, f"{path.name} is not clean: " + "; ".join(dirty)
