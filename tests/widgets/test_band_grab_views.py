"""Band Grab's views without a browser: the genre meter figure, the gig-ready Monte Carlo, the board
HTML, the stepper panels."""

import random
import re

import numpy as np
import pytest

import bandlab
from bandlab.agents import make_agent
from bandlab.analysis.band_grab import gig_ready_chance
from bandlab.viz.band_grab import genre_meter_figure, gig_chance_figure
from bandlab.widgets.games import band_grab as plugin
from bandlab.widgets.stepper import GameStepper

GAME = bandlab.load_game("band-grab")


def scenario(deal, bands, deck, players=2, start=0):
    """A dealt position."""
    return GAME.new(players, seed=1, deal=deal, bands=bands, deck=deck, starting_player=start)


def heuristic_position(seed=3, players=4, steps=24):
    """A mid-game position reached by heuristic bots."""
    state = GAME.new(players, seed=seed)
    agents = [make_agent("heuristic", "band-grab", p) for p in range(players)]
    while not state.is_over and len(state.history) < steps:
        p = state.current_player
        state.apply(agents[p].choose(state.view(p), state.legal_actions()))
    return state


# --- the genre meter figure ---------------------------------------------------------------------
def test_genre_meter_has_a_bar_per_genre_per_band_and_the_need():
    state = scenario([[], []], [["V-RRP", "T-RRF", "B-RRJ"], ["V-JJF", "AGENT"]], ["GIG1"])
    fig = genre_meter_figure(state)
    bars = {trace.name: list(trace.y) for trace in fig.data[:4]}
    assert bars == {"Rock": [6, 0], "Pop": [1, 0], "Jazz": [1, 2], "Funk": [1, 1]}
    assert list(fig.data[4].y) == [6, 5]  # the Booking Agent lowers the need
    assert list(fig.data[0].x) == ["★ Alice", "Bob"]  # Alice is gig-ready
    assert genre_meter_figure(state.view(1)).to_dict()["data"] == fig.to_dict()["data"]


def test_gig_chance_figure_draws_the_curve_and_its_band():
    chance = gig_ready_chance(heuristic_position(), 0, turns=4, samples=30, progress=False)
    fig = gig_chance_figure(chance, names=["Alice", "Bob", "Chris", "Dana"])
    assert list(fig.data[2].y) == list(chance.by_turn) and list(fig.data[2].x) == [0, 1, 2, 3, 4]
    assert all(lo <= p <= hi for lo, p, hi in zip(fig.data[1].y, fig.data[2].y, fig.data[0].y))
    assert "Alice" in fig.layout.title.text
    assert len(gig_chance_figure(None).data) == 4


# --- the Monte Carlo -----------------------------------------------------------------------------
def test_a_ready_band_is_ready_now_and_one_card_away_is_ready_next_turn():
    ready = scenario([["D-RJ"], ["T-JF"]], [["V-RRP", "T-RRF", "B-RRJ"], []], ["GIG1", "GIG2"])
    chance = gig_ready_chance(ready, 0, turns=2, samples=10, progress=False)
    assert list(chance.by_turn) == [1.0, 1.0, 1.0]
    close = scenario([["B-RRJ"], ["T-JF"]], [["V-RRP", "T-RRF"], []], ["GIG1", "GIG2", "V-PF", "D-RJ"])
    chance = gig_ready_chance(close, 0, turns=2, samples=10, progress=False)
    assert list(chance.by_turn) == [0.0, 1.0, 1.0]  # the bot plays its Rock bass at once
    assert chance.turns == 2 and "Gig-ready within 2 turns: 100%" in chance.summary()


def test_the_chance_grows_with_k_and_stays_a_probability():
    chance = gig_ready_chance(heuristic_position(), 1, turns=8, samples=60, progress=False)
    assert np.all(np.diff(chance.by_turn) >= 0) and np.all(np.diff(chance.win_by_turn) >= 0)
    assert np.all(
        (0 <= chance.low) & (chance.low <= chance.by_turn) & (chance.by_turn <= chance.high) & (chance.high <= 1)
    )
    assert np.all(chance.win_by_turn <= chance.by_turn)


def test_the_chance_uses_nothing_the_player_cannot_see():
    # Two tables that look the same to Alice but differ in Bob's hand and the deck give the same estimate.
    bands = [["V-RRP", "T-RRF"], ["V-JJF"]]
    a = scenario([["B-PF", "POACH1"], ["B-RRJ", "GIG1"]], bands, ["D-RRP", "B-RRP", "GIG2", "PICK1"])
    b = scenario([["B-PF", "POACH1"], ["GIG2", "PICK1"]], bands, ["B-RRJ", "D-RRP", "GIG1", "B-RRP"])
    assert a.view(0) == b.view(0) and a.hands[1] != b.hands[1]
    ca = gig_ready_chance(a, 0, turns=4, samples=40, seed=5, progress=False)
    cb = gig_ready_chance(b, 0, turns=4, samples=40, seed=5, progress=False)
    assert list(ca.by_turn) == list(cb.by_turn) and list(ca.win_by_turn) == list(cb.win_by_turn)


