"""What everyone can tell about a hand: cards held through a gig-ready turn without a gig are not gig cards.

"If your Band has the matching genres required when you play the gig card, then you win the game": a player
whose band is gig-ready and who plays no gig holds no gig card among the cards nobody else has seen.  The view
counts those cards (``held_when_ready``), and a resampled position deals them from cards that are not gigs.
"""

import json

import pytest

import bandlab
from bandlab.agents import make_agent
from bandlab.games.band_grab.cards import ALL_CARDS, CODE, GIG, KIND, card_from_code

GAME = bandlab.load_game("band-grab")
ROCK_SIX = ["V-RRP", "T-RRF", "B-RRJ"]  # 2 + 2 + 2 Rock: gig-ready


def new(deal, bands, deck):
    """Two players, Alice (0) to act, hands and bands and the deck (top first) by card code."""
    return GAME.new(2, seed=1, deal=deal, bands=bands, deck=deck, starting_player=0)


def do(state, text):
    """Play the action with this text."""
    return state.apply(GAME.parse_action(state, text))


def held(state, seat, viewer=1):
    """``seat``'s held-when-ready count as ``viewer`` sees it."""
    return state.view(viewer)["held_when_ready"][seat]


def hidden_not_gigs(state, seat):
    """How many of ``seat``'s hidden hand cards are not gig cards (the truth the count must not exceed)."""
    hidden = list(state.hands[seat])
    for card in state.known[seat]:
        hidden.remove(card)
    return sum(KIND[c] != GIG for c in hidden)


def test_a_gig_ready_turn_without_a_gig_counts_every_hidden_card_of_the_hand():
    state = new([["D-RP", "T-JF"], ["V-PF"]], [ROCK_SIX, []], ["D-PPJ", "GIG1", "D-FFR"])
    assert [held(state, 0), held(state, 1)] == [0, 0]
    do(state, "draw")  # Alice's band could play a gig, she draws instead: her two cards are not gigs
    assert held(state, 0) == 2 and held(state, 0, viewer=0) == 2 and state.view(1)["hand_sizes"][0] == 3
    do(state, "draw")  # Bob's band is not gig-ready: nothing to tell
    assert held(state, 1) == 0
    do(state, "dump Drums (Rock, Pop)")  # ready again: all three hidden cards counted, then one leaves
    assert held(state, 0) == 2 and hidden_not_gigs(state, 0) == 2


def test_a_hidden_card_that_leaves_may_have_been_a_held_one_unless_it_is_a_gig():
    state = new(
        [["D-RP", "T-JF"], ["POACH1", "QUIT1", "V-PF"]], [ROCK_SIX, []], ["GIG1", "D-PPJ", "D-FFR", "D-RJ", "V-JJF"]
    )
    do(state, "draw")  # Alice: ready, draws GIG1: two held cards and one unknown
    assert held(state, 0) == 2
    do(state, "play Poach 1: take Alice's Vocals (Rock, Rock, Pop)")  # her band is no longer gig-ready
    assert not state.view(1)["gig_ready"][0]
    do(state, "dump Gig 1")  # a gig card cannot have been held through a gig-ready turn
    assert held(state, 0) == 2
    do(state, "draw")
    do(state, "dump Treble (Jazz, Funk)")  # not ready: the dumped card may have been one of the held two
    assert held(state, 0) == 1 and hidden_not_gigs(state, 0) >= 1


def test_a_pickpocket_may_take_a_held_card_and_everyone_counts_one_fewer():
    state = new([["D-RP", "T-JF"], ["PICK1", "V-PF"]], [ROCK_SIX, []], ["D-PPJ", "D-FFR", "D-RJ"])
    do(state, "draw")
    assert held(state, 0) == 2
    do(state, "play Pickpocket 1: steal from Alice's hand")
    assert held(state, 0) == 1 and state.view(1)["hand_sizes"][0] == 2


def test_a_gig_played_wins_and_the_count_never_says_more_than_the_hidden_cards():
    state = new([["GIG1", "T-JF"], ["V-PF"]], [ROCK_SIX, []], ["D-PPJ"])
    do(state, "play Gig 1")
    assert state.is_over and held(state, 0) == 0


def play_heuristic(seed, players):
    """Positions of a heuristic game (the bots play a gig whenever they can), one per action."""
    state = GAME.new(players, seed=seed)
    bots = [make_agent("heuristic", "band-grab", seed * 10 + p) for p in range(players)]
    while not state.is_over:
        yield state
        p = state.current_player
        state.apply(bots[p].choose(state.view(p), state.legal_actions()))


