"""What one player of Battle of the Bands may see (JSON-able), and the measures of a finished game."""

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
    from bandlab.games.battle_of_the_bands.rules import BattleState


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
    totals: list[int]


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
        "hand": [CODE[c] for c in state.hands[player]],
        "hand_sizes": [len(h) for h in state.hands],
        "draw_pile": len(state.pile),
        "reshuffles_left": state.reshuffles_left,
        "sp_left": state.sp_left(),
        "turns_played": state.stats["turns"],
        "max_rounds": state.turn_limit // state.players,
        "discards": [CODE[c] for c in state.discards],
        "bands": [[slot_view(state, p, s) for s in band] for p, band in enumerate(state.bands)],
        "band_hp": [state.band_hp(p) for p in range(state.players)],
        "contracts": [CODE[c] if c >= 0 else None for c in state.contracts],
        "sp_cards": [[CODE[c] for c in cards] for cards in state.sp_cards],
        "can_play_hit_singles": [state.can_play_hit_single(p) for p in range(state.players)],
        "scores": state.scores(),
        "gig": gig_view(state),
        "winners": state.winners() if state.phase == OVER else [],
        "ended_by": state.ended_by or None,
    }


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


def gig_view(state: "BattleState") -> GigView | None:
    """The gig round in progress, or None."""
    gig = state.gig
    if gig is None:
        return None
    return {
        "card": CODE[gig.card],
        "points": SP[gig.card],
        "gig_player": gig.player,
        "to_play": gig.turn,
        "passes_in_a_row": gig.passes,
        "modifiers": list(gig.modifiers),
        "banned": list(gig.banned),
        "silenced": [[p, CODE[m]] for p, m in sorted(gig.silenced)],
        "played": [CODE[c] for c in gig.played],
        "totals": state.gig_totals(),
    }


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
