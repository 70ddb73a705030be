"""Scout & Raise's GameStepper plugin: the table as HTML and the bid-spread panel.

``board_html(state, viewer)`` draws the round (the artists on offer, the lead
player and suit, every bid on the table), each player's Scout Money hand (face up
for the viewer, or for everyone when ``viewer`` is None; face-down backs with a
count otherwise), Raise Money, debts, songs, and signed artists (face down for
other players until the game ends, as the rulebook lays them).

``make_panels(stepper)`` gives a ``BidPanel``: the bid spread of the round in
progress (or the last one) as a ``Chart``, redrawn in place when the round's
bids change.
"""

from html import escape

from bandlab.core import winners_phrase
from bandlab.games.scout_and_raise.cards import (
    ARTIST_CODE, ARTIST_NAME, ARTIST_PARTS, ARTIST_POINTS, DEBT_BILLS, DEBT_POINTS, PARTS, SCOUT_CODE, SCOUT_NAME,
    SCOUT_SUIT, SCOUT_VALUE, SONG_CODE, SONG_LEVEL, SONG_PARTS, SONG_POINTS, SONG_TITLE, SUITS, artist_from_code,
    scout_from_code, song_from_code,
)
from bandlab.games.scout_and_raise.rules import KeepScout, Pass, PlayScout, Raise, Sign, Substitute, TakeDebt, TakeSong
from bandlab.viz.cards import card_back, card_face, card_row_html, face_down_row_html, text_colour_for
from bandlab.viz.scout_and_raise import (
    PART_COLOURS, RAISE_COLOURS, SUBSTITUTE_COLOUR, SUIT_COLOURS, round_bids_figure, round_parts,
)
from bandlab.widgets.chart import Chart
from bandlab.widgets.games import eyes_html

__all__ = ["board_html", "make_panels", "BidPanel", "action_label", "move_hint"]

PHASE_WORDS = {"draft": "Scout Money draft", "scout": "Scout Phase", "raise": "Raise Phase",
               "sign": "Contract", "song": "New Song card", "over": "Game over"}
SMALL = dict(width=40, height=56)
SCOUT_SIZE = dict(width=50, height=64)
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
BOX = "border:1px solid #ddd;border-radius:8px;padding:8px 10px;margin:6px 0;background:#fff"
HEADING = "font-weight:600;font-size:13px;color:#444;margin:0 0 6px 0"


# --- cards ---------------------------------------------------------------------------

def artist_card(code, small=False, caption=""):
    """An artist card in its part colours (two for a dual artist) with its Artist Pt."""
    artist = artist_from_code(code)
    colours = tuple(PART_COLOURS[PARTS[p]] for p in ARTIST_PARTS[artist])
    return card_face(code, ARTIST_POINTS[artist], colours, caption=caption, code=code,
                     title=f"{ARTIST_NAME[artist]}: {ARTIST_POINTS[artist]} Pt", **(SMALL if small else {}))


def scout_card(code, small=True, caption="", dim=False):
    """A Scout Money card in its suit colour with its dollar value."""
    kind = scout_from_code(code)
    return card_face(code, SCOUT_VALUE[kind], (SUIT_COLOURS[SUITS[SCOUT_SUIT[kind]]],), caption=caption, code=code,
                     title=f"{SUITS[SCOUT_SUIT[kind]]} ${SCOUT_VALUE[kind]}", dim=dim, **(SCOUT_SIZE if small else {}))


def song_html(code, completed=False):
    """A Song card as a small labelled box: level, title, parts, points."""
    song = song_from_code(code)
    parts = " ".join(
        f'<span style="background:{PART_COLOURS[PARTS[p]]};color:{text_colour_for(PART_COLOURS[PARTS[p]])};'
        f'border-radius:3px;padding:0 3px;'
        f'font-size:11px">{PARTS[p]}</span>' for p in SONG_PARTS[song])
    tick = " ✔" if completed else ""
    border = "#2e7d32" if completed else "#bbb"
    return (f'<div class="sr-song" style="border:2px solid {border};border-radius:6px;padding:3px 6px;'
            f'display:inline-block;margin:2px;font-size:12px" title="{escape(SONG_TITLE[song])}">'
            f'<b>Lv. {SONG_LEVEL[song]}</b> {escape(SONG_CODE[song])}{tick} · {SONG_POINTS[song]} Pt<br>{parts}</div>')


# --- the board -------------------------------------------------------------------------

