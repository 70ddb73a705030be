"""``bandlab serve``: Voila's kernels warmed in turn, the index and the games first (bandlab.cli.voila_app)."""

import asyncio
import json
import logging
import threading
import time
from pathlib import Path

import tomllib

from bandlab.cli import voila_app
from bandlab.cli.serve import (
    LABEXTENSIONS,
    install_into_prefix,
    labextensions_argument,
    labextensions_folder,
    voila_command,
)
from bandlab.cli.voila_app import WARM_UP_GAP, WarmUpInTurn, warm_up_delay
from bandlab.widgets.chart import PLOTLY_EXTENSION, PLOTLY_PATH, plotly_js_file


def test_the_index_and_the_games_warm_first_in_teaching_order():
    from bandlab.pages import PAGES

    delays = [warm_up_delay(name) for name in ["index.ipynb"] + [page.file for page in PAGES]]
    assert delays == sorted(delays) and delays[0] == 0 and delays[1] == WARM_UP_GAP
    assert warm_up_delay("sub/first-band.ipynb") == WARM_UP_GAP
    assert warm_up_delay("someone-elses.ipynb") > warm_up_delay("tournament.ipynb"), "unknown pages last"


def run_in_own_loop(coroutine_function):
    """Run a coroutine in a thread of its own (the browser tests' playwright keeps a loop in this one)."""
    results = []

    def run():
        try:
            results.append(asyncio.run(coroutine_function()))
        except BaseException as err:  # an assertion inside the scenario: raised again below
            results.append(err)

    worker = threading.Thread(target=run)
    worker.start()
    worker.join(timeout=60)
    assert results, "the scenario did not finish"
    if isinstance(results[0], BaseException):
        raise results[0]
    return results[0]


class FakeVoilaManager:
    """What WarmUpInTurn relies on in Voila's preheating manager: fills at start, _initialize, get_rendered_notebook."""

    def __init__(self, notebooks=(), **kwargs):
        self.started = {}
        self.pools = {}
        for name in notebooks:
            self.fill_if_needed(delay=0, notebook_name=name)

    def fill_if_needed(self, delay=None, notebook_name=None, **kwargs):
        self.pools[notebook_name] = asyncio.get_event_loop().create_task(self._initialize(notebook_name))

    async def _initialize(self, notebook_path, kernel_id=None, **kwargs):
        self.started[notebook_path] = time.monotonic()
        return notebook_path

    async def get_rendered_notebook(self, notebook_name, **kwargs):
        return await self.pools[notebook_name]


def test_first_warm_ups_wait_their_turn_unless_their_page_is_asked_for(monkeypatch):
    monkeypatch.setattr(voila_app, "warm_up_delay", lambda name: {"index.ipynb": 0, "a.ipynb": 0.3}.get(name, 30))
    manager_class = type("Manager", (WarmUpInTurn, FakeVoilaManager), {})

    async def scenario():
        start = time.monotonic()
        manager = manager_class(notebooks=("index.ipynb", "a.ipynb", "tournament.ipynb"))
        await asyncio.sleep(0.1)
        assert list(manager.started) == ["index.ipynb"], "only the first in turn has started"
        assert await manager.get_rendered_notebook("tournament.ipynb") == "tournament.ipynb"
        asked_after = manager.started["tournament.ipynb"] - start
        await manager.pools["a.ipynb"]
        return asked_after, manager.started["a.ipynb"] - start

    asked_after, a_after = run_in_own_loop(scenario)
    assert asked_after < 1, "a page asked for starts warming at once, not after its 30 s turn"
    assert 0.25 < a_after < 2, "the others start in their turn"


REPO = Path(__file__).resolve().parents[2]


def test_serve_loads_bandlabs_voila_extension_from_the_package():
    command = voila_command("notebooks", port=9999)
    option = next(arg for arg in command if arg.startswith("--VoilaConfiguration.extra_labextensions_path="))
    extension = Path(option.split("=", 1)[1]) / "bandlab-widget-wait"
    build = json.loads((extension / "package.json").read_text())["jupyterlab"]["_build"]
    entry = (extension / build["load"]).read_text()
    assert build["extension"] == "./extension" and "_JUPYTERLAB[NAME] = container" in entry
    assert "manager.get_model = patientGetModel(manager)" in entry


