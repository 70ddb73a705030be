"""The coach's search: how good is each legal move, judged from what the player may see.

>>> from bandlab.search import analyse
>>> result = analyse(state.view(p), state.legal_actions(), seed=1)
>>> result.best, result.moves[0].rate      # the move to play, and its estimated win chance

Determinized Monte Carlo with the game's heuristic bots as the playout policy, for every game
and from the view alone (the search never sees a state):

1. A *world* is ``game.resample(view, seed)``: the position rebuilt from the view, with every card
   the player cannot see dealt at random and the world's dice seeded apart from the real game's.
2. A move is tried in a world by playing it, then letting heuristic bots play every seat to the
   end (or up to ``depth`` actions, then the leaders share the win).  Each bot sees only its own
   view of the world (a forced move is played without asking a bot that, like every heuristic bot,
   draws and remembers nothing: ``Agent.asked_when_forced``).  A win shared by k players counts 1/k,
   as in the simulation runner.
3. The budget (simulated actions) is spread by sequential halving: every move gets the same
   share, the worse half is dropped, and so on until one is left, so good moves get most
   playouts.  The k-th playout of every move uses the same world k (common random numbers), so
   moves are compared on the same deals.

The search bot (``SearchBot``, ``search`` among every game's bots, its budget in ``Game.search``) adds
two rules for its small budget: it weighs only as many moves as the budget can tell apart (the playout bot's
favourites first), and it keeps the playout bot's own move unless another beats it clearly on the
same worlds.  A game may name a stronger bot for the search bot's own seat (``SearchSettings.own_bot``): it
names the favourites and plays that seat in the playouts, while the other seats stay with the playout bot.
``review`` runs the analysis over a seat's decisions in a line.

Everything is seeded: the same view, legal moves, seed and budget give the same answer.  A
``time_limit`` (seconds) stops early for interactive use, at the price of exact repeatability.
Standard library and engine only: no numpy, no plotting (``bandlab.viz.coach`` draws the answer).
"""

import math
import time
from dataclasses import dataclass, field

from bandlab.core import SetupError
from bandlab.core.agents import Agent, with_random
from bandlab.core.rng import MASK64, Rng
from bandlab.games import load_game

#: A playout stops after this many actions (unless the game's ``SearchSettings.playout_depth`` says
#: fewer for the search bot); then the players with the highest scores share the win.  The coach's
#: hints and reviews play to the end, so the chances they show are win chances.
DEFAULT_DEPTH = 400
#: The bots that play out the worlds.
PLAYOUT_BOT = "heuristic"
#: The search bot's rules for small budgets (see SearchBot): playouts each move weighed gets per
#: halving round, and the playouts its first search assumes the budget buys.  (How clearly another
#: move must beat the playout bot's own choice is each game's ``SearchSettings.switch_z``.)
FIRST_ROUND_PLAYOUTS = 4
INITIAL_PLAYOUTS = 40


@dataclass(frozen=True)
class MoveEstimate:
    """One legal move: how many playouts it won (shared wins count 1/k) out of how many; the share
    won in each world (world k is the k-th playout of every move, so two moves pair up)."""

    action: object
    wins: float
    playouts: int
    outcomes: tuple = field(default=(), compare=False, repr=False)

    @property
    def rate(self):
        """The estimated win chance (0 before any playout)."""
        return self.wins / self.playouts if self.playouts else 0.0


