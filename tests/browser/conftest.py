"""Browser tests: Voila servers driven by Debian's Chromium through Python playwright.

Every test collected under ``tests/browser/`` gets the ``browser`` marker
(``pytest -m "not browser"`` leaves them out; ``pytest tests/browser -s`` runs
only them and shows their prints). Without ``chromium`` on PATH or
without the ``playwright`` / ``voila`` packages they are skipped with the reason;
with ``BANDLAB_REQUIRE_BROWSER=1`` (set by ``.ci/run``) they fail instead.
``playwright install`` is never run: Chromium comes from ``apt-get install chromium``.
Jupyter/IPython/XDG dirs are already redirected to a temp dir by the root ``conftest.py``.

Fixture API
-----------
``voila_server`` (session) -- factory ``voila_server(directory=NOTEBOOKS_DIR, *,
preheat=False, extra_args=()) -> VoilaServer``.
    Starts Voila on a free 127.0.0.1 port serving ``directory`` (a whole folder,
    by default the repo's ``notebooks/``), waits (<= 60 s) until it answers HTTP
    and returns a ``VoilaServer``. Servers are cached per (directory, preheat,
    extra_args) for the session and terminated, kernels included, at its end.
    ``VoilaServer`` has ``.base_url`` ("http://127.0.0.1:PORT"), ``.directory``,
    ``.log_path`` (the server's stdout+stderr) and
    ``.url("sub/x.ipynb", **query)`` -> ".../voila/render/sub/x.ipynb?k=v".
    The query string reaches the kernel as env var ``QUERY_STRING`` -- but with
    ``preheat=True`` (as ``make run`` serves) the kernel starts before the
    request: a dashboard must read it with ``voila.utils.get_query_string()``,
    which waits for the request when preheated and returns the env var otherwise.

``notebooks_server`` (session) -- ``voila_server(preheat=True)`` for ``notebooks/``, as
    ``make run`` serves it (the same command, from ``bandlab.cli.serve.voila_command``).

``browser`` (session) -- a playwright ``Browser`` (headless Debian Chromium).

``reader`` (session) -- one browser context per test worker (1280x900, 30 s default
    timeout), as one reader goes from page to page: its HTTP cache keeps plotly.js and
    Voila's scripts, so a worker fetches and compiles them once.

``page`` (function) -- a new tab in ``reader``; for a test marked ``first_visit``
    (``pytestmark = pytest.mark.first_visit``), a tab in a new, empty context, as on a
    reader's first visit (``BANDLAB_TEST_EVERY_VISIT_FIRST=1`` does so for every
    test). Tabs the test opens are closed after it. Page errors and console errors
    are recorded; when the test body returns, the test FAILS if any unexpected one occurred. Ignored: console
    errors of failed resource loads from hosts other than 127.0.0.1/localhost
    (Voila's Font Awesome CDN request, ``net::ERR_*``) and anything naming
    fontawesome. On failure a screenshot is written to ``test-artifacts/``.

``page_errors`` (function) -- the ``PageErrors`` collector behind ``page``:
    ``.errors`` (unexpected), ``.ignored``, ``.failed_requests``,
    ``.assert_none()`` to check mid-test.

``dashboard`` (function) -- ``Dashboard`` helper bound to ``page``:
    ``.open(url, timeout=30) -> seconds`` from navigation until the first
    ipywidget is visible; ``.wait_for_widgets(timeout=30)``;
    ``.wait_for_text(text, timeout=30)`` (waits until attached, so it also works
    for zero-size elements); ``.assert_no_errors()``.

Writing a test against a notebook in ``notebooks/``::

    def test_first_band_plays(notebooks_server, page, dashboard):
        seconds = dashboard.open(notebooks_server.url("first_band.ipynb", seed=7))
        page.get_by_role("button", name="Step").click()
        dashboard.wait_for_text("Round 1")   # a Label the *kernel* updates
        ...

Wait for kernel-side state (a Label the kernel updates), not a slider's
on-screen readout; wait with ``state="attached"`` for zero-height plotly bars.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bandlab.cli.chromium import ARGUMENTS
from bandlab.cli.serve import labextensions_argument, voila_command

REPO_ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS_DIR = REPO_ROOT / "notebooks"
ARTIFACTS_DIR = REPO_ROOT / "test-artifacts"
BROWSER_DIR = Path(__file__).resolve().parent

CHROMIUM_ARGS = list(ARGUMENTS)
SERVER_START_TIMEOUT = 60.0
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1", "[::1]"}


# --------------------------------------------------------------------------- #
# availability, markers, reports


def _missing_requirements() -> list[str]:
    missing = []
    if shutil.which("chromium") is None:
        missing.append("chromium is not on PATH (apt-get install -y chromium)")
    for module in ("playwright", "voila"):
        try:
            __import__(module)
        except ImportError:
            missing.append(f"python package {module!r} is not installed (pip install -e '.[dashboard,test]')")
    return missing


def _require_browser() -> None:
    missing = _missing_requirements()
    if not missing:
        return
    reason = "browser test needs: " + "; ".join(missing)
    if os.environ.get("BANDLAB_REQUIRE_BROWSER") == "1":
        pytest.fail(reason + " (and BANDLAB_REQUIRE_BROWSER=1)", pytrace=False)
    pytest.skip(reason)


def pytest_collection_modifyitems(config, items):
    for item in items:
        if BROWSER_DIR in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.browser)  # with `make test`'s workers they all run on one (../../conftest.py)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    result = yield  # raises if the test body failed; then errors stay unchecked
    collector = getattr(item, "_bandlab_page_errors", None)
    if collector is not None:
        collector.assert_none()
    return result


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, f"_bandlab_rep_{report.when}", report)
    return report


# --------------------------------------------------------------------------- #
# Voila servers


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class VoilaServer:
    directory: Path
    port: int
    process: subprocess.Popen
    log_path: Path

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def url(self, notebook: str, **query) -> str:
        """URL rendering ``notebook`` (path relative to the served directory)."""
        path = urllib.parse.quote(str(notebook).replace(os.sep, "/"))
        url = f"{self.base_url}/voila/render/{path}"
        if query:
            url += "?" + urllib.parse.urlencode(query)
        return url

    def log(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")
        except OSError:
            return ""

    def stop(self) -> None:
        _terminate_tree(self.process)


def _descendants(pid: int) -> list:
    try:
        import psutil

        return psutil.Process(pid).children(recursive=True)
    except Exception:  # psutil missing or process gone
        return []


def _terminate_tree(process: subprocess.Popen) -> None:
    """SIGTERM Voila (it shuts its kernels down), then kill whatever is left.

    Kernels run in their own sessions, so they are found as descendants
    before Voila goes away rather than through the process group.
    """
    children = _descendants(process.pid)
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=5)
    for child in children:
        try:
            if child.is_running():
                child.terminate()
        except Exception:
            pass
    for child in children:
        try:
            child.wait(timeout=5)
        except Exception:
            try:
                child.kill()
            except Exception:
                pass


def _wait_until_up(server: VoilaServer, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.process.poll() is not None:
            raise RuntimeError(
                f"voila exited with code {server.process.returncode} before answering:\n{server.log()[-4000:]}"
            )
        try:
            with urllib.request.urlopen(server.base_url + "/voila/tree", timeout=2):
                return
        except urllib.error.HTTPError:
            return  # any HTTP answer means the server is up
        except OSError:
            time.sleep(0.2)
    server.stop()
    raise RuntimeError(f"voila did not answer HTTP within {timeout:.0f} s:\n{server.log()[-4000:]}")


def start_voila(directory, *, preheat=False, extra_args=(), log_dir: Path) -> VoilaServer:
    """Start Voila serving ``directory`` on a free loopback port; return once it answers."""
    directory = Path(directory).resolve()
    if not directory.is_dir():
        raise FileNotFoundError(f"not a directory: {directory}")
    last_error = None
    for attempt in range(3):  # the free port can be taken between probe and bind
        port = free_port()
        log_path = log_dir / f"voila-{port}.log"
        # the options `make run` serves with (bandlab serve), plus test-only ones
        cmd = [
            *voila_command(directory, port=port, preheat=preheat)[:-1],
            "--Voila.port_retries=0",
            "--show_tracebacks=True",
            *extra_args,
            str(directory),
        ]
        with open(log_path, "wb") as log:
            process = subprocess.Popen(
                cmd,
                cwd=directory,
                env=os.environ.copy(),
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        server = VoilaServer(directory, port, process, log_path)
        try:
            _wait_until_up(server, SERVER_START_TIMEOUT)
            return server
        except RuntimeError as exc:
            last_error = exc
            server.stop()
    raise last_error


@pytest.fixture(scope="session")
def voila_server(tmp_path_factory):
    """Factory: ``voila_server(directory=NOTEBOOKS_DIR, *, preheat=False, extra_args=())``."""
    _require_browser()
    log_dir = tmp_path_factory.mktemp("voila-logs")
    servers: dict[tuple, VoilaServer] = {}

    def get(directory=NOTEBOOKS_DIR, *, preheat=False, extra_args=()):
        _require_browser()
        key = (str(Path(directory).resolve()), bool(preheat), tuple(extra_args))
        server = servers.get(key)
        if server is None or server.process.poll() is not None:
            server = servers[key] = start_voila(directory, preheat=preheat, extra_args=extra_args, log_dir=log_dir)
        return server

    yield get
    for server in servers.values():
        server.stop()


@pytest.fixture(scope="session")
def site_folder(tmp_path_factory):
    """The static site (``bandlab site``), built once from this checkout for every test module that serves it."""
    _require_browser()
    from bandlab.cli.site import build_site

    folder = tmp_path_factory.mktemp("site") / "site"
    build_site(folder, NOTEBOOKS_DIR)
    return folder


@pytest.fixture(scope="module")
def site(site_folder):
    """The session's site (``site_folder``), served on 127.0.0.1 as a static host serves it, by a server of the
    module's own, which counts what it sends (``bandlab.cli.site.SiteServer``); ``.folder`` is the built site."""
    from bandlab.cli.site import SiteServer

    with SiteServer(site_folder) as server:
        server.folder = site_folder
        yield server


