"""The coach on a dashboard: move hints in the stepper, a review of a line, "what would you do?".

    from bandlab.widgets.coach import WhatWouldYouDo
    WhatWouldYouDo(state, prompt="Your turn: which member do you play?")   # a lesson's question

- ``HintView`` (``bandlab.widgets.coach_view``, with the coach's sentences): the answer to "how good
  is each move here?" — a progress bar while the search runs, then a sentence and the hint chart
  (``bandlab.viz.coach.hint_figure``) in a ``Chart``.
- ``CoachPanel(stepper)``: the stepper's Hint button ("Hint every step" to follow the steps) and
  its Review: for a chosen seat, every decision of the line shown, the costliest listed, each with
  a button to that step.  The stepper tells it the position (``update()``) after every change.
- ``WhatWouldYouDo(state)``: a position, a button per legal move; the learner picks one and the
  coach's answer appears, with the learner's move marked and a sentence on what it cost.

Searching takes a second or more, so it runs in a background thread and never blocks the page:
a person can keep stepping while it runs.  A hint belongs to the position it was asked for (its
key is the game record up to there): when the position changes, the running search is
cancelled and its answer is never drawn for another position.  Finished answers are kept, so
stepping back shows them at once.  ipywidgets 8 sends widget updates from a thread; the browser
test checks this under Voila.  Where Python cannot start threads (the static site's Pyodide,
``coach_tasks.THREADS``) the search runs in place: the answer is drawn before the click returns.

Hidden information stays hidden: a hint shows the legal moves of the player to act, which can
tell their hand, so it is offered only when the table is viewed as that player or as everyone;
likewise the review of a seat.
"""

import functools
import html
import threading

import ipywidgets as W

from bandlab.search import analyse, decisions, default_budget, review
from bandlab.widgets.coach_tasks import Task, Throttle, claim, position_key, seed_of  # noqa: F401  (tests import Task)
from bandlab.widgets.coach_view import ABOUT_AS_GOOD, HintView, best_sentence, percent, verdict  # noqa: F401  (imported from here)
from bandlab.widgets.games import game_plugin
from bandlab.widgets.games.board_view import BoardView

#: A hint looks this many times deeper than the search bot's own decisions (about 1.5 s of playouts).
HINT_BUDGET_FACTOR = 4
#: The review analyses each decision with the search bot's own budget.
REVIEW_BUDGET_FACTOR = 1
#: The review lists at most this many moves, and only those costing at least this much win chance.
REVIEW_SHOWN, REVIEW_MIN_COST = 5, 0.01


def search_task(owner, state, legal, keep, budget=None, background=True):
    """The coach's search of ``legal`` from the view of the player to act in ``state``, as a Task for ``owner``
    (its ``progress(task, done, total)`` moves a bar, its ``finished(task)`` draws the answer); ``keep``: moves
    measured to the end.  Not started."""
    key, view = position_key(state), state.view(state.current_player)
    budget = budget or HINT_BUDGET_FACTOR * default_budget(state.game.id)

    def work(task):
        progress = Throttle(lambda done, total: owner.progress(task, done, total))
        return analyse(view, legal, budget, seed_of(key), progress=progress, cancelled=task.cancelled, keep=keep)

    return Task(key, work, owner.finished, background=background)


