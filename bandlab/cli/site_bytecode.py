"""The static site's wheels with their Python byte-compiled for the page's Python (issue 39, ``bandlab site``).

The wheels from PyPI (and bandlab's own) hold ``.py`` source only, so the page's Python compiled every module it
imported, in WebAssembly, at every visit. The build runs the site's own Pyodide under Node.js
(``compile_wheels.mjs``) to compile them once, and repacks each wheel with its ``.pyc`` files (unchecked-hash ones:
valid whatever times unpacking gives the files), a RECORD that matches, the build's time and sorted entries.
bandlab keeps its source beside a .pyc of every module (SOURCE_KEPT). The other packages ship as Pyodide's own
do, a .pyc instead of the .py, for each module the page's Python loads as it starts (found by importing
START_IMPORTS in that Pyodide), and the source of the rest: bytecode is bigger than source, and compiling all of
plotly's and pygments' modules would take a first visit past 30 MB. The same step makes ``IPython.embed`` load on
first use (``lazy_embed``): importing IPython no longer imports its terminal and prompt_toolkit. The compiled
wheels are kept in the build's cache, under the hash of everything they are made from.

Without Node.js the site is still built, with source only, and the build says so in one line.
"""

import base64
import csv
import hashlib
import io
import json
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

#: The Node script that compiles with Pyodide.
NODE_SCRIPT = Path(__file__).with_name("compile_wheels.mjs")
#: The packages that ship their .py beside a .pyc of every module (tracebacks show their lines): bandlab's own.
#: Every other package ships a .pyc instead of the .py for each module the page's Python loads as it starts, and
#: the source of the rest (smaller than bytecode, compiled in the page only if ever imported).
SOURCE_KEPT = ("bandlab",)
#: What the page's Python imports as it starts, to learn which modules it loads: the kernel, and every module of
#: bandlab (each page imports some; one that needs what the site lacks, numpy, is skipped).
START_IMPORTS = ("pyodide_kernel", "bandlab.*")
#: The cache tag of Pyodide's Python (Python 3.14): the compiled wheels must hold these .pyc files.
CACHE_TAG = "cpython-314"
#: Bump to rebuild the cached wheels when this step changes what it writes.
STEP_VERSION = "2"
#: The line IPython's ``__init__`` imports its terminal with, and what replaces it (``lazy_embed``).
EAGER_EMBED = "from .terminal.embed import embed\n"
LAZY_EMBED = '''

def __getattr__(name):
    """IPython.embed, imported on first use (bandlab's site: importing IPython leaves its terminal unloaded)."""
    if name == "embed":
        from .terminal.embed import embed

        globals()["embed"] = embed
        return embed
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
'''
NO_NODE = (
    "bandlab: note: Node.js (node) is not installed, so the site ships its Python as source and a first visit "
    "starts slower (every module compiled in the browser); install Node.js 18 or later (Debian: apt-get install "
    "nodejs) and build again"
)


class BytecodeError(Exception):
    """The wheels could not be compiled or repacked (the build turns it into one line)."""


def precompile_lock_wheels(folder, lock, cache, epoch, node=None):
    """Repack every wheel of ``lock`` in ``folder`` (Pyodide's folder of the site) byte-compiled, and write the new
    files' hashes into the lock. ``node``: the Node.js to compile with (default: ``node`` on the PATH; "" for none).
    Return what was done: wheels, files compiled (None: taken from the cache), whether Node was there."""
    node = shutil.which("node") if node is None else node
    if not node:
        print(NO_NODE, file=sys.stderr)
    entries = sorted(lock["packages"].values(), key=lambda e: e["file_name"])
    names = [e["file_name"] for e in entries]
    key = build_key(folder, entries, node)
    compiled = None
    if not is_cached(cache, names, key):
        shutil.rmtree(cache, ignore_errors=True)
        cache.mkdir(parents=True)
        compiled = repack_wheels(folder, entries, cache, epoch, node)
        (cache / "key.txt").write_text(key)
    for entry in entries:
        shutil.copyfile(cache / entry["file_name"], folder / entry["file_name"])
        entry["sha256"] = sha256_file(folder / entry["file_name"])
    return {"wheels": len(entries), "compiled": compiled, "node": bool(node)}


def build_key(pyodide, entries, node):
    """What the compiled wheels are made from, hashed: the wheels and which keep their source, Pyodide's Python
    (when ``node`` compiles), the Node script and this step."""
    parts = [f"{e['file_name']} {sha256_file(pyodide / e['file_name'])} {keeps_source(e['name'])}" for e in entries]
    if node:
        parts += [sha256_file(pyodide / name) for name in ("pyodide.asm.wasm", "python_stdlib.zip")]
    parts += [sha256_file(NODE_SCRIPT), " ".join(START_IMPORTS), STEP_VERSION, "node" if node else "no node"]
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()


