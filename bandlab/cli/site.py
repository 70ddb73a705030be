"""``bandlab site``: every page of ``notebooks/`` as a static site that runs Python in the browser (``make site``).

The site is JupyterLite's Notebook app with the Pyodide kernel (Python compiled to WebAssembly), and
one extension of bandlab's own (``bandlab/lite/bandlab-site``) that makes each notebook a dashboard:
it hides the code, installs bandlab's wheels in the page's Python, hands the page's link to it as Voila
does (``QUERY_STRING``), runs every cell, and tells the reader what is happening meanwhile. The pages' accessibility
layer is the one Voila loads (``bandlab-widget-wait:access``, ``ACCESS_EXTENSION``).

Everything a reader's browser loads is a file of the site: Pyodide's core (the npm package ``pyodide``),
the pure-Python wheels of Pyodide's lock that the kernel and the pages import (from PyPI, at the lock's
versions; the lock in the site carries their hashes), bandlab's own wheel and the wheels of its widget
stack (at the versions installed here, which the tests run against), and JupyterLite's app. The package
registries are used while building only, and downloads are kept in ``.cache/site`` for the next build.
The same checkout gives the same files: timestamps come from the commit (``SOURCE_DATE_EPOCH``).

A page's address is ``<site>/notebooks/index.html?path=<page>.ipynb&<position>``; ``<site>/index.html``
opens the index page.
"""

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from importlib import metadata
from pathlib import Path

from bandlab.cli.serve import LABEXTENSIONS, write_plotly_js
from bandlab.cli.site_bytecode import BytecodeError, precompile_lock_wheels

#: JupyterLite, in an environment of its own (LITE_VENV): installed beside Voila, its kernel's JupyterLab extension
#: would load on every dashboard and fail there. (The kernel 0.8.7 needs a JupyterLite core not yet released.)
JUPYTERLITE = ("jupyterlite-core==0.8.6", "jupyterlite-pyodide-kernel==0.8.6")
#: The checkout: notebooks, the site's own files and the cache live here.
ROOT = Path(__file__).resolve().parents[2]
#: bandlab's files for the site: its JupyterLite extension, settings and landing page.
LITE = Path(__file__).resolve().parents[1] / "lite"
#: Downloads kept between builds (npm tarball, wheels).
CACHE = ROOT / ".cache" / "site"
LITE_VENV = CACHE / "jupyterlite"
#: The Pyodide files a page loads (the npm package also has a classic script, consoles and source maps).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
#: What the Pyodide kernel installs at start (its worker) and what bandlab's pages import, from Pyodide's lock;
#: the site ships these and what they depend on, and nothing else of the lock.
LOCK_ROOTS = ("micropip", "ipython", "jedi", "tqdm", "packaging", "typing-extensions", "narwhals")
#: Packages the pages need that are not in Pyodide's lock, at the versions installed here (pure-Python wheels).
PYPI_PACKAGES = ("comm", "ipywidgets", "anywidget", "psygnal", "plotly")
#: Files of the site's wheels that no page loads, left out (with every wheel's ``.data`` folder): plotly's own
#: widget front end and JupyterLab extension (bandlab draws with its Chart), its sample data sets, and plotly.js
#: itself: the charts load it as a file of the site (``<site>/extensions/`` + ``bandlab.widgets.chart.PLOTLY_PATH``),
#: which the browser caches, not from the page's Python.
UNUSED_FILES = {
    "plotly": (
        "plotly/package_data/widgetbundle.js",
        "plotly/package_data/plotly.min.js",
        "plotly/package_data/datasets/",
        "plotly/labextension/",
    ),
    # jedi (the kernel's code completion, which no dashboard offers) without its type stubs: 1,790 of its 1,880
    # files, which the page's Python unpacked at every start (about a fifth of the time it spent unpacking wheels).
    "jedi": ("jedi/third_party/typeshed/", "jedi/third_party/django-stubs/"),
}
#: What the page's Python loads as it starts, from the site's Pyodide lock: the kernel's own packages (named as its
#: worker asks for them, which then installs none itself) and every package bandlab's pages import. numpy is not
#: among them: no page needs it in the browser.
PRELOAD = (
    *("micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython"),
    *("typing-extensions", "packaging", "narwhals", "tqdm", "psygnal", "anywidget", "ipywidgets", "plotly", "bandlab"),
)
#: The JupyterLab extensions of the site, by distribution: the kernel, ipywidgets' manager, anywidget.
EXTENSIONS = (
    ("jupyterlab-widgets", "@jupyter-widgets/jupyterlab-manager"),
    ("anywidget", "anywidget"),
)
#: bandlab's Voila extension, the same folder Voila loads: its plugin ``bandlab-widget-wait:access`` is the pages'
#: accessibility layer (docs/accessibility.md); its other plugin, for Voila's widget manager, is disabled on the site
#: (``disabledExtensions`` in ``bandlab/lite/jupyter-lite.json``).
ACCESS_EXTENSION = LABEXTENSIONS / "bandlab-widget-wait"
#: The kernel the site's notebooks name (JupyterLite's Pyodide kernel is "python").
KERNELSPEC = {"name": "python", "display_name": "Python (in your browser)", "language": "python"}
#: Files a static host sends compressed (GitHub Pages does for these types; Pyodide's .wasm is counted uncompressed).
COMPRESSED = (".js", ".mjs", ".css", ".html", ".json", ".svg", ".map")
#: Which files count as which part of a first visit, for the loading message and the benchmark.
PARTS = ("Pyodide core", "wheels", "app")


