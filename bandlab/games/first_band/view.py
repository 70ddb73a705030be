"""What one player of 1st Band may see: JSON-able, no other player's hand, no face-down card."""

from bandlab.games.first_band.cards import CODE, REMOVED_VALUES, SEATS
from bandlab.games.first_band.scoring import best_bands


def view_for(state, player):
    """The table as ``player`` sees it (keys listed in the issue and in docs/rules/first-band.md)."""
    return {
        "game": state.game.id,
        "player": player,
        "names": list(state.names),
        "rules": state.rule_options(),
        "phase": state.phase,
        "round": state.round,
        "current_player": state.turn,
        "starting_player": state.starting,
        "hand": [CODE[c] for c in state.hands[player]],
        "hand_sizes": [len(h) for h in state.hands],
        "band": band_view(state),
        "last_player": None if state.last_player < 0 else state.last_player,
        "rankings": list(state.rankings) if state.phase == "performance" else [],
        "ranking_cards": [CODE[c] for c in state.ranking_cards] if state.phase == "performance" else [],
        "ranking_next": state.rank_next if state.phase == "performance" else None,
        "last_performance": last_performance(state),
        "public": [CODE[c] for c in state.public],
        "score_areas": [[CODE[c] for c in area] for area in state.score_areas],
        "bands_formed": [list(best_bands(area, state.scoring)[1:]) for area in state.score_areas],
        "scoring": state.scoring._asdict(),
        "scores": state.scores(),
        "removed": [CODE[c] for c in state.removed],
        "incomplete_band": [CODE[c] for c in state.leftover],
        "removed_values": list(REMOVED_VALUES.get(state.players, ())),
        "winners": state.winners() if state.turn is None else [],
    }


def band_view(state):
    """Seat name -> {"card": code, "player": i}, or None for an empty seat."""
    return {
        SEATS[seat]: None if card < 0 else {"card": CODE[card], "player": state.band_player[seat]}
        for seat, card in enumerate(state.band)
    }


def last_performance(state):
    """The latest performance (current or finished): who claimed each ranking card with which member,
    the starting player its ties were broken towards, and the members picked so far, in order."""
    if not state.rankings:
        return None
    return {
        "round": state.rank_round,
        "rankings": list(state.rankings),
        "ranking_cards": [CODE[c] for c in state.ranking_cards],
        "starting_player": state.rank_starting,
        "picks": [CODE[c] for c in state.picks],
    }
