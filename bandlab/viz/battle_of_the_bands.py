"""Battle of the Bands figures: exact gig odds, the two-band table, reputation rolls, odds heatmaps.

Plain functions returning ``go.Figure``; the ``*_parts`` functions give a figure's
data and layout without building it, so a widget can pour them into a
chart it built once (``bandlab.widgets.chart.Chart.merge``).

- ``gig_odds_figure(totals, gig_player, ...)``: one bar per band, its exact chance of
  taking the gig card, labelled with the fraction; the tie chance in the title; an
  optional second set of bars for a what-if (a monkey wrench played).
- ``gig_odds_from_state(state)``: the live odds of a gig in progress in a game.
- ``two_band_figure(differences)``: a band's chance by its HP lead, as gig player or not.
- ``reputation_figure()``: the chance a reputation roll succeeds, by the member's HP.
- ``two_band_heatmap(max_hp, gig_player)``: band A's chance over every pair of totals (as wide as
  the page, like every other figure).

No numpy: the pages draw these in the browser too.  The heatmaps' chances are plain Python
(``dice.chance_table``); where numpy is installed their ``z`` is a numpy array, as it always was.
"""

from fractions import Fraction

import plotly.graph_objects as go

from bandlab.analysis.dice import chance_table, gig_odds, reputation_success, two_band_table
from bandlab.analysis.host import as_array
from bandlab.viz.labels import label

#: Okabe–Ito colours, one per seat (up to 6 bands).
BAND_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")
WHAT_IF_COLOUR = "#999999"
#: The what-if bars are striped as well as grey, so they are told apart from "now" without colour (WCAG 1.4.1).
WHAT_IF_MARKER = dict(color=WHAT_IF_COLOUR, pattern=dict(shape="/"))
OUTSIDE_LABEL = "gig player (not in the gig)"


def fraction_text(value):
    """An exact chance as text: ``7/12 (58.3%)``."""
    value = Fraction(value)
    if value.denominator == 1:
        return f"{value.numerator} ({float(value):.0%})"
    return f"{value.numerator}/{value.denominator} ({float(value):.1%})"


def band_labels(count, names=None):
    """Labels for the bars: the names given, else Band 1, Band 2, ..."""
    names = list(names or [])
    return [label(names[i]) if i < len(names) else f"Band {i + 1}" for i in range(count)]


def odds_bars(totals, gig_player, names=None, banned=()):
    """Labels, chances (Fractions) and the GigOdds of a gig.

    A banned band takes no part: its bar is 0, unless it is the gig player's, which still takes ties.
    With ``gig_player=None`` (the gig player has no band here) a last bar shows the ties going to them."""
    banned = set(banned)
    playing = [i for i in range(len(totals)) if i not in banned]
    inside = gig_player if gig_player in playing else None
    odds = gig_odds([totals[i] for i in playing], None if inside is None else playing.index(inside))
    chances = [Fraction(0)] * len(totals)
    for k, i in enumerate(playing):
        chances[i] = odds.wins[k]
    labels = [
        f"{label} ({'banned' if i in banned else f'{totals[i]} HP'})"
        for i, label in enumerate(band_labels(len(totals), names))
    ]
    if gig_player is None:
        labels.append(OUTSIDE_LABEL)
        chances.append(odds.outside)
    elif inside is None:
        chances[gig_player] = odds.outside
    return labels, chances, odds


