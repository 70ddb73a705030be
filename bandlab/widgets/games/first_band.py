"""1st Band's GameStepper plugin: the board as HTML, and the ranking and score panels.

``board_html(state, viewer)`` draws the table: the five band seats (each card
in its seat colour with its value and who played it), every hand (face up for
the viewer, or for everyone when ``viewer`` is None; face-down backs with a
count otherwise), who holds the Starting Player card and each ranking card,
the public area, and the score areas with running scores.

``make_panels(stepper)`` gives a ``RankingPanel`` and a ``ScorePanel``: each a
``ChartPanel`` (``bandlab.widgets.games.panels``), a Chart redrawn in place by
``.update(state)`` when what it shows has changed.

``action_tooltip(state, action)`` is a move button's hover text: what the card it plays does.
"""

from html import escape

from bandlab.core import winners_phrase
from bandlab.games.first_band.cards import CODE, SEATS, card_text
from bandlab.games.first_band.events import ORDINALS
from bandlab.viz.cards import card_face, card_row_html, empty_slot, face_down_row_html, text_colour_for
from bandlab.viz.first_band import (
    SEAT_COLOURS,
    card_colours,
    card_name,
    card_value,
    picks_so_far,
    ranking_figure,
    ranking_parts,
    score_figure,
    score_parts,
)
from bandlab.widgets.games import eyes_html, table_and_hands
from bandlab.widgets.games.panels import ChartPanel
from bandlab.widgets.games.style import acting as acting_attribute
from bandlab.widgets.games.style import board_document, card_row, data_style, nested, stylesheet

__all__ = ["SEAT_COLOURS", "board_html", "make_panels", "RankingPanel", "ScorePanel", "action_tooltip", "deck_html"]

PHASE_WORDS = {"audition": "Band Audition", "performance": "Performance", "over": "Game over"}
SMALL = dict(width=40, height=56)


# --- the board -----------------------------------------------------------------


def board_html(state, viewer=None):
    """The 1st Band table as HTML; ``viewer`` sees only their own hand (None: every hand, for the teacher)."""
    table, hands = table_and_hands(state, viewer)
    parts = [
        status_html(table, viewer),
        nested('<div class="bl-row">', [band_html(table), ranking_cards_html(table)]),
        public_html(table),
        players_html(table, hands),
        removed_html(table),
    ]
    return board_document('<div class="fb-board bl-board mathjax_ignore">', parts)


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
    turn = acting_attribute(table.get("current_player"))  # the stylesheet marks who acts from it
    return (
        f'<div class="fb-status bl-status"{turn}><b>Round {table["round"]} · '
        f'{phase}</b> — {acting} <span class="bl-eyes">({eyes})</span></div>'
    )


def seat_chip(seat):
    """A seat's name on its colour."""
    colour = SEAT_COLOURS[seat]
    colours = data_style(background=colour, color=text_colour_for(colour))
    return f'<span class="fb-seat-name bl-chip"{colours}>{seat}</span>'


def member_card(code, caption="", small=False, highlight=False, dim=False, note=""):
    """One Member card drawn in its seat colour(s), what it does as its hover (and tap) text and accessible name,
    followed by ``note`` (a sentence such as why the card is out)."""
    size = SMALL if small else {}
    return card_face(
        code,
        card_value(code),
        card_colours(code),
        caption=caption,
        title=f"{card_text(code)} {note}" if note else card_text(code),
        code=code,
        highlight=highlight,
        dim=dim,
        **size,
    )


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
        cells.append(f'<div class="fb-seat bl-column" data-seat="{seat}">{seat_chip(seat)}{card}</div>')
    if table["phase"] == "performance":
        note = "The band is full: its members wait in the public area to be picked."
    elif table["phase"] == "over":
        note = "All cards are played."
    else:
        note = "A full band needs Vocal, Guitar, Drum and Bass (Keyboard makes it large)."
    return nested(
        '<div class="fb-band bl-box">',
        [
            '<div class="bl-heading">Band seats</div>',
            nested('<div class="bl-cells">', cells),
            f'<div class="bl-note">{note}</div>',
        ],
    )


def ranking_cards_html(table):
    """Who holds the Starting Player card and each ranking card (and what each holder took)."""
    names, starting = table["names"], table["starting_player"]
    rows = [
        f'<div class="fb-starting"><span class="fb-starting-card">Starting Player</span> '
        f"{escape(names[starting]) if starting is not None else '—'}</div>"
    ]
    holders = table["rankings"]
    taken = {rank: code for rank, _, code in picks_so_far(table)} if holders else {}
    for rank in range(5):
        if rank < len(holders):
            who = escape(names[holders[rank]])
            if rank in taken:
                what, tone = f"took {escape(card_name(taken[rank]))}, card returned", "bl-muted"
            elif rank == table["ranking_next"]:
                what, tone = "picks now", "fb-picks-now"
            else:
                what, tone = "waits to pick", ""
            text = f"{who} <span class='{tone}'>— {what}</span>"
        else:
            text = '<span class="bl-faint">in the public area</span>'
        rows.append(
            f'<div class="fb-ranking" data-rank="{rank}"><span class="fb-rank">{ORDINALS[rank]}</span>{text}</div>'
        )
    return f'<div class="fb-rankings bl-box"><div class="bl-heading">Ranking cards</div>{"".join(rows)}</div>'