@pytest.fixture(scope="session")
def notebooks_server(voila_server):
    """``notebooks/`` served as ``make run`` serves it: preheated kernels, so links go through
    ``voila.utils.get_query_string`` exactly as they do for people."""
    return voila_server(NOTEBOOKS_DIR, preheat=True)


# --------------------------------------------------------------------------- #
# Chromium through playwright


@pytest.fixture(scope="session")
def browser():
    _require_browser()
    from playwright.sync_api import sync_playwright

    playwright = sync_playwright().start()
    try:
        chromium = playwright.chromium.launch(
            executable_path=shutil.which("chromium"), headless=True, args=CHROMIUM_ARGS
        )
    except Exception:
        playwright.stop()
        raise
    yield chromium
    chromium.close()
    playwright.stop()


def _is_local(url: str) -> bool:
    return (urllib.parse.urlsplit(url).hostname or "") in LOCAL_HOSTS


@dataclass
class PageErrors:
    """Errors seen by a page. ``errors`` fail the test; ``ignored`` are offline-CDN noise."""

    errors: list[str] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)
    failed_requests: list[str] = field(default_factory=list)
    checked: int = 0

    @staticmethod
    def is_ignorable(text: str, url: str) -> bool:
        low = text.lower()
        if "fontawesome" in low or "font-awesome" in low:
            return True
        resource_failure = "failed to load resource" in low or "net::err_" in low
        return resource_failure and (bool(url) and not _is_local(url) or "cdn" in low)

    def on_pageerror(self, error) -> None:
        self.errors.append(f"pageerror: {error}")

    def on_console(self, message) -> None:
        if message.type != "error":
            return
        url = (message.location or {}).get("url", "")
        entry = f"console.error: {message.text} (at {url or '?'})"
        (self.ignored if self.is_ignorable(message.text, url) else self.errors).append(entry)

    def on_requestfailed(self, request) -> None:
        self.failed_requests.append(f"{request.failure} {request.url}")

    def take_new(self) -> list[str]:
        """The unexpected errors that arrived since the last check (they count as checked now)."""
        new, self.checked = self.errors[self.checked :], len(self.errors)
        return new

    def assert_none(self) -> None:
        """Fail if an unexpected error arrived since the last check."""
        new = self.take_new()
        if new:
            raise AssertionError(
                "unexpected browser errors:\n  "
                + "\n  ".join(new)
                + ("\nfailed requests:\n  " + "\n  ".join(self.failed_requests) if self.failed_requests else "")
            )