def gig_odds_parts(totals, gig_player=0, names=None, banned=(), what_if=None, title=None):
    """Data and layout of the gig odds figure; ``what_if`` = (totals, banned, label) adds a second bar set."""
    labels, chances, odds = odds_bars(totals, gig_player, names, banned)
    colours = [BAND_COLOURS[i % len(BAND_COLOURS)] for i in range(len(totals))] + ["#555555"] * (
        len(labels) - len(totals)
    )
    now = dict(
        x=labels,
        y=[float(c) for c in chances],
        text=[fraction_text(c) for c in chances],
        marker=dict(color=colours),
        name="now",
        textposition="outside",
        cliponaxis=False,
        hovertemplate="%{x}: %{text}<extra></extra>",
    )
    if what_if is not None:
        w_totals, w_banned, w_label = what_if
        _, w_chances, w_odds = odds_bars(w_totals, gig_player, names, w_banned)
        after = dict(
            x=labels,
            y=[float(c) for c in w_chances],
            text=[fraction_text(c) for c in w_chances],
            marker=WHAT_IF_MARKER,
            name=label(w_label),
            textposition="outside",
            visible=True,
            cliponaxis=False,
            hovertemplate="%{x}: %{text}<extra></extra>",
        )
        tie_text = f"tie chance {fraction_text(odds.tie)}; {label(w_label)}: {fraction_text(w_odds.tie)}"
    else:
        after = dict(
            x=labels,
            y=[0.0] * len(labels),
            text=[""] * len(labels),
            marker=WHAT_IF_MARKER,
            name="what if",
            visible=False,
        )
        tie_text = f"tie chance {fraction_text(odds.tie)} (ties go to the gig player)"
    heading = title or "Who takes the gig card? Exact odds"
    layout = dict(
        title=dict(text=f"{heading}<br><sup>{tie_text}</sup>"),
        barmode="group",
        yaxis=dict(range=[0, 1.15], tickformat=".0%", title=dict(text="chance to take the gig")),
        showlegend=what_if is not None,
        margin=dict(t=80, b=60, l=60, r=20),
        height=380,
    )
    return {"data": [now, after], "layout": layout, "odds": odds}


def gig_odds_figure(totals, gig_player=0, names=None, banned=(), what_if=None, title=None):
    """Bars of each band's exact chance to take the gig card, labelled with fractions; tie chance in the title."""
    parts = gig_odds_parts(totals, gig_player, names, banned, what_if, title)
    return go.Figure(data=[go.Bar(**trace) for trace in parts["data"]], layout=parts["layout"])


def gig_odds_from_state(state):
    """The live exact odds of the gig in progress (or of a gig the player to act would start now)."""
    return go.Figure(**{k: v for k, v in state_odds_parts(state).items() if k in ("data", "layout")})


def state_odds_parts(state):
    """Parts of the live odds figure for a game state: the gig's totals, or the bands' HP if no gig is on."""
    parts = live_odds_parts(state)
    parts["data"] = [go.Bar(**trace) for trace in parts["data"]]
    return parts


def live_odds_parts(state):
    """``state_odds_parts`` as plain dicts (traces too), built without plotly's checks: what a chart shown already
    takes in (``Chart.merge``), a step's new odds poured into it."""
    view = state.view(state.current_player if state.current_player is not None else 0)
    gig = view["gig"]
    names = view["names"]
    if gig is not None:
        totals = [t if t is not None else 0 for t in gig["totals"]]
        banned = [p for p, t in enumerate(gig["totals"]) if t is None]
        title = f"Live odds of {label(gig['card'])}, played by {label(names[gig['gig_player']])}"
        parts = gig_odds_parts(totals, gig["gig_player"], names, banned, title=title)
    else:
        gig_player = view["current_player"] if view["current_player"] is not None else 0
        title = (
            f"If {label(names[gig_player])} started a gig now"
            if view["phase"] != "over"
            else "Band strength at the end"
        )
        parts = gig_odds_parts(view["band_hp"], gig_player, names, title=title)
    return parts


def lead_line(rows, column, name, colour, dash="solid", symbol="circle"):
    """One line of ``two_band_figure``: a column of ``two_band_table`` against band A's HP lead, drawn in ``colour``
    with its own ``dash`` and marker ``symbol`` (lines told apart without colour too)."""
    return go.Scatter(
        x=[row["lead"] for row in rows],
        y=[float(row[column]) for row in rows],
        mode="lines+markers",
        name=name,
        text=[fraction_text(row[column]) for row in rows],
        hovertemplate="lead %{x}: %{text}<extra></extra>",
        line=dict(color=colour, dash=dash),
        marker=dict(symbol=symbol, size=7),
    )


