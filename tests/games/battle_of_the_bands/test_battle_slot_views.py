"""Battle of the Bands remembers the view of each slot it has shown (by the slot's cards and flags): what it
shows (and each slot's gig HP) must always equal what is worked out afresh, and no reader of a view can change
what the next one shows."""

import random

import pytest

import bandlab
from bandlab.games.battle_of_the_bands import rules
from bandlab.games.battle_of_the_bands import view as battle_view

GAME = bandlab.load_game("battle-of-the-bands")
HOUSE_RULES = dict(swap_instruments=True, any_band_members=True, any_band_instruments=True, replace_member=True)


def fresh_bands(state):
    """Every band's slot views worked out from scratch."""
    return [[battle_view.new_slot_view(state, slot) for slot in band] for band in state.bands]


@pytest.mark.parametrize("players, options", [(2, {}), (4, {}), (6, HOUSE_RULES)])
def test_remembered_slot_views_equal_fresh_ones_along_random_games(players, options):
    rng = random.Random(players)
    for seed in range(3):
        state = GAME.new(players, seed=seed, **options)
        while not state.is_over:
            for seat in range(players):
                assert state.view(seat)["bands"] == fresh_bands(state)
            for slot in (slot for band in state.bands for slot in band):
                assert state.slot_hp(slot) == rules.slot_hp.__wrapped__(slot)  # remembered == worked out afresh
            state.apply(rng.choice(state.legal_actions()))


def test_a_reader_that_changes_its_view_does_not_change_the_next_view():
    state = GAME.new(4, seed=3)
    rng = random.Random(3)
    while not any(state.bands):
        state.apply(rng.choice(state.legal_actions()))
    shown = state.view(0)["bands"]
    seat, slot = next((p, s) for p, band in enumerate(shown) for s in band)
    slot["hp"], slot["member"] = -99, "vandalised"
    assert state.view(0)["bands"][seat][0] == battle_view.new_slot_view(state, state.bands[seat][0])
    assert state.view(0)["bands"][seat][0]["member"] != "vandalised"


def test_the_memory_of_slot_views_stays_within_its_size(monkeypatch):
    monkeypatch.setattr(battle_view, "MAX_SLOT_VIEWS", 3)
    battle_view.SLOT_VIEWS.clear()
    rng = random.Random(5)
    state = GAME.new(4, seed=5)
    for _ in range(300):
        if state.is_over:
            break
        state.view(rng.randrange(4))
        assert len(battle_view.SLOT_VIEWS) <= 3
        state.apply(rng.choice(state.legal_actions()))
    assert state.view(1)["bands"] == fresh_bands(state)
