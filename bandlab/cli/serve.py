"""``bandlab serve``: the dashboards in ``notebooks/`` served by Voila (what ``make run`` does).

``voila_arguments`` is the one place the server's options live: ``make run`` and the
browser tests both use it, so the tests check the server people get.

``python -m bandlab.cli.serve --install PREFIX`` (Binder's postBuild) puts plotly.js where a Jupyter server of
that prefix serves it to the charts, and lets it tell browsers to keep it (``install_into_prefix``).
"""

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

from bandlab.cli import whole_number
from bandlab.core.limits import PORTS

DEFAULT_PORT = 8866
#: bandlab's own Voila extensions (bandlab-widget-wait: widget outputs find their models after a slow start).
LABEXTENSIONS = Path(__file__).resolve().parents[1] / "labextensions"
#: The Jupyter server extension that lets browsers keep plotly.js (``bandlab.cli.voila_app``), enabled in a prefix.
SERVER_CONFIG = {"ServerApp": {"jpserver_extensions": {"bandlab.cli.voila_app": True}}}


def cache_folder():
    """Where ``bandlab serve`` keeps the extensions folder it serves: ``$XDG_CACHE_HOME/bandlab`` (``~/.cache``)."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "bandlab"


def copy_if_changed(source, target):
    """``target`` made equal to ``source`` by replacing it whole (a server may be reading it), if it differs."""
    data = source.read_bytes()
    if target.is_file() and target.stat().st_size == len(data) and target.read_bytes() == data:
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(dir=target.parent, prefix=".copy-", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.chmod(temporary, 0o644)
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def write_plotly_js(labextensions, mtime=None):
    """Put plotly.min.js, from the installed plotly, where pages served from the JupyterLab extensions folder
    ``labextensions`` find it (``bandlab.widgets.chart.PLOTLY_PATH``); return its path. ``mtime`` sets its time
    (a reproducible site)."""
    from bandlab.widgets.chart import PLOTLY_PATH, plotly_js_file

    target = Path(labextensions) / PLOTLY_PATH
    copy_if_changed(plotly_js_file(), target)
    if mtime is not None:
        os.utime(target, (mtime, mtime))
    return target


def labextensions_folder(folder=None):
    """The one folder of extensions that ``bandlab serve`` names to Voila, made up to date and returned: bandlab's
    own (copied from the package: an editable install has no data files) and plotly.js beside them
    (``bandlab.widgets.chart.PLOTLY_PATH``, copied from the installed plotly), so pages load plotly.js from the
    server and the browser caches it. In ``cache_folder()`` unless ``folder`` is given."""
    from bandlab.widgets.chart import PLOTLY_EXTENSION

    folder = Path(folder) if folder is not None else cache_folder() / "labextensions"
    if folder.is_dir():  # an extension no longer in the package is no longer served
        wanted = {p.name for p in LABEXTENSIONS.iterdir()} | {PLOTLY_EXTENSION}
        for old in folder.iterdir():
            if old.is_dir() and old.name not in wanted:
                shutil.rmtree(old, ignore_errors=True)
    for source in sorted(LABEXTENSIONS.rglob("*")):
        if source.is_file() and "__pycache__" not in source.parts:
            copy_if_changed(source, folder / source.relative_to(LABEXTENSIONS))
    write_plotly_js(folder)
    return folder


def labextensions_argument(folder=None):
    """The Voila option that loads bandlab's extensions and plotly.js from ``labextensions_folder(folder)``.

    One path, not a list: Voila's own command line reads ``=["a"]`` as a list, but a Jupyter server running
    Voila as its extension reads it as the one path ``["a"]``; a bare path means the same to both. Where that
    folder cannot be written, the package's own folder: the pages then ask their kernels for plotly.js."""
    try:
        path = labextensions_folder(folder)
    except OSError as err:
        print(
            f"bandlab: cannot write {err.filename or 'the extensions folder'} ({err.strerror or err}): charts will"
            " ask the kernel for plotly.js on every page",
            file=sys.stderr,
        )
        path = LABEXTENSIONS
    return f"--VoilaConfiguration.extra_labextensions_path={path}"


def install_into_prefix(prefix):
    """For a Jupyter server of the environment at ``prefix`` (Binder's): plotly.js among its JupyterLab extensions
    (``<prefix>/share/jupyter/labextensions``, where Voila and JupyterLab serve it) and bandlab's server extension
    enabled (``<prefix>/etc/jupyter/jupyter_server_config.d/bandlab.json``), which lets browsers keep the file.
    Returns the two paths written."""
    prefix = Path(prefix)
    script = write_plotly_js(prefix / "share" / "jupyter" / "labextensions")
    config = prefix / "etc" / "jupyter" / "jupyter_server_config.d" / "bandlab.json"
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text(json.dumps(SERVER_CONFIG, indent=1) + "\n")
    return script, config


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


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(prog="python -m bandlab.cli.serve", description=install_into_prefix.__doc__)
    parser.add_argument("--install", metavar="PREFIX", required=True, help="the environment's prefix (sys.prefix)")
    prefix = parser.parse_args().install
    import importlib.util

    if importlib.util.find_spec("plotly") is None:
        # The charts still draw: each page then asks its kernel for plotly.js.
        print("bandlab: plotly is not installed here, so there is no plotly.js to serve; charts will ask the kernel")
        sys.exit(0)
    for path in install_into_prefix(prefix):
        print(f"bandlab: wrote {path}")
