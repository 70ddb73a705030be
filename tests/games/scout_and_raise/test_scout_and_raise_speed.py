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
