"""Find the move: the puzzles the coach found in real games (``bandlab.analysis.puzzles``), one at a time.

    from bandlab.widgets.puzzle import FindTheMove
    FindTheMove.from_environment(game="first-band")   # opens the puzzle a link names (?puzzle=3)

The learner sees the position through the mover's eyes (the game's board for that seat), picks one
of the legal moves, and is answered at once — the puzzle carries the answer, nothing is searched
at click time: the chart of every move's win chance with theirs marked, what their move costs,
and the sentence the puzzle turns on.  A running score counts puzzles solved at the first try;
**Next** goes on; the Share box links to the same puzzle (``?puzzle=N`` on the game's page).

The puzzles come from ``bandlab/analysis/puzzle_data/<game>.json`` (``load_puzzles``, mined by
``bandlab puzzles``) or are given. Every game page shows them in its "Find the move" section.
"""

import html

import ipywidgets as W

from bandlab.analysis.puzzles import load_puzzles
from bandlab.search import Analysis, MoveEstimate
from bandlab.viz.coach import hint_figure
from bandlab.widgets.chart import ChartBox
from bandlab.widgets.games import game_plugin
from bandlab.widgets.games.board_view import BoardView
from bandlab.widgets.page import PageLocation, current_page
from bandlab.widgets.sharing import link_known, page_query, until_the_link

#: The query key of a puzzle link: ``?puzzle=3`` opens puzzle 3 (counted from 1) of the page's game.
QUERY_KEY = "puzzle"
#: Digits a puzzle number in a link may have (there are at most a few hundred puzzles).
MAX_NUMBER_DIGITS = 4


def puzzle_number(query, count):
    """The puzzle index (from 0) a query string names, or None; a bad number is None too."""
    from urllib.parse import parse_qsl

    try:
        pairs = dict(parse_qsl(query.split("?", 1)[-1][:2_000], max_num_fields=50))
    except ValueError:
        return None
    text = pairs.get(QUERY_KEY, "").strip()
    if not text.isdigit() or len(text) > MAX_NUMBER_DIGITS:
        return None
    number = int(text)
    return number - 1 if 1 <= number <= count else None


def analysis_of(puzzle, state):
    """The puzzle's stored answer as an Analysis, so the coach's chart draws it."""
    legal = state.legal_actions()
    by_text = {str(a): a for a in legal}
    moves = [MoveEstimate(by_text[m.move], m.wins, m.playouts) for m in puzzle.moves]
    return Analysis(puzzle.seat, moves, sum(m.playouts for m in puzzle.moves), 0.0, True, legal)