class CoachPanel:
    """The stepper's coach: a Hint for the position shown, and a Review of a seat's moves in the line.

    ``stepper`` is a GameStepper (anything with ``state``, ``timeline``, ``viewer``, ``seats``,
    ``go_to(step)`` and ``switch_line(index)``); it calls ``update()`` after every change.
    """

    def __init__(self, stepper, budget=None, review_budget=None, background=True):
        self.stepper = stepper
        self.budget, self.review_budget, self.background = budget, review_budget, background
        self.cache = {}  # position key -> finished Analysis
        self.key = None  # the position shown
        self.task = None  # the hint being computed
        self.review_task = None
        self.reviewed = []  # ReviewedMoves of the last review
        self.review_of = None  # (timeline, line index, seat) the review is about
        self.lock = threading.RLock()
        self.said = ""  # the hint view's sentence for the position shown (said when the view is built)
        self._view = self._review_parts = None  # built on first use: a page never asked for them builds neither
        self.build()

    def build(self):
        """The controls: Hint, Hint every step; the review row. The hint view and the review's list are built
        when first needed (``view``, ``review_parts``)."""
        self.hint_button = W.Button(
            description="Hint",
            icon="lightbulb-o",
            button_style="info",
            tooltip="How good is each legal move here? (the coach searches in the background)",
            layout=W.Layout(width="auto"),
        )
        self.follow = W.Checkbox(
            value=False, description="Hint every step", indent=False, layout=W.Layout(width="150px")
        )
        self.review_seat = W.Dropdown(options=[], description="Review", layout=W.Layout(width="240px"))
        self.review_button = W.Button(
            description="Review this line",
            icon="search",
            tooltip="Find the moves of this seat that cost the most win chance",
            layout=W.Layout(width="auto"),
        )
        self.hint_button.on_click(lambda _: self.hint())
        self.follow.observe(lambda change: self.hint() if change["new"] else None, "value")
        self.review_button.on_click(lambda _: self.start_review())

        def row(*items):
            """A wrapping row of widgets, centred vertically."""
            return W.HBox(list(items), layout=W.Layout(flex_flow="row wrap", align_items="center"))

        self.review_row = row(self.review_seat, self.review_button)
        self.widget = W.VBox(
            [row(self.hint_button, self.follow), self.review_row],
            layout=W.Layout(border="1px solid #ddd", padding="4px 8px", margin="6px 0"),
        )
        self.widget.add_class("bandlab-coach")

    @property
    def view(self):
        """The hint view (``HintView``), built and shown under the Hint button the first time it is needed."""
        if self._view is None:
            self._view = HintView()
            self._view.say(self.said)
            first, *rest = self.widget.children
            self.widget.children = [first, self._view, *rest]
        return self._view

    def say(self, text):
        """The hint view's sentence for the position shown (kept until the view is built)."""
        self.said = text
        if self._view is not None:
            self._view.say(text)

    @property
    def review_parts(self):
        """The review's progress bar, status line and list of moves, built the first time a review starts."""
        if self._review_parts is None:
            progress = W.FloatProgress(value=0, min=0, max=1, layout=W.Layout(width="240px", display="none"))
            self._review_parts = (progress, W.HTML(), W.VBox())
            self.review_row.children = [*self.review_row.children, progress]
            self.widget.children = [*self.widget.children, *self._review_parts[1:]]
        return self._review_parts

    @property
    def review_progress(self):
        """The review's progress bar."""
        return self.review_parts[0]

    @property
    def review_status(self):
        """The review's status line."""
        return self.review_parts[1]

    @property
    def review_list(self):
        """The review's costliest moves, each with a button to its step."""
        return self.review_parts[2]

    # --- the position ------------------------------------------------------------------
    def update(self, state=None):
        """The stepper shows another position (or another viewer): drop a stale hint, show a kept one."""
        stepper = self.stepper
        state = stepper.state if state is None else state
        self.sync_review_seats()
        key = position_key(state)
        with self.lock:
            changed = key != self.key
            self.key = key
            if self.task is not None and self.task.key != key:
                self.task.cancel()
                self.task = None
            reason = self.unavailable(state)
            if reason:
                self.say(reason)
            elif key in self.cache:
                self.draw(self.cache[key], state)
            elif self.task is not None:
                pass  # the hint of this position is on its way
            elif self.follow.value:
                self.hint()
            elif changed or (self._view is not None and self._view.analysis is not None):
                self.say("Press Hint to see how good each move is here.")
        self.hint_button.disabled = bool(self.unavailable(state))

    def unavailable(self, state):
        """Why no hint can be given here ('' if one can)."""
        if state.is_over:
            return "The game is over: no move to hint. Review a seat's moves below."
        viewer, player = self.stepper.viewer, state.current_player
        if viewer is not None and viewer != player:
            return (
                f"The hint is for {state.names[player]}, who is to act, and shows their options: "
                f"view the table as them (or as everyone) to see it."
            )
        return ""

    def chosen(self):
        """The move the line goes on with from the position shown, or None at its end."""
        timeline = self.stepper.timeline
        return timeline.line.actions[timeline.step] if timeline.step < timeline.length else None

    # --- the hint ------------------------------------------------------------------------
    def hint(self):
        """Start the coach on the position shown (in the background); a kept answer is shown at once."""
        state = self.stepper.state
        reason = self.unavailable(state)
        with self.lock:
            if reason:
                self.say(reason)
                return None
            key = position_key(state)
            if key in self.cache:
                self.draw(self.cache[key], state)
                return None
            if self.task is not None and self.task.key == key:
                return self.task
            if self.task is not None:
                self.task.cancel()
            player, legal, chosen = state.current_player, state.legal_actions(), self.chosen()
            self.view.working(0, 1, f"The coach is thinking about {state.names[player]}'s {len(legal)} moves…")
            self.task = search_task(
                self, state, legal, (chosen,) if chosen is not None else (), self.budget, self.background
            )
            return self.task.start()

    def progress(self, task, done, total):
        """Move the progress bar, if ``task`` is still the hint of the position shown."""
        with self.lock:
            if task is self.task and task.key == self.key:
                self.view.working(done, total)

    def finished(self, task):
        """A hint is ready: keep it, and draw it if its position is still the one shown."""
        with self.lock:
            if not claim(self, task, self.view):
                return
            self.cache[task.key] = task.result
            if task.key == self.key:
                self.draw(task.result, self.stepper.state)

    def draw(self, analysis, state):
        """Show a finished analysis of ``state`` with the line's move marked, its moves as the viewer may read them."""
        name, chosen = state.names[analysis.player], self.chosen()
        say = functools.partial(state.action_text, viewer=self.stepper.viewer)
        self.view.show(analysis, name, chosen, sentence=best_sentence(analysis, name, chosen, say))

    def wait(self, timeout=30):
        """Block until the running hint and review have finished (tests, scripts); True if they have."""
        tasks = [t for t in (self.task, self.review_task) if t is not None]
        return all(t.wait(timeout) for t in tasks)

    # --- the review ------------------------------------------------------------------------
    def sync_review_seats(self):
        """Offer the seats of the game shown; default to a seat the person plays, or the viewer."""
        state = self.stepper.state
        options = [(f"{name}'s moves", p) for p, name in enumerate(state.names)]
        if list(self.review_seat.options) != options:
            stepper = self.stepper
            default = stepper.viewer if stepper.viewer is not None else (stepper.seats or (0,))[0]
            self.review_seat.options = options
            self.review_seat.value = default if default < len(options) else 0

    def start_review(self):
        """Review the chosen seat's decisions in the line shown (in the background), costliest first."""
        stepper, seat = self.stepper, self.review_seat.value
        state = stepper.state
        if stepper.viewer is not None and stepper.viewer != seat:
            self.review_status.value = html.escape(
                f"The review shows {state.names[seat]}'s options at each decision, so it is for their eyes: "
                f"view the table as them (or as everyone) to review their moves."
            )
            return None
        timeline = stepper.timeline
        line, index = timeline.line, timeline.line_index
        states, actions = line.states[: len(line.actions)], list(line.actions)
        steps = decisions(states, actions, seat)
        name = state.names[seat]
        if self.review_task is not None:
            self.review_task.cancel()
        self.reviewed, self.review_of = [], (timeline, index, seat)
        self.review_list.children = []
        if not steps:
            self.review_status.value = html.escape(f"{name} had no choice to make in this line yet.")
            return None
        budget = self.review_budget or REVIEW_BUDGET_FACTOR * default_budget(state.game.id)
        seed = seed_of(position_key(line.states[-1]))
        self.review_progress.value, self.review_progress.layout.display = 0, None
        self.review_status.value = html.escape(f"Reviewing {len(steps)} decisions of {name}…")

        def work(task):
            found = []
            for move in review(states, actions, seat, budget, seed, cancelled=task.cancelled, steps=steps):
                found.append(move)
                self.review_found(task, found, len(steps))
            return found

        self.review_task = Task(self.review_of, work, self.review_done, background=self.background)
        return self.review_task.start()

    def review_found(self, task, found, total):
        """One more decision reviewed: update the progress and the list."""
        with self.lock:
            if task is not self.review_task:
                return
            self.reviewed = list(found)
            self.review_progress.value = len(found) / total
            self.show_review(final=False)

    def review_done(self, task):
        """The review has finished."""
        with self.lock:
            if task is not self.review_task:
                return
            self.review_task = None
            self.review_progress.layout.display = "none"
            if task.error is not None:
                self.review_status.value = html.escape(
                    f"The review stopped ({type(task.error).__name__}: {task.error})."
                )
                return
            self.reviewed = task.result
            self.show_review(final=True, seconds=task.seconds)

    def worst(self):
        """The reviewed moves that cost most, costliest first (at most REVIEW_SHOWN, each >= REVIEW_MIN_COST)."""
        costly = [m for m in self.reviewed if m.cost >= REVIEW_MIN_COST]
        return sorted(costly, key=lambda m: (-m.cost, m.step))[:REVIEW_SHOWN]

    def show_review(self, final, seconds=None):
        """The list of costly moves, each with a button to its step."""
        timeline, index, seat = self.review_of
        name = timeline.line.states[0].names[seat]
        worst = self.worst()
        items = []
        for move in worst:
            go = W.Button(
                description=f"Step {move.step}",
                tooltip=f"Show the position before {name}'s move",
                layout=W.Layout(width="auto"),
            )
            go.on_click(lambda _, step=move.step: self.go_to(step))
            text = self.reviewed_html(timeline.lines[index].states[move.step], name, move)
            items.append(W.HBox([go, W.HTML(text)], layout=W.Layout(align_items="center")))
        self.review_list.children = items
        done = len(self.reviewed)
        if final:
            took = f" in {seconds:.0f} s" if seconds is not None else ""
            head = (
                f"{name}'s costliest moves in line {index + 1} ({done} decisions reviewed{took}):"
                if worst
                else f"None of {name}'s {done} decisions in line {index + 1} cost {REVIEW_MIN_COST:.0%} of win chance "
                f"or more: well played."
            )
        else:
            head = f"Reviewing {name}'s decisions… {done} done; the costliest so far:"
        self.review_status.value = html.escape(head)

    def reviewed_html(self, before, name, move):
        """One reviewed move: what was played and what the coach prefers, as the viewer may read them."""

        def say(action):
            """The action's text as the viewer may read it, HTML-escaped."""
            return html.escape(before.action_text(action, self.stepper.viewer))

        played, best = move.analysis.estimate(move.played), move.analysis.moves[0]
        return (
            f"{html.escape(name)} played <b>{say(move.played)}</b> ({percent(played.rate)}); the coach "
            f"prefers <b>{say(best.action)}</b> ({percent(best.rate)}): "
            f"−{move.cost * 100:.0f} points of win chance"
        )

    def go_to(self, step):
        """Show the reviewed line at ``step`` (the position before the move), in the stepper."""
        timeline, index, _ = self.review_of
        stepper = self.stepper
        if stepper.timeline is not timeline:
            self.review_status.value = html.escape("That review was of another game: review this one again.")
            return False
        if stepper.line != index:
            stepper.switch_line(index)
        return stepper.go_to(step)

    @property
    def review_buttons(self):
        """The step buttons of the review list, costliest first."""
        return [item.children[0] for item in self.review_list.children]


