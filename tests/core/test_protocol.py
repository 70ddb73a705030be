"""The protocol of DESIGN.md, checked once for every game in bandlab.GAMES."""

import dataclasses
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bandlab
from bandlab import IllegalAction, RecordError, SetupError
from bandlab.core import Action

GAME_IDS = list(bandlab.GAMES)


def player_counts(game):
    """Every player count the game allows."""
    return list(range(game.min_players, game.max_players + 1))


def random_game(game_id, players, seed, upto=None):
    """Play a random game (choices seeded by ``seed``); stop after ``upto`` actions if given."""
    state = bandlab.load_game(game_id).new(players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over and (upto is None or len(state.history) < upto):
        state.apply(rng.choice(state.legal_actions()))
    return state


def all_views(state):
    """Every player's view, as JSON text, for comparison."""
    return [json.dumps(state.view(p), sort_keys=True) for p in range(state.players)]


class NotAMove(Action):
    """An action no game knows."""


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_games_end_with_winners(game_id):
    game = bandlab.load_game(game_id)
    for players in player_counts(game):
        for seed in range(8):
            state = random_game(game_id, players, seed)
            assert state.is_over and state.current_player is None
            assert state.legal_actions() == []
            assert len(state.scores()) == players
            assert state.winners() and set(state.winners()) <= set(range(players))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_listed_action_applies_and_list_is_nonempty_until_the_end(game_id):
    game = bandlab.load_game(game_id)
    rng = random.Random(5)
    for seed in range(4):
        state = game.new(game.min_players + seed % (game.max_players - game.min_players + 1), seed=seed)
        while not state.is_over:
            legal = state.legal_actions()
            assert legal, "no legal action before the end"
            assert legal == state.legal_actions(), "legal_actions is not deterministic"
            assert len(set(legal)) == len(legal), "an action is listed twice"
            for action in rng.sample(legal, min(3, len(legal))):
                trial = state.clone()
                trial.apply(action)
                assert game.parse_action(state, str(action)) == action
            state.apply(rng.choice(legal))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_listed_action_and_an_equal_copy_of_it_play_alike(game_id):
    """``apply`` plays the very object of the kept legal list as it is, and checks an equal copy: both give the
    same events, history and views; a copy that carries a name plays the listed twin."""
    game = bandlab.load_game(game_id)
    rng = random.Random(11)
    for seed in range(3):
        state = game.new(game.min_players, seed=seed)
        while not state.is_over:
            action = rng.choice(state.legal_actions())
            twin = state.clone()
            twin.legal_actions()
            copy = dataclasses.replace(action)
            assert copy == action and copy is not action
            texts = [e.text for e in state.apply(action)]
            assert [e.text for e in twin.apply(copy)] == texts
            assert state.history[-1] is action and str(twin.history[-1]) == str(action)
            assert all_views(twin) == all_views(state)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_illegal_action_raises_and_changes_nothing(game_id):
    state = random_game(game_id, bandlab.load_game(game_id).min_players, seed=3, upto=7)
    before_record, before_views = state.record(), all_views(state)
    with pytest.raises(IllegalAction) as err:
        state.apply(NotAMove())
    assert str(err.value) and isinstance(err.value, ValueError)
    assert state.record() == before_record and all_views(state) == before_views
    with pytest.raises(IllegalAction):
        bandlab.load_game(game_id).parse_action(state, "dance on the table")
    assert state.record() == before_record and all_views(state) == before_views


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_actions_of_other_states_that_are_not_legal_here_are_refused(game_id):
    game = bandlab.load_game(game_id)
    players = game.min_players
    seen = set()
    for seed in range(6):
        state = random_game(game_id, players, seed, upto=3)
        seen.update(state.legal_actions())
    state = random_game(game_id, players, 99, upto=3)
    legal = set(state.legal_actions())
    for action in sorted(seen - legal, key=str)[:20]:
        before = state.record()
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert state.record() == before


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_replay_of_record_gives_an_equal_state(game_id):
    game = bandlab.load_game(game_id)
    for players in player_counts(game):
        state = random_game(game_id, players, seed=players * 11)
        record = json.loads(json.dumps(state.record()))
        again = bandlab.replay(record)
        assert again.record() == state.record()
        assert all_views(again) == all_views(state)
        assert again.scores() == state.scores()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_replay_halfway_matches_the_game_at_that_point(game_id):
    state = random_game(game_id, bandlab.load_game(game_id).min_players, seed=21)
    half = len(state.history) // 2
    again = bandlab.replay(state.record(), upto=half)
    partial = random_game(game_id, bandlab.load_game(game_id).min_players, seed=21, upto=half)
    assert all_views(again) == all_views(partial)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_same_seed_same_game_and_seeds_differ(game_id):
    game = bandlab.load_game(game_id)
    a = random_game(game_id, game.min_players, seed=4)
    b = random_game(game_id, game.min_players, seed=4)
    assert a.record() == b.record() and all_views(a) == all_views(b)
    starts = {
        json.dumps(
            game.new(game.min_players, seed=s).view(0)["hand"]
            if "hand" in game.new(game.min_players, seed=s).view(0)
            else s
        )
        for s in range(6)
    }
    assert len(starts) > 1


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_clone_is_independent(game_id):
    state = random_game(game_id, bandlab.load_game(game_id).min_players, seed=8, upto=10)
    copy = state.clone()
    before = all_views(state), state.record()
    rng = random.Random(1)
    while not copy.is_over:
        copy.apply(rng.choice(copy.legal_actions()))
    assert (all_views(state), state.record()) == before
    assert not state.is_over


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_views_are_json_and_hide_other_hands(game_id):
    game = bandlab.load_game(game_id)
    rng = random.Random(2)
    checked = 0
    for seed in range(3):
        state = game.new(game.max_players, seed=seed)
        while not state.is_over:
            for p in range(state.players):
                view = state.view(p)
                assert view["player"] == p
                hidden = state.hidden_from(p)
                leaked = hidden & strings_in(view)
                assert not leaked, f"player {p} can see hidden cards {sorted(leaked)}"
                checked += bool(hidden)
            state.apply(rng.choice(state.legal_actions()))
    assert checked, "no position had any hidden card: the check checked nothing"


def strings_in(value):
    """Every string inside a JSON-able value (keys too)."""
    found = set()
    stack = [json.loads(json.dumps(value))]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_bad_setup_is_refused_clearly(game_id):
    game = bandlab.load_game(game_id)
    for bad_players in (game.min_players - 1, game.max_players + 1, "four", True):
        with pytest.raises(SetupError, match="player"):
            game.new(bad_players, seed=0)
    with pytest.raises(SetupError, match="seed"):
        game.new(game.min_players, seed=-1)
    with pytest.raises(SetupError, match="no option"):
        game.new(game.min_players, seed=0, colour_of_the_sky="blue")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_bad_records_are_refused_with_a_reason(game_id):
    record = random_game(game_id, bandlab.load_game(game_id).min_players, seed=6, upto=6).record()
    cases = {
        "not a dict": ([1, 2], "JSON object"),
        "missing keys": ({"game": game_id}, "lacks"),
        "other game": ({**record, "game": "snakes-and-ladders"}, "unknown game"),
        "other version": ({**record, "version": 99}, "version"),
        "other rules version": ({**record, "game_version": 99}, "version"),
        "bad action": ({**record, "actions": record["actions"] + ["juggle flaming torches"]}, "Action 7"),
        "bad options": ({**record, "options": {**record["options"], "nonsense": 1}}, "setup"),
        "bad players": ({**record, "players": 99}, "setup"),
    }
    for name, (bad, words) in cases.items():
        with pytest.raises(RecordError, match=words):
            bandlab.replay(bad)


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), choices=st.lists(st.integers(0, 10**6), max_size=400))
def test_any_sequence_of_legal_choices_keeps_the_protocol(game_id, seed, choices):
    game = bandlab.load_game(game_id)
    state = game.new(game.min_players + seed % (game.max_players - game.min_players + 1), seed=seed)
    for pick in choices:
        if state.is_over:
            break
        legal = state.legal_actions()
        assert legal
        events = state.apply(legal[pick % len(legal)])
        assert all(e.text and isinstance(e.text, str) and isinstance(e.rule, str) for e in events)
    assert bandlab.replay(json.loads(json.dumps(state.record()))).record() == state.record()


def test_unknown_game_is_a_clear_error():
    with pytest.raises(SetupError, match="no game"):
        bandlab.load_game("tiddlywinks")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_rule_options_are_kept_per_options_and_handed_out_fresh(game_id):
    """``rule_options`` equals the options that are rules, for each game's own options; a caller that changes
    the dict it was given changes nothing kept; and the kept ones stay bounded."""
    from bandlab.core.protocol import MAX_RULES_KEPT, RULES_KEPT

    game = bandlab.load_game(game_id)
    state = game.new(game.min_players, seed=1)
    skip = set(game.scenario_options) | {"names"}
    expected = {k: v for k, v in state.options.items() if k not in skip}
    rules = state.rule_options()
    assert rules == expected and "names" not in rules
    rules["intruder"] = True
    assert state.rule_options() == expected and state.clone().rule_options() == expected
    other = game.new(game.max_players, seed=2, names=[f"P{n}" for n in range(game.max_players)])
    assert other.rule_options() == {k: v for k, v in other.options.items() if k not in skip}
    for seed in range(MAX_RULES_KEPT + 3):
        game.new(game.min_players, seed=seed).rule_options()
    assert len(RULES_KEPT) <= MAX_RULES_KEPT
    assert state.rule_options() == expected
