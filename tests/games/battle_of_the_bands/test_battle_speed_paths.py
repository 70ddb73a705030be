"""The shortcuts of Battle of the Bands' fast engine give what the plain ways give: the table's shared events and
each seat's table of plays."""

import random

import pytest

import bandlab
from bandlab.games.battle_of_the_bands import events as ev
from bandlab.games.battle_of_the_bands import rules
from bandlab.games.battle_of_the_bands.actions import (
    LendInstrument,
    PlayInstrument,
    PlayMusicBiz,
    PlayWrench,
    TryReputation,
)
from bandlab.games.battle_of_the_bands.cards import INSTRUMENT, KINDS, TYPE, card_from_code

GAME = bandlab.load_game("battle-of-the-bands")
HOUSE_RULES = dict(swap_instruments=True, any_band_members=True, any_band_instruments=True, replace_member=True)


def test_table_events_are_made_once_per_names_and_equal_fresh_ones():
    """A table's events are the ones its class builds from the fields and the names, made once and handed out
    again; another tuple of names has events of its own."""
    names = ("Alice", "Bob", "Chris")
    alice, ann = ev.TableEvents.of(names), ev.TableEvents.of(("Ann", "Ben", "Cy"))
    started = alice.turn_started[1, 2, 1]
    assert started == ev.TurnStarted(1, 2, 1, names) and alice.turn_started[1, 2, 1] is started
    assert started.text == "Bob's turn: draws 2 cards."
    assert ann.turn_started[1, 2, 1].text == "Ben's turn: draws 2 cards."
    assert alice.discarded[0, (5,)] == ev.CardsDiscarded(0, (5,), names)
    assert alice.passed[(2,)] == ev.Passed(2, names) and alice.passed[(2,)].text == "Chris passes."
    assert alice.rolled[0, 4, "the audience's reaction"] == ev.DieRolled(0, 4, "the audience's reaction", names)
    assert alice.tallied[1, 9, 3] == ev.BandTallied(1, 9, 3, names)


def test_a_seats_plays_are_the_cards_plays_on_each_member_made_once():
    """A seat's table holds each card's plays on each member, as the actions built anew, made once per card."""
    sax, stalked, talk, lefty = (card_from_code(c) for c in ("Sax", "Stalked", "Talk Show", "Lefty"))
    table = rules.seat_plays(1, "Bob")
    assert table[sax][lefty] == (PlayInstrument(sax, 1, lefty, "Bob"),) and table[sax] is table[sax]
    both_sides = (TryReputation(stalked, 0, 1, lefty, "Bob"), TryReputation(stalked, 1, 1, lefty, "Bob"))
    assert table[stalked][lefty] == both_sides
    assert [str(play) for play in table[talk][lefty]] == ["play Talk Show on Bob's Lefty"]
    assert table[talk][lefty] == (PlayMusicBiz(talk, 1, lefty, -1, "Bob"),)
    assert rules.seat_plays(1, "Bob") is table and rules.seat_plays(2, "Bob") is not table
    assert rules.seat_plays(1, "Ann")[sax][lefty][0].owner_name == "Ann"
    groupies, feedback = card_from_code("Groupies"), card_from_code("Feedback")
    assert table[groupies][rules.WHOLE_BAND] == PlayMusicBiz(groupies, 1, -1, -1, "Bob")
    assert str(table[groupies][rules.WHOLE_BAND]) == "play Groupies on Bob"
    assert table[feedback][rules.WHOLE_BAND] == PlayWrench(feedback, 1, -1, "Bob")
    assert table[feedback][lefty] == (PlayWrench(feedback, 1, lefty, "Bob"),)


def test_lent_instruments_are_the_actions_built_anew():
    """LEND holds, for each instrument, the action that lends it to each member, as LendInstrument builds it."""
    for card in KINDS:
        if TYPE[card] != INSTRUMENT:
            assert rules.LEND[card] is None
            continue
        for member in rules.MEMBERS:
            lent = rules.LEND[card][member]
            assert lent == LendInstrument(card, member) and str(lent) == str(LendInstrument(card, member))


@pytest.mark.parametrize("players", [2, 4, 6])
def test_is_over_is_kept_with_the_phase_in_games_clones_and_resamples(players):
    """``is_over`` (a kept flag) is True exactly when the phase is over, in a game, its clones and resamples, and
    whichever way the game ends (the target, no one able to reach it, the round limit, the pile running out)."""
    rng = random.Random(players)
    endings = set()
    for seed in range(12):
        options = [{}, {"max_rounds": 3}, {"reshuffles": 0}, HOUSE_RULES][seed % 4]
        state = GAME.new(players, seed=seed, **options)
        while True:
            assert state.is_over == (state.phase == rules.OVER) == (state.current_player is None)
            assert state.clone().is_over == state.is_over
            if rng.random() < 0.05 or state.is_over:
                assert state.resample(0, seed).is_over == state.is_over
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        endings.add(state.ended_by)
    assert {rules.BY_TARGET, rules.BY_ROUND_LIMIT} <= endings
