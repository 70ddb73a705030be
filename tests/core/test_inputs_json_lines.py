"""JSON Lines files (the benchmarks' kept runs) are read within written limits, each line an object, every field
checked; any other file ends in one sentence of the project's error."""

import pytest

from bandlab.core import SetupError
from bandlab.core.inputs import check_fields, load_json_lines


def test_a_json_lines_file_gives_its_objects_and_no_file_gives_none(tmp_path):
    path = tmp_path / "runs.jsonl"
    path.write_text('{"wins": 3, "games": 25}\n\n{"wins": 2.5, "games": 25}\n')
    assert load_json_lines(path, SetupError, "the file", 1_000) == [
        {"wins": 3, "games": 25},
        {"wins": 2.5, "games": 25},
    ]
    assert load_json_lines(tmp_path / "none.jsonl", SetupError, "the file", 1_000) == []


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ('{"a": 1}\n[1, 2]\n', "The file, line 2, holds a list, not one object."),
        ('{"a": 1}\n{"a": NaN}\n', "The file, line 2, holds NaN"),
        ('{"a": 1}\n{"a": \n', "The file, line 2, is not JSON"),
        ('{"a": ' + "[" * 40 + "]" * 40 + "}\n", "nests deeper than"),
        ('{"a": 1' + "0" * 30 + "}\n", "digits"),
        ("x" * 2_000, "larger than 1,000 bytes"),
    ],
)
def test_a_bad_line_or_a_file_too_large_is_refused_by_line(tmp_path, text, words):
    path = tmp_path / "runs.jsonl"
    path.write_text(text)
    with pytest.raises(SetupError, match=words.replace("(", r"\(").replace("[", r"\[")):
        load_json_lines(path, SetupError, "the file", 1_000)


def test_bytes_that_are_not_utf8_are_refused(tmp_path):
    path = tmp_path / "runs.jsonl"
    path.write_bytes(b'{"a": "\xff"}\n')
    with pytest.raises(SetupError, match="not UTF-8 text"):
        load_json_lines(path, SetupError, "the file", 1_000)


def test_check_fields_names_a_missing_or_mistyped_field():
    fields = {"game": str, "wins": (int, float), "fixed": bool}
    check_fields({"game": "band-grab", "wins": 2.5, "fixed": False}, fields, SetupError, "run 1")
    for row, words in [
        ({"game": "band-grab", "wins": 2}, "Run 1 has no 'fixed'."),
        ({"game": "band-grab", "wins": True, "fixed": False}, "'wins' True, where a whole number or a number belongs"),
        ({"game": 7, "wins": 2, "fixed": False}, "'game' 7, where text belongs"),
        ({"game": "x", "wins": 2, "fixed": 0}, "'fixed' 0, where true or false belongs"),
    ]:
        with pytest.raises(SetupError, match=words):
            check_fields(row, fields, SetupError, "run 1")
