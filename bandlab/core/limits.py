"""Every limit on input from outside, in one place: links, records, files, options, seeds, game length.

A link is typed by a stranger and a record file comes from anyone, so each is checked
against these numbers before any work is done, and refused with the project's own error
(``LinkError``, ``RecordError``, ``SetupError``) saying which limit it broke.
docs/architecture.md ("Limits") lists them with the reason for each number; a change
here belongs there too.
"""

from dataclasses import dataclass

# --- a game -------------------------------------------------------------------------------
#: The largest seed of a game: 2**53 - 1, the largest whole number that JSON readers in every
#: language (JavaScript, plotly's hover labels) keep exactly; the simulation runner's seeds
#: have 53 bits too.  ``Game.new``, links, records, the CLI and the stepper all use it.
MAX_SEED = 2**53 - 1
#: The most actions one game may take: records, links (``step=``), a stepper's line, the
#: stepper's "Last" / "To my turn" / round jumps, ``play_out`` and the simulation runner.
#: The longest game measured is about 1,500 actions (Battle of the Bands, 6 random bots, the
#: discards reshuffled as often as needed, ``max_rounds=200``; 1,355 at the default 100 rounds);
#: 5,000 leaves room for people who play slowly, and keeps a stepper's snapshots of a whole game
#: to a few tens of MB.
MAX_STEPS = 5_000
#: The longest player or band name: a name is drawn on boards, chart labels and buttons.
MAX_NAME_CHARS = 40
#: The longest other text read from outside: an action's words in a record, a card name in
#: a scenario (the longest action text bandlab prints is under 150 characters).
MAX_TEXT_CHARS = 200
#: The most items of a list in options (a scenario's deck or draw pile, queued dice): the
#: largest deck, Battle of the Bands', has 116 cards.
MAX_LIST_ITEMS = 200

# --- text read from outside ----------------------------------------------------------------
#: The longest query string (or ``r=`` record token) read from a link: a 5,000-step record
#: compresses to well under this, and browsers and proxies cut URLs near 100 kB anyway.
MAX_QUERY_CHARS = 100_000
#: The most bytes of a record: a file read by ``bandlab replay`` / ``bandlab link --record``,
#: or a link's record once decompressed.  5,000 actions of at most 200 characters fit twice.
MAX_RECORD_BYTES = 2_000_000
#: The most bytes of a simulation results file (``SimulationResults.from_json``): MAX_GAMES
#: games of at most about 1 kB of JSON each, with room to spare.
MAX_RESULTS_BYTES = 200_000_000
#: How deep JSON may nest: a record is 6 levels at most (record, options, a scenario's deal,
#: hands, cards); deeper text is refused before Python's recursion limit is near.
MAX_JSON_DEPTH = 12
#: The most digits of a number in JSON: 20 digits hold every 64-bit number; Python refuses
#: to read ints of more than 4,300 digits with a ValueError, which must not leak out.
MAX_NUMBER_DIGITS = 20

# --- the simulation runner -----------------------------------------------------------------
#: The most games of one simulation: every game's outcome is kept in memory, 0.6–3.4 kB each
#: with the game's measures (Scout & Raise's are the largest), so 100,000 games stay under
#: about 350 MB; a win rate is then known to ±0.3 percentage points.
MAX_GAMES = 100_000
#: Tasks handed to worker processes at once, per worker: enough to keep every worker busy,
#: few enough that the task list never has to exist (``games=10**12`` builds nothing).
TASKS_IN_FLIGHT_PER_WORKER = 2


def max_workers(cores: int | None) -> int:
    """The most worker processes on a machine with ``cores`` cores: more play no faster and
    each holds its own ~40 MB interpreter; at least 2, so a 1-core machine can still test a pool."""
    return max(2, cores or 1)


# --- network ports -------------------------------------------------------------------------
#: The ports ``bandlab serve`` accepts: TCP ports are 1–65535 (0 would mean "any free port",
#: which no printed link could name).
PORTS = (1, 65_535)


# --- numeric options, one table for every game ----------------------------------------------
@dataclass(frozen=True)
class Bound:
    """The whole numbers an option accepts, the unit a person reads, and why the top is where it is."""

    low: int
    high: int
    unit: str
    reason: str


#: Numeric game options: each game's ``validate_option`` checks its own through ``check_option``.
OPTION_BOUNDS = {
    "curfew_rounds": Bound(
        1,
        20,
        "rounds",
        "Band Grab's house-rule curfew, rounds after the deck runs out (off by default: the rulebook has none)",
    ),
    "max_rounds": Bound(
        1,
        200,
        "rounds",
        "the round limit of Battle of the Bands (default 100) and Band Grab "
        "(default 60); the longest game at 200 rounds took about 1,500 "
        "actions, well inside MAX_STEPS",
    ),
    "target": Bound(
        1,
        38,
        "superstar points",
        "Battle of the Bands' gig and hit single cards hold 37 "
        "superstar points and the ME point is 1 more: no higher target "
        "can be reached",
    ),
    "reshuffles": Bound(
        0,
        10,
        "reshuffles",
        "each reshuffle of Battle of the Bands' discards adds about "
        "100 actions; 10 keep the longest game near 1,100 actions",
    ),
}


def check_option(key: str, value: object, bound: Bound | None = None) -> int:
    """``value`` if it is a whole number inside the bound of option ``key``, else SetupError saying so."""
    from bandlab.core.errors import SetupError, shown

    bound = bound or OPTION_BOUNDS[key]
    if isinstance(value, bool) or not isinstance(value, int) or not bound.low <= value <= bound.high:
        raise SetupError(
            f"{key} must be a whole number of {bound.unit} from {bound.low} to {bound.high} "
            f"({bound.reason}), not {shown(value)}."
        )
    return value
