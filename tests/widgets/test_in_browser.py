"""The browser's Python (the static site): a widget trait set back to None reaches the page as null."""

import json

import ipywidgets as W
import ipywidgets.widgets.widget as widget_module

import bandlab.widgets.page as page_module
from bandlab.widgets.in_browser import comm_sender, open_page, prepare
from bandlab.widgets.page import current_page


def test_a_comm_message_leaves_with_none_as_null():
    sent = []
    send = comm_sender(lambda *message: sent.append(message), parse=lambda text: ("parsed", text))
    content = {"data": {"method": "update", "state": {"display": None}}, "comm_id": "c1"}
    send("comm_msg", content, {}, b"topic", None)
    (msg_type, (mark, text), metadata, ident, buffers) = sent[0]
    assert (msg_type, mark, metadata, ident, buffers) == ("comm_msg", "parsed", {}, b"topic", None)
    assert '"display": null' in text and json.loads(text) == content


def test_a_layout_display_set_back_to_none_is_sent_as_null():
    """The stepper's move buttons: display "none", then None (shown); the second update must carry the key."""
    sent = []
    layout = W.Layout(display="none")
    send = comm_sender(lambda *message: sent.append(message), parse=json.loads)
    layout.comm.publish_msg = lambda msg_type, data=None, metadata=None, buffers=None, **keys: send(
        msg_type, dict(data=data, comm_id=layout.comm.comm_id, **keys), metadata or {}, None, buffers
    )
    layout.display = None
    updates = [content["data"]["state"] for _, content, *_ in sent if content["data"].get("method") == "update"]
    assert {"display": None} in updates


def test_prepare_does_nothing_outside_the_browser():
    prepare()  # no Pyodide here: nothing to mend, no error


def test_open_page_hands_the_page_its_link():
    environ = {}
    open_page("game=first-band&seed=3", "http://site/notebooks/index.html?path=first-band.ipynb", environ)
    assert environ == {
        "QUERY_STRING": "game=first-band&seed=3",
        "BANDLAB_SITE_PAGE": "http://site/notebooks/index.html?path=first-band.ipynb",
    }


def test_the_next_page_in_the_same_python_starts_clean(monkeypatch):
    """The site opens a linked page in the Python of the page before: its widgets and its Page go first."""
    # Only this test's widgets are the kernel's: closing them all leaves other tests' widgets alone.
    monkeypatch.setattr(widget_module, "_instances", {})
    monkeypatch.setattr(page_module, "_PAGE", None)
    environ = {}
    open_page("", "http://site/notebooks/index.html?path=index.ipynb", environ)
    earlier = current_page()
    earlier.report("http://site/notebooks/index.html?path=index.ipynb")
    button = W.Button(description="an earlier page's")
    assert button.comm is not None
    open_page("seed=5", "http://site/notebooks/index.html?path=band-grab.ipynb", environ)
    assert button.comm is None  # closed: the page no longer holds it
    assert current_page() is not earlier and current_page().browser_address == ""
    assert environ["QUERY_STRING"] == "seed=5"
    assert environ["BANDLAB_SITE_PAGE"].endswith("path=band-grab.ipynb")
