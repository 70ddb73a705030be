"""1st Band's stepper plugin without a browser: the board's HTML and the panels updating in place."""

import re
import time
from types import SimpleNamespace

import bandlab
from bandlab.viz.first_band import SEAT_COLOURS
from bandlab.widgets.chart import Chart
from bandlab.widgets.games import first_band as plugin

GAME = bandlab.load_game("first-band")
ALICE, BOB, CHRIS = 0, 1, 2
EXAMPLE_DEAL = [["V3", "V6", "D8"], ["V/G4", "B1", "G1", "K3", "V2"], ["D6", "B6"]]
ACTIONS = [
    "play V3",
    "play V/G4",
    "play D6",
    "play V6",
    "play B1",
    "pick V6",
    "pick V/G4",
    "pick D6",
    "pick B1",
    "play B6",
    "play D8",
    "play G1",
    "play K3",
    "play V2",
    "pick D8",
    "pick B6",
    "pick K3",
    "pick V2",
    "pick G1",
]


def example_states():
    """The rulebook's table at every step of the two-round scenario (snapshots, as the stepper keeps them)."""
    state = GAME.new(3, seed=0, deal=EXAMPLE_DEAL, starting_player=ALICE)
    states = [state.clone()]
    for text in ACTIONS:
        state.apply(GAME.parse_action(state, text))
        states.append(state.clone())
    return states


STATES = example_states()


def card_codes(html):
    """The card codes drawn face up on a board (the label line of each card)."""
    return re.findall(r'class="card-label"[^>]*>([A-Z/0-9]+)</div>', html)


# --- the board -------------------------------------------------------------------


def test_board_shows_every_hand_to_the_teacher():
    html = plugin.board_html(STATES[0], None)
    codes = card_codes(html)
    for hand in EXAMPLE_DEAL:
        for code in hand:
            assert code in codes
    assert "teacher view" in html


def test_board_hides_other_hands_from_a_viewer():
    html = plugin.board_html(STATES[0], ALICE)
    codes = card_codes(html)
    assert sorted(codes) == ["D8", "V3", "V6"]  # only Alice's own hand is face up
    for code in EXAMPLE_DEAL[BOB] + EXAMPLE_DEAL[CHRIS]:
        assert f">{code}<" not in html and f'"{code}"' not in html
    # the others' hands are backs, with a count
    assert "5 cards" in html and "2 cards" in html
    assert html.count('class="card card-back"') == 5 + 2


def test_board_never_draws_a_card_its_viewer_may_not_see():
    import random

    rng = random.Random(2)
    for players, seed in ((3, 1), (4, 5), (5, 9)):
        state = GAME.new(players, seed=seed)
        while True:
            for viewer in range(players):
                drawn = set(card_codes(plugin.board_html(state, viewer)))
                assert not drawn & state.hidden_from(viewer)
                assert len(drawn & set(state.view(viewer)["hand"])) == len(state.view(viewer)["hand"])
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))


def test_board_draws_the_band_seats_in_their_colours_with_who_played():
    html = plugin.board_html(STATES[4], BOB)  # Alice V3, Bob V/G4, Chris D6, Alice V6
    for seat, colour in SEAT_COLOURS.items():
        assert f'data-seat="{seat}"' in html and colour in html
    vocal = html.split('data-seat="Vocal"')[1].split('data-seat="Guitar"')[0]
    assert ">V6<" in vocal and ">Alice<" in vocal
    guitar = html.split('data-seat="Guitar"')[1].split('data-seat="Drum"')[0]
    assert ">V/G4<" in guitar and ">Bob<" in guitar
    assert SEAT_COLOURS["Vocal"] in guitar and SEAT_COLOURS["Guitar"] in guitar  # dual-colour card
    bass = html.split('data-seat="Bass"')[1].split('data-seat="Keyboard"')[0]
    assert "empty" in bass


def test_board_shows_ranking_holders_starting_player_public_area_and_scores():
    html = plugin.board_html(STATES[7], None)  # the band is full; Bob took V6 and V/G4
    assert "Starting Player</span> Chris" in html
    ranks = {int(r): text for r, text in re.findall(r'data-rank="(\d)"(.*?)</div>', html)}
    assert "Bob" in ranks[0] and "took Vocal 6" in ranks[0]
    assert "Bob" in ranks[1] and "took Vocal/Guitar 4" in ranks[1]
    assert "Alice" in ranks[2] and "picks now" in ranks[2]
    assert "Chris" in ranks[3] and "waits to pick" in ranks[3]
    assert "in the public area" in ranks[4]
    public = html.split('class="fb-public ')[1].split('class="fb-players"')[0]
    assert sorted(card_codes(public)) == ["B1", "D6"]
    bob = html.split('data-player="1"')[1].split('data-player="2"')[0]
    assert 'class="fb-score bl-score">10<' in bob


def test_board_at_the_end_names_the_winner_and_bands():
    html = plugin.board_html(STATES[-1], None)
    assert "Bob wins" in html and "★ winner" in html
    bob = html.split('data-player="1"')[1].split('data-player="2"')[0]
    assert 'class="fb-score bl-score">37<' in bob and "1 large band (+10)" in bob