def sha256_file(path):
    """The SHA-256 of a file, in hex."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def is_cached(cache, names, key):
    """True if the cache holds the wheels ``names`` compiled from the same things (``key``)."""
    stamp = cache / "key.txt"
    return stamp.is_file() and stamp.read_text() == key and all((cache / name).is_file() for name in names)


def keeps_source(name):
    """True if the package ships its .py beside its .pyc."""
    return name.lower().replace("_", "-") in SOURCE_KEPT


def repack_wheels(folder, entries, cache, epoch, node):
    """Unpack the wheels of ``entries``, compile them all in one Pyodide (when ``node``), repack them into the
    cache; return the number of files compiled."""
    with tempfile.TemporaryDirectory(prefix="bandlab-bytecode-") as tmp:
        trees = Path(tmp) / "wheels"
        wheels = []
        for entry in entries:
            unpack(folder / entry["file_name"], trees / entry["file_name"])
            wheels.append({"folder": entry["file_name"], "sourceless": not keeps_source(entry["name"])})
        jobs = {"imports": list(START_IMPORTS), "wheels": wheels}
        compiled = compile_trees(node, folder, trees, jobs, Path(tmp) / "jobs.json") if node else 0
        for wheel in wheels:
            repack(trees / wheel["folder"], cache / wheel["folder"], epoch, sourceless=wheel["sourceless"])
    return compiled


def unpack(wheel, tree):
    """Unpack ``wheel`` into ``tree``, IPython's ``__init__`` made to load its terminal lazily."""
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(tree)
    init = tree / "IPython" / "__init__.py"
    if init.is_file():
        init.write_text(lazy_embed(init.read_text(encoding="utf-8")), encoding="utf-8")


def lazy_embed(source):
    """IPython's ``__init__`` source with ``embed`` imported on first use instead of at import."""
    if EAGER_EMBED not in source:
        raise BytecodeError(f"IPython's __init__ no longer has the line {EAGER_EMBED.strip()!r}: check lazy_embed")
    return source.replace(EAGER_EMBED, "") + LAZY_EMBED


def compile_trees(node, pyodide, trees, jobs, jobs_file):
    """Compile the unpacked wheels in ``trees`` with Pyodide under Node; return the number of files compiled."""
    jobs_file.write_text(json.dumps(jobs))
    command = [node, str(NODE_SCRIPT), str(pyodide), str(trees), str(jobs_file)]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        tail = (done.stdout + "\n" + done.stderr).strip().splitlines()[-4:]
        raise BytecodeError(f"compiling the wheels with Pyodide under {node} failed: {' / '.join(tail)}")
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    if summary["cache_tag"] != CACHE_TAG:
        raise BytecodeError(f"Pyodide's Python compiles for {summary['cache_tag']}, not {CACHE_TAG}: check CACHE_TAG")
    return summary["compiled"]


def repack(tree, target, epoch, sourceless):
    """Zip ``tree`` as the wheel ``target``: sorted entries, the ``epoch``'s time, a RECORD listing every file with
    its hash and size. ``sourceless``: a .py with a .pyc beside it is left out."""
    files = sorted(p for p in tree.rglob("*") if p.is_file())
    if sourceless:
        files = [p for p in files if not (p.suffix == ".py" and p.with_suffix(".pyc").is_file())]
    (record,) = [p for p in files if p.relative_to(tree).as_posix().endswith(".dist-info/RECORD")]
    files.remove(record)
    # the .dist-info folder last, its RECORD at the very end, as wheels are written
    names = sorted((p.relative_to(tree).as_posix() for p in files), key=lambda n: (is_dist_info(n), n))
    files = [tree / name for name in names]
    record_name = record.relative_to(tree).as_posix()
    rows = io.StringIO()
    writer = csv.writer(rows, lineterminator="\n")
    writer.writerows((n, f"sha256={record_hash(p.read_bytes())}", p.stat().st_size) for n, p in zip(names, files))
    writer.writerow((record_name, "", ""))
    stamp = time.gmtime(max(epoch, 315532800))[:6]
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as out:
        for name, path in [*zip(names, files), (record_name, None)]:
            info = zipfile.ZipInfo(name, date_time=stamp)
            info.compress_type, info.external_attr = zipfile.ZIP_DEFLATED, 0o644 << 16
            out.writestr(info, rows.getvalue().encode() if path is None else path.read_bytes())
    return target


def is_dist_info(name):
    """True for a file of the wheel's ``.dist-info`` folder."""
    return name.split("/", 1)[0].endswith(".dist-info")


def record_hash(data):
    """A RECORD's hash of ``data``: SHA-256, URL-safe base64 without padding."""
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
