"""Tasks and the rule index in a real browser, on every game page taught from ``bandlab/lessons/<game>.py``:
for every task (CSS class ``bandlab-task``) a wrong move is answered with a quoted rule and the lesson stays;
the right move advances it. A rule index button opens its lesson step and scrolls the page to the lesson: on the page
the tasks' test used (``shown_pages``), going on from where it left the lessons."""

import sys
from pathlib import Path

import pytest
from test_visual_faults import open_page

from bandlab.lessons import has_lessons, rule_index, scenes
from bandlab.widgets.lesson import lesson as build_lesson

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "widgets"))
from lesson_pages import GAMES, button_text, quotes_the_rulebook, wrong_moves  # noqa: E402

#: The pages taught from their lessons module (each joins as soon as its module exists).
GAME_PAGES = [game for game in GAMES if has_lessons(game)]

STATUS = ".bandlab-lesson-status"


def status(box):
    """A lesson's counter as shown, "Move k of n ..."."""
    return box.locator(STATUS).inner_text()


def click_and_wait(page, key, button):
    """Click a button of the lesson of scene ``key`` and wait until its counter changes (it is drawn last)."""
    selector = f".bandlab-lesson-{key} {STATUS}"
    before = page.locator(selector).inner_text()
    button.click()
    page.wait_for_function(
        "([selector, old]) => document.querySelector(selector).innerText !== old",
        arg=[selector, before],
        timeout=20_000,
    )


@pytest.mark.parametrize("game_id", GAME_PAGES, scope="module")
def test_every_task_stays_on_a_wrong_move_and_goes_on_with_the_right_one(game_id, voila_server, shown_pages, request):
    page, dashboard = shown_pages.show(f"{game_id}.ipynb", request, open_page, voila_server())
    solved = 0
    for key in scenes(game_id):
        model, box = build_lesson(game_id, key), page.locator(f".bandlab-lesson-{key}")
        box.wait_for(state="attached")
        for step in model.task_steps:
            while model.step < step - 1:  # Forward to the task, as the reader does
                click_and_wait(page, key, box.get_by_role("button", name="Forward"))
                model.forward()
            model.go(step - 1)
            task = box.locator(".bandlab-task")
            task.wait_for(state="visible")
            assert "your move" in status(box) and box.get_by_role("button", name="Forward").is_disabled()
            shown = status(box)
            wrong = wrong_moves(model)[0]
            task.get_by_role("button", name=wrong, exact=True).click()
            answer = task.locator(".bandlab-task-answer")
            answer.wait_for(state="visible")
            assert quotes_the_rulebook(game_id, answer.inner_text()), f"{key}: {answer.inner_text()}"
            assert status(box) == shown, f"{key}: the wrong move {wrong!r} advanced the lesson"
            right = button_text(model, model.tasks[step].right[0])
            click_and_wait(page, key, task.get_by_role("button", name=right, exact=True))
            model.go(step)
            model.solved.add(step)
            assert status(box).startswith(f"Move {step - model.start} of")
            solved += 1
        dashboard.assert_no_errors()
    assert solved >= 6
    print(f"\n{game_id}: {solved} tasks solved in the browser, each after a wrong move")


@pytest.mark.parametrize("game_id", GAME_PAGES, scope="module")
def test_a_rule_index_button_opens_its_step_and_scrolls_to_the_lesson(game_id, voila_server, shown_pages, request):
    page, dashboard = shown_pages.show(f"{game_id}.ipynb", request, open_page, voila_server())
    index = page.locator(".bandlab-rule-index")
    index.wait_for(state="attached")
    entries = list(rule_index(game_id))
    # the index opens closed: its sentences come from the kernel when the reader first opens it (by keyboard here)
    summary = index.get_by_text(f"Show the {len(entries)} sentences of the rulebook")
    assert index.locator(".bandlab-rule-index-entry").count() == 0
    summary.focus()
    page.keyboard.press("Enter")
    index.locator(".bandlab-rule-index-entry").first.wait_for(timeout=20_000)
    assert index.locator(".bandlab-rule-index-entry").count() == len(entries)
    number, (key, step) = next(
        (n, where) for n, (_, where) in enumerate(entries) if not isinstance(where, str) and where[1] > 0
    )
    model = build_lesson(game_id, key)
    moment = step - 1 if model.tasks[step] is not None else step
    button = index.locator(".bandlab-rule-index-entry").nth(number).locator("button")
    button.scroll_into_view_if_needed()
    box = page.locator(f".bandlab-lesson-{key}")
    button.click()
    page.wait_for_function(
        "([selector, text]) => document.querySelector(selector).innerText.startsWith(text)",
        arg=[f".bandlab-lesson-{key} {STATUS}", f"Move {moment - model.start} of"],
        timeout=20_000,
    )
    top = box.evaluate("node => node.getBoundingClientRect().top")
    assert -2 <= top < page.viewport_size["height"] / 2, f"the page did not scroll to the lesson (its top at {top})"
    dashboard.assert_no_errors()
