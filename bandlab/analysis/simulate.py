"""Play many games with bots and count who wins: the simulation runner for every game.

>>> from bandlab.analysis.simulate import simulate
>>> results = simulate("first-band", 4, "heuristic,random,random,random", games=1000, seed=1)
>>> print(results.summary())            # win rates with 95% intervals, score means and spreads
>>> results.to_csv("results.csv")       # one row per game

How it works:

- Game ``i`` of a run with seed ``S`` is shuffled with ``game_seed(S, i)`` and its bots
  are seeded with ``agent_seed(game seed, seat)``: numbers that depend on ``S`` and ``i``
  only.  So a run gives the same results in one process, over many, on a Dask
  cluster, whatever the chunk size, and any single game can be replayed alone.
- Games are played in chunks (``play_games``, a top-level function, so it pickles
  for process pools of any start method and for Dask).  By default a
  ``ProcessPoolExecutor`` with one process per core plays them; pass ``executor=``
  to use your own ``concurrent.futures.Executor``, for example a Dask cluster's
  ``distributed.Client(address).get_executor()`` (its workers need the same bandlab
  installed).  ``workers=1`` plays in this process.  Scripts that run on platforms
  whose processes start by "spawn" (macOS, Windows) call ``simulate`` under
  ``if __name__ == "__main__":``, as for any process pool.
- In the browser (JupyterLite, Pyodide: ``bandlab.analysis.host.in_browser()``) no
  process or thread can start: the runner plays every game in this process, whatever
  ``workers`` says, and its progress bar starts no thread.
- Bots are named per seat (``"random"``, ``"heuristic"``, ``"search"``: ``agent_names``
  lists): names travel to worker processes as text.  A class or other picklable
  callable ``factory(seed) -> Agent`` may stand in for a name.
- A game whose play raises is reported as a ``GameFailure`` with its seed, the
  error, its traceback and its record up to the failure (``bandlab.replay`` rebuilds
  that position); the other games still finish.
- A game may declare ``measures(self, state) -> dict`` on its Game: numbers or
  text measured on each finished game (winning prices, gigs won); they appear per
  game in the results and averaged in the summary.
- Tasks are made as they are needed, a few per worker at a time, so the number of
  games costs nothing up front (it is capped by ``MAX_GAMES``: every outcome is kept).
  Worker processes of the runner's own pool end with it: on an error, on Ctrl-C
  (SIGINT) or SIGTERM the runner terminates them, and a worker whose parent died
  exits by itself.

This module imports only the standard library and the engine, so worker processes
start fast; ``summary()`` adds ``bandlab.analysis.stats`` (standard library too, so a page
that simulates needs no numpy).
"""

import contextlib
import csv
import hashlib
import itertools
import json
import math
import os
import signal
import threading
import time
import traceback
from collections import Counter
from concurrent.futures import FIRST_COMPLETED, wait
from dataclasses import asdict, dataclass, field
from fractions import Fraction
from typing import NamedTuple

from bandlab.agents import make_agent
from bandlab.analysis import host
from bandlab.core import SetupError, limits
from bandlab.core.errors import shown
from bandlab.core.inputs import file_words, load_json, read_bytes
from bandlab.games import load_game

#: Game and bot seeds have 53 bits, so they survive JSON readers and plotly hovers exactly.
SEED_BITS = 53
#: At most this many games per task: small enough for a lively progress bar, large enough to hide IPC.
MAX_CHUNK = 250
#: Aim for this many tasks per worker, so a slow worker does not hold up the end.
CHUNKS_PER_WORKER = 4
#: A game still going after this many actions is reported as failed (a bot or rule that never ends).
MAX_STEPS = limits.MAX_STEPS
#: How often (seconds) a worker process checks that the process that started it is still there.
PARENT_CHECK_SECONDS = 1.0
RESULTS_FORMAT = "bandlab-simulation"
RESULTS_VERSION = 1


