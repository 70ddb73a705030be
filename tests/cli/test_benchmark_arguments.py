"""The strength benchmarks refuse numbers outside their written limits with a message, before playing anything."""

import pathlib
import subprocess
import sys

import pytest

BENCHMARKS = pathlib.Path(__file__).parents[2] / "benchmarks"


@pytest.mark.parametrize(
    ("script", "arguments", "message"),
    [
        ("bench_bot_tuning.py", ["band-grab", "--games", "0"], "--games: 0 is not from 1 to 1,000,000"),
        ("bench_bot_tuning.py", ["--first-seed", "-3"], "--first-seed: -3 is not from 0 to"),
        ("bench_search.py", ["first-band", "--games", "0"], "--games: 0 is not from 1 to 100,000"),
        ("bench_search.py", ["first-band", "--workers", "0"], "--workers: 0 is not from 1 to 64"),
        ("bench_search.py", ["first-band", "--budget", "10000001"], "--budget: 10,000,001 is not from 1 to 10,000,000"),
        ("bench_search.py", ["first-band", "--players", "1"], "--players: 1 is not from 2 to 8"),
        ("bench_search.py", ["first-band", "--timing-games", "x"], "--timing-games: 'x' is not a whole number"),
        ("bench_hidden_hands.py", ["--games", "0"], "--games: 0 is not from 1 to 10,000"),
        ("bench_hidden_hands.py", ["--gauge", "--worlds", "100000"], "--worlds: 100,000 is not from 1 to 10,000"),
        ("bench_hidden_hands.py", ["first-band"], "argument game: invalid choice: 'first-band'"),
    ],
)
def test_a_number_outside_the_limits_is_refused_with_a_message(script, arguments, message):
    result = subprocess.run(
        [sys.executable, str(BENCHMARKS / script), *arguments], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 2, result.stdout + result.stderr
    assert message in result.stderr
    assert "Traceback" not in result.stderr and result.stdout == ""
