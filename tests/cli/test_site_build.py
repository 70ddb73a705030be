"""``bandlab site`` (bandlab/cli/site.py): its parts without a browser or the network, the workflow that publishes the
site, and the real build, twice, giving the same files and everything a page loads.

The last tests build the real site; the first time on a machine they need the registries (``npm pack``, ``pip
download``), later builds read ``.cache/site``. tests/browser/test_static_site.py opens the site in Chromium.
"""

import ast
import gzip
import hashlib
import importlib.util
import io
import json
import re
import shutil
import subprocess
import sys
import urllib.error
import urllib.request
import zipfile
from pathlib import Path

import pytest
import yaml

from bandlab.cli import main
from bandlab.cli.site import (
    ACCESS_EXTENSION,
    SiteError,
    SiteServer,
    build_site,
    lock_closure,
    normal,
    source_date_epoch,
    without_files,
)
from bandlab.cli.site_bytecode import CACHE_TAG, lazy_embed, precompile_lock_wheels
from tests.cli.test_site_bytecode import assert_valid_record

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
#: What a first visit may download (issue 39): the build's own estimate must stay within it.
MAX_FIRST_VISIT_BYTES = 30_000_000


# --- the parts ----------------------------------------------------------------------------------------


def test_normal_names_compare_as_the_lock_and_pypi_compare_them():
    assert normal("Typing_Extensions") == "typing-extensions"
    assert normal("zope.interface") == "zope-interface"
    assert normal("micropip") == "micropip"


def test_the_lock_closure_is_the_roots_and_everything_they_depend_on():
    packages = {
        "Top": {"depends": ["mid_dep"]},
        "mid-dep": {"depends": ["leaf", "Top"]},  # a cycle back to the root
        "leaf": {"depends": []},
        "unused": {"depends": ["leaf"]},
    }
    assert lock_closure(packages, roots=("top",)) == ["Top", "leaf", "mid-dep"], "the lock's own keys, sorted"
    assert lock_closure(packages, roots=("leaf", "LEAF")) == ["leaf"]


@pytest.mark.parametrize(
    ("packages", "roots"),
    [({"leaf": {"depends": []}}, ("nope",)), ({"a": {"depends": ["ghost"]}}, ("a",))],
)
def test_a_package_the_lock_lacks_is_a_site_error(packages, roots):
    with pytest.raises(SiteError, match="Pyodide's lock has no package (nope|ghost)"):
        lock_closure(packages, roots=roots)


def make_wheel(path, files):
    """A wheel at ``path`` holding ``files`` (name -> bytes) and a RECORD listing every one of them."""
    record = "".join(f"{name},sha256=x,{len(data)}\n" for name, data in files.items()) + "pkg-1.0.dist-info/RECORD,,\n"
    with zipfile.ZipFile(path, "w") as wheel:
        for name, data in files.items():
            wheel.writestr(name, data)
        wheel.writestr("pkg-1.0.dist-info/RECORD", record)
    return path


def test_a_wheel_without_files_loses_them_its_data_folder_and_their_record_lines(tmp_path):
    kept = {"pkg/__init__.py": b"x = 1\n", "pkg/package_data/plotly.min.js": b"js", "pkg-1.0.dist-info/METADATA": b"M"}
    dropped = {
        "pkg/package_data/widgetbundle.js": b"bundle",
        "pkg/package_data/datasets/iris.csv": b"1,2",
        "pkg-1.0.data/data/share/jupyter/labextensions/pkg/package.json": b"{}",
    }
    source = make_wheel(tmp_path / "pkg-1.0-py3-none-any.whl", {**kept, **dropped})
    target = tmp_path / "out.whl"
    unused = ("pkg/package_data/widgetbundle.js", "pkg/package_data/datasets/")
    assert without_files(source, target, unused) == target
    with zipfile.ZipFile(target) as wheel:
        assert set(wheel.namelist()) == set(kept) | {"pkg-1.0.dist-info/RECORD"}
        assert all(wheel.read(name) == data for name, data in kept.items())
        listed = [line.split(",", 1)[0] for line in wheel.read("pkg-1.0.dist-info/RECORD").decode().splitlines()]
    assert listed == [*kept, "pkg-1.0.dist-info/RECORD"], "RECORD lists exactly the files kept, in order"


