"""Band Grab's GameStepper plugin: the board as HTML, the genre meter and the gig-ready chance panels.

``board_html(state, viewer)`` draws the table from ``state.view``: every band (musicians in their
genre colours, the support card), each band's genre meter against the 6 a gig needs, every
hand (face up for the viewer, or for everyone when ``viewer`` is None; otherwise face-down backs,
except the cards everyone saw go into that hand), the deck's size and the event pile.

``make_panels(stepper)`` gives a ``GenreMeterPanel`` (a ``ChartPanel``, redrawn in place) and a
``GigChancePanel`` (player, k and samples; Estimate runs the Monte Carlo of
``bandlab.analysis.band_grab`` in a background thread, or in place where Python has no threads, from
what that player can see).

Every card shows what it does on hover and tap (``cards.card_text``, the page's card list's words);
``action_tooltip`` gives a move button the text of the card it plays or dumps.
"""

import threading
from html import escape

import ipywidgets as W

from bandlab.analysis.band_grab import gig_ready_chance
from bandlab.games.band_grab.cards import (
    CODE,
    EVENT,
    EVENTS,
    GENRE_COUNTS,
    GENRE_LETTERS,
    GENRES,
    INSTRUMENTS,
    KIND,
    MUSICIAN,
    NAME,
    SLOT_NAMES,
    SUB,
    SUPPORT,
    card_from_code,
    card_text,
)
from bandlab.games.band_grab.rules import Play
from bandlab.viz.band_grab import (
    GENRE_COLOURS,
    KIND_COLOURS,
    genre_meter_figure,
    genre_meter_parts,
    gig_chance_figure,
)
from bandlab.viz.cards import card_face, card_row_html, empty_slot, face_down_row_html
from bandlab.widgets.chart import Chart
from bandlab.widgets.coach import Task, position_key
from bandlab.widgets.games import eyes_html, table_and_hands
from bandlab.widgets.games.board_view import page_style
from bandlab.widgets.games.panels import ChartPanel
from bandlab.widgets.games.style import acting as acting_attribute
from bandlab.widgets.games.style import board_document, card_row, data_style, nested

__all__ = [
    "board_html",
    "make_panels",
    "GenreMeterPanel",
    "GigChancePanel",
    "card_html",
    "action_label",
    "action_tooltip",
]

SMALL = dict(width=54, height=70)
#: What the middle of a card shows for the kinds without genres (their name is the label, the kind the caption).
KIND_MARKS = {SUPPORT: "◆", EVENT: "!"}
GIG_MARK = "♪"
NO_GAME_TEXT = "<span class='bl-muted'>No game yet: there is no band to estimate.</span>"


# --- cards ---------------------------------------------------------------------


def card_html(code, caption="", small=False, dim=False, highlight=False):
    """One Band Grab card: a musician in its genre colours with its instrument and genre letters, the
    others in their kind's colour with their name (what the card does is the hover and tap text)."""
    card = card_from_code(code)
    kind = KIND[card]
    size = SMALL if small else {}
    title = card_text(code)
    if kind == MUSICIAN:
        genres = [g for g in range(4) if GENRE_COUNTS[card][g]]
        genres.sort(key=lambda g: -GENRE_COUNTS[card][g])
        colours = tuple(GENRE_COLOURS[GENRES[g]] for g in genres[:2])
        symbols = "".join(GENRE_LETTERS[g] * GENRE_COUNTS[card][g] for g in genres)
        return card_face(
            INSTRUMENTS[SUB[card]],
            symbols,
            colours,
            caption=caption,
            title=title,
            code=code,
            dim=dim,
            highlight=highlight,
            **size,
        )
    if kind == SUPPORT:
        colour, label, mark, word = KIND_COLOURS["Support"], NAME[card], KIND_MARKS[SUPPORT], "support"
    elif kind == EVENT:
        colour, label, mark, word = KIND_COLOURS["Event"], EVENTS[SUB[card]][1], KIND_MARKS[EVENT], "event"
    else:
        colour, label, mark, word = KIND_COLOURS["Gig"], "Gig", GIG_MARK, "gig"
    return card_face(
        label, mark, (colour,), caption=caption or word, title=title, code=code, dim=dim, highlight=highlight, **size
    )


