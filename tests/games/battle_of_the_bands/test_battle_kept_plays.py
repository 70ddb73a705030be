"""Battle of the Bands keeps what it works out (each band's plays, the SP won) from action to action:
what it keeps must always equal what a fresh look at the table gives, in a game and its clones alike."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bandlab
from bandlab.games.battle_of_the_bands import rules
from bandlab.games.battle_of_the_bands.actions import DiscardCard
from bandlab.games.battle_of_the_bands.cards import SP, TYPE

GAME = bandlab.load_game("battle-of-the-bands")
HOUSE_RULES = dict(swap_instruments=True, any_band_members=True, any_band_instruments=True, replace_member=True)


def fresh_legal(state):
    """The legal actions worked out from scratch: a clone whose bands' aims and seats' plays are new, none kept, and a
    turn's list made card by card (``turn_list_card_by_card``)."""
    other = state.clone()
    other._legal = None
    kept = rules.AIMS, rules.BAND_AIMS, rules.seat_plays
    rules.AIMS, rules.BAND_AIMS = {}, {}
    rules.seat_plays = rules.SeatPlays  # (a new table for each aim)
    try:
        other.band_aims = other.work_out_band_aims()
        other.seats = tuple(rules.SeatPlays(q, name) for q, name in enumerate(other.names))
        if other.phase == rules.TURN and not other.discarding:
            return turn_list_card_by_card(other)
        if other.phase == rules.TURN:
            return [rules.STOP_DISCARDING] + [DiscardCard(card) for card in sorted(set(other.hands[other.turn]))]
        return other.list_legal()
    finally:
        rules.AIMS, rules.BAND_AIMS, rules.seat_plays = kept


def turn_list_card_by_card(state):
    """A turn's legal actions from each card's own plays (``TURN_PLAYS``), none of the turn list's short cuts."""
    p = state.turn
    cards = sorted(set(state.hands[p]))
    if not cards:
        return [rules.PASS]
    actions = [play for card in cards for play in rules.TURN_PLAYS[TYPE[card]](state, p, card)]
    if state.options["swap_instruments"]:
        actions += state.swap_actions(p)
    if state.options["replace_member"]:
        actions += state.replace_actions(p)
    return actions + [DiscardCard(card) for card in cards]


def line_up(band):
    """A band's members, each with whether it holds an instrument and a reputation."""
    return [(slot[0], slot[1] >= 0, slot[2] >= 0) for slot in band]


def assert_kept_right(state):
    """The kept plays and SP totals equal a fresh look at the table, each band's aims (outside a gig, whose guests
    and loans do not take them up) aim at its members as they are, and the hands are sorted."""
    if state.gig is None:
        kept = [[aim.members for aim in aims] for aims in state.band_aims]
        assert kept == [list(map(tuple, rules.aimed_at(line_up(band)))) for band in state.bands]
    legal = state.legal_actions()
    fresh = fresh_legal(state)
    assert legal == fresh and [str(a) for a in legal] == [str(a) for a in fresh]
    assert state.sp_won == [sum(SP[c] for c in won) for won in state.sp_cards]
    assert (state.sp_high, state.sp_total) == (max(state.sp_won), sum(state.sp_won))
    assert all(hand == sorted(hand) for hand in state.hands), "the lists read each different card of a sorted hand"


def play_checking(state, rng, steps):
    """Play up to ``steps`` random actions, checking the kept plays before each."""
    for _ in range(steps):
        if state.is_over:
            return
        assert_kept_right(state)
        state.apply(rng.choice(state.legal_actions()))


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 10**6), house=st.booleans(), split=st.integers(0, 400))
def test_kept_plays_equal_fresh_ones_in_a_game_and_its_clones(players, seed, house, split):
    options = HOUSE_RULES if house else {}
    state = GAME.new(players, seed=seed, **options)
    rng = random.Random(seed)
    play_checking(state, rng, split)
    clone = state.clone()
    play_checking(clone, random.Random(seed + 1), 60)  # the clone goes its own way ...
    assert_kept_right(state)  # ... and the origin is as it was
    play_checking(state, rng, 60)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_kept_plays_hold_through_whole_games_and_resampled_positions(players):
    for seed in range(4):
        state = GAME.new(players, seed=seed, **(HOUSE_RULES if seed % 2 else {}))
        rng = random.Random(seed)
        while not state.is_over:
            assert_kept_right(state)
            if rng.random() < 0.05:
                sample = state.resample(state.current_player, seed)
                assert_kept_right(sample)
            state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("rule", ["any_band_members", "any_band_instruments", "swap_instruments", "replace_member"])
