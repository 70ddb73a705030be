"""What one player of Band Grab may see: JSON-able, no other player's unseen hand cards, no deck order."""

from bandlab.games.band_grab.cards import CODE, GENRES, SLOT_NAMES

EMPTY = -1


def view_for(state, player):
    """The table as ``player`` sees it (keys documented in docs/rules/band-grab.md)."""
    players = range(state.players)
    return {
        "game": state.game.id,
        "player": player,
        "names": list(state.names),
        "rules": state.rule_options(),
        "current_player": state.turn,
        "first_player": state.first_player,
        "hand": [CODE[c] for c in state.hands[player]],
        "hand_sizes": [len(h) for h in state.hands],
        "known_in_hands": [[] if q == player else [CODE[c] for c in state.known[q]] for q in players],
        "bands": [band_view(state, q) for q in players],
        "meters": [state.meter(q) for q in players],
        "genres": list(GENRES),
        "need": [state.need(q) for q in players],
        "gig_ready": [state.gig_ready(q) for q in players],
        "deck_size": len(state.deck),
        "deck_ran_out": state.ran_out,
        "event_pile": [CODE[c] for c in state.pile],
        "turns_played": state.turns,
        "curfew_in_turns": None if state.curfew_turn is None else max(0, state.curfew_turn - state.turns),
        "winners": list(state.winner_list),
        "ended_by": state.ended_by,
    }


def band_view(state, player):
    """Place name (Vocals, Treble, Bass, Drums, Support) -> card code, or None where empty."""
    return {SLOT_NAMES[slot]: None if card == EMPTY else CODE[card] for slot, card in enumerate(state.band(player))}
