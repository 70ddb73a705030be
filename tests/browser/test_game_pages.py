"""Every page in a real browser: no card overflows and no "$" becomes maths, as the page opens and once every
lesson has been stepped to its end. On every game page each lesson steps forward through its whole example without
a page error, each step's narration quoting a rule; the play section answers a move with the bots' moves and says
what they did since it; the page links the index and the next lesson.

Each page is opened once for these tests, which go on from where the one before left it, as a reader does.
"""

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect
from test_visual_faults import maths_on, open_page, overflowing_cards, step_every_lesson_to_its_end

PAGES = {  # page: (the next lesson it links, lessons it shows)
    "first-band.ipynb": ("band-grab.ipynb", 5),
    "band-grab.ipynb": ("battle-of-the-bands.ipynb", 6),
    "battle-of-the-bands.ipynb": ("gig-odds.ipynb", 10),
    "scout-and-raise.ipynb": ("tournament.ipynb", 9),
}
PLAY = ".bandlab-play"
NOTEBOOKS = sorted(p.name for p in (Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))
#: Cards on each page as it opened (the test after its lessons prints both counts).
CARDS_ON_LOAD = {}


def lesson_status(page, index):
    """A lesson's counter, "Move k of n"."""
    return page.locator(".bandlab-lesson").nth(index).locator(".bandlab-lesson-status").inner_text()


@pytest.mark.parametrize("notebook", NOTEBOOKS, scope="module")
def test_no_card_overflows_and_no_dollar_becomes_maths_as_the_page_opens(notebook, shown_pages, request):
    page, dashboard = shown_pages.show(notebook, request, open_page)
    cards, bad = overflowing_cards(page)
    assert not bad, f"{notebook}: {len(bad)} of {cards} cards overflow: {bad[:10]}"
    elements, glyphs = maths_on(page)
    assert elements == 0 and not glyphs, f"{notebook}: maths typeset from '$' ({elements} elements, {glyphs!r})"
    CARDS_ON_LOAD[notebook] = cards
    dashboard.assert_no_errors()


@pytest.mark.parametrize("notebook", PAGES, scope="module")
def test_lessons_step_through_their_examples_quoting_rules(notebook, shown_pages, request):
    page, dashboard = shown_pages.show(notebook, request, open_page)
    lessons = page.locator(".bandlab-lesson")
    expect(lessons).to_have_count(PAGES[notebook][1], timeout=30_000)  # widgets are drawn after the cells show
    steps = 0
    for index in range(lessons.count()):
        lesson = lessons.nth(index)
        forward = lesson.get_by_role("button", name="Forward")
        moved = steps
        while "the end of the example" not in lesson_status(page, index):  # the counter is drawn last
            if "your move" in lesson_status(page, index):  # a task: test_lesson_tasks_browser.py makes the moves
                break
            before = lesson_status(page, index)
            forward.click()
            page.wait_for_function(
                "([i, old]) => document.querySelectorAll('.bandlab-lesson')[i]"
                ".querySelector('.bandlab-lesson-status').innerText !== old",
                arg=[index, before],
                timeout=20_000,
            )
            narration = lesson.locator(".bandlab-lesson-narration").inner_text()
            assert re.search(r"Rule \d+", narration), f"{notebook}, lesson {index + 1}, {lesson_status(page, index)}"
            steps += 1
        back = lesson.locator("button[title='One move back']")  # by name, "Back" would match "discard Feedback"
        assert forward.is_disabled() and (steps == moved or back.is_enabled())
        dashboard.assert_no_errors()
    print(f"\n{notebook}: {lessons.count()} lessons, {steps} steps, each narrated with its rule")


