"""Figures of a balance run (``bandlab.analysis.balance``): what a house rule moved, and which cards win.

- ``difference_figure(results, kind)``: each measure's paired difference (variant − base) with its 95%
  interval as error bars; ``kind`` "rate" for win rates and endings (percentage points), "count" for
  lengths and margins;
- ``card_figure(results, side, top)``: the ranked cards' win-rate differences (with it − without it)
  with Newcombe intervals;
- ``card_table_html(rows, sort, descending)``: the card table as HTML, sorted by any column;
- ``sentences_html(results)``: the sentences of the measures that moved.

Every name that reaches a chart goes through ``labels.label``; every cell of HTML through ``html.escape``.
"""

import math
from html import escape

import plotly.graph_objects as go

from bandlab.viz.labels import label

MOVED_COLOUR, STILL_COLOUR = "#D55E00", "#0072B2"
#: A measure that moved is cross-hatched as well as orange, so it is told apart without colour (WCAG 1.4.1).
MOVED_PATTERN, STILL_PATTERN = "x", ""
#: The columns of the card table, in order: (key, heading).
CARD_COLUMNS = (
    ("card", "card"),
    ("way", "how the seat had it"),
    ("win_rate_with", "win rate with (%)"),
    ("win_rate_without", "without (%)"),
    ("difference", "difference (points)"),
    ("ci_low", "95% low"),
    ("ci_high", "95% high"),
    ("games_with", "seat-games with"),
    ("games_without", "seat-games without"),
    ("ranked", "ranked"),
)
CARD_KEYS = tuple(key for key, _ in CARD_COLUMNS)
WAY_WORDS = {"opening": "in the opening hand", "drawn": "drawn or picked later", "played": "played"}


def difference_figure(results, kind="rate"):
    """Horizontal bars: each measure's difference (variant − base) with its paired 95% interval."""
    rows = [r for r in results.rows if r["kind"] == kind]
    unit = "percentage points" if kind == "rate" else "actions, turns, rounds or points"
    figure = go.Figure(
        go.Bar(
            x=[r["difference"] for r in rows],
            y=[label(r["label"]) for r in rows],
            orientation="h",
            marker=dict(
                color=[MOVED_COLOUR if r["moved"] else STILL_COLOUR for r in rows],
                pattern=dict(shape=[MOVED_PATTERN if r["moved"] else STILL_PATTERN for r in rows]),
            ),
            error_x=dict(
                type="data",
                symmetric=False,
                array=[gap(r["ci_high"], r["difference"]) for r in rows],
                arrayminus=[gap(r["difference"], r["ci_low"]) for r in rows],
            ),
            customdata=[[r["base"], r["variant"], r["ci_low"], r["ci_high"], r["games"]] for r in rows],
            hovertemplate=(
                "%{y}: %{x:+.2f}<br>base %{customdata[0]:.2f}, variant %{customdata[1]:.2f}<br>"
                "95% interval %{customdata[2]:+.2f} to %{customdata[3]:+.2f} (%{customdata[4]:,} games)<extra></extra>"
            ),
        )
    )
    figure.add_vline(x=0, line_color="#777777")
    what = "Win rates and endings" if kind == "rate" else "Length and margin"
    figure.update_layout(
        title=f"{what}: variant − base ({label(change_title(results))}, {results.games:,} paired games)",
        xaxis_title=f"difference in {unit} (orange, cross-hatched: the interval excludes 0)",
        yaxis=dict(autorange="reversed"),
        template="plotly_white",
        height=120 + 34 * len(rows),
        margin=dict(l=10, r=10, t=60, b=50),
    )
    return figure


def gap(high, low):
    """The length of an error bar's arm (0 where the interval is unknown)."""
    return 0.0 if math.isnan(high) or math.isnan(low) else high - low


def change_title(results):
    """The variant in a few words: 'target=6', 'swap_instruments=on'."""
    return ", ".join(f"{k}={('on' if v else 'off') if isinstance(v, bool) else v}" for k, v in results.variant.items())


