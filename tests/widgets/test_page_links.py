"""Where a dashboard page is, and the links its steppers share (bandlab.widgets.page)."""

import urllib.parse

import pytest

from bandlab.core import links
from bandlab.widgets import page as page_module
from bandlab.widgets.page import Page, PageLocation, binder_root, dashboard_address, server_address
from bandlab.widgets.stepper import GameStepper

VOILA_KEYS = (
    "VOILA_REQUEST_URL",
    "VOILA_PREHEAT",
    "QUERY_STRING",
    "SERVER_NAME",
    "SERVER_PORT",
    "SCRIPT_NAME",
    "BINDER_LAUNCH_HOST",
    "BINDER_PERSISTENT_REQUEST",
)
POD_PAGE = "/user/someone/voila/render/notebooks/band-grab.ipynb"


@pytest.fixture(autouse=True)
def fresh_page(monkeypatch):
    """Each test is a new kernel: no page address known, no Voila or Binder variables."""
    for key in VOILA_KEYS:
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setattr(page_module, "_PAGE", None)


def in_binder_pod(monkeypatch, query):
    """The variables a kernel gets inside a Binder pod, Voila running as the server's extension."""
    monkeypatch.setenv("BINDER_LAUNCH_HOST", "https://mybinder.org/")
    monkeypatch.setenv("BINDER_PERSISTENT_REQUEST", "v2/gh/ORG/REPO/0123abcd")
    monkeypatch.setenv("VOILA_REQUEST_URL", f"http://hub.mybinder.org{POD_PAGE}?{query}")
    monkeypatch.setenv("SCRIPT_NAME", POD_PAGE)
    monkeypatch.setenv("QUERY_STRING", query)


def test_the_server_says_where_the_page_is():
    assert (
        server_address({"VOILA_REQUEST_URL": "https://h.org:9443/base/voila/render/x.ipynb?a=1#b"})
        == "https://h.org:9443/base/voila/render/x.ipynb"
    )
    assert (
        server_address({"SERVER_NAME": "h.org", "SERVER_PORT": "9000", "SCRIPT_NAME": "/b/voila/render/x.ipynb"})
        == "http://h.org:9000/b/voila/render/x.ipynb"
    )
    assert (
        server_address({"SERVER_NAME": "h.org", "SERVER_PORT": "443", "SCRIPT_NAME": "/voila/render/x.ipynb"})
        == "https://h.org/voila/render/x.ipynb"
    )
    assert server_address({}) == "" and server_address({"VOILA_REQUEST_URL": "javascript:alert(1)"}) == ""
    assert server_address({"VOILA_REQUEST_URL": "http://h.org/" + "x" * 5000}) == "", "absurd addresses are ignored"


def test_a_notebook_opened_in_jupyterlab_shares_its_dashboard():
    assert (
        dashboard_address("https://hub.org/user/a/lab/tree/notebooks/band-grab.ipynb?x")
        == "https://hub.org/user/a/voila/render/notebooks/band-grab.ipynb"
    )
    assert dashboard_address("http://localhost:8888/lab") == ""
    assert dashboard_address("http://h/voila/render/x.ipynb?game=1") == "http://h/voila/render/x.ipynb"


def test_binder_root_needs_both_variables():
    assert (
        binder_root({"BINDER_LAUNCH_HOST": "https://mybinder.org/", "BINDER_PERSISTENT_REQUEST": "v2/gh/ORG/REPO/abc"})
        == "https://mybinder.org/v2/gh/ORG/REPO/abc"
    )
    assert binder_root({"BINDER_LAUNCH_HOST": "https://mybinder.org/"}) == ""


def test_the_share_box_names_the_page_it_is_on(monkeypatch):
    monkeypatch.setenv("VOILA_REQUEST_URL", "https://example.org:8443/app/voila/render/first-band.ipynb")
    stepper = GameStepper.from_environment(game="first-band", players=4, seed=7)
    assert (
        stepper.share.value
        == "https://example.org:8443/app/voila/render/first-band.ipynb?game=first-band&players=4&seed=7&step=0"
    )
    assert stepper.session_share.layout.display == "none" and not stepper.location.scroll


