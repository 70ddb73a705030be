"""What one player of Battle of the Bands may see (JSON-able), and the measures of a finished game."""

import operator
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TypedDict

from bandlab.core.protocol import SeatView
from bandlab.games.battle_of_the_bands.cards import (
    AFFINITY,
    BORROWED,
    BY_TARGET,
    CODE,
    FLAGS,
    GIG,
    GUEST,
    HIT_SINGLE,
    INSTR,
    INSTRUMENT_TYPES,
    MEMBER_,
    NAME,
    OVER,
    REP,
    SIDE,
    SIDE_HP,
    SIDE_NAME,
    SP,
    TYPE,
)

if TYPE_CHECKING:
    from bandlab.games.battle_of_the_bands.rules import BattleState, Gig


class SlotView(TypedDict):
    """One member in play with its cards."""

    member: str
    hp: int  # the member with its instrument (the reputation roll's number)
    gig_hp: int  # what it adds in a gig
    instrument: str | None
    instrument_type: str | None
    reputation: str | None
    reputation_side: str | None
    reputation_hp: int
    guest_star: bool
    borrowed_instrument: bool


class GigView(TypedDict):
    """The gig round in progress."""

    card: str
    points: int
    gig_player: int
    to_play: int
    passes_in_a_row: int
    modifiers: list[Any]
    banned: list[int]
    silenced: list[list[Any]]  # [seat, member code]
    played: list[str]
    totals: list[int | None]  # None for a banned band


class BattleView(SeatView):
    """What one seat of Battle of the Bands sees (docs/rules/battle-of-the-bands.md)."""

    band_names: list[str] | None
    phase: str  # "turn", "gig" or "over"
    current_player: int | None
    turn_player: int | None
    actions_left: int
    discarding: int
    target: int
    hand: list[str]  # own cards, as codes
    hand_sizes: list[int]
    draw_pile: int
    reshuffles_left: int | None
    sp_left: int
    turns_played: int
    max_rounds: int
    discards: list[str]
    bands: list[list[SlotView]]
    band_hp: list[int]
    contracts: list[str | None]
    sp_cards: list[list[str]]
    can_play_hit_singles: list[bool]
    scores: list[int]
    gig: GigView | None
    winners: list[int]
    ended_by: str | None


def view_for(state: "BattleState", player: int) -> BattleView:
    """The table as ``player`` sees it: own hand, every band, hand sizes, piles, the gig in progress."""
    bands, band_hp, contracts, sp_cards, can_sing, scores = zip(*seats_seen(state))
    return {
        "game": state.game.id,
        "player": player,
        "names": list(state.names),
        "rules": state.rule_options(),
        "band_names": state.options["band_names"],
        "phase": state.phase,
        "current_player": state.current_player,
        "turn_player": None if state.phase == OVER else state.turn,
        "actions_left": state.actions_left,
        "discarding": state.discarding,
        "target": state.target,
        "hand": [CODE[c] for c in state.hands[player]],  # (indexing a tuple: cheaper than map's method calls)
        "hand_sizes": list(map(len, state.hands)),
        "draw_pile": len(state.pile),
        "reshuffles_left": state.reshuffles_left,
        "sp_left": state.sp_left(),
        "turns_played": state.stats["turns"],
        "max_rounds": state.turn_limit // state.players,
        "discards": [CODE[c] for c in state.discards],
        "bands": [list(map(SlotView.copy, slots)) for slots in bands],
        "band_hp": list(band_hp),
        "contracts": list(contracts),
        "sp_cards": list(map(list, sp_cards)),
        "can_play_hit_singles": list(can_sing),
        "scores": list(scores),
        "gig": gig_view(state, band_hp),
        "winners": state.winners() if state.phase == OVER else [],
        "ended_by": state.ended_by or None,
    }


#: What one seat shows on the table: its band's slot views, the band's HP, its contract's code, its superstar
#: cards' codes, whether it may play hit singles, and its superstar points.
SeatSeen = tuple[tuple[SlotView, ...], int, str | None, tuple[str, ...], bool, int]

#: What each seat shows, by its band's slots, its contract and its superstar cards: all of it depends on nothing
#: else, and a search's playouts show the same few thousand seats again and again.  Cleared at this size.
MAX_SEATS_SEEN = 8192
SEATS_SEEN: dict[tuple[Any, ...], SeatSeen] = {}


def seats_seen(state: "BattleState") -> list[SeatSeen]:
    """What every seat shows on the table, in seat order (slot views kept, not copied: copy before handing out)."""
    seen = []
    contracts, sp_cards = state.contracts, state.sp_cards
    for p, band in enumerate(state.bands):
        key = (*band, contracts[p], *sp_cards[p])  # (the slots are tuples, the cards numbers: one flat tuple)
        seat = SEATS_SEEN.get(key)
        if seat is None:
            if len(SEATS_SEEN) >= MAX_SEATS_SEEN:
                SEATS_SEEN.clear()
            seat = SEATS_SEEN[key] = new_seat_seen(state, p)
        seen.append(seat)
    return seen


