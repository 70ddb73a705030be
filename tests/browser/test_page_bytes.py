"""plotly.js once per browser session, from the server, and no copy of it through the kernel (issue 40).

The server is ``make run``'s (``notebooks_server``: ``bandlab serve``'s command). Bytes are counted with
``page_bytes.ViewMeter`` (Chromium's DevTools protocol) against the limits in ``limits.py``.
"""

from pathlib import Path

import pytest
from limits import (
    FORWARD_CLICK_BYTES,
    PAGE_VIEW_BYTES,
    PLOTLY_FETCHES_PER_SESSION,
    PLOTLY_NO_BODY_BYTES,
)
from page_bytes import ViewMeter, open_view, view

from bandlab.pages import PAGES as GAME_PAGES_LISTED

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
PAGES = sorted(p.name for p in NOTEBOOKS.glob("*.ipynb"))
GAME_PAGES = [page.file for page in GAME_PAGES_LISTED if page.game_id]
# Over the limits on 2026-12-06, before issue 40's second part (small updates): each game page's view received
# 1.8-2.5 MB (none of it plotly.js), Battle of the Bands' Forward click a median of 18 KB. Strict where the
# measure is steady: the day a page comes under its limit, its mark must go. Every page's view is under it since
# the board parts share one layout and one style and leave their defaults out (bench_page_bytes.py, the same day:
# band-grab 1.12 MB, battle-of-the-bands 1.37 MB, first-band 1.10 MB, scout-and-raise 1.13 MB).
PART_2 = "issue 40, part 2 (small updates): over the limit before that work"
VIEW_OVER_TODAY = set()
CLICK_OVER_TODAY = set()


def marked(pages, over, strict):
    return [pytest.param(p, marks=pytest.mark.xfail(reason=PART_2, strict=strict)) if p in over else p for p in pages]


# Two pages with charts whose views are small today: what they receive besides plotly.js is little.
FIRST, SECOND = "gig-odds.ipynb", "tournament.ipynb"


