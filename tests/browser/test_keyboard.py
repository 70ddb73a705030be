"""Keyboard only, in a real browser (issue 41): on every game page a lesson task, a puzzle and a turn of the play
section are done with Tab, Shift+Tab, Enter and Space alone -- no click, no script focus. At every stop the
focus is visible (an outline or a box shadow drawn while the element is ``:focus-visible``), and the cards on
the boards are stops whose accessible name is their card text (the game's ``card_text``, the one source). Then, on
the same page, the rule index is opened by keyboard.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest
from playwright.sync_api import expect
from test_accessibility import WCAG_TAGS, axe_script
from test_visual_faults import open_page

from bandlab.lessons import has_lessons, rule_index, scenes
from bandlab.widgets.lesson import lesson as build_lesson

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "widgets"))
from lesson_pages import button_text  # noqa: E402

GAMES = {
    "first-band": "first_band",
    "band-grab": "band_grab",
    "battle-of-the-bands": "battle_of_the_bands",
    "scout-and-raise": "scout_and_raise",
}
PLAY = ".bandlab-play"
MOVE = "button[title*='starts a new line'], button[title*='the line goes on']"
MAX_STOPS = 1500

# The focused element: whether it is what we look for, a description, whether its focus is drawn, and a board
# card's code and accessible-name attribute.
FOCUSED = """([selector, text]) => {
  const el = document.activeElement;
  if (!el || el === document.body) return {body: true};
  const style = getComputedStyle(el);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const shadow = style.boxShadow && style.boxShadow !== 'none';
  const words = (el.innerText || el.getAttribute('aria-label') || el.title || '').trim();
  return {
    body: false,
    hit: el.matches(selector) && !el.disabled && (text === null || words === text),
    what: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${words.slice(0, 40)}"`,
    visible: el.matches(':focus-visible') && (outline || shadow),
    card: el.matches('.bl-board [data-code]') ? [el.getAttribute('data-code'), el.getAttribute('aria-label')] : null,
  };
}"""


class Keyboard:
    """Moves the focus with Tab / Shift+Tab only, checking each stop."""

    def __init__(self, page):
        self.page = page
        self.stops = 0
        self.unseen: list[str] = []  # stops whose focus is not drawn
        self.cards: dict[str, str] = {}  # board cards reached: code -> accessible name

    def look(self, selector, text):
        return self.page.evaluate(FOCUSED, [selector, text])

    def to(self, selector: str, text: str | None = None) -> None:
        """Tab (then, if it runs off the end, Shift+Tab) until the focus is on ``selector`` (with ``text``)."""
        seen = self.look(selector, text)
        for key in ("Tab", "Shift+Tab"):
            for _ in range(MAX_STOPS):
                if not seen["body"] and seen["hit"]:
                    return
                self.page.keyboard.press(key)
                self.stops += 1
                seen = self.look(selector, text)
                if seen["body"]:
                    break  # off the end of the page: go the other way
                if not seen["visible"]:
                    self.unseen.append(seen["what"])
                if seen["card"]:
                    self.cards[seen["card"][0]] = seen["card"][1]
        raise AssertionError(f"Tab and Shift+Tab never reach {selector} {text or ''} ({self.stops} stops)")


def wait_for_change(page, selector, before, timeout=30_000):
    page.wait_for_function(
        "([selector, old]) => { const el = document.querySelector(selector); return el && el.innerText !== old; }",
        arg=[selector, before],
        timeout=timeout,
    )


@pytest.mark.parametrize("game_id", list(GAMES), scope="module")
def test_a_task_a_puzzle_and_a_play_turn_by_keyboard_alone(game_id, shown_pages, request):
    page, dashboard = shown_pages.show(f"{game_id}.ipynb", request, open_page)
    keys = Keyboard(page)

    # A lesson task: Forward (Enter) to the task, then the right move (Space).
    key, model = next((k, m) for k in scenes(game_id) if (m := build_lesson(game_id, k)).task_steps)
    lesson, status = f".bandlab-lesson-{key}", f".bandlab-lesson-{key} .bandlab-lesson-status"
    step = model.task_steps[0]
    while model.step < step - 1:
        keys.to(f"{lesson} button", "Forward")
        before = page.locator(status).inner_text()
        page.keyboard.press("Enter")
        wait_for_change(page, status, before)
        model.forward()
    model.go(step - 1)
    page.locator(f"{lesson} .bandlab-task").wait_for(state="visible")
    right = button_text(model, model.tasks[step].right[0])
    keys.to(f"{lesson} .bandlab-task button", right)
    before = page.locator(status).inner_text()
    page.keyboard.press("Space")
    wait_for_change(page, status, before)
    assert page.locator(status).inner_text().startswith(f"Move {step - model.start} of"), "the task was not solved"

    # A puzzle: a move (Enter), answered.
    keys.to(".bandlab-puzzle .bandlab-puzzle-move")
    page.keyboard.press("Enter")
    page.locator(".bandlab-puzzle .bandlab-puzzle-answer").wait_for(state="visible", timeout=20_000)

    # A turn of the play section: a move (Enter); the bots answer and the page says what they did.
    play_status = f"{PLAY} .bandlab-status"
    before = page.locator(play_status).inner_text()
    keys.to(f"{PLAY} :is({MOVE})")
    page.keyboard.press("Enter")
    wait_for_change(page, play_status, before)
    page.wait_for_function(
        "root => { const s = document.querySelector(root + ' .bandlab-status').innerText;"
        " return s.includes('Alice') && s.includes('(you)') || s.includes('Game over'); }",
        arg=PLAY,
        timeout=30_000,
    )
    page.locator(f"{PLAY} .bandlab-since").wait_for(state="attached", timeout=20_000)

    assert not keys.unseen, (
        f"{len(keys.unseen)} of {keys.stops} focus stops show no focus: {sorted(set(keys.unseen))[:10]}"
    )
    card_text = importlib.import_module(f"bandlab.games.{GAMES[game_id]}.cards").card_text
    assert keys.cards, "no card on a board was reached by Tab"
    wrong = {code: name for code, name in keys.cards.items() if name != card_text(code)}
    assert not wrong, f"board cards whose accessible name is not their text: {wrong}"
    code = next(iter(keys.cards))
    expect(page.locator(f".bl-board [data-code='{code}']").first).to_have_accessible_name(card_text(code))
    print(f"\n{game_id}: task, puzzle and play turn by keyboard in {keys.stops} stops, {len(keys.cards)} board cards")
    dashboard.assert_no_errors()


ENTRIES = ".bandlab-rule-index .bandlab-rule-index-entry"
# axe-core on the rule index alone: what the other tests check of the rest of the page is theirs
RUN_AXE_ON_INDEX = """async (tags) => {
  const results = await axe.run('.bandlab-rule-index', {runOnly: {type: 'tag', values: tags},
                                                         resultTypes: ['violations']});
  return results.violations.map(v => v.id + ': ' + v.nodes.map(n => n.target.join(' ')).join(', '));
}"""


@pytest.mark.parametrize("game_id", [game for game in GAMES if has_lessons(game)], scope="module")
def test_the_rule_index_opens_by_keyboard_with_every_sentence_and_passes_axe_core(game_id, shown_pages, request):
    """It opens closed (its sentences are not part of the page's load, issue 40), the keyboard reaches and opens it,
    its sentences then come from the kernel in order, and the opened index passes axe-core's WCAG 2.1 A/AA rules (at
    load it is closed, so test_accessibility's load check sees only its summary)."""
    page, dashboard = shown_pages.show(f"{game_id}.ipynb", request, open_page)
    sentences = [sentence for sentence, _ in rule_index(game_id)]
    summary = page.locator(".bandlab-rule-index summary")
    assert summary.inner_text().startswith(f"Show the {len(sentences)} sentences of the rulebook")
    assert page.locator(ENTRIES).count() == 0, "the sentences are not sent with the page"
    summary.scroll_into_view_if_needed()
    summary.focus()
    assert page.evaluate("() => document.activeElement.tagName") == "SUMMARY", "the keyboard reaches the index"
    page.keyboard.press("Enter")
    page.locator(ENTRIES).first.wait_for(timeout=20_000)
    shown = page.locator(f"{ENTRIES} .bandlab-rule-index-sentence").all_inner_texts()
    assert [text.strip() for text in shown] == sentences
    buttons = page.locator(f"{ENTRIES} button")
    assert buttons.count() >= 0.9 * len(sentences) and buttons.first.get_attribute("title")
    page.evaluate(axe_script())
    assert page.evaluate(RUN_AXE_ON_INDEX, WCAG_TAGS) == []
    # closed and opened again: the same list, not a second one
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    page.wait_for_timeout(500)
    assert page.locator(ENTRIES).count() == len(sentences)
    assert page.locator(".bandlab-rule-index details").get_attribute("open") is not None
    dashboard.assert_no_errors()
