"""bandlab's games as OpenSpiel games, checked by OpenSpiel's own tests (random_sim_test, the sim_game
consistency check of OpenSpiel's games_sim_test) and by what the adapter promises: numbering, words,
errors that change nothing, information states built from a seat's view only."""

import pickle

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel", reason="OpenSpiel is in the interop extra: pip install -e '.[interop]'")
import bandlab  # noqa: E402
from bandlab.interop import openspiel  # noqa: E402,F401  (registers the games)
from bandlab.interop.encoding import GAME_IDS, SHORT_NAMES, numbering  # noqa: E402

SHORT = {game_id: name for name, game_id in SHORT_NAMES.items()}
#: Every game at its smallest and largest player count.
CASES = [(g, n) for g in GAME_IDS for n in (bandlab.load_game(g).min_players, bandlab.load_game(g).max_players)]


def load(game_id, players, **params):
    """The OpenSpiel game of a bandlab game."""
    return pyspiel.load_game(SHORT[game_id], {"players": players, **params})


def dealt(game, seed, steps):
    """An OpenSpiel state after the deal ``seed`` and ``steps`` random moves (seeded)."""
    rng = np.random.RandomState(seed)
    state = game.new_initial_state()
    state.apply_action(seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        state.apply_action(int(rng.choice(state.legal_actions())))
    return state


@pytest.mark.parametrize("game_id,players", CASES)
def test_random_sim_test(game_id, players):
    """OpenSpiel's own random simulation test, serialising every state of one game (the smaller seat
    count) or not (the larger, which is slow)."""
    game = load(game_id, players)
    serialize = players == bandlab.load_game(game_id).min_players
    pyspiel.random_sim_test(game, num_sims=1, serialize=serialize, verbose=False)


@pytest.mark.parametrize("game_id,players", CASES)
def test_games_sim_test_consistency(game_id, players):
    """OpenSpiel's games_sim_test.sim_game: clones, pyspiel and pickle serialisation, returns in range."""
    from open_spiel.python.tests.games_sim_test import GamesSimTest

    GamesSimTest("test_breakthrough").sim_game(load(game_id, players))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_load_by_name_and_parameters(game_id):
    """``load_game("bandlab_<game>(players=n)")`` works and the game reads back from its string."""
    top = bandlab.load_game(game_id).max_players
    game = pyspiel.load_game(f"{SHORT[game_id]}(players={top})")
    assert game.num_players() == top
    assert game.num_distinct_actions() == numbering(game_id).size
    assert str(pyspiel.load_game(str(game))) == str(game)
    assert game.get_type().utility == pyspiel.GameType.Utility.CONSTANT_SUM


def test_rule_options_are_parameters():
    """A rule option changes the bandlab game underneath; -1 is the bandlab default None."""
    game = pyspiel.load_game("bandlab_band_grab(players=3,max_rounds=5,curfew_rounds=-1)")
    state = game.new_initial_state()
    state.apply_action(3)
    assert state.bandlab.options["max_rounds"] == 5 and state.bandlab.options["curfew_rounds"] is None


@pytest.mark.parametrize(
    "text,words",
    [
        ("bandlab_band_grab(colour=1)", "Unknown parameter 'colour'"),
        ("bandlab_band_grab(players=9)", "2–6 players, not 9"),
        ("bandlab_first_band(players=2)", "3–5 players, not 2"),
        ("bandlab_band_grab(max_rounds=0)", "max_rounds"),
    ],
)
def test_bad_parameters_are_refused(text, words):
    """Unknown parameters and bad values get OpenSpiel's error, with bandlab's words."""
    with pytest.raises(pyspiel.SpielError, match=words.replace("(", r"\(")):
        pyspiel.load_game(text)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_bad_actions_are_refused_and_change_nothing(game_id):
    """An out-of-range integer, an illegal one, a bad deal seed, a move after the end: SpielError,
    and the state (history, every seat's information state) is as it was."""
    game = load(game_id, bandlab.load_game(game_id).min_players)
    with pytest.raises(pyspiel.SpielError, match="deal seed"):
        game.new_initial_state().apply_action(openspiel.DEAL_SEEDS)
    state = dealt(game, 5, 10)
    waiting = (state.current_player() + 1) % game.num_players()
    assert state.legal_actions(waiting) == [] and state.legal_actions(state.current_player())  # only the mover acts
    illegal = next(a for a in range(game.num_distinct_actions()) if a not in state.legal_actions())
    for bad in (game.num_distinct_actions(), illegal):
        before = (state.history(), [state.information_state_string(p) for p in range(game.num_players())])
        with pytest.raises(pyspiel.SpielError, match="not legal now|numbers its actions"):
            state.apply_action(bad)
        assert (state.history(), [state.information_state_string(p) for p in range(game.num_players())]) == before
    end = dealt(game, 5, 10_000)
    assert end.is_terminal()
    with pytest.raises(pyspiel.SpielError):
        end.apply_action(0)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_actions_in_the_games_own_words(game_id):
    """Every legal integer names the bandlab action of the same words, and plays it."""
    game = load(game_id, bandlab.load_game(game_id).min_players)
    state = dealt(game, 11, 25)
    bandlab_state = state.bandlab.clone()
    words = {str(a) for a in bandlab_state.legal_actions()}
    assert {state.action_to_string(a) for a in state.legal_actions()} == words
    action = state.legal_actions()[-1]
    text = state.action_to_string(action)
    bandlab_state.apply(bandlab_state.game.parse_action(bandlab_state, text))
    state.apply_action(action)
    assert state.bandlab.view(0) == bandlab_state.view(0)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_returns_share_one_among_the_winners(game_id):
    """At the end the winners share 1, the rest get 0; before, everyone has 0."""
    game = load(game_id, bandlab.load_game(game_id).max_players)
    state = dealt(game, 2, 3)
    assert state.returns() == [0.0] * game.num_players()
    end = dealt(game, 2, 10_000)
    winners = end.bandlab.winners()
    assert end.returns() == [1 / len(winners) if p in winners else 0.0 for p in range(game.num_players())]
    assert sum(end.returns()) == pytest.approx(1.0)


def information(state, player):
    """A seat's information state: string and tensor."""
    return state.information_state_string(player), list(state.information_state_tensor(player))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_information_state_is_blind_to_hidden_cards(game_id):
    """Two positions that differ only in cards hidden from a seat give it the same information state
    (string and tensor); a position where a card it sees differs gives it a different one."""
    game = load(game_id, bandlab.load_game(game_id).min_players)
    state = next(
        s
        for s in (dealt(game, 3, steps) for steps in range(12, 60))
        if len(s.bandlab.view(s.current_player())["hand"]) > 1
    )  # a seat holding cards, so a resample can deal it others
    me = state.current_player()
    other = (me + 1) % game.num_players()
    for seed in range(20):
        same = state.resample_from_infostate(me, lambda: (seed + 0.5) / 20)
        if same.bandlab.view(other) != state.bandlab.view(other):
            break
    assert same.bandlab.view(other) != state.bandlab.view(other), "the resample changed no hidden card"
    assert information(same, me) == information(state, me)
    assert same.observation_string(me) == state.observation_string(me)
    # the other seat's view kept, mine dealt anew
    changed = next(
        c
        for c in (game.wrap(state.bandlab.resample(other, s)) for s in range(20))
        if c.bandlab.view(me)["hand"] != state.bandlab.view(me)["hand"]
    )
    assert information(changed, me)[0] != information(state, me)[0]
    assert information(changed, me)[1] != information(state, me)[1]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_resample_from_infostate_plays_on(game_id):
    """A resampled state keeps the seat's information state, plays on to the end, and refuses to be
    serialised (it has no history); states reached by actions pickle and come back equal."""
    game = load(game_id, bandlab.load_game(game_id).min_players)
    state = dealt(game, 8, 20)
    me = state.current_player()
    sample = state.resample_from_infostate(me, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert sample.information_state_string(me) == state.information_state_string(me)
    assert sample.legal_actions() == state.legal_actions()
    with pytest.raises(pyspiel.SpielError, match="cannot be serialised"):
        pickle.dumps(sample)
    assert str(pickle.loads(pickle.dumps(state))) == str(state)
    rng = np.random.RandomState(1)
    while not sample.is_terminal():
        sample.apply_action(int(rng.choice(sample.legal_actions())))
    assert sum(sample.returns()) == pytest.approx(1.0)


def test_ismcts_plays_through_the_adapter():
    """OpenSpiel's ISMCTS bot chooses a legal move of a bandlab game."""
    from open_spiel.python.algorithms import ismcts, mcts

    game = load("first-band", 4)
    state = dealt(game, 4, 6)
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(1))
    bot = ismcts.ISMCTSBot(game, evaluator, 2.0, 30, random_state=np.random.RandomState(2))
    assert bot.step(state) in state.legal_actions()


def test_import_bandlab_stays_light():
    """``import bandlab`` loads neither OpenSpiel nor PettingZoo."""
    import subprocess
    import sys

    code = "import sys, bandlab; print('pyspiel' in sys.modules, 'pettingzoo' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout.split() == [
        "False",
        "False",
    ]
