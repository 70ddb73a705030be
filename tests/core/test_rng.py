"""Rng: ``batch`` and ``shuffle`` give exactly the numbers of one ``next64`` (and ``below``) at a time, so records
and seeds replay as they always did."""

import random

from bandlab.core.rng import GAMMA, LANE_BITS, MASK64, MIX1, MIX2, Lanes, Rng


def one_at_a_time_shuffle(rng, items):
    """Fisher–Yates with one ``below`` a position: the shuffle as first written."""
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


def unshift(value, bits):
    """The inverse of ``x ^ (x >> bits)`` on 64-bit numbers."""
    x = value
    for _ in range(64 // bits + 1):
        x = value ^ (x >> bits)
    return x


def state_before(output):
    """The state whose ``next64`` returns ``output`` (SplitMix's mix is a bijection)."""
    z = unshift(output, 31)
    z = unshift((z * pow(MIX2, -1, 1 << 64)) & MASK64, 27)
    z = unshift((z * pow(MIX1, -1, 1 << 64)) & MASK64, 30)
    return (z - GAMMA) & MASK64


def test_lanes_written_as_bytes_are_the_lanes_summed():
    for count in (1, 2, 3, 44, 115, 300):
        packed = Lanes(count)
        assert packed.words.size * 8 == count * LANE_BITS
        assert packed.ones == sum(1 << (LANE_BITS * k) for k in range(count))
        assert packed.mask == sum(MASK64 << (LANE_BITS * k) for k in range(count))
        assert packed.steps == sum((((k + 1) * GAMMA) & MASK64) << (LANE_BITS * k) for k in range(count))


def test_batch_is_next64_in_a_row():
    picker = random.Random(7)
    for count in (1, 2, 3, 44, 100):
        seed = picker.getrandbits(64)
        one, many = Rng(seed), Rng(seed)
        assert many.batch(count) == [one.next64() for _ in range(count)]
        assert many.state == one.state


def assert_shuffles_alike(state, size):
    """Rng.shuffle from ``state`` orders ``size`` items as one draw at a time does, and ends in the same state;
    returns that state."""
    fast, slow = Rng(state), Rng(state)
    items, expected = list(range(size)), list(range(size))
    fast.shuffle(items)
    one_at_a_time_shuffle(slow, expected)
    assert items == expected
    assert fast.state == slow.state
    return fast.state


def test_shuffle_matches_one_draw_at_a_time():
    picker = random.Random(8)
    for _ in range(500):
        assert_shuffles_alike(picker.getrandbits(64), picker.randrange(0, 130))


def test_shuffle_draws_again_where_below_rejects():
    assert Rng(state_before(12345)).next64() == 12345
    # below(3) rejects the largest number (2**64 is not a multiple of 3); below(4) keeps every number.
    # Shuffling 4 items draws for ranges 4, 3, 2: the largest number second is drawn again, past the batch.
    for size, at in ((3, 0), (4, 1), (4, 0)):
        start = (state_before(MASK64) - at * GAMMA) & MASK64
        assert Rng(start).batch(at + 1)[-1] == MASK64
        rejected = size - at == 3
        assert assert_shuffles_alike(start, size) == (start + (size - 1 + rejected) * GAMMA) & MASK64
