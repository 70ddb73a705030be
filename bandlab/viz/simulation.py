"""Figures of simulation results (``bandlab.analysis.simulate``): who wins, scores, game length.

Plain functions from ``SimulationResults`` to ``go.Figure``, for any game:

- ``win_rate_figure(results, by="seat" | "agent" | "order")``: win rates with their
  Wilson intervals as error bars, against the rate every seat would have if all
  played alike; "order" is the place in turn order (1st = whoever acted first), the
  figure for first-player advantage in games where the starting seat varies;
- ``score_figure(results, by="seat" | "agent")``: the spread of final scores;
- ``length_figure(results)``: actions per game, and rounds if the game has rounds;
- ``measure_figure(results, name)``: one of the game's own measures;
- ``summary_html(results)``: the summary's win-rate tables as HTML, seats numbered from 1.
"""

from html import escape

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from bandlab.analysis.simulate import ordinal, rate_cells, spread
from bandlab.viz.labels import label

#: One colour per bot, in the order the bots first sit (Okabe–Ito: distinct under colour-blindness).
AGENT_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#F0E442", "#000000")
CHANCE_COLOUR = "#777777"
#: One bar fill pattern per bot, in the same order: bots told apart without colour too (WCAG 1.4.1).
AGENT_PATTERNS = ("", "/", "x", ".", "\\", "+", "-", "|")


def agent_colours(results):
    """Bot name -> colour, in seat order."""
    names = dict.fromkeys(label(a) for a in results.agents)
    return {name: AGENT_COLOURS[k % len(AGENT_COLOURS)] for k, name in enumerate(names)}


def agent_patterns(results):
    """Bot name -> bar fill pattern, in seat order (the first bot's bars are solid)."""
    names = dict.fromkeys(label(a) for a in results.agents)
    return {name: AGENT_PATTERNS[k % len(AGENT_PATTERNS)] for k, name in enumerate(names)}


def title_of(results, what):
    """A figure title: what it shows, the game (by its name, as every page names it), players and games."""
    from bandlab import load_game

    return f"{what} — {label(load_game(results.game_id).name)}, {results.players} players, {len(results):,} games"


def win_rate_figure(results, by="seat", confidence=0.95):
    """Win rate per seat (bars coloured by bot), per bot, or per place in turn order, with Wilson intervals.

    A win shared by k players counts 1/k (see ``Summary``).  The dashed line is
    1/players, each seat's rate if every player played alike.
    """
    summary = results.summary(confidence)
    colours, patterns = agent_colours(results), agent_patterns(results)
    level = f"{confidence:.0%}"
    fig = go.Figure()
    if by == "seat":
        for agent, colour in colours.items():
            rows = [r for r in summary.seat_agent_rates if label(r["agent"]) == agent]
            fig.add_trace(rate_bars(rows, [seat_label(r["seat"]) for r in rows], agent, colour, level, patterns[agent]))
        fig.update_layout(
            barmode="group" if results.rotate_seats else "overlay",
            xaxis_title="seat (seat 1 is Alice's, then clockwise)",
        )
    elif by == "agent":
        for row in summary.agent_rates:
            agent = label(row["agent"])
            fig.add_trace(rate_bars([row], [agent], agent, colours[agent], level, patterns[agent]))
        fig.update_layout(xaxis_title="bot")
    elif by == "order":
        rows = summary.order_rates
        fig.add_trace(rate_bars(rows, [ordinal(r["order"]) for r in rows], "all bots", AGENT_COLOURS[0], level))
        fig.update_layout(
            xaxis_title="place in turn order (1st = the player who acted first, then clockwise)", showlegend=False
        )
    else:
        raise ValueError(f"by must be 'seat', 'agent' or 'order', not {by!r}")
    fig.add_hline(
        y=1 / results.players,
        line_dash="dash",
        line_color=CHANCE_COLOUR,
        annotation_text=f"1/{results.players}: all alike",
        annotation_position="top right",
    )
    what = {"seat": "seat", "agent": "bot", "order": "turn order"}[by]
    fig.update_layout(
        title=title_of(results, f"Win rate by {what} ({level} Wilson intervals)"),
        yaxis=dict(title="win rate", tickformat=".0%", rangemode="tozero"),
        legend_title_text="bot",
        template="plotly_white",
    )
    return fig


def seat_label(seat):
    """How a seat is named to a reader: numbered from 1, as every page numbers seats (Alice is seat 1)."""
    return f"seat {seat + 1}"


def rate_bars(rows, x, name, colour, level, pattern=""):
    """One bar trace of win rates with asymmetric error bars from summary rows, filled with ``pattern``."""
    return go.Bar(
        x=x,
        y=[r["win_rate"] for r in rows],
        name=name,
        marker=dict(color=colour, pattern=dict(shape=pattern)),
        error_y=dict(
            type="data",
            symmetric=False,
            array=[r["ci_high"] - r["win_rate"] for r in rows],
            arrayminus=[r["win_rate"] - r["ci_low"] for r in rows],
        ),
        customdata=[[r["ci_low"], r["ci_high"], r["wins"], r["games"]] for r in rows],
        hovertemplate=(
            f"%{{x}} (%{{fullData.name}}): %{{y:.1%}}<br>{level} interval %{{customdata[0]:.1%}}–%{{customdata[1]:.1%}}"
            "<br>%{customdata[2]:,.2f} wins in %{customdata[3]:,} games<extra></extra>"
        ),
    )


