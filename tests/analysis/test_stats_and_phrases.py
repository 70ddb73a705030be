"""Small shared pieces the issue found wrong: the Wilson interval at 0 and n, and how winners are named."""

import pytest

from bandlab.analysis import stats
from bandlab.core import winners_phrase

NAMES = ("Alice", "Bob", "Chris", "Dana")


@pytest.mark.parametrize("trials", [1, 7, 10, 1000, 10**9])
@pytest.mark.parametrize("confidence", [0.8, 0.95, 0.999])
def test_the_estimate_lies_inside_its_own_interval_at_zero_and_at_n(trials, confidence):
    low, high = stats.wilson_interval(0, trials, confidence)
    assert low == 0.0 and 0.0 < high < 1.0
    low, high = stats.wilson_interval(trials, trials, confidence)
    assert high == 1.0 and 0.0 < low < 1.0
    assert low <= trials / trials <= high


def test_the_interval_is_unchanged_inside():
    assert stats.wilson_interval(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    low, high = stats.wilson_interval(0.5, 10)  # a shared win: fractional, not exactly 0
    assert 0.0 < low < 0.05 < high


@pytest.mark.parametrize(
    "winners,phrase",
    [
        ((1,), "Bob wins"),
        ((0, 1), "Alice and Bob share the victory"),
        ((0, 1, 2), "Alice, Bob and Chris share the victory"),
        ((3, 0, 1, 2), "Dana, Alice, Bob and Chris share the victory"),
        ((5,), "Player 6 wins"),
    ],
)
def test_winners_phrase_lists_names_with_commas_and_one_and(winners, phrase):
    assert winners_phrase(NAMES, winners) == phrase
