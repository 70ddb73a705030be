"""Charts tell their series apart by pattern, marker or dash as well as by colour (WCAG 1.4.1, issue 41): in every
figure of ``bandlab.viz`` two series drawn in different colours on the same axes differ in something else too, and
where one trace's bars are coloured by what they mean (the coach's best and played moves, the balance lab's moved
measures) the bars of each meaning carry their own fill pattern."""

import random

import pytest

import bandlab
from bandlab.analysis import balance as lab
from bandlab.analysis.simulate import simulate
from bandlab.search import analyse
from bandlab.viz import balance, band_grab, battle_of_the_bands, coach, first_band, scout_and_raise, simulation

#: The trace types whose series share axes and a legend (boxes and violins stand at their own named place).
SERIES_TYPES = ("bar", "scatter", "histogram")


def listed(value):
    """A plotly property as a hashable value: a tuple for an array, the value itself otherwise."""
    return tuple(value) if isinstance(value, (list, tuple)) else value


def colour_of(trace, place):
    """A trace's colour: its markers' colour(s), else its line's, else the ``place``-th of plotly's colour cycle
    (a trace given no colour gets the next one); None for a line drawn with no width (a band's edge)."""
    marker = getattr(trace, "marker", None)
    line = getattr(trace, "line", None)
    if trace.type == "scatter" and trace.mode == "lines" and line.width == 0:
        return None
    colour = listed(marker.color) if marker is not None and marker.color is not None else None
    colour = colour if colour is not None else (line.color if line is not None else None)
    return colour if colour is not None else f"colour cycle {place}"


def look_of(trace):
    """What tells a trace apart besides colour: its bar fill pattern, or its mode, line dash and marker symbol."""
    if trace.type in ("bar", "histogram"):
        return ("bars", listed(trace.marker.pattern.shape) or "")
    return (trace.mode, trace.line.dash or "solid", listed(trace.marker.symbol) or "circle")


def same_colour_only(figure):
    """Pairs of series on the same axes that differ in colour and in nothing else (names of the two)."""
    traces = [(t, k) for k, t in enumerate(figure.data) if t.type in SERIES_TYPES and t.visible is not False]
    found = []
    for i, (one, k) in enumerate(traces):
        for other, m in traces[i + 1 :]:
            same_axes = (one.type, one.xaxis, one.yaxis) == (other.type, other.xaxis, other.yaxis)
            colours = colour_of(one, k), colour_of(other, m)
            if same_axes and None not in colours and colours[0] != colours[1] and look_of(one) == look_of(other):
                found.append((one.name, other.name))
    return found


def bars_by_meaning(trace):
    """For one bar trace coloured bar by bar: each colour's fill pattern; fails if a colour has two patterns."""
    patterns = {}
    for colour, shape in zip(trace.marker.color, trace.marker.pattern.shape):
        assert patterns.setdefault(colour, shape) == shape, f"bars of colour {colour} have two patterns"
    return patterns


