"""Lesson: a rulebook example (or a short scenario) replayed move by move, for teaching.

    from bandlab.widgets.lesson import Lesson, lesson
    Lesson("first-band", ["play Vocal 3", ("play Vocal/Guitar 4", "Bob's dual-colour member ...")],
           players=3, deal=[["V3", "V6", "D8"], ["V/G4", "B1", "G1", "K3", "V2"], ["D6", "B6"]],
           starting_player=0, intro="The rulebook's table.")
    lesson("first-band", "audition")   # a scene of bandlab/lessons/first_band.py, as its page shows it

Back and Forward step through the example; at a ``Task`` the lesson stops and asks the learner to
make the move: the legal moves are buttons, a wrong one is answered (with the rule it breaks or
misses) and the lesson stays, the right one plays and the lesson goes on. No game, seed or seat
controls, and no link (a lesson never reads the page's address). Each step shows the board after the
move (the game's own drawing, or ``board=`` for a smaller one), the note for the step, and the game's
events of the move with the rule each applies. A rule is quoted in full the first time the page shows
it and later as a short reference that opens to the full quote. A ``chart`` (a function of the state
giving a plotly figure) adds one Chart under the board, redrawn in place.

The example's play-through (``Script``) and the scene helpers live in ``bandlab.widgets.lesson_scenes``; the
words the lesson shares with the stepper (who chose what, each event as the viewer may read it, the list
of events) come from ``bandlab.widgets.narration``, while the rule numbering above is the lesson's own.

The whole example is played when the lesson is built, so a move that is not legal fails at once with
the game's reason (a page must never show a broken example), and stepping is only showing snapshots.
"""

import html
import re

import ipywidgets as W

import bandlab
from bandlab.lessons import Task, scenes
from bandlab.lessons.rulebook import quotes
from bandlab.widgets import narration
from bandlab.widgets.games import game_plugin
from bandlab.widgets.games.board_view import BoardView
from bandlab.widgets.lesson_scenes import (  # noqa: F401  (imported from here)
    SCENE_KEYS,
    Script,
    move_item,
    narrate_start,
    narrated,
    quoted_in_full,
    rules_shown,
    script_arguments,
    setup_of,
)
from bandlab.widgets.narration import RULE_STYLE, event_text
from bandlab.widgets.rule_index import RuleIndex

__all__ = ["Lesson", "LessonPage", "Task", "lesson", "page_html", "visible_text"]

NOTE_STYLE = "border-left:4px solid #E69F00;background:#fff8e8;padding:4px 10px;margin:0 0 6px 0"
TASK_STYLE = "border:2px solid #0072B2;border-radius:6px;padding:6px 10px;background:#f2f8fc"
KEY_PATTERN = re.compile(r"^[a-z0-9][a-z0-9_-]{0,40}$")


