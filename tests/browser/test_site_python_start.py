"""The static site starts the page's Python before the notebook is read, as soon as the app's services know its
kernel (issue 39).

bandlab-site's plugin starts a session for the page's notebook once the kernel's own plugin has registered it,
before the app has started; the notebook, once open, finds that session and joins it. A first visit in a fresh
profile: the page must run in that Python (one Python, not a second one started by the notebook), the start must
come before the notebook is open, and the page must run every cell without an error.
"""

import shutil

from bandlab.cli.chromium import OFFLINE_ARGUMENTS
from bandlab.pages import PAGES

#: The longest a cold page may take to run every cell on a busy 2-core machine.
PAGE_TIMEOUT_MS = 240_000
MARKS = """() => Object.fromEntries(performance.getEntriesByType('mark')
  .filter(m => m.name.startsWith('bandlab:')).map(m => [m.name.slice(8), m.startTime]))"""


def test_a_first_visit_runs_in_the_python_started_before_the_notebook_opened(site, browser, tmp_path):
    context = browser.browser_type.launch_persistent_context(
        str(tmp_path / "profile"),
        executable_path=shutil.which("chromium"),
        args=list(OFFLINE_ARGUMENTS),
        viewport={"width": 1280, "height": 900},
    )
    errors = []
    try:
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.goto(site.page(PAGES[0].file), wait_until="commit")
        page.wait_for_selector("body[data-bandlab-page=ready]", state="attached", timeout=PAGE_TIMEOUT_MS)
        marks = page.evaluate(MARKS)
        started_early = page.evaluate("window.bandlabSite.startedEarly")
        tracebacks = [t for t in page.locator(".jp-OutputArea-output").all_inner_texts() if "Traceback" in t]
    finally:
        context.close()
    assert started_early is True, "the notebook started a Python of its own instead of joining the early one"
    assert marks["python-start"] < marks["page-open"] < marks["python-ready"] < marks["ran"], marks
    assert errors == [] and tracebacks == [] and site.missing == [], (errors, tracebacks, site.missing)
