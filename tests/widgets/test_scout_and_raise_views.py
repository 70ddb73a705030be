"""Scout & Raise's bid-spread figures and stepper plugin, on the rulebook's Scout Phase example (no browser)."""

import random

import bandlab
from bandlab.viz import scout_and_raise as viz
from bandlab.widgets.chart import Chart
from bandlab.widgets.games import game_plugin
from bandlab.widgets.games import scout_and_raise as plugin

GAME = bandlab.load_game("scout-and-raise")
A, B, C, D = range(4)
DEAL = {
    "scout": [
        ["R500", "R500", "R700", "R600", "R200", "R400"],
        ["R300", "R300", "R300", "R200", "R400", "R400"],
        ["Y200", "Y200", "Y300", "Y300", "Y300", "Y400"],
        ["Y400", "Y400", "Y500", "Y500", "Y600", "Y700"],
    ],
    "artists": ["Vo/Ky3", "Gt5"],
}
SCOUT = ["play R500", "play R300", "play Y200", "pay $200 to join"]
RAISE = ["raise $300", "raise $300", "pass", "pass", "pass"]


def example(*texts):
    """The rulebook's Scout Phase table (A leads) after the given moves."""
    state = GAME.new(4, seed=1, lead_player=A, deal=DEAL)
    for text in texts:
        state.apply(GAME.parse_action(state, text))
    return state


def test_round_figure_stacks_scout_card_substitute_and_raises():
    fig = viz.round_bids_figure(example(*SCOUT, *RAISE, "sign Gt5"), number=1)
    red, yellow, substitute, raised = fig.data
    assert (red.name, yellow.name) == ("Red Scout card", "Yellow Scout card")  # one legend swatch per suit
    assert list(red.x) == ["Alice (lead)", "Bob", "Chris", "Dana"]
    assert list(red.y) == [500, 300, 0, 0] and list(red.text) == ["R500", "R300", "", ""]
    assert list(yellow.y) == [0, 0, 200, 0] and list(yellow.text) == ["", "", "Y200", ""]
    assert red.marker.color == viz.SUIT_COLOURS["Red"] and yellow.marker.color == viz.SUIT_COLOURS["Yellow"]
    assert list(yellow.marker.opacity) == [1.0, 1.0, viz.OUT_OPACITY, 1.0]  # Chris is off-suit
    assert list(substitute.y) == [0, 0, 0, 200] and list(raised.y) == [0, 300, 0, 300]
    assert fig.layout.barmode == "stack"
    assert "Alice leads Red" in fig.layout.title.text and "Vo/Ky3" in fig.layout.title.text
    texts = [a.text for a in fig.layout.annotations]
    assert texts == [
        "signed Vo/Ky3 (2nd) for $500",
        "signed Gt5 (1st) for $600",
        "off-suit: out",
        "got $200 back (lost $100)",
    ]


def test_round_figure_follows_the_round_in_progress_then_keeps_the_last_round():
    parts = viz.round_parts(example(*SCOUT[:2]))
    assert [r["outcome"] for r in parts["rows"]] == ["bidding", "bidding", "to play", "to play"]
    assert parts["lead_suit"] == "Red" and not parts["finished"]
    parts = viz.round_parts(example(*SCOUT, "raise $300", "raise $300", "pass"))
    assert [r["total"] for r in parts["rows"]] == [500, 600, 0, 500]
    assert [r["outcome"] for r in parts["rows"]] == ["passed", "bidding", "off-suit: out", "bidding"]
    after = example(*SCOUT, *RAISE, "sign Gt5")  # round 2 has begun, no card down: show round 1
    assert viz.round_parts(after)["round"] == 1 and viz.round_parts(after)["finished"]
    assert viz.round_parts(after, number=2)["round"] == 2
    assert viz.round_parts(GAME.new(4, seed=2), number=None)["round"] == 0


def test_substitute_value_zero_shows_only_the_raises_in_the_total():
    state = GAME.new(4, seed=1, lead_player=A, deal=DEAL, substitute_value=0)
    for text in SCOUT:
        state.apply(GAME.parse_action(state, text))
    assert viz.round_parts(state)["rows"][D]["total"] == 0


def test_simulated_games_feed_the_three_figures():
    sim = viz.simulate_bids(games=12, players=4, agents="heuristic", seed=5, progress=False)
    assert len(sim["games"]) == 12 and len(sim["players"]) == 48
    assert all(c["price"] >= 200 for c in sim["contracts"])
    prices = viz.winning_prices_figure(sim)
    by_part = [t for t in prices.data if t.xaxis == "x"]
    assert [t.name for t in by_part] == ["Vo", "Gt", "Ba", "Dr", "Ky", "Vo/x dual"]
    assert sum(len(t.y) for t in by_part) == len(sim["contracts"])
    debts = viz.debt_figure(sim)
    assert sum(debts.data[0].y) == 12
    scatter = viz.price_vs_score_figure(sim)
    assert sum(len(t.x) for t in scatter.data) == 48 and scatter.data[1].name == "winners"
    assert len(scatter.data[1].x) >= 12


def test_simulation_takes_one_bot_per_seat():
    sim = viz.simulate_bids(games=4, players=3, agents=["heuristic", "random", "random"], progress=False)
    assert {r["agent"] for r in sim["players"] if r["player"] == 0} == {"heuristic"}


def test_spread_over_rounds_has_a_bar_group_per_player():
    state = GAME.new(4, seed=3)
    rng = random.Random(3)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    fig = viz.round_spread_figure(state)
    assert [t.name for t in fig.data] == list(state.names)
    assert all(list(t.x) == list(range(1, 13)) for t in fig.data)


def test_board_hides_other_hands_and_face_down_artists():
    state = example(*SCOUT, *RAISE, "sign Gt5")
    seen_by_chris = plugin.board_html(state, C)
    teacher = plugin.board_html(state, None)
    assert "Gt5" in teacher and "Vo/Ky3" in teacher
    assert "Gt5" not in seen_by_chris and "Vo/Ky3" not in seen_by_chris  # signed face down
    assert "R700" in teacher and "R700" not in seen_by_chris and "Y300" in seen_by_chris
    assert "Round 2 of 12" in teacher and "as Chris sees it" in seen_by_chris
    assert "http" not in teacher


def test_stepper_uses_the_plugin_and_the_bid_panel_follows_the_game():
    from bandlab.widgets.stepper import GameStepper

    assert not game_plugin("scout-and-raise").generic
    stepper = GameStepper(game="scout-and-raise", players=4, seed=2)
    panel = stepper.panels[0]
    assert isinstance(panel, plugin.BidPanel) and isinstance(panel.widget, Chart)
    for _ in range(60):
        stepper.forward()
    assert not stepper.unexpected_errors
    assert panel.updates > 0
    assert list(panel.widget.data[0].y) == list(viz.round_bids_figure(stepper.state).data[0].y)
    assert "sr-board" in stepper.board.value
