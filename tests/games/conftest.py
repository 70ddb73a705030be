"""Shared helpers of the game tests."""

import pytest

import bandlab


def positions_of_heuristic_games(game_id, count, wanted=lambda state: True):
    """``count`` positions with a choice (``(the mover's view, the legal actions)``) from seeded four-player games of
    heuristic bots, taken where ``wanted(state)`` holds."""
    game, found, seed = bandlab.load_game(game_id), [], 0
    heuristic = game.bots["heuristic"]
    while len(found) < count:
        state = game.new(4, seed=seed)
        bots = [heuristic(seed * 7 + i) for i in range(4)]
        while not state.is_over and len(found) < count:
            p, legal = state.current_player, state.legal_actions()
            if len(legal) > 1 and wanted(state):
                found.append((state.view(p), legal))
            state.apply(bots[p].choose(state.view(p), legal))
        seed += 1
    return found


@pytest.fixture
def heuristic_positions():
    """``positions_of_heuristic_games``: positions with a choice from seeded games of heuristic bots."""
    return positions_of_heuristic_games
