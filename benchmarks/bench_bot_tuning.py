"""How a Battle of the Bands bot fares in one seat against three heuristic bots: the tempo bot and its tuning.

Run: python benchmarks/bench_bot_tuning.py [--games 6000] [--first-seed 500000] [--grid]

Heuristic bots play a game in milliseconds, so thousands of games settle what a whole strength table of the
coach (``bench_search.py``, hours) cannot: which ratings win more.  The bot under test sits in one seat, rotating
every game, against three heuristic bots; a k-way tie counts 1/k; 95% Wilson intervals.  Without ``--grid`` it
compares the tempo bot with a heuristic bot in the same seeded games; with ``--grid`` it tries the tempo bot's
two discounts (``MEMBER_DISCOUNT``, ``INSTRUMENT_DISCOUNT``) over a small grid, as they were chosen.  Tune on
one seed range and confirm on another: the best of many variants on the same games is flattered by their luck.
"""

import argparse
import itertools
import time

from tqdm import tqdm

import bandlab
import bandlab.games.battle_of_the_bands.bots as bots
from bandlab.analysis.stats import wilson_interval
from bandlab.games.battle_of_the_bands.bots import HeuristicBot, TempoBot

GAME = "battle-of-the-bands"
PLAYERS = 4


def seat_share(bot_class, games, first_seed):
    """Wins (shared wins count 1/k) of ``bot_class`` in a rotating seat against three heuristic bots."""
    game, wins = bandlab.load_game(GAME), 0.0
    for g in tqdm(range(games), desc=bot_class.__name__, leave=False):
        seat = g % PLAYERS
        seated = [HeuristicBot(g * 7 + p) for p in range(PLAYERS)]
        seated[seat] = bot_class(g * 7 + seat)
        state = game.new(PLAYERS, seed=first_seed + g)
        while not state.is_over:
            p, legal = state.current_player, state.legal_actions()
            state.apply(legal[0] if len(legal) == 1 else seated[p].choose(state.view(p), legal))
        winners = state.winners()
        wins += (seat in winners) / len(winners)
    return wins


def tempo_with(member, instrument):
    """A tempo bot with other discounts (a subclass: the module's constants stay as they are)."""

    class Tuned(TempoBot):
        def rate_member(self, t, action):
            return TempoBot.rate_member(self, t, action) + bots.MEMBER_DISCOUNT - member

        def rate_instrument(self, t, action):
            return TempoBot.rate_instrument(self, t, action) + bots.INSTRUMENT_DISCOUNT - instrument

    Tuned.__name__ = f"Tempo(member -{member}, instrument -{instrument})"
    Tuned.ratings = {**bots.RATINGS, bots.PlayMember: Tuned.rate_member, bots.PlayInstrument: Tuned.rate_instrument}
    return Tuned


def report(name, wins, games, seconds):
    """One line: the share won with its interval."""
    low, high = wilson_interval(wins, games)
    print(f"| {name} | {games} | {wins / games:.1%} ({low:.1%}–{high:.1%}) | {seconds:.0f} s |", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=6000)
    parser.add_argument("--first-seed", type=int, default=500_000)
    parser.add_argument("--grid", action="store_true", help="try the tempo bot's discounts over a grid")
    args = parser.parse_args()
    if args.grid:
        candidates = [tempo_with(m, i) for m, i in itertools.product((0, 15, 25, 35), (0, 10, 20, 30))]
    else:
        candidates = [TempoBot, HeuristicBot]
    print("| bot in the rotating seat | games | wins (95% CI) | time |\n|---|---|---|---|")
    for bot_class in candidates:
        started = time.perf_counter()
        wins = seat_share(bot_class, args.games, args.first_seed)
        report(bot_class.__name__, wins, args.games, time.perf_counter() - started)


if __name__ == "__main__":
    main()