@pytest.fixture
def page_errors():
    return PageErrors()


READER_VIEWPORT = {"width": 1280, "height": 900}
#: Set to 1 to run every browser test as a first visit, each in an empty browser session (as before 2026-12-06).
EVERY_VISIT_FIRST = "BANDLAB_TEST_EVERY_VISIT_FIRST"


@pytest.fixture(scope="session")
def reader(browser):
    """One browser session for all the tests of a worker, as one reader goes from page to page: its HTTP cache keeps
    plotly.js and Voila's scripts, so they are fetched and compiled once (each page view still gets a kernel of its
    own). Tests about a reader's first visit are marked ``first_visit`` and get a session of their own."""
    context = browser.new_context(viewport=READER_VIEWPORT)
    context.set_default_timeout(30_000)
    yield context
    context.close()


def failed(item) -> bool:
    """Whether the test ``item`` has run and its body failed."""
    report = getattr(item, "_bandlab_rep_call", None)
    return report is not None and report.failed


def _screenshot_if_failed(pg, item):
    """Keep a full-page screenshot of a failed test's page in ``test-artifacts/``."""
    if not failed(item):
        return
    try:
        ARTIFACTS_DIR.mkdir(exist_ok=True)
        shot = ARTIFACTS_DIR / (item.name.replace("/", "_")[:120] + ".png")
        pg.screenshot(path=str(shot), full_page=True)
        print(f"screenshot: {shot}")
    except Exception as exc:  # a failed screenshot must not hide the real failure
        print(f"screenshot failed: {exc}")


