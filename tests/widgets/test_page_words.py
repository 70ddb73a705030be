"""Every game page says at most 3x its rulebook's words, quotes a rule in full at most twice per distinct rule in
each lesson, lets the learner make at least 6 moves, and shows 90% of its rule sentences in a scene
(measured as benchmarks/bench_pages.py prints it), so no page grows back."""

from pathlib import Path

import pytest
from lesson_pages import GAME_PAGES

from bandlab.widgets.page_measure import (
    MAX_QUOTES_PER_DISTINCT,
    MAX_WORDS_RATIO,
    MIN_SCENE_SHARE,
    MIN_TASKS,
    measure_page,
    words,
)

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


@pytest.fixture(scope="module")
def counts():
    """Each page measured once: {game_id: PageCount}."""
    return {}


def count(counts, game_id):
    """A page's numbers (measured on first use)."""
    if game_id not in counts:
        counts[game_id] = measure_page(game_id, NOTEBOOKS / f"{game_id}.ipynb")
    return counts[game_id]


@pytest.mark.parametrize("game_id", GAME_PAGES)
def test_a_page_says_at_most_three_times_its_rulebooks_words(game_id, counts):
    page = count(counts, game_id)
    assert page.ratio <= MAX_WORDS_RATIO, (
        f"{game_id}: {page.page_words} words ({page.markdown_words} markdown) for a rulebook of {page.rulebook_words}"
    )


@pytest.mark.parametrize("game_id", GAME_PAGES)
def test_each_lesson_quotes_a_distinct_rule_for_every_two_quotes_it_shows(game_id, counts):
    for lesson in count(counts, game_id).lessons:
        assert lesson.quotes_per_distinct <= MAX_QUOTES_PER_DISTINCT, lesson


@pytest.mark.parametrize("game_id", GAME_PAGES)
def test_a_page_has_six_tasks_and_nine_sentences_in_ten_in_a_scene(game_id, counts):
    page = count(counts, game_id)
    assert page.tasks >= MIN_TASKS and page.scene_share >= MIN_SCENE_SHARE, page


def test_words_are_counted_alike_on_pages_and_in_rulebooks():
    assert words("Bob's Vocal/Guitar 4 — beats Vocal 3.") == 7  # Bob's, Vocal, Guitar, 4, beats, Vocal, 3
    assert words("3\tAll 9s, 10s\t13") == 5 and words(" — … ") == 0
