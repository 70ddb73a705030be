"""The game protocol, records and replay, seating helpers. Standard library only."""

from bandlab.core.errors import IllegalAction, RecordError, SetupError
from bandlab.core.protocol import Action, Event, Game, State, who, winners_phrase
from bandlab.core.record import RECORD_VERSION, make_record, replay
from bandlab.core.rng import Rng
from bandlab.core import seating

__all__ = [
    "Action", "Event", "Game", "State", "IllegalAction", "RecordError", "SetupError",
    "RECORD_VERSION", "make_record", "replay", "Rng", "seating", "who", "winners_phrase",
]