class Lesson(W.VBox):
    """Back/Forward through a fixed list of moves, each step narrated with its rule; tasks ask for a move.

    ``game``: a game id; ``moves``: move texts as players write them, each ``"play V3"``, ``("play V3",
    "a note")`` (notes are the page author's HTML, shown as written), a list of texts played as one
    step, or a ``Task``; ``players``, ``seed`` and ``options`` (``deal=``, ``dice=``, ...) set the table
    up; ``intro``: the note of the starting position; ``viewer``: None (every hand shown, as a teacher
    shows them) or a player, whose eyes the board and the narration keep to; ``board``: a function
    ``state -> HTML`` to draw instead of the game's board; ``chart``: a function ``state -> go.Figure``
    shown under it; ``title``: a heading; ``start``: the first step shown (the moves before it set the
    scene, are not stepped through and are not narrated again); ``key``: the scene's key (the CSS class
    ``bandlab-lesson-<key>`` lets a page scroll to it); ``quoted``: rules the page has quoted in full
    before this lesson; ``narrate_start``: whether step ``start`` shows its events (the setup).
    """

    def __init__(
        self,
        game,
        moves,
        players=None,
        seed=0,
        intro="",
        viewer=None,
        board=None,
        chart=None,
        title="",
        start=0,
        key=None,
        quoted=(),
        narrate_start=True,
        **options,
    ):
        super().__init__(layout=W.Layout(width="100%", max_width="1100px"))
        self.add_class("bandlab-lesson")
        if key is not None:
            if not isinstance(key, str) or not KEY_PATTERN.match(key):
                raise ValueError(f"A lesson's key is a short lowercase name (letters, digits, - and _), not {key!r}.")
            self.add_class(f"bandlab-lesson-{key}")
        self.key = key
        self.game = bandlab.load_game(game)
        self.viewer = viewer
        self.plugin = game_plugin(self.game.id)
        self.draw = board or (lambda state: self.plugin.board_html(state, viewer))
        self.chart_of = chart
        self.play_through(players, seed, intro, moves, options)
        self.set_start(start, intro)
        self.check_tasks()
        self.narrate_start = narrate_start and start == 0
        self.full, self.rule_numbers = quoted_in_full(self, start, quoted, self.narrate_start)
        self.solved = set()
        self.build(title)
        self.show()

    # --- the example --------------------------------------------------------------------
    def play_through(self, players, seed, intro, moves, options):
        """Play every move once, keeping a snapshot, the events, the note and the task of each step."""
        script = Script(self.game, moves, players, seed, intro, self.viewer, **options)
        self.states, self.events, self.notes = script.states, script.events, script.notes
        self.moves, self.movers, self.tasks, self.actions = script.moves, script.movers, script.tasks, script.actions

    def set_start(self, start, intro):
        """Open at ``start``: the moves before it set the scene (played, not asked for), ``intro`` its note."""
        if not 0 <= start <= self.length:
            raise ValueError(f"start must be a step of the example, 0 to {self.length}, not {start!r}.")
        self.tasks[: start + 1] = [None] * (start + 1)
        self.start = self.step = start
        self.notes[start] = intro  # not the note of a scene-setting move: the previous lesson showed it

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

    @property
    def task_steps(self):
        """The steps the learner plays, in order."""
        return [step for step, task in enumerate(self.tasks) if task is not None]

    @property
    def pending(self):
        """The task the learner must solve before the next step, or None."""
        following = self.step + 1
        if following <= self.length and self.tasks[following] is not None and following not in self.solved:
            return self.tasks[following]
        return None

    # --- the widget ---------------------------------------------------------------------
    def build(self, title):
        """The controls: Back, the step counter, Forward; the task box; the board and narration; the chart."""
        self.title = title
        self.back_button = W.Button(
            description="Back", icon="step-backward", tooltip="One move back", layout=W.Layout(width="auto")
        )
        self.forward_button = W.Button(
            description="Forward", icon="step-forward", tooltip="The next move", layout=W.Layout(width="auto")
        )
        self.status = W.HTML()
        self.board = BoardView(layout=W.Layout(flex="3 1 0%", min_width="320px", overflow="auto"))
        self.narration = W.HTML(layout=W.Layout(flex="2 1 0%", min_width="260px", max_height="520px", overflow="auto"))
        self.back_button.on_click(lambda _: self.back())
        self.forward_button.on_click(lambda _: self.forward())
        self.build_task_box()
        self.chart = None
        if self.chart_of is not None:
            from bandlab.widgets.chart import Chart

            self.chart = Chart(self.chart_of(self.state))
        heading = [W.HTML(f"<b>{html.escape(title)}</b>")] if title else []
        controls = W.HBox(
            [self.back_button, self.status, self.forward_button], layout=W.Layout(align_items="center", grid_gap="10px")
        )
        body = W.HBox([self.board, self.narration], layout=W.Layout(align_items="flex-start", grid_gap="16px"))
        self.children = heading + [controls, self.task_box, body] + ([self.chart] if self.chart is not None else [])

    def build_task_box(self):
        """The box a task shows: its prompt, the legal moves as buttons, the answer to a wrong one."""
        self.task_prompt = W.HTML()
        self.task_moves = W.HBox(layout=W.Layout(flex_flow="row wrap", grid_gap="4px"))
        self.task_answer = W.HTML()
        self.task_buttons = {}
        self.task_box = W.VBox(
            [self.task_prompt, self.task_moves, self.task_answer], layout=W.Layout(display="none", margin="4px 0")
        )
        self.task_box.add_class("bandlab-task")

    def go(self, step):
        """Show ``step`` (kept within the example, from ``start`` to its end)."""
        self.step = min(max(int(step), self.start), self.length)
        self.show()

    def open_step(self, step):
        """Show ``step`` as the rule index opens it: an unsolved task's step opens at its question."""
        if self.tasks[step] is not None and step not in self.solved and step > self.start:
            step -= 1
        self.go(step)

    def forward(self):
        """One move on (stays at the end, and at an unsolved task)."""
        if self.pending is None:
            self.go(self.step + 1)

    def back(self):
        """One move back (stays at the start)."""
        self.go(self.step - 1)

    def show(self):
        """Draw the step: buttons, task, board, narration, chart, and last the counter (a page, or a
        test, that sees the counter change sees the rest of the step already sent)."""
        shown = self.step - self.start
        task = self.pending
        self.back_button.disabled = self.step == self.start
        self.forward_button.disabled = self.step == self.length or task is not None
        self.show_task(task)
        self.board.value = self.draw(self.state)
        self.narration.value = self.narration_html()
        if self.chart is not None:
            self.chart.figure = self.chart_of(self.state)
        end = " — the end of the example" if self.step == self.length else ""
        ask = " — your move" if task is not None else ""
        self.status.value = (
            f"<span class='bandlab-lesson-status'>Move <b>{shown}</b> of {self.moves_shown}{end}{ask}</span>"
        )

    # --- tasks --------------------------------------------------------------------------
    def check_tasks(self):
        """Every task's right moves and answered wrong moves are legal where it asks (fails when built)."""
        for step in self.task_steps:
            state, task = self.states[step - 1], self.tasks[step]
            if self.viewer is not None and self.viewer != state.current_player:
                raise ValueError(f"Task at step {step}: a lesson seen by one seat asks only that seat's moves.")
            legal = set(state.legal_actions())
            right = {self.game.parse_action(state, text) for text in task.right}
            for text in task.why:
                if self.game.parse_action(state, text) in right:
                    raise ValueError(f"Task at step {step}: {text!r} is one of its right moves, not a wrong one.")
            if not right <= legal or legal == right:
                raise ValueError(f"Task at step {step} needs legal right moves and a wrong move to choose.")

    def show_task(self, task):
        """Show the pending task's prompt and move buttons (or hide the box)."""
        self.task_answer.value = ""
        if task is None:
            self.task_box.layout.display = "none"
            self.task_moves.children, self.task_buttons = (), {}
            return
        state = self.state
        self.task_prompt.value = f"<div class='bandlab-task-ask' style='{TASK_STYLE}'><b>{task.ask}</b></div>"
        self.task_buttons = {}
        for action in state.legal_actions():
            text = state.action_text(action, self.viewer)
            button = W.Button(description=text, tooltip=self.move_tooltip(state, action), layout=W.Layout(width="auto"))
            button.on_click(lambda _, action=action: self.try_move(action))
            self.task_buttons[text] = button
        self.task_moves.children = tuple(self.task_buttons.values())
        self.task_box.layout.display = "flex"

    def move_tooltip(self, state, action):
        """A task button's tooltip: the game plugin's ``action_tooltip`` when it has one, else the move."""
        tooltip = getattr(self.plugin, "action_tooltip", None)
        return tooltip(state, action) if tooltip is not None else state.action_text(action, self.viewer)

    def try_move(self, action):
        """The learner chose ``action`` at the pending task: go on if it is right, else say why not."""
        task, state = self.pending, self.state
        if task is None:
            return
        right = {self.game.parse_action(state, text) for text in task.right}
        if action in right:
            self.solved.add(self.step + 1)
            self.go(self.step + 1)
            first = self.game.parse_action(state, task.right[0])
            if action != first:
                self.narration.value = (
                    f"<div>Right too. The example goes on with "
                    f"<b>{html.escape(state.action_text(first, self.viewer))}</b>.</div>" + self.narration.value
                )
            return
        self.task_answer.value = self.wrong_answer(task, state, action)

    def wrong_answer(self, task, state, action):
        """The answer to a wrong move: the task's words for it, else what the move would do, with its rules."""
        why = {self.game.parse_action(state, text): words for text, words in task.why.items()}
        text = html.escape(state.action_text(action, self.viewer))
        if action in why or task.otherwise:
            words = why.get(action, task.otherwise)
            return f"<div class='bandlab-task-answer'>Not <b>{text}</b>: {words} Try again.</div>"
        events = state.clone().apply(action)
        items = "".join(
            f"<li>{html.escape(event_text(event, self.viewer))}{quote_html(event.rule)}</li>" for event in events
        )
        return (
            f"<div class='bandlab-task-answer'>Not the move the lesson asks for: <b>{text}</b> would do this:"
            f"<ul style='padding-left:18px;margin:4px 0'>{items}</ul>Try again.</div>"
        )

    # --- narration ----------------------------------------------------------------------
    def narration_html(self, step=None):
        """The note of a step, who made which move, and the events with the rule each applies."""
        step = self.step if step is None else step
        note = self.notes[step]
        parts = [f"<div class='bandlab-lesson-note' style='{NOTE_STYLE}'>{note}</div>" if note else ""]
        if step == self.start:
            parts.append("" if note else "<div><b>The starting position.</b></div>")
        elif not self.events_tell_moves(step):
            parts.append(f"<div>{moves_html(self.moves[step])}</div>")
        if step != self.start or self.narrate_start:
            parts.append(self.events_html(step))
        return f"<div class='bandlab-lesson-narration'>{''.join(parts)}</div>"

    def events_tell_moves(self, step):
        """Whether the step's events already say who moved ("Bob plays Vocal 3."), so the move line would repeat."""
        texts = [event_text(event, self.viewer) for event in self.events[step]]
        return all(any(text.startswith(mover + " ") for text in texts) for mover, _ in self.moves[step])

    def events_html(self, step):
        """A step's events as a list (``narration.events_html``), each with its rule: in full the first time,
        else as a short reference (once per step: a rule the step has already referred to is not referred to again)."""
        rules, referred = [], set()
        for index, event in enumerate(self.events[step]):
            rules.append("" if event.rule in referred else self.rule_html(event.rule, (step, index) in self.full))
            referred.add(event.rule)
        return narration.events_html(self.events[step], self.viewer, rules)

    def rule_html(self, rule, full):
        """A rule quote in full, "Rule 4: ...", or later the short reference "Rule 4" that opens to it."""
        if not rule:
            return ""
        number = self.rule_numbers[rule]
        if full:
            return quote_html(rule, number)
        quote = html.escape(rule)
        return (
            f"<details class='bandlab-rule-ref' style='{RULE_STYLE};display:inline-block;margin-left:6px'>"
            f"<summary>Rule {number}</summary>{quote}</details>"
        )

    # --- what the page shows, for measuring -----------------------------------------------
    def shows(self, step, sentence):
        """Whether ``step`` shows a rulebook sentence: one of its events' rules, or its note, quotes it."""
        return any(quotes(event.rule, sentence) for event in self.events[step]) or quotes(
            visible_text(self.notes[step]), sentence
        )

    @property
    def steps_narrated(self):
        """The steps whose events a reader sees (the start only when it is narrated)."""
        return narrated(self, self.start, self.narrate_start)

    def text_shown(self):
        """Every word this lesson shows a reader who steps through it: narration of each step (short
        references as shown, closed) and task prompts."""
        texts = [visible_text(self.narration_html(step)) for step in range(self.start, self.length + 1)]
        return "\n".join(texts + [visible_text(self.tasks[step].ask) for step in self.task_steps])

    def quotes_shown(self):
        """(full quotes shown, distinct rules quoted, short references shown) over the lesson's steps."""
        rules = [
            (event.rule, (step, index) in self.full)
            for step in self.steps_narrated
            for index, event in enumerate(self.events[step])
            if event.rule
        ]
        return (sum(full for _, full in rules), len({rule for rule, _ in rules}), sum(not full for _, full in rules))


