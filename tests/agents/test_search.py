"""The coach's search: positions rebuilt from a view (``Game.resample``) and the search bot.

Hidden information: a resampled position shows its player exactly the same view, deals what
the view hides afresh, carries no hidden card in its options, history or generator, and two
positions that look alike to a player get the same decision for the same seed.  The search
bot returns legal moves only, and seeded runs repeat exactly.
"""

import dataclasses
import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import bandlab
from bandlab.agents import agent_names, make_agent
from bandlab.search import (
    Analysis,
    SearchBot,
    analyse,
    decisions,
    default_budget,
    review,
    world_seed,
)

GAME_IDS = list(bandlab.GAMES)
#: A small budget keeps the tests quick; the search is the same at any budget.
SMALL = 600


def position(game_id, players, seed, steps, bots="heuristic"):
    """A game played ``steps`` actions on by seeded bots (random or heuristic)."""
    state = bandlab.load_game(game_id).new(players, seed=seed)
    agents = [make_agent(bots, game_id, seed * 10 + p) for p in range(players)]
    while not state.is_over and len(state.history) < steps:
        p = state.current_player
        state.apply(agents[p].choose(state.view(p), state.legal_actions()))
    return state


def players_of(game_id, pick):
    """A player count the game allows, chosen by ``pick``."""
    game = bandlab.load_game(game_id)
    return game.min_players + pick % (game.max_players - game.min_players + 1)


def views(state):
    """Every player's view as JSON text."""
    return [json.dumps(state.view(p), sort_keys=True) for p in range(state.players)]


def hidden_part(state, player):
    """What ``player`` cannot see, as something comparable: the teacher's views of the others."""
    return [json.dumps(state.view(q), sort_keys=True) for q in range(state.players) if q != player]


# --- resampling keeps the view ---------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**6),
    steps=st.integers(0, 250),
    pick=st.integers(0, 9),
    sample=st.integers(0, 2**40),
    bots=st.sampled_from(["random", "heuristic"]),
)
def test_a_resampled_position_shows_its_player_exactly_the_same_view(game_id, seed, steps, pick, sample, bots):
    state = position(game_id, players_of(game_id, pick), seed, steps, bots)
    before = views(state)
    for player in range(state.players):
        world = state.resample(player, sample)
        assert world.view(player) == state.view(player)
        assert world.history == [] and world is not state
        if player == state.current_player:
            assert world.legal_actions() == state.legal_actions()
    assert views(state) == before  # the real game is untouched


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_resampling_deals_the_hidden_cards_afresh(game_id):
    state = position(game_id, 4, seed=3, steps=12)
    player = state.current_player
    others = {json.dumps(hidden_part(state.resample(player, s), player)) for s in range(8)}
    assert len(others) > 1, "every sample dealt the other players the same cards"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_sample_depends_on_the_view_and_seed_only(game_id):
    """Two positions that look alike to a player (one is a resample of the other: other hands, pile,
    generator all differ) give identical samples for the same seed: nothing hidden leaks in."""
    for steps in (0, 9, 30, 80):
        real = position(game_id, 4, seed=11, steps=steps)
        player = real.current_player if not real.is_over else 0
        twin = real.resample(player, 12345)
        assert twin.view(player) == real.view(player)
        a, b = real.resample(player, 7), twin.resample(player, 7)
        assert views(a) == views(b)
        assert a.rng.state == b.rng.state if hasattr(a, "rng") else True


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_samples_play_on_to_the_end(game_id):
    for steps in (0, 15, 60):
        state = position(game_id, 4, seed=5, steps=steps)
        if state.is_over:
            continue
        world = state.resample(state.current_player, 99)
        rng = random.Random(1)
        for _ in range(5000):
            if world.is_over:
                break
            world.apply(rng.choice(world.legal_actions()))
        assert world.is_over and world.winners()