@dataclass
class Analysis:
    """The search's answer for one position: every legal move, best first."""

    player: int
    moves: list  # MoveEstimate per legal move, best first
    playouts: int  # playouts run in all
    seconds: float
    complete: bool = True  # False if stopped early (time limit or cancelled)
    legal: list = field(default_factory=list)  # the legal moves in the game's order
    spent: int = 0  # actions simulated in all

    @property
    def best(self):
        """The move the search would play."""
        return self.moves[0].action

    def estimate(self, action):
        """The MoveEstimate of ``action`` (KeyError if it is not a legal move here)."""
        for move in self.moves:
            if move.action == action:
                return move
        raise KeyError(f"{action} is not one of the legal moves analysed")

    def cost(self, action):
        """Estimated win chance lost by playing ``action`` instead of the best move (0 or more)."""
        return max(0.0, self.moves[0].rate - self.estimate(action).rate)

    @property
    def playout_length(self):
        """Actions per playout, on average."""
        return self.spent / self.playouts if self.playouts else 0.0

    def beats(self, action, other, z=1.0):
        """True if ``action`` did better than ``other`` in the worlds both were played in, by more than
        ``z`` standard errors of the paired differences (noise alone rarely passes)."""
        a, b = self.estimate(action).outcomes, self.estimate(other).outcomes
        diffs = [x - y for x, y in zip(a, b)]
        if not diffs:
            return False
        mean_diff = sum(diffs) / len(diffs)
        if len(diffs) < 2:
            return mean_diff > 0 and z <= 0
        var = sum((d - mean_diff) ** 2 for d in diffs) / (len(diffs) - 1)
        return mean_diff > z * math.sqrt(var / len(diffs)) and mean_diff > 0


def default_budget(game_id):
    """The search bot's budget per decision for a game, in simulated actions (``Game.search``)."""
    return load_game(game_id).search.budget


def playout_agent(game, name, seed):
    """A bot that plays out the worlds: ``random`` or one of the game's own (``Game.bots``)."""
    bots = with_random(game.bots)
    if name not in bots:
        raise SetupError(f"There is no playout bot {name!r} for {game.id}; choose from: {', '.join(bots)}.")
    return bots[name](seed)


def world_seed(seed, k):
    """The seed of world ``k`` of a search seeded with ``seed`` (SplitMix64 of both)."""
    return Rng((seed * 0x9E3779B97F4A7C15 + k) & MASK64).next64() >> 11


def should_stop(cancelled, time_limit, started):
    """True once ``cancelled()`` says so or ``time_limit`` seconds have passed since ``started``."""
    return bool((cancelled and cancelled()) or (time_limit and time.perf_counter() - started > time_limit))


def analyse(
    view,
    legal_actions,
    budget=None,
    seed=0,
    depth=DEFAULT_DEPTH,
    time_limit=None,
    progress=None,
    cancelled=None,
    keep=(),
    playout_bot=PLAYOUT_BOT,
    own_bot=None,
):
    """Estimate every legal move's win chance for ``view``'s player; return an Analysis.

    - ``budget``: simulated actions in all (default: the game's ``default_budget``).  Every move
      gets at least one playout per halving round, whatever the budget.
    - ``keep``: moves never dropped by the halving (the move a player actually chose, so its
      estimate is as good as the best move's and the two compare on the same worlds).
    - ``progress(spent, budget)``: called after each playout; ``cancelled()``: stop once it is true.
    - ``time_limit``: seconds; stop once it has passed (the answer then depends on the machine).
    - ``playout_bot`` plays every seat of the playouts, but ``own_bot`` (if given) plays ``view``'s player's own.
    """
    game = load_game(view["game"])
    legal = list(legal_actions)
    if not legal:
        raise ValueError("There is no legal move to analyse: the game is over.")
    budget = budget or default_budget(game.id)
    started = time.perf_counter()
    playouts = Playouts(game, view, seed, depth, playout_bot, own_bot)
    stats = [[0.0, 0] for _ in legal]
    outcomes = [[] for _ in legal]
    reached = [0] * len(legal)  # the last halving round each move took part in
    alive = list(range(len(legal)))
    rounds = max(1, math.ceil(math.log2(len(legal))))
    complete = True
    for r in range(rounds):
        goal = playouts.spent + (budget - playouts.spent) / (rounds - r)
        while complete:  # passes of one playout per move left, until this round's share is spent
            for i in alive:
                if should_stop(cancelled, time_limit, started):
                    complete = False
                    break
                credit = playouts.playout(legal[i], stats[i][1])
                outcomes[i].append(credit)
                stats[i][0] += credit
                stats[i][1] += 1
                if progress:
                    progress(min(playouts.spent, budget), budget)
            if playouts.spent >= goal:
                break
        if not complete or len(alive) == 1:
            break
        ranked = sorted(alive, key=lambda i: (-mean(stats[i]), i))
        alive = ranked[: math.ceil(len(alive) / 2)]
        alive += [i for i in ranked[len(alive) :] if legal[i] in keep]
        for i in alive:
            reached[i] = r + 1
    order = sorted(range(len(legal)), key=lambda i: (-reached[i], -mean(stats[i]), -stats[i][1], i))
    moves = [MoveEstimate(legal[i], stats[i][0], stats[i][1], tuple(outcomes[i])) for i in order]
    return Analysis(
        view["player"], moves, sum(n for _, n in stats), time.perf_counter() - started, complete, legal, playouts.spent
    )


