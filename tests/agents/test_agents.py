"""Bots see only views, are seeded, and are named for every game."""

import pytest

import bandlab
from bandlab import agents
from bandlab.agents import Agent, RandomAgent, agent_names, make_agent, play_out, seat_wins
from bandlab.core import SetupError
from tests.core.test_protocol import strings_in


class SpyAgent(Agent):
    """Records what it is shown, then plays like the heuristic bot."""

    def __init__(self, seed=0):
        super().__init__(seed)
        self.inner = make_agent("heuristic", "first-band", seed)
        self.seen = []

    def choose(self, view, legal_actions):
        self.seen.append((view, list(legal_actions)))
        return self.inner.choose(view, legal_actions)


def test_agents_receive_views_not_states_and_never_other_hands():
    state = bandlab.load_game("first-band").new(4, seed=3)
    spies = [SpyAgent(p) for p in range(4)]
    while not state.is_over:
        player = state.current_player
        hidden = state.hidden_from(player)
        state.apply(spies[player].choose(state.view(player), state.legal_actions()))
        view, _ = spies[player].seen[-1]
        assert isinstance(view, dict) and view["player"] == player
        assert not hidden & strings_in(view)
    assert all(spy.seen for spy in spies)


def test_random_agent_is_seeded():
    game = bandlab.load_game("first-band")
    runs = []
    for _ in range(2):
        state = game.new(3, seed=1)
        play_out(state, [RandomAgent(5), RandomAgent(6), RandomAgent(7)])
        runs.append(state.record())
    assert runs[0] == runs[1]
    other = game.new(3, seed=1)
    play_out(other, [RandomAgent(8), RandomAgent(6), RandomAgent(7)])
    assert other.record() != runs[0]


def test_heuristic_bot_beats_random_bots():
    game = bandlab.load_game("first-band")
    wins = 0.0
    games = 200
    for seed in range(games):
        seat = seed % 4
        state = game.new(4, seed=seed)
        play_out(
            state, [make_agent("heuristic" if p == seat else "random", "first-band", seed * 10 + p) for p in range(4)]
        )
        if seat in state.winners():
            wins += 1 / len(state.winners())
    assert wins / games > 0.5, f"heuristic won only {wins / games:.0%} of games against three random bots"


def test_make_agent_names_the_choices():
    assert agent_names("first-band") == ["random", "heuristic", "search"]
    with pytest.raises(SetupError, match="random, heuristic, search"):
        make_agent("genius", "first-band")


def test_first_band_measures():
    game = bandlab.load_game("first-band")
    state = game.new(4, seed=2)
    play_out(state, [RandomAgent(p) for p in range(4)])
    measures = game.measures(state)
    assert measures["rounds"] == state.round >= 1
    assert measures["winning_margin"] >= 0


@pytest.mark.parametrize("play", ["play_out", "seat_wins"])
def test_a_game_that_never_ends_stops_with_a_clear_error(monkeypatch, play):
    monkeypatch.setattr(agents, "MAX_STEPS", 20)  # every 1st Band game takes more actions than this
    with pytest.raises(RuntimeError, match="did not end after 20 actions"):
        if play == "play_out":
            play_out(bandlab.load_game("first-band").new(4, seed=1), [RandomAgent(p) for p in range(4)])
        else:
            seat_wins("first-band", RandomAgent, games=1, first_seed=1)
