"""Find the move in a real browser: on every game page, a wrong answer shows its cost and the chart, a
right one raises the score, and a puzzle's Share link opens the same puzzle."""

import pytest

from bandlab.analysis.puzzles import load_puzzles
from bandlab.widgets.games import game_plugin
from test_visual_faults import open_page

GAMES = ["first-band", "scout-and-raise", "battle-of-the-bands", "band-grab"]
PUZZLE = ".bandlab-puzzle"


def move_label(game_id, index, move):
    """The text of the move button of ``move`` (a move text) in puzzle ``index``."""
    puzzle = load_puzzles(game_id)[index]
    state = puzzle.position()
    action = state.game.parse_action(state, move)
    return game_plugin(game_id).action_label(state, action)


def click_move(page, label):
    """Click the puzzle's button whose text is ``label``."""
    page.locator(f"{PUZZLE} button").filter(has_text=label).first.click()


def heading(page):
    """The puzzle's heading: number and score."""
    return page.locator(f"{PUZZLE} .bandlab-puzzle-heading").inner_text()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_wrong_answer_shows_its_cost_and_a_right_one_scores(game_id, notebooks_server, page, dashboard):
    open_page(page, dashboard, notebooks_server, f"{game_id}.ipynb")
    puzzles = load_puzzles(game_id)
    widget = page.locator(PUZZLE)
    widget.scroll_into_view_if_needed()
    assert "Puzzle 1 of" in heading(page)
    wrong = next(m.move for m in puzzles[0].moves[1:])
    click_move(page, move_label(game_id, 0, wrong))
    widget.locator(".bandlab-puzzle-wrong").wait_for(state="visible", timeout=20_000)
    assert f"Yours costs {round(100 * puzzles[0].cost(wrong))} points" in widget.locator(
        ".bandlab-puzzle-answer").inner_text()
    widget.locator(".js-plotly-plot .bars .point").first.wait_for(state="attached", timeout=60_000)
    assert "solved 0 of 1" in heading(page)
    widget.get_by_role("button", name="Next puzzle").click()
    page.wait_for_function("() => document.querySelector('.bandlab-puzzle-heading').innerText.includes('Puzzle 2 of')")
    click_move(page, move_label(game_id, 1, puzzles[1].best))
    widget.locator(".bandlab-puzzle-right").wait_for(state="visible", timeout=20_000)
    assert "solved 1 of 2" in heading(page)
    dashboard.assert_no_errors()


@pytest.mark.parametrize("game_id", ["first-band", "battle-of-the-bands"])
def test_a_puzzle_link_opens_that_puzzle(game_id, notebooks_server, page, dashboard):
    open_page(page, dashboard, notebooks_server, f"{game_id}.ipynb")
    page.locator(PUZZLE).get_by_role("button", name="Next puzzle").click()
    page.wait_for_function("() => document.querySelector('.bandlab-puzzle-heading').innerText.includes('Puzzle 2 of')")
    link = page.locator(f"{PUZZLE} .bandlab-puzzle-share input").input_value()
    assert link.endswith(f"{game_id}.ipynb?puzzle=2"), link
    assert link.startswith(notebooks_server.base_url), "the link follows the page's real address"
    page.goto(link, wait_until="domcontentloaded")
    page.locator(f"{PUZZLE} .bandlab-puzzle-heading").wait_for(state="visible", timeout=120_000)
    page.wait_for_function("() => document.querySelector('.bandlab-puzzle-heading').innerText.includes('Puzzle 2 of')",
                           timeout=60_000)
    dashboard.assert_no_errors()