def test_the_browser_report_moves_every_link_of_the_page(monkeypatch):
    monkeypatch.setenv("SERVER_NAME", "127.0.0.1")
    monkeypatch.setenv("SERVER_PORT", "8866")
    monkeypatch.setenv("SCRIPT_NAME", "/voila/render/first-band.ipynb")
    main = GameStepper.from_environment(game="first-band", players=4, seed=7)
    play = GameStepper(game="first-band", players=4, seed=11, seats=(0,))
    assert main.share.value.startswith("http://127.0.0.1:8866/voila/render/first-band.ipynb?")
    main.location.href = (
        "https://proxy.example/x/voila/render/first-band.ipynb?game=first-band#top"  # what the page says
    )
    for stepper in (main, play):
        assert stepper.share.value.startswith("https://proxy.example/x/voila/render/first-band.ipynb?game=first-band&")
    play.forward_button.click()
    assert play.share.value.startswith("https://proxy.example/x/"), "later moves keep the browser's address"


def test_a_link_that_names_a_position_brings_its_stepper_into_view(monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "game=first-band&players=4&seed=7&step=5")
    stepper = GameStepper.from_environment(game="first-band")
    assert stepper.step == 5 and stepper.location.scroll is True
    assert isinstance(stepper.location, PageLocation) and stepper.location in stepper.children


def test_inside_binder_the_share_box_gives_the_permanent_link(monkeypatch):
    query = "game=band-grab&players=3&seed=5&step=6"
    in_binder_pod(monkeypatch, query)
    stepper = GameStepper.from_environment(game="band-grab")
    assert stepper.step == 6
    share = urllib.parse.urlsplit(stepper.share.value)
    assert f"{share.scheme}://{share.netloc}{share.path}" == "https://mybinder.org/v2/gh/ORG/REPO/0123abcd"
    urlpath = urllib.parse.parse_qs(share.query)["urlpath"][0]
    assert urlpath == f"voila/render/notebooks/band-grab.ipynb?{query}"
    assert stepper.session_share.value == f"http://hub.mybinder.org{POD_PAGE}?{query}"
    assert stepper.session_share.layout.display is None, "the pod's own link is shown beside it, labelled"
    reopened = GameStepper.from_query(urlpath)
    assert reopened.step == 6 and reopened.state.view(0) == stepper.state.view(0)


def test_a_link_of_another_game_opens_that_game_and_says_where_its_page_is(monkeypatch):
    monkeypatch.setenv("VOILA_REQUEST_URL", "http://127.0.0.1:8866/voila/render/band-grab.ipynb")
    monkeypatch.setenv("QUERY_STRING", "game=first-band&players=4&seed=7&step=3")
    stepper = GameStepper.from_environment(game="band-grab", players=4, seed=1)
    assert stepper.game.id == "first-band" and stepper.step == 3
    assert "a game of 1st Band, not of Band Grab" in stepper.message_text
    assert 'href="http://127.0.0.1:8866/voila/render/first-band.ipynb?game=first-band' in stepper.message.value
    assert stepper.share.value.startswith("http://127.0.0.1:8866/voila/render/first-band.ipynb?")


def test_an_explicit_base_url_wins_over_the_page(monkeypatch):
    in_binder_pod(monkeypatch, "game=band-grab&players=3&seed=5&step=6")
    stepper = GameStepper(game="first-band", base_url="https://x.org/{game}.ipynb")
    assert stepper.share.value == "https://x.org/first-band.ipynb?game=first-band&players=3&seed=0&step=0"
    assert stepper.links()[1] == ""


def test_page_links_outside_any_page_use_the_default_dashboard_address():
    share, local = Page(environ={}).links("game=first-band&step=1", "first-band")
    assert share == links.make_link("game=first-band&step=1", "first-band") and local == ""


def test_a_preheated_page_asks_voila_for_its_request_once(monkeypatch):
    """Voila hands a preheated kernel's request to its first asker only: Find the move and the stepper share it."""
    import voila.utils

    from bandlab.widgets import sharing

    asked = []

    def get_query_string():
        if asked:
            raise AssertionError("a second ask would wait for a request that never comes")
        asked.append(1)
        return "puzzle=2"

    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.setattr(voila.utils, "get_query_string", get_query_string)
    sharing.preheated_query.cache_clear()
    try:
        assert sharing.page_query() == "puzzle=2" and sharing.page_query() == "puzzle=2" and asked == [1]
    finally:
        sharing.preheated_query.cache_clear()
