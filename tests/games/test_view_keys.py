"""Every game's view has exactly the keys its TypedDict names (``bandlab/games/<game>/view.py``), at the start,
in the middle and at the end of a game: the TypedDict is the list of a view's keys, checked by mypy and here."""

import typing

import pytest

import bandlab
from bandlab.agents import make_agent, play_steps
from bandlab.core.protocol import SeatView
from bandlab.games.band_grab.view import BandGrabView
from bandlab.games.battle_of_the_bands.view import BattleView, GigView, SlotView
from bandlab.games.first_band.view import FirstBandView
from bandlab.games.scout_and_raise.view import Bid, ScoutAndRaiseView

VIEWS = {
    "first-band": FirstBandView,
    "scout-and-raise": ScoutAndRaiseView,
    "battle-of-the-bands": BattleView,
    "band-grab": BandGrabView,
}


def keys(typed_dict):
    """The keys a TypedDict names, its bases' included."""
    return set(typing.get_type_hints(typed_dict))


def positions(game_id, seed=3):
    """A new game, one 40 actions on, and one played to the end by heuristic bots."""
    game = bandlab.load_game(game_id)
    bots = [make_agent("heuristic", game_id, seed + seat) for seat in range(4)]
    return [
        game.new(4, seed=seed),
        play_steps(game.new(4, seed=seed), bots, 40),
        play_steps(game.new(4, seed=seed), bots, 10_000),
    ]


def first_gig_view(game_id, seeds=range(20)):
    """The ``gig`` of the first view in a gig round of random bots' games (None if none came)."""
    for seed in seeds:
        state = bandlab.load_game(game_id).new(4, seed=seed)
        bots = [make_agent("random", game_id, seed + seat) for seat in range(4)]
        while not state.is_over and state.view(0)["gig"] is None:
            play_steps(state, bots, 1)
        if state.view(0)["gig"] is not None:
            return state.view(0)["gig"]
    return None


def test_every_game_has_a_typed_view():
    assert set(VIEWS) == set(bandlab.GAMES)
    assert all(keys(SeatView) < keys(view) for view in VIEWS.values())


@pytest.mark.parametrize("game_id", list(VIEWS))
def test_a_view_has_exactly_the_keys_its_typed_dict_names(game_id):
    states = positions(game_id)
    assert states[-1].is_over
    for state in states:
        for seat in range(state.players):
            assert set(state.view(seat)) == keys(VIEWS[game_id]), (game_id, seat)


def test_nested_parts_of_views_have_their_keys_too():
    battle = positions("battle-of-the-bands")[1].view(0)
    assert all(set(slot) == keys(SlotView) for band in battle["bands"] for slot in band)
    gig = first_gig_view("battle-of-the-bands")
    assert gig is not None and set(gig) == keys(GigView)
    bids = positions("scout-and-raise")[1].view(0)["bids"]
    assert bids and all(set(bid) == keys(Bid) for bid in bids)