@pytest.mark.parametrize("notebook", NOTEBOOKS, scope="module")
def test_no_card_overflows_and_no_dollar_becomes_maths_after_every_lesson(notebook, shown_pages, request):
    """Every lesson at its end (on a game page the test before has stepped them), or at a task the reader must
    make."""
    page, dashboard = shown_pages.show(notebook, request, open_page)
    lessons = step_every_lesson_to_its_end(page)
    cards, bad = overflowing_cards(page)
    assert not bad, f"{notebook} after its lessons: {len(bad)} of {cards} cards overflow: {bad[:10]}"
    elements, glyphs = maths_on(page)
    assert elements == 0 and not glyphs, f"{notebook} after its lessons: maths typeset ({glyphs!r})"
    print(f"\n{notebook}: {CARDS_ON_LOAD.get(notebook)} cards on load, {cards} after {lessons} lessons; none overflows")
    dashboard.assert_no_errors()


@pytest.mark.parametrize("notebook", PAGES, scope="module")
def test_the_play_section_answers_a_move_with_the_bots_moves(notebook, shown_pages, request):
    page, dashboard = shown_pages.show(notebook, request, open_page)
    play = page.locator(PLAY)
    status = play.locator(".bandlab-status")
    before = status.inner_text()
    assert "Alice" in before and "(you)" in before
    assert "as Alice sees it" in play.inner_text()  # your own view: the others' hands are face down
    moves = play.locator("button[title*='starts a new line'], button[title*='the line goes on']").filter(visible=True)
    assert moves.count(), "no move buttons"
    moves.first.click()
    page.wait_for_function(
        "([root, old]) => document.querySelector(root + ' .bandlab-status').innerText !== old",
        arg=[PLAY, before],
        timeout=30_000,
    )
    page.wait_for_function(
        "root => { const s = document.querySelector(root + ' .bandlab-status').innerText;"
        " return s.includes('Alice') && s.includes('(you)') || s.includes('Game over'); }",
        arg=PLAY,
        timeout=30_000,
    )
    since = play.locator(".bandlab-since")
    since.wait_for(state="attached", timeout=20_000)
    told = since.inner_text()
    assert told.startswith("Since your move") and len(told.splitlines()) >= 2, told
    narration = play.locator(".bandlab-narration").inner_text()
    assert "(you) chose" in narration and "(bot) chose" in narration
    dashboard.assert_no_errors()


@pytest.mark.parametrize("notebook", PAGES, scope="module")
def test_what_would_you_do_gets_the_coachs_answer(notebook, shown_pages, request):
    page, dashboard = shown_pages.show(notebook, request, open_page)
    question = page.locator(".bandlab-what-would-you-do")
    assert question.count() == 1, "each game page asks one 'What would you do?' question"
    question.scroll_into_view_if_needed()
    moves = question.locator(".widget-button").filter(visible=True)
    assert moves.count() >= 3
    moves.nth(1).click()
    question.locator(".js-plotly-plot .bars .point").first.wait_for(state="attached", timeout=120_000)
    answer = question.locator(".bandlab-hint-status").inner_text()
    assert "You chose" in answer and "estimated win chance" in answer, answer
    assert question.locator(".js-plotly-plot .bars .point").count() >= 3  # every legal move has its bar
    dashboard.assert_no_errors()


@pytest.mark.parametrize("notebook", PAGES, scope="module")
def test_the_page_links_the_index_and_the_next_lesson(notebook, shown_pages, request):
    """Last of the page's tests here: it follows the link to the next page."""
    page, dashboard = shown_pages.show(notebook, request, open_page)
    hrefs = {page.locator("a").nth(i).get_attribute("href") for i in range(page.locator("a").count())}
    following = PAGES[notebook][0]
    assert any(h and h.endswith("index.ipynb") for h in hrefs), hrefs
    assert any(h and h.endswith(following) for h in hrefs), (following, hrefs)
    page.locator(f"a[href$='{following}']").last.click()
    page.locator(".jupyter-widgets").first.wait_for(state="visible", timeout=120_000)
    assert page.url.split("?")[0].endswith(following)
    dashboard.assert_no_errors()
