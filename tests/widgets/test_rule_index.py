"""The rule index of every game page: every sentence of its rulebook, in order; every step it names shows an
event (or a note) quoting the sentence; at least 90% of sentences have a scene; its buttons open that step."""

import json

import pytest
from lesson_pages import GAME_PAGES, page_lessons, rulebook_sentences

from bandlab.lessons import NO_SCENE, READING_ENTRY, rule_index
from bandlab.widgets.rule_index import RuleIndex


@pytest.fixture(scope="module")
def built():
    """Each page's lessons, built once for this module: {game_id: {key: Lesson}}."""
    return {}


def lessons_of(built, game_id):
    """The page's lessons (built on first use)."""
    if game_id not in built:
        built[game_id] = page_lessons(game_id)
    return built[game_id]


@pytest.mark.parametrize("game_id", GAME_PAGES)
def test_the_index_holds_every_sentence_of_the_rulebook_in_order(game_id):
    assert [sentence for sentence, _ in rule_index(game_id)] == list(rulebook_sentences(game_id))


@pytest.mark.parametrize("game_id", GAME_PAGES)
def test_every_step_the_index_names_quotes_its_sentence(game_id, built):
    lessons, problems = lessons_of(built, game_id), []
    for sentence, where in rule_index(game_id):
        if isinstance(where, str):
            assert where == READING_ENTRY or (where.startswith(NO_SCENE) and len(where) > len(NO_SCENE)), where
            continue
        key, step = where
        lesson = lessons.get(key)
        if lesson is None or not lesson.start <= step <= lesson.length:
            problems.append(f"{sentence!r}: no step {step} of scene {key!r}")
        elif step == lesson.start and not lesson.narrate_start:
            problems.append(f"{sentence!r}: step {step} of {key!r} is its start, which it does not narrate")
        elif not lesson.shows(step, sentence):
            problems.append(f"{sentence!r}: step {step} of {key!r} does not quote it")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game_id", GAME_PAGES)
def test_nine_sentences_in_ten_have_a_scene(game_id):
    index = rule_index(game_id)
    with_scene = sum(1 for _, where in index if not isinstance(where, str))
    assert with_scene >= 0.9 * len(index), f"{game_id}: {with_scene} of {len(index)} sentences have a scene"


@pytest.mark.parametrize("game_id", GAME_PAGES)
def test_the_index_buttons_open_the_step_they_name(game_id, built):
    lessons = lessons_of(built, game_id)
    index = RuleIndex(game_id, lessons)
    index._handle_custom_msg({"load": True}, [])  # what the page sends when the reader opens the index
    assert len(index.entries) == len(rule_index(game_id))
    for number, (entry, (sentence, where)) in enumerate(zip(index.entries, rule_index(game_id))):
        assert entry["sentence"] == sentence
        if isinstance(where, str):
            assert entry["label"] == where and not entry["target"]
            continue
        key, step = where
        assert entry["target"] == f"bandlab-lesson-{key}" and f"bandlab-lesson-{key}" in lessons[key]._dom_classes
        lessons[key].go(lessons[key].length if step < lessons[key].length else lessons[key].start)
        index._handle_custom_msg({"open": number}, [])  # what the page's button sends
        lesson = lessons[key]
        if lesson.tasks[step] is not None and step not in lesson.solved:
            assert lesson.step == step - 1 and lesson.pending is lesson.tasks[step]  # the task, asked
        else:
            assert lesson.step == step
        assert lesson.shows(step, sentence)


def test_a_message_that_is_not_an_entry_changes_nothing(built):
    lessons = lessons_of(built, "first-band")
    index = RuleIndex("first-band", lessons)
    before = {key: lesson.step for key, lesson in lessons.items()}
    for content in ({"open": -1}, {"open": 10_000}, {"open": "3"}, {"open": True}, {"other": 1}, ["open", 1]):
        index._handle_custom_msg(content, [])
    assert {key: lesson.step for key, lesson in lessons.items()} == before


def test_an_index_naming_a_scene_the_page_does_not_show_is_an_error(built):
    lessons = dict(lessons_of(built, "first-band"))
    lessons.pop("tie")
    with pytest.raises(ValueError, match="tie"):
        RuleIndex("first-band", lessons)


@pytest.mark.parametrize("game_id", GAME_PAGES)
def test_the_sentences_reach_the_page_when_the_index_is_first_opened(game_id, built):
    index = RuleIndex(game_id, lessons_of(built, game_id))
    count = len(rule_index(game_id))
    assert index.entries == [] and index.summary.startswith(f"Show the {count} sentences of the rulebook")
    closed = len(json.dumps(index.get_state()))
    sent = []
    index.send_state = lambda key=None: sent.append(key)
    for content in ({"load": 1}, {"load": "yes"}, {"open": 0}):
        index._handle_custom_msg(content, [])
    assert index.entries == [] and sent == []
    index._handle_custom_msg({"load": True}, [])
    assert [entry["sentence"] for entry in index.entries] == [sentence for sentence, _ in rule_index(game_id)]
    assert sent == ["entries"], sent
    opened = len(json.dumps(index.get_state()))
    assert opened - closed > 40 * count, "the sentences are what the page did not receive on load"
    index._handle_custom_msg({"load": True}, [])  # a second opening sends nothing again
    assert len(sent) == 1
