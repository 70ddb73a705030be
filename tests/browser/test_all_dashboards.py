"""Every dashboard in notebooks/ renders under Voila in Chromium without a page error."""

import time
from pathlib import Path

import pytest

NOTEBOOKS = sorted(p.name for p in (Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))
WIDGET_PAGES = [name for name in NOTEBOOKS if name != "index.ipynb"]
# Each page as a reader's first page: scripts and plotly.js not yet in the browser's cache, so a chart whose module
# starts before plotly.js has arrived is checked here on every page.
pytestmark = pytest.mark.first_visit


@pytest.mark.parametrize("notebook", WIDGET_PAGES)
def test_dashboard_renders_its_widgets_without_errors(notebook, notebooks_server, page, dashboard):
    seconds = dashboard.open(notebooks_server.url(notebook), timeout=90)
    page.wait_for_timeout(1500)  # late page errors (a figure drawn after the first widget) show up here
    assert page.locator(".jupyter-widgets").count() > 0
    assert "Traceback" not in page.locator("body").inner_text()
    print(f"\n{notebook}: first widget after {seconds:.1f} s")
    dashboard.assert_no_errors()


def test_index_links_every_dashboard(notebooks_server, page, dashboard):
    page.goto(notebooks_server.url("index.ipynb"), wait_until="domcontentloaded", timeout=60000)
    page.get_by_text("Dashboards").first.wait_for(state="visible", timeout=60000)
    links = page.locator("a[href$='.ipynb']")
    targets = {links.nth(i).get_attribute("href") for i in range(links.count())}
    assert set(WIDGET_PAGES) <= targets, f"the index does not link {sorted(set(WIDGET_PAGES) - targets)}"
    start = time.perf_counter()
    page.locator("a[href='first-band.ipynb']").first.click()
    page.locator(".bandlab-main .fb-board").wait_for(state="visible", timeout=60000)
    print(f"\nindex -> 1st Band dashboard in {time.perf_counter() - start:.1f} s")
