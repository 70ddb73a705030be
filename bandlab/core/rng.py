"""The state's own seeded generator: SplitMix64, the same on every machine.

Python's ``random.Random`` is stable too, but cloning it copies 625 words;
this generator is one integer, so ``state.clone()`` stays cheap.
"""

import operator
import struct
from collections.abc import Sequence
from functools import lru_cache
from itertools import chain
from typing import Any, TypeVar

MASK64 = (1 << 64) - 1
GAMMA = 0x9E3779B97F4A7C15  # the step between states
MIX1, MIX2 = 0xBF58476D1CE4E5B9, 0x94D049BB133111EB  # the output mix's multipliers
#: Bits per lane when ``batch`` packs many 64-bit numbers into one big int: room for a 64 x 64-bit product
#: (``Lanes.words`` spells it out: 8 bytes of number, 8 of room).
LANE_BITS = 128
T = TypeVar("T")


class Lanes:
    """The constants that pack ``count`` 64-bit numbers into one int, one per 128-bit lane (lowest first)."""

    __slots__ = ("ones", "mask", "steps", "words")

    def __init__(self, count: int) -> None:
        self.words = struct.Struct("<" + "Q8x" * count)  # reads each lane's low 64 bits from its bytes
        self.ones = self.packed([1] * count)  # 1 in every lane
        self.mask = MASK64 * self.ones  # the low 64 bits of every lane
        self.steps = self.packed([((k + 1) * GAMMA) & MASK64 for k in range(count)])  # k+1 steps

    def packed(self, numbers: list[int]) -> int:
        """One int holding ``numbers`` (each below 2**64), the first in the lowest lane, written as bytes at once:
        summed shift by shift, a deck's count cost three shuffles (and reshuffled discards ask for new counts)."""
        return int.from_bytes(self.words.pack(*numbers), "little")


@lru_cache(maxsize=256)
def lanes(count: int) -> Lanes:
    """The packing constants for ``count`` numbers, made once per count."""
    return Lanes(count)


class Rng:
    """A 64-bit SplitMix generator whose whole state is one int."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next64(self) -> int:
        """Return the next 64-bit unsigned integer."""
        self.state = z = (self.state + GAMMA) & MASK64
        z = ((z ^ (z >> 30)) * MIX1) & MASK64
        z = ((z ^ (z >> 27)) * MIX2) & MASK64
        return z ^ (z >> 31)

    def batch(self, count: int) -> list[int]:
        """The next ``count`` numbers, exactly as ``count`` calls of ``next64`` give them, computed together.

        Each step of SplitMix's mix is an add, shift, xor or multiply of one 64-bit number, and on
        Python's big ints each costs about as much as on ``count`` of them packed side by side in one
        int, 128 bits apart: the product of two 64-bit numbers fits its lane, and masking every lane
        back to 64 bits after each step drops what a shift carried in from the lane above."""
        packed = lanes(count)
        mask = packed.mask
        z = (self.state * packed.ones + packed.steps) & mask  # lane k: the state after k+1 steps
        z = (((z ^ (z >> 30)) & mask) * MIX1) & mask
        z = (((z ^ (z >> 27)) & mask) * MIX2) & mask
        z ^= (z >> 31) & mask
        self.state = (self.state + count * GAMMA) & MASK64
        return list(packed.words.unpack(z.to_bytes(packed.words.size, "little")))

    def below(self, n: int) -> int:
        """Return a uniform integer in 0..n-1 (rejection sampling, no bias)."""
        limit = MASK64 - (MASK64 + 1) % n
        while True:
            x = self.next64()
            if x <= limit:
                return x % n

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle a list in place (Fisher–Yates), each position drawn as ``below`` would draw it.

        The draws come in one ``batch``, one a position, and when none of them is one ``below`` could reject
        (all but about one shuffle in 2**56 for a deck of cards) each position is its draw modulo its range,
        worked out at once; else ``shuffle_drawing_again`` goes position by position."""
        size = len(items)
        if size < 2:
            return
        draws = self.batch(size - 1)
        if max(draws) > MASK64 - size:  # some draw may be one ``below`` rejects
            self.shuffle_drawing_again(items, draws)
            return
        for i, j in zip(range(size - 1, 0, -1), map(operator.mod, draws, range(size, 1, -1))):
            items[i], items[j] = items[j], items[i]

    def shuffle_drawing_again(self, items: list[Any], batch: list[int]) -> None:
        """Fisher–Yates from ``batch`` (one draw a position): a draw ``below`` would reject takes the next number
        after the batch, as ``below`` would."""
        size = len(items)
        draws = chain(batch, iter(self.next64, None))
        always_kept = MASK64 - size  # every draw up to this one is kept whatever the position's range
        for i in range(size - 1, 0, -1):
            x = next(draws)
            while x > always_kept and x > MASK64 - (MASK64 + 1) % (i + 1):
                x = next(draws)
            j = x % (i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        """Return one element of a non-empty sequence."""
        return items[self.below(len(items))]

    def roll(self, sides: int = 6) -> int:
        """Roll one die with faces 1..sides."""
        return self.below(sides) + 1

    def copy(self) -> "Rng":
        """Return an independent generator at the same point."""
        return Rng(self.state)