def test_both_voila_and_a_jupyter_server_read_the_extensions_folder():
    """``make run`` runs Voila's own app; Binder runs Voila inside a Jupyter server, which parses options apart."""
    from jupyter_server.serverapp import ServerApp
    from voila.app import Voila
    from voila.configuration import VoilaConfiguration

    folder = str(labextensions_folder())
    for app, argv in ((Voila(), [labextensions_argument(), "notebooks"]), (ServerApp(), [labextensions_argument()])):
        app.parse_command_line(argv)
        assert VoilaConfiguration(parent=app).extra_labextensions_path == [folder], type(app).__name__


def test_the_served_extensions_folder_holds_bandlabs_extensions_and_plotly_js(tmp_path):
    """One folder for Voila: bandlab's extensions as in the package, and plotly.js from the installed plotly."""
    folder = labextensions_folder(tmp_path / "ext")
    for source in LABEXTENSIONS.rglob("*"):
        if source.is_file():
            assert (folder / source.relative_to(LABEXTENSIONS)).read_bytes() == source.read_bytes()
    script = folder / PLOTLY_PATH
    assert script.read_bytes() == plotly_js_file().read_bytes() and b"window.Plotly" in script.read_bytes()
    assert not (folder / PLOTLY_EXTENSION / "package.json").exists(), "plotly.js is a file, not an extension to load"
    # served again: files equal to the package's are left alone (a running server may be reading them) ...
    before = script.stat().st_ino, script.stat().st_mtime_ns
    (folder / "gone-extension" / "static").mkdir(parents=True)
    wait = folder / "bandlab-widget-wait" / "static" / "remoteEntry.js"
    wait.write_text("stale")
    labextensions_folder(folder)
    assert (script.stat().st_ino, script.stat().st_mtime_ns) == before
    # ... a changed one is replaced, and an extension the package no longer has is no longer served
    assert wait.read_bytes() == (LABEXTENSIONS / "bandlab-widget-wait" / "static" / "remoteEntry.js").read_bytes()
    assert not (folder / "gone-extension").exists()
    assert not list(folder.rglob("*.tmp")), "no temporary file left behind"