def mean(stat):
    """Wins per playout of a [wins, playouts] pair (0 before any)."""
    return stat[0] / stat[1] if stat[1] else 0.0


class Playouts:
    """Worlds sampled from one view, and heuristic playouts in them."""

    def __init__(self, game, view, seed, depth, bot, own_bot=None):
        self.game, self.view, self.seed, self.depth = game, view, seed, depth
        self.player = view["player"]
        players = len(view["names"])
        self.bots = [playout_agent(game, bot, seed * 31 + seat) for seat in range(players)]
        if own_bot is not None:
            self.bots[self.player] = playout_agent(game, own_bot, seed * 31 + self.player)
        self.worlds = {}
        self.spent = 0  # actions simulated so far

    def world(self, k):
        """World ``k``: the view's position with its hidden cards dealt afresh (cached, cloned for use)."""
        world = self.worlds.get(k)
        if world is None:
            world = self.worlds[k] = self.game.resample(self.view, world_seed(self.seed, k))
        return world.clone()

    def playout(self, action, k):
        """Play ``action`` in world ``k``, then bots to the end: this player's share of the win."""
        state = self.world(k)
        state.apply(action)
        bots = self.bots
        steps = 1
        while steps < self.depth:
            actor = state.current_player
            if actor is None:
                break
            legal, bot = state.legal_actions(), bots[actor]
            forced = len(legal) == 1 and not bot.asked_when_forced  # nothing to choose: no view to build
            state.apply(legal[0] if forced else bot.choose(state.view(actor), legal))
            steps += 1
        self.spent += steps
        return self.credit(state)

    def credit(self, state):
        """1/k if this player is among k winners (the leaders by score, if the playout was cut short)."""
        if state.is_over:
            winners = state.winners()
        else:
            scores = state.scores()
            winners = [p for p, s in enumerate(scores) if s == max(scores)]
        return 1 / len(winners) if self.player in winners else 0.0


@dataclass(frozen=True)
class ReviewedMove:
    """One decision of a reviewed line: what was played, what the search prefers, what it cost."""

    step: int  # the position before the move is ``step`` (the move is the line's action ``step``)
    player: int
    played: object
    analysis: Analysis

    @property
    def best(self):
        """The move the search rates best."""
        return self.analysis.best

    @property
    def cost(self):
        """Estimated win chance lost by the move played (0 when it is the best)."""
        return self.analysis.cost(self.played)


def decisions(states, actions, seat):
    """The steps of a line at which ``seat`` chose among several moves (``states[k]`` is before ``actions[k]``)."""
    return [k for k in range(len(actions)) if states[k].current_player == seat and len(states[k].legal_actions()) > 1]


