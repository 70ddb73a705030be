"""Shareable positions: the query strings of dashboard links, written and read back.

Standard library only, so the ``bandlab link`` command and the dashboards share it.
A position is written in one of two forms:

* the seed form ``game=first-band&players=4&seed=7&step=23`` when the game has its
  default setup and every action up to the step is the default bot's own choice
  (so seed and step alone rebuild it: see ``bandlab.positions.bot_choice``);
* the record form ``r=<token>&step=23`` otherwise, where the token is the game
  record as compact JSON, zlib-compressed, in URL-safe base64 without padding.

A link is a base URL (by default the game's Voila dashboard) plus ``?`` and the query; on the
static site (JupyterLite) it is the site's page of the notebook, ``path=`` first (``site_link``).
Bad or tampered query strings raise ``LinkError`` saying what is wrong.

Bots in a shared position choose with a fresh agent seeded by ``bot_seed(seed, seat,
step)``, so a bot's choice depends only on the game seed, its seat and the step:
asked again at the same position it chooses the same, on every machine.  Playing the
bots is not this module's (core knows no bots): ``bandlab.positions`` opens a seed-form
position and writes a line's query, with the bots.
"""

import base64
import binascii
import json
import re
import urllib.parse
import zlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from bandlab.core.errors import RecordError, SetupError, shown
from bandlab.core.inputs import load_json
from bandlab.core.limits import MAX_QUERY_CHARS, MAX_RECORD_BYTES, MAX_SEED, MAX_STEPS
from bandlab.core.record import Record, replay
from bandlab.core.rng import MASK64, Rng

if TYPE_CHECKING:
    from bandlab.core.protocol import Game, Options

#: Where dashboards live by default: ``make run`` serves notebooks/ with Voila on this port.
DEFAULT_BASE = "http://127.0.0.1:8866/voila/render/{game}.ipynb"
#: The keys a position query string may hold.
POSITION_KEYS = ("game", "players", "seed", "step", "r")
#: The largest number each numeric key of a link may hold (the game refuses a player count it does not allow).
NUMBER_LIMITS = {"players": 99, "seed": MAX_SEED, "step": MAX_STEPS}
NUMBER = re.compile(r"[0-9]{1,%d}" % len(str(MAX_SEED)))
#: The longest page or site address accepted from the browser, the environment or the command line.
MAX_ADDRESS_CHARS = 2_000
#: A notebook's page on the static site (JupyterLite), below the site's root: the notebook is its ``path=``.
SITE_PAGE = "notebooks/index.html"
#: A page file the static site may open: a plain notebook name in the site's notebooks folder (no folders).
PAGE_FILE = re.compile(r"[A-Za-z0-9_-]+\.ipynb")
#: The characters of an address the site may have (a browser's ``window.location`` is percent-encoded ASCII).
ADDRESS_CHARS = re.compile(r"[A-Za-z0-9._~:/?#\[\]@!$&'()*+,;=%-]+")


class LinkError(RecordError):
    """A link or query string that does not describe a position bandlab can open."""


@dataclass(frozen=True)
class Position:
    """A position named by a link: a seeded bot game (``record`` None) or a record, and a step.

    ``step`` None means the default: the start of a seeded game, the end of a record.
    """

    game: str
    players: int | None = None
    seed: int | None = None
    step: int | None = None
    record: Record | None = None


# --- record tokens --------------------------------------------------------------


