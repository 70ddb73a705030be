"""Speed of the adapters: random playouts through bandlab directly, through OpenSpiel
(bandlab.interop.openspiel) and through PettingZoo (bandlab.interop.pettingzoo), in steps per second.

Run: python benchmarks/bench_interop.py [game-id ...] [--players 4] [--seconds 5]

Each way plays whole games with uniformly random legal moves for about ``--seconds`` (whole games,
at least one) and counts the players' actions:
- bandlab: ``state.legal_actions()`` and ``state.apply(action)``;
- OpenSpiel: ``state.legal_actions()`` and ``state.apply_action(number)`` (integers, the deal as a chance
  outcome), nothing else asked;
- PettingZoo: the usual AEC loop, ``env.last()`` (the acting agent's view tensor and action mask) and
  ``env.step(number)``.
"""

import argparse
import time

import numpy as np
from bench_bots import check_players, most_players

import bandlab
from bandlab.cli import decimal_number, one_of, whole_number

#: The most seconds of play per game and way: a run takes about 3 ways x games x seconds, 12 minutes at most.
MAX_SECONDS = 60


def bandlab_steps(game_id, players, seconds):
    """Actions and seconds of random games played on bandlab's own states."""
    game, rng, steps, games = bandlab.load_game(game_id), np.random.default_rng(0), 0, 0
    start = time.perf_counter()
    while games == 0 or time.perf_counter() - start < seconds:
        state = game.new(players, seed=games)
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[rng.integers(len(legal))])
            steps += 1
        games += 1
    return steps, time.perf_counter() - start


def openspiel_steps(game_id, players, seconds):
    """Actions and seconds of random games played through the OpenSpiel adapter."""
    import pyspiel

    import bandlab.interop.openspiel  # noqa: F401  (registers the games)

    game = pyspiel.load_game(f"bandlab_{game_id.replace('-', '_')}", {"players": players})
    rng, steps, games = np.random.default_rng(0), 0, 0
    start = time.perf_counter()
    while games == 0 or time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        state.apply_action(games)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply_action(legal[rng.integers(len(legal))])
            steps += 1
        games += 1
    return steps, time.perf_counter() - start


def pettingzoo_steps(game_id, players, seconds):
    """Actions and seconds of random games played through the PettingZoo adapter (last() then step())."""
    from bandlab.interop.pettingzoo import env

    game, rng, steps, games = env(game_id, players=players), np.random.default_rng(0), 0, 0
    start = time.perf_counter()
    while games == 0 or time.perf_counter() - start < seconds:
        game.reset(seed=games)
        for _ in game.agent_iter():
            observation, _, termination, truncation, _ = game.last()
            if termination or truncation:
                game.step(None)
                continue
            legal = np.flatnonzero(observation["action_mask"])
            game.step(int(legal[rng.integers(len(legal))]))
            steps += 1
        games += 1
    return steps, time.perf_counter() - start


WAYS = {"bandlab": bandlab_steps, "OpenSpiel": openspiel_steps, "PettingZoo": pettingzoo_steps}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game_ids", nargs="*", type=one_of(bandlab.GAMES), default=list(bandlab.GAMES))
    parser.add_argument("--players", type=whole_number(2, most_players()), default=4)
    parser.add_argument(
        "--seconds",
        type=decimal_number(0, MAX_SECONDS),
        default=5.0,
        help="seconds of play per game and way (at least one whole game)",
    )
    args = parser.parse_args()
    check_players(parser, args.game_ids, args.players)
    print(
        f"\n| game | players | {' | '.join(f'{w} steps/s' for w in WAYS)} | OpenSpiel / bandlab | "
        "PettingZoo / bandlab |"
    )
    print("|---|---|" + "---|" * (len(WAYS) + 2))
    for game_id in args.game_ids:
        rates = {}
        for way, measure in WAYS.items():
            steps, seconds = measure(game_id, args.players, args.seconds)
            rates[way] = steps / seconds
        print(
            f"| {game_id} | {args.players} | {' | '.join(f'{rates[w]:,.0f}' for w in WAYS)} | "
            f"{rates['OpenSpiel'] / rates['bandlab']:.2f} | {rates['PettingZoo'] / rates['bandlab']:.2f} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
