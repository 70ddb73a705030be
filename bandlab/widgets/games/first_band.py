"""1st Band's GameStepper plugin: the board as HTML, and the ranking and score panels.

``board_html(state, viewer)`` draws the table: the five band seats (each card
in its seat colour with its value and who played it), every hand (face up for
the viewer, or for everyone when ``viewer`` is None; face-down backs with a
count otherwise), who holds the Starting Player card and each ranking card,
the public area, and the score areas with running scores.

``make_panels(stepper)`` gives a ``RankingPanel`` and a ``ScorePanel``: each
wraps a ``Chart`` (``bandlab.widgets.chart``) redrawn in place by ``.update(state)``
when what it shows has changed.
"""

from html import escape


from bandlab.core import winners_phrase
from bandlab.games.first_band.cards import CODE, SEATS
from bandlab.games.first_band.events import ORDINALS
from bandlab.viz.cards import card_row_html, card_face, empty_slot, face_down_row_html, text_colour_for
from bandlab.viz.first_band import (
    SEAT_COLOURS, card_colours, card_name, card_value, picks_so_far, ranking_figure, ranking_parts,
    score_figure, score_parts,
)
from bandlab.widgets.chart import Chart
from bandlab.widgets.games import eyes_html

__all__ = ["SEAT_COLOURS", "board_html", "make_panels", "RankingPanel", "ScorePanel"]

PHASE_WORDS = {"audition": "Band Audition", "performance": "Performance", "over": "Game over"}
SMALL = dict(width=40, height=56)
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
BOX = "border:1px solid #ddd;border-radius:8px;padding:8px 10px;margin:6px 0;background:#fff"
HEADING = "font-weight:600;font-size:13px;color:#444;margin:0 0 6px 0"


# --- the board -----------------------------------------------------------------

def board_html(state, viewer=None):
    """The 1st Band table as HTML; ``viewer`` sees only their own hand (None: every hand, for the teacher)."""
    table = state.view(viewer if viewer is not None else 0)
    if viewer is None:
        hands = [[CODE[c] for c in hand] for hand in state.hands]
    else:
        hands = [table["hand"] if p == viewer else None for p in range(state.players)]
    names = table["names"]
    parts = [
        f'<div class="fb-board mathjax_ignore" style="font-family:{FONT};font-size:14px;color:#222;max-width:980px">',
        status_html(table, viewer),
        '<div style="display:flex;flex-wrap:wrap;gap:10px">',
        band_html(table),
        ranking_cards_html(table),
        "</div>",
        public_html(table),
        players_html(table, hands),
        removed_html(table),
        "</div>",
    ]
    return "".join(parts)


def status_html(table, viewer):
    """One line: round, phase, who acts, and whose eyes the board is drawn for."""
    names = table["names"]
    phase = PHASE_WORDS.get(table["phase"], table["phase"])
    if table["phase"] == "over":
        acting = escape(winners_phrase(names, table["winners"]))
    elif table["phase"] == "performance":
        rank = table["ranking_next"]
        acting = f"{escape(names[table['current_player']])} picks with the {ORDINALS[rank]} ranking card"
    else:
        acting = f"{escape(names[table['current_player']])} to play a member"
    eyes = eyes_html(names, viewer)
    return (f'<div class="fb-status" style="font-size:15px;margin:2px 0 6px 0"><b>Round {table["round"]} · '
            f'{phase}</b> — {acting} <span style="color:#777;font-size:12px">({eyes})</span></div>')


def seat_chip(seat):
    """A seat's name on its colour."""
    colour = SEAT_COLOURS[seat]
    return (f'<span class="fb-seat-name" style="background:{colour};color:{text_colour_for(colour)};'
            f'border-radius:4px;padding:1px 6px;font-size:12px;font-weight:600">{seat}</span>')


def member_card(code, caption="", small=False, highlight=False, dim=False):
    """One Member card drawn in its seat colour(s)."""
    size = SMALL if small else {}
    return card_face(code, card_value(code), card_colours(code), caption=caption, title=card_name(code), code=code,
                    highlight=highlight, dim=dim, **size)


