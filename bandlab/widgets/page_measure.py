"""How much a teaching page says, against its rulebook: the numbers ``benchmarks/bench_pages.py`` prints and
``tests/widgets/test_page_words.py`` holds every page to.

Page text = the notebook's markdown cells + what every lesson of ``bandlab/lessons/<game>.py`` shows a
reader who steps through it (intros, notes, the narration of each step with short rule references closed,
task prompts); boards, charts and the rule index's own list are left out. Words are runs of letters and
digits (``Vocal/Guitar 4`` is three), counted the same way in the rulebook.
"""

import json
import re
from dataclasses import dataclass

from bandlab.lessons import rule_index, scenes
from bandlab.lessons.rulebook import rulebook_text, sentences
from bandlab.widgets.lesson import lesson

WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
#: Targets every page must meet.
MAX_WORDS_RATIO = 3.0
MIN_TASKS = 6
MIN_SCENE_SHARE = 0.9
MAX_QUOTES_PER_DISTINCT = 2.0


def words(text):
    """The number of words in ``text``."""
    return len(WORD.findall(text or ""))


def markdown_text(notebook_path):
    """The text of a notebook's markdown cells."""
    notebook = json.loads(notebook_path.read_text(encoding="utf-8"))
    return "\n".join("".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == "markdown")


@dataclass(frozen=True)
class LessonCount:
    """One lesson's numbers."""

    key: str
    words: int
    full_quotes: int  # rule quotes shown in full
    distinct: int  # distinct rules its steps quote
    references: int  # short references to a quote shown before
    tasks: int

    @property
    def quotes_per_distinct(self):
        """Full quotes shown per distinct rule (0 when the lesson quotes nothing new)."""
        return self.full_quotes / self.distinct if self.distinct else 0.0


@dataclass(frozen=True)
class PageCount:
    """A page's numbers against its rulebook."""

    game_id: str
    markdown_words: int
    rulebook_words: int
    lessons: tuple
    sentences: int
    with_scene: int

    @property
    def page_words(self):
        """Markdown words plus every lesson's words."""
        return self.markdown_words + sum(count.words for count in self.lessons)

    @property
    def ratio(self):
        """Page words per rulebook word."""
        return self.page_words / self.rulebook_words

    @property
    def tasks(self):
        """Tasks over all lessons."""
        return sum(count.tasks for count in self.lessons)

    @property
    def scene_share(self):
        """The share of the rulebook's sentences whose index entry names a lesson step."""
        return self.with_scene / self.sentences if self.sentences else 0.0


def suggest_index(game_id):
    """A draft RULE_INDEX: each rulebook sentence with the first lesson step (page order) that shows it, or None."""
    lessons = {key: lesson(game_id, key) for key in scenes(game_id)}
    return [
        (
            sentence,
            next(
                (
                    (key, step)
                    for key, built in lessons.items()
                    for step in built.steps_narrated
                    if built.shows(step, sentence)
                ),
                None,
            ),
        )
        for sentence in sentences(rulebook_text(game_id))
    ]


def count_lesson(built):
    """The numbers of one built Lesson."""
    full, distinct, references = built.quotes_shown()
    return LessonCount(built.key, words(built.text_shown()), full, distinct, references, len(built.task_steps))


def measure_page(game_id, notebook_path):
    """Build every scene of the game's page and count its words, quotes, tasks and indexed sentences."""
    lessons = tuple(count_lesson(lesson(game_id, key)) for key in scenes(game_id))
    book = rulebook_text(game_id)
    index = rule_index(game_id)
    return PageCount(
        game_id,
        words(markdown_text(notebook_path)),
        words(book),
        lessons,
        len(sentences(book)),
        sum(1 for _, where in index if not isinstance(where, str)),
    )
