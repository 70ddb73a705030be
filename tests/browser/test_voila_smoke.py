"""Smoke test of the browser infrastructure itself: Voila + Chromium + a kernel round trip.

It serves a notebook written to a temp dir (not notebooks/), so it checks the
plumbing whatever state the bandlab package and dashboards are in.
"""

import nbformat

SMOKE_SOURCE = """\
import ipywidgets as widgets

label = widgets.Label("waiting for a click")
button = widgets.Button(description="Press me")
clicks = []

def on_click(_):
    clicks.append(1)
    label.value = f"kernel saw {len(clicks)} click(s)"

button.on_click(on_click)
widgets.VBox([button, label])
"""


def _write_smoke_notebook(directory):
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(SMOKE_SOURCE)]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, directory / "smoke.ipynb")


def test_voila_renders_widgets_and_round_trips_a_click(tmp_path, voila_server, page, dashboard, page_errors):
    _write_smoke_notebook(tmp_path)
    server = voila_server(tmp_path)

    seconds = dashboard.open(server.url("smoke.ipynb"), timeout=60)
    print(f"time to first widget render: {seconds:.2f} s")
    dashboard.wait_for_text("waiting for a click")

    page.get_by_role("button", name="Press me").click()
    dashboard.wait_for_text("kernel saw 1 click(s)", timeout=15)
    page.get_by_role("button", name="Press me").click()
    dashboard.wait_for_text("kernel saw 2 click(s)", timeout=15)

    dashboard.assert_no_errors()
    print("ignored console errors:", page_errors.ignored)