def test_the_build_time_is_source_date_epoch_or_the_commits(monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    assert source_date_epoch() == 1700000000
    commit = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True)
    for value in ("soon", "-5", ""):
        monkeypatch.setenv("SOURCE_DATE_EPOCH", value)
        assert source_date_epoch() == int(commit.stdout), f"SOURCE_DATE_EPOCH={value!r} is not a time: the commit's"
    monkeypatch.delenv("SOURCE_DATE_EPOCH")
    assert source_date_epoch() == int(commit.stdout)


# --- serving ----------------------------------------------------------------------------------------


def get(url, gzip_ok=True):
    """The response's headers and body (not decompressed)."""
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"} if gzip_ok else {})
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.headers, response.read()


def test_the_site_server_serves_as_a_static_host_and_counts_what_it_sends(tmp_path):
    script, wasm, page = b"var x = 1;\n" * 200, bytes(range(256)) * 40, b"<html><body>hi</body></html>"
    files = {
        "build/app.js": script,
        "notebooks/index.html": page,
        "static/pyodide/pyodide.asm.wasm": wasm,
        "static/pyodide/tqdm-4.0-py3-none-any.whl": b"W" * 300,
        "pypi/bandlab-0.1.0-py3-none-any.whl": b"B" * 500,
    }
    for name, data in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(data)
    with SiteServer(tmp_path) as site:
        headers, body = get(site.url + "build/app.js?v=1")
        assert headers["Content-Encoding"] == "gzip" and gzip.decompress(body) == script
        assert len(body) < len(script) and headers["Cache-Control"] == "max-age=600"
        assert "javascript" in headers["Content-Type"]
        headers, plain = get(site.url + "build/app.js", gzip_ok=False)
        assert plain == script and headers["Content-Encoding"] is None, "plain for a browser that asks no gzip"
        headers, body = get(site.url + "static/pyodide/pyodide.asm.wasm")
        assert body == wasm and headers["Content-Encoding"] is None, "WebAssembly is sent as it is"
        assert headers["Cache-Control"] == "max-age=600"
        for name in ("static/pyodide/tqdm-4.0-py3-none-any.whl", "pypi/bandlab-0.1.0-py3-none-any.whl"):
            get(site.url + name)
        _, html = get(site.page("first-band.ipynb", "game=first-band&step=3"))
        with pytest.raises(urllib.error.HTTPError) as missing:
            get(site.url + "nope.js")
        assert missing.value.code == 404
    assert site.missing == ["404 /nope.js"]
    assert site.sent["/build/app.js"] == len(gzip.compress(script, mtime=0)) + len(script), "counted by path"
    assert site.by_part() == {
        "Pyodide core": len(wasm),
        "wheels": 800,
        "app": site.sent["/build/app.js"] + len(html),
    }
    assert site.page("index.ipynb") == f"{site.url}notebooks/index.html?path=index.ipynb"
    assert site.page("a.ipynb", "r=x") == f"{site.url}notebooks/index.html?path=a.ipynb&r=x"


# --- the command ------------------------------------------------------------------------------------


def one_error_line(capsys):
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and err.startswith("bandlab: error: "), err
    return err


class Built(Exception):
    """A build step was reached."""


@pytest.fixture
def no_build(monkeypatch):
    """Every slow step of the build (downloads, the wheels, jupyter lite build) raises Built instead."""
    from bandlab.cli import site

    def reached(*args, **kwargs):
        raise Built

    for step in (
        "lite_python",
        "unpack_pyodide",
        "ship_lock_wheels",
        "project_wheels",
        "run_lite_build",
        "replace_folder",
    ):
        monkeypatch.setattr(site, step, reached)