def test_first_band_sample_deals_every_card_of_the_deck_once():
    from bandlab.games.first_band.cards import deck_for

    state = position("first-band", 4, seed=2, steps=20)
    world = state.resample(1, 3)
    table = sum(world.hands, []) + world.public + sum(world.score_areas, []) + world.removed
    table += [c for c in dict.fromkeys(world.band) if c >= 0] + ([world.excess] if world.excess >= 0 else [])
    assert sorted(table) == deck_for(4)
    assert world.hands[1] == state.hands[1] and world.hands != state.hands


def test_scout_and_raise_sample_keeps_every_card_and_bill_and_fits_the_songs():
    from bandlab.games.scout_and_raise.cards import ALL_ARTISTS, best_fill, scout_money_for

    for steps in (3, 40, 120):
        state = position("scout-and-raise", 4, seed=8, steps=steps)
        for s in range(5):
            world = state.resample(2, s)
            assert world.scout_cards() == scout_money_for(4) and world.artist_cards() == list(ALL_ARTISTS)
            assert world.money_total() == state.money_total()
            for q in range(4):
                if world.completed[q] >= 0:
                    assert best_fill(world.completed[q], world.signed[q]) >= 0  # the completed song is filled


def test_battle_sample_keeps_the_deck_and_leaves_the_dice_to_chance():
    from bandlab.games.battle_of_the_bands.cards import DECK, ME, TYPE

    game = bandlab.load_game("battle-of-the-bands")
    state = game.new(3, seed=4, dice=[6, 6, 6, 6])
    world = state.resample(0, 1)
    assert world.dice == () and "dice" not in world.view(0)["rules"]
    cards = sum(world.hands, []) + world.pile + world.discards + sum(world.sp_cards, [])
    cards += [c for band in world.bands for slot in band for c in slot[:3] if c >= 0 and TYPE[c] != ME]
    assert Counter(cards) == Counter(DECK)


def test_scenario_options_that_name_hidden_cards_are_not_carried_over():
    game = bandlab.load_game("first-band")
    deal = [["V1", "G2", "D4"], ["V2", "G3", "D5"], ["V3", "G6", "D6"]]
    state = game.new(3, seed=0, deal=deal)
    world = state.resample(0, 1)
    assert world.options["deal"] is None and "deal" not in json.dumps(state.view(0)["rules"])
    assert world.view(0) == state.view(0)


# --- the search ---------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_search_bot_returns_legal_moves_and_repeats_exactly(game_id):
    for steps in (0, 7, 25, 70):
        state = position(game_id, 4, seed=21, steps=steps)
        if state.is_over:
            continue
        p, legal = state.current_player, state.legal_actions()
        first = SearchBot(5, budget=SMALL).choose(state.view(p), legal)
        again = SearchBot(5, budget=SMALL).choose(state.view(p), legal)
        assert first in legal and first == again


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_positions_that_look_alike_get_the_same_decision(game_id):
    """Same view, different hidden cards: the same analysis and decision for the same seed."""
    for steps in (2, 20, 45):
        real = position(game_id, 4, seed=31, steps=steps)
        if real.is_over:
            continue
        p = real.current_player
        twin = real.resample(p, 777)
        assert hidden_part(twin, p) != hidden_part(real, p) or steps < 3
        one = analyse(real.view(p), real.legal_actions(), SMALL, seed=9)
        two = analyse(twin.view(p), twin.legal_actions(), SMALL, seed=9)
        assert one.moves == two.moves
        assert SearchBot(3, budget=SMALL).choose(real.view(p), real.legal_actions()) == SearchBot(
            3, budget=SMALL
        ).choose(twin.view(p), twin.legal_actions())


