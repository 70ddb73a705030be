"""Chart: a plotly figure on a dashboard, redrawn in place when its figure changes.

    from bandlab.widgets.chart import Chart
    chart = Chart(ranking_figure(state))   # display it like any widget
    chart.figure = ranking_figure(later)   # the page redraws the same chart (Plotly.react)
    chart.merge(ranking_parts(later))      # the same, quicker: new values poured into the figure shown

Why not plotly's ``go.FigureWidget``: since plotly 6 it is an anywidget whose module holds all
of plotly.js (~5 MB), and anywidget gives a model two seconds to load its module. On a slow
laptop or a busy Binder pod some charts missed that window and went dead: drawn once, never
updated again (``[anywidget] Failed to initialize model``). A Chart's module (``chart.js``) is a
few kilobytes and does nothing slow while it starts, so it is always ready in time.

plotly.js is a file of the server or site (``PLOTLY_PATH`` under the page's JupyterLab extensions
URL), which the page's first chart loads and the browser caches: the kernel sends no copy.
``bandlab.cli.serve.write_plotly_js`` puts plotly's own ``plotly.min.js`` there (``bandlab serve``,
Binder's postBuild, ``bandlab site``). Where the file is not served (a plain JupyterLab), the page
asks its kernel for it instead, once per page, in a binary message. Nothing is fetched from the
internet; drawing has no time limit.

The kernel side keeps the ``go.Figure`` (``chart.figure``, ``chart.data``, ``chart.layout``), so
tests and notebooks read a chart without a browser.

Importing this module does not load plotly's figure classes, validators or their data-frame layer (narwhals): a
chart loads them as it draws its first figure. A page's first cell imports every widget module, and in the
browser's Python (the static site) those imports cost about a second before the page's first widget.
"""

import functools
import json
import pathlib
from importlib import resources

import anywidget
import ipywidgets
import plotly
import plotly.graph_objects as go  # a lazy module: plotly's figure classes load when a figure is first used
import traitlets

HERE = pathlib.Path(__file__).resolve().parent
#: The folder of JupyterLab extensions that holds plotly.js (not an extension: it has no package.json, so no
#: Jupyter page loads it as one; its files are served like an extension's).
PLOTLY_EXTENSION = "bandlab-plotly"
#: Where a page finds plotly.js: this path under its ``fullLabextensionsUrl`` (``<base>voila/labextensions`` under
#: Voila and Binder, ``<site>/extensions`` on the static site). The version makes it a new address for a new
#: plotly, so a server may let browsers keep the file for good.
PLOTLY_PATH = f"{PLOTLY_EXTENSION}/static/plotly.min.js"


def plotly_js_file():
    """plotly.min.js as installed with the plotly package (what plotly's offline HTML embeds)."""
    return pathlib.Path(str(resources.files("plotly") / "package_data" / "plotly.min.js"))


@functools.lru_cache(maxsize=1)
def plotly_js():
    """plotly.js as bytes, for a page that could not load it from its server."""
    return plotly_js_file().read_bytes()


def module_source():
    """chart.js as a page runs it: with the address of plotly.js under the page's extensions (and plotly's version
    in it, so a new plotly is a new address), without its comments."""
    source = (HERE / "chart.js").read_text(encoding="utf-8")
    # Every chart's model carries its module to the page: whole-line comments (for readers of chart.js) stay here.
    code = "\n".join(line for line in source.splitlines() if not line.lstrip().startswith("//"))
    return code.replace("__PLOTLY_PATH__", f"{PLOTLY_PATH}?v={plotly.__version__}") + "\n"


def changes(old, new):
    """What ``merged`` needs to turn ``old`` into ``new`` (dicts: the keys whose values differ, each as its own
    changes), or ``MISSING`` when it cannot: a key of ``old`` is gone, or a dict became something else."""
    if not isinstance(old, dict) or not isinstance(new, dict):
        return MISSING if isinstance(old, dict) != isinstance(new, dict) else new
    if old.keys() - new.keys():
        return MISSING
    result = {}
    for key, value in new.items():
        if key not in old:
            result[key] = value
        elif old[key] != value:
            change = changes(old[key], value)
            if change is MISSING:
                return MISSING
            result[key] = change
    return result


def figure_changes(old, new):
    """A figure's changes as ``Chart.merge`` takes them (``{"data": [one dict per trace], "layout": {...}}``), or
    ``MISSING`` when the traces are not the same in number or a part is gone."""
    if len(old["data"]) != len(new["data"]) or old.keys() != new.keys() or set(old) != {"data", "layout"}:
        return MISSING
    data = [changes(a, b) for a, b in zip(old["data"], new["data"])]
    layout = changes(old["layout"], new["layout"])
    if MISSING in (layout, *data):
        return MISSING
    return {"data": data, "layout": layout}


def figure_text(spec):
    """``spec`` as compact JSON: by plain ``json`` where it says it all (lists, numbers, strings: every step of a
    stepper's chart), in one pass; else by plotly's encoder (numpy arrays, dates, NaN as null), which takes three."""
    try:
        return json.dumps(spec, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError):
        from plotly.utils import PlotlyJSONEncoder  # loaded with the first figure drawn (see the module docstring)

        return json.dumps(spec, cls=PlotlyJSONEncoder, separators=(",", ":"))


