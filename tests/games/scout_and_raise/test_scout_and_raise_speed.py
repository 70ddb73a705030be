"""Scout & Raise: the engine's shortcuts agree with doing it the slow way (song fills, kept legal lists, clones)."""

import itertools
import random

import bandlab
from bandlab.games.scout_and_raise import cards as C

GAME = bandlab.load_game("scout-and-raise")


def brute_fill(song, artists):
    """The best fill of ``song`` by trying every way to seat the artists in its slots; -1 if none fills them all."""
    slots = C.SONG_PARTS[song]
    best = -1
    for seated in itertools.permutations(artists, len(slots)):
        if all(part in C.ARTIST_PARTS[a] for part, a in zip(slots, seated)):
            best = max(best, sum(C.ARTIST_POINTS[a] for a in seated))
    return best


def test_each_part_lists_its_artists_weakest_first():
    for singles in C.SINGLES_OF_PART:
        points = [C.ARTIST_POINTS[a] for a in singles]
        assert points == sorted(points, reverse=True) and list(singles) == sorted(singles, reverse=True)


def test_best_fill_equals_trying_every_seating():
    rng = random.Random(24)
    for _ in range(600):
        song = rng.choice(C.ALL_SONGS)
        artists = rng.sample(C.ALL_ARTISTS, rng.randint(0, 8))
        assert C.best_fill(song, artists) == brute_fill(song, artists), (C.SONG_CODE[song], artists)


def test_best_fill_with_every_two_part_artist_and_few_singles():
    two_part = sorted(C.TWO_PART_ARTIST.values())
    singles = [C.artist_from_code(code) for code in ("Vo6", "Vo2", "Gt5", "Ba1", "Dr6", "Ky4")]
    for song in C.ALL_SONGS:
        for k in range(len(two_part) + 1):
            for twos in itertools.combinations(two_part, k):
                for extra in itertools.combinations(singles, 3):
                    band = list(twos + extra)
                    assert C.best_fill(song, band) == brute_fill(song, band), (C.SONG_CODE[song], band)


def position(state):
    """Everything a state holds, its generator by its seed, for comparing two states field by field."""
    fields = {name: getattr(state, name) for name in type(state).__slots__ if name not in ("rng", "_legal")}
    return fields | {"rng": state.rng.state, "history": list(state.history)}


def replayed(state):
    """A fresh game given the same actions as ``state``."""
    again = GAME.new(state.players, seed=state.seed)
    for action in state.history:
        again.apply(action)
    return again


def test_a_clone_and_its_origin_go_on_separately():
    for seed in range(12):
        rng = random.Random(seed)
        state, clones = GAME.new(4 - seed % 2, seed=seed), []
        while not state.is_over:
            if rng.random() < 0.08:
                clones.append(state.clone())
            state.apply(rng.choice(state.legal_actions()))
        for clone in clones:  # each goes its own way from where it was taken
            while not clone.is_over:
                clone.apply(rng.choice(clone.legal_actions()))
        for done in [state] + clones:
            assert position(done) == position(replayed(done))
