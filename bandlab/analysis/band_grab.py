"""Band Grab by Monte Carlo: the chance a band is gig-ready within k of its player's turns.

    from bandlab.analysis.band_grab import gig_ready_chance
    chance = gig_ready_chance(state, player=0, turns=5, samples=300)
    chance.by_turn      # chance of being ready by the end of the player's 0th, 1st, ... k-th turn
    chance.low, chance.high    # 95% Wilson intervals, one per k

Hidden cards are resampled from what ``player`` sees (``state.resample``, the game's one resampler):
the deck and the other hands' unseen cards are dealt afresh from the cards ``player`` has not seen, so
the sampled table looks exactly the same to ``player``.  Then bots play every seat from that table,
each from its own view and only with legal actions.  Progress shows as a ``tqdm.auto`` bar.

The estimate is counted in plain Python, so the page runs where numpy is missing (the browser);
where numpy is installed its fields are numpy arrays, as they always were (``host.as_array``).
"""

from dataclasses import dataclass
from itertools import accumulate

from bandlab.agents import make_agent
from bandlab.analysis.host import as_array, progress_bar
from bandlab.analysis.stats import wilson_interval
from bandlab.core.limits import MAX_GAMES, MAX_STEPS

GAME_ID = "band-grab"
#: The most of a player's turns to look ahead: a whole game is at most MAX_STEPS actions.
MAX_TURNS_AHEAD = MAX_STEPS


def whole(value):
    """True for a whole number (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class GigChance:
    """Monte Carlo estimate: ``by_turn[k]`` is the chance of being gig-ready by the end of turn k.

    The four series are float arrays where numpy is installed, lists of floats where it is not."""

    player: int
    samples: int
    by_turn: object  # cumulative chance, index k = 0..turns (0: ready now)
    low: object
    high: object
    win_by_turn: object  # chance the player has played a gig (won) by then
    bot: str

    @property
    def turns(self):
        """The k of the question: how many of the player's turns were looked ahead."""
        return len(self.by_turn) - 1

    def summary(self):
        """One sentence a player reads."""
        k = self.turns
        return (
            f"Gig-ready within {k} turn{'s' if k != 1 else ''}: {self.by_turn[-1]:.0%} "
            f"(95% interval {self.low[-1]:.0%}–{self.high[-1]:.0%}, {self.samples} samples, {self.bot} bots)."
        )


def gig_ready_chance(state, player, turns=3, samples=200, bot="heuristic", seed=0, progress=True):
    """Estimate the chance ``player``'s band is gig-ready within their next ``turns`` turns.

    Ready means the band has the matching genres a gig needs (6, or 5 with a Booking Agent) at
    the end of one of those turns, or the player has won by then.  A game another player wins
    first counts as not ready.  ``samples`` resampled games are played by ``bot`` bots
    (``"heuristic"`` or ``"random"``), seeded from ``seed`` so the estimate is repeatable.
    """
    if state.game.id != GAME_ID:
        raise ValueError(f"gig_ready_chance is for Band Grab, not {state.game.name}.")
    if not 0 <= player < state.players:
        raise ValueError(f"player must be 0 to {state.players - 1}, not {player!r}.")
    if not whole(turns) or not 0 <= turns <= MAX_TURNS_AHEAD:
        raise ValueError(f"turns must be a whole number from 0 to {MAX_TURNS_AHEAD}, not {turns!r}.")
    if not whole(samples) or not 1 <= samples <= MAX_GAMES:
        raise ValueError(f"samples must be a whole number from 1 to {MAX_GAMES:,}, not {samples!r}.")
    ready = [0] * (turns + 2)  # ready[k]: samples first ready at the end of turn k (k = turns + 1: never)
    won = [0] * (turns + 2)
    for s in progress_bar(range(samples), desc="gig-ready chance", disable=not progress):
        ready_at, won_at = first_ready_turn(state, player, turns, bot, seed * 1_000_003 + s)
        ready[ready_at] += 1
        won[won_at] += 1
    ready_by = list(accumulate(ready[: turns + 1]))  # samples ready by the end of turn k
    bounds = [wilson_interval(count, samples) for count in ready_by]
    return GigChance(
        player,
        samples,
        as_array([count / samples for count in ready_by]),
        as_array([low for low, _ in bounds]),
        as_array([high for _, high in bounds]),
        as_array([count / samples for count in accumulate(won[: turns + 1])]),
        bot,
    )


def first_ready_turn(state, player, turns, bot, sample_seed):
    """Play one resampled game on for ``turns`` of ``player``'s turns; return the first of them at whose
    end the band was ready, and the one in which the player won (``turns + 1``: not within ``turns``)."""
    never = turns + 1
    won = 0 if state.is_over and won_gig(state, player) else never
    ready = 0 if state.gig_ready(player) or won == 0 else never
    if state.is_over:
        return ready, won
    game = state.resample(player, sample_seed)
    agents = [make_agent(bot, GAME_ID, sample_seed * 7 + seat) for seat in range(state.players)]
    taken = 0
    while not game.is_over and taken < turns:
        actor = game.current_player
        game.apply(agents[actor].choose(game.view(actor), game.legal_actions()))
        if actor == player:
            taken += 1
            if won_gig(game, player):
                won = taken
            if ready == never and (won == taken or game.gig_ready(player)):
                ready = taken
    return ready, won


def won_gig(state, player):
    """True if the game is over and ``player`` won it with a gig or a Busking Gig."""
    return state.is_over and state.ended_by in ("gig", "busking gig") and player in state.winners()


def genre_meters(state_or_view):
    """Symbols per genre per band as a numpy array (players x genres), and the need per band (numpy: no page
    calls this; the pages' meters are drawn from the view by ``bandlab.viz.band_grab``)."""
    import numpy as np

    view = state_or_view if isinstance(state_or_view, dict) else state_or_view.view(0)
    return np.array(view["meters"]), np.array(view["need"])
