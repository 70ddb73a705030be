"""GameStepper: step through, play and share any game of ``bandlab.GAMES`` in Jupyter or Voila.

    from bandlab.widgets import GameStepper
    GameStepper(game="first-band", players=4, seed=7)       # a new game, bots in every seat
    GameStepper(record=record)                               # step through a saved game
    GameStepper.from_query("?game=first-band&players=4&seed=7&step=23")
    GameStepper.from_environment()                           # in a Voila dashboard: opens the page's link

The history is a ``Timeline`` of snapshots (``bandlab.widgets.timeline``): back is
exact, stepping is cheap, and choosing another action at an earlier step starts a
new line while keeping the old one.  Boards and extra panels come from the game's
plugin (``bandlab.widgets.games``).

The widget holds its controls and their callbacks and draws the position; its parts live beside it:
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
from bandlab.widgets.stepper_moves import DEFAULT_GAME, StepperMoves, guarded

EVERYONE = -1  # the "view as" value of the teacher's view (every hand visible)


def button(description, tooltip, width="auto", icon=""):
    """A compact button."""
    return W.Button(description=description, tooltip=tooltip, icon=icon, layout=W.Layout(width=width))


class GameStepper(StepperMoves, Sharing, W.VBox):
    """Step through, play and share a game: one widget, usable in Jupyter and Voila.

    Constructor arguments (all optional): ``game`` id, ``players`` (default: the fewest
    allowed), ``seed``, ``record`` (a record dict, its JSON text or a JSON file's path:
    open it instead of a new game), ``step`` (where to open; default the start), ``seats`` (the seats the
    person plays; the bots play the rest), ``bot`` (bot name; default the game's own),
    ``viewer`` (None: everyone's cards; or a player index), ``base_url`` (the link
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

    # --- the controls -------------------------------------------------------------------
    def build_controls(self):
        """Create every control once; ``refresh`` only changes their values."""
        games = list(bandlab.GAMES)
        self.title = W.HTML()
        self.game_select = W.Dropdown(
            options=[(bandlab.GAMES[g].name, g) for g in games], description="Game", layout=W.Layout(width="260px")
        )
        self.players_select = W.Dropdown(options=[3, 4, 5], description="Players", layout=W.Layout(width="150px"))
        self.seed_text = W.Text(value="0", description="Seed", layout=W.Layout(width="160px"), continuous_update=False)
        self.new_button = button("New game", "Start a new game with this game, player count and seed", icon="refresh")
        self.seats_select = W.SelectMultiple(options=[], description="You play", rows=4, layout=W.Layout(width="260px"))
        self.bot_select = W.Dropdown(options=["random"], description="Bots", layout=W.Layout(width="200px"))

        self.first_button = button("First", "Back to the setup", icon="fast-backward")
        self.back_button = button("Back", "One step back", icon="step-backward")
        self.forward_button = button("Forward", "One step on: the bot to act chooses", icon="step-forward")
        self.last_button = button("Last", "To the end (bots play until your turn)", icon="fast-forward")
        self.play_button = button("To my turn", "Bots play until one of your seats is to act", icon="play")
        self.round_input = W.BoundedIntText(
            value=1, min=1, max=999, description="Round", layout=W.Layout(width="140px")
        )
        self.round_button = button("Go", "Jump to the start of this round")
        self.slider = W.IntSlider(
            value=0, min=0, max=0, description="Step", continuous_update=False, layout=W.Layout(width="100%")
        )
        self.status = W.HTML()
        self.message = W.HTML(layout=W.Layout(display="none"))

        self.board = W.HTML(layout=W.Layout(flex="3 1 0%", min_width="320px", overflow="auto"))
        self.board.add_class("bandlab-board")
        self.narration = W.HTML(layout=W.Layout(flex="2 1 0%", min_width="260px", max_height="480px", overflow="auto"))
        self.your_move = W.HTML()
        self.actions_box = W.Box(layout=W.Layout(display="flex", flex_flow="row wrap"))
        self.move_text = W.Text(
            placeholder="or type a move, e.g. play Vocal 6", layout=W.Layout(width="300px"), continuous_update=False
        )
        self.move_button = button("Play", "Play the move typed")
        self.move_row = W.HBox([self.move_text, self.move_button], layout=W.Layout(align_items="center"))
        self.panels_box = W.VBox()
        self.charts_toggle = W.Checkbox(value=True, description="Charts", indent=False, layout=W.Layout(width="90px"))
        self.bots_reply_toggle = W.Checkbox(
            value=False,
            description="Bots reply at once",
            indent=False,
            layout=W.Layout(width="160px"),
            tooltip="After your move the bots play on until your next turn",
        )

        self.view_as = W.Dropdown(
            options=[("Everyone (teacher)", EVERYONE)],
            value=EVERYONE,
            description="View as",
            layout=W.Layout(width="300px"),
        )
        self.lines = W.Dropdown(options=[("line 1", 0)], value=0, description="Line", layout=W.Layout(width="380px"))
        self.build_share()
        self.open_text = W.Text(
            placeholder="paste a bandlab link or query string",
            description="Open link",
            layout=W.Layout(width="70%"),
            continuous_update=False,
        )
        self.open_button = button("Open", "Open the position of the link pasted")

        self.new_button.on_click(
            lambda _: self.new_game(self.game_select.value, self.players_select.value, self.seed_text.value)
        )
        self.game_select.observe(self.on_game_selected, "value")
        self.first_button.on_click(lambda _: self.first())
        self.back_button.on_click(lambda _: self.back())
        self.forward_button.on_click(lambda _: self.forward())
        self.last_button.on_click(lambda _: self.last())
        self.play_button.on_click(lambda _: self.play_to_my_turn())
        self.round_button.on_click(lambda _: self.jump_to_round(self.round_input.value))
        self.slider.observe(self.on_slider, "value")
        self.lines.observe(self.on_line_selected, "value")
        self.view_as.observe(self.on_view_as, "value")
        self.seats_select.observe(self.on_seats, "value")
        self.charts_toggle.observe(self.on_charts, "value")
        self.bot_select.observe(self.on_bot, "value")
        self.move_button.on_click(lambda _: self.on_move_typed())
        self.move_text.observe(lambda change: self.on_move_typed() if change["new"].strip() else None, "value")
        self.open_button.on_click(lambda _: self.open_query(self.open_text.value))

    def layout_children(self):
        """The stepper's rows, top to bottom."""

        def row(*items, **kw):
            """A wrapping row of widgets, centred vertically (``kw``: more layout settings)."""
            return W.HBox(list(items), layout=W.Layout(flex_flow="row wrap", align_items="center", **kw))

        return [
            self.title,
            row(self.game_select, self.players_select, self.seed_text, self.new_button),
            row(self.seats_select, self.bot_select, self.view_as, self.charts_toggle, self.bots_reply_toggle),
            row(
                self.first_button,
                self.back_button,
                self.forward_button,
                self.last_button,
                self.play_button,
                self.round_input,
                self.round_button,
            ),
            self.slider,
            row(self.lines),
            *self.share_rows(),
            self.status,
            self.message,
            self.your_move,
            self.actions_box,
            self.move_row,
            self.coach.widget,
            W.HBox([self.board, self.narration], layout=W.Layout(align_items="flex-start", grid_gap="16px")),
            self.panels_box,
            row(self.open_text, self.open_button),
        ]

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
        with self.syncing():
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
                self.your_move.value = ""
            else:
                self.your_move.value = (
                    f"<span style='color:#555'>{html.escape(state.names[player])} is a bot: "
                    f"press Forward to let them choose.</span>"
                )
        else:
            actions = state.legal_actions()
            self.your_move.value = f"<b>Your move, {html.escape(state.names[player])}:</b>"
        self.your_move.value = self.since_last_move_html() + self.your_move.value
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
