"""Chart: a plotly figure redrawn in place, whose front end starts without plotly.js."""

import json

import plotly.graph_objects as go
import pytest

from bandlab.widgets.chart import Chart, plotly_js


def bars(values, title="bars"):
    return go.Figure(go.Bar(y=values), layout={"title": {"text": title}})


def test_a_chart_holds_its_figure_as_plotly_json_and_counts_redraws():
    chart = Chart(bars([1, 2]))
    spec = json.loads(chart.spec)
    assert spec["data"][0]["y"] == [1, 2] and spec["layout"]["title"]["text"] == "bars"
    assert chart.revision == 1 and list(chart.data[0].y) == [1, 2] and chart.layout.title.text == "bars"
    chart.figure = bars([1, 2])
    assert chart.revision == 1, "the same figure again sends nothing to the page"
    chart.update(bars([3], "three"))
    assert chart.revision == 2 and json.loads(chart.spec)["data"][0]["y"] == [3]
    assert isinstance(chart.figure, go.Figure) and chart.figure.layout.title.text == "three"


def test_figures_given_as_dicts_and_numpy_arrays_are_accepted():
    import numpy as np

    chart = Chart({"data": [{"type": "scatter", "y": np.arange(3)}], "layout": {}})
    assert json.loads(chart.spec)["data"][0]["y"] == [0, 1, 2]
    assert list(chart.data[0].y) == [0, 1, 2] and chart.data[0].type == "scatter"
    assert Chart().data == () and json.loads(Chart().spec)["data"] == []


def test_merge_pours_new_values_into_the_figure_shown_like_plotly_update():
    chart = Chart(
        go.Figure(
            go.Bar(y=[1, 2], marker={"color": "red", "line": {"width": 2}}),
            layout={"title": {"text": "before", "font": {"size": 20}}, "annotations": [{"text": "a"}]},
        )
    )
    chart.merge(
        {
            "data": [{"y": [5], "marker": {"color": "blue"}}],
            "layout": {"title": {"text": "after"}, "annotations": [{"text": "b"}, {"text": "c"}]},
        }
    )
    trace = chart.data[0]
    assert list(trace.y) == [5] and trace.marker.color == "blue" and trace.marker.line.width == 2, "dicts merge"
    assert chart.layout.title.text == "after" and chart.layout.title.font.size == 20
    assert [a.text for a in chart.layout.annotations] == ["b", "c"], "lists replace"
    assert chart.revision == 2
    chart.merge({"data": [{"y": [5]}], "layout": {}})
    assert chart.revision == 2, "nothing new: nothing sent"
    with pytest.raises(ValueError, match="1 traces, not 2"):
        chart.merge({"data": [{}, {}]})
    assert chart.revision == 2 and list(chart.data[0].y) == [5]


def test_the_module_is_small_and_plotly_js_is_sent_once_when_asked():
    """The 2-second start-up window of anywidget must never have to load plotly.js (STACK-NOTES)."""
    chart = Chart(bars([1]))
    assert len(chart._esm) < 10_000 and "Plotly.react" in chart._esm
    sent = []
    chart.send = lambda content, buffers=None: sent.append((content, buffers))
    chart._on_message(chart, {"type": "plotly-js?"}, [])
    chart._on_message(chart, {"type": "something else"}, [])
    chart._on_message(chart, "not a dict", [])
    assert len(sent) == 1 and sent[0][0] == {"type": "plotly-js"}
    script = sent[0][1][0]
    assert script is plotly_js() and len(script) > 1_000_000 and b"window.Plotly" in script