def board_html(state, viewer=None):
    """The Scout & Raise table as HTML; ``viewer`` sees what their view shows (None: everything)."""
    table = state.view(viewer if viewer is not None else 0)
    n = state.players
    if viewer is None:
        hands = [[SCOUT_CODE[k] for k in sorted(h)] for h in state.hands]
        drawn = [[SCOUT_CODE[k] for k in d] for d in state.drawn]
        signed = [[ARTIST_CODE[a] for a in s] for s in state.signed]
        scores = state.scores()
    else:
        hands = [table["hand"] if p == viewer else None for p in range(n)]
        drawn = [table["drawn"] if p == viewer else None for p in range(n)]
        signed = table["signed"]
        scores = table["scores"] or [table["score"] if p == viewer else None for p in range(n)]
    parts = [
        f'<div class="sr-board mathjax_ignore" style="font-family:{FONT};font-size:14px;color:#222;max-width:980px">',
        status_html(table, viewer),
        offer_html(table),
        '<div style="display:flex;flex-wrap:wrap;gap:8px">',
        "".join(player_html(table, p, hands[p], drawn[p], signed[p], scores[p]) for p in range(n)),
        "</div>",
        discard_html(table),
        "</div>",
    ]
    return "".join(parts)


def status_html(table, viewer):
    """One line: round, phase, who acts, whose eyes."""
    names = table["names"]
    phase = PHASE_WORDS.get(table["phase"], table["phase"])
    if table["phase"] == "over":
        acting = escape(winners_phrase(names, table["winners"]))
    else:
        acting = f"{escape(names[table['current_player']])} to act"
    eyes = eyes_html(names, viewer)
    when = f'Round {table["round"]} of 12' if table["round"] else "Setting up"
    return (f'<div class="sr-status" style="font-size:15px;margin:2px 0 6px 0"><b>{when} · '
            f'{phase}</b> — {acting} <span style="color:#777;font-size:12px">({eyes})</span></div>')


def offer_html(table):
    """The two revealed artists, the lead player and the lead suit."""
    names = table["names"]
    suit = table["lead_suit"]
    suit_html = (f'<span style="background:{SUIT_COLOURS[suit]};padding:1px 6px;border-radius:4px">{suit}</span>'
                 if suit else '<span style="color:#777">not set yet</span>')
    cards = card_row_html([artist_card(c) for c in table["revealed"]], empty_text="no artists on offer")
    order = ", ".join(escape(names[p]) for p in table["raise_order"]) or "—"
    return (f'<div class="sr-offer" style="{BOX}"><div style="{HEADING}">On offer this round</div>'
            f'<div style="display:flex;gap:16px;align-items:center">{cards}'
            f'<div>Lead player: <b>{escape(names[table["lead_player"]])}</b><br>Lead suit: {suit_html}<br>'
            f'Raise order: {order}<br><span style="color:#777">{table["artist_pile_size"]} artists left in the pile'
            f'</span></div></div></div>')


def bid_html(bid):
    """A player's bid on the table this round."""
    if bid["scout"] is None and not bid["substitute"]:
        return '<span style="color:#999">no bid yet</span>'
    bits = []
    if bid["scout"]:
        bits.append(scout_card(bid["scout"], dim=not bid["in_raise"]))
    if bid["substitute"]:
        bits.append(f'<span style="background:{SUBSTITUTE_COLOUR};color:#000;padding:1px 4px;border-radius:3px">'
                    f'${bid["substitute"]} instead</span>')
    if bid["raised"]:
        bits.append(f'<span style="background:{RAISE_COLOURS[0]};color:{RAISE_COLOURS[1]};padding:1px 4px;'
                    f'border-radius:3px">+${bid["raised"]:,}</span>')
    if bid["total"] is not None:
        state = "passed" if bid["passed"] else "in"
        bits.append(f'<b>${bid["total"]:,}</b> <span style="color:#777">({state})</span>')
    elif bid["scout"]:
        bits.append('<span style="color:#777">off-suit: out</span>')
    return '<span style="display:inline-flex;gap:4px;align-items:center">' + "".join(bits) + "</span>"