# --- seeds -------------------------------------------------------------------
def derive_seed(*parts):
    """A 53-bit number from ``parts`` (ints and text): BLAKE2b of their repr, the same everywhere."""
    digest = hashlib.blake2b(repr(parts).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> (64 - SEED_BITS)


def game_seed(seed, index):
    """The shuffle seed of game ``index`` of a simulation run with ``seed``."""
    return derive_seed("game", seed, index)


def agent_seed(seed_of_game, seat):
    """The seed of the bot in ``seat`` of the game shuffled with ``seed_of_game``."""
    return derive_seed("agent", seed_of_game, seat)


# --- bots per seat -------------------------------------------------------------
def agent_label(spec):
    """The name a bot goes by in results: its name, or a factory's ``name`` / ``__name__``."""
    if isinstance(spec, str):
        return spec
    name = getattr(spec, "name", None)
    return name if isinstance(name, str) and name != "agent" else getattr(spec, "__name__", repr(spec))


def seat_specs(agents, players):
    """One bot per seat from a name, a comma-separated list, or a sequence (of one or ``players``)."""
    if isinstance(agents, str):
        agents = [a.strip() for a in agents.split(",")]
    elif callable(agents):
        agents = [agents]
    agents = list(agents)
    if len(agents) == 1:
        agents = agents * players
    if len(agents) != players:
        raise SetupError(f"{len(agents)} bots are named for {players} players; name one bot, or one per seat.")
    for spec in agents:
        if not (isinstance(spec, str) and spec) and not callable(spec):
            raise SetupError(f"A bot is given by its name (such as 'random'), not {spec!r}.")
    return tuple(agents)


def build_agent(spec, game_id, seed):
    """The bot ``spec`` names (or builds), seeded with ``seed``."""
    if isinstance(spec, str):
        return make_agent(spec, game_id, seed)
    return spec(seed)


def seated(specs, offset):
    """The bots per seat when they move ``offset`` seats to the right (seat rotation)."""
    players = len(specs)
    return tuple(specs[(seat + offset) % players] for seat in range(players))


# --- one chunk of games (runs in worker processes) ------------------------------
class GameOutcome(NamedTuple):
    """One finished game: its number, seed, seat rotation and result."""

    index: int
    seed: int
    offset: int  # bots moved this many seats (0 unless rotate_seats)
    scores: tuple
    winners: tuple
    steps: int  # actions taken
    rounds: object  # the state's ``round`` at the end, or None if the game has none
    measures: object  # the game's ``measures(state)`` dict, or None if it declares none
    first: object = None  # the seat that acted first (the game's starting player), None if no one acted


@dataclass
class GameFailure:
    """A game that raised: enough to reproduce it (seed, bots, record up to the failure)."""

    index: int
    seed: int
    agents: tuple
    agent_seeds: tuple
    error: str
    traceback: str
    step: object = None  # actions taken before the failure, if the game had started
    record: object = None  # ``state.record()`` up to the failure, for ``bandlab.replay``

    def __str__(self):
        where = f" after {self.step} actions" if self.step is not None else ""
        return f"game {self.index} (seed {self.seed}) failed{where}: {self.error}"


def play_games(task):
    """Play games ``start``..``stop``-1 of a run; return ``(outcomes, failures)``.

    ``task`` is ``(game_id, players, specs, options, seed, start, stop, rotate)``.
    """
    game_id, players, specs, options, seed, start, stop, rotate = task
    game = load_game(game_id)
    measure = getattr(game, "measures", None)
    outcomes, failures = [], []
    for index in range(start, stop):
        offset = index % players if rotate else 0
        outcome = play_one(
            game, players, seated(specs, offset), options, game_seed(seed, index), index, offset, measure
        )
        (failures if isinstance(outcome, GameFailure) else outcomes).append(outcome)
    return outcomes, failures


def play_one(game, players, specs, options, seed, index, offset, measure):
    """Play one game to the end: a GameOutcome, or a GameFailure if anything in it raises."""
    state = None
    seeds = tuple(agent_seed(seed, seat) for seat in range(players))
    try:
        state = game.new(players, seed=seed, **options)
        first = state.current_player
        agents = [build_agent(spec, game.id, s) for spec, s in zip(specs, seeds)]
        for _ in range(MAX_STEPS):
            player = state.current_player
            if player is None:
                break
            state.apply(agents[player].choose(state.view(player), state.legal_actions()))
        else:
            raise RuntimeError(f"the game did not end after {MAX_STEPS:,} actions")
        measures = dict(measure(state)) if measure is not None else None
        return GameOutcome(
            index,
            seed,
            offset,
            tuple(state.scores()),
            tuple(state.winners()),
            len(state.history),
            getattr(state, "round", None),
            measures,
            first,
        )
    except Exception as err:  # a bug in a game or bot: report it, keep simulating
        return GameFailure(
            index,
            seed,
            tuple(agent_label(s) for s in specs),
            seeds,
            f"{type(err).__name__}: {err}",
            traceback.format_exc(),
            None if state is None else len(state.history),
            record_of(state),
        )


def record_of(state):
    """The state's record, or None if there is no state or it cannot be recorded."""
    if state is None:
        return None
    try:
        return state.record()
    except Exception:
        return None


def chunk_failed(task, err):
    """Report every game of a task whose worker failed as a whole (crashed, could not unpickle)."""
    game_id, players, specs, options, seed, start, stop, rotate = task
    failures = []
    for index in range(start, stop):
        offset = index % players if rotate else 0
        s = game_seed(seed, index)
        failures.append(
            GameFailure(
                index,
                s,
                tuple(agent_label(a) for a in seated(specs, offset)),
                tuple(agent_seed(s, seat) for seat in range(players)),
                f"the worker playing games {start}–{stop - 1} failed: {type(err).__name__}: {err}",
                "".join(traceback.format_exception(err)),
            )
        )
    return [], failures


# --- the runner -----------------------------------------------------------------
def simulate(
    game_id,
    players,
    agents,
    games=1000,
    seed=0,
    options=None,
    executor=None,
    workers=None,
    chunk_size=None,
    progress=True,
    rotate_seats=False,
):
    """Play ``games`` games of ``game_id`` with ``agents`` and return their SimulationResults.

    - ``agents``: a bot name for every seat (``"random"``), one per seat
      (``["heuristic", "random", "random"]`` or ``"heuristic,random,random"``).
    - ``seed``: the run's seed; the same seed gives the same results whatever
      ``executor``, ``workers`` or ``chunk_size``.
    - ``options``: game options (rule variants), passed to ``game.new`` for every game.
    - ``executor``: any ``concurrent.futures.Executor`` (a Dask ``Client.get_executor()``
      too); by default a process pool of ``workers`` processes (default: every core),
      or this process alone when ``workers=1`` or in the browser (where no process starts).
    - ``chunk_size``: games per task (default: a few tasks per worker, at most 250 games).
    - ``progress``: show a tqdm progress bar (notebook or terminal).
    - ``rotate_seats``: move the bots one seat to the right every game, so each bot
      plays every seat equally often (per-agent rates then do not depend on seating).
    """
    game = load_game(game_id)
    specs = seat_specs(agents, players)
    if options is not None and not isinstance(options, dict):
        raise SetupError(f"options must be a dict of game options, not {type(options).__name__}.")
    options = dict(options or {})
    check_count(games, "games", maximum=limits.MAX_GAMES)
    check_count(seed, "seed", minimum=0, maximum=limits.MAX_SEED)
    game.new(players, seed=0, **options)  # bad player counts or options fail here, before any work
    for spec in specs:
        build_agent(spec, game_id, 0)  # and so do unknown bot names
    if executor is None and host.in_browser():  # no process can start here: every game is played in this one
        if workers is not None:
            check_count(workers, "workers")  # not a number of workers: an error anywhere; any number: 1 here
        workers = 1
    elif executor is None:
        cap = limits.max_workers(os.cpu_count())
        workers = min(os.cpu_count() or 1, cap) if workers is None else check_count(workers, "workers", maximum=cap)
    size = (
        check_count(chunk_size, "chunk_size", maximum=limits.MAX_GAMES)
        if chunk_size is not None
        else default_chunk_size(games, workers or getattr(executor, "_max_workers", None) or os.cpu_count() or 1)
    )
    tasks = (
        (game_id, players, specs, options, seed, start, min(start + size, games), bool(rotate_seats))
        for start in range(0, games, size)
    )
    bar = Progress(games, f"{game.name} ×{games:,}", progress)
    started = time.perf_counter()
    try:
        if executor is not None:
            known = getattr(executor, "_max_workers", None)
            parts = run_tasks(executor, tasks, bar, in_flight(known) if known else MAX_TASKS_IN_FLIGHT)
        elif workers == 1:
            parts = [bar.done(task, play_games(task)) for task in tasks]
        else:
            parts = run_in_processes(min(workers, math.ceil(games / size)), tasks, bar)
    finally:
        bar.close()
    outcomes = sorted((o for part, _ in parts for o in part), key=lambda o: o.index)
    failures = sorted((f for _, part in parts for f in part), key=lambda f: f.index)
    return SimulationResults(
        game_id,
        players,
        tuple(agent_label(s) for s in specs),
        seed,
        options,
        bool(rotate_seats),
        outcomes,
        failures,
        time.perf_counter() - started,
    )


#: Tasks handed at once to an executor whose size is unknown (a Dask cluster's).
MAX_TASKS_IN_FLIGHT = 256


def in_flight(workers):
    """Tasks handed to ``workers`` workers at once: a few each, so none waits and no list of every task is made."""
    return max(1, min(MAX_TASKS_IN_FLIGHT, limits.TASKS_IN_FLIGHT_PER_WORKER * workers))


def check_count(value, what, minimum=1, maximum=None):
    """A whole number from ``minimum`` to ``maximum`` (if given), or a SetupError naming ``what``."""
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise SetupError(f"{what} must be a whole number of at least {minimum}, not {shown(value)}.")
    if maximum is not None and value > maximum:
        raise SetupError(f"{what} must be at most {maximum:,}, not {shown(value)} (docs/architecture.md, Limits).")
    return value


def default_chunk_size(games, workers):
    """Games per task: about CHUNKS_PER_WORKER tasks per worker, at most MAX_CHUNK games each."""
    return max(1, min(MAX_CHUNK, math.ceil(games / (workers * CHUNKS_PER_WORKER))))


def run_in_processes(workers, tasks, bar, work=play_games):
    """Run the tasks (each with ``work``) on a process pool of our own, shut down afterwards; on any interruption
    (an error, Ctrl-C, SIGTERM) its workers are terminated at once, so none is left running."""
    from concurrent.futures import ProcessPoolExecutor  # only where processes can start (not in the browser)

    pool = ProcessPoolExecutor(max_workers=workers, initializer=start_worker, initargs=(os.getpid(),))
    try:
        with sigterm_raises():
            parts = run_tasks(pool, tasks, bar, in_flight(workers), work)
    except BaseException:
        stop_workers(pool)
        raise
    pool.shutdown()
    return parts


def start_worker(parent):
    """In each worker: leave Ctrl-C to the main process, die at once on SIGTERM, and exit if ``parent``
    goes away (killed).  Runs only in the runner's own pool's processes, so its watcher thread starts only
    where processes (and threads) can: never in the browser, where ``simulate`` plays in-process."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)

    def watch():
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK_SECONDS)
        os._exit(1)

    threading.Thread(target=watch, name="bandlab-parent-watch", daemon=True).start()


def stop_workers(pool):
    """Cancel what is queued and terminate the pool's worker processes (they may be mid-game)."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        with contextlib.suppress(Exception):
            process.terminate()
    for process in processes:
        with contextlib.suppress(Exception):
            process.join(5)
            if process.is_alive():
                process.kill()


class Terminated(SystemExit):
    """SIGTERM arrived while the runner's workers played: exit as a terminated process does."""


@contextlib.contextmanager
def sigterm_raises():
    """While inside, SIGTERM raises Terminated in the main thread (so the workers are cleaned up),
    unless someone else already handles SIGTERM or this is not the main thread."""
    main = threading.current_thread() is threading.main_thread()
    if not main or signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL:
        yield
        return

    def terminated(signum, frame):
        raise Terminated(128 + signum)

    signal.signal(signal.SIGTERM, terminated)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)


