"""The static site (``make site``: JupyterLite + Pyodide, Python in the browser) in a real Chromium, offline.

The site is built once into a temporary folder (``bandlab.cli.site.build_site``) and served on 127.0.0.1 as a
static host serves it (``SiteServer``). One Chromium profile with a disk cache, as a reader's browser has,
opens every page; other hosts are unreachable, and every request to one is counted and must never happen. Each page
must run every cell with no console error, no Python error and no widget that fails to show; then the
parts readers use are driven: a lesson task, "Find the move" on every game page, a move in a play section
and the bots' reply, the exact gig odds, the tournament's run, a shared position, a hostile link and the
index's links to the other pages.
"""

import shutil
import sys
import time
from pathlib import Path

import pytest
from test_accessibility import count, describe, violations
from test_puzzles_browser import labels

import bandlab
from bandlab.analysis.puzzles import load_puzzles
from bandlab.cli.chromium import OFFLINE_ARGUMENTS
from bandlab.core import links
from bandlab.lessons import scenes
from bandlab.pages import PAGES
from bandlab.widgets.lesson import lesson as build_lesson

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "widgets"))
from lesson_pages import button_text, quotes_the_rulebook, wrong_moves  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
#: Every page of the site, the index first (it is what a reader opens first).
SITE_PAGES = ["index.ipynb"] + [page.file for page in PAGES]
GAME_PAGES = [page.file for page in PAGES if page.game_id]
#: The longest a page may take to run every cell here (cold, on a busy 2-core machine: about 20 s measured).
PAGE_TIMEOUT_MS = 240_000
#: What a first visit may download (issue 39).
MAX_FIRST_VISIT_BYTES = 30_000_000
CHROMIUM_ARGS = list(OFFLINE_ARGUMENTS)
MAIN = ".bandlab-main"
PLAY = ".bandlab-play"


class Reader:
    """One browser profile reading the site: its pages, their errors, and every request to another host."""

    def __init__(self, context, site):
        self.context, self.site = context, site
        self.outside, self.errors, self.pages = [], [], {}
        context.on("request", self.request)

    def request(self, request):
        """Count a request to any other host than the site's (it cannot reach one: see CHROMIUM_ARGS)."""
        if not request.url.startswith((self.site.url, "data:", "blob:")):
            self.outside.append(request.url)

    def open(self, page_file, query=""):
        """Open a page of the site and wait until every cell has run; return the page and the seconds it took."""
        page = self.context.new_page()
        page.set_default_timeout(30_000)
        page.on("pageerror", lambda error: self.errors.append(f"{page_file}: {error}"))
        page.on("console", lambda m: self.errors.append(f"{page_file}: {m.text}") if m.type == "error" else None)
        start = time.perf_counter()
        page.goto(self.site.page(page_file, query), wait_until="domcontentloaded")
        page.wait_for_selector("body[data-bandlab-page=ready]", state="attached", timeout=PAGE_TIMEOUT_MS)
        return page, time.perf_counter() - start

    def page(self, page_file):
        """A page of the site, opened once for every test that reads it."""
        if page_file not in self.pages:
            self.pages[page_file] = self.open(page_file)[0]
        return self.pages[page_file]

    def assert_clean(self, page=None):
        """No console or page error, no request to another host, nothing the site lacks; on ``page``, no Python
        error shown and no widget that failed to show."""
        assert self.errors == [] and self.outside == [] and self.site.missing == [], (
            self.errors,
            self.outside,
            self.site.missing,
        )
        if page is not None:
            assert not python_errors(page)


@pytest.fixture(scope="module")
def reader(site, browser, tmp_path_factory):
    """A reader's Chromium: a profile of its own, with a disk cache (an incognito one keeps no 10 MB file), where
    every other host than 127.0.0.1 is unreachable. (Launched through the session's playwright: a second one
    cannot run in the same thread.)"""
    context = browser.browser_type.launch_persistent_context(
        str(tmp_path_factory.mktemp("profile")),
        executable_path=shutil.which("chromium"),
        args=CHROMIUM_ARGS,
        viewport={"width": 1280, "height": 900},
    )
    yield Reader(context, site)
    context.close()