def encode_record(record: Record) -> str:
    """A game record as a short URL-safe token (compact JSON, zlib, base64 without padding)."""
    data = json.dumps(record, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    return base64.urlsafe_b64encode(zlib.compress(data, 9)).decode("ascii").rstrip("=")


def decode_record(token: object) -> Record:
    """The record a token holds, or LinkError saying why it cannot be read."""
    if not isinstance(token, str) or not token.strip():
        raise LinkError("The link's record (r=...) is empty.")
    token = token.strip()
    if len(token) > MAX_QUERY_CHARS:
        raise LinkError(f"The link's record is too long ({len(token)} characters).")
    try:
        packed = base64.b64decode(token + "=" * (-len(token) % 4), altchars=b"-_", validate=True)
    except (binascii.Error, ValueError):
        raise LinkError("The link's record (r=...) is damaged: it is not URL-safe base64.") from None
    try:
        inflater = zlib.decompressobj()
        data = inflater.decompress(packed, MAX_RECORD_BYTES)
        if inflater.unconsumed_tail:
            raise LinkError("The link's record is too large to open.")
        if not inflater.eof:
            raise zlib.error("truncated")
    except zlib.error:
        raise LinkError("The link's record (r=...) is damaged: it does not decompress.") from None
    record = load_json(data, LinkError, "the link's record (r=...)", kind="a JSON game record")
    if not isinstance(record, dict):
        raise LinkError("The link's record (r=...) is not a game record.")
    return record


# --- query strings --------------------------------------------------------------


def seed_query(game_id: str, players: int, seed: int, step: int) -> str:
    """The query of a seeded bot game at ``step``: ``game=first-band&players=4&seed=7&step=23``."""
    return urllib.parse.urlencode({"game": game_id, "players": players, "seed": seed, "step": step})


def record_query(record: Record, step: int) -> str:
    """The query of a record at ``step``: ``r=<token>&step=23``."""
    return f"r={encode_record(record)}&step={step}"


def make_link(query: str, game_id: str, base: str | None = None) -> str:
    """``base`` (``{game}`` filled in; default ``DEFAULT_BASE``) + the position ``query``.

    A base that already has a query keeps it: a Binder launch link's ``urlpath=`` gets the
    position inside it (``urlpath=voila/render/x.ipynb?game=...``, URL-encoded), so Binder
    lands on the dashboard at the position; other parameters stay, an old position is replaced.
    """
    base = (DEFAULT_BASE if base is None else base).replace("{game}", game_id)
    address, _, old_query = base.split("#", 1)[0].partition("?")
    pairs = urllib.parse.parse_qsl(old_query, keep_blank_values=True)
    if any(key == "urlpath" for key, _ in pairs):
        pairs = [(key, with_position(value, query) if key == "urlpath" else value) for key, value in pairs]
        return f"{address}?{urllib.parse.urlencode(pairs, quote_via=urllib.parse.quote, safe='')}"
    kept = [(key, value) for key, value in pairs if key not in POSITION_KEYS]
    return f"{address}?{urllib.parse.urlencode(kept) + '&' if kept else ''}{query}"


def with_position(path: str, query: str) -> str:
    """A server path (``voila/render/x.ipynb``, perhaps with an old position) with the position ``query``."""
    return f"{path.split('?', 1)[0]}?{query}"


def binder_link(root: str, route: str, query: str) -> str:
    """The permanent Binder link: launch ``root`` (``https://mybinder.org/v2/gh/ORG/REPO/REF``) and land on
    ``route`` (``voila/render/notebooks/x.ipynb``, below the server root) at the position ``query``."""
    return f"{root.rstrip('/')}?urlpath={urllib.parse.quote(with_position(route.lstrip('/'), query), safe='')}"


def site_root(url: object) -> str:
    """The static site's root address (``https://org.github.io/bandlab``, no trailing slash) from ``url``, or
    LinkError: an http(s) address of at most MAX_ADDRESS_CHARS plain characters, without query or fragment."""
    if not isinstance(url, str):
        raise LinkError(f"A site address is text, not {shown(url)}.")
    url = url.strip()
    if len(url) > MAX_ADDRESS_CHARS:
        raise LinkError(f"The site address is too long ({len(url):,} characters; at most {MAX_ADDRESS_CHARS:,}).")
    try:
        parts = urllib.parse.urlsplit(url) if ADDRESS_CHARS.fullmatch(url) else None
    except ValueError:  # a broken [IPv6] host
        parts = None
    if parts is None or parts.scheme not in ("http", "https") or not parts.netloc:
        raise LinkError(f"The site address must be a plain http:// or https:// address, not {shown(url)}.")
    if parts.query or parts.fragment or "?" in url or "#" in url:
        raise LinkError(f"The site address is the site's root, without ?... or #...: not {shown(url)}.")
    return url.rstrip("/")


def site_link(root: str, page: str, query: str = "") -> str:
    """The static site's link to a notebook page at a position: ``{root}/notebooks/index.html?path=<page>&<query>``
    (``path=`` first, as the site expects; ``root`` as ``site_root`` gives it, ``page`` a PAGE_FILE)."""
    return f"{root.rstrip('/')}/{SITE_PAGE}?path={urllib.parse.quote(page, safe='')}{'&' + query if query else ''}"


def split_query(text: object) -> str:
    """The query part of a link or query string (after ``?``, before ``#``), stripped."""
    if text is not None and not isinstance(text, str):
        raise LinkError(f"A link is text, not {shown(text)}.")
    text = (text or "").strip()
    if "?" in text:
        text = text.split("?", 1)[1]
    return text.split("#", 1)[0].strip()


def parse_query(text: object) -> Position | None:
    """The Position a link or query string names, None if it names none, or LinkError."""
    query = split_query(text)
    if not query:
        return None
    if len(query) > MAX_QUERY_CHARS:
        raise LinkError(f"The link is too long ({len(query)} characters).")
    try:
        pairs = urllib.parse.parse_qsl(query, keep_blank_values=True, strict_parsing=False, max_num_fields=50)
    except ValueError:
        raise LinkError("The link has too many parts to be a bandlab position.") from None
    fields: dict[str, str] = {}
    for key, value in pairs:
        if key not in POSITION_KEYS:
            continue  # other parameters (a notebook's own, a proxy's) are not ours to judge
        if key in fields:
            raise LinkError(f"The link gives {key}= twice.")
        fields[key] = value
    if not fields:
        inner = dict(pairs).get("urlpath", "")  # a Binder launch link: the position is inside its urlpath
        return parse_query(inner) if "?" in inner and "urlpath=" not in inner else None
    step = read_number(fields, "step")
    if "r" in fields:
        extra = sorted(set(fields) & {"game", "players", "seed"})
        if extra:
            raise LinkError(f"A link with a record (r=...) cannot also give {', '.join(k + '=' for k in extra)}.")
        record = decode_record(fields["r"])
        return Position(str(record.get("game")), record.get("players"), record.get("seed"), step, record)
    if "game" not in fields or not fields["game"].strip():
        raise LinkError("The link does not say which game (game=...).")
    if len(fields["game"]) > 100:
        raise LinkError(f"The link names an unknown game {shown(fields['game'])}.")
    return Position(fields["game"].strip(), read_number(fields, "players"), read_number(fields, "seed"), step)


def read_number(fields: Mapping[str, str], key: str) -> int | None:
    """A whole number given as ``key=`` (0 to its NUMBER_LIMITS entry), None if absent, or LinkError."""
    if key not in fields:
        return None
    text, high = fields[key].strip(), NUMBER_LIMITS[key]
    if not NUMBER.fullmatch(text):
        raise LinkError(f"In the link, {key}={shown(fields[key])} is not a whole number 0 or more.")
    if int(text) > high:
        if key == "step":
            raise LinkError(f"In the link, step={text} is past the end of any game: games have at most {high:,} steps.")
        raise LinkError(f"In the link, {key}={text} is too large: it is at most {high:,}.")
    return int(text)


# --- bots of shared positions ---------------------------------------------------


def default_bot(game: "Game") -> str:
    """The bot that plays seeded positions: the game's own first bot, else ``random``."""
    own = getattr(game, "bots", None) or {}
    return next(iter(own), "random")


def bot_seed(seed: int, seat: int, step: int) -> int:
    """The seed of the bot choosing for ``seat`` at ``step`` of a game shuffled with ``seed``."""
    mixed = (seed * 0x9E3779B97F4A7C15 + (seat + 1) * 0xBF58476D1CE4E5B9 + (step + 1) * 0x94D049BB133111EB) & MASK64
    return Rng(mixed).next64() >> 1


def has_default_setup(game: "Game", players: int, options: "Options") -> bool:
    """True when ``options`` are the game's defaults (no scenario deal, no names): seed form allowed."""
    try:
        return options == game.check_options(players, {})
    except (SetupError, TypeError):
        return False


# --- positions to states ----------------------------------------------------------


def open_record_position(position: Position, games: Mapping[str, "Game"]) -> tuple[Record, int]:
    """The record and step of a Position in the record form, checked by replaying it; LinkError if bad.
    (The seed form needs the bots to replay it: ``bandlab.positions.open_position``.)"""
    record = cast(Record, position.record)  # replay checks it (a None record too: RecordError)
    try:
        state = replay(record, games)
    except RecordError as err:
        raise LinkError(f"The link's record cannot be opened: {err}") from None
    length = len(record["actions"])
    step = length if position.step is None else position.step
    if step > length:
        raise LinkError(f"The link asks for step {step}, but its record has only {length} steps.")
    return state.record(), step


def seed_setup(position: Position, games: Mapping[str, "Game"]) -> tuple["Game", int, int, int]:
    """``(game, players, seed, step)`` of a Position in the seed form, the defaults filled in; LinkError if bad."""
    if position.game not in games:
        raise LinkError(f"The link names an unknown game {shown(position.game)}; the games are: {', '.join(games)}.")
    game = games[position.game]
    players = game.min_players if position.players is None else position.players
    try:
        game.check_players(players)
    except SetupError as err:
        raise LinkError(f"The link's players={players} is not allowed: {err}") from None
    return (game, players, 0 if position.seed is None else position.seed, 0 if position.step is None else position.step)
