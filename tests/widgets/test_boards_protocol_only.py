"""The game plugins (``bandlab/widgets/games/*.py``) read a position only through the protocol's public ``State``
surface: the teacher's view comes from ``full_view()``, never from an engine's own attributes (``state.hands``,
``state.find_slot``...).  Checked on the source, so a new plugin is checked too; a failure names file and line."""

import ast
from pathlib import Path

import pytest

GAMES_DIR = Path(__file__).resolve().parents[2] / "bandlab" / "widgets" / "games"

#: The protocol's public State surface (bandlab/core/protocol.py) a plugin may use.
PUBLIC = {
    "players",
    "names",
    "current_player",
    "is_over",
    "legal_actions",
    "view",
    "full_view",
    "action_text",
    "scores",
    "winners",
    "clone",
    "history",
    "record",
    "game",
    "apply",
    "opening_events",
}
#: Names a plugin gives a position (a parameter ``state``, a copy ``after``), and owners of a ``.state``.
STATE_NAMES = {"state", "after"}
STATE_OWNERS = {"self", "stepper", "lesson"}


def is_state(node, names):
    """True if ``node`` is an expression holding a position: a state name, or ``self.state``/``stepper.state``."""
    if isinstance(node, ast.Name):
        return node.id in names
    return (
        isinstance(node, ast.Attribute)
        and node.attr == "state"
        and isinstance(node.value, ast.Name)
        and node.value.id in STATE_OWNERS
    )


def state_names(tree):
    """The module's names for positions: the usual ones, and any name assigned a state's ``clone()``."""
    names = set(STATE_NAMES)
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
            func = node.value.func
            if isinstance(func, ast.Attribute) and func.attr == "clone" and is_state(func.value, names):
                names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return names


def private_reads(source, filename="<plugin>"):
    """``file:line: state.attr`` for every attribute of a position outside the public surface (also through
    ``getattr(state, "attr")``)."""
    tree = ast.parse(source)
    names = state_names(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and is_state(node.value, names) and node.attr not in PUBLIC:
            found.append(f"{filename}:{node.lineno}: {ast.unparse(node)}")
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "getattr"
            and node.args
            and is_state(node.args[0], names)
            and len(node.args) > 1
            and isinstance(node.args[1], ast.Constant)
            and node.args[1].value not in PUBLIC
        ):
            found.append(f"{filename}:{node.lineno}: getattr({ast.unparse(node.args[0])}, {node.args[1].value!r})")
    return found


def test_the_checker_catches_engine_internals():
    source = (
        "def board_html(state, viewer):\n"
        "    hands = state.hands\n"
        "    after = state.clone()\n"
        "    after.apply(None)\n"
        "    return after.meter(0), self.state.drawn, getattr(state, 'signed'), state.view(0), state.full_view()\n"
    )
    assert sorted(private_reads(source, "x.py")) == [
        "x.py:2: state.hands",
        "x.py:5: after.meter",
        "x.py:5: getattr(state, 'signed')",
        "x.py:5: self.state.drawn",
    ]


@pytest.mark.parametrize("path", sorted(GAMES_DIR.glob("*.py")), ids=lambda p: p.name)
def test_a_plugin_reads_a_position_only_through_the_protocol(path):
    found = private_reads(path.read_text(encoding="utf-8"), str(path.relative_to(GAMES_DIR.parents[2])))
    assert not found, "a plugin reads engine internals (use view()/full_view()):\n" + "\n".join(found)
