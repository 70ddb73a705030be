"""Links on the static site (JupyterLite): ``{SITE}/notebooks/index.html?path=<page>&<position>``.

The site's plugin sets ``BANDLAB_SITE_PAGE`` (the page's full address) and ``QUERY_STRING`` (its query
without ``path=``) before the first cell runs; the browser reports the same address through ``PageLocation``.
"""

import json
from pathlib import Path

import pytest

import bandlab
from bandlab.agents import make_agent
from bandlab.analysis.puzzles import read_puzzles
from bandlab.cli import main as bandlab_main
from bandlab.widgets import page as page_module
from bandlab.widgets import puzzle as puzzle_module
from bandlab.widgets.page import Page, dashboard_address, site_page
from bandlab.widgets.puzzle import FindTheMove
from bandlab.widgets.stepper import GameStepper

SITE = "https://org.github.io/bandlab"
PAGES = f"{SITE}/notebooks/index.html"
KEYS = (
    "VOILA_REQUEST_URL",
    "VOILA_PREHEAT",
    "QUERY_STRING",
    "SERVER_NAME",
    "SERVER_PORT",
    "SCRIPT_NAME",
    "BINDER_LAUNCH_HOST",
    "BINDER_PERSISTENT_REQUEST",
    "BANDLAB_SITE_PAGE",
)
DATA = Path(__file__).resolve().parent / "data"


@pytest.fixture(autouse=True)
def fresh_page(monkeypatch):
    """Each test is a new kernel: no page address known, no Voila, Binder or site variables."""
    for key in KEYS:
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setattr(page_module, "_PAGE", None)


def on_site(monkeypatch, page, query=""):
    """What the site's plugin does before the first cell: the page's address and its query without path=."""
    monkeypatch.setenv("BANDLAB_SITE_PAGE", f"{PAGES}?path={page}" + (f"&{query}" if query else ""))
    monkeypatch.setenv("QUERY_STRING", query)


def test_the_share_box_on_the_site_gives_the_site_link_of_the_same_page(monkeypatch, capsys):
    query = "game=first-band&players=4&seed=7&step=23"
    on_site(monkeypatch, "first-band.ipynb", query)
    stepper = GameStepper.from_environment(game="first-band")
    assert stepper.step == 23 and stepper.location.scroll
    assert stepper.share.value == f"{PAGES}?path=first-band.ipynb&{query}"
    assert stepper.session_share.layout.display == "none"
    assert bandlab_main(["link", "first-band", "--players", "4", "--seed", "7", "--step", "23", "--site", SITE]) == 0
    assert capsys.readouterr().out.strip() == stepper.share.value, "the stepper and `bandlab link --site` agree"
    stepper.forward_button.click()
    assert stepper.share.value == f"{PAGES}?path=first-band.ipynb&game=first-band&players=4&seed=7&step=24"
    reopened = GameStepper.from_query(stepper.share.value)
    assert reopened.step == 24 and reopened.state.history == stepper.state.history


def test_a_record_position_on_the_site_keeps_path_first(monkeypatch):
    on_site(monkeypatch, "band-grab.ipynb")
    state = bandlab.load_game("band-grab").new(3, seed=4)
    agent = make_agent("random", "band-grab", 5)
    for _ in range(12):
        state.apply(agent.choose(state.view(state.current_player), state.legal_actions()))
    stepper = GameStepper(record=state.record(), step=12)
    share = stepper.share.value
    assert share.startswith(f"{PAGES}?path=band-grab.ipynb&r=") and share.endswith("&step=12")
    assert GameStepper.from_query(share).state.history == state.history


def test_a_link_of_another_game_on_the_site_leads_to_that_games_page(monkeypatch):
    on_site(monkeypatch, "band-grab.ipynb", "game=first-band&players=4&seed=7&step=3")
    stepper = GameStepper.from_environment(game="band-grab", players=4, seed=1)
    assert stepper.game.id == "first-band" and stepper.step == 3
    own_page = f"{PAGES}?path=first-band.ipynb&game=first-band&players=4&seed=7&step=3"
    assert stepper.share.value == own_page
    assert f'href="{own_page.replace("&", "&amp;")}"' in stepper.message.value


