"""The balance lab page's widget without a browser: Run, charts with interval bars, sentences, card table, Share."""

import html
import re

import pytest

from bandlab.analysis import balance as lab
from bandlab.viz import balance as viz
from bandlab.widgets import balance_lab as page
from bandlab.widgets import page as page_module
from bandlab.widgets.balance_lab import BalanceLab, read_link

KEYS = ("VOILA_REQUEST_URL", "VOILA_PREHEAT", "QUERY_STRING", "BINDER_LAUNCH_HOST", "BINDER_PERSISTENT_REQUEST")
SITE = "https://org.github.io/bandlab"
SMALL = {"games": 40}


@pytest.fixture(autouse=True)
def fresh_page(monkeypatch):
    """Each test is a new kernel: no page address known, no Voila, Binder or site variables."""
    for key in KEYS + ("BANDLAB_SITE_PAGE",):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setattr(page_module, "_PAGE", None)


def table_cards(widget):
    """The card column of the card table, top to bottom."""
    return re.findall(r"<tr class='bandlab-card-row'[^>]*><td[^>]*>([^<]*)</td>", widget.table.value)


def test_run_shows_charts_with_interval_bars_sentences_and_the_card_table():
    widget = BalanceLab(setup=SMALL, workers=1, progress=False)
    assert widget.results is None and widget.rate_chart.chart is None and widget.table.value == ""
    widget.run_button.click()
    results = widget.results
    assert results is not None and results.games == 40 and results.variant == {"target": 6}
    rates, counts = widget.rate_chart.chart.data[0], widget.count_chart.chart.data[0]
    assert list(rates.y)[0] == "win rate, 1st in turn order" and len(rates.x) == len(rates.error_x.array) == 6
    assert "game length (actions)" in counts.y and all(a >= 0 for a in counts.error_x.array)
    actions = results.row("actions")
    at = list(counts.y).index("game length (actions)")
    assert counts.x[at] == actions["difference"] < 0
    assert counts.x[at] + counts.error_x.array[at] == pytest.approx(actions["ci_high"])
    assert "With target 6, games last" in widget.sentences.value
    assert widget.card_chart.chart is not None and len(widget.card_chart.chart.data[0].y) > 0
    assert widget.card_controls.layout.display is None and len(table_cards(widget)) == len(results.cards["base"])
    assert "paired games in" in widget.status.value


def test_the_card_table_sorts_by_any_column_and_shows_either_side():
    widget = BalanceLab(setup=SMALL, workers=1, progress=False)
    widget.run_button.click()
    widget.sort_box.value, widget.order_box.value = "card", False
    cards = table_cards(widget)
    assert cards == sorted(cards) and len(set(cards)) > 5
    widget.sort_box.value, widget.order_box.value = "games_with", True
    expected = viz.sorted_cards(widget.results.cards["base"], "games_with", True)
    assert table_cards(widget) == [html.escape(r["card"]) for r in expected]
    first = expected[0]["games_with"]
    assert all(r["games_with"] <= first for r in widget.results.cards["base"])
    assert widget.card_chart.chart.layout.title.text.startswith("Strongest cards (base rules)")
    widget.side_box.value = "variant"
    expected = viz.sorted_cards(widget.results.cards["variant"], "games_with", True)
    assert table_cards(widget) == [html.escape(r["card"]) for r in expected]
    assert widget.card_chart.chart.layout.title.text.startswith("Strongest cards (target=6)")


def test_share_link_repeats_the_run(monkeypatch):
    widget = BalanceLab(setup=SMALL, workers=1, progress=False)
    widget.game_box.value = "first-band"
    widget.option_box.value = "complete_bands_only"
    widget.bots_box.value = "heuristic,random,random,random"
    widget.seed_box.value = 7
    widget.run_button.click()
    link = widget.share.value
    assert link.startswith("http://127.0.0.1:8866/voila/render/balance-lab.ipynb?lab=first-band&")
    assert read_link(link) == {
        "game": "first-band",
        "option": "complete_bands_only",
        "value": True,
        "bots": "heuristic,random,random,random",
        "players": 4,
        "games": 40,
        "seed": 7,
    }
    monkeypatch.setenv("QUERY_STRING", link.split("?", 1)[1])
    again = BalanceLab.from_environment(workers=1, progress=False)
    assert again.results is not None, again.status.value
    assert again.results.rows == widget.results.rows and again.results.cards == widget.results.cards
    assert again.share.value == link and again.location.scroll


