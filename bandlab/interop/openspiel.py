"""bandlab's four games as OpenSpiel games, in the style of OpenSpiel's own ``python/games/kuhn_poker.py``.

Importing this module registers them (``register()`` is idempotent)::

    import pyspiel, bandlab.interop.openspiel
    game = pyspiel.load_game("bandlab_band_grab(players=4)")

Names: ``bandlab_first_band``, ``bandlab_scout_and_raise``, ``bandlab_battle_of_the_bands``,
``bandlab_band_grab``.  Parameters: ``players`` (default: the game's smallest count) and each game's
rule options (``encoding.rule_parameters``; -1 stands for an option whose bandlab default is None).

- Actions are integers, numbered once per game (``bandlab.interop.encoding``, docs/interop.md);
  ``action_to_string`` gives the game's own words ("pick Vocal 6", "raise $300").
- Chance: bandlab's engines draw every shuffle and die from the state's own generator, seeded once.
  So the OpenSpiel game starts with one explicit chance node, the deal seed, ``DEAL_SEEDS`` equally
  likely outcomes; every later shuffle and roll follows from it inside bandlab's ``apply``.  No seat
  sees the seed: information states show a die only once it is rolled, as the table does.
- Returns: at the end 1 shared equally among the winners (1/k each for a k-way tie), 0 to the
  rest; 0 to everyone before the end.  The sum is always 1 (``CONSTANT_SUM``).
- ``information_state_string`` and ``observation_string`` are the seat's ``view(p)`` as canonical
  JSON; the tensors encode the same view (``encoding.ViewTensor``).  Both come from the view only,
  so a seat's information state never depends on a card it cannot see.  The view is what bandlab's
  rules show a seat now, not a replay of every past move (not perfect recall).
- ``resample_from_infostate`` is bandlab's ``State.resample``: the hidden cards dealt at random
  among those the view does not account for.  A resampled state has no history, so it cannot be
  serialised; every state reached by actions can (its bandlab record round-trips).
"""

import pyspiel

from bandlab.core.limits import MAX_SEED, MAX_STEPS
from bandlab.games import load_game
from bandlab.interop.encoding import (
    SHORT_NAMES,
    action_words,
    bandlab_options,
    legal_action,
    legal_numbers,
    numbering,
    rule_parameters,
    view_string,
    view_tensor,
)

#: Outcomes of the one chance node: the seed of bandlab's generator for this game.
DEAL_SEEDS = 1 << 16
CHANCE_OUTCOMES = tuple((seed, 1.0 / DEAL_SEEDS) for seed in range(DEAL_SEEDS))


def game_type(short_name, game):
    """The OpenSpiel GameType of a bandlab game."""
    return pyspiel.GameType(
        short_name=short_name,
        long_name=f"bandlab {game.name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": game.min_players, **rule_parameters(game.id)},
    )


class BandlabGame(pyspiel.Game):
    """One bandlab game for OpenSpiel; ``GAME_ID`` is set by the registered subclass."""

    GAME_ID = ""
    SHORT_NAME = ""

    def __init__(self, params=None):
        params = dict(params or {})
        bandlab_game = load_game(self.GAME_ID)
        players = params.pop("players", bandlab_game.min_players)
        try:
            options = bandlab_options(self.GAME_ID, params)
            bandlab_game.new(players, **options)  # a bad player count or option fails here, clearly
        except ValueError as error:  # SetupError is a ValueError: OpenSpiel's own error says it
            raise pyspiel.SpielError(str(error)) from None
        info = pyspiel.GameInfo(
            num_distinct_actions=numbering(self.GAME_ID).size,
            max_chance_outcomes=DEAL_SEEDS,
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=1.0,
            max_game_length=MAX_STEPS,
        )
        super().__init__(game_type(self.SHORT_NAME, bandlab_game), info, {"players": players, **params})
        self.bandlab, self.players, self.options = bandlab_game, players, options

    def new_initial_state(self):
        """The state before the deal: a chance node choosing the deal seed."""
        return BandlabState(self)

    def deal(self, seed):
        """The bandlab state dealt with ``seed``."""
        return self.bandlab.new(self.players, seed=seed, **self.options)

    def wrap(self, bandlab_state):
        """An OpenSpiel state of an existing bandlab position of this game (a scenario, a resample);
        its OpenSpiel history starts there."""
        if bandlab_state.game is not self.bandlab or bandlab_state.players != self.players:
            raise pyspiel.SpielError(f"That is not a {self.players}-player {self.bandlab.name} position.")
        state = BandlabState(self)
        state.position = Position(bandlab_state.clone(), resampled=True)
        return state

    def make_py_observer(self, iig_obs_type=None, params=None):
        """The observer of information states and observations: both are the seat's view."""
        if params:
            raise ValueError(f"bandlab's observers take no parameters, not {params}")
        return ViewObserver(self.GAME_ID)


