"""What each band shows (places, genre meter, symbols needed, gig-ready) is kept by the band's cards: a view built
from the kept ones equals one worked out afresh from the rules, and changing a view changes nothing kept."""

import random

import bandlab
from bandlab.agents import make_agent
from bandlab.games.band_grab import view as band_grab_view
from bandlab.games.band_grab.cards import gig_ready

GAME = bandlab.load_game("band-grab")


def fresh_bands(state):
    """The four band keys worked out from the rules alone."""
    players = range(state.players)
    meters = [state.meter(q) for q in players]
    need = [state.need(q) for q in players]
    return {
        "bands": [band_grab_view.band_view(state, q) for q in players],
        "meters": meters,
        "need": need,
        "gig_ready": [gig_ready(meters[q], need[q]) for q in players],
    }


def assert_bands_fresh(state):
    """Every seat's view shows the bands as the rules work them out now."""
    expected = fresh_bands(state)
    for seat in range(state.players):
        view = state.view(seat)
        assert {key: view[key] for key in expected} == expected


def test_kept_band_views_equal_fresh_ones_along_games_clones_and_worlds():
    """Random and heuristic games of 2-5 players, a clone that goes its own way, worlds rebuilt from a view."""
    rng = random.Random(11)
    for seed in range(8):
        players = 2 + seed % 4
        state = GAME.new(players, seed=seed)
        bots = [make_agent("heuristic", "band-grab", seed + p) for p in range(players)]
        while not state.is_over:
            seat, legal = state.current_player, state.legal_actions()
            twin = state.clone()
            state.apply(rng.choice(legal) if seed % 2 else bots[seat].choose(state.view(seat), legal))
            assert_bands_fresh(state)
            if len(legal) > 1 and rng.random() < 0.3:
                twin.apply(legal[-1])
                assert_bands_fresh(twin)
            if state.current_player is not None and rng.random() < 0.05:
                assert_bands_fresh(state.resample(state.current_player, seed))


def test_changing_a_view_changes_nothing_kept():
    """A caller that writes into a view's band or meter does not change the next view."""
    state = GAME.new(3, seed=4)
    rng = random.Random(4)
    for _ in range(12):
        state.apply(rng.choice(state.legal_actions()))
    view = state.view(0)
    before = state.view(0)
    view["bands"][0]["Vocals"] = "XX"
    view["meters"][0][0] = 99
    assert state.view(0) == before


def test_kept_band_views_stay_bounded():
    """However many distinct bands a long run shows, no more than MAX_BANDS_SEEN are kept."""
    rng = random.Random(3)
    for seed in range(40):
        state = GAME.new(4, seed=seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            state.view(0)
    assert len(band_grab_view.BANDS_SEEN) <= band_grab_view.MAX_BANDS_SEEN
