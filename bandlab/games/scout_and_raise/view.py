"""What one player of Scout & Raise may see: JSON-able, no other player's Scout Money hand, no
drawn or passing draft card of another, no face-down signed artist of another (until the end)."""

from typing import TYPE_CHECKING, TypedDict

from bandlab.core.protocol import SeatView
from bandlab.games.scout_and_raise.cards import (
    ARTIST_CODE,
    DEBT_POINTS,
    MAX_DEBTS,
    PARTS,
    SCOUT_CODE,
    SONG_CODE,
    SUITS,
    missing_parts,
)

if TYPE_CHECKING:
    from bandlab.games.scout_and_raise.rules import ScoutAndRaiseState

NONE = -1


class Bid(TypedDict):
    """One seat's bid this round, all face up (money in dollars)."""

    scout: str | None
    substitute: int
    raised: int
    total: int | None
    in_raise: bool
    passed: bool


class ScoutAndRaiseView(SeatView):
    """What one seat of Scout & Raise sees (docs/rules/scout-and-raise.md); money in dollars."""

    phase: str
    round: int
    current_player: int | None
    lead_player: int
    lead_suit: str | None
    revealed: list[str]
    artist_pile_size: int
    artist_discard: list[str]
    hand: list[str]  # own Scout Money, as codes
    drawn: list[str]
    hand_sizes: list[int]
    draft_step: int | None
    bids: list[Bid]
    raise_order: list[int]
    signers: list[int]
    raise_money: list[int]
    discard_money: int
    scout_discard: list[str]
    debts: list[int]
    debts_left: list[int]
    signed: list[list[str] | None]  # another seat's signed artists: None until the end
    signed_counts: list[int]
    songs: list[list[str]]
    completed_song: list[str | None]
    song_piles: dict[str, list[str]]
    needs: list[str]
    score: int
    scores: list[int] | None
    winners: list[int]


def view_for(state: "ScoutAndRaiseState", player: int) -> ScoutAndRaiseView:
    """The table as ``player`` sees it."""
    over = state.turn is None
    n = state.players
    return {
        "game": state.game.id,
        "player": player,
        "names": list(state.names),
        "rules": state.rule_options(),
        "phase": state.phase,
        "round": state.round,
        "current_player": state.turn,
        "lead_player": state.lead,
        "lead_suit": SUITS[state.lead_suit] if state.lead_suit != NONE else None,
        "revealed": [ARTIST_CODE[a] for a in state.revealed],
        "artist_pile_size": len(state.artist_pile),
        "artist_discard": [ARTIST_CODE[a] for a in state.artist_discard],
        "hand": [SCOUT_CODE[k] for k in sorted(state.hands[player])],
        "drawn": [SCOUT_CODE[k] for k in state.drawn[player]],
        "hand_sizes": [len(h) for h in state.hands],
        "draft_step": state.draft_step if state.phase == "draft" else None,
        "bids": [bid_view(state, p) for p in range(n)],
        "raise_order": list(state.raise_order),
        "signers": list(state.signers),
        "raise_money": [b * 100 for b in state.bills],
        "discard_money": state.bill_discard * 100,
        "scout_discard": [SCOUT_CODE[k] for k in sorted(state.scout_discard)],
        "debts": list(state.debts),
        "debts_left": [MAX_DEBTS - d for d in state.debts],
        "signed": [[ARTIST_CODE[a] for a in state.signed[p]] if (p == player or over) else None for p in range(n)],
        "signed_counts": [len(s) for s in state.signed],
        "songs": [[SONG_CODE[s] for s in state.songs[p]] for p in range(n)],
        "completed_song": [SONG_CODE[c] if c != NONE else None for c in state.completed],
        "song_piles": {f"Lv{lv}": [SONG_CODE[s] for s in state.song_piles[lv]] for lv in (2, 3)},
        "needs": [PARTS[x] for x in needs_of(state, player)],
        "score": own_score(state, player),
        "scores": state.scores() if over else None,
        "winners": state.winners() if over else [],
    }


def bid_view(state: "ScoutAndRaiseState", p: int) -> Bid:
    """One player's bid this round, all face up: Scout card (or substitute), raises, total, passed."""
    kind = state.played[p]
    return {
        "scout": SCOUT_CODE[kind] if kind != NONE else None,
        "substitute": state.subs[p] * 100,
        "raised": state.raised[p] * 100,
        "total": (
            (state.scout_bid(p) + state.raised[p]) * 100
            if state.joined[p] and (kind != NONE or state.subs[p])
            else None
        ),
        "in_raise": bool(state.joined[p]),
        "passed": bool(state.passed[p]),
    }


def needs_of(state: "ScoutAndRaiseState", player: int) -> list[int]:
    """The parts ``player``'s current song still lacks."""
    if not state.songs[player]:
        return []
    return missing_parts(state.songs[player][-1], state.signed[player])


def own_score(state: "ScoutAndRaiseState", player: int) -> int:
    """``player``'s running score: completed song + money - debts."""
    return state.song_score[player] + state.bills[player] // 2 - DEBT_POINTS * state.debts[player]