def score_figure(results, by="seat"):
    """Final scores per seat or per bot: a violin each, with box, mean and sd."""
    columns, colours = results.table(), agent_colours(results)
    fig = go.Figure()
    if by == "seat":
        for seat in range(results.players):
            agents = {label(a) for a in columns[f"agent_{seat}"]}
            name = seat_label(seat) + (f" ({next(iter(agents))})" if len(agents) == 1 else "")
            colour = colours[next(iter(agents))] if len(agents) == 1 else CHANCE_COLOUR
            fig.add_trace(score_violin(columns[f"score_{seat}"], name, colour))
    elif by == "agent":
        for agent, colour in colours.items():
            scores = [
                columns[f"score_{seat}"][g]
                for seat in range(results.players)
                for g, a in enumerate(columns[f"agent_{seat}"])
                if label(a) == agent
            ]
            fig.add_trace(score_violin(scores, agent, colour))
    else:
        raise ValueError(f"by must be 'seat' or 'agent', not {by!r}")
    fig.update_layout(
        title=title_of(results, f"Final scores by {by}"),
        yaxis_title="final score",
        showlegend=False,
        template="plotly_white",
    )
    return fig


def score_violin(scores, label, colour):
    """A violin of scores with its box and mean."""
    return go.Violin(
        y=scores,
        name=label,
        line_color=colour,
        box_visible=True,
        meanline_visible=True,
        points=False,
        spanmode="hard",
        hoveron="violins+kde",
    )


def length_figure(results):
    """How long games last: actions per game, and rounds per game if the game counts rounds."""
    columns = results.table()
    rounds = [r for r in columns["rounds"] if r is not None]
    panels = ["actions per game"] + (["rounds per game"] if rounds else [])
    fig = make_subplots(rows=1, cols=len(panels), subplot_titles=panels)
    fig.add_trace(
        go.Histogram(
            x=columns["steps"],
            name="actions",
            marker_color=AGENT_COLOURS[0],
            histnorm="probability",
            xbins=dict(size=1),
        ),
        row=1,
        col=1,
    )
    if rounds:
        fig.add_trace(
            go.Histogram(
                x=rounds, name="rounds", marker_color=AGENT_COLOURS[2], histnorm="probability", xbins=dict(size=1)
            ),
            row=1,
            col=2,
        )
    fig.update_yaxes(tickformat=".0%")
    fig.update_yaxes(title_text="share of games", row=1, col=1)
    if rounds:
        fig.update_xaxes(dtick=1, row=1, col=2)
    fig.update_layout(title=title_of(results, "Game length"), showlegend=False, bargap=0.05, template="plotly_white")
    return fig


def measure_figure(results, name):
    """One of the game's measures over the games: a histogram of numbers, or counts of text values."""
    values = [o.measures[name] for o in results.outcomes if o.measures and name in o.measures]
    if not values:
        raise ValueError(
            f"no game reported the measure {name!r}; measures: {', '.join(results.measure_names()) or 'none'}"
        )
    if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values):
        trace = go.Histogram(x=values, histnorm="probability", marker_color=AGENT_COLOURS[0])
    else:
        counts = {}
        for value in map(str, values):
            counts[value] = counts.get(value, 0) + 1
        ordered = sorted(counts.items(), key=lambda kv: -kv[1])
        trace = go.Bar(
            x=[label(k) for k, _ in ordered], y=[v / len(values) for _, v in ordered], marker_color=AGENT_COLOURS[0]
        )
    fig = go.Figure(trace)
    words = label(name.replace("_", " "))
    fig.update_layout(
        title=title_of(results, words),
        xaxis_title=words,
        yaxis=dict(title="share of games", tickformat=".0%"),
        template="plotly_white",
    )
    return fig


# --- the summary as a table ------------------------------------------------------------


def summary_html(results, confidence=0.95):
    """The summary a reader sees: who played, then win rates per seat (numbered from 1), per bot and per place
    in turn order, each with its Wilson interval, and how long games lasted."""
    summary = results.summary(confidence)
    level = f"{confidence:.0%}"
    head = (
        f"<p><b>{escape(summary.game)}</b>: {summary.players} players, {summary.games:,} games, seed "
        f"{summary.seed}; bots {escape(', '.join(summary.agents))}"
        f"{', rotating seats every game' if summary.rotate_seats else ''}. A win shared by k players counts "
        f"1/k to each; every seat would win {1 / summary.players:.1%} if all played alike.</p>"
    )
    columns = ("games", "wins", "win rate", f"{level} interval", "mean score", "sd")
    tables = [
        table_html(
            ("seat", "bot") + columns, [(seat_label(r["seat"]), r["agent"]) + rate_cells(r) for r in summary.seats]
        ),
        table_html(("bot",) + columns, [(r["agent"],) + rate_cells(r) for r in summary.agent_rates]),
    ]
    if summary.order_rates:
        tables.append(
            table_html(
                ("place in turn order",) + columns,
                [(ordinal(r["order"]),) + rate_cells(r) for r in summary.order_rates],
            )
        )
    length = ""
    if summary.games:
        rounds = f"; {spread(summary.rounds)} rounds" if summary.rounds else ""
        length = f"<p>Game length: {spread(summary.steps)} actions{rounds}.</p>"
    return f"<div class='bandlab-summary mathjax_ignore'>{head}{''.join(tables)}{length}</div>"


def table_html(headers, rows):
    """A small HTML table: text columns left-aligned, numbers right-aligned."""
    head = "".join(f"<th style='padding:2px 10px;text-align:left'>{escape(h)}</th>" for h in headers)
    body = "".join(
        "<tr>"
        + "".join(
            f"<td style='padding:2px 10px;text-align:{'right' if str(cell)[:1].isdigit() else 'left'}'>"
            f"{escape(str(cell))}</td>"
            for i, cell in enumerate(row)
        )
        + "</tr>"
        for row in rows
    )
    return f"<table style='border-collapse:collapse;font-size:13px;margin:6px 0'><tr>{head}</tr>{body}</table>"
