"""Band Grab's figures: the genre meter of every band, and the chance of being gig-ready within k turns.

Each takes plain inputs and returns a ``go.Figure``; nothing here is a widget.

- ``genre_meter_figure(state_or_view)``: per band, the symbols of each genre against the 6 a gig
  needs (5 with a Booking Agent), the need drawn as a line over each band's bars.
  ``genre_meter_parts`` gives the same data without building a figure, for in-place updates.
- ``gig_chance_figure(chance)``: a ``GigChance`` from ``bandlab.analysis.band_grab`` as a curve
  with its 95% band: the chance of being ready by the end of each of the next k turns.
"""

import plotly.graph_objects as go

from bandlab.games.band_grab.cards import GENRES, GIG_NEED, KIND, KIND_NAMES, card_from_code
from bandlab.viz.labels import label

#: Genre colours and card kinds share the Okabe–Ito palette (distinct under the common colour-blindnesses),
#: each colour used once: Rock vermillion, Pop pink, Jazz blue, Funk yellow; the kinds keep the rulebook's
#: backgrounds as near as the palette allows: Support sky blue, Event green, Gig orange (musicians are drawn
#: in their genre colours; purple is the rulebook's).
GENRE_COLOURS = {"Rock": "#D55E00", "Pop": "#CC79A7", "Jazz": "#0072B2", "Funk": "#F0E442"}
KIND_COLOURS = {"Musician": "#6A3D9A", "Support": "#56B4E9", "Event": "#009E73", "Gig": "#E69F00"}
NEED_COLOUR = "#222222"
#: One bar fill pattern per genre: the meter's bars are told apart without colour too (WCAG 1.4.1).
GENRE_PATTERNS = {"Rock": "", "Pop": "/", "Jazz": ".", "Funk": "x"}


def kind_colour(code):
    """The background colour of a card code, by its type."""
    return KIND_COLOURS[KIND_NAMES[KIND[card_from_code(code)]]]


def table_of(state_or_view):
    """A view with every band (bands are public, so any player's view has them all)."""
    if isinstance(state_or_view, dict):
        return state_or_view
    return state_or_view.view(0)


def genre_meter_parts(state_or_view):
    """The meter's traces (one bar trace per genre, then the need markers) and layout, as dicts."""
    table = table_of(state_or_view)
    names = [label(name) for name in table["names"]]
    meters, need = table["meters"], table["need"]
    ready = table.get("gig_ready", [max(m) >= n for m, n in zip(meters, need)])
    labels = [f"{'★ ' if r else ''}{name}" for name, r in zip(names, ready)]
    data = []
    for g, genre in enumerate(GENRES):
        counts = [m[g] for m in meters]
        data.append(
            dict(
                x=labels,
                y=counts,
                name=genre,
                text=[str(c) if c else "" for c in counts],
                hovertemplate=f"%{{x}}: %{{y}} {genre} symbols<extra></extra>",
            )
        )
    data.append(
        dict(x=labels, y=need, name="needed for a gig", hovertemplate="%{x} needs %{y} matching symbols<extra></extra>")
    )
    top = max([GIG_NEED] + [max(m) for m in meters]) + 1
    winners = table.get("winners") or []
    if table.get("ended_by"):
        title = f"Genre meter — game over ({label(table['ended_by'])}): {' and '.join(names[w] for w in winners)}"
    else:
        title = f"Genre meter: symbols per genre against the {GIG_NEED} a gig needs (★ ready)"
    layout = dict(
        title=dict(text=title), yaxis=dict(range=[0, top], dtick=1, title=dict(text="genre symbols in the band"))
    )
    return {"data": data, "layout": layout}


def genre_meter_figure(state_or_view):
    """Per band, symbols of each genre (bars) against the symbols a gig needs (a black line)."""
    parts = genre_meter_parts(state_or_view)
    traces = [
        go.Bar(
            marker=dict(
                color=GENRE_COLOURS[d["name"]],
                line=dict(color="#333333", width=1),
                pattern=dict(shape=GENRE_PATTERNS[d["name"]]),
            ),
            textposition="outside",
            **d,
        )
        for d in parts["data"][:-1]
    ]
    need = parts["data"][-1]
    traces.append(
        go.Scatter(
            mode="markers",
            marker=dict(symbol="line-ew", size=60, color=NEED_COLOUR, line=dict(width=3, color=NEED_COLOUR)),
            **need,
        )
    )
    fig = go.Figure(data=traces)
    fig.update_layout(
        barmode="group",
        height=340,
        margin=dict(l=50, r=20, t=50, b=40),
        template="plotly_white",
        legend=dict(orientation="h", y=-0.15),
        **parts["layout"],
    )
    return fig


def gig_chance_parts(chance, names=None):
    """The chance curve's traces (band, then curve, then wins) and layout, as dicts; ``chance`` may be None."""
    if chance is None:
        empty = dict(x=[], y=[])
        return {
            "data": [dict(empty), dict(empty), dict(empty), dict(empty)],
            "layout": dict(title=dict(text="Chance of being gig-ready: press Estimate")),
        }
    k = list(range(chance.turns + 1))
    who = label(names[chance.player]) if names else f"Player {chance.player + 1}"
    data = [
        dict(x=k, y=list(chance.high), name="95% high", hoverinfo="skip"),
        dict(x=k, y=list(chance.low), name="95% interval", hoverinfo="skip"),
        dict(
            x=k,
            y=list(chance.by_turn),
            name="gig-ready",
            text=[f"{p:.0%}" for p in chance.by_turn],
            hovertemplate="ready by the end of turn %{x}: %{y:.0%}<extra></extra>",
        ),
        dict(
            x=k,
            y=list(chance.win_by_turn),
            name="has won",
            hovertemplate="won by the end of turn %{x}: %{y:.0%}<extra></extra>",
        ),
    ]
    title = f"{who}: chance of being gig-ready within k turns ({chance.samples} samples, {label(chance.bot)} bots)"
    return {"data": data, "layout": dict(title=dict(text=title))}


def gig_chance_figure(chance, names=None):
    """The chance (with its 95% band) that a band is gig-ready by the end of each of the next k turns."""
    parts = gig_chance_parts(chance, names)
    high, low, ready, won = parts["data"]
    fig = go.Figure(
        data=[
            go.Scatter(mode="lines", line=dict(width=0), showlegend=False, **high),
            go.Scatter(mode="lines", line=dict(width=0), fill="tonexty", fillcolor="rgba(0,114,178,0.2)", **low),
            go.Scatter(mode="lines+markers", line=dict(color="#0072B2", width=3), **ready),
            go.Scatter(mode="lines+markers", line=dict(color="#D55E00", dash="dot"), **won),
        ]
    )
    fig.update_layout(
        height=320,
        margin=dict(l=50, r=20, t=50, b=40),
        template="plotly_white",
        xaxis=dict(title=dict(text="k: the player's next turns"), dtick=1),
        yaxis=dict(range=[0, 1], tickformat=".0%", title=dict(text="chance")),
        legend=dict(orientation="h", y=-0.2),
        **parts["layout"],
    )
    return fig
