"""bench_search pools a strength run only with runs of the same coach (its own-seat bot, margin and moves weighed),
and it and bench_vs_ismcts refuse a kept results file that is not what they wrote."""

import dataclasses
import json
import pathlib
import re
import subprocess
import sys

import pytest

from bandlab.games import load_game

BENCHMARKS = pathlib.Path(__file__).parents[2] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))
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


@pytest.mark.parametrize(
    ("script", "line", "words"),
    [
        ("bench_search.py", '{"game": "band-grab"}', "Run 1 of .* has no 'players'."),
        ("bench_search.py", json.dumps(a_run(1, 26)), "Run 1 of .* says search won 26 of 25."),
        ("bench_search.py", "[1]", "line 1, holds a list, not one object"),
        ("bench_vs_ismcts.py", '{"game": 1}', "Game 1 of .* has 'game' 1, where text belongs."),
        ("bench_vs_ismcts.py", "{", "line 1, is not JSON"),
    ],
)
def test_a_bad_results_file_is_refused_with_a_message_before_anything_is_played(tmp_path, script, line, words):
    results = tmp_path / "kept.jsonl"
    results.write_text(line + "\n")
    command = [sys.executable, str(BENCHMARKS / script), "battle-of-the-bands", "--results", str(results)]
    done = subprocess.run([*command, "--table-only"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and re.search(words, done.stderr), done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""
