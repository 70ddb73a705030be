"""On the static site, the charts load plotly.js as a file of the site, once per browser profile (issue 40).

The site is built from this checkout and served as a static host serves it (``bandlab.cli.site.SiteServer``:
``Cache-Control: max-age=600``). Every other host is unreachable, as in ``test_static_site.py``.
"""

import shutil
from pathlib import Path

import pytest
from limits import PLOTLY_NO_BODY_BYTES
from page_bytes import ViewMeter

from bandlab.cli.chromium import OFFLINE_ARGUMENTS
from bandlab.widgets.chart import PLOTLY_PATH

ROOT = Path(__file__).resolve().parents[2]
PAGE_TIMEOUT_MS = 240_000  # a page running every cell in the browser's Python, cold, on a busy 2-core machine
CHROMIUM_ARGS = list(OFFLINE_ARGUMENTS)
CHARTS_DRAWN = """() => { const charts = [...document.querySelectorAll('.bandlab-chart')];
    return charts.length > 0 && charts.every(c => c.querySelector('.js-plotly-plot')); }"""


@pytest.fixture(scope="module")
def profile(browser, tmp_path_factory):
    """A reader's Chromium profile with a disk cache (the session's playwright launches it)."""
    context = browser.browser_type.launch_persistent_context(
        str(tmp_path_factory.mktemp("profile")),
        executable_path=shutil.which("chromium"),
        args=CHROMIUM_ARGS,
        viewport={"width": 1280, "height": 900},
    )
    yield context
    context.close()


def open_page(profile, site, page_file, errors):
    page = profile.new_page()
    meter = ViewMeter(page)
    page.on("pageerror", lambda error: errors.append(f"{page_file}: {error}"))
    page.on("console", lambda m: errors.append(f"{page_file}: {m.text}") if m.type == "error" else None)
    page.goto(site.page(page_file), wait_until="domcontentloaded")
    page.wait_for_selector("body[data-bandlab-page=ready]", state="attached", timeout=PAGE_TIMEOUT_MS)
    page.wait_for_function(CHARTS_DRAWN, timeout=60_000, polling=250)
    meter.wait_finished(page)
    return page, meter


def test_the_charts_draw_with_plotly_js_from_the_site_fetched_once(site, profile):
    """Counted by the site's server (JupyterLite's service worker stands between the page and the network, so the
    page's own requests do not tell the network from the cache)."""
    errors = []
    path = f"/extensions/{PLOTLY_PATH}"
    body = site.gzipped(site.folder / "extensions" / PLOTLY_PATH)
    first, first_meter = open_page(profile, site, "gig-odds.ipynb", errors)
    [request] = first_meter.plotly.values()
    assert request["url"].startswith(f"{site.url}extensions/{PLOTLY_PATH}?v=") and request["status"] == 200
    assert site.sent[path] == len(body) > PLOTLY_NO_BODY_BYTES, "the site sent plotly.js, compressed"
    second, second_meter = open_page(profile, site, "tournament.ipynb", errors)
    assert second_meter.plotly, "the second page's charts load plotly.js too"
    assert site.sent[path] == len(body), "once: the browser's cache answered the second page"
    assert not [p for p in site.sent if p.endswith("plotly.min.js") and p != path], "no other copy of plotly.js"
    assert errors == [] and site.missing == [], (errors, site.missing)
    first.close()
    second.close()
