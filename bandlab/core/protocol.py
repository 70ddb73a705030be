"""The game protocol (docs/architecture.md): Game, State, Action and Event base classes.

A game package subclasses these four.  The rules live in the State subclass;
the Game is the short description (id, players, options, how to read a card
code, its own bots and search settings).  Everything a caller needs is listed in
docs/architecture.md, "The game protocol".
"""

import dataclasses
import functools
import itertools
import operator
import sys
import typing
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, TypedDict, TypeVar

from bandlab.core.agents import Agent, SearchSettings
from bandlab.core.errors import IllegalAction, SetupError, shown
from bandlab.core.inputs import check_plain
from bandlab.core.limits import MAX_LIST_ITEMS, MAX_NAME_CHARS, MAX_SEED, MAX_TEXT_CHARS
from bandlab.core.seating import default_names

#: How a field type reads in a refusal ("its card must be a whole number").
TYPE_WORDS = {int: "a whole number", str: "text", bool: "True or False"}
#: Action objects whose type and fields a game remembers as checked (its own shared instances,
#: in practice), so playing them again costs one lookup; beyond this many, each is checked anew.
MAX_CHECKED_ACTIONS = 10_000
#: How many distinct events of one ``recurring`` class are kept to be handed out again.
MAX_SHARED_EVENTS = 1 << 14
#: How many tables' ``EventTable`` (one per tuple of names) are kept at once.
MAX_EVENT_TABLES = 64
#: How many options dicts' rule options are kept worked out (``State.rule_options``), by the dict's id with the
#: dict itself (so an id used again by another dict is not mistaken for it).  Cleared when it reaches this size.
MAX_RULES_KEPT = 64
RULES_KEPT: dict[int, tuple[dict[str, Any], dict[str, Any]]] = {}
#: What one player may see: JSON-able data (each game's ``view.py`` names its keys in a TypedDict).
View = Mapping[str, Any]


class SeatView(TypedDict):
    """The keys every game's view has; each game's ``view.py`` adds its own in a TypedDict of its own."""

    game: str  # the game id
    player: int  # the seat that sees this
    names: list[str]  # every seat's name
    rules: dict[str, Any]  # the options in force that are rules (``State.rule_options``)


#: A game's options: name -> value.
Options = dict[str, Any]
StateT = TypeVar("StateT", bound="State")


@dataclass(frozen=True, slots=True)
class Action:
    """A move a player can choose; ``str()`` gives the words a person reads."""

    def __str__(self) -> str:
        return type(self).__name__.lower()


@dataclass(frozen=True, slots=True)
class Event:
    """One change of state: ``.text`` is one plain sentence, ``.rule`` the rule it applies."""

    rule: ClassVar[str] = ""

    @property
    def text(self) -> str:
        """The sentence a person reads."""
        return self.describe()

    def describe(self) -> str:
        """Build ``.text``; subclasses override."""
        return type(self).__name__

    def text_for(self, viewer: int | None) -> str:
        """The sentence as ``viewer`` may read it (None: the teacher, who sees every hand); an event
        that names a card hidden from some seat overrides this."""
        return self.text

    def __str__(self) -> str:
        return self.text

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A subclass of a ``recurring`` event does not inherit its ``of``, which would build the parent's event."""
        super(Event, cls).__init_subclass__(**kwargs)  # named: a slotted dataclass is a new class
        if "of" not in vars(cls) and hasattr(cls, "of"):
            setattr(cls, "of", staticmethod(functools.partial(not_recurring, cls.__qualname__)))


def not_recurring(name: str, *fields: Any, **named: Any) -> Any:
    """The ``of`` of an event class that is not ``recurring`` itself: a clear error, not its parent's event."""
    raise TypeError(f"{name}.of: {name} is not @recurring itself; decorate it, or build the event with {name}(...).")


EventT = TypeVar("EventT", bound=type)


def event(cls: EventT) -> EventT:
    """Make ``cls`` a frozen, slotted event dataclass whose ``__init__`` fills its slots directly.

    Games decorate their events with ``@event`` instead of ``@dataclass(frozen=True, slots=True)``: the
    same class, but a frozen dataclass's own ``__init__`` calls ``object.__setattr__`` once per field,
    and at a few events a step that was an eighth of a random playout (issue 24)."""
    made: Any = dataclass(frozen=True, slots=True)(cls)
    made.__init__ = slot_init(made)
    return typing.cast(EventT, made)


