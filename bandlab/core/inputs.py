"""Reading input from outside (files, JSON text, plain data) within the limits of ``bandlab.core.limits``.

Every reader takes the error class to raise (``RecordError``, ``LinkError``, ``SetupError``)
and the words for what is read ("the record file game.json"), so a bad input always ends
in one clear sentence of the project's own error, never in ``RecursionError``,
``UnicodeDecodeError`` or a reader that does not stop.
"""

import json
import math
import os
from collections.abc import Collection
from typing import Any, NoReturn

from bandlab.core.errors import shown
from bandlab.core.limits import MAX_JSON_DEPTH, MAX_NUMBER_DIGITS, MAX_RECORD_BYTES

#: The longest text of one JSON number with a fraction or exponent (``-1.2345678901234567e-308``).
MAX_FLOAT_CHARS = MAX_NUMBER_DIGITS + 12
PLAIN_TYPES = (str, int, float, bool, type(None))
#: The error class a reader raises (RecordError, LinkError, SetupError): built from one sentence.
ErrorClass = type[Exception]


class Refused(Exception):
    """Raised inside the JSON reader's hooks; carries the sentence to show."""


def read_bytes(path: Any, error: ErrorClass, what: str, limit: int = MAX_RECORD_BYTES) -> bytes:
    """The bytes of the file at ``path``, at most ``limit`` (``limit + 1`` are read to tell a larger one)."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(limit + 1)
    except OSError as err:
        raise error(f"Cannot read {what}: {err.strerror or err}.") from None
    except (TypeError, ValueError):
        raise error(f"{what.capitalize()} is not a file name bandlab can open.") from None
    if len(data) > limit:
        raise error(f"{what.capitalize()} is larger than {limit:,} bytes, the most bandlab reads.")
    return data


def load_json(
    data: object,
    error: ErrorClass,
    what: str,
    limit: int = MAX_RECORD_BYTES,
    constants: bool = False,
    kind: str = "JSON",
) -> Any:
    """The value the JSON text ``data`` (str, or UTF-8 bytes) holds, read within the limits, or ``error``
    ("``what`` is not ``kind``" when it is not JSON at all).

    Numbers longer than MAX_NUMBER_DIGITS, nesting deeper than MAX_JSON_DEPTH and (unless
    ``constants``) NaN and Infinity are refused.
    """
    if isinstance(data, (bytes, bytearray)):
        if len(data) > limit:
            raise error(f"{what.capitalize()} is larger than {limit:,} bytes, the most bandlab reads.")
        data = load_text(bytes(data), error, what)
    elif not isinstance(data, str):
        raise error(f"{what.capitalize()} must be JSON text, not {shown(data)}.")
    elif len(data) > limit:
        raise error(f"{what.capitalize()} is longer than {limit:,} characters, the most bandlab reads.")
    try:
        value = json.loads(
            data, parse_int=read_int, parse_float=read_float, parse_constant=float if constants else refuse_constant
        )
    except Refused as err:
        raise error(f"{what.capitalize()} {err}") from None
    except RecursionError:
        raise error(f"{what.capitalize()} nests deeper than {MAX_JSON_DEPTH} levels.") from None
    except ValueError as err:
        raise error(f"{what.capitalize()} is not {kind} ({str(err)[:120]}).") from None
    check_plain(value, error, what)
    return value


def load_json_lines(path: Any, error: ErrorClass, what: str, limit: int) -> list[dict]:
    """The objects of a JSON Lines file (one JSON object a line, blank lines skipped; none if there is no file),
    read within the limits: at most ``limit`` bytes in all, each line as ``load_json`` reads it."""
    if not os.path.exists(path):
        return []
    text = load_text(read_bytes(path, error, what, limit), error, what)
    rows = []
    for number, line in enumerate(text.splitlines(), 1):
        if line.strip():
            row = load_json(line, error, f"{what}, line {number},", limit)
            if not isinstance(row, dict):
                raise error(f"{what.capitalize()}, line {number}, holds {shown(row)}, not one object.")
            rows.append(row)
    return rows


#: What a field of each type holds, in words (``check_fields``' messages).
TYPE_WORDS = {
    str: "text",
    int: "a whole number",
    float: "a number",
    dict: "an object",
    list: "a list",
    bool: "true or false",
}


def check_fields(row: dict, fields: dict[str, Any], error: ErrorClass, what: str) -> None:
    """Raise ``error`` unless ``row`` has each of ``fields`` (name -> the type, or tuple of types, its value may
    have; true and false are not taken for numbers)."""
    for name, types in fields.items():
        allowed = types if isinstance(types, tuple) else (types,)
        if name not in row:
            raise error(f"{what.capitalize()} has no {name!r}.")
        value = row[name]
        if not isinstance(value, allowed) or (isinstance(value, bool) and bool not in allowed):
            words = " or ".join(TYPE_WORDS.get(t, t.__name__) for t in allowed)
            raise error(f"{what.capitalize()} has {name!r} {shown(value)}, where {words} belongs.")


def load_text(data: bytes, error: ErrorClass, what: str) -> str:
    """UTF-8 text (a byte-order mark allowed) of ``data``, or ``error`` naming the first byte that is not."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise error(f"{what.capitalize()} is not UTF-8 text (byte {err.start} cannot be read).") from None


