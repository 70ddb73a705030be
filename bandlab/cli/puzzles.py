"""``bandlab puzzles GAME --games N --out FILE``: mine puzzles from search-against-heuristic games.

The shipped puzzle files (``bandlab/analysis/puzzle_data/<game>.json``) were made with this command;
each file's ``method`` says how (games, seed, budgets), so the same command makes it again.
"""

import bandlab
from bandlab.cli import whole_number
from bandlab.core import SetupError
from bandlab.core.limits import MAX_SEED

#: The most games one run may play (each takes about a minute and a half on one core).
MAX_PUZZLE_GAMES = 1_000
#: The largest confirming budget, as a multiple of the playing budget.
MAX_CONFIRM_FACTOR = 50


def add_puzzles_arguments(parser):
    """Options of ``bandlab puzzles``."""
    parser.add_argument("game", help="game id, e.g. first-band (see `bandlab games`)")
    parser.add_argument(
        "--games", type=whole_number(1, MAX_PUZZLE_GAMES), default=10, help="games to play and search (default 10)"
    )
    parser.add_argument("--seed", type=whole_number(0, MAX_SEED), default=1, help="seed of the run (default 1)")
    parser.add_argument(
        "--budget",
        type=whole_number(100, 10_000_000),
        default=None,
        help="the search seat's and the screening search's budget in simulated actions "
        "(default: the game's playing budget)",
    )
    parser.add_argument(
        "--confirm",
        type=whole_number(1, MAX_CONFIRM_FACTOR),
        default=None,
        help="the confirming search's budget as a multiple of the screening one (default 6)",
    )
    parser.add_argument(
        "--precheck",
        type=whole_number(0, MAX_CONFIRM_FACTOR),
        default=0,
        help="before confirming, a search with this multiple of the budget must agree (default 0: none)",
    )
    parser.add_argument(
        "--margin",
        type=whole_number(0, 100),
        default=10,
        help="points of win chance the best move must lead every other by (default 10)",
    )
    parser.add_argument(
        "--seats",
        choices=["search", "every"],
        default="search",
        help="whose decisions to examine: the search seat's (default) or every seat's",
    )
    parser.add_argument("--out", metavar="FILE", required=True, help="write the puzzles as JSON to FILE")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def run_puzzles(args):
    """Mine puzzles and write them; print how many and their margins."""
    from bandlab.analysis.puzzles import CONFIRM_FACTOR, method_of, mine, save_puzzles

    game = bandlab.load_game(args.game)
    confirm = args.confirm or CONFIRM_FACTOR
    check_writable(args.out)
    margin = args.margin / 100
    method = method_of(game.id, args.games, args.seed, args.budget, confirm, margin, args.seats, args.precheck)
    found = mine(
        game.id,
        args.games,
        seed=args.seed,
        budget=args.budget,
        confirm_factor=confirm,
        progress=not args.quiet,
        margin=margin,
        seats=args.seats,
        precheck=args.precheck,
        after_game=lambda so_far, played: save_puzzles(args.out, game.id, so_far, {**method, "games": played}),
    )
    save_puzzles(args.out, game.id, found, method)
    margins = sorted(round(100 * p.margin) for p in found)
    print(
        f"{len(found)} puzzles from {args.games} games of {game.name} written to {args.out}"
        + (f"; margins {margins[0]}–{margins[-1]} points, median {margins[len(margins) // 2]}" if found else "")
    )
    return 0


def check_writable(path):
    """Refuse an output file that cannot be written, before hours of searching."""
    try:
        with open(path, "a", encoding="utf-8"):
            pass
    except OSError as err:
        raise SetupError(f"--out {path!r} cannot be written: {err.strerror or err}.") from None
