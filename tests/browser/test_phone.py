"""Phones, in Chromium's phone emulation (390x844, touch, mobile; issue 41): on every game page a lesson step, a
task, a puzzle and a play move are done by tapping, the page is never wider than the screen (no sideways
scrolling) and every button is a touch target of at least 24x24 px (WCAG 2.5.8)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from test_visual_faults import open_page

from bandlab.lessons import scenes
from bandlab.widgets.lesson import lesson as build_lesson

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "widgets"))
from lesson_pages import button_text  # noqa: E402

GAMES = ["first-band", "band-grab", "battle-of-the-bands", "scout-and-raise"]
PHONE = {"width": 390, "height": 844}
PLAY = ".bandlab-play"
MOVE = "button[title*='starts a new line'], button[title*='the line goes on']"
TARGET = 24

# How much wider than the screen the page is (0: not at all), and what sticks out.
OVERFLOW = """() => {
  const width = window.innerWidth, over = document.scrollingElement.scrollWidth - width;
  const out = over <= 0 ? [] : [...document.querySelectorAll('body *')]
    .filter(el => el.getBoundingClientRect().right > width + 1 && el.getClientRects().length)
    .slice(-5).map(el => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
  return [over, out];
}"""
# Visible, enabled buttons smaller than the target size.
SMALL_BUTTONS = """(size) => [...document.querySelectorAll('button')]
  .filter(b => !b.disabled && b.getClientRects().length && getComputedStyle(b).visibility !== 'hidden')
  .map(b => [b, b.getBoundingClientRect()])
  .filter(([b, r]) => r.width > 0 && (r.width < size - 0.5 || r.height < size - 0.5))
  .map(([b, r]) => `"${(b.innerText || b.title).trim().slice(0, 30)}" ${r.width.toFixed(0)}x${r.height.toFixed(0)}`)"""


@pytest.fixture
def phone(browser, page_errors, dashboard, request):
    """A page in a phone's context (its errors fail the test like ``page``'s) and a Dashboard bound to it."""
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, device_scale_factor=2)
    context.set_default_timeout(30_000)
    pg = context.new_page()
    pg.on("pageerror", page_errors.on_pageerror)
    pg.on("console", page_errors.on_console)
    pg.on("requestfailed", page_errors.on_requestfailed)
    yield pg, type(dashboard)(pg, page_errors)
    context.close()


def wait_for_change(page, selector, before, timeout=30_000):
    page.wait_for_function(
        "([selector, old]) => { const el = document.querySelector(selector); return el && el.innerText !== old; }",
        arg=[selector, before],
        timeout=timeout,
    )


def check_fits(page, where, problems):
    over, out = page.evaluate(OVERFLOW)
    if over > 0:
        problems.append(f"{where}: the page is {over}px wider than the screen ({out})")
    small = page.evaluate(SMALL_BUTTONS, TARGET)
    if small:
        problems.append(f"{where}: buttons under {TARGET}x{TARGET}px: {small[:8]}")


def tap_and_wait(page, button, status):
    before = page.locator(status).inner_text()
    button.scroll_into_view_if_needed()
    button.tap()
    wait_for_change(page, status, before)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_lesson_a_task_a_puzzle_and_a_move_by_touch_on_a_phone(game_id, notebooks_server, phone):
    page, dashboard = phone
    open_page(page, dashboard, notebooks_server, f"{game_id}.ipynb")
    problems: list[str] = []
    check_fits(page, "at load", problems)

    # A lesson step, then on to the first task and its right move, all by tap.
    key, model = next((k, m) for k in scenes(game_id) if (m := build_lesson(game_id, k)).task_steps)
    box, status = page.locator(f".bandlab-lesson-{key}"), f".bandlab-lesson-{key} .bandlab-lesson-status"
    step = model.task_steps[0]
    while model.step < step - 1:
        tap_and_wait(page, box.get_by_role("button", name="Forward"), status)
        model.forward()
    model.go(step - 1)
    check_fits(page, "a lesson step", problems)
    task = box.locator(".bandlab-task")
    task.wait_for(state="visible")
    tap_and_wait(
        page, task.get_by_role("button", name=button_text(model, model.tasks[step].right[0]), exact=True), status
    )
    assert page.locator(status).inner_text().startswith(f"Move {step - model.start} of")
    check_fits(page, "a task", problems)

    # A puzzle's move.
    move = page.locator(".bandlab-puzzle .bandlab-puzzle-move").first
    move.scroll_into_view_if_needed()
    move.tap()
    page.locator(".bandlab-puzzle .bandlab-puzzle-answer").wait_for(state="visible", timeout=20_000)
    check_fits(page, "a puzzle's answer", problems)

    # A move in the play section; the bots answer.
    moves = page.locator(PLAY).locator(MOVE).filter(visible=True)
    tap_and_wait(page, moves.first, f"{PLAY} .bandlab-status")
    page.locator(f"{PLAY} .bandlab-since").wait_for(state="attached", timeout=30_000)
    check_fits(page, "a play move", problems)

    assert not problems, f"{game_id} on a phone:\n  " + "\n  ".join(problems)
    dashboard.assert_no_errors()
