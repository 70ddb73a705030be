"""Find the move in a real browser, on every game page: a wrong answer shows what it costs and the chart of every
move, a right one raises the score, and the Share link opens the same puzzle (issue 24)."""

import pytest
from test_visual_faults import open_page

from bandlab.analysis.puzzles import load_puzzles
from bandlab.widgets.games import game_plugin

GAME_PAGES = ["first-band", "scout-and-raise", "battle-of-the-bands", "band-grab"]
BOX = ".bandlab-puzzle"


def labels(puzzle):
    """The move buttons' labels of a puzzle, in order, and the index of its best move."""
    state = puzzle.position()
    legal = state.legal_actions()
    plugin = game_plugin(puzzle.game)
    best = next(i for i, action in enumerate(legal) if str(action) == puzzle.best)
    return [plugin.action_label(state, action) for action in legal], best


def heading(page):
    """The puzzle's heading as shown: "Puzzle k of n · solved s of t ..."."""
    return page.locator(f"{BOX} .bandlab-puzzle-heading").inner_text()


def wait_for_heading(page, text):
    """Wait until the puzzle's heading says ``text`` (the heading is drawn after the answer)."""
    page.wait_for_function(
        "([box, text]) => document.querySelector(box + ' .bandlab-puzzle-heading').innerText.includes(text)",
        arg=[BOX, text],
        timeout=20_000,
    )


def pick(page, index, label):
    """Click move button ``index`` (checking its label) and wait for the answer."""
    button = page.locator(f"{BOX} .bandlab-puzzle-move").nth(index)
    assert button.inner_text().strip() == label.strip()
    button.click()
    page.locator(f"{BOX} .bandlab-puzzle-answer").wait_for(state="visible", timeout=20_000)


@pytest.mark.parametrize("game_id", GAME_PAGES)
def test_a_puzzle_answered_wrong_then_right_and_shared(game_id, notebooks_server, page, dashboard, page_errors):
    first, second = load_puzzles(game_id)[:2]
    open_page(page, dashboard, notebooks_server, f"{game_id}.ipynb")
    page.locator(BOX).scroll_into_view_if_needed()
    assert heading(page).startswith("Puzzle 1 of")

    shown, best = labels(first)
    wrong = next(i for i in range(len(shown)) if i != best)
    pick(page, wrong, shown[wrong])
    answer = page.locator(f"{BOX} .bandlab-puzzle-answer").inner_text()
    assert f"Yours costs {round(100 * first.cost(shown_move(first, wrong)))} points" in answer
    page.locator(f"{BOX} .bandlab-chart .js-plotly-plot").wait_for(state="visible", timeout=30_000)
    wait_for_heading(page, "solved 0 of 1")

    page.locator(BOX).get_by_role("button", name="Next puzzle").click()
    wait_for_heading(page, "Puzzle 2 of")
    shown, best = labels(second)
    pick(page, best, shown[best])
    assert "Right!" in page.locator(f"{BOX} .bandlab-puzzle-answer").inner_text()
    wait_for_heading(page, "solved 1 of 2")  # the score goes up

    link = page.locator(f"{BOX} .bandlab-puzzle-share input").input_value()
    assert link == notebooks_server.url(f"{game_id}.ipynb", puzzle=2)
    dashboard.assert_no_errors()
    page.goto(link, wait_until="domcontentloaded", timeout=120_000)
    page.locator(f"{BOX} .bandlab-puzzle-heading").wait_for(state="visible", timeout=120_000)
    assert heading(page).startswith("Puzzle 2 of"), "the Share link opens the same puzzle"
    assert "solved 0 of 0" in heading(page)


def shown_move(puzzle, index):
    """The move text of legal move ``index`` of a puzzle's position."""
    return str(puzzle.position().legal_actions()[index])
