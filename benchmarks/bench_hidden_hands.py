"""What the hidden cards cost the coach: the coach against the same coach seeing every hand.

Run: python benchmarks/bench_hidden_hands.py [GAME] [--games 100] [--first-seed 10000]
     python benchmarks/bench_hidden_hands.py [GAME] --gauge [--positions 200] [--worlds 100] [--first-seed 1000]

The coach's search deals the cards its player cannot see at random (``Game.resample``).  A rival's hand
could be read better from what the rival did; this asks how much that could be worth at most.  The
*seeing* coach is the shipped search bot whose worlds keep every hand as it really is: only the draw
pile's order and the dice are dealt afresh.  No honest reading of the hands can do better than that.

- Games (default): ``--games`` games with one coach seat (rotating) against three heuristic bots, played
  twice on the same deals, by the shipped coach and by the seeing coach; win shares with 95% Wilson
  intervals and the paired difference per game.
- ``--gauge``: decision by decision, as ``bench_search_choices.py`` but judged by the true hands: each
  variant's move at ``--positions`` decisions of seeded heuristic games is scored by its win chance over
  ``--worlds`` worlds that keep the true hands (pile reshuffled, dice reseeded, heuristic bots in every
  seat), and compared with the heuristic bot's move at the same position.

Results of 2026-12-03 (Battle of the Bands) are in docs/architecture.md ("What the hidden cards cost").
"""

import argparse
import contextlib
import math
import statistics
import time

from bench_search_choices import positions

import bandlab.search as search
from bandlab.agents import make_agent, play_out
from bandlab.analysis.stats import wilson_interval
from bandlab.cli import whole_number
from bandlab.core.limits import MAX_SEED
from bandlab.core.rng import Rng
from bandlab.games import load_game

PLAYERS = 4
#: The games whose hidden cards ``true_world`` knows how to deal afresh, and the state's field that holds each one's
#: draw pile (Band Grab's ``pile`` is its discard pile, face up).
DRAW_PILE = {"battle-of-the-bands": "pile", "band-grab": "deck"}
#: Written limits of the command line: games (one takes 10-30 s of one core per coach), positions and worlds.
MAX_COACH_GAMES = 10_000
MAX_POSITIONS = 10_000
MAX_WORLDS = 10_000


def true_world(state, seed):
    """``state`` with every hand as it is, the draw pile's order and the dice dealt afresh from ``seed``."""
    world = state.clone()
    world.rng = Rng(seed)
    world.rng.shuffle(getattr(world, DRAW_PILE[state.game.id]))
    if hasattr(world, "dice"):
        world.dice, world.dice_used = (), 0
    world._legal = None
    return world


@contextlib.contextmanager
def seeing(truth):
    """While inside, the search's worlds come from ``truth["state"]`` (the real position) by ``true_world``."""
    original = search.Playouts.world

    def world(playouts, k):
        kept = playouts.worlds.get(k)
        if kept is None:
            kept = playouts.worlds[k] = true_world(truth["state"], search.world_seed(playouts.seed, k))
        return kept.clone()

    search.Playouts.world = world
    try:
        yield
    finally:
        search.Playouts.world = original


def play(game_id, seed, seat, sees):
    """One game, the coach in ``seat`` (seeing every hand if ``sees``): its share of the win."""
    game, truth = load_game(game_id), {}
    state = game.new(PLAYERS, seed=seed)
    bots = [make_agent("heuristic", game_id, seed * 7 + q) for q in range(PLAYERS)]
    bots[seat] = search.SearchBot(seed * 7 + seat)
    with seeing(truth) if sees else contextlib.nullcontext():
        while not state.is_over:
            legal = state.legal_actions()
            player = state.current_player
            truth["state"] = state
            state.apply(legal[0] if len(legal) == 1 else bots[player].choose(state.view(player), legal))
    return win_share(state, seat)


def games(game_id, count, first_seed):
    """The shipped and the seeing coach on the same ``count`` deals."""
    shares = {"coach": [], "seeing coach": []}
    for g in range(count):
        for name, sees in (("coach", False), ("seeing coach", True)):
            shares[name].append(play(game_id, first_seed + g, g % PLAYERS, sees))
    for name, won in shares.items():
        low, high = wilson_interval(sum(won), count)
        rate = 100 * sum(won) / count
        print(f"{game_id}, {count} games: {name} wins {rate:.1f}% ({100 * low:.1f}-{100 * high:.1f}%)")
    print_mean("seeing coach minus coach, a game", [s - c for s, c in zip(shares["seeing coach"], shares["coach"])])


def win_share(state, seat):
    """``seat``'s share of the win in a finished game: 1, 1/k in a k-way tie, or 0."""
    winners = state.winners()
    return 1 / len(winners) if seat in winners else 0.0


def true_chance(game_id, state, seat, move, worlds, first_world):
    """The win chance of ``move`` for ``seat`` over ``worlds`` worlds that keep the true hands."""
    bots = [make_agent("heuristic", game_id, q) for q in range(PLAYERS)]
    won = 0.0
    for k in range(worlds):
        world = true_world(state, first_world + k)
        world.apply(move)
        play_out(world, bots)
        won += win_share(world, seat)
    return won / worlds


def gauge(game_id, count, worlds, first_seed):
    """Each variant's gain over the heuristic bot's move, judged by the true hands."""
    found, truth = positions(game_id, count, first_seed), {}
    variants = {
        "heuristic": lambda i, view, legal: make_agent("heuristic", game_id, 31 * i).choose(view, legal),
        "coach": lambda i, view, legal: search.SearchBot(31 * i).choose(view, legal),
    }
    chances = {}
    for name in (*variants, "seeing coach"):
        choose = variants.get(name, variants["coach"])
        chances[name] = []
        with seeing(truth) if name == "seeing coach" else contextlib.nullcontext():
            for i, (state, seat) in enumerate(found):
                truth["state"] = state
                move = choose(i, state.view(seat), state.legal_actions())
                chances[name].append(true_chance(game_id, state, seat, move, worlds, 10_007 * i))
    print(f"{game_id}: {len(found)} positions, {worlds} worlds each, judged by the true hands")
    for name in ("coach", "seeing coach"):
        print_mean(
            f"{name}'s gain over the heuristic bot, a decision",
            [c - h for c, h in zip(chances[name], chances["heuristic"])],
        )


def print_mean(what, values):
    """A mean in points with its standard error."""
    se = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    print(f"{what}: {100 * statistics.mean(values):+.2f} points (standard error {100 * se:.2f})")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", nargs="?", default="battle-of-the-bands", choices=sorted(DRAW_PILE))
    parser.add_argument("--gauge", action="store_true", help="decision by decision instead of whole games")
    parser.add_argument("--games", type=whole_number(1, MAX_COACH_GAMES), default=100)
    parser.add_argument("--positions", type=whole_number(2, MAX_POSITIONS), default=200)
    parser.add_argument("--worlds", type=whole_number(1, MAX_WORLDS), default=100)
    parser.add_argument("--first-seed", type=whole_number(0, MAX_SEED - MAX_COACH_GAMES), default=None)
    args = parser.parse_args()
    started = time.process_time()
    if args.gauge:
        gauge(args.game, args.positions, args.worlds, 1000 if args.first_seed is None else args.first_seed)
    else:
        games(args.game, args.games, 10_000 if args.first_seed is None else args.first_seed)
    print(f"{time.process_time() - started:.0f} s of CPU")


if __name__ == "__main__":
    main()
