"""GigOddsExplorer: the exact odds of a Battle of the Bands gig, to play with.

    from bandlab.widgets.gig_odds import GigOddsExplorer
    GigOddsExplorer(totals=(5, 7), gig_player=0, names=["Tisha", "Danny"])

One HP slider per band (2 to 6 bands), who played the gig (a band, or a gig
player not in it), bars of each band's chance to take the gig card labelled
with exact fractions, the tie chance, and a two-band table by HP difference.
What-if: choose a monkey wrench and the band it hits; grey bars show the odds
after it before you play it, and "play it" adds it to the gig ("clear" takes the
wrenches back).  Too Wasted is not offered: it depends on one member's HP, which
a total does not show — lower that band's HP by hand instead.
"""

from html import escape

import ipywidgets as W
import plotly.graph_objects as go

from bandlab.analysis.dice import two_band_table
from bandlab.games.battle_of_the_bands.cards import BAN_BAND, BAND_HP, EFFECT, KINDS, MONKEY_WRENCH, NAME, TYPE
from bandlab.viz.battle_of_the_bands import fraction_text, gig_odds_parts
from bandlab.widgets.chart import Chart

MAX_BANDS = 6
OUT = -1  # the gig player's dropdown value when the gig player is not in the gig
NO_WRENCH = -1  # the what-if dropdown's value when no wrench is chosen
#: The wrenches the explorer offers: (label, effect kind, amount), from the card data.
WRENCHES = tuple(
    (
        f"{NAME[k]} ({EFFECT[k][1]:+d} HP)" if EFFECT[k][0] == BAND_HP else f"{NAME[k]} (band sits out)",
        EFFECT[k][0],
        EFFECT[k][1],
    )
    for k in KINDS
    if TYPE[k] == MONKEY_WRENCH and EFFECT[k][0] in (BAND_HP, BAN_BAND)
)