def test_a_page_not_named_after_a_game_keeps_its_own_page(monkeypatch):
    on_site(monkeypatch, "index.ipynb")
    stepper = GameStepper(game="first-band", players=4, seed=7)
    assert stepper.share.value == f"{PAGES}?path=index.ipynb&game=first-band&players=4&seed=7&step=0"


def test_a_puzzle_link_on_the_site(monkeypatch):
    monkeypatch.setattr(
        puzzle_module,
        "load_puzzles",
        lambda game: read_puzzles(json.loads((DATA / f"puzzles-{game}.json").read_text()), game),
    )
    on_site(monkeypatch, "first-band.ipynb", "puzzle=2")
    widget = FindTheMove.from_environment(game="first-band")
    assert widget.index == 1 and widget.share.value == f"{PAGES}?path=first-band.ipynb&puzzle=2"
    widget.next.click()
    assert widget.share.value == f"{PAGES}?path=first-band.ipynb&puzzle=3"


def test_the_browsers_report_of_a_site_page_moves_the_links(monkeypatch):
    stepper = GameStepper(game="first-band", players=4, seed=7)
    assert stepper.share.value.startswith("http://127.0.0.1:8866/voila/render/first-band.ipynb?")
    stepper.location.href = f"{SITE}/notebooks/?game=first-band&path=first-band.ipynb&step=0#top"
    assert page_module.current_page().on_site
    assert stepper.share.value == f"{PAGES}?path=first-band.ipynb&game=first-band&players=4&seed=7&step=0"


HOSTILE = [
    "javascript://org.github.io/bandlab/notebooks/index.html?path=first-band.ipynb",
    f"{PAGES}?path=../secret.ipynb",
    f"{PAGES}?path=notebooks/first-band.ipynb",
    f"{PAGES}?path=first-band.html",
    f"{PAGES}?path=first-band.ipynb&path=band-grab.ipynb",
    f"{PAGES}?game=first-band",
    f"{PAGES}?path=%22%3E%3Cscript%3E.ipynb",
    'https://org.github.io/"><script>alert(1)</script>/notebooks/index.html?path=first-band.ipynb',
    "http://[::1/notebooks/index.html?path=first-band.ipynb",
    f"{SITE}/lab/index.html?path=first-band.ipynb",
    f"{PAGES}?path=first-band.ipynb&x={'a' * 2_000}",
    "",
]


@pytest.mark.parametrize("url", HOSTILE)
def test_a_hostile_site_address_is_ignored(monkeypatch, url):
    assert site_page(url) == "" and dashboard_address(url) == ""
    page = Page(environ={"BANDLAB_SITE_PAGE": url})
    assert page.address == "" and not page.on_site
    monkeypatch.setenv("BANDLAB_SITE_PAGE", url)
    stepper = GameStepper(game="first-band", players=4, seed=7)
    default = "http://127.0.0.1:8866/voila/render/first-band.ipynb?game=first-band&players=4&seed=7&step=0"
    assert stepper.share.value == default, "the environment's address is ignored"
    stepper.location.href = url
    assert stepper.share.value == default, "and so is the browser's"


def test_voila_and_binder_pages_are_not_site_pages():
    voila = Page(environ={"VOILA_REQUEST_URL": "http://127.0.0.1:8866/voila/render/first-band.ipynb"})
    assert not voila.on_site
    assert voila.links("game=band-grab&step=1", "band-grab") == (
        "http://127.0.0.1:8866/voila/render/band-grab.ipynb?game=band-grab&step=1",
        "",
    )
    assert site_page("http://localhost:8888/notebooks/first-band.ipynb") == ""
