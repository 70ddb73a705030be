"""The layers hold: every module under ``bandlab/`` imports only from its own layer or the layers below it,
and no modules import each other in a circle (docs/architecture.md, Layers).

Imports are read from the source with ``ast`` (nothing is imported), the ones inside functions too: a
late import is still a dependency.  Imports under ``if TYPE_CHECKING:`` run only in a type checker: they
must keep to the layers too, but they close no cycle.  ``python tests/core/test_layers.py [repository]``
prints the graph's upward imports and cycles, the measure of the issue that asked for these layers.
"""

import ast
import sys
from pathlib import Path
from typing import NamedTuple

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: The layers, lowest first: a module may import its own layer and those before it.
LAYERS = ("core", "games", "agents", "analysis", "viz", "lessons", "widgets", "cli", "interop")

#: Module name (or package prefix) -> its layer; the longest matching prefix decides.
#: ``bandlab`` itself re-exports the games' registry, so it sits with the games; ``bandlab.pages``
#: lists the dashboard pages.  ``bandlab.interop`` may import anything and nothing may import it.
LAYER_OF = {
    "bandlab": "games",
    "bandlab.core": "core",
    "bandlab.games": "games",
    "bandlab.agents": "agents",
    "bandlab.search": "agents",
    "bandlab.positions": "agents",  # a position from a link, its bots playing to it (the fair-play work)
    "bandlab.analysis": "analysis",
    "bandlab.viz": "viz",
    "bandlab.lessons": "lessons",
    "bandlab.widgets": "widgets",
    "bandlab.pages": "widgets",
    "bandlab.cli": "cli",
    "bandlab.interop": "interop",
}


class Import(NamedTuple):
    """One module's import of another: its first line, and whether only a type checker runs it."""

    line: int
    typing_only: bool = False


def module_name(path, root):
    """``bandlab/games/first_band/rules.py`` -> ``bandlab.games.first_band.rules`` (a package: its name)."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules(root=ROOT):
    """Every module under ``root/bandlab``: name -> path."""
    return {module_name(path, root): path for path in sorted((root / "bandlab").rglob("*.py"))}


def layer_of(module):
    """The layer of a ``bandlab`` module (its longest prefix in LAYER_OF)."""
    parts = module.split(".")
    for end in range(len(parts), 0, -1):
        if ".".join(parts[:end]) in LAYER_OF:
            return LAYER_OF[".".join(parts[:end])]
    raise KeyError(f"{module} is in no layer: add its package to LAYER_OF")


def resolve(module, is_package, node):
    """The absolute module names an ``import`` or ``from ... import`` node names, with their line."""
    if isinstance(node, ast.Import):
        return [(alias.name, node.lineno) for alias in node.names]
    base = node.module or ""
    if node.level:
        package = module.split(".") if is_package else module.split(".")[:-1]
        package = package[: len(package) - node.level + 1]
        base = ".".join(package + ([base] if base else []))
    return [(f"{base}.{alias.name}", node.lineno) for alias in node.names] + [(base, node.lineno)]


def is_type_checking(test):
    """True for the test of ``if TYPE_CHECKING:`` (or ``typing.TYPE_CHECKING``)."""
    return getattr(test, "id", getattr(test, "attr", None)) == "TYPE_CHECKING"


def import_nodes(nodes, typing_only=False):
    """Every import statement among ``nodes`` and inside them, with whether only a type checker runs it."""
    for node in nodes:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node, typing_only
        elif isinstance(node, ast.If) and is_type_checking(node.test):
            yield from import_nodes(node.body, True)
            yield from import_nodes(node.orelse, typing_only)
        else:
            yield from import_nodes(ast.iter_child_nodes(node), typing_only)


def imports_of(module, path, known):
    """The ``bandlab`` modules ``module`` imports, anywhere in its file: target -> Import (its first line)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = {}
    for node, typing_only in import_nodes(tree.body):
        names = resolve(module, path.name == "__init__.py", node)
        if isinstance(node, ast.ImportFrom):  # `from pkg import name`: the submodule if there is one, else pkg
            submodules = [(name, line) for name, line in names[:-1] if name in known]
            names = submodules if len(submodules) == len(names) - 1 else submodules + names[-1:]
        for target, line in names:
            if target in known and target != module:
                if target not in found or found[target].typing_only > typing_only:
                    found[target] = Import(line, typing_only)
    return found


def import_graph(root=ROOT):
    """module -> {imported module: Import} for every module under ``root/bandlab``."""
    found = modules(root)
    return {name: imports_of(name, path, found) for name, path in found.items()}


