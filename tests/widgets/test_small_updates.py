"""Small updates (issue 40): a step sends what changed, the boards' stylesheet reaches a page once, and the parts a
reader has not opened are built when first used.

No browser: every message the widgets send is caught on its way to the kernel's comm (``sent``), measured as the
JSON text the page receives.  ``benchmarks/bench_steps.py`` measures the same clicks in Chromium.
"""

import contextlib
import json
import re
import statistics

import ipywidgets as W
import pytest

from bandlab.viz.battle_of_the_bands import BAND_COLOURS
from bandlab.viz.cards import card_face, card_row_html
from bandlab.widgets.coach import HintView, WhatWouldYouDo
from bandlab.widgets.games.board_view import BoardView, Parts, page_style, without_stylesheet
from bandlab.widgets.games.first_band import deck_html
from bandlab.widgets.games.panels import lean_figure
from bandlab.widgets.games.style import (
    BATTLE_BAND_COLOURS,
    LEAN_RUNS,
    BoardHTML,
    board_document,
    lean,
    nested,
    stylesheet,
)
from bandlab.widgets.stepper import GameStepper

#: The main steppers of the game pages (``notebooks/<game>.ipynb``).
PAGES = [
    ("first-band", 4, 7),
    ("scout-and-raise", 4, 7),
    ("battle-of-the-bands", 3, 11),
    ("band-grab", 4, 7),
]
#: What one Forward step's widget messages may weigh (their JSON).  The page may receive 15 KB a click
#: (``tests/browser/limits.py``); the kernel's message envelopes and its busy/idle notes take about 3 KB of it.
STEP_BYTES = 12_000
STEPS = 12


@contextlib.contextmanager
def sent():
    """Every message the widgets send while the block runs, as (widget, JSON bytes, message): state updates
    and the whole state of each widget made meanwhile."""
    caught = []
    send, open_ = W.Widget._send, W.Widget.open

    def catching_send(widget, msg, buffers=None):
        caught.append((widget, len(json.dumps(msg, separators=(",", ":"))), msg))
        return send(widget, msg, buffers)

    def catching_open(widget):
        new = widget.comm is None
        open_(widget)
        if new:
            state = widget.get_state()
            caught.append((widget, len(json.dumps(state, separators=(",", ":"), default=str)), {"state": state}))

    W.Widget._send, W.Widget.open = catching_send, catching_open
    try:
        yield caught
    finally:
        W.Widget._send, W.Widget.open = send, open_


def step_sizes(stepper, steps=STEPS):
    """The bytes each of ``steps`` Forward clicks sends, and every message sent."""
    sizes, messages = [], []
    for _ in range(steps):
        with sent() as caught:
            stepper.forward_button.click()
        sizes.append(sum(size for _, size, _ in caught))
        messages += caught
    return sizes, messages


def words(markup):
    """The text an HTML fragment shows (tags and the stylesheet left out), spaces squeezed."""
    markup = re.sub(r"<style>.*?</style>", "", markup, flags=re.S)
    return " ".join(re.sub(r"<[^>]+>", " ", markup).split())


def codes(markup):
    """The codes of the cards drawn, in order."""
    return re.findall(r'data-code="([^"]*)"', markup)


# --- a step sends what changed -------------------------------------------------------------


@pytest.mark.parametrize("game, players, seed", PAGES, ids=[page[0] for page in PAGES])
def test_a_forward_step_sends_only_what_changed(game, players, seed):
    stepper = GameStepper(game=game, players=players, seed=seed)
    sizes, messages = step_sizes(stepper)
    assert stepper.step == STEPS
    assert statistics.median(sizes) <= STEP_BYTES, f"a step sends {sizes} bytes"
    sent_text = json.dumps([message for _, _, message in messages])
    assert "<style>" not in sent_text, "the stylesheet is sent once, not with a step"
    assert "justify-content:space-between" not in sent_text, "cards go lean: their fixed styles are classes"


