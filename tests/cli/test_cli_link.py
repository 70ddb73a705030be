"""``bandlab link``: the same links as the stepper's Share, and one-line errors with exit code 2."""

import json
import subprocess
import sys
import urllib.parse

import pytest

import bandlab
from bandlab import positions
from bandlab.agents import make_agent
from bandlab.widgets import GameStepper


def bandlab_cli(*args, cwd=None):
    """Run ``python -m bandlab.cli ARGS``; return (exit code, stdout, stderr)."""
    done = subprocess.run(
        [sys.executable, "-m", "bandlab.cli", *args], capture_output=True, text=True, timeout=120, cwd=cwd
    )
    return done.returncode, done.stdout, done.stderr


def test_seed_form_link_is_the_steppers():
    code, out, err = bandlab_cli("link", "first-band", "--players", "4", "--seed", "7", "--step", "23")
    assert (code, err) == (0, "")
    assert out == "http://127.0.0.1:8866/voila/render/first-band.ipynb?game=first-band&players=4&seed=7&step=23\n"
    stepper = GameStepper(game="first-band", players=4, seed=7)
    for _ in range(23):
        stepper.forward_button.click()
    assert stepper.share.value == out.strip()


def test_record_link_is_the_steppers_and_opens_there(tmp_path):
    state = bandlab.load_game("first-band").new(3, seed=4)
    agent = make_agent("random", "first-band", 5)
    while not state.is_over:
        state.apply(agent.choose(state.view(state.current_player), state.legal_actions()))
    path = tmp_path / "game.json"
    path.write_text(json.dumps(state.record()))
    code, out, err = bandlab_cli("link", "--record", str(path), "--step", "12", "--base", "https://x.org/{game}")
    assert (code, err) == (0, "")
    link = out.strip()
    assert link.startswith("https://x.org/first-band?r=") and link.endswith("&step=12")
    stepper = GameStepper(record=state.record(), step=12, base_url="https://x.org/{game}")
    assert stepper.share.value == link
    opened = GameStepper.from_query(link)
    assert opened.message_text == "" and opened.step == 12
    assert opened.state.history == bandlab.replay(state.record(), upto=12).history


def test_a_record_the_bots_played_gets_the_seed_form(tmp_path):
    record = positions.bot_game(bandlab.GAMES["first-band"], 5, 2, 30).record()
    path = tmp_path / "bots.json"
    path.write_text(json.dumps(record))
    code, out, _ = bandlab_cli("link", "--record", str(path))
    assert code == 0 and out.strip().endswith("?game=first-band&players=5&seed=2&step=30")


def test_a_query_is_checked_and_printed_with_another_base():
    code, out, err = bandlab_cli(
        "link", "--query", "http://a/b.ipynb?game=first-band&players=3&seed=1&step=2", "--base", "http://c/{game}.ipynb"
    )
    assert (code, err) == (0, "")
    assert out == "http://c/first-band.ipynb?game=first-band&players=3&seed=1&step=2\n"


def test_link_is_listed_in_the_help():
    code, out, _ = bandlab_cli("link", "--help")
    assert code == 0 and "--record" in out and "--base" in out and "--step" in out


