"""The balance lab's engine: paired A/B runs of a house rule on the same deals, and card strength."""

import json
import math
import subprocess
import sys
from fractions import Fraction

import pytest

import bandlab
from bandlab.agents import make_agent
from bandlab.analysis import balance as lab
from bandlab.analysis.simulate import agent_seed, game_seed, seated, simulate
from bandlab.core import SetupError
from bandlab.games.first_band.cards import CODE


def run(game_id="first-band", variant=None, games=12, players=4, agents="heuristic", **kwargs):
    """A small balance run in this process, without a progress bar."""
    variant = {"complete_bands_only": True} if variant is None else variant
    return lab.balance(game_id, players, agents, variant, games=games, seed=5, workers=1, progress=False, **kwargs)


def test_variant_equal_to_the_base_rules_moves_nothing():
    # dual_member_one_seat is off in the rulebook's rules: switching it "off" is the base itself
    results = run(variant={"dual_member_one_seat": False}, games=20, agents="heuristic,random,random,random")
    assert results.games == 20 and results.rows
    for row in results.rows:
        assert row["difference"] == 0.0 and row["ci_low"] == 0.0 and row["ci_high"] == 0.0, row
        assert row["base"] == row["variant"] and not row["moved"]
    assert results.sentences == []
    assert results.cards["base"] == results.cards["variant"] and results.cards["base"]


def test_fewer_superstar_points_to_win_shortens_battle_of_the_bands():
    # 4 players play to 8 superstar points by the rulebook; 5 is a shorter race
    results = lab.balance("battle-of-the-bands", 4, "heuristic", {"target": 5}, games=300, seed=2, progress=False)
    for key in ("actions", "turns"):
        row = results.row(key)
        assert row["difference"] < 0 and row["ci_high"] < 0 and row["moved"], row
        assert row["variant"] < row["base"]
    assert any(s.startswith("With target 5, games last") and "shorter" in s for s in results.sentences)
    assert results.failures == []


def test_paired_difference_equals_two_separate_runs_on_the_same_seeds():
    variant = {"target": 6}
    results = lab.balance(
        "battle-of-the-bands", 3, "heuristic,tempo,random", variant, games=40, seed=9, workers=1, progress=False
    )
    plain = {
        name: simulate(
            "battle-of-the-bands",
            3,
            "heuristic,tempo,random",
            games=40,
            seed=9,
            options=options,
            workers=1,
            progress=False,
            rotate_seats=True,
        )
        for name, options in (("base", {}), ("variant", variant))
    }
    steps = {name: sum(o.steps for o in r.outcomes) for name, r in plain.items()}
    assert results.row("actions")["difference"] == float(Fraction(steps["variant"] - steps["base"], 40))
    summaries = {name: r.summary() for name, r in plain.items()}
    for k in range(3):
        separate = summaries["variant"].order_rates[k]["win_rate"] - summaries["base"].order_rates[k]["win_rate"]
        assert results.row(f"order_{k}")["difference"] == pytest.approx(100 * separate, abs=1e-9)
    for rate in summaries["base"].agent_rates:
        other = next(r for r in summaries["variant"].agent_rates if r["agent"] == rate["agent"])
        assert results.row(f"bot_{rate['agent']}")["difference"] == pytest.approx(
            100 * (other["win_rate"] - rate["win_rate"]), abs=1e-9
        )
    margins = {name: sum(sorted(o.scores)[-1] - sorted(o.scores)[-2] for o in r.outcomes) for name, r in plain.items()}
    assert results.row("margin")["difference"] == float(Fraction(margins["variant"] - margins["base"], 40))


def hand_count(seed, games, players, agents):
    """Card strength of 1st Band counted from each game's record: a seat's opening hand is its deal, the cards it
    played are its ``play CARD`` actions; seat-games and wins (shared wins split) per (card, way)."""
    game = bandlab.load_game("first-band")
    counts, seat_games = {}, 0
    specs = agents.split(",")
    for index in range(games):
        state = game.new(players, seed=game_seed(seed, index))
        opening = [{CODE[c] for c in hand} for hand in state.hands]
        bots = [
            make_agent(name, "first-band", agent_seed(state.seed, seat))
            for seat, name in enumerate(seated(specs, index % players))
        ]
        while not state.is_over:
            player = state.current_player
            state.apply(bots[player].choose(state.view(player), state.legal_actions()))
        record = bandlab.replay(state.record()).record()
        played = [set() for _ in range(players)]
        replayed = game.new(players, seed=record["seed"])
        for text in record["actions"]:
            player = replayed.current_player
            action = game.parse_action(replayed, text)
            if text.startswith("play "):
                played[player].add(CODE[action.card])
            replayed.apply(action)
        winners = replayed.winners()
        for seat in range(players):
            seat_games += 1
            share = Fraction(1, len(winners)) if seat in winners else Fraction(0)
            for way, cards in (("opening", opening[seat]), ("played", played[seat])):
                for card in cards:
                    entry = counts.setdefault((card, way), [0, Fraction(0)])
                    entry[0] += 1
                    entry[1] += share
    return counts, seat_games


