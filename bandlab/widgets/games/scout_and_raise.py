"""Scout & Raise's GameStepper plugin: the table as HTML and the bid-spread panel.

``board_html(state, viewer)`` draws the round (the artists on offer, the lead
player and suit, every bid on the table), each player's Scout Money hand (face up
for the viewer, or for everyone when ``viewer`` is None; face-down backs with a
count otherwise), Raise Money, debts, songs, and signed artists (face down for
other players until the game ends, as the rulebook lays them).

``make_panels(stepper)`` gives a ``BidPanel``: the bid spread of the round in
progress (or the last one) as a ``Chart`` (a ``ChartPanel``), redrawn in place
when the round's bids change; given no game it says so.

Every card shows what it does on hover and tap (``cards.card_text``, the page's
card list's words); ``action_tooltip`` gives a move button the text of the card
it plays.
"""

from html import escape

from bandlab.core import winners_phrase
from bandlab.games.scout_and_raise.cards import (
    ARTIST_CODE,
    ARTIST_NAME,
    ARTIST_PARTS,
    ARTIST_POINTS,
    DEBT_BILLS,
    DEBT_POINTS,
    PARTS,
    SCOUT_CODE,
    SCOUT_NAME,
    SCOUT_SUIT,
    SCOUT_VALUE,
    SONG_CODE,
    SONG_LEVEL,
    SONG_PARTS,
    SONG_POINTS,
    SONG_TITLE,
    SUITS,
    artist_from_code,
    card_text,
    scout_from_code,
    song_from_code,
)
from bandlab.games.scout_and_raise.rules import KeepScout, Pass, PlayScout, Raise, Sign, Substitute, TakeDebt, TakeSong
from bandlab.viz.cards import card_back, card_face, card_row_html, face_down_row_html, text_colour_for
from bandlab.viz.scout_and_raise import (
    PART_COLOURS,
    RAISE_COLOURS,
    SUBSTITUTE_COLOUR,
    SUIT_COLOURS,
    round_bids_figure,
    round_parts,
)
from bandlab.widgets.games import eyes_html
from bandlab.widgets.games.panels import ChartPanel
from bandlab.widgets.games.style import acting as acting_attribute
from bandlab.widgets.games.style import board_document, data_style, nested

__all__ = ["board_html", "make_panels", "BidPanel", "action_label", "action_tooltip", "move_hint"]

PHASE_WORDS = {
    "draft": "Scout Money draft",
    "scout": "Scout Phase",
    "raise": "Raise Phase",
    "sign": "Contract",
    "song": "New Song card",
    "over": "Game over",
}
SMALL = dict(width=40, height=56)
SCOUT_SIZE = dict(width=50, height=64)


# --- cards ---------------------------------------------------------------------------


def artist_card(code, small=False, caption=""):
    """An artist card in its part colours (two for a dual artist) with its Artist Pt; what it does on hover."""
    artist = artist_from_code(code)
    colours = tuple(PART_COLOURS[PARTS[p]] for p in ARTIST_PARTS[artist])
    return card_face(
        code,
        ARTIST_POINTS[artist],
        colours,
        caption=caption,
        code=code,
        title=card_text(code),
        **(SMALL if small else {}),
    )


def scout_card(code, small=True, caption="", dim=False):
    """A Scout Money card in its suit colour with its dollar value; what it does on hover."""
    kind = scout_from_code(code)
    return card_face(
        code,
        SCOUT_VALUE[kind],
        (SUIT_COLOURS[SUITS[SCOUT_SUIT[kind]]],),
        caption=caption,
        code=code,
        title=card_text(code),
        dim=dim,
        **(SCOUT_SIZE if small else {}),
    )


def part_tag(part):
    """A song's part on its colour (``Vo``)."""
    colour = PART_COLOURS[part]
    return f'<span class="sr-part"{data_style(background=colour, color=text_colour_for(colour))}>{part}</span>'


def song_html(code, completed=False):
    """A Song card as a small labelled box: level, code, points, parts; its card text as its name, on hover and tap."""
    song = song_from_code(code)
    parts = " ".join(part_tag(PARTS[p]) for p in SONG_PARTS[song])
    tick = " ✔" if completed else ""
    done = " sr-done" if completed else ""
    name = escape(card_text(code))  # its accessible name and hover text: the card list's words, like every card
    return (
        f'<div class="sr-song bl-card{done}" tabindex="0" role="img" data-code="{escape(code)}" '
        f'aria-label="{name}" title="{name}"><b>Lv. {SONG_LEVEL[song]}</b> {escape(SONG_CODE[song])}{tick} · '
        f"{SONG_POINTS[song]} Pt<br>{parts}</div>"
    )


# --- the board -------------------------------------------------------------------------


