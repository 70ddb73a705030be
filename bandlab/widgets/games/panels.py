"""The one base of the games' chart panels: a Chart that follows the game, redrawn only when what it shows changed.

A panel under a board (``make_panels`` of a game plugin) has ``.widget`` and ``.update(state)``; the stepper calls
``update`` after every change of position.  ``ChartPanel`` does that once for every game: a subclass says what it
draws (``figure``) and what the drawing depends on (``key``); equal keys send nothing to the page, and a panel
whose ``merges`` is True pours the new ``key`` (the figure's changing parts) into the chart shown instead of
sending a whole new figure.  Given no position (``state`` None) a panel says there is no game yet, in words on
the chart, and invents none.
"""

import json

import plotly.graph_objects as go

from bandlab.widgets.chart import Chart

NO_GAME = "No game yet: start one and this chart follows it."


def no_game_figure(text=NO_GAME):
    """An empty chart holding one sentence (no axes): what a panel shows before there is a game."""
    figure = go.Figure()
    figure.add_annotation(
        text=text, showarrow=False, x=0.5, y=0.5, xref="paper", yref="paper", font=dict(size=14, color="#555")
    )
    figure.update_layout(
        height=160,
        margin=dict(l=10, r=10, t=10, b=10),
        plot_bgcolor="white",
        xaxis=dict(visible=False),
        yaxis=dict(visible=False),
    )
    return figure


#: The layout parts of a plotly template that only maps, polar, ternary and 3-D charts use (a panel draws none).
UNUSED_LAYOUT = ("geo", "polar", "scene", "ternary", "mapbox", "map")
#: The template's colour scales, which only a trace coloured by numbers uses.
COLOUR_SCALES = ("colorscale", "coloraxis")
#: Traces that always colour by a scale.
SCALED_TRACES = {"heatmap", "contour", "surface", "histogram2d", "histogram2dcontour", "choropleth"}


def lean_figure(figure):
    """``figure`` as plotly JSON whose template keeps only what its own traces use: the same chart, without the
    template's styles of every other kind of trace (about 5 KB, which a panel would resend with every step)."""
    from plotly.utils import PlotlyJSONEncoder  # loaded with the first chart drawn, not with the page's imports

    spec = figure.to_plotly_json() if isinstance(figure, go.Figure) else dict(figure)
    spec = json.loads(json.dumps(spec, cls=PlotlyJSONEncoder))
    template = spec.get("layout", {}).get("template")
    if isinstance(template, dict):
        kinds = {trace.get("type", "scatter") for trace in spec.get("data", [])}
        template["data"] = {kind: styles for kind, styles in template.get("data", {}).items() if kind in kinds}
        unused = UNUSED_LAYOUT + (() if any(map(scaled, spec.get("data", []))) else COLOUR_SCALES)
        for name in unused:
            template.get("layout", {}).pop(name, None)
    return spec


def scaled(trace):
    """True if a trace may colour by a scale: a colour given as numbers, or a colour scale named."""
    marker = trace.get("marker") or {}
    colours = marker.get("color")
    numeric = isinstance(colours, (int, float)) or (
        isinstance(colours, list) and any(isinstance(c, (int, float)) for c in colours)
    )
    return numeric or "colorscale" in marker or "colorscale" in trace or trace.get("type") in SCALED_TRACES


class ChartPanel:
    """A Chart built from the first position and redrawn in place on ``update`` when its ``key`` changed."""

    #: True: a redraw merges ``key(state)`` (the figure's changing parts) into the chart shown.
    merges = False
    #: The sentence shown while there is no game.
    no_game = NO_GAME

    def __init__(self, state=None):
        self.state = state
        self.widget = Chart(lean_figure(self.drawing(state)))
        self.shown = None if state is None else self.key(state)
        self.updates = 0  # redraws sent to the page (a step that changes nothing here sends none)

    def figure(self, state):
        """The whole figure for a position (subclasses draw it)."""
        raise NotImplementedError

    def key(self, state):
        """What the figure depends on: two positions with equal keys draw the same chart."""
        raise NotImplementedError

    def drawing(self, state):
        """The figure for ``state``, or the no-game sentence for None."""
        return no_game_figure(self.no_game) if state is None else self.figure(state)

    def update(self, state):
        """Show the new position in the same chart: one redraw, none if nothing it shows changed."""
        drawn = self.shown is not None
        self.state = state
        key = self.key(state)
        if key == self.shown:
            return
        self.shown = key
        self.updates += 1
        if self.merges and drawn:
            self.widget.merge(key)
        else:
            self.widget.figure = lean_figure(self.figure(state))