def test_board_html_snapshot_has_seat_names_and_colours():
    html = plugin.board_html(STATES[0], None)
    assert html.startswith("<style>") and '<div class="fb-board bl-board mathjax_ignore">' in html
    assert html.endswith("</div>")
    for seat, colour in SEAT_COLOURS.items():
        assert f">{seat}</span>" in html
        assert f"background:{colour}" in html
    assert "http://" not in html and "https://" not in html
    assert html.count("<div") == html.count("</div>")


# --- the panels --------------------------------------------------------------------


def test_panels_are_figure_widgets_built_from_the_stepper_state():
    panels = plugin.make_panels(SimpleNamespace(state=STATES[5], viewer=None))
    ranking, score = panels
    assert isinstance(ranking, plugin.RankingPanel) and isinstance(score, plugin.ScorePanel)
    assert isinstance(ranking.widget, Chart) and isinstance(score.widget, Chart)
    assert list(ranking.widget.data[0].y) == [1, 4, 6, 6]  # complete at construction
    assert any(a.name == "tie-break" for a in ranking.widget.layout.annotations)


def test_panels_without_a_state_start_empty_and_fill_on_update():
    ranking, score = plugin.make_panels(object())
    assert ranking.widget.layout.annotations[0].text.startswith("No game yet")  # a sentence, no invented game
    assert not ranking.widget.data and not score.widget.data
    ranking.update(STATES[5])
    assert list(ranking.widget.data[0].y) == [1, 4, 6, 6]


def test_panels_update_in_place_through_every_step():
    ranking, score = plugin.make_panels(SimpleNamespace(state=STATES[0]))
    ranking_widget, score_widget = ranking.widget, score.widget
    seen_titles = []
    for state in STATES[1:]:
        revision, updates = ranking.widget.revision, ranking.updates
        ranking.update(state)
        score.update(state)
        assert ranking.widget is ranking_widget and score.widget is score_widget, "the same chart, redrawn in place"
        assert ranking.widget.revision - revision == ranking.updates - updates <= 1, "one redraw per change at most"
        assert len(ranking.widget.data) == 2 and len(score.widget.data) == 3
        # the widget holds exactly what the figure function draws for that state
        fresh = plugin.ranking_figure(state)
        assert list(ranking.widget.data[0].y) == list(fresh.data[0].y)
        assert list(ranking.widget.data[1].text) == list(fresh.data[1].text)
        assert [a.text for a in ranking.widget.layout.annotations] == [a.text for a in fresh.layout.annotations]
        seen_titles.append(ranking.widget.layout.title.text)
    assert any("audition" in t for t in seen_titles) and any("performance" in t for t in seen_titles)
    assert seen_titles[-1].startswith("Game over")
    assert dict(zip(score.widget.data[2].x, score.widget.data[2].y)) == {"Alice": 7, "Bob": 37, "Chris": 3}
    assert score.widget.layout.title.text == "Final scores: Bob wins with 37"
    # stepping back clears what the end added
    ranking.update(STATES[4])
    score.update(STATES[4])
    assert list(ranking.widget.data[0].x) == ["Vocal", "Guitar", "Drum", "Bass", "Keyboard"]
    assert not [a for a in ranking.widget.layout.annotations if a.name == "tie-break"]
    assert list(score.widget.data[1].y) == [] and set(score.widget.data[2].y) == {0}


def test_a_step_that_changes_nothing_shown_sends_no_update():
    ranking, score = plugin.make_panels(SimpleNamespace(state=STATES[0]))
    for state in STATES[1:6]:  # the first audition: no score area changes
        ranking.update(state)
        score.update(state)
    assert ranking.updates == 5 and score.updates == 0
    score.update(STATES[6])  # Bob picks Vocal 6
    assert score.updates == 1 and dict(zip(score.widget.data[2].x, score.widget.data[2].y))["Bob"] == 6
    score.update(STATES[6])
    assert score.updates == 1


def test_a_step_updates_panels_and_board_quickly():
    ranking, score = plugin.make_panels(SimpleNamespace(state=STATES[0]))
    start = time.perf_counter()
    for state in STATES[1:]:
        ranking.update(state)
        score.update(state)
        plugin.board_html(state, None)
    per_step = (time.perf_counter() - start) / (len(STATES) - 1)
    assert per_step < 0.1, f"{per_step * 1000:.1f} ms per step"


def test_the_game_stepper_uses_this_plugin_through_a_whole_game():
    from bandlab.widgets.stepper import GameStepper

    stepper = GameStepper(game="first-band", seed=4)
    ranking, score = stepper.panels
    assert isinstance(ranking, plugin.RankingPanel) and isinstance(score, plugin.ScorePanel)
    assert 'class="fb-board bl-board mathjax_ignore"' in stepper.board.value
    widget = ranking.widget
    for _ in range(200):
        if stepper.state.is_over:
            break
        stepper.forward_button.click()
    assert stepper.state.is_over and stepper.unexpected_errors == []
    assert ranking.widget is widget and ranking.widget.layout.title.text.startswith("Game over")
    winners = " and ".join(stepper.state.names[p] for p in stepper.state.winners())
    assert winners in score.widget.layout.title.text
    stepper.view_as.value = 1
    assert stepper.unexpected_errors == [] and "as Bob sees it" in stepper.board.value
