"""The simulation runner: determinism across executors, failures, measures, statistics, files."""

import csv
import json
import math
from concurrent.futures import ThreadPoolExecutor

import pytest
from hypothesis import given
from hypothesis import strategies as st

import bandlab
from bandlab import SetupError
from bandlab.agents import Agent, make_agent
from bandlab.analysis import stats
from bandlab.analysis.simulate import (
    SEED_BITS,
    GameOutcome,
    SimulationResults,
    agent_seed,
    default_chunk_size,
    game_seed,
    simulate,
)

GAME = "first-band"
BOTS = ["heuristic", "random", "random"]


class FailingAgent(Agent):
    """Plays randomly, but raises on its third move in games whose bot seed is divisible by 4."""

    name = "failing"

    def __init__(self, seed=0):
        super().__init__(seed)
        self.doomed, self.moves = seed % 4 == 0, 0

    def choose(self, view, legal_actions):
        self.moves += 1
        if self.doomed and self.moves == 3:
            raise RuntimeError("the failing bot gave up")
        return legal_actions[self.rng.below(len(legal_actions))]


def run(**kwargs):
    """A small quiet simulation of 1st Band with three players."""
    settings = dict(games=24, seed=11, progress=False, workers=1)
    settings.update(kwargs)
    return simulate(GAME, 3, kwargs.pop("agents", BOTS), **{k: v for k, v in settings.items() if k != "agents"})


# --- seeds and determinism ---------------------------------------------------------
def test_game_and_agent_seeds_depend_on_run_seed_and_index_only():
    assert game_seed(5, 3) == game_seed(5, 3)
    seeds = {game_seed(s, i) for s in range(20) for i in range(200)}
    assert len(seeds) == 20 * 200
    assert all(0 <= s < 2**SEED_BITS for s in seeds)
    assert len({agent_seed(game_seed(5, 3), seat) for seat in range(5)}) == 5
    assert game_seed(0, 1) == 8395603224792852  # fixed forever: old results stay reproducible


def test_same_seed_same_results_whatever_the_executor_workers_or_chunks():
    serial = run()
    assert len(serial) == 24 and not serial.failures
    expected = serial.rows()
    assert run(chunk_size=1).rows() == expected
    assert run(chunk_size=5).rows() == expected
    assert run(workers=2, chunk_size=7).rows() == expected
    with ThreadPoolExecutor(3) as pool:
        assert run(executor=pool, chunk_size=4).rows() == expected
    assert run(seed=12).rows() != expected


def test_dask_local_cluster_gives_the_same_results():
    distributed = pytest.importorskip("distributed", reason="distributed (bandlab[dask]) is not installed")
    with (
        distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None) as cluster,
        distributed.Client(cluster) as client,
    ):
        on_dask = run(executor=client.get_executor(), chunk_size=5)
    assert on_dask.rows() == run().rows()


def test_each_game_replays_alone_from_its_seed():
    results = run(games=6)
    game = bandlab.load_game(GAME)
    for outcome in results.outcomes:
        state = game.new(3, seed=outcome.seed)
        agents = [make_agent(name, GAME, agent_seed(outcome.seed, seat)) for seat, name in enumerate(BOTS)]
        while not state.is_over:
            player = state.current_player
            state.apply(agents[player].choose(state.view(player), state.legal_actions()))
        assert tuple(state.scores()) == outcome.scores
        assert tuple(state.winners()) == outcome.winners
        assert len(state.history) == outcome.steps and state.round == outcome.rounds
        assert outcome.measures == game.measures(state)
        assert outcome.first == game.new(3, seed=outcome.seed).current_player


def test_default_chunks_give_every_worker_several_tasks():
    assert default_chunk_size(10_000, 2) == 250
    assert default_chunk_size(80, 2) == 10
    assert default_chunk_size(3, 8) == 1


# --- what the results hold ----------------------------------------------------------
def test_results_hold_scores_winners_steps_rounds_and_measures():
    results = run(games=10)
    assert [o.index for o in results.outcomes] == list(range(10))
    for outcome in results.outcomes:
        assert len(outcome.scores) == 3
        assert outcome.winners and all(outcome.scores[w] == max(outcome.scores) for w in outcome.winners)
        assert outcome.steps > 0 and outcome.rounds >= 1
        assert set(outcome.measures) >= {"winning_margin"}
    columns = results.table()
    assert list(columns)[:12] == [
        "game",
        "seed",
        "agent_0",
        "agent_1",
        "agent_2",
        "score_0",
        "score_1",
        "score_2",
        "winners",
        "first_player",
        "steps",
        "rounds",
    ]
    assert "winning_margin" in columns and "measure_rounds" in columns  # a measure named like a column is renamed
    assert all(len(values) == 10 for values in columns.values())
    assert results.rows()[3]["seed"] == game_seed(11, 3)


def test_a_game_without_measures_still_simulates(monkeypatch):
    game_class = type(bandlab.load_game(GAME))
    monkeypatch.delattr(game_class, "measures")
    results = run(games=5)
    assert all(o.measures is None for o in results.outcomes)
    assert results.measure_names() == []
    assert "Measures" not in str(results.summary())
    assert results.summary().measures == {}


