"""The coach's widgets without a browser: build, click, wait for the background search, assert.

The hint chart (``bandlab.viz.coach``), the stepper's Hint and Review (``CoachPanel``) and the
lesson widget ``WhatWouldYouDo``.  Budgets are small so each search takes a fraction of a second.
"""

import threading
import time

import pytest

import bandlab
from bandlab.agents import make_agent
from bandlab.search import analyse
from bandlab.viz.coach import BEST_COLOUR, CHOSEN_COLOUR, hint_figure, hint_rows
from bandlab.widgets.coach import HintView, Task, WhatWouldYouDo, position_key
from bandlab.widgets.stepper import GameStepper

BUDGET = 500


def stepper_at(steps, game="first-band", players=4, seed=7, **kwargs):
    """A stepper whose coach uses a small budget, ``steps`` bot moves into a game."""
    stepper = GameStepper(game=game, players=players, seed=seed, **kwargs)
    stepper.coach.budget = stepper.coach.review_budget = BUDGET
    for _ in range(steps):
        stepper.forward()
    return stepper


# --- the chart -------------------------------------------------------------------------------
def test_hint_figure_has_a_bar_per_move_best_on_top_and_the_chosen_move_marked():
    state = bandlab.load_game("first-band").new(4, seed=3)
    legal = state.legal_actions()
    analysis = analyse(state.view(state.current_player), legal, BUDGET, seed=1)
    chosen = analysis.moves[-1].action
    fig = hint_figure(analysis, "<b>Ann</b>", chosen)
    bars = fig.data[0]
    assert len(bars.y) == len(legal) and bars.orientation == "h"
    assert list(bars.x) == [m.rate for m in analysis.moves]
    assert bars.marker.color[0] == BEST_COLOUR and bars.marker.color[-1] == CHOSEN_COLOUR
    assert bars.y[-1].endswith("(played)") and "played" not in bars.y[0]
    assert "&lt;b&gt;Ann&lt;/b&gt;" in fig.layout.title.text and "<b>Ann" not in fig.layout.title.text
    assert fig.layout.yaxis.autorange == "reversed"
    rows = hint_rows(analysis, chosen)
    assert all(r.low <= r.rate <= r.high for r in rows) and rows[-1].chosen and rows[0].best


def test_hint_labels_escape_player_names_in_moves():
    game = bandlab.load_game("band-grab")
    state = game.new(
        2, seed=0, names=["<img src=x>", "Bo"], deal=[["POACH1"], ["V-RRP"]], bands=[[], ["T-JF"]], starting_player=0
    )
    analysis = analyse(state.view(0), state.legal_actions(), 200, seed=1)
    labels = " ".join(hint_figure(analysis, state.names[0]).data[0].y)
    assert "<img" not in labels


# --- background tasks ------------------------------------------------------------------------
def test_a_task_runs_in_the_background_and_a_cancelled_one_reports_nothing():
    reports, gate = [], threading.Event()
    task = Task("k", lambda t: gate.wait(5) and 42, reports.append).start()
    assert task.thread.is_alive()
    gate.set()
    assert task.wait(5) and task.result == 42 and reports == [task]
    quiet = Task("k", lambda t: (t.cancel(), 1)[1], reports.append).start()
    assert quiet.wait(5) and reports == [task]
    failing = Task("k", lambda t: 1 / 0, reports.append, background=False).start()
    assert isinstance(failing.error, ZeroDivisionError) and reports[-1] is failing


# --- the stepper's hint ----------------------------------------------------------------------
def test_hint_shows_every_legal_move_of_the_player_to_act():
    stepper = stepper_at(3)
    coach = stepper.coach
    assert coach.widget in stepper.children
    legal = stepper.state.legal_actions()
    coach.hint_button.click()
    assert coach.wait(60)
    assert sorted(coach.view.bars) == sorted(str(a) for a in legal)
    assert coach.view.chart_box.layout.display is None
    assert stepper.state.names[stepper.state.current_player] in coach.view.status.value
    assert not stepper.unexpected_errors


