"""Bots: each gets a player's ``view`` and the legal actions, never the state.

``make_agent("random" | "heuristic", game_id, seed)`` builds one; a game lists
its own bots in ``Game.agents``.
"""

from bandlab.core import Rng, SetupError
from bandlab.core.limits import MAX_STEPS
from bandlab.games import load_game


class Agent:
    """A bot that chooses one of the legal actions from what its player sees."""

    name = "agent"

    def __init__(self, seed=0):
        self.rng = Rng(seed)

    def choose(self, view, legal_actions):
        """Return one of ``legal_actions``."""
        raise NotImplementedError

    def __repr__(self):
        return f"<{self.name} agent>"


class RandomAgent(Agent):
    """Chooses uniformly among the legal actions (seeded)."""

    name = "random"

    def choose(self, view, legal_actions):
        """Any legal action, uniformly."""
        return legal_actions[self.rng.below(len(legal_actions))]


def agent_names(game_id):
    """The bots available for a game: random plus the game's own."""
    return ["random"] + list(getattr(load_game(game_id), "agents", {}))


def make_agent(name, game_id, seed=0):
    """Build the bot called ``name`` for ``game_id``, or raise SetupError naming the choices."""
    if name == "random":
        return RandomAgent(seed)
    own = getattr(load_game(game_id), "agents", {})
    if name not in own:
        raise SetupError(f"There is no bot {name!r} for {game_id}; choose from: {', '.join(agent_names(game_id))}.")
    return own[name](seed)


def play_steps(state, agents, steps):
    """Let ``agents`` (one per player) play the next ``steps`` actions of ``state`` (fewer if the game
    ends first); return ``state``. Pages use it to reach a position of a seeded game."""
    for _ in range(min(steps, MAX_STEPS)):
        if state.is_over:
            break
        player = state.current_player
        state.apply(agents[player].choose(state.view(player), state.legal_actions()))
    return state


def play_out(state, agents):
    """Let ``agents`` (one per player) play ``state`` to the end; return all events in order.

    A game still going after MAX_STEPS actions in all raises RuntimeError (a bot or rule that never ends).
    """
    events = []
    while not state.is_over:
        if len(state.history) >= MAX_STEPS:
            raise RuntimeError(f"The game did not end after {MAX_STEPS:,} actions, the most bandlab plays in one game.")
        player = state.current_player
        legal = state.legal_actions()
        action = agents[player].choose(state.view(player), legal)
        events.extend(state.apply(action))
    return events