def test_rotating_seats_puts_every_bot_in_every_seat_equally():
    results = run(games=9, rotate_seats=True)
    columns = results.table()
    for seat in range(3):
        assert sorted(columns[f"agent_{seat}"]) == sorted(BOTS * 3)
    summary = results.summary()
    assert {r["agent"] for r in summary.seats} == {"rotating"}
    heuristic = [r for r in summary.seat_agent_rates if r["agent"] == "heuristic"]
    assert [r["games"] for r in heuristic] == [3, 3, 3]


def test_one_name_or_a_comma_list_names_the_bots():
    assert run(games=2, agents="random").agents == ("random",) * 3
    assert run(games=2, agents="heuristic, random,random").agents == tuple(BOTS)
    assert run(games=2, agents=["heuristic"]).agents == ("heuristic",) * 3


@pytest.mark.parametrize(
    "kwargs, words",
    [
        (dict(agents="heuristic,random"), "2 bots are named for 3 players"),
        (dict(agents="wizard"), "no bot 'wizard'"),
        (dict(games=0), "games must be"),
        (dict(seed=-1), "seed must be"),
        (dict(workers=0), "workers must be"),
        (dict(chunk_size=0), "chunk_size must be"),
        (dict(options={"starting_player": 5}), "starting_player"),
        (dict(options={"tempo": 2}), "no option tempo"),
    ],
)
def test_bad_input_is_rejected_before_any_game(kwargs, words):
    with pytest.raises(SetupError, match=words):
        run(**kwargs)


# --- failures -----------------------------------------------------------------------
@pytest.mark.parametrize("workers", [1, 2])
def test_a_failing_game_is_reported_with_seed_and_record_and_the_rest_finish(workers):
    results = run(games=30, agents=["random", FailingAgent, "random"], workers=workers, chunk_size=4)
    assert results.failures and results.outcomes
    assert len(results.failures) + len(results.outcomes) == 30
    assert sorted(o.index for o in results.outcomes + results.failures) == list(range(30))
    for failure in results.failures:
        assert failure.seed == game_seed(11, failure.index)
        assert failure.agent_seeds[1] % 4 == 0
        assert failure.agents == ("random", "failing", "random")
        assert failure.error == "RuntimeError: the failing bot gave up"
        assert "FailingAgent" in failure.traceback or "choose" in failure.traceback
        position = bandlab.replay(failure.record)  # the game up to the failure
        assert len(position.history) == failure.step and position.current_player == 1
        assert position.seed == failure.seed
    text = str(results.summary())
    assert f"{len(results.failures)} games FAILED" in text
    assert f"(seed {results.failures[0].seed}) failed after {results.failures[0].step} actions" in text
    assert results.rows() == run(games=30, agents=["random", FailingAgent, "random"]).rows()


def test_a_game_that_never_ends_is_reported_not_waited_for(monkeypatch):
    from bandlab.analysis import simulate as runner

    monkeypatch.setattr(runner, "MAX_STEPS", 20)  # every 1st Band game takes more actions than this
    results = run(games=3)
    assert not results.outcomes and [f.step for f in results.failures] == [20, 20, 20]
    assert results.failures[0].error == "RuntimeError: the game did not end after 20 actions"


def test_a_task_that_fails_as_a_whole_reports_each_of_its_games():
    class Unpicklable:
        """A bot factory a process pool cannot send to its workers (a local class)."""

        name = "local"

        def __call__(self, seed):
            return make_agent("random", GAME, seed)

    factory = Unpicklable()
    results = run(games=6, agents=[factory, "random", "random"], workers=2, chunk_size=3)
    assert not results.outcomes and len(results.failures) == 6
    assert all("the worker playing games" in f.error and f.record is None for f in results.failures)
    assert [f.seed for f in results.failures] == [game_seed(11, i) for i in range(6)]


# --- summary and statistics ----------------------------------------------------------
def made_results(winners, measures=None, first=None):
    """Hand-made results of 3-player games with the given winners (scores 10 for winners, 0 else)."""
    outcomes = [
        GameOutcome(
            i,
            i,
            0,
            tuple(10 if p in w else 0 for p in range(3)),
            tuple(w),
            50,
            None,
            None if measures is None else measures[i],
            None if first is None else first[i],
        )
        for i, w in enumerate(winners)
    ]
    return SimulationResults(GAME, 3, ("heuristic", "random", "random"), 0, {}, False, outcomes)