def upward_imports(graph):
    """Every import of a higher layer: (module, line, imported module)."""
    rank = {layer: i for i, layer in enumerate(LAYERS)}
    return [
        (module, found.line, target)
        for module, targets in sorted(graph.items())
        for target, found in sorted(targets.items(), key=lambda item: item[1])
        if rank[layer_of(target)] > rank[layer_of(module)]
    ]


def cycles(graph):
    """The groups of modules that import each other in a circle when run (strongly connected components, Tarjan);
    imports only a type checker runs are left out."""
    index, low, stack, on_stack, groups = {}, {}, [], set(), []

    def visit(module):
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for target, found in graph.get(module, {}).items():
            if found.typing_only:
                continue
            if target not in index:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in on_stack:
                low[module] = min(low[module], index[target])
        if low[module] == index[module]:
            group = []
            while not group or group[-1] != module:
                group.append(stack.pop())
                on_stack.discard(group[-1])
            if len(group) > 1:
                groups.append(sorted(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return sorted(groups)


def cycle_edges(graph, group):
    """The imports inside one cycle, as ``module:line -> target`` lines."""
    members = set(group)
    return [
        f"{module}:{found.line} -> {target}"
        for module in group
        for target, found in sorted(graph[module].items())
        if target in members and not found.typing_only
    ]


def report(graph):
    """The upward imports and the cycles of ``graph``, in words (one line each)."""
    lines = [
        f"upward import: {module} (line {line}) imports {target} ({layer_of(module)} -> {layer_of(target)})"
        for module, line, target in upward_imports(graph)
    ]
    lines += ["import cycle: " + "; ".join(cycle_edges(graph, group)) for group in cycles(graph)]
    return lines


# --- the layers of bandlab --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def graph():
    return import_graph()


def test_every_module_is_in_a_layer(graph):
    assert graph and all(layer_of(module) in LAYERS for module in graph)


def test_no_module_imports_a_higher_layer(graph):
    upward = [line for line in report(graph) if line.startswith("upward")]
    assert not upward, "\n".join(upward)


def test_no_modules_import_each_other_in_a_circle(graph):
    found = [line for line in report(graph) if line.startswith("import cycle")]
    assert not found, "\n".join(found)


# --- the checker itself ------------------------------------------------------------------------------


def write_package(root, files):
    """A ``bandlab`` package under ``root`` with the given ``{relative path: source}``."""
    for relative, source in files.items():
        path = root / "bandlab" / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(source, encoding="utf-8")


def test_the_checker_finds_an_upward_import_late_imports_and_relative_ones(tmp_path):
    write_package(
        tmp_path,
        {
            "__init__.py": "",
            "core/__init__.py": "from .rng import Rng\n",
            "core/rng.py": "def f():\n    from bandlab.widgets import stepper\n",
            "widgets/__init__.py": "",
            "widgets/stepper.py": "from bandlab.core import Rng\n",
        },
    )
    graph = import_graph(tmp_path)
    assert graph["bandlab.core"] == {"bandlab.core.rng": Import(1)}
    assert upward_imports(graph) == [("bandlab.core.rng", 2, "bandlab.widgets.stepper")]


def test_the_checker_finds_a_cycle_and_names_its_lines_and_type_checking_imports_close_none(tmp_path):
    write_package(
        tmp_path,
        {
            "__init__.py": "",
            "games/rules.py": "import os\n\ndef view():\n    from bandlab.games import view\n",
            "games/view.py": "from bandlab.games.rules import OVER\n",
            "games/cards.py": "from bandlab.games import events, rules\n",  # events imports cards for types only
            "games/events.py": "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n    from bandlab.games import cards\n",
            "games/__init__.py": "from bandlab.games import events\n",
        },
    )
    graph = import_graph(tmp_path)
    assert graph["bandlab.games.events"] == {"bandlab.games.cards": Import(3, typing_only=True)}
    assert cycles(graph) == [["bandlab.games.rules", "bandlab.games.view"]]
    assert report(graph) == [
        "import cycle: bandlab.games.rules:4 -> bandlab.games.view; bandlab.games.view:1 -> bandlab.games.rules"
    ]


def test_a_module_outside_every_layer_is_named():
    with pytest.raises(KeyError, match="bandlab_extra.thing is in no layer"):
        layer_of("bandlab_extra.thing")


if __name__ == "__main__":
    found = import_graph(Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else ROOT)
    lines = report(found)
    print("\n".join(lines))
    print(
        f"{len(found)} modules, {sum(map(len, found.values()))} imports, "
        f"{len(upward_imports(found))} upward, {len(cycles(found))} cycles"
    )
