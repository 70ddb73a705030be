"""``bandlab serve``: the dashboards in ``notebooks/`` served by Voila (what ``make run`` does).

``voila_arguments`` is the one place the server's options live: ``make run`` and the
browser tests both use it, so the tests check the server people get.
"""

import os
import socket
import subprocess
import sys
from pathlib import Path

from bandlab.cli import whole_number
from bandlab.core.limits import PORTS

DEFAULT_PORT = 8866
#: bandlab's own Voila extensions (bandlab-widget-wait: widget outputs find their models after a slow start).
LABEXTENSIONS = Path(__file__).resolve().parents[1] / "labextensions"


def labextensions_argument():
    """The Voila option that loads bandlab's extensions from the package (an editable install has no data files).

    One path, not a list: Voila's own command line reads ``=["a"]`` as a list, but a Jupyter server running
    Voila as its extension reads it as the one path ``["a"]``; a bare path means the same to both."""
    return f"--VoilaConfiguration.extra_labextensions_path={LABEXTENSIONS}"


def voila_arguments(directory, port=DEFAULT_PORT, preheat=True):
    """The voila command line serving ``directory`` on 127.0.0.1:``port``."""
    return [
        "--no-browser",
        f"--port={port}",
        "--Voila.ip=127.0.0.1",
        f"--preheat_kernel={preheat}",  # a kernel is started and warmed before each page is asked for
        # The page shuts its kernel down when it is left, with a POST that carries no XSRF token
        # (voila issue #1458): without this every visit would leave a kernel running on a
        # loopback-only server, and each page would log a 403.
        "--Voila.tornado_settings=disable_check_xsrf=True",
        # Kernels talk over local sockets, not TCP ports: the preheated kernels of every dashboard
        # start at once, and picking free TCP ports raced ("Address already in use": a dead kernel
        # handed to the page, which then never rendered).
        "--KernelManager.transport=ipc",
        labextensions_argument(),
        str(directory),
    ]


def voila_command(directory, port=DEFAULT_PORT, preheat=True):
    """The whole command that serves ``directory``: this Python running Voila with the warm-up order
    of ``bandlab.cli.voila_app`` (dashboards warmed one after another, not all at once)."""
    return [sys.executable, "-m", "bandlab.cli.voila_app", *voila_arguments(directory, port, preheat)]


def voila_installed():
    """True when Voila can be imported by this Python."""
    import importlib.util

    return importlib.util.find_spec("voila") is not None


def check_port_free(port):
    """SetupError unless this process could listen on 127.0.0.1:``port`` now (it is free and allowed)."""
    from bandlab.core import SetupError

    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(("127.0.0.1", port))
        except OSError as err:
            raise SetupError(f"cannot serve on 127.0.0.1:{port}: {err.strerror or err}.") from None


def add_serve_arguments(parser):
    """Options of ``bandlab serve``."""
    parser.add_argument("directory", nargs="?", default="notebooks", help="the folder of notebooks (default notebooks)")
    parser.add_argument(
        "--port",
        type=whole_number(*PORTS),
        default=DEFAULT_PORT,
        help=f"port on 127.0.0.1, {PORTS[0]}–{PORTS[1]} (default {DEFAULT_PORT})",
    )


def run_serve(args):
    """Serve the dashboards until interrupted."""
    from bandlab.core import SetupError

    if not os.path.isdir(args.directory):
        raise SetupError(f"there is no folder {args.directory!r} of notebooks to serve.")
    if not voila_installed():
        raise SetupError("voila is not installed: run `make run`, or pip install 'bandlab[dashboard]'.")
    check_port_free(args.port)
    print(f"bandlab dashboards: http://127.0.0.1:{args.port}/voila/render/index.ipynb", flush=True)
    return subprocess.call(voila_command(args.directory, args.port))