def test_share_link_on_the_static_site_keeps_path_first(monkeypatch):
    monkeypatch.setenv("BANDLAB_SITE_PAGE", f"{SITE}/notebooks/index.html?path=balance-lab.ipynb")
    widget = BalanceLab(setup=SMALL, workers=1, progress=False)
    assert widget.share.value.startswith(f"{SITE}/notebooks/index.html?path=balance-lab.ipynb&lab=battle-of-the-bands&")


@pytest.mark.parametrize(
    ("query", "words"),
    [
        ("lab=chess&option=x%3D1&bots=random&seats=4&games=40&runseed=1", "no game bandlab plays"),
        ("lab=battle-of-the-bands&option=target%3D99&bots=random&seats=4&games=40&runseed=1", "target cannot be 99"),
        ("lab=battle-of-the-bands&option=target%3D6&bots=%3Cb%3Eevil%3C%2Fb%3E&seats=4&games=40&runseed=1", "bots"),
        (
            "lab=battle-of-the-bands&option=target%3D6&bots=random&seats=9&games=40&runseed=1",
            "seats='9' is not a whole number from 2 to 6",
        ),
        (
            "lab=battle-of-the-bands&option=target%3D6&bots=random&seats=4&games=99999999&runseed=1",
            "games='99999999' is not a whole number from 10 to 20,000",
        ),
        ("lab=battle-of-the-bands&option=target%3D6&bots=random&seats=4&games=40&runseed=-1", "runseed='-1' is not"),
        ("lab=battle-of-the-bands&option=target%3D6", "lacks bots="),
        ("lab=first-band&lab=band-grab", "lab= twice"),
    ],
)
def test_a_bad_link_opens_the_first_setup_says_why_and_runs_nothing(monkeypatch, query, words):
    played = []
    monkeypatch.setattr(lab, "play_pairs", lambda task: played.append(task) or ([], []))
    monkeypatch.setenv("QUERY_STRING", query)
    widget = BalanceLab.from_environment(first=SMALL, workers=1, progress=False)
    assert widget.results is None and played == []
    assert "This link cannot be opened" in widget.status.value and html.escape(words) in widget.status.value
    assert "<b>evil" not in widget.status.value
    assert widget.game_box.value == "battle-of-the-bands" and widget.games_box.value == 40


def test_a_page_link_of_a_game_position_is_not_a_run(monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "game=first-band&players=4&seed=7&step=3")
    widget = BalanceLab.from_environment(first=SMALL, workers=1, progress=False)
    assert widget.results is None and widget.status.value == ""


def test_bad_bots_are_refused_and_nothing_runs(monkeypatch):
    played = []
    monkeypatch.setattr(lab, "play_pairs", lambda task: played.append(task) or ([], []))
    widget = BalanceLab(setup=SMALL, workers=1, progress=False)
    widget.bots_box.value = "heuristic,<i>x</i>"
    widget.run_button.click()
    assert played == [] and widget.results is None and not widget.run_button.disabled
    assert "are not one bot or 4 of" in widget.status.value and "<i>x" not in widget.status.value


def test_each_game_offers_its_own_options_and_values():
    widget = BalanceLab(setup=SMALL, workers=1, progress=False)
    for game_id, variants in lab.VARIANTS.items():
        widget.game_box.value = game_id
        assert list(widget.option_box.options) == list(variants)
        for key in variants:
            widget.option_box.value = key
            values = [v for _, v in widget.value_box.options]
            for value in values:
                assert lab.check_variant(game_id, key, value) == value
    widget.game_box.value = "scout-and-raise"
    assert widget.value_box.value == 0 and widget.players_box.value == 4


def test_chart_and_table_text_is_escaped():
    row = {
        "card": "<b>x</b>",
        "way": "played",
        "games_with": 40,
        "games_without": 40,
        "win_rate_with": 50.0,
        "win_rate_without": 25.0,
        "difference": 25.0,
        "ci_low": 5.0,
        "ci_high": 45.0,
        "ranked": True,
    }
    assert "<b>x" not in viz.card_table_html([row]) and "&lt;b&gt;x&lt;/b&gt;" in viz.card_table_html([row])
    results = lab.BalanceResults("first-band", 4, ("random",), 0, 1, {}, {"target": 1}, [], [], {"base": [row]})
    assert list(viz.card_figure(results).data[0].y) == ["&lt;b&gt;x&lt;/b&gt; (played)"]


def test_the_browser_plays_smaller_runs(monkeypatch):
    monkeypatch.setattr(page, "in_browser", lambda: True)
    widget = BalanceLab(setup={"games": 50_000}, workers=1, progress=False)
    assert widget.games_box.value == widget.games_box.max == page.BROWSER_MAX_GAMES
