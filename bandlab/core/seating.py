"""Seating around the table: players 0..n-1 sit clockwise; "left" is the next seat clockwise.

Every clockwise order and every "closest to player X, clockwise" tie-break in
bandlab comes from here, so all four games agree on it.
"""

from collections.abc import Iterable

DEFAULT_NAMES = ("Alice", "Bob", "Chris", "Dana", "Eli", "Fay")


def left_of(player: int, players: int) -> int:
    """The player to the left of ``player``: the next seat clockwise."""
    return (player + 1) % players


def right_of(player: int, players: int) -> int:
    """The player to the right of ``player``: the previous seat clockwise."""
    return (player - 1) % players


def clockwise_from(start: int, players: int) -> list[int]:
    """All players in clockwise order, starting with ``start``."""
    return [(start + i) % players for i in range(players)]


def seats_from(start: int, player: int, players: int) -> int:
    """How many seats clockwise ``player`` sits from ``start`` (0 for start itself)."""
    return (player - start) % players


def closest_clockwise(candidates: Iterable[int], start: int, players: int) -> int:
    """Of ``candidates``, the player closest to ``start`` going clockwise (start itself first)."""
    return min(candidates, key=lambda p: (p - start) % players)


def order_by_closeness(candidates: Iterable[int], start: int, players: int) -> list[int]:
    """``candidates`` sorted by closeness to ``start`` clockwise: the usual tie-break order."""
    return sorted(candidates, key=lambda p: (p - start) % players)


def check_seat(option: str, value: object, players: int) -> int:
    """``value`` if it names a seat at a table of ``players``, else SetupError naming the option."""
    from bandlab.core.errors import SetupError, shown

    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise SetupError(f"{option} must be a player number from 0 to {players - 1}, not {shown(value)}.")
    return value


def default_names(players: int) -> list[str]:
    """Friendly default names for a table of ``players``."""
    return list(DEFAULT_NAMES[:players]) + [f"Player {i + 1}" for i in range(len(DEFAULT_NAMES), players)]
