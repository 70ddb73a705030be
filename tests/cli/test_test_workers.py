"""How `make test`'s two workers share the suite (the root conftest.py's ``work_unit``, issue 40): every browser
test that uses the built static site runs in the static site's unit, so the site is built once; every other test
goes by its module."""

import importlib.util
import os
import re
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def conftest():
    """The repository's root conftest.py as a module (its name ``conftest`` is taken by the folders' own), loaded
    again without keeping what loading does: it points Jupyter's folders at a new temporary home."""
    environment = dict(os.environ)
    spec = importlib.util.spec_from_file_location("bandlab_root_conftest", ROOT / "conftest.py")
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    finally:
        os.environ.clear()
        os.environ.update(environment)
    shutil.rmtree(module._TEST_HOME, ignore_errors=True)
    return module


def test_every_browser_test_of_the_built_site_runs_in_the_sites_unit(conftest):
    files = sorted((ROOT / "tests" / "browser").glob("test_*.py"))
    uses = r"\bsite_folder\b|\bsite_server\b|def \w+\([^)]*\bsite\b"  # the built site, or the fixture serving it
    uses_site = {f.name for f in files if re.search(uses, f.read_text())}
    assert uses_site, "no browser test uses the built site: the pattern above is out of date"
    for f in files:
        unit = conftest.work_unit(f"tests/browser/{f.name}::test_x")
        expected = conftest.SITE_BROWSER_TESTS if f.name in uses_site else f"tests/browser/{f.name}"
        assert unit == expected, f"{f.name} runs in {unit!r}, not {expected!r}"


def test_other_tests_go_by_module(conftest):
    assert conftest.work_unit("tests/widgets/test_stepper.py::test_a[1]") == "tests/widgets/test_stepper.py"
    assert conftest.work_unit("notebooks/first-band.ipynb::Cell 3") == "notebooks/first-band.ipynb"


def test_every_test_file_name_is_unique_across_the_tests_folder():
    """pytest's default import mode imports test files by their names: two of the same name stop the whole run
    ("import file mismatch")."""
    names = {}
    for path in sorted((ROOT / "tests").rglob("test_*.py")):
        names.setdefault(path.name, []).append(str(path.relative_to(ROOT)))
    assert not {name: paths for name, paths in names.items() if len(paths) > 1}
