"""Chart: a plotly figure redrawn in place, whose front end starts without plotly.js."""

import json
import re

import plotly
import plotly.graph_objects as go
import pytest

from bandlab.widgets import chart as chart_module
from bandlab.widgets.chart import PLOTLY_PATH, Chart, plotly_js, plotly_js_file


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


def test_the_module_loads_plotly_js_from_the_pages_extensions_folder_at_an_address_naming_its_version():
    """Every chart's model carries the module: it is small, without comments, and names the file's address."""
    esm = Chart(bars([1]))._esm
    assert len(esm) < 6_000 and "Plotly.react" in esm
    assert "__PLOTLY_PATH__" not in esm and not re.search(r"^\s*//", esm, re.MULTILINE)
    assert f'const PLOTLY_PATH = "{PLOTLY_PATH}?v={plotly.__version__}";' in esm
    assert PLOTLY_PATH == "bandlab-plotly/static/plotly.min.js"
    assert "fullLabextensionsUrl" in esm and "jupyter-config-data" in esm, "the address comes from the page's config"
    assert 'type: "plotly-js?"' in esm, "the kernel is still asked where the file cannot be loaded"
    assert "http://" not in esm and "https://" not in esm, "nothing from the internet"


def test_plotly_js_is_the_installed_plotlys_own_file():
    script = plotly_js_file().read_bytes()
    assert len(script) > 1_000_000 and b"window.Plotly" in script and plotly_js() == script
    assert plotly_js_file().parent.parent == __import__("pathlib").Path(plotly.__file__).parent


def test_a_kernel_without_plotly_js_answers_with_an_error_not_a_crash(monkeypatch, tmp_path):
    """The static site's plotly wheel leaves plotly.min.js out (the site serves it): a page asking anyway learns why."""
    chart = Chart(bars([1]))
    sent = []
    chart.send = lambda content, buffers=None: sent.append((content, buffers))
    monkeypatch.setattr(chart_module, "plotly_js_file", lambda: tmp_path / "missing" / "plotly.min.js")
    plotly_js.cache_clear()
    try:
        chart._on_message(chart, {"type": "plotly-js?"}, [])
    finally:
        plotly_js.cache_clear()
    assert len(sent) == 1 and sent[0][1] is None
    assert sent[0][0]["type"] == "plotly-js" and "not installed" in sent[0][0]["error"]


def test_the_module_is_small_and_plotly_js_is_sent_once_when_asked():
    """The 2-second start-up window of anywidget must never have to load plotly.js (STACK-NOTES); where the
    server does not serve it, the kernel sends it when asked."""
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


def caught_messages(chart):
    """Every message ``chart`` sends to the page from now on."""
    sent = []
    chart._send = lambda msg, buffers=None: sent.append(msg)
    return sent


def line(values, title="line", name="Alice"):
    return go.Figure(go.Scatter(y=values, name=name, mode="lines+markers"), layout={"title": {"text": title}})


def test_a_redraw_sends_only_what_changed_and_the_chart_keeps_the_whole_figure():
    chart = Chart(line(list(range(30))))
    sent = caught_messages(chart)
    chart.figure = line(list(range(1, 31)))
    [message] = sent
    assert message["method"] == "custom" and message["content"]["type"] == "merge"
    assert message["content"]["parts"] == {"data": [{"y": list(range(1, 31))}], "layout": {}}
    assert message["content"]["revision"] == chart.revision == 2
    assert json.loads(chart.spec)["data"][0]["y"] == list(range(1, 31)), "a view drawn later gets the whole figure"
    assert json.loads(chart.spec)["data"][0]["name"] == "Alice"


def test_merge_sends_the_values_poured_in_not_the_figure():
    chart = Chart(line([1, 2, 3]))
    sent = caught_messages(chart)
    chart.merge({"data": [{"y": [4, 5, 6]}], "layout": {"title": {"text": "later"}}})
    [message] = sent
    assert message["content"]["parts"] == {"data": [{"y": [4, 5, 6]}], "layout": {"title": {"text": "later"}}}
    assert json.loads(chart.spec)["layout"]["title"]["text"] == "later"


@pytest.mark.parametrize(
    "later",
    [
        go.Figure([go.Scatter(y=[1]), go.Scatter(y=[2])]),  # another number of traces
        go.Figure(go.Bar(y=[9] * 30), layout={"title": {"text": "bars"}}),  # most of it changed
        go.Figure(go.Scatter(y=list(range(30))), layout={}),  # the title is gone: changes cannot remove it
    ],
    ids=["traces", "most of it", "a part gone"],
)
def test_a_figure_that_changes_can_not_say_goes_whole(later):
    chart = Chart(line(list(range(30))))
    sent = caught_messages(chart)
    chart.figure = later
    [message] = sent
    assert message["method"] == "update" and json.loads(message["state"]["spec"]) == json.loads(chart.spec)
    assert message["state"]["revision"] == 2


def test_changes_merged_into_the_old_figure_give_the_new_one():
    old = {"data": [{"y": [1], "marker": {"color": "red", "size": 3}}], "layout": {"title": {"text": "a"}}}
    new = {"data": [{"y": [1], "marker": {"color": "blue", "size": 3}}], "layout": {"title": {"text": "b"}, "x": 1}}
    parts = chart_module.figure_changes(old, new)
    assert parts == {"data": [{"marker": {"color": "blue"}}], "layout": {"title": {"text": "b"}, "x": 1}}
    merged = {
        "data": [chart_module.merged(a, b) for a, b in zip(old["data"], parts["data"])],
        "layout": chart_module.merged(old["layout"], parts["layout"]),
    }
    assert merged == new