@pytest.fixture
def page(browser, reader, page_errors, request):
    """A new tab for the test: in the worker's ``reader`` session, or (``first_visit`` tests) in a new, empty one.
    Every tab the test opened is closed after it, and what it routed is unrouted."""
    first_visit = request.node.get_closest_marker("first_visit") is not None or os.environ.get(EVERY_VISIT_FIRST) == "1"
    context = browser.new_context(viewport=READER_VIEWPORT) if first_visit else reader
    if first_visit:
        context.set_default_timeout(30_000)
    pg = watched_tab(context, page_errors)
    request.node._bandlab_page_errors = page_errors
    yield pg
    _screenshot_if_failed(pg, request.node)
    if first_visit:
        context.close()
        return
    context.unroute_all()
    for tab in context.pages:
        tab.close()


def watched_tab(context, errors: PageErrors):
    """A new tab of ``context`` whose page errors and console errors go to ``errors``."""
    pg = context.new_page()
    pg.on("pageerror", errors.on_pageerror)
    pg.on("console", errors.on_console)
    pg.on("requestfailed", errors.on_requestfailed)
    return pg


class ShownPages:
    """Pages shown once for several tests of a module, one page at a time: each test goes on from where the one
    before left the page, as a reader does, instead of opening it again (a page view costs the kernel, Voila and
    Chromium about 10 s of CPU). Tests that share a page are parametrized by notebook with ``scope="module"``, which
    runs them grouped by notebook. After a failed test the page is opened anew, so one failure does not fail the
    tests after it."""

    def __init__(self, context, server):
        self.context, self.server = context, server
        self.notebook, self.dashboard, self.last_test = None, None, None

    def show(self, notebook, request, opener, server=None):
        """(page, ``Dashboard``) of ``notebook`` for the test of ``request``: the one shown already, or one opened
        now with ``opener(page, dashboard, server, notebook)`` (by default on ``make run``'s server). Its errors
        count for this test."""
        shown = (notebook, server or self.server)
        if self.notebook != shown or (self.last_test is not None and failed(self.last_test)):
            self.close()
            errors = PageErrors()
            self.dashboard = Dashboard(watched_tab(self.context, errors), errors)
            opener(self.dashboard.page, self.dashboard, shown[1], notebook)
            self.notebook = shown
        self.last_test = request.node
        request.node._bandlab_page_errors = self.dashboard.errors
        return self.dashboard.page, self.dashboard

    def close(self):
        """Close the page shown (a screenshot first if its last test failed)."""
        if self.dashboard is not None:
            _screenshot_if_failed(self.dashboard.page, self.last_test)
            self.dashboard.page.close()
        self.notebook, self.dashboard = None, None


@pytest.fixture(scope="module")
def shown_pages(reader, notebooks_server):
    """``ShownPages`` of ``make run``'s server, for one module's tests."""
    pages = ShownPages(reader, notebooks_server)
    yield pages
    pages.close()


