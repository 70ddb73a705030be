"""``bandlab balance GAME``: a house rule tested A/B on the same deals, with card strength.

    bandlab balance battle-of-the-bands --option target=6 --games 400 --agents heuristic --workers 2
    bandlab balance first-band --option dual_member_one_seat=on --games 10000 --out balance-out

Every game is played under the base rules and under the variant with the same seed, seats rotating;
each measure is printed with its paired 95% interval, then one sentence per measure that moved.
``--out DIR`` writes measures.csv, cards.csv and balance.json.  Exit codes: 0 when every pair finished,
1 when some failed (they are listed and left out), 2 for bad arguments (nothing is played).
"""

import os

import bandlab
from bandlab.cli import BOTS_HELP, ArgumentError, whole_number
from bandlab.cli.simulate import connect
from bandlab.core import limits
from bandlab.core.errors import shown


def add_balance_arguments(parser):
    """Options of ``bandlab balance``."""
    parser.add_argument("game", help="game id, e.g. battle-of-the-bands (see `bandlab games`)")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="the variant: a rule option and its value (on/off for a house rule), repeatable; at least one",
    )
    parser.add_argument(
        "--players", type=whole_number(0, 99), default=None, help="number of players (default: 4, or the most allowed)"
    )
    parser.add_argument(
        "--games",
        type=whole_number(1, limits.MAX_GAMES),
        default=1000,
        help=f"deals to play under both rule sets (default 1000, at most {limits.MAX_GAMES:,})",
    )
    parser.add_argument(
        "--agents",
        default="heuristic",
        help=f"one bot for every seat, or one per seat comma-separated (default heuristic); {BOTS_HELP}",
    )
    parser.add_argument(
        "--seed", type=whole_number(0, limits.MAX_SEED), default=0, help="seed of the run (default 0): same results"
    )
    parser.add_argument(
        "--workers",
        type=whole_number(1, limits.max_workers(os.cpu_count())),
        default=None,
        help=f"worker processes on this machine (default: every core, {os.cpu_count()} here)",
    )
    parser.add_argument(
        "--scheduler", metavar="ADDRESS", help="play on a Dask cluster, e.g. tcp://host:8786 (needs bandlab[dask])"
    )
    parser.add_argument("--out", metavar="DIR", help="write measures.csv, cards.csv and balance.json into DIR")
    parser.add_argument("--no-cards", action="store_true", help="skip card strength")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")


def default_players(game):
    """Four players where the game allows them, else the most it allows."""
    return min(max(4, game.min_players), game.max_players)


def run_balance(args):
    """Check everything, play the pairs, print the report, write --out; 1 if any pair failed."""
    from bandlab.analysis.balance import balance, check_variants

    game = bandlab.load_game(args.game)
    if not args.option:
        raise ArgumentError("name the variant with --option KEY=VALUE (see bandlab balance --help)")
    variant = check_variants(game.id, args.option)
    if args.out:
        check_out_folder(args.out)
    if args.scheduler and args.workers is not None:
        raise ArgumentError("--workers is for this machine; with --scheduler the cluster's workers play")
    players = args.players if args.players is not None else default_players(game)
    game.check_players(players)
    client = connect(args.scheduler) if args.scheduler else None
    try:
        results = balance(
            game.id,
            players,
            args.agents,
            variant,
            games=args.games,
            seed=args.seed,
            executor=client.get_executor() if client else None,
            workers=args.workers,
            progress=not args.no_progress,
            cards=not args.no_cards,
        )
    finally:
        if client is not None:
            client.close()
    print(results.report())
    if args.out:
        paths = results.save(args.out)
        print("Wrote " + ", ".join(paths))
    return 1 if results.failures else 0


def check_out_folder(path):
    """Before any game: ``path`` is a folder (or can be made as one) this process may write in."""
    if os.path.exists(path) and not os.path.isdir(path):
        raise ArgumentError(f"--out {shown(path)} is a file; name a folder for measures.csv, cards.csv, balance.json")
    parent = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(parent):
        raise ArgumentError(f"--out {shown(path)}: there is no folder {shown(parent)} to make it in")
    folder = path if os.path.isdir(path) else parent
    if not os.access(folder, os.W_OK):
        raise ArgumentError(f"--out {shown(path)} cannot be written")