class SiteError(Exception):
    """The site cannot be built (a refused argument, a failed download, a missing tool): one line, exit code 2."""


def add_site_arguments(parser):
    parser.add_argument("--out", default="site", help="the folder to write the site to (default: site)")
    parser.add_argument("--notebooks", default=str(ROOT / "notebooks"), help="the pages (default: notebooks/)")


def run_site(args):
    try:
        report = build_site(Path(args.out), Path(args.notebooks))
    except SiteError as err:
        print(f"bandlab: error: {err}", file=sys.stderr)
        return 2
    for part in PARTS:
        print(f"{part}: {report['first_visit'][part] / 1e6:.1f} MB")
    print(f"site written to {args.out}/: serve it with `python3 -m http.server -d {args.out} -b 127.0.0.1 8000`")
    return 0


# --- the build ---------------------------------------------------------------------------


def build_site(out, notebooks):
    """Write the site to ``out`` (a previous site there is replaced once the new one is built) and return what a
    first visit downloads, by part."""
    out, notebooks = Path(out).resolve(), Path(notebooks).resolve()
    pages = notebook_files(notebooks)
    check_out(out, notebooks)
    widgets = [str(extension_folder(d, n)) for d, n in EXTENSIONS]
    epoch = source_date_epoch()
    with tempfile.TemporaryDirectory(prefix="bandlab-site-") as tmp:
        work = Path(tmp)
        # jupyter lite build resets the time of every file beside its output folder: a folder of the build's own.
        lite_dir, contents, site = work / "lite", work / "contents", work / "out" / "site"
        copy_pages(pages, contents, epoch)
        python = lite_python()
        kernel = LITE_VENV / "share" / "jupyter" / "labextensions" / "@jupyterlite" / "pyodide-kernel-extension"
        extensions = [str(kernel), *widgets, str(ACCESS_EXTENSION), str(LITE / "bandlab-site")]
        pyodide = lite_dir / "static" / "pyodide"
        pyodide.mkdir(parents=True)
        lock = unpack_pyodide(pyodide, python)
        lock_wheels = ship_lock_wheels(lock, pyodide)
        kernel_wheels = [w for w in sorted((Path(extensions[0]) / "static" / "pypi").glob("*.whl")) if preloaded(w)]
        lock_wheels += add_to_lock(lock, [*project_wheels(work / "wheels", epoch), *kernel_wheels], pyodide)
        precompile(pyodide, lock, epoch)
        (pyodide / "pyodide-lock.json").write_text(json.dumps(lock, sort_keys=True))
        write_config(lite_dir, contents, extensions, site)
        run_lite_build(python, lite_dir, epoch)
        write_plotly_js(site / "extensions", mtime=epoch)
        finish(site, lock_wheels)
        check_out(out, notebooks)
        replace_folder(out, site)
    return json.loads((out / "bandlab-site.json").read_text())


