"""``bandlab games``, ``bandlab play GAME`` and ``bandlab replay FILE``: narrated games in the terminal."""

import json

import bandlab
from bandlab.agents import make_agent
from bandlab.cli import BOTS_HELP, whole_number
from bandlab.core import SetupError
from bandlab.core.limits import MAX_SEED, MAX_STEPS
from bandlab.core.record import read_record_file
from bandlab.widgets.narration import chose_text


def add_games_arguments(parser):
    """``bandlab games`` takes no arguments."""


def run_games(args):
    """Print each game id, name and player counts."""
    for game_id, game in bandlab.GAMES.items():
        print(f"{game_id:22} {game.name:40} {game.min_players}–{game.max_players} players")
    return 0


def add_play_arguments(parser):
    """Options of ``bandlab play``."""
    parser.add_argument("game", help="game id, e.g. first-band (see `bandlab games`)")
    parser.add_argument(
        "--players", type=whole_number(0, 99), default=None, help="number of players (default: the fewest allowed)"
    )
    parser.add_argument("--seed", type=whole_number(0, MAX_SEED), default=0, help="shuffle seed (default 0)")
    parser.add_argument(
        "--agents", default=None, help=f"comma-separated bots per seat, e.g. search,heuristic,random; {BOTS_HELP}"
    )
    parser.add_argument("--save", metavar="FILE", help="write the game record as JSON to FILE")
    add_seat_argument(parser)
    parser.add_argument("--quiet", action="store_true", help="print only the final scores")


def add_seat_argument(parser):
    """``--seat N``: narrate as seat N sees the table (moves too), not as the teacher who sees every hand."""
    parser.add_argument(
        "--seat",
        type=whole_number(1, 99),
        default=None,
        help="narrate the game as this seat sees it (1 = the first player): each move is told, "
        "and no card hidden from the seat is named (default: the events, every card named)",
    )


def run_play(args):
    """Play a bot game and narrate it round by round."""
    game = bandlab.load_game(args.game)
    players = args.players if args.players is not None else game.min_players
    state = game.new(players, seed=args.seed)
    names = (args.agents or "").split(",") if args.agents else ["random"] * players
    if len(names) != players:
        raise SetupError(f"--agents names {len(names)} bots but the game has {players} players.")
    agents = [make_agent(name.strip(), args.game, seed=args.seed * 100 + p) for p, name in enumerate(names)]
    print(
        f"{game.name}, {players} players, seed {args.seed}: "
        + ", ".join(f"{state.names[p]} ({names[p].strip()})" for p in range(players))
    )
    viewer = seat_of(args, players)
    narrate(state.opening_events(), args.quiet, viewer)
    while not state.is_over:
        if len(state.history) >= MAX_STEPS:
            raise SetupError(f"the game did not end after {MAX_STEPS:,} actions, the most bandlab plays in one game.")
        player = state.current_player
        step(state, agents[player].choose(state.view(player), state.legal_actions()), args.quiet, viewer)
    print_scores(state)
    if args.save:
        save(state.record(), args.save)
    return 0


def add_replay_arguments(parser):
    """Options of ``bandlab replay``."""
    parser.add_argument("file", help="a game record saved with --save")
    add_seat_argument(parser)
    parser.add_argument("--quiet", action="store_true", help="print only the final scores")


def run_replay(args):
    """Replay a saved record, narrating every event."""
    record = read_record_file(args.file)  # at most MAX_RECORD_BYTES are read
    bandlab.replay(record)  # check the whole record before narrating any of it
    game = bandlab.load_game(record["game"])
    state = game.new(record["players"], seed=record["seed"], **record["options"])
    viewer = seat_of(args, state.players)
    narrate(state.opening_events(), args.quiet, viewer)
    for text in record["actions"]:
        step(state, game.parse_action(state, text), args.quiet, viewer)
    print_scores(state)
    return 0


def seat_of(args, players):
    """The seat (0-based) ``--seat`` names, None without it; SetupError past the last seat."""
    if args.seat is None:
        return None
    if args.seat > players:
        raise SetupError(f"--seat {args.seat} is not a seat of this game: its seats are 1 to {players}.")
    return args.seat - 1


def step(state, action, quiet, viewer=None):
    """Play ``action`` and narrate it: for a seat (``viewer``), first the move as that seat may read it."""
    if viewer is not None and not quiet:
        print(chose_text(state, action, viewer))
    narrate(state.apply(action), quiet, viewer)


def narrate(events, quiet, viewer=None):
    """Print each event, as ``viewer`` may read it (None: every card), with the rule it applies."""
    if quiet:
        return
    for event in events:
        print(f"  {event.text_for(viewer)}" + (f"   [rule: {event.rule}]" if event.rule else ""))


def print_scores(state):
    """Final (or running) scores and the winners."""
    print("Scores: " + ", ".join(f"{state.names[p]} {s}" for p, s in enumerate(state.scores())))
    if state.is_over:
        print(
            "Winner"
            + ("s: " if len(state.winners()) > 1 else ": ")
            + ", ".join(state.names[p] for p in state.winners())
        )


def save(record, path):
    """Write a record as JSON."""
    try:
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(record, handle, indent=1)
    except OSError as err:
        raise SetupError(f"cannot write {path}: {err.strerror}") from None
    print(f"Saved the game record to {path}")
