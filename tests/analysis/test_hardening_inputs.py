"""Sizes given to the analysis helpers (the gig-ready chance, the bid spread) are checked against the limits."""

import pytest

import bandlab
from bandlab.analysis.band_grab import gig_ready_chance
from bandlab.core.limits import MAX_GAMES
from bandlab.viz.scout_and_raise import simulate_bids


def test_analysis_sizes_are_bounded():
    """The Band Grab gig-ready chance and the Scout & Raise bid spread refuse sizes past the limits at once."""
    state = bandlab.load_game("band-grab").new(3, seed=1)
    for bad in (dict(samples=MAX_GAMES + 1), dict(samples=0), dict(samples=2.5), dict(turns=10**9), dict(turns=True)):
        with pytest.raises(ValueError, match="whole number"):
            gig_ready_chance(state, 0, progress=False, **bad)
    for bad in (MAX_GAMES + 1, 0, "9"):
        with pytest.raises(ValueError, match="whole number"):
            simulate_bids(games=bad, progress=False)