def test_a_shared_win_counts_one_over_k_to_each_winner():
    summary = made_results([(0,), (0, 1), (1, 2), (0, 1, 2)]).summary()
    wins = [row["wins"] for row in summary.seats]
    assert wins == pytest.approx([1 + 1 / 2 + 1 / 3, 1 / 2 + 1 / 2 + 1 / 3, 1 / 2 + 1 / 3])
    assert sum(wins) == pytest.approx(4)
    assert summary.shared_wins == 3
    random = next(r for r in summary.agent_rates if r["agent"] == "random")
    assert random["games"] == 8 and random["wins"] == pytest.approx(wins[1] + wins[2])
    assert random["win_rate"] == pytest.approx(random["wins"] / 8)
    low, high = stats.wilson_interval(random["wins"], 8)
    assert (random["ci_low"], random["ci_high"]) == pytest.approx((low, high))
    assert summary.seats[0]["score_mean"] == pytest.approx(7.5)
    assert summary.seats[0]["score_sd"] == pytest.approx(5.0)
    assert summary.rounds is None


def test_turn_order_counts_from_the_player_who_acted_first():
    summary = made_results([(0,), (2,), (1, 2), (1,)], first=[0, 2, 1, 2]).summary()
    # the winners' places in turn order: game 0: 1st; game 1: 1st; game 2: 1st and 2nd (half each);
    # game 3: seat 1 when seat 2 acted first, so 3rd
    assert [r["wins"] for r in summary.order_rates] == pytest.approx([2.5, 0.5, 1.0])
    assert [r["games"] for r in summary.order_rates] == [4, 4, 4]
    assert "By turn order" in str(summary) and "  1st " in str(summary)
    assert made_results([(0,)]).summary().order_rates == []  # no first player known: no table


def test_measures_are_averaged_or_counted():
    measures = [{"price": 300, "kind": "rock"}, {"price": 500, "kind": "jazz"}, {"price": 400, "kind": "rock"}]
    summary = made_results([(0,), (1,), (2,)], measures).summary()
    assert summary.measures["price"]["mean"] == pytest.approx(400) and summary.measures["price"]["sd"] == pytest.approx(
        100
    )
    assert summary.measures["kind"]["counts"] == {"rock": 2, "jazz": 1}
    assert "kind: rock ×2, jazz ×1" in str(summary)


def test_summary_table_prints_rates_and_intervals():
    results = run(games=12)
    assert (
        repr(results) == "<SimulationResults first-band: 3 players, 12 games, seed 11, bots heuristic, random, random>"
    )
    text = str(results)
    assert "1st Band (first-band): 3 players, 12 games, seed 11" in text
    assert "95% interval" in text and "heuristic" in text
    assert "Game length: mean" in text and "rounds" in text


def test_wilson_interval_matches_known_values():
    assert stats.wilson_interval(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert stats.wilson_interval(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert stats.wilson_interval(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)
    assert stats.wilson_interval(81, 263, confidence=0.90) == pytest.approx((0.2633, 0.3566), abs=1e-4)
    assert stats.wilson_interval(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        stats.wilson_interval(3, 2)


@given(st.integers(1, 10_000), st.floats(0, 1), st.sampled_from([0.8, 0.95, 0.99]))
def test_wilson_interval_holds_the_rate_and_stays_in_0_1(trials, fraction, confidence):
    wins = fraction * trials
    low, high = stats.wilson_interval(wins, trials, confidence)
    assert 0 <= low <= wins / trials + 1e-12 and wins / trials - 1e-12 <= high <= 1
    wider = stats.wilson_interval(wins, trials, min(0.999, confidence + 0.009))
    assert wider[0] <= low + 1e-12 and wider[1] >= high - 1e-12


def test_mean_sd_uses_the_sample_sd():
    assert stats.mean_sd([1, 2, 3, 4]) == pytest.approx((2.5, math.sqrt(5 / 3)))
    assert math.isnan(stats.mean_sd([7])[1]) and all(math.isnan(x) for x in stats.mean_sd([]))


# --- files and progress ----------------------------------------------------------------
def test_csv_has_one_row_per_game(tmp_path):
    results = run(games=8)
    path = tmp_path / "r.csv"
    results.to_csv(path)
    with open(path, newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 8
    assert rows[2]["seed"] == str(game_seed(11, 2)) and rows[2]["agent_0"] == "heuristic"
    assert [int(rows[i][f"score_{p}"]) for i in (0, 5) for p in range(3)] == [
        results.outcomes[i].scores[p] for i in (0, 5) for p in range(3)
    ]
    assert rows[0]["winners"] == " ".join(map(str, results.outcomes[0].winners))


def test_json_round_trips_games_failures_and_summary(tmp_path):
    results = run(games=16, agents=["random", FailingAgent, "random"])
    path = tmp_path / "r.json"
    results.to_json(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "bandlab-simulation" and len(data["games"]) == len(results)
    assert data["summary"]["seats"][1]["agent"] == "failing"
    assert len(data["failures"]) == len(results.failures) > 0
    back = SimulationResults.from_json(path)
    assert back.rows() == results.rows()
    assert back.failures == results.failures
    assert back.summary().to_dict() | {"seconds": None} == results.summary().to_dict() | {"seconds": None}


def test_progress_bar_counts_games_on_the_terminal(capsys):
    run(games=9, chunk_size=4, progress=True)
    err = capsys.readouterr().err
    assert "9/9" in err and "game" in err
    run(games=9, progress=False)
    assert capsys.readouterr().err == ""
