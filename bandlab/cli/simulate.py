"""``bandlab simulate GAME``: play many bot games and print who wins how often.

    bandlab simulate first-band --players 4 --games 10000 --agents heuristic,random,random,random --workers 2
    bandlab simulate first-band --games 100000 --scheduler tcp://10.0.0.5:8786 --out results.csv

Exit codes: 0 when every game finished, 1 when some games failed (each is listed
with its seed; ``--out x.json`` keeps their records), 2 for bad arguments.
"""

import os

import bandlab
from bandlab.cli import BOTS_HELP, ArgumentError, whole_number
from bandlab.core import SetupError, limits
from bandlab.core.errors import shown
from bandlab.core.inputs import load_json

OUT_FORMATS = (".csv", ".json")


def add_simulate_arguments(parser):
    """Options of ``bandlab simulate``."""
    parser.add_argument("game", help="game id, e.g. first-band (see `bandlab games`)")
    parser.add_argument(
        "--players", type=whole_number(0, 99), default=None, help="number of players (default: the fewest allowed)"
    )
    parser.add_argument(
        "--games",
        type=whole_number(1, limits.MAX_GAMES),
        default=1000,
        help=f"how many games to play (default 1000, at most {limits.MAX_GAMES:,})",
    )
    parser.add_argument(
        "--agents",
        default="random",
        help=f"one bot for every seat, or one per seat comma-separated, e.g. heuristic,random,random; {BOTS_HELP}",
    )
    parser.add_argument(
        "--seed",
        type=whole_number(0, limits.MAX_SEED),
        default=0,
        help="seed of the whole run (default 0): same seed, same results",
    )
    parser.add_argument(
        "--workers",
        type=whole_number(1, limits.max_workers(os.cpu_count())),
        default=None,
        help=f"worker processes on this machine (default: every core, {os.cpu_count()} here)",
    )
    parser.add_argument(
        "--chunk-size",
        type=whole_number(1, limits.MAX_GAMES),
        default=None,
        help="games per task (default: chosen from --games)",
    )
    parser.add_argument(
        "--scheduler", metavar="ADDRESS", help="play on a Dask cluster, e.g. tcp://host:8786 (needs bandlab[dask])"
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a game option for every game (VALUE read as JSON if it can be), repeatable",
    )
    parser.add_argument(
        "--rotate-seats",
        action="store_true",
        help="move the bots one seat to the right every game, so each plays every seat",
    )
    parser.add_argument("--out", metavar="FILE", help="also write every game to FILE (.csv, or .json with failures)")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")


def run_simulate(args):
    """Run the simulation, print its summary table, write --out; 1 if any game failed."""
    from bandlab.analysis.simulate import simulate

    game = bandlab.load_game(args.game)
    players = args.players if args.players is not None else game.min_players
    if args.out:
        check_out(args.out)
    if args.scheduler and args.workers is not None:
        raise ArgumentError("--workers is for this machine; with --scheduler the cluster's workers play")
    options = parse_options(args.option)
    client = connect(args.scheduler) if args.scheduler else None
    try:
        results = simulate(
            args.game,
            players,
            args.agents,
            games=args.games,
            seed=args.seed,
            options=options,
            executor=client.get_executor() if client else None,
            workers=args.workers,
            chunk_size=args.chunk_size,
            progress=not args.no_progress,
            rotate_seats=args.rotate_seats,
        )
    finally:
        if client is not None:
            client.close()
    print(results.summary())
    if args.out:
        write(results, args.out)
    return 1 if results.failures else 0


def check_out(path):
    """Before any game is played: ``path`` is a .csv or .json file this process may write, in a folder that exists."""
    if not path.lower().endswith(OUT_FORMATS):
        raise ArgumentError(f"--out must name a .csv or .json file, not {shown(path)}")
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise ArgumentError(f"--out {shown(path)}: there is no folder {shown(folder)} to write it in")
    if os.path.isdir(path):
        raise ArgumentError(f"--out {shown(path)} is a folder, not a file")
    refusal = write_refusal(path)
    if refusal:
        raise ArgumentError(f"--out {shown(path)} cannot be written: {refusal.lower()}")


def write_refusal(path):
    """Why ``path`` cannot be written ('' if it can), found by opening it to append: an existing file is
    left as it was, a new one removed again.  (``os.access`` says yes to root even where the
    file system then refuses, so asking is not enough: the games would be played and lost.)"""
    existed = os.path.exists(path)
    try:
        with open(path, "a", encoding="utf-8"):
            pass
    except OSError as err:
        return err.strerror or type(err).__name__
    if not existed:
        os.remove(path)
    return ""


def parse_options(texts):
    """``["starting_player=0", "names=[\\"A\\",\\"B\\",\\"C\\"]"]`` -> a dict of game options.

    A VALUE that is JSON (within the limits of ``bandlab.core.inputs.load_json``) is read as JSON, else as text."""
    options = {}
    for text in texts:
        name, sep, value = text.partition("=")
        if not sep or not name.strip():
            raise ArgumentError(f"--option takes NAME=VALUE, not {shown(text)}")
        try:
            options[name.strip()] = load_json(value, SetupError, f"--option {name.strip()[:40]}")
        except SetupError:
            if value.strip()[:1] and value.strip()[0] in '[{"-0123456789':
                raise  # meant as JSON, but broken or too large: say so rather than pass the text on
            options[name.strip()] = value
    return options


def connect(address):
    """A Dask client of the scheduler at ``address``, or a SetupError saying what is missing."""
    try:
        from distributed import Client
    except ImportError:
        raise SetupError("--scheduler needs Dask: pip install 'bandlab[dask]'") from None
    try:
        return Client(address, timeout="10s")
    except (OSError, TimeoutError, ValueError) as err:
        raise SetupError(f"cannot reach the Dask scheduler at {address}: {err}") from None


def write(results, path):
    """Write the results as CSV or JSON, by the file's extension."""
    try:
        if path.lower().endswith(".json"):
            results.to_json(path)
        else:
            results.to_csv(path)
    except OSError as err:
        raise SetupError(f"cannot write {path}: {err.strerror}") from None
    print(f"Wrote {len(results):,} games to {path}")