def test_serve_names_the_folder_in_the_cache_to_voila(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    option = next(a for a in voila_command("notebooks", port=9999) if a.startswith("--VoilaConfiguration.extra_lab"))
    assert option.split("=", 1)[1] == str(tmp_path / "bandlab" / "labextensions")
    assert (tmp_path / "bandlab" / "labextensions" / PLOTLY_PATH).is_file()


def test_an_unwritable_cache_serves_the_packages_extensions_and_says_so(monkeypatch, tmp_path, capsys):
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    assert labextensions_argument() == f"--VoilaConfiguration.extra_labextensions_path={LABEXTENSIONS}"
    assert "charts will ask the kernel for plotly.js" in capsys.readouterr().err


def test_binder_install_puts_plotly_js_in_the_prefix_and_enables_the_cache_extension(tmp_path):
    script, config = install_into_prefix(tmp_path)
    assert script == tmp_path / "share" / "jupyter" / "labextensions" / PLOTLY_PATH
    assert script.read_bytes() == plotly_js_file().read_bytes()
    enabled = json.loads(config.read_text())["ServerApp"]["jpserver_extensions"]
    assert config.parent == tmp_path / "etc" / "jupyter" / "jupyter_server_config.d" and enabled == {
        "bandlab.cli.voila_app": True
    }
    assert voila_app._jupyter_server_extension_points() == [{"module": "bandlab.cli.voila_app"}]


def test_browsers_may_keep_plotly_js_at_its_versioned_address_under_any_base_url():
    settings = {"static_immutable_cache": ["/user/x/static/other/"]}
    voila_app.let_browsers_keep_plotly(settings, "/user/x/")
    voila_app.let_browsers_keep_plotly(settings, "/user/x/")
    assert settings["static_immutable_cache"] == [
        "/user/x/static/other/",
        f"/user/x/voila/labextensions/{PLOTLY_EXTENSION}/",
        f"/user/x/lab/extensions/{PLOTLY_EXTENSION}/",
    ]

    class Server:  # what the extension uses of a Jupyter ServerApp
        base_url = "/"
        web_app = type("App", (), {"settings": {}, "transforms": []})()
        log = logging.getLogger("test")

    voila_app._load_jupyter_server_extension(Server)
    assert Server.web_app.settings["static_immutable_cache"] == [
        f"/voila/labextensions/{PLOTLY_EXTENSION}/",
        f"/lab/extensions/{PLOTLY_EXTENSION}/",
    ]


def test_voila_started_by_bandlab_lets_browsers_keep_plotly_js(monkeypatch):
    import voila.app

    started = []
    monkeypatch.setattr(voila.app.Voila, "start", lambda self: started.append(dict(self.tornado_settings)))
    voila_app.keep_plotly_in_voila(voila.app.Voila)
    voila_app.keep_plotly_in_voila(voila.app.Voila)  # patched once only
    app = voila.app.Voila()
    app.parse_command_line(["--Voila.tornado_settings=disable_check_xsrf=True", "--Voila.base_url=/b/", "x.ipynb"])
    app.start()
    assert started == [
        {
            "disable_check_xsrf": "True",
            "static_immutable_cache": [
                f"/b/voila/labextensions/{PLOTLY_EXTENSION}/",
                f"/b/lab/extensions/{PLOTLY_EXTENSION}/",
            ],
        }
    ]


def test_voila_started_by_bandlab_makes_its_application_compress_text(monkeypatch):
    """plotly.js is 4.8 MB as a file and 1.4 MB gzipped: tornado compresses only if the application is made so."""
    import tornado.web
    import voila.app

    monkeypatch.setattr(voila.app.Voila, "init_settings", lambda self: {"static_path": "/s"})
    voila_app.compress_in_voila(voila.app.Voila)
    voila_app.compress_in_voila(voila.app.Voila)  # patched once only
    settings = voila.app.Voila().init_settings()
    assert settings == {"static_path": "/s", "compress_response": True}
    assert tornado.web.GZipContentEncoding in tornado.web.Application(**settings).transforms


def test_a_jupyter_server_with_bandlabs_extension_compresses_text():
    import tornado.web

    class Server:
        base_url = "/user/x/"
        web_app = tornado.web.Application()
        log = logging.getLogger("test")

    assert tornado.web.GZipContentEncoding not in Server.web_app.transforms
    voila_app._load_jupyter_server_extension(Server)
    voila_app._load_jupyter_server_extension(Server)  # loaded twice: one transform
    assert Server.web_app.transforms.count(tornado.web.GZipContentEncoding) == 1


def test_a_wheel_installs_the_extension_where_voila_looks():
    """Binder installs bandlab with ``pip install .``: the data files put the same two files in share/jupyter."""
    data_files = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]["data-files"]
    installed = {
        f"{target}/{Path(source).name}": REPO / source for target, sources in data_files.items() for source in sources
    }
    prefix = "share/jupyter/labextensions/bandlab-widget-wait"
    assert set(installed) == {f"{prefix}/package.json", f"{prefix}/static/remoteEntry.js"}
    assert all(path.is_file() for path in installed.values())
    assert installed[f"{prefix}/package.json"] == LABEXTENSIONS / "bandlab-widget-wait" / "package.json"


def test_serve_runs_voila_with_the_warm_up_order():
    command = voila_command("notebooks", port=9999)
    assert command[1:3] == ["-m", "bandlab.cli.voila_app"] and "--port=9999" in command
    assert "--preheat_kernel=True" in command and command[-1] == "notebooks"
