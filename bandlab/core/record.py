"""Game records: JSON-able dicts that rebuild a state action by action."""

import copy

from bandlab.core.errors import IllegalAction, RecordError, SetupError

RECORD_FORMAT = "bandlab-record"
RECORD_VERSION = 1
REQUIRED_KEYS = ("format", "version", "game", "game_version", "players", "seed", "options", "actions")


def make_record(state):
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


def check_record(record, games):
    """Raise RecordError unless ``record`` is a well-formed record of a known game and version."""
    if not isinstance(record, dict):
        raise RecordError(f"A game record must be a JSON object, not {type(record).__name__}.")
    missing = [k for k in REQUIRED_KEYS if k not in record]
    if missing:
        raise RecordError(f"This is not a bandlab game record: it lacks {', '.join(missing)}.")
    if record["format"] != RECORD_FORMAT:
        raise RecordError(f"This is not a bandlab game record (format {record['format']!r}).")
    if record["version"] != RECORD_VERSION:
        raise RecordError(f"This record has format version {record['version']!r}; this bandlab reads version {RECORD_VERSION}.")
    if not isinstance(record["game"], str) or record["game"] not in games:
        raise RecordError(f"This record is of an unknown game {record['game']!r}; known games: {', '.join(games)}.")
    game = games[record["game"]]
    if record["game_version"] != game.version:
        raise RecordError(f"This record is of {game.name} rules version {record['game_version']!r}; this bandlab plays version {game.version}.")
    if not isinstance(record["options"], dict) or not isinstance(record["actions"], list):
        raise RecordError("A record's options must be an object and its actions a list.")
    if not all(isinstance(a, str) for a in record["actions"]):
        raise RecordError("Every action in a record must be text such as 'play V6'.")
    return game


def replay(record, games, upto=None):
    """Rebuild the state a record describes (its first ``upto`` actions), or raise RecordError."""
    game = check_record(record, games)
    try:
        state = game.new(record["players"], record["seed"], **record["options"])
    except (SetupError, TypeError) as err:
        raise RecordError(f"This record's setup is not valid: {err}") from None
    actions = record["actions"] if upto is None else record["actions"][:upto]
    for number, text in enumerate(actions, 1):
        try:
            state.apply(game.parse_action(state, text))
        except IllegalAction as err:
            raise RecordError(f"Action {number} of the record, '{text}', is not legal there: {err}") from None
    return state
