"""Lean templates (issue 40): a chart drawn again and again is built without checking the styles of traces it never
draws, and looks the same."""

import json
import time

import plotly.graph_objects as go
import pytest

from bandlab import load_game
from bandlab.viz.scout_and_raise import round_bids_figure
from bandlab.viz.templates import bar_template, lean_template
from bandlab.widgets.games.panels import lean_figure


def rounds_in_play(steps, seed=7):
    """A 4-player Scout & Raise game played by its first legal move each time: the position after each move (the
    same state object, moved on: use it before the next)."""
    state = load_game("scout-and-raise").new(4, seed=seed)
    for _ in range(steps):
        if state.is_over:
            return
        state.apply(state.legal_actions()[0])
        yield state


def test_the_bid_chart_is_the_same_as_with_plotlys_whole_white_template():
    for state in rounds_in_play(12):
        lean = round_bids_figure(state)
        whole = go.Figure(lean)
        whole.update_layout(template="plotly_white")
        assert json.dumps(lean_figure(lean), sort_keys=True) == json.dumps(lean_figure(whole), sort_keys=True)


def test_a_lean_template_keeps_bars_and_axes_and_drops_other_traces_and_maps():
    template = bar_template("plotly_white")
    assert set(template["data"]) == {"bar"} and template["data"]["bar"]
    assert {"xaxis", "yaxis", "plot_bgcolor", "font"} <= set(template["layout"])
    assert not {"geo", "polar", "scene", "colorscale"} & set(template["layout"])
    template["layout"]["plot_bgcolor"] = "red"
    assert lean_template("plotly_white")["layout"]["plot_bgcolor"] != "red", "each caller has its own copy"


def test_an_unknown_template_is_named_in_the_error():
    with pytest.raises(ValueError, match="no template named 'plotly_whit'"):
        bar_template("plotly_whit")


def test_the_bid_chart_is_built_in_a_fraction_of_the_time_of_the_whole_template():
    *_, state = rounds_in_play(6)
    round_bids_figure(state)

    def cpu(build):
        start = time.process_time()
        for _ in range(5):
            build()
        return (time.process_time() - start) / 5

    lean = cpu(lambda: round_bids_figure(state))
    whole = cpu(lambda: go.Figure(round_bids_figure(state)).update_layout(template="plotly_white"))
    assert lean < whole * 0.6, f"{lean * 1000:.1f} ms against {whole * 1000:.1f} ms"
