"""Band Grab's lessons (bandlab/lessons/band_grab.py) teach what they say: the moves a task leaves out are the
ones the rules forbid, a wrong move is answered with its rule and changes nothing, and the page names its
sections instead of numbering them."""

import json
import re
from pathlib import Path

import pytest

from bandlab.lessons import rule_index
from bandlab.lessons.rulebook import quotes
from bandlab.widgets.lesson import lesson, visible_text

PAGE = Path(__file__).resolve().parents[3] / "notebooks" / "band-grab.ipynb"


def at_task(key, number=0):
    """Scene ``key`` built as the page shows it, stepped to its ``number``-th task's question."""
    shown = lesson("band-grab", key)
    shown.go(shown.task_steps[number] - 1)
    assert shown.pending is not None
    return shown


@pytest.fixture(scope="module")
def markdown():
    """The page's markdown cells, joined."""
    cells = json.loads(PAGE.read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown")


def test_a_full_hand_offers_no_draw_and_an_event_is_never_dumped():
    turn = at_task("turn")
    assert len(turn.state.hands[0]) == 5 and "draw" not in turn.task_buttons
    assert "dump Poach 1" not in turn.task_buttons and "dump Bass (Pop, Funk)" in turn.task_buttons
    end = at_task("end")
    assert "draw" not in end.task_buttons
    assert not [text for text in end.task_buttons if text.startswith("dump Busking")]


def test_a_gig_card_is_a_move_only_once_the_band_is_ready():
    gig = at_task("gig")
    assert "play Gig 1" not in gig.task_buttons
    gig.task_buttons["play Bass (Rock, Rock, Jazz)"].click()
    gig.forward()
    assert gig.pending is not None and "play Gig 1" in gig.task_buttons


def test_a_wrong_poach_is_answered_with_its_rule_and_the_right_one_swaps_the_vocalists():
    steal = at_task("steal")
    before = steal.step
    steal.task_buttons["play Poach 1: take Bob's Bass (Pop, Funk)"].click()
    assert steal.step == before and "6 matching genres" in steal.task_answer.value
    steal.task_buttons["play Poach 1: take Bob's Vocals (Rock, Rock, Pop)"].click()
    assert steal.step == before + 1
    view = steal.state.view(0)
    assert view["bands"][0]["Vocals"] == "V-RRP" and view["bands"][1]["Vocals"] == "V-PF"
    assert "is replaced and goes to Bob's band" in visible_text(steal.narration.value)


def test_a_busking_gig_played_too_early_does_nothing_and_wins_once_the_deck_ran_out():
    end = at_task("end")
    end.task_buttons["play Busking Gig 1"].click()
    assert "has no effect" in end.narration.value and end.state.winners() == []
    end.go(end.task_steps[1] - 1)
    end.task_buttons["play Busking Gig 2"].click()
    assert end.state.winners() == [0] and "busking gig in the street" in end.narration.value


def test_every_index_entry_without_a_scene_says_why():
    missing = [(sentence, where) for sentence, where in rule_index("band-grab") if not isinstance(where, tuple)]
    assert [sentence for sentence, _ in missing] == [
        "Make sure you have a table or flat playing area large enough for all players.",
        "This is explained on page 7.",
    ]
    assert all(where.startswith("no scene: stated in section ") for _, where in missing)


def test_the_stealing_sentence_is_shown_where_a_poached_musician_is_replaced():
    sentence = next(s for s, _ in rule_index("band-grab") if s.startswith("Note: If you use an event card to steal"))
    steal = lesson("band-grab", "steal")
    events = steal.events[1]
    assert any(quotes(event.rule, sentence) for event in events)
    assert [type(event).__name__ for event in events][-1] == "ReplacedMemberGiven"


def test_the_page_refers_to_its_sections_by_name(markdown):
    headings = {line[3:].strip() for line in markdown.splitlines() if line.startswith("## ")}
    assert not re.search(r"section \d", markdown), "name a section, do not number it"
    assert not any(re.match(r"\d+\.", heading) for heading in headings)
    named = re.findall(r"(?:under|in|see) \*([^*]+)\*", markdown)
    assert "Step through a game" in named and "The cards" in named
    assert all(name in headings for name in named), named