def run_tasks(executor, tasks, bar, limit, work=play_games):
    """Hand the tasks to ``executor`` (each played by ``work``, a top-level function such as ``play_games``), at
    most ``limit`` at a time, and collect the parts as they finish."""
    tasks = iter(tasks)
    pending = {}

    def submit(count):
        for task in itertools.islice(tasks, count):
            pending[executor.submit(work, task)] = task

    parts = []
    try:
        submit(limit)
        bar.start()
        while pending:
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                task = pending.pop(future)
                try:
                    part = future.result()
                except Exception as err:
                    part = chunk_failed(task, err)
                parts.append(bar.done(task, part))
            submit(limit - len(pending))
    except BaseException:
        for future in pending:
            future.cancel()
        raise
    return parts


class Progress:
    """A tqdm.auto bar over games (a notebook widget or a terminal line), or nothing."""

    def __init__(self, total, label, enabled):
        self.total, self.label, self.enabled, self.bar = total, label, enabled, None

    def start(self):
        """Show the bar (after worker processes have started, so they do not inherit its thread)."""
        if self.enabled and self.bar is None:
            self.bar = host.progress_bar(total=self.total, desc=self.label, unit="game", smoothing=0.05)

    def done(self, task, part):
        """Count a finished task's games; return its part."""
        self.start()
        if self.bar is not None:
            self.bar.update(task[6] - task[5])
        return part

    def close(self):
        """Close the bar."""
        if self.bar is not None:
            self.bar.close()