def read_int(text: str) -> int:
    """A JSON whole number, refused beyond MAX_NUMBER_DIGITS digits."""
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise Refused(f"holds a number of {len(text.lstrip('-')):,} digits; numbers have at most {MAX_NUMBER_DIGITS}.")
    return int(text)


def read_float(text: str) -> float:
    """A JSON number with a fraction or exponent, refused if too long or not finite."""
    value = float(text) if len(text) <= MAX_FLOAT_CHARS else math.inf
    if not math.isfinite(value):
        raise Refused(f"holds the number {shown(text)}, too large or too long to read.")
    return value


def refuse_constant(text: str) -> NoReturn:
    """NaN and Infinity are not numbers a record holds."""
    raise Refused(f"holds {text}, which is not a number.")


def check_plain(
    value: object,
    error: ErrorClass,
    what: str,
    depth: int = MAX_JSON_DEPTH,
    items: int | None = None,
    chars: int | None = None,
) -> None:
    """Raise ``error`` unless ``value`` is plain data (dicts with text keys, lists, tuples, text,
    numbers, booleans, None) nested at most ``depth`` deep, with at most ``items`` items per list
    and ``chars`` characters per text when given.  Walks without recursion."""
    stack: list[tuple[object, int]] = [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, PLAIN_TYPES):
            if isinstance(item, float) and not math.isfinite(item):
                raise error(f"{what.capitalize()} holds {item}, which is not a number.")
            if chars is not None and isinstance(item, str) and len(item) > chars:
                raise error(
                    f"{what.capitalize()} holds a text of {len(item):,} characters; texts have at most {chars}."
                )
            if isinstance(item, int) and not isinstance(item, bool) and abs(item) >= 10**MAX_NUMBER_DIGITS:
                raise error(
                    f"{what.capitalize()} holds {shown(item)}; numbers have at most {MAX_NUMBER_DIGITS} digits."
                )
            continue
        if level > depth:
            raise error(f"{what.capitalize()} nests deeper than {depth} levels.")
        if isinstance(item, dict):
            if not all(type(key) is str for key in item):
                raise error(f"{what.capitalize()} has a key that is not text.")
            children: Collection[object] = item.values()
        elif isinstance(item, (list, tuple)):
            children = item
        else:
            raise error(f"{what.capitalize()} must be plain data (text, numbers, lists), not {shown(item)}.")
        if items is not None and len(children) > items:
            raise error(f"{what.capitalize()} has a list of {len(children):,} items; lists have at most {items}.")
        stack.extend((child, level + 1) for child in children)


def file_words(path: Any) -> str:
    """``the file NAME`` for messages, the name cut short if it is long."""
    try:
        return f"the file {shown(os.fspath(path), 200)}"
    except TypeError:
        return "the file"
