"""What the pages need from the Python that runs in the browser (the static site: JupyterLite's Pyodide kernel).

``open_page(query, address)`` runs in the kernel before a page's first cell (bandlab-site's plugin calls it): it
hands the page its link, as Voila does (``QUERY_STRING``, and the page's address in ``BANDLAB_SITE_PAGE``), and
``prepare()``s the kernel. A link to another page of the site opens that page in the same tab and the same
Python (starting Python takes seconds; a page's cells take less): ``open_page`` then first clears what the
page before left (its widgets, its names, the kernel's ``Page``), so the next page starts as in a new kernel
with its modules already imported.

``prepare()`` mends
one fault of jupyterlite-pyodide-kernel 0.8.6: a widget message leaves Python through Pyodide's ``toJs``,
which turns ``None`` into JavaScript's ``undefined``, and the message's JSON then drops the key. A widget
trait set back to ``None`` after the widget was shown (a stepper's move buttons: ``layout.display = None``
after ``"none"``) never reached the page, and the buttons stayed hidden. Each comm message now leaves as a
JavaScript object parsed from its JSON, where ``None`` is ``null``.
"""

import json
import os

import ipywidgets

from bandlab.widgets import page

#: The environment variables that hand a page its link (``sharing.page_query``, ``page.SITE_PAGE_VARIABLE``).
QUERY_VARIABLE = "QUERY_STRING"


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


def open_page(query, address, environ=None):
    """Make the kernel ready for the page at ``address`` (its position in ``query``): what an earlier page of
    this kernel left is cleared first."""
    environ = os.environ if environ is None else environ
    if page.SITE_PAGE_VARIABLE in environ:  # this kernel has shown a page before
        forget_earlier_page()
    environ[QUERY_VARIABLE] = str(query)
    environ[page.SITE_PAGE_VARIABLE] = str(address)
    prepare()


def forget_earlier_page():
    """Close the earlier page's widgets, forget its ``Page`` and clear its names from the notebook's namespace."""
    ipywidgets.Widget.close_all()
    page.forget_page()
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with every kernel
        return
    shell = get_ipython()
    if shell is not None:
        shell.reset(new_session=False)
