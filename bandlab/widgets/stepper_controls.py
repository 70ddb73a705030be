"""The stepper's controls: every widget of ``GameStepper`` created once, wired to its callbacks, and laid out in rows.

``StepperControls`` is a part of ``GameStepper`` (a mixin, as ``StepperMoves`` and ``Sharing`` are):
``build_controls`` makes the controls and connects each to the stepper's command or callback,
``layout_children`` puts them in rows.  ``refresh`` (in the stepper) only changes their values.
"""

import ipywidgets as W

import bandlab
from bandlab.widgets.games.board_view import BoardView

EVERYONE = -1  # the "view as" value of the teacher's view (every hand visible)


def button(description, tooltip, width="auto", icon=""):
    """A compact button."""
    return W.Button(description=description, tooltip=tooltip, icon=icon, layout=W.Layout(width=width))


class StepperControls:
    """The controls of GameStepper and their rows; the callbacks they call live in the stepper."""

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

        self.board = BoardView(layout=W.Layout(flex="3 1 0%", min_width="320px", overflow="auto"))
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