def card_figure(results, side="base", top=15):
    """The ``top`` ranked cards (and ways) of ``side`` by win-rate difference, with their 95% intervals."""
    rows = [r for r in results.cards.get(side, []) if r["ranked"]][:top]
    figure = go.Figure(
        go.Bar(
            x=[r["difference"] for r in rows],
            y=[label(f"{r['card']} ({r['way']})") for r in rows],
            orientation="h",
            marker_color=STILL_COLOUR,
            error_x=dict(
                type="data",
                symmetric=False,
                array=[gap(r["ci_high"], r["difference"]) for r in rows],
                arrayminus=[gap(r["difference"], r["ci_low"]) for r in rows],
            ),
            customdata=[[r["win_rate_with"], r["win_rate_without"], r["games_with"]] for r in rows],
            hovertemplate=(
                "%{y}: %{x:+.1f} points<br>win rate %{customdata[0]:.1f}% with, %{customdata[1]:.1f}% without"
                "<br>%{customdata[2]:,} seat-games with it<extra></extra>"
            ),
        )
    )
    figure.add_vline(x=0, line_color="#777777")
    rules = "base rules" if side == "base" else label(change_title(results))
    figure.update_layout(
        title=f"Strongest cards ({rules}): a seat's win rate with the card − without",
        xaxis_title="difference in percentage points (95% Newcombe interval)",
        yaxis=dict(autorange="reversed"),
        template="plotly_white",
        height=140 + 26 * max(1, len(rows)),
        margin=dict(l=10, r=10, t=60, b=50),
    )
    return figure


def sorted_cards(rows, sort="difference", descending=True):
    """The card rows sorted by the column ``sort`` (one of CARD_KEYS); ties by card and way."""
    if sort not in CARD_KEYS:
        raise ValueError(f"sort must be one of {', '.join(CARD_KEYS)}, not {sort!r}")

    def key(row):
        value = row[sort]
        if isinstance(value, float) and math.isnan(value):  # unknown rates go last either way
            return -math.inf if descending else math.inf
        return value

    ordered = sorted(rows, key=lambda r: (r["card"], r["way"]))
    ordered.sort(key=key, reverse=descending)
    return ordered


def card_table_html(rows, sort="difference", descending=True, limit=400):
    """The card table (at most ``limit`` rows) as HTML, sorted by ``sort``; unranked cards marked."""
    shown = sorted_cards(rows, sort, descending)[:limit]
    head = "".join(f"<th style='padding:2px 8px;text-align:left'>{escape(h)}</th>" for _, h in CARD_COLUMNS)
    body = "".join(
        f"<tr class='bandlab-card-row' style='{'' if r['ranked'] else 'color:#595959'}'>"
        + "".join(f"<td style='padding:2px 8px'>{escape(cell_text(r, k))}</td>" for k in CARD_KEYS)
        + "</tr>"
        for r in shown
    )
    more = f"<p>{len(rows) - limit:,} more rows in cards.csv.</p>" if len(rows) > limit else ""
    note = (
        "<p style='color:#555'>Grey rows: fewer seat-games than the minimum with or without the card, so not "
        "ranked. A card's win rate counts the seat's wins (a win shared by k players counts 1/k).</p>"
    )
    return (
        f"<div class='bandlab-card-table mathjax_ignore'>{note}<table style='border-collapse:collapse;"
        f"font-size:13px'><tr>{head}</tr>{body}</table>{more}</div>"
    )


def cell_text(row, key):
    """One cell of the card table as text."""
    value = row[key]
    if key == "ranked":
        return "yes" if value else "too few games"
    if key == "way":
        return WAY_WORDS.get(value, str(value))
    if isinstance(value, float):
        return "—" if math.isnan(value) else f"{value:.1f}"
    if isinstance(value, int):
        return f"{value:,}"
    return str(value)


def sentences_html(results):
    """The sentences of the measures that moved (or a line saying none did), as an HTML list."""
    if not results.sentences:
        return "<p class='bandlab-balance-sentences'>No measure moved: every 95% interval holds 0.</p>"
    items = "".join(f"<li>{escape(s)}</li>" for s in results.sentences)
    return f"<ul class='bandlab-balance-sentences'>{items}</ul>"