def band_html(table):
    """The five band seats: the member holding each, with who played it, or an empty slot."""
    names = table["names"]
    cells = []
    for seat in SEATS:
        held = table["band"][seat]
        if held is None:
            card = empty_slot("empty", colour=SEAT_COLOURS[seat])
        else:
            card = member_card(held["card"], caption=names[held["player"]])
        cells.append(f'<div class="fb-seat" data-seat="{seat}" style="display:flex;flex-direction:column;'
                     f'align-items:center;gap:4px">{seat_chip(seat)}{card}</div>')
    if table["phase"] == "performance":
        note = "The band is full: its members wait in the public area to be picked."
    elif table["phase"] == "over":
        note = "All cards are played."
    else:
        note = "A full band needs Vocal, Guitar, Drum and Bass (Keyboard makes it large)."
    return (f'<div class="fb-band" style="{BOX};flex:1 1 380px"><div style="{HEADING}">Band seats</div>'
            f'<div style="display:flex;gap:8px;flex-wrap:wrap">{"".join(cells)}</div>'
            f'<div style="color:#666;font-size:12px;margin-top:6px">{note}</div></div>')


def ranking_cards_html(table):
    """Who holds the Starting Player card and each ranking card (and what each holder took)."""
    names, starting = table["names"], table["starting_player"]
    rows = [f'<div class="fb-starting" style="margin-bottom:6px"><span style="background:#222;color:#fff;'
            f'border-radius:4px;padding:1px 6px;font-size:12px">Starting Player</span> '
            f'{escape(names[starting]) if starting is not None else "—"}</div>']
    holders = table["rankings"]
    taken = {rank: code for rank, _, code in picks_so_far(table)} if holders else {}
    for rank in range(5):
        if rank < len(holders):
            who = escape(names[holders[rank]])
            if rank in taken:
                what = f'took {escape(card_name(taken[rank]))}, card returned'
                style = "color:#777"
            elif rank == table["ranking_next"]:
                what, style = "picks now", "font-weight:700"
            else:
                what, style = "waits to pick", ""
            text = f"{who} <span style='{style}'>— {what}</span>"
        else:
            text = '<span style="color:#999">in the public area</span>'
        rows.append(f'<div class="fb-ranking" data-rank="{rank}" style="margin:2px 0"><span style="display:inline-block;'
                    f'width:34px;border:1px solid #999;border-radius:4px;text-align:center;font-size:12px;'
                    f'margin-right:6px">{ORDINALS[rank]}</span>{text}</div>')
    return (f'<div class="fb-rankings" style="{BOX};flex:0 1 300px"><div style="{HEADING}">Ranking cards</div>'
            f'{"".join(rows)}</div>')


def public_html(table):
    """The band's members waiting in the public area to be picked."""
    cards = [member_card(code) for code in table["public"]]
    return (f'<div class="fb-public" style="{BOX}"><div style="{HEADING}">Public area</div>'
            f'{card_row_html(cards, empty_text="no members waiting")}</div>')


