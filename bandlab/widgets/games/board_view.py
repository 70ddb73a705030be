"""A board shown in parts: a step resends only the parts of the board that changed, and the page loads the boards'
stylesheet once.

``BoardView`` is the widget a stepper (or a lesson, a puzzle, a question) shows its board in; assign it a board's
HTML as to an ``ipywidgets.HTML``::

    view = BoardView()
    view.value = plugin.board_html(state, viewer)   # view.value == that text

A board drawn with ``style.board_document`` (a ``BoardHTML``) is shown as one small widget per part, nested parts
as boxes of their own: a part is sent to the page when its text changed, not otherwise, and its cards go lean
(``style.lean``: their fixed inline styles become classes).  Any other text is shown whole, in one part.  The
stylesheet itself is one widget, ``page_style()``, shared by every board of the kernel: the page receives it once.
"""

import ipywidgets as W
from ipywidgets.widgets.widget_string import HTMLStyle

from bandlab.widgets.games.style import TURN_CLASSES, BoardHTML, lean, stylesheet

_page_style = None
_shared = {}
#: Part widgets each board view makes with the page (see ``BoardView``).
SPARE_PARTS = 4
#: What a widget's whole state carries even at its defaults: what the page makes its model and view from.
MODEL_KEYS = frozenset(
    ("_model_name", "_model_module", "_model_module_version", "_view_name", "_view_module", "_view_module_version")
)


def page_style():
    """The one widget holding the boards' stylesheet (``stylesheet()``), shared by every board view of the kernel:
    the page receives its text once, however many boards and steps it shows."""
    global _page_style
    if _page_style is None or getattr(_page_style, "comm", None) is None:
        _page_style = W.HTML(stylesheet())
        _page_style.add_class("bl-style")
    return _page_style


def shared(model):
    """The one ``model`` (``W.Layout``, ``HTMLStyle``) every board part of the kernel shares: a part is drawn by
    the stylesheet, never by its layout or style, so the page receives one of each, not one per part."""
    if _shared.get(model) is None or getattr(_shared[model], "comm", None) is None:
        _shared[model] = model()
    return _shared[model]


class Lean:
    """A widget whose whole state leaves out the traits still at their defaults (the page's model has the same
    defaults): a board's many parts send their text and classes, not a dozen empty traits each."""

    def get_state(self, key=None, drop_defaults=False):
        """The state, as ``Widget.get_state``; the whole state without the traits at their defaults."""
        synced = super().get_state(key, drop_defaults)  # the widget's synced traits (not a game's state)
        if key is not None:
            return synced
        traits = self.traits()
        return {k: v for k, v in synced.items() if k in MODEL_KEYS or not self._compare(v, traits[k].default_value)}


class Part(Lean, W.HTML):
    """One part of a board: an HTML widget that adds no box of its own (``bl-part``)."""


def without_stylesheet(text):
    """A board's text without the ``stylesheet()`` it starts with (the page has the stylesheet already)."""
    style = stylesheet()
    return text[len(style) :] if text.startswith(style) else text


class Parts(Lean, W.Box):
    """Some parts of a board: a box with the classes of the ``<div>`` it stands for, one widget per part.

    A part whose text is shown already keeps its widget, wherever it moves (a card leaving a hand resends no
    other card: only the list of parts); widgets no longer needed wait in ``spare`` (a list shared by every box
    of one board, so a card leaving a hand for a score area moves its widget there) for the next part."""

    def __init__(self, spare=None, classes=()):
        # its classes with its state (no second message), its layout the one all parts share
        super().__init__(_dom_classes=("bl-parts", *classes), layout=shared(W.Layout))
        self.classes = tuple(classes)
        self.spare = [] if spare is None else spare

    def show(self, opening_classes, parts):
        """Show ``parts`` (strings, or BoardHTML shown as Parts of their own); send only what changed."""
        self.show_classes(box_classes(opening_classes))
        old = list(self.children)
        texts = [None if isinstance(part, BoardHTML) else lean(part) for part in parts]
        shown = {}
        for child in old:
            if not isinstance(child, Parts):
                shown.setdefault(child.value, []).append(child)
        children = [shown[text].pop(0) if shown.get(text) else None for text in texts]
        kept = {id(child) for child in children if child is not None}
        spare = self.spare
        spare[:0] = [child for child in old if id(child) not in kept]
        for index, part in enumerate(parts):
            if children[index] is not None:
                continue
            nested = isinstance(part, BoardHTML)
            widget = self.reuse(spare, old[index] if index < len(old) else None, part, texts[index])
            if widget is None:
                # a new part opens with its text: one message, not an empty part and then its text
                widget = Parts(spare, box_classes(part.classes)) if nested else part_widget(texts[index])
            else:
                spare.remove(widget)
            if nested:
                widget.show(part.classes, part.parts)
            elif widget.value != texts[index]:
                widget.value = texts[index]
            children[index] = widget
        if children != old:
            self.children = children

    def reuse(self, spare, there, part, text):
        """A spare widget to show ``part`` in: one showing ``text`` already, else the one that was in its place
        (``there``), else any that fits; None if none does."""
        if text is not None:
            same = next((w for w in spare if not isinstance(w, Parts) and w.value == text), None)
            if same is not None:
                return same
        if there is not None and any(w is there for w in spare) and isinstance(there, Parts) == (text is None):
            return there
        return next((w for w in spare if self.fits(w, part)), None)

    @staticmethod
    def fits(widget, part):
        """True if a spare ``widget`` may show ``part``: an HTML widget a text, a box a nested part of its classes."""
        if isinstance(part, BoardHTML):
            return isinstance(widget, Parts) and widget.classes == tuple(part.classes)
        return not isinstance(widget, Parts)

    def show_classes(self, classes):
        """Give the box the classes of the ``<div>`` it stands for now, in one message (none if they are the same)."""
        if classes != self.classes:
            self.classes = classes
            self._dom_classes = ("bl-parts", *classes)

    def text(self):
        """The HTML shown, as one string (lean cards, no stylesheet)."""
        inner = "".join(child.text() if isinstance(child, Parts) else child.value for child in self.children)
        return f'<div class="{" ".join(self.classes)}">{inner}</div>' if self.classes else inner


def box_classes(classes):
    """The classes a box of parts takes from its ``<div>``: all but whose turn it is (the stylesheet marks that)."""
    return tuple(name for name in classes if name not in TURN_CLASSES)


def part_widget(text=""):
    """The widget of one part showing ``text``: an HTML widget that adds no box of its own (``bl-part``)."""
    # its text and class with its state (no second message), its layout and style the ones all parts share
    return Part(value=text, _dom_classes=("bl-part",), layout=shared(W.Layout), style=shared(HTMLStyle))


class BoardView(W.VBox):
    """A board in parts, with the page's stylesheet: ``value`` is the board's HTML, as for ``ipywidgets.HTML``."""

    def __init__(self, value="", **kwargs):
        super().__init__(**kwargs)
        self.add_class("bl-lean")
        # a few part widgets made with the page, so a card that moves before its old place frees its widget
        # (a member played from the hand: the band is drawn first) makes no new one during a step
        self.parts = Parts([part_widget() for _ in range(SPARE_PARTS)])
        self.children = [page_style(), self.parts]
        self._value = ""
        self.value = value

    @property
    def value(self):
        """The board's HTML last shown (the very text given)."""
        return self._value

    @value.setter
    def value(self, text):
        self._value = text
        if isinstance(text, BoardHTML):
            self.parts.show(text.classes, text.parts)
        else:
            self.parts.show((), [without_stylesheet(text)] if text else [])
