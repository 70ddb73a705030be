"""The bandlab command narrates, saves, replays and refuses bad input; its help names every bot."""

import json
import subprocess
import sys

import pytest

import bandlab
from bandlab.agents import agent_names


def bandlab_cli(*args):
    return subprocess.run([sys.executable, "-m", "bandlab.cli", *args], capture_output=True, text=True, timeout=120)


def test_cli_plays_narrates_saves_and_replays(tmp_path):
    path = tmp_path / "game.json"
    out = bandlab_cli("play", "first-band", "--players", "4", "--seed", "1", "--save", str(path))
    assert out.returncode == 0, out.stderr
    assert "Round 1 begins" in out.stdout and "Round 2 begins" in out.stdout
    assert "[rule:" in out.stdout and "Scores:" in out.stdout
    record = json.loads(path.read_text())
    state = bandlab.replay(record)
    assert state.is_over
    expected = "Scores: " + ", ".join(f"{state.names[p]} {s}" for p, s in enumerate(state.scores()))
    assert expected in out.stdout
    again = bandlab_cli("replay", str(path))
    assert again.returncode == 0 and expected in again.stdout
    assert again.stdout.count("\n") > 50


def test_cli_lists_games():
    out = bandlab_cli("games")
    assert out.returncode == 0 and "first-band" in out.stdout and "3–5 players" in out.stdout


@pytest.mark.parametrize(
    "args,words",
    [
        (("play", "chess"), "no game 'chess'"),
        (("play", "first-band", "--players", "9"), "3–5 players"),
        (("play", "first-band", "--seed", "x"), "'x' is not a whole number"),
        (("play", "first-band", "--players", "3", "--agents", "random,genius,random"), "no bot 'genius'"),
        (("play", "first-band", "--players", "3", "--agents", "random"), "3 players"),
        (("replay", "/no/such/file.json"), "Cannot read"),
        (("frobnicate",), "invalid choice"),
    ],
)
def test_cli_bad_arguments_give_one_line_and_exit_2(args, words):
    out = bandlab_cli(*args)
    assert out.returncode == 2
    assert words in out.stderr
    assert "Traceback" not in out.stderr and len(out.stderr.strip().splitlines()) == 1


def test_cli_replay_refuses_a_tampered_record(tmp_path):
    path = tmp_path / "game.json"
    assert bandlab_cli("play", "first-band", "--seed", "2", "--save", str(path)).returncode == 0
    record = json.loads(path.read_text())
    record["actions"][3] = "play Keyboard 11"
    path.write_text(json.dumps(record))
    out = bandlab_cli("replay", str(path))
    assert out.returncode == 2 and "Action 4" in out.stderr and "Traceback" not in out.stderr
    path.write_text("{not json")
    out = bandlab_cli("replay", str(path))
    assert out.returncode == 2 and "not a JSON game record" in out.stderr


@pytest.mark.parametrize("command", ["play", "simulate"])
def test_the_agents_help_names_every_bot_every_game_has(command, capsys):
    from bandlab.cli import main

    with pytest.raises(SystemExit):
        main([command, "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    common = set.intersection(*(set(agent_names(game_id)) for game_id in bandlab.GAMES))
    assert common == {"random", "heuristic", "search"}
    for name in common:
        assert name in help_text