def test_a_step_that_changes_nothing_sends_nothing_of_the_board():
    stepper = GameStepper(game="first-band", players=4, seed=7)
    stepper.forward()
    with sent() as caught:
        stepper.refresh()
    board_parts = [w for w, _, _ in caught if isinstance(w, Parts) or "bl-part" in getattr(w, "_dom_classes", ())]
    assert board_parts == [], "unchanged parts are not assigned again"


def test_a_card_played_from_a_hand_resends_no_other_card_of_it():
    stepper = GameStepper(game="first-band", players=4, seed=7)
    state = stepper.state
    hand = state.full_view()["seats"][state.current_player]["hand"]
    with sent() as caught:
        stepper.forward()
    texts = " ".join(json.dumps(message) for _, _, message in caught)
    resent = [code for code in hand if f'data-code=\\"{code}\\"' in texts]
    assert len(resent) <= 1, f"cards resent: {resent}"


@pytest.mark.parametrize("game, players, seed", PAGES, ids=[page[0] for page in PAGES])
def test_a_board_in_parts_shows_what_the_board_says(game, players, seed):
    stepper = GameStepper(game=game, players=players, seed=seed)
    for _ in range(15):
        stepper.forward()
        board = stepper.plugin.board_html(stepper.state, stepper.viewer)
        assert stepper.board.value == board and isinstance(board, BoardHTML)
        shown = stepper.board.parts.text()
        assert words(shown) == words(board) and codes(shown) == codes(board)
        assert "<style>" not in shown


def test_a_board_view_shows_any_html_whole():
    view = BoardView("<p>round 1</p>")
    assert view.value == "<p>round 1</p>" and view.parts.text() == "<p>round 1</p>"
    view.value = stylesheet() + "<p>round 2</p>"
    assert view.parts.text() == "<p>round 2</p>" and view.value.startswith("<style>")
    view.value = ""
    assert view.parts.children == ()


def test_nested_parts_carry_no_inline_style_and_keep_their_text():
    part = nested('<div class="a b" data-player="1">', ["<b>x</b>", nested('<div class="c">', ["y"])])
    assert part == '<div class="a b" data-player="1"><b>x</b><div class="c">y</div></div>'
    assert part.classes == ["a", "b"] and part.parts[1].classes == ["c"]
    with pytest.raises(ValueError):
        nested('<div class="a" style="color:red">', ["x"])
    whole = board_document('<div class="z">', ["<i>q</i>"])
    assert whole == stylesheet() + '<div class="z"><i>q</i></div>', "shown alone, a board brings its look"
    assert without_stylesheet(whole) == '<div class="z"><i>q</i></div>' and whole.classes == ["z"]


# --- the stylesheet once -------------------------------------------------------------------


def test_the_stylesheet_is_one_widget_shared_by_every_board_of_the_page():
    main = GameStepper(game="battle-of-the-bands", players=3, seed=11)
    play = GameStepper(game="battle-of-the-bands", players=3, seed=5, seats=(0,), charts=False)
    style = page_style()
    assert main.board.children[0] is style and play.board.children[0] is style
    assert style.value == stylesheet() and "bl-style" in style._dom_classes
    with sent() as caught:
        GameStepper(game="first-band", players=4, seed=7)
    styled = [w for w, _, message in caught if "<style>" in json.dumps(message)]
    assert styled == [], "a new stepper on the page sends no stylesheet"


def test_a_board_shown_alone_brings_its_stylesheet():
    assert deck_html(4).startswith(stylesheet())
    stepper = GameStepper(game="first-band", players=4, seed=7)
    assert stepper.plugin.board_html(stepper.state, None).startswith(stylesheet())
    for _, selector in LEAN_RUNS:
        assert selector in stylesheet()


def test_lean_cards_lose_only_their_fixed_styles():
    card = card_row_html([card_face("V6", 6, ("#D55E00",), caption="Alice", title="Vocal 6", code="V6")])
    slim = lean(card)
    assert len(slim) < 0.75 * len(card)
    assert words(slim) == words(card) and codes(slim) == codes(card)
    for kept in ("width:58px", "background:#D55E00", "font-size:", 'title="Vocal 6"', "card-label", "card-value"):
        assert kept in slim
    for run, _ in LEAN_RUNS:
        assert run not in slim and run in card


