"""The game protocol of DESIGN.md: Game, State, Action and Event base classes.

A game package subclasses these four.  The rules live in the State subclass;
the Game is the short description (id, players, options, how to read a card
code).  Everything a caller needs is listed in DESIGN.md.
"""

import json
from dataclasses import dataclass, field
from typing import ClassVar

from bandlab.core.errors import IllegalAction, SetupError
from bandlab.core.seating import default_names


@dataclass(frozen=True, slots=True)
class Action:
    """A move a player can choose; ``str()`` gives the words a person reads."""

    def __str__(self):
        return type(self).__name__.lower()


@dataclass(frozen=True, slots=True)
class Event:
    """One change of state: ``.text`` is one plain sentence, ``.rule`` the rule it applies."""

    rule: ClassVar[str] = ""

    @property
    def text(self):
        """The sentence a person reads."""
        return self.describe()

    def describe(self):
        """Build ``.text``; subclasses override."""
        return type(self).__name__

    def __str__(self):
        return self.text


def who(names, player):
    """A player's name from the names tuple an event carries."""
    return names[player] if player < len(names) else f"Player {player + 1}"


def winners_phrase(names, winners):
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
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    options: ClassVar[dict] = {}
    state_class: ClassVar[type] = None

    def new(self, players, seed=0, **options):
        """Start a game for ``players`` players, shuffled by ``seed``."""
        self.check_players(players)
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise SetupError(f"The seed must be a whole number 0 or more, not {seed!r}.")
        return self.state_class(self, players, seed, self.check_options(players, options))

    def check_players(self, players):
        """Reject a player count the rulebook does not allow."""
        if isinstance(players, bool) or not isinstance(players, int):
            raise SetupError(f"The number of players must be a whole number, not {players!r}.")
        if not self.min_players <= players <= self.max_players:
            raise SetupError(f"{self.name} is for {self.min_players}–{self.max_players} players, not {players}.")

    def check_options(self, players, options):
        """Fill in defaults and reject unknown options; games validate values in ``validate_option``."""
        unknown = sorted(set(options) - set(self.options) - {"names"})
        if unknown:
            known = ", ".join(sorted(self.options) + ["names"])
            raise SetupError(f"{self.name} has no option {', '.join(unknown)}; its options are: {known}.")
        result = {k: v for k, v in self.options.items()}
        result.update({k: v for k, v in options.items() if v is not None})
        if "names" in options and options["names"] is not None:
            result["names"] = check_names(options["names"], players)
        for key in self.options:
            result[key] = self.validate_option(key, result[key], players)
        try:
            json.dumps(result)
        except TypeError as err:
            raise SetupError(f"Options must be plain data (numbers, text, lists): {err}") from None
        return result

    def validate_option(self, key, value, players):
        """Check one option's value and return it, normalised; games override."""
        return value

    def parse_card(self, code):
        """Read a card code such as ``V6``; games override."""
        raise SetupError(f"{self.name} has no card codes.")

    def parse_action(self, state, text):
        """Turn an action's text (as ``str(action)`` prints it) back into a legal action."""
        wanted = normalise(text)
        for action in state.legal_actions():
            if normalise(str(action)) == wanted or wanted in (normalise(a) for a in self.aliases(action)):
                return action
        raise IllegalAction(self.explain_unknown(state, text))

    def aliases(self, action):
        """Other texts that name the same action (card codes, say); games override."""
        return ()

    def explain_unknown(self, state, text):
        """Say why ``text`` is not a legal action now."""
        if state.is_over:
            return f"The game is over, so '{text}' cannot be played."
        choices = ", ".join(str(a) for a in state.legal_actions()[:12])
        return f"'{text}' is not a move you can make now. You can: {choices}."

    # --- search: sampling what a player cannot see (docs/architecture.md) -------
    #: Options that set up a scenario (a deal, a stacked pile, queued dice): they can name hidden
    #: cards, so views leave them out and resampled positions do not carry them.
    scenario_options: ClassVar[tuple] = ()

    def resample(self, view, seed):
        """A position built from ``view`` alone that shows its player exactly ``view``, with the
        cards it hides dealt at random (seeded by ``seed``); games override."""
        raise NotImplementedError(f"{self.name} cannot sample the cards a player does not see.")

    def __repr__(self):
        return f"<game {self.id}>"