# --- the board -----------------------------------------------------------------


def board_html(state, viewer=None):
    """The Band Grab table as HTML; ``viewer`` sees only their own hand (None: every hand, for the teacher)."""
    table, hands = table_and_hands(state, viewer)
    parts = [status_html(table, viewer), table_html(table), players_html(table, hands)]
    return board_document('<div class="bg-board bl-board bl-wide mathjax_ignore">', parts)


def status_html(table, viewer):
    """One line: who acts (or how the game ended), and whose eyes the board is drawn for."""
    names = table["names"]
    if table["ended_by"]:
        winners = " and ".join(names[p] for p in table["winners"])
        verb = "share the win" if len(table["winners"]) > 1 else "wins"
        acting = f"Game over ({escape(table['ended_by'])}): {escape(winners)} {verb}"
    else:
        acting = f"{escape(names[table['current_player']])} to draw, play or dump a card"
    eyes = eyes_html(names, viewer)
    turn = acting_attribute(table.get("current_player"))  # the stylesheet marks who acts from it
    return (
        f'<div class="bg-status bl-status"{turn}><b>Turn {table["turns_played"] + 1}</b>'
        f' — {acting} <span class="bl-eyes">({eyes})</span></div>'
    )


def table_html(table):
    """The deck (face down, with its size), what an empty deck allows, and the event pile (face up)."""
    deck = face_down_row_html(table["deck_size"], limit=1)
    if table.get("deck_ran_out"):
        clock = (
            "The deck has run out once: a Busking Gig can win now."
            if table["deck_size"]
            else "The deck is empty: a Busking Gig can win now; the next draw shuffles the event pile into a new deck."
        )
    else:
        clock = "A Busking Gig wins only once the deck has run out."
        curfew = table.get("curfew_in_turns")
        if curfew is not None:
            clock += f" House rule: curfew in {curfew} turns (then the band closest to a gig wins)."
    pile = [card_html(code, small=True) for code in reversed(table["event_pile"][-8:])]
    more = len(table["event_pile"]) - len(pile)
    more_html = f'<div class="bg-more">and {more} more below</div>' if more > 0 else ""
    return nested(
        '<div class="bl-row">',
        [
            f'<div class="bg-deck bl-box"><div class="bl-heading">Deck</div>{deck}'
            f'<div class="bl-note">{escape(clock)}</div></div>',
            f'<div class="bg-pile bl-box"><div class="bl-heading">Event pile (newest first)</div>'
            f"{card_row_html(pile, empty_text='empty')}{more_html}</div>",
        ],
    )


def meter_html(meter, need):
    """A small bar per genre: symbols against the need, the need drawn as a line."""
    rows = []
    for g, genre in enumerate(GENRES):
        count = meter[g]
        width = min(count, 8) / 8 * 100
        mark = need / 8 * 100
        fill = data_style(width=f"{width:.0f}%", background=GENRE_COLOURS[genre])
        rows.append(
            f'<div class="bg-meter-row" data-genre="{genre}"><span class="bg-genre">{genre}</span>'
            f'<span class="bg-bar"><span class="bg-fill"{fill}></span>'
            f'<span class="bg-need"{data_style(left=f"{mark:.0f}%")}></span></span><b>{count}</b></div>'
        )
    return f'<div class="bg-meter">{"".join(rows)}</div>'


def held_note(held):
    """What everyone can tell about a hidden hand: cards held through a gig-ready turn are not gig cards."""
    if not held:
        return ""
    cards = "1 card" if held == 1 else f"{held} cards"
    return (
        f'<div class="bg-held-note">{cards} held through a gig-ready turn without a gig: '
        f"{'it is not a gig card' if held == 1 else 'none is a gig card'}</div>"
    )