def test_card_strength_on_a_tiny_run_matches_a_count_from_the_records():
    agents = "heuristic,random,random,random"
    results = lab.balance(
        "first-band", 4, agents, {"complete_bands_only": True}, games=6, seed=11, workers=1, progress=False
    )
    counts, seat_games = hand_count(11, 6, 4, agents)
    rows = {(r["card"], r["way"]): r for r in results.cards["base"]}
    assert {key for key in rows if key[1] != "drawn"} == set(counts)
    total_wins = 6  # one win per game, shared wins split
    for key, (n, wins) in counts.items():
        row = rows[key]
        assert row["games_with"] == n and row["games_without"] == seat_games - n
        assert row["win_rate_with"] == pytest.approx(100 * float(wins) / n)
        assert row["win_rate_without"] == pytest.approx(100 * float(total_wins - wins) / (seat_games - n))
        assert not row["ranked"]  # 24 seat-games in all: every card is under the minimum sample
        assert row["ci_low"] <= row["difference"] <= row["ci_high"]


def test_cards_under_the_minimum_are_marked_not_ranked():
    results = run(games=40, min_card_games=40)  # a card left out with the excess card falls short
    rows = results.cards["base"]
    ranked = [r for r in rows if r["ranked"]]
    assert ranked and len(ranked) < len(rows)
    assert all(r["games_with"] >= 40 and r["games_without"] >= 40 for r in ranked)
    assert all(r["games_with"] < 40 for r in rows if not r["ranked"])
    assert [r["difference"] for r in ranked] == sorted((r["difference"] for r in ranked), reverse=True)
    assert rows[: len(ranked)] == ranked  # ranked cards first, the rest after


def test_without_cards_there_is_no_card_table():
    assert run(cards=False).cards == {"base": [], "variant": []}


def test_newcombe_interval_holds_the_difference_and_is_zero_free_for_a_clear_gap():
    low, high = lab.newcombe(80, 100, 20, 100)
    assert 0 < low < 0.6 < high < 1
    low, high = lab.newcombe(50, 100, 50, 100)
    assert low < 0 < high and low == pytest.approx(-high)


@pytest.mark.parametrize(
    ("game_id", "variant", "words"),
    [
        ("battle-of-the-bands", {"colour": "red"}, "has no option 'colour'"),
        ("battle-of-the-bands", {"target": 99}, "target cannot be 99"),
        ("battle-of-the-bands", {"target": "6"}, "target cannot be '6'"),
        ("battle-of-the-bands", {"swap_instruments": 1}, "swap_instruments cannot be 1"),
        ("scout-and-raise", {"substitute_value": 300}, "substitute_value cannot be 300"),
        ("first-band", {"deal": [["V6"]]}, "has no option 'deal'"),  # a scenario, not a rule variant
        ("first-band", ["complete_bands_only"], "KEY=VALUE"),
        ("band-grab", "curfew_rounds=2", "dict of options or KEY=VALUE texts"),
    ],
)
def test_bad_options_are_refused_in_one_sentence_and_nothing_runs(monkeypatch, game_id, variant, words):
    played = []
    monkeypatch.setattr(lab, "play_pairs", lambda task: played.append(task) or ([], []))
    with pytest.raises(SetupError) as refused:
        lab.balance(game_id, 4, "random", variant, games=10, workers=1, progress=False)
    message = str(refused.value)
    assert words in message and message.endswith(".") and message.count(". ") == 0, message
    if "KEY=VALUE texts" not in message:
        for key in lab.VARIANTS[game_id]:
            assert key in message  # the sentence lists every option the game has
    assert played == []


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        ({"games": 0}, "games must be a whole number of at least 1"),
        ({"games": 10**9}, "games must be at most"),
        ({"games": 2.5}, "games must be a whole number"),
        ({"seed": -1}, "seed must be a whole number of at least 0"),
        ({"workers": 0}, "workers must be a whole number"),
        ({"players": 9}, "is for 3–5 players, not 9"),
        ({"agents": "nobody"}, "no bot 'nobody'"),
    ],
)
def test_bad_numbers_are_refused_and_nothing_runs(monkeypatch, arguments, words):
    played = []
    monkeypatch.setattr(lab, "play_pairs", lambda task: played.append(task) or ([], []))
    setup = {"players": 4, "agents": "random", "games": 10, "seed": 0, "workers": 1, **arguments}
    players, agents = setup.pop("players"), setup.pop("agents")
    with pytest.raises(SetupError) as refused:
        lab.balance("first-band", players, agents, {"complete_bands_only": True}, progress=False, **setup)
    assert words in str(refused.value)
    assert played == []