# --- results --------------------------------------------------------------------
@dataclass
class SimulationResults:
    """The games of one simulation run, in game order, with the failures apart."""

    game_id: str
    players: int
    agents: tuple  # the bot in each seat (before any rotation)
    seed: int
    options: dict
    rotate_seats: bool
    outcomes: list  # GameOutcome per finished game, by index
    failures: list = field(default_factory=list)  # GameFailure per game that raised
    seconds: float = math.nan  # wall time of the run

    def __len__(self):
        return len(self.outcomes)

    @property
    def games(self):
        """How many games were asked for (finished and failed)."""
        return len(self.outcomes) + len(self.failures)

    def seat_agents(self, outcome):
        """The bot in each seat of one game."""
        return seated(self.agents, outcome.offset)

    def measure_names(self):
        """The names of the game's measures, in the order the games report them."""
        names = {}
        for outcome in self.outcomes:
            names.update(dict.fromkeys(outcome.measures or ()))
        return list(names)

    def table(self):
        """The results as columns (name -> list, one entry per finished game), no pandas needed.

        Columns: game, seed, agent_<seat>, score_<seat>, winners (seats separated by
        spaces), first_player (the seat that acted first), steps, rounds, then one per measure (None where a game
        lacks it; named ``measure_<name>`` if the name is already a column).
        """
        seats = range(self.players)
        columns = {"game": [o.index for o in self.outcomes], "seed": [o.seed for o in self.outcomes]}
        agents = [self.seat_agents(o) for o in self.outcomes]
        for seat in seats:
            columns[f"agent_{seat}"] = [a[seat] for a in agents]
        for seat in seats:
            columns[f"score_{seat}"] = [o.scores[seat] for o in self.outcomes]
        columns["winners"] = [" ".join(map(str, o.winners)) for o in self.outcomes]
        columns["first_player"] = [o.first for o in self.outcomes]
        columns["steps"] = [o.steps for o in self.outcomes]
        columns["rounds"] = [o.rounds for o in self.outcomes]
        for name in self.measure_names():
            column = f"measure_{name}" if name in columns else name
            columns[column] = [(o.measures or {}).get(name) for o in self.outcomes]
        return columns

    def rows(self):
        """The results as one dict per finished game (the columns of ``table()``)."""
        columns = self.table()
        return [dict(zip(columns, values)) for values in zip(*columns.values())]

    def summary(self, confidence=0.95):
        """Win rates with Wilson intervals per seat and per bot, score means and spreads, lengths."""
        return summarise(self, confidence)

    def __str__(self):
        return str(self.summary())

    def __repr__(self):
        failed = f", {len(self.failures):,} failed" if self.failures else ""
        return (
            f"<SimulationResults {self.game_id}: {self.players} players, {len(self):,} games{failed}, "
            f"seed {self.seed}, bots {', '.join(agent_label(a) for a in self.agents)}>"
        )

    def _repr_pretty_(self, printer, cycle):
        """IPython shows the summary table."""
        printer.text(repr(self) if cycle else str(self))

    # --- files ----------------------------------------------------------------
    def to_csv(self, path):
        """Write one row per finished game (the columns of ``table()``) to ``path``."""
        columns = self.table()
        with open(path, "w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle)
            writer.writerow(columns)
            writer.writerows(zip(*columns.values()))

    def to_dict(self):
        """A JSON-able dict: the run's setup, every game, every failure and the summary."""
        return {
            "format": RESULTS_FORMAT,
            "version": RESULTS_VERSION,
            "game": self.game_id,
            "players": self.players,
            "agents": [agent_label(a) for a in self.agents],
            "seed": self.seed,
            "options": self.options,
            "rotate_seats": self.rotate_seats,
            "seconds": None if math.isnan(self.seconds) else self.seconds,
            "games": [
                {
                    "game": o.index,
                    "seed": o.seed,
                    "agents": list(self.seat_agents(o)),
                    "scores": list(o.scores),
                    "winners": list(o.winners),
                    "first_player": o.first,
                    "steps": o.steps,
                    "rounds": o.rounds,
                    "measures": o.measures,
                }
                for o in self.outcomes
            ],
            "failures": [asdict(f) for f in self.failures],
            "summary": self.summary().to_dict(),
        }

    def to_json(self, path):
        """Write ``to_dict()`` as JSON to ``path``; ``SimulationResults.from_json`` reads it back."""
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(self.to_dict(), handle)

    @classmethod
    def from_dict(cls, data):
        """Rebuild results from ``to_dict()`` output; SetupError if it is not that."""
        if not isinstance(data, dict) or data.get("format") != RESULTS_FORMAT:
            raise SetupError("This is not a bandlab simulation results file.")
        try:
            return cls.read_dict(data)
        except (KeyError, TypeError, ValueError, AttributeError) as err:
            raise SetupError(
                f"This simulation results file is damaged ({type(err).__name__}: {shown(str(err))})."
            ) from None

    @classmethod
    def read_dict(cls, data):
        """``from_dict`` without the checks."""
        agents, players = tuple(data["agents"]), data["players"]
        outcomes = [
            GameOutcome(
                g["game"],
                g["seed"],
                offset_of(agents, tuple(g["agents"])),
                tuple(g["scores"]),
                tuple(g["winners"]),
                g["steps"],
                g["rounds"],
                g["measures"],
                g.get("first_player"),
            )
            for g in data["games"]
        ]
        failures = [
            GameFailure(**{**f, "agents": tuple(f["agents"]), "agent_seeds": tuple(f["agent_seeds"])})
            for f in data["failures"]
        ]
        seconds = math.nan if data.get("seconds") is None else data["seconds"]
        return cls(
            data["game"],
            players,
            agents,
            data["seed"],
            data["options"],
            data["rotate_seats"],
            outcomes,
            failures,
            seconds,
        )

    @classmethod
    def from_json(cls, path):
        """Read results written by ``to_json`` (at most MAX_RESULTS_BYTES; SetupError if not such a file)."""
        what = file_words(path)
        return cls.from_dict(
            load_json(
                read_bytes(path, SetupError, what, limits.MAX_RESULTS_BYTES),
                SetupError,
                what,
                limits.MAX_RESULTS_BYTES,
                constants=True,
            )
        )


def offset_of(agents, seat_agents):
    """The rotation that seats ``agents`` as ``seat_agents`` (0 when none does)."""
    return next((k for k in range(len(agents)) if seated(agents, k) == seat_agents), 0)


# --- summary --------------------------------------------------------------------
@dataclass
class Summary:
    """Who won how often, per seat and per bot, with Wilson intervals; scores; game length.

    A win shared by k players counts 1/k to each of them, so the win rates of a
    game's seats add up to 1 and a tie is neither ignored nor double-counted.
    Per-bot rates pool every seat the bot sat in; the seats of one game are not
    independent (one seat's win is another's loss), which makes the pooled interval
    a little wider than it needs to be, never narrower.
    """

    game: str
    game_id: str
    players: int
    games: int  # finished games
    seed: int
    agents: tuple  # the bot in each seat (before rotation)
    rotate_seats: bool
    confidence: float
    seats: list  # per seat: seat, agent, games, wins, win_rate, ci_low, ci_high, score_mean, score_sd
    agent_rates: list  # per bot: agent, games (seat-games), wins, win_rate, ci_low, ci_high, score_mean, score_sd
    seat_agent_rates: list  # per seat and bot that sat there: seat, agent, and the same figures
    order_rates: list  # per place in turn order (0 = the player who acted first): order, and the same figures
    shared_wins: int  # games won by more than one player
    steps: dict  # n, mean, sd, min, max of actions per game
    rounds: object  # the same for rounds, or None if the game has no rounds
    measures: dict  # measure -> n/mean/sd/min/max (numbers) or {"counts": {...}} (text)
    failures: list  # one line per failed game
    seconds: float = math.nan

    def to_dict(self):
        """A JSON-able dict (NaN becomes None)."""
        return without_nan(asdict(self))

    def __str__(self):
        return "\n".join(self.lines())

    def _repr_pretty_(self, printer, cycle):
        """IPython shows the table."""
        printer.text(str(self))

    def lines(self):
        """The summary as lines of text: header, tables, lengths, measures, failures."""
        level = f"{self.confidence:.0%}"
        head = (
            f"{self.game} ({self.game_id}): {self.players} players, {self.games:,} games, seed {self.seed}"
            f" — {', '.join(self.agents)}" + (", rotating seats every game" if self.rotate_seats else "")
        )
        if not math.isnan(self.seconds) and self.seconds > 0:
            head += f" ({self.seconds:.1f} s, {(self.games + len(self.failures)) / self.seconds:,.0f} games/s)"
        lines = [
            head,
            f"Win rates with {level} Wilson intervals (a win shared by k players counts 1/k to each;"
            f" {1 / self.players:.1%} each if all played alike):",
        ]
        cols = ("games", "wins", "win rate", f"{level} interval", "mean score", "sd")
        # Seats are numbered from 1 for readers, as on every page (Alice is seat 1); the data counts from 0.
        lines += format_table(
            ("seat", "agent") + cols, [(r["seat"] + 1, r["agent"]) + rate_cells(r) for r in self.seats]
        )
        lines += ["By agent:"] + format_table(
            ("agent",) + cols, [(r["agent"],) + rate_cells(r) for r in self.agent_rates]
        )
        if self.rotate_seats:
            lines += ["By seat and agent:"] + format_table(
                ("seat", "agent") + cols, [(r["seat"] + 1, r["agent"]) + rate_cells(r) for r in self.seat_agent_rates]
            )
        if self.order_rates:
            lines += ["By turn order (1st = the player who acted first, then clockwise):"] + format_table(
                ("order",) + cols, [(ordinal(r["order"]),) + rate_cells(r) for r in self.order_rates]
            )
        if self.games:
            shared = self.shared_wins
            lines.append(f"Shared wins: {shared:,} of {self.games:,} games ({shared / self.games:.1%}).")
            rounds = f"; {spread(self.rounds)} rounds." if self.rounds else "."
            lines.append(f"Game length: {spread(self.steps)} actions{rounds}")
        if self.measures:
            lines.append("Measures per game:")
        for name, figures in self.measures.items():
            if "counts" in figures:
                top = ", ".join(f"{value} ×{count:,}" for value, count in list(figures["counts"].items())[:8])
                lines.append(f"  {name}: {top}")
            else:
                lines.append(f"  {name}: {spread(figures)}")
        if self.failures:
            lines.append(f"{len(self.failures):,} games FAILED (the results' failures hold each record and traceback):")
            lines += [f"  {line}" for line in self.failures[:10]]
            if len(self.failures) > 10:
                lines.append(f"  ... and {len(self.failures) - 10:,} more")
        return lines


def summarise(results, confidence=0.95):
    """The Summary of SimulationResults (standard library only, so it runs in the browser too).

    Each seat of each game falls in one cell: (seat, bot, place in turn order).  A cell counts its
    scores (value -> seat-games) and its wins (k -> wins shared by k), so every row of the summary adds
    up a few cells: wins exactly (a share of 1/k is a Fraction), means and spreads by
    ``stats.counted_mean_sd``.
    """
    from bandlab.analysis import stats

    players, outcomes = results.players, results.outcomes
    labels = list(dict.fromkeys(agent_label(a) for a in results.agents))
    seat_labels = {}  # rotation offset -> the bot of each seat
    cells = {}  # (seat, bot, order or None) -> (scores Counter, shared wins Counter)
    for outcome in outcomes:
        here = seat_labels.get(outcome.offset)
        if here is None:
            here = seat_labels[outcome.offset] = [agent_label(a) for a in results.seat_agents(outcome)]
        first, winners = outcome.first, outcome.winners
        for seat in range(players):
            key = (seat, here[seat], None if first is None else (seat - first) % players)
            cell = cells.get(key)
            if cell is None:
                cell = cells[key] = (Counter(), Counter())
            cell[0][outcome.scores[seat]] += 1
            if seat in winners:
                cell[1][len(winners)] += 1

    def rates(chosen):
        """Games, wins, win rate with its interval, score mean and sd over the cells ``chosen`` (seat, bot, order)."""
        scores, shares = Counter(), Counter()
        for key, (cell_scores, cell_shares) in cells.items():
            if chosen(*key):
                scores.update(cell_scores)
                shares.update(cell_shares)
        n = sum(scores.values())
        wins = float(sum((Fraction(count, k) for k, count in shares.items()), Fraction(0)))
        low, high = stats.wilson_interval(wins, n, confidence) if n else (math.nan, math.nan)
        mean, sd = stats.counted_mean_sd(scores)
        return {
            "games": n,
            "wins": wins,
            "win_rate": wins / n if n else math.nan,
            "ci_low": low,
            "ci_high": high,
            "score_mean": mean,
            "score_sd": sd,
        }

    seats = [
        {
            "seat": s,
            "agent": "rotating" if results.rotate_seats else agent_label(results.agents[s]),
            **rates(lambda seat, bot, order: seat == s),
        }
        for s in range(players)
    ]
    agent_rates = [{"agent": label, **rates(lambda seat, bot, order: bot == label)} for label in labels]
    seat_agent_rates = [
        {"seat": s, "agent": label, **rates(lambda seat, bot, order: seat == s and bot == label)}
        for s in range(players)
        for label in labels
        if any(seat == s and bot == label for seat, bot, _ in cells)
    ]
    started = any(o.first is not None for o in outcomes)
    order_rates = (
        [{"order": k, **rates(lambda seat, bot, order: order == k)} for k in range(players)] if started else []
    )
    rounds = [o.rounds for o in outcomes if o.rounds is not None]
    return Summary(
        game=load_game(results.game_id).name,
        game_id=results.game_id,
        players=players,
        games=len(outcomes),
        seed=results.seed,
        agents=tuple(agent_label(a) for a in results.agents),
        rotate_seats=results.rotate_seats,
        confidence=confidence,
        seats=seats,
        agent_rates=agent_rates,
        seat_agent_rates=seat_agent_rates,
        order_rates=order_rates,
        shared_wins=sum(len(o.winners) > 1 for o in outcomes),
        steps=stats.describe([o.steps for o in outcomes]),
        rounds=stats.describe(rounds) if rounds else None,
        measures=summarise_measures(results, stats),
        failures=[str(f) for f in results.failures],
        seconds=results.seconds,
    )


def summarise_measures(results, stats):
    """Per measure: n/mean/sd/min/max if every value is a number, else counts of each value."""
    figures = {}
    for name in results.measure_names():
        values = [o.measures[name] for o in results.outcomes if o.measures and name in o.measures]
        if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values):
            figures[name] = stats.describe(values)
        else:
            figures[name] = {"n": len(values), "counts": dict(Counter(map(str, values)).most_common())}
    return figures