def review(states, actions, seat, budget=None, seed=0, cancelled=None, steps=None):
    """Analyse ``seat``'s decisions in a line, yielding a ReviewedMove as each is done, in step order.

    ``states[k]`` is the position before ``actions[k]``; ``steps`` (default: every decision of
    ``seat``, see ``decisions``) says which to analyse.  The move played is kept to the end of each
    search, so its estimate compares fairly with the best one.  ``cancelled()`` stops early.
    The most costly moves: ``sorted(review(...), key=lambda m: -m.cost)``.
    """
    for k in decisions(states, actions, seat) if steps is None else steps:
        if cancelled and cancelled():
            return
        state = states[k]
        analysis = analyse(
            state.view(seat),
            state.legal_actions(),
            budget,
            world_seed(seed, k),
            keep=(actions[k],),
            cancelled=cancelled,
        )
        if not analysis.complete:
            return
        yield ReviewedMove(k, seat, actions[k], analysis)


def ranked_moves(bot, view, legal_actions, limit):
    """Up to ``limit`` moves, the playout bot's favourite first: the bot is asked again without the
    moves it already chose (as long as it answers with one of the moves offered: bots are written
    for whole lists of legal moves), then the rest follow in the game's order."""
    ranked, rest = [], list(legal_actions)
    while rest and len(ranked) < limit:
        try:
            choice = bot.choose(view, rest) if ranked else bot.choose(view, legal_actions)
        except Exception:  # a bot that needs a move it was not offered (pass, say): no more ranking
            break
        if choice not in rest:
            break
        ranked.append(choice)
        rest.remove(choice)
    return (ranked + rest)[:limit]


def moves_for_budget(budget, playout_length, count):
    """How many moves a search can weigh with ``budget`` actions when a playout takes
    ``playout_length``: each gets FIRST_ROUND_PLAYOUTS playouts in every halving round (at least 2)."""
    arms = 2
    while (
        arms < count and (arms + 1) * FIRST_ROUND_PLAYOUTS * math.ceil(math.log2(arms + 1)) * playout_length <= budget
    ):
        arms += 1
    return min(arms, count)


class SearchBot(Agent):
    """Plays the move the coach's search rates best, from its player's view only (seeded).

    With a small budget and many legal moves a search cannot tell them apart, and noise would
    choose.  So the bot weighs only as many moves as its budget supports (the playout bot's
    favourites first), and keeps the playout bot's own move unless another beats it clearly on
    the same worlds (``Analysis.beats`` by ``switch_z`` standard errors: the game's ``SearchSettings.switch_z``
    unless given).
    """

    name = "search"

    def __init__(self, seed=0, budget=None, depth=None, switch_z=None):
        super().__init__(seed)
        self.seed, self.budget, self.depth, self.switch_z = seed, budget, depth, switch_z
        self.decisions = 0
        self.playout_length = None  # actions per playout in the last search: how many moves the next can weigh
        self.analysis = None  # the last search's Analysis

    def choose(self, view, legal_actions):
        """The best move found, or the only one."""
        if len(legal_actions) == 1:
            return legal_actions[0]
        self.decisions += 1
        seed = self.rng.next64() >> 11
        game = load_game(view["game"])
        budget = self.budget or game.search.budget
        own = game.search.own_bot
        bot = playout_agent(game, own or PLAYOUT_BOT, seed)
        length = self.playout_length or budget / INITIAL_PLAYOUTS
        weighed = max(moves_for_budget(budget, length, len(legal_actions)), game.search.moves_weighed or 0)
        moves = ranked_moves(bot, view, legal_actions, min(weighed, len(legal_actions)))
        favourite = moves[0]
        depth = self.depth or game.search.playout_depth or DEFAULT_DEPTH
        self.analysis = analysis = analyse(view, moves, budget, seed, depth, keep=(favourite,), own_bot=own)
        self.playout_length = analysis.playout_length or self.playout_length
        best = analysis.best
        z = game.search.switch_z if self.switch_z is None else self.switch_z
        return best if best == favourite or analysis.beats(best, favourite, z) else favourite