def board_html(state, viewer=None):
    """The Scout & Raise table as HTML; ``viewer`` sees what their view shows (None: everything)."""
    n = state.players
    if viewer is None:
        seats = state.full_view()["seats"]
        table = seats[0]
        hands, drawn = [seat["hand"] for seat in seats], [seat["drawn"] for seat in seats]
        signed = [seats[p]["signed"][p] for p in range(n)]
        scores = state.scores()
    else:
        table = state.view(viewer)
        hands = [table["hand"] if p == viewer else None for p in range(n)]
        drawn = [table["drawn"] if p == viewer else None for p in range(n)]
        signed = table["signed"]
        scores = table["scores"] or [table["score"] if p == viewer else None for p in range(n)]
    players = [player_html(table, p, hands[p], drawn[p], signed[p], scores[p]) for p in range(n)]
    parts = [
        status_html(table, viewer),
        offer_html(table),
        nested('<div class="bl-row bl-tight">', players),
        discard_html(table),
    ]
    return board_document('<div class="sr-board bl-board mathjax_ignore">', parts)


def status_html(table, viewer):
    """One line: round, phase, who acts, whose eyes."""
    names = table["names"]
    phase = PHASE_WORDS.get(table["phase"], table["phase"])
    if table["phase"] == "over":
        acting = escape(winners_phrase(names, table["winners"]))
    else:
        acting = f"{escape(names[table['current_player']])} to act"
    eyes = eyes_html(names, viewer)
    turn = acting_attribute(table.get("current_player"))  # the stylesheet marks who acts from it
    when = f"Round {table['round']} of 12" if table["round"] else "Setting up"
    return (
        f'<div class="sr-status bl-status"{turn}><b>{when} · {phase}</b> — {acting} '
        f'<span class="bl-eyes">({eyes})</span></div>'
    )


def offer_html(table):
    """The two revealed artists, the lead player and the lead suit."""
    names = table["names"]
    suit = table["lead_suit"]
    suit_html = (
        f'<span class="sr-suit"{data_style(background=SUIT_COLOURS[suit])}>{suit}</span>'
        if suit
        else '<span class="bl-muted">not set yet</span>'
    )
    cards = card_row_html([artist_card(c) for c in table["revealed"]], empty_text="no artists on offer")
    order = ", ".join(escape(names[p]) for p in table["raise_order"]) or "—"
    return (
        f'<div class="sr-offer bl-box"><div class="bl-heading">On offer this round</div>'
        f'<div class="sr-offer-row">{cards}'
        f"<div>Lead player: <b>{escape(names[table['lead_player']])}</b><br>Lead suit: {suit_html}<br>"
        f'Raise order: {order}<br><span class="bl-muted">{table["artist_pile_size"]} artists left in the pile'
        f"</span></div></div></div>"
    )


def money_tag(text, background, ink):
    """A bid's money in its colours (a substitute, a raise)."""
    return f'<span class="bl-tag"{data_style(background=background, color=ink)}>{text}</span>'


def bid_html(bid):
    """A player's bid on the table this round."""
    if bid["scout"] is None and not bid["substitute"]:
        return '<span class="bl-faint">no bid yet</span>'
    bits = []
    if bid["scout"]:
        bits.append(scout_card(bid["scout"], dim=not bid["in_raise"]))
    if bid["substitute"]:
        bits.append(money_tag(f"${bid['substitute']} instead", SUBSTITUTE_COLOUR, "#000"))
    if bid["raised"]:
        bits.append(money_tag(f"+${bid['raised']:,}", *RAISE_COLOURS[:2]))
    if bid["total"] is not None:
        state = "passed" if bid["passed"] else "in"
        bits.append(f'<b>${bid["total"]:,}</b> <span class="bl-muted">({state})</span>')
    elif bid["scout"]:
        bits.append('<span class="bl-muted">off-suit: out</span>')
    return '<span class="sr-bid">' + "".join(bits) + "</span>"


def player_html(table, p, hand, drawn, signed, score):
    """One player's box: hand, money, debts, bid, songs, signed artists, score."""
    names = table["names"]
    acting = " sr-acting" if table["current_player"] == p else ""
    lead = " · lead" if table["lead_player"] == p else ""
    hand_html = (
        card_row_html([scout_card(c) for c in hand], empty_text="no Scout Money")
        if hand is not None
        else face_down_row_html(table["hand_sizes"][p], **SMALL)
    )
    draft = ""
    if table["phase"] == "draft" and drawn:
        draft = f"<div>Drawn, to keep one: {card_row_html([scout_card(c) for c in drawn])}</div>"
    elif table["phase"] == "draft" and drawn is None:
        draft = f'<div class="bl-muted">drawing: {card_back(**SMALL)}{card_back(**SMALL)}</div>'
    count = table["signed_counts"][p]
    artists = (
        card_row_html([artist_card(c, small=True) for c in signed], empty_text="no artists yet")
        if signed is not None
        else face_down_row_html(count, **SMALL)
    )
    completed = table["completed_song"][p]
    songs = "".join(song_html(c, completed=(c == completed or is_lower_than(c, completed))) for c in table["songs"][p])
    debts = table["debts"][p]
    debt_text = (
        f'<span class="sr-debt">{debts} debt{"s" if debts != 1 else ""} (−{6 * debts} Pt)</span>'
        if debts
        else '<span class="bl-muted">no debt</span>'
    )
    score_text = f"{score} Pt" if score is not None else '<span class="bl-muted">hidden</span>'
    return nested(
        f'<div class="sr-player bl-box{acting} bl-seat-{p}">',
        [
            f'<div class="bl-heading">{escape(names[p])}{lead}</div>',
            f"<div>Scout Money: {hand_html}</div>{draft}",
            f"<div>Raise Money: <b>${table['raise_money'][p]:,}</b> · {debt_text} · score {score_text}</div>",
            f"<div>Bid: {bid_html(table['bids'][p])}</div>",
            f"<div>Songs: {songs or '—'}</div>",
            f"<div>Signed ({count}): {artists}</div>",
        ],
    )


