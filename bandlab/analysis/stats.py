"""Small statistics for simulation results: Wilson intervals, means and spreads.

A win rate from N games is a binomial proportion; its Wilson score interval
stays inside [0, 1] and keeps close to its nominal coverage even for rates near
0 or 1 and for a few dozen games, where the textbook ``p ± z·sqrt(p(1-p)/N)``
does not.  Shared wins (k winners, each credited 1/k) give a fractional count
of successes, which the formula takes as it is.

Standard library only (the pages run where numpy is missing): sums are ``math.fsum``, exact for
whole numbers and correctly rounded for the rest.
"""

import math
from collections import Counter
from itertools import chain, repeat
from statistics import NormalDist


def z_value(confidence=0.95):
    """The two-sided standard-normal quantile for ``confidence`` (1.96 for 95%)."""
    if not 0 < confidence < 1:
        raise ValueError(f"confidence must be between 0 and 1, not {confidence!r}")
    return NormalDist().inv_cdf(0.5 + confidence / 2)


def wilson_interval(successes, trials, confidence=0.95):
    """The Wilson score interval ``(low, high)`` for ``successes`` out of ``trials``.

    ``successes`` may be fractional (shared wins).  With no trials nothing is
    known, so the interval is the whole of ``(0, 1)``.  At 0 and at ``trials``
    the bound on that side is exactly 0.0 or 1.0 (the formula's rounding would
    leave the estimate just outside its own interval).
    """
    if trials < 0 or successes < 0 or successes > trials:
        raise ValueError(f"need 0 <= successes <= trials, got {successes!r} of {trials!r}")
    if trials == 0:
        return 0.0, 1.0
    z = z_value(confidence)
    p = successes / trials
    z2n = z * z / trials
    centre = (p + z2n / 2) / (1 + z2n)
    half = z / (1 + z2n) * math.sqrt(p * (1 - p) / trials + z2n / (4 * trials))
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return low, high


def mean_sd(values):
    """Mean and sample standard deviation (n-1) of ``values`` (any iterable of numbers); NaN where undefined."""
    return counted_mean_sd(Counter(floats(values)))


def counted_mean_sd(counts):
    """``mean_sd`` of values given as ``{value: how many times}``, without listing them out.

    ``math.fsum`` gives the correctly rounded sum whatever the order, so this is exactly ``mean_sd`` of
    the values listed out: whole numbers give exact sums (numpy's too), other numbers at most a rounding
    error closer to the true value."""
    n = sum(counts.values())
    if n == 0:
        return math.nan, math.nan
    mean = math.fsum(chain.from_iterable(repeat(float(v), c) for v, c in counts.items())) / n
    if n == 1:
        return mean, math.nan
    deviations = ((float(v) - mean, c) for v, c in counts.items())
    return mean, math.sqrt(math.fsum(chain.from_iterable(repeat(d * d, c) for d, c in deviations)) / (n - 1))


def describe(values):
    """Count, mean, sample sd, min and max of numbers, as a dict."""
    counts = Counter(floats(values))
    mean, sd = counted_mean_sd(counts)
    if not counts:
        return {"n": 0, "mean": mean, "sd": sd, "min": math.nan, "max": math.nan}
    return {"n": sum(counts.values()), "mean": mean, "sd": sd, "min": min(counts), "max": max(counts)}


def floats(values):
    """``values`` as floats, one by one (a numpy array's too, of any shape)."""
    return (float(x) for x in (values.ravel().tolist() if hasattr(values, "ravel") else values))
