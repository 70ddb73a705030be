"""Shareable positions (bandlab.core.links): tokens, query strings, bots of shared positions."""

import base64
import json
import re
import urllib.parse
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bandlab
from bandlab import positions
from bandlab.agents import make_agent
from bandlab.core import RecordError, SetupError, links

GAMES = bandlab.GAMES


def bot_record(players=4, seed=7, steps=23):
    """The record of a first-band game the default bots played for ``steps`` steps."""
    return positions.bot_game(GAMES["first-band"], players, seed, steps).record()


def random_record(seed=3, steps=12):
    """A record of a first-band game played by random bots (not the default bots' line)."""
    state = GAMES["first-band"].new(3, seed=seed)
    agent = make_agent("random", "first-band", 99)
    for _ in range(steps):
        state.apply(agent.choose(state.view(state.current_player), state.legal_actions()))
    return state.record()


# --- record tokens ------------------------------------------------------------------


def test_record_token_round_trip_is_url_safe_and_short():
    record = random_record(steps=40)
    token = links.encode_record(record)
    assert set(token) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    assert len(token) < len(json.dumps(record)) / 2
    assert links.decode_record(token) == record


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**9), 10**9) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=20,
)


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.text(max_size=10), json_values, max_size=6))
def test_any_json_object_survives_a_token(record):
    assert links.decode_record(links.encode_record(record)) == record


@pytest.mark.parametrize(
    "token, words",
    [
        ("", "empty"),
        ("!!!notbase64", "not URL-safe base64"),
        ("abcde", "not URL-safe base64"),  # a length base64 never has
        (base64.urlsafe_b64encode(b"plain text, not zlib").decode().rstrip("="), "does not decompress"),
        (base64.urlsafe_b64encode(zlib.compress(b"{not json")).decode().rstrip("="), "not a JSON game record"),
        (base64.urlsafe_b64encode(zlib.compress(b"[1, 2]")).decode().rstrip("="), "not a game record"),
        (base64.urlsafe_b64encode(zlib.compress(b"{}")[:-3]).decode().rstrip("="), "does not decompress"),
    ],
)
def test_damaged_tokens_are_refused_with_a_reason(token, words):
    with pytest.raises(links.LinkError, match=words):
        links.decode_record(token)


def test_a_token_that_inflates_too_much_is_refused():
    bomb = base64.urlsafe_b64encode(zlib.compress(b" " * (links.MAX_RECORD_BYTES + 10))).decode()
    with pytest.raises(links.LinkError, match="too large"):
        links.decode_record(bomb)


def test_link_error_is_a_record_error():
    assert issubclass(links.LinkError, RecordError)


# --- query strings ----------------------------------------------------------------


def test_seed_query_reads_back():
    query = links.seed_query("first-band", 4, 7, 23)
    assert query == "game=first-band&players=4&seed=7&step=23"
    assert links.parse_query("?" + query) == links.Position("first-band", 4, 7, 23)


def test_a_whole_link_with_a_fragment_and_foreign_keys_reads_back():
    text = "http://host:1/voila/render/x.ipynb?voila-theme=dark&game=first-band&seed=2#top"
    assert links.parse_query(text) == links.Position("first-band", None, 2, None)


def test_record_query_reads_back():
    record = random_record()
    position = links.parse_query(links.record_query(record, 5))
    assert position.record == record and position.step == 5 and position.game == "first-band"


@pytest.mark.parametrize("text", ["", "?", "   ", "?voila-theme=dark", None])
def test_a_query_without_a_position_names_none(text):
    assert links.parse_query(text) is None


@pytest.mark.parametrize(
    "text, words",
    [
        ("?game=first-band&step=-1", "step='-1' is not a whole number"),
        ("?game=first-band&seed=abc", "seed='abc' is not a whole number"),
        ("?game=first-band&players=4.5", "players='4.5' is not a whole number"),
        ("?game=first-band&seed=1&seed=2", "seed= twice"),
        ("?players=4&seed=2", "which game"),
        ("?game=&seed=2", "which game"),
        ("?r=", "empty"),
        ("?game=first-band&r=abcd", "cannot also give game="),
    ],
)
def test_bad_query_strings_say_what_is_wrong(text, words):
    with pytest.raises(links.LinkError, match=words):
        links.parse_query(text)


