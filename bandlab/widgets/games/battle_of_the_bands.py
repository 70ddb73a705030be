"""Battle of the Bands' GameStepper plugin: the board as HTML, and the live gig-odds panel.

``board_html(state, viewer)`` draws every band (each member a card with its HP,
its instrument and reputation written under it), each player's superstar-point
cards and contract, the hands (face up for the viewer, or for everyone when
``viewer`` is None; backs otherwise), the piles, and the gig round in progress.

``make_panels(stepper)`` gives a ``GigOddsPanel``: a Chart of the exact
chance of each band to take the gig card, from the live totals during a gig
round (or, between gigs, the odds if the player to act started one now).
"""

from html import escape

import plotly.graph_objects as go

from bandlab.analysis.dice import gig_odds, reputation_success
from bandlab.core import winners_phrase
from bandlab.games.battle_of_the_bands.actions import (
    LendInstrument,
    PlayGig,
    PlayGuestStar,
    PlayHitSingle,
    PlayInstrument,
    PlayMember,
    PlayWrench,
    TryReputation,
)
from bandlab.games.battle_of_the_bands.cards import (
    AFFINITY,
    BAND_HP,
    CODE,
    CONTRACT,
    EFFECT,
    GIG,
    HIT_SINGLE,
    HP,
    INSTRUMENT,
    INSTRUMENT_TYPES,
    KEYS,
    ME,
    MEMBER,
    MONKEY_WRENCH,
    MUSIC_BIZ,
    NO_TYPE,
    PERCUSSION,
    PRODUCER,
    REPUTATION,
    SIDE_HP,
    SIDE_NAME,
    SP,
    STRINGS,
    TYPE,
    WIND,
    card_from_code,
    card_text,
    member_hp,
)
from bandlab.viz.battle_of_the_bands import BAND_COLOURS, fraction_text, live_odds_parts, state_odds_parts
from bandlab.viz.cards import card_face, card_row_html, face_down_row_html
from bandlab.widgets.games import eyes_html, table_and_hands
from bandlab.widgets.games.panels import ChartPanel
from bandlab.widgets.games.style import acting as acting_attribute
from bandlab.widgets.games.style import board_document, card_row, data_style, nested

__all__ = ["board_html", "make_panels", "GigOddsPanel", "card_html", "action_label", "action_tooltip"]

SIZE = dict(width=74, height=92)
SMALL = dict(width=56, height=72)
#: Card colours: instrument types (Okabe–Ito), then the other card types.
TYPE_COLOURS = {STRINGS: "#E69F00", WIND: "#56B4E9", PERCUSSION: "#009E73", KEYS: "#CC79A7", NO_TYPE: "#bbbbbb"}
KIND_COLOURS = {
    MUSIC_BIZ: "#F0E442",
    MONKEY_WRENCH: "#D55E00",
    GIG: "#0072B2",
    HIT_SINGLE: "#000000",
    CONTRACT: "#6b4c9a",
    REPUTATION: "#ffffff",
    PRODUCER: "#444444",
}


def card_value_text(card):
    """What a card shows large: HP for members and instruments, SP for gigs and singles, else a symbol."""
    kind = TYPE[card]
    if kind in (ME, MEMBER, INSTRUMENT, PRODUCER):
        return HP[card]
    if kind in (GIG, HIT_SINGLE):
        return f"{SP[card]}★"
    return {MUSIC_BIZ: "$", MONKEY_WRENCH: "⚙", CONTRACT: "✍", REPUTATION: "±"}.get(kind, "")


def card_colour(card):
    """A card's colour: its instrument type (members: the type they favour), else its card type."""
    kind = TYPE[card]
    if kind in (ME, MEMBER, INSTRUMENT):
        return TYPE_COLOURS[AFFINITY[card]]
    return KIND_COLOURS.get(kind, "#bbbbbb")


