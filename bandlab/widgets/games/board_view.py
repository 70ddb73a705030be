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

from bandlab.widgets.games.style import BoardHTML, lean, stylesheet

_page_style = None


def page_style():
    """The one widget holding the boards' stylesheet (``stylesheet()``), shared by every board view of the kernel:
    the page receives its text once, however many boards and steps it shows."""
    global _page_style
    if _page_style is None or getattr(_page_style, "comm", None) is None:
        _page_style = W.HTML(stylesheet())
        _page_style.add_class("bl-style")
    return _page_style


def without_stylesheet(text):
    """A board's text without the ``stylesheet()`` it starts with (the page has the stylesheet already)."""
    style = stylesheet()
    return text[len(style) :] if text.startswith(style) else text


class Parts(W.Box):
    """Some parts of a board: a box with the classes of the ``<div>`` it stands for, one widget per part."""

    def __init__(self):
        super().__init__()
        self.add_class("bl-parts")
        self.classes = ()

    def show(self, opening_classes, parts):
        """Show ``parts`` (strings, or BoardHTML shown as Parts of their own); send only what changed."""
        classes = tuple(opening_classes)
        if classes != self.classes:
            for name in self.classes:
                if name not in classes:
                    self.remove_class(name)
            for name in classes:
                if name not in self.classes:
                    self.add_class(name)
            self.classes = classes
        children = list(self.children)
        for index, part in enumerate(parts):
            nested = isinstance(part, BoardHTML)
            if index >= len(children) or isinstance(children[index], Parts) != nested:
                children[index : index + 1] = [Parts() if nested else part_widget()]
            if nested:
                children[index].show(part.classes, part.parts)
            else:
                text = lean(part)
                if children[index].value != text:
                    children[index].value = text
        children = children[: len(parts)]
        if children != list(self.children):
            self.children = children

    def text(self):
        """The HTML shown, as one string (lean cards, no stylesheet)."""
        inner = "".join(child.text() if isinstance(child, Parts) else child.value for child in self.children)
        return f'<div class="{" ".join(self.classes)}">{inner}</div>' if self.classes else inner


def part_widget():
    """The widget of one part: an HTML widget that adds no box of its own (``bl-part``)."""
    widget = W.HTML()
    widget.add_class("bl-part")
    return widget


class BoardView(W.VBox):
    """A board in parts, with the page's stylesheet: ``value`` is the board's HTML, as for ``ipywidgets.HTML``."""

    def __init__(self, value="", **kwargs):
        super().__init__(**kwargs)
        self.add_class("bl-lean")
        self.parts = Parts()
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
