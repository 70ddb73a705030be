"""The puzzles bandlab ships (``bandlab/analysis/puzzle_data/<game>.json``): at least 30 a game, each one replays
to its position, its best move is legal there, and its numbers hold as the module documents them."""

import json
from importlib import resources

import pytest
from test_puzzles_mining import check_puzzle

from bandlab.analysis.puzzles import CONFIRM_FACTOR, FORMAT, MARGIN, PAIRED_Z, PLAYERS, load_puzzles
from bandlab.search import default_budget

#: Issue 24 asks for at least 30 puzzles a game.
MIN_PUZZLES = 30
#: A shipped puzzle's answer was confirmed with at least this many times today's playing budget (the budget it
#: was mined with is the file's own; playing budgets rise as the engines get faster: Battle's puzzles were
#: confirmed with 42,000 actions, 3x its playing budget of 14,000 on 2026-12-02, now 11,000).
WELL_ABOVE = 3
#: The games whose puzzles are shipped.
SHIPPED = ["first-band", "scout-and-raise", "battle-of-the-bands", "band-grab"]


def document(game_id):
    """The parsed puzzle file of a game."""
    folder = resources.files("bandlab.analysis").joinpath("puzzle_data")
    return json.loads(folder.joinpath(f"{game_id}.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("game_id", SHIPPED)
def test_each_game_ships_thirty_puzzles_made_as_the_file_says(game_id):
    data = document(game_id)
    assert data["format"] == FORMAT and data["game"] == game_id
    method = data["method"]
    assert method["players"] == PLAYERS and method["margin"] == MARGIN and method["paired_z"] == PAIRED_Z
    assert method["confirm_budget"] == method["budget"] * CONFIRM_FACTOR
    assert method["confirm_budget"] >= WELL_ABOVE * default_budget(game_id)
    assert len(load_puzzles(game_id)) >= MIN_PUZZLES


@pytest.mark.parametrize("game_id", SHIPPED)
def test_every_shipped_puzzle_replays_to_its_position_with_a_legal_consistent_answer(game_id):
    for puzzle in load_puzzles(game_id):
        check_puzzle(puzzle, MARGIN)
        assert not puzzle.position().is_over
        rates = [move.rate for move in puzzle.moves]
        assert rates == sorted(rates, reverse=True) and puzzle.margin >= MARGIN
        assert puzzle.cost(puzzle.best) == 0
