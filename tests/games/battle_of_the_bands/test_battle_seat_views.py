"""Battle of the Bands remembers what each seat shows on the table (its band's slot views, band HP, contract,
superstar cards, hit single right and points, by its slots, contract and superstar cards) and each game's rule
options: a view must always equal what the state's own rules give afresh, in games, clones and resampled worlds,
and no reader that changes its view can change the next one.  The heuristic bot's choice is the first of its
best-rated actions, and no action is rated above the ceiling the bot skips it by."""

import math
import random

import pytest

import bandlab
from bandlab.games.battle_of_the_bands import view as battle_view
from bandlab.games.battle_of_the_bands.actions import DiscardCard, PlayMusicBiz, TryReputation
from bandlab.games.battle_of_the_bands.bots import (
    DISCARD_CEILING,
    MUSIC_BIZ_CEILING,
    REPUTATION_CEILING,
    HeuristicBot,
    Table,
)
from bandlab.games.battle_of_the_bands.cards import CODE, NEGATIVE

GAME = bandlab.load_game("battle-of-the-bands")
HOUSE_RULES = dict(swap_instruments=True, any_band_members=True, any_band_instruments=True, replace_member=True)


def fresh_table(state):
    """The remembered parts of a view, worked out afresh from the state's own rules."""
    return {
        "rules": state.rule_options(),
        "bands": [[battle_view.new_slot_view(state, slot) for slot in band] for band in state.bands],
        "band_hp": [state.band_hp(p) for p in range(state.players)],
        "contracts": [CODE[c] if c >= 0 else None for c in state.contracts],
        "sp_cards": [[CODE[c] for c in cards] for cards in state.sp_cards],
        "can_play_hit_singles": [state.can_play_hit_single(p) for p in range(state.players)],
        "scores": state.scores(),
        "totals": None if state.gig is None else state.gig_totals(),
    }


def shown_table(view):
    """The same parts as ``view`` shows them."""
    shown = {key: view[key] for key in ("rules", "bands", "band_hp", "contracts", "sp_cards", "scores")}
    shown["can_play_hit_singles"] = view["can_play_hit_singles"]
    shown["totals"] = None if view["gig"] is None else view["gig"]["totals"]
    return shown


def check_views(state, seen):
    """Every seat's view shows what the rules give afresh; ``seen`` counts the gig positions met, by silencing."""
    fresh = fresh_table(state)
    for seat in range(state.players):
        assert shown_table(state.view(seat)) == fresh
    if state.gig is not None:
        seen[bool(state.gig.silenced)] += 1


@pytest.mark.parametrize("players, options", [(2, {}), (4, {}), (5, HOUSE_RULES), (6, HOUSE_RULES)])
def test_remembered_seats_equal_fresh_ones_in_games_clones_and_worlds(players, options):
    rng = random.Random(players)
    seen = [0, 0]
    for seed in range(4):
        state = GAME.new(players, seed=seed, **options)
        while not state.is_over:
            check_views(state, seen)
            if rng.random() < 0.1:  # a world resampled from a seat's view, and a clone of it, go their own ways
                world = GAME.resample(state.view(state.current_player), rng.randrange(10**6))
                for other in (world, world.clone()):
                    for _ in range(rng.randrange(1, 30)):
                        if other.is_over:
                            break
                        check_views(other, seen)
                        other.apply(rng.choice(other.legal_actions()))
            state.apply(rng.choice(state.legal_actions()))
    assert seen[False] and seen[True]  # gigs with and without silenced members were met


def test_a_reader_that_changes_its_view_does_not_change_the_next_view():
    state = GAME.new(4, seed=3)
    rng = random.Random(3)
    while state.gig is None or not any(state.sp_cards) or not all(len(band) > 1 for band in state.bands):
        state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            state = GAME.new(4, seed=rng.randrange(1000))
    expected = fresh_table(state)
    shown = state.view(0)
    for band in shown["bands"]:
        band[0]["hp"], band[0]["member"] = -99, "vandalised"
        band.append("an extra member")
    for key in ("band_hp", "contracts", "sp_cards", "can_play_hit_singles", "scores"):
        shown[key].append("more")
    next(cards for cards in shown["sp_cards"] if cards).append("Single")
    shown["rules"]["target"] = -1
    shown["gig"]["totals"].append(99)
    assert shown_table(state.view(0)) == expected
    assert shown_table(state.view(1)) == expected


def test_the_memories_stay_within_their_sizes(monkeypatch):
    monkeypatch.setattr(battle_view, "MAX_SEATS_SEEN", 3)
    battle_view.SEATS_SEEN.clear()
    rng = random.Random(5)
    states = [GAME.new(4, seed=5), GAME.new(3, seed=6, **HOUSE_RULES)]
    for _ in range(300):
        state = rng.choice(states)
        if state.is_over:
            break
        assert shown_table(state.view(rng.randrange(state.players))) == fresh_table(state)
        assert len(battle_view.SEATS_SEEN) <= 3
        state.apply(rng.choice(state.legal_actions()))


def test_the_bot_takes_the_first_of_its_best_rated_actions():
    bot = HeuristicBot(0)
    rng = random.Random(7)
    ties = 0
    for seed in range(3):
        state = GAME.new(4, seed=seed, **HOUSE_RULES)
        while not state.is_over:
            view, legal = state.view(state.current_player), state.legal_actions()
            if view["phase"] != "gig":
                table = Table(view)
                ratings = [bot.rate(table, a) for a in legal]
                assert bot.choose(view, legal) is max(legal, key=lambda a: bot.rate(table, a))
                ties += ratings.count(max(ratings)) > 1
            state.apply(rng.choice(legal))
    assert ties  # some choices had to be made among equally rated actions


def ceiling(table, action):
    """The most ``action`` can be rated, as HeuristicBot.choose assumes when it skips an action (inf: always rated)."""
    kind = type(action)
    if kind is TryReputation:
        helps = (action.owner == table.me) != (action.side == NEGATIVE)
        return REPUTATION_CEILING[action.owner == table.leader][action.card][action.side] if helps else 0
    if kind is DiscardCard:
        return DISCARD_CEILING
    if kind is PlayMusicBiz:
        return MUSIC_BIZ_CEILING[action.card]
    return math.inf


def test_no_action_is_rated_above_the_ceiling_the_bot_skips_it_by():
    bot = HeuristicBot(0)
    rng = random.Random(8)
    rated = 0
    for seed, options in [(s, o) for s in range(3) for o in ({}, HOUSE_RULES)]:
        state = GAME.new(4, seed=seed, **options)
        while not state.is_over:
            view, legal = state.view(state.current_player), state.legal_actions()
            if view["phase"] != "gig":
                table = Table(view)
                for action in legal:
                    assert bot.rate(table, action) <= ceiling(table, action), action
                    rated += ceiling(table, action) < math.inf
            state.apply(rng.choice(legal))
    assert rated > 1000
