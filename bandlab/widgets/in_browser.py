"""What the pages need from the Python that runs in the browser (the static site: JupyterLite's Pyodide kernel).

``prepare()`` runs once in a page's kernel before its first cell (bandlab-site's plugin calls it). It mends
one fault of jupyterlite-pyodide-kernel 0.8.6: a widget message leaves Python through Pyodide's ``toJs``,
which turns ``None`` into JavaScript's ``undefined``, and the message's JSON then drops the key. A widget
trait set back to ``None`` after the widget was shown (a stepper's move buttons: ``layout.display = None``
after ``"none"``) never reached the page, and the buttons stayed hidden. Each comm message now leaves as a
JavaScript object parsed from its JSON, where ``None`` is ``null``.
"""

import json


def comm_sender(send, parse):
    """``send`` (the kernel's ``send_comm``) with each message's content turned into ``parse(its JSON)``."""

    def send_comm(msg_type, content, metadata, ident, buffers):
        return send(msg_type, parse(json.dumps(content, default=str)), metadata, ident, buffers)

    send_comm.bandlab_nulls = True
    return send_comm


def prepare():
    """Mend the kernel's widget messages (once; a no-op outside the browser)."""
    try:
        import js  # only inside Pyodide
        from IPython import get_ipython
    except ImportError:
        return
    shell = get_ipython()
    send = getattr(shell, "send_comm", None)
    if send is not None and not getattr(send, "bandlab_nulls", False):
        shell.send_comm = comm_sender(send, js.JSON.parse)