def is_lower_than(code, completed):
    """True if song ``code`` is of a lower level than the completed song (so it was completed too)."""
    if completed is None:
        return False
    return int(code[1]) < int(completed[1])


def discard_html(table):
    """The discard piles: Scout Money played, Raise Money, discarded artists."""
    scout = table["scout_discard"]
    artists = " ".join(table["artist_discard"]) or "none"
    return (
        f'<div class="sr-discard bl-box"><div class="bl-heading">Discard pile</div>'
        f"Raise Money: <b>${table['discard_money']:,}</b> (a debt takes $500 from here) · "
        f"Scout Money played: {len(scout)} card{'s' if len(scout) != 1 else ''} · "
        f"artists: {escape(artists)}</div>"
    )


# --- the panel -------------------------------------------------------------------------


class BidPanel(ChartPanel):
    """The bid spread of the round in progress (or the last round played), as a Chart; no game, a sentence."""

    no_game = "No game yet: the bids of a round appear here once a game is under way."

    def figure(self, state):
        """The bid spread of ``state``'s round."""
        return round_bids_figure(state)

    def key(self, state):
        """The round's bids, as the chart shows them."""
        return round_parts(state)


def make_panels(stepper):
    """The bid-spread panel, built from the stepper's current position."""
    return [BidPanel(getattr(stepper, "state", None))]


# --- the move buttons ----------------------------------------------------------------


def bid_total(table, player):
    """``player``'s bid this round in dollars (Scout card or substitute, plus raises), from a view."""
    bid = table["bids"][player]
    if bid["substitute"]:  # a house rule may value the substitute above the $200 paid
        return table["rules"].get("substitute_value", bid["substitute"]) + bid["raised"]
    return (SCOUT_VALUE[scout_from_code(bid["scout"])] if bid["scout"] else 0) + bid["raised"]


def action_label(state, action):
    """What a move button says: the move, and what it does (a raise's new total, a card off the lead suit)."""
    player = state.current_player
    table = state.view(player)
    kind = type(action)
    if kind is Raise:
        return f"raise ${action.bills * 100} → bid ${bid_total(table, player) + action.bills * 100:,}"
    if kind is Pass:
        return f"pass (stay at ${bid_total(table, player):,})"
    if kind is TakeDebt:
        return f"take a debt (+${DEBT_BILLS * 100}, −{DEBT_POINTS} Pt)"
    if kind is Substitute:
        return "pay $200 of Raise Money to join"
    if kind is PlayScout:
        lead = table["lead_suit"]
        off_suit = lead is not None and SUITS[SCOUT_SUIT[action.kind]] != lead
        return f"play {SCOUT_NAME[action.kind]}" + (" (off suit: out this round)" if off_suit else "")
    if kind is KeepScout:
        return f"keep {SCOUT_NAME[action.kind]}, pass the other left"
    if kind is Sign:
        return f"sign {ARTIST_NAME[action.artist]}"
    if kind is TakeSong:
        return f"take Lv. {SONG_LEVEL[action.song]} “{SONG_TITLE[action.song]}” ({SONG_POINTS[action.song]} Pt)"
    return str(action)


def action_tooltip(state, action):
    """A move button's hover text: what the card the move plays, keeps, signs or takes does (else the move)."""
    kind = type(action)
    if kind is PlayScout or kind is KeepScout:
        return card_text(SCOUT_CODE[action.kind])
    if kind is Sign:
        return card_text(ARTIST_CODE[action.artist])
    if kind is TakeSong:
        return card_text(SONG_CODE[action.song])
    return str(action)


def move_hint(state, actions):
    """The typed-move example, in Scout & Raise's own words."""
    if any(type(a) is Raise for a in actions):
        return "e.g. raise $300, pass or take a debt"
    if any(type(a) is PlayScout for a in actions):
        return f"e.g. {next(a for a in actions if type(a) is PlayScout)} (a card by its code)"
    if actions:
        return f"e.g. {actions[0]}"
    return "e.g. play R500, raise $300 or pass"
