"""bandlab's games as PettingZoo AEC environments, checked by PettingZoo's own api_test and seed_test
and by what the adapter promises: observations from the agent's view, rewards at the end, the game's
own text, errors that change nothing."""

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="PettingZoo is in the interop extra: pip install -e '.[interop]'")
from pettingzoo.test import api_test, seed_test  # noqa: E402

import bandlab  # noqa: E402
from bandlab.core import SetupError  # noqa: E402
from bandlab.interop.encoding import GAME_IDS, numbering, view_tensor  # noqa: E402
from bandlab.interop.pettingzoo import env  # noqa: E402

CASES = [(g, n) for g in GAME_IDS for n in (bandlab.load_game(g).min_players, bandlab.load_game(g).max_players)]


# api_test warns about any observation that is a dict, the action mask's usual home (PettingZoo's classic
# games get the same two warnings)
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably:UserWarning")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array:UserWarning")
@pytest.mark.parametrize("game_id,players", CASES)
def test_pettingzoo_api_test(game_id, players):
    """PettingZoo's own API test."""
    api_test(env(game_id, players=players, seed=3), num_cycles=40)


@pytest.mark.parametrize("game_id,players", CASES)
def test_pettingzoo_seed_test(game_id, players):
    """PettingZoo's own seed test: two environments reset with one seed play alike."""
    seed_test(lambda: env(game_id, players=players, seed=3), num_cycles=40)


def random_game(game_id, players, seed):
    """Play a whole game with random legal actions; return the environment, the actions taken and the
    reward each agent saw when it ended."""
    game, rng, taken, ended = env(game_id, players=players), np.random.default_rng(seed), [], {}
    game.reset(seed=seed)
    for agent in game.agent_iter():
        observation, reward, termination, truncation, _ = game.last()
        action = None if termination or truncation else int(rng.choice(np.flatnonzero(observation["action_mask"])))
        if action is None:
            ended[agent] = reward
        taken.append(action)
        game.step(action)
    return game, taken, ended


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_whole_game_is_bandlabs_game_and_rewards_the_winners(game_id):
    """A game played through PettingZoo is bandlab's game of that seed; at the end the winners share 1."""
    players = bandlab.load_game(game_id).max_players
    game, taken, ended = random_game(game_id, players, seed=21)
    state = bandlab.load_game(game_id).new(players, seed=21)
    for number in (a for a in taken if a is not None):
        state.apply(numbering(game_id).action(number, state.names))
    assert state.is_over and state.view(0) == game.unwrapped.state.view(0)
    winners = state.winners()
    assert ended == {f"player_{p}": (1 / len(winners) if p in winners else 0.0) for p in range(players)}
    assert game.agents == []


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_observations_come_from_the_agents_view(game_id):
    """An agent's observation is the tensor of its own view, its mask its legal actions (or none)."""
    game = env(game_id, players=bandlab.load_game(game_id).min_players)
    game.reset(seed=4)
    state = game.unwrapped.state
    for p, agent in enumerate(game.possible_agents):
        observation = game.observe(agent)
        assert np.array_equal(observation["observation"], view_tensor(game_id).encode(state.view(p)))
        legal = {numbering(game_id).number(a) for a in state.legal_actions()} if p == state.current_player else set()
        assert set(np.flatnonzero(observation["action_mask"])) == legal


def test_bad_actions_raise_and_change_nothing():
    """Out of range, not legal now, not a number: ValueError, and the game is as it was."""
    game = env("scout-and-raise", players=3, seed=1)
    game.reset(seed=1)
    before = (game.agent_selection, game.unwrapped.state.view(0), len(game.unwrapped.state.history))
    mask = game.observe(game.agent_selection)["action_mask"]
    for bad, words in (
        (numbering("scout-and-raise").size, "numbers its actions"),
        (-1, "numbers its actions"),
        (int(np.flatnonzero(mask == 0)[0]), "not legal now"),
        ("pass", "whole number"),
    ):
        with pytest.raises(ValueError, match=words):
            game.step(bad)
        assert (game.agent_selection, game.unwrapped.state.view(0), len(game.unwrapped.state.history)) == before


def test_a_finished_agent_may_only_step_none():
    """After the end, an action for a terminated agent is refused (PettingZoo's dead step wants None)."""
    game = env("first-band", players=3)
    game.reset(seed=2)
    rng = np.random.default_rng(2)
    while not game.unwrapped.state.is_over:
        game.step(int(rng.choice(np.flatnonzero(game.observe(game.agent_selection)["action_mask"]))))
    assert all(game.terminations.values())
    with pytest.raises(ValueError):
        game.step(0)
    game.step(None)
    assert len(game.agents) == 2


@pytest.mark.parametrize(
    "arguments,error",
    [
        (dict(game_id="chess"), ValueError),
        (dict(game_id="band-grab", players=9), SetupError),
        (dict(game_id="band-grab", colour=1), ValueError),
        (dict(game_id="band-grab", render_mode="human"), ValueError),
    ],
)
def test_bad_environments_are_refused(arguments, error):
    """Unknown games, options and render modes, and bad player counts, raise a clear error."""
    with pytest.raises(error):
        env(**arguments)


def test_render_is_the_games_own_text():
    """render() in "ansi" mode tells the last move's events in bandlab's words, then scores and turn."""
    game = env("first-band", players=3, render_mode="ansi")
    game.reset(seed=6)
    mask = game.observe(game.agent_selection)["action_mask"]
    game.step(int(np.flatnonzero(mask)[0]))
    text = game.render()
    state = game.unwrapped.state
    assert text.startswith(game.unwrapped.events[0].text)
    assert f"{state.names[state.current_player]} to act." in text and "Scores:" in text
