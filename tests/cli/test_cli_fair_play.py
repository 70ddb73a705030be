"""``bandlab play --seat`` and ``bandlab replay --seat`` narrate as one seat sees the table (fair play, issue 20)."""

import json

import bandlab
from bandlab.cli import main
from bandlab.games.cardwords import CardWords


def run(capsys, *args):
    """Run the bandlab command in this process; its exit code and what it printed."""
    code = main(list(args))
    return code, capsys.readouterr()


def test_play_for_a_seat_tells_each_move_without_the_others_hidden_cards(capsys, tmp_path):
    path = tmp_path / "game.json"
    code, out = run(
        capsys,
        "play",
        "scout-and-raise",
        "--players",
        "3",
        "--seed",
        "4",
        "--seat",
        "2",
        "--agents",
        "heuristic,heuristic,heuristic",
        "--save",
        str(path),
    )
    assert code == 0, out.err
    state = bandlab.replay(json.loads(path.read_text()))
    keeps = [line for line in out.out.splitlines() if " chose keep " in line]
    assert keeps and all(
        line.startswith(f"{state.names[1]} chose keep ") or "keep one card and pass the other face down" in line
        for line in keeps
    )
    assert any(line.startswith(f"{state.names[1]} chose keep ") and "face down" not in line for line in keeps)
    words = CardWords.of(state.game)
    replayed = bandlab.replay(json.loads(path.read_text()), upto=0)
    never_seen = replayed.hidden_from(1)
    for action in state.history:
        replayed.apply(action)
        never_seen &= replayed.hidden_from(1)
    assert not words.codes_in(out.out) & never_seen


def test_replay_for_a_seat_and_for_the_teacher(capsys, tmp_path):
    path = tmp_path / "game.json"
    assert run(capsys, "play", "scout-and-raise", "--players", "3", "--seed", "4", "--save", str(path))[0] == 0
    _, teacher = run(capsys, "replay", str(path))
    assert " chose " not in teacher.out  # as before: the events alone
    _, seat = run(capsys, "replay", str(path), "--seat", "1")
    assert "Bob chose keep one card and pass the other face down." in seat.out


def test_a_seat_past_the_last_is_one_line(capsys):
    code, out = run(capsys, "play", "first-band", "--players", "3", "--seat", "4")
    assert code == 2 and "--seat 4 is not a seat of this game: its seats are 1 to 3." in out.err
