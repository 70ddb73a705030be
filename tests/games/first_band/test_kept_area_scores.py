"""1st Band keeps each score area's points and best bands once worked out (a playout's bots and views read every
seat's score at every step): what it keeps always equals a fresh computation from the score areas."""

import random

import pytest

import bandlab
from bandlab.agents import make_agent
from bandlab.games.first_band.scoring import best_bands, score_area_points

GAME = bandlab.load_game("first-band")
SCORINGS = [{}, {"dual_member_one_seat": True}, {"complete_bands_only": True}]


def assert_kept_equal_fresh(state):
    """Every seat's kept score and bands equal the ones worked out from its score area now."""
    for player, area in enumerate(state.score_areas):
        assert state.area_score(player) == score_area_points(area, state.scoring)
        assert state.bands_formed(player) == best_bands(area, state.scoring)
    fresh = [score_area_points(area, state.scoring) for area in state.score_areas]
    assert state.scores() == fresh
    assert state.view(0)["bands_formed"] == [list(best_bands(a, state.scoring)[1:]) for a in state.score_areas]


@pytest.mark.parametrize("options", SCORINGS, ids=["default", "one-seat", "complete-only"])
def test_kept_scores_follow_every_pick_clone_and_world(options):
    """Along random and heuristic games: after each step, in a clone that goes its own way, in worlds rebuilt."""
    rng = random.Random(7)
    for seed in range(6):
        players = 3 + seed % 3
        state = GAME.new(players, seed=seed, **options)
        bots = [make_agent("heuristic", "first-band", seed + p) for p in range(players)]
        while not state.is_over:
            player = state.current_player
            legal = state.legal_actions()
            action = rng.choice(legal) if seed % 2 else bots[player].choose(state.view(player), legal)
            twin = state.clone()
            state.apply(action)
            assert_kept_equal_fresh(state)
            if len(twin.legal_actions()) > 1:  # the clone plays another move: its scores are its own
                twin.apply(next(a for a in twin.legal_actions() if a != action))
                assert_kept_equal_fresh(twin)
                assert_kept_equal_fresh(state)
            if state.current_player is not None and rng.random() < 0.1:
                assert_kept_equal_fresh(state.resample(state.current_player, seed))


def test_a_pick_forgets_only_the_picker_s_score():
    """A pick changes one score area: that seat's score is worked out again, the others are kept."""
    state = GAME.new(4, seed=3)
    rng = random.Random(3)
    while state.phase != "performance":
        state.apply(rng.choice(state.legal_actions()))
    state.scores()
    picker = state.current_player
    state.apply(state.legal_actions()[0])
    assert state.area_points[picker] is None
    assert all(points is not None for p, points in enumerate(state.area_points) if p != picker)
