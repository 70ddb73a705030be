"""The shortcuts of 1st Band's fast engine give what the plain ways give: shared events, event __init__s."""

import dataclasses
import inspect
import random

import pytest

import bandlab
from bandlab.games.first_band import events as ev

GAME = bandlab.load_game("first-band")


def test_shared_events_keep_the_names_they_were_made_with():
    """Two tables with different names never share an event: the names are part of what is shared."""
    a = ev.MemberPlayed.of(0, 5, ("Alice", "Bob", "Chris"))
    b = ev.MemberPlayed.of(0, 5, ("Ann", "Ben", "Cy"))
    assert a.text == "Alice plays Vocal 6." and b.text == "Ann plays Vocal 6."
    assert ev.MemberPlayed.of(0, 5, ("Alice", "Bob", "Chris")) is a


def test_event_init_takes_the_dataclass_signature():
    """The slot-filling __init__ takes the same arguments as a dataclass's: defaults, keywords, replace()."""
    claimed = ev.RankingClaimed(1, 0, 5)
    assert (claimed.ahead_of, claimed.starting, claimed.names) == ((), -1, ())
    assert ev.RankingClaimed(player=1, rank=0, card=5) == claimed
    assert dataclasses.replace(claimed, rank=2).rank == 2
    assert list(inspect.signature(ev.RankingClaimed).parameters) == [
        "player",
        "rank",
        "card",
        "ahead_of",
        "starting",
        "names",
    ]
    with pytest.raises(dataclasses.FrozenInstanceError):
        claimed.rank = 3
    with pytest.raises(TypeError):
        ev.MemberPlayed(1)


def test_a_shared_subclass_event_is_its_own_class():
    """``of`` is looked up on the class: a shared subclass (a lower member removed) is not its parent's event."""
    names = ("Alice", "Bob", "Chris")
    assert type(ev.LowerMemberRemoved.of(5, 0, names)) is ev.LowerMemberRemoved
    assert type(ev.MemberRemoved.of(5, 0, names)) is ev.MemberRemoved
    assert type(ev.NextRoundStarted.of(2, 0, names)) is ev.NextRoundStarted
    assert ev.LowerMemberRemoved.of(5, 0, names).text != ev.MemberRemoved.of(5, 0, names).text


def fresh_legal(state):
    """The legal actions built from scratch, the way the engine listed them before it kept them."""
    from bandlab.games.first_band.rules import AUDITION, PERFORMANCE, PICK, PLAY

    if state.phase == AUDITION:
        return [PLAY[c] for c in state.hands[state.turn]]
    return [PICK[c] for c in state.public] if state.phase == PERFORMANCE else []


@pytest.mark.parametrize("players", [3, 4, 5])
def test_kept_legal_actions_equal_fresh_ones_along_games_clones_and_resamples(players):
    """The plays kept with the hands, and the picks kept with the public area, list what a rebuild lists: every
    step, in clones played on apart, in resamples."""
    rng = random.Random(10 + players)
    for seed in range(12):
        state = GAME.new(players, seed=seed)
        while not state.is_over:
            assert state.legal_actions() == fresh_legal(state)
            if rng.random() < 0.2:
                twin = state.clone()
                twin.apply(rng.choice(twin.legal_actions()))
                assert twin.legal_actions() == fresh_legal(twin) and state.legal_actions() == fresh_legal(state)
                world = state.resample(state.current_player, seed)
                assert world.legal_actions() == fresh_legal(world)
                if not world.is_over:
                    world.apply(rng.choice(world.legal_actions()))
                    assert world.legal_actions() == fresh_legal(world)
            legal = state.legal_actions()
            legal.clear()  # a caller's list is its own: changing it changes nothing in the state
            assert state.legal_actions() == fresh_legal(state)
            state.apply(rng.choice(fresh_legal(state)))


def every_split(cards):
    """Every way to put some of ``cards`` into bands, the rest in none, as tuples of bands (plain recursion)."""
    if not cards:
        yield ()
        return
    *rest, last = cards
    for split in every_split(rest):
        yield split  # the last card in no band
        yield split + ((last,),)  # in a band of its own
        for at, band in enumerate(split):
            yield split[:at] + (band + (last,),) + split[at + 1 :]


@pytest.mark.parametrize("one_seat", [False, True])
def test_dual_member_layouts_equal_every_split_tried_in_turn(one_seat):
    """The layouts built from the first card's band-mates (shared between sets of dual members) give the ways
    that every split of the cards into bands gives, and the same ways are left that no other beats."""
    import itertools

    from bandlab.games.first_band.cards import ALL_CARDS, IS_DUAL
    from bandlab.games.first_band.scoring import beats, dual_member_bands, layouts, seats_held, way_of

    duals = [c for c in ALL_CARDS if IS_DUAL[c]]
    for size in range(5):
        for cards in itertools.combinations(duals, size):
            codes = {
                sum(choice)
                for split in every_split(cards)
                for choice in itertools.product(*(seats_held(band, one_seat) for band in split))
            }
            assert layouts(cards, one_seat) == codes, cards
            ways = {way_of(code) for code in codes}
            unbeaten = sorted(way for way in ways if not any(beats(other, way) for other in ways))
            assert list(dual_member_bands(cards, one_seat)) == unbeaten, cards


