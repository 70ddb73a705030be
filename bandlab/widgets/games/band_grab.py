"""Band Grab's GameStepper plugin: the board as HTML, the genre meter and the gig-ready chance panels.

``board_html(state, viewer)`` draws the table from ``state.view``: every band (musicians in their
genre colours, the support card), each band's genre meter against the 6 a gig needs, every
hand (face up for the viewer, or for everyone when ``viewer`` is None; otherwise face-down backs,
except the cards everyone saw go into that hand), the deck's size and the event pile.

``make_panels(stepper)`` gives a ``GenreMeterPanel`` (a Chart redrawn in place) and a
``GigChancePanel`` (player, k and samples; Estimate runs the Monte Carlo of
``bandlab.analysis.band_grab`` with a tqdm progress bar, from what that player can see).
"""

from html import escape

import ipywidgets as W
import plotly.graph_objects as go

from bandlab.analysis.band_grab import gig_ready_chance
from bandlab.games.band_grab.cards import (
    EVENT, EVENTS, GENRE_COUNTS, GENRE_LETTERS, GENRES, INSTRUMENTS, KIND, MUSICIAN, NAME, SLOT_NAMES, SUB,
    SUPPORT, TEXT, card_from_code,
)
from bandlab.games.band_grab.rules import Play
from bandlab.viz.band_grab import (
    GENRE_COLOURS, KIND_COLOURS, gig_chance_figure, genre_meter_figure, genre_meter_parts,
)
from bandlab.viz.cards import card_row_html, card_face, empty_slot, face_down_row_html
from bandlab.widgets.chart import Chart
from bandlab.widgets.games import eyes_html

__all__ = ["board_html", "make_panels", "GenreMeterPanel", "GigChancePanel", "card_html", "action_label"]

FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
BOX = "border:1px solid #ddd;border-radius:8px;padding:8px 10px;margin:6px 0;background:#fff"
HEADING = "font-weight:600;font-size:13px;color:#444;margin:0 0 6px 0"
SMALL = dict(width=54, height=70)
#: What the middle of a card shows for the kinds without genres (their name is the label, the kind the caption).
KIND_MARKS = {SUPPORT: "◆", EVENT: "!"}
GIG_MARK = "♪"


# --- cards ---------------------------------------------------------------------

def card_html(code, caption="", small=False, dim=False, highlight=False):
    """One Band Grab card: a musician in its genre colours with its instrument and genre letters, the
    others in their kind's colour with their name (the full card text is the hover text)."""
    card = card_from_code(code)
    kind = KIND[card]
    size = SMALL if small else {}
    title = NAME[card] + (f" — {TEXT[card]}" if TEXT[card] else "")
    if kind == MUSICIAN:
        genres = [g for g in range(4) if GENRE_COUNTS[card][g]]
        genres.sort(key=lambda g: -GENRE_COUNTS[card][g])
        colours = tuple(GENRE_COLOURS[GENRES[g]] for g in genres[:2])
        symbols = "".join(GENRE_LETTERS[g] * GENRE_COUNTS[card][g] for g in genres)
        return card_face(INSTRUMENTS[SUB[card]], symbols, colours, caption=caption, title=title, code=code,
                         dim=dim, highlight=highlight, **size)
    if kind == SUPPORT:
        colour, label, mark, word = KIND_COLOURS["Support"], NAME[card], KIND_MARKS[SUPPORT], "support"
    elif kind == EVENT:
        colour, label, mark, word = KIND_COLOURS["Event"], EVENTS[SUB[card]][1], KIND_MARKS[EVENT], "event"
    else:
        colour, label, mark, word = KIND_COLOURS["Gig"], "Gig", GIG_MARK, "gig"
    return card_face(label, mark, (colour,), caption=caption or word, title=title, code=code, dim=dim,
                     highlight=highlight,
                     **size)


# --- the board -----------------------------------------------------------------

