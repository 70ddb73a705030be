"""The coach's figures: every legal move with its estimated win chance (``bandlab.search.analyse``).

- ``hint_figure(analysis, player_name, chosen=None)``: one horizontal bar per legal move, best
  first, with its 95% Wilson interval; the best move green and striped, the move actually chosen (if
  another) orange, dotted and labelled "played" -- told apart without colour too (WCAG 1.4.1).
- ``hint_rows(analysis, chosen=None)``: the same numbers as plain rows, for tables and tests.

Move texts and names come from the games and from people, so they are escaped before they reach
a label (plotly draws a little HTML in labels).
"""

from dataclasses import dataclass
from html import escape

import plotly.graph_objects as go

from bandlab.analysis.stats import wilson_interval

BEST_COLOUR = "#009E73"
CHOSEN_COLOUR = "#E69F00"
OTHER_COLOUR = "#7f9fbf"
#: Bar fill patterns: the best move striped, the chosen one dotted, the others plain (not by colour alone).
BEST_PATTERN, CHOSEN_PATTERN, OTHER_PATTERN = "/", ".", ""
#: Pixels per bar and around them, so a chart of many moves stays readable.
BAR_PIXELS, FRAME_PIXELS = 24, 110
#: Characters of a move's text shown on the axis (the hover shows all of it).
LABEL_CHARS = 46


@dataclass(frozen=True)
class HintRow:
    """One legal move's estimate: win chance, its interval, playouts, and what it is."""

    move: str
    rate: float
    low: float
    high: float
    wins: float
    playouts: int
    best: bool
    chosen: bool


def hint_rows(analysis, chosen=None, confidence=0.95):
    """One HintRow per legal move, in the analysis' order (best first)."""
    rows = []
    for k, move in enumerate(analysis.moves):
        low, high = wilson_interval(move.wins, move.playouts, confidence)
        rows.append(
            HintRow(
                str(move.action),
                move.rate,
                low,
                high,
                move.wins,
                move.playouts,
                k == 0,
                chosen is not None and move.action == chosen,
            )
        )
    return rows


def short(text):
    """A move's text cut to fit the axis."""
    return text if len(text) <= LABEL_CHARS else text[: LABEL_CHARS - 1] + "…"


def hint_figure(analysis, player_name="", chosen=None, confidence=0.95, title=None):
    """Bars of every legal move's estimated win chance with intervals, best on top, ``chosen`` marked."""
    rows = hint_rows(analysis, chosen, confidence)
    labels = [escape(short(r.move)) + (" (played)" if r.chosen else "") for r in rows]
    labels = unique(labels)
    colours = [BEST_COLOUR if r.best else CHOSEN_COLOUR if r.chosen else OTHER_COLOUR for r in rows]
    patterns = [BEST_PATTERN if r.best else CHOSEN_PATTERN if r.chosen else OTHER_PATTERN for r in rows]
    level = f"{confidence:.0%}"
    fig = go.Figure(
        go.Bar(
            x=[r.rate for r in rows],
            y=labels,
            orientation="h",
            marker=dict(color=colours, pattern=dict(shape=patterns)),
            error_x=dict(
                type="data",
                symmetric=False,
                array=[r.high - r.rate for r in rows],
                arrayminus=[r.rate - r.low for r in rows],
                color="#444",
                thickness=1.2,
            ),
            customdata=[[escape(r.move), r.low, r.high, r.wins, r.playouts] for r in rows],
            hovertemplate=(
                "%{customdata[0]}<br>win chance %{x:.0%} (" + level + " interval "
                "%{customdata[1]:.0%}–%{customdata[2]:.0%})<br>%{customdata[3]:.1f} wins in "
                "%{customdata[4]} playouts<extra></extra>"
            ),
        )
    )
    who = escape(player_name) + "'s" if player_name else "The"
    note = "" if analysis.complete else " (stopped early)"
    fig.update_layout(
        title=dict(text=title or f"{who} moves: estimated win chance{note}", font_size=15),
        xaxis=dict(
            title=f"win chance ({level} interval), {analysis.playouts:,} playouts · best: green, striped",
            tickformat=".0%",
            range=[0, max(0.05, min(1.0, max(r.high for r in rows) * 1.08))],
        ),
        yaxis=dict(autorange="reversed", automargin=True),
        height=FRAME_PIXELS + BAR_PIXELS * len(rows),
        margin=dict(l=10, r=20, t=50, b=45),
        template="plotly_white",
        showlegend=False,
        bargap=0.25,
    )
    return fig


def unique(labels):
    """Labels made distinct (plotly merges bars with equal labels) by numbering repeats."""
    seen, out = {}, []
    for label in labels:
        seen[label] = seen.get(label, 0) + 1
        out.append(label if seen[label] == 1 else f"{label} #{seen[label]}")
    return out