def public_html(table):
    """The band's members waiting in the public area to be picked."""
    cards = [member_card(code) for code in table["public"]]
    return nested(
        '<div class="fb-public bl-box">',
        ['<div class="bl-heading">Public area</div>', card_row(cards, empty_text="no members waiting")],
    )


def players_html(table, hands):
    """One row per player: badges, hand (face up or backs), score area with bands and running score."""
    rows = [player_html(table, player, hands[player]) for player in range(len(table["names"]))]
    return nested('<div class="fb-players">', rows)


def player_html(table, player, hand):
    """One player's row: name and badges, running score and bands, hand, score area."""
    badges = ["Starting Player"] if player == table["starting_player"] else []
    badges += [f"{ORDINALS[r]}" for r, holder in enumerate(table["rankings"]) if holder == player]
    if player in (table.get("winners") or []):
        badges.append("★ winner")
    acting = player == table["current_player"]
    badge_html = "".join(f'<span class="bl-badge">{escape(b)}</span>' for b in badges)
    if hand is None:
        hand_html = face_down_row_html(table["hand_sizes"][player], **SMALL)
    else:
        hand_html = card_row([member_card(code, small=True) for code in hand], empty_text="no cards")
    area = sorted(table["score_areas"][player], key=lambda c: (card_value(c), c))
    return nested(
        f'<div class="fb-player bl-box{" bl-acting" if acting else ""} bl-seat-{player}" data-player="{player}">',
        [
            f'<div><b class="bl-who">{escape(table["names"][player])}</b>{badge_html}'
            f'<div class="fb-score bl-score">{table["scores"][player]}</div>'
            f'<div class="bl-small">{bands_text(*table["bands_formed"][player])}</div></div>',
            nested('<div class="fb-hand">', ['<div class="bl-heading">Hand</div>', hand_html]),
            nested(
                '<div class="fb-score-area">',
                [
                    '<div class="bl-heading">Score area</div>',
                    card_row([member_card(c, small=True) for c in area], empty_text="empty"),
                ],
            ),
        ],
    )


def bands_text(large, small):
    """The bands a score area forms and their bonus: ``1 large band (+10)``."""
    bands = []
    if large:
        bands.append(f"{large} large band{'s' if large > 1 else ''} (+{10 * large})")
    if small:
        bands.append(f"{small} small band{'s' if small > 1 else ''} (+{5 * small})")
    return ", ".join(bands) if bands else "no band yet"


def removed_html(table):
    """Members removed from the game (beaten, or in the last incomplete band): public knowledge."""
    if not table["removed"]:
        return ""
    cards = [
        member_card(code, caption="out", small=True, dim=True, note="Removed from the game.")
        for code in table["removed"]
    ]
    return (
        f'<details class="fb-removed"><summary class="fb-removed-summary">Removed from the game '
        f"({len(cards)})</summary>{card_row_html(cards)}</details>"
    )


# --- the panels ----------------------------------------------------------------


class RankingPanel(ChartPanel):
    """The ranking cards of the current performance (or the band forming), as a Chart."""

    merges = True

    def figure(self, state):
        """The ranking chart of ``state``."""
        return ranking_figure(state)

    def key(self, state):
        """The ranking chart's changing parts."""
        return ranking_parts(state)


class ScorePanel(ChartPanel):
    """Every score area with band bonuses and totals, as a Chart."""

    merges = True

    def figure(self, state):
        """The score chart of ``state``."""
        return score_figure(state)

    def key(self, state):
        """The score chart's changing parts."""
        return score_parts(state)


def make_panels(stepper):
    """The ranking and score panels, built from the stepper's current position if it has one."""
    state = getattr(stepper, "state", None)
    return [RankingPanel(state), ScorePanel(state)]


# --- the move buttons ---------------------------------------------------------------


def action_tooltip(state, action):
    """A move button's hover text: what the card the move plays (or picks) does, in the card list's words."""
    return card_text(CODE[action.card]) if isinstance(getattr(action, "card", None), int) else str(action)


# --- teaching pieces --------------------------------------------------------------


def deck_html(players=None):
    """The 50 Member cards by seat, dual-colour members marked; cards out for ``players`` players marked "out" in
    words (on the card and in its name, not by their dimming alone: WCAG 1.4.1)."""
    from bandlab.games.first_band.cards import ALL_CARDS, CARD_SEATS, IS_DUAL, REMOVED_VALUES, VALUE

    removed = REMOVED_VALUES.get(players, ())
    out_note = f"Out of the game for {players} players."

    def card(c):
        out = VALUE[c] in removed
        # "out" says more than "dual" (which the card's two colours and its code also say): a small card holds one.
        caption = "out" if out else ("dual" if IS_DUAL[c] else "")
        return member_card(CODE[c], caption=caption, small=True, dim=out, note=out_note if out else "")

    rows = []
    for seat, name in enumerate(SEATS):
        cards = [card(c) for c in ALL_CARDS if CARD_SEATS[c][0] == seat]
        rows.append(
            f'<div class="fb-deck-row"><div class="fb-deck-seat">{seat_chip(name)}</div>{card_row_html(cards)}</div>'
        )
    note = (
        f"<p class='fb-deck-note'>Marked <b>out</b> (and dimmed): removed for {players} players.</p>" if removed else ""
    )
    return f'{stylesheet()}<div class="fb-deck bl-font">{"".join(rows)}{note}</div>'
