"""The ``bandlab`` command. Each subcommand lives in its own module of this package.

For a subcommand NAME, its module defines ``add_NAME_arguments(parser)`` and
``run_NAME(args)``, which returns the exit code.  Bad input prints one line and exits with 2.
Numbers on the command line are read with ``whole_number``, inside the limits of
``bandlab.core.limits``.
"""

import argparse
import importlib
import sys

#: subcommand -> (module, one-line help)
COMMANDS = {
    "games": ("bandlab.cli.play", "list the games"),
    "play": ("bandlab.cli.play", "narrate a game played by bots"),
    "replay": ("bandlab.cli.play", "narrate a saved game record"),
    "link": ("bandlab.cli.link", "print a dashboard link for a game position"),
    "simulate": ("bandlab.cli.simulate", "play many games and summarise who wins"),
    "puzzles": ("bandlab.cli.puzzles", "find puzzles: positions where one move is clearly best"),
    "serve": ("bandlab.cli.serve", "serve the dashboards with Voila on 127.0.0.1"),
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
