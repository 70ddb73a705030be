"""The benchmarks refuse arguments outside their written limits with a message, before playing anything;
and the argparse types they read them with (``bandlab.cli``)."""

import argparse
import pathlib
import subprocess
import sys

import pytest

from bandlab.cli import decimal_number, one_of, seed_list

BENCHMARKS = pathlib.Path(__file__).parents[2] / "benchmarks"
HUGE = "9" * 5000


@pytest.mark.parametrize(
    ("script", "arguments", "message"),
    [
        ("bench_bot_tuning.py", ["band-grab", "--games", "0"], "--games: 0 is not from 1 to 1,000,000"),
        ("bench_bot_tuning.py", ["--first-seed", "-3"], "--first-seed: -3 is not from 0 to"),
        ("bench_search.py", ["first-band", "--games", "0"], "--games: 0 is not from 1 to 100,000"),
        ("bench_search.py", ["first-band", "--workers", "0"], "--workers: 0 is not from 1 to"),
        ("bench_search.py", ["nope"], "argument game_ids: invalid choice: 'nope'"),
        ("bench_search.py", ["first-band", "--players", "6"], "first-band is for 3 to 5 players, not 6"),
        ("bench_search.py", ["first-band", "--budget", "10000001"], "--budget: 10,000,001 is not from 1 to 10,000,000"),
        ("bench_search.py", ["first-band", "--players", "1"], "--players: 1 is not from 2 to 6"),
        ("bench_search.py", ["first-band", "--timing-games", "x"], "--timing-games: 'x' is not a whole number"),
        ("bench_hidden_hands.py", ["--games", "0"], "--games: 0 is not from 1 to 10,000"),
        ("bench_hidden_hands.py", ["--gauge", "--worlds", "100000"], "--worlds: 100,000 is not from 1 to 10,000"),
        ("bench_hidden_hands.py", ["first-band"], "argument game: invalid choice: 'first-band'"),
        ("bench_search.py", ["first-band", "--seeds", "1,-1"], "--seeds: -1 is not from 0 to"),
        ("bench_band_grab.py", ["--games", "0"], "--games: 0 is not from 1 to 100,000"),
        ("bench_band_grab.py", ["--players", "7"], "--players: 7 is not from 2 to 6"),
        ("bench_bots.py", ["nope"], "argument game_ids: invalid choice: 'nope'"),
        ("bench_bots.py", ["first-band", "--players", "6"], "--players: first-band is for 3 to 5 players, not 6"),
        ("bench_bots.py", ["--games", "-5"], "--games: -5 is not from 1 to 100,000"),
        ("bench_bots.py", ["--workers", "100000"], "--workers: 100,000 is not from 1 to"),
        ("bench_dashboards.py", ["--clicks", "-1"], "--clicks: -1 is not from 0 to 200"),
        ("bench_dashboards.py", ["--rates", "1,nan"], "--rates: 'nan' is not a decimal number"),
        ("bench_dashboards.py", ["--rates", "0.5"], "--rates: 0.5 is not from 1 to 20"),
        ("bench_dashboards.py", ["--pages", "first-band,index"], "--pages: invalid choice: 'index'"),
        ("bench_dice.py", ["--bands", "7"], "--bands: 7 is not from 2 to 6"),
        ("bench_dice.py", ["--max-hp", "100", "--bands", "3"], "is 1,030,301 gigs"),
        ("bench_endings.py", ["--players", "1"], "--players: 1 is not from 2 to 6"),
        ("bench_endings.py", ["--players", "4", "4"], "--players: a player count is named twice"),
        ("bench_endings.py", ["--seed", "-1"], "--seed: -1 is not from 0 to"),
        ("bench_engine.py", ["first-band", "--seconds", "nan"], "--seconds: 'nan' is not a decimal number"),
        ("bench_engine.py", ["first-band", "--seconds", "-1"], "--seconds: -1 is not from 0.1 to 60"),
        ("bench_engine.py", ["first-band", "--rounds", HUGE], "--rounds: '999999"),
        ("bench_engine.py", ["nope"], "argument games: invalid choice: 'nope'"),
        ("bench_engine.py", ["--rounds", "100", "--seconds", "7"], "--rounds x --seconds may be at most 600 seconds"),
        ("bench_held_cards.py", ["--positions", "0"], "--positions: 0 is not from 1 to 10,000"),
        ("bench_held_cards.py", ["--worlds", "inf"], "--worlds: 'inf' is not a whole number"),
        ("bench_interop.py", ["first-band", "--seconds", "inf"], "--seconds: 'inf' is not a decimal number"),
        ("bench_interop.py", ["scout-and-raise", "--players", "5"], "scout-and-raise is for 3 to 4 players, not 5"),
        ("bench_scout_and_raise.py", ["--players", "2"], "--players: 2 is not from 3 to 4"),
        ("bench_scout_and_raise.py", ["--games", "10" + "0" * 30], "--games: '1000"),
        ("bench_search_choices.py", ["nope"], "argument game: invalid choice: 'nope'"),
        ("bench_search_choices.py", ["--worlds", "0"], "--worlds: 0 is not from 1 to 10,000"),
        ("bench_search_choices.py", ["--variants", "heuristic,bogus"], "--variants: unknown variant 'bogus'"),
        ("bench_search_choices.py", ["--variants", "search-x1000"], "'search-x1000': 1,000 is not from 0.01 to 64"),
        ("bench_search_choices.py", ["--variants", "search-z11"], "'search-z11': 11 is not from 0 to 10"),
        ("bench_simulate.py", ["nope"], "argument game: invalid choice: 'nope'"),
        ("bench_simulate.py", ["--repeat", "0"], "--repeat: 0 is not from 1 to 10"),
        ("bench_simulate.py", ["--agents", "heuristic,bogus,random,random"], "There is no bot 'bogus' for first-band"),
        ("bench_simulate.py", ["--agents", "heuristic,random"], "2 bots are named for 4 players"),
        ("bench_vs_ismcts.py", ["--seeds", "0,x"], "--seeds: 'x' is not a whole number"),
        ("bench_vs_ismcts.py", ["--games", "0"], "--games: 0 is not from 1 to 1,000"),
        ("bench_vs_ismcts.py", ["--seconds", "-1"], "--seconds: -1 is not from 0 to 10"),
        ("bench_vs_ismcts.py", ["--uct-c", "nan"], "--uct-c: 'nan' is not a decimal number"),
        ("bench_vs_ismcts.py", ["first-band", "--players", "6"], "first-band is for 3 to 5 players, not 6"),
        ("decision_instructions.py", ["--decisions", "0"], "--decisions: 0 is not from 1 to 100"),
        ("decision_instructions.py", ["nope"], "argument game_ids: invalid choice: 'nope'"),
        ("fingerprint.py", ["--games", "-5"], "--games: -5 is not from 1 to 10,000"),
        ("fingerprint.py", ["first-band", "nope"], "argument game_ids: invalid choice: 'nope'"),
        ("instructions.py", ["--steps", "0"], "--steps: 0 is not from 1 to 1,000,000"),
        ("instructions.py", ["hearts", "nope"], "argument names: invalid choice: 'nope'"),
    ],
)
def test_a_number_outside_the_limits_is_refused_with_a_message(script, arguments, message):
    result = subprocess.run(
        [sys.executable, str(BENCHMARKS / script), *arguments], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 2, result.stdout + result.stderr
    assert message in result.stderr
    assert "Traceback" not in result.stderr and result.stdout == ""


def test_decimal_number_reads_finite_decimals_inside_its_limits():
    read = decimal_number(0, 10)
    assert read("0.5") == 0.5 and read("3") == 3.0 and read(" 10 ") == 10.0 and read(".25") == 0.25
    for text, words in [
        ("nan", "'nan' is not a decimal number"),
        ("inf", "'inf' is not a decimal number"),
        ("-inf", "'-inf' is not a decimal number"),
        ("1e3", "'1e3' is not a decimal number"),
        ("abc", "'abc' is not a decimal number"),
        ("", "'' is not a decimal number"),
        ("٣", "is not a decimal number"),  # an Arabic-Indic 3: float() reads it, a person would not type it
        ("-1", "-1 is not from 0 to 10"),
        ("10.5", "10.5 is not from 0 to 10"),
        (HUGE, "is not a decimal number"),
    ]:
        with pytest.raises(argparse.ArgumentTypeError, match=words) as refused:
            read(text)
        assert len(str(refused.value)) < 100


def test_one_of_refuses_other_names_with_argparses_message():
    read = one_of(["first-band", "band-grab"])
    assert read("band-grab") == "band-grab"
    with pytest.raises(
        argparse.ArgumentTypeError, match="invalid choice: 'x' \\(choose from 'first-band', 'band-grab'\\)"
    ):
        read("x")
    with pytest.raises(argparse.ArgumentTypeError) as refused:
        read(HUGE)
    assert len(str(refused.value)) < 150


def test_seed_list_reads_at_most_100_seeds_each_inside_the_seed_limit():
    assert seed_list("0,7,9007199254740991") == [0, 7, 2**53 - 1]
    for text, words in [
        (",".join(["1"] * 101), "101 seeds is too many"),
        ("1,,2", "'' is not a whole number"),
        ("9007199254740992", "is not from 0 to 9,007,199,254,740,991"),
        (HUGE, "is not a whole number"),
    ]:
        with pytest.raises(argparse.ArgumentTypeError, match=words):
            seed_list(text)
