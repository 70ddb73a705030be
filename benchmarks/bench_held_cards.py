"""Does the coach play better in Band Grab when its worlds know what a passed-up gig tells?

Run: python benchmarks/bench_held_cards.py [--positions 60] [--worlds 200] [--games 400]

A player whose band is gig-ready and who plays no gig holds no gig card among its hidden cards; the view
counts them (``held_when_ready``) and the resampler deals them from cards that are not gigs.  This takes the
decisions of heuristic games where a rival is gig-ready with counted cards, and asks the search bot twice:
with the view as it is, and with the count wiped (the worlds every earlier version dealt).  Where the two
choose differently, each choice's *true* win chance is estimated from the real position: the real hands,
the deck shuffled afresh for each of ``--worlds`` playouts to the end by heuristic bots (the same shuffles
for both moves).  The gain is the mean difference over all positions (a position where both agree counts
0), with the standard error of the paired differences.
"""

import argparse
import statistics

import bandlab
from bandlab.agents import make_agent
from bandlab.cli import whole_number
from bandlab.core.rng import Rng
from bandlab.search import SearchBot

GAME_ID = "band-grab"
#: Written limits of the command line: positions (each costs two search decisions, about 1 s, and where they
#: differ 2 x --worlds playouts), worlds, and the heuristic games searched for positions (about 7 ms each, so
#: 100,000 take about 12 minutes; the search stops once it has --positions).
MAX_POSITIONS = 10_000
MAX_WORLDS = 10_000
MAX_SOURCE_GAMES = 100_000


def positions(count, games, players=4):
    """Up to ``count`` states of heuristic games at a decision where a gig-ready rival has counted cards."""
    game = bandlab.load_game(GAME_ID)
    found = []
    for seed in range(games):
        state = game.new(players, seed=seed)
        bots = [make_agent("heuristic", GAME_ID, seed * 10 + p) for p in range(players)]
        while not state.is_over and len(found) < count:
            p, legal = state.current_player, state.legal_actions()
            view = state.view(p)
            if len(legal) > 1 and any(
                view["held_when_ready"][q] and view["gig_ready"][q] for q in range(players) if q != p
            ):
                found.append(state.clone())
            state.apply(bots[p].choose(view, legal))
        if len(found) >= count:
            break
    return found


def true_chance(state, action, worlds, seed):
    """``action``'s win chance for the mover from the real position: real hands, the deck shuffled afresh."""
    p = state.current_player
    wins = []
    for k in range(worlds):
        world = state.clone()
        rng = Rng(seed * 1_000_003 + k)
        rng.shuffle(world.deck)
        world.rng = Rng(rng.next64())
        world.apply(action)
        bots = [make_agent("heuristic", GAME_ID, q) for q in range(world.players)]
        while not world.is_over:
            q = world.current_player
            world.apply(bots[q].choose(world.view(q), world.legal_actions()))
        winners = world.winners()
        wins.append(1 / len(winners) if p in winners else 0.0)
    return wins


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=whole_number(1, MAX_POSITIONS), default=60)
    parser.add_argument("--worlds", type=whole_number(1, MAX_WORLDS), default=200)
    parser.add_argument(
        "--games",
        type=whole_number(1, MAX_SOURCE_GAMES),
        default=400,
        help="heuristic games to take positions from, at most",
    )
    args = parser.parse_args()
    gains, differ = [], 0
    for i, state in enumerate(positions(args.positions, args.games)):
        p, legal = state.current_player, state.legal_actions()
        view = state.view(p)
        knowing = SearchBot(i).choose(view, legal)
        view["held_when_ready"] = [0] * state.players
        blind = SearchBot(i).choose(view, legal)
        if knowing == blind:
            gains.append(0.0)
            continue
        differ += 1
        pairs = zip(true_chance(state, knowing, args.worlds, i), true_chance(state, blind, args.worlds, i))
        gains.append(100 * statistics.fmean(a - b for a, b in pairs))
        print(f"position {i}: knowing plays {knowing}, blind plays {blind}: {gains[-1]:+.1f} points", flush=True)
    se = statistics.stdev(gains) / len(gains) ** 0.5 if len(gains) > 1 else 0.0
    print(
        f"{len(gains)} positions with a gig-ready rival holding counted cards; the two searches chose differently "
        f"in {differ}; gain of knowing: {statistics.fmean(gains):+.2f} points a decision (se {se:.2f})"
    )


if __name__ == "__main__":
    main()
