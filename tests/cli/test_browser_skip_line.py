"""Without a browser, `make test` says so in its last line: "passed" must not hide untested dashboards."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["one process", "make test's workers"])
def test_a_run_without_chromium_ends_with_the_line_that_says_what_to_install(tmp_path, workers):
    bin_dir = tmp_path / "bin"  # a PATH with Python and no chromium
    bin_dir.mkdir()
    (bin_dir / "python").symlink_to(sys.executable)
    env = {k: v for k, v in os.environ.items() if k != "BANDLAB_REQUIRE_BROWSER"}
    env["PATH"] = str(bin_dir)
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", *workers, "tests/browser/test_voila_smoke.py"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    lines = done.stdout.strip().splitlines()
    assert done.returncode == 0, done.stdout[-2000:]
    assert lines[-1].startswith("BROWSER TESTS SKIPPED: 1 dashboard test did not run (")
    assert "chromium is not on PATH" in lines[-1] and "apt-get install -y chromium" in lines[-1]
