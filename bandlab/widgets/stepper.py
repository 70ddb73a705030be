"""GameStepper: step through, play and share any game of ``bandlab.GAMES`` in Jupyter or Voila.

    from bandlab.widgets import GameStepper
    GameStepper(game="first-band", players=4, seed=7)       # a new game, bots in every seat
    GameStepper(record=record)                               # step through a saved game
    GameStepper.from_query("?game=first-band&players=4&seed=7&step=23")
    GameStepper.from_environment()                           # in a Voila dashboard: opens the page's link

The history is a ``Timeline`` of snapshots (``bandlab.widgets.timeline``): back is
exact, stepping is cheap, and choosing another action at an earlier step starts a
new line while keeping the old one.  Boards and extra panels come from the game's
plugin (``bandlab.widgets.games``).  Bad input never raises out of a control: the
message (``IllegalAction``/``SetupError``/``RecordError`` text) is shown in
``stepper.message`` and nothing changes.
"""

import functools
import html
import json
import os

import ipywidgets as W

import bandlab
from bandlab.agents import agent_names, make_agent
from bandlab.core import IllegalAction, RecordError, SetupError
from bandlab.core import links
from bandlab.core.errors import shown
from bandlab.core.limits import MAX_SEED, MAX_STEPS
from bandlab.core.record import read_record, read_record_file
from bandlab.widgets import narration
from bandlab.widgets.coach import CoachPanel
from bandlab.widgets.games import game_plugin
from bandlab.widgets.narration import events_html  # noqa: F401  (lessons import it from here)
from bandlab.widgets.page import PageLocation, current_page
from bandlab.widgets.timeline import BOT, RECORD, YOU, Timeline, Waiting

DEFAULT_GAME = "first-band"
EVERYONE = -1  # the "view as" value of the teacher's view (every hand visible)
EXPECTED_ERRORS = (IllegalAction, SetupError, RecordError, Waiting, IndexError, ValueError)
MESSAGE_COLOURS = {"error": ("#8a1c1c", "#fdecea"), "info": ("#1f3d6b", "#eaf1fb")}


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


def button(description, tooltip, width="auto", icon=""):
    """A compact button."""
    return W.Button(description=description, tooltip=tooltip, icon=icon, layout=W.Layout(width=width))


