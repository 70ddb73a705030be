"""Find the move: answers at once from the puzzle's data, keeps score, goes on, and shares a link.

The puzzles are small files the command made (``tests/widgets/data``, a 2-point margin on a tiny
budget), so these tests do not change when the shipped puzzles are mined again.
"""

import json
from pathlib import Path

import pytest

import bandlab
from bandlab.analysis.puzzles import read_puzzles
from bandlab.widgets import puzzle as puzzle_module
from bandlab.widgets.games import game_plugin
from bandlab.widgets.puzzle import FindTheMove, puzzle_number

DATA = Path(__file__).resolve().parent / "data"
GAMES = ["first-band", "band-grab"]


def puzzles_of(game_id):
    """The test puzzles of a game."""
    return read_puzzles(json.loads((DATA / f"puzzles-{game_id}.json").read_text()), game_id)


@pytest.fixture(autouse=True)
def test_puzzles(monkeypatch):
    """Pages find the test puzzles where they would find the shipped ones."""
    monkeypatch.setattr(puzzle_module, "load_puzzles", puzzles_of)


def wrong_move(widget):
    """A legal move that is not the puzzle's answer."""
    return next(a for a in widget.legal if str(a) != widget.puzzle.best)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_wrong_move_costs_points_and_the_chart_marks_it(game_id):
    widget = FindTheMove(game_id)
    puzzle = widget.puzzle
    assert widget.board.value == game_plugin(game_id).board_html(puzzle.position(), puzzle.seat)
    assert [str(a) for a in widget.legal] == [str(a) for a in puzzle.position().legal_actions()]
    wrong = wrong_move(widget)
    widget.buttons[widget.legal.index(wrong)].click()
    assert f"Yours costs {round(100 * puzzle.cost(wrong))} points" in widget.answer.value
    assert widget.chart_box.layout.display is None
    labels = list(widget.chart.figure.data[0].y)
    assert any(label.endswith("(played)") for label in labels), labels
    assert "solved 0 of 1" in widget.heading.value


def test_a_right_move_scores_and_next_goes_on():
    widget = FindTheMove("first-band")
    widget.pick(wrong_move(widget))
    widget.next.click()
    assert widget.index == 1 and widget.answer.value == "" and widget.chart_box.layout.display == "none"
    best = next(a for a in widget.legal if str(a) == widget.puzzle.best)
    widget.buttons[widget.legal.index(best)].click()
    assert "Right!" in widget.answer.value
    assert "solved 1 of 2" in widget.heading.value


def test_only_the_first_answer_counts():
    widget = FindTheMove("first-band")
    widget.pick(wrong_move(widget))
    widget.pick(widget.puzzle.best)
    assert "solved 0 of 1" in widget.heading.value


def test_the_share_link_opens_the_same_puzzle(monkeypatch):
    widget = FindTheMove("first-band", start=2)
    assert widget.share.value.endswith("first-band.ipynb?puzzle=3")
    monkeypatch.setenv("QUERY_STRING", "puzzle=3")
    opened = FindTheMove.from_environment(game="first-band")
    assert opened.index == 2 and opened.location.scroll


@pytest.mark.parametrize("query", ["puzzle=0", "puzzle=99999", "puzzle=-1", "puzzle=x", "puzzle=" + "9" * 5000, ""])
def test_a_bad_puzzle_link_opens_the_first_puzzle(monkeypatch, query):
    monkeypatch.setenv("QUERY_STRING", query)
    opened = FindTheMove.from_environment(game="first-band")
    assert opened.index == 0 and not opened.location.scroll
    assert puzzle_number(query, len(puzzles_of("first-band"))) is None


def test_an_illegal_pick_changes_nothing():
    widget = FindTheMove("first-band")
    with pytest.raises(bandlab.IllegalAction):
        widget.pick("play Vocal 99")
    assert widget.tried == 0 and widget.answer.value == ""


def test_a_game_without_puzzles_says_so():
    with pytest.raises(ValueError, match="no puzzles"):
        FindTheMove("first-band", puzzles=[])