def recurring(cls: EventT) -> EventT:
    """Give event class ``cls`` a ``cls.of(*fields)``: the event ``cls(*fields)``, built the first time and then
    handed out again, one object for every game (events are frozen values).  A playout's everyday events (who
    played which card, a bid, a pass) are few distinct values made again and again, and a look-up costs far less
    than building one.  At most MAX_SHARED_EVENTS of a class are kept (least recently used go first); a field's
    type is part of the key, so ``True`` and ``1`` give two events."""
    made: Any = cls
    made.of = staticmethod(functools.lru_cache(maxsize=MAX_SHARED_EVENTS, typed=True)(cls))
    return cls


class SharedEvents(dict):
    """One event class's events at one table (its tuple of names), by their other fields: each made the first
    time it is asked for (``table.played[seat, card]``), then handed out again.  A look-up costs a fraction of
    ``recurring``'s ``of``, whose key hashes the names anew with every call.  The fields come from the engine,
    never from outside, so a table holds at most one event per value its game can make."""

    __slots__ = ("kind", "names")

    def __init__(self, kind: type, names: tuple[str, ...]) -> None:
        super().__init__()
        self.kind, self.names = kind, names

    def __missing__(self, fields: tuple[Any, ...]) -> Any:
        made = self[fields] = self.kind(*fields, self.names)
        return made


TableT = TypeVar("TableT", bound="EventTable")


class EventTable:
    """A table's everyday events: one ``SharedEvents`` per event class of ``KINDS`` (attribute -> class, each
    taking ``names`` last).  A game subclasses it with its ``KINDS`` and ``__slots__ = tuple(KINDS)``, and
    its state keeps ``Kind.of(names)``, the one table of its players' names."""

    __slots__ = ()
    KINDS: ClassVar[dict[str, type]] = {}

    def __init__(self, names: tuple[str, ...]) -> None:
        for attribute, kind in self.KINDS.items():
            setattr(self, attribute, SharedEvents(kind, names))

    @classmethod
    def of(cls: type[TableT], names: tuple[str, ...]) -> TableT:
        """The one table of this class for a tuple of names, shared by every game with those names."""
        table: TableT = shared_table(cls, names)  # type: ignore[arg-type]  # mypy: a class is hashable
        return table


@functools.lru_cache(maxsize=MAX_EVENT_TABLES)
def shared_table(kind: type, names: tuple[str, ...]) -> Any:
    """The one ``kind`` table of a tuple of names (the fewest used of MAX_EVENT_TABLES go first, so names from
    outside cannot grow it): ``EventTable.of``."""
    return kind(names)


def slot_init(cls: type) -> Any:
    """An ``__init__`` with the signature of dataclass ``cls`` (defaults, keywords) that sets each slot
    through its descriptor, as the frozen dataclass's sets it through ``object.__setattr__``.  Its source
    is built as the dataclasses module builds its own, and compiled under the class's name."""
    params, lines, scope = [], [], {}
    for field in dataclasses.fields(cls):
        name = field.name
        if field.default_factory is not dataclasses.MISSING:
            raise TypeError(f"{cls.__qualname__}.{name}: an event's fields take plain defaults, not default_factory.")
        scope[f"set_{name}"] = getattr(cls, name).__set__
        if field.default is dataclasses.MISSING:
            params.append(name)
        else:
            scope[f"default_{name}"] = field.default
            params.append(f"{name}=default_{name}")
        lines.append(f"    set_{name}(self, {name})")
    source = f"def __init__(self, {', '.join(params)}):\n" + ("\n".join(lines) or "    pass")
    exec(compile(source, f"<{cls.__qualname__}.__init__>", "exec"), scope)  # noqa: S102 (our own field names)
    init = scope["__init__"]
    init.__qualname__, init.__module__ = f"{cls.__qualname__}.__init__", cls.__module__
    return init


def who(names: Sequence[str], player: int) -> str:
    """A player's name from the names tuple an event carries."""
    return names[player] if player < len(names) else f"Player {player + 1}"


