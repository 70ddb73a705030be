"""The shortcuts of Band Grab's fast engine give what the plain ways give: the table's shared events, the listed
legal actions (shared and targeted plays)."""

import random

import pytest

import bandlab
from bandlab.core import IllegalAction
from bandlab.games.band_grab import events as ev
from bandlab.games.band_grab.cards import (
    BODYGUARD,
    BOUNCER,
    EVENT,
    GIG,
    HAND_LIMIT,
    KIND,
    MANAGER,
    PICKPOCKET,
    POACH,
    QUIT,
    ROADIE,
    SUB,
)
from bandlab.games.band_grab.rules import MOST_MATCHING, Draw, Dump, Pass, Play

GAME = bandlab.load_game("band-grab")
NAMES = ["Ann", "Ben", "Cy", "Di", "Ed", "Flo"]


def test_table_events_are_made_once_per_names_and_equal_fresh_ones():
    """A table's events are the ones its class builds from the fields and the names, made once and handed out
    again; another tuple of names has events of its own."""
    names = ("Alice", "Bob", "Chris")
    alice, ann = ev.TableEvents.of(names), ev.TableEvents.of(("Ann", "Ben", "Cy"))
    drawn = alice.drawn[0, 30]
    assert drawn == ev.CardDrawn(0, 30, names) and alice.drawn[0, 30] is drawn
    assert ann.drawn[0, 30].text == "Ann draws a card; 30 left in the deck." and drawn.text.startswith("Alice draws")
    assert alice.dumped[1, 5] == ev.CardDumped(1, 5, names)
    assert alice.event_played[2, 40] == ev.EventPlayed(2, 40, names)
    assert type(alice.joined[0, 3]) is ev.MusicianJoined and alice.joined[0, 3] == ev.MusicianJoined(0, 3, names)
    assert alice.support_joined[0, 33] == ev.SupportJoined(0, 33, names)
    assert alice.swapped_back[1, 3, 0] == ev.SwappedBack(1, 3, 0, names)


def fresh_legal(state):
    """The legal actions as the rulebook lists them, built afresh: draw, each card's plays, each dump (or pass)."""
    p = state.current_player
    if p is None:
        return []
    hand, names, players = state.hands[p], state.names, state.players
    can_draw = state.deck or (state.pile and state.curfew_rounds is None)
    actions = [Draw()] if can_draw and (len(hand) < HAND_LIMIT or state.ability(p) == MANAGER) else []
    others = [(p + i) % players for i in range(1, players)]
    for card in hand:
        if KIND[card] == GIG:
            actions += [Play(card)] if state.gig_ready(p) else []
        elif KIND[card] == EVENT and SUB[card] in (POACH, QUIT):
            targets = [
                Play(card, member, q, names[q])
                for q in others
                if state.ability(q) != BODYGUARD
                for member in state.band(q)[:4]
                if member != -1
            ]
            actions += targets or [Play(card)]
        elif KIND[card] == EVENT and SUB[card] == PICKPOCKET:
            targets = [Play(card, q, q, names[q]) for q in others if state.hands[q] and state.ability(q) != BOUNCER]
            actions += targets or [Play(card)]
        else:
            actions.append(Play(card))
    actions += [Dump(card) for card in hand if KIND[card] != EVENT or state.ability(p) == ROADIE]
    return actions or [Pass()]


def texts(actions):
    """The actions' words (a targeted play's victim name takes no part in equality)."""
    return [str(a) for a in actions]


@pytest.mark.parametrize("players", [2, 4, 6])
def test_legal_actions_equal_fresh_ones_along_games_clones_and_resamples(players):
    """The listed actions (shared plays and targeted plays) are the rulebook's, in its order: every step, in clones
    played on apart, in resamples."""
    rng = random.Random(20 + players)
    for seed in range(12):
        state = GAME.new(players, seed=seed, names=NAMES[:players] if seed % 2 else None)
        while not state.is_over:
            legal = state.legal_actions()
            assert legal == fresh_legal(state) and texts(legal) == texts(fresh_legal(state))
            if rng.random() < 0.2:
                twin = state.clone()
                twin.apply(rng.choice(twin.legal_actions()))
                assert texts(twin.legal_actions()) == texts(fresh_legal(twin))
                world = state.resample(state.current_player, seed)
                assert texts(world.legal_actions()) == texts(fresh_legal(world))
            state.apply(rng.choice(legal))


def test_a_play_equal_to_a_listed_one_is_played_as_the_listed_one_and_others_are_refused():
    """A targeted play built anew (with any victim name) plays the listed action; a play of a card not held, or once
    the game is over, is refused with the game's reason."""
    rng = random.Random(5)
    state = GAME.new(3, seed=2)
    while not any(isinstance(a, Play) and a.victim >= 0 for a in state.legal_actions()):
        state.apply(rng.choice(state.legal_actions()))
    listed = next(a for a in state.legal_actions() if isinstance(a, Play) and a.victim >= 0)
    twin, copy = state.clone(), state.clone()
    events = twin.apply(Play(listed.card, listed.target, listed.victim, "someone else"))
    assert twin.history[-1] is listed and events == copy.apply(listed)
    missing = next(c for c in range(57) if c not in state.hands[state.current_player])
    with pytest.raises(IllegalAction, match="does not hold"):
        state.apply(Play(missing))
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    with pytest.raises(IllegalAction, match="The game is over"):
        state.apply(Play(missing))


def test_most_matching_symbols_looked_up_equal_the_meter_along_random_games():
    """The looked-up most symbols of one genre of a band equal its genre meter's highest bar, for every band along
    random games, and the look-up never holds more than one entry per possible band."""
    rng = random.Random(3)
    for seed in range(20):
        state = GAME.new(6, seed=seed)
        while not state.is_over:
            for q in range(state.players):
                assert MOST_MATCHING[state.members(q)] == max(state.meter(q))
            state.apply(rng.choice(state.legal_actions()))
    assert len(MOST_MATCHING) <= 9**4
