"""1st Band's signature figures: how the ranking cards are claimed and picked, and the score areas.

Both figures take a game state or a player's view (``state.view(p)``) and
return a ``go.Figure``; nothing here is a widget.  Each figure is a fixed set
of traces whose data changes with the position, so a widget can build it once
and then pour new data in (``ranking_parts`` / ``score_parts`` give that data
without building a figure).

- ``ranking_figure``: during the audition, the five seats as the band forms;
  in the performance, the band's members ordered by value with the ranking
  card each claims (tie-breaks written out) and the picks made so far; at the
  start of the next round (no member played yet) and after the game, the
  performance just finished.
- ``score_figure``: each player's score area stacked by value in seat colours,
  with the band bonuses on top and the total; the winners marked at the end.
"""

from dataclasses import dataclass

import plotly.graph_objects as go

from bandlab.core import winners_phrase
from bandlab.games.first_band.cards import CARD_SEATS, NAME, SEATS, VALUE, card_from_code
from bandlab.games.first_band.events import ORDINALS
from bandlab.games.first_band.scoring import LARGE_BAND_BONUS, SMALL_BAND_BONUS, best_bands
from bandlab.viz.labels import label, labels

#: One colour per seat, from the Okabe–Ito palette (distinct under the common colour-blindnesses):
#: Vocal red (vermillion), Guitar orange, Drum blue, Bass green, Keyboard purple.
SEAT_COLOURS = {
    "Vocal": "#D55E00",
    "Guitar": "#E69F00",
    "Drum": "#0072B2",
    "Bass": "#009E73",
    "Keyboard": "#CC79A7",
}
SEAT_COLOUR_LIST = tuple(SEAT_COLOURS[s] for s in SEATS)
EMPTY_COLOUR = "#d9d9d9"
OUTLINE = "#333333"
BONUS_COLOUR = "#f2f2f2"
TIE_BREAK_REASON = "closer to the starting player, clockwise"
NOT_FULL = "the band is not full yet"


# --- card helpers -------------------------------------------------------------


def card_colours(code):
    """The seat colours of a card code: one, or two for a dual-colour member."""
    return tuple(SEAT_COLOUR_LIST[s] for s in CARD_SEATS[card_from_code(code)])


def card_value(code):
    """The value printed on a card code."""
    return VALUE[card_from_code(code)]


def card_name(code):
    """The name a person reads for a card code (``V/G4`` -> ``Vocal/Guitar 4``)."""
    return NAME[card_from_code(code)]


def outline_colour(code):
    """A dual-colour card's second colour (drawn as the bar's outline), else a dark line."""
    colours = card_colours(code)
    return colours[1] if len(colours) == 2 else OUTLINE


# --- what the figures show, from a state or a view -----------------------------


def as_source(source):
    """A state or view as given; a game record (``state.record()``) is replayed to its last position."""
    if isinstance(source, dict) and source.get("format") == "bandlab-record":
        import bandlab

        return bandlab.replay(source)
    return source


def table_of(state_or_view):
    """The public table as a view-like dict (codes, not card numbers); a view passes through."""
    state_or_view = as_source(state_or_view)
    if isinstance(state_or_view, dict):
        return state_or_view
    table = state_or_view.view(0)
    table.pop("hand")
    return table


def picks_so_far(table):
    """The picks of the latest performance, in ranking-card order: ``[(rank, player, code), ...]``."""
    perf = table_of(table).get("last_performance")
    if not perf:
        return []
    return [(rank, perf["rankings"][rank], code) for rank, code in enumerate(perf["picks"])]


def tie_breaks(ranking):
    """Each player ranked ahead of others who played the same value: ``[(ahead, (behind, ...), value)]``.

    ``ranking`` is ``[(player, code), ...]`` in ranking-card order, which the
    engine already sorted by value, then closeness to the starting player.
    """
    found = []
    for rank, (player, code) in enumerate(ranking):
        value = card_value(code)
        behind = tuple(
            dict.fromkeys(q for q, other in ranking[rank + 1 :] if card_value(other) == value and q != player)
        )
        if behind and (player, behind, value) not in found:
            found.append((player, behind, value))
    return found