def winners_phrase(names: Sequence[str], winners: Iterable[int]) -> str:
    """``Alice wins``, ``Alice and Bob share the victory``, ``Alice, Bob and Chris share the victory``."""
    named = [who(names, p) for p in winners]
    if len(named) < 2:
        return f"{''.join(named)} wins"
    return f"{', '.join(named[:-1])} and {named[-1]} share the victory"


class Game:
    """A game description: id, player counts, options; ``new()`` starts a state."""

    id: ClassVar[str] = ""
    name: ClassVar[str] = ""
    rulebook: ClassVar[str] = ""
    version: ClassVar[int] = 1
    #: Older rules versions whose records this version still replays as they were played
    #: (``old_record_options`` says how); records of other versions are refused.
    readable_versions: ClassVar[tuple[int, ...]] = ()
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    options: ClassVar[Options] = {}
    #: The class of this game's positions (every game sets it).
    state_class: ClassVar[type["State"]]
    #: How the coach's search bot plays this game (its budget, its playouts' depth).
    search: ClassVar[SearchSettings] = SearchSettings()

    @property
    def bots(self) -> dict[str, type[Agent]]:
        """The game's own bots besides ``random`` and ``search``, by name (built as ``cls(seed)``); games override,
        importing their ``bots`` module only when asked."""
        return {}

    def new(self, players: int, seed: int = 0, **options: Any) -> "State":
        """Start a game for ``players`` players, shuffled by ``seed``."""
        self.check_players(players)
        check_seed(seed)
        return self.state_class(self, players, seed, self.check_options(players, options))

    def check_players(self, players: object) -> None:
        """Reject a player count the rulebook does not allow."""
        if isinstance(players, bool) or not isinstance(players, int):
            raise SetupError(f"The number of players must be a whole number, not {shown(players)}.")
        if not self.min_players <= players <= self.max_players:
            raise SetupError(f"{self.name} is for {self.min_players}–{self.max_players} players, not {players}.")

    def check_options(self, players: int, options: Options) -> Options:
        """Fill in defaults and reject unknown options; games validate values in ``validate_option``."""
        unknown = sorted(set(options) - set(self.options) - {"names"})
        if unknown:
            known = ", ".join(sorted(self.options) + ["names"])
            named = ", ".join(str(k)[:40] for k in unknown)
            raise SetupError(f"{self.name} has no option {named}; its options are: {known}.")
        for key, value in options.items():
            check_plain(value, SetupError, f"option {key}", depth=5, items=MAX_LIST_ITEMS, chars=MAX_TEXT_CHARS)
        result = {k: v for k, v in self.options.items()}
        result.update({k: v for k, v in options.items() if v is not None})
        if "names" in options and options["names"] is not None:
            result["names"] = check_names(options["names"], players)
        for key in self.options:
            result[key] = self.validate_option(key, result[key], players)
        return result

    def validate_option(self, key: str, value: Any, players: int) -> Any:
        """Check one option's value and return it, normalised; games override."""
        return value

    def parse_card(self, code: str) -> str:
        """Read a card code such as ``V6``; games override."""
        raise SetupError(f"{self.name} has no card codes.")

    def parse_action(self, state: "State", text: str) -> Any:
        """Turn an action's text (as ``str(action)`` prints it) back into a legal action."""
        wanted = normalise(text)
        for action in state.legal_actions():
            if normalise(str(action)) == wanted or wanted in (normalise(a) for a in self.aliases(action)):
                return action
        raise IllegalAction(self.explain_unknown(state, text))

    def aliases(self, action: Any) -> Sequence[str]:
        """Other texts that name the same action (card codes, say); games override."""
        return ()

    def explain_unknown(self, state: "State", text: str) -> str:
        """Say why ``text`` is not a legal action now."""
        if state.is_over:
            return f"The game is over, so '{text}' cannot be played."
        choices = ", ".join(str(a) for a in state.legal_actions()[:12])
        return f"'{text}' is not a move you can make now. You can: {choices}."

    @functools.cached_property
    def action_fields(self) -> dict[type, tuple[tuple[tuple[str, Any], ...], bool]]:
        """Each action class of this game -> its ``(field, type)`` pairs and whether some field
        (a name carried for ``str()``) takes no part in equality.  The classes are the ``Action``
        dataclasses defined in the game's own package, found once, on first use."""
        package = type(self).__module__
        found: dict[type, tuple[tuple[tuple[str, Any], ...], bool]] = {}
        classes = list(Action.__subclasses__())
        while classes:
            cls = classes.pop()
            classes.extend(cls.__subclasses__())
            module = sys.modules.get(cls.__module__)
            if (
                (cls.__module__ == package or cls.__module__.startswith(package + "."))
                and dataclasses.is_dataclass(cls)
                and getattr(module, cls.__qualname__, None) is cls
            ):
                hints = typing.get_type_hints(cls)
                fields = dataclasses.fields(cls)
                found[cls] = (tuple((f.name, hints[f.name]) for f in fields), not all(f.compare for f in fields))
        return found

    @functools.cached_property
    def checked_actions(self) -> dict[int, tuple[Any, bool]]:
        """``id(action) -> (action, carries a name)`` for action objects whose type and fields passed
        ``check_action``.  Holding the object keeps its id from being reused; its fields cannot
        change (frozen), so the check holds for as long as it is remembered."""
        return {}

    def check_action(self, action: object) -> tuple[Any, bool]:
        """``(action, carries a name)`` if ``action`` is one of this game's action dataclasses with fields of
        exactly their declared types; else IllegalAction saying what is wrong."""
        kind = self.action_fields.get(type(action))
        if kind is None:
            raise IllegalAction(f"That is not a {self.name} move (it is {shown(action)}).")
        for name, field_type in kind[0]:
            value = getattr(action, name)
            if type(value) is not field_type:
                raise IllegalAction(
                    f"That move is not one of {self.name}: its {name} must be "
                    f"{TYPE_WORDS.get(field_type, field_type.__name__)}, not {shown(value)}."
                )
        entry = (action, kind[1])
        if len(self.checked_actions) < MAX_CHECKED_ACTIONS:
            self.checked_actions[id(action)] = entry
        return entry

    # --- search: sampling what a player cannot see (docs/architecture.md) -------
    #: Options that set up a scenario (a deal, a stacked pile, queued dice): they can name hidden
    #: cards, so views leave them out and resampled positions do not carry them.
    scenario_options: ClassVar[tuple[str, ...]] = ()

    def resample(self, view: View, seed: int) -> "State":
        """A position built from ``view`` alone that shows its player exactly ``view``, with the
        cards it hides dealt at random (seeded by ``seed``); games override."""
        raise NotImplementedError(f"{self.name} cannot sample the cards a player does not see.")

    def old_record_options(self, options: Options, game_version: int) -> Options:
        """The options under which a record of an older rules version (one of ``readable_versions``)
        replays as it was played; games whose defaults changed override."""
        return options

    def __repr__(self) -> str:
        return f"<game {self.id}>"


