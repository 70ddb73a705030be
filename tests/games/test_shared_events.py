"""Every game hands out its everyday events from tables (``bandlab.core.EventTable``) or caches: whatever a step
returns equals the event its class builds anew from the same fields, with the table's names, in a game, in a
clone that takes the same step, and in a world rebuilt from a view."""

import dataclasses
import random

import pytest

import bandlab

NAMES = ["Ann", "Ben", "Cy", "Di", "Ed", "Flo"]
#: Options that open every kind of move of a game (house rules), used in every third game.
EVERY_MOVE = {
    "battle-of-the-bands": dict(
        swap_instruments=True, any_band_members=True, any_band_instruments=True, replace_member=True
    ),
}


def fields_of(event):
    """An event's fields, in order."""
    return [getattr(event, f.name) for f in dataclasses.fields(event)]


def assert_built_afresh(events, names):
    """Each event equals one its class builds from its fields, reads the same, and carries these names."""
    for event in events:
        fresh = type(event)(*fields_of(event))
        assert fresh == event and type(fresh) is type(event) and fresh.text == event.text
        assert event.names == names


@pytest.mark.parametrize("game_id", list(bandlab.GAMES))
def test_events_equal_ones_built_afresh_along_games_clones_and_worlds(game_id):
    """Random games at the fewest and most players, default and given names; a clone takes each step too."""
    game = bandlab.load_game(game_id)
    for seed in range(8):
        rng = random.Random(seed)
        players = game.min_players if seed % 2 else game.max_players
        names = NAMES[:players] if seed % 4 > 1 else None
        options = EVERY_MOVE.get(game_id, {}) if seed % 3 == 2 else {}
        state = game.new(players, seed=seed, names=names, **options)
        while not state.is_over:
            action, twin = rng.choice(state.legal_actions()), state.clone()
            events = state.apply(action)
            assert twin.apply(action) == events
            assert_built_afresh(events, state.names)
            if rng.random() < 0.05 and not state.is_over:
                world = state.resample(state.current_player, seed)
                assert_built_afresh(world.apply(rng.choice(world.legal_actions())), state.names)


@pytest.mark.parametrize("game_id", list(bandlab.GAMES))
def test_a_game_its_clones_and_its_worlds_keep_the_one_table_of_their_names(game_id):
    """A state keeps its players' names' table (``EventTable.of``), as do its clones and worlds rebuilt from a view;
    players with other names have a table of their own."""
    game = bandlab.load_game(game_id)
    state = game.new(3, seed=1, names=["Ann", "Ben", "Cy"])
    ann = type(state.table).of(("Ann", "Ben", "Cy"))
    assert state.table is ann and state.clone().table is ann and state.resample(0, 3).table is ann
    assert game.new(3, seed=1).table is not ann