def notebook_files(notebooks):
    """The pages of the site: the ``.ipynb`` files of ``notebooks``, which must have one at least."""
    if not notebooks.is_dir():
        raise SiteError(f"no notebooks in {notebooks}: it is not a folder")
    pages = sorted(notebooks.glob("*.ipynb"))
    if not pages:
        raise SiteError(f"no notebooks in {notebooks}: it has no .ipynb file")
    return pages


def check_out(out, notebooks):
    """Refuse an ``out`` the build would delete something else with: a file, the checkout or a folder holding it or
    the notebooks, or a folder that is neither empty nor a site built before (``bandlab-site.json`` at its top)."""
    if out.exists() and not out.is_dir():
        raise SiteError(f"--out {out} is a file, not a folder")
    if ROOT.is_relative_to(out) or notebooks.is_relative_to(out):
        raise SiteError(f"--out {out} holds the checkout or the notebooks: the site's folder is replaced whole")
    if out.is_dir() and any(out.iterdir()) and not (out / "bandlab-site.json").is_file():
        raise SiteError(f"--out {out} is not empty and not a previous site (no bandlab-site.json): not deleting it")


def replace_folder(out, site):
    """Move the built ``site`` to ``out``, deleting a previous site there only once the new one is beside it."""
    out.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{out.name}-", dir=out.parent))
    try:
        shutil.move(site, staging / "site")  # a copy keeping the files' times when it crosses file systems
        if out.is_dir():
            shutil.rmtree(out)
        (staging / "site").rename(out)
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def source_date_epoch():
    """The commit's time (so a checkout builds the same files), or SOURCE_DATE_EPOCH if set."""
    if os.environ.get("SOURCE_DATE_EPOCH", "").isdigit():
        return int(os.environ["SOURCE_DATE_EPOCH"])
    try:
        out = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True)
        return int(out.stdout.strip())
    except (OSError, ValueError):
        return 315532800  # 1980-01-01, the earliest time a zip file can hold


def lite_python():
    """The Python of JupyterLite's own environment (made on first use, in the cache), with the Jupyter server that
    indexes the pages at the version installed here."""
    try:
        wanted = [*JUPYTERLITE, f"jupyter-server=={metadata.version('jupyter-server')}"]
    except metadata.PackageNotFoundError:
        wanted = [*JUPYTERLITE, "jupyter-server"]
    python, stamp = LITE_VENV / "bin" / "python", LITE_VENV / "installed.txt"
    if not (python.exists() and stamp.is_file() and stamp.read_text() == "\n".join(wanted)):
        shutil.rmtree(LITE_VENV, ignore_errors=True)
        run([sys.executable, "-m", "venv", str(LITE_VENV)], "making JupyterLite's environment")
        run([str(python), "-m", "pip", "install", "--quiet", *wanted], "installing JupyterLite")
        stamp.write_text("\n".join(wanted))
    return python


def pyodide_version(python):
    """The Pyodide version the kernel is built for."""
    code = "from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION; print(PYODIDE_VERSION)"
    return run([str(python), "-c", code], "reading the kernel's Pyodide version").stdout.strip()


def cached(name, fetch):
    """The cached file ``name``, fetched by ``fetch(folder)`` into the cache when missing."""
    path = CACHE / name
    if not path.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        fetch(CACHE)
        if not path.exists():
            raise SiteError(f"{name} was not downloaded")
    return path


def run(command, what, **kwargs):
    """Run a build step; a failure becomes a SiteError naming ``what`` with the tool's last words."""
    try:
        done = subprocess.run(command, capture_output=True, text=True, **kwargs)
    except FileNotFoundError:
        raise SiteError(f"{what} needs {command[0]}, which is not installed") from None
    if done.returncode != 0:
        tail = (done.stdout + "\n" + done.stderr).strip().splitlines()[-4:]
        raise SiteError(f"{what} failed: {' / '.join(tail)}")
    return done


