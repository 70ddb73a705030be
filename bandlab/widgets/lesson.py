"""Lesson: a rulebook example (or a short scenario) replayed move by move, for teaching.

    from bandlab.widgets.lesson import Lesson
    Lesson("first-band", ["play Vocal 3", ("play Vocal/Guitar 4", "Bob's dual-colour member ...")],
           players=3, deal=[["V3", "V6", "D8"], ["V/G4", "B1", "G1", "K3", "V2"], ["D6", "B6"]],
           starting_player=0, intro="The rulebook's example table.")

Only Back and Forward: no game, seed or seat controls, and no link (a lesson never reads the
page's address). Each step shows the board after the move (the game's own drawing, or
``board=`` for a smaller one), the teacher's note for the step, and the game's events of the
move with the rule each applies. A ``chart`` (a function of the state giving a plotly figure)
adds one Chart under the board, redrawn in place.

The whole example is played when the lesson is built, so a move that is not legal fails at
once with the game's reason (a page must never show a broken example), and stepping is only
showing snapshots.
"""

import html

import ipywidgets as W

import bandlab
from bandlab.widgets.games import game_plugin
from bandlab.widgets.stepper import events_html

NOTE_STYLE = "border-left:4px solid #E69F00;background:#fff8e8;padding:4px 10px;margin:0 0 6px 0"


class Lesson(W.VBox):
    """Back/Forward through a fixed list of moves, each step narrated with its rule.

    ``game``: a game id; ``moves``: move texts as players write them, each either ``"play V3"``
    or ``("play V3", "a note for this step")`` (notes are the page author's HTML, shown as written); ``players``, ``seed`` and ``options`` (``deal=``,
    ``dice=``, ...) set the table up; ``intro``: the note of the starting position; ``viewer``:
    None (every hand shown, as a teacher shows them) or a player; ``board``: a function
    ``state -> HTML`` to draw instead of the game's board; ``chart``: a function ``state ->
    go.Figure`` shown under it; ``title``: a heading; ``start``: the first step shown (the moves
    before it set the scene and are not stepped through: Back stops there).
    """

    def __init__(self, game, moves, players=None, seed=0, intro="", viewer=None, board=None, chart=None,
                 title="", start=0, **options):
        super().__init__(layout=W.Layout(width="100%", max_width="1100px"))
        self.add_class("bandlab-lesson")
        self.game = bandlab.load_game(game)
        self.viewer = viewer
        self.draw = board or (lambda state, plugin=game_plugin(self.game.id): plugin.board_html(state, viewer))
        self.chart_of = chart
        self.play_through(players, seed, intro, moves, options)
        if not 0 <= start <= self.length:
            raise ValueError(f"start must be a step of the example, 0 to {self.length}, not {start!r}.")
        self.start = self.step = start
        if start:
            self.notes[start] = self.notes[start] or intro
        self.build(title)
        self.show()

    # --- the example --------------------------------------------------------------------
    def play_through(self, players, seed, intro, moves, options):
        """Play every move once, keeping a snapshot, the events and the note of each step."""
        state = self.game.new(players or self.game.min_players, seed=seed, **options)
        self.states, self.events, self.notes = [state.clone()], [list(state.opening_events())], [intro]
        self.moves, self.movers = [None], [None]
        for item in moves:
            text, note = (item, "") if isinstance(item, str) else item
            mover = state.current_player
            events = state.apply(self.game.parse_action(state, text))
            self.states.append(state.clone())
            self.events.append(events)
            self.notes.append(note)
            self.moves.append(text)
            self.movers.append(mover)

    @property
    def length(self):
        """The number of steps of the example (moves played, the scene-setting ones included)."""
        return len(self.states) - 1

    @property
    def moves_shown(self):
        """The number of moves a reader steps through (from ``start`` to the end)."""
        return self.length - self.start

    @property
    def state(self):
        """The position shown (a snapshot: clone it before changing it)."""
        return self.states[self.step]

    # --- the widget ---------------------------------------------------------------------
    def build(self, title):
        """The controls: Back, the step counter, Forward; the board and narration side by side; the chart."""
        self.back_button = W.Button(description="Back", icon="step-backward", tooltip="One move back",
                                    layout=W.Layout(width="auto"))
        self.forward_button = W.Button(description="Forward", icon="step-forward", tooltip="The next move",
                                       layout=W.Layout(width="auto"))
        self.status = W.HTML()
        self.board = W.HTML(layout=W.Layout(flex="3 1 0%", min_width="320px", overflow="auto"))
        self.narration = W.HTML(layout=W.Layout(flex="2 1 0%", min_width="260px", max_height="520px",
                                                overflow="auto"))
        self.back_button.on_click(lambda _: self.go(self.step - 1))
        self.forward_button.on_click(lambda _: self.go(self.step + 1))
        self.chart = None
        if self.chart_of is not None:
            from bandlab.widgets.chart import Chart
            self.chart = Chart(self.chart_of(self.state))
        heading = [W.HTML(f"<b>{html.escape(title)}</b>")] if title else []
        controls = W.HBox([self.back_button, self.status, self.forward_button],
                          layout=W.Layout(align_items="center", grid_gap="10px"))
        body = W.HBox([self.board, self.narration], layout=W.Layout(align_items="flex-start", grid_gap="16px"))
        self.children = heading + [controls, body] + ([self.chart] if self.chart is not None else [])

    def go(self, step):
        """Show ``step`` (kept within the example, from ``start`` to its end)."""
        self.step = min(max(int(step), self.start), self.length)
        self.show()

    def forward(self):
        """One move on (stays at the end)."""
        self.go(self.step + 1)

    def back(self):
        """One move back (stays at the start)."""
        self.go(self.step - 1)

    def show(self):
        """Draw the step: buttons, board, narration, chart, and last the counter (a page, or a test,
        that sees the counter change sees the rest of the step already sent)."""
        shown = self.step - self.start
        self.back_button.disabled = self.step == self.start
        self.forward_button.disabled = self.step == self.length
        self.board.value = self.draw(self.state)
        self.narration.value = self.narration_html()
        if self.chart is not None:
            self.chart.figure = self.chart_of(self.state)
        self.status.value = (f"<span class='bandlab-lesson-status'>Move <b>{shown}</b> of {self.moves_shown}"
                             f"{' — the end of the example' if self.step == self.length else ''}</span>")

    def narration_html(self, step=None):
        """The note of a step, who made which move, and the events with the rule each applies."""
        step = self.step if step is None else step
        note = self.notes[step]
        parts = [f"<div class='bandlab-lesson-note' style='{NOTE_STYLE}'>{note}</div>" if note else ""]
        if step == self.start:
            parts.append("<div><b>The starting position.</b> Press Forward to play the example move by move.</div>")
        if step:
            mover = self.states[step - 1].names[self.movers[step]]
            parts.append(f"<div>{'The move that led here' if step == self.start else f'Move {step - self.start}'}: "
                         f"{html.escape(mover)} — <b>{html.escape(self.moves[step])}</b></div>")
        parts.append(events_html(self.events[step]))
        return f"<div class='bandlab-lesson-narration'>{''.join(parts)}</div>"


def page_html(*parts):
    """HTML for a teaching page, shown as written: wrapped so that the page's maths typesetting leaves
    ``$`` amounts alone (Voila and JupyterLab typeset ``$...$`` in HTML outputs, not in widgets)."""
    from IPython.display import HTML
    return HTML("<div class='mathjax_ignore'>" + "".join(parts) + "</div>")