def tie_break_text(names, ahead, behind, value):
    """``Alice ahead of Chris on 6: closer to the starting player, clockwise``."""
    others = " and ".join(names[q] for q in behind)
    return f"{names[ahead]} ahead of {others} on {value}: {TIE_BREAK_REASON}"


@dataclass(frozen=True)
class Performance:
    """What the ranking figure shows at one position (codes and player numbers only)."""

    phase: str  # "audition", "performance" or "over"
    round: int
    names: tuple
    seats: tuple = ()  # audition: (code or None, player or None) for each of the five seats
    ranking: tuple = ()  # performance: (player, code) per ranking card, 1st first
    picks: tuple = ()  # (rank, player, code) made so far
    next_picker: object = None
    starting_passed: tuple = ()  # (last player, new starting player) once the band is full
    note: str = ""


def performance_of(state_or_view):
    """The band forming (audition), the current performance, or the game's last performance (over)."""
    state_or_view = as_source(state_or_view)
    table = table_of(state_or_view)
    names, phase = tuple(table["names"]), table["phase"]
    if phase == "audition" and table.get("last_performance") and not any(table["band"].values()):
        return just_finished(table)
    if phase == "audition":
        seats = tuple(
            (None, None) if table["band"][s] is None else (table["band"][s]["card"], table["band"][s]["player"])
            for s in SEATS
        )
        return Performance(
            phase, table["round"], names, seats=seats, note=f"Round {table['round']} audition: {NOT_FULL}."
        )
    if phase == "performance":
        ranking = tuple(zip(table["rankings"], table["ranking_cards"]))
        picks = tuple(picks_so_far(table))
        nxt = table["rankings"][len(picks)] if len(picks) < len(ranking) else None
        passed = () if table["last_player"] is None else (table["last_player"], table["starting_player"])
        return Performance(
            phase,
            table["round"],
            names,
            ranking=ranking,
            picks=picks,
            next_picker=nxt,
            starting_passed=passed,
            note=f"Round {table['round']} performance",
        )
    return last_performance(table)


def just_finished(table):
    """A new round whose band is still empty: the performance just finished, all its picks made."""
    names, perf = tuple(table["names"]), table["last_performance"]
    ranking = tuple(zip(perf["rankings"], perf["ranking_cards"]))
    passed = () if table["last_player"] is None else (table["last_player"], table["starting_player"])
    note = (
        f"Round {perf['round']} performance, all picks made: round {table['round']} begins with "
        f"{label(names[table['starting_player']])}"
    )
    return Performance(
        "done",
        perf["round"],
        names,
        ranking=ranking,
        picks=tuple(picks_so_far(table)),
        starting_passed=passed,
        note=note,
    )


def last_performance(table):
    """The game's last performance, from the view's ``last_performance`` (any view of a finished game)."""
    names, perf = tuple(table["names"]), table.get("last_performance")
    if not perf:
        return Performance(
            table["phase"], table["round"], names, note="Game over: no band was ever full, so there was no performance."
        )
    ranking = tuple(zip(perf["rankings"], perf["ranking_cards"]))
    picks = tuple(picks_so_far(table))
    note = f"Game over: the last performance (round {perf['round']})"
    if table["incomplete_band"]:
        note += "; the last, incomplete band was removed"
    return Performance(
        "over",
        perf["round"],
        names,
        ranking=ranking,
        picks=picks,
        starting_passed=(table["last_player"], table["starting_player"]),
        note=note,
    )


# --- the ranking figure --------------------------------------------------------


def _pick_label(rank, names, player):
    """The category of one pick bar: ``1st pick · Bob``."""
    return f"{ORDINALS[rank]} pick · {names[player]}"