def card_html(code, caption="", small=False, highlight=False, dim=False):
    """One card drawn as HTML with its whole name (fitted to the card); what it does is its hover (and tap) text."""
    card = card_from_code(code)
    label = code
    if TYPE[card] == ME:
        label, caption = "ME", caption or INSTRUMENT_TYPES[AFFINITY[card]]
    if TYPE[card] == REPUTATION:
        (positive, negative), (hp_pos, hp_neg) = SIDE_NAME[card], SIDE_HP[card]
        label, caption = f"{positive}/{negative}", caption or f"{hp_pos:+d} / {hp_neg:+d}"
    return card_face(
        label,
        card_value_text(card),
        (card_colour(card),),
        caption=caption,
        title=card_text(code),
        code=code,
        highlight=highlight,
        dim=dim,
        **(SMALL if small else SIZE),
    )


def board_html(state, viewer=None):
    """The Battle of the Bands table as HTML; ``viewer`` sees only their own hand (None: every hand)."""
    table, hands = table_and_hands(state, viewer)
    parts = [status_html(table, viewer), gig_html(table), players_html(table, hands), piles_html(table)]
    return board_document('<div class="botb-board bl-board bl-wide mathjax_ignore">', parts)


def status_html(table, viewer):
    """One line: whose turn, the phase, the target, the draw pile, whose eyes. The draw pile's count changes with
    almost every step, as the line does: said here, a step resends one part of the board for both, not two."""
    names = table["names"]
    if table["phase"] == "over":
        acting = f"Game over: {escape(winners_phrase(names, table['winners']))}"
    elif table["phase"] == "gig":
        acting = f"Gig round: {escape(names[table['current_player']])} plays a card or passes"
    else:
        acting = (
            f"{escape(names[table['current_player']])}'s turn "
            f"({table['actions_left']} action{'s' if table['actions_left'] != 1 else ''} left)"
        )
    eyes = eyes_html(names, viewer)
    turn = acting_attribute(table.get("current_player"))  # the stylesheet marks who acts from it
    return (
        f'<div class="botb-status bl-status"{turn}><b>{acting}</b> · first to {table["target"]} SP · '
        f'{draw_pile_text(table)} <span class="bl-eyes">({eyes})</span></div>'
    )


def draw_pile_text(table):
    """``draw pile: 94 cards (2 reshuffles left)``."""
    left = table.get("reshuffles_left")
    limit = f" ({left} reshuffle{'s' if left != 1 else ''} left)" if isinstance(left, int) else ""
    return f"draw pile: {table['draw_pile']} card{'s' if table['draw_pile'] != 1 else ''}{limit}"


def gig_html(table):
    """The gig round in progress: card, gig player, each band's live total and where it comes from, wrenches."""
    gig = table["gig"]
    if gig is None:
        return ""
    names = table["names"]
    rows = []
    for p, total in enumerate(gig["totals"]):
        rows.append(
            f'<div class="botb-gig-band" data-player="{p}">{escape(names[p])}: '
            f"<b>{gig_total_text(total, table['band_hp'][p], gig['modifiers'][p])}</b></div>"
        )
    silenced = ", ".join(f"{escape(names[p])}'s {escape(m)}" for p, m in gig["silenced"])
    played = card_row_html([card_html(c, small=True) for c in gig["played"]], empty_text="no cards played yet")
    return (
        f'<div class="botb-gig bl-box"><div class="bl-heading">Gig round: '
        f"{escape(gig['card'])} ({gig['points']} SP), played by {escape(names[gig['gig_player']])} — "
        f"{escape(names[gig['to_play']])} to play; {gig['passes_in_a_row']} pass(es) in a row</div>"
        f"{''.join(rows)}"
        f"{'<div>Too wasted to count: ' + silenced + '</div>' if silenced else ''}"
        f'<div class="botb-gig-rule">When everyone has passed, each band rolls a die and adds it; '
        f"the highest total takes the gig card, and a tie goes to {escape(names[gig['gig_player']])}, who played "
        f'it.</div><div class="botb-gig-played">{played}</div></div>'
    )


def signed(number):
    """``+ 3`` or ``− 2``: a number added or taken away, as a sum is written."""
    return f"+ {number}" if number >= 0 else f"− {-number}"


