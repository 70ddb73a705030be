"""Hostile links and records: every one is refused with LinkError / RecordError in words, never another
exception, and reading stays bounded (docs/architecture.md, Limits)."""

import base64
import json
import os
import subprocess
import sys
import zlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import bandlab
from bandlab import positions
from bandlab.agents import make_agent
from bandlab.core import RecordError, SetupError, links
from bandlab.core.limits import MAX_NAME_CHARS, MAX_QUERY_CHARS, MAX_RECORD_BYTES, MAX_SEED, MAX_STEPS

GAMES = bandlab.GAMES


def token_of(data):
    """A link's r= token holding ``data`` (bytes) as they are, compressed."""
    return base64.urlsafe_b64encode(zlib.compress(data, 9)).decode().rstrip("=")


def record_link(record, step=None):
    """The query string of ``record`` (any JSON value) at ``step``."""
    return f"?r={token_of(json.dumps(record).encode())}" + ("" if step is None else f"&step={step}")


def open_link(query):
    """Open a link as the dashboards do; return the (record, step) or the LinkError's message."""
    try:
        position = links.parse_query(query)
        if position is None:
            return "names no position"
        return positions.open_position(position, GAMES)
    except links.LinkError as err:
        return str(err)


def a_record(game_id="band-grab", players=3, seed=5, steps=20):
    """A record of a game random bots played for ``steps`` steps."""
    state = GAMES[game_id].new(players, seed=seed)
    agent = make_agent("random", game_id, 1)
    while not state.is_over and len(state.history) < steps:
        state.apply(agent.choose(state.view(state.current_player), state.legal_actions()))
    return state.record()


# --- parsers -------------------------------------------------------------------------


def nested(depth):
    """JSON text nesting ``depth`` lists."""
    return ("[" * depth + "]" * depth).encode()


@pytest.mark.parametrize(
    "data, words",
    [
        (nested(100_000), "nests deeper"),
        (nested(50), "nests deeper"),
        (b'{"format": 1' + b"0" * 5000 + b"}", "5,001 digits"),
        (b'{"seed": 1e999}', "too large"),
        (b'{"seed": NaN}', "not a number"),
        (b'{"players": "\xff\xfe"}', "not UTF-8"),
        (b"[1, 2, 3]", "not a game record"),
        (b'"just text"', "not a game record"),
        (b"{" * 10, "not a JSON game record"),
    ],
)
def test_damaged_link_records_give_a_link_error_in_words(data, words):
    message = open_link(f"?r={token_of(data)}")
    assert isinstance(message, str) and words in message, message


def test_a_record_that_decompresses_past_the_limit_is_refused_without_reading_it_all():
    message = open_link("?r=" + token_of(b" " * (MAX_RECORD_BYTES * 20)))
    assert "too large" in message


def test_an_over_long_query_is_refused_before_it_is_decoded():
    assert "too long" in open_link("?r=" + "A" * (MAX_QUERY_CHARS + 1))
    with pytest.raises(links.LinkError):
        links.parse_query(b"?game=first-band")


@pytest.mark.parametrize(
    "query, words",
    [
        ("?game=first-band&seed=" + "9" * 5000, "not a whole number"),
        ("?game=first-band&seed=-1", "not a whole number"),
        (f"?game=first-band&seed={MAX_SEED + 1}", "too large"),
        (f"?game=first-band&step={MAX_STEPS + 1}", "past the end of any game"),
        ("?game=first-band&step=4999", "past the end"),
        ("?game=first-band&players=100", "too large"),
        ("?game=" + "x" * 5000, "unknown game"),
        ("?game=first-band&players=4&players=5", "twice"),
    ],
)
def test_out_of_range_numbers_in_a_link_are_refused(query, words):
    message = open_link(query)
    assert isinstance(message, str) and words in message, message


@pytest.mark.parametrize("seed", [0, 1, 2**31, 10**15, MAX_SEED])
def test_every_seed_the_library_accepts_opens_from_a_link(seed):
    state = GAMES["first-band"].new(3, seed=seed)
    record, step = open_link(f"?game=first-band&players=3&seed={seed}&step=2")
    assert record["seed"] == seed and step == 2
    record, step = open_link(record_link(state.record()))
    assert record["seed"] == seed
    with pytest.raises(SetupError, match="seed"):
        GAMES["first-band"].new(3, seed=MAX_SEED + 1)
    assert "seed" in open_link(record_link(dict(state.record(), seed=MAX_SEED + 1)))


# --- records with out-of-range or wrong-type fields ---------------------------------------

HOSTILE_VALUES = [None, True, -1, 0, 1.5, 10**19, "", "x" * 5000, [], {}, [[[[[[[[[[[[[[]]]]]]]]]]]]]]]


@pytest.mark.parametrize("key", ["format", "version", "game", "game_version", "players", "seed", "options", "actions"])
def test_every_field_of_a_record_is_checked(key):
    record = a_record()
    for value in HOSTILE_VALUES:
        bad = dict(record, **{key: value})
        try:
            state = bandlab.replay(bad)
        except RecordError as err:
            assert str(err) and "\n" not in str(err)
        else:  # a value that happens to be valid (an empty action list, say) must give a real game
            assert bandlab.replay(state.record()).record() == state.record()
        assert isinstance(open_link(record_link(bad)), (str, tuple))