@pytest.mark.parametrize(
    "args, words",
    [
        (["link"], "give exactly one of"),
        (["link", "first-band", "--record", "x.json"], "got a game and --record"),
        (["link", "no-such-game"], "There is no game 'no-such-game'"),
        (["link", "first-band", "--players", "9"], "for 3–5 players, not 9"),
        (["link", "first-band", "--seed", "-3"], "--seed: -3 is not from 0 to 9,007,199,254,740,991"),
        (["link", "first-band", "--step", "-1"], "--step: -1 is not from 0 to 5,000"),
        (["link", "first-band", "--step", "5000"], "past the end"),
        (["link", "first-band", "--players", "four"], "'four' is not a whole number"),
        (["link", "--record", "/no/such/file.json"], "Cannot read the file '/no/such/file.json'"),
        (["link", "--query", "?game=first-band&seed=x"], "seed='x' is not a whole number"),
        (["link", "--query", "?r=abcdef"], "damaged"),
        (["link", "--query", "?foo=1"], "names no bandlab position"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(args, words):
    code, out, err = bandlab_cli(*args)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("bandlab: error: ") and words in err


def test_bad_record_files_exit_2_with_one_line(tmp_path):
    (tmp_path / "text.json").write_text("not json")
    record = positions.bot_game(bandlab.GAMES["first-band"], 3, 1, 5).record()
    (tmp_path / "short.json").write_text(json.dumps(record))
    (tmp_path / "illegal.json").write_text(json.dumps(dict(record, actions=["pick Vocal 1"])))
    for name, args, words in [
        ("text.json", [], "is not a JSON game record"),
        ("short.json", ["--step", "6"], "only 5 steps"),
        ("illegal.json", [], "'pick Vocal 1', is not legal"),
    ]:
        code, out, err = bandlab_cli("link", "--record", str(tmp_path / name), *args)
        assert code == 2 and out == "" and err.count("\n") == 1 and words in err, (name, err)


def binder_urlpath(link, repo="https://mybinder.org/v2/gh/ORG/REPO/HEAD"):
    """The urlpath a permanent Binder link lands on (after checking where it launches)."""
    parts = urllib.parse.urlsplit(link)
    assert f"{parts.scheme}://{parts.netloc}{parts.path}" == repo
    (urlpath,) = urllib.parse.parse_qs(parts.query)["urlpath"]
    return urlpath


def test_binder_links_land_on_the_dashboard_at_the_position(tmp_path):
    code, out, err = bandlab_cli(
        "link", "first-band", "--players", "4", "--seed", "7", "--step", "23", "--binder", "gh/ORG/REPO"
    )
    assert (code, err) == (0, "")
    urlpath = binder_urlpath(out.strip())
    assert urlpath == "voila/render/notebooks/first-band.ipynb?game=first-band&players=4&seed=7&step=23"
    seeded = GameStepper.from_query(urlpath)
    assert (
        seeded.step == 23 and seeded.state.history == positions.bot_game(bandlab.GAMES["first-band"], 4, 7, 23).history
    )

    state = bandlab.load_game("band-grab").new(3, seed=4)
    agent = make_agent("random", "band-grab", 5)
    for _ in range(15):
        state.apply(agent.choose(state.view(state.current_player), state.legal_actions()))
    path = tmp_path / "game.json"
    path.write_text(json.dumps(state.record()))
    code, out, err = bandlab_cli("link", "--record", str(path), "--step", "9", "--binder", "gh/ORG/REPO/v1.2")
    assert (code, err) == (0, "")
    urlpath = binder_urlpath(out.strip(), "https://mybinder.org/v2/gh/ORG/REPO/v1.2")
    assert urlpath.startswith("voila/render/notebooks/band-grab.ipynb?r=") and urlpath.endswith("&step=9")
    recorded = GameStepper.from_query(urlpath)
    assert recorded.message_text == "" and recorded.step == 9
    assert recorded.state.history == bandlab.replay(state.record(), upto=9).history


def test_a_base_with_a_urlpath_keeps_it():
    code, out, err = bandlab_cli(
        "link",
        "first-band",
        "--step",
        "23",
        "--base",
        "https://mybinder.org/v2/gh/ORG/REPO/HEAD?urlpath=voila/render/notebooks/{game}.ipynb",
    )
    assert (code, err) == (0, "")
    assert (
        binder_urlpath(out.strip())
        == "voila/render/notebooks/first-band.ipynb?game=first-band&players=3&seed=0&step=23"
    )


@pytest.mark.parametrize(
    "args, words",
    [
        (["--binder", "gh/ORG"], "--binder wants gh/ORG/REPO"),
        (["--binder", "gh/ORG/REPO/../../x"], "--binder wants"),
        (["--binder", "sourceforge/ORG/REPO"], "--binder wants"),
        (["--binder", "gh/ORG/REPO", "--base", "http://x/{game}"], "not both"),
        (["--binder", "gh/ORG/REPO", "--binder-host", "javascript:alert(1)"], "--binder-host wants"),
    ],
)
def test_bad_binder_arguments_exit_2_with_one_line(args, words):
    code, out, err = bandlab_cli("link", "first-band", "--step", "2", *args)
    assert code == 2 and out == "" and err.count("\n") == 1 and words in err


SITE = "https://ORG.github.io/REPO"


def test_site_links_open_the_same_position_on_the_static_site(tmp_path):
    code, out, err = bandlab_cli(
        "link", "first-band", "--players", "4", "--seed", "7", "--step", "23", "--site", SITE + "/"
    )
    assert (code, err) == (0, "")
    assert out == f"{SITE}/notebooks/index.html?path=first-band.ipynb&game=first-band&players=4&seed=7&step=23\n"
    opened = GameStepper.from_query(out.strip())
    assert (
        opened.step == 23 and opened.state.history == positions.bot_game(bandlab.GAMES["first-band"], 4, 7, 23).history
    )

    state = bandlab.load_game("band-grab").new(3, seed=4)
    agent = make_agent("random", "band-grab", 5)
    for _ in range(15):
        state.apply(agent.choose(state.view(state.current_player), state.legal_actions()))
    path = tmp_path / "game.json"
    path.write_text(json.dumps(state.record()))
    code, out, err = bandlab_cli("link", "--record", str(path), "--step", "9", "--site", SITE)
    assert (code, err) == (0, "")
    link = out.strip()
    assert link.startswith(f"{SITE}/notebooks/index.html?path=band-grab.ipynb&r=") and link.endswith("&step=9")
    recorded = GameStepper.from_query(link)
    assert recorded.message_text == "" and recorded.step == 9
    assert recorded.state.history == bandlab.replay(state.record(), upto=9).history
    code, again, err = bandlab_cli("link", "--query", link, "--site", SITE)
    assert (code, err) == (0, "") and again == out, "a site link read back gives the same site link"


@pytest.mark.parametrize(
    "args, words",
    [
        (["--site", "javascript:alert(1)"], "--site: The site address must be a plain http:// or https:// address"),
        (["--site", "ftp://ORG.github.io/REPO"], "http:// or https://"),
        (["--site", "https://ORG.github.io/REPO/?x=1"], "without ?... or #..."),
        (["--site", "https://ORG.github.io/" + "x" * 2_000], "too long"),
        (["--site", SITE, "--base", "http://x/{game}"], "give --base or --site, not both"),
        (["--site", SITE, "--binder", "gh/ORG/REPO"], "give --binder or --site, not both"),
    ],
)
def test_bad_site_arguments_exit_2_with_one_line(args, words):
    code, out, err = bandlab_cli("link", "first-band", "--step", "2", *args)
    assert code == 2 and out == "" and err.count("\n") == 1 and words in err