def normalise(text: object) -> str:
    """Lower-case text with single spaces, for forgiving action matching."""
    return " ".join(str(text).lower().split())


def check_seed(seed: object) -> int:
    """``seed`` if it is a whole number from 0 to MAX_SEED, else SetupError."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise SetupError(f"The seed must be a whole number from 0 to {MAX_SEED:,}, not {shown(seed)}.")
    return seed


def check_names(names: object, players: int, what: str = "names") -> list[str]:
    """Validate a list of player (or band) names: one per player, each 1 to MAX_NAME_CHARS printable characters."""
    if (
        not isinstance(names, (list, tuple))
        or len(names) != players
        or not all(isinstance(n, str) and n.strip() for n in names)
    ):
        raise SetupError(f"{what} must be a list of {players} non-empty names.")
    for name in names:
        if len(name.strip()) > MAX_NAME_CHARS or not name.strip().isprintable():
            raise SetupError(
                f"Each of the {what} must be at most {MAX_NAME_CHARS} printable characters, not {shown(name)}."
            )
    return [n.strip() for n in names]


def twin_in(action: Any, legal: Sequence[Any]) -> Any:
    """The action of ``legal`` that is ``action`` (the very object is looked for first: the hot path) or equals
    it; None if there is none."""
    for candidate in legal:
        if candidate is action:
            return candidate
    for candidate in legal:
        if candidate == action:
            return candidate
    return None


class History(Sequence[Any]):
    """The actions a state has taken: a read-only view of the first ``count`` items of a list that
    clones share, so a clone costs nothing for its history and a stepper's snapshots of a
    game hold its actions once, not once per snapshot."""

    __slots__ = ("_items", "_count")

    def __init__(self, items: list[Any], count: int) -> None:
        self._items, self._count = items, count

    def __len__(self) -> int:
        return self._count

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return self._items[: self._count][index]
        index = operator.index(index)
        if index < 0:
            index += self._count
        if not 0 <= index < self._count:
            raise IndexError("history index out of range")
        return self._items[index]

    def __iter__(self) -> Iterator[Any]:
        return itertools.islice(self._items, self._count)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (History, list, tuple)):
            return len(self) == len(other) and list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # equal to a list, so not hashable

    def __repr__(self) -> str:
        return repr(list(self))


class State:
    """The base of every game state: seating, seed, options, history, apply and record."""

    __slots__ = ("game", "players", "seed", "options", "names", "_actions", "_steps", "opening", "_legal")

    def __init__(self, game: Game, players: int, seed: int, options: Options) -> None:
        self.game = game
        self.players = players
        self.seed = seed
        self.options = options
        self.names = tuple(options.get("names") or default_names(players))
        self._actions: list[Any] = []
        self._steps = 0  # the history: the first _steps items of a list clones share
        self.opening: list[Event] = []  # the setup's events (games fill it in): opening_events
        self._legal: list[Any] | None = None  # this position's legal actions once listed: listed_legal

    # --- what each game defines ------------------------------------------
    @property
    def current_player(self) -> int | None:
        """The player to act, or None once the game is over."""
        raise NotImplementedError

    def legal_actions(self) -> list[Any]:
        """The actions the current player may take, in a fixed order: a copy of ``listed_legal`` (written out: the
        hot path of every playout).  A game that keeps no list overrides it."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self.list_legal()
        return list(legal)

    def illegal_reason(self, action: Any) -> str | None:
        """Why ``action`` is not legal now, or None; games override with a faster, clearer check."""
        if self.is_over:
            return "The game is over."
        if action in self.legal_actions():
            return None
        return f"'{action}' is not a move you can make now."

    def resolve(self, action: Any) -> list[Event]:
        """Carry out a legal action and return its events; games override."""
        raise NotImplementedError

    def scores(self) -> list[int]:
        """Points per player: final once the game is over, running before."""
        raise NotImplementedError

    def view(self, player: int) -> View:
        """What ``player`` may see, as a JSON-able dict."""
        raise NotImplementedError

    def clone(self) -> "State":
        """An independent copy; games override to copy their own fields."""
        raise NotImplementedError

    def hidden_from(self, player: int) -> Collection[str]:
        """Card codes ``player`` may not see now (others' hands, face-down cards) and that are not
        also visible somewhere; the protocol tests check no view leaks them."""
        raise NotImplementedError

    def opening_events(self) -> list[Event]:
        """Events of the setup (who starts, what was dealt openly), before any action: the game's ``opening``."""
        return list(self.opening)

    def list_legal(self) -> list[Any]:
        """Build this position's legal actions, in a fixed order: games that use ``listed_legal`` define it."""
        raise NotImplementedError

    def listed_legal(self) -> list[Any]:
        """This position's legal actions, built by ``list_legal`` once and kept until an action is played
        (a list shared with clones: never change it)."""
        if self._legal is None:
            self._legal = self.list_legal()
        return self._legal

    def is_listed(self, action: Any) -> bool:
        """True if ``action`` is one of ``listed_legal`` (the very object is looked for first: the hot path)."""
        return twin_in(action, self.listed_legal()) is not None

    def public_action_text(self, action: Any) -> str:
        """What the table sees of ``action`` (played from this state) when it may not see all of it;
        the default is the whole text: a game whose actions name hidden cards overrides this."""
        return str(action)

    # --- what each seat sees (fair play) ------------------------------------
    def action_text(self, action: Any, viewer: int | None = None) -> str:
        """``action``, about to be played from this state, in the words ``viewer`` may read: the full
        text for its mover and for the teacher (``viewer`` None), else ``public_action_text``."""
        if viewer is None or viewer == self.current_player:
            return str(action)
        return self.public_action_text(action)

    def full_view(self) -> dict[str, Any]:
        """The teacher's view, who sees everything: each seat's own view under ``"seats"``."""
        return {"seats": [self.view(p) for p in range(self.players)]}

    # --- shared behaviour -------------------------------------------------
    def resample(self, player: int, seed: int) -> "State":
        """A position ``player`` cannot tell from this one (equal ``view(player)``), rebuilt from that
        view alone, every card they cannot see dealt at random: what a search may look at."""
        return self.game.resample(self.view(player), seed)

    def rule_options(self) -> Options:
        """The options in force that are rules, not scenario setup: public, so views may show them (a fresh dict,
        worked out once per options dict: a game's options never change once it has begun, and its clones share
        them, so a playout's views do not sort them out again at every step)."""
        options = self.options
        kept = RULES_KEPT.get(id(options))
        if kept is None or kept[0] is not options:
            if len(RULES_KEPT) >= MAX_RULES_KEPT:
                RULES_KEPT.clear()
            skip = (*self.game.scenario_options, "names")
            kept = RULES_KEPT[id(options)] = (options, {k: v for k, v in options.items() if k not in skip})
        return kept[1].copy()

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.current_player is None

    @property
    def history(self) -> History:
        """The actions taken so far, in order (a read-only sequence)."""
        return History(self._actions, self._steps)

    def apply(self, action: Any) -> list[Event]:
        """Play ``action`` for the current player; raise IllegalAction (changing nothing) if not legal.

        Any object may be passed: one that is not an action of this game with fields of their
        declared types, or whose fields name nothing that exists, is refused like an illegal move.
        The very object of this position's kept legal list (``listed_legal``) is legal as it is: the
        engine's hottest path looks for it first, and checks anything else.
        """
        legal = self._legal
        if legal is not None:
            for listed in legal:
                if listed is action:
                    break
            else:
                legal = None
        if legal is None:
            checked = self.game.checked_actions.get(id(action))
            if checked is None or checked[0] is not action:
                checked = self.game.check_action(action)
            if checked[1]:  # some field is a name carried for str(): play the legal twin, which carries the game's own
                action = self.legal_twin(action)
            else:  # check_legal, written out: the hot path of a game that keeps no legal list
                try:
                    reason = self.illegal_reason(action)
                except (IndexError, KeyError, TypeError, ValueError, OverflowError):
                    reason = self.nothing_there()
                if reason is not None:
                    raise IllegalAction(reason)
        actions, steps = self._actions, self._steps
        if len(actions) != steps:  # another copy of this game went on from here: keep our own list
            actions = self._actions = actions[:steps]
        actions.append(action)
        self._steps = steps + 1
        self._legal = None
        return self.resolve(action)

    def check_legal(self, action: Any) -> None:
        """Raise IllegalAction with the game's reason unless ``action`` (of a known type) is legal now."""
        try:
            reason = self.illegal_reason(action)
        except (IndexError, KeyError, TypeError, ValueError, OverflowError):  # a field names nothing that exists
            reason = self.nothing_there()
        if reason is not None:
            raise IllegalAction(reason)

    def nothing_there(self) -> str:
        """The refusal of an action whose fields name nothing that exists (the game's reason could not be said)."""
        return f"That move names a card, seat or amount that does not exist in {self.game.name}."

    def legal_twin(self, action: Any) -> Any:
        """The legal action equal to ``action`` (itself if it came from ``legal_actions``), or IllegalAction."""
        twin = twin_in(action, self.legal_actions())
        if twin is not None:
            return twin
        self.check_legal(action)
        raise IllegalAction(f"That {type(action).__name__} is not a move you can make now.")

    def winners(self) -> list[int]:
        """The players with the highest score (ties share the victory)."""
        scores = self.scores()
        best = max(scores)
        return [p for p, s in enumerate(scores) if s == best]

    def record(self) -> dict[str, Any]:
        """A JSON-able record from which ``bandlab.replay`` rebuilds this state."""
        from bandlab.core.record import make_record

        return make_record(self)

    def copy_base_into(self, other: StateT) -> StateT:
        """Copy the shared fields into a freshly made clone."""
        other.game = self.game
        other.players = self.players
        other.seed = self.seed
        other.options = self.options
        other.names = self.names
        other._actions, other._steps = self._actions, self._steps
        other.opening, other._legal = self.opening, self._legal
        return other

    def __repr__(self) -> str:
        player = self.current_player
        where = "over" if player is None else f"{self.names[player]} to act"
        return f"<{self.game.id} state: {self.players} players, seed {self.seed}, {self._steps} actions, {where}>"
