"""The bot protocol: an ``Agent`` chooses one legal action from what its player sees (a view, never the state).

A game lists its own bots in ``Game.bots`` (name -> class, built as ``cls(seed)``) and its search bot's
settings in ``Game.search`` (``SearchSettings``); ``bandlab.agents`` adds ``random`` and ``search`` to every
game's own bots.  Everything here is standard library and ``bandlab.core``: games import it freely.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bandlab.core.rng import Rng

#: The bot every game has that plays uniformly at random.
RANDOM = "random"


class Agent:
    """A bot that chooses one of the legal actions from what its player sees."""

    name = "agent"
    #: True if ``choose`` must be asked even when only one move is legal: it draws a random number or
    #: remembers what it saw.  False (every heuristic bot) lets a search play a forced move without
    #: building a view for the bot, which changes nothing.
    asked_when_forced = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        """Return one of ``legal_actions``."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{self.name} agent>"


class RandomAgent(Agent):
    """Chooses uniformly among the legal actions (seeded)."""

    name = RANDOM
    asked_when_forced = True  # it draws a number even then: skipping it would change the next draws

    def choose(self, view: dict[str, Any], legal_actions: Sequence[Any]) -> Any:
        """Any legal action, uniformly."""
        return legal_actions[self.rng.below(len(legal_actions))]


@dataclass(frozen=True)
class SearchSettings:
    """How the coach's search bot plays a game (``Game.search``; bandlab.search reads it).

    - ``budget``: simulated actions per decision (every action a playout plays counts one): about
      0.4 s of playouts on one core (median; benchmarks/bench_search.py).  Actions, not seconds, keep
      seeded decisions repeatable on any machine.
    - ``playout_depth``: the bot's playouts stop after this many actions and the leaders share the win
      (None: play to the end).  A game where the cards still to come decide a race makes whole
      playouts too noisy to tell moves apart; who leads a few turns on is the better signal there.
    - ``switch_z``: how many standard errors another move must beat the playout bot's own favourite by, on
      the same worlds, before the bot plays it (0: whichever move the search rates best).  A margin keeps a
      small budget's noise from choosing; a game whose good moves stand out plays better without one.
    - ``own_bot``: the bot (one of ``Game.bots``) that names the search bot's favourite moves and plays its own
      seat in the playouts (None: the playout bot, ``heuristic``).  The other seats are always played by the
      playout bot, the bot the search expects to meet.
    - ``moves_weighed``: the fewest moves the search bot weighs when a position has that many (its own-seat bot's
      favourites first; None: only as many as the budget can tell apart, ``bandlab.search.moves_for_budget``).  A
      game whose good move is often far down the favourite's list gains more from finding it than it loses to the
      noise of more moves sharing the budget.
    """

    budget: int = 8_000
    playout_depth: int | None = None
    switch_z: float = 1.0
    own_bot: str | None = None
    moves_weighed: int | None = None


def with_random(bots: Mapping[str, type[Agent]]) -> dict[str, type[Agent]]:
    """A game's own ``bots`` (``Game.bots``) and ``random`` first: the bots that need nothing above the games."""
    return {RANDOM: RandomAgent, **bots}
