"""Small statistics for simulation results: Wilson intervals, means and spreads.

A win rate from N games is a binomial proportion; its Wilson score interval
stays inside [0, 1] and keeps close to its nominal coverage even for rates near
0 or 1 and for a few dozen games, where the textbook ``p ± z·sqrt(p(1-p)/N)``
does not.  Shared wins (k winners, each credited 1/k) give a fractional count
of successes, which the formula takes as it is.
"""

import math
from statistics import NormalDist

import numpy as np


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
    """Mean and sample standard deviation (n-1) of ``values``; NaN where undefined."""
    data = np.asarray(values, dtype=float)
    if data.size == 0:
        return math.nan, math.nan
    sd = float(data.std(ddof=1)) if data.size > 1 else math.nan
    return float(data.mean()), sd


def describe(values):
    """Count, mean, sample sd, min and max of numbers, as a dict."""
    data = np.asarray(values, dtype=float)
    mean, sd = mean_sd(data)
    if data.size == 0:
        return {"n": 0, "mean": mean, "sd": sd, "min": math.nan, "max": math.nan}
    return {"n": int(data.size), "mean": mean, "sd": sd, "min": float(data.min()), "max": float(data.max())}