def test_options_from_text():
    assert lab.check_variants("battle-of-the-bands", ["target=6", "swap_instruments=on"]) == {
        "target": 6,
        "swap_instruments": True,
    }
    assert lab.check_variants("scout-and-raise", ["substitute_value=0"]) == {"substitute_value": 0}
    with pytest.raises(SetupError, match="Each option is given once"):
        lab.check_variants("battle-of-the-bands", ["target=6", "target=7"])


def test_processes_give_the_same_results_as_this_process():
    here = run(games=10)
    pool = lab.balance(
        "first-band", 4, "heuristic", {"complete_bands_only": True}, games=10, seed=5, workers=2, progress=False
    )
    assert pool.rows == here.rows and pool.cards == here.cards


def test_saved_files(tmp_path):
    results = run(variant={"dual_member_one_seat": True}, games=10)
    paths = results.save(tmp_path / "out")
    measures, cards, data = (open(p, encoding="utf-8").read() for p in paths)
    assert measures.splitlines()[0].startswith("key,label,kind,games,base,variant,difference,ci_low,ci_high")
    assert len(measures.splitlines()) == 1 + len(results.rows)
    assert cards.splitlines()[0].startswith("side,card,way,games_with")
    loaded = json.loads(data)
    assert loaded["format"] == "bandlab-balance" and loaded["variant"] == {"dual_member_one_seat": True}
    assert loaded["rows"][0]["key"] == "order_0" and not any(
        isinstance(v, float) and math.isnan(v) for r in loaded["rows"] for v in r.values()
    )


def test_the_rulebook_ending_is_counted_where_a_house_rule_can_cut_a_game_short():
    results = lab.balance(
        "band-grab", 4, "heuristic", {"curfew_rounds": 1}, games=40, seed=1, workers=1, progress=False
    )
    row = results.row("rulebook_end")
    assert row["base"] == 100.0 and row["variant"] < 100.0


BROWSER_LIKE = """
import sys, threading
sys.modules["numpy"] = None  # import numpy now raises ImportError, as in Pyodide
def no_thread(self):
    raise RuntimeError("can't start new thread")
threading.Thread.start = no_thread
from bandlab.analysis import host
host.in_browser = lambda: True
from bandlab.analysis.balance import balance
results = balance("band-grab", 3, "heuristic", ["curfew_rounds=1"], games=12, seed=3, workers=2, progress=True)
assert "numpy" not in [name for name in sys.modules if sys.modules[name] is not None]
print(results.games, ",".join(r["key"] for r in results.rows), len(results.cards["base"]) > 0)
"""


def test_a_run_needs_no_numpy_process_or_thread_as_in_the_browser():
    done = subprocess.run([sys.executable, "-c", BROWSER_LIKE], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    games, keys, cards = done.stdout.split()
    assert games == "12" and cards == "True"
    assert keys.split(",") == [
        "order_0",
        "order_1",
        "order_2",
        "actions",
        "turns",
        "margin",
        "rulebook_end",
        "bot_heuristic",
    ]


def test_any_executor_plays_the_pairs_as_dask_would():
    from concurrent.futures import ThreadPoolExecutor

    here = run(games=10)
    with ThreadPoolExecutor(max_workers=2) as executor:  # a Dask Client's get_executor() is such an Executor
        there = lab.balance(
            "first-band",
            4,
            "heuristic",
            {"complete_bands_only": True},
            games=10,
            seed=5,
            executor=executor,
            progress=False,
        )
    assert there.rows == here.rows and there.cards == here.cards
