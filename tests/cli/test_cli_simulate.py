"""``bandlab simulate`` run as a real command: summary table, files, exit codes, Dask scheduler."""

import csv
import json
import subprocess
import sys
from pathlib import Path

import pytest

from bandlab.analysis.simulate import SimulationResults, game_seed

ROOT = Path(__file__).resolve().parents[2]


def bandlab(*args, timeout=120):
    """Run ``python -m bandlab.cli simulate ...``; return the completed process."""
    return subprocess.run(
        [sys.executable, "-m", "bandlab.cli", "simulate", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def test_prints_the_summary_and_writes_csv(tmp_path):
    out = tmp_path / "results.csv"
    done = bandlab(
        "first-band",
        "--players",
        "4",
        "--games",
        "40",
        "--agents",
        "heuristic,random,random,random",
        "--workers",
        "2",
        "--seed",
        "3",
        "--out",
        str(out),
        "--no-progress",
    )
    assert done.returncode == 0, done.stderr
    assert "1st Band (first-band): 4 players, 40 games, seed 3" in done.stdout
    assert "95% interval" in done.stdout
    seat_lines = [line.split() for line in done.stdout.splitlines() if line.split()[0].isdigit()]
    assert [line[:2] for line in seat_lines[:4]] == [
        ["1", "heuristic"],
        ["2", "random"],
        ["3", "random"],
        ["4", "random"],
    ]
    assert "Wrote 40 games" in done.stdout
    with open(out, newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 40 and rows[7]["seed"] == str(game_seed(3, 7))
    assert done.stderr == ""


def test_same_seed_same_file_whatever_the_workers(tmp_path):
    files = []
    for workers, chunk in (("1", "40"), ("2", "3")):
        files.append(tmp_path / f"w{workers}.csv")
        done = bandlab(
            "first-band",
            "--games",
            "25",
            "--agents",
            "heuristic,random,random",
            "--workers",
            workers,
            "--chunk-size",
            chunk,
            "--out",
            str(files[-1]),
            "--no-progress",
        )
        assert done.returncode == 0, done.stderr
    assert files[0].read_text() == files[1].read_text()


def test_json_out_reads_back_and_progress_goes_to_stderr(tmp_path):
    out = tmp_path / "results.json"
    done = bandlab(
        "first-band",
        "--games",
        "12",
        "--workers",
        "1",
        "--rotate-seats",
        "--agents",
        "heuristic,random,random",
        "--option",
        "starting_player=0",
        "--out",
        str(out),
    )
    assert done.returncode == 0, done.stderr
    assert "12/12" in done.stderr  # the tqdm bar, kept off stdout
    results = SimulationResults.from_json(out)
    assert len(results) == 12 and results.rotate_seats and results.options["starting_player"] == 0
    assert json.loads(out.read_text())["summary"]["games"] == 12


@pytest.mark.parametrize(
    "args, words",
    [
        (["no-such-game"], "There is no game 'no-such-game'"),
        (["first-band", "--agents", "heuristic,wizard,random"], "There is no bot 'wizard'"),
        (["first-band", "--players", "9"], "is for 3–5 players, not 9"),
        (["first-band", "--games", "0"], "--games: 0 is not from 1 to"),
        (["first-band", "--games", "many"], "'many' is not a whole number"),
        (["first-band", "--agents", "random,random"], "2 bots are named for 3 players"),
        (["first-band", "--out", "results.xlsx"], "--out must name a .csv or .json file"),
        (["first-band", "--option", "tempo"], "--option takes NAME=VALUE"),
        (["first-band", "--option", "starting_player=4"], "starting_player must be a player number"),
        (["first-band", "--scheduler", "tcp://127.0.0.1:9", "--workers", "2"], "--workers is for this machine"),
    ],
)
def test_bad_arguments_give_one_line_and_exit_2(args, words):
    done = bandlab(*args, "--no-progress")
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("bandlab: error: ")
    assert words in done.stderr


def test_runs_on_a_dask_scheduler():
    distributed = pytest.importorskip("distributed", reason="distributed (bandlab[dask]) is not installed")
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=1, processes=False, protocol="tcp://", host="127.0.0.1", dashboard_address=None
    ) as cluster:
        done = bandlab(
            "first-band",
            "--games",
            "10",
            "--agents",
            "heuristic,random,random",
            "--seed",
            "4",
            "--scheduler",
            cluster.scheduler_address,
            "--no-progress",
        )
    assert done.returncode == 0, done.stderr
    local = bandlab(
        "first-band",
        "--games",
        "10",
        "--agents",
        "heuristic,random,random",
        "--seed",
        "4",
        "--workers",
        "1",
        "--no-progress",
    )
    assert table(done.stdout) == table(local.stdout)


def table(stdout):
    """The summary without its timing (first line's tail)."""
    lines = stdout.splitlines()
    return [lines[0].split(" (")[0]] + lines[1:]


def test_failed_games_are_listed_and_exit_1(tmp_path, monkeypatch, capsys):
    from bandlab import cli
    from bandlab.analysis import simulate as runner
    from tests.analysis.test_simulate import FailingAgent

    real = runner.simulate

    def with_a_failing_bot(game_id, players, agents, **kwargs):
        return real(game_id, players, ["random", FailingAgent, "random"], **{**kwargs, "workers": 1})

    monkeypatch.setattr(runner, "simulate", with_a_failing_bot)
    out = tmp_path / "r.json"
    assert cli.main(["simulate", "first-band", "--games", "16", "--no-progress", "--out", str(out)]) == 1
    printed = capsys.readouterr().out
    failures = json.loads(out.read_text())["failures"]
    assert failures and f"{len(failures)} games FAILED" in printed
    assert f"game {failures[0]['index']} (seed {failures[0]['seed']}) failed" in printed
    assert failures[0]["record"]["actions"]


def test_the_runner_module_does_not_load_numpy():
    code = "import sys, bandlab.analysis.simulate; print('numpy' in sys.modules, 'tqdm' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "False"]  # worker processes start light
