"""Exact gig and reputation odds, checked against brute force, icepool and simulated gigs."""

import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bandlab
from bandlab.agents import make_agent
from bandlab.analysis.dice import (
    brute_force_gig_odds,
    gig_counts,
    gig_odds,
    hp_grid,
    icepool_gig_odds,
    reputation_success,
    reputation_success_array,
    sweep_counts,
    sweep_fractions,
    sweep_gig_odds,
    two_band_table,
)

totals_strategy = st.lists(st.integers(-12, 20), min_size=1, max_size=4)


def gig_player_for(totals, data):
    """A gig player index, or None (not in the gig)."""
    return data.draw(st.one_of(st.none(), st.integers(0, len(totals) - 1)))


@settings(max_examples=150, deadline=None)
@given(totals=totals_strategy, data=st.data())
def test_exact_odds_equal_brute_force_enumeration(totals, data):
    gig_player = gig_player_for(totals, data)
    assert gig_odds(totals, gig_player) == brute_force_gig_odds(totals, gig_player)


@settings(max_examples=40, deadline=None)
@given(totals=st.lists(st.integers(-8, 15), min_size=2, max_size=4), data=st.data())
def test_exact_odds_equal_icepool(totals, data):
    pytest.importorskip("icepool")
    gig_player = gig_player_for(totals, data)
    assert gig_odds(totals, gig_player) == icepool_gig_odds(totals, gig_player)


@settings(max_examples=100, deadline=None)
@given(totals=totals_strategy, data=st.data())
def test_odds_add_up_to_one(totals, data):
    gig_player = gig_player_for(totals, data)
    odds = gig_odds(totals, gig_player)
    assert sum(odds.wins) + odds.outside == 1
    assert sum(odds.outright) + odds.tie == 1
    assert all(isinstance(w, Fraction) for w in odds.wins)
    floats = odds.as_floats()
    assert math.isclose(sum(floats["wins"]) + floats["outside"], 1.0)


def test_known_values():
    # Two equal bands: 6 of 36 rolls tie; the gig player wins 21/36 = 7/12.
    odds = gig_odds((4, 4), gig_player=0)
    assert odds.tie == Fraction(1, 6) and odds.wins == (Fraction(7, 12), Fraction(5, 12))
    # The rulebook's gig: Tisha 5 (gig player) against Danny 7.
    odds = gig_odds((5, 7), gig_player=0)
    assert odds.wins[0] == Fraction(10, 36) and odds.tie == Fraction(4, 36)
    # A lead of 6 or more cannot be beaten; 5 can only be tied.
    assert gig_odds((12, 6), gig_player=1).wins == (1, 0)
    assert gig_odds((11, 6), gig_player=1).wins == (Fraction(35, 36), Fraction(1, 36))
    # Negative totals work like any others.
    assert gig_odds((-3, -3), 1).wins == gig_odds((10, 10), 1).wins
    # The gig player out of the gig: ties go to nobody in it.
    out = gig_odds((4, 4), gig_player=None)
    assert out.outside == Fraction(1, 6) and out.wins == (Fraction(5, 12), Fraction(5, 12))


def test_no_band_in_the_gig_gives_the_card_to_the_gig_player():
    assert gig_odds((), None).outside == 1
    assert gig_odds((3,), 0).wins == (1,) and gig_odds((3,), None).outside == 0


def test_only_differences_matter():
    assert gig_odds((1, 2, 3), 2).wins == gig_odds((-9, -8, -7), 2).wins


def test_counts_are_integers_out_of_six_to_the_n():
    counts, tie, denominator = gig_counts((3, 5, 5, 9))
    assert denominator == 6**4 and sum(counts) + tie == denominator and all(isinstance(c, int) for c in counts)


@pytest.mark.parametrize("hp,chance", [(-2, 0), (0, 0), (1, Fraction(1, 6)), (3, Fraction(1, 2)), (6, 1), (9, 1)])
def test_reputation_success_for_any_hp(hp, chance):
    assert reputation_success(hp) == chance
    assert reputation_success_array([hp])[0] == pytest.approx(float(chance))


def test_vectorised_sweep_matches_the_exact_odds_everywhere():
    grid = hp_grid(range(-3, 10), range(0, 12, 2), range(-7, 8, 3))
    counts, ties = sweep_counts(grid)
    wins, tie_chance = sweep_gig_odds(grid, gig_player=1)
    for index in np.ndindex(*grid.shape[:-1]):
        odds = gig_odds(grid[index], 1)
        assert [Fraction(int(c), 6**3) for c in counts[index]] == list(odds.outright)
        assert np.allclose(wins[index], [float(w) for w in odds.wins])
        assert tie_chance[index] == pytest.approx(float(odds.tie))
    fractions = sweep_fractions(grid[:2, :2, :2], gig_player=None)
    assert fractions[0] == gig_odds(grid[0, 0, 0], None).wins


