"""The lesson stepper: a fixed example stepped with Back and Forward, each step narrated with its rule."""

import re

import pytest

import bandlab
from bandlab.core import IllegalAction
from bandlab.viz.first_band import ranking_figure
from bandlab.widgets.chart import Chart
from bandlab.widgets.lesson import Lesson, page_html

EXAMPLE = dict(players=3, deal=[["V3", "V6", "D8"], ["V/G4", "B1", "G1", "K3", "V2"], ["D6", "B6"]], starting_player=0)
AUDITION = [
    "play Vocal 3",
    ("play Vocal/Guitar 4", "Bob's <i>dual-colour</i> member"),
    "play Drum 6",
    "play Vocal 6",
    "play Bass 1",
]


@pytest.fixture
def lesson():
    return Lesson("first-band", AUDITION, intro="The rulebook's table.", **EXAMPLE)


def test_a_lesson_has_only_back_and_forward(lesson):
    buttons = [w for w in widgets_in(lesson) if type(w).__name__ == "Button"]
    assert sorted(b.description for b in buttons) == ["Back", "Forward"]
    kinds = {type(w).__name__ for w in widgets_in(lesson)}
    assert not kinds & {"Dropdown", "Text", "IntSlider", "SelectMultiple", "Checkbox"}  # no game, seed or seat


def test_forward_steps_through_the_whole_example_and_stops_at_its_end(lesson):
    assert lesson.step == 0 and lesson.back_button.disabled and "Move <b>0</b> of 5" in lesson.status.value
    for step in range(1, 6):
        lesson.forward_button.click()
        assert lesson.step == step
        assert f"Move <b>{step}</b> of 5" in lesson.status.value
        assert re.search(r"Rule \d+", lesson.narration.value)  # every step quotes the rule it applies
    assert lesson.forward_button.disabled and "the end of the example" in lesson.status.value
    lesson.forward()
    assert lesson.step == 5
    assert "the band is full" in lesson.narration.value


def test_back_shows_the_same_position_again(lesson):
    first = lesson.board.value
    lesson.forward()
    lesson.forward()
    two = (lesson.board.value, lesson.narration.value)
    lesson.forward()
    lesson.back_button.click()
    assert (lesson.board.value, lesson.narration.value) == two
    lesson.go(0)
    assert lesson.board.value == first and lesson.step == 0
    lesson.back()
    assert lesson.step == 0


def test_notes_and_who_moved_are_narrated(lesson):
    assert "The rulebook's table." in lesson.narration.value
    lesson.go(2)
    narration = lesson.narration.value
    assert "Bob's <i>dual-colour</i> member" in narration  # the author's note, as written
    assert "Bob plays Vocal/Guitar 4." in narration
    assert "beats Vocal 3 for the Vocal seat" in narration


def test_a_lesson_can_start_after_its_scene_setting_moves_and_not_go_back_before():
    lesson = Lesson("first-band", AUDITION + ["pick Vocal 6"], start=5, intro="The band is full.", **EXAMPLE)
    assert lesson.step == 5 and lesson.moves_shown == 1 and lesson.back_button.disabled
    assert "The band is full." in lesson.narration.value
    assert "play Bass 1" not in lesson.narration.value  # the step the scene set up is not narrated again
    lesson.forward()
    assert "Bob (1st) takes Vocal 6" in lesson.narration.value
    lesson.back()
    lesson.back()
    assert lesson.step == 5
    with pytest.raises(ValueError, match="start"):
        Lesson("first-band", AUDITION, start=9, **EXAMPLE)


def test_a_chart_follows_the_step_shown():
    lesson = Lesson("first-band", AUDITION + ["pick Vocal 6"], chart=ranking_figure, **EXAMPLE)
    assert isinstance(lesson.chart, Chart)
    assert "not full yet" in lesson.chart.figure.layout.title.text
    lesson.go(5)
    assert lesson.chart.figure.layout.title.text == ranking_figure(lesson.state).layout.title.text
    assert "0 of 4 picks made" in lesson.chart.figure.layout.title.text
    lesson.forward()
    assert "1 of 4 picks made" in lesson.chart.figure.layout.title.text


def test_a_move_that_is_not_legal_fails_when_the_lesson_is_built():
    with pytest.raises(IllegalAction):
        Lesson("first-band", ["play Vocal 3", "play Vocal 3"], **EXAMPLE)


def test_a_board_function_replaces_the_games_board():
    lesson = Lesson("first-band", AUDITION[:1], board=lambda state: f"<p>round {state.round}</p>", **EXAMPLE)
    assert lesson.board.value == "<p>round 1</p>"


def test_a_lesson_never_reads_the_pages_link(monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "game=first-band&players=4&seed=7&step=20")
    lesson = Lesson("first-band", AUDITION, **EXAMPLE)
    assert lesson.step == 0 and lesson.state.players == 3


