"""Every event's ``.rule`` is the rulebook's words or says it is bandlab's reading.

A quote is checked against docs/rules/rulebooks/<game>.txt (copies of ../shared/rules): each part (parts are
separated by "…", the mark of words left out) must stand in one line of the rulebook, whitespace aside, and must
begin and end where a sentence (or a list item) does unless "…" stands on that side.  Anything else must start
with ``bandlab.games.READING`` ("bandlab's reading: "), which the narration shows as it is.
"""

import importlib
import inspect
import re
from pathlib import Path

import pytest

import bandlab
from bandlab.core import Event
from bandlab.games import READING, reading
from bandlab.lessons.rulebook import quote_pieces

#: The rulebooks, kept in the repository (docs/rules/rulebooks/) so that any clone can check quotes.
RULES = Path(__file__).resolve().parents[2] / "docs" / "rules" / "rulebooks"


def shared_rulebooks():
    """The team's ``shared/rules`` folder beside or above the repository, or None (a clone elsewhere)."""
    for folder in Path(__file__).resolve().parents:
        if (folder / "shared" / "rules" / "first-band.txt").is_file():
            return folder / "shared" / "rules"
    return None


def test_the_rulebooks_kept_here_are_the_teams():
    assert sorted(p.stem for p in RULES.glob("*.txt")) == sorted(bandlab.GAMES)
    shared = shared_rulebooks()
    if shared is None:  # a clone away from the team's folder: the copies are all there is
        return
    for path in sorted(shared.glob("*.txt")):
        assert (RULES / path.name).read_text(encoding="utf-8") == path.read_text(encoding="utf-8"), (
            f"docs/rules/rulebooks/{path.name} differs from {path}: copy the rulebook again"
        )


ELLIPSIS = "…"
BULLET = re.compile(r"^(?:[•▼■●◯×※①②\-]|\d+\.)\s*")
SENTENCE_END = ".!?)"


def rulebook_lines(game_id):
    """The rulebook's lines, whitespace collapsed and list marks (•, ▼, 1.) taken off."""
    text = (RULES / f"{game_id}.txt").read_text(encoding="utf-8")
    lines = (" ".join(line.split()) for line in text.splitlines())
    return [BULLET.sub("", line) for line in lines if line]


def starts_sentence(line, index):
    """True if a quote may begin at ``index``: the line's start, or after a sentence or a colon."""
    before = line[:index].rstrip()
    return index == 0 or before[-1:] in SENTENCE_END + ":;"


def ends_sentence(line, index, part):
    """True if a quote ending at ``index`` ends a sentence or the line."""
    return index == len(line) or part[-1] in SENTENCE_END + ":"


def quote_problem(rule, lines):
    """Why ``rule`` is not a verbatim quote of the rulebook, or None."""
    rule = " ".join(rule.split())
    parts = quote_pieces(rule)
    for number, part in enumerate(parts):
        text = part.strip()
        if not text:
            continue
        if len(text) < 12:
            return f"the quoted part {text!r} is too short to say which sentence it is"
        open_start, open_end = number > 0, number < len(parts) - 1
        for line in lines:
            index = line.find(text)
            while index >= 0:
                end = index + len(text)
                if (open_start or starts_sentence(line, index)) and (open_end or ends_sentence(line, end, text)):
                    break
                index = line.find(text, index + 1)
            if index >= 0:
                break
        else:
            return f"{text!r} is not a whole sentence of the rulebook (mark left-out words with {ELLIPSIS!r})"
    return None


def event_classes(package):
    """Every event class a game's events module defines."""
    module = importlib.import_module(f"bandlab.games.{package}.events")
    return [
        cls
        for _, cls in inspect.getmembers(module, inspect.isclass)
        if issubclass(cls, Event) and cls is not Event and cls.__module__ == module.__name__
    ]


@pytest.mark.parametrize("game_id", list(bandlab.GAMES))
def test_every_event_rule_is_the_rulebook_verbatim_or_marked_as_bandlabs_reading(game_id):
    package = game_id.replace("-", "_")
    lines = rulebook_lines(bandlab.load_game(game_id).rulebook.removesuffix(".txt"))
    classes = event_classes(package)
    assert len(classes) >= 15
    problems = []
    for cls in classes:
        for rule in getattr(cls, "RULES", None) or (cls.rule,):  # RULES: every quote a field-dependent rule can show
            assert isinstance(rule, str) and rule.strip(), f"{cls.__name__} quotes no rule"
            if rule.startswith(READING):
                assert len(rule) > len(READING) + 10, f"{cls.__name__}: a reading says what it reads"
                continue
            problem = quote_problem(rule, lines)
            if problem:
                problems.append(f"{cls.__name__}: {problem}")
    assert not problems, "\n".join(problems)


def test_the_quote_check_catches_paraphrases_and_accepts_quotes():
    lines = rulebook_lines("first-band")
    assert quote_problem("If tied, the new Member is removed.", lines) is None
    assert quote_problem("The lower-value Member is removed. If tied, the new Member is removed.", lines) is None
    assert quote_problem("Remove any Member Cards in incomplete bands …", lines) is None
    assert (
        quote_problem("The game ends when all cards are played. … Large Bands do not also score as Small Bands.", lines)
        is None
    )
    assert "not a whole sentence" in quote_problem("Players take turns playing 1 Member Card.", lines)
    assert "not a whole sentence" in quote_problem("the new Member is removed.", lines)  # starts mid-sentence
    assert "not a whole sentence" in quote_problem("Each seat retains only the highest-value", lines)
    assert "too short" in quote_problem("… removed …", lines)
    assert reading("x").startswith(READING) and READING == "bandlab's reading: "