def player_html(table, p, hand, drawn, signed, score):
    """One player's box: hand, money, debts, bid, songs, signed artists, score."""
    names = table["names"]
    acting = table["current_player"] == p
    border = "#1f3d6b" if acting else "#ddd"
    lead = " · lead" if table["lead_player"] == p else ""
    hand_html = (card_row_html([scout_card(c) for c in hand], empty_text="no Scout Money")
                 if hand is not None else face_down_row_html(table["hand_sizes"][p], **SMALL))
    draft = ""
    if table["phase"] == "draft" and drawn:
        draft = f'<div>Drawn, to keep one: {card_row_html([scout_card(c) for c in drawn])}</div>'
    elif table["phase"] == "draft" and drawn is None:
        draft = f'<div style="color:#777">drawing: {card_back(**SMALL)}{card_back(**SMALL)}</div>'
    count = table["signed_counts"][p]
    artists = (card_row_html([artist_card(c, small=True) for c in signed], empty_text="no artists yet")
               if signed is not None else face_down_row_html(count, **SMALL))
    completed = table["completed_song"][p]
    songs = "".join(song_html(c, completed=(c == completed or is_lower_than(c, completed))) for c in table["songs"][p])
    debts = table["debts"][p]
    debt_text = (f'<span style="color:#8c2d04">{debts} debt{"s" if debts != 1 else ""} (−{6 * debts} Pt)</span>'
                 if debts else '<span style="color:#777">no debt</span>')
    score_text = f"{score} Pt" if score is not None else '<span style="color:#777">hidden</span>'
    return (f'<div class="sr-player" style="{BOX};border:2px solid {border};flex:1 1 300px">'
            f'<div style="{HEADING}">{escape(names[p])}{lead}</div>'
            f'<div>Scout Money: {hand_html}</div>{draft}'
            f'<div>Raise Money: <b>${table["raise_money"][p]:,}</b> · {debt_text} · score {score_text}</div>'
            f'<div>Bid: {bid_html(table["bids"][p])}</div>'
            f'<div>Songs: {songs or "—"}</div>'
            f'<div>Signed ({count}): {artists}</div></div>')


def is_lower_than(code, completed):
    """True if song ``code`` is of a lower level than the completed song (so it was completed too)."""
    if completed is None:
        return False
    return int(code[1]) < int(completed[1])


def discard_html(table):
    """The discard piles: Scout Money played, Raise Money, discarded artists."""
    scout = table["scout_discard"]
    artists = " ".join(table["artist_discard"]) or "none"
    return (f'<div class="sr-discard" style="{BOX}"><div style="{HEADING}">Discard pile</div>'
            f'Raise Money: <b>${table["discard_money"]:,}</b> (a debt takes $500 from here) · '
            f'Scout Money played: {len(scout)} card{"s" if len(scout) != 1 else ""} · artists: {escape(artists)}</div>')


# --- the panel -------------------------------------------------------------------------

class BidPanel:
    """The bid spread of the round in progress (or the last round played), as a Chart."""

    def __init__(self, state=None):
        if state is None:
            from bandlab.games import load_game
            state = load_game("scout-and-raise").new(4)
        self.state = state
        self.widget = Chart(round_bids_figure(state))
        self.shown = round_parts(state)
        self.updates = 0

    def update(self, state):
        """Redraw the same chart for ``state``: once, or not at all if the round's bids did not change."""
        self.state = state
        parts = round_parts(state)
        if parts == self.shown:
            return
        self.shown = parts
        self.updates += 1
        self.widget.figure = round_bids_figure(state)


def make_panels(stepper):
    """The bid-spread panel, built from the stepper's current position."""
    return [BidPanel(getattr(stepper, "state", None))]


# --- the move buttons ----------------------------------------------------------------

def bid_total(state, player):
    """``player``'s bid this round in dollars (Scout card or substitute, plus raises)."""
    return (state.scout_bid(player) + state.raised[player]) * 100


def action_label(state, action):
    """What a move button says: the move, and what it does (a raise's new total, a card off the lead suit)."""
    player = state.current_player
    kind = type(action)
    if kind is Raise:
        return f"raise ${action.bills * 100} → bid ${bid_total(state, player) + action.bills * 100:,}"
    if kind is Pass:
        return f"pass (stay at ${bid_total(state, player):,})"
    if kind is TakeDebt:
        return f"take a debt (+${DEBT_BILLS * 100}, −{DEBT_POINTS} Pt)"
    if kind is Substitute:
        return "pay $200 of Raise Money to join"
    if kind is PlayScout:
        lead = state.lead_suit
        off_suit = lead >= 0 and SCOUT_SUIT[action.kind] != lead
        return f"play {SCOUT_NAME[action.kind]}" + (" (off suit: out this round)" if off_suit else "")
    if kind is KeepScout:
        return f"keep {SCOUT_NAME[action.kind]}, pass the other left"
    if kind is Sign:
        return f"sign {ARTIST_NAME[action.artist]}"
    if kind is TakeSong:
        return f"take Lv. {SONG_LEVEL[action.song]} “{SONG_TITLE[action.song]}” ({SONG_POINTS[action.song]} Pt)"
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