def test_the_estimate_leaves_the_real_game_alone_and_is_repeatable():
    state = heuristic_position()
    before = state.record(), [state.view(p) for p in range(4)]
    one = gig_ready_chance(state, 2, turns=3, samples=20, seed=1, progress=False)
    two = gig_ready_chance(state, 2, turns=3, samples=20, seed=1, progress=False)
    assert list(one.by_turn) == list(two.by_turn)
    assert (state.record(), [state.view(p) for p in range(4)]) == before
    with pytest.raises(ValueError, match="player"):
        gig_ready_chance(state, 7)


# --- the board ---------------------------------------------------------------------------------------
def face_up_codes(html):
    """The card codes drawn face up (each card face keeps its code in ``data-code``)."""
    return re.findall(r'data-code="([A-Z0-9-]+)"', html)


def test_board_never_draws_a_card_its_viewer_may_not_see():
    rng = random.Random(4)
    state = GAME.new(4, seed=4)
    while not state.is_over:
        for viewer in range(4):
            html = plugin.board_html(state, viewer)
            hidden = state.hidden_from(viewer)
            assert not hidden & set(face_up_codes(html))
            assert not any(f">{code}<" in html for code in hidden)
        state.apply(rng.choice(state.legal_actions()))
    assert "Game over" in plugin.board_html(state, None)


def test_board_shows_every_hand_to_the_teacher_and_seen_cards_to_all():
    state = scenario([["V-JJF", "GIG1"], ["T-JF", "PICK1"]], [["V-RRP"], []], ["GIG2", "GIG3"])
    teacher = face_up_codes(plugin.board_html(state, None))
    assert {"V-JJF", "GIG1", "T-JF", "PICK1", "V-RRP"} <= set(teacher)
    state.apply(GAME.parse_action(state, "play V-JJF"))  # V-RRP goes back to Alice's hand, seen by all
    bob = plugin.board_html(state, 1)
    assert "V-RRP" in face_up_codes(bob) and "GIG1" not in face_up_codes(bob)
    assert 'class="card card-back"' in bob and "seen" in bob
    assert bob.count('data-genre="Rock"') == 2  # a meter per band


def test_board_says_which_hidden_cards_were_held_through_a_gig_ready_turn():
    state = scenario([["D-RP", "T-JF"], ["V-PF"]], [["V-RRP", "T-RRF", "B-RRJ"], []], ["D-PPJ", "GIG1"])
    assert 'class="bg-held-note"' not in plugin.board_html(state, 1)
    state.apply(GAME.parse_action(state, "draw"))  # Alice could have played a gig: she holds none of the two
    bob, teacher = plugin.board_html(state, 1), plugin.board_html(state, None)
    assert "2 cards held through a gig-ready turn without a gig: none is a gig card" in bob
    assert 'class="bg-held-note"' not in teacher  # the teacher sees the cards themselves


# --- the panels in the stepper -----------------------------------------------------------------------
def test_stepper_uses_the_band_grab_panels_and_updates_them_in_place():
    stepper = GameStepper(game="band-grab", players=3, seed=2)
    meter, chance = stepper.panels
    assert isinstance(meter, plugin.GenreMeterPanel) and isinstance(chance, plugin.GigChancePanel)
    figure = meter.widget
    for _ in range(30):
        stepper.forward()
    assert not stepper.unexpected_errors and meter.widget is figure
    expected = [[m[g] for m in stepper.state.view(0)["meters"]] for g in range(4)]
    assert [list(t.y) for t in figure.data[:4]] == expected
    chance.turns.value = 3
    chance.samples.value = 50
    chance.button.click()  # the Monte Carlo runs in the background: the click returns at once
    assert "Working…" in chance.result.value or chance.chance is not None
    assert chance.wait(60)
    assert chance.chance is not None and chance.chance.samples == 50
    assert list(chance.figure.data[2].y) == list(chance.chance.by_turn) and "Gig-ready within 3" in chance.result.value
    stepper.forward()
    assert chance.chance is None and "press Estimate" in chance.result.value
    assert not stepper.unexpected_errors


def test_panels_follow_a_new_game_with_another_player_count():
    stepper = GameStepper(game="band-grab", players=2, seed=1)
    stepper.new_game("band-grab", 5, 3)
    meter, chance = stepper.panels
    assert len(meter.widget.data[0].x) == 5 and len(chance.player.options) == 5
    assert not stepper.unexpected_errors
