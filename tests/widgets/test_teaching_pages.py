"""The teaching pages without a browser: every lesson of every game page plays its whole example with a
rule quoted at each step; the pages link the index and the next lesson, number seats from 1, and show no
printed Python values or unescaped dollar signs in their text.

The notebooks' code cells run here as Voila runs them (top to bottom, ``display`` collecting what a
page shows), so a lesson that breaks when the rules change fails here first.
"""

import json
import re
from pathlib import Path

import IPython.display
import pytest

from bandlab.widgets.lesson import Lesson

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
GAME_PAGES = ["first-band.ipynb", "band-grab.ipynb", "battle-of-the-bands.ipynb", "scout-and-raise.ipynb"]
#: The teaching order: each page links the next one.
ORDER = [
    "first-band.ipynb",
    "band-grab.ipynb",
    "battle-of-the-bands.ipynb",
    "gig-odds.ipynb",
    "scout-and-raise.ipynb",
    "tournament.ipynb",
]


def cells(name, kind):
    """The sources of a notebook's cells of one kind."""
    notebook = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))
    return ["".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == kind]


def run_page(name):
    """Run a page's code cells as Voila does; return the lessons it builds and its names."""
    built, original = [], Lesson.__init__

    def watched(self, *args, **kwargs):
        original(self, *args, **kwargs)
        built.append(self)

    namespace = {}
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(NOTEBOOKS)
        patch.setattr(Lesson, "__init__", watched)
        patch.setattr(IPython.display, "display", lambda *items, **_: None)
        for source in cells(name, "code"):
            exec(compile(source, name, "exec"), namespace)
    return built, namespace


@pytest.fixture(scope="module")
def pages():
    """Every game page run once: {name: (lessons, namespace)}."""
    return {name: run_page(name) for name in GAME_PAGES}


@pytest.mark.parametrize("name", GAME_PAGES)
def test_every_lesson_steps_through_its_whole_example_quoting_rules(name, pages):
    lessons = pages[name][0]
    assert len(lessons) >= 3, f"{name} teaches with at least three lessons"
    for lesson in lessons:
        lesson.go(lesson.start)
        while True:
            narration = lesson.narration.value
            if lesson.step > lesson.start or lesson.narrate_start:  # a later start is not narrated again
                assert re.search(r"Rule \d+", narration), (name, lesson.step)
            assert "Traceback" not in narration and lesson.board.value
            assert "\\$" not in narration, "widgets show text as written: escape $ only in markdown"
            if lesson.step == lesson.length:
                break
            if lesson.pending is not None:  # a task: the learner makes the move
                right = lesson.state.action_text(
                    lesson.game.parse_action(lesson.state, lesson.pending.right[0]), lesson.viewer
                )
                lesson.task_buttons[right].click()
            else:
                lesson.forward_button.click()
        assert lesson.forward_button.disabled


@pytest.mark.parametrize("name", GAME_PAGES)
def test_the_play_section_seats_you_in_seat_1_with_your_own_view(name, pages):
    play = pages[name][1]["play"]
    assert play.seats == (0,) and play.viewer == 0 and play.bots_reply_toggle.value
    assert "Alice (seat 1)" in " ".join(label for label, _ in play.seats_select.options)
    assert play.state.current_player == 0 and play.action_buttons
    assert play.unexpected_errors == []


@pytest.mark.parametrize("name", GAME_PAGES)
def test_the_main_stepper_opens_the_pages_link(name):
    code = "\n".join(cells(name, "code"))
    assert re.search(r"stepper = GameStepper\.from_environment\(game=\"[a-z-]+\", players=\d, seed=\d+\)", code)
    assert 'add_class("bandlab-main")' in code and 'add_class("bandlab-play")' in code


@pytest.mark.parametrize("name", ORDER)
def test_every_page_links_the_index_and_the_next_lesson(name):
    text = "\n".join(cells(name, "markdown"))
    assert "](index.ipynb)" in text
    following = ORDER[ORDER.index(name) + 1] if name != ORDER[-1] else None
    if following:
        assert f"]({following})" in text, f"{name} should link the next lesson, {following}"


@pytest.mark.parametrize("name", ORDER + ["index.ipynb"])
def test_markdown_dollars_are_escaped_for_voila(name):
    for text in cells(name, "markdown"):
        for match in re.finditer(r"\$", text):
            before = text[max(0, match.start() - 2) : match.start()]
            inside_code = text[: match.start()].count("`") % 2 == 1
            assert before == "\\\\" or inside_code, (
                f"{name}: unescaped $ in: {text[match.start() - 30 : match.end() + 20]!r}"
            )


@pytest.mark.parametrize("name", GAME_PAGES + ["gig-odds.ipynb"])
def test_no_printed_python_values(name):
    code = "\n".join(cells(name, "code"))
    assert "print(" not in code, f"{name} prints: a reader should see words and tables, not Python values"


@pytest.mark.parametrize("name", ORDER)
def test_developer_material_closes_the_page(name):
    text = cells(name, "markdown")
    heads = [line for cell in text for line in cell.splitlines() if line.startswith("## ")]
    hood = [h for h in heads if h.startswith("## Under the hood")]
    if hood:
        assert heads[-1].startswith("## Under the hood"), f"{name}: 'Under the hood' must be the last section"
    for cell in text[: text.index(next(c for c in text if "## Under the hood" in c))] if hood else text:
        assert "array" not in cell and "benchmarks/" not in cell, f"{name}: developer material before Under the hood"


#: What each page's "What would you do?" text says of its paused position: the view of the player
#: to act must still show it (a change to a bot or a rule that moves the position fails here).
PAUSED = {
    "first-band.ipynb": lambda v: (
        v["round"] == 2
        and v["band"]["Drum"] == {"card": "D/K7", "player": 0}
        and v["band"]["Bass"]["card"] == v["band"]["Keyboard"]["card"] == "K/B8"
        and v["band"]["Vocal"] is None
        and v["band"]["Guitar"] is None
    ),
    "band-grab.ipynb": lambda v: (
        sorted(v["hand"]) == ["GIG1", "T-FFJ"] and v["bands"][0]["Drums"] == "D-RRP" and v["turns_played"] == 6
    ),
    "battle-of-the-bands.ipynb": lambda v: (
        v["phase"] == "gig"
        and v["gig"]["card"] == "Gig 3"
        and v["gig"]["totals"] == [7, 6]
        and sorted(v["hand"]) == ["Encore", "Hit"]
        and v["gig"]["played"] == ["Big in Japan", "Too Wasted"]
    ),
    "scout-and-raise.ipynb": lambda v: (
        v["round"] == 3
        and v["revealed"] == ["Gt4", "Dr5"]
        and v["hand"] == ["Y300", "Y400", "Y400", "Y500"]
        and v["needs"] == ["Vo", "Vo", "Gt"]
        and [b["scout"] for b in v["bids"]] == [None, None, "Y600", "Y700"]
    ),
}


@pytest.mark.parametrize("name", GAME_PAGES)
def test_what_would_you_do_pauses_where_the_page_says(name, pages):
    paused = pages[name][1]["paused"]
    assert paused.current_player == 0 and not paused.is_over and len(paused.legal_actions()) >= 3
    assert PAUSED[name](paused.view(0)), f"{name}: the paused position no longer matches the page's text"
    assert 'WhatWouldYouDo(paused, prompt="' in "\n".join(cells(name, "code"))