def unpack_pyodide(folder, python):
    """Pyodide's core from its npm package into ``folder``; return its lock (a dict)."""
    version = pyodide_version(python)
    name = f"pyodide-{version}.tgz"
    tarball = cached(name, lambda d: run(["npm", "pack", f"pyodide@{version}", "--pack-destination", str(d)], "npm"))
    with tarfile.open(tarball) as tar:
        for file in (*PYODIDE_FILES, "pyodide-lock.json"):
            member = tar.extractfile(f"package/{file}")
            if member is None:
                raise SiteError(f"{name} has no {file}")
            (folder / file).write_bytes(member.read())
    return json.loads((folder / "pyodide-lock.json").read_text())


def normal(name):
    """A package name as Pyodide's lock and PyPI compare them."""
    return name.lower().replace("_", "-").replace(".", "-")


def lock_closure(packages, roots=LOCK_ROOTS):
    """The lock's package names the site needs: ``roots`` and everything they depend on."""
    by_name = {normal(k): k for k in packages}
    wanted, todo = set(), [normal(r) for r in roots]
    while todo:
        name = todo.pop()
        if name in wanted:
            continue
        if name not in by_name:
            raise SiteError(f"Pyodide's lock has no package {name}")
        wanted.add(name)
        todo.extend(normal(d) for d in packages[by_name[name]]["depends"])
    return sorted(by_name[n] for n in wanted)


def ship_lock_wheels(lock, folder):
    """Put the needed lock packages' wheels (from PyPI, at the lock's versions, without their ``UNUSED_FILES``) beside
    Pyodide; keep only them in the lock, with the shipped files' hashes. Return their file names."""
    keep = lock_closure(lock["packages"])
    names = []
    for key in keep:
        entry = lock["packages"][key]
        file = entry["file_name"]
        if not file.endswith("-none-any.whl"):
            raise SiteError(f"{file} is not a pure-Python wheel: the site can only ship those")
        wheel = cached(f"wheels/{file}", lambda d, e=entry: pip_download(d / "wheels", e["name"], e["version"]))
        shipped = without_files(wheel, folder / file, UNUSED_FILES.get(entry["name"], ()))
        entry["sha256"] = hashlib.sha256(shipped.read_bytes()).hexdigest()
        names.append(file)
    lock["packages"] = {k: lock["packages"][k] for k in keep}
    return names


def pip_download(folder, name, version):
    """Download one pure-Python wheel from PyPI."""
    command = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:"]
    command += ["--python-version", "3.14", "--implementation", "py", "--abi", "none", "--platform", "any"]
    run([*command, "-d", str(folder), f"{name}=={version}"], f"downloading {name} {version}")


def add_to_lock(lock, wheels, folder):
    """Put ``wheels`` beside Pyodide and in its lock, so the kernel loads them as it starts (all at once, with no
    package manager at work); return their file names."""
    import zipfile

    names = []
    for wheel in wheels:
        name, version = wheel.name.split("-")[:2]
        with zipfile.ZipFile(wheel) as archive:
            tops = {n.split("/", 1)[0] for n in archive.namelist() if n.endswith(".py")}
        shutil.copyfile(wheel, folder / wheel.name)
        lock["packages"][normal(name)] = {
            "name": normal(name),
            "version": version,
            "file_name": wheel.name,
            "install_dir": "site",
            "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
            "package_type": "package",
            "imports": sorted(t.removesuffix(".py") for t in tops if not t.endswith(".dist-info")),
            "depends": [],
            "unvendored_tests": False,
        }
        names.append(wheel.name)
    return names


def precompile(folder, lock, epoch):
    """Every wheel of the lock byte-compiled for the page's Python, IPython's terminal loaded lazily
    (bandlab/cli/site_bytecode.py), the lock's hashes updated."""
    try:
        return precompile_lock_wheels(folder, lock, CACHE / "bytecode", epoch)
    except BytecodeError as err:
        raise SiteError(str(err)) from None


def preloaded(wheel):
    """True if the kernel loads this wheel as it starts (its package is in PRELOAD)."""
    return normal(wheel.name.split("-")[0]) in PRELOAD