def test_sweep_over_five_bands_and_outside_gig_player():
    grid = hp_grid(range(3), range(2), range(2), range(2), range(-1, 1))
    wins, ties = sweep_gig_odds(grid, gig_player=None)
    assert np.allclose(wins.sum(axis=-1) + ties, 1.0)
    assert np.allclose(wins[1, 0, 1, 0, 1], [float(w) for w in gig_odds((1, 0, 1, 0, 0), None).wins])


def test_two_band_table_by_hp_difference():
    table = two_band_table(range(-6, 7))
    by_lead = {row["lead"]: row for row in table}
    assert by_lead[0]["as_gig_player"] == Fraction(7, 12) and by_lead[0]["as_other"] == Fraction(5, 12)
    assert by_lead[6]["as_other"] == 1 and by_lead[-6]["as_gig_player"] == 0
    assert by_lead[-5]["as_gig_player"] == Fraction(1, 36) and by_lead[-5]["as_other"] == 0
    for d in range(-6, 7):
        assert by_lead[d]["as_gig_player"] + by_lead[-d]["as_other"] == 1


# --- simulated gigs through the engine ------------------------------------------------------------------
GAME = bandlab.load_game("battle-of-the-bands")
BANDS = [["Johnny T. + Guitar + Asskicker"], ["Kym + Sax + Stalked", "Fella"], ["Mr. Death + Drums"]]
ME = ["ME Wind", "ME Keys", "ME Strings"]
QUIET_DRAW = ["Single", "Hit", "Dropped", "Fan Club", "Talk Show"]  # cards nobody can play in a gig


def simulate_gigs(games, agents_name, hands):
    """Play ``games`` gigs (Alice plays Gig 1) with bots; return wins per player, the mean exact odds at the
    final totals, and the first gig's starting totals."""
    wins = np.zeros(3)
    expected = np.zeros(3)
    start_totals = None
    for seed in range(games):
        state = GAME.new(
            3, seed=seed, dealer=2, me=ME, bands=BANDS, deal=[["Gig 1"] + hands[0], hands[1], hands[2]], draw=QUIET_DRAW
        )
        agents = [make_agent(agents_name, GAME.id, seed * 3 + p) for p in range(3)]
        state.apply(GAME.parse_action(state, "gig with Gig 1"))
        start_totals = start_totals or state.gig_totals()
        final = state.gig_totals()
        while state.phase == "gig":
            final = state.gig_totals()
            p = state.current_player
            state.apply(agents[p].choose(state.view(p), state.legal_actions()))
        winner = next(p for p in range(3) if "Gig 1" in state.view(p)["sp_cards"][p])
        wins[winner] += 1
        playing = [p for p in range(3) if final[p] is not None]
        odds = gig_odds([final[p] for p in playing], playing.index(0) if 0 in playing else None)
        for k, p in enumerate(playing):
            expected[p] += float(odds.wins[k])
        expected[0] += float(odds.outside)
    return wins / games, expected / games, start_totals


def test_simulated_gigs_without_cards_match_the_exact_odds():
    games = 3000
    freq, expected, totals = simulate_gigs(games, "random", [["Contract"], ["Contract"], ["Contract"]])
    exact = [float(w) for w in gig_odds(totals, gig_player=0).wins]
    assert np.allclose(expected, exact)
    for f, e in zip(freq, exact):
        assert abs(f - e) < 4 * math.sqrt(e * (1 - e) / games) + 1e-9, (freq, exact)


def test_simulated_gigs_played_by_bots_match_the_exact_odds_of_their_final_totals():
    games = 2000
    hands = [["Encore", "Feedback"], ["Big in Japan", "Santa", "Blown Amp"], ["Banned", "Too Wasted", "Sound Check"]]
    freq, expected, totals = simulate_gigs(games, "heuristic", hands)
    assert totals == [5, 4, 6]
    for f, e in zip(freq, expected):
        assert abs(f - e) < 4 * math.sqrt(max(e * (1 - e), 0.01) / games), (freq, expected)
    freq_random, expected_random, _ = simulate_gigs(games // 2, "random", hands)
    for f, e in zip(freq_random, expected_random):
        assert abs(f - e) < 4 * math.sqrt(max(e * (1 - e), 0.01) / (games // 2)), (freq_random, expected_random)
