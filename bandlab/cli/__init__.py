"""The ``bandlab`` command. Each subcommand lives in its own module of this package.

For a subcommand NAME, its module defines ``add_NAME_arguments(parser)`` and
``run_NAME(args)``, which returns the exit code.  Bad input prints one line and exits with 2.
Numbers on the command line are read with ``whole_number`` (``decimal_number`` for fractions), inside
the limits of ``bandlab.core.limits``; the benchmarks read names with ``one_of`` and run seeds with ``seed_list``.
"""

import argparse
import importlib
import re
import sys

from bandlab.core.limits import MAX_SEED

#: subcommand -> (module, one-line help)
COMMANDS = {
    "games": ("bandlab.cli.play", "list the games"),
    "play": ("bandlab.cli.play", "narrate a game played by bots"),
    "replay": ("bandlab.cli.play", "narrate a saved game record"),
    "link": ("bandlab.cli.link", "print a dashboard link for a game position"),
    "simulate": ("bandlab.cli.simulate", "play many games and summarise who wins"),
    "balance": ("bandlab.cli.balance", "test a house rule A/B on the same deals, with card strength"),
    "puzzles": ("bandlab.cli.puzzles", "find puzzles: positions where one move is clearly best"),
    "serve": ("bandlab.cli.serve", "serve the dashboards with Voila on 127.0.0.1"),
    "site": ("bandlab.cli.site", "build the dashboards as a static site that runs Python in the browser"),
}


class ArgumentError(Exception):
    """Bad command-line input: shown as one line, exit code 2."""


#: The end of every --agents help: the bots every game has (tests/cli/test_cli_play.py checks it).
BOTS_HELP = "every game has random, heuristic and search (the coach's bot: strongest, about 0.4 s a move)"


def whole_number(low, high):
    """An argparse ``type`` reading a whole number from ``low`` to ``high``, with a short message otherwise."""

    def read(text):
        from bandlab.core.errors import shown

        digits = text.strip().lstrip("+-")
        if not (digits.isascii() and digits.isdigit()) or len(digits) > 20:
            raise argparse.ArgumentTypeError(f"{shown(text)} is not a whole number")
        value = int(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value:,} is not from {low:,} to {high:,}")
        return value

    read.__name__ = "whole number"
    return read


#: The longest text ``decimal_number`` reads: 30 characters hold every number a person types
#: (``0.000001``, ``86400.5``); longer text is refused before ``float`` sees it.
MAX_DECIMAL_CHARS = 30
#: A decimal number as ``decimal_number`` reads it: ASCII digits, an optional sign and point, no exponent
#: (``float`` alone would take ``nan``, ``inf``, ``1e999``, ``1_0`` and non-ASCII digits).
DECIMAL = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)")


def decimal_number(low, high):
    """An argparse ``type`` reading a finite decimal number from ``low`` to ``high``, with a short message otherwise."""

    def read(text):
        from bandlab.core.errors import shown

        if len(text) > MAX_DECIMAL_CHARS or not DECIMAL.fullmatch(text.strip()):
            raise argparse.ArgumentTypeError(f"{shown(text)} is not a decimal number")
        value = float(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value:,.15g} is not from {low:,.15g} to {high:,.15g}")
        return value

    read.__name__ = "decimal number"
    return read


def one_of(names):
    """An argparse ``type`` reading one of ``names`` (a game id, a bot), with argparse's own message otherwise.

    Unlike ``choices=``, it works for a positional ``nargs="*"`` given nothing: Python 3.10 and 3.11 check
    the empty list (or the default list) against ``choices`` and refuse it."""
    names = tuple(names)

    def read(text):
        from bandlab.core.errors import shown

        if text not in names:
            choices = ", ".join(map(repr, names))
            raise argparse.ArgumentTypeError(f"invalid choice: {shown(text)} (choose from {choices})")
        return text

    read.__name__ = "choice"
    return read


def comma_list(read, most, what):
    """An argparse ``type`` reading comma-separated items, each with ``read`` (another ``type``), at most ``most``
    of them (``what`` names them in the message)."""

    def read_list(text):
        parts = text.split(",")
        if len(parts) > most:
            raise argparse.ArgumentTypeError(f"{len(parts):,} {what} is too many (at most {most:,})")
        return [read(part) for part in parts]

    read_list.__name__ = f"list of {what}"
    return read_list


#: The most run seeds in one ``seed_list``: each seed is a whole run of a benchmark.
MAX_RUN_SEEDS = 100
#: An argparse ``type``: comma-separated run seeds (at most MAX_RUN_SEEDS), each from 0 to MAX_SEED.
seed_list = comma_list(whole_number(0, MAX_SEED), MAX_RUN_SEEDS, "seeds")


def add_run_seeds(parser):
    """Give a benchmark that pools runs its ``--seeds`` option: run seeds read by ``seed_list``, run 0 by default."""
    parser.add_argument(
        "--seeds",
        type=seed_list,
        default=[0],
        help=f"run seeds, comma-separated (at most {MAX_RUN_SEEDS}): --games games with each, pooled",
    )


class Parser(argparse.ArgumentParser):
    """An argparse parser that raises instead of printing usage and exiting."""

    def error(self, message):
        raise ArgumentError(message)


def build_parser():
    """The parser with every available subcommand."""
    parser = Parser(prog="bandlab", description="Play, step through and analyse band-themed tabletop games.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    for name, (module_name, help_text) in COMMANDS.items():
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as err:
            if err.name == module_name:
                continue
            raise
        command = sub.add_parser(name, help=help_text, description=help_text)
        getattr(module, f"add_{name}_arguments")(command)
        command.set_defaults(run=getattr(module, f"run_{name}"))
    return parser


def main(argv=None):
    """Entry point of the ``bandlab`` console script."""
    from bandlab.core import RecordError, SetupError

    try:
        args = build_parser().parse_args(argv)
        if not getattr(args, "run", None):
            build_parser().print_help()
            return 2
        return args.run(args)
    except (ArgumentError, SetupError, RecordError) as err:
        print(f"bandlab: error: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