def test_analysis_rates_every_legal_move_best_first_and_spends_its_budget():
    state = position("first-band", 4, seed=1, steps=3)
    p, legal = state.current_player, state.legal_actions()
    result = analyse(state.view(p), legal, budget=2000, seed=4)
    assert isinstance(result, Analysis) and result.complete and result.player == p
    assert sorted(map(str, (m.action for m in result.moves))) == sorted(map(str, legal))
    assert all(m.playouts >= 1 and 0 <= m.rate <= 1 for m in result.moves)
    assert result.best == result.moves[0].action and result.cost(result.best) == 0
    assert result.playouts == sum(m.playouts for m in result.moves)
    survivors = [m for m in result.moves if m.playouts == max(x.playouts for x in result.moves)]
    assert result.moves[0] in survivors  # the halving keeps the best to the end
    assert result.playouts * 5 < 2000 * 3  # a budget of actions, not of playouts


def test_a_kept_move_is_searched_as_long_as_the_best():
    state = position("first-band", 4, seed=1, steps=3)
    p, legal = state.current_player, state.legal_actions()
    worst = analyse(state.view(p), legal, budget=1500, seed=2).moves[-1].action
    result = analyse(state.view(p), legal, budget=1500, seed=2, keep=(worst,))
    assert result.estimate(worst).playouts == result.moves[0].playouts


def test_progress_and_cancel():
    state = position("band-grab", 4, seed=1, steps=5)
    p = state.current_player
    seen = []
    result = analyse(
        state.view(p),
        state.legal_actions(),
        budget=800,
        seed=1,
        progress=lambda done, total: seen.append((done, total)),
    )
    assert result.complete and seen and seen[-1][1] == 800 and all(a <= b for (a, _), (b, _) in zip(seen, seen[1:]))
    stopped = analyse(state.view(p), state.legal_actions(), budget=10**6, seed=1, cancelled=lambda: True)
    assert not stopped.complete and stopped.playouts == 0


def test_a_game_over_has_nothing_to_analyse():
    state = position("band-grab", 2, seed=1, steps=10**6)
    with pytest.raises(ValueError, match="game is over"):
        analyse(state.view(0), state.legal_actions())


def test_world_seeds_differ_and_repeat():
    seeds = {world_seed(1, k) for k in range(100)}
    assert len(seeds) == 100 and world_seed(1, 5) == world_seed(1, 5) != world_seed(2, 5)
    assert all(default_budget(g) == bandlab.load_game(g).search.budget > 0 for g in GAME_IDS)


def test_search_is_a_bot_of_every_game():
    for game_id in GAME_IDS:
        assert "search" in agent_names(game_id) and "search" not in bandlab.load_game(game_id).bots
        assert isinstance(make_agent("search", game_id, 1), SearchBot)


# --- the review ---------------------------------------------------------------------------
def test_review_rates_each_decision_of_a_seat_and_what_it_cost():
    states, actions = [], []
    state = bandlab.load_game("first-band").new(3, seed=4)
    rng = random.Random(4)
    while len(actions) < 12:
        states.append(state.clone())
        action = rng.choice(state.legal_actions())
        actions.append(action)
        state.apply(action)
    seat = states[0].current_player
    steps = decisions(states, actions, seat)
    assert steps and all(states[k].current_player == seat for k in steps)
    moves = list(review(states, actions, seat, budget=500, seed=1))
    assert [m.step for m in moves] == steps
    for move in moves:
        assert move.played == actions[move.step] and move.player == seat
        assert move.cost == move.analysis.moves[0].rate - move.analysis.estimate(move.played).rate >= 0
        assert move.analysis.estimate(move.played).playouts == move.analysis.moves[0].playouts
    assert list(review(states, actions, seat, budget=500, seed=1, cancelled=lambda: True)) == []


