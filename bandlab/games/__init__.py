"""One package per game. A package joins ``GAMES`` by defining ``GAME`` in its ``__init__``.

Adding a game is adding a package here (``first_band`` -> game id ``first-band``):
nothing else needs editing.  Games are imported the first time they are looked
up, so ``import bandlab`` stays fast however many games there are.
"""

import importlib
import os
import pkgutil
import re
from collections.abc import Mapping

from bandlab.core.errors import SetupError

#: The start of an event's ``rule`` that is bandlab's reading (of an unclear or silent rulebook, a
#: designed card, a house rule or an ending the rulebook lacks), not a sentence of the rulebook.
#: Every other ``rule`` quotes the rulebook verbatim; "…" marks words left out (tests/games/test_rule_quotes.py).
READING = "bandlab's reading: "


def reading(text):
    """An event ``rule`` that says it is bandlab's reading, not the rulebook's words."""
    return READING + text


#: The order games are listed in (others follow alphabetically).
PREFERRED_ORDER = ("first-band", "scout-and-raise", "battle-of-the-bands", "band-grab")


def declares_game(package_dir):
    """True if the package's ``__init__.py`` assigns ``GAME`` (read as text: nothing is imported)."""
    try:
        with open(os.path.join(package_dir, "__init__.py"), encoding="utf-8") as handle:
            return re.search(r"^GAME\s*=", handle.read(), re.MULTILINE) is not None
    except OSError:
        return False


def discover():
    """Map each game id to the module name of its package, without importing any."""
    ids = {
        info.name.replace("_", "-"): f"{__name__}.{info.name}"
        for info in pkgutil.iter_modules(__path__)
        if info.ispkg and not info.name.startswith("_") and declares_game(os.path.join(__path__[0], info.name))
    }
    rank = {gid: i for i, gid in enumerate(PREFERRED_ORDER)}
    return dict(sorted(ids.items(), key=lambda kv: (rank.get(kv[0], len(rank)), kv[0])))


class GameRegistry(Mapping):
    """Game id -> game, importing each game's package on first use."""

    def __init__(self, modules):
        self._modules = modules
        self._loaded = {}

    def __getitem__(self, game_id):
        if game_id not in self._loaded:
            game = importlib.import_module(self._modules[game_id]).GAME
            if game.id != game_id:
                raise RuntimeError(
                    f"package {self._modules[game_id]} declares game id {game.id!r}, expected {game_id!r}"
                )
            self._loaded[game_id] = game
        return self._loaded[game_id]

    def __iter__(self):
        return iter(self._modules)

    def __len__(self):
        return len(self._modules)

    def __repr__(self):
        return f"GAMES({', '.join(self._modules)})"


GAMES = GameRegistry(discover())


def load_game(game_id):
    """The game with id ``game_id`` (``first-band``, ...), or a clear error."""
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise SetupError(f"There is no game {game_id!r}; the games are: {', '.join(GAMES)}.")
    return GAMES[game_id]
