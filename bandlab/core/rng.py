"""The state's own seeded generator: SplitMix64, the same on every machine.

Python's ``random.Random`` is stable too, but cloning it copies 625 words;
this generator is one integer, so ``state.clone()`` stays cheap.
"""

from collections.abc import Sequence
from typing import Any, TypeVar

MASK64 = (1 << 64) - 1
T = TypeVar("T")


class Rng:
    """A 64-bit SplitMix generator whose whole state is one int."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next64(self) -> int:
        """Return the next 64-bit unsigned integer."""
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Return a uniform integer in 0..n-1 (rejection sampling, no bias)."""
        limit = MASK64 - (MASK64 + 1) % n
        while True:
            x = self.next64()
            if x <= limit:
                return x % n

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle a list in place (Fisher–Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
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
