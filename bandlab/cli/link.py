"""``bandlab link``: print the dashboard link of a game position, the same link the stepper's Share shows.

bandlab link first-band --players 4 --seed 7 --step 23   # bots' game: seed form
bandlab link --record game.json --step 12                 # a saved game: seed form if the bots chose it all,
                                                          # else record form
bandlab link --query '?r=...&step=3'                      # check a link and print it with another --base
bandlab link first-band --step 23 --binder gh/ORG/REPO    # the permanent Binder link of that position
bandlab link first-band --step 23 --site https://ORG.github.io/REPO/   # the same position on the static site
"""

import re

import bandlab
from bandlab.cli import ArgumentError, whole_number
from bandlab.core import links
from bandlab.core.limits import MAX_SEED, MAX_STEPS
from bandlab.core.record import read_record_file
from bandlab.positions import open_position, share_query


def add_link_arguments(parser):
    """Options of ``bandlab link``."""
    parser.add_argument("game", nargs="?", help="game id, e.g. first-band (see `bandlab games`); not with --record")
    parser.add_argument(
        "--players", type=whole_number(0, 99), default=None, help="number of players (default: the fewest allowed)"
    )
    parser.add_argument("--seed", type=whole_number(0, MAX_SEED), default=0, help="shuffle seed (default 0)")
    parser.add_argument(
        "--step",
        type=whole_number(0, MAX_STEPS),
        default=None,
        help="the step to open at (default: the start of a new game, the end of a record)",
    )
    parser.add_argument("--record", metavar="FILE", help="a game record saved with `bandlab play --save`")
    parser.add_argument("--query", metavar="LINK", help="an existing link or query string to check and print again")
    parser.add_argument(
        "--base",
        default=None,
        help=f"the dashboard URL the link opens, {{game}} is replaced by the game id; a base with "
        f"?urlpath=... (a Binder link) gets the position inside its urlpath "
        f"(default {links.DEFAULT_BASE})",
    )
    parser.add_argument(
        "--binder",
        metavar="gh/ORG/REPO[/REF]",
        default=None,
        help="print the permanent Binder link instead: it launches that repository (REF defaults "
        "to HEAD) on Binder and opens the game's dashboard at the position",
    )
    parser.add_argument("--binder-host", default=BINDER_HOST, help=f"the BinderHub (default {BINDER_HOST})")
    parser.add_argument(
        "--site",
        metavar="URL",
        default=None,
        help="print the link of the static site (JupyterLite) at this root URL instead, e.g. "
        f"https://ORG.github.io/REPO/: it opens {links.SITE_PAGE}?path=<game>.ipynb at the position",
    )


def run_link(args):
    """Check the position (replaying it) and print its link."""
    sources = [
        name for name, given in (("a game", args.game), ("--record", args.record), ("--query", args.query)) if given
    ]
    if len(sources) != 1:
        raise ArgumentError(
            "give exactly one of: a game id, --record FILE or --query LINK"
            + (f" (got {' and '.join(sources)})" if sources else "")
        )
    if args.query is not None:
        position = links.parse_query(args.query)
        if position is None:
            raise links.LinkError("this link names no bandlab position (no game= or r=)")
        if args.step is not None:
            position = links.Position(position.game, position.players, position.seed, args.step, position.record)
    elif args.record is not None:
        position = links.Position(None, step=args.step, record=read_record_file(args.record))
    else:
        game = bandlab.load_game(args.game)  # an unknown game id: SetupError naming the games
        if args.players is not None:
            game.check_players(args.players)
        position = links.Position(args.game, args.players, args.seed, 0 if args.step is None else args.step)
    targets = [name for name in ("binder", "base", "site") if getattr(args, name) is not None]
    if len(targets) == 2:
        raise ArgumentError(f"give --{targets[0]} or --{targets[1]}, not both")
    if len(targets) > 2:
        raise ArgumentError("give only one of --binder, --base and --site")
    root = binder_root(args.binder, args.binder_host) if args.binder is not None else None
    site = site_root(args.site) if args.site is not None else None
    record, step = open_position(position)
    query = share_query(record, step)
    if root is not None:
        print(links.binder_link(root, BINDER_PAGE.format(game=record["game"]), query))
    elif site is not None:
        print(links.site_link(site, f"{record['game']}.ipynb", query))
    else:
        print(links.make_link(query, record["game"], args.base))
    return 0


#: Where Binder launches by default, and the dashboard of a game below a Binder server's root.
BINDER_HOST = "https://mybinder.org"
BINDER_PAGE = "voila/render/notebooks/{game}.ipynb"
BINDER_SPEC = re.compile(r"(gh|gl)/[A-Za-z0-9_.-]{1,100}/[A-Za-z0-9_.-]{1,100}(/[A-Za-z0-9_.\-/]{1,200})?")


def binder_root(spec, host=BINDER_HOST):
    """``https://mybinder.org/v2/gh/ORG/REPO/REF`` from ``gh/ORG/REPO[/REF]`` (REF defaults to HEAD), or
    ArgumentError."""
    spec = spec.strip().strip("/")
    if not BINDER_SPEC.fullmatch(spec) or "//" in spec or ".." in spec:
        raise ArgumentError(f"--binder wants gh/ORG/REPO or gh/ORG/REPO/REF (a branch, tag or commit), not {spec!r}")
    if spec.count("/") == 2:
        spec += "/HEAD"
    if not re.fullmatch(r"https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?/?", host.strip()):
        raise ArgumentError(f"--binder-host wants an address such as {BINDER_HOST}, not {host!r}")
    return f"{host.strip().rstrip('/')}/v2/{spec}"


def site_root(url):
    """The static site's root from ``--site`` (http(s), at most ``links.MAX_ADDRESS_CHARS``), or ArgumentError."""
    try:
        return links.site_root(url)
    except links.LinkError as err:
        raise ArgumentError(f"--site: {err}") from None
