"""FigureGallery: several plotly figures behind one chart and a row of buttons.

A page with many related figures (a tournament's win rates, scores, lengths) reads
better as one chart and a row of buttons than as a long scroll of charts; figures
are also built only when first chosen.  The chart is a ``Chart`` redrawn in place.
"""

import ipywidgets as W

from bandlab.widgets.chart import Chart


class FigureGallery(W.VBox):
    """One Chart showing the figure chosen with the buttons above it.

    ``figures`` maps a title to a ``go.Figure`` or to a function returning one
    (built when first chosen).  ``choose(title)`` or a click on a button shows it.
    """

    def __init__(self, figures, selected=None):
        if not figures:
            raise ValueError("A gallery needs at least one figure.")
        self.makers = dict(figures)
        self.built = {}
        titles = list(self.makers)
        selected = titles[0] if selected is None else selected
        self.buttons = W.ToggleButtons(options=titles, value=selected, style={"button_width": "auto"})
        self.figure = Chart(self.build(selected))
        self.buttons.observe(lambda change: self.choose(change["new"]), "value")
        super().__init__([self.buttons, self.figure])
        self.add_class("bandlab-gallery")

    @property
    def selected(self):
        """The title of the figure shown."""
        return self.buttons.value

    def build(self, title):
        """The figure called ``title`` (built once)."""
        if title not in self.built:
            maker = self.makers[title]
            self.built[title] = maker() if callable(maker) else maker
        return self.built[title]

    def choose(self, title):
        """Show the figure called ``title`` in the same chart."""
        if title not in self.makers:
            raise KeyError(f"The gallery has no figure {title!r}; it has: {', '.join(self.makers)}.")
        self.figure.figure = self.build(title)
        if self.buttons.value != title:
            self.buttons.value = title

    def replace(self, figures):
        """New figures under the same titles (fresh results, say); the one shown is redrawn."""
        self.makers.update(figures)
        self.built = {}
        self.choose(self.selected)