def write_notebook(folder, name="page.ipynb"):
    """A folder holding one small notebook."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(json.dumps({"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
    return folder


def test_a_missing_notebooks_folder_is_one_line_and_exit_2(tmp_path, capsys, no_build):
    out = tmp_path / "out" / "site"
    assert main(["site", "--notebooks", str(tmp_path / "no-such-folder"), "--out", str(out)]) == 2
    err = one_error_line(capsys)
    assert "no notebooks in" in err and "no-such-folder" in err
    assert not out.exists()


@pytest.mark.parametrize("files", [{}, {"README.md": "not a page"}])
def test_a_notebooks_folder_without_notebooks_is_one_line_and_exit_2(tmp_path, capsys, no_build, files):
    empty = tmp_path / "empty-pages"
    empty.mkdir()
    for name, text in files.items():
        (empty / name).write_text(text)
    assert main(["site", "--notebooks", str(empty), "--out", str(tmp_path / "site")]) == 2
    assert f"no notebooks in {empty}" in one_error_line(capsys)
    assert not (tmp_path / "site").exists()


def test_a_page_that_is_not_a_notebook_is_one_line_and_exit_2(tmp_path, capsys, no_build):
    pages = write_notebook(tmp_path / "pages")
    (pages / "broken.ipynb").write_text("{not json")
    assert main(["site", "--notebooks", str(pages), "--out", str(tmp_path / "site")]) == 2
    assert "broken.ipynb is not a notebook" in one_error_line(capsys)


def test_an_out_that_is_a_file_is_one_line_and_exit_2(tmp_path, capsys, no_build):
    (tmp_path / "here").mkdir()
    taken = tmp_path / "here" / "a-file"
    taken.write_text("not a folder")
    assert main(["site", "--out", str(taken)]) == 2
    assert "is a file" in one_error_line(capsys)
    assert taken.read_text() == "not a folder"


def test_an_out_holding_the_checkout_or_the_notebooks_is_one_line_and_exit_2(tmp_path, capsys, no_build):
    for out in (ROOT, ROOT.parent, NOTEBOOKS):
        assert main(["site", "--out", str(out)]) == 2, out
        assert "holds the checkout or the notebooks" in one_error_line(capsys)
    previous = tmp_path / "old-site"
    pages = write_notebook(previous / "pages")
    (previous / "bandlab-site.json").write_text("{}")
    assert main(["site", "--out", str(previous), "--notebooks", str(pages)]) == 2, "even a previous site's folder"
    assert "holds the checkout or the notebooks" in one_error_line(capsys)
    assert (pages / "page.ipynb").is_file() and (previous / "bandlab-site.json").is_file()


def test_an_out_that_is_not_empty_and_not_a_site_is_one_line_and_exit_2(tmp_path, capsys, no_build):
    out = tmp_path / "mine"
    out.mkdir()
    (out / "keep.txt").write_text("my work")
    assert main(["site", "--out", str(out), "--notebooks", str(write_notebook(tmp_path / "pages"))]) == 2
    assert "is not empty and not a previous site" in one_error_line(capsys)
    assert [p.name for p in out.iterdir()] == ["keep.txt"] and (out / "keep.txt").read_text() == "my work"


@pytest.mark.parametrize("previous", [None, {}, {"bandlab-site.json": "{}", "old.js": "x"}])
def test_a_new_empty_or_previous_site_folder_is_built_into(tmp_path, no_build, previous):
    out = tmp_path / "site"
    if previous is not None:
        out.mkdir()
        for name, text in previous.items():
            (out / name).write_text(text)
    with pytest.raises(Built):
        build_site(out, write_notebook(tmp_path / "pages"))


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--decisions", "51"], "--decisions: 51 is not from 0 to 50"),
        (["--decisions", "x"], "--decisions: 'x' is not a whole number"),
        (["--pages", "first-band.ipynb,nope.ipynb"], "--pages: invalid choice: 'nope.ipynb'"),
        (["--site", "no-such-site"], "no-such-site is not a site built by `bandlab site`"),
    ],
)
def test_bench_site_refuses_arguments_outside_its_limits(arguments, message):
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "bench_site.py"), *arguments], capture_output=True, text=True
    )
    assert done.returncode == 2 and message in done.stderr, done.stderr


# --- publishing ------------------------------------------------------------------------------------------


def test_the_pages_workflow_builds_with_make_site_and_publishes_the_site_folder():
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "pages.yml").read_text())
    triggers = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
    assert triggers["push"]["branches"] == ["main"] and "workflow_dispatch" in triggers
    assert workflow["permissions"]["pages"] == "write" and workflow["permissions"]["id-token"] == "write"
    assert workflow["concurrency"]["group"] == "pages"
    steps = [step for job in workflow["jobs"].values() for step in job["steps"]]
    uses = {step["uses"].split("@")[0]: step for step in steps if "uses" in step}
    assert [step["run"] for step in steps if "run" in step] == ["make site"]
    assert uses["actions/setup-python"]["with"]["python-version"] == "3.11"
    assert uses["actions/setup-node"]["with"]["node-version"] == "20"
    assert uses["actions/upload-pages-artifact"]["with"]["path"] == "site"
    assert {"actions/configure-pages", "actions/deploy-pages"} <= set(uses)
    make_site = re.search(r"^site:.*\n((?:\t.*\n)*)", (ROOT / "Makefile").read_text(), re.M)
    assert "bandlab site --out site\n" in make_site.group(1), "make site writes the folder the workflow uploads"


# --- the real build ---------------------------------------------------------------------------------


def digest(folder):
    """Every file of ``folder`` by path, with its SHA-256."""
    return {
        f.relative_to(folder).as_posix(): hashlib.sha256(f.read_bytes()).hexdigest()
        for f in sorted(folder.rglob("*"))
        if f.is_file()
    }


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """The site built twice from this checkout: the first time into a new folder beside a file of the user's, the
    second over a previous site. Both sites, and the file beside the first with its time before the build."""
    first = tmp_path_factory.mktemp("first") / "site"
    beside = first.parent / "notes.txt"
    beside.write_text("the user's file beside the site")
    before = beside.stat().st_mtime_ns
    build_site(first, NOTEBOOKS)
    second = tmp_path_factory.mktemp("second") / "site"
    second.mkdir()
    (second / "bandlab-site.json").write_text("{}")
    (second / "stale.js").write_text("from an older build")
    build_site(second, NOTEBOOKS)
    return first, second, (beside, before)


def test_two_builds_write_the_same_files_byte_for_byte(built):
    first, second = (digest(site) for site in built[:2])
    assert first.keys() == second.keys()
    assert [path for path in first if first[path] != second[path]] == []
    assert "stale.js" not in second, "a previous site is replaced whole"


def test_the_build_leaves_the_files_beside_the_site_alone(built):
    beside, before = built[2]
    assert before > source_date_epoch() * 1_000_000_000, "newer than the build time, which jupyter lite build sets"
    assert beside.stat().st_mtime_ns == before
    assert sorted(p.name for p in beside.parent.iterdir()) == ["notes.txt", "site"], "no staging folder left behind"


def test_the_site_has_every_page_naming_the_browsers_kernel(built):
    site = built[0]
    assert sorted(p.name for p in (site / "files").glob("*.ipynb")) == sorted(p.name for p in NOTEBOOKS.glob("*.ipynb"))
    for page in NOTEBOOKS.glob("*.ipynb"):
        source, served = json.loads(page.read_text()), json.loads((site / "files" / page.name).read_text())
        assert served["cells"] == source["cells"], f"{page.name}: the same cells as notebooks/"
        assert served["metadata"]["kernelspec"]["name"] == "python", "JupyterLite's Pyodide kernel"
    assert (site / "index.html").is_file() and "index.ipynb" in (site / "index.html").read_text()


def test_the_site_ships_bandlabs_wheel_and_no_numpy(built):
    site = built[0]
    wheels = sorted(site.rglob("*.whl"))
    assert not [w.name for w in wheels if w.name.lower().startswith("numpy")]
    (bandlab_wheel,) = (site / "static" / "pyodide").glob("bandlab-*.whl")
    with zipfile.ZipFile(bandlab_wheel) as wheel:
        modules = {n for n in wheel.namelist() if n.endswith(".py")}
    checkout = {p.relative_to(ROOT).as_posix() for p in (ROOT / "bandlab").rglob("*.py")}
    checkout = {name for name in checkout if "__pycache__" not in name}
    assert modules == checkout, "the wheel holds the checkout's modules, no more and no fewer"


def test_the_pyodide_lock_lists_the_shipped_wheels_with_their_hashes(built):
    pyodide = built[0] / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    shipped = {w.name for w in pyodide.glob("*.whl")}
    assert {entry["file_name"] for entry in lock["packages"].values()} == shipped
    for entry in lock["packages"].values():
        wheel = pyodide / entry["file_name"]
        assert entry["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest(), entry["file_name"]
    assert {"micropip", "ipython", "bandlab", "ipywidgets", "plotly"} <= {normal(name) for name in lock["packages"]}


def test_jedi_ships_without_the_type_stubs_no_page_uses(built):
    (jedi,) = (built[0] / "static" / "pyodide").glob("jedi-*.whl")
    with zipfile.ZipFile(jedi) as wheel:
        names = wheel.namelist()
    assert not [n for n in names if n.startswith(("jedi/third_party/typeshed/", "jedi/third_party/django-stubs/"))]
    assert "jedi/__init__.pyc" in names and len(names) < 150, len(names)  # its bytecode: IPython imports it


def test_the_app_loads_bandlabs_plugin_and_never_pypi(built):
    site = built[0]
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    extensions = {e["name"]: e for e in config["federated_extensions"]}
    assert {"bandlab-site", "@jupyterlite/pyodide-kernel-extension", "@jupyter-widgets/jupyterlab-manager"} <= set(
        extensions
    )
    assert (site / "extensions" / "bandlab-site" / extensions["bandlab-site"]["load"]).is_file()
    # the pages' accessibility layer (issue 41) is Voila's own extension, the same file; its Voila-only plugin is off
    access = site / "extensions" / "bandlab-widget-wait" / extensions["bandlab-widget-wait"]["load"]
    assert access.read_bytes() == (ACCESS_EXTENSION / "static" / "remoteEntry.js").read_bytes()
    assert "bandlab-widget-wait:plugin" in config["disabledExtensions"]
    assert "bandlab-widget-wait:access" not in config["disabledExtensions"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True
    settings = json.loads((site / "bandlab-site.json").read_text())
    preload = kernel["loadPyodideOptions"]["packages"]
    assert preload == settings["preload"] and "bandlab" in preload and "numpy" not in preload
    lock = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text())
    assert set(preload) <= set(lock["packages"]), "the kernel loads every package it starts with from the lock"
    assert sum(settings["first_visit"].values()) <= MAX_FIRST_VISIT_BYTES, settings["first_visit"]
    page = (site / "notebooks" / "index.html").read_text()
    assert page.count('id="bandlab-loading"') == 1, "the loading message is in the app's page once"


def test_plotly_js_is_a_file_of_the_site_and_no_longer_in_plotlys_wheel(built):
    """The charts load plotly.js from ``<site>/extensions/`` (the browser caches it); the page's Python has none."""
    from bandlab.widgets.chart import PLOTLY_EXTENSION, PLOTLY_PATH, plotly_js_file

    site = built[0]
    script = site / "extensions" / PLOTLY_PATH
    assert script.read_bytes() == plotly_js_file().read_bytes()
    assert script.stat().st_mtime == source_date_epoch(), "a reproducible file time"
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    assert config["fullLabextensionsUrl"] == "./extensions", "chart.js finds the file under the page's extensions"
    assert PLOTLY_EXTENSION not in {e["name"] for e in config["federated_extensions"]}, "a file, not an extension"
    (plotly_wheel,) = (site / "static" / "pyodide").glob("plotly-*.whl")
    with zipfile.ZipFile(plotly_wheel) as wheel:
        names = wheel.namelist()
    assert "plotly/package_data/plotly.min.js" not in names
    assert "plotly/package_data/templates/plotly.json" in names, "plotly's templates stay: figures need them"


