"""A game's behaviour fingerprint: one hash over seeded games, to show an engine change kept every rule.

Run: python benchmarks/fingerprint.py [game-id ...] [--games 40]

For each game it plays ``--games`` seeded games at its lowest, 4 and highest player counts, half with
random moves and half with heuristic bots, and hashes at every step: the legal actions, every seat's
view, the events' texts (teacher's and each seat's), the running scores, a clone's view; at the end the
winners and the record.  Run it before and after a change that should not change what the game does
(a speed-up): the two hashes must be equal.  Not a ``bench_`` file: ``make bench`` does not run it.
"""

import argparse
import hashlib
import json
import random

import bandlab
from bandlab.agents import make_agent
from bandlab.cli import one_of, whole_number

#: The most seeded games per player count: a game takes about 50 ms with every view hashed, so 10,000 games at
#: three player counts take about half an hour a game.
MAX_FINGERPRINT_GAMES = 10_000


def counts(game):
    """The player counts to play: lowest, 4 and highest the game allows."""
    return sorted({game.min_players, min(max(4, game.min_players), game.max_players), game.max_players})


def feed(digest, value):
    """Add a JSON-able value (or its repr) to the hash."""
    digest.update(json.dumps(value, sort_keys=True, default=repr).encode())


def play(game, players, seed, bots, digest):
    """One seeded game, hashing what every step shows."""
    state = game.new(players, seed=seed)
    rng = random.Random(seed)
    agents = [make_agent("heuristic", game.id, seed + p) for p in range(players)] if bots else None
    while not state.is_over:
        mover = state.current_player
        legal = state.legal_actions()
        feed(digest, [str(a) for a in legal])
        feed(digest, [state.view(p) for p in range(players)])
        action = agents[mover].choose(state.view(mover), legal) if bots else rng.choice(legal)
        events = state.apply(action)
        feed(digest, [[e.text_for(v) for v in (None, *range(players))] for e in events])
        feed(digest, state.scores())
        feed(digest, state.clone().view(mover))
    feed(digest, state.winners())
    feed(digest, state.record())


def fingerprint(game_id, games):
    """The hash of ``games`` seeded games at each player count, random and heuristic."""
    game = bandlab.load_game(game_id)
    digest = hashlib.sha256()
    for players in counts(game):
        for seed in range(games):
            play(game, players, seed, bots=seed % 2 == 1, digest=digest)
    return digest.hexdigest()[:16]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("game_ids", nargs="*", type=one_of(bandlab.GAMES), default=list(bandlab.GAMES))
    parser.add_argument("--games", type=whole_number(1, MAX_FINGERPRINT_GAMES), default=40)
    args = parser.parse_args()
    for game_id in args.game_ids:
        print(game_id, fingerprint(game_id, args.games), flush=True)


if __name__ == "__main__":
    main()
