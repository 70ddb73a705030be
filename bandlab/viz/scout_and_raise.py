"""Scout & Raise's signature figures: bid spreads, per round and over many games.

- ``round_bids_figure(state, number=None)``: one round of bidding.  For each player
  a stacked bar: the Scout Money card played (in its suit's colour, with its value),
  the $200 substitute if paid, and the raises; above it who signed which artist at
  what price, or what a losing bidder got back (each suit is its own trace, so the
  legend shows Red and Yellow).  The title names the lead suit and
  the artists on offer.  ``number=None`` shows the round in progress, or the last
  one played.  ``round_parts`` gives the same data without a figure, for widgets
  that refill a chart in place (``Chart.merge``).
- ``simulate_bids(games, players, agents, seed)``: plays games with bots (a
  ``tqdm.auto`` progress bar while they run) and keeps every contract and every
  player's result: the data of the three figures below.
- ``winning_prices_figure(sim)``: the winning prices by artist part and by Artist Pt.
- ``debt_figure(sim)``: debts taken per game.
- ``price_vs_score_figure(sim)``: what each player paid for artists against their final score.

Everything here is public information at the table: Scout cards and raises are
played face up and every contract is announced.
"""

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from bandlab.core.limits import MAX_GAMES
from bandlab.games.scout_and_raise.cards import (
    ARTIST_CODE,
    ARTIST_NAME,
    PARTS,
    SCOUT_CODE,
    SCOUT_SUIT,
    SCOUT_VALUE,
    SUITS,
)
from bandlab.viz.labels import label
from bandlab.viz.templates import bar_template

GAME_ID = "scout-and-raise"
#: Colours from the Okabe–Ito palette (told apart by colour-blind readers too), each used for one thing only:
#: the suits are vermillion (Red) and yellow, raises blue, the substitute light grey; the artist parts
#: take the other four Okabe–Ito colours and black, so no part shares a colour with Scout Money.
SUIT_COLOURS = {"Red": "#D55E00", "Yellow": "#F0E442"}
RAISE_COLOURS = ("#0072B2", "#ffffff")  # background, text
RAISE_COLOUR = RAISE_COLOURS[0]
SUBSTITUTE_COLOUR = "#BBBBBB"
OUT_OPACITY = 0.35
#: Artist part colours, duals in grey.
PART_COLOURS = {"Vo": "#CC79A7", "Gt": "#E69F00", "Ba": "#009E73", "Dr": "#56B4E9", "Ky": "#000000", "dual": "#7f7f7f"}
PART_ORDER = PARTS + ("dual",)
#: Fill patterns of a bid's parts, so the stacks are told apart without colour too (WCAG 1.4.1): the Red Scout
#: card upright lines, the Yellow slanted, the substitute cross-hatched, the raises plain (their white text keeps
#: its full contrast); faint, under the bars' text.
BID_PATTERNS = {"Red": "|", "Yellow": "/", "substitute": "x", "raises": ""}
#: One bar fill pattern per player in the rounds' spread, in seat order.
PLAYER_PATTERNS = ("", "/", ".", "x", "\\", "+")
SIGNED_MARK = "✔"
PLACE_WORDS = {0: "1st", 1: "2nd", -1: "only bidder"}


def faint_pattern(shape):
    """A faint bar fill pattern of ``shape`` that leaves the bar's text readable."""
    return dict(shape=shape, fgopacity=0.45, size=7)


# --- one round ---------------------------------------------------------------------


def round_parts(state, number=None):
    """The data of one round's bid spread: a dict with ``round``, ``lead``, ``lead_suit``, ``artists``
    and ``rows`` (one per player: scout code, suit, value, substitute, raised, in the Raise Phase,
    total, outcome text).  ``number=None``: the round in progress once its first card is down, else the
    last round played."""
    started = any(k >= 0 for k in state.played) or any(state.subs)
    live = state.phase in ("scout", "raise", "sign") and (number == state.round or (number is None and started))
    if number is None and not live:
        number = len(state.rounds)
    if live:
        source = live_round(state)
    elif 1 <= number <= len(state.rounds):
        source = played_round(state, state.rounds[number - 1])
    else:
        source = {
            "round": number or 0,
            "lead": state.lead,
            "lead_suit": None,
            "artists": (),
            "scout": [-1] * state.players,
            "substitute": [0] * state.players,
            "raised": [0] * state.players,
            "joined": [False] * state.players,
            "signs": (),
            "lost": [0] * state.players,
            "returned": [0] * state.players,
            "finished": False,
        }
    return with_rows(state, source)