# --- the wheels' bytecode (bandlab/cli/site_bytecode.py, issue 39) ---------------------------------------


def pyc_flags(data):
    """The flags word of a .pyc's header (0b01: hash-based and never checked against the source)."""
    return int.from_bytes(data[4:8], "little")


def test_bandlab_ships_its_source_with_a_cpython_314_pyc_of_every_module(built):
    (bandlab_wheel,) = (built[0] / "static" / "pyodide").glob("bandlab-*.whl")
    with zipfile.ZipFile(bandlab_wheel) as wheel:
        names = set(wheel.namelist())
        modules = sorted(n for n in names if n.endswith(".py"))
        for module in modules:
            folder, _, stem = module.rpartition("/")
            pyc = f"{folder}/__pycache__/{stem.removesuffix('.py')}.{CACHE_TAG}.pyc"
            assert pyc in names, pyc
            assert pyc_flags(wheel.read(pyc)) == 0b01, f"{pyc}: an unchecked-hash .pyc"
    assert len(modules) > 100 and CACHE_TAG == "cpython-314"


def test_the_other_wheels_ship_bytecode_instead_of_the_source_of_what_the_page_loads(built):
    pyodide = built[0] / "static" / "pyodide"
    loaded_at_start = ("IPython/__init__", "traitlets/__init__", "ipywidgets/__init__", "pyodide_kernel/__init__")
    names, magics, flags = set(), set(), set()
    for file in pyodide.glob("*.whl"):
        with zipfile.ZipFile(file) as wheel:
            names |= set(wheel.namelist())
            magics |= {wheel.read(n)[:4] for n in wheel.namelist() if n.endswith(".pyc")}
            flags |= {pyc_flags(wheel.read(n)) for n in wheel.namelist() if n.endswith(".pyc")}
    assert len(magics) == 1 and flags == {0b01}, (magics, flags)
    assert magics != {importlib.util.MAGIC_NUMBER}, "compiled by Pyodide's Python, not this one"
    for module in loaded_at_start:
        assert f"{module}.pyc" in names and f"{module}.py" not in names, module
    assert "pygments/lexers/zig.py" in names and "pygments/lexers/zig.pyc" not in names, "not loaded: source"
    with zipfile.ZipFile(next(pyodide.glob("ipython-*.whl"))) as wheel:
        assert b"__getattr__" in wheel.read("IPython/__init__.pyc"), "IPython.embed loads on first use"