def players_html(table, hands):
    """One row per player: name and meter, band (four instruments and a support), hand."""
    names = table["names"]
    rows = []
    for p, name in enumerate(names):
        band = table["bands"][p]
        cells = []
        for place in SLOT_NAMES:
            code = band[place]
            cells.append(card_html(code, small=True) if code else empty_slot(place, **SMALL))
        hand = hands[p]
        if hand is None:
            known = table["known_in_hands"][p]
            seen = [card_html(code, caption="seen", small=True) for code in known]
            backs = face_down_row_html(
                table["hand_sizes"][p] - len(known), width=SMALL["width"], height=SMALL["height"], limit=6
            )
            hand_html = (card_row_html(seen) + backs if seen else backs) + held_note(table["held_when_ready"][p])
        else:
            hand_html = card_row([card_html(code, small=True) for code in hand], empty_text="no cards")
        acting = p == table["current_player"]
        ready = table["gig_ready"][p]
        badges = []
        if ready:
            badges.append("gig-ready")
        if p in table["winners"]:
            badges.append("★ winner")
        badge_html = "".join(f'<span class="bl-badge">{escape(b)}</span>' for b in badges)
        rows.append(
            nested(
                f'<div class="bg-player bl-box{" bl-acting" if acting else ""} bl-seat-{p}" data-player="{p}">',
                [
                    f'<div><b class="bl-who">{escape(name)}</b>{badge_html}'
                    f'<div class="bg-need-note">needs {table["need"][p]} matching symbols</div>'
                    f"{meter_html(table['meters'][p], table['need'][p])}</div>",
                    nested('<div class="bg-band">', ['<div class="bl-heading">Band</div>', card_row(cells)]),
                    nested(
                        '<div class="bg-hand">',
                        [f'<div class="bl-heading">Hand ({table["hand_sizes"][p]})</div>', hand_html],
                    ),
                ],
            )
        )
    return nested('<div class="bg-players">', rows)


# --- the panels ----------------------------------------------------------------


class GenreMeterPanel(ChartPanel):
    """Every band's genre meter as a Chart, redrawn in place on ``update``."""

    merges = True

    def figure(self, state):
        """The meters of ``state``."""
        return genre_meter_figure(state)

    def key(self, state):
        """The meters' changing parts."""
        return genre_meter_parts(state)


