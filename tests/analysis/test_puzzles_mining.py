"""Puzzles: the command mines them, each replays to its position with a legal, consistent answer."""

import json
from pathlib import Path

import pytest

from bandlab.analysis.puzzles import Puzzle, mine, read_puzzles
from bandlab.cli import main
from bandlab.core import RecordError

#: Puzzles made by the command for the widget's tests.
DATA = Path(__file__).resolve().parents[1] / "widgets" / "data"


@pytest.fixture(scope="module")
def tiny_run(tmp_path_factory):
    """``bandlab puzzles`` on a tiny budget (1st Band, one game, a 2-point margin so it finds some)."""
    out = tmp_path_factory.mktemp("puzzles") / "first-band.json"
    args = [
        "puzzles",
        "first-band",
        "--games",
        "1",
        "--seed",
        "3",
        "--budget",
        "1000",
        "--confirm",
        "2",
        "--margin",
        "2",
        "--quiet",
        "--out",
        str(out),
    ]
    assert main(args) == 0
    return args, out


def check_puzzle(puzzle: Puzzle, margin):
    """The stored position is reached by the stored record, its answer is legal and consistent."""
    state = puzzle.position()
    assert len(state.history) == puzzle.step
    assert state.current_player == puzzle.seat
    legal = [str(a) for a in state.legal_actions()]
    assert puzzle.best in legal
    assert sorted(m.move for m in puzzle.moves) == sorted(legal), "every legal move is rated, and only those"
    assert puzzle.moves[0].move == puzzle.best
    for move in puzzle.moves:
        low, high = move.interval()
        assert move.playouts > 0 and 0 <= move.wins <= move.playouts
        assert low <= move.rate <= high
        if move is not puzzle.moves[0]:
            assert puzzle.moves[0].rate - move.rate >= margin - 1e-9, f"{puzzle.best} leads {move.move} by less"
    assert puzzle.margin == pytest.approx(puzzle.moves[0].rate - puzzle.moves[1].rate, abs=1e-6)
    assert puzzle.idea.startswith(puzzle.best + ":")


def test_the_command_mines_puzzles_that_replay_to_their_position(tiny_run):
    _, out = tiny_run
    data = json.loads(out.read_text())
    assert data["method"]["games"] == 1 and data["method"]["margin"] == 0.02
    puzzles = read_puzzles(data, "first-band")
    assert puzzles, "one game on this seed has a move that leads by 2 points"
    for puzzle in puzzles:
        check_puzzle(puzzle, 0.02)


def test_the_command_is_deterministic_from_its_seed(tiny_run, tmp_path):
    args, out = tiny_run
    again = tmp_path / "again.json"
    assert main(args[:-1] + [str(again)]) == 0
    assert again.read_text() == out.read_text()


@pytest.mark.parametrize(
    "bad, words",
    [
        ({}, "not a bandlab puzzle file"),
        ({"format": "bandlab-puzzles", "version": 1, "game": "chess", "puzzles": []}, "is for 'chess'"),
        (
            {"format": "bandlab-puzzles", "version": 1, "game": "first-band", "puzzles": [{"record": {}}]},
            "not complete",
        ),
        ({"format": "bandlab-puzzles", "version": 1, "game": "first-band", "puzzles": "many"}, "a list"),
    ],
)
def test_a_bad_puzzle_file_is_refused_in_words(bad, words):
    with pytest.raises(RecordError, match=words):
        read_puzzles(bad, "first-band" if bad.get("game") != "chess" else None)


def test_bad_command_arguments_are_one_line(capsys, tmp_path):
    assert main(["puzzles", "first-band", "--games", "0", "--out", str(tmp_path / "x.json")]) == 2
    assert main(["puzzles", "first-band", "--out", "/proc/no/such/dir/x.json", "--games", "1"]) == 2
    assert main(["puzzles", "chess", "--out", str(tmp_path / "x.json")]) == 2
    err = capsys.readouterr().err
    assert err.count("bandlab: error:") == 3 and "Traceback" not in err


def test_the_test_data_of_the_widget_tests_is_what_the_command_makes():
    for path in sorted(DATA.glob("puzzles-*.json")):
        data = json.loads(path.read_text())
        assert data["method"]["margin"] == 0.02
        for puzzle in read_puzzles(data, data["game"]):
            check_puzzle(puzzle, 0.02)


def test_every_seat_mines_the_heuristic_bots_positions_too():
    found = mine("first-band", 1, seed=3, budget=1000, confirm_factor=2, margin=0.02, seats="every")
    assert any(puzzle.seat != 0 for puzzle in found), "game 0's search seat is seat 0; the others were examined too"
    for puzzle in found:
        check_puzzle(puzzle, 0.02)
    with pytest.raises(ValueError, match="seats is one of search, every"):
        mine("first-band", 1, seats="all")


def test_a_precheck_drops_positions_but_never_changes_a_puzzle():
    plain = mine("first-band", 1, seed=3, budget=1000, confirm_factor=2, margin=0.02)
    checked = mine("first-band", 1, seed=3, budget=1000, confirm_factor=2, margin=0.02, precheck=1)
    assert plain and all(puzzle in plain for puzzle in checked)
