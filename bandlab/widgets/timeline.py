"""The branching history behind the GameStepper: lines of snapshots, no widgets.

A *line* is one sequence of actions from the setup, with a snapshot of the state
after every step (``states[k]`` is the position after ``k`` actions), the events
of each step (``events[0]``: the setup's opening events) and who chose each
action.  Stepping back and forth only moves a cursor over snapshots, so back is
exact and cheap.  Choosing, at an earlier step, another action than the line's
starts a new line; the earlier one is kept.

Bots choose with ``bandlab.positions.bot_choice``: a fresh agent seeded from the
game seed, the seat and the step, so asking a bot again gives the same choice.

Memory grows linearly with the steps: snapshots are clones, and clones share their
history (``bandlab.core.protocol.History``).  A line holds at most ``MAX_STEPS`` actions,
and ``play_on`` (the stepper's Last, To my turn and round jumps) stops there with a message.
"""

import bandlab
from bandlab.core import IllegalAction, RecordError, links
from bandlab.core.limits import MAX_STEPS
from bandlab.core.record import check_record
from bandlab.positions import bot_choice

#: Who chose a step's action.
BOT, YOU, RECORD = "bot", "you", "record"


class Line:
    """One line of play: actions, a snapshot after each step, events and who chose."""

    __slots__ = ("actions", "states", "events", "actors", "parent", "branch_step", "canonical")

    def __init__(self, actions, states, events, actors, parent=None, branch_step=0, canonical=None):
        self.actions = actions
        self.states = states
        self.events = events
        self.actors = actors
        self.parent = parent  # index of the line this one branched from, or None
        self.branch_step = branch_step  # the step whose action differs from the parent's
        self.canonical = canonical if canonical is not None else []  # canonical[k]: actions[:k+1] are the default bots'

    def __len__(self):
        return len(self.actions)

    def prefix(self, step):
        """A new line holding this line's first ``step`` actions (snapshots are shared: they never change)."""
        return Line(
            self.actions[:step],
            self.states[: step + 1],
            self.events[: step + 1],
            self.actors[:step],
            canonical=self.canonical[:step],
        )


class Waiting(Exception):
    """Forward cannot go on by itself: it is a person's turn, or the game is over."""


class StepLimit(Waiting):
    """A line has reached MAX_STEPS actions: the most bandlab keeps of one game."""