def test_a_turns_plays_by_where_they_land_hold_under_each_house_rule_alone(rule):
    """Each house rule changes where some cards' plays land (``REACHES``) or adds moves: the turn's list still
    equals one made card by card, in games, clones and resampled positions."""
    for seed in range(3):
        state = GAME.new(4, seed=seed, **{rule: True})
        assert state.reaches == rules.REACHES[state.options["any_band_members"], state.options["any_band_instruments"]]
        rng = random.Random(seed)
        while not state.is_over:
            assert_kept_right(state)
            if rng.random() < 0.05:
                assert_kept_right(state.clone())
                assert_kept_right(state.resample(state.current_player, seed))
            state.apply(rng.choice(state.legal_actions()))


def test_bands_with_the_same_line_up_share_their_aims_and_others_do_not(monkeypatch):
    from bandlab.games.battle_of_the_bands.cards import card_from_code

    kym, sax, stalked = card_from_code("Kym"), card_from_code("Sax"), card_from_code("Stalked")
    me = rules.ME_CARDS[0]
    bare = [(me, -1, -1, 0, 0), (kym, -1, -1, 0, 0)]
    aims = rules.aims_of(1, "Bob", bare)
    assert rules.aims_of(1, "Bob", list(bare)) is aims
    assert [aim.members for aim in aims] == [(me, kym), (me, kym), (), (), (kym,)]
    with_rep = rules.aims_of(1, "Bob", [bare[0], (kym, -1, stalked, 1, 0)])
    assert with_rep is not aims and [aim.members for aim in with_rep] == [(me, kym), (me,), (kym,), (), (kym,)]
    assert with_rep[rules.TAKES_INSTRUMENT] is aims[rules.TAKES_INSTRUMENT], "the same members: one aim"
    with_sax = rules.aims_of(1, "Bob", [bare[0], (kym, sax, -1, 0, 0)])
    assert [aim.members for aim in with_sax] == [(me,), (me, kym), (), (kym,), (kym,)]
    assert rules.aims_of(2, "Bob", bare) is not aims and rules.aims_of(1, "Ann", bare) is not aims
    monkeypatch.setattr(rules, "MAX_KEPT_AIMS", 1)
    rules.aims_of(3, "Cy", bare)
    assert len(rules.BAND_AIMS) == 1 and len(rules.AIMS) == 1, "past the limit the kept aims start again"


def test_an_aims_plays_are_those_of_the_card_on_its_members_and_kept():
    from bandlab.games.battle_of_the_bands.cards import card_from_code

    pawn, lefty, sax, talk = (card_from_code(c) for c in ("Pawn Shop", "Lefty", "Sax", "Talk Show"))
    aim = rules.Aim(1, "Bob", (lefty,))
    assert [str(a) for a in aim[pawn]] == ["play Pawn Shop on Bob's Lefty"]
    assert aim[pawn] is aim[pawn] and pawn in aim, "kept"
    assert [str(a) for a in aim[sax]] == ["play Sax on Bob's Lefty"]
    assert len(rules.Aim(1, "Bob", (lefty,))[card_from_code("Stalked")]) == 2, "both sides"
    assert rules.Aim(1, "Bob", ())[talk] == ()


def assert_slots_shared_safely(state, other):
    """Every slot is a tuple (changed only by replacing it), and no band list is shared between two states."""
    for band, twin in zip(state.bands, other.bands):
        assert band is not twin
        assert all(type(slot) is tuple and len(slot) == 5 for slot in band + twin)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_clones_share_slots_that_nothing_changes_in_place(players):
    for seed in range(3):
        state = GAME.new(players, seed=seed, **(HOUSE_RULES if seed % 2 else {}))
        rng = random.Random(seed)
        while not state.is_over:
            clone = state.clone()
            before = [list(band) for band in clone.bands]
            assert_slots_shared_safely(state, clone)
            state.apply(rng.choice(state.legal_actions()))
            assert [list(band) for band in clone.bands] == before, "the clone's bands did not move"
            if not state.is_over and rng.random() < 0.05:
                sample = state.resample(state.current_player, seed)
                assert_slots_shared_safely(state, sample)


@pytest.mark.parametrize("players", [2, 4])
def test_positions_sampled_in_a_gig_keep_right_plays_after_it(players):
    """A position sampled in a gig takes up its bands' aims with the guest stars and loans: they must go with them."""
    checked = 0
    for seed in range(6):
        state = GAME.new(players, seed=seed)
        rng = random.Random(seed)
        while not state.is_over and checked < 12:
            gig = state.gig
            if gig is not None and any(s[4] for band in state.bands for s in band):  # a guest or a loan in play
                sample = state.resample(state.current_player, seed)
                play_checking(sample, random.Random(seed), 80)
                checked += 1
            state.apply(rng.choice(state.legal_actions()))
    assert checked > 0
