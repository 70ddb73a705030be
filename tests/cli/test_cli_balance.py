"""``bandlab balance`` run as a command: the report, the files, refusals in one line before anything runs."""

import csv
import json
import subprocess
import sys
from pathlib import Path

import pytest

from bandlab.analysis import balance as lab
from bandlab.cli import main

ROOT = Path(__file__).resolve().parents[2]


def test_prints_the_measures_and_sentences_and_writes_the_files(tmp_path):
    out = tmp_path / "lab"
    done = subprocess.run(
        [sys.executable, "-m", "bandlab.cli", "balance", "battle-of-the-bands", "--option", "target=5"]
        + ["--games", "60", "--agents", "heuristic", "--workers", "2", "--seed", "4", "--out", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    lines = done.stdout.splitlines()
    assert lines[0].startswith("Battle of the Bands: 60 paired games, 4 players, seed 4")
    assert any("game length (actions)" in line and line.rstrip().endswith("*") for line in lines)
    assert any(line.startswith("With target 5, games last") for line in lines)
    with open(out / "measures.csv", encoding="utf-8") as handle:
        rows = {row["key"]: row for row in csv.DictReader(handle)}
    assert float(rows["actions"]["difference"]) < 0 and rows["actions"]["moved"] == "True"
    assert rows["actions"]["sentence"].startswith("With target 5")
    data = json.loads((out / "balance.json").read_text(encoding="utf-8"))
    assert data["games"] == 60 and data["variant"] == {"target": 5} and data["cards"]["base"]
    with open(out / "cards.csv", encoding="utf-8") as handle:
        cards = list(csv.DictReader(handle))
    assert {c["side"] for c in cards} == {"base", "variant"} and {c["way"] for c in cards} <= set(lab.CARD_WAYS)


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        (["battle-of-the-bands", "--option", "target=99"], "target cannot be 99"),
        (["battle-of-the-bands", "--option", "loud=on"], "has no option 'loud' to try; its options are: target"),
        (["first-band", "--option", "complete_bands_only=maybe"], "complete_bands_only cannot be 'maybe'"),
        (["first-band", "--option", "complete_bands_only"], "KEY=VALUE"),
        (["first-band"], "name the variant with --option"),
        (["first-band", "--option", "complete_bands_only=on", "--games", "0"], "--games: 0 is not from 1"),
        (["first-band", "--option", "complete_bands_only=on", "--games", "ten"], "'ten' is not a whole number"),
        (["first-band", "--option", "complete_bands_only=on", "--players", "8"], "for 3–5 players, not 8"),
        (["first-band", "--option", "complete_bands_only=on", "--agents", "nobody"], "no bot 'nobody'"),
        (["chess", "--option", "x=1"], "chess"),
    ],
)
def test_bad_input_is_one_line_and_nothing_runs(monkeypatch, capsys, arguments, words):
    played = []
    monkeypatch.setattr(lab, "play_pairs", lambda task: played.append(task) or ([], []))
    assert main(["balance", *arguments, "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1, err
    assert played == []


def test_out_must_be_a_folder(monkeypatch, capsys, tmp_path):
    played = []
    monkeypatch.setattr(lab, "play_pairs", lambda task: played.append(task) or ([], []))
    afile = tmp_path / "x.csv"
    afile.write_text("", encoding="utf-8")
    arguments = ["balance", "first-band", "--option", "complete_bands_only=on", "--no-progress"]
    assert main([*arguments, "--out", str(afile)]) == 2
    assert "is a file" in capsys.readouterr().err
    assert main([*arguments, "--out", str(tmp_path / "missing" / "deeper")]) == 2
    assert "there is no folder" in capsys.readouterr().err
    assert played == []


def test_in_process_run_and_its_exit_code(capsys, tmp_path):
    code = main(
        ["balance", "scout-and-raise", "--option", "substitute_value=0", "--games", "8", "--players", "3"]
        + ["--workers", "1", "--no-progress", "--no-cards", "--out", str(tmp_path / "o")]
    )
    out = capsys.readouterr().out
    assert (
        code == 0
        and "Scout & Raise: 8 paired games, 3 players" in out
        and "With substitute value 0" in out.split("\n")[0]
    )
    assert (tmp_path / "o" / "cards.csv").read_text(encoding="utf-8").splitlines() == [
        "side,card,way,games_with,games_without,win_rate_with,win_rate_without,difference,ci_low,ci_high,ranked"
    ]