#: "Cannot be said as changes."
MISSING = object()


def merged(old, new):
    """``old`` updated with ``new`` the way plotly's ``update`` does: dicts merge key by key, anything else replaces."""
    if not isinstance(old, dict) or not isinstance(new, dict):
        return new
    result = dict(old)
    for key, value in new.items():
        result[key] = merged(old.get(key), value)
    return result


class Chart(anywidget.AnyWidget):
    """One plotly figure; assigning ``figure`` (or calling ``merge``) redraws it in place in the browser."""

    _esm = module_source()
    _css = ".bandlab-chart { width: 100%; }"
    spec = traitlets.Unicode("{}").tag(sync=True)  # the figure as plotly JSON
    revision = traitlets.Int(0).tag(sync=True)  # counts the figures shown (the page echoes it)

    def __init__(self, figure=None, **kwargs):
        super().__init__(**kwargs)
        self._spec = {"data": [], "layout": {}}
        self._figure = None
        self.figure = {"data": [], "layout": {}} if figure is None else figure
        self.on_msg(self._on_message)

    @property
    def figure(self):
        """The figure shown, as a ``go.Figure`` (built when first asked; assign a figure or a dict to redraw)."""
        if self._figure is None:
            self._figure = go.Figure(self._spec)
        return self._figure

    @figure.setter
    def figure(self, figure):
        spec = figure.to_plotly_json() if isinstance(figure, go.Figure) else figure
        self.show(spec, figure if isinstance(figure, go.Figure) else None)

    def update(self, figure):
        """Show ``figure`` (a ``go.Figure`` or a dict with ``data`` and ``layout``) instead."""
        self.figure = figure

    def merge(self, parts):
        """Redraw with ``parts`` (``{"data": [one dict per trace], "layout": {...}}``) poured into the figure shown.

        Much quicker than building a new ``go.Figure`` (plotly validates every property it is given): a
        stepper's chart follows every step this way. The traces must be the ones shown, in order.
        """
        data = parts.get("data", [])
        if len(data) != len(self._spec["data"]):
            raise ValueError(f"The chart shows {len(self._spec['data'])} traces, not {len(data)}: assign a new figure.")
        spec = {
            "data": [merged(old, new) for old, new in zip(self._spec["data"], data)],
            "layout": merged(self._spec["layout"], parts.get("layout", {})),
        }
        self.show(spec)

    def show(self, spec, figure=None):
        """Show ``spec`` (plotly JSON as dicts) unless the page shows it already. The page receives only what
        changed (a ``merge`` message: a step's new values, not the whole figure again) when that can be said and is
        shorter; else the whole figure. ``spec`` holds the whole figure either way, for a view drawn later."""
        text = figure_text(spec)
        if text == self.spec:
            return
        shown, spec = self._spec, json.loads(text)
        self._spec, self._figure = spec, figure
        revision = self.revision + 1
        parts = figure_changes(shown, spec)
        if parts is MISSING or len(json.dumps(parts, separators=(",", ":"))) * 2 > len(text):
            with self.hold_sync():
                self.revision = revision
                self.spec = text
            return
        with self._lock_property(spec=text, revision=revision):  # set here, not sent: the message says it
            self.spec, self.revision = text, revision
        self.send({"type": "merge", "revision": revision, "parts": parts})

    @property
    def data(self):
        """The traces shown."""
        return self.figure.data

    @property
    def layout(self):
        """The layout shown."""
        return self.figure.layout

    def _on_message(self, _widget, content, _buffers):
        """A page whose server does not serve plotly.js asks for it (its first chart, once): send it as a binary
        buffer. Nothing else is answered."""
        if isinstance(content, dict) and content.get("type") == "plotly-js?":
            try:
                script = plotly_js()
            except OSError as err:  # a plotly without its plotly.min.js (the static site's wheel)
                self.send({"type": "plotly-js", "error": f"plotly.js is not installed with plotly here: {err}"})
                return
            self.send({"type": "plotly-js"}, buffers=[script])

    def __repr__(self):
        title = self._spec.get("layout", {}).get("title")
        title = title.get("text") if isinstance(title, dict) else title
        return f"<Chart {json.dumps(title) if title else 'untitled'}: {len(self._spec.get('data', []))} traces>"


class ChartBox(ipywidgets.Box):
    """A place for a Chart that is made with the first figure it draws, so a page of widgets starts no chart
    it may never show; hidden until then, and whenever ``hide()`` is called."""

    def __init__(self):
        super().__init__([], layout=ipywidgets.Layout(display="none", width="100%"))  # Chart.layout is the figure's
        self.chart = None

    def draw(self, figure):
        """Show ``figure``: in a new Chart the first time, redrawn in place after that."""
        if self.chart is None:
            self.chart = Chart(figure)
            self.children = [self.chart]
        else:
            self.chart.figure = figure
        self.layout.display = None

    def hide(self):
        """Hide the chart (it keeps its figure)."""
        self.layout.display = "none"
