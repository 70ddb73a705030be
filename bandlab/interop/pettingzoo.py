"""bandlab's four games as PettingZoo AEC environments::

    from bandlab.interop.pettingzoo import env
    game = env("band-grab", players=4, seed=7, render_mode="ansi")

- Agents are ``player_0`` .. ``player_{n-1}``, seats in bandlab's (clockwise) order; the agent to
  act is bandlab's current player.
- Action spaces are ``Discrete(n)`` with the integer numbering of ``bandlab.interop.encoding`` (the
  same as the OpenSpiel adapter's; docs/interop.md lists it).
- Each observation is ``{"observation": <the seat's view tensor>, "action_mask": <int8, 1 for each
  legal action>}``, built from the agent's ``view(p)`` only; the mask is all zeros when it is not
  that agent's turn.  ``env.unwrapped.state.view(p)`` is the view itself (a JSON-able dict).
- Rewards come at the end only: 1 shared equally among the winners, 0 to the rest.
- ``reset(seed=s)`` deals bandlab's game with seed ``s``; without one, the next seed of the
  environment's own generator (seeded by ``env(seed=...)``).
- ``render()`` with ``render_mode="ansi"`` returns the game's own text: the sentences of the last
  move's events, the scores and whose turn it is.
- Bad input raises ``ValueError`` and changes nothing: an integer outside the action space, an
  action that is not legal now, an action for an agent whose game is over (PettingZoo's
  ``_was_dead_step`` wants None), unknown options.  In an AEC environment the acting agent is
  always ``agent_selection``, so no agent can act out of turn.
"""

import random

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from bandlab.core.limits import MAX_SEED
from bandlab.games import load_game
from bandlab.interop.encoding import bandlab_options, legal_action, legal_numbers, numbering, view_tensor


def env(game_id, players=None, seed=None, render_mode=None, **options):
    """A bandlab game as a PettingZoo AEC environment (order of reset/step checked by PettingZoo)."""
    return wrappers.OrderEnforcingWrapper(BandlabEnv(game_id, players, seed, render_mode, **options))


class BandlabEnv(AECEnv):
    """One bandlab game for PettingZoo; ``env()`` is the usual way to make one."""

    metadata = {"render_modes": ["ansi"], "name": "bandlab_v0", "is_parallelizable": False}

    def __init__(self, game_id, players=None, seed=None, render_mode=None, **options):
        super().__init__()
        if game_id not in ("first-band", "scout-and-raise", "battle-of-the-bands", "band-grab"):
            raise ValueError(
                f"bandlab has no game {game_id!r}: choose first-band, scout-and-raise, "
                f"battle-of-the-bands or band-grab."
            )
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}.")
        self.game = load_game(game_id)
        self.players = self.game.min_players if players is None else players
        self.options = bandlab_options(game_id, options)
        self.game.new(self.players, **self.options)  # a bad player count or option raises SetupError here
        self.metadata = dict(self.metadata, name=f"bandlab_{game_id.replace('-', '_')}_v0")
        self.render_mode, self.seeds = render_mode, random.Random(seed)
        self.numbering, self.encoder = numbering(game_id), view_tensor(game_id)
        self.possible_agents = [f"player_{p}" for p in range(self.players)]
        self.agent_seat = {agent: p for p, agent in enumerate(self.possible_agents)}
        self.observation_spaces = {agent: self.make_observation_space() for agent in self.possible_agents}
        self.action_spaces = {agent: spaces.Discrete(self.numbering.size) for agent in self.possible_agents}
        self.state, self.events = None, []

    def make_observation_space(self):
        """The view tensor and the action mask."""
        return spaces.Dict(
            {
                "observation": spaces.Box(-np.inf, np.inf, (self.encoder.size,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.numbering.size,), np.int8),
            }
        )

    def observation_space(self, agent):
        """The observation space of ``agent``."""
        return self.observation_spaces[agent]

    def action_space(self, agent):
        """The action space of ``agent``: every numbered action of the game."""
        return self.action_spaces[agent]

    def reset(self, seed=None, options=None):
        """Deal a new game (bandlab's seed ``seed``, else the environment's next one)."""
        deal_seed = self.seeds.randrange(MAX_SEED + 1) if seed is None else seed
        self.state = self.game.new(self.players, seed=deal_seed, **self.options)
        self.events = list(self.state.opening_events())
        self.agents = list(self.possible_agents)
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        self.agent_selection = self.possible_agents[self.state.current_player]

    def observe(self, agent):
        """``agent``'s view as a tensor, and its legal actions as a mask."""
        seat = self.agent_seat[agent]
        mask = np.zeros(self.numbering.size, np.int8)
        if not self.state.is_over and seat == self.state.current_player:
            mask[legal_numbers(self.state)] = 1
        return {"observation": self.encoder.encode(self.state.view(seat)), "action_mask": mask}

    def step(self, action):
        """Play ``action`` (an integer) for ``agent_selection``."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            return self._was_dead_step(action)
        move = legal_action(self.state, self.checked_number(action))  # ValueError before any change
        self._cumulative_rewards[agent] = 0.0
        self.events = self.state.apply(move)
        if self.state.is_over:
            self.finish()
        else:
            self.agent_selection = self.possible_agents[self.state.current_player]
        self._accumulate_rewards()

    def checked_number(self, action):
        """``action`` as an int, or ValueError if it is not a whole number in the action space."""
        if isinstance(action, (bool, np.bool_)) or not isinstance(action, (int, np.integer)):
            raise ValueError(f"An action is a whole number from 0 to {self.numbering.size - 1}, not {action!r}.")
        return int(action)

    def finish(self):
        """The end: rewards shared among the winners, every agent terminated."""
        winners = self.state.winners()
        for agent, seat in self.agent_seat.items():
            self.rewards[agent] = 1.0 / len(winners) if seat in winners else 0.0
            self.terminations[agent] = True

    def render(self):
        """The game's own text (render_mode "ansi"); nothing without a render mode."""
        if self.render_mode is None:
            return None
        lines = [event.text for event in self.events]
        scores = ", ".join(f"{name} {score}" for name, score in zip(self.state.names, self.state.scores()))
        lines.append(f"Scores: {scores}.")
        if self.state.is_over:
            lines.append("The game is over.")
        else:
            lines.append(f"{self.state.names[self.state.current_player]} to act.")
        return "\n".join(lines)

    def close(self):
        """Nothing to release."""
