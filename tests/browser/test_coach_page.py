"""The coach in a real browser, under Voila: ask for a hint and see the chart, step on while the
coach thinks, answer a "what would you do?" question.

The page is ``tests/browser/coach/coach.ipynb`` (a stepper and a lesson question), served like
the dashboards.  The hint is computed in a background thread whose widget updates must reach
the page: this is the check that they do under Voila.  Prints the hint's time to answer.
"""

import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
PAGE = "coach.ipynb"
COACH = ".bandlab-coach"
HINT_BARS = f"{COACH} .bandlab-hint .js-plotly-plot .bars .point"
QUESTION = ".bandlab-what-would-you-do"


def open_page(voila_server, dashboard):
    """Serve and open the coach page; return (server, seconds to the first widget)."""
    server = voila_server(HERE / "coach", preheat=True)
    seconds = dashboard.open(server.url(PAGE), timeout=90)
    return server, seconds


def status(page):
    """The stepper's status line."""
    return page.locator(".bandlab-status").first.inner_text()


def test_hint_draws_the_chart_and_the_page_keeps_stepping(voila_server, page, dashboard):
    _, seconds = open_page(voila_server, dashboard)
    page.locator(COACH).wait_for(state="visible", timeout=60_000)
    assert status(page).startswith("Step 4 of")

    started = time.perf_counter()
    page.locator(COACH).get_by_role("button", name="Hint").click()
    page.locator(HINT_BARS).first.wait_for(state="attached", timeout=90_000)
    answered = time.perf_counter() - started
    text = page.locator(f"{COACH} .bandlab-hint-status").inner_text()
    assert "the coach's choice is" in text
    bars = page.locator(HINT_BARS).count()
    assert bars >= 2, f"the hint chart shows {bars} bars"
    print(f"\ncoach page: first widget after {seconds:.1f} s; hint answered in {answered:.1f} s ({bars} moves)")

    # Ask again one step on, and step on at once: the page answers while the coach thinks,
    # and the answer for step 5 is never drawn at step 6.
    page.locator(".bandlab-stepper").get_by_role("button", name="Forward").first.click()
    page.wait_for_function("() => document.querySelector('.bandlab-status').innerText.startsWith('Step 5 of')")
    page.locator(COACH).get_by_role("button", name="Hint").click()
    page.wait_for_function(
        "() => document.querySelector('.bandlab-hint-status').innerText.includes('thinking')", timeout=30_000
    )
    clicked = time.perf_counter()
    page.locator(".bandlab-stepper").get_by_role("button", name="Forward").first.click()
    page.wait_for_function(
        "() => document.querySelector('.bandlab-status').innerText.startsWith('Step 6 of')", timeout=30_000
    )
    stepped = time.perf_counter() - clicked
    page.wait_for_function(
        "() => document.querySelector('.bandlab-hint-status').innerText.includes('Press Hint')", timeout=30_000
    )
    page.wait_for_timeout(1500)
    assert "Press Hint" in page.locator(f"{COACH} .bandlab-hint-status").inner_text()
    print(f"a step while the coach was thinking took {stepped:.2f} s")
    dashboard.assert_no_errors()


def test_what_would_you_do_answers_in_the_page(voila_server, page, dashboard):
    open_page(voila_server, dashboard)
    question = page.locator(QUESTION)
    question.wait_for(state="visible", timeout=60_000)
    question.get_by_role("button").first.click()
    question.locator(".js-plotly-plot .bars .point").first.wait_for(state="attached", timeout=90_000)
    assert "You chose" in question.locator(".bandlab-hint-status").inner_text()
    question.get_by_role("button", name="Try another move").wait_for(state="visible")
    dashboard.assert_no_errors()