def rate_cells(row):
    """The printed cells of a win-rate row."""
    return (
        f"{row['games']:,}",
        count_text(row["wins"]),
        percent(row["win_rate"]),
        f"{percent(row['ci_low'])} – {percent(row['ci_high'])}",
        number(row["score_mean"]),
        number(row["score_sd"]),
    )


def ordinal(k):
    """0 -> '1st', 1 -> '2nd', ... (a place in turn order, counted from 0)."""
    return f"{k + 1}{ ({1: 'st', 2: 'nd', 3: 'rd'}.get(k + 1, 'th')) }"


def count_text(x):
    """A count that may be fractional (shared wins): 412 or 412.33."""
    return f"{x:,.0f}" if float(x).is_integer() else f"{x:,.2f}"


def percent(x):
    """0.4321 -> '43.2%'; NaN -> '—'."""
    return "—" if math.isnan(x) else f"{x:.1%}"


def number(x):
    """A mean or sd with one decimal; NaN -> '—'."""
    return "—" if math.isnan(x) else f"{x:,.1f}"


def spread(figures):
    """'mean 67.1 (sd 2.3, 60–75)' from a describe() dict."""
    return f"mean {number(figures['mean'])} (sd {number(figures['sd'])}, {figures['min']:g}–{figures['max']:g})"


def format_table(headers, rows):
    """Lines of a plain-text table: text columns left-aligned, the rest right-aligned."""
    cells = [tuple(map(str, headers))] + [tuple(map(str, r)) for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]
    left = [i for i, h in enumerate(headers) if h == "agent"]
    return [
        "  " + "  ".join(c.ljust(w) if i in left else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))).rstrip()
        for r in cells
    ]


def without_nan(value):
    """``value`` with every float NaN replaced by None (JSON has no NaN)."""
    if isinstance(value, float) and math.isnan(value):
        return None
    if isinstance(value, dict):
        return {k: without_nan(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [without_nan(v) for v in value]
    return value