def live_round(state):
    """The round being played, from the state's bids."""
    n = state.players
    return {
        "round": state.round,
        "lead": state.lead,
        "lead_suit": SUITS[state.lead_suit] if state.lead_suit >= 0 else None,
        "artists": tuple(state.revealed),
        "scout": list(state.played),
        "substitute": [s * 100 for s in state.subs],
        "raised": [r * 100 for r in state.raised],
        "joined": list(state.joined),
        "passed": list(state.passed),
        "signs": (),
        "lost": [0] * n,
        "returned": [0] * n,
        "finished": False,
    }


def played_round(state, summary):
    """A finished round, from its summary."""
    return {
        "round": summary.round,
        "lead": summary.lead,
        "lead_suit": SUITS[summary.lead_suit],
        "artists": summary.artists,
        "scout": list(summary.scout),
        "substitute": list(summary.substitute),
        "raised": list(summary.raised),
        "joined": list(summary.joined),
        "signs": summary.signs,
        "lost": list(summary.lost),
        "returned": list(summary.returned),
        "finished": True,
    }


def with_rows(state, source):
    """Add one row per player: what they bid and what came of it."""
    signs = {p: (artist, price, rank) for p, artist, price, rank in source["signs"]}
    sub_value = state.sub_value * 100
    rows = []
    for p in range(state.players):
        kind = source["scout"][p]
        sub, raised, joined = source["substitute"][p], source["raised"][p], source["joined"][p]
        scout_value = SCOUT_VALUE[kind] if kind >= 0 else 0
        total = (scout_value if kind >= 0 else (sub_value if sub else 0)) + raised
        if p in signs:
            artist, price, rank = signs[p]
            outcome = f"signed {ARTIST_CODE[artist]} ({PLACE_WORDS[rank]}) for ${price:,}"
        elif not source["finished"]:
            outcome = (
                "passed"
                if source.get("passed", [False] * state.players)[p]
                else "bidding"
                if joined
                else ("off-suit: out" if kind >= 0 else "to play")
            )
        elif not joined:
            outcome = "off-suit: out"
        elif raised:
            outcome = f"got ${source['returned'][p]:,} back (lost ${source['lost'][p]:,})"
        else:
            outcome = "no contract, nothing back" if sub else "no contract"
        rows.append(
            {
                "player": p,
                "name": state.names[p],
                "scout": SCOUT_CODE[kind] if kind >= 0 else None,
                "suit": SUITS[SCOUT_SUIT[kind]] if kind >= 0 else None,
                "scout_value": scout_value,
                "substitute": sub,
                "raised": raised,
                "joined": bool(joined),
                "total": total if joined else 0,
                "outcome": outcome,
            }
        )
    return {
        "round": source["round"],
        "lead": source["lead"],
        "lead_suit": source["lead_suit"],
        "artists": [ARTIST_CODE[a] for a in source["artists"]],
        "rows": rows,
        "finished": source["finished"],
    }


def round_title(parts, names):
    """``Round 3 · Alice leads Red · on offer: Gt5, Vo/Ky3``."""
    if not parts["round"]:
        return "No round played yet"
    suit = parts["lead_suit"] or "(no card yet)"
    offer = ", ".join(parts["artists"]) or "—"
    return f"Round {parts['round']} · {label(names[parts['lead']])} leads {suit} · on offer: {offer}"


def round_traces(parts, names):
    """The stacked bar traces' data (x, y, colours, text, hover) for ``parts``: the Scout cards of each suit
    (one trace per suit, so the legend shows both colours), the substitute, the raises."""
    rows = [dict(r, name=label(r["name"])) for r in parts["rows"]]
    x = [f"{r['name']}{' (lead)' if r['player'] == parts['lead'] else ''}" for r in rows]
    scouts = {}
    for suit in SUIT_COLOURS:
        mine = [r["suit"] == suit for r in rows]
        scouts[suit] = dict(
            x=x,
            y=[r["scout_value"] if m else 0 for r, m in zip(rows, mine)],
            opacity=[1.0 if r["joined"] else OUT_OPACITY for r in rows],
            text=[f"{r['scout']}" if m else "" for r, m in zip(rows, mine)],
            hover=[f"{r['name']}: Scout card {suit} ${r['scout_value']}" if m else "" for r, m in zip(rows, mine)],
        )
    substitute = dict(
        x=x,
        y=[r["substitute"] for r in rows],
        text=["$200 instead" if r["substitute"] else "" for r in rows],
        hover=[f"{r['name']}: paid ${r['substitute']} of Raise Money to join" for r in rows],
    )
    raised = dict(
        x=x,
        y=[r["raised"] for r in rows],
        text=[f"+${r['raised']:,}" if r["raised"] else "" for r in rows],
        hover=[f"{r['name']}: raised ${r['raised']:,}, total ${r['total']:,}" for r in rows],
    )
    return scouts, substitute, raised