def test_switch_z_says_how_clearly_a_move_must_beat_the_heuristic_favourite():
    """With no margin the bot plays its search's best move; with an impossible one, the favourite (of the bot that
    plays the coach's own seat: Band Grab's heuristic bot)."""
    switched = 0
    for steps in (3, 9, 15, 21, 27, 33):
        state = position("band-grab", 4, seed=8, steps=steps)
        if state.is_over or len(state.legal_actions()) < 2:
            continue
        p, legal = state.current_player, state.legal_actions()
        own_bot = bandlab.load_game("band-grab").search.own_bot or "heuristic"
        favourite = make_agent(own_bot, "band-grab", 0).choose(state.view(p), legal)
        eager, stubborn = SearchBot(2, budget=SMALL, switch_z=0.0), SearchBot(2, budget=SMALL, switch_z=1e9)
        eager_move, stubborn_move = eager.choose(state.view(p), legal), stubborn.choose(state.view(p), legal)
        assert stubborn_move == favourite
        # unless told otherwise the bot takes the game's own margin: Band Grab's is 0
        assert bandlab.load_game("band-grab").search.switch_z == 0.0
        assert SearchBot(2, budget=SMALL).choose(state.view(p), legal) == eager_move
        beaten = eager.analysis.beats(eager.analysis.best, favourite, 0.0)
        assert eager_move == (eager.analysis.best if beaten else favourite)
        switched += eager_move != favourite
    assert switched, "no position where the search overrode the favourite: the test shows nothing"


def test_moves_weighed_is_the_fewest_moves_the_search_bot_weighs(monkeypatch):
    """Without ``moves_weighed`` a small budget weighs a few moves; with it, that many (or every legal move), the
    own-seat bot's favourites first."""
    game = bandlab.load_game("battle-of-the-bands")
    state = next(s for k in range(0, 60, 3) if len((s := position(game.id, 4, seed=5, steps=k)).legal_actions()) > 12)
    p, legal = state.current_player, state.legal_actions()
    monkeypatch.setattr(game, "search", dataclasses.replace(game.search, moves_weighed=None))
    few = SearchBot(3, budget=SMALL)
    few.choose(state.view(p), legal)
    assert len(few.analysis.moves) < 12
    for weighed in (12, len(legal) + 5):
        monkeypatch.setattr(game, "search", dataclasses.replace(game.search, moves_weighed=weighed))
        many = SearchBot(3, budget=SMALL)
        many.choose(state.view(p), legal)
        assert len(many.analysis.moves) == min(weighed, len(legal))
        favourite = make_agent(game.search.own_bot, game.id, 0).choose(state.view(p), legal)
        assert favourite in [move.action for move in many.analysis.moves]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_forced_move_in_a_playout_is_played_without_asking_the_bot(game_id, monkeypatch):
    """Heuristic bots draw nothing and remember nothing, so the search plays a playout's forced moves
    itself (no view built): the analysis is exactly the one it gets by asking the bot every time."""
    bot_class = type(make_agent("heuristic", game_id, 0))
    asked = Counter()
    choose = bot_class.choose

    def counting_choose(self, view, legal_actions):
        asked[len(legal_actions) == 1] += 1
        return choose(self, view, legal_actions)

    monkeypatch.setattr(bot_class, "choose", counting_choose)
    forced_asks = 0  # forced moves the bot was asked about when told to be: the playouts had some
    for steps in (4, 30):
        state = position(game_id, 4, seed=12, steps=steps)
        p, legal = state.current_player, state.legal_actions()
        asked.clear()  # (playing up to the position asked the bots too)
        skipping = analyse(state.view(p), legal, SMALL, seed=6)
        assert asked[True] == 0 and asked[False] > 0
        monkeypatch.setattr(bot_class, "asked_when_forced", True)
        asking = analyse(state.view(p), legal, SMALL, seed=6)
        forced_asks += asked[True]
        monkeypatch.setattr(bot_class, "asked_when_forced", False)
        assert skipping.moves == asking.moves and skipping.spent == asking.spent
    assert forced_asks > 0


def test_the_random_playout_bot_is_asked_even_for_a_forced_move():
    """The random bot draws a number for every choice, so skipping it would change every later draw."""
    assert make_agent("random", "battle-of-the-bands", 0).asked_when_forced
    assert not any(make_agent("heuristic", game_id, 0).asked_when_forced for game_id in GAME_IDS)
