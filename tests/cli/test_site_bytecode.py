"""The static site's wheels repacked with bytecode (bandlab/cli/site_bytecode.py), without a browser or Node.js.

tests/cli/test_site_build.py checks the wheels of the real build (compiled with Pyodide under Node.js) and
tests/browser/test_site_loads_bytecode.py that the page's Python loads them.
"""

import base64
import csv
import hashlib
import io
import zipfile

import pytest

from bandlab.cli.site_bytecode import (
    EAGER_EMBED,
    NO_NODE,
    BytecodeError,
    lazy_embed,
    precompile_lock_wheels,
    repack,
)


def record_of(wheel):
    """The wheel's RECORD rows, by file name: (hash, size)."""
    with zipfile.ZipFile(wheel) as archive:
        (record,) = [n for n in archive.namelist() if n.endswith(".dist-info/RECORD")]
        rows = list(csv.reader(io.StringIO(archive.read(record).decode())))
    return {name: (digest, size) for name, digest, size in rows}


def assert_valid_record(wheel):
    """Every file of ``wheel`` is in its RECORD with its own hash and size, and nothing else is."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        rows = record_of(wheel)
        assert set(rows) == set(names), wheel.name
        for name in names:
            if name.endswith(".dist-info/RECORD"):
                assert rows[name] == ("", ""), "RECORD lists itself without a hash"
                continue
            data = archive.read(name)
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            assert rows[name] == (f"sha256={digest}", str(len(data))), name


def write_tree(tree, files):
    """Write ``files`` (name -> text) under ``tree``."""
    for name, text in files.items():
        (tree / name).parent.mkdir(parents=True, exist_ok=True)
        (tree / name).write_text(text)
    return tree


PACKAGE = {
    "pkg/__init__.py": "x = 1\n",
    "pkg/sub/mod.py": "y = 2\n",
    "pkg-1.0.dist-info/METADATA": "Metadata-Version: 2.1\nName: pkg\nVersion: 1.0\n",
    "pkg-1.0.dist-info/WHEEL": "Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    "pkg-1.0.dist-info/RECORD": "stale,,\n",
}


def test_a_repacked_wheel_is_sorted_timed_and_recorded(tmp_path):
    tree = write_tree(tmp_path / "tree", PACKAGE)
    wheel = repack(tree, tmp_path / "pkg-1.0-py3-none-any.whl", 1_700_000_000, sourceless=False)
    with zipfile.ZipFile(wheel) as archive:
        infos = archive.infolist()
    names = [i.filename for i in infos]
    assert names == [
        "pkg/__init__.py",
        "pkg/sub/mod.py",
        "pkg-1.0.dist-info/METADATA",
        "pkg-1.0.dist-info/WHEEL",
        "pkg-1.0.dist-info/RECORD",
    ], "the package's files sorted, then .dist-info, its RECORD last"
    assert {i.date_time for i in infos} == {(2023, 11, 14, 22, 13, 20)}, "the build's time, not the files'"
    assert_valid_record(wheel)
    again = repack(tree, tmp_path / "again.whl", 1_700_000_000, sourceless=False)
    assert again.read_bytes() == wheel.read_bytes()


def test_a_sourceless_wheel_drops_the_source_of_a_compiled_module_only(tmp_path):
    tree = write_tree(tmp_path / "tree", PACKAGE)
    (tree / "pkg" / "__init__.pyc").write_bytes(b"compiled")
    wheel = repack(tree, tmp_path / "pkg.whl", 0, sourceless=True)
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        assert {i.date_time for i in archive.infolist()} == {(1980, 1, 1, 0, 0, 0)}, "no earlier than zip allows"
    assert "pkg/__init__.pyc" in names and "pkg/__init__.py" not in names
    assert "pkg/sub/mod.py" in names, "a module with no .pyc keeps its source"
    assert_valid_record(wheel)


def test_without_node_the_wheels_are_repacked_with_source_and_one_line_says_why(tmp_path, capsys):
    folder = tmp_path / "pyodide"
    folder.mkdir()
    original = repack(write_tree(tmp_path / "tree", PACKAGE), folder / "pkg-1.0-py3-none-any.whl", 0, False)
    before = original.read_bytes()
    lock = {"packages": {"pkg": {"name": "pkg", "file_name": original.name, "sha256": "old"}}}
    done = precompile_lock_wheels(folder, lock, tmp_path / "cache", 1_700_000_000, node="")
    assert done == {"wheels": 1, "compiled": 0, "node": False}
    err = capsys.readouterr().err
    assert err.strip() == NO_NODE and len(err.strip().splitlines()) == 1
    assert "slower" in err and "install Node.js" in err
    shipped = folder / original.name
    assert lock["packages"]["pkg"]["sha256"] == hashlib.sha256(shipped.read_bytes()).hexdigest()
    assert shipped.read_bytes() != before, "repacked with the build's time"
    with zipfile.ZipFile(shipped) as archive:
        assert not [n for n in archive.namelist() if n.endswith(".pyc")]
    assert_valid_record(shipped)
    first = shipped.read_bytes()
    shipped.write_bytes(before)  # the next build starts from the same wheel
    again = precompile_lock_wheels(folder, lock, tmp_path / "cache", 1_700_000_000, node="")
    assert again["compiled"] is None and shipped.read_bytes() == first, "the second time from the cache"


def test_ipythons_init_imports_embed_on_first_use():
    source = '"""doc"""\nimport sys\n' + EAGER_EMBED + "from .core.release import version\n"
    lazy = lazy_embed(source)
    assert EAGER_EMBED not in lazy.splitlines(keepends=True) and "from .core.release import version" in lazy
    namespace = {"__name__": "IPython"}
    exec(compile(lazy.replace("from .core.release import version\n", ""), "IPython/__init__.py", "exec"), namespace)
    with pytest.raises(AttributeError, match="has no attribute 'shell'"):
        namespace["__getattr__"]("shell")
    with pytest.raises(BytecodeError, match="no longer has the line"):
        lazy_embed("import sys\n")


def test_a_node_that_fails_is_a_clear_error_naming_it(tmp_path):
    folder = tmp_path / "pyodide"
    folder.mkdir()
    for name in ("pyodide.asm.wasm", "python_stdlib.zip"):
        (folder / name).write_bytes(b"not really")
    wheel = repack(write_tree(tmp_path / "tree", PACKAGE), folder / "pkg-1.0-py3-none-any.whl", 0, False)
    lock = {"packages": {"pkg": {"name": "pkg", "file_name": wheel.name, "sha256": "old"}}}
    with pytest.raises(BytecodeError, match="compiling the wheels with Pyodide under /bin/false failed"):
        precompile_lock_wheels(folder, lock, tmp_path / "cache", 0, node="/bin/false")
    assert lock["packages"]["pkg"]["sha256"] == "old" and not (tmp_path / "cache" / "key.txt").exists()
