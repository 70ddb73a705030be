"""axe-core in a real browser, on every page ``make run`` serves (issue 41): no violation of the WCAG 2.1 A and AA
rules at load, and none after the reader has opened a lesson step, answered a task wrongly, answered a puzzle,
made a move in the play section and asked the coach. Every card is told in words: on every game page each board card
has its text on hover and tap, and 1st Band's cards out of the game say so. Each page is opened once for these
tests (``shown_pages``), which run on it in file order: at load, 1st Band's deck, the board cards, in use.

axe-core runs offline: its ``axe.min.js`` comes with the PyPI package ``axe-playwright-python`` (the test extra)
and is injected into the page; nothing is fetched. A failure names every rule broken and the elements that
break it (their CSS selectors), state by state.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest
from test_visual_faults import open_page

from bandlab.pages import PAGES

WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
NOTEBOOKS = ["index.ipynb", *(p.file for p in PAGES)]
GAME_NOTEBOOKS = [p.file for p in PAGES if p.game_id]
PLAY = ".bandlab-play"


def axe_script() -> str:
    """The text of axe.min.js from the installed ``axe-playwright-python`` (the test is skipped, saying why,
    without it)."""
    try:
        import axe_playwright_python
    except ImportError:
        pytest.skip("axe-core needs the test extra's axe-playwright-python (pip install -e '.[test]')")
    return (Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text()


RUN_AXE = """async (tags) => {
  const results = await axe.run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
  return results.violations.map(v => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map(n => ({target: n.target.join(' '), html: n.html.slice(0, 160),
                              summary: (n.failureSummary || '').slice(0, 300)})),
  }));
}"""


def violations(page) -> list[dict]:
    """axe-core's WCAG 2.1 A/AA violations of the page as it is now."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.evaluate(axe_script())
    page.evaluate("() => window.bandlabAccess && window.bandlabAccess.sweep()")  # what the page does within 50 ms
    return page.evaluate(RUN_AXE, WCAG_TAGS)


def describe(found: dict[str, list[dict]]) -> str:
    """One line per failing element: state, rule id, element target, what axe says to fix."""
    lines = []
    for state, rules in found.items():
        for rule in rules:
            for node in rule["nodes"]:
                summary = " ".join(node["summary"].split())
                lines.append(f"[{state}] {rule['id']} ({rule['impact']}): {node['target']} -- {summary}")
    return "\n  ".join(lines)


def count(rules: list[dict]) -> int:
    """Failing elements of one run."""
    return sum(len(rule["nodes"]) for rule in rules)


class Checker:
    """Runs axe at each state of one page and keeps what it finds, to fail once with all of it."""

    def __init__(self, page, notebook):
        self.page, self.notebook, self.found = page, notebook, {}

    def check(self, state: str) -> None:
        rules = violations(self.page)
        if rules:
            self.found[state] = rules
        print(
            f"\n{self.notebook} [{state}]: {count(rules)} failing elements "
            + ", ".join(f"{r['id']}×{len(r['nodes'])}" for r in rules)
        )
        if rules:
            print("  " + describe({state: rules}))

    def assert_clean(self) -> None:
        total = sum(count(rules) for rules in self.found.values())
        assert not total, f"{self.notebook}: {total} axe-core WCAG 2.1 A/AA failures:\n  {describe(self.found)}"


def wait_for_change(page, selector: str, before: str, timeout: int = 30_000) -> None:
    page.wait_for_function(
        "([selector, old]) => { const el = document.querySelector(selector); return el && el.innerText !== old; }",
        arg=[selector, before],
        timeout=timeout,
    )


def first_lesson_that_steps(game_id: str) -> str:
    """The key of the page's first lesson whose Forward is enabled when the page opens: a page may open with a
    lesson of no moves (1st Band's deal) or one that asks its task at once (Battle of the Bands's Tisha)."""
    from bandlab.lessons import scenes
    from bandlab.widgets.lesson import lesson as build_lesson

    return next(key for key in scenes(game_id) if not build_lesson(game_id, key).forward_button.disabled)


def press_forward(page, key: str) -> None:
    """Forward on lesson ``key``, waiting for its counter to change."""
    box = page.locator(f".bandlab-lesson-{key}")
    status = f".bandlab-lesson-{key} .bandlab-lesson-status"
    page.locator(status).wait_for(state="attached", timeout=120_000)
    before = page.locator(status).inner_text()
    box.get_by_role("button", name="Forward").click()
    wait_for_change(page, status, before)