class Timeline:
    """The lines of one game, the current line and the current step."""

    def __init__(self, state, bot=None):
        if state.history:
            raise ValueError("A timeline starts from a fresh game (no actions yet).")
        self.game = state.game
        self.default_bot = links.default_bot(self.game)
        self.bot = bot or self.default_bot
        self.default_setup = links.has_default_setup(self.game, state.players, state.options)
        self.lines = [Line([], [state], [list(state.opening_events())], [])]
        self.line_index = 0
        self.step = 0

    @classmethod
    def from_record(cls, record, bot=None, actor=RECORD):
        """A timeline holding a record's actions as its first line, or RecordError."""
        game = check_record(record, bandlab.GAMES)
        start = bandlab.replay(record, upto=0)
        timeline = cls(start, bot=bot)
        for number, text in enumerate(record["actions"], 1):
            try:
                timeline.choose(game.parse_action(timeline.state, text), actor)
            except IllegalAction as err:
                raise RecordError(f"Action {number} of the record, '{text}', is not legal there: {err}") from None
        return timeline

    # --- where we are -------------------------------------------------------------
    @property
    def line(self):
        """The current line."""
        return self.lines[self.line_index]

    @property
    def state(self):
        """The snapshot at the cursor (do not change it: clone first)."""
        return self.line.states[self.step]

    @property
    def events(self):
        """The events of reaching the current step (the setup's at step 0)."""
        return self.line.events[self.step]

    @property
    def length(self):
        """The number of actions in the current line."""
        return len(self.line.actions)

    def actor(self, step=None):
        """Who chose the action that led to ``step`` (default: the current step); None at step 0."""
        step = self.step if step is None else step
        return self.line.actors[step - 1] if step else None

    def record(self):
        """The record of the whole current line."""
        return self.line.states[-1].record()

    # --- moving -------------------------------------------------------------------
    def go(self, step):
        """Move the cursor to ``step`` of the current line."""
        if not 0 <= step <= self.length:
            raise IndexError(f"Step {step} is not in this line: it has steps 0 to {self.length}.")
        self.step = step

    def switch(self, index, step=None):
        """Make line ``index`` current, at ``step`` (default: the same step, or its end if shorter)."""
        if not 0 <= index < len(self.lines):
            raise IndexError(f"There is no line {index + 1}.")
        self.line_index = index
        self.step = min(self.step if step is None else step, self.length)

    def forward(self, people=()):
        """One step on: follow the line, else let the bot choose; Waiting at a person's turn or the end."""
        if self.step < self.length:
            self.step += 1
            return
        state = self.state
        if state.is_over:
            raise Waiting("The game is over.")
        if state.current_player in people:
            raise Waiting(f"It is {state.names[state.current_player]}'s turn: your move. Choose an action below.")
        self.choose(self.bot_action(), BOT)

    def play_on(self, people=(), until=None):
        """Step on (following the line, bots choosing) until the game ends, one of ``people`` is to act,
        or ``until(state)`` holds; StepLimit after MAX_STEPS steps, however the line was made."""
        for _ in range(MAX_STEPS + 1):  # each forward moves one step on, and a line holds at most MAX_STEPS
            state = self.state
            if state.is_over or state.current_player in people or (until is not None and until(state)):
                return
            self.forward(people)
        raise StepLimit(
            f"The bots stopped after {MAX_STEPS:,} steps, the most bandlab plays at once "
            "(docs/architecture.md, Limits)."
        )

    def bot_action(self):
        """What the bot seated at the current player chooses here (the same every time it is asked)."""
        return bot_choice(self.state, self.step, self.bot)

    def choose(self, action, actor=YOU):
        """Play ``action`` at the cursor: follow the line, append to it, or branch; IllegalAction changes nothing."""
        line, step = self.line, self.step
        if step < len(line.actions):
            if line.actions[step] == action:
                self.step += 1
                return
            existing = self.find_line(line.actions[:step] + [action])
            if existing is not None:
                self.switch(existing, step + 1)
                return
        if step >= MAX_STEPS:
            raise StepLimit(
                f"This game has reached {MAX_STEPS:,} steps, the most bandlab keeps of one game "
                "(docs/architecture.md, Limits)."
            )
        new_state = line.states[step].clone()
        events = new_state.apply(action)  # raises IllegalAction before anything here changes
        if step < len(line.actions):
            branch = line.prefix(step)
            branch.parent, branch.branch_step = self.line_index, step
            self.lines.append(branch)
            self.line_index, line = len(self.lines) - 1, branch
        line.actions.append(action)
        line.states.append(new_state)
        line.events.append(events)
        line.actors.append(actor)
        self.step = step + 1

    def find_line(self, actions):
        """The index of a line beginning with ``actions``, or None."""
        count = len(actions)
        for index, line in enumerate(self.lines):
            if len(line.actions) >= count and line.actions[:count] == actions:
                return index
        return None

    def first_step_of_round(self, number):
        """The first step of the current line where ``state.round`` is ``number``, or None."""
        for step, state in enumerate(self.line.states):
            if getattr(state, "round", None) == number:
                return step
        return None

    # --- sharing ------------------------------------------------------------------
    def is_bot_line(self, step=None):
        """True when the setup is the default and the first ``step`` actions are the default bots' own."""
        step = self.step if step is None else step
        if not self.default_setup:
            return False
        line = self.line
        canonical = line.canonical
        while len(canonical) < step:
            k = len(canonical)
            if canonical and not canonical[-1]:
                canonical.append(False)
            elif line.actors[k] == BOT and self.bot == self.default_bot:
                canonical.append(True)
            else:
                chosen = bot_choice(line.states[k], k)
                canonical.append(chosen == line.actions[k])
        return step == 0 or canonical[step - 1]

    def share_query(self, step=None):
        """The query string of the position at ``step`` (default: the cursor) on the current line."""
        step = self.step if step is None else step
        state = self.line.states[0]
        if self.is_bot_line(step):
            return links.seed_query(self.game.id, state.players, state.seed, step)
        return links.record_query(self.record(), step)