def gig_total_text(total, band, wrenches):
    """A band's gig total and its parts: ``7 HP = band 4 HP + 3 from wrenches``."""
    if total is None:
        return "banned: sits this gig out"
    parts = [f"band {band} HP"]
    if wrenches:
        parts.append(f"{signed(wrenches)} from wrenches")
    rest = total - band - wrenches
    if rest:
        parts.append(f"{signed(rest)} (members too wasted to count)")
    return f"{total} HP" + (" = " + " ".join(parts) if len(parts) > 1 else " (the band's HP)")


def member_html(slot, colour):
    """A member in play: its card showing what it adds in a gig, and under it where that comes from."""
    card = card_from_code(slot["member"])
    if TYPE[card] == PRODUCER:
        notes = ["adds nothing in gigs;", "2 actions a turn"]
    else:
        notes = [f"{'ME' if TYPE[card] == ME else escape(slot['member'])} {HP[card]}"]
        if slot["instrument"]:
            instrument_hp = HP[card_from_code(slot["instrument"])]
            lent = " (lent)" if slot["borrowed_instrument"] else ""
            notes.append(f"+ {escape(slot['instrument'])} {instrument_hp}{lent}")
            bonus = slot["hp"] - HP[card] - instrument_hp
            if bonus:
                notes.append(f"+ {bonus} {INSTRUMENT_TYPES[AFFINITY[card]]} bonus")
        if slot["reputation_side"]:
            notes.append(f"{signed(slot['reputation_hp'])} {escape(slot['reputation_side'])}")
    caption = "guest star" if slot["guest_star"] else "HP in gigs"
    face = card_face(
        "ME" if TYPE[card] == ME else slot["member"],
        slot["gig_hp"],
        (card_colour(card),),
        caption=caption,
        title=card_text(slot["member"]),
        code=slot["member"],
        highlight=slot["guest_star"],
        **SIZE,
    )
    return (
        f'<div class="botb-member">{face}<div class="botb-member-notes"{data_style(border_top_color=colour)}>'
        f"{'<br>'.join(notes)}</div></div>"
    )


def players_html(table, hands):
    """One box per player: score, band, contract and SP cards, hand."""
    names = table["names"]
    rows = []
    for p, name in enumerate(names):
        colour = BAND_COLOURS[p % len(BAND_COLOURS)]
        acting = p == table["current_player"]
        band_name = (table["band_names"] or [None] * len(names))[p]
        members = [member_html(slot, colour) for slot in table["bands"][p]]
        front = ([table["contracts"][p]] if table["contracts"][p] else []) + table["sp_cards"][p]
        front_html = card_row([card_html(c, small=True) for c in front], empty_text="nothing yet")
        hand = hands[p]
        if hand is None:
            hand_html = face_down_row_html(table["hand_sizes"][p], **SMALL)
        else:
            hand_html = card_row([card_html(c, small=True) for c in hand], empty_text="no cards")
        winner = " ★ winner" if p in (table.get("winners") or []) else ""
        rows.append(
            nested(
                f'<div class="botb-player botb-band-{p % len(BAND_COLOURS)} bl-box'
                f'{" bl-acting" if acting else ""} bl-seat-{p}" data-player="{p}">',
                [
                    f'<div><b class="bl-who">{escape(name)}</b>'
                    f"{' — ' + escape(band_name) if band_name else ''}"
                    f' · <span class="botb-score bl-big">{table["scores"][p]} SP</span>'
                    f" · {band_hp_text(table, p)}{winner}</div>",
                    nested(
                        '<div class="botb-grid">',
                        [
                            nested(
                                '<div class="botb-band">',
                                [
                                    '<div class="bl-heading">Band</div>',
                                    nested('<div class="bl-cells bl-tight">', members),
                                ],
                            ),
                            nested(
                                "<div>",
                                [
                                    nested(
                                        '<div class="botb-front">',
                                        ['<div class="bl-heading">Contract, gigs and hit singles</div>', front_html],
                                    ),
                                    nested(
                                        '<div class="botb-hand">', ['<div class="bl-heading">Hand</div>', hand_html]
                                    ),
                                ],
                            ),
                        ],
                    ),
                ],
            )
        )
    return nested('<div class="botb-players">', rows)


