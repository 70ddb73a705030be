"""The coach where Python cannot start threads (the static site's Pyodide): every answer arrives in place.

``coach_tasks.THREADS`` is False there; these tests set it so, and make any thread start fail as it
does in Pyodide (``RuntimeError``), so a task that still tried a thread would be caught.
"""

import threading

import pytest
import tqdm

import bandlab
from bandlab.agents import make_agent
from bandlab.widgets import coach_tasks
from bandlab.widgets.coach import WhatWouldYouDo
from bandlab.widgets.coach_tasks import Task
from bandlab.widgets.games.band_grab import GigChancePanel
from bandlab.widgets.stepper import GameStepper

BUDGET = 500


@pytest.fixture
def tried_threads(monkeypatch):
    """Threads cannot start, as in Pyodide: the list of the threads that tried."""
    tried = []

    def refuse(thread):
        tried.append(thread.name)
        raise RuntimeError("can't start new thread")

    monkeypatch.setattr(threading.Thread, "start", refuse)
    # tqdm tries its monitor thread at its first bar and, refused, turns the monitor off for good: restore it after
    monkeypatch.setattr(tqdm.tqdm, "monitor_interval", tqdm.tqdm.monitor_interval)
    return tried


@pytest.fixture
def no_threads(monkeypatch, tried_threads):
    """The static site: THREADS is False and no thread can start."""
    monkeypatch.setattr(coach_tasks, "THREADS", False)
    return tried_threads


def test_a_task_runs_in_place_without_threads(no_threads):
    reports, progress = [], []

    def work(task):
        progress.append("working")
        return 42

    task = Task("k", work, reports.append).start()
    assert task.thread is None and task.result == 42 and reports == [task] and progress == ["working"]
    assert task.seconds is not None and task.wait(0)
    assert no_threads == [], "no thread was even tried"


def test_a_task_whose_thread_cannot_start_runs_in_place(tried_threads):
    reports = []
    task = Task("k", lambda t: 7, reports.append).start()
    assert tried_threads == ["bandlab-coach"] and task.thread is None
    assert task.result == 7 and reports == [task]


def test_the_hint_is_answered_before_the_click_returns(no_threads):
    stepper = GameStepper(game="first-band", players=4, seed=7)
    coach = stepper.coach
    coach.budget = coach.review_budget = BUDGET
    for _ in range(3):
        stepper.forward()
    coach.hint_button.click()
    assert coach.task is None and coach.view.analysis is not None
    assert sorted(coach.view.bars) == sorted(str(a) for a in stepper.state.legal_actions())
    coach.follow.value = True
    stepper.forward()  # "Hint every step": the next position's answer is there at once too
    assert coach.view.analysis is not None and coach.view.analysis.player == stepper.state.current_player
    coach.review_button.click()
    assert coach.review_task is None and "decisions reviewed" in coach.review_status.value
    assert not stepper.unexpected_errors and no_threads == []


def test_what_would_you_do_answers_before_the_click_returns(no_threads):
    state = bandlab.load_game("first-band").new(4, seed=12)
    bots = [make_agent("heuristic", "first-band", p) for p in range(4)]
    for _ in range(5):
        player = state.current_player
        state.apply(bots[player].choose(state.view(player), state.legal_actions()))
    question = WhatWouldYouDo(state, budget=BUDGET, board=False)
    question.buttons[1].click()
    assert question.task is None and question.analysis is not None
    assert question.answer.analysis is question.analysis and "You chose" in question.answer.status.value
    assert question.again.layout.display is None and no_threads == []


@pytest.mark.filterwarnings("ignore::tqdm.TqdmMonitorWarning")  # tqdm's own monitor thread is refused, and it says so
def test_the_band_grab_estimate_is_shown_before_the_click_returns(no_threads):
    state = bandlab.load_game("band-grab").new(3, seed=2)
    panel = GigChancePanel(state)
    panel.turns.value, panel.samples.value = 2, 50
    panel.button.click()
    assert panel.task is None and panel.chance is not None and panel.chance.samples == 50
    assert "Gig-ready within 2" in panel.result.value and "bandlab-coach" not in no_threads


def test_the_balance_lab_runs_in_place_with_its_progress_bar(no_threads, monkeypatch):
    from bandlab.analysis import host
    from bandlab.widgets.balance_lab import BalanceLab

    monkeypatch.setattr(host, "in_browser", lambda: True)  # no process pool, the bar starts no monitor thread
    lab = BalanceLab(setup={"game": "first-band", "option": "complete_bands_only", "value": True, "games": 10})
    lab.run_button.click()
    assert lab.results is not None and lab.results.games == 10 and lab.rate_chart.chart is not None
    assert no_threads == [], "no thread was even tried"