class GigOddsExplorer(W.VBox):
    """Sliders for each band's HP, the gig player, a what-if monkey wrench; exact odds as bars and a table."""

    def __init__(self, totals=(5, 7), gig_player=0, names=None, hp_min=-5, hp_max=25):
        super().__init__(layout=W.Layout(width="100%", max_width="900px"))
        totals = list(totals)
        if not 2 <= len(totals) <= MAX_BANDS:
            raise ValueError(f"A gig here has 2 to {MAX_BANDS} bands, not {len(totals)}.")
        self.names = list(names or [])
        self.modifiers = [0] * MAX_BANDS  # wrenches played on each band
        self.banned = set()  # bands banned by a played wrench
        self.played = []  # the wrenches played, as text
        self._syncing = False
        self.bands = W.IntSlider(value=len(totals), min=2, max=MAX_BANDS, description="bands")
        self.hp = [
            W.IntSlider(
                value=totals[i] if i < len(totals) else 5,
                min=hp_min,
                max=hp_max,
                description=self.band_name(i),
                continuous_update=False,
                style={"description_width": "initial"},
            )
            for i in range(MAX_BANDS)
        ]
        self.gig_player = W.Dropdown(
            options=self.gig_player_options(len(totals)),
            value=OUT if gig_player is None else gig_player,
            description="gig player",
        )
        self.wrench = W.Dropdown(
            options=[("no monkey wrench", NO_WRENCH)] + [(w[0], i) for i, w in enumerate(WRENCHES)],
            value=NO_WRENCH,
            description="what if",
        )
        self.wrench_target = W.Dropdown(options=self.band_options(len(totals)), value=0, description="on")
        self.play_button = W.Button(description="play it", tooltip="Add the chosen monkey wrench to the gig")
        self.clear_button = W.Button(description="clear wrenches", tooltip="Take back every wrench played")
        self.tie_label = W.Label()
        self.odds_label = W.HTML()
        self.wrenches_label = W.HTML()
        self.table = W.HTML()
        parts = self.parts()
        self.figure = Chart(self.figure_of(parts))
        self.show_numbers(parts)
        for control in [self.bands, self.gig_player, self.wrench, self.wrench_target] + self.hp:
            control.observe(self.on_change, names="value")
        self.play_button.on_click(lambda _: self.play_wrench())
        self.clear_button.on_click(lambda _: self.clear_wrenches())
        self.show_sliders()
        self.children = [
            W.HTML(
                "<b>Exact gig odds</b>: every band rolls one die and adds it to its HP; the highest total "
                "takes the gig card; a tie for the highest goes to whoever played the gig."
            ),
            W.HBox([self.bands, self.gig_player]),
            W.VBox(self.hp),
            W.HBox([self.wrench, self.wrench_target, self.play_button, self.clear_button]),
            self.wrenches_label,
            self.figure,
            self.tie_label,
            self.odds_label,
            self.table,
        ]

    # --- reading the controls ---------------------------------------------------------
    def band_name(self, i):
        """A band's name: the one given, else Band 1, Band 2, ..."""
        return self.names[i] if i < len(self.names) else f"Band {i + 1}"

    def band_options(self, count):
        """(label, index) for each band in play."""
        return [(self.band_name(i), i) for i in range(count)]

    def gig_player_options(self, count):
        """Each band, or a gig player who is not in the gig."""
        return self.band_options(count) + [("not in the gig", OUT)]

    @property
    def count(self):
        """How many bands are in the gig."""
        return self.bands.value

    @property
    def gig_player_index(self):
        """The gig player's band index, or None when not in the gig."""
        value = self.gig_player.value
        return None if value == OUT else value

    def totals(self):
        """Each band's HP total now: its slider plus the wrenches played on it."""
        return [self.hp[i].value + self.modifiers[i] for i in range(self.count)]

    def what_if(self):
        """(totals, banned, label) after the chosen wrench, or None."""
        choice = self.wrench.value
        if choice == NO_WRENCH:
            return None
        label, effect, amount = WRENCHES[choice]
        target = self.wrench_target.value
        totals, banned = self.totals(), set(self.banned)
        if effect == BAND_HP:
            totals[target] += amount
        else:
            banned.add(target)
        return totals, sorted(banned), f"after {label.split(' (')[0]} on {self.band_name(target)}"

    def parts(self):
        """The figure's data and layout for the controls' values."""
        names = [self.band_name(i) for i in range(self.count)]
        return gig_odds_parts(self.totals(), self.gig_player_index, names, sorted(self.banned), self.what_if())

    # --- reacting ------------------------------------------------------------------------
    def on_change(self, change):
        """Any control moved: fix the dependent controls, then redraw."""
        if self._syncing:
            return
        if change["owner"] is self.bands:
            self.resize()
        self.redraw()

    def resize(self):
        """The number of bands changed: sliders shown, dropdown choices, wrenches on vanished bands."""
        self._syncing = True
        try:
            count = self.count
            gig_player = self.gig_player.value
            self.gig_player.options = self.gig_player_options(count)
            self.gig_player.value = gig_player if gig_player < count else 0
            target = self.wrench_target.value
            self.wrench_target.options = self.band_options(count)
            self.wrench_target.value = target if target is not None and target < count else 0
            for i in range(count, MAX_BANDS):
                self.modifiers[i] = 0
            self.banned = {b for b in self.banned if b < count}
        finally:
            self._syncing = False
        self.show_sliders()

    def show_sliders(self):
        """Show one HP slider per band in the gig."""
        for i, slider in enumerate(self.hp):
            slider.layout.display = None if i < self.count else "none"

    def play_wrench(self):
        """Play the chosen what-if wrench: it now counts in the gig."""
        choice = self.wrench.value
        if choice == NO_WRENCH:
            return
        label, effect, amount = WRENCHES[choice]
        target = self.wrench_target.value
        if effect == BAND_HP:
            self.modifiers[target] += amount
        else:
            self.banned.add(target)
        self.played.append(f"{label.split(' (')[0]} on {self.band_name(target)}")
        self._syncing = True
        self.wrench.value = NO_WRENCH
        self._syncing = False
        self.redraw()

    def clear_wrenches(self):
        """Take back every wrench played."""
        self.modifiers = [0] * MAX_BANDS
        self.banned = set()
        self.played = []
        self.redraw()

    @staticmethod
    def figure_of(parts):
        """The bar chart of the odds ``parts`` describe."""
        return go.Figure(data=[go.Bar(**t) for t in parts["data"]], layout=parts["layout"])

    def redraw(self):
        """Show the new odds in the same chart (redrawn in place) and the labels."""
        parts = self.parts()
        self.figure.figure = self.figure_of(parts)
        self.show_numbers(parts)

    def show_numbers(self, parts):
        """The tie chance, each band's exact chance, the wrenches played, the two-band table."""
        odds = parts["odds"]
        self.tie_label.value = f"Tie for the highest: {fraction_text(odds.tie)} (the gig player takes it)"
        bars = parts["data"][0]
        self.odds_label.value = "<br>".join(
            f"{escape(str(x))}: <b>{escape(t)}</b>" for x, t in zip(bars["x"], bars["text"])
        )
        self.wrenches_label.value = ("Monkey wrenches played: " + escape(", ".join(self.played))) if self.played else ""
        self.table.value = self.table_html()

    def table_html(self):
        """Two bands: A's chance by its HP lead over B, as gig player or not; the current lead highlighted."""
        totals = self.totals()
        current = totals[0] - totals[1] if self.count == 2 and not self.banned else None
        rows = []
        for row in two_band_table(range(-6, 7)):
            style = " style='background:#fff3c4;font-weight:600'" if row["lead"] == current else ""
            rows.append(
                f"<tr{style}><td>{row['lead']:+d}</td><td>{fraction_text(row['as_gig_player'])}</td>"
                f"<td>{fraction_text(row['as_other'])}</td><td>{fraction_text(row['tie'])}</td></tr>"
            )
        head = "<tr><th>A's lead (HP)</th><th>A played the gig</th><th>B played the gig</th><th>tie</th></tr>"
        return (
            "<details open><summary>Two bands: A's chance by HP difference</summary>"
            "<table class='bandlab-two-band' style='border-collapse:collapse;font-size:13px' cellpadding='3'>"
            f"{head}{''.join(rows)}</table><div style='font-size:12px;color:#666'>A lead of 6 or more cannot be "
            "beaten; a lead of 5 only tied.</div></details>"
        )
