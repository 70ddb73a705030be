"""Battle of the Bands views without a browser: figures, the GigOddsExplorer, the stepper board and panel."""

import random
import re
import time
from fractions import Fraction
from html import unescape

import plotly.graph_objects as go
import pytest

import bandlab
from bandlab.analysis.dice import gig_odds
from bandlab.viz import battle_of_the_bands as viz
from bandlab.widgets.chart import Chart
from bandlab.widgets.games import battle_of_the_bands as plugin
from bandlab.widgets.gig_odds import NO_WRENCH, WRENCHES, GigOddsExplorer

GAME = bandlab.load_game("battle-of-the-bands")


def wrench_index(name):
    """The explorer's dropdown value for a wrench."""
    return next(i for i, w in enumerate(WRENCHES) if w[0].startswith(name))


# --- figures ---------------------------------------------------------------------------
def test_gig_odds_figure_labels_bars_with_exact_fractions():
    fig = viz.gig_odds_figure([5, 7], 0, ["Tisha", "Danny"])
    assert isinstance(fig, go.Figure)
    assert list(fig.data[0].x) == ["Tisha (5 HP)", "Danny (7 HP)"]
    assert list(fig.data[0].text) == ["5/18 (27.8%)", "13/18 (72.2%)"]
    assert "1/9" in fig.layout.title.text, "the tie chance"


def test_gig_player_out_of_the_gig_and_banned_gig_player():
    fig = viz.gig_odds_figure([4, 4], None)
    assert list(fig.data[0].x)[-1] == viz.OUTSIDE_LABEL and fig.data[0].text[-1].startswith("1/6")
    fig = viz.gig_odds_figure([5, 7, 3], 1, banned=[1])
    odds = gig_odds([5, 3], None)
    assert fig.data[0].y[1] == pytest.approx(float(odds.tie)), "a banned gig player still takes the ties"
    assert "banned" in fig.data[0].x[1]


def test_other_figures_build():
    assert len(viz.two_band_figure().data) == 3
    rep = viz.reputation_figure()
    assert list(rep.data[0].text[:4]) == ["0 (0%)", "1/6 (16.7%)", "1/3 (33.3%)", "1/2 (50.0%)"]
    heat = viz.two_band_heatmap(10, gig_player=0)
    assert heat.data[0].z[3][3] == pytest.approx(7 / 12, abs=1e-4)
    assert viz.three_band_sweep_figure(8, 4).data[0].z.shape == (9, 9)


# --- the explorer ------------------------------------------------------------------------
def test_explorer_shows_exact_odds_and_moves_with_the_sliders():
    explorer = GigOddsExplorer(totals=(5, 7), gig_player=0, names=["Tisha", "Danny"])
    fig = explorer.figure
    assert list(fig.data[0].text) == ["5/18 (27.8%)", "13/18 (72.2%)"]
    assert "1/9" in explorer.tie_label.value
    explorer.hp[0].value = 7
    assert list(fig.data[0].text) == ["7/12 (58.3%)", "5/12 (41.7%)"]
    assert "1/6" in explorer.tie_label.value
    explorer.gig_player.value = 1
    assert list(fig.data[0].text) == ["5/12 (41.7%)", "7/12 (58.3%)"]
    explorer.gig_player.value = -1
    assert list(fig.data[0].x)[-1] == viz.OUTSIDE_LABEL and fig.data[0].text[-1].startswith("1/6")


def test_explorer_band_count_shows_sliders_and_bars():
    explorer = GigOddsExplorer(totals=(5, 7))
    explorer.bands.value = 4
    assert [s.layout.display for s in explorer.hp] == [None] * 4 + ["none"] * 2
    assert len(explorer.figure.data[0].x) == 4
    assert sum(explorer.figure.data[0].y) == pytest.approx(1.0)
    explorer.gig_player.value = 3
    explorer.bands.value = 2
    assert explorer.gig_player.value == 0 and len(explorer.figure.data[0].x) == 2


def test_explorer_what_if_monkey_wrench_then_play_it():
    explorer = GigOddsExplorer(totals=(5, 7), gig_player=0, names=["Tisha", "Danny"])
    fig = explorer.figure
    assert fig.data[1].visible is False
    explorer.wrench.value = wrench_index("Power Outage")
    explorer.wrench_target.value = 1
    assert fig.data[1].visible is True and "Power Outage on Danny" in fig.data[1].name
    after = gig_odds([5, 4], 0)
    assert fig.data[1].text[0] == viz.fraction_text(after.wins[0])
    assert list(fig.data[0].text) == ["5/18 (27.8%)", "13/18 (72.2%)"], "the current odds stay until played"
    explorer.play_button.click()
    assert explorer.wrench.value == NO_WRENCH and fig.data[1].visible is False
    assert fig.data[0].text[0] == viz.fraction_text(after.wins[0]) and "Danny (4 HP)" in fig.data[0].x
    assert "Power Outage on Danny" in explorer.wrenches_label.value
    explorer.wrench.value = wrench_index("Banned")
    explorer.wrench_target.value = 0
    explorer.play_button.click()
    assert fig.data[0].x[0] == "Tisha (banned)"
    assert fig.data[0].y[0] == pytest.approx(float(Fraction(0))), "two bands, one banned: no tie possible"
    explorer.clear_button.click()
    assert list(fig.data[0].text) == ["5/18 (27.8%)", "13/18 (72.2%)"] and explorer.wrenches_label.value == ""


