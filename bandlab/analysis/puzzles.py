"""Puzzles: positions of real games where one move is clearly best, found by the coach's search.

>>> from bandlab.analysis.puzzles import mine, load_puzzles
>>> found = mine("first-band", games=4, seed=1)      # search-against-heuristic games, searched twice
>>> load_puzzles("first-band")[0].best               # the shipped puzzles of a game

How a position becomes a puzzle (``mine``):

1. Games are played with one ``search`` seat (the coach) against ``heuristic`` bots, the search seat
   rotating from game to game; everything is seeded, so a seed gives the same puzzles anywhere.
2. **Screen**: at each decision of the search seat (or, with ``seats="every"``, of every seat: the
   heuristic bots' positions are real positions too, and more often hold one clearly best move) with
   more than one legal move, every legal move
   is rated from the mover's own view (``bandlab.search.analyse``) with the game's playing budget.
   A position goes on when the best move leads the second by at least ``MARGIN`` (10 points).
3. **Pre-check** (``precheck``, e.g. 2): a search with new worlds and twice the playing budget must
   find the same best move leading by at least half the margin, or the position is dropped before
   the costly confirmation (most screened positions fail it; a puzzle found with it is the same
   puzzle found without it, since the confirmation's worlds are the same).
4. **Confirm**: the position is searched again, with new worlds and ``CONFIRM_FACTOR`` times the
   playing budget. It is a puzzle when the best move (the same one) beats **every** other move by at
   least ``MARGIN`` in estimated win chance **and** by a paired test on the worlds both moves were
   played in: the mean per-world difference exceeds ``PAIRED_Z`` standard errors of the paired
   differences (``Analysis.beats``; one-sided, z = 2 is about 97.7%).

A puzzle is data (``Puzzle``): the record up to the position, the step, the seat, the best move,
every move's wins and playouts from the confirming search (its win chance and 95% Wilson
interval follow from them), the margin, and one sentence on the rule or idea it turns on: what the
best move does, in the game's own event, with the rule that event applies.  Each move's chance is
the mover's chance of winning after that move, so the chances do not add up to anything; what
holds for every stored move is ``rate == wins / playouts`` inside its interval, and
``margin == best rate - the second best rate`` (the tests check both).
"""

import json
from dataclasses import asdict, dataclass
from importlib import resources

from bandlab.agents import make_agent
from bandlab.analysis.stats import wilson_interval
from bandlab.core import RecordError
from bandlab.core.errors import shown
from bandlab.core.inputs import load_json
from bandlab.core.limits import MAX_STEPS
from bandlab.core.record import replay
from bandlab.games import GAMES, load_game
from bandlab.search import SearchBot, analyse, default_budget, world_seed

#: The best move must lead every other move by this much win chance (10 points).
MARGIN = 0.10
#: The confirming search spends this many times the playing budget.
CONFIRM_FACTOR = 6
#: The paired test's threshold, in standard errors of the per-world differences.
PAIRED_Z = 2.0
#: Players at the table of a mined game.
PLAYERS = 4
#: Whose decisions are examined: the search seat's only, or every seat's (the heuristic bots' too).
SEATS = ("search", "every")
#: The most puzzles a data file may hold (a puzzle file is read from the package or from a user).
MAX_PUZZLES = 500
#: The version of the puzzle file format.
FORMAT = "bandlab-puzzles"
VERSION = 1


@dataclass(frozen=True)
class MoveChance:
    """One legal move of a puzzle: its playouts and wins in the confirming search."""

    move: str
    wins: float
    playouts: int

    @property
    def rate(self):
        """The mover's estimated win chance after this move."""
        return self.wins / self.playouts if self.playouts else 0.0

    def interval(self, confidence=0.95):
        """The Wilson interval of ``rate``."""
        return wilson_interval(self.wins, self.playouts, confidence)


@dataclass(frozen=True)
class Puzzle:
    """A position where one move is clearly best: what the learner is shown and the answer."""

    game: str
    record: dict  # the game's record up to the position (``step`` actions)
    step: int
    seat: int
    best: str
    moves: tuple  # MoveChance per legal move, best first, then by win chance
    margin: float  # best rate - second best rate
    idea: str  # the rule or idea it turns on, one sentence

    def position(self):
        """The position of the puzzle, replayed from its record."""
        return replay(self.record, GAMES, upto=self.step)

    def chance(self, move):
        """The MoveChance of ``move`` (a move text)."""
        for chance in self.moves:
            if chance.move == str(move):
                return chance
        raise KeyError(f"{shown(move)} is not a move of this puzzle")

    def cost(self, move):
        """Win chance lost by ``move`` against the best move (0 for the best)."""
        return max(0.0, self.moves[0].rate - self.chance(move).rate)

    def to_json(self):
        """A JSON-able dict."""
        data = asdict(self)
        data["moves"] = [asdict(m) for m in self.moves]
        return data


