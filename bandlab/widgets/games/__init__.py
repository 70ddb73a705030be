"""Per-game plugins of the GameStepper: how each game draws its board and extra panels.

A game with id ``some-game`` may provide a module ``bandlab/widgets/games/some_game.py``
defining

* ``board_html(state, viewer) -> str``: the table as HTML (cards as HTML/inline SVG
  with seat colours and values, nothing fetched from the internet); ``viewer`` is a
  player index (draw only what ``state.view(viewer)`` shows) or None for the
  teacher's view with every hand visible;
* optionally ``make_panels(stepper) -> list`` of objects with ``.widget`` (an
  ipywidgets widget shown under the board) and ``.update(state)``, which the stepper
  calls after every change of position (and of "view as": ``stepper.viewer``);
* optionally ``action_label(state, action) -> str``: what a move button says, in the
  game's terms (what the move will do: a bid's new total, a roll's chance); default
  ``str(action)``;
* optionally ``move_hint(state, actions) -> str``: the example in the "type a move"
  box, in that game's own moves (``actions`` are the legal ones now, maybe none);
* optionally ``action_tooltip(state, action) -> str``: a move button's hover text: what
  the card the move plays does, in the words of the game's card list
  (``bandlab/games/<pkg>/cards.py``'s ``card_text``); default the move as written.

A plugin reads a position only through the protocol's public ``State`` surface
(``view``, ``full_view`` for the teacher's view, ``legal_actions``, ``clone``, ...),
never an engine's own attributes (``tests/widgets/test_boards_protocol_only.py``).
Boards draw with the classes of one stylesheet (``style.py``); chart panels that
follow the game share one base (``panels.ChartPanel``).

``game_plugin(game_id)`` finds that module, or falls back to a generic board that
shows ``state.view(p)`` as a readable table.
"""

import html
import importlib
from dataclasses import dataclass
from typing import Callable

from bandlab.widgets.games.style import stylesheet


@dataclass(frozen=True)
class Plugin:
    """A game's board drawing and panel factory (the module's, or the generic ones)."""

    game_id: str
    board_html: Callable
    make_panels: Callable
    generic: bool = False
    action_label: Callable = None
    move_hint: Callable = None
    action_tooltip: Callable = None

    def __post_init__(self):
        """Fill the optional hooks with the generic ones."""
        if self.action_label is None:
            object.__setattr__(self, "action_label", plain_action_label)
        if self.move_hint is None:
            object.__setattr__(self, "move_hint", plain_move_hint)
        if self.action_tooltip is None:
            object.__setattr__(self, "action_tooltip", plain_action_label)


def game_plugin(game_id):
    """The plugin of ``game_id``: its module's functions, with the generic ones filling gaps."""
    name = f"{__name__}.{game_id.replace('-', '_')}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as err:
        if err.name != name:
            raise
        return Plugin(game_id, generic_board_html, no_panels, generic=True)
    board = getattr(module, "board_html", None)
    panels = getattr(module, "make_panels", None)
    hooks = {hook: getattr(module, hook, None) for hook in ("action_label", "move_hint", "action_tooltip")}
    return Plugin(game_id, board or generic_board_html, panels or no_panels, generic=board is None, **hooks)


def no_panels(stepper):
    """A game without extra panels."""
    return []


def plain_action_label(state, action):
    """A move button's text (or hover text) when the game says nothing more: the move as written."""
    return str(action)


def plain_move_hint(state, actions, examples=2):
    """The typed-move example when the game gives none: the shortest legal moves of the first kinds (a kind is
    a move's first word), so the example fits the box."""
    shortest = {}
    for action in actions:
        text = str(action)
        kind = text.split(" ", 1)[0]
        if kind not in shortest or len(text) < len(shortest[kind]):
            shortest[kind] = text
    chosen = sorted(shortest.values(), key=len)[:examples]
    return "e.g. " + " or ".join(chosen) if chosen else "when it is your turn"


# --- the generic board ------------------------------------------------------------

#: An empty value on the generic board.
NOTHING = "<span class='bl-faint'>—</span>"


def eyes_html(names, viewer):
    """Whose eyes a board is drawn for: the teacher's (every hand) or one player's."""
    if viewer is None:
        return "everyone's hands shown (teacher view)"
    return f"as {html.escape(names[viewer])} sees it"


def table_and_hands(state, viewer):
    """What a board draws from: the table as ``viewer`` sees it and each seat's hand, None where the hand is
    hidden from ``viewer`` (``viewer`` None: the teacher, who sees every hand)."""
    if viewer is None:
        seats = state.full_view()["seats"]
        return seats[0], [seat["hand"] for seat in seats]
    table = state.view(viewer)
    return table, [table["hand"] if p == viewer else None for p in range(len(table["names"]))]


def generic_board_html(state, viewer):
    """The table as a readable HTML list of a view's keys: ``view(viewer)``, or every hand for the teacher."""
    if viewer is None:
        seats = state.full_view()["seats"]
        view = dict(seats[state.current_player if state.current_player is not None else 0])
        view.pop("player", None)
        hands = {state.names[p]: seat.get("hand") for p, seat in enumerate(seats)}
        rows = [("hands", hands)] + [(k, v) for k, v in view.items() if k != "hand"]
    else:
        rows = list(state.view(viewer).items())
    body = "".join(
        f"<tr><th>{html.escape(str(key).replace('_', ' '))}</th><td>{value_html(value)}</td></tr>"
        for key, value in rows
        if key != "game"
    )
    return f"{stylesheet()}<table class='bandlab-generic-board bl-generic'>{body}</table>"


def value_html(value, depth=0):
    """One view value as HTML: lists joined, dicts as small nested tables."""
    if isinstance(value, dict):
        if not value:
            return NOTHING
        if depth > 2:
            return html.escape(str(value))
        cells = "".join(
            f"<tr><td class='bl-key'>{html.escape(str(k))}</td><td>{value_html(v, depth + 1)}</td></tr>"
            for k, v in value.items()
        )
        return f"<table>{cells}</table>"
    if isinstance(value, (list, tuple)):
        if not value:
            return NOTHING
        if any(isinstance(v, (list, tuple, dict)) for v in value):
            return "<br>".join(f"{i}: {value_html(v, depth + 1)}" for i, v in enumerate(value))
        return html.escape(", ".join(str(v) for v in value))
    if value is None:
        return NOTHING
    return html.escape(str(value))