def _rank_label(rank, names, player):
    """The category of one ranking bar: ``1st · Bob``."""
    return f"{ORDINALS[rank]} · {names[player]}"


def ranking_parts(state_or_view):
    """The ranking figure's changing parts: ``{"data": [band, picks], "layout": {...}}`` as plain dicts.

    ``None`` gives the parts of an empty figure (no game yet).
    """
    if state_or_view is None:
        return {
            "data": [_empty_bar(), _empty_bar()],
            "layout": {
                "title": {"text": "No game yet"},
                "xaxis": {"categoryarray": []},
                "xaxis2": {"categoryarray": []},
                "annotations": [],
            },
        }
    perf = performance_of(state_or_view)
    names = tuple(labels(perf.names))  # plotly reads text as HTML
    annotations = []
    if perf.phase == "audition":
        x = list(SEATS)
        y = [0 if code is None else card_value(code) for code, _ in perf.seats]
        text = ["empty" if code is None else f"{card_name(code)}<br>{names[p]}" for code, p in perf.seats]
        colours = [EMPTY_COLOUR if code is None else SEAT_COLOUR_LIST[s] for s, (code, _) in enumerate(perf.seats)]
        lines = [OUTLINE if code is None else outline_colour(code) for code, _ in perf.seats]
        hover = [
            f"{seat}: empty" if code is None else f"{seat}: {card_name(code)}, played by {names[p]}"
            for seat, (code, p) in zip(SEATS, perf.seats)
        ]
        title = f"{perf.note[:1].upper()}{perf.note[1:]}"
        band_title = "Band seats: each keeps its highest member"
        picks = _empty_bar()
        annotations.append(
            _paper_note(0.5, 0.14, "The ranking cards are claimed, and picked, once the band is full.", "picks-pending")
        )
    else:
        x = [_rank_label(rank, names, p) for rank, (p, _) in enumerate(perf.ranking)]
        y = [card_value(code) for _, code in perf.ranking]
        text = [f"{card_name(code)}<br>{names[p]}" for p, code in perf.ranking]
        colours = [card_colours(code)[0] for _, code in perf.ranking]
        lines = [outline_colour(code) for _, code in perf.ranking]
        hover = [
            f"{ORDINALS[r]} ranking card: {names[p]}, who played {card_name(code)}"
            for r, (p, code) in enumerate(perf.ranking)
        ]
        band_title = "Ranking cards: the lowest member claims 1st"
        picks = _pick_bars(perf)
        title = _ranking_title(perf)
        for ahead, behind, value in tie_breaks(perf.ranking):
            rank = next(r for r, (p, code) in enumerate(perf.ranking) if p == ahead and card_value(code) == value)
            annotations.append(
                dict(
                    name="tie-break",
                    text=tie_break_text(names, ahead, behind, value),
                    x=x[rank],
                    y=value,
                    xref="x",
                    yref="y",
                    showarrow=True,
                    arrowhead=2,
                    ax=0,
                    ay=-58,
                    font=dict(size=12),
                    bgcolor="rgba(255,255,255,0.9)",
                    bordercolor=OUTLINE,
                    borderwidth=1,
                )
            )
        if perf.starting_passed:
            last, new = perf.starting_passed
            annotations.append(
                _paper_note(
                    1.0,
                    0.965,
                    f"{names[last]} played the last member: the Starting Player card passes to {names[new]}.",
                    "starting",
                    "right",
                )
            )
    annotations.append(_paper_note(0.0, 0.965, band_title, "band-title", "left", bold=True))
    annotations.append(_paper_note(0.0, 0.33, "Picks, in ranking-card order", "picks-title", "left", bold=True))
    band = dict(
        x=x,
        y=y,
        text=text,
        hovertext=hover,
        marker=dict(color=colours, line=dict(color=lines, width=[3 if c != OUTLINE else 1 for c in lines])),
    )
    return {
        "data": [band, picks],
        "layout": {
            "title": {"text": title},
            "xaxis": {"categoryorder": "array", "categoryarray": x},
            "xaxis2": {"categoryorder": "array", "categoryarray": picks["x"]},
            "annotations": annotations,
        },
    }