def wait_for_change(page, selector, old):
    """Wait until the element ``selector`` (looked up afresh: a widget may redraw it) no longer reads ``old``."""
    page.wait_for_function(
        "([selector, old]) => { const e = document.querySelector(selector); return e && e.innerText !== old; }",
        arg=[selector, old],
    )


def python_errors(page):
    """Python errors and widgets that failed to show, as the page shows them."""
    outputs = page.locator(".jp-OutputArea-output").all_inner_texts()
    return [t for t in outputs if "Traceback" in t or "Error displaying widget" in t]


def test_a_first_visit_downloads_at_most_30_mb_all_from_the_site(reader, site):
    page, seconds = reader.open("first-band.ipynb")
    reader.pages["first-band.ipynb"] = page
    sent = site.by_part()
    print(f"\nfirst visit: {seconds:.1f} s, " + ", ".join(f"{k} {v / 1e6:.1f} MB" for k, v in sent.items()))
    assert sum(sent.values()) <= MAX_FIRST_VISIT_BYTES, sent
    assert sent["Pyodide core"] > 5_000_000 and sent["wheels"] > 1_000_000, "Python itself comes from the site"
    assert reader.outside == []
    assert not python_errors(page)
    assert page.locator(".jupyter-widgets").count() > 100


#: Click a lesson's Forward button; ``window.bandlabClick`` becomes the time the lesson changed (ms from navigation).
CLICK_FORWARD = """button => {
  const box = button.closest('.bandlab-lesson');
  const counter = () => { const s = box.querySelector('.bandlab-lesson-status'); return s ? s.textContent : ''; };
  const before = counter();
  window.bandlabClick = null;
  const watch = new MutationObserver(() => {
    if (counter() !== before) { watch.disconnect(); window.bandlabClick = performance.now(); }
  });
  watch.observe(box, {subtree: true, childList: true, characterData: true});
  button.click();
}"""


def test_a_lesson_answers_a_click_before_the_rest_of_the_page_has_run(reader):
    """The cells run one at a time: a click on the first lesson, made the moment it is drawn, is answered between
    two cells, before the page's later (heavier) cells have run, not after the last."""
    page = reader.context.new_page()
    page.goto(reader.site.page("first-band.ipynb"), wait_until="domcontentloaded")
    button = page.locator(".bandlab-lesson").get_by_role("button", name="Forward", disabled=False).first
    button.wait_for(state="attached", timeout=PAGE_TIMEOUT_MS)
    button.evaluate(CLICK_FORWARD)
    page.wait_for_function("window.bandlabClick !== null", timeout=PAGE_TIMEOUT_MS)
    page.wait_for_selector("body[data-bandlab-page=ready]", state="attached", timeout=PAGE_TIMEOUT_MS)
    answered, ran = page.evaluate("[window.bandlabClick, performance.getEntriesByName('bandlab:ran')[0].startTime]")
    assert answered < ran, f"the click was answered at {answered:.0f} ms, after every cell had run ({ran:.0f} ms)"
    assert not python_errors(page)
    page.close()


@pytest.mark.parametrize("page_file", SITE_PAGES)
def test_every_page_runs_every_cell_without_an_error_and_passes_axe_core(reader, page_file):
    """Each page as a reader first sees it once every cell has run: no error, no code, its widgets, and no
    WCAG 2.1 A/AA violation axe-core finds (issue 41, as under Voila: test_accessibility.py), with the pages'
    accessibility layer running. (Checked here, on the page this test opens first, rather than on a second cold
    start of Python in a test of its own: each costs about 20 s.)"""
    page = reader.page(page_file)
    assert not python_errors(page)
    assert page.locator("#bandlab-loading").count() == 0, "the loading message is gone once the page has run"
    assert page.locator(".jp-CodeCell .jp-InputArea").first.is_hidden(), "the reader sees no code"
    if page_file != "index.ipynb":
        assert page.locator(".jupyter-widgets").count() >= 10
    rules = violations(page)
    print(f"\n{page_file}: {count(rules)} failing elements " + ", ".join(f"{r['id']}×{len(r['nodes'])}" for r in rules))
    assert not rules, f"{page_file}: {count(rules)} axe-core WCAG 2.1 A/AA failures:\n  {describe({page_file: rules})}"
    assert page.evaluate("() => !!window.bandlabAccess"), "the pages' accessibility layer runs on the site"
    reader.assert_clean()


