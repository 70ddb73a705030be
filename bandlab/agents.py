"""Bots: each gets a player's ``view`` and the legal actions, never the state.

Every game has ``random``, its own bots (``Game.bots``: ``heuristic``) and the coach's ``search``;
``make_agent(name, game_id, seed)`` builds one.  The protocol (``Agent``) is ``bandlab.core.agents``.
"""

from bandlab.core import SetupError
from bandlab.core.agents import Agent, RandomAgent, with_random
from bandlab.core.limits import MAX_STEPS
from bandlab.games import load_game
from bandlab.search import SearchBot

__all__ = ["Agent", "RandomAgent", "agent_names", "bots_of", "make_agent", "play_out", "play_steps", "seat_wins"]


def bots_of(game_id):
    """Every bot of a game, by name: random, the game's own, search."""
    return {**with_random(load_game(game_id).bots), SearchBot.name: SearchBot}


def agent_names(game_id):
    """The names of a game's bots: random, the game's own, search."""
    return list(bots_of(game_id))


def make_agent(name, game_id, seed=0):
    """Build the bot called ``name`` for ``game_id``, or raise SetupError naming the choices."""
    bots = bots_of(game_id)
    if name not in bots:
        raise SetupError(f"There is no bot {name!r} for {game_id}; choose from: {', '.join(bots)}.")
    return bots[name](seed)


def play_steps(state, agents, steps):
    """Let ``agents`` (one per player) play the next ``steps`` actions of ``state`` (fewer if the game
    ends first); return ``state``. Pages use it to reach a position of a seeded game."""
    for _ in range(min(steps, MAX_STEPS)):
        if state.is_over:
            break
        player = state.current_player
        state.apply(agents[player].choose(state.view(player), state.legal_actions()))
    return state


def _check_length(state):
    """Raise RuntimeError once ``state`` has run to MAX_STEPS actions (a bot or rule that never ends)."""
    if len(state.history) >= MAX_STEPS:
        raise RuntimeError(f"The game did not end after {MAX_STEPS:,} actions, the most bandlab plays in one game.")


def play_out(state, agents):
    """Let ``agents`` (one per player) play ``state`` to the end; return all events in order.

    A game still going after MAX_STEPS actions in all raises RuntimeError (a bot or rule that never ends).
    """
    events = []
    while not state.is_over:
        _check_length(state)
        player = state.current_player
        legal = state.legal_actions()
        action = agents[player].choose(state.view(player), legal)
        events.extend(state.apply(action))
    return events


def seat_wins(game_id, bot_class, games, first_seed, players=4, progress=None):
    """Games won by ``bot_class`` (built as ``bot_class(seed)``) in one seat against heuristic bots, the seat rotating
    every game, game ``g`` dealt with seed ``first_seed + g``: a k-way tie counts 1/k.  Forced moves are played
    without asking a bot; ``progress()`` is called after each game; a game past MAX_STEPS actions raises
    RuntimeError.  How a tuned bot is compared with the heuristic bot (``benchmarks/bench_bot_tuning.py``)."""
    game, wins = load_game(game_id), 0.0
    heuristic = game.bots["heuristic"]
    for g in range(games):
        seat = g % players
        seated = [heuristic(g * 7 + p) for p in range(players)]
        seated[seat] = bot_class(g * 7 + seat)
        state = game.new(players, seed=first_seed + g)
        while not state.is_over:
            _check_length(state)
            p, legal = state.current_player, state.legal_actions()
            state.apply(legal[0] if len(legal) == 1 else seated[p].choose(state.view(p), legal))
        winners = state.winners()
        wins += (seat in winners) / len(winners)
        if progress:
            progress()
    return wins