def test_explorer_two_band_table_highlights_the_current_difference():
    explorer = GigOddsExplorer(totals=(5, 7))
    table = explorer.table.value
    assert table.count("<tr") == 14
    highlighted = re.search(r"<tr style='background:#fff3c4[^>]*><td>([^<]+)</td>", table)
    assert highlighted and highlighted.group(1) == "-2"
    assert "7/12 (58.3%)" in table


# --- the stepper plugin -----------------------------------------------------------------------
def played_states(players=4, seed=3, limit=400):
    """States of a random game."""
    rng = random.Random(seed)
    state = GAME.new(players, seed=seed)
    states = [state.clone()]
    while not state.is_over and len(states) < limit:
        state.apply(rng.choice(state.legal_actions()))
        states.append(state.clone())
    return states


def card_titles(html):
    """The card names drawn face up (each card face keeps its code, the printed name, in ``data-code``)."""
    return [unescape(code) for code in re.findall(r'data-code="([^"]+)"', html)]


def test_board_hides_other_hands_and_never_draws_hidden_cards():
    for state in played_states(3, 5, 200)[::7]:
        for viewer in range(3):
            html = plugin.board_html(state, viewer)
            drawn = set(card_titles(html))
            assert not drawn & state.hidden_from(viewer)
            assert set(state.view(viewer)["hand"]) <= drawn
        teacher = set(card_titles(plugin.board_html(state, None)))
        assert all(set(state.view(p)["hand"]) <= teacher for p in range(3))


def test_board_shows_the_gig_in_progress():
    state = GAME.new(
        2,
        seed=1,
        names=["Tisha", "Danny"],
        dealer=1,
        me=["ME Wind", "ME Percussion"],
        bands=[["Johnny T. + Guitar + Asskicker"], ["Kym + Sax + Stalked"]],
        deal=[["Signed Gig 1"], ["Big in Japan"]],
    )
    state.apply(GAME.parse_action(state, "gig with Signed Gig 1"))
    state.apply(GAME.parse_action(state, "pass"))
    state.apply(GAME.parse_action(state, "play Big in Japan on Danny's band"))
    html = plugin.board_html(state, None)
    assert 'class="botb-gig bl-box"' in html and "Danny: <b>6 HP = band 3 HP + 3 from wrenches</b>" in html
    assert "Tisha: <b>5 HP (the band's HP)</b>" in html
    assert "+ 1 Asskicker" in html and "− 1 Stalked" in html  # each member's HP, part by part
    assert "a tie goes to Tisha, who played it" in html


def test_gig_odds_panel_shows_live_exact_odds_during_a_gig():
    state = GAME.new(
        2,
        seed=1,
        names=["Tisha", "Danny"],
        dealer=1,
        me=["ME Wind", "ME Percussion"],
        bands=[["Johnny T. + Guitar + Asskicker"], ["Kym + Sax + Stalked"]],
        deal=[["Signed Gig 1"], ["Big in Japan", "Fella"]],
    )
    panel = plugin.GigOddsPanel(state)
    widget = panel.widget
    assert isinstance(widget, Chart) and widget.layout.title.text.startswith("If Tisha started a gig now")
    for text in (
        "gig with Signed Gig 1",
        "pass",
        "play Big in Japan on Danny's band",
        "pass",
        "play Fella as a guest star",
    ):
        state.apply(GAME.parse_action(state, text))
        panel.update(state)
    assert panel.widget is widget
    assert "Live odds of Signed Gig 1" in widget.layout.title.text
    expected = gig_odds([5, 7], 0)
    assert list(widget.data[0].text) == [viz.fraction_text(w) for w in expected.wins]
    assert panel.odds == expected
    updates = panel.updates
    panel.update(state)
    assert panel.updates == updates, "nothing changed, nothing sent"


def test_panel_and_board_follow_a_whole_game_quickly():
    states = played_states(4, 9, 300)
    panel = plugin.GigOddsPanel(states[0])
    start = time.perf_counter()
    for state in states[1:]:
        panel.update(state)
        plugin.board_html(state, None)
    assert (time.perf_counter() - start) / (len(states) - 1) < 0.1
    assert panel.updates > 0


def test_the_game_stepper_uses_this_plugin():
    from bandlab.widgets.stepper import GameStepper

    stepper = GameStepper(game="battle-of-the-bands", players=3, seed=2)
    (panel,) = stepper.panels
    assert isinstance(panel, plugin.GigOddsPanel)
    assert 'class="botb-board bl-board bl-wide mathjax_ignore"' in stepper.board.value
    for _ in range(150):
        if stepper.state.is_over:
            break
        stepper.forward_button.click()
    assert stepper.unexpected_errors == []
    stepper.view_as.value = 1
    assert stepper.unexpected_errors == [] and "as Bob sees it" in stepper.board.value