class GameStepper(W.VBox):
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

    def __init__(self, game=DEFAULT_GAME, players=None, seed=0, record=None, step=None, seats=(), bot=None,
                 viewer=None, base_url=None, charts=True, bots_reply=False, _timeline=None):
        super().__init__(layout=W.Layout(width="100%", max_width="1100px"))
        self.add_class("bandlab-stepper")
        self.base_url = base_url
        self.unexpected_errors = []
        self.plugin = None
        self.opened_from_link = False  # True when a link named the position this stepper opened on
        self.panels = []
        self._ready = False      # False while constructing: no redraws, no panels yet
        self._syncing = False    # True while the code itself sets controls: their callbacks stay quiet
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

    # --- opening ----------------------------------------------------------------------
    @classmethod
    def from_query(cls, query, **kwargs):
        """A stepper at the position a link or query string names; a bad one gives a fresh game and a message.

        ``stepper.opened_from_link`` says whether the link named a position (and it opened)."""
        try:
            position = links.parse_query(query)
            if position is None:
                return cls(**kwargs)
            record, step = links.open_position(position, bandlab.GAMES, make_agent)
            actor = RECORD if position.record is not None else BOT
            timeline = Timeline.from_record(record, actor=actor)
            timeline.go(step)
        except Exception as err:  # whatever a tampered link does, the page opens on a fresh game
            kwargs.pop("record", None)
            stepper = cls(**kwargs)
            if not isinstance(err, EXPECTED_ERRORS):
                stepper.unexpected_errors.append(err)
                err = f"({type(err).__name__}: {err})"
            stepper.show_message(f"This link cannot be opened, so here is a new game instead. {err}", "error")
            return stepper
        page_game = kwargs.get("game")
        kwargs = {k: v for k, v in kwargs.items() if k not in ("game", "players", "seed", "record", "step")}
        stepper = cls(_timeline=timeline, **kwargs)
        stepper.opened_from_link = True
        if page_game is not None and page_game != timeline.game.id:
            stepper.say_other_game(page_game)
        return stepper

    @classmethod
    def from_environment(cls, **kwargs):
        """The page's main stepper: open the position of the page's link (Voila's ``QUERY_STRING``).

        Works with Voila's preheated kernels (it waits for the request). A link that names a
        position brings this stepper into view when the page loads. Links shared from the
        page lead back to it (``bandlab.widgets.page``); inside Binder, to a permanent Binder link.
        """
        query = os.environ.get("QUERY_STRING", "")
        if os.environ.get("VOILA_PREHEAT", "False") != "False":
            try:  # a preheated kernel starts before the request: wait for its query string
                from voila.utils import get_query_string
                query = get_query_string() or ""
            except Exception:  # not really under Voila: the environment is all there is
                pass
        stepper = cls.from_query(query, **kwargs)
        stepper.add_class("bandlab-main")  # the page's main stepper: the one its links open
        stepper.location.scroll = stepper.opened_from_link
        return stepper

    def say_other_game(self, page_game):
        """The link is a position of another game than the page's: say so, with a link to that game's page."""
        share, local = self.links()
        where = (f' Its own page, which teaches {html.escape(self.game.name)}: <a href="{html.escape(local or share)}" '
                 f'target="_self">{html.escape(self.game.name)} at this position</a>.'
                 if current_page().page_of(self.game.id) else "")
        self.show_message(f"This link shows a game of {self.game.name}, not of "
                          f"{bandlab.GAMES[page_game].name if page_game in bandlab.GAMES else page_game}: "
                          "here it is.", "info", html_after=where)

    @guarded
    def new_game(self, game=DEFAULT_GAME, players=None, seed=0):
        """Start a new game of ``game`` (id) for ``players`` with ``seed``; the bots keep their seats."""
        chosen = bandlab.load_game(game)
        players = chosen.min_players if players is None else players
        seed = read_seed(seed)
        self.set_timeline(Timeline(chosen.new(players, seed=seed)))

    @guarded
    def open_record(self, record, step=0):
        """Open a record (dict, JSON text or a JSON file's path) at ``step``; a bad one shows a message, changes nothing."""
        if isinstance(record, os.PathLike) or (isinstance(record, str) and not record.lstrip().startswith("{")):
            record = read_record_file(record)  # at most MAX_RECORD_BYTES are read
        elif isinstance(record, str):
            record = read_record(record, "this record")
        timeline = Timeline.from_record(record)
        timeline.go(min(int(step or 0), timeline.length))
        self.set_timeline(timeline)

    @guarded
    def open_query(self, query):
        """Open the position of a link or query string here; a bad one shows a message and changes nothing."""
        position = links.parse_query(query)
        if position is None:
            raise links.LinkError("This does not look like a bandlab link: it names no game or record.")
        record, step = links.open_position(position, bandlab.GAMES, make_agent)
        timeline = Timeline.from_record(record, actor=RECORD if position.record is not None else BOT)
        timeline.go(step)
        self.set_timeline(timeline)

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
        self._syncing = True
        try:
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
                (f"{name} (as they see it)", p) for p, name in enumerate(state.names)]
            self.view_as.value = viewer if viewer < state.players else EVERYONE
        finally:
            self._syncing = False
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

    def query(self):
        """The query string of the position shown (seed form if only the default bots chose, else record form)."""
        return self.timeline.share_query()

    def link(self):
        """The shareable link of the position shown (inside Binder: the permanent Binder link)."""
        return self.links()[0]

    def links(self):
        """(share, local): the link to share and, inside Binder, the link to this running session ('' outside)."""
        if self.base_url is not None:
            return links.make_link(self.query(), self.game.id, self.base_url), ""
        return current_page().links(self.query(), self.game.id)

    def page_moved(self):
        """The browser told the page where it is: the links follow."""
        if self._ready:
            self.draw_share()

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
            raise Waiting(f"Round {number} is not reached in this line (it has rounds "
                          f"{min(rounds)} to {max(rounds)}{'' if timeline.line.states[-1].is_over else ' so far'}).")
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
            raise SetupError(f"There is no bot {name!r} for {self.game.name}; choose from: "
                             f"{', '.join(agent_names(self.game.id))}.")
        self.timeline.bot = name
        if self.bot_select.value != name:
            self._syncing = True
            self.bot_select.value = name
            self._syncing = False

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
        self.message.value = (f"<div class='bandlab-message bandlab-{kind}' style='color:{colour};background:{background};"
                              f"padding:6px 10px;border-radius:4px'>{html.escape(text)}{html_after}</div>")
        self.message.layout.display = None

    def clear_message(self):
        """Hide the message."""
        if self.message.value:
            self.message.value = ""
        self.message.layout.display = "none"

    @property
    def message_text(self):
        """The message shown, as plain text ('' if none)."""
        import re
        return html.unescape(re.sub(r"<[^>]+>", "", self.message.value))

    # --- the controls -------------------------------------------------------------------
    def build_controls(self):
        """Create every control once; ``refresh`` only changes their values."""
        games = list(bandlab.GAMES)
        self.title = W.HTML()
        self.game_select = W.Dropdown(options=[(bandlab.GAMES[g].name, g) for g in games], description="Game",
                                      layout=W.Layout(width="260px"))
        self.players_select = W.Dropdown(options=[3, 4, 5], description="Players", layout=W.Layout(width="150px"))
        self.seed_text = W.Text(value="0", description="Seed", layout=W.Layout(width="160px"),
                                continuous_update=False)
        self.new_button = button("New game", "Start a new game with this game, player count and seed", icon="refresh")
        self.seats_select = W.SelectMultiple(options=[], description="You play", rows=4,
                                             layout=W.Layout(width="260px"))
        self.bot_select = W.Dropdown(options=["random"], description="Bots", layout=W.Layout(width="200px"))

        self.first_button = button("First", "Back to the setup", icon="fast-backward")
        self.back_button = button("Back", "One step back", icon="step-backward")
        self.forward_button = button("Forward", "One step on: the bot to act chooses", icon="step-forward")
        self.last_button = button("Last", "To the end (bots play until your turn)", icon="fast-forward")
        self.play_button = button("To my turn", "Bots play until one of your seats is to act", icon="play")
        self.round_input = W.BoundedIntText(value=1, min=1, max=999, description="Round",
                                            layout=W.Layout(width="140px"))
        self.round_button = button("Go", "Jump to the start of this round")
        self.slider = W.IntSlider(value=0, min=0, max=0, description="Step", continuous_update=False,
                                  layout=W.Layout(width="100%"))
        self.status = W.HTML()
        self.message = W.HTML(layout=W.Layout(display="none"))

        self.board = W.HTML(layout=W.Layout(flex="3 1 0%", min_width="320px", overflow="auto"))
        self.board.add_class("bandlab-board")
        self.narration = W.HTML(layout=W.Layout(flex="2 1 0%", min_width="260px", max_height="480px",
                                                overflow="auto"))
        self.your_move = W.HTML()
        self.actions_box = W.Box(layout=W.Layout(display="flex", flex_flow="row wrap"))
        self.move_text = W.Text(placeholder="or type a move, e.g. play Vocal 6", layout=W.Layout(width="300px"),
                                continuous_update=False)
        self.move_button = button("Play", "Play the move typed")
        self.move_row = W.HBox([self.move_text, self.move_button], layout=W.Layout(align_items="center"))
        self.panels_box = W.VBox()
        self.charts_toggle = W.Checkbox(value=True, description="Charts", indent=False,
                                        layout=W.Layout(width="90px"))
        self.bots_reply_toggle = W.Checkbox(value=False, description="Bots reply at once", indent=False,
                                            layout=W.Layout(width="160px"),
                                            tooltip="After your move the bots play on until your next turn")

        self.view_as = W.Dropdown(options=[("Everyone (teacher)", EVERYONE)], value=EVERYONE,
                                  description="View as", layout=W.Layout(width="300px"))
        self.lines = W.Dropdown(options=[("line 1", 0)], value=0, description="Line", layout=W.Layout(width="380px"))
        self.share = W.Text(description="Share", layout=W.Layout(width="100%"),
                            tooltip="The link of this position: copy it to open the dashboard right here")
        self.session_share = W.Text(description="This session", layout=W.Layout(width="100%", display="none"),
                                    tooltip="This position on the Binder session running now: it stops working "
                                            "when the session ends; share the link above")
        self.location = PageLocation(layout=W.Layout(display="none"))
        self.open_text = W.Text(placeholder="paste a bandlab link or query string", description="Open link",
                                layout=W.Layout(width="70%"), continuous_update=False)
        self.open_button = button("Open", "Open the position of the link pasted")

        self.new_button.on_click(lambda _: self.new_game(self.game_select.value, self.players_select.value,
                                                         self.seed_text.value))
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
        row = lambda *items, **kw: W.HBox(list(items), layout=W.Layout(flex_flow="row wrap", align_items="center",
                                                                        **kw))
        return [
            self.title,
            row(self.game_select, self.players_select, self.seed_text, self.new_button),
            row(self.seats_select, self.bot_select, self.view_as, self.charts_toggle, self.bots_reply_toggle),
            row(self.first_button, self.back_button, self.forward_button, self.last_button, self.play_button,
                self.round_input, self.round_button),
            self.slider,
            row(self.lines),
            self.share,
            self.session_share,
            self.location,
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
        self._syncing = True
        try:
            self.players_select.options = list(range(game.min_players, game.max_players + 1))
            self.players_select.value = current if game.min_players <= current <= game.max_players else game.min_players
        finally:
            self._syncing = False

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
        self._syncing = True
        try:
            self.view_as.value = added[-1]
        finally:
            self._syncing = False

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
            self._syncing = True
            self.move_text.value = ""
            self._syncing = False

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
        self.title.value = (f"<h3 style='margin:4px 0'>{html.escape(self.game.name)}: {state.players} players, "
                            f"seed {timeline.line.states[0].seed}</h3>")
        self.sync_navigation()
        self.draw_actions()
        self.sync_lines()
        self.draw_share()
        if panels:
            self.update_panels()
        self.coach.update()

    def draw_share(self):
        """The Share box (and, inside Binder, the box with this session's own link)."""
        share, session = self.links()
        self.share.value = share
        self.session_share.value = session
        self.session_share.layout.display = None if session else "none"

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
        self._syncing = True
        try:
            if self.slider.max != timeline.length:
                self.slider.max = timeline.length
            self.slider.value = timeline.step
        finally:
            self._syncing = False
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
                self.your_move.value = (f"<span style='color:#555'>{html.escape(state.names[player])} is a bot: "
                                        f"press Forward to let them choose.</span>")
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
                widget.tooltip = (f"{action}: the line goes on with this move" if action == following
                                  else f"{action} (at an earlier step: starts a new line)")
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

    @property
    def action_buttons(self):
        """The legal-action buttons shown now."""
        return [b for b in self.actions_box.children[:len(self._shown_actions)]]

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
                label = (f"line {index + 1}: from line {line.parent + 1} at step {line.branch_step + 1}, "
                         f"{line.actions[line.branch_step]}")
            options.append((label, index))
        self._syncing = True
        try:
            if tuple(options) != tuple(self.lines.options):
                self.lines.options = options
            self.lines.value = timeline.line_index
        finally:
            self._syncing = False
        self.lines.disabled = len(options) == 1

    def status_html(self):
        """Step, round, who is to act, scores and who wins at the end (``narration.status_html``)."""
        timeline = self.timeline
        return narration.status_html(self.state, timeline.step, timeline.length, self.seats, len(timeline.lines),
                                     timeline.line_index)

    def narration_html(self):
        """The events of the current step as the viewer may read them (after a move of several steps: all of them)."""
        first = self.step if self._narrate_from is None else self._narrate_from + 1
        return narration.narration_html(self.timeline.line, first, self.step, self.viewer, self.timeline.actor)


def read_seed(seed):
    """A seed typed or given: a whole number from 0 to MAX_SEED, else SetupError."""
    if isinstance(seed, str):
        text = seed.strip()
        if not text.isascii() or not text.isdigit() or len(text) > len(str(MAX_SEED)) or int(text) > MAX_SEED:
            raise SetupError(f"The seed must be a whole number from 0 to {MAX_SEED:,}, not {shown(seed)}.")
        return int(text)
    return seed
