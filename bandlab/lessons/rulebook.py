"""The rule sentences of a rulebook, and whether a rule quote contains one.

A rulebook text (``docs/rules/rulebooks/<game-id>.txt``) is read line by line:

* blank lines are skipped;
* a table of contents is skipped: a "Table of Contents" line and the list lines after it, up to the
  first line that is not a list line;
* a heading is skipped: a line of at most 12 words (its ■ ● ▼ ◯ ※ mark taken off) that does not end a
  sentence (no final ``. ! ? : ;``, closing brackets and quotes aside: "(... points.)" ends one), a line
  "Example...:" that introduces a worked example, and the first row of a table (a line with tabs) — the
  column names;
* every other line is text: its list mark (• - ■ ● ▼ ◯ ※ ① ② or ``1.``) is taken off and it is cut into
  sentences after ``. ! ?`` (not after an abbreviation such as "Lv." or a lone capital such as "B.")
  followed by a space and a capital, a digit or a quote mark. So list items are sentences, table rows are
  sentences (cells joined by one space), and a paragraph of three sentences gives three.

Whitespace inside a sentence is collapsed to single spaces. ``quotes(rule, sentence)`` compares with
whitespace normalised the same way; a rule made of several quoted pieces joined by " … " contains a
sentence when one piece does (a "…" inside a word group, "presence… Gather", is the rulebook's own text).

``rulebook_text`` reads the repository's copy: for tests and benchmarks only (``docs/`` is not
installed inside Binder; index data carries its sentences verbatim).
"""

import re
from pathlib import Path

#: The repository's copies of the rulebooks.
RULEBOOKS = Path(__file__).resolve().parents[2] / "docs" / "rules" / "rulebooks"
#: A list mark at the start of a line (the marks the rulebooks use), with the space after it.
LIST_MARK = re.compile(r"^(?:[•▼■●◯×※①②\-]|\d+\.)\s*")
#: Marks that the rulebooks put on headings as well as on text.
HEADING_MARK = re.compile(r"^[■●▼◯※]\s*")
#: Marks of list lines (what a table of contents is made of).
LIST_LINE = re.compile(r"^(?:[•\-]|\d+\.)\s*")
SENTENCE_END = tuple(".!?:;")
#: Closing marks after a sentence's end: "(... points.)" ends a sentence too.
CLOSING = ")]”’\"'"
#: A line longer than this is text even without a final stop (a formula, a run-on rule).
HEADING_WORDS = 12
#: Where one sentence ends and the next begins inside a line.
SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"“‘'(•$])")
#: A piece ending like this does not end a sentence: an abbreviation ("Lv. 2", "e.g.") or a lone capital ("B.").
NOT_AN_END = re.compile(r"(?:\b(?:Lv|Max|e\.g|i\.e|vs|No)\.|(?:^|[\s(])[A-Z]\.)$")
#: The mark of left-out words between quoted pieces: "…" standing alone (a sentence's own "presence…" is text).
LEFT_OUT = re.compile(r"(?:^|\s)…(?=\s|$)")


def normalised(text):
    """``text`` with runs of whitespace made one space, ends stripped."""
    return " ".join(text.split())


def rulebook_text(game_id):
    """The text of ``docs/rules/rulebooks/<game-id>.txt`` (tests and benchmarks only)."""
    path = RULEBOOKS / f"{game_id}.txt"
    if not path.is_file():
        raise FileNotFoundError(f"No rulebook for {game_id!r}: {path} does not exist.")
    return path.read_text(encoding="utf-8")


def is_heading(line, first_table_row):
    """Whether a (non-blank, stripped) line is a heading rather than rule text."""
    if "\t" in line:
        return first_table_row
    if LIST_LINE.match(line) and not HEADING_MARK.match(line):
        return False
    bare = HEADING_MARK.sub("", line).rstrip().rstrip(CLOSING)
    if len(bare.split()) > HEADING_WORDS:
        return False
    return not bare.endswith(SENTENCE_END) or (bare.startswith("Example") and bare.endswith(":"))


def text_lines(text):
    """The rulebook's lines that hold rule text, list marks off, whitespace collapsed."""
    lines, in_contents, in_table = [], False, False
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            in_table = False
            continue
        if line.lower() == "table of contents":
            in_contents = True
            continue
        if in_contents and LIST_LINE.match(line):
            continue
        in_contents = False
        first_row = "\t" in line and not in_table
        in_table = "\t" in line
        if not is_heading(line, first_row):
            lines.append(normalised(LIST_MARK.sub("", line)))
    return lines


def line_sentences(line):
    """One text line cut into sentences (abbreviations such as "Lv. 2" do not end one)."""
    found = []
    for part in SENTENCE_BREAK.split(line):
        if found and NOT_AN_END.search(found[-1]):
            found[-1] += " " + part
        elif part:
            found.append(part)
    return found


def sentences(text):
    """The rule sentences of a rulebook text, in order (see the module's docstring for what counts)."""
    return [sentence for line in text_lines(text) for sentence in line_sentences(line)]


def quote_pieces(rule_text):
    """The verbatim pieces of a rule quote: the text between the " … " that mark left-out words."""
    return LEFT_OUT.split(rule_text or "")


def quotes(rule_text, sentence):
    """Whether a rule quote (pieces joined by " … ") contains ``sentence``, whitespace normalised."""
    wanted = normalised(sentence)
    return bool(wanted) and any(wanted in normalised(piece) for piece in quote_pieces(rule_text))
