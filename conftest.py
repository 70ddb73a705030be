"""Repo-wide pytest setup: keep Jupyter, IPython and XDG state out of $HOME.

This file sits at the repository root so it is loaded for every pytest run,
whether it collects ``tests/``, ``notebooks/`` (nbval) or both. The variables are
set in ``os.environ`` at import time, before any kernel or Voila server starts,
so nbval's kernels, Voila servers and their kernels all inherit them.
The temp dir is removed when the test process exits.
"""

import atexit
import os
import shutil
import tempfile

_TEST_HOME = tempfile.mkdtemp(prefix="bandlab-test-home-")

_DIRS = {
    "JUPYTER_CONFIG_DIR": "jupyter-config",
    "JUPYTER_DATA_DIR": "jupyter-data",
    "JUPYTER_RUNTIME_DIR": "jupyter-runtime",
    "IPYTHONDIR": "ipython",
    "XDG_CONFIG_HOME": "xdg-config",
    "XDG_CACHE_HOME": "xdg-cache",
}

for _var, _sub in _DIRS.items():
    _path = os.path.join(_TEST_HOME, _sub)
    os.makedirs(_path, exist_ok=True)
    os.environ[_var] = _path

os.environ["BANDLAB_TEST_HOME"] = _TEST_HOME
# Use platformdirs now and silence jupyter_core's migration DeprecationWarning.
os.environ.setdefault("JUPYTER_PLATFORM_DIRS", "1")

atexit.register(shutil.rmtree, _TEST_HOME, ignore_errors=True)


# --- test workers (pytest-xdist) ----------------------------------------------
#: Tests that must run on one worker, one after another, and why:
#: - the browser tests of the static site (tests/browser/test_*site*.py): they share one built site (a minute or two
#:   to build) and its server;
#: - a notebook's cells (nbval): they share the notebook's kernel, in order.
#: Other tests go by module (a module's fixtures are built once), the browser tests on Voila pages too: each worker
#: starts its own Voila server and Chromium once (session fixtures) for all the modules it runs. A worker runs one
#: test at a time, so at most two Chromiums run at once, one per core.
#: The browser tests are the longest (a run on 2026-12-06: 21 min of Voila pages, 9 of the static site, 6 of all the
#: rest): they start first, the site's on one worker while the other takes the Voila pages' modules, largest first,
#: and the rest fill in around them.
BROWSER_TESTS = "tests/browser/"
SITE_BROWSER_TESTS = "browser tests of the static site"


def work_unit(nodeid):
    """The group of tests a test runs with on one worker: the static site's browser tests, else its file."""
    path = nodeid.split("::", 1)[0]
    if path.startswith(BROWSER_TESTS) and "site" in path.rsplit("/", 1)[-1]:
        return SITE_BROWSER_TESTS
    return path


def pytest_xdist_make_scheduler(config, log):
    """`make test`'s workers (``-n 2``): whole work units to a worker, as ``work_unit`` groups them, the browser
    tests first. (xdist's own ``--dist loadgroup`` marks tests by rewriting their ids, which pytest 9 no longer
    allows.)"""
    from xdist.scheduler import LoadScopeScheduling

    class WorkUnits(LoadScopeScheduling):
        def _split_scope(self, nodeid):
            return work_unit(nodeid)

        def _assign_work_unit(self, node):
            """The static site's tests, then the browser tests on Voila pages (xdist orders units by their number
            of tests, most first), then the others."""
            browser = [scope for scope in self.workqueue if scope.startswith(BROWSER_TESTS)]
            for scope in [*reversed(browser), SITE_BROWSER_TESTS]:
                if scope in self.workqueue:
                    self.workqueue.move_to_end(scope, last=False)
            super()._assign_work_unit(node)

    return WorkUnits(config, log)


# --- the line that says browser tests were skipped ------------------------------
# Here, not in tests/browser/conftest.py: with workers, only this file's hooks run in the process that reports.

INSTALL_HINT = (
    "install them with: sudo apt-get install -y chromium && make test (make test installs playwright and voila)"
)
_skipped_browser_tests = []  # the reasons of browser tests skipped in this run


def pytest_runtest_logreport(report):
    """Keep the reason of each skipped browser test."""
    expected_failure = hasattr(report, "wasxfail")  # an xfail is reported as skipped: not a missing browser
    browser_test = report.nodeid.replace("\\", "/").split("::")[0].startswith("tests/browser/")
    if report.skipped and browser_test and not expected_failure:
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        _skipped_browser_tests.append(reason.removeprefix("Skipped: "))


def pytest_unconfigure(config):
    """End the run with one line when browser tests were skipped: "passed" must not hide untested dashboards."""
    if not _skipped_browser_tests or hasattr(config, "workerinput"):  # a worker: the main process says it
        return
    reasons = sorted(set(_skipped_browser_tests))
    count = len(_skipped_browser_tests)
    line = (
        f"BROWSER TESTS SKIPPED: {count} dashboard test{'s' if count != 1 else ''} did not run "
        f"({'; '.join(reasons)}); {INSTALL_HINT}"
    )
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        reporter.write_line(line, yellow=True, bold=True)
    else:
        print(line)
