"""Sampling what a player cannot see: the helpers behind the protocol's ``Game.resample``.

``game.resample(view, seed)`` rebuilds a position from one player's view alone (OpenSpiel calls
this resampling from the information state): everything the view shows is copied, and the cards
it hides (other hands, face-down cards, draw piles) are dealt at random from the cards the view
does not account for.  The generator that deals them, and the new position's own generator (for
shuffles and dice still to come), are seeded from ``seed`` only, so nothing hidden leaks in.
"""

from collections import Counter
from collections.abc import Iterable, Sequence

from bandlab.core.rng import Rng


def unseen(cards: Iterable[int], seen: Iterable[int]) -> list[int]:
    """The cards of the multiset ``cards`` not accounted for by ``seen``, sorted (a canonical order,
    so the same view always gives the same pool); ValueError if ``seen`` holds more of a card."""
    left = Counter(cards)
    left.subtract(seen)
    extra = sorted(card for card, count in left.items() if count < 0)
    if extra:
        raise ValueError(f"the view shows more copies of cards {extra} than the game has")
    return sorted(left.elements())


def deal(rng: Rng, pool: Iterable[int], sizes: Sequence[int]) -> tuple[list[list[int]], list[int]]:
    """Shuffle ``pool`` with ``rng`` and deal hands of ``sizes``; return (hands, the cards left)."""
    pool = list(pool)
    rng.shuffle(pool)
    if sum(sizes) > len(pool):
        raise ValueError(f"the view hides {sum(sizes)} cards but only {len(pool)} are unaccounted for")
    hands = []
    for size in sizes:
        hands.append(pool[len(pool) - size :] if size else [])
        del pool[len(pool) - size :]
    return hands, pool


def sample_rng(seed: int) -> Rng:
    """The generator that deals a sample: from the caller's seed alone."""
    return Rng(seed)


def next_rng(rng: Rng) -> Rng:
    """A new generator drawn from ``rng``: the sampled position's own, for shuffles and dice to come."""
    return Rng(rng.next64())
