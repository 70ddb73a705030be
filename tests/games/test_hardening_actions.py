"""Action objects that are not what they claim: each is refused with IllegalAction and changes nothing.

``State.apply`` takes any object.  Only the game's own action dataclasses, with fields of
their declared types that name something legal now, are played; everything else (a field
replaced by a huge number or a float, an object whose ``==`` always answers True, another
game's action) is refused like an illegal move, and the state, its history included, is
exactly as before.
"""

import dataclasses
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import bandlab
from bandlab import IllegalAction
from bandlab.core import Action

GAME_IDS = list(bandlab.GAMES)


def mid_game(game_id, seed=3, steps=25):
    """A state some random moves into a game (stopping earlier if it ends)."""
    game = bandlab.load_game(game_id)
    state = game.new(game.min_players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over and len(state.history) < steps:
        state.apply(rng.choice(state.legal_actions()))
    return state


def snapshot(state):
    """Everything a refused action must leave as it was: record, history, every view, who acts, what is legal."""
    return (
        json.dumps(state.record(), sort_keys=True),
        list(state.history),
        len(state.history),
        [json.dumps(state.view(p), sort_keys=True) for p in range(state.players)],
        state.current_player,
        [str(a) for a in state.legal_actions()],
        state.scores(),
    )


def refused(state, action):
    """Apply ``action``: it must raise IllegalAction with a message and change nothing."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert str(err.value).strip() and "\n" not in str(err.value)
    assert snapshot(state) == before
    return str(err.value)


def with_fields(state):
    """The legal actions that have at least one field."""
    return [a for a in state.legal_actions() if dataclasses.fields(a)]


class AlwaysEqual:
    """An object that claims to equal anything."""

    card = 0

    def __eq__(self, other):
        return True

    def __hash__(self):
        return 0

    def __str__(self):
        return "pass"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_field_replaced_by_a_huge_number_is_refused(game_id):
    state = mid_game(game_id)
    for action in with_fields(state)[:5]:
        for name in (f.name for f in dataclasses.fields(action)):
            for value in (10**9, -(10**9), 10**5000, -1, 2**63):
                changed = dataclasses.replace(action, **{name: value})
                if changed in state.legal_actions() and type(getattr(action, name)) is int:
                    continue  # the replacement names another legal move (a -1 "no target", say)
                if type(getattr(action, name)) is not int or changed not in state.legal_actions():
                    refused(state, changed)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("value", [1.5, 1.0, True, "1", None, [1], (1,), b"1", object()])
def test_a_field_of_the_wrong_type_is_refused(game_id, value):
    state = mid_game(game_id)
    action = with_fields(state)[0]
    for name in (f.name for f in dataclasses.fields(action)):
        if type(getattr(action, name)) is not type(value):
            message = refused(state, dataclasses.replace(action, **{name: value}))
            assert name in message


def test_a_fractional_raise_is_refused_and_money_stays_whole():
    from bandlab.games.scout_and_raise.rules import RAISE, Raise

    game = bandlab.load_game("scout-and-raise")
    state = game.new(3, seed=1)
    rng = random.Random(0)
    while state.phase != RAISE or not any(isinstance(a, Raise) for a in state.legal_actions()):
        state.apply(rng.choice(state.legal_actions()))
    for bills in (1.5, 1.0, True, 0, -1, 10**6):
        refused(state, Raise(bills=bills))
    assert all(type(b) is int for b in state.bills)
    state.apply(next(a for a in state.legal_actions() if isinstance(a, Raise)))
    assert bandlab.replay(json.loads(json.dumps(state.record()))).record() == state.record()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_object_that_equals_everything_is_refused(game_id):
    state = mid_game(game_id)
    refused(state, AlwaysEqual())

    class Sneaky(type(state.legal_actions()[0])):
        """A subclass of a real action whose == always answers True."""

        def __eq__(self, other):
            return True

        __hash__ = object.__hash__

    legal = state.legal_actions()[0]
    refused(state, Sneaky(*[getattr(legal, f.name) for f in dataclasses.fields(legal)]))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_other_games_actions_and_plain_values_are_refused(game_id):
    state = mid_game(game_id)
    for other_id in GAME_IDS:
        if other_id != game_id:
            for action in mid_game(other_id, seed=5).legal_actions()[:3]:
                assert "not a" in refused(state, action)
    for value in (None, 0, "pass", str(state.legal_actions()[0]), [], {}, Action(), type(state.legal_actions()[0])):
        refused(state, value)


@pytest.mark.parametrize("game_id", ["battle-of-the-bands", "band-grab"])
def test_a_name_carried_for_words_is_replaced_by_the_games_own(game_id):
    """Battle and Band Grab actions carry a target's name for ``str()`` outside equality: a forged name
    must not reach the history or the record."""
    game = bandlab.load_game(game_id)
    for seed in range(40):
        state = game.new(game.max_players, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            named = [
                a for a in state.legal_actions() for f in dataclasses.fields(a) if not f.compare and getattr(a, f.name)
            ]
            if named:
                break
            state.apply(rng.choice(state.legal_actions()))
        if named:
            break
    else:
        pytest.fail("no action carrying a name came up")
    action = named[0]
    field = next(f.name for f in dataclasses.fields(action) if not f.compare)
    forged = dataclasses.replace(action, **{field: "<b>Mallory</b>"})
    state.apply(forged)
    assert state.history[-1] is action and "Mallory" not in json.dumps(state.record())
    assert bandlab.replay(state.record()).record() == state.record()


def test_history_is_read_only_and_shared_by_clones():
    state = mid_game("first-band", steps=10)
    copy = state.clone()
    assert copy.history == state.history and copy._actions is state._actions
    copy.apply(copy.legal_actions()[0])
    state.apply(state.legal_actions()[-1])
    assert len(state.history) == len(copy.history) == 11
    assert state.history[:10] == copy.history[:10] and state.history[-1] != copy.history[-1]
    assert not hasattr(state.history, "append")
    with pytest.raises(IndexError):
        state.history[11]


# --- properties over action objects ----------------------------------------------------

field_values = (
    st.integers()
    | st.integers(-3, 60)
    | st.floats(allow_nan=True)
    | st.text(max_size=30)
    | st.booleans()
    | st.none()
    | st.lists(st.integers(), max_size=3)
    | st.binary(max_size=3)
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game_id=st.sampled_from(GAME_IDS),
    seed=st.integers(0, 50),
    steps=st.integers(0, 40),
    pick=st.integers(0, 10**6),
    value=field_values,
    data=st.data(),
)
def test_any_field_value_is_played_only_if_it_makes_a_legal_move(game_id, seed, steps, pick, value, data):
    state = mid_game(game_id, seed, steps)
    if state.is_over:
        return
    legal = state.legal_actions()
    action = legal[pick % len(legal)]
    fields = dataclasses.fields(action)
    if fields:
        name = data.draw(st.sampled_from([f.name for f in fields]))
        action = dataclasses.replace(action, **{name: value})
    twin = next((a for a in legal if a == action), None)
    exact = twin is not None and all(type(getattr(action, f.name)) is type(getattr(twin, f.name)) for f in fields)
    if not exact:
        refused(state, action)
        return
    state.apply(action)
    played = state.history[-1]
    assert played == twin and str(played) == str(twin)  # with the game's own names, not a forged one
    assert bandlab.replay(json.loads(json.dumps(state.record()))).record() == state.record()


@settings(max_examples=100, deadline=None)
@given(
    game_id=st.sampled_from(GAME_IDS),
    seed=st.integers(0, 50),
    steps=st.integers(0, 40),
    other=st.sampled_from(GAME_IDS),
    pick=st.integers(0, 10**6),
)
def test_actions_from_any_other_position_are_refused_or_legal_here(game_id, seed, steps, other, pick):
    state = mid_game(game_id, seed, steps)
    source = mid_game(other, seed + 1, steps // 2)
    if state.is_over or source.is_over:
        return
    action = source.legal_actions()[pick % len(source.legal_actions())]
    if action in state.legal_actions() and type(action) in state.game.action_fields:
        state.apply(action)
    else:
        refused(state, action)
