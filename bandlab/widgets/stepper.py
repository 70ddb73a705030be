"""GameStepper: step through, play and share any game of ``bandlab.GAMES`` in Jupyter or Voila.

    from bandlab.widgets import GameStepper
    GameStepper(game="first-band", players=4, seed=7)       # a new game, bots in every seat
    GameStepper(record=record)                               # step through a saved game
    GameStepper.from_query("?game=first-band&players=4&seed=7&step=23")
    GameStepper.from_environment()                           # in a Voila dashboard: opens the page's link
    follow_the_link()                                        # (bandlab.widgets.sharing) a page's last cell

The history is a ``Timeline`` of snapshots (``bandlab.widgets.timeline``): back is
exact, stepping is cheap, and choosing another action at an earlier step starts a
new line while keeping the old one.  Boards and extra panels come from the game's
plugin (``bandlab.widgets.games``).

The widget holds its controls' callbacks and draws the position; its parts live beside it:
the controls themselves and their rows (``stepper_controls``),
the commands (``stepper_moves``: moving, playing, messages; bad input never raises out of a control),
the links (``sharing``: opening a link, the Share box) and the words (``narration``: what happened,
as the viewer may read it).
"""

import contextlib
import html

import ipywidgets as W

import bandlab
from bandlab.agents import agent_names
from bandlab.core.limits import MAX_STEPS
from bandlab.widgets import narration
from bandlab.widgets.coach import CoachPanel
from bandlab.widgets.games import game_plugin
from bandlab.widgets.narration import events_html  # noqa: F401  (lessons import it from here)
from bandlab.widgets.page import current_page
from bandlab.widgets.sharing import Sharing
from bandlab.widgets.stepper_controls import EVERYONE, StepperControls, button  # noqa: F401  (imported from here)
from bandlab.widgets.stepper_moves import DEFAULT_GAME, StepperMoves, guarded