def round_annotations(parts, x):
    """The outcome written above each bar."""
    return [
        dict(
            x=xi,
            y=max(r["scout_value"] + r["substitute"] + r["raised"], 0),
            text=label(r["outcome"]),
            showarrow=False,
            yshift=14,
            font=dict(size=11),
        )
        for xi, r in zip(x, parts["rows"])
    ]


def round_bids_figure(state, number=None):
    """One round's bid spread as stacked bars (Scout card by suit, substitute, raises) with the outcomes."""
    parts = round_parts(state, number)
    scouts, substitute, raised = round_traces(parts, state.names)
    line = dict(color="#333", width=1)
    bars = [
        go.Bar(
            name=f"{suit} Scout card",
            x=trace["x"],
            y=trace["y"],
            text=trace["text"],
            textposition="inside",
            textfont=dict(color="#000000"),
            marker=dict(
                color=SUIT_COLOURS[suit], opacity=trace["opacity"], line=line, pattern=faint_pattern(BID_PATTERNS[suit])
            ),
            hovertext=trace["hover"],
            hoverinfo="text",
        )
        for suit, trace in scouts.items()
    ]
    bars.append(
        go.Bar(
            name="Substitute ($200 of Raise Money)",
            x=substitute["x"],
            y=substitute["y"],
            text=substitute["text"],
            textposition="inside",
            textfont=dict(color="#000000"),
            marker=dict(color=SUBSTITUTE_COLOUR, line=line, pattern=faint_pattern(BID_PATTERNS["substitute"])),
            hovertext=substitute["hover"],
            hoverinfo="text",
        )
    )
    bars.append(
        go.Bar(
            name="Raises",
            x=raised["x"],
            y=raised["y"],
            text=raised["text"],
            textposition="inside",
            textfont=dict(color=RAISE_COLOURS[1]),
            marker=dict(color=RAISE_COLOUR, line=line, pattern=faint_pattern(BID_PATTERNS["raises"])),
            hovertext=raised["hover"],
            hoverinfo="text",
        )
    )
    x = scouts["Red"]["x"]
    return go.Figure(
        data=bars,
        layout=dict(
            barmode="stack",
            title=dict(text=round_title(parts, state.names)),
            yaxis=dict(title="bid ($)", rangemode="tozero"),
            annotations=round_annotations(parts, x),
            legend=dict(orientation="h", y=-0.2),
            margin=dict(t=70, l=60, r=20, b=80),
            height=380,
            template=bar_template("plotly_white"),  # the same look, built in a third of the time (every step)
        ),
    )


def round_spread_figure(state):
    """Every round played so far side by side: each player's winning or losing total per round, each player's bars
    in their own fill pattern, a bid that signed an artist ticked (not only drawn in full colour)."""
    names = [label(name) for name in state.names]
    fig = go.Figure(
        layout=dict(
            barmode="group",
            template="plotly_white",
            height=360,
            title=f"Total bids per round ({SIGNED_MARK} and full colour: signed an artist)",
            xaxis=dict(title="round", dtick=1),
            yaxis=dict(title="total bid ($)"),
        )
    )
    for p in range(state.players):
        xs, ys, colours, ticks, hover = [], [], [], [], []
        for summary in state.rounds:
            parts = played_round(state, summary)
            row = with_rows(state, parts)["rows"][p]
            signed = {s[0]: s for s in summary.signs}
            xs.append(summary.round)
            ys.append(row["total"])
            colours.append(1.0 if p in signed else 0.35)
            ticks.append(SIGNED_MARK if p in signed else "")
            hover.append(f"{names[p]}, round {summary.round}: {row['outcome']}")
        fig.add_bar(
            name=names[p],
            x=xs,
            y=ys,
            text=ticks,
            textposition="outside",
            cliponaxis=False,
            marker=dict(opacity=colours, pattern=dict(shape=PLAYER_PATTERNS[p % len(PLAYER_PATTERNS)])),
            hovertext=hover,
            hoverinfo="text",
        )
    return fig


# --- many games ---------------------------------------------------------------------