@pytest.mark.parametrize(
    "option, value, words",
    [
        ("max_rounds", 10**6, "max_rounds must be a whole number of rounds from 1 to 200"),
        ("curfew_rounds", 10**6, "curfew_rounds must be"),
        ("max_rounds", 0, "from 1 to 200"),
        ("max_rounds", 2.5, "max_rounds must be"),
        ("names", ["x" * (MAX_NAME_CHARS + 1), "B", "C"], f"at most {MAX_NAME_CHARS}"),
        ("names", ["A\nB", "B", "C"], "printable"),
        ("deck", ["V-RRP"] * 300, "lists have at most"),
    ],
)
def test_band_grab_options_out_of_bounds_are_refused_in_links_and_records(option, value, words):
    record = a_record(steps=0)
    bad = dict(record, options=dict(record["options"], **{option: value}))
    with pytest.raises(RecordError, match=words):
        bandlab.replay(bad)
    assert words in open_link(record_link(bad))


def test_the_issues_tiny_link_of_endless_passes_is_refused_at_once():
    """The attack of issue 14: a Band Grab record that postpones the end, then tens of thousands of passes."""
    record = dict(a_record(steps=0), actions=["pass"] * 60_000)
    record["options"] = dict(record["options"], max_rounds=10**6, curfew_rounds=10**6)
    query = record_link(record)
    assert len(query) < 2_000
    message = open_link(query)
    assert "actions" in message and f"at most {MAX_STEPS:,}" in message
    record["actions"] = ["pass"] * 10
    assert "curfew_rounds must be a whole number of rounds from 1 to 20" in open_link(record_link(record))


def test_battle_options_out_of_bounds_are_refused():
    game = GAMES["battle-of-the-bands"]
    for option, value in [
        ("target", 10**9),
        ("target", 39),
        ("reshuffles", 10**9),
        ("reshuffles", -1),
        ("band_names", ["<b>x</b>" * 20, "B"]),
        ("dice", [6] * 1000),
    ]:
        with pytest.raises(SetupError, match=option if option != "dice" else "at most"):
            game.new(2, seed=1, **{option: value})
    assert game.new(2, seed=1, target=38, reshuffles=10).target == 38


def test_a_record_of_more_than_max_steps_actions_is_refused_before_replaying():
    record = dict(a_record(steps=0), actions=["draw"] * (MAX_STEPS + 1))
    with pytest.raises(RecordError, match="at most 5,000"):
        bandlab.replay(record)


# --- properties -----------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=10), inner, max_size=6),
    max_leaves=40,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(json_values)
def test_any_json_in_a_link_gives_a_link_error_or_a_position(value):
    text = json.dumps(value).encode() if not isinstance(value, float) or value == value else b"NaN"
    result = open_link(f"?r={token_of(text)}")
    assert isinstance(result, (str, tuple))


record_keys = st.sampled_from(["format", "version", "game", "game_version", "players", "seed", "options", "actions"])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(key=record_keys, value=json_values, game_id=st.sampled_from(list(GAMES)))
def test_a_valid_record_with_any_field_changed_gives_a_record_error_or_a_game(key, value, game_id):
    record = a_record(game_id, GAMES[game_id].min_players, steps=8)
    bad = dict(record, **{key: value})
    try:
        state = bandlab.replay(bad)
    except RecordError as err:
        assert str(err)
    else:
        assert bandlab.replay(state.record()).record() == state.record()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(position=st.integers(0, 10**6), char=st.characters(), cut=st.booleans())
def test_a_mutated_link_gives_a_link_error_or_a_position(position, char, cut):
    query = record_link(a_record(steps=12), step=5)
    at = position % len(query)
    mutated = query[:at] + ("" if cut else char) + query[at + 1 :]
    result = open_link(mutated)
    assert isinstance(result, (str, tuple))
    if isinstance(result, tuple):
        record, step = result
        assert bandlab.replay(record, upto=step).record()["actions"] == record["actions"][:step]


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.binary(max_size=400))
def test_any_bytes_as_a_record_file_give_a_record_error_or_a_record(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("records") / "game.json"
    path.write_bytes(data)
    try:
        from bandlab.core.record import read_record_file

        bandlab.replay(read_record_file(path))
    except RecordError as err:
        assert str(err)


# --- the command line: files that are not records --------------------------------------------


def bandlab_cli(*args, timeout=60):
    """Run ``bandlab`` in a subprocess (bounded in time)."""
    return subprocess.run(
        [sys.executable, "-m", "bandlab.cli", *map(str, args)], capture_output=True, text=True, timeout=timeout
    )


def bad_files(folder):
    """Record files that are not records, and the words of their refusal."""
    files = {
        "latin1.json": ('{"names": "caf\xe9"}'.encode("latin-1"), "not UTF-8"),
        "list.json": (b"[1, 2, 3]", "not a game record"),
        "huge.json": (b" " * (MAX_RECORD_BYTES + 1), "larger than 2,000,000 bytes"),
        "deep.json": (nested(200_000), "nests deeper"),
        "digits.json": (b'{"seed": ' + b"7" * 5000 + b"}", "5,000 digits"),
        "empty.json": (b"", "not a JSON game record"),
    }
    paths = []
    for name, (data, words) in files.items():
        (folder / name).write_bytes(data)
        paths.append((folder / name, words))
    return paths + [("/dev/zero", "larger than"), (folder, "Cannot read")]


@pytest.mark.parametrize("command", [["replay"], ["link", "--record"]])
def test_cli_refuses_files_that_are_not_records_in_one_line(tmp_path, command):
    for path, words in bad_files(tmp_path):
        if path == "/dev/zero" and not os.path.exists(path):
            continue
        out = bandlab_cli(*command, path)
        assert out.returncode == 2 and out.stdout == "", (path, out)
        assert out.stderr.startswith("bandlab: error: ") and out.stderr.count("\n") == 1, (path, out.stderr)
        assert words in out.stderr and "Traceback" not in out.stderr, (path, out.stderr)
