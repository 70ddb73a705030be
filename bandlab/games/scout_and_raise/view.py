"""What one player of Scout & Raise may see: JSON-able, no other player's Scout Money hand, no
drawn or passing draft card of another, no face-down signed artist of another (until the end)."""

from bandlab.games.scout_and_raise.cards import (
    ARTIST_CODE, DEBT_POINTS, MAX_DEBTS, SCOUT_CODE, SCOUT_VALUE, SONG_CODE, SONG_LEVEL, SUITS, best_fill,
    missing_parts, PARTS,
)

NONE = -1


def view_for(state, player):
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


def bid_view(state, p):
    """One player's bid this round, all face up: Scout card (or substitute), raises, total, passed."""
    kind = state.played[p]
    return {
        "scout": SCOUT_CODE[kind] if kind != NONE else None,
        "substitute": state.subs[p] * 100,
        "raised": state.raised[p] * 100,
        "total": (state.scout_bid(p) + state.raised[p]) * 100 if state.joined[p] and (kind != NONE or state.subs[p]) else None,
        "in_raise": bool(state.joined[p]),
        "passed": bool(state.passed[p]),
    }


def needs_of(state, player):
    """The parts ``player``'s current song still lacks."""
    if not state.songs[player]:
        return []
    return missing_parts(state.songs[player][-1], state.signed[player])


def own_score(state, player):
    """``player``'s running score: completed song + money - debts."""
    return state.song_score[player] + state.bills[player] // 2 - DEBT_POINTS * state.debts[player]