def two_band_figure(differences=range(-6, 7)):
    """Band A's chance against one band by A's HP lead: as the gig player, as the other band; ties marked."""
    rows = two_band_table(differences)
    leads = [row["lead"] for row in rows]
    traces = [
        lead_line(rows, "as_gig_player", "A played the gig", BAND_COLOURS[0]),
        lead_line(rows, "as_other", "B played the gig", BAND_COLOURS[1], dash="dash", symbol="square"),
        go.Bar(
            x=leads,
            y=[float(r["tie"]) for r in rows],
            name="tie chance",
            marker=dict(color="#cccccc"),
            text=[fraction_text(r["tie"]) for r in rows],
            hovertemplate="lead %{x}: tie %{text}<extra></extra>",
        ),
    ]
    layout = dict(
        title="Two bands: A's chance by its HP lead over B",
        xaxis=dict(title="A's HP minus B's HP", dtick=1),
        yaxis=dict(title="chance", tickformat=".0%", range=[0, 1.02]),
        height=380,
    )
    return go.Figure(data=traces, layout=layout)


def reputation_figure(max_hp=7):
    """The chance a reputation roll succeeds (a die roll of the member's HP or less), HP 0..max_hp."""
    hps = list(range(0, max_hp + 1))
    chances = [reputation_success(h) for h in hps]
    bar = go.Bar(
        x=hps,
        y=[float(c) for c in chances],
        text=[fraction_text(c) for c in chances],
        textposition="outside",
        marker=dict(color=BAND_COLOURS[2]),
        cliponaxis=False,
        hovertemplate="HP %{x}: %{text}<extra></extra>",
    )
    layout = dict(
        title="Reputation roll: succeed on a roll of the member's HP or less",
        xaxis=dict(title="member's HP (with instrument and type bonus)", dtick=1),
        yaxis=dict(title="chance", tickformat=".0%", range=[0, 1.15]),
        height=340,
    )
    return go.Figure(data=[bar], layout=layout)


def rounded(chance, digits=4):
    """``chance`` rounded as ``numpy.round`` rounds a float: scaled by 10^digits, to the nearest whole number
    (half to even), scaled back.  (Python's ``round(x, 4)`` rounds the exact decimal value, which can differ.)"""
    scale = 10**digits
    return round(chance * scale) / scale


def heatmap_z(table):
    """A heatmap's z from rows of chances: each rounded to 4 decimals (the hover shows 0.1%)."""
    return as_array([[rounded(chance) for chance in row] for row in table])


def two_band_heatmap(max_hp=15, gig_player=0):
    """Band A's exact chance against band B for every pair of totals 0..max_hp."""
    hps = range(max_hp + 1)
    z = chance_table(hps, hps, gig_player=gig_player)
    who = {0: "A is the gig player", 1: "B is the gig player", None: "the gig player is not in the gig"}[gig_player]
    heat = go.Heatmap(
        z=heatmap_z(z),
        x=list(range(max_hp + 1)),
        y=list(range(max_hp + 1)),
        colorscale="Viridis",
        zmin=0,
        zmax=1,
        colorbar=dict(title="A wins", tickformat=".0%"),
        hovertemplate="B %{x} HP, A %{y} HP: A wins %{z:.1%}<extra></extra>",
    )
    layout = dict(
        title=f"A's chance to take the gig ({who})", xaxis=dict(title="B's HP"), yaxis=dict(title="A's HP"), height=420
    )
    return go.Figure(data=[heat], layout=layout)


def three_band_sweep_figure(max_hp=12, rival_hp=6, gig_player=0):
    """Band A's chance against two rivals, one of them fixed at ``rival_hp``: a heatmap over A's and B's HP."""
    hps = range(max_hp + 1)
    z = chance_table(hps, hps, others=(rival_hp,), gig_player=gig_player)
    heat = go.Heatmap(
        z=heatmap_z(z),
        x=list(range(max_hp + 1)),
        y=list(range(max_hp + 1)),
        colorscale="Viridis",
        zmin=0,
        zmax=1,
        colorbar=dict(title="A wins", tickformat=".0%"),
        hovertemplate="B %{x} HP, A %{y} HP: A wins %{z:.1%}<extra></extra>",
    )
    layout = dict(
        title=f"Three bands, C at {rival_hp} HP: A's chance (A plays the gig)"
        if gig_player == 0
        else f"Three bands, C at {rival_hp} HP: A's chance",
        xaxis=dict(title="B's HP"),
        yaxis=dict(title="A's HP"),
        height=420,
    )
    return go.Figure(data=[heat], layout=layout)