def board_html(state, viewer=None):
    """The Band Grab table as HTML; ``viewer`` sees only their own hand (None: every hand, for the teacher)."""
    table = state.view(viewer if viewer is not None else 0)
    if viewer is None:
        hands = [state.view(p)["hand"] for p in range(state.players)]
    else:
        hands = [table["hand"] if p == viewer else None for p in range(state.players)]
    return "".join([
        f'<div class="bg-board mathjax_ignore" style="font-family:{FONT};font-size:14px;color:#222;max-width:1000px">',
        status_html(table, viewer),
        table_html(table),
        players_html(table, hands),
        "</div>",
    ])


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
    return (f'<div class="bg-status" style="font-size:15px;margin:2px 0 6px 0"><b>Turn {table["turns_played"] + 1}</b>'
            f' — {acting} <span style="color:#777;font-size:12px">({eyes})</span></div>')


def table_html(table):
    """The deck (face down, with its size), what an empty deck allows, and the event pile (face up)."""
    deck = face_down_row_html(table["deck_size"], limit=1)
    if table.get("deck_ran_out"):
        clock = ("The deck has run out once: a Busking Gig can win now." if table["deck_size"]
                 else "The deck is empty: a Busking Gig can win now; the next draw shuffles the event pile into a new deck.")
    else:
        clock = "A Busking Gig wins only once the deck has run out."
        curfew = table.get("curfew_in_turns")
        if curfew is not None:
            clock += f" House rule: curfew in {curfew} turns (then the band closest to a gig wins)."
    pile = [card_html(code, small=True) for code in reversed(table["event_pile"][-8:])]
    more = len(table["event_pile"]) - len(pile)
    more_html = f'<div style="color:#777;font-size:12px">and {more} more below</div>' if more > 0 else ""
    return (f'<div style="display:flex;flex-wrap:wrap;gap:10px">'
            f'<div class="bg-deck" style="{BOX};flex:0 1 260px"><div style="{HEADING}">Deck</div>{deck}'
            f'<div style="color:#666;font-size:12px;margin-top:6px">{escape(clock)}</div></div>'
            f'<div class="bg-pile" style="{BOX};flex:1 1 420px"><div style="{HEADING}">Event pile (newest first)</div>'
            f'{card_row_html(pile, empty_text="empty")}{more_html}</div></div>')


def meter_html(meter, need):
    """A small bar per genre: symbols against the need, the need drawn as a line."""
    rows = []
    for g, genre in enumerate(GENRES):
        count = meter[g]
        width = min(count, 8) / 8 * 100
        mark = need / 8 * 100
        rows.append(
            f'<div class="bg-meter-row" data-genre="{genre}" style="display:flex;align-items:center;gap:4px;font-size:11px">'
            f'<span style="width:34px">{genre}</span>'
            f'<span style="position:relative;display:inline-block;width:120px;height:10px;background:#eee;border-radius:3px">'
            f'<span style="position:absolute;left:0;top:0;height:10px;width:{width:.0f}%;background:{GENRE_COLOURS[genre]};'
            f'border-radius:3px"></span><span style="position:absolute;left:{mark:.0f}%;top:-2px;height:14px;width:2px;'
            f'background:#222"></span></span><b>{count}</b></div>')
    return f'<div class="bg-meter">{"".join(rows)}</div>'


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
            backs = face_down_row_html(table["hand_sizes"][p] - len(known), width=SMALL["width"],
                                       height=SMALL["height"], limit=6)
            hand_html = card_row_html(seen) + backs if seen else backs
        else:
            hand_html = card_row_html([card_html(code, small=True) for code in hand], empty_text="no cards")
        acting = p == table["current_player"]
        ready = table["gig_ready"][p]
        badges = []
        if ready:
            badges.append("gig-ready")
        if p in table["winners"]:
            badges.append("★ winner")
        badge_html = "".join(f'<span style="border:1px solid #888;border-radius:4px;padding:0 4px;margin-left:4px;'
                             f'font-size:11px">{escape(b)}</span>' for b in badges)
        rows.append(
            f'<div class="bg-player" data-player="{p}" style="{BOX};display:grid;grid-template-columns:190px 1fr 1fr;'
            f'gap:10px;align-items:start;{"box-shadow:0 0 0 2px #222 inset;" if acting else ""}">'
            f'<div><b>{"▶ " if acting else ""}{escape(name)}</b>{badge_html}'
            f'<div style="font-size:11px;color:#666;margin:2px 0">needs {table["need"][p]} matching symbols</div>'
            f'{meter_html(table["meters"][p], table["need"][p])}</div>'
            f'<div class="bg-band"><div style="{HEADING}">Band</div>{card_row_html(cells)}</div>'
            f'<div class="bg-hand"><div style="{HEADING}">Hand ({table["hand_sizes"][p]})</div>{hand_html}</div></div>')
    return f'<div class="bg-players">{"".join(rows)}</div>'


