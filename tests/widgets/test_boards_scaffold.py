"""One scaffold for the game panels: one stylesheet instead of inline styles, one base for the chart panels that
follow the game, a panel given no game says so, and the Band Grab Monte Carlo runs off the click handler (the
page answers at once, "working…", and an answer is drawn only for the position it was asked for)."""

import random
import re
import time
from pathlib import Path

import pytest

from bandlab.games import load_game
from bandlab.widgets.chart import Chart
from bandlab.widgets.games import band_grab, battle_of_the_bands, first_band, scout_and_raise, table_and_hands
from bandlab.widgets.games.panels import ChartPanel
from bandlab.widgets.games.style import data_style, stylesheet

GAMES_DIR = Path(band_grab.__file__).parent


def band_grab_position(moves=8, seed=2):
    """A Band Grab game a few random moves in."""
    state = load_game("band-grab").new(3, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    return state


# --- the stylesheet ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("path", sorted(GAMES_DIR.glob("*.py")), ids=lambda p: p.name)
def test_boards_use_the_stylesheet_not_inline_styles(path):
    source = path.read_text(encoding="utf-8")
    if path.name == "style.py":
        return
    inline = [n + 1 for n, line in enumerate(source.splitlines()) if re.search(r"style\s*=\s*['\"{]", line)]
    assert not inline, f"{path.name}: inline style attributes on lines {inline} (use style.py's classes)"
    assert not re.search(r"^(FONT|BOX|HEADING) = ", source, re.M), f"{path.name} copies the style constants"


def test_the_stylesheet_holds_every_class_the_boards_use():
    css = stylesheet()
    used = set()
    for path in GAMES_DIR.glob("*.py"):
        for classes in re.findall(r'class=["\']([^"\'{]+)', path.read_text(encoding="utf-8")):
            used.update(c for c in classes.split() if c.startswith(("bl-", "fb-", "sr-", "botb-", "bg-")))
    styled = set(re.findall(r"\.([a-z][\w-]*)", css))
    # these only name an area for tests and scripts; the rest must have a rule
    names_only = {c for c in used - styled if re.fullmatch(r"(fb|sr|botb|bg)-[\w-]+", c)}
    assert used - styled - names_only == set()
    assert {"bl-board", "bl-box", "bl-heading", "bl-card"} <= styled


def test_data_styles_are_escaped():
    assert (
        data_style(background="#D55E00", border_left_color="#000")
        == ' style="background:#D55E00;border-left-color:#000"'
    )
    assert "&quot;" in data_style(background='"><script>')


# --- one base for the chart panels ------------------------------------------------------------------------


def test_every_chart_panel_follows_the_game_on_one_base():
    panels = [
        first_band.RankingPanel,
        first_band.ScorePanel,
        scout_and_raise.BidPanel,
        battle_of_the_bands.GigOddsPanel,
        band_grab.GenreMeterPanel,
    ]
    assert all(issubclass(panel, ChartPanel) for panel in panels)
    assert all("update" not in vars(panel) for panel in panels), "the base's update, not a copy"


@pytest.mark.parametrize(
    "panel",
    [
        first_band.RankingPanel,
        first_band.ScorePanel,
        scout_and_raise.BidPanel,
        battle_of_the_bands.GigOddsPanel,
        band_grab.GenreMeterPanel,
    ],
)
def test_a_panel_given_no_game_says_so_and_invents_none(panel):
    shown = panel(None)
    assert isinstance(shown.widget, Chart) and not shown.widget.data, "no invented game's data"
    assert shown.widget.layout.annotations[0].text.startswith("No game yet")


def test_the_bid_panel_follows_a_game_once_there_is_one():
    panel = scout_and_raise.BidPanel(None)
    state = load_game("scout-and-raise").new(3, seed=1)
    rng = random.Random(1)
    while state.round < 2:
        state.apply(rng.choice(state.legal_actions()))
    panel.update(state)
    assert panel.updates == 1 and len(panel.widget.data)
    assert not any(a.text.startswith("No game") for a in panel.widget.layout.annotations)
    assert panel.widget.layout.title.text.startswith("Round 1")


# --- the Monte Carlo off the click handler ------------------------------------------------------------------


def test_estimate_answers_at_once_and_draws_the_result_when_done():
    panel = band_grab.GigChancePanel(band_grab_position())
    panel.turns.value, panel.samples.value = 8, 500
    start = time.perf_counter()
    panel.button.click()
    clicked = time.perf_counter() - start
    assert "Working…" in panel.result.value and panel.chance is None and panel.task is not None
    assert panel.wait(120)
    ran = time.perf_counter() - start
    assert clicked < ran / 5, f"the click took {clicked:.2f} s of the estimate's {ran:.2f} s"
    assert panel.chance is not None and panel.chance.samples == 500 and panel.chance.turns == 8
    assert "Gig-ready within 8 turns" in panel.result.value
    assert list(panel.figure.data[2].y) == list(panel.chance.by_turn)


def test_an_estimate_of_a_position_left_behind_is_never_drawn():
    state = band_grab_position()
    panel = band_grab.GigChancePanel(state)
    panel.samples.value = 500
    panel.button.click()
    task = panel.task
    later = state.clone()
    later.apply(later.legal_actions()[0])
    panel.update(later)  # the game moved on while the Monte Carlo ran
    assert task.cancelled() and panel.task is None
    task.wait(120)
    assert panel.chance is None and "press Estimate" in panel.result.value
    panel.update(later)  # the same position again (say, "view as" changed): nothing is cleared
    panel.samples.value = 50
    panel.button.click()
    assert panel.wait(60) and panel.chance is not None and panel.chance.samples == 50


def test_estimate_without_a_game_says_so():
    panel = band_grab.GigChancePanel(None)
    panel.button.click()
    assert panel.task is None and "No game yet" in panel.result.value


# --- what a board draws from -------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", ["first-band", "battle-of-the-bands", "band-grab"])
def test_a_board_draws_from_one_seat_s_view_or_every_hand_for_the_teacher(game_id):
    """``table_and_hands``: from a seat, its own view and hand and no other hand; for the teacher, every hand."""
    state = load_game(game_id).new(3, seed=4)
    rng = random.Random(4)
    for _ in range(5):
        state.apply(rng.choice(state.legal_actions()))
    table, hands = table_and_hands(state, 1)
    assert table == state.view(1) and hands == [None, state.view(1)["hand"], None]
    table, hands = table_and_hands(state, None)
    seats = state.full_view()["seats"]
    assert table == seats[0] and hands == [seat["hand"] for seat in seats] and None not in hands