def test_a_lesson_task_answered_wrongly_then_rightly(reader):
    page = reader.page("first-band.ipynb")
    key = next(k for k in scenes("first-band") if build_lesson("first-band", k).task_steps)
    model, box = build_lesson("first-band", key), page.locator(f".bandlab-lesson-{key}")
    box.scroll_into_view_if_needed()
    status = box.locator(".bandlab-lesson-status")
    step = model.task_steps[0]
    while model.step < step - 1:
        before = status.inner_text()
        box.get_by_role("button", name="Forward").click()
        wait_for_change(page, f".bandlab-lesson-{key} .bandlab-lesson-status", before)
        model.forward()
    task = box.locator(".bandlab-task")
    task.wait_for(state="visible")
    task.get_by_role("button", name=wrong_moves(model)[0], exact=True).click()
    answer = task.locator(".bandlab-task-answer")
    answer.wait_for(state="visible")
    assert quotes_the_rulebook("first-band", answer.inner_text()), answer.inner_text()
    assert "your move" in status.inner_text(), "a wrong move leaves the task where it was"
    shown = status.inner_text()
    task.get_by_role("button", name=button_text(model, model.tasks[step].right[0]), exact=True).click()
    wait_for_change(page, f".bandlab-lesson-{key} .bandlab-lesson-status", shown)
    assert "your move" not in status.inner_text()
    reader.assert_clean(page)


@pytest.mark.parametrize("page_file", GAME_PAGES)
def test_find_the_move_answers_a_puzzle(reader, page_file):
    game_id = page_file.removesuffix(".ipynb")
    page = reader.page(page_file)
    box = page.locator(".bandlab-puzzle")
    box.scroll_into_view_if_needed()
    shown, best = labels(load_puzzles(game_id)[0])
    button = box.locator(".bandlab-puzzle-move").nth(best)
    assert button.inner_text().strip() == shown[best].strip()
    button.click()
    box.locator(".bandlab-puzzle-answer").wait_for(state="visible")
    assert "Right!" in box.locator(".bandlab-puzzle-answer").inner_text()
    link = box.locator(".bandlab-puzzle-share input").input_value()
    assert link == reader.site.page(page_file, "puzzle=1"), "the puzzle's Share link is the site's"
    reader.assert_clean(page)


def test_a_move_in_the_play_section_and_the_bots_reply(reader):
    page = reader.page("first-band.ipynb")
    play = page.locator(PLAY)
    play.scroll_into_view_if_needed()
    status = play.locator(".bandlab-status")
    before = status.inner_text()
    assert "Alice" in before and "(you)" in before
    moves = play.locator("button[title*='starts a new line'], button[title*='the line goes on']").filter(visible=True)
    moves.first.click()
    wait_for_change(page, f"{PLAY} .bandlab-status", before)
    since = play.locator(".bandlab-since")
    since.wait_for(state="attached")
    assert since.inner_text().startswith("Since your move")
    assert "(bot) chose" in play.locator(".bandlab-narration").inner_text()
    reader.assert_clean(page)


def test_the_exact_gig_odds_follow_an_hp(reader):
    page = reader.page("gig-odds.ipynb")
    tie = page.locator(".widget-label").filter(has_text="Tie for the highest").last
    tie.scroll_into_view_if_needed()
    before = tie.inner_text()
    handle = page.locator(".widget-hslider").filter(has_text="Tisha").last.locator(".noUi-handle")
    handle.focus()
    handle.press("ArrowRight")
    page.wait_for_function(
        "old => [...document.querySelectorAll('.widget-label')].some(e => e.innerText.startsWith('Tie for the highest')"
        " && e.innerText !== old)",
        arg=before,
    )
    reader.assert_clean(page)


def test_rolled_gigs_show_their_progress_bar_and_the_exact_chance(reader):
    page = reader.page("gig-odds.ipynb")
    button = page.get_by_role("button", name="Roll 2,000 gigs")
    button.scroll_into_view_if_needed()
    button.click()
    result = page.locator(".jp-OutputArea-output").filter(has_text="Tisha won").last
    result.wait_for(state="attached", timeout=120_000)
    assert "the exact chance is" in result.inner_text()
    bars = page.locator(".widget-hprogress")
    assert bars.count() >= 1, "the progress bar is a widget in the browser too"
    warnings = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
    assert warnings.count() == 0, warnings.all_inner_texts()
    reader.assert_clean(page)