def quote_html(rule, number=None):
    """A rule quoted in full under an event: "Rule 4: ..." (no number outside the page's numbering)."""
    if not rule:
        return ""
    label = f"Rule {number}" if number is not None else "Rule"
    return f"<br><span class='bandlab-rule' style='{RULE_STYLE}'>{label}: {html.escape(rule)}</span>"


def moves_html(moves):
    """A step's moves, ``Bob — <b>play Vocal 3</b>``; several by one player share the name."""
    parts, last = [], None
    for mover, text in moves:
        name = "" if mover == last else f"{html.escape(mover)} — "
        parts.append(f"{name}<b>{html.escape(text)}</b>")
        last = mover
    return "; ".join(parts)


TAG = re.compile(r"<[^>]+>")
CLOSED = re.compile(r"(<details[^>]*>\s*<summary>.*?</summary>).*?</details>", re.S)


def visible_text(markup):
    """The words an HTML fragment shows (a closed ``<details>`` shows its summary only)."""
    return html.unescape(TAG.sub(" ", CLOSED.sub(r"\1", markup or "")))


def lesson(game_id, key, **overrides):
    """The Lesson of scene ``key`` of ``bandlab/lessons/<game>.py``, as its page shows it: rules quoted in
    full by earlier scenes are short references here, and a setup an earlier scene showed is not narrated."""
    page = scenes(game_id)
    if key not in page:
        raise KeyError(f"{game_id} has no scene {key!r}: its scenes are {', '.join(page)}.")
    quoted, setups = [], []
    for earlier in page:
        if earlier == key:
            break
        scene = page[earlier]
        script = Script(bandlab.load_game(game_id), **script_arguments(scene))
        start = scene.get("start", 0)
        quoted += [rule for rule in rules_shown(script, start, narrate_start(scene, setups)) if rule not in quoted]
        setups.append(setup_of(scene))
    scene = {**page[key], **overrides}
    unknown = set(scene) - SCENE_KEYS
    if unknown:
        raise ValueError(f"Scene {key!r} of {game_id} has unknown fields: {', '.join(sorted(unknown))}.")
    options = scene.pop("options", {}) or {}
    scene.pop("narrate_start", None)
    return Lesson(game_id, key=key, quoted=quoted, narrate_start=narrate_start(page[key], setups), **scene, **options)


class LessonPage:
    """A game page's lessons, built in page order, and its rule index at the end:

    page = LessonPage("first-band")
    page.lesson("audition")      # shows the scene's Lesson (and keeps it)
    ...
    page.rule_index()            # "Every rule, and where to see it", its buttons opening these lessons
    """

    def __init__(self, game_id):
        self.game_id = game_id
        self.lessons = {}

    def lesson(self, key, **overrides):
        """The Lesson of scene ``key``, kept for the rule index."""
        self.lessons[key] = lesson(self.game_id, key, **overrides)
        return self.lessons[key]

    def rule_index(self):
        """The rule index of the game, its buttons opening the lessons this page built."""
        return RuleIndex(self.game_id, self.lessons)


def page_html(*parts):
    """HTML for a teaching page, shown as written: wrapped so that the page's maths typesetting leaves
    ``$`` amounts alone (Voila and JupyterLab typeset ``$...$`` in HTML outputs, not in widgets)."""
    from IPython.display import HTML

    return HTML("<div class='mathjax_ignore'>" + "".join(parts) + "</div>")