def test_hint_marks_the_move_the_line_goes_on_with_and_is_kept_for_later():
    stepper = stepper_at(6)
    stepper.back()
    coach = stepper.coach
    played = stepper.timeline.line.actions[stepper.step]
    coach.hint()
    coach.wait(60)
    assert coach.view.chart.figure.data[0].marker.color.count(CHOSEN_COLOUR) <= 1
    assert any(label == f"{played} (played)" or label == str(played) for label in coach.view.bars)
    assert coach.view.analysis.estimate(played).playouts == coach.view.analysis.moves[0].playouts
    shown = coach.view.analysis
    stepper.forward()
    assert coach.view.analysis is None and "Press Hint" in coach.view.status.value
    stepper.back()  # the answer was kept: shown at once, no new search
    assert coach.view.analysis is shown and coach.task is None


def test_stepping_on_while_the_coach_thinks_never_draws_a_stale_answer():
    stepper = stepper_at(2)
    coach = stepper.coach
    coach.budget = 10**7  # a search that would take minutes
    asked_at = position_key(stepper.state)
    task = coach.hint()
    time.sleep(0.2)
    assert coach.view.progress.layout.display is None  # progress is shown while it thinks
    stepper.forward()  # the page stays usable: the person steps on
    assert task.cancelled() and task.wait(30)
    assert coach.task is None and coach.view.analysis is None
    assert asked_at not in coach.cache and stepper.step == 3
    assert "Press Hint" in coach.view.status.value


def test_hint_every_step_follows_the_stepper():
    stepper = stepper_at(1)
    coach = stepper.coach
    coach.follow.value = True
    coach.wait(60)
    first = coach.view.analysis
    assert first is not None
    stepper.forward()
    coach.wait(60)
    assert coach.view.analysis is not None and coach.view.analysis is not first
    assert coach.view.analysis.player == stepper.state.current_player


def test_no_hint_for_a_player_whose_view_is_not_shown():
    stepper = stepper_at(2)
    player = stepper.state.current_player
    stepper.view_as.value = (player + 1) % stepper.state.players
    coach = stepper.coach
    assert coach.hint_button.disabled and "view the table as them" in coach.view.status.value
    assert coach.hint() is None and coach.view.analysis is None
    stepper.view_as.value = player
    assert not coach.hint_button.disabled


def test_a_search_error_is_a_message_not_a_traceback(monkeypatch):
    import bandlab.widgets.coach as coach_module

    def broken(*args, **kwargs):
        raise RuntimeError("no worlds today")

    monkeypatch.setattr(coach_module, "analyse", broken)
    stepper = stepper_at(1)
    stepper.coach.hint()
    stepper.coach.wait(10)
    assert (
        "could not answer" in stepper.coach.view.status.value and "no worlds today" in stepper.coach.view.status.value
    )


def test_no_hint_once_the_game_is_over():
    stepper = stepper_at(0, game="band-grab", players=2, seed=3)
    stepper.last()
    assert stepper.state.is_over
    assert stepper.coach.hint_button.disabled and "game is over" in stepper.coach.view.status.value


# --- the review -----------------------------------------------------------------------------
def test_review_lists_costly_moves_and_each_button_goes_to_its_step():
    stepper = stepper_at(0, game="first-band", players=3, seed=2)
    stepper.last()
    coach = stepper.coach
    coach.review_seat.value = 1
    task = coach.start_review()
    assert task is not None and coach.wait(300)
    reviewed = coach.reviewed
    assert reviewed and all(m.player == 1 for m in reviewed)
    assert "decisions reviewed" in coach.review_status.value or "well played" in coach.review_status.value
    worst = coach.worst()
    assert [m.cost for m in worst] == sorted((m.cost for m in worst), reverse=True)
    assert len(coach.review_buttons) == len(worst)
    if worst:
        coach.review_buttons[0].click()
        assert stepper.step == worst[0].step and stepper.state.current_player == 1
        assert coach.chosen() == worst[0].played


def test_review_of_another_seat_is_refused_when_viewing_as_someone_else():
    stepper = stepper_at(10)
    stepper.view_as.value = 0
    stepper.coach.review_seat.value = 1
    assert stepper.coach.start_review() is None
    assert "for their eyes" in stepper.coach.review_status.value


