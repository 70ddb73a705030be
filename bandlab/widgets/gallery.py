"""FigureGallery: several plotly figures behind one chart and a row of buttons.

Each ``go.FigureWidget`` on a Voila page loads plotly's whole script on its own,
and anywidget gives a chart two seconds to start: a page with six charts is slow
and, on a busy machine, some charts never appear.  A gallery shows many figures
through one FigureWidget, swapping the chosen figure in place.
"""

import ipywidgets as W
import plotly.graph_objects as go


class FigureGallery(W.VBox):
    """One FigureWidget showing the figure chosen with the buttons above it.

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
        self.figure = go.FigureWidget(self.build(selected))  # complete in its constructor (Voila)
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
        new = self.build(title)
        with self.figure.batch_update():
            self.figure.data = ()
            self.figure.add_traces(new.data)
            self.figure.layout = new.layout
        if self.buttons.value != title:
            self.buttons.value = title

    def replace(self, figures):
        """New figures under the same titles (fresh results, say); the one shown is redrawn."""
        self.makers.update(figures)
        self.built = {}
        self.choose(self.selected)