class GameStepper(StepperControls, StepperMoves, Sharing, W.VBox):
    """Step through, play and share a game: one widget, usable in Jupyter and Voila.

    Constructor arguments (all optional): ``game`` id, ``players`` (default: the fewest
    allowed), ``seed``, ``record`` (a record dict, its JSON text or a JSON file's path:
    open it instead of a new game), ``step`` (where to open; default the start), ``seats`` (the seats the
    person plays; the bots play the rest), ``bot`` (bot name; default the game's own),
    ``viewer`` (a player index; default: the last of ``seats``, else everyone's cards), ``base_url`` (the link
    base, ``{game}`` filled in; default: the page the stepper is on, see ``bandlab.widgets.page``), ``charts``
    (False: start with the game's panels hidden and not updated), ``bots_reply`` (True: after
    the person's move the bots play on at once until the person's next turn, as in a game at
    the table; False: they wait for Forward or "To my turn", for stepping through slowly).
    """

    def __init__(
        self,
        game=DEFAULT_GAME,
        players=None,
        seed=0,
        record=None,
        step=None,
        seats=(),
        bot=None,
        viewer=None,
        base_url=None,
        charts=True,
        bots_reply=False,
        _timeline=None,
    ):
        super().__init__(layout=W.Layout(width="100%", max_width="1100px"))
        self.add_class("bandlab-stepper")
        self.base_url = base_url
        self.unexpected_errors = []
        self.plugin = None
        self.opened_from_link = False  # True when a link named the position this stepper opened on
        self.panels = []
        self._ready = False  # False while constructing: no redraws, no panels yet
        self._syncing = False  # True while the code itself sets controls: their callbacks stay quiet
        self._shown_actions = []
        self._narrate_from = None  # after a move that went several steps: narrate them all from this step
        self._lines_shown = None
        self.build_controls()
        self.coach = CoachPanel(self)  # the Hint control and the Review (bandlab.widgets.coach)
        self.timeline = None
        if _timeline is not None:
            self.set_timeline(_timeline)
        elif record is None or not self.open_record(record, step or 0):
            error = self.message_text if record is not None else ""
            if not self.new_game(game, players, seed):
                error = self.message_text
                self.new_game(DEFAULT_GAME)
            if step and not error:  # the bots play up to the step asked for (or the game's end)
                target = min(int(step), MAX_STEPS)
                self.timeline.play_on(until=lambda state: self.timeline.step >= target)
            if error:
                self.show_message(error)
        self.seats_select.value = tuple(s for s in seats if 0 <= s < self.state.players)
        if bot is not None:
            self.set_bot(bot)
        if viewer is None and self.seats_select.value:  # the person's eyes, as when a seat is picked under "You play"
            viewer = self.seats_select.value[-1]
        if viewer is not None:
            self.view_as.value = viewer
        self.charts_toggle.value = bool(charts)
        self.bots_reply_toggle.value = bool(bots_reply)
        self.children = self.layout_children()
        self._ready = True
        current_page().listen(self)  # links follow the page's address once the browser reports it
        self.make_panels()
        self.refresh(panels=False)

    def set_timeline(self, timeline):
        """Show ``timeline``: new setup controls, new panels if the game changed."""
        old = self.timeline
        game_changed = old is None or old.game is not timeline.game
        plugin = game_plugin(timeline.game.id) if game_changed else self.plugin  # may raise: before any change
        bot = None if game_changed else old.bot
        self.timeline = timeline
        if bot:
            timeline.bot = bot
        state = timeline.line.states[0]
        with self.syncing():
            self.game_select.value = timeline.game.id
            self.players_select.options = list(range(timeline.game.min_players, timeline.game.max_players + 1))
            self.players_select.value = state.players
            self.seed_text.value = str(state.seed)
            seats = self.seats_select.value
            self.seats_select.options = [(f"{name} (seat {p + 1})", p) for p, name in enumerate(state.names)]
            self.seats_select.value = tuple(p for p in seats if p < state.players)
            self.seats_select.rows = min(state.players, 6)
            self.bot_select.options = agent_names(timeline.game.id)
            self.bot_select.value = timeline.bot
            viewer = self.view_as.value
            self.view_as.options = [("Everyone (teacher)", EVERYONE)] + [
                (f"{name} (as they see it)", p) for p, name in enumerate(state.names)
            ]
            self.view_as.value = viewer if viewer < state.players else EVERYONE
        if game_changed:
            self.plugin = plugin
            self.panels, self.panels_box.children = [], []
        self._lines_shown = None
        self.clear_message()
        if self._ready:
            if game_changed:
                self.make_panels()
            self.refresh(panels=not game_changed)

    def make_panels(self):
        """Ask the game's plugin for its panels, built from ``self.state``; with the charts off, not yet
        (a page with many steppers then loads no figures it does not show)."""
        if not self.charts_toggle.value:
            self.panels, self.panels_box.children = [], []
            return
        self.panels = list(self.plugin.make_panels(self))
        self.panels_box.children = [panel.widget for panel in self.panels]

    @contextlib.contextmanager
    def syncing(self):
        """While the code itself sets controls: their callbacks stay quiet (``_syncing``), even if setting one fails."""
        outer, self._syncing = self._syncing, True
        try:
            yield
        finally:
            self._syncing = outer

    # --- where we are -----------------------------------------------------------------
    @property
    def state(self):
        """The position shown (a snapshot: clone it before changing it)."""
        return self.timeline.state

    @property
    def game(self):
        """The game being shown."""
        return self.timeline.game

    @property
    def step(self):
        """The step shown: the number of actions played to reach it."""
        return self.timeline.step

    @property
    def line(self):
        """The index of the line shown in ``timeline.lines``."""
        return self.timeline.line_index

    @property
    def viewer(self):
        """None for everyone's cards (teacher), else the player whose view is shown."""
        value = self.view_as.value
        return None if value == EVERYONE else value

    @property
    def seats(self):
        """The seats the person plays (the bots play the others)."""
        return tuple(self.seats_select.value)

    @property
    def widget(self):
        """The widget to display (the stepper itself), as plugin panels have."""
        return self

    def record(self):
        """The record of the current line (all its steps)."""
        return self.timeline.record()

    # --- control callbacks ------------------------------------------------------------------
    @guarded
    def on_game_selected(self, change):
        """A game chosen in the dropdown: offer its player counts (the game starts on "New game")."""
        if self._syncing:
            return
        game = bandlab.GAMES[change["new"]]
        current = self.players_select.value
        with self.syncing():
            self.players_select.options = list(range(game.min_players, game.max_players + 1))
            self.players_select.value = current if game.min_players <= current <= game.max_players else game.min_players

    def on_slider(self, change):
        """The slider moved: show that step."""
        if not self._syncing:
            self.go_to(change["new"])

    def on_line_selected(self, change):
        """Another line chosen."""
        if not self._syncing and change["new"] is not None:
            self.switch_line(change["new"])

    @guarded
    def on_view_as(self, change):
        """Another viewer: redraw the board (and panels)."""
        if self._ready and not self._syncing:
            self.refresh()

    @guarded
    def on_charts(self, change):
        """Show or hide the game's panels; hidden panels are not updated (steps are quicker)."""
        self.panels_box.layout.display = None if change["new"] else "none"
        if change["new"] and self._ready:
            if self.panels:
                self.update_panels()
            else:
                self.make_panels()

    @guarded
    def on_seats(self, change):
        """The person's seats changed: the move buttons follow, and so does "View as" (see ``follow_seats``)."""
        if self._ready and not self._syncing:
            self.follow_seats(change["old"], change["new"])
            self.refresh()

    def follow_seats(self, old, new):
        """A seat picked under "You play" is the person's eyes: "View as" switches to it (the other hands hide)."""
        added = [seat for seat in new if seat not in old]
        if not added:
            return
        with self.syncing():
            self.view_as.value = added[-1]

    def on_bot(self, change):
        """Another bot chosen for the seats nobody takes."""
        if not self._syncing and change["new"]:
            self.set_bot(change["new"])

    def on_move_typed(self):
        """Play the move typed in the text box."""
        text = self.move_text.value.strip()
        if not text:
            return
        if self.choose(text):
            with self.syncing():
                self.move_text.value = ""

    def on_action_button(self, clicked):
        """A legal-action button clicked."""
        self.choose(self._shown_actions[clicked._bandlab_index])

    # --- drawing ------------------------------------------------------------------------
    def refresh(self, panels=True):
        """Redraw what depends on the position: board, narration, controls, share link, panels."""
        timeline, state = self.timeline, self.state
        self.draw_board()
        self.narration.value = self.narration_html()
        self.status.value = self.status_html()
        self.title.value = (
            f"<h3 style='margin:4px 0'>{html.escape(self.game.name)}: {state.players} players, "
            f"seed {timeline.line.states[0].seed}</h3>"
        )
        self.sync_navigation()
        self.draw_actions()
        self.sync_lines()
        self.draw_share()
        if panels:
            self.update_panels()
        self.coach.update()

    def draw_board(self):
        """The game's board as its plugin draws it for the viewer."""
        try:
            self.board.value = self.plugin.board_html(self.state, self.viewer)
        except Exception as err:  # a plugin bug must not break stepping
            self.unexpected_errors.append(err)
            from bandlab.widgets.games import generic_board_html

            self.board.value = generic_board_html(self.state, self.viewer)
            self.show_message(f"The board could not be drawn ({type(err).__name__}: {err}).", "error")

    def update_panels(self):
        """Tell each plugin panel about the position (not while the charts are hidden)."""
        if not self.charts_toggle.value:
            return
        for panel in self.panels:
            try:
                panel.update(self.state)
            except Exception as err:
                self.unexpected_errors.append(err)
                self.show_message(f"A panel could not be updated ({type(err).__name__}: {err}).", "error")

    def sync_navigation(self):
        """Slider range and value, enabled buttons, the round box."""
        timeline, state = self.timeline, self.state
        at_start = timeline.step == 0
        can_go_on = timeline.step < timeline.length or not (state.is_over or state.current_player in self.seats)
        with self.syncing(), self.slider.hold_sync():  # a new maximum and the step: one message
            if self.slider.max != timeline.length:
                self.slider.max = timeline.length
            self.slider.value = timeline.step
        self.first_button.disabled = self.back_button.disabled = at_start
        self.forward_button.disabled = not can_go_on
        self.last_button.disabled = state.is_over and timeline.step == timeline.length
        self.play_button.disabled = state.is_over
        has_rounds = hasattr(state, "round")
        self.round_input.disabled = self.round_button.disabled = not has_rounds

    def draw_actions(self):
        """Buttons for the legal actions when one of the person's seats is to act (buttons are reused)."""
        state, timeline = self.state, self.timeline
        player = state.current_player
        if state.is_over or player not in self.seats:
            actions = []
            if state.is_over:
                prompt = ""
            else:
                # the status line names who acts: this sentence stays the same from one bot to the next (no message)
                prompt = "<span style='color:#555'>A bot is to act: press Forward to let them choose.</span>"
        else:
            actions = state.legal_actions()
            prompt = f"<b>Your move, {html.escape(state.names[player])}:</b>"
        self.your_move.value = self.since_last_move_html() + prompt  # assigned once: one message, if any
        self.move_text.placeholder = "type a move, " + self.plugin.move_hint(state, actions)
        following = timeline.line.actions[timeline.step] if timeline.step < timeline.length else None
        self._shown_actions = actions
        pool = list(self.actions_box.children)
        while len(pool) < len(actions):
            extra = W.Button(layout=W.Layout(width="auto"))
            extra._bandlab_index = len(pool)
            extra.on_click(self.on_action_button)
            pool.append(extra)
        for index, widget in enumerate(pool):
            if index < len(actions):
                action = actions[index]
                widget.description = self.plugin.action_label(state, action)
                widget.tooltip = self.action_tooltip(state, action, following)
                widget.button_style = "success" if action == following else ""
                widget.layout.display = None
            else:
                widget.layout.display = "none"
        if len(pool) != len(self.actions_box.children):
            self.actions_box.children = pool
        self.move_text.disabled = self.move_button.disabled = not actions
        self.move_row.layout.display = None if actions else "none"
        self.actions_box.layout.display = None if actions else "none"

    def since_last_move_html(self):
        """What the bots did since the person's last move, as the viewer may read it (``narration``)."""
        return narration.since_your_move_html(self.timeline.line, self.step, self.seats, self.viewer)

    def action_tooltip(self, state, action, following):
        """A move button's hover text: the plugin's ``action_tooltip`` if it has one (else the move as written),
        then what choosing it does to the line."""
        text = str(action)
        describe = getattr(self.plugin, "action_tooltip", None)
        if describe is not None:
            try:
                text = describe(state, action) or text
            except Exception as err:  # a plugin bug must not break the buttons
                self.unexpected_errors.append(err)
        if action == following:
            return f"{text}: the line goes on with this move"
        return f"{text} (at an earlier step: starts a new line)"

    @property
    def action_buttons(self):
        """The legal-action buttons shown now."""
        return [b for b in self.actions_box.children[: len(self._shown_actions)]]

    def sync_lines(self):
        """The lines dropdown: one entry per line, labelled by where it branched (relabelled only when one is added)."""
        timeline = self.timeline
        shown = (len(timeline.lines), timeline.line_index)
        if shown == self._lines_shown:
            return
        self._lines_shown = shown
        options = []
        for index, line in enumerate(timeline.lines):
            if line.parent is None:
                label = f"line {index + 1}: the first line"
            else:
                label = (
                    f"line {index + 1}: from line {line.parent + 1} at step {line.branch_step + 1}, "
                    f"{line.actions[line.branch_step]}"
                )
            options.append((label, index))
        with self.syncing():
            if tuple(options) != tuple(self.lines.options):
                self.lines.options = options
            self.lines.value = timeline.line_index
        self.lines.disabled = len(options) == 1

    def status_html(self):
        """Step, round, who is to act, scores and who wins at the end (``narration.status_html``)."""
        timeline = self.timeline
        return narration.status_html(
            self.state, timeline.step, timeline.length, self.seats, len(timeline.lines), timeline.line_index
        )

    def narration_html(self):
        """The events of the current step as the viewer may read them (after a move of several steps: all of them)."""
        first = self.step if self._narrate_from is None else self._narrate_from + 1
        return narration.narration_html(self.timeline.line, first, self.step, self.viewer, self.timeline.actor)