def band_hp_text(table, p):
    """The band's HP in a gig, with the hit singles' part: ``band 5 HP (+1 for a hit single)``."""
    singles = sum(TYPE[card_from_code(c)] == HIT_SINGLE for c in table["sp_cards"][p])
    extra = f" (+{singles} for hit single{'s' if singles > 1 else ''})" if singles else ""
    return f"band {table['band_hp'][p]} HP in gigs{extra}"


def piles_html(table):
    """The face-up discards (the draw pile's count is on the status line, which changes with it)."""
    discards = table["discards"][-12:]
    cards = card_row([card_html(c, small=True, dim=True) for c in discards], empty_text="none")
    heading = f'<div class="bl-heading">Discards ({len(table["discards"])}, latest last)</div>'
    return nested('<div class="botb-piles bl-box">', [heading, cards])


class GigOddsPanel(ChartPanel):
    """Live exact odds of the gig in progress as a Chart, redrawn in place on ``update``: a step's new odds are
    poured into the chart shown (``merges``), not drawn as a new figure."""

    merges = True

    def figure(self, state):
        """The odds chart of ``state``: the gig in progress, or one the player to act could start."""
        parts = state_odds_parts(state)
        return go.Figure(data=parts["data"], layout=parts["layout"])

    def key(self, state):
        """The figure's parts (its bars' odds and labels, its title) for ``state``, as plain dicts."""
        parts = live_odds_parts(state)
        return {"data": parts["data"], "layout": parts["layout"]}

    @property
    def odds(self):
        """The exact odds shown now (a GigOdds)."""
        return state_odds_parts(self.state)["odds"]


def make_panels(stepper):
    """The live gig-odds panel, built from the stepper's current position."""
    return [GigOddsPanel(getattr(stepper, "state", None))]


# --- the move buttons ----------------------------------------------------------------


def member_slot(table, owner, member):
    """The view of ``member`` (a card kind) in ``owner``'s band: its HP with its instrument (``hp``) and the rest."""
    return next(slot for slot in table["bands"][owner] if slot["member"] == CODE[member])


def action_label(state, action):
    """What a move button says: the move, and what it does (a reputation's roll and chance, HP added, a gig's odds)."""
    kind = type(action)
    player = state.current_player
    table = state.view(player)
    if kind is TryReputation:
        need = member_slot(table, action.owner, action.member)["hp"]
        return f"{action}: roll {need} or less, {chance_text(reputation_success(need))}"
    if kind is PlayInstrument or kind is LendInstrument:
        owner = action.owner if kind is PlayInstrument else player
        gain = member_hp(action.member, action.card) - member_slot(table, owner, action.member)["hp"]
        me_point = (
            kind is PlayInstrument
            and TYPE[action.member] == ME
            and owner == player
            and AFFINITY[action.member] == AFFINITY[action.card]
        )
        return f"{action} ({signed(gain)} HP" + (", + 1 SP: the ME's own instrument type)" if me_point else ")")
    if kind is PlayMember or kind is PlayGuestStar:
        if TYPE[action.card] == PRODUCER:
            return f"{action} (another action now, 2 a turn from then on)"
        return f"{action} (+ {HP[action.card]} HP)"
    if kind is PlayWrench and EFFECT[action.card][0] == BAND_HP:
        return f"{action} ({signed(EFFECT[action.card][1])} HP)"
    if kind is PlayHitSingle:
        return f"{action} (+ {SP[action.card]} SP, + 1 HP in gigs)"
    if kind is PlayGig:
        chance = gig_odds(table["band_hp"], gig_player=player).wins[player]
        return f"{action} ({SP[action.card]} SP; as the bands stand you win {chance_text(chance)})"
    return str(action)


def action_tooltip(state, action):
    """A move button's hover text: what the card the move plays does, in the card list's words (else the move)."""
    card = getattr(action, "card", None)
    return card_text(CODE[card]) if isinstance(card, int) else str(action)


def chance_text(chance):
    """An exact chance, short: ``1/2 (50%)``."""
    text = fraction_text(chance)
    return text.replace(".0%", "%")
