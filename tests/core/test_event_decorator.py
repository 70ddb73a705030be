"""``bandlab.core.event``: an event dataclass as ``@dataclass(frozen=True, slots=True)`` makes it, with a
faster ``__init__`` (issue 24's engine speed)."""

import dataclasses
import inspect
from typing import ClassVar

import pytest

from bandlab.core import Event, EventTable, event, recurring
from bandlab.core.protocol import MAX_EVENT_TABLES, MAX_SHARED_EVENTS, shared_table


@event
class Played(Event):
    rule: ClassVar[str] = "Play a card."
    player: int
    card: int
    names: tuple = ()

    def describe(self):
        return f"{self.player} plays {self.card}"


@event
class PlayedTwice(Played):
    times: int = 2


@dataclasses.dataclass(frozen=True, slots=True)
class PlainPlayed(Event):
    player: int
    card: int
    names: tuple = ()


def parameters(function):
    """Each parameter's name, kind and default (annotations left out)."""
    return [(p.name, p.kind, p.default) for p in inspect.signature(function).parameters.values()]


def test_the_same_signature_as_the_dataclass_it_replaces():
    assert parameters(Played.__init__) == parameters(PlainPlayed.__init__)
    assert str(inspect.signature(PlayedTwice.__init__)) == "(self, player, card, names=(), times=2)"


def test_fields_positional_keyword_and_default():
    assert (Played(1, 7).player, Played(1, 7).card, Played(1, 7).names) == (1, 7, ())
    assert Played(card=3, player=0, names=("a",)) == Played(0, 3, ("a",))
    assert PlayedTwice(1, 2).times == 2 and PlayedTwice(1, 2, (), 5).times == 5
    with pytest.raises(TypeError):
        Played(1)


def test_frozen_slotted_hashable_and_read_as_text():
    played = Played(1, 7)
    with pytest.raises(dataclasses.FrozenInstanceError):
        played.card = 8
    assert not hasattr(played, "__dict__")
    assert hash(played) == hash(Played(1, 7)) and played != Played(1, 8) and played != PlayedTwice(1, 7)
    assert str(played) == played.text == "1 plays 7" and Played.rule == "Play a card."
    assert repr(played) == "Played(player=1, card=7, names=())"


def test_a_default_factory_is_refused():
    with pytest.raises(TypeError, match="default_factory"):

        @event
        class Listed(Event):
            cards: list = dataclasses.field(default_factory=list)


def test_a_recurring_event_is_built_once_and_handed_out_again():
    @recurring
    @event
    class Drawn(Event):
        player: int
        card: int
        final: bool = False

    first = Drawn.of(1, 7)
    assert first is Drawn.of(1, 7) and first == Drawn(1, 7) and type(first) is Drawn
    assert Drawn.of(1, 8) == Drawn(1, 8) and Drawn.of(1, 8) is not first
    assert Drawn.of(1, 7, True).final is True and Drawn.of(1, 7, 1).final == 1
    assert type(Drawn.of(1, 7, 1).final) is int  # True and 1 are two keys, not one


def test_recurring_keeps_a_bounded_number():
    @recurring
    @event
    class Bid(Event):
        amount: int

    for amount in range(MAX_SHARED_EVENTS + 10):
        Bid.of(amount)
    assert Bid.of.cache_info().currsize == MAX_SHARED_EVENTS


def test_a_subclass_of_a_recurring_event_does_not_build_its_parent():
    @recurring
    @event
    class Removed(Event):
        card: int

    @event
    class TiedRemoved(Removed):
        pass

    @recurring
    @event
    class LowerRemoved(Removed):
        pass

    with pytest.raises(TypeError, match="TiedRemoved is not @recurring"):
        TiedRemoved.of(3)
    assert type(LowerRemoved.of(3)) is LowerRemoved and type(Removed.of(3)) is Removed


class Table(EventTable):
    KINDS = {"played": Played, "twice": PlayedTwice}
    __slots__ = tuple(KINDS)


def test_a_table_hands_out_one_event_per_fields_with_its_names():
    """A table's events equal the ones their class builds with the table's names, made the first time only."""
    table = Table.of(("Ann", "Ben"))
    played = table.played[0, 5]
    assert played == Played(0, 5, ("Ann", "Ben")) and table.played[0, 5] is played
    assert type(table.twice[1, 3]) is PlayedTwice and table.twice[1, 3].names == ("Ann", "Ben")
    assert Table.of(("Ann", "Ben")) is table
    other = Table.of(("Cy", "Di"))
    assert other is not table and other.played[0, 5].names == ("Cy", "Di") and other.played[0, 5] != played


def test_tables_are_kept_for_a_bounded_number_of_names():
    """Names from outside cannot grow the kept tables without bound: the fewest used go first."""
    first = Table.of(("First", "Seat"))
    for n in range(MAX_EVENT_TABLES + 5):
        Table.of((f"P{n}", "Q"))
    assert shared_table.cache_info().currsize <= MAX_EVENT_TABLES
    assert Table.of(("First", "Seat")) is not first  # dropped, then made anew


def test_a_table_has_only_its_kinds():
    """A table is slotted: an event kind it does not declare is an error, not a new attribute."""
    table = Table.of(("Ann", "Ben"))
    with pytest.raises(AttributeError):
        table.removed = None