def players_html(table, hands):
    """One row per player: badges, hand (face up or backs), score area with bands and running score."""
    names = table["names"]
    rows = []
    for player, name in enumerate(names):
        badges = []
        if player == table["starting_player"]:
            badges.append("Starting Player")
        badges += [f"{ORDINALS[r]}" for r, holder in enumerate(table["rankings"]) if holder == player]
        if player in (table.get("winners") or []):
            badges.append("★ winner")
        acting = player == table["current_player"]
        badge_html = "".join(f'<span style="border:1px solid #888;border-radius:4px;padding:0 4px;margin-left:4px;'
                             f'font-size:11px">{escape(b)}</span>' for b in badges)
        hand = hands[player]
        if hand is None:
            hand_html = face_down_row_html(table["hand_sizes"][player], **SMALL)
        else:
            hand_html = card_row_html([member_card(code, small=True) for code in hand], empty_text="no cards")
        area = sorted(table["score_areas"][player], key=lambda c: (card_value(c), c))
        large, small = table["bands_formed"][player]
        bands = []
        if large:
            bands.append(f"{large} large band{'s' if large > 1 else ''} (+{10 * large})")
        if small:
            bands.append(f"{small} small band{'s' if small > 1 else ''} (+{5 * small})")
        band_text = ", ".join(bands) if bands else "no band yet"
        rows.append(
            f'<div class="fb-player" data-player="{player}" style="{BOX};display:grid;'
            f'grid-template-columns:150px 1fr 1fr;gap:10px;align-items:start;'
            f'{"box-shadow:0 0 0 2px #222 inset;" if acting else ""}">'
            f'<div><b>{"▶ " if acting else ""}{escape(name)}</b>{badge_html}'
            f'<div style="font-size:22px;font-weight:700" class="fb-score">{table["scores"][player]}</div>'
            f'<div style="font-size:11px;color:#666">{band_text}</div></div>'
            f'<div class="fb-hand"><div style="{HEADING}">Hand</div>{hand_html}</div>'
            f'<div class="fb-score-area"><div style="{HEADING}">Score area</div>'
            f'{card_row_html([member_card(c, small=True) for c in area], empty_text="empty")}</div></div>'
        )
    return f'<div class="fb-players">{"".join(rows)}</div>'


def removed_html(table):
    """Members removed from the game (beaten, or in the last incomplete band): public knowledge."""
    if not table["removed"]:
        return ""
    cards = [member_card(code, small=True, dim=True) for code in table["removed"]]
    return (f'<details class="fb-removed" style="margin:6px 0"><summary style="color:#555">Removed from the game '
            f'({len(cards)})</summary>{card_row_html(cards)}</details>')


# --- the panels ----------------------------------------------------------------

class FigurePanel:
    """A Chart built from the first state and redrawn in place on ``update``."""

    figure = staticmethod(ranking_figure)
    parts = staticmethod(ranking_parts)

    def __init__(self, state=None):
        self.widget = Chart(self.figure(state))
        self.state = state
        self.shown = self.parts(state)
        self.updates = 0  # redraws sent to the page (a step that changes nothing here sends none)

    def update(self, state):
        """Show the new position in the same chart: one redraw, none if nothing it shows changed."""
        self.state = state
        parts = self.parts(state)
        if parts == self.shown:
            return
        self.shown = parts
        self.updates += 1
        self.widget.merge(parts)


class RankingPanel(FigurePanel):
    """The ranking cards of the current performance (or the band forming), as a Chart."""

    figure = staticmethod(ranking_figure)
    parts = staticmethod(ranking_parts)


class ScorePanel(FigurePanel):
    """Every score area with band bonuses and totals, as a Chart."""

    figure = staticmethod(score_figure)
    parts = staticmethod(score_parts)


def make_panels(stepper):
    """The ranking and score panels, built from the stepper's current position if it has one."""
    state = getattr(stepper, "state", None)
    return [RankingPanel(state), ScorePanel(state)]


# --- teaching pieces --------------------------------------------------------------

def deck_html(players=None):
    """The 50 Member cards by seat, dual-colour members marked; cards out for ``players`` players dimmed."""
    from bandlab.games.first_band.cards import ALL_CARDS, CARD_SEATS, IS_DUAL, REMOVED_VALUES, VALUE
    removed = REMOVED_VALUES.get(players, ())
    rows = []
    for seat, name in enumerate(SEATS):
        cards = [member_card(CODE[c], caption="dual" if IS_DUAL[c] else "", small=True, dim=VALUE[c] in removed)
                 for c in ALL_CARDS if CARD_SEATS[c][0] == seat]
        rows.append(f'<div style="display:flex;align-items:center;gap:8px;margin:4px 0">'
                    f'<div style="width:80px">{seat_chip(name)}</div>{card_row_html(cards)}</div>')
    note = f"<p style='color:#555'>Dimmed: removed for {players} players.</p>" if removed else ""
    return f'<div class="fb-deck" style="font-family:{FONT}">{"".join(rows)}{note}</div>'
