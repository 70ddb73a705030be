"""Voila, with the dashboards' kernels warmed one after another in the order people open them.

With ``--preheat_kernel=True`` Voila starts one kernel per notebook when the server starts and
runs each notebook up to the point where it waits for the page's request.  It starts them all
at once: seven notebooks on two cores each took about 12 s, so a page opened right after
``make run`` waited that long for its first widget (STACK-NOTES).

Here the first warm-up of each notebook waits for its turn: the index first, then the games in
teaching order, ``WARM_UP_GAP`` seconds apart.  A page asked for before its turn skips the queue
and warms at once.  Refilling a pool after a page has used its kernel is Voila's own (after
``fill_delay``).  Run it as ``python -m bandlab.cli.voila_app ARGS`` with Voila's own arguments.

plotly.js is a file among the server's extensions (``bandlab.widgets.chart.PLOTLY_PATH``), at an address that
names plotly's version. Jupyter serves extension files with ``Cache-Control: no-cache`` (the browser asks
again on every page and gets a bodiless 304); for plotly.js this server says ``immutable`` instead, so a second
page takes it from the browser's cache without asking. The same module is a Jupyter server extension that does
the same on a Jupyter server running Voila as its extension (Binder: enabled by ``bandlab.cli.serve``'s
``--install``).
"""

import asyncio
import sys

from bandlab.pages import INDEX, PAGES

#: The order dashboards are warmed in: the landing page, then the pages in teaching order.
WARM_UP_ORDER = (INDEX, *(page.file for page in PAGES))
#: Seconds between the start of one notebook's warm-up and the next one's.
WARM_UP_GAP = 2.0


def warm_up_delay(notebook_name, order=WARM_UP_ORDER, gap=WARM_UP_GAP):
    """When (seconds after start) a notebook's first kernel is warmed: its place in ``order``, others last."""
    name = str(notebook_name).replace("\\", "/").rsplit("/", 1)[-1]
    place = order.index(name) if name in order else len(order)
    return place * gap


class WarmUpInTurn:
    """Mixed into Voila's preheating kernel manager: first warm-ups wait for their turn, or for a request."""

    def __init__(self, **kwargs):
        self._turns = {}  # notebook name -> (event set when the page is asked for, delay)
        super().__init__(**kwargs)

    def fill_if_needed(self, delay=None, notebook_name=None, **kwargs):
        """Voila fills every pool at start with ``delay=0``: those first fills wait for their turn instead."""
        if delay == 0 and notebook_name is not None and notebook_name not in self._turns:
            self._turns[notebook_name] = (asyncio.Event(), warm_up_delay(notebook_name))
        return super().fill_if_needed(delay=delay, notebook_name=notebook_name, **kwargs)

    async def _initialize(self, notebook_path, kernel_id=None, **kwargs):
        """Start the kernel once its turn comes (at once if its page was asked for)."""
        asked, delay = self._turns.pop(notebook_path, (None, 0))
        if asked is not None and delay > 0:
            self._turns[notebook_path] = (asked, 0)  # later fills of this pool do not wait
            try:
                await asyncio.wait_for(asked.wait(), timeout=delay)
            except asyncio.TimeoutError:
                pass
        return await super()._initialize(notebook_path, kernel_id, **kwargs)

    async def get_rendered_notebook(self, notebook_name, *args, **kwargs):
        """A page is asked for: its warm-up, if still waiting for its turn, starts now."""
        turn = self._turns.get(notebook_name)
        if turn is not None:
            turn[0].set()
        return await super().get_rendered_notebook(notebook_name, *args, **kwargs)


def warmed_factory(original):
    """Wrap Voila's kernel manager factory so that preheating managers warm up in turn."""

    def factory(base_class, preheat_kernel, default_pool_size, *args, **kwargs):
        manager = original(base_class, preheat_kernel, default_pool_size, *args, **kwargs)
        if not preheat_kernel:
            return manager
        return type("WarmUpInTurnKernelManager", (WarmUpInTurn, manager), {})

    return factory


def immutable_paths(base_url):
    """The URL prefixes under which a server at ``base_url`` serves plotly.js (Voila's and JupyterLab's extension
    folders), for the ``static_immutable_cache`` setting of Jupyter's static file handler."""
    from jupyter_server.utils import url_path_join

    from bandlab.widgets.chart import PLOTLY_EXTENSION

    return [
        url_path_join(base_url, where, PLOTLY_EXTENSION) + "/" for where in ("voila/labextensions", "lab/extensions")
    ]


def let_browsers_keep_plotly(settings, base_url):
    """Add plotly.js's folders to a tornado application's ``static_immutable_cache`` setting (kept: any others)."""
    paths = list(settings.get("static_immutable_cache") or [])
    settings["static_immutable_cache"] = paths + [p for p in immutable_paths(base_url) if p not in paths]


def keep_plotly_in_voila(voila_class):
    """Patch Voila's app so that its tornado settings let browsers keep plotly.js (under its ``server_url``)."""
    original = voila_class.start
    if getattr(original, "_bandlab", False):
        return

    def start(self):
        settings = dict(self.tornado_settings)
        let_browsers_keep_plotly(settings, self.server_url or self.base_url or "/")
        self.tornado_settings = settings
        return original(self)

    start._bandlab = True  # type: ignore[attr-defined]
    voila_class.start = start


def compress_in_voila(voila_class):
    """Patch Voila's app so that it sends text (pages, scripts, plotly.js: 4.8 MB, 1.4 MB gzipped) compressed to a
    browser that accepts it. (Voila applies its ``tornado_settings`` after making its application, too late for
    tornado's ``compress_response``: the patch puts it in the settings the application is made with.)"""
    original = voila_class.init_settings
    if getattr(original, "_bandlab", False):
        return

    def init_settings(self):
        return {**original(self), "compress_response": True}

    init_settings._bandlab = True  # type: ignore[attr-defined]
    voila_class.init_settings = init_settings


def _jupyter_server_extension_points():
    """This module as a Jupyter server extension (Binder: a Jupyter server running Voila as its extension)."""
    return [{"module": "bandlab.cli.voila_app"}]


def _load_jupyter_server_extension(serverapp):
    """Let browsers keep plotly.js served by this Jupyter server, and send it (and other text) compressed."""
    import tornado.web

    let_browsers_keep_plotly(serverapp.web_app.settings, serverapp.base_url)
    if tornado.web.GZipContentEncoding not in serverapp.web_app.transforms:
        serverapp.web_app.transforms.append(tornado.web.GZipContentEncoding)
    serverapp.log.info("bandlab: browsers may keep plotly.js (%s)", ", ".join(immutable_paths(serverapp.base_url)))


def main(argv=None):
    """Run Voila with the warm-up order (arguments as for ``voila``)."""
    import voila.app

    voila.app.voila_kernel_manager_factory = warmed_factory(voila.app.voila_kernel_manager_factory)
    keep_plotly_in_voila(voila.app.Voila)
    compress_in_voila(voila.app.Voila)
    sys.argv = ["voila", *(sys.argv[1:] if argv is None else argv)]
    return voila.app.main()


if __name__ == "__main__":
    sys.exit(main())