def open_a_lesson_step(page, game_id: str) -> str:
    """Forward on the first lesson that can go forward; returns its key."""
    key = first_lesson_that_steps(game_id)
    press_forward(page, key)
    return key


def answer_a_task_wrongly(page, game_id: str, stepped: str) -> None:
    """Forward through the first lesson with a task up to it (lesson ``stepped`` is already one step on), and
    make a wrong move."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "widgets"))
    from lesson_pages import wrong_moves

    from bandlab.lessons import scenes
    from bandlab.widgets.lesson import lesson as build_lesson

    key, model = next((k, m) for k in scenes(game_id) if (m := build_lesson(game_id, k)).task_steps)
    if key == stepped:
        model.forward()
    box = page.locator(f".bandlab-lesson-{key}")
    box.wait_for(state="attached", timeout=60_000)
    step = model.task_steps[0]
    while model.step < step - 1:
        press_forward(page, key)
        model.forward()
    model.go(step - 1)
    task = box.locator(".bandlab-task")
    task.wait_for(state="visible")
    task.get_by_role("button", name=wrong_moves(model)[0], exact=True).click()
    task.locator(".bandlab-task-answer").wait_for(state="visible", timeout=20_000)


def answer_a_puzzle(page) -> None:
    box = page.locator(".bandlab-puzzle")
    box.scroll_into_view_if_needed()
    box.locator(".bandlab-puzzle-move").first.click()
    box.locator(".bandlab-puzzle-answer").wait_for(state="visible", timeout=20_000)
    box.locator(".bandlab-chart .js-plotly-plot").wait_for(state="visible", timeout=30_000)


def make_a_play_move(page) -> None:
    play = page.locator(PLAY)
    status = f"{PLAY} .bandlab-status"
    before = page.locator(status).inner_text()
    moves = play.locator("button[title*='starts a new line'], button[title*='the line goes on']").filter(visible=True)
    moves.first.click()
    wait_for_change(page, status, before)
    play.locator(".bandlab-since").wait_for(state="attached", timeout=30_000)


def ask_the_coach(page) -> None:
    """The page's "What would you do?" question, answered by the coach with its chart."""
    question = page.locator(".bandlab-what-would-you-do")
    question.scroll_into_view_if_needed()
    question.locator(".widget-button").filter(visible=True).nth(1).click()
    question.locator(".js-plotly-plot .bars .point").first.wait_for(state="attached", timeout=120_000)


@pytest.mark.parametrize("notebook", NOTEBOOKS, scope="module")
def test_every_page_passes_axe_core_at_load(notebook, shown_pages, request):
    page, dashboard = shown_pages.show(notebook, request, open_page)
    checker = Checker(page, notebook)
    checker.check("load")
    checker.assert_clean()
    dashboard.assert_no_errors()


# Every card of the 1st Band page's deck: code, opacity, the words it shows, its accessible name (aria-label).
DECK_CARDS = """() => [...document.querySelectorAll('.fb-deck [data-code]')].map(el =>
    [el.getAttribute('data-code'), parseFloat(getComputedStyle(el).opacity), el.innerText,
     el.getAttribute('aria-label')])"""


@pytest.mark.parametrize("notebook", ["first-band.ipynb"], scope="module")
def test_a_removed_card_is_told_in_words_not_by_colour_alone(notebook, shown_pages, request):
    """1st Band's deck for 4 players: each card out of the game says "out" on its face and in its accessible name;
    no card looks dimmed without saying why, and no card in the game says it is out."""
    from bandlab.games.first_band.cards import ALL_CARDS, CODE, REMOVED_VALUES, VALUE

    page, dashboard = shown_pages.show(notebook, request, open_page)
    cards = page.evaluate(DECK_CARDS)
    assert len(cards) == 50
    removed = {CODE[c] for c in ALL_CARDS if VALUE[c] in REMOVED_VALUES[4]}
    assert len(removed) == 5
    for code, opacity, shown, name in cards:
        words = "out" in shown.replace(",", " ").split()
        named = "Out of the game for 4 players" in (name or "")
        if code in removed:
            assert words and named, f"{code} is out for 4 players but says so only by its colour: {shown!r}, {name!r}"
        else:
            assert not words and not named and opacity == 1, f"{code} is in the game but looks or reads as out"
    dashboard.assert_no_errors()


