"""The bots that play the coach's own seat (``SearchSettings.own_bot``): Battle of the Bands' tempo bot, a heuristic
bot tuned to win more against heuristic bots.  (Band Grab's patient bot is tuned too, but its coach won less with it
in its own seat, so Band Grab's own seat stays heuristic: docs/architecture.md.)"""

import pytest

import bandlab
from bandlab.agents import make_agent, play_out
from bandlab.search import Playouts, SearchBot

#: Each game whose coach plays its own seat with a tuned bot, that bot, and the positions where they differ most.
OWN_SEAT_BOTS = {
    "battle-of-the-bands": ("tempo", lambda state: state.phase == "turn"),
}


@pytest.mark.parametrize("game_id", sorted(OWN_SEAT_BOTS))
def test_the_own_seat_bot_is_one_of_the_game_s_bots_and_plays_whole_games(game_id):
    """It is one of the game's bots (so a page can seat it) and plays whole games of legal moves from its own view."""
    name = OWN_SEAT_BOTS[game_id][0]
    game = bandlab.load_game(game_id)
    assert game.search.own_bot == name and name in game.bots
    state = game.new(4, seed=3)
    events = play_out(state, [make_agent(name, game_id, p) for p in range(4)])
    assert state.is_over and events and state.winners()


@pytest.mark.parametrize("game_id", sorted(OWN_SEAT_BOTS))
def test_the_coach_plays_its_own_seat_with_its_own_bot_and_the_others_with_the_playout_bot(
    game_id, heuristic_positions
):
    """The search bot names its favourite with the own-seat bot (kept without a clear margin against it) and plays
    its own seat with it in the playouts; the other seats are heuristic bots, the bots the coach meets."""
    name, wanted = OWN_SEAT_BOTS[game_id]
    game = bandlab.load_game(game_id)
    own, heuristic = game.bots[name], game.bots["heuristic"]
    differ = [
        (view, legal)
        for view, legal in heuristic_positions(game_id, 300, wanted)
        if own(0).choose(view, legal) != heuristic(0).choose(view, legal)
    ]
    assert differ, "no position where the two bots differ: the test shows nothing"
    view, legal = differ[0]
    seats = Playouts(game, view, 1, 400, "heuristic", name).bots
    assert [type(b) for b in seats] == [own if q == view["player"] else heuristic for q in range(4)]
    stubborn = SearchBot(4, budget=2_000, switch_z=1e9)
    assert stubborn.choose(view, legal) == own(0).choose(view, legal)


@pytest.mark.parametrize("game_id", sorted(bandlab.GAMES))
def test_every_game_s_own_bot_for_the_coach_is_one_of_its_bots(game_id):
    """``SearchSettings.own_bot`` names one of the game's own bots (or none: the playout bot), and every game that
    names one is tested above."""
    game = bandlab.load_game(game_id)
    assert game.search.own_bot is None or game.search.own_bot in game.bots
    assert (game.search.own_bot is not None) == (game_id in OWN_SEAT_BOTS)
