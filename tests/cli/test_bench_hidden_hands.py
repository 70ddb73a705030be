"""bench_hidden_hands' seeing worlds keep every hand and deal afresh only what nobody at the table has seen."""

import pathlib
import sys

import pytest

from bandlab.agents import make_agent
from bandlab.games import load_game

sys.path.insert(0, str(pathlib.Path(__file__).parents[2] / "benchmarks"))
from bench_hidden_hands import DRAW_PILE, true_world  # noqa: E402


def a_position(game_id, steps=40):
    """A position some way into a seeded game of heuristic bots."""
    state = load_game(game_id).new(4, seed=3)
    bots = [make_agent("heuristic", game_id, q) for q in range(4)]
    for _ in range(steps):
        legal = state.legal_actions()
        state.apply(bots[state.current_player].choose(state.view(state.current_player), legal))
    return state


@pytest.mark.parametrize("game_id", sorted(DRAW_PILE))
def test_a_seeing_world_keeps_the_hands_and_the_table_and_reorders_only_the_draw_pile(game_id):
    state = a_position(game_id)
    draw_pile = getattr(state, DRAW_PILE[game_id])
    orders = set()
    for seed in range(6):
        world = true_world(state, seed)
        assert world.hands == state.hands
        for q in range(4):  # every seat sees the same table, its own hand included
            seen, real = world.view(q), state.view(q)
            assert {k: v for k, v in seen.items() if k != "draw_pile"} == {
                k: v for k, v in real.items() if k != "draw_pile"
            }
        reordered = getattr(world, DRAW_PILE[game_id])
        assert sorted(reordered) == sorted(draw_pile)
        orders.add(tuple(reordered))
    assert len(draw_pile) < 2 or len(orders) > 1  # the order of what is still to be drawn is dealt afresh