def project_wheels(folder, epoch):
    """bandlab's wheel (built from the checkout) and its widget stack's (at the installed versions)."""
    folder.mkdir()
    env = {**os.environ, "SOURCE_DATE_EPOCH": str(epoch)}
    # Built from a copy of the sources: setuptools keeps a build/ folder that would carry deleted modules along.
    source, build = folder / "source", folder / "build"
    shutil.copytree(ROOT / "bandlab", source / "bandlab", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for file in ("pyproject.toml", "README.md"):
        shutil.copyfile(ROOT / file, source / file)
    command = [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(build)]
    run([*command, str(source)], "building bandlab's wheel", env=env)
    wheels = [next(build.glob("bandlab-*.whl"))]
    for name in PYPI_PACKAGES:
        version = metadata.version(name)
        stem = f"{name.replace('-', '_')}-{version}-py3-none-any.whl"
        wheel = cached(f"wheels/{stem}", lambda d, n=name, v=version: pip_download(d / "wheels", n, v))
        wheels.append(without_files(wheel, folder / wheel.name, UNUSED_FILES.get(name, ())))
    return wheels


def without_files(wheel, target, unused):
    """A copy of ``wheel`` without the files under the ``unused`` prefixes and without its ``.data`` folder (files
    for a Jupyter server's prefix, such as a JupyterLab extension), its RECORD rewritten to match."""
    import zipfile

    with zipfile.ZipFile(wheel) as source, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as out:
        kept = [
            i
            for i in source.infolist()
            if not i.filename.startswith(unused) and not i.filename.split("/", 1)[0].endswith(".data")
        ]
        names = {i.filename for i in kept}
        for info in kept:
            data = source.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                lines = data.decode().splitlines()
                data = "".join(f"{line}\n" for line in lines if line.split(",", 1)[0] in names).encode()
            out.writestr(info, data)
    return target


def copy_pages(pages, contents, epoch):
    """The notebooks as the site serves them: the same cells, naming the browser's Python kernel."""
    contents.mkdir()
    for page in pages:
        try:
            notebook = json.loads(page.read_text())
            notebook.setdefault("metadata", {})["kernelspec"] = KERNELSPEC
        except (ValueError, AttributeError, TypeError):
            raise SiteError(f"{page} is not a notebook (not a JSON object)") from None
        target = contents / page.name
        target.write_text(json.dumps(notebook, indent=1, sort_keys=True) + "\n")
        os.utime(target, (epoch, epoch))


def extension_folder(distribution, name):
    """The installed JupyterLab extension ``name`` of ``distribution`` (its folder in <prefix>/share)."""
    for file in metadata.files(distribution) or ():
        if file.name == "package.json" and f"labextensions/{name}/package.json" in file.as_posix():
            return Path(file.locate()).resolve().parent
    raise SiteError(f"{distribution} has no JupyterLab extension {name}: is it installed?")


def write_config(lite_dir, contents, extensions, out):
    """JupyterLite's build configuration and the site's settings: the kernel loads every package a page needs as it
    starts (PRELOAD), from the site's Pyodide lock."""
    config = {
        "LiteBuildConfig": {
            "apps": ["notebooks"],
            "contents": [str(contents)],
            "output_dir": str(out),
            "federated_extensions": extensions,
            "ignore_sys_prefix": ["federated_extensions"],
            "no_sourcemaps": True,
        },
    }
    (lite_dir / "jupyter_lite_config.json").write_text(json.dumps(config, indent=1))
    settings = json.loads((LITE / "jupyter-lite.json").read_text())
    kernel = settings["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    kernel["loadPyodideOptions"] = {"packages": list(PRELOAD)}
    (lite_dir / "jupyter-lite.json").write_text(json.dumps(settings, indent=2))


def run_lite_build(python, lite_dir, epoch):
    """``jupyter lite build`` in ``lite_dir``, offline."""
    env = {**os.environ, "SOURCE_DATE_EPOCH": str(epoch), "JUPYTERLITE_NO_LIBARCHIVE": "1"}
    env.pop("JUPYTERLITE_PYODIDE_URL", None)
    command = [str(python), "-m", "jupyterlite_core", "build", "--lite-dir", str(lite_dir)]
    run(command, "jupyter lite build", cwd=lite_dir, env=env)


def finish(out, wheels):
    """The landing page, the loading message in the app's page, and what a first visit downloads."""
    shutil.copyfile(LITE / "index.html", out / "index.html")
    shutil.copyfile(out / "notebooks" / "favicon.ico", out / "favicon.ico")
    sizes = first_visit(out, wheels)
    settings = {"first_visit": sizes, "preload": list(PRELOAD)}
    (out / "bandlab-site.json").write_text(json.dumps(settings, indent=1, sort_keys=True) + "\n")
    page = out / "notebooks" / "index.html"
    message = (LITE / "loading.html").read_text().replace("{MB}", f"{sum(sizes.values()) / 1e6:.0f}")
    html, found = re.subn(r"(<body[^>]*>)", lambda m: m.group(1) + "\n" + message, page.read_text(), count=1)
    if not found:
        raise SiteError(f"{page} has no <body> to put the loading message in")
    page.write_text(html)


def first_visit(out, wheels):
    """Bytes a first visit downloads at most, by part: Pyodide's core, the wheels it loads, and the app (every
    script and style of the Notebook app and its extensions, as a static host sends them: compressed)."""
    import gzip

    pyodide = out / "static" / "pyodide"
    core = sum((pyodide / f).stat().st_size for f in (*PYODIDE_FILES, "pyodide-lock.json"))
    wheel_bytes = sum((pyodide / f).stat().st_size for f in wheels)
    scripts = [f for d in ("build", "extensions") for f in sorted((out / d).rglob("*")) if f.suffix in (".js", ".css")]
    app = sum(len(gzip.compress(f.read_bytes(), compresslevel=6, mtime=0)) for f in scripts)
    return dict(zip(PARTS, (core, wheel_bytes, app)))


# --- serving the site (the browser tests and benchmarks/bench_site.py) ------------------------------


class SiteServer:
    """The built site served on 127.0.0.1 as a static host such as GitHub Pages serves it: text files (scripts,
    styles, pages, JSON) gzip-compressed for a browser that accepts it, every file with ``Cache-Control:
    max-age=600``. It counts the bytes of every file it sends (``sent`` maps a path to its bytes) and lists the
    requests it could not answer (``missing``)."""

    def __init__(self, folder, port=0):
        import functools
        import http.server
        import threading

        self.sent, self.compressed, self.missing = {}, {}, []
        lock = threading.Lock()
        server = self

        class Handler(http.server.SimpleHTTPRequestHandler):
            def end_headers(self):
                self.send_header("Cache-Control", "max-age=600")
                super().end_headers()

            def do_GET(self):
                path = Path(self.translate_path(self.path))
                if path.suffix in COMPRESSED and path.is_file() and "gzip" in self.headers.get("Accept-Encoding", ""):
                    body = server.gzipped(path)
                    self.send_response(200)
                    self.send_header("Content-Type", self.guess_type(str(path)))
                    self.send_header("Content-Encoding", "gzip")
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                    server.count(self.path, len(body), lock)
                    return
                super().do_GET()

            def copyfile(self, source, outputfile):
                data = source.read()
                outputfile.write(data)
                server.count(self.path, len(data), lock)

            def send_error(self, code, message=None, explain=None):
                server.missing.append(f"{code} {self.path}")
                super().send_error(code, message, explain)

            def log_message(self, *args):
                pass

        handler = functools.partial(Handler, directory=str(folder))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def gzipped(self, path):
        """The file compressed (once per file)."""
        import gzip

        if path not in self.compressed:
            self.compressed[path] = gzip.compress(path.read_bytes(), mtime=0)
        return self.compressed[path]

    def count(self, url, size, lock):
        """Count ``size`` bytes sent for ``url``."""
        path = url.split("?", 1)[0]
        with lock:
            self.sent[path] = self.sent.get(path, 0) + size

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.httpd.shutdown()
        self.httpd.server_close()

    def by_part(self):
        """Bytes sent so far, by part of a visit (PARTS): Pyodide's core, wheels, the app (all else)."""
        parts = dict.fromkeys(PARTS, 0)
        for path, size in self.sent.items():
            if path.endswith(".whl"):
                parts["wheels"] += size
            elif path.startswith("/static/pyodide/"):
                parts["Pyodide core"] += size
            else:
                parts["app"] += size
        return parts

    def page(self, page, query=""):
        """The site's address of a page (``first-band.ipynb``) with a position query."""
        return f"{self.url}notebooks/index.html?path={page}" + (f"&{query}" if query else "")