def simulate_bids(games=200, players=4, agents="heuristic", seed=0, progress=True):
    """Play ``games`` games (bots named per seat, or one name for all) and keep every contract and
    player result: {"contracts": [...], "players": [...], "games": [...]} (lists of dicts)."""
    from bandlab.agents import make_agent, play_out
    from bandlab.analysis.host import progress_bar
    from bandlab.games import load_game
    from bandlab.games.scout_and_raise.measures import contract_rows, player_rows

    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_GAMES:
        raise ValueError(f"games must be a whole number from 1 to {MAX_GAMES:,}, not {games!r}.")
    game = load_game(GAME_ID)
    seats = [agents] * players if isinstance(agents, str) else list(agents)
    if len(seats) != players:
        raise ValueError(f"Name one bot per seat ({players}), or one name for every seat.")
    sim = {"contracts": [], "players": [], "games": [], "agents": seats}
    for i in progress_bar(range(games), desc="Scout & Raise games", disable=not progress):
        state = game.new(players, seed=seed + i)
        play_out(state, [make_agent(name, GAME_ID, seed=(seed + i) * 10 + p) for p, name in enumerate(seats)])
        for row in contract_rows(state):
            sim["contracts"].append({**row, "game": i, "agent": seats[row["player"]]})
        for row in player_rows(state):
            sim["players"].append({**row, "game": i, "agent": seats[row["player"]]})
        sim["games"].append({"game": i, **game.measures(state)})
    return sim


def winning_prices_figure(sim):
    """Box plots of winning prices: by artist part (left) and by Artist Pt (right)."""
    fig = make_subplots(rows=1, cols=2, subplot_titles=("by artist part", "by Artist Pt"), shared_yaxes=True)
    contracts = sim["contracts"]
    for part in PART_ORDER:
        prices = [c["price"] for c in contracts if c["part"] == part]
        fig.add_trace(
            go.Box(
                y=prices,
                name=part if part != "dual" else "Vo/x dual",
                marker_color=PART_COLOURS[part],
                boxmean=True,
                showlegend=False,
            ),
            row=1,
            col=1,
        )
    for pts in sorted({c["points"] for c in contracts}):
        prices = [c["price"] for c in contracts if c["points"] == pts]
        fig.add_trace(
            go.Box(y=prices, name=f"{pts} Pt", marker_color="#555", boxmean=True, showlegend=False), row=1, col=2
        )
    fig.update_layout(
        title=f"Winning prices over {len(sim['games'])} games ({len(contracts)} contracts)",
        yaxis_title="price paid ($)",
        template="plotly_white",
        height=420,
    )
    return fig


def debt_figure(sim):
    """How many debts were taken per game (the whole table), as a bar per count."""
    totals = [g["debts_total"] for g in sim["games"]]
    counts = {}
    for t in totals:
        counts[t] = counts.get(t, 0) + 1
    xs = sorted(counts)
    mean = sum(totals) / len(totals) if totals else 0
    fig = go.Figure(
        data=[
            go.Bar(
                x=xs,
                y=[counts[x] for x in xs],
                marker_color="#8c2d04",
                hovertemplate="%{y} games with %{x} debts<extra></extra>",
            )
        ],
        layout=dict(
            title=f"Debts taken per game (mean {mean:.1f}; each debt is +$500 and −6 points)",
            xaxis=dict(title="debts taken at the table", dtick=1),
            yaxis=dict(title="games"),
            template="plotly_white",
            height=360,
        ),
    )
    return fig


def price_vs_score_figure(sim):
    """Each player of each game: dollars paid for artists against final score; winners marked."""
    rows = sim["players"]
    fig = go.Figure(
        layout=dict(
            title="Price paid for artists vs final score",
            template="plotly_white",
            height=420,
            xaxis=dict(title="total paid for signed artists ($)"),
            yaxis=dict(title="final score (points)"),
        )
    )
    for won, name, colour, symbol in ((False, "others", "#999999", "circle"), (True, "winners", "#D55E00", "star")):
        chosen = [r for r in rows if r["winner"] == won]
        fig.add_scatter(
            x=[r["spent"] for r in chosen],
            y=[r["score"] for r in chosen],
            mode="markers",
            name=name,
            marker=dict(color=colour, symbol=symbol, size=8 if won else 6, opacity=0.7),
            hovertext=[
                f"game {r['game']}, {label(r['agent'])} seat {r['player'] + 1}: {r['artists']} artists, "
                f"{r['debts']} debts"
                for r in chosen
            ],
            hoverinfo="text+x+y",
        )
    return fig


def artist_label(code):
    """``Guitar 5`` for ``Gt5``."""
    return ARTIST_NAME[ARTIST_CODE.index(code)]
