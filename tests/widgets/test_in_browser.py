"""The browser's Python (the static site): a widget trait set back to None reaches the page as null."""

import json

import ipywidgets as W

from bandlab.widgets.in_browser import comm_sender, prepare


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