CARD_MODULES = {  # game page: its game package, whose cards module gives card_text
    "first-band.ipynb": "first_band",
    "scout-and-raise.ipynb": "scout_and_raise",
    "battle-of-the-bands.ipynb": "battle_of_the_bands",
    "band-grab.ipynb": "band_grab",
}

# (code, hover text) of every card face on a board of the page, and of the songs (Scout & Raise).
BOARD_CARDS = """() => [...document.querySelectorAll('.bl-board [data-code]')]
    .map(el => [el.getAttribute('data-code'), el.getAttribute('title')])"""
# The items of a page's "What every card does" list, if it has one.
CARD_LIST = """() => [...document.querySelectorAll('details')]
    .filter(d => d.querySelector('summary') && d.querySelector('summary').innerText.includes('What every card does'))
    .flatMap(d => [...d.querySelectorAll('li')].map(li => li.textContent.trim()))"""
# A board card focused as a tap focuses it: the text its ::after shows, and whether the stylesheet is in force.
TAPPED = """() => {
  const card = document.querySelector('.bl-board .bl-card[data-code]');
  card.focus();
  const after = getComputedStyle(card, '::after');
  return [card.getAttribute('title'), after.content, after.display, getComputedStyle(card).cursor,
          document.activeElement === card];
}"""


#: What a card out of play adds to its text, in words (issue 41: not by dimming alone).
OUT_NOTES = re.compile(r"(Removed from the game\.|Out of the game for \d players\.)")


def says_what_it_does(title, text):
    """A card's hover text is its card text, and for a card out of play that text followed by why it is out."""
    return title == text or (title.startswith(text + " ") and OUT_NOTES.fullmatch(title[len(text) + 1 :]) is not None)


@pytest.mark.parametrize("notebook", CARD_MODULES, scope="module")
def test_every_board_card_says_what_it_does_on_hover_and_tap(notebook, shown_pages, request):
    """Every card on a board (in the lessons and the play section) has what it does as its hover text, the same
    words as the game's card list (``card_text``; on the Battle of the Bands page also the words of its "What every
    card does" list), and a tap (focus) shows that text under the card: the boards' ``<style>`` block survives
    ipywidgets' HTML widget."""
    card_text = importlib.import_module(f"bandlab.games.{CARD_MODULES[notebook]}.cards").card_text
    page, dashboard = shown_pages.show(notebook, request, open_page)
    cards = page.evaluate(BOARD_CARDS)
    assert len(cards) >= 10, f"{notebook}: only {len(cards)} cards on its boards"
    wrong = [(code, title) for code, title in cards if not says_what_it_does(title, card_text(code))]
    assert not wrong, f"{notebook}: {len(wrong)} of {len(cards)} board cards lack their text: {wrong[:5]}"
    listed = page.evaluate(CARD_LIST)
    if notebook == "battle-of-the-bands.ipynb":
        assert listed and {title for _, title in cards} <= set(listed), "a board card's text is not in the list"
    title, content, display, cursor, focused = page.evaluate(TAPPED)
    assert focused and cursor == "help", "the boards' stylesheet is not in force"
    assert display != "none" and content.strip('"') == title, (content, title)
    print(f"\n{notebook}: {len(cards)} board cards, each with its text; a tap shows {title[:60]!r}…")
    dashboard.assert_no_errors()


@pytest.mark.parametrize("notebook", GAME_NOTEBOOKS, scope="module")
def test_every_game_page_passes_axe_core_as_it_is_used(notebook, shown_pages, request):
    game_id = next(p.game_id for p in PAGES if p.file == notebook)
    page, dashboard = shown_pages.show(notebook, request, open_page)
    checker = Checker(page, notebook)
    stepped = open_a_lesson_step(page, game_id)
    checker.check("a lesson step")
    answer_a_task_wrongly(page, game_id, stepped)
    checker.check("a task's wrong answer")
    answer_a_puzzle(page)
    checker.check("a puzzle's answer")
    make_a_play_move(page)
    checker.check("a play move")
    ask_the_coach(page)
    checker.check("a coach's answer")
    checker.assert_clean()
    dashboard.assert_no_errors()