@pytest.mark.parametrize("players", [2, 4, 6])
def test_held_cards_are_never_gigs_in_heuristic_games_nor_in_resampled_worlds(players):
    counted = 0
    for seed in range(12):
        for step, state in enumerate(play_heuristic(seed, players)):
            for q in range(players):
                n = held(state, q, viewer=(q + 1) % players)
                assert 0 <= n <= hidden_not_gigs(state, q)
                counted += n
            if step % 5 == 0:
                p = state.current_player
                world = state.resample(p, step)
                assert json.dumps(world.view(p), sort_keys=True) == json.dumps(state.view(p), sort_keys=True)
                for q in range(players):
                    if q != p:
                        assert hidden_not_gigs(world, q) >= state.view(p)["held_when_ready"][q]
    assert counted > 0, "no held card in these games: the test shows nothing"


def test_worlds_give_a_hand_held_through_a_gig_ready_turn_no_gig_card():
    """Alice's hidden cards were all held through a gig-ready turn: no world deals her a gig card, while a
    hand nobody can tell anything about gets one in some worlds."""
    state = new(
        [["D-RP", "T-JF"], ["V-PF"]],
        [ROCK_SIX, []],
        ["D-PPJ", "D-FFR", "D-RJ", "GIG1", "GIG2", "GIG3", "GIG4", "GIG5", "V-JJF", "T-PPR"],
    )
    do(state, "draw")
    do(state, "draw")
    do(state, "dump Drums (Rock, Pop)")
    assert held(state, 0) == 2 == state.view(1)["hand_sizes"][0]
    view = state.view(1)
    gigs = [card_from_code(f"GIG{i}") for i in range(1, 6)]
    worlds = [GAME.resample(view, seed) for seed in range(60)]
    assert not any(c in gigs for w in worlds for c in w.hands[0])
    view["held_when_ready"][0] = 0
    assert any(c in gigs for seed in range(60) for c in GAME.resample(view, seed).hands[0])


def test_a_view_that_counts_more_held_cards_than_hidden_ones_is_refused():
    state = new([["D-RP", "T-JF"], ["V-PF"]], [ROCK_SIX, []], ["D-PPJ", "D-FFR"])
    view = state.view(1)
    view["held_when_ready"][0] = 3
    with pytest.raises(ValueError, match="held"):
        GAME.resample(view, 1)


@pytest.mark.parametrize("bots", ["random", "heuristic"])
def test_the_kept_gig_readiness_matches_the_bands_along_games_clones_and_worlds(bots):
    ready_seen = 0
    for seed in range(25):
        players = 2 + seed % 5
        state = GAME.new(players, seed=seed)
        agents = [make_agent(bots, "band-grab", seed * 10 + p) for p in range(players)]
        while not state.is_over:
            fresh = [state.gig_ready(q) for q in range(players)]
            assert state.ready == fresh and state.view(0)["gig_ready"] == fresh
            ready_seen += sum(fresh)
            if len(state.history) % 9 == 4:
                clone, world = state.clone(), state.resample(state.current_player, seed)
                assert clone.ready == fresh and world.ready == [world.gig_ready(q) for q in range(players)]
            p = state.current_player
            state.apply(agents[p].choose(state.view(p), state.legal_actions()))
    assert ready_seen > 0


def test_a_count_the_unseen_cards_cannot_meet_deals_the_old_way_instead_of_failing():
    """A player may let a gig go: if the counted cards outnumber the unseen cards that are not gigs, the
    count cannot all hold, and the world is dealt as if nothing were counted (the coach still answers)."""
    state = new([["D-RP"], ["GIG1", "GIG2", "GIG3", "GIG4", "GIG5"]], [ROCK_SIX, []], [])
    view = state.view(0)
    view["held_when_ready"][1] = 5
    gigs = {f"GIG{i}" for i in range(1, 6)}
    shown = set(view["hand"]) | {code for band in view["bands"] for code in band.values() if code}
    view["event_pile"] = [CODE[c] for c in ALL_CARDS if CODE[c] not in gigs | shown][:-3]  # 3 others unseen
    world = GAME.resample(view, 1)
    assert len(world.hands[1]) == 5 and world.view(0) == view