def played(game_id, players, steps, seed=1):
    """A state random moves played ``steps`` steps into (or to the end)."""
    state = bandlab.load_game(game_id).new(players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over and len(state.history) < steps:
        state.apply(rng.choice(state.legal_actions()))
    return state


def measure_row(label, moved, difference, kind="rate"):
    """One measure's row of a balance run, as ``bandlab.analysis.balance.paired`` gives it."""
    return {
        "key": label,
        "label": label,
        "kind": kind,
        "games": 40,
        "base": 50.0,
        "variant": 50.0 + difference,
        "difference": difference,
        "ci_low": difference - 3.0,
        "ci_high": difference + 3.0,
        "moved": moved,
    }


def balance_results(rows):
    """A balance run holding ``rows`` and no card table."""
    return lab.BalanceResults("first-band", 4, ("random",), 0, 40, {}, {"target": 6}, rows, [], {"base": []})


# --- the bars whose colour means something ------------------------------------------------------------------


def test_the_coachs_best_and_played_moves_are_patterned_not_only_coloured():
    state = bandlab.load_game("first-band").new(4, seed=3)
    analysis = analyse(state.view(state.current_player), state.legal_actions(), 300, seed=1)
    assert len(analysis.moves) >= 3
    bars = coach.hint_figure(analysis, "Ann", analysis.moves[-1].action).data[0]
    patterns = list(bars.marker.pattern.shape)
    assert patterns[0] == coach.BEST_PATTERN and patterns[-1] == coach.CHOSEN_PATTERN
    assert set(patterns[1:-1]) == {coach.OTHER_PATTERN}
    meanings = bars_by_meaning(bars)
    assert len(set(meanings.values())) == len(meanings) == 3  # best, played, the others: three patterns


def test_the_coachs_best_move_is_patterned_when_it_is_also_the_move_played():
    state = bandlab.load_game("first-band").new(4, seed=3)
    analysis = analyse(state.view(state.current_player), state.legal_actions(), 300, seed=1)
    bars = coach.hint_figure(analysis, "Ann", analysis.moves[0].action).data[0]
    assert bars.marker.pattern.shape[0] == coach.BEST_PATTERN and coach.CHOSEN_PATTERN not in bars.marker.pattern.shape


def test_the_balance_labs_moved_measures_are_patterned_not_only_coloured():
    rows = [measure_row("win rate, 1st", True, 8.0), measure_row("win rate, 2nd", False, 1.0)]
    rows.append(measure_row("win rate, 3rd", True, -7.0))
    figure = balance.difference_figure(balance_results(rows), "rate")
    bars = figure.data[0]
    assert list(bars.marker.pattern.shape) == [balance.MOVED_PATTERN, balance.STILL_PATTERN, balance.MOVED_PATTERN]
    assert balance.MOVED_PATTERN != balance.STILL_PATTERN and len(bars_by_meaning(bars)) == 2
    assert "cross-hatched" in figure.layout.xaxis.title.text  # the axis says what the pattern means


def test_the_rounds_spread_ticks_a_bid_that_signed_as_well_as_drawing_it_in_full_colour():
    state = played("scout-and-raise", 4, 10_000, seed=3)
    figure = scout_and_raise.round_spread_figure(state)
    assert "✔" in figure.layout.title.text
    ticked = 0
    for trace in figure.data:
        for opacity, text in zip(trace.marker.opacity, trace.text):
            assert (text == scout_and_raise.SIGNED_MARK) == (opacity == 1.0), (trace.name, opacity, text)
            ticked += text == scout_and_raise.SIGNED_MARK
    assert ticked > 0, "no bid signed an artist in a whole game"
    assert len({trace.marker.pattern.shape for trace in figure.data}) == state.players


def test_the_what_if_bars_keep_their_pattern_while_hidden_so_a_redraw_in_place_keeps_it():
    hidden = battle_of_the_bands.gig_odds_parts([5, 6], 0)["data"][1]
    shown = battle_of_the_bands.gig_odds_parts([5, 6], 0, what_if=([5, 9], [], "after a wrench"))["data"][1]
    assert hidden["marker"] == shown["marker"] and shown["marker"]["pattern"]["shape"]


# --- every figure ------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def figures():
    """One of every figure of ``bandlab.viz`` that draws more than one series, built from small runs."""
    results = simulate("first-band", 3, "heuristic,random,random", games=12, seed=2, workers=1, progress=False)
    sim = scout_and_raise.simulate_bids(games=2, players=3, progress=False)
    grab, band = played("band-grab", 3, 25), played("first-band", 4, 30)
    bids = played("scout-and-raise", 4, 10_000, seed=3)
    rows = [measure_row("win rate, 1st", True, 8.0), measure_row("win rate, 2nd", False, 1.0)]
    rows += [measure_row("game length (actions)", True, -4.0, "count"), measure_row("margin", False, 0.5, "count")]
    return {
        "simulation win rate by seat": simulation.win_rate_figure(results, by="seat"),
        "simulation win rate by bot": simulation.win_rate_figure(results, by="agent"),
        "simulation win rate by turn order": simulation.win_rate_figure(results, by="order"),
        "simulation game length": simulation.length_figure(results),
        "band grab genre meter": band_grab.genre_meter_figure(grab),
        "band grab gig chance": band_grab.gig_chance_figure(None),
        "gig odds with a what-if": battle_of_the_bands.gig_odds_figure([5, 7, 6], 0, what_if=([8, 7, 6], [], "w")),
        "two bands": battle_of_the_bands.two_band_figure(),
        "reputation": battle_of_the_bands.reputation_figure(),
        "1st band ranking": first_band.ranking_figure(band),
        "1st band scores": first_band.score_figure(band),
        "round bids": scout_and_raise.round_bids_figure(bids, 1),
        "rounds spread": scout_and_raise.round_spread_figure(bids),
        "price vs score": scout_and_raise.price_vs_score_figure(sim),
        "debts": scout_and_raise.debt_figure(sim),
        "balance rates": balance.difference_figure(balance_results(rows), "rate"),
        "balance counts": balance.difference_figure(balance_results(rows), "count"),
    }


def test_no_two_series_of_any_figure_differ_by_colour_alone(figures):
    wrong = {name: pairs for name, figure in figures.items() if (pairs := same_colour_only(figure))}
    assert not wrong, f"series told apart by colour alone: {wrong}"


@pytest.mark.parametrize(
    "name, kind",
    [
        ("band grab genre meter", "bar"),
        ("gig odds with a what-if", "bar"),
        ("two bands", "scatter"),
        ("round bids", "bar"),
        ("rounds spread", "bar"),
        ("simulation win rate by seat", "bar"),
    ],
)
def test_the_figures_with_several_coloured_series_draw_each_its_own_way(figures, name, kind):
    series = [t for t in figures[name].data if t.type == kind]
    assert len(series) >= 2, f"{name}: only {len(series)} {kind} series"
    assert len({look_of(t) for t in series}) == len(series), f"{name}: {[look_of(t) for t in series]}"


def test_the_check_finds_two_series_that_differ_by_colour_alone():
    import plotly.graph_objects as go

    plain = go.Figure([go.Bar(name="a", x=[1], y=[1], marker_color="#D55E00"), go.Bar(name="b", x=[1], y=[2])])
    plain.data[1].marker.color = "#0072B2"
    assert same_colour_only(plain) == [("a", "b")]
    plain.data[1].marker.pattern.shape = "/"
    assert same_colour_only(plain) == []
    lines = go.Figure([go.Scatter(name="a", mode="lines", line_color="red"), go.Scatter(name="b", mode="lines")])
    lines.data[1].line.color = "blue"
    assert same_colour_only(lines) == [("a", "b")]
    lines.data[1].line.dash = "dash"
    assert same_colour_only(lines) == []
    cycled = go.Figure([go.Bar(name="a", x=[1], y=[1]), go.Bar(name="b", x=[1], y=[2])])  # plotly's colours
    assert same_colour_only(cycled) == [("a", "b")]