def _ranking_title(perf):
    """The ranking figure's title during or after a performance."""
    if perf.phase in ("over", "done"):
        return perf.note
    made, total = len(perf.picks), len(perf.ranking)
    if perf.next_picker is None:
        return f"{perf.note}: all {total} members picked"
    return f"{perf.note}: {made} of {total} picks made, {label(perf.names[perf.next_picker])} picks next"


def _pick_bars(perf):
    """One bar per ranking card: the member its holder took, or an empty bar still to pick."""
    names, taken = tuple(labels(perf.names)), {rank: code for rank, _, code in perf.picks}
    x, y, text, colours, lines, hover = [], [], [], [], [], []
    for rank, (player, _) in enumerate(perf.ranking):
        x.append(_pick_label(rank, names, player))
        code = taken.get(rank)
        if code is None:
            y.append(0)
            text.append("picks next" if player == perf.next_picker and len(perf.picks) == rank else "to pick")
            colours.append(EMPTY_COLOUR)
            lines.append(OUTLINE)
            hover.append(f"{names[player]} has not picked yet")
        else:
            y.append(card_value(code))
            text.append(f"takes {card_name(code)}")
            colours.append(card_colours(code)[0])
            lines.append(outline_colour(code))
            hover.append(f"{names[player]} ({ORDINALS[rank]}) takes {card_name(code)}")
    return dict(
        x=x,
        y=y,
        text=text,
        hovertext=hover,
        marker=dict(color=colours, line=dict(color=lines, width=[3 if c != OUTLINE else 1 for c in lines])),
    )


def _empty_bar():
    """A bar trace with no bars (keeps the figure's trace list fixed)."""
    return dict(x=[], y=[], text=[], hovertext=[], marker=dict(color=[], line=dict(color=[], width=[])))


def _paper_note(x, y, text, name, align="center", bold=False):
    """A text note placed on the figure's paper."""
    return dict(
        name=name,
        text=f"<b>{text}</b>" if bold else text,
        x=x,
        y=y,
        xref="paper",
        yref="paper",
        xanchor=align if align != "center" else "center",
        yanchor="bottom",
        showarrow=False,
        font=dict(size=12),
    )


def ranking_layout():
    """The ranking figure's fixed layout: band bars above, pick bars below."""
    return go.Layout(
        height=480,
        margin=dict(l=50, r=20, t=60, b=40),
        showlegend=False,
        template="plotly_white",
        bargap=0.25,
        xaxis=dict(domain=[0, 1], anchor="y", type="category"),
        yaxis=dict(domain=[0.45, 0.94], range=[0, 11], title="value", dtick=2),
        xaxis2=dict(domain=[0, 1], anchor="y2", type="category"),
        yaxis2=dict(domain=[0, 0.3], range=[0, 11], title="value", dtick=5),
    )


def ranking_figure(state_or_view):
    """The ranking cards of the current (or last) performance, or the band forming in the audition."""
    parts = ranking_parts(state_or_view)
    band, picks = parts["data"]
    common = dict(type="bar", textposition="outside", cliponaxis=False, hoverinfo="text")
    fig = go.Figure(
        data=[
            dict(common, name="band", xaxis="x", yaxis="y", **band),
            dict(common, name="picks", xaxis="x2", yaxis="y2", **picks),
        ],
        layout=ranking_layout(),
    )
    fig.update_layout(parts["layout"])
    fig.layout.annotations = parts["layout"]["annotations"]
    return fig


# --- the score figure ----------------------------------------------------------