def normalise(text):
    """Lower-case text with single spaces, for forgiving action matching."""
    return " ".join(str(text).lower().split())


def check_names(names, players):
    """Validate a list of player names."""
    if not isinstance(names, (list, tuple)) or len(names) != players or not all(isinstance(n, str) and n.strip() for n in names):
        raise SetupError(f"names must be a list of {players} non-empty names.")
    return [n.strip() for n in names]


class State:
    """The base of every game state: seating, seed, options, history, apply and record."""

    __slots__ = ("game", "players", "seed", "options", "names", "history")

    def __init__(self, game, players, seed, options):
        self.game = game
        self.players = players
        self.seed = seed
        self.options = options
        self.names = tuple(options.get("names") or default_names(players))
        self.history = []

    # --- what each game defines ------------------------------------------
    @property
    def current_player(self):
        """The player to act, or None once the game is over."""
        raise NotImplementedError

    def legal_actions(self):
        """The actions the current player may take, in a fixed order."""
        raise NotImplementedError

    def illegal_reason(self, action):
        """Why ``action`` is not legal now, or None; games override with a faster, clearer check."""
        if self.is_over:
            return "The game is over."
        if action in self.legal_actions():
            return None
        return f"'{action}' is not a move you can make now."

    def resolve(self, action):
        """Carry out a legal action and return its events; games override."""
        raise NotImplementedError

    def scores(self):
        """Points per player: final once the game is over, running before."""
        raise NotImplementedError

    def view(self, player):
        """What ``player`` may see, as a JSON-able dict."""
        raise NotImplementedError

    def clone(self):
        """An independent copy; games override to copy their own fields."""
        raise NotImplementedError

    def hidden_from(self, player):
        """Card codes ``player`` may not see now (others' hands, face-down cards) and that are not
        also visible somewhere; the protocol tests check no view leaks them."""
        raise NotImplementedError

    def opening_events(self):
        """Events of the setup (who starts, what was dealt openly), before any action."""
        return []

    # --- shared behaviour -------------------------------------------------
    def resample(self, player, seed):
        """A position ``player`` cannot tell from this one (equal ``view(player)``), rebuilt from that
        view alone, every card they cannot see dealt at random: what a search may look at."""
        return self.game.resample(self.view(player), seed)

    def rule_options(self):
        """The options in force that are rules, not scenario setup: public, so views may show them."""
        skip = self.game.scenario_options
        return {k: v for k, v in self.options.items() if k not in skip and k != "names"}

    @property
    def is_over(self):
        """True once the game has ended."""
        return self.current_player is None

    def apply(self, action):
        """Play ``action`` for the current player; raise IllegalAction (changing nothing) if not legal."""
        reason = self.illegal_reason(action)
        if reason is not None:
            raise IllegalAction(reason)
        self.history.append(action)
        return self.resolve(action)

    def winners(self):
        """The players with the highest score (ties share the victory)."""
        scores = self.scores()
        best = max(scores)
        return [p for p, s in enumerate(scores) if s == best]

    def record(self):
        """A JSON-able record from which ``bandlab.replay`` rebuilds this state."""
        from bandlab.core.record import make_record
        return make_record(self)

    def copy_base_into(self, other):
        """Copy the shared fields into a freshly made clone."""
        other.game = self.game
        other.players = self.players
        other.seed = self.seed
        other.options = self.options
        other.names = self.names
        other.history = self.history.copy()
        return other

    def __repr__(self):
        where = "over" if self.is_over else f"{self.names[self.current_player]} to act"
        return f"<{self.game.id} state: {self.players} players, seed {self.seed}, {len(self.history)} actions, {where}>"
