"""Figures of simulation results show the summary's numbers."""

import pytest

from bandlab.analysis.simulate import simulate
from bandlab.viz.simulation import length_figure, measure_figure, score_figure, win_rate_figure


@pytest.fixture(scope="module")
def results():
    return simulate("first-band", 3, "heuristic,random,random", games=30, seed=2, workers=1, progress=False)


@pytest.fixture(scope="module")
def rotated():
    return simulate(
        "first-band", 3, "heuristic,random,random", games=30, seed=2, workers=1, progress=False, rotate_seats=True
    )


def test_win_rates_by_seat_carry_wilson_error_bars(results):
    fig = win_rate_figure(results, by="seat")
    summary = results.summary()
    bars = {trace.name: trace for trace in fig.data}
    assert set(bars) == {"heuristic", "random"} and fig.layout.barmode == "overlay"
    assert list(bars["heuristic"].x) == ["seat 1"] and list(bars["random"].x) == ["seat 2", "seat 3"]  # numbered from 1
    rates = list(bars["heuristic"].y) + list(bars["random"].y)
    assert rates == pytest.approx([row["win_rate"] for row in summary.seats])
    seat1 = summary.seats[1]
    assert bars["random"].error_y.array[0] == pytest.approx(seat1["ci_high"] - seat1["win_rate"])
    assert bars["random"].error_y.arrayminus[0] == pytest.approx(seat1["win_rate"] - seat1["ci_low"])
    assert fig.layout.shapes[0].y0 == pytest.approx(1 / 3)


def test_win_rates_by_agent_and_rotated_seats(results, rotated):
    by_agent = win_rate_figure(results, by="agent")
    assert [t.name for t in by_agent.data] == ["heuristic", "random"]
    assert by_agent.data[1].y[0] == pytest.approx(results.summary().agent_rates[1]["win_rate"])
    grouped = win_rate_figure(rotated, by="seat")
    assert grouped.layout.barmode == "group"
    assert [list(t.x) for t in grouped.data] == [["seat 1", "seat 2", "seat 3"]] * 2
    with pytest.raises(ValueError):
        win_rate_figure(results, by="colour")


def test_win_rates_by_turn_order(results):
    fig = win_rate_figure(results, by="order")
    assert list(fig.data[0].x) == ["1st", "2nd", "3rd"]
    assert list(fig.data[0].y) == pytest.approx([r["win_rate"] for r in results.summary().order_rates])


def test_score_distributions_per_seat_and_agent(results):
    by_seat = score_figure(results, by="seat")
    assert [t.name for t in by_seat.data] == ["seat 1 (heuristic)", "seat 2 (random)", "seat 3 (random)"]
    assert list(by_seat.data[2].y) == [o.scores[2] for o in results.outcomes]
    by_agent = score_figure(results, by="agent")
    assert len(by_agent.data[1].y) == 2 * len(results)


def test_game_length_and_measures(results):
    fig = length_figure(results)
    assert list(fig.data[0].x) == [o.steps for o in results.outcomes]
    assert list(fig.data[1].x) == [o.rounds for o in results.outcomes]
    margin = measure_figure(results, "winning_margin")
    assert list(margin.data[0].x) == [o.measures["winning_margin"] for o in results.outcomes]
    with pytest.raises(ValueError, match="no game reported"):
        measure_figure(results, "gigs_won")