def test_the_real_ipython_init_no_longer_imports_its_terminal(built):
    (original,) = (ROOT / ".cache" / "site" / "wheels").glob("ipython-*.whl")
    with zipfile.ZipFile(original) as wheel:
        source = wheel.read("IPython/__init__.py").decode()
    before, after = (ast.parse(text) for text in (source, lazy_embed(source)))

    def imported(tree):
        return [node.module for node in tree.body if isinstance(node, ast.ImportFrom)]

    assert "terminal.embed" in imported(before) and "terminal.embed" not in imported(after)
    assert "__getattr__" in {node.name for node in after.body if isinstance(node, ast.FunctionDef)}


def test_every_shipped_wheel_has_a_valid_record_and_pip_installs_it(built, tmp_path):
    wheels = sorted((built[0] / "static" / "pyodide").glob("*.whl"))
    for wheel in wheels:
        assert_valid_record(wheel)
    target = tmp_path / "installed"
    command = [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-compile"]
    command += ["--ignore-requires-python", "--target", str(target), *map(str, wheels)]
    done = subprocess.run(command, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    assert (target / "IPython" / "__init__.pyc").is_file() and (target / "bandlab" / "core" / "__init__.py").is_file()


def test_compiling_the_same_wheels_twice_gives_the_same_bytes(built, tmp_path):
    """Pyodide under Node, twice with an empty cache each time: a small "bandlab" (source kept, every module
    compiled) importing decorator (as downloaded: its module compiled, its source left out) beside six (not
    imported: source only)."""
    pyodide = built[0] / "static" / "pyodide"
    modules = {"bandlab/__init__.py": b"import decorator\n", "bandlab/core/__init__.py": b"def f():\n    return 1\n"}
    results = []
    for attempt in ("one", "two"):
        folder = tmp_path / attempt
        folder.mkdir()
        make_wheel(folder / "bandlab-0.1.0-py3-none-any.whl", modules)
        for name in ("decorator", "six"):
            (downloaded,) = (ROOT / ".cache" / "site" / "wheels").glob(f"{name}-*.whl")
            shutil.copyfile(downloaded, folder / downloaded.name)
        for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"):
            shutil.copyfile(pyodide / name, folder / name)
        lock = {"packages": {w.name: {"name": w.name.split("-")[0], "file_name": w.name} for w in folder.glob("*.whl")}}
        done = precompile_lock_wheels(folder, lock, tmp_path / f"cache-{attempt}", 1_700_000_000)
        assert done["node"] and done["compiled"] == 3, done
        results.append({w.name: w.read_bytes() for w in sorted(folder.glob("*.whl"))})
    assert results[0] == results[1]
    wheels = {name.split("-")[0]: zipfile.ZipFile(io.BytesIO(data)) for name, data in results[0].items()}
    assert {"bandlab/__init__.py", f"bandlab/__pycache__/__init__.{CACHE_TAG}.pyc"} <= set(wheels["bandlab"].namelist())
    assert "decorator.pyc" in wheels["decorator"].namelist() and "decorator.py" not in wheels["decorator"].namelist()
    assert not [n for n in wheels["six"].namelist() if n.endswith(".pyc")]