def test_links_use_the_base_with_the_game_filled_in():
    assert links.make_link("a=1", "band-grab") == "http://127.0.0.1:8866/voila/render/band-grab.ipynb?a=1"
    assert (
        links.make_link("a=1", "band-grab", "https://x.org/d/{game}.ipynb?theme=dark&step=2")
        == "https://x.org/d/band-grab.ipynb?theme=dark&a=1"
    ), "the base's own parameters stay, an old position goes"
    assert links.make_link("a=1", "band-grab", "https://x.org/stepper.ipynb") == "https://x.org/stepper.ipynb?a=1"


# --- bots of shared positions -------------------------------------------------------------


def test_bot_seeds_are_fixed_numbers_that_differ_by_seat_step_and_seed():
    seeds = {links.bot_seed(seed, seat, step) for seed in range(3) for seat in range(5) for step in range(30)}
    assert len(seeds) == 3 * 5 * 30
    assert links.bot_seed(7, 2, 11) == links.bot_seed(7, 2, 11)
    assert all(0 <= s < 2**63 for s in seeds)


def test_the_default_bot_is_the_games_own():
    assert links.default_bot(GAMES["first-band"]) == "heuristic"

    class NoBots:
        bots = {}

    assert links.default_bot(NoBots()) == "random"


def test_a_bot_asked_twice_chooses_the_same():
    state = positions.bot_game(GAMES["first-band"], 4, 7, 9)
    assert positions.bot_choice(state, 9) == positions.bot_choice(state.clone(), 9)


def test_bot_game_is_reproducible_and_stops_at_the_end():
    one = positions.bot_game(GAMES["first-band"], 4, 7, 23)
    two = positions.bot_game(GAMES["first-band"], 4, 7, 23)
    assert one.record() == two.record() and len(one.history) == 23
    with pytest.raises(links.LinkError, match="past the end"):
        positions.bot_game(GAMES["first-band"], 4, 7, 10_000)


# --- positions ----------------------------------------------------------------------------


def test_share_query_uses_the_seed_form_only_for_the_default_bots_line():
    record = bot_record(steps=23)
    assert positions.share_query(record, 23, GAMES) == "game=first-band&players=4&seed=7&step=23"
    other = random_record(steps=12)
    query = positions.share_query(other, 12, GAMES)
    assert query.startswith("r=") and query.endswith("&step=12")
    assert positions.share_query(other, 0, GAMES) == "game=first-band&players=3&seed=3&step=0"


def test_a_scenario_deal_is_never_shared_by_seed():
    game = GAMES["first-band"]
    deal = [["V1", "G2", "D1"], ["V2", "G3", "D4"], ["V3", "G4", "D5"]]
    state = game.new(3, seed=0, deal=deal)
    state.apply(positions.bot_choice(state, 0))
    assert positions.share_query(state.record(), 1, GAMES).startswith("r=")


def test_open_position_replays_both_forms():
    record, step = positions.open_position(links.Position("first-band", 4, 7, 23), GAMES)
    assert step == 23 and record == bot_record(steps=23)
    other = random_record(steps=12)
    assert positions.open_position(links.Position("first-band", step=4, record=other), GAMES) == (other, 4)
    assert positions.open_position(links.Position("first-band", record=other), GAMES) == (other, 12)
    assert positions.open_position(links.Position("first-band"), GAMES)[1] == 0


@pytest.mark.parametrize(
    "position, words",
    [
        (links.Position("no-such-game", 4, 7, 0), "unknown game 'no-such-game'"),
        (links.Position("first-band", 9, 7, 0), "players=9 is not allowed"),
        (links.Position("first-band", 4, 7, 10_000), "past the end"),
    ],
)
def test_open_position_refuses_bad_positions(position, words):
    with pytest.raises(links.LinkError, match=words):
        positions.open_position(position, GAMES)


def test_open_position_refuses_bad_records():
    record = random_record(steps=12)
    illegal = dict(record, actions=record["actions"][:3] + ["play Vocal 99"])
    with pytest.raises(links.LinkError, match="Action 4 of the record, 'play Vocal 99', is not legal"):
        positions.open_position(links.Position("first-band", record=illegal), GAMES)
    with pytest.raises(links.LinkError, match="only 12 steps"):
        positions.open_position(links.Position("first-band", step=13, record=record), GAMES)
    with pytest.raises(links.LinkError, match="unknown game"):
        positions.open_position(links.Position("x", record=dict(record, game="x")), GAMES)
    with pytest.raises(links.LinkError, match="lacks"):
        positions.open_position(links.Position("x", record={"game": "first-band"}), GAMES)
    with pytest.raises(links.LinkError, match="setup is not valid"):
        positions.open_position(links.Position("x", record=dict(record, players=12)), GAMES)


