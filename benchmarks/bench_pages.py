"""The teaching pages against their rulebooks: words, quotes, rule index, tasks.

Run: python benchmarks/bench_pages.py [--suggest-index GAME_ID]

For each game page whose lessons live in ``bandlab/lessons/<game>.py``: its words (markdown + every lesson
as a reader steps through it, boards left out; see ``bandlab.widgets.page_measure``) against the rulebook's,
the full rule quotes / distinct rules / short references of each lesson, the share of the rulebook's
sentences whose index entry names a lesson step, and the number of tasks. Targets: words at most 3x the
rulebook, per lesson at most 2 full quotes per distinct rule, at least 90% of sentences with a scene,
at least 6 tasks. ``--suggest-index`` prints a draft ``RULE_INDEX`` for a game instead: each sentence with the
first lesson step that shows it (``None`` where none does: write "bandlab's reading" or "no scene: stated in
section N" there, or give the sentence a scene).
"""

import argparse
from pathlib import Path

import bandlab
from bandlab.lessons import has_lessons
from bandlab.widgets.page_measure import measure_page, suggest_index

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


def report(count):
    """One page's lines."""
    lines = [
        f"{count.game_id}: {count.page_words} words ({count.markdown_words} markdown) / "
        f"{count.rulebook_words} rulebook = {count.ratio:.2f}x; sentences with a scene "
        f"{count.with_scene}/{count.sentences} = {count.scene_share:.0%}; tasks {count.tasks}"
    ]
    for lesson in count.lessons:
        lines.append(
            f"    {lesson.key:<22} {lesson.words:>5} words, quotes in full {lesson.full_quotes} / "
            f"distinct {lesson.distinct} = {lesson.quotes_per_distinct:.2f}, references "
            f"{lesson.references}, tasks {lesson.tasks}"
        )
    return "\n".join(lines)


def print_index(game_id):
    """A draft RULE_INDEX for the game, as Python to paste into its lessons module."""
    print("RULE_INDEX = [")
    for sentence, where in suggest_index(game_id):
        print(f"    ({sentence!r}, {where!r}),")
    print("]")


def main():
    """Measure every game page that has lessons (or draft one game's rule index)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--suggest-index", metavar="GAME_ID", choices=sorted(bandlab.GAMES))
    suggest = parser.parse_args().suggest_index
    if suggest:
        print_index(suggest)
        return
    for game_id in bandlab.GAMES:
        if not has_lessons(game_id):
            print(f"{game_id}: no bandlab/lessons/{game_id.replace('-', '_')}.py yet")
            continue
        print(report(measure_page(game_id, NOTEBOOKS / f"{game_id}.ipynb")))


if __name__ == "__main__":
    main()
