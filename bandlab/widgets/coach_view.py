"""What the coach shows: the hint view (a progress bar, then a sentence and the hint chart) and its sentences.

No searching here: ``bandlab.widgets.coach`` runs the searches and hands their ``Analysis`` to a ``HintView``;
``best_sentence`` and ``verdict`` put an analysis into words.
"""

import html

import ipywidgets as W

from bandlab.viz.coach import hint_figure, hint_rows
from bandlab.widgets.chart import ChartBox

#: Below this much win chance, a move is "about as good" as the coach's choice.
ABOUT_AS_GOOD = 0.02


def percent(x):
    """0.413 -> '41%'."""
    return f"{x:.0%}"


class HintView(W.VBox):
    """A progress bar while the coach thinks, then a sentence and the hint chart."""

    def __init__(self):
        super().__init__(layout=W.Layout(width="100%"))
        self.add_class("bandlab-hint")
        self.status = W.HTML()
        self.progress = W.FloatProgress(
            value=0, min=0, max=1, description="Thinking", layout=W.Layout(width="360px", display="none")
        )
        self.chart_box = ChartBox()  # its chart is made with the first answer
        self.analysis = None
        self.children = [self.status, self.progress, self.chart_box]

    def say(self, text, chart=False):
        """Show a sentence (plain text, escaped); hide the chart unless ``chart``."""
        self.status.value = f"<div class='bandlab-hint-status' style='color:#444'>{html.escape(text)}</div>"
        self.progress.layout.display = "none"
        if not chart:
            self.chart_box.hide()
            self.analysis = None
        elif self.chart_box.chart is not None:
            self.chart_box.layout.display = None

    def working(self, done, total, text="The coach is thinking…"):
        """Show progress: ``done`` of ``total``."""
        self.status.value = f"<div class='bandlab-hint-status' style='color:#444'>{html.escape(text)}</div>"
        self.progress.value = min(1.0, done / total) if total else 0.0
        self.progress.layout.display = None

    def show(self, analysis, player_name, chosen=None, sentence=""):
        """Draw ``analysis``: the chart (``chosen`` marked) and a sentence about it."""
        self.analysis = analysis
        text = sentence or best_sentence(analysis, player_name, chosen)
        self.status.value = f"<div class='bandlab-hint-status'>{html.escape(text)}</div>"  # before the bars
        self.progress.layout.display = "none"
        self.chart_box.draw(hint_figure(analysis, player_name, chosen))

    @property
    def chart(self):
        """The hint chart (None before the first answer)."""
        return self.chart_box.chart

    @property
    def bars(self):
        """The move labels of the chart shown, top to bottom (empty before a hint)."""
        return list(self.chart.figure.data[0].y) if self.analysis is not None else []


def best_sentence(analysis, player_name, chosen=None, say=str):
    """One sentence: the coach's move, its chance, and the chosen move's if another (each move in the words
    ``say(action)`` gives: ``State.action_text`` for the viewer)."""
    best = analysis.moves[0]
    head = f"{player_name}: " if player_name else ""
    text = (
        f"{head}the coach's choice is {say(best.action)} (estimated win chance {percent(best.rate)}; "
        f"{analysis.playouts:,} playouts in {analysis.seconds:.1f} s)."
    )
    if chosen is not None and chosen != best.action:
        played = analysis.estimate(chosen)
        text += f" The line goes on with {say(chosen)} ({percent(played.rate)})."
    return text


def verdict(analysis, chosen):
    """What a learner's move is worth next to the coach's choice, in one or two sentences."""
    best, mine = analysis.moves[0], analysis.estimate(chosen)
    rows = {r.move: r for r in hint_rows(analysis, chosen)}
    low, high = rows[str(chosen)].low, rows[str(chosen)].high
    yours = (
        f"You chose {chosen}: estimated win chance {percent(mine.rate)} (95% interval {percent(low)}–{percent(high)})."
    )
    if best.action == chosen:
        return yours + " That is the coach's choice too."
    cost = analysis.cost(chosen)
    if cost < ABOUT_AS_GOOD:
        return yours + f" About as good as the coach's choice, {best.action} ({percent(best.rate)})."
    return yours + (
        f" The coach's choice is {best.action} ({percent(best.rate)}): yours costs about "
        f"{cost * 100:.0f} points of win chance."
    )