# --- mining --------------------------------------------------------------------------------------


def mine(
    game_id,
    games,
    seed=0,
    budget=None,
    confirm_factor=CONFIRM_FACTOR,
    players=PLAYERS,
    progress=False,
    margin=MARGIN,
    after_game=None,
    seats="search",
    precheck=0,
):
    """Play ``games`` search-against-heuristic games and return the puzzles found, in game order.

    ``after_game(found, played)`` is called after each game with the puzzles found so far and the
    number of games played (to save them as they come: a run of many games takes hours)."""
    if seats not in SEATS:
        raise ValueError(f"seats is one of {', '.join(SEATS)}, not {shown(seats)}.")
    game = load_game(game_id)
    budget = budget or default_budget(game_id)
    bar = progress_bar(games, game.name) if progress else None
    found = []
    for number in range(games):
        found.extend(puzzles_of_game(game, players, seed, number, budget, confirm_factor, margin, seats, precheck))
        if bar is not None:
            bar.update(1)
            bar.set_postfix(puzzles=len(found))
        if after_game is not None:
            after_game(found, number + 1)
    if bar is not None:
        bar.close()
    return found


def progress_bar(total, label):
    """A tqdm.auto bar over games (a notebook widget or a terminal line)."""
    from bandlab.analysis import host

    return host.progress_bar(total=total, desc=f"puzzles: {label}", unit="game")


def puzzles_of_game(game, players, seed, number, budget, confirm_factor, margin=MARGIN, seats="search", precheck=0):
    """Play game ``number`` of a mining run and return its puzzles."""
    game_seed = world_seed(seed, number)
    state = game.new(players, seed=game_seed % (2**31))
    coach = number % players
    bots = [make_agent("heuristic", game.id, game_seed + p) for p in range(players)]
    bots[coach] = SearchBot(game_seed + coach, budget=budget)
    found = []
    while not state.is_over and len(state.history) < MAX_STEPS:
        player, legal = state.current_player, state.legal_actions()
        if (player == coach or seats == "every") and len(legal) > 1:
            seed_here = world_seed(game_seed, len(state.history))
            puzzle = examine(state, budget, confirm_factor, seed_here, margin, precheck)
            if puzzle is not None:
                found.append(puzzle)
        state.apply(bots[player].choose(state.view(player), legal))
    return found


def examine(state, budget, confirm_factor, seed, margin=MARGIN, precheck=0):
    """The puzzle at ``state`` for its mover, or None if no move leads every other by ``margin``."""
    view, legal = state.view(state.current_player), state.legal_actions()
    screen = analyse(view, legal, budget, seed)
    if margin_of(screen) < margin:
        return None
    if precheck:
        early = analyse(view, legal, budget * precheck, seed + 2, keep=(screen.best,))
        if early.best != screen.best or margin_of(early) < margin / 2:
            return None
    confirm = analyse(view, legal, budget * confirm_factor, seed + 1, keep=(screen.best,))
    if confirm.best != screen.best or margin_of(confirm) < margin:
        return None
    if not all(confirm.beats(confirm.best, m.action, PAIRED_Z) for m in confirm.moves[1:]):
        return None
    return make_puzzle(state, confirm)


def margin_of(analysis):
    """How far the best move's win chance leads the second best's (1 when there is one move)."""
    rates = [m.rate for m in analysis.moves]
    return rates[0] - rates[1] if len(rates) > 1 else 1.0


def make_puzzle(state, analysis):
    """The Puzzle of ``state`` with the answer ``analysis`` gives."""
    moves = by_chance(MoveChance(str(m.action), round(m.wins, 6), m.playouts) for m in analysis.moves)
    record = state.record()
    return Puzzle(
        state.game.id,
        record,
        len(record["actions"]),
        state.current_player,
        str(analysis.best),
        moves,
        round(moves[0].rate - moves[1].rate, 6),
        idea_of(state, str(analysis.best), moves),
    )


def by_chance(moves):
    """The moves, the best (the first given) first, then the others by win chance, highest first (the
    search lists moves by how long they stayed in its halving rounds, which is not the same order)."""
    best, *others = moves
    return (best, *sorted(others, key=lambda m: -m.rate))