def score_parts(state_or_view):
    """The score figure's changing parts: ``{"data": [members, bonuses, totals], "layout": {...}}``.

    ``None`` gives the parts of an empty figure (no game yet).
    """
    table = (
        table_of(state_or_view)
        if state_or_view is not None
        else {"names": [], "score_areas": [], "phase": "audition", "round": 0, "winners": []}
    )
    names, areas = labels(table["names"]), table["score_areas"]
    winners = set(table.get("winners") or [])
    over = table["phase"] == "over"
    members = dict(x=[], y=[], base=[], text=[], hovertext=[], marker=dict(color=[], line=dict(color=[], width=[])))
    bonuses = dict(x=[], y=[], base=[], text=[], hovertext=[])
    totals = dict(x=[], y=[], text=[])
    top = 0
    for player, area in enumerate(areas):
        name, height = names[player], 0
        for code in sorted(area, key=lambda c: (card_value(c), c)):
            members["x"].append(name)
            members["y"].append(card_value(code))
            members["base"].append(height)
            members["text"].append(code)
            members["hovertext"].append(f"{name}: {card_name(code)}")
            members["marker"]["color"].append(card_colours(code)[0])
            line = outline_colour(code)
            members["marker"]["line"]["color"].append(line)
            members["marker"]["line"]["width"].append(3 if line != OUTLINE else 1)
            height += card_value(code)
        formed = table.get("bands_formed")  # the game's own count, under its scoring options
        large, small = formed[player] if formed else best_bands([card_from_code(c) for c in area])[1:]
        for size, count, word in ((LARGE_BAND_BONUS, large, "large"), (SMALL_BAND_BONUS, small, "small")):
            for _ in range(count):
                bonuses["x"].append(name)
                bonuses["y"].append(size)
                bonuses["base"].append(height)
                bonuses["text"].append(f"+{size} {word} band")
                bonuses["hovertext"].append(f"{name}: a {word} band, +{size}")
                height += size
        total = table["scores"][player] if table.get("scores") else height
        totals["x"].append(name)
        totals["y"].append(total)
        star = " ★ wins" if over and player in winners else ""
        totals["text"].append(f"<b>{total}{star}</b>" if star else str(total))
        top = max(top, total, height)
    if over:
        best = max(table.get("scores") or [0])
        title = f"Final scores: {winners_phrase(names, sorted(winners))} with {best}"
    else:
        title = f"Score areas, round {table['round']} (running scores)" if names else "No game yet"
    ticks = [f"<b>{n} ★</b>" if over and p in winners else n for p, n in enumerate(names)]
    return {
        "data": [members, bonuses, totals],
        "layout": {
            "title": {"text": title},
            "xaxis": {
                "categoryorder": "array",
                "categoryarray": list(names),
                "tickvals": list(names),
                "ticktext": ticks,
            },
            "yaxis": {"range": [0, max(20, top * 1.12 + 4)]},
        },
    }


def score_figure(state_or_view):
    """Each score area stacked by value in seat colours, band bonuses on top, totals; winners at the end."""
    parts = score_parts(state_or_view)
    members, bonuses, totals = parts["data"]
    fig = go.Figure(
        data=[
            go.Bar(
                name="members", textposition="inside", insidetextanchor="middle", hoverinfo="text", width=0.6, **members
            ),
            go.Bar(
                name="band bonus",
                textposition="inside",
                insidetextanchor="middle",
                hoverinfo="text",
                width=0.6,
                marker=dict(
                    color=BONUS_COLOUR, line=dict(color=OUTLINE, width=1), pattern=dict(shape="/", fgcolor="#999999")
                ),
                textfont=dict(color="#000000"),
                **bonuses,
            ),
            go.Scatter(
                name="total",
                mode="text",
                textposition="top center",
                hoverinfo="skip",
                textfont=dict(size=14),
                cliponaxis=False,
                **totals,
            ),
        ],
        layout=go.Layout(
            height=420,
            margin=dict(l=50, r=20, t=60, b=40),
            showlegend=False,
            template="plotly_white",
            barmode="overlay",
            xaxis=dict(type="category"),
            yaxis=dict(title="points"),
        ),
    )
    fig.update_layout(parts["layout"])
    return fig
