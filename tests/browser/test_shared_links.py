"""Shared links, where people open them: every game page opens the position its link names, its Share box
names where the page really is, and inside a Binder pod it gives the permanent Binder link (issue 10).

Prints how long each page takes to show a shared position.
"""

import time
import urllib.parse
from pathlib import Path

import pytest

import bandlab

MAIN = ".bandlab-main"
NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
#: Every page named after a game shows that game (any later game page is tested too).
GAME_PAGES = sorted(p.name for p in NOTEBOOKS.glob("*.ipynb") if p.stem in bandlab.GAMES)
STEP = 9


def position(game_id):
    """A seeded position of ``game_id`` at STEP (four players where the game allows it)."""
    game = bandlab.GAMES[game_id]
    return {"game": game_id, "players": min(max(4, game.min_players), game.max_players), "seed": 7, "step": STEP}


def wait_for_step(page, step, timeout=60):
    """Wait until the main stepper's status says ``Step <step> of``."""
    page.wait_for_function(
        "([root, text]) => { const s = document.querySelector(root + ' .bandlab-status');"
        " return s && s.innerText.startsWith(text); }",
        arg=[MAIN, f"Step {step} of"],
        timeout=timeout * 1000,
    )


def share_value(page, label="Share", ends_with=None, timeout=20):
    """The main stepper's Share (or ``This session``) box, once it ends with ``ends_with`` if given."""
    box = page.locator(f"{MAIN} .widget-text").filter(has_text=label).locator("input").first
    deadline = time.monotonic() + timeout
    while ends_with is not None and not box.input_value().endswith(ends_with) and time.monotonic() < deadline:
        page.wait_for_timeout(50)
    return box.input_value()


def shown(page):
    """What the main stepper shows: its status line and its board."""
    return (page.locator(f"{MAIN} .bandlab-status").inner_text(), page.locator(f"{MAIN} .bandlab-board").inner_html())


def open_position(page, dashboard, url, step):
    """Open ``url`` and wait for the main stepper at ``step``; seconds from navigation."""
    start = time.perf_counter()
    dashboard.open(url, timeout=90)
    wait_for_step(page, step)
    return time.perf_counter() - start


def in_view(page):
    """True when the main stepper's top edge is on screen (the page scrolled to it)."""
    top = page.evaluate(f"document.querySelector('{MAIN}').getBoundingClientRect().top")
    return -50 <= top <= 300


def another_tab(page, page_errors, dashboard):
    """A second tab whose errors are checked like the first one's."""
    tab = page.context.new_page()
    tab.on("pageerror", page_errors.on_pageerror)
    tab.on("console", page_errors.on_console)
    return tab, type(dashboard)(tab, page_errors)


@pytest.mark.parametrize("notebook", GAME_PAGES)
def test_a_shared_position_opens_on_its_game_page_and_shares_itself(
    notebook, notebooks_server, page, dashboard, page_errors
):
    query = position(notebook[: -len(".ipynb")])
    seconds = open_position(page, dashboard, notebooks_server.url(notebook, **query), STEP)
    page.wait_for_function(
        f"() => {{ const r = document.querySelector('{MAIN}').getBoundingClientRect();"
        " return r.top > -50 && r.top < 300; }",
        timeout=10000,
    )
    assert in_view(page), "the page scrolled to the stepper that shows the position"
    before = shown(page)
    link = share_value(page, ends_with=f"step={STEP}")
    assert link == f"{notebooks_server.base_url}/voila/render/{notebook}?{urllib.parse.urlencode(query)}"
    tab, tab_dashboard = another_tab(page, page_errors, dashboard)
    again = open_position(tab, tab_dashboard, link, STEP)
    assert shown(tab) == before, "the shared link opens the same position"
    dashboard.assert_no_errors()
    print(
        f"\n{notebook}: shared position (step {STEP}) shown after {seconds:.1f} s; reopened from its Share "
        f"link after {again:.1f} s"
    )


def test_a_link_of_another_game_opens_that_game_and_links_its_page(notebooks_server, page, dashboard):
    query = position("first-band")
    open_position(page, dashboard, notebooks_server.url("band-grab.ipynb", **query), STEP)
    message = page.locator(f"{MAIN} .bandlab-message")
    assert "a game of 1st Band, not of Band Grab" in message.inner_text()
    assert (
        message.locator("a")
        .get_attribute("href")
        .startswith(f"{notebooks_server.base_url}/voila/render/first-band.ipynb?game=first-band")
    )
    assert share_value(page, ends_with=f"step={STEP}").startswith(
        f"{notebooks_server.base_url}/voila/render/first-band.ipynb?"
    )
    dashboard.assert_no_errors()


@pytest.mark.parametrize("notebook", GAME_PAGES)
def test_inside_a_binder_pod_the_share_box_gives_the_permanent_binder_link(
    notebook, binder_pod, page, dashboard, page_errors
):
    query = position(notebook[: -len(".ipynb")])
    seconds = open_position(page, dashboard, binder_pod.url(notebook, **query), STEP)
    before = shown(page)
    assert page.evaluate("() => window.jupyterapp.widgetManager.bandlabWidgetWait === true"), "bandlab-widget-wait"
    link = share_value(page, ends_with="step%3D" + str(STEP))
    parts = urllib.parse.urlsplit(link)
    assert f"{parts.scheme}://{parts.netloc}{parts.path}" == binder_pod.launch_host + binder_pod.persistent_request
    (urlpath,) = urllib.parse.parse_qs(parts.query)["urlpath"]
    assert urlpath == f"voila/render/notebooks/{notebook}?{urllib.parse.urlencode(query)}"
    session = share_value(page, label="This session")
    assert session == binder_pod.url(notebook, **query), "the pod's own link is shown beside it"
    # What Binder does with the permanent link: launch the same commit, then open urlpath below the pod's root.
    tab, tab_dashboard = another_tab(page, page_errors, dashboard)
    open_position(tab, tab_dashboard, binder_pod.root_url + urlpath, STEP)
    assert shown(tab) == before
    dashboard.assert_no_errors()
    print(f"\n{notebook} in a Binder pod: position shown after {seconds:.1f} s; permanent link {link[:90]}...")
