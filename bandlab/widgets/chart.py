"""Chart: a plotly figure on a dashboard, redrawn in place when its figure changes.

    from bandlab.widgets.chart import Chart
    chart = Chart(ranking_figure(state))   # display it like any widget
    chart.figure = ranking_figure(later)   # the page redraws the same chart (Plotly.react)

Why not plotly's ``go.FigureWidget``: since plotly 6 it is an anywidget whose module holds all
of plotly.js (~5 MB), and anywidget gives a model two seconds to load its module. On a slow
laptop or a busy Binder pod some charts missed that window and went dead: drawn once, never
updated again (``[anywidget] Failed to initialize model``). A Chart's module (``chart.js``) is a
few kilobytes and does nothing slow while it starts, so it is always ready in time. plotly.js
is sent only when the first chart of a page is drawn, once per page, from the plotly package
installed here (nothing is fetched from the internet); drawing has no time limit.

The kernel side keeps the ``go.Figure`` (``chart.figure``, ``chart.data``, ``chart.layout``), so
tests and notebooks read a chart without a browser.
"""

import functools
import json
import pathlib

import anywidget
import plotly.graph_objects as go
import plotly.io as pio
import traitlets

HERE = pathlib.Path(__file__).resolve().parent


@functools.lru_cache(maxsize=1)
def plotly_js():
    """plotly.js as bytes, from the plotly package (the same file plotly's offline HTML embeds)."""
    from plotly.offline import get_plotlyjs
    return get_plotlyjs().encode("utf-8")


class Chart(anywidget.AnyWidget):
    """One plotly figure; assigning ``figure`` redraws it in place in the browser."""

    _esm = (HERE / "chart.js").read_text(encoding="utf-8")
    _css = ".bandlab-chart { width: 100%; }"
    spec = traitlets.Unicode("{}").tag(sync=True)      # the figure as plotly JSON
    revision = traitlets.Int(0).tag(sync=True)         # counts the figures shown (the page echoes it)

    def __init__(self, figure=None, **kwargs):
        super().__init__(**kwargs)
        self._figure = go.Figure()
        self.figure = go.Figure() if figure is None else figure
        self.on_msg(self._on_message)

    @property
    def figure(self):
        """The figure shown (a ``go.Figure``; assign a new one to redraw)."""
        return self._figure

    @figure.setter
    def figure(self, figure):
        figure = figure if isinstance(figure, go.Figure) else go.Figure(figure)
        text = pio.to_json(figure, validate=False)
        self._figure = figure
        if text != self.spec:
            with self.hold_sync():
                self.revision += 1
                self.spec = text

    def update(self, figure):
        """Show ``figure`` instead (the same as assigning ``chart.figure``)."""
        self.figure = figure

    @property
    def data(self):
        """The traces shown."""
        return self._figure.data

    @property
    def layout(self):
        """The layout shown."""
        return self._figure.layout

    def _on_message(self, _widget, content, _buffers):
        """The page's first chart asks for plotly.js: send it once, as a binary buffer."""
        if isinstance(content, dict) and content.get("type") == "plotly-js?":
            self.send({"type": "plotly-js"}, buffers=[plotly_js()])

    def __repr__(self):
        title = self._figure.layout.title.text if self._figure.layout.title else None
        return f"<Chart {json.dumps(title) if title else 'untitled'}: {len(self._figure.data)} traces>"