def test_review_of_a_seat_without_decisions_says_so():
    stepper = stepper_at(0)
    stepper.coach.review_seat.value = 2
    assert stepper.coach.start_review() is None and "no choice to make" in stepper.coach.review_status.value


# --- what would you do? -----------------------------------------------------------------------
def lesson_state():
    """A 1st Band position a few moves in."""
    state = bandlab.load_game("first-band").new(4, seed=12)
    bots = [make_agent("heuristic", "first-band", p) for p in range(4)]
    for _ in range(5):
        p = state.current_player
        state.apply(bots[p].choose(state.view(p), state.legal_actions()))
    return state


def test_what_would_you_do_answers_the_learners_move():
    state = lesson_state()
    question = WhatWouldYouDo(state, prompt="Which member do you play?", budget=BUDGET)
    legal = state.legal_actions()
    assert [b.description for b in question.buttons] == [str(a) for a in legal]
    assert "Which member do you play?" in question.prompt.value and question.board.value
    question.buttons[1].click()
    assert question.wait(60)
    assert question.chosen == legal[1] and question.buttons[1].button_style == "warning"
    assert all(b.disabled for b in question.buttons)
    assert sorted(question.answer.bars) == sorted(f"{a} (played)" if a == legal[1] else str(a) for a in legal)
    assert "You chose" in question.answer.status.value
    best = question.analysis.moves[0]
    # the learner's move is searched to the end, on the same worlds as the coach's choice
    assert question.analysis.estimate(legal[1]).playouts == best.playouts
    question.again.click()
    assert not any(b.disabled for b in question.buttons) and question.answer.analysis is None
    question.pick(str(legal[1]))  # the answer is known: shown at once
    assert question.task is None and "You chose" in question.answer.status.value
    question.again.click()
    other = next(a for a in legal if a != legal[1])
    question.pick(other)  # another move: the coach looks again, keeping that one
    assert question.wait(60) and question.chosen == other
    assert question.analysis.estimate(other).playouts == question.analysis.moves[0].playouts


def test_what_would_you_do_refuses_a_finished_game_and_an_illegal_move():
    state = lesson_state()
    question = WhatWouldYouDo(state, budget=BUDGET, background=False, board=False)
    with pytest.raises(Exception):
        question.pick("play Keyboard 99")
    question.pick(state.legal_actions()[0])
    assert question.analysis is not None and question.board.value == ""
    over = bandlab.load_game("band-grab").new(2, seed=1)
    bots = [make_agent("heuristic", "band-grab", p) for p in range(2)]
    while not over.is_over:
        p = over.current_player
        over.apply(bots[p].choose(over.view(p), over.legal_actions()))
    with pytest.raises(ValueError, match="game is over"):
        WhatWouldYouDo(over)


def test_the_same_position_gets_the_same_answer():
    state = lesson_state()
    one = WhatWouldYouDo(state, budget=BUDGET, background=False)
    two = WhatWouldYouDo(state.clone(), budget=BUDGET, background=False)
    one.pick(state.legal_actions()[0])
    two.pick(state.legal_actions()[0])
    assert one.analysis.moves == two.analysis.moves


def test_hint_view_says_and_shows():
    view = HintView()
    view.say("<script>x</script>")
    assert "<script>" not in view.status.value and view.chart_box.layout.display == "none"
    view.working(3, 4)
    assert view.progress.value == 0.75 and view.progress.layout.display is None


def test_what_would_you_do_buttons_say_what_the_play_buttons_say():
    from bandlab.agents import play_steps
    from bandlab.widgets.games import game_plugin

    game = bandlab.load_game("scout-and-raise")
    state = play_steps(game.new(4, seed=7), [make_agent("heuristic", game.id, p) for p in range(4)], 33)
    question = WhatWouldYouDo(state, budget=BUDGET, background=False, board=False)
    label = game_plugin(game.id).action_label
    assert [b.description for b in question.buttons] == [label(state, a) for a in state.legal_actions()]
    assert any(b.description != str(a) for b, a in zip(question.buttons, state.legal_actions()))
