"""The command line under hostile arguments and signals.

Numbers are checked against the limits before any work; ``--out`` before any game is played;
``bandlab serve`` refuses a port it could not listen on before printing an address; ``bandlab simulate``
leaves no worker process behind on SIGTERM, SIGINT or its own death.
"""

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest

from bandlab.analysis import simulate as runner
from bandlab.core import limits

HUGE = "9" * 5000


def bandlab_cli(*args, timeout=60):
    """Run ``bandlab`` in a subprocess (bounded in time)."""
    return subprocess.run(
        [sys.executable, "-m", "bandlab.cli", *map(str, args)], capture_output=True, text=True, timeout=timeout
    )


def refused(out, words):
    """Exit code 2, nothing on stdout, one short line on stderr holding ``words``."""
    assert out.returncode == 2 and out.stdout == "", out
    assert out.stderr.startswith("bandlab: error: ") and out.stderr.count("\n") == 1, out.stderr[:500]
    assert len(out.stderr) < 400 and words in out.stderr and "Traceback" not in out.stderr, out.stderr[:500]


# --- numbers on the command line ----------------------------------------------------------


@pytest.mark.parametrize(
    "args, words",
    [
        (["play", "first-band", "--seed", HUGE], "is not a whole number"),
        (["play", "first-band", "--seed", str(limits.MAX_SEED + 1)], "is not from 0 to 9,007,199,254,740,991"),
        (["play", "first-band", "--players", HUGE], "is not a whole number"),
        (["link", "first-band", "--step", HUGE], "is not a whole number"),
        (["link", "first-band", "--step", str(limits.MAX_STEPS + 1)], "is not from 0 to 5,000"),
        (["link", "--query", "?game=first-band&seed=" + HUGE], "not a whole number"),
        (["simulate", "first-band", "--games", str(10**12)], "is not from 1 to 100,000"),
        (["simulate", "first-band", "--games", HUGE], "is not a whole number"),
        (["simulate", "first-band", "--workers", "100000"], "is not from 1 to"),
        (["simulate", "first-band", "--workers", "0"], "is not from 1 to"),
        (["simulate", "first-band", "--chunk-size", "-4"], "is not from 1 to"),
        (["simulate", "band-grab", "--option", "max_rounds=" + HUGE], "5,000 digits"),
        (["simulate", "band-grab", "--option", "max_rounds=100000"], "max_rounds must be a whole number of rounds"),
        (["simulate", "band-grab", "--option", "deck=" + "[" * 100_000], "nests deeper"),
        (["simulate", "first-band", "--option", 'names=["' + "x" * 500 + '", "b", "c"]'], "at most 200"),
    ],
)
def test_numbers_and_options_outside_the_limits_are_refused_in_one_line(args, words):
    refused(bandlab_cli(*args), words)


# --- bandlab serve -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "port, words",
    [
        ("99999", "99,999 is not from 1 to 65,535"),
        ("0", "0 is not from 1"),
        ("-1", "-1 is not from 1"),
        (HUGE, "is not a whole number"),
        ("http", "'http' is not a whole number"),
    ],
)
def test_serve_refuses_a_port_it_cannot_listen_on_before_printing_anything(port, words):
    refused(bandlab_cli("serve", "notebooks", "--port", port), words)


def test_serve_refuses_a_port_in_use():
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        refused(bandlab_cli("serve", "notebooks", "--port", port), f"cannot serve on 127.0.0.1:{port}")


# --- --out is checked before any game is played ----------------------------------------------


def test_out_in_a_missing_folder_is_refused_before_playing(tmp_path):
    started = time.perf_counter()
    out = bandlab_cli(
        "simulate",
        "first-band",
        "--games",
        "100000",
        "--workers",
        "1",
        "--no-progress",
        "--out",
        tmp_path / "missing" / "x.csv",
    )
    refused(out, "there is no folder")
    assert time.perf_counter() - started < 20  # 100,000 games would take minutes
    refused(bandlab_cli("simulate", "first-band", "--out", tmp_path), "must name a .csv or .json file")
    (tmp_path / "folder.csv").mkdir()
    refused(bandlab_cli("simulate", "first-band", "--out", tmp_path / "folder.csv"), "is a folder")


def test_out_in_a_read_only_folder_is_refused_before_playing(tmp_path):
    tmp_path.chmod(0o500)
    try:
        # root may write in any folder, but not in /sys, where no file can be made: refused before playing
        folder = Path("/sys") if os.geteuid() == 0 else tmp_path
        started = time.perf_counter()
        refused(
            bandlab_cli(
                "simulate",
                "first-band",
                "--games",
                "100000",
                "--workers",
                "1",
                "--no-progress",
                "--out",
                folder / "bandlab-results.csv",
            ),
            "permission denied",
        )
        assert time.perf_counter() - started < 20  # 100,000 games would take minutes
        assert not (folder / "bandlab-results.csv").exists()
    finally:
        tmp_path.chmod(0o700)


def test_checking_out_leaves_no_trace(tmp_path):
    from bandlab.cli.simulate import check_out

    old = tmp_path / "old.csv"
    old.write_text("kept\n")
    check_out(str(old))
    check_out(str(tmp_path / "new.json"))
    assert old.read_text() == "kept\n" and sorted(p.name for p in tmp_path.iterdir()) == ["old.csv"]


# --- no worker is left behind ----------------------------------------------------------------


def restore_ctrl_c():
    """In the child, before Python starts: Ctrl-C as in a terminal.  A test run started in the background
    by a shell inherits SIGINT ignored, and Python then never raises KeyboardInterrupt."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def start_simulation():
    """``bandlab simulate`` with 2 worker processes, long enough to be interrupted; returns it once its workers run."""
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "bandlab.cli",
            "simulate",
            "battle-of-the-bands",
            "--players",
            "6",
            "--games",
            "100000",
            "--workers",
            "2",
            "--no-progress",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        preexec_fn=restore_ctrl_c,
    )
    parent = psutil.Process(process.pid)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        children = parent.children(recursive=True)
        if len(children) >= 2:
            time.sleep(1.0)  # let them start playing
            return process, parent.children(recursive=True)
        time.sleep(0.1)
    process.kill()
    pytest.fail("bandlab simulate did not start its workers")


def assert_all_gone(children, timeout):
    """Every process in ``children`` ends within ``timeout`` seconds (those left are killed, and fail the test)."""
    _, alive = psutil.wait_procs(children, timeout=timeout)
    for child in alive:
        child.kill()
    assert not alive, f"worker processes left running: {[c.pid for c in alive]}"


@pytest.mark.parametrize("signum, code", [(signal.SIGTERM, 128 + signal.SIGTERM), (signal.SIGINT, 130)])
def test_a_signal_to_simulate_leaves_no_worker_running(signum, code):
    process, children = start_simulation()
    process.send_signal(signum)
    try:
        returncode = process.wait(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
        assert_all_gone(children, timeout=10)
    assert returncode == code
    assert "Traceback" not in process.stderr.read().decode()


def test_workers_exit_by_themselves_when_simulate_is_killed():
    process, children = start_simulation()
    process.kill()  # SIGKILL: no handler runs in the main process
    process.wait(timeout=30)
    assert_all_gone(children, timeout=10 + 2 * runner.PARENT_CHECK_SECONDS)
