"""A seat's needs (the parts its song still lacks) are worked out once per song and band of artists in signing
order, and handed out as fresh lists: the same answer as working them out anew."""

import random

from bandlab.games.scout_and_raise.cards import ALL_ARTISTS, ALL_SONGS, _missing_parts, missing_parts


def test_kept_needs_equal_fresh_ones_for_any_band_and_order():
    """For random songs and bands (each order of the same artists its own key), cached equals worked out anew."""
    rng = random.Random(5)
    for _ in range(3000):
        song = rng.choice(ALL_SONGS)
        band = rng.sample(ALL_ARTISTS, rng.randint(0, 6))
        assert missing_parts(song, band) == list(_missing_parts.__wrapped__(song, tuple(band)))
        assert missing_parts(song, band) == missing_parts(song, list(band))


def test_kept_needs_are_handed_out_as_fresh_lists():
    """A caller that changes the list it was given changes nothing kept."""
    song, band = ALL_SONGS[0], [ALL_ARTISTS[0]]
    needs = missing_parts(song, band)
    needs.append(-1)
    assert -1 not in missing_parts(song, band)
