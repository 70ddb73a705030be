"""The stepper's commands: moving through a game and playing it, each refusal shown as a message.

``StepperMoves`` is a part of ``GameStepper`` (a mixin): Forward, Back, First, Last, "To my turn",
a round or a step, a move chosen, a line switched to, a new game or a record opened.  Each command is
``guarded``: bad input never raises out of a control; its message (``IllegalAction``/``SetupError``/
``RecordError`` text) is shown in ``stepper.message`` and nothing changes.
"""

import functools
import html
import os
import re

import bandlab
from bandlab.agents import agent_names
from bandlab.core import IllegalAction, RecordError, SetupError
from bandlab.core.errors import shown
from bandlab.core.limits import MAX_SEED
from bandlab.core.record import read_record, read_record_file
from bandlab.widgets.timeline import YOU, Timeline, Waiting

DEFAULT_GAME = "first-band"
EXPECTED_ERRORS = (IllegalAction, SetupError, RecordError, Waiting, IndexError, ValueError)
MESSAGE_COLOURS = {"error": ("#8a1c1c", "#fdecea"), "info": ("#1f3d6b", "#eaf1fb")}
TAG = re.compile(r"<[^>]+>")


def guarded(method):
    """Run a control's action; show any error as a message instead of raising. Returns True on success."""

    @functools.wraps(method)
    def run(self, *args, **kwargs):
        try:
            method(self, *args, **kwargs)
        except Waiting as err:
            self.show_message(str(err), "info")
            return False
        except EXPECTED_ERRORS as err:
            self.show_message(str(err), "error")
            return False
        except Exception as err:  # a bug: say so in the widget, keep it for tests
            self.unexpected_errors.append(err)
            self.show_message(f"Something went wrong ({type(err).__name__}: {err}).", "error")
            return False
        return True

    return run