class WhatWouldYouDo(W.VBox):
    """A lesson's question: a position, a button per legal move; pick one and the coach answers.

    ``state`` is the position (it is copied); the question is for the player to act, whose view
    the board shows.  ``prompt`` (plain text) asks the question; ``board=False`` leaves the board
    out (when the notebook draws its own).  ``budget`` is the coach's, in simulated actions
    (default: four times the search bot's).  ``background=False`` answers at once (tests), as it does
    wherever Python has no threads.

    The coach searches like the stepper's hint: weak moves are dropped early so the budget goes to
    the strong ones, and the learner's move is kept to the end, so it is measured on the same
    dealt worlds and with as many playouts as the coach's choice (a position with twenty legal
    moves would otherwise get a handful of playouts each).
    """

    def __init__(self, state, prompt=None, board=True, budget=None, background=True):
        super().__init__(layout=W.Layout(width="100%", max_width="900px"))
        self.add_class("bandlab-what-would-you-do")
        if state.is_over:
            raise ValueError("The game is over: there is no move to ask about.")
        self.state = state.clone()
        self.player = state.current_player
        self.budget, self.background = budget, background
        self.task, self.chosen, self.analysis = None, None, None
        self.answers = {}  # learner's move -> the coach's Analysis with that move kept to the end
        name = state.names[self.player]
        self.prompt = W.HTML(f"<b>{html.escape(prompt or f'What would you do, {name}?')}</b>")
        self.board = BoardView(self.board_html() if board else "")
        self.legal = state.legal_actions()
        self.buttons = []
        label = self.plugin().action_label
        for index, action in enumerate(self.legal):
            choice = W.Button(
                description=label(self.state, action),
                layout=W.Layout(width="auto"),
                tooltip="Choose this move, then see what the coach thinks of it",
            )
            choice.on_click(lambda _, i=index: self.pick(self.legal[i]))
            self.buttons.append(choice)
        self.moves = W.Box(self.buttons, layout=W.Layout(display="flex", flex_flow="row wrap"))
        self._answer = None  # the coach's answer (a HintView), built with the first move picked
        self.lock = threading.RLock()
        self.again = W.Button(
            description="Try another move", icon="undo", layout=W.Layout(width="auto", display="none")
        )
        self.again.on_click(lambda _: self.reset())
        self.children = [self.prompt, self.board, self.moves, self.again]

    @property
    def answer(self):
        """The coach's answer (a ``HintView``), built and shown above "Try another move" when first needed."""
        if self._answer is None:
            self._answer = HintView()
            *before, again = self.children
            self.children = [*before, self._answer, again]
        return self._answer

    def plugin(self):
        """The game's page plugin (its board and its move labels)."""
        return game_plugin(self.state.game.id)

    def board_html(self):
        """The table as the player to act sees it (the game's board)."""
        return self.plugin().board_html(self.state, self.player)

    def pick(self, action):
        """The learner's move (an action or its text): mark it and ask the coach (in the background)."""
        if isinstance(action, str):
            action = self.state.game.parse_action(self.state, action)
        if action not in self.legal:
            raise ValueError(f"{action} is not a legal move here.")
        with self.lock:
            self.chosen = action
            for button, legal in zip(self.buttons, self.legal):
                button.disabled = True
                button.button_style = "warning" if legal == action else ""
            if action in self.answers:  # asked before: the answer is the same (seeded), show it again
                return self.finished_analysis(self.answers[action])
            if self.task is not None:  # one question at a time: the buttons wait for its answer
                return self.task
            self.answer.working(0, 1, f"You chose {action}. The coach is looking at every move…")
            self.task = search_task(self, self.state, self.legal, (action,), self.budget, self.background)
            return self.task.start()

    def progress(self, task, done, total):
        """Move the progress bar."""
        with self.lock:
            if task is self.task:
                self.answer.working(done, total, f"You chose {self.chosen}. The coach is looking at every move…")

    def finished(self, task):
        """The coach's answer is ready."""
        with self.lock:
            if claim(self, task, self.answer):
                self.finished_analysis(task.result)

    def finished_analysis(self, analysis):
        """Draw the answer with the learner's move marked, and say what it was worth."""
        self.analysis = analysis
        if self.chosen is not None:
            self.answers[self.chosen] = analysis
            self.answer.show(
                analysis, self.state.names[self.player], self.chosen, sentence=verdict(analysis, self.chosen)
            )
            self.again.layout.display = None

    def reset(self):
        """Let the learner choose again (answers already given stay known)."""
        for button in self.buttons:
            button.disabled, button.button_style = False, ""
        self.chosen = None
        if self._answer is not None:
            self._answer.say("")
        self.again.layout.display = "none"

    def wait(self, timeout=60):
        """Block until the coach has answered (tests, scripts); True if it has."""
        task = self.task
        return task.wait(timeout) if task is not None else True
