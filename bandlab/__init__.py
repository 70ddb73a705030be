"""bandlab: play, step through and analyse four band-themed tabletop games.

>>> import bandlab
>>> state = bandlab.load_game("first-band").new(players=4, seed=7)
"""

from bandlab.core import IllegalAction, RecordError, SetupError
from bandlab.core import record as _record
from bandlab.games import GAMES, load_game

__version__ = "0.1.0"


def replay(record, upto=None):
    """Rebuild the state a record describes, or raise RecordError saying what is wrong."""
    return _record.replay(record, GAMES, upto=upto)


__all__ = ["GAMES", "load_game", "replay", "IllegalAction", "RecordError", "SetupError", "__version__"]