class FindTheMove(W.VBox):
    """The game's puzzles: a position, a button per legal move, the answer at once, a score, Next."""

    def __init__(self, game, start=0, puzzles=None, scroll=False):
        super().__init__(layout=W.Layout(width="100%", max_width="1000px"))
        self.add_class("bandlab-puzzle")
        self.game_id = game
        self.puzzles = load_puzzles(game) if puzzles is None else list(puzzles)
        if not self.puzzles:
            raise ValueError(f"There are no puzzles for {game}.")
        self.solved = self.tried = 0
        self.index, self.chosen, self.state = None, None, None
        self.build(scroll)
        self.show_puzzle(start)

    @classmethod
    def from_environment(cls, game, **kwargs):
        """The page's puzzles, at the puzzle its link names (``QUERY_STRING``, from Voila or the static site's
        plugin), else the first."""
        puzzles = load_puzzles(game)
        if not link_known():  # a page built before anyone asked for it: its link is followed by its last cell
            finder = cls(game, start=0, puzzles=puzzles, scroll=False, **kwargs)
            until_the_link(finder.follow_link)
            return finder
        number = puzzle_number(page_query(), len(puzzles))
        return cls(game, start=number or 0, puzzles=puzzles, scroll=number is not None, **kwargs)

    def follow_link(self, query):
        """Show the puzzle the page's link names, known only once the page was asked for (``from_environment``)."""
        number = puzzle_number(query, len(self.puzzles))
        if number is not None:
            self.show_puzzle(number)
            self.location.scroll = True

    # --- the parts ------------------------------------------------------------------------
    def build(self, scroll):
        """The heading, board, moves, answer, Next and Share."""
        self.heading = W.HTML()
        self.board = BoardView()
        self.moves = W.Box([], layout=W.Layout(display="flex", flex_flow="row wrap"))
        self.answer = W.HTML()
        self.chart_box = ChartBox()  # its chart is made with the first answer
        self.next = W.Button(description="Next puzzle", icon="forward", layout=W.Layout(width="auto"))
        self.next.on_click(lambda _: self.show_puzzle((self.index + 1) % len(self.puzzles)))
        self.share = W.Text(description="Share", layout=W.Layout(width="100%"), disabled=False)
        self.share.add_class("bandlab-puzzle-share")
        self.location = PageLocation(scroll=scroll)
        current_page().listen(self)
        self.children = [
            self.heading,
            self.board,
            self.moves,
            self.answer,
            self.chart_box,
            W.HBox([self.next]),
            self.share,
            self.location,
        ]

    @property
    def puzzle(self):
        """The puzzle shown."""
        return self.puzzles[self.index]

    def plugin(self):
        """The game's page plugin (board, move labels, tooltips)."""
        return game_plugin(self.game_id)

    # --- showing a puzzle -----------------------------------------------------------------
    def show_puzzle(self, index):
        """Show puzzle ``index`` (from 0), unanswered."""
        self.index, self.chosen = index, None
        self.state = self.puzzle.position()
        plugin = self.plugin()
        self.board.value = plugin.board_html(self.state, self.puzzle.seat)
        self.legal = self.state.legal_actions()
        self.buttons = [self.move_button(plugin, action) for action in self.legal]
        self.moves.children = self.buttons
        self.answer.value = ""
        self.chart_box.hide()
        self.draw_heading()
        self.draw_share()

    def move_button(self, plugin, action):
        """A button for one legal move, in the game's move words."""
        tooltip = getattr(plugin, "action_tooltip", None)
        button = W.Button(
            description=plugin.action_label(self.state, action),
            layout=W.Layout(width="auto"),
            tooltip=tooltip(self.state, action) if tooltip else str(action),
        )
        button.add_class("bandlab-puzzle-move")
        button.on_click(lambda _, a=action: self.pick(a))
        return button

    def draw_heading(self):
        """Puzzle k of n, the score, and the question."""
        name = html.escape(self.state.names[self.puzzle.seat])
        self.heading.value = (
            f"<div class='bandlab-puzzle-heading'><b>Puzzle {self.index + 1} of {len(self.puzzles)}</b> · "
            f"<span class='bandlab-puzzle-score'>solved {self.solved} of {self.tried}</span><br>"
            f"{name} to move, as {name} sees the table. One move is clearly best: which?</div>"
        )

    # --- answering ------------------------------------------------------------------------
    def pick(self, action):
        """The learner's move (an action or its text): answer at once from the puzzle's data."""
        if isinstance(action, str):
            action = self.state.game.parse_action(self.state, action)
        if action not in self.legal:
            raise ValueError(f"{action} is not a legal move here.")
        if self.chosen is None:
            self.tried += 1
            self.solved += str(action) == self.puzzle.best
        self.chosen = action
        for button, legal in zip(self.buttons, self.legal):
            button.button_style = "success" if str(legal) == self.puzzle.best else "warning" if legal == action else ""
        self.answer.value = self.verdict(action)
        self.draw_chart(action)
        self.draw_heading()

    def verdict(self, action):
        """Right, or what the move costs; then the sentence the puzzle turns on."""
        puzzle, chance = self.puzzle, self.puzzle.chance(action)
        low, high = chance.interval()
        yours = f"{html.escape(str(action))}: estimated win chance {chance.rate:.0%} ({low:.0%}–{high:.0%})"
        if str(action) == puzzle.best:
            head = f"<b class='bandlab-puzzle-right'>Right!</b> {yours}, the best move here."
        else:
            cost = round(100 * puzzle.cost(action))
            head = (
                f"<b class='bandlab-puzzle-wrong'>Yours costs {cost} points.</b> {yours}; the best move is "
                f"{html.escape(puzzle.best)} ({puzzle.moves[0].rate:.0%})."
            )
        return f"<div class='bandlab-puzzle-answer'>{head}<br><i>{html.escape(puzzle.idea)}</i></div>"

    def draw_chart(self, action):
        """The chart of every move's win chance, the learner's move marked."""
        mover = self.state.names[self.puzzle.seat]
        self.chart_box.draw(hint_figure(analysis_of(self.puzzle, self.state), mover, action))

    @property
    def chart(self):
        """The answer's chart (None before the first answer)."""
        return self.chart_box.chart

    # --- sharing --------------------------------------------------------------------------
    @property
    def query(self):
        """The query string of the puzzle shown."""
        return f"{QUERY_KEY}={self.index + 1}"

    def draw_share(self):
        """The link to this puzzle (permanent inside Binder; on the static site, the site's page with ``path=``)."""
        share, _ = current_page().links(self.query, self.game_id)
        self.share.value = share

    def page_moved(self):
        """The browser told the page where it is: the link follows."""
        self.draw_share()