class GigChancePanel:
    """The chance a player's band is gig-ready within k of their turns, by Monte Carlo on demand.

    Estimate starts the Monte Carlo in a background thread (``bandlab.widgets.coach.Task``) and says
    "working…" meanwhile, so the page never freezes; where Python has no threads (the static site) the
    Task runs it in place and the estimate is shown when the click returns.  The estimate belongs to the
    position it was asked for: when the position changes the running one is cancelled and its answer never
    drawn, and a shown one is cleared.  The sampling uses only what the chosen player can see (``state.resample``).
    """

    def __init__(self, state=None, viewer=None, background=True):
        self.state, self.background = state, background
        names = list(state.names) if state is not None else ["Player 1", "Player 2"]
        self.player = W.Dropdown(
            options=[(n, p) for p, n in enumerate(names)],
            description="Player",
            value=self.default_player(state, viewer),
            layout=W.Layout(width="220px"),
        )
        self.turns = W.IntSlider(value=5, min=1, max=12, description="k turns", continuous_update=False)
        self.samples = W.Dropdown(
            options=[50, 100, 200, 500, 1000], value=200, description="Samples", layout=W.Layout(width="180px")
        )
        self.button = W.Button(
            description="Estimate", icon="play", tooltip="Resample the unseen cards and let bots play on from here"
        )
        self.result = W.HTML("" if state is not None else NO_GAME_TEXT)
        self.chance, self.task, self.lock = None, None, threading.RLock()
        self.position = position_key(state) if state is not None else None
        self.figure = Chart(gig_chance_figure(None))
        self.button.on_click(lambda _: self.estimate())
        self.widget = W.VBox(
            [
                page_style(),
                W.HTML('<div class="bl-heading bl-font">Chance of being gig-ready within k turns (Monte Carlo)</div>'),
                W.HBox([self.player, self.turns, self.samples, self.button]),
                self.result,
                self.figure,
            ]
        )

    @staticmethod
    def default_player(state, viewer):
        """The viewer, else the player to act, else player 0."""
        if viewer is not None:
            return viewer
        if state is not None and state.current_player is not None:
            return state.current_player
        return 0

    def update(self, state):
        """A new position: the players may change; the running or shown estimate no longer holds."""
        with self.lock:
            self.state = state
            if [o[0] for o in self.player.options] != list(state.names):
                self.player.options = [(n, p) for p, n in enumerate(state.names)]
                self.player.value = self.default_player(state, None)
            key = position_key(state)
            if key != self.position:
                self.position = key
                self.clear()

    def clear(self):
        """Forget the estimate and stop the one running (the position changed)."""
        if self.task is not None:
            self.task.cancel()
            self.task = None
        if self.chance is None and not self.result.value:
            return
        self.chance = None
        self.result.value = "<span class='bl-muted'>The position changed: press Estimate.</span>"
        self.draw()

    def estimate(self):
        """Start the Monte Carlo for the chosen player, k and samples in the background; return its task."""
        with self.lock:
            if self.state is None:
                self.result.value = NO_GAME_TEXT
                return None
            if self.task is not None:
                self.task.cancel()
            state, player = self.state.clone(), self.player.value  # a copy: the game may move on meanwhile
            turns, samples = self.turns.value, self.samples.value
            self.result.value = (
                f"<span class='bl-muted'>Working… playing {samples} games on from here "
                f"for {escape(state.names[player])}.</span>"
            )

            def work(task):
                return gig_ready_chance(
                    state, player, turns=turns, samples=samples, seed=len(state.history), progress=False
                )

            self.task = Task(self.position, work, self.finished, background=self.background)
            return self.task.start()

    def finished(self, task):
        """An estimate is ready: show it if it is still the one asked for this position."""
        with self.lock:
            if task is not self.task or task.key != self.position:
                return
            self.task = None
            if task.error is not None:
                self.result.value = f"<span class='bl-muted'>No estimate: {escape(str(task.error))}</span>"
                return
            self.chance = task.result
            self.result.value = f"<b>{escape(self.chance.summary())}</b>"
            self.draw()

    def wait(self, timeout=30):
        """Block until the running estimate has finished (tests, scripts); True if it has."""
        task = self.task
        return task is None or task.wait(timeout)

    def draw(self):
        """Show the estimate (or nothing) in the same chart."""
        names = list(self.state.names) if self.state is not None else None
        self.figure.figure = gig_chance_figure(self.chance, names=names)


def make_panels(stepper):
    """The genre meter and the gig-ready chance panels, built from the stepper's position."""
    state = getattr(stepper, "state", None)
    viewer = getattr(stepper, "viewer", None)
    return [GenreMeterPanel(state), GigChancePanel(state, viewer)]


# --- the move buttons ----------------------------------------------------------------


def action_label(state, action):
    """What a move button says: the move, and for a card joining your band, your best genre after it."""
    if type(action) is not Play or KIND[action.card] not in (MUSICIAN, SUPPORT):
        return str(action)
    player = state.current_player
    after = state.clone()
    after.apply(action)
    table = after.view(player)
    meter = table["meters"][player]
    best = max(range(len(GENRES)), key=lambda g: meter[g])
    return f"{action} → {GENRES[best]} {meter[best]} of {table['need'][player]}"


def action_tooltip(state, action):
    """A move button's hover text: what the card the move plays or dumps does, in the card list's words."""
    card = getattr(action, "card", None)
    return card_text(CODE[card]) if isinstance(card, int) else str(action)