def test_lessons_of_every_game_narrate_each_step_with_a_rule():
    cases = {
        "scout-and-raise": (
            ["play R500", "play R300", "play Y200", "pay $200 to join"],
            dict(
                players=4,
                lead_player=0,
                deal={
                    "scout": [
                        ["R500", "R500", "R700", "R600", "R200", "R400"],
                        ["R300", "R300", "R300", "R200", "R400", "R400"],
                        ["Y200", "Y200", "Y300", "Y300", "Y300", "Y400"],
                        ["Y400", "Y400", "Y500", "Y500", "Y600", "Y700"],
                    ],
                    "artists": ["Vo/Ky3", "Gt5"],
                    "songs": ["S1C", "S1A", "S1D", "S1B"],
                },
            ),
        ),
        "band-grab": (
            ["play V-RRP", "draw", "play V-JJF"],
            dict(
                players=2,
                deal=[["V-RRP", "V-JJF", "T-RRF"], ["D-RP", "GIG1"]],
                deck=["B-RRJ", "GIG2", "D-RJ", "B-PF"],
                starting_player=0,
            ),
        ),
        "battle-of-the-bands": (
            ["play Johnny T."],
            dict(
                players=2,
                names=["Tisha", "Danny"],
                dealer=1,
                me=["ME Wind", "ME Percussion"],
                deal=[
                    ["Johnny T.", "Fan Club", "Contract", "Feedback", "Kazoo"],
                    ["Fella", "Cowbell", "Organ", "Banjo", "Encore"],
                ],
            ),
        ),
    }
    for game, (moves, setup) in cases.items():
        lesson = Lesson(game, moves, **setup)
        for step in range(1, lesson.length + 1):
            lesson.go(step)
            assert re.search(r"Rule \d+", lesson.narration.value), (game, step)
            assert lesson.board.value


def test_page_html_keeps_dollar_amounts_away_from_maths_typesetting():
    html = page_html("from $200 to $700").data
    assert html.startswith("<div class='mathjax_ignore'>") and "from $200 to $700" in html


def widgets_in(widget):
    """Every widget inside ``widget`` (itself included)."""
    found = [widget]
    for child in getattr(widget, "children", ()):
        found += widgets_in(child)
    return found


def test_lesson_game_must_exist():
    with pytest.raises(Exception):
        Lesson("no-such-game", [])
    assert bandlab.load_game("first-band").name == "1st Band"


def test_a_lesson_seen_by_one_seat_never_names_a_card_hidden_from_it():
    teacher = Lesson("first-band", [], players=3, seed=29)
    assert "Bob holds Vocal 2" in teacher.narration.value
    alice = Lesson("first-band", [], players=3, seed=29, viewer=0)
    assert "Bob is the starting player" in alice.narration.value and "Vocal 2" not in alice.narration.value


def test_a_rule_is_quoted_in_full_once_then_referred_to_by_its_number(lesson):
    assert "Rule 1: Each round consists of 2 phases:" in lesson.narration.value  # the setup's rule
    lesson.go(1)
    assert "Rule 2: Starting from the starting player" in lesson.narration.value
    lesson.go(2)
    reference = re.search(
        r"<details[^>]*><summary>Rule 2</summary>Starting from the starting player", lesson.narration.value
    )
    assert reference and "Rule 2: " not in lesson.narration.value
    seat = (
        "There are 5 band seats: Vocal, Guitar, Drum, Bass, and Keyboard. … Each seat retains only the "
        "highest-value member."
    )
    later = Lesson("first-band", AUDITION, quoted=[seat], **EXAMPLE)  # a page quoted it before this lesson
    later.go(1)
    assert "<summary>Rule 1</summary>There are 5 band seats" in later.narration.value
    assert "Rule 3: Starting from" in later.narration.value


def test_the_builder_quotes_across_a_pages_scenes_and_narrates_a_setup_once(monkeypatch):
    from bandlab.widgets import lesson as module

    table = {key: value for key, value in EXAMPLE.items() if key != "players"}
    page = {
        "one": dict(players=3, options=table, moves=AUDITION[:2]),
        "again": dict(players=3, options=table, moves=AUDITION[:3]),
        "quiet": dict(
            players=3, options=dict(table, starting_player=1), moves=["play Vocal/Guitar 4"], narrate_start=False
        ),
    }
    monkeypatch.setattr(module, "scenes", lambda game_id: page)
    one, again, quiet = (module.lesson("first-band", key) for key in page)
    assert one.narrate_start and "Round 1 begins" in one.narration.value
    assert not again.narrate_start and "Round 1 begins" not in again.narration.value  # the same table again
    again.go(1)
    assert "<summary>Rule 2</summary>" in again.narration.value  # quoted in full by the first scene
    assert not quiet.narrate_start and "bandlab-lesson-quiet" in quiet._dom_classes
    with pytest.raises(KeyError, match="no scene 'nope'"):
        module.lesson("first-band", "nope")
