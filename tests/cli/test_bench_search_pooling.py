"""bench_search pools a strength run only with runs of the same coach: its own-seat bot, margin and moves weighed."""

import dataclasses
import json
import pathlib
import sys

from bandlab.games import load_game

sys.path.insert(0, str(pathlib.Path(__file__).parents[2] / "benchmarks"))
from bench_search import coach, pooled_strength, run_field  # noqa: E402

GAME = "battle-of-the-bands"


def a_run(seed, wins, **fields):
    """A kept 25-game run of Battle of the Bands at 11,000 actions."""
    run = {"game": GAME, "players": 4, "budget": 11_000, "seed": seed, "games": 25, **fields}
    return {**run, "search": {"wins": wins, "games": 25}, "heuristic": {"wins": 25 - wins, "games": 75}, "seconds": 1}


def test_a_run_kept_before_the_coach_was_written_down_reads_as_the_coach_of_its_day():
    old = {"game": GAME, "players": 4, "budget": 11_000}
    assert [run_field(old, k) for k in ("own_bot", "switch_z", "moves_weighed")] == ["heuristic", 1.0, None]
    assert run_field({**old, "game": "band-grab"}, "switch_z") == 0.0
    assert run_field({**old, "own_bot": "tempo", "switch_z": 0.5}, "switch_z") == 0.5


def test_only_runs_of_todays_coach_are_pooled(tmp_path, monkeypatch):
    game = load_game(GAME)
    monkeypatch.setattr(
        game, "search", dataclasses.replace(game.search, own_bot="tempo", switch_z=0.5, moves_weighed=32)
    )
    today = coach(GAME)
    assert today == {"own_bot": "tempo", "switch_z": 0.5, "moves_weighed": 32}
    runs = [
        a_run(1, 10, **today),
        a_run(2, 6, **today),
        a_run(1, 25, **{**today, "switch_z": 1.0}),  # another margin
        a_run(1, 23, **{**today, "moves_weighed": None}),  # the moves the budget allowed
        a_run(1, 20, own_bot="tempo"),  # kept before margin and moves were written down: z 1, no fewest moves
        a_run(1, 24),  # kept before the own seat was written down: a heuristic seat
    ]
    results = tmp_path / "strength.jsonl"
    results.write_text("".join(json.dumps(run) + "\n" for run in runs))
    search, heuristic, seconds = pooled_strength(GAME, 4, 25, 1, 11_000, seeds=[], results=results)
    assert (search["wins"], search["games"], heuristic["games"], seconds) == (16, 50, 150, 2)
