"""A game page in a preheated Voila kernel (issue 40, a fast first page): Find the move and the main stepper are
built and shown before the page is asked for, without waiting for its link; the page's last cell,
``follow_the_link()``, waits for the request and moves them to the position or puzzle the link names, as if they
had been built from it."""

import json
from pathlib import Path

import pytest
import voila.utils

from bandlab.widgets import page as page_module
from bandlab.widgets import sharing
from bandlab.widgets.puzzle import FindTheMove
from bandlab.widgets.stepper import GameStepper

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
KEYS = ("VOILA_REQUEST_URL", "VOILA_PREHEAT", "QUERY_STRING", "BINDER_LAUNCH_HOST", "BINDER_PERSISTENT_REQUEST")


class Request:
    """Voila's ``get_query_string`` in a preheated kernel: answers once, and only after the page is asked for."""

    def __init__(self, query):
        self.query, self.asked, self.arrived = query, 0, False

    def __call__(self):
        assert self.arrived, "the kernel waited for the request before the page was built"
        self.asked += 1
        assert self.asked == 1, "a second ask would wait for a request that never comes"
        return self.query


@pytest.fixture
def preheated(monkeypatch):
    """A preheated kernel whose page has not been asked for yet; ``request.arrived = True`` asks for it."""
    for key in KEYS:
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setattr(page_module, "_PAGE", None)
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    request = Request("")
    monkeypatch.setattr(voila.utils, "get_query_string", request)
    monkeypatch.setattr(sharing, "_waiting_for_the_link", [])
    sharing.preheated_query.cache_clear()
    yield request
    sharing.preheated_query.cache_clear()


def a_position(game="first-band", players=4, seed=3, moves=5):
    """The query string of a position some moves into a game."""
    stepper = GameStepper(game=game, players=players, seed=seed)
    for _ in range(moves):
        stepper.forward_button.click()
    return stepper.query(), stepper


def test_the_main_stepper_is_built_first_and_moved_to_the_links_position_last(preheated):
    query, shared = a_position()
    preheated.query = query
    stepper = GameStepper.from_environment(game="first-band", players=4, seed=7)
    assert preheated.asked == 0 and stepper.step == 0 and not stepper.location.scroll
    preheated.arrived = True
    sharing.follow_the_link()
    assert preheated.asked == 1
    assert stepper.step == shared.step == 5 and stepper.state.view(0) == shared.state.view(0)
    assert stepper.opened_from_link and stepper.location.scroll, "the page brings the linked stepper into view"
    assert "bandlab-main" in stepper._dom_classes
    sharing.follow_the_link()  # a second call asks nothing more and changes nothing
    assert preheated.asked == 1 and stepper.step == 5


def test_a_page_without_a_link_stays_on_its_own_game(preheated):
    stepper = GameStepper.from_environment(game="band-grab", players=4, seed=7)
    before = stepper.state.view(0)
    preheated.arrived = True
    sharing.follow_the_link()
    assert stepper.step == 0 and stepper.state.view(0) == before and not stepper.location.scroll
    assert stepper.message_text == ""


def test_a_bad_link_leaves_the_fresh_game_and_says_why(preheated):
    preheated.query = "game=first-band&players=4&seed=7&step=zebra"
    stepper = GameStepper.from_environment(game="first-band", players=4, seed=7)
    preheated.arrived = True
    sharing.follow_the_link()
    assert stepper.step == 0 and stepper.game.id == "first-band"
    assert "This link cannot be opened, so here is a new game instead." in stepper.message_text
    assert stepper.unexpected_errors == []


def test_a_link_of_another_game_opens_it_and_says_where_its_page_is(preheated):
    preheated.query = "game=first-band&players=4&seed=7&step=3"
    stepper = GameStepper.from_environment(game="band-grab", players=4, seed=1)
    preheated.arrived = True
    sharing.follow_the_link()
    assert stepper.game.id == "first-band" and stepper.step == 3
    assert "a game of 1st Band, not of Band Grab" in stepper.message_text


def test_find_the_move_is_built_first_and_shows_the_linked_puzzle_last(preheated):
    preheated.query = "puzzle=2"
    finder = FindTheMove.from_environment(game="first-band")
    assert preheated.asked == 0 and finder.index == 0 and not finder.location.scroll
    preheated.arrived = True
    sharing.follow_the_link()
    assert finder.index == 1 and finder.location.scroll


def test_the_linked_puzzle_and_position_both_follow_one_request(preheated):
    query, _ = a_position()
    preheated.query = query + "&puzzle=3"
    finder = FindTheMove.from_environment(game="first-band")
    stepper = GameStepper.from_environment(game="first-band", players=4, seed=7)
    preheated.arrived = True
    sharing.follow_the_link()
    assert preheated.asked == 1 and finder.index == 2 and stepper.step == 5


def test_outside_a_preheated_kernel_widgets_follow_the_link_as_they_are_built(monkeypatch):
    for key in KEYS:
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setattr(page_module, "_PAGE", None)
    monkeypatch.setenv("QUERY_STRING", "puzzle=2")
    assert sharing.link_known()
    assert FindTheMove.from_environment(game="first-band").index == 1
    sharing.follow_the_link()  # nothing waits: the notebook's last cell does nothing here


@pytest.mark.parametrize("notebook", sorted(NOTEBOOKS.glob("*.ipynb")), ids=lambda p: p.name)
def test_a_page_whose_widgets_open_its_link_follows_it_in_its_last_code_cell(notebook):
    cells = [c for c in json.loads(notebook.read_text())["cells"] if c["cell_type"] == "code"]
    sources = ["".join(c["source"]) for c in cells]
    deferred = any("GameStepper.from_environment" in s or "FindTheMove.from_environment" in s for s in sources)
    follows = [i for i, s in enumerate(sources) if "follow_the_link()" in s]
    if deferred:
        assert follows == [len(cells) - 1], f"{notebook.name}: follow_the_link() must be its last code cell"
    else:
        assert follows == [], f"{notebook.name} has no widget waiting for its link"