class StepperMoves:
    """The commands of GameStepper: open a game, move through it, play it; messages."""

    # --- opening ------------------------------------------------------------------------
    @guarded
    def new_game(self, game=DEFAULT_GAME, players=None, seed=0):
        """Start a new game of ``game`` (id) for ``players`` with ``seed``; the bots keep their seats."""
        chosen = bandlab.load_game(game)
        players = chosen.min_players if players is None else players
        seed = read_seed(seed)
        self.set_timeline(Timeline(chosen.new(players, seed=seed)))

    @guarded
    def open_record(self, record, step=0):
        """Open a record (dict, JSON text or a JSON file's path) at ``step``; a bad one shows a message and
        changes nothing."""
        if isinstance(record, os.PathLike) or (isinstance(record, str) and not record.lstrip().startswith("{")):
            record = read_record_file(record)  # at most MAX_RECORD_BYTES are read
        elif isinstance(record, str):
            record = read_record(record, "this record")
        timeline = Timeline.from_record(record)
        timeline.go(min(int(step or 0), timeline.length))
        self.set_timeline(timeline)

    # --- moving (each shows a message instead of raising; returns True on success) ---------
    @guarded
    def forward(self):
        """One step on: follow the line, or let the bot of the seat to act choose."""
        self.timeline.forward(self.seats)
        self.after_move()

    @guarded
    def back(self):
        """One step back (exact: the snapshot of that step)."""
        if self.step == 0:
            raise Waiting("This is the start of the game.")
        self.timeline.go(self.step - 1)
        self.after_move()

    @guarded
    def first(self):
        """Back to the setup."""
        self.timeline.go(0)
        self.after_move()

    @guarded
    def last(self):
        """To the end of the line, then on with the bots until a person's turn or the end of the game."""
        self.timeline.go(self.timeline.length)
        self.run_bots()
        self.after_move()

    @guarded
    def play_to_my_turn(self):
        """Step on (following the line, bots choosing) until one of your seats is to act, or the game ends."""
        timeline = self.timeline
        start = timeline.step
        timeline.forward(self.seats)
        timeline.play_on(self.seats)  # at most MAX_STEPS steps, then a message
        self.after_move(narrate_from=start)

    @guarded
    def go_to(self, step):
        """Show ``step`` of the current line."""
        self.timeline.go(int(step))
        self.after_move()

    @guarded
    def jump_to_round(self, number):
        """Show the first step of round ``number`` (bots play on to reach it if needed)."""
        if not hasattr(self.state, "round"):
            raise Waiting(f"{self.game.name} has no rounds to jump to.")
        number = int(number)
        timeline = self.timeline
        step = timeline.first_step_of_round(number)
        if step is None:
            here = timeline.step
            timeline.go(timeline.length)
            try:  # at most MAX_STEPS steps, then a message
                timeline.play_on(self.seats, until=lambda state: getattr(state, "round", 0) >= number)
            finally:
                timeline.go(here)
            step = timeline.first_step_of_round(number)
        if step is None:
            rounds = [getattr(s, "round", None) for s in timeline.line.states]
            raise Waiting(
                f"Round {number} is not reached in this line (it has rounds "
                f"{min(rounds)} to {max(rounds)}{'' if timeline.line.states[-1].is_over else ' so far'})."
            )
        timeline.go(step)
        self.after_move()

    @guarded
    def choose(self, action):
        """Play ``action`` (an action or its text) for the seat to act (then, if bots reply at once, the bots
        up to the person's next turn); at an earlier step, another action starts a new line."""
        state = self.state
        if state.is_over:
            raise IllegalAction("The game is over, so no more moves can be made.")
        if isinstance(action, str):
            action = self.game.parse_action(state, action)
        start = self.timeline.step
        self.timeline.choose(action, YOU)
        if self.bots_reply_toggle.value:
            self.run_bots()
        self.after_move(narrate_from=start)

    @guarded
    def switch_line(self, index):
        """Show line ``index`` (0-based) at the same step (or its end)."""
        self.timeline.switch(int(index))
        self.after_move()

    @guarded
    def set_bot(self, name):
        """Let bot ``name`` play the seats nobody takes (from now on)."""
        if name not in agent_names(self.game.id):
            raise SetupError(
                f"There is no bot {name!r} for {self.game.name}; choose from: {', '.join(agent_names(self.game.id))}."
            )
        self.timeline.bot = name
        if self.bot_select.value != name:
            with self.syncing():
                self.bot_select.value = name

    def run_bots(self):
        """Let the bots play on from the end of the line until a person's turn or the game's end."""
        self.timeline.play_on(self.seats)  # at most MAX_STEPS steps, then a message

    def after_move(self, narrate_from=None):
        """A successful move: clear the message and redraw (narrating every step since ``narrate_from``)."""
        self._narrate_from = narrate_from if narrate_from is not None and self.step > narrate_from + 1 else None
        self.clear_message()
        if self._ready:
            self.refresh()

    # --- messages ---------------------------------------------------------------------
    def show_message(self, text, kind="error", html_after=""):
        """Show ``text`` above the board (kind ``error`` or ``info``), then ``html_after`` (markup the code built)."""
        colour, background = MESSAGE_COLOURS[kind]
        self.message.value = (
            f"<div class='bandlab-message bandlab-{kind}' "
            f"style='color:{colour};background:{background};"
            f"padding:6px 10px;border-radius:4px'>{html.escape(text)}{html_after}</div>"
        )
        self.message.layout.display = None

    def clear_message(self):
        """Hide the message."""
        if self.message.value:
            self.message.value = ""
        self.message.layout.display = "none"

    @property
    def message_text(self):
        """The message shown, as plain text ('' if none)."""
        return html.unescape(TAG.sub("", self.message.value))


def read_seed(seed):
    """A seed typed or given: a whole number from 0 to MAX_SEED, else SetupError."""
    if isinstance(seed, str):
        text = seed.strip()
        if not text.isascii() or not text.isdigit() or len(text) > len(str(MAX_SEED)) or int(text) > MAX_SEED:
            raise SetupError(f"The seed must be a whole number from 0 to {MAX_SEED:,}, not {shown(seed)}.")
        return int(text)
    return seed
