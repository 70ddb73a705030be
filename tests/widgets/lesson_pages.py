"""Shared by the lesson tests: the four game pages (each held to the tests once its lessons module exists) and
every lesson of a page, built as the page builds it."""

import functools

import pytest

import bandlab
from bandlab.lessons import has_lessons, scenes
from bandlab.lessons.rulebook import quotes, rulebook_text, sentences
from bandlab.widgets.lesson import lesson, visible_text

#: The game pages, in teaching order.
GAMES = ["first-band", "band-grab", "battle-of-the-bands", "scout-and-raise"]
#: One parameter per game page; a page still taught from its notebook (no bandlab/lessons/<game>.py) is skipped.
GAME_PAGES = [
    pytest.param(
        game,
        marks=pytest.mark.skipif(
            not has_lessons(game), reason=f"{game} has no bandlab/lessons/{game.replace('-', '_')}.py yet"
        ),
    )
    for game in GAMES
]
assert sorted(GAMES) == sorted(bandlab.GAMES)


@functools.lru_cache(maxsize=None)
def rulebook_sentences(game_id):
    """The game's rulebook sentences, in order."""
    return tuple(sentences(rulebook_text(game_id)))


def page_lessons(game_id):
    """Every lesson of the page, freshly built in page order: {key: Lesson}."""
    return {key: lesson(game_id, key) for key in scenes(game_id)}


def button_text(lesson_, text):
    """The words of the task button for move ``text`` at the lesson's position."""
    state = lesson_.state
    return state.action_text(lesson_.game.parse_action(state, text), lesson_.viewer)


def wrong_moves(lesson_):
    """The task buttons of the pending task that are not a right move."""
    right = {button_text(lesson_, text) for text in lesson_.pending.right}
    return [text for text in lesson_.task_buttons if text not in right]


def quotes_the_rulebook(game_id, markup):
    """Whether shown HTML quotes a whole sentence of the rulebook (or names bandlab's reading)."""
    text = visible_text(markup)
    return "bandlab's reading" in text or any(quotes(text, sentence) for sentence in rulebook_sentences(game_id))