# --- the panels ----------------------------------------------------------------

class GenreMeterPanel:
    """Every band's genre meter as a Chart, redrawn in place on ``update``."""

    def __init__(self, state=None):
        self.state = state
        self.widget = Chart(genre_meter_figure(state) if state is not None else go.Figure())

    def update(self, state):
        """Show the new position's meters in the same chart (new values poured in; a new figure if none yet)."""
        self.state = state
        try:
            self.widget.merge(genre_meter_parts(state))
        except ValueError:  # the chart was empty (no position yet)
            self.widget.figure = genre_meter_figure(state)


class GigChancePanel:
    """The chance a player's band is gig-ready within k of their turns, by Monte Carlo on demand.

    The sampling uses only what the chosen player can see (``state.resample``); the result is
    cleared whenever the position changes.
    """

    def __init__(self, state=None, viewer=None):
        self.state = state
        players = state.players if state is not None else 2
        names = list(state.names) if state is not None else ["Player 1", "Player 2"]
        self.player = W.Dropdown(options=[(n, p) for p, n in enumerate(names)], description="Player",
                                 value=self.default_player(state, viewer), layout=W.Layout(width="220px"))
        self.turns = W.IntSlider(value=5, min=1, max=12, description="k turns", continuous_update=False)
        self.samples = W.Dropdown(options=[50, 100, 200, 500, 1000], value=200, description="Samples",
                                  layout=W.Layout(width="180px"))
        self.button = W.Button(description="Estimate", icon="play",
                               tooltip="Resample the unseen cards and let bots play on from here")
        self.progress = W.Output()
        self.result = W.HTML("")
        self.chance = None
        self.figure = Chart(gig_chance_figure(None))
        self.button.on_click(lambda _: self.estimate())
        self.widget = W.VBox([
            W.HTML(f'<div style="{HEADING}">Chance of being gig-ready within k turns (Monte Carlo)</div>'),
            W.HBox([self.player, self.turns, self.samples, self.button]), self.progress, self.result, self.figure,
        ])
        self._players = players

    @staticmethod
    def default_player(state, viewer):
        """The viewer, else the player to act, else player 0."""
        if viewer is not None:
            return viewer
        if state is not None and state.current_player is not None:
            return state.current_player
        return 0

    def update(self, state):
        """A new position: the players may change, the old estimate no longer holds."""
        self.state = state
        if state.players != self._players or [o[0] for o in self.player.options] != list(state.names):
            self.player.options = [(n, p) for p, n in enumerate(state.names)]
            self.player.value = self.default_player(state, None)
            self._players = state.players
        self.clear()

    def clear(self):
        """Forget the estimate (the position changed)."""
        if self.chance is None and not self.result.value:
            return
        self.chance = None
        self.result.value = "<span style='color:#777'>The position changed: press Estimate.</span>"
        self.draw()

    def estimate(self):
        """Run the Monte Carlo for the chosen player, k and samples; show the curve and a sentence."""
        if self.state is None:
            return None
        self.progress.clear_output()
        self.progress.layout.display = None
        with self.progress:
            self.chance = gig_ready_chance(self.state, self.player.value, turns=self.turns.value,
                                           samples=self.samples.value, seed=len(self.state.history))
        self.progress.layout.display = "none"  # the finished bar would read "100%" above the estimate
        self.result.value = f"<b>{escape(self.chance.summary())}</b>"
        self.draw()
        return self.chance

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
    meter = after.meter(player)
    best = max(range(len(GENRES)), key=lambda g: meter[g])
    return f"{action} → {GENRES[best]} {meter[best]} of {after.need(player)}"
