"""The game protocol, the bot protocol, records and replay, seating helpers. Standard library only."""

from bandlab.core import seating
from bandlab.core.agents import Agent, RandomAgent, SearchSettings
from bandlab.core.errors import IllegalAction, RecordError, SetupError
from bandlab.core.protocol import (
    Action,
    Event,
    EventTable,
    Game,
    SharedEvents,
    State,
    event,
    recurring,
    who,
    winners_phrase,
)
from bandlab.core.record import RECORD_VERSION, make_record, replay
from bandlab.core.rng import Rng

__all__ = [
    "Action",
    "Agent",
    "Event",
    "EventTable",
    "event",
    "Game",
    "RandomAgent",
    "SearchSettings",
    "State",
    "IllegalAction",
    "RecordError",
    "SetupError",
    "RECORD_VERSION",
    "make_record",
    "recurring",
    "replay",
    "Rng",
    "seating",
    "SharedEvents",
    "who",
    "winners_phrase",
]
