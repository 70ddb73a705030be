"""Chart: a plotly figure redrawn in place, whose front end starts without plotly.js."""

import json

import plotly.graph_objects as go

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
    chart = Chart({"data": [{"type": "scatter", "y": np.arange(3)}]})
    y = json.loads(chart.spec)["data"][0]["y"]
    assert y == {"dtype": "i1", "bdata": "AAEC"}, "numpy arrays travel as plotly.js's typed arrays (base64)"
    assert Chart().data == () and json.loads(Chart().spec)["data"] == []


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
