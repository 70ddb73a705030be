"""Small, quick steps (issue 40): Battle of the Bands' odds chart follows a step by pouring the new odds into the
chart shown (no new plotly figure built in the kernel), and a board part made during a step reaches the page in one
message, its text with it.

No browser: the messages a widget sends are caught on their way to its comm.
"""

import contextlib
import json
import time

import ipywidgets as W

from bandlab.viz.battle_of_the_bands import live_odds_parts, state_odds_parts
from bandlab.widgets.chart import Chart
from bandlab.widgets.games import battle_of_the_bands as plugin
from bandlab.widgets.games.board_view import BoardView, Part
from bandlab.widgets.games.panels import lean_figure
from bandlab.widgets.games.style import board_document
from bandlab.widgets.stepper import GameStepper


@contextlib.contextmanager
def sent():
    """(widget, message) of every state update, custom message and new widget while the block runs."""
    caught = []
    send, open_ = W.Widget._send, W.Widget.open

    def catching_send(widget, msg, buffers=None):
        caught.append((widget, msg))
        return send(widget, msg, buffers)

    def catching_open(widget):
        new = widget.comm is None
        open_(widget)
        if new:
            caught.append((widget, {"method": "open", "state": widget.get_state()}))

    W.Widget._send, W.Widget.open = catching_send, catching_open
    try:
        yield caught
    finally:
        W.Widget._send, W.Widget.open = send, open_


def without_template(spec):
    """A figure's data and layout as the page draws them, but for the template (the same one either way)."""
    layout = {k: v for k, v in spec["layout"].items() if k != "template"}
    return {"data": spec["data"], "layout": layout}


def battle_steps(steps=30):
    """The main stepper of the Battle of the Bands page, and the positions of its first ``steps`` Forward clicks."""
    stepper = GameStepper(game="battle-of-the-bands", players=3, seed=11)
    states = []
    for _ in range(steps):
        stepper.forward_button.click()
        states.append(stepper.state)
    return stepper, states


def test_the_odds_chart_merged_step_by_step_is_the_figure_drawn_anew():
    stepper, states = battle_steps()
    panel = plugin.GigOddsPanel(stepper.timeline.line.states[0])
    for state in states:
        panel.update(state)
        drawn = lean_figure(panel.figure(state))
        assert without_template(json.loads(panel.widget.spec)) == without_template(drawn)
    assert panel.updates > 10


def test_a_step_sends_the_odds_chart_its_changes_only():
    stepper, _ = battle_steps(3)
    (panel,) = stepper.panels
    chart_messages = []
    for _ in range(12):
        with sent() as caught:
            stepper.forward_button.click()
        chart_messages += [msg for widget, msg in caught if isinstance(widget, Chart)]
    assert chart_messages, "the odds changed in 12 steps"
    merges = [msg for msg in chart_messages if msg.get("content", {}).get("type") == "merge"]
    assert len(merges) >= len(chart_messages) - 1, "a step's odds go as a merge, not as a whole figure"
    for msg in merges:
        text = json.dumps(msg["content"]["parts"])
        assert "template" not in text and len(text) < 1000, text


def test_the_odds_parts_are_plain_dicts_built_without_plotly_figures():
    _, states = battle_steps(10)
    for state in states:
        parts = live_odds_parts(state)
        assert all(type(trace) is dict for trace in parts["data"])
        checked = state_odds_parts(state)  # the same traces, as plotly's checked Bar objects
        assert [trace.to_plotly_json() for trace in checked["data"]] == [
            {"type": "bar", **trace} for trace in parts["data"]
        ]


def test_the_odds_panel_follows_a_step_in_well_under_a_millisecond_of_figure_building():
    _, states = battle_steps(40)
    panel = plugin.GigOddsPanel(states[0])
    start = time.process_time()
    for state in states[1:]:
        panel.update(state)
    per_step = (time.process_time() - start) / (len(states) - 1)
    assert per_step < 0.004, f"{per_step * 1000:.1f} ms of CPU a step (a new plotly figure a step took 5-7 ms)"


def test_a_new_board_part_opens_with_its_text_in_one_message():
    view = BoardView()
    opening = '<div class="bl-board">'
    view.value = board_document(opening, ["<b>one</b>"])
    texts = ["<b>one</b>"] + [f"<i>card {n}</i>" for n in range(8)]  # more parts than the view keeps spare
    with sent() as caught:
        view.value = board_document(opening, texts)
    parts = [(widget, msg) for widget, msg in caught if isinstance(widget, Part)]
    opened = [widget for widget, msg in parts if msg["method"] == "open"]
    assert opened, "more parts than spares: some are made during the step"
    for widget in opened:
        messages = [msg for w, msg in parts if w is widget]
        assert len(messages) == 1, messages
        assert messages[0]["state"]["value"] == widget.value and widget.value.startswith("<i>card")
    assert view.parts.text().count("<i>card") == 8


def test_a_chart_says_plain_figures_in_plain_json_and_others_as_plotly_does():
    import math

    import numpy as np

    from bandlab.widgets.chart import figure_text

    plain = {"data": [{"type": "bar", "y": [1, 2.5], "text": ["a", "é"]}], "layout": {"title": {"text": "t"}}}
    assert json.loads(figure_text(plain)) == plain and " " not in figure_text(plain)
    assert json.loads(figure_text({"data": [{"y": np.arange(3)}], "layout": {}}))["data"][0]["y"] == [0, 1, 2]
    assert json.loads(figure_text({"data": [{"y": [1.0, math.nan]}], "layout": {}}))["data"][0]["y"] == [1.0, None]


def test_the_draw_piles_count_goes_with_the_status_line_in_one_part():
    stepper, _ = battle_steps(1)
    counted = 0
    for _ in range(12):
        before = stepper.state.view(0)["draw_pile"]
        with sent() as caught:
            stepper.forward_button.click()
        after = stepper.state.view(0)["draw_pile"]
        texts = [msg["state"].get("value", "") for widget, msg in caught if isinstance(widget, Part)]
        saying = [text for text in texts if "draw pile:" in text]
        assert not any("Draw pile" in text for text in texts), "the piles' heading no longer counts the pile"
        if after != before:
            counted += 1
            assert len(saying) == 1 and "botb-status" in saying[0] and f"draw pile: {after} card" in saying[0]
    assert counted >= 6, "most steps draw a card"
