"""Tasks without a browser: on every game page, every task answers a wrong move with the rule it breaks
(quoted) and stays; the right move plays and the lesson goes on. And the Task itself, on a small example."""

from types import SimpleNamespace

import pytest
from lesson_pages import GAME_PAGES, button_text, page_lessons, quotes_the_rulebook, wrong_moves

from bandlab.lessons import Task
from bandlab.widgets.lesson import Lesson, visible_text

EXAMPLE = dict(players=3, deal=[["V3", "V6", "D8"], ["V/G4", "B1", "G1", "K3", "V2"], ["D6", "B6"]], starting_player=0)
LOWER = "“Players may still play lower-value Member Cards, but that card is immediately removed from the game.”"


@pytest.mark.parametrize("game_id", GAME_PAGES)
def test_every_task_answers_a_wrong_move_with_a_rule_and_advances_on_the_right_one(game_id):
    tasks = 0
    for key, lesson in page_lessons(game_id).items():
        for step in lesson.task_steps:
            lesson.go(step - 1)
            assert lesson.pending is lesson.tasks[step] and lesson.forward_button.disabled, (key, step)
            assert lesson.task_box.layout.display != "none" and "bandlab-task" in lesson.task_box._dom_classes
            wrong = wrong_moves(lesson)
            assert wrong, f"{key}, step {step}: a task needs a wrong move to choose"
            for text in wrong:
                lesson.task_buttons[text].click()
                assert lesson.step == step - 1, f"{key}: the wrong move {text!r} advanced the lesson"
                assert text in visible_text(lesson.task_answer.value)
                answer = lesson.task_answer.value
                assert quotes_the_rulebook(game_id, answer), f"{key}, {step}: {text!r} answered with no rule: {answer}"
            lesson.task_buttons[button_text(lesson, lesson.tasks[step].right[0])].click()
            assert lesson.step == step and lesson.pending is None or lesson.pending is lesson.tasks[step + 1]
            assert lesson.task_box.layout.display == "none" or lesson.pending is not None
            tasks += 1
    assert tasks >= 6


@pytest.fixture
def lesson():
    return Lesson(
        "first-band",
        [
            "play Vocal 3",
            Task(
                "play Vocal/Guitar 4",
                "Your move, Bob: one member that takes two seats.",
                why={"play Vocal 2": f"it is lower than Vocal 3: {LOWER}"},
                note="Two seats at once.",
            ),
            "play Drum 6",
        ],
        **EXAMPLE,
    )


def test_the_lesson_stops_at_a_task_until_it_is_solved(lesson):
    lesson.forward()
    assert lesson.step == 1 and "your move" in lesson.status.value and lesson.forward_button.disabled
    assert "Your move, Bob" in lesson.task_prompt.value
    assert sorted(lesson.task_buttons) == [
        "play Bass 1",
        "play Guitar 1",
        "play Keyboard 3",
        "play Vocal 2",
        "play Vocal/Guitar 4",
    ]
    lesson.forward()
    lesson.forward_button.click()
    assert lesson.step == 1


def test_a_wrong_move_is_answered_and_the_lesson_stays(lesson):
    lesson.go(1)
    lesson.task_buttons["play Vocal 2"].click()
    assert lesson.step == 1 and "Not <b>play Vocal 2</b>: it is lower than Vocal 3" in lesson.task_answer.value
    lesson.task_buttons["play Keyboard 3"].click()  # no words for it: the answer is what the move would do
    answer = lesson.task_answer.value
    assert lesson.step == 1 and "Keyboard 3 takes the empty Keyboard seat." in answer
    assert "Each seat retains only the highest-value member." in answer


def test_the_right_move_plays_and_the_lesson_goes_on(lesson):
    lesson.go(1)
    lesson.task_buttons["play Vocal/Guitar 4"].click()
    assert lesson.step == 2 and lesson.task_box.layout.display == "none" and not lesson.forward_button.disabled
    assert "Two seats at once." in lesson.narration.value and "Bob plays Vocal/Guitar 4." in lesson.narration.value
    lesson.back()
    lesson.forward()
    assert lesson.step == 2, "a solved task is not asked again"


def test_every_right_move_of_a_task_is_accepted_and_the_example_goes_on_with_the_first():
    lesson = Lesson(
        "first-band", ["play Vocal 3", Task(("play Vocal/Guitar 4", "play Keyboard 3"), "Your move.")], **EXAMPLE
    )
    lesson.forward()
    lesson.task_buttons["play Keyboard 3"].click()
    assert lesson.step == 2 and "Right too" in lesson.narration.value
    assert "play Vocal/Guitar 4" in lesson.narration.value
    assert "Bob plays Vocal/Guitar 4." in lesson.narration.value


def test_task_buttons_take_the_plugins_tooltip_when_it_has_one(lesson, monkeypatch):
    assert lesson.task_buttons == {}
    board = lesson.plugin.board_html
    monkeypatch.setattr(lesson, "plugin", SimpleNamespace(board_html=board))  # no hook: the move's words
    lesson.go(1)
    assert lesson.task_buttons["play Vocal 2"].tooltip == "play Vocal 2"
    tip = SimpleNamespace(board_html=board, action_tooltip=lambda state, action: f"tip: {action}")
    monkeypatch.setattr(lesson, "plugin", tip)
    lesson.go(0)
    lesson.forward()
    assert lesson.task_buttons["play Vocal 2"].tooltip == "tip: play Vocal 2"


def test_a_task_must_ask_for_a_move():
    with pytest.raises(ValueError, match="prompt"):
        Task("play Vocal 3", " ")
    with pytest.raises(ValueError, match="move text"):
        Task(("play Vocal 3", 4), "Your move.")
    with pytest.raises(Exception, match="dance"):  # words for a move that is no move: fails when built
        Lesson("first-band", [Task("play Vocal 3", "Your move.", why={"dance": "no"})], **EXAMPLE)
    with pytest.raises(ValueError, match="right moves"):
        Lesson("first-band", [Task("play Vocal 3", "Your move.", why={"play Vocal 3": "no"})], **EXAMPLE)
    with pytest.raises(ValueError, match="only that seat's moves"):  # Bob's move, asked of Alice's eyes
        Lesson("first-band", ["play Vocal 3", Task("play Vocal/Guitar 4", "Your move.")], viewer=0, **EXAMPLE)
    with pytest.raises(ValueError, match="wrong move to choose"):  # Alice's last card: nothing to get wrong
        Lesson(
            "first-band",
            [Task("play Vocal 3", "Your move.")],
            players=3,
            deal=[["V3"], ["B1"], ["D6"]],
            starting_player=0,
        )


def test_a_task_before_the_start_is_played_like_any_scene_setting_move():
    lesson = Lesson(
        "first-band", ["play Vocal 3", Task("play Vocal/Guitar 4", "Your move."), "play Drum 6"], start=2, **EXAMPLE
    )
    assert lesson.task_steps == [] and not lesson.forward_button.disabled