def test_a_negative_seed_in_a_position_is_a_setup_error():
    with pytest.raises(SetupError):
        positions.bot_game(GAMES["first-band"], 4, -1, 0)


FIELDS = ("format", "version", "game", "game_version", "players", "seed", "options", "actions")


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(FIELDS), json_values, st.integers(0, 40) | st.none())
def test_a_record_with_any_field_tampered_opens_or_says_why(field, value, step):
    record = dict(random_record(steps=12), **{field: value})
    try:
        opened, at = positions.open_position(
            links.parse_query(links.record_query(record, 0)[:-7] + ("" if step is None else f"&step={step}")), GAMES
        )
    except links.LinkError as err:
        assert str(err)
    else:
        assert bandlab.replay(opened).history[:at] == bandlab.replay(opened, upto=at).history


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=80))
def test_any_text_is_a_position_nothing_or_a_link_error(text):
    try:
        position = links.parse_query(text)
    except links.LinkError as err:
        assert str(err)
    else:
        assert position is None or isinstance(position, links.Position)


BINDER = "https://mybinder.org/v2/gh/ORG/REPO/HEAD"


def test_a_base_with_a_urlpath_gets_the_position_inside_it():
    """A Binder launch link lands on the dashboard only if the position is inside its urlpath."""
    query = "game=first-band&players=4&seed=7&step=23"
    link = links.make_link(query, "first-band", BINDER + "?urlpath=voila/render/notebooks/{game}.ipynb")
    assert link == BINDER + "?urlpath=voila%2Frender%2Fnotebooks%2Ffirst-band.ipynb%3F" + query.replace(
        "=", "%3D"
    ).replace("&", "%26")
    urlpath = urllib.parse.parse_qs(urllib.parse.urlsplit(link).query)["urlpath"]
    assert urlpath == [f"voila/render/notebooks/first-band.ipynb?{query}"]
    again = links.make_link("game=first-band&step=1", "first-band", link)
    assert urllib.parse.parse_qs(urllib.parse.urlsplit(again).query)["urlpath"] == [
        "voila/render/notebooks/first-band.ipynb?game=first-band&step=1"
    ], "an old position in the urlpath is replaced"
    assert links.binder_link(BINDER, "/voila/render/notebooks/first-band.ipynb", query) == link


def test_a_binder_link_names_its_position():
    query = "game=band-grab&players=3&seed=2&step=4"
    link = links.binder_link(BINDER, "voila/render/notebooks/band-grab.ipynb", query)
    assert links.parse_query(link) == links.parse_query(query)
    assert links.parse_query(BINDER + "?urlpath=lab/tree/notebooks/index.ipynb") is None


SITE_ROOT = "https://org.github.io/bandlab"


@pytest.mark.parametrize("given", [SITE_ROOT, SITE_ROOT + "/", f"  {SITE_ROOT}/ "])
def test_a_site_link_keeps_path_first_and_the_position_after_it(given):
    query = "game=first-band&players=4&seed=7&step=23"
    link = links.site_link(links.site_root(given), "first-band.ipynb", query)
    assert link == f"{SITE_ROOT}/notebooks/index.html?path=first-band.ipynb&{query}"
    assert links.parse_query(link) == links.parse_query(query), "the path= field is not the position's"
    assert links.site_link(SITE_ROOT, "index.ipynb") == f"{SITE_ROOT}/notebooks/index.html?path=index.ipynb"


@pytest.mark.parametrize(
    "url, words",
    [
        ("javascript:alert(1)", "http:// or https://"),
        ("ftp://org.github.io/bandlab", "http:// or https://"),
        ("https:///bandlab", "http:// or https://"),
        ("http://[::1/bandlab", "http:// or https://"),
        ('https://org.github.io/"><script>', "http:// or https://"),
        ("https://org.github.io/bandlab/?path=x.ipynb", "without ?... or #..."),
        ("https://org.github.io/bandlab/#top", "without ?... or #..."),
        ("https://org.github.io/" + "x" * links.MAX_ADDRESS_CHARS, "too long"),
        (None, "is text"),
    ],
)
def test_a_site_root_that_is_not_a_plain_address_is_refused(url, words):
    with pytest.raises(links.LinkError, match=re.escape(words)):
        links.site_root(url)