def new_seat_seen(state: "BattleState", p: int) -> SeatSeen:
    """What seat ``p`` shows, worked out from the state's own rules."""
    contract = state.contracts[p]
    return (
        tuple(slot_view(state, p, s) for s in state.bands[p]),
        state.band_hp(p),
        CODE[contract] if contract >= 0 else None,
        tuple(CODE[c] for c in state.sp_cards[p]),
        state.can_play_hit_single(p),
        state.points(p),
    )


#: Slot views already worked out, by the slot's cards and flags: a slot's view depends on nothing else, and a
#: search's playouts read the same few hundred slots thousands of times.  Cleared when it reaches this size.
MAX_SLOT_VIEWS = 4096
SLOT_VIEWS: dict[tuple[int, ...], SlotView] = {}


def slot_view(state: "BattleState", owner: int, slot: tuple[int, ...]) -> SlotView:
    """One member in play: the card, its HP with its instrument, instrument, reputation side (a fresh dict)."""
    known = SLOT_VIEWS.get(slot)
    if known is None:
        if len(SLOT_VIEWS) >= MAX_SLOT_VIEWS:
            SLOT_VIEWS.clear()
        known = SLOT_VIEWS[slot] = new_slot_view(state, slot)
    return known.copy()


def new_slot_view(state: "BattleState", slot: tuple[int, ...]) -> SlotView:
    """A slot's view worked out from its cards (``state`` lends its HP rules, which read only the slot)."""
    rep = slot[REP]
    return {
        "member": CODE[slot[MEMBER_]],
        "hp": state.member_hp(slot),
        "gig_hp": state.slot_hp(slot),
        "instrument": CODE[slot[INSTR]] if slot[INSTR] >= 0 else None,
        "instrument_type": INSTRUMENT_TYPES[AFFINITY[slot[INSTR]]] if slot[INSTR] >= 0 else None,
        "reputation": CODE[rep] if rep >= 0 else None,
        "reputation_side": SIDE_NAME[rep][slot[SIDE]] if rep >= 0 else None,
        "reputation_hp": SIDE_HP[rep][slot[SIDE]] if rep >= 0 else 0,
        "guest_star": bool(slot[FLAGS] & GUEST),
        "borrowed_instrument": bool(slot[FLAGS] & BORROWED),
    }


def gig_view(state: "BattleState", band_hp: Sequence[int] | None = None) -> GigView | None:
    """The gig round in progress, or None (``band_hp``: each band's HP, if already at hand)."""
    gig = state.gig
    if gig is None:
        return None
    silenced = gig.silenced
    return {
        "card": CODE[gig.card],
        "points": SP[gig.card],
        "gig_player": gig.player,
        "to_play": gig.turn,
        "passes_in_a_row": gig.passes,
        "modifiers": list(gig.modifiers),
        "banned": list(gig.banned),
        "silenced": [[p, CODE[m]] for p, m in sorted(silenced)] if silenced else [],  # (no comprehension's frame)
        "played": [CODE[c] for c in gig.played],
        "totals": state.gig_totals() if silenced or band_hp is None else gig_totals(gig, band_hp),
    }


def gig_totals(gig: "Gig", band_hp: Sequence[int]) -> list[int | None]:
    """Every band's gig total while no member is silenced: its HP and its wrenches (None for a banned band)."""
    if True in gig.banned:
        return [None if banned else hp + more for hp, more, banned in zip(band_hp, gig.modifiers, gig.banned)]
    return list(map(operator.add, band_hp, gig.modifiers))  # (most gigs ban no band: no comprehension's frame)


def measures(state: "BattleState") -> dict[str, Any]:
    """Measures of a finished game for the simulation runner: gigs, singles, reputations, length, ending."""
    gigs_won = [sum(TYPE[c] == GIG for c in cards) for cards in state.sp_cards]
    singles = [sum(TYPE[c] == HIT_SINGLE for c in cards) for cards in state.sp_cards]
    stats = state.stats
    result = {
        "turns": stats["turns"],
        "gigs_played": stats["gigs_played"],
        "reputation_tries": stats["reputation_tries"],
        "reputation_success_rate": (
            stats["reputation_successes"] / stats["reputation_tries"] if stats["reputation_tries"] else 0.0
        ),
        "reshuffles": stats["reshuffles"],
        "reached_target": int(state.ended_by == BY_TARGET),
        "ended_by": state.ended_by or "not over",
        "winning_points": max(state.scores()),
    }
    winner = state.winners()[0]
    result["winner_gigs_won"] = gigs_won[winner]
    result["winner_hit_singles"] = singles[winner]
    result["winner_me_point"] = state.points(winner) - sum(SP[c] for c in state.sp_cards[winner])
    for p in range(state.players):
        result[f"gigs_won_{p}"] = gigs_won[p]
        result[f"hit_singles_{p}"] = singles[p]
    result.update(me_point_measures(state))
    return result


def me_point_measures(state: "BattleState") -> dict[str, float]:
    """Per ME card in this game (``me_point_ME Strings``...): the share of its seats holding the ME point at the end."""
    held: dict[str, list[int]] = {}
    for p, me in enumerate(state.me):
        held.setdefault(f"me_point_{NAME[me]}", []).append(state.me_point(p))
    return {key: sum(values) / len(values) for key, values in held.items()}
