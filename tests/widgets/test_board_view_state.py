"""What a board in parts costs a page on load (issue 40: one view at most 1.5 MB from the kernel).

A page receives the whole state of every widget of the kernel when it opens (ipywidgets' ``request_states``),
and a game page shows hundreds of board parts.  Every part shares one layout and one style model (a part is
drawn by the stylesheet, never by those), and a part's whole state leaves out what is still at its default,
which the page's model has as its own default.
"""

import json

import ipywidgets as W
from ipywidgets.widgets.widget_string import HTMLStyle

from bandlab.widgets.games.board_view import MODEL_KEYS, BoardView, Part, Parts, part_widget, shared
from bandlab.widgets.stepper import GameStepper


def parts_of(box):
    """Every widget of a board in parts: its boxes and its part widgets, nested ones included."""
    found = [box]
    for child in box.children:
        found += parts_of(child) if isinstance(child, Parts) else [child]
    return found


def full_state(widget):
    """The state ``ipywidgets`` itself would send for ``widget``: every synced trait."""
    return W.Widget.get_state(widget)


def test_every_part_of_every_board_shares_one_layout_and_one_style():
    main = GameStepper(game="battle-of-the-bands", players=3, seed=11)
    other = GameStepper(game="band-grab", players=4, seed=7)
    for _ in range(3):
        main.forward()
        other.forward()
    widgets = parts_of(main.board.parts) + parts_of(other.board.parts) + parts_of(BoardView("<p>x</p>").parts)
    parts = [w for w in widgets if not isinstance(w, Parts)]
    boxes = [w for w in widgets if isinstance(w, Parts)]
    assert len(parts) > 40 and len(boxes) > 10
    assert all(isinstance(w, Part) and "bl-part" in w._dom_classes for w in parts)
    assert {id(w.layout) for w in widgets} == {id(shared(W.Layout))}
    assert {id(w.style) for w in parts} == {id(shared(HTMLStyle))}
    # the shared models are as ipywidgets makes them: nothing of a part's look comes from them
    assert full_state(shared(W.Layout)) == full_state(W.Layout())
    assert full_state(shared(HTMLStyle)) == full_state(HTMLStyle())


def test_a_closed_shared_model_is_made_anew():
    layout = shared(W.Layout)
    layout.close()
    fresh = part_widget()
    assert fresh.layout is not layout and fresh.layout.comm is not None and shared(W.Layout) is fresh.layout


def test_a_parts_whole_state_is_the_full_state_without_its_defaults():
    stepper = GameStepper(game="first-band", players=4, seed=7)
    stepper.forward()
    widgets = parts_of(stepper.board.parts) + [part_widget()]
    for widget in widgets:
        lean, full = widget.get_state(), full_state(widget)
        assert MODEL_KEYS <= set(lean), "the page makes the model and view from these"
        left_out = {key: value for key, value in full.items() if key not in lean}
        assert all(lean[key] == full[key] for key in lean)
        assert all(widget._compare(value, widget.traits()[key].default_value) for key, value in left_out.items())
    empty = part_widget().get_state()
    assert set(empty) == MODEL_KEYS | {"_dom_classes", "layout", "style"}, empty


def test_an_update_to_a_default_value_is_still_sent():
    part = part_widget()
    part.value = "<b>x</b>"
    part.value = ""
    assert part.get_state("value") == {"value": ""}
    assert part.get_state(["value", "description"]) == {"value": "", "description": ""}


def test_a_part_costs_the_page_its_text_and_a_few_hundred_bytes():
    stepper = GameStepper(game="battle-of-the-bands", players=3, seed=11)
    widgets = parts_of(stepper.board.parts)
    models = {id(m): m for w in widgets for m in (w.layout, getattr(w, "style", w.layout))}
    assert len(models) == 2, "one layout and one style for the whole board"
    text = sum(len(json.dumps(w.value)) for w in widgets if not isinstance(w, Parts))
    whole = sum(len(json.dumps(w.get_state())) for w in widgets + list(models.values()))
    full = sum(len(json.dumps(full_state(w))) for w in widgets)
    beside_text = (whole - text) / len(widgets)
    # each with a layout and a style of its own, at their full state, a part cost about 1,700 bytes beside its text
    assert beside_text < 450, f"{beside_text:.0f} bytes a part besides its text"
    assert full - whole > 70 * len(widgets), "the defaults left out weigh more than the shared models"
