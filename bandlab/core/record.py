"""Game records: JSON-able dicts that rebuild a state action by action."""

import copy
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bandlab.core.errors import IllegalAction, RecordError, SetupError, shown
from bandlab.core.inputs import check_plain, file_words, load_json, read_bytes
from bandlab.core.limits import MAX_RECORD_BYTES, MAX_SEED, MAX_STEPS, MAX_TEXT_CHARS

if TYPE_CHECKING:
    from bandlab.core.protocol import Game, State

#: A game record: plain JSON data (``make_record`` lists its keys).
Record = dict[str, Any]

RECORD_FORMAT = "bandlab-record"
RECORD_VERSION = 1
REQUIRED_KEYS = ("format", "version", "game", "game_version", "players", "seed", "options", "actions")


def make_record(state: "State") -> Record:
    """The record of ``state``: its game, setup and every action as text."""
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "game": state.game.id,
        "game_version": state.game.version,
        "players": state.players,
        "seed": state.seed,
        "options": copy.deepcopy(state.options),
        "actions": [str(a) for a in state.history],
    }


def check_record(record: object, games: Mapping[str, "Game"]) -> "Game":
    """Raise RecordError unless ``record`` is a well-formed record of a known game and version,
    inside the limits (plain data, at most MAX_STEPS actions of at most MAX_TEXT_CHARS characters)."""
    if not isinstance(record, dict):
        raise RecordError(f"A game record must be a JSON object, not {shown(record)}.")
    check_plain(record, RecordError, "the record")
    missing = [k for k in REQUIRED_KEYS if k not in record]
    if missing:
        raise RecordError(f"This is not a bandlab game record: it lacks {', '.join(missing)}.")
    if record["format"] != RECORD_FORMAT:
        raise RecordError(f"This is not a bandlab game record (format {shown(record['format'])}).")
    if record["version"] != RECORD_VERSION or type(record["version"]) is not int:
        raise RecordError(
            f"This record has format version {shown(record['version'])}; this bandlab reads version {RECORD_VERSION}."
        )
    if not isinstance(record["game"], str) or record["game"] not in games:
        raise RecordError(
            f"This record is of an unknown game {shown(record['game'])}; known games: {', '.join(games)}."
        )
    game = games[record["game"]]
    if type(record["game_version"]) is not int or (
        record["game_version"] != game.version and record["game_version"] not in game.readable_versions
    ):
        raise RecordError(
            f"This record is of {game.name} rules version {shown(record['game_version'])}; "
            f"this bandlab plays version {game.version}."
        )
    check_setup(record)
    actions = record["actions"]
    if len(actions) > MAX_STEPS:
        raise RecordError(f"This record has {len(actions):,} actions; a game has at most {MAX_STEPS:,}.")
    if not all(isinstance(a, str) and len(a) <= MAX_TEXT_CHARS for a in actions):
        raise RecordError(
            f"Every action in a record must be text such as 'play V6', at most {MAX_TEXT_CHARS} characters."
        )
    return game


def check_setup(record: Record) -> None:
    """The types of a record's players, seed, options and actions (the game checks their values)."""
    for key in ("players", "seed"):
        if type(record[key]) is not int:
            raise RecordError(f"A record's {key} must be a whole number, not {shown(record[key])}.")
    if not 0 <= record["seed"] <= MAX_SEED:
        raise RecordError(f"A record's seed must be from 0 to {MAX_SEED:,}, not {shown(record['seed'])}.")
    if not isinstance(record["options"], dict) or not isinstance(record["actions"], list):
        raise RecordError("A record's options must be an object and its actions a list.")


def read_record(data: object, what: str = "the record") -> Record:
    """The record JSON text (or UTF-8 bytes) holds, read within the limits; RecordError if it is not one."""
    record = load_json(data, RecordError, what, kind="a JSON game record")
    if not isinstance(record, dict):
        raise RecordError(
            f"{what.capitalize()} is not a game record: it holds a JSON {json_kind(record)}, not an object."
        )
    return record


def read_record_file(path: Any) -> Record:
    """The record in the JSON file at ``path`` (at most MAX_RECORD_BYTES are read), or RecordError."""
    what = file_words(path)
    return read_record(read_bytes(path, RecordError, what, MAX_RECORD_BYTES), what)


def json_kind(value: object) -> str:
    """The JSON word for a value's kind: list, text, number, ..."""
    return {list: "list", str: "text", int: "number", float: "number", bool: "true/false"}.get(type(value), "null")


def replay(record: Record, games: Mapping[str, "Game"], upto: int | None = None) -> "State":
    """Rebuild the state a record describes (its first ``upto`` actions), or raise RecordError."""
    game = check_record(record, games)
    state = new_state(game, record)
    actions = record["actions"] if upto is None else record["actions"][:upto]
    for number, text in enumerate(actions, 1):
        try:
            state.apply(game.parse_action(state, text))
        except IllegalAction as err:
            raise RecordError(f"Action {number} of the record, '{text}', is not legal there: {err}") from None
    return state


def new_state(game: "Game", record: Record) -> "State":
    """The setup of a checked record: a new game with its players, seed and options, or RecordError."""
    try:
        options = record["options"]
        if record["game_version"] != game.version:
            options = game.old_record_options(dict(options), record["game_version"])
        return game.new(record["players"], record["seed"], **options)
    except (SetupError, TypeError) as err:
        raise RecordError(f"This record's setup is not valid: {err}") from None