@pytest.fixture
def context(browser):
    """A browser session of its own (its own HTTP cache), closed at the end."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(60_000)
    yield context
    context.close()


def charts_drawn(page):
    return page.evaluate(
        "() => [...document.querySelectorAll('.bandlab-chart')].map(c => !!c.querySelector('.js-plotly-plot'))"
    )


def errors_of(page):
    """Page errors and console errors of ``page`` from now on, but for failed requests to other hosts (Voila's
    Font Awesome, offline) and to plotly.js (which the test refuses)."""
    seen = []

    def on_console(message):
        url = (message.location or {}).get("url", "")
        if message.type != "error" or "fontawesome" in message.text.lower():
            return
        if "Failed to load resource" in message.text and ("bandlab-plotly" in url or "127.0.0.1" not in url):
            return
        seen.append(f"console: {message.text} (at {url})")

    page.on("pageerror", lambda error: seen.append(f"pageerror: {error}"))
    page.on("console", on_console)
    return seen


def test_plotly_js_is_fetched_once_over_http_for_two_pages_and_never_through_the_kernel(notebooks_server, context):
    first, _ = view(context, notebooks_server.url(FIRST))
    second, _ = view(context, notebooks_server.url(SECOND))
    for meter in (first, second):
        assert not meter.plotly_in_websocket, "the kernel sent plotly.js"
        assert meter.ws_bytes <= PAGE_VIEW_BYTES, f"{meter.ws_bytes:,} bytes from the kernel on one view"
    fetched = [e for e in first.plotly_network if e["bytes"] > PLOTLY_NO_BODY_BYTES]
    assert len(fetched) == PLOTLY_FETCHES_PER_SESSION == 1, first.plotly
    assert "/voila/labextensions/bandlab-plotly/static/plotly.min.js?v=" in fetched[0]["url"]
    assert fetched[0]["status"] == 200
    # the second page asks the server nothing: the browser's cache answers (no revalidation)
    assert second.plotly, "the second page's charts load plotly.js too"
    assert second.plotly_network == [], second.plotly


def test_plotly_js_is_served_for_the_browser_to_keep(notebooks_server, context):
    page, meter, _ = open_view(context, notebooks_server.url(FIRST))
    [entry] = meter.plotly.values()
    response = context.request.get(entry["url"])
    assert response.status == 200 and "javascript" in response.headers["content-type"]
    assert "immutable" in response.headers["cache-control"] and "max-age=31536000" in response.headers["cache-control"]
    assert b"window.Plotly" in response.body()
    page.close()


def test_charts_draw_from_the_kernels_copy_where_the_server_has_no_plotly_js(notebooks_server, context):
    """A plain Jupyter server serves no plotly.js: the page asks its kernel for it, and every chart still draws."""
    context.route("**/bandlab-plotly/**", lambda route: route.fulfill(status=404, body="not here"))
    page = context.new_page()
    errors = errors_of(page)
    meter = ViewMeter(page)
    page.goto(notebooks_server.url(FIRST), wait_until="domcontentloaded")
    meter.wait_quiet(page)
    drawn = charts_drawn(page)
    assert drawn and all(drawn), drawn
    assert meter.plotly_in_websocket, "plotly.js came through the kernel"
    assert not errors, errors
    page.close()


class KeptView:
    """The page of the last view counted, kept open for the click test of the same page (tests parametrized by
    notebook with ``scope="module"`` run grouped by it), so that each page is opened once here."""

    def __init__(self, context):
        self.context, self.notebook, self.page, self.meter = context, None, None, None

    def open(self, server, notebook):
        """Open ``notebook`` in a new page and keep it (closing the one kept before); return its meter."""
        self.close()
        self.page, self.meter, _ = open_view(self.context, server.url(notebook))
        self.notebook = notebook
        return self.meter

    def take(self, server, notebook):
        """The kept (page, meter) of ``notebook``, opened now if another page is kept; no longer kept after."""
        if self.notebook != notebook:
            self.open(server, notebook)
        taken = self.page, self.meter
        self.notebook, self.page, self.meter = None, None, None
        return taken

    def close(self):
        if self.page is not None:
            self.page.close()
        self.notebook, self.page, self.meter = None, None, None


@pytest.fixture(scope="module")
def kept_view(browser):
    """A ``KeptView`` in a browser session of its own for this module's view and click tests."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(60_000)
    kept = KeptView(context)
    yield kept
    kept.close()
    context.close()


@pytest.mark.parametrize("notebook", marked(PAGES, VIEW_OVER_TODAY, strict=True), scope="module")
def test_one_view_of_a_page_receives_at_most_the_limit_from_the_kernel(notebooks_server, kept_view, notebook):
    meter = kept_view.open(notebooks_server, notebook)
    assert not meter.plotly_in_websocket, "the kernel sent plotly.js"
    assert meter.ws_bytes <= PAGE_VIEW_BYTES, f"{notebook}: {meter.ws_bytes:,} bytes from the kernel on one view"


@pytest.mark.parametrize("notebook", marked(GAME_PAGES, CLICK_OVER_TODAY, strict=False), scope="module")
def test_a_forward_click_receives_at_most_the_limit(notebooks_server, kept_view, notebook):
    """Issue 40's second part (small updates): what a stepper's Forward click brings from the kernel (on the page
    the view test of the same page has just opened)."""
    page, meter = kept_view.take(notebooks_server, notebook)
    forward = page.locator(".bandlab-main").get_by_role("button", name="Forward").first
    received = []
    for step in range(1, 6):
        before = meter.ws_bytes
        forward.click()
        page.wait_for_function(
            "text => document.querySelector('.bandlab-main .bandlab-status').innerText.startsWith(text)",
            arg=f"Step {step} of",
        )
        meter.wait_quiet(page, quiet=1.0)
        received.append(meter.ws_bytes - before)
    page.close()
    received.sort()
    median = received[len(received) // 2]
    assert median <= FORWARD_CLICK_BYTES, f"{notebook}: {received} bytes per Forward click"