def test_table_events_are_made_once_per_names_and_equal_fresh_ones():
    """A table's events are the ones its class builds from the fields and the names, made once and handed out
    again; another tuple of names has events of its own."""
    alice = ev.TableEvents.of(("Alice", "Bob", "Chris"))
    ann = ev.TableEvents.of(("Ann", "Ben", "Cy"))
    played = alice.played[0, 5]
    assert played == ev.MemberPlayed(0, 5, ("Alice", "Bob", "Chris")) and alice.played[0, 5] is played
    assert ann.played[0, 5].text == "Ann plays Vocal 6." and played.text == "Alice plays Vocal 6."
    assert alice.seat_taken[1, 5, 0, -1] == ev.SeatTaken(1, 5, 0, -1, ("Alice", "Bob", "Chris"))
    assert alice.seat_kept[5, 0, 3] == ev.SeatKept(5, 0, 3, ("Alice", "Bob", "Chris"))
    assert alice.picked[2, 1, 5] == ev.MemberPicked(2, 1, 5, ("Alice", "Bob", "Chris"))
    removed = alice.lower_removed[5, 1]
    assert type(removed) is ev.LowerMemberRemoved and removed == ev.LowerMemberRemoved(5, 1, ("Alice", "Bob", "Chris"))
    assert alice.claimed[1, 0, 5, (2,), 1] == ev.RankingClaimed(1, 0, 5, (2,), 1, ("Alice", "Bob", "Chris"))
    assert type(alice.removed[5, 1]) is ev.MemberRemoved and type(alice.next_round[2, 0]) is ev.NextRoundStarted
    assert alice.band_full[(True,)] == ev.BandFull(True, ("Alice", "Bob", "Chris"))
    assert alice.starting_passed[0, 1] == ev.StartingPlayerPassed(0, 1, ("Alice", "Bob", "Chris"))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_is_over_field_follows_the_turn_along_games_clones_and_resamples(players):
    """``is_over`` (a field, set with the game's end) says what ``current_player is None`` says: every step,
    in clones, in resamples, and at the end of every game, a resample of the finished game too."""
    rng = random.Random(20 + players)
    for seed in range(10):
        state = GAME.new(players, seed=seed)
        while True:
            assert state.is_over is (state.current_player is None)
            twin = state.clone()
            assert twin.is_over is state.is_over
            if rng.random() < 0.2 or state.is_over:
                world = state.resample(0, seed)
                assert world.is_over is (world.current_player is None) is state.is_over
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
            assert not twin.is_over  # the clone stays where it was


@pytest.mark.parametrize("players", [3, 4, 5])
def test_ranked_members_sort_as_the_rulebook_says_along_random_games(players):
    """The band's members ranked from the per-seat table of distances come in the order of (value, seats clockwise
    from the starting player, card), worked out with core's seats_from; the ranking is kept in tuples, which a clone
    shares."""
    from bandlab.core.seating import seats_from
    from bandlab.games.first_band.cards import VALUE

    rng = random.Random(30 + players)
    for seed in range(10):
        state = GAME.new(players, seed=seed)
        while not state.is_over:
            members = state.band_members()
            if members:
                key = {c: (VALUE[c], seats_from(state.starting, members[c], players), c) for c in members}
                assert [card for _, _, card, _ in state.ranked_members()] == sorted(members, key=key.get)
            state.apply(rng.choice(state.legal_actions()))
            assert type(state.rankings) is type(state.ranking_cards) is tuple  # never changed in place


def test_events_by_card_are_the_table_shared_events():
    """A by-card look-up hands out the very event the table's shared events hold for the full fields (made there
    once), for every player, seat and rank, and a name table's rows are its own."""
    from bandlab.games.first_band.cards import ALL_CARDS, CARD_SEATS

    names = ("Ann", "Ben", "Cy", "Di")
    table = ev.TableEvents.of(names)
    for player in range(len(names)):
        for card in ALL_CARDS:
            assert table.played_by[player][card] is table.played[player, card]
            assert table.played_by[player][card] == ev.MemberPlayed(player, card, names)
            assert table.lower_removed_by[player][card] is table.lower_removed[card, player]
            assert type(table.lower_removed_by[player][card]) is ev.LowerMemberRemoved
            assert table.removed_by[player][card] is table.removed[card, player]
            assert type(table.removed_by[player][card]) is ev.MemberRemoved
            for seat in CARD_SEATS[card]:
                assert table.empty_seat_taken_by[player][seat][card] is table.seat_taken[player, card, seat, -1]
                assert table.empty_seat_taken_by[player][seat][card] == ev.SeatTaken(player, card, seat, -1, names)
            for rank in range(5):
                assert table.picked_by[player][rank][card] is table.picked[player, rank, card]
                assert table.picked_by[player][rank][card] == ev.MemberPicked(player, rank, card, names)
    other = ev.TableEvents.of(("Alice", "Bob", "Chris", "Dana"))
    assert other.played_by[0][5].text == "Alice plays Vocal 6." and table.played_by[0][5].text == "Ann plays Vocal 6."