class Position:
    """The bandlab state inside an OpenSpiel state: OpenSpiel clones and pickles its states' fields,
    so this holder clones with bandlab's cheap ``clone()`` and pickles as bandlab's record."""

    __slots__ = ("state", "resampled", "views")  # resampled: not reached from the deal by actions

    def __init__(self, state, resampled=False):
        self.state, self.resampled = state, resampled
        self.views = {}  # seat -> [view, its string, its tensor]: OpenSpiel asks often between two moves

    def view(self, player):
        """``player``'s [view, string, tensor or None], the view computed once per position."""
        seen = self.views.get(player)
        if seen is None:
            view = self.state.view(player)
            seen = self.views[player] = [view, view_string(view), None]
        return seen

    def tensor(self, player, encoder):
        """``player``'s view tensor, encoded once per position."""
        seen = self.view(player)
        if seen[2] is None:
            seen[2] = encoder.encode(seen[0])
        return seen[2]

    def apply(self, action):
        """Play a legal bandlab action (the views change)."""
        self.views.clear()
        self.state.apply(action)

    def __deepcopy__(self, memo):
        return Position(self.state.clone(), self.resampled)

    def __reduce__(self):
        if self.resampled:
            raise pyspiel.SpielError(
                "A position not reached from the deal (a resample, a wrapped scenario) "
                "has no history to replay, so it cannot be serialised."
            )
        return (replayed, (self.state.record(),))


def replayed(record):
    """A Position again from its bandlab record (pickle's way back)."""
    import bandlab

    return Position(bandlab.replay(record))


class BandlabState(pyspiel.State):
    """An OpenSpiel state of a bandlab game: before the deal (chance), then bandlab's own state."""

    def __init__(self, game):
        super().__init__(game)
        self.position = None  # no deal yet

    @property
    def bandlab(self):
        """The bandlab state (None before the deal)."""
        return None if self.position is None else self.position.state

    def current_player(self):
        """Chance before the deal, then bandlab's player to act, then TERMINAL."""
        if self.position is None:
            return pyspiel.PlayerId.CHANCE
        if self.bandlab.is_over:
            return pyspiel.PlayerId.TERMINAL
        return self.bandlab.current_player

    def _legal_actions(self, player):
        """The player's legal actions as integers, ascending (none for a player not to act)."""
        if self.position is None or player != self.bandlab.current_player:
            return []
        return legal_numbers(self.bandlab)

    def chance_outcomes(self):
        """The deal seeds, equally likely."""
        assert self.position is None, "bandlab's games have one chance node: the deal"
        return list(CHANCE_OUTCOMES)

    def _apply_action(self, action):
        """Deal with seed ``action``, or play the bandlab action numbered ``action``."""
        if self.position is None:
            if not 0 <= action < DEAL_SEEDS:
                raise pyspiel.SpielError(f"The deal seed must be 0 to {DEAL_SEEDS - 1}, not {action}.")
            self.position = Position(self.get_game().deal(int(action)))
            return
        try:
            self.position.apply(legal_action(self.bandlab, action))
        except ValueError as error:  # IllegalAction is a ValueError too
            raise pyspiel.SpielError(str(error)) from None

    def _action_to_string(self, player, action):
        """The action in the game's own words."""
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal seed {action}"
        if self.position is None:
            return f"action {action}"
        return action_words(self.bandlab, player, action)

    def is_terminal(self):
        """True once bandlab's game is over."""
        return self.position is not None and self.bandlab.is_over

    def returns(self):
        """1 shared among the winners at the end, 0 to the rest; 0 to all before."""
        players = self.get_game().num_players()
        if not self.is_terminal():
            return [0.0] * players
        winners = self.bandlab.winners()
        return [1.0 / len(winners) if p in winners else 0.0 for p in range(players)]

    def resample_from_infostate(self, player_id, probability_sampler):
        """A state ``player_id`` cannot tell from this one: bandlab's resample of their view, seeded
        from ``probability_sampler``."""
        if self.position is None:
            return self.clone()
        seed = int(probability_sampler() * MAX_SEED)
        return self.get_game().wrap(self.bandlab.resample(player_id, seed))

    def __str__(self):
        """The bandlab seed and actions so far, then the teacher's view (every seat's) as JSON."""
        if self.position is None:
            return "bandlab: before the deal"
        state = self.bandlab
        return f"seed {state.seed}, {len(state.history)} actions\n{view_string(state.full_view())}"


class ViewObserver:
    """OpenSpiel's PyObserver of a seat's view: ``tensor`` and ``string_from``."""

    def __init__(self, game_id):
        self.encoder = view_tensor(game_id)
        self.tensor = self.encoder.encode_empty()
        self.dict = {"view": self.tensor}

    def set_from(self, state, player):
        """Fill ``tensor`` from ``player``'s view of ``state`` (zeros before the deal)."""
        if state.position is None:
            self.tensor.fill(0)
        else:
            self.tensor[:] = state.position.tensor(player, self.encoder)

    def string_from(self, state, player):
        """``player``'s view of ``state`` as canonical JSON."""
        if state.position is None:
            return f"seat {player}: before the deal"
        return state.position.view(player)[1]


def register():
    """Register the four games with OpenSpiel (once)."""
    registered = set(pyspiel.registered_names())
    for short_name, game_id in SHORT_NAMES.items():
        if short_name in registered:
            continue
        cls = type(
            f"Bandlab{game_id.title().replace('-', '')}Game",
            (BandlabGame,),
            {"GAME_ID": game_id, "SHORT_NAME": short_name, "__module__": __name__},
        )
        globals()[cls.__name__] = cls
        pyspiel.register_game(game_type(short_name, load_game(game_id)), cls)


register()