def idea_of(state, best, moves):
    """One sentence: what the best move does (the last of its events that applies a rule, usually the
    most telling: "… takes the Vocal seat", not "… plays Vocal 6"), the rule, and its lead.

    Events the runner-up would have caused too (the next turn's draw, the next round's draft) say
    nothing about the choice, so only the best move's own events are looked at."""
    mover = state.current_player
    events = events_of(state, best)
    common = {e.text_for(mover) for e in events_of(state, moves[1].move)}
    events = [e for e in events if e.text_for(mover) not in common] or events
    ruled = [e for e in events if e.rule]
    event = ruled[-1] if ruled else (events[-1] if events else None)
    lead = round(100 * (moves[0].rate - moves[1].rate))
    what = event.text_for(mover).rstrip(".") if event is not None else best  # in the mover's own words
    said = f"{best}: {what} — {lead} points better than {moves[1].move}"
    rule = first_sentence(event.rule) if ruled else ""
    return f"{said}. Rule: “{rule}”" if rule else f"{said}."


def events_of(state, move):
    """The events a move (its text) causes at ``state``, played on a copy."""
    return state.clone().apply(state.game.parse_action(state, move))


def first_sentence(rule):
    """The first sentence of a rule quote (or bandlab's reading), for a one-line idea."""
    text = " ".join(rule.split())
    for end in (". ", "! ", "? "):
        if end in text:
            text = text.split(end)[0] + end.strip()
            break
    return text


# --- files ---------------------------------------------------------------------------------------


def puzzles_json(game_id, puzzles, method):
    """The JSON document of a game's puzzle file."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": game_id,
        "method": method,
        "puzzles": [p.to_json() for p in puzzles],
    }


def method_of(game_id, games, seed, budget, confirm_factor, margin=MARGIN, seats="search", precheck=0):
    """How a puzzle file was made: enough to make it again."""
    budget = budget or default_budget(game_id)
    return {
        "games": games,
        "seed": seed,
        "players": PLAYERS,
        "seats": seats,
        "budget": budget,
        "precheck_budget": budget * precheck,
        "confirm_budget": budget * confirm_factor,
        "margin": margin,
        "paired_z": PAIRED_Z,
    }


def read_puzzles(data, game_id=None):
    """Puzzles from a parsed puzzle file, checked; RecordError says what is wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        raise RecordError(f"That is not a bandlab puzzle file (format {FORMAT!r}, version {VERSION}).")
    if data.get("game") not in GAMES or (game_id is not None and data["game"] != game_id):
        raise RecordError(f"The puzzle file is for {shown(data.get('game'))}, not {shown(game_id)}.")
    items = data.get("puzzles")
    if not isinstance(items, list) or len(items) > MAX_PUZZLES:
        raise RecordError(f"A puzzle file holds a list of at most {MAX_PUZZLES} puzzles.")
    return [read_puzzle(item, data["game"]) for item in items]


def read_puzzle(item, game_id):
    """One Puzzle from its JSON dict (types checked; the position is checked when it is replayed)."""
    try:
        moves = tuple(MoveChance(str(m["move"]), float(m["wins"]), int(m["playouts"])) for m in item["moves"])
        puzzle = Puzzle(
            game_id,
            item["record"],
            int(item["step"]),
            int(item["seat"]),
            str(item["best"]),
            moves,
            float(item["margin"]),
            str(item["idea"]),
        )
    except (KeyError, TypeError, ValueError) as err:
        raise RecordError(f"A puzzle in the file is not complete or not of the right types ({shown(err)}).") from None
    if not isinstance(puzzle.record, dict) or not moves or moves[0].move != puzzle.best:
        raise RecordError("A puzzle in the file has no record, or its first move is not its best move.")
    return puzzle


def load_puzzles(game_id):
    """The puzzles shipped with bandlab for a game (an empty list if it has none)."""
    name = f"{game_id}.json"
    folder = resources.files("bandlab.analysis").joinpath("puzzle_data")
    if not folder.joinpath(name).is_file():
        return []
    data = load_json(folder.joinpath(name).read_bytes(), RecordError, f"the puzzle file {name}")
    return read_puzzles(data, game_id)


def save_puzzles(path, game_id, puzzles, method):
    """Write a game's puzzle file (small: records only up to each position, one line a puzzle)."""
    document = puzzles_json(game_id, puzzles, method)
    items = ",\n".join(json.dumps(p, separators=(",", ":"), ensure_ascii=False) for p in document.pop("puzzles"))
    head = json.dumps(document, ensure_ascii=False)[:-1]
    with open(path, "w", encoding="utf-8") as out:
        out.write(f'{head}, "puzzles": [\n{items}\n]}}\n')
