"""The shortcuts of Band Grab's fast engine give what the plain ways give: the table's shared events."""

import dataclasses
import random

import pytest

import bandlab
from bandlab.games.band_grab import events as ev

GAME = bandlab.load_game("band-grab")
NAMES = ["Ann", "Ben", "Cy", "Di", "Ed", "Flo"]


def fields_of(event):
    """An event's fields, in order."""
    return [getattr(event, f.name) for f in dataclasses.fields(event)]


@pytest.mark.parametrize("players", [2, 4, 6])
def test_events_equal_ones_built_afresh_along_random_games(players):
    """Every event a step returns (shared or not) equals one built anew from its class and fields, clones too."""
    rng = random.Random(players)
    for seed in range(12):
        state = GAME.new(players, seed=seed, names=NAMES[:players] if seed % 2 else None)
        while not state.is_over:
            action = rng.choice(state.legal_actions())
            twin = state.clone()
            events, twin_events = state.apply(action), twin.apply(action)
            assert events == twin_events
            for event in events:
                fresh = type(event)(*fields_of(event))
                assert fresh == event and type(fresh) is type(event) and fresh.text == event.text
                assert event.names == state.names


def test_table_events_are_made_once_per_names_and_equal_fresh_ones():
    """A table's events are the ones its class builds from the fields and the names, made once and handed out
    again; another tuple of names has events of its own; a clone and a resample use their names' table."""
    names = ("Alice", "Bob", "Chris")
    alice, ann = ev.table_events(names), ev.table_events(("Ann", "Ben", "Cy"))
    drawn = alice.drawn[0, 30]
    assert drawn == ev.CardDrawn(0, 30, names) and alice.drawn[0, 30] is drawn
    assert ann.drawn[0, 30].text == "Ann draws a card; 30 left in the deck." and drawn.text.startswith("Alice draws")
    assert alice.dumped[1, 5] == ev.CardDumped(1, 5, names)
    assert alice.event_played[2, 40] == ev.EventPlayed(2, 40, names)
    assert type(alice.joined[0, 3]) is ev.MusicianJoined and alice.joined[0, 3] == ev.MusicianJoined(0, 3, names)
    assert alice.support_joined[0, 33] == ev.SupportJoined(0, 33, names)
    assert alice.swapped_back[1, 3, 0] == ev.SwappedBack(1, 3, 0, names)
    state = GAME.new(3, seed=1, names=["Ann", "Ben", "Cy"])
    assert state.table is ann and state.clone().table is ann
    assert state.resample(0, 3).table is ann