class Dashboard:
    """Small helpers for a Voila page; see the module docstring."""

    WIDGET_SELECTOR = ".jupyter-widgets, .widget-box, .widget-button, .widget-label, .js-plotly-plot"

    def __init__(self, page, errors: PageErrors):
        self.page = page
        self.errors = errors

    def open(self, url: str, timeout: float = 30) -> float:
        """Navigate to ``url``; return seconds until the first widget is visible."""
        start = time.perf_counter()
        self.page.goto(url, wait_until="domcontentloaded", timeout=timeout * 1000)
        self.wait_for_widgets(timeout=max(1.0, timeout - (time.perf_counter() - start)))
        return time.perf_counter() - start

    def wait_for_widgets(self, timeout: float = 30) -> None:
        self.page.locator(self.WIDGET_SELECTOR).filter(visible=True).first.wait_for(
            state="visible", timeout=timeout * 1000
        )

    def wait_for_text(self, text: str, timeout: float = 30) -> None:
        self.page.get_by_text(text).first.wait_for(state="attached", timeout=timeout * 1000)

    def broken_widgets(self) -> int:
        """How many widgets the page shows as broken ("Error displaying widget" where a widget should be)."""
        return self.page.get_by_text("Error displaying widget").filter(visible=True).count()

    def assert_no_errors(self) -> None:
        """No unexpected page or console error since the last check, and no widget shown broken."""
        self.errors.assert_none()
        assert not self.broken_widgets(), "the page shows 'Error displaying widget' where a widget should be"


@pytest.fixture
def dashboard(page, page_errors):
    return Dashboard(page, page_errors)


# --------------------------------------------------------------------------- #
# A Binder pod, emulated: a Jupyter server under a base URL, Voila as its extension


@dataclass
class PodServer:
    """``jupyter server`` as a Binder pod runs it: base URL ``/user/someone/``, the repository as its root,
    Voila as a server extension (no preheated kernels) and BinderHub's ``BINDER_*`` variables."""

    port: int
    process: subprocess.Popen
    log_path: Path
    base_path: str = "/user/someone/"
    launch_host: str = "https://mybinder.org/"
    persistent_request: str = "v2/gh/ORG/REPO/0123456789abcdef0123456789abcdef01234567"

    @property
    def root_url(self) -> str:
        return f"http://127.0.0.1:{self.port}{self.base_path}"

    def url(self, notebook: str, **query) -> str:
        """The dashboard of ``notebooks/<notebook>`` on this server, with ``query``."""
        url = f"{self.root_url}voila/render/notebooks/{urllib.parse.quote(notebook)}"
        return url + ("?" + urllib.parse.urlencode(query) if query else "")

    def log(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")
        except OSError:
            return ""


@pytest.fixture(scope="session")
def binder_pod(tmp_path_factory):
    """A running emulated Binder pod (see ``PodServer``), stopped at the end of the session."""
    _require_browser()
    log_path = tmp_path_factory.mktemp("pod") / "jupyter-server.log"
    port = free_port()
    env = dict(
        os.environ,
        BINDER_LAUNCH_HOST=PodServer.launch_host,
        BINDER_PERSISTENT_REQUEST=PodServer.persistent_request,
        BINDER_REQUEST="v2/gh/ORG/REPO/HEAD",
        BINDER_REPO_URL="https://github.com/ORG/REPO",
    )
    cmd = [
        sys.executable,
        "-m",
        "jupyter_server",
        "--no-browser",
        "--ip=127.0.0.1",
        f"--port={port}",
        "--ServerApp.port_retries=0",
        f"--ServerApp.base_url={PodServer.base_path}",
        "--IdentityProvider.token=",
        "--ServerApp.password=",
        f"--ServerApp.root_dir={REPO_ROOT}",
        "--KernelManager.transport=ipc",
        # Binder's `pip install .` puts bandlab's Voila extension in <prefix>/share; this venv's install is editable
        labextensions_argument(),
    ]
    if os.geteuid() == 0:
        cmd.append("--allow-root")
    with open(log_path, "wb") as log:
        process = subprocess.Popen(
            cmd, cwd=REPO_ROOT, env=env, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT
        )
    pod = PodServer(port, process, log_path)
    deadline = time.monotonic() + SERVER_START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"jupyter server exited:\n{pod.log()[-4000:]}")
        try:
            with urllib.request.urlopen(pod.root_url + "api/status", timeout=2):
                break
        except urllib.error.HTTPError:
            break
        except OSError:
            time.sleep(0.2)
    else:
        _terminate_tree(process)
        raise RuntimeError(f"jupyter server did not answer within {SERVER_START_TIMEOUT:.0f} s:\n{pod.log()[-4000:]}")
    yield pod
    _terminate_tree(process)