def test_the_tournament_runs_with_its_progress_bar(reader):
    page = reader.page("tournament.ipynb")
    assert page.locator(".js-plotly-plot").count() >= 1, "the opening run's charts are drawn"
    reader.assert_clean(page)


def test_a_site_link_opens_its_position_and_shares_itself(reader, site):
    position = links.seed_query("battle-of-the-bands", 3, 11, 9)
    page, _ = reader.open("battle-of-the-bands.ipynb", position)
    status = page.locator(f"{MAIN} .bandlab-status")
    assert status.inner_text().startswith("Step 9 of"), status.inner_text()
    share = page.locator(f"{MAIN} .widget-text").filter(has_text="Share").locator("input").first
    assert share.input_value() == site.page("battle-of-the-bands.ipynb", position)
    reader.assert_clean(page)
    page.close()


def test_a_hostile_link_shows_a_message_and_the_page_still_works(reader):
    page, _ = reader.open("band-grab.ipynb", "r=" + "A" * 5000 + "&step=-3")
    message = page.locator(f"{MAIN} .bandlab-message").inner_text()
    assert message.startswith("This link cannot be opened, so here is a new game instead."), message
    assert page.locator(f"{MAIN} .bandlab-status").inner_text().startswith("Step 0 of")
    assert not python_errors(page)
    page.close()


def test_the_index_links_open_the_sites_pages_in_the_same_python(reader, site):
    """A link between pages opens the next page in the same tab and the same Python (no second start of Python):
    the page is the linked one, it works, it shares its own links, and Back opens the page before again."""
    page = reader.page("index.ipynb")
    page.locator(".bandlab-lessons a", has_text=bandlab.GAMES["band-grab"].name).first.click()
    page.wait_for_url(site.page("band-grab.ipynb") + "*")
    page.wait_for_selector("body[data-bandlab-page=ready]", state="attached", timeout=PAGE_TIMEOUT_MS)
    del reader.pages["index.ipynb"]
    assert page.evaluate("window.bandlabSite.pagesOpened") == 2, "the linked page ran in the Python already started"
    assert page.title().startswith("band-grab")
    assert page.locator(".bandlab-lessons").count() == 0, "the index's widgets are gone"
    assert page.locator(f"{MAIN} .bandlab-status").inner_text().startswith("Step 0 of")
    share = page.locator(f"{MAIN} .widget-text").filter(has_text="Share").locator("input").first
    assert share.input_value().startswith(site.page("band-grab.ipynb") + "&"), "its links are its own page's"
    box = page.locator(".bandlab-puzzle")
    box.scroll_into_view_if_needed()
    shown, best = labels(load_puzzles("band-grab")[0])
    box.locator(".bandlab-puzzle-move").nth(best).click()
    box.locator(".bandlab-puzzle-answer").wait_for(state="visible")
    assert "Right!" in box.locator(".bandlab-puzzle-answer").inner_text()
    assert not python_errors(page)
    reader.assert_clean(page)
    page.go_back()
    page.wait_for_url(site.page("index.ipynb"))
    page.wait_for_selector("body[data-bandlab-page=ready]", state="attached", timeout=PAGE_TIMEOUT_MS)
    assert page.locator(".bandlab-lessons a").count() >= 4, "Back shows the index again"
    reader.assert_clean(page)


def test_the_balance_lab_runs_in_the_browser(reader):
    """Issue 42's page on the site: Run plays its paired games in the browser's Python (no threads, no numpy) and
    draws the charts and the card table."""
    page = reader.page("balance-lab.ipynb")
    box = page.locator(".bandlab-balance-lab")
    box.scroll_into_view_if_needed()
    box.get_by_role("button", name="Run").click()
    box.locator(".bandlab-balance-sentences").wait_for(state="attached", timeout=PAGE_TIMEOUT_MS)
    box.locator(".bandlab-card-table tr.bandlab-card-row").first.wait_for(state="attached", timeout=60_000)
    page.wait_for_function(
        "() => document.querySelectorAll('.bandlab-balance-lab .js-plotly-plot').length >= 3", timeout=60_000
    )
    assert "With target 6, games last" in box.locator(".bandlab-balance-sentences").inner_text()
    reader.assert_clean(page)
