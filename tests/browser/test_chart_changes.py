"""A chart redrawn from its changes alone (``Chart`` sends a step's new values, not the whole figure) shows what the
same position's chart shows when drawn whole: on every game page, the main stepper's charts after Forward clicks
equal the charts of the page opened afresh at that step from its Share link."""

import time

import pytest
from test_shared_links import MAIN, another_tab, open_position, share_value, wait_for_step

import bandlab

GAME_PAGES = [f"{game_id}.ipynb" for game_id in bandlab.GAMES]
CLICKS = 4
#: Steps to click at most until a chart is redrawn (a draft's steps may change no chart).
MAX_CLICKS = 60
#: What each drawn chart of the main stepper shows: every trace's values and names, and the title.
PLOTTED = f"""() => [...document.querySelectorAll('{MAIN} .bandlab-chart .js-plotly-plot')].map(gd => JSON.stringify({{
    data: gd.data.map(t => [t.name, t.x, t.y, t.text, t.marker && t.marker.color]),
    title: gd.layout.title && gd.layout.title.text,
}}))"""
REVISIONS = f"""() => [...document.querySelectorAll('{MAIN} .bandlab-chart')].map(c => c.dataset.revision || '')"""


def settled(page, quiet_ms=1500, timeout_s=30):
    """The charts' drawn revisions once they have not changed for ``quiet_ms``."""
    last, since = page.evaluate(REVISIONS), time.monotonic()
    deadline = since + timeout_s
    while time.monotonic() < deadline:
        page.wait_for_timeout(250)
        now = page.evaluate(REVISIONS)
        if now != last:
            last, since = now, time.monotonic()
        elif time.monotonic() - since >= quiet_ms / 1000:
            return now
    raise AssertionError(f"the charts kept redrawing: {last}")


@pytest.mark.parametrize("notebook", GAME_PAGES)
def test_charts_redrawn_from_their_changes_show_what_a_whole_drawing_shows(
    notebook, notebooks_server, page, dashboard, page_errors
):
    open_position(page, dashboard, notebooks_server.url(notebook), 0)
    page.wait_for_function(f"() => document.querySelectorAll('{MAIN} .bandlab-chart .js-plotly-plot').length > 0")
    forward = page.locator(MAIN).get_by_role("button", name="Forward").first
    first, step = page.evaluate(REVISIONS), 0
    while step < MAX_CLICKS and (step < CLICKS or page.evaluate(REVISIONS) == first):
        step += 1
        forward.click()
        wait_for_step(page, step)
    revisions = settled(page)
    assert revisions != first, f"{step} steps redrew no chart"
    stepped = page.evaluate(PLOTTED)
    link = share_value(page, ends_with=f"step={step}")
    tab, tab_dashboard = another_tab(page, page_errors, dashboard)
    tab_dashboard.open(link, timeout=180)  # a second kernel's page while the first still holds its own
    wait_for_step(tab, step, timeout=180)
    tab.wait_for_function(
        f"n => document.querySelectorAll('{MAIN} .bandlab-chart .js-plotly-plot').length >= n", arg=len(stepped)
    )
    assert stepped and tab.evaluate(PLOTTED) == stepped
    dashboard.assert_no_errors()