def test_the_player_to_act_is_marked_by_the_stylesheet_in_every_seat():
    css = stylesheet()
    for seat in range(8):
        assert f'.bl-lean:has(.bl-status[data-acting="{seat}"]) .bl-parts.bl-seat-{seat}' in css
    stepper = GameStepper(game="first-band", players=4, seed=7)
    stepper.forward()
    acting = stepper.state.current_player
    assert f'data-acting="{acting}"' in stepper.board.parts.text()
    boxes = [part for part in stepper.board.parts.children if isinstance(part, Parts)]
    rows = [box for box in boxes if "fb-players" in box.classes][0].children
    assert [f"bl-seat-{seat}" in row.classes for seat, row in enumerate(rows)] == [True] * 4
    assert not any("bl-acting" in row._dom_classes for row in rows), "a turn passing changes no box"
    assert "bl-acting" in stepper.board.value, "shown alone, the board marks the player to act itself"


def test_battle_band_colours_are_the_charts_colours():
    assert BATTLE_BAND_COLOURS == BAND_COLOURS
    for seat, colour in enumerate(BAND_COLOURS):
        assert f".botb-player.botb-band-{seat} {{ border-left-color: {colour}; }}" in stylesheet()


def test_a_panels_chart_keeps_only_the_template_its_traces_use():
    import plotly.graph_objects as go

    figure = go.Figure(go.Bar(x=[1, 2], y=[3, 4], marker_color="#0072B2"))
    spec = lean_figure(figure)
    assert set(spec["layout"]["template"]["data"]) == {"bar"}
    assert "colorscale" not in spec["layout"]["template"]["layout"]
    assert len(json.dumps(spec)) < len(figure.to_json()) - 4000
    scaled = lean_figure(go.Figure(go.Bar(x=[1, 2], y=[3, 4], marker_color=[1, 2])))
    assert "colorscale" in scaled["layout"]["template"]["layout"]


# --- built on first use --------------------------------------------------------------------


def test_the_hint_and_the_review_are_built_when_first_used():
    stepper = GameStepper(game="first-band", players=4, seed=7)
    coach = stepper.coach
    coach.budget = coach.review_budget = 300
    coach.background = False
    stepper.forward()
    assert coach._view is None and coach._review_parts is None
    assert not any(isinstance(child, HintView) for child in coach.widget.children)
    coach.hint_button.click()
    assert isinstance(coach._view, HintView) and coach.widget.children[1] is coach._view
    assert coach.view.analysis is not None and "choice is" in coach.view.status.value
    stepper.forward()
    assert "Press Hint" in coach.view.status.value
    for _ in range(6):
        stepper.forward()
    coach.review_seat.value = 0
    coach.review_button.click()
    assert coach._review_parts is not None and coach.review_list in coach.widget.children
    assert "decisions reviewed" in coach.review_status.value or "well played" in coach.review_status.value


def test_a_hint_sentence_said_before_the_view_is_built_is_shown_when_it_is():
    stepper = GameStepper(game="first-band", players=4, seed=7)
    stepper.view_as.value = (stepper.state.current_player + 1) % 4
    assert stepper.coach._view is None and "view the table as them" in stepper.coach.said
    assert "view the table as them" in stepper.coach.view.status.value


def test_what_would_you_do_builds_its_answer_with_the_first_move_picked():
    stepper = GameStepper(game="first-band", players=4, seed=7)
    question = WhatWouldYouDo(stepper.state, budget=300, background=False)
    assert question._answer is None and not any(isinstance(c, HintView) for c in question.children)
    question.buttons[0].click()
    assert isinstance(question._answer, HintView) and question.children[-2] is question.answer
    assert "You chose" in question.answer.status.value
