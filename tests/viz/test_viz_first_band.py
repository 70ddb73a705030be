"""1st Band's figures on the rulebook's worked examples: ranking cards, tie-break, picks, score areas."""

import plotly.graph_objects as go
import pytest

import bandlab
from bandlab.viz import first_band as viz
from bandlab.viz.cards import card_back, card_face, card_row_html, text_colour_for

GAME = bandlab.load_game("first-band")
ALICE, BOB, CHRIS = 0, 1, 2
EXAMPLE_DEAL = [["V3", "V6", "D8"], ["V/G4", "B1", "G1", "K3", "V2"], ["D6", "B6"]]
AUDITION_1 = ["play V3", "play V/G4", "play D6", "play V6", "play B1"]
PICKS_1 = ["pick V6", "pick V/G4", "pick D6", "pick B1"]
AUDITION_2 = ["play B6", "play D8", "play G1", "play K3", "play V2"]
PICKS_2 = ["pick D8", "pick B6", "pick K3", "pick V2", "pick G1"]


def example(*texts):
    """The rulebook's table (Alice starts) after the given actions."""
    state = GAME.new(3, seed=0, deal=EXAMPLE_DEAL, starting_player=ALICE)
    for text in texts:
        state.apply(GAME.parse_action(state, text))
    return state


def annotation_texts(fig, name=None):
    return [a.text for a in fig.layout.annotations if name is None or a.name == name]


# --- the ranking figure ----------------------------------------------------------


def test_audition_shows_the_band_forming_and_says_it_is_not_full():
    fig = viz.ranking_figure(example(*AUDITION_1[:4]))
    band, picks = fig.data
    assert list(band.x) == ["Vocal", "Guitar", "Drum", "Bass", "Keyboard"]
    # Alice's Vocal 6 replaced Bob's V/G4 as Vocal; V/G4 stays as Guitar; Chris's Drum 6.
    assert list(band.y) == [6, 4, 6, 0, 0]
    assert list(band.text) == ["Vocal 6<br>Alice", "Vocal/Guitar 4<br>Bob", "Drum 6<br>Chris", "empty", "empty"]
    assert list(band.marker.color[:3]) == [
        viz.SEAT_COLOURS["Vocal"],
        viz.SEAT_COLOURS["Guitar"],
        viz.SEAT_COLOURS["Drum"],
    ]
    assert "the band is not full yet" in fig.layout.title.text
    assert list(picks.x) == []


def test_rulebook_ranking_bob_first_and_second_alice_third_chris_fourth():
    fig = viz.ranking_figure(example(*AUDITION_1))
    band = fig.data[0]
    assert list(band.x) == ["1st · Bob", "2nd · Bob", "3rd · Alice", "4th · Chris"]
    assert list(band.y) == [1, 4, 6, 6]
    assert list(band.text) == ["Bass 1<br>Bob", "Vocal/Guitar 4<br>Bob", "Vocal 6<br>Alice", "Drum 6<br>Chris"]
    assert list(band.marker.color) == [viz.SEAT_COLOURS[s] for s in ("Bass", "Vocal", "Vocal", "Drum")]
    # the dual-colour member is outlined in its second colour
    assert band.marker.line.color[1] == viz.SEAT_COLOURS["Guitar"]
    assert list(fig.layout.xaxis.categoryarray) == list(band.x)


def test_rulebook_tie_is_annotated_alice_ahead_of_chris():
    fig = viz.ranking_figure(example(*AUDITION_1))
    ties = [a for a in fig.layout.annotations if a.name == "tie-break"]
    assert len(ties) == 1
    assert ties[0].text == "Alice ahead of Chris on 6: closer to the starting player, clockwise"
    assert ties[0].x == "3rd · Alice" and ties[0].y == 6
    assert any("passes to Chris" in t for t in annotation_texts(fig, "starting"))


def test_no_tie_annotation_without_a_tie():
    fig = viz.ranking_figure(example(*AUDITION_1, *PICKS_1, *AUDITION_2))
    assert list(fig.data[0].y) == [1, 2, 3, 6, 8]
    assert annotation_texts(fig, "tie-break") == []


def test_picks_appear_as_they_happen():
    before = viz.ranking_figure(example(*AUDITION_1))
    picks = before.data[1]
    assert list(picks.x) == ["1st pick · Bob", "2nd pick · Bob", "3rd pick · Alice", "4th pick · Chris"]
    assert list(picks.y) == [0, 0, 0, 0]
    assert list(picks.text) == ["picks next", "to pick", "to pick", "to pick"]
    assert "0 of 4 picks made, Bob picks next" in before.layout.title.text

    middle = viz.ranking_figure(example(*AUDITION_1, *PICKS_1[:2]))
    assert list(middle.data[1].y) == [6, 4, 0, 0]
    assert list(middle.data[1].text) == ["takes Vocal 6", "takes Vocal/Guitar 4", "picks next", "to pick"]
    assert "Alice picks next" in middle.layout.title.text


def test_picks_so_far_reads_the_score_areas():
    state = example(*AUDITION_1, *PICKS_1[:3])
    assert viz.picks_so_far(state) == [(0, BOB, "V6"), (1, BOB, "V/G4"), (2, ALICE, "D6")]
    assert viz.picks_so_far(state.view(CHRIS)) == viz.picks_so_far(state)
    # round 2: Bob's earlier picks stay out of this performance's picks
    state = example(*AUDITION_1, *PICKS_1, *AUDITION_2, *PICKS_2[:2])
    assert viz.picks_so_far(state) == [(0, BOB, "D8"), (1, BOB, "B6")]


def test_after_the_game_the_last_performance_is_shown():
    fig = viz.ranking_figure(example(*AUDITION_1, *PICKS_1, *AUDITION_2, *PICKS_2))
    band, picks = fig.data
    assert list(band.x) == ["1st · Bob", "2nd · Bob", "3rd · Bob", "4th · Chris", "5th · Alice"]
    assert list(band.y) == [1, 2, 3, 6, 8]
    assert list(picks.text) == ["takes Drum 8", "takes Bass 6", "takes Keyboard 3", "takes Vocal 2", "takes Guitar 1"]
    assert "Game over" in fig.layout.title.text and "round 2" in fig.layout.title.text


def test_last_performance_notes_an_incomplete_band_removed_at_the_end():
    state = GAME.new(3, seed=0, deal=[["V3", "G4", "K7"], ["D4"], ["B3"]], starting_player=ALICE)
    for text in ["play V3", "play D4", "play B3", "play G4", "pick B3", "pick V3", "pick D4", "pick G4", "play K7"]:
        state.apply(GAME.parse_action(state, text))
    assert state.is_over
    fig = viz.ranking_figure(state)
    assert "Game over" in fig.layout.title.text and "incomplete band was removed" in fig.layout.title.text
    assert list(fig.data[0].x) == ["1st · Alice", "2nd · Chris", "3rd · Alice", "4th · Bob"]
    assert list(fig.data[0].y) == [3, 3, 4, 4]
    assert annotation_texts(fig, "tie-break") == [
        "Alice ahead of Chris on 3: closer to the starting player, clockwise",
        "Alice ahead of Bob on 4: closer to the starting player, clockwise",
    ]
    assert list(fig.data[1].text) == ["takes Bass 3", "takes Vocal 3", "takes Drum 4", "takes Guitar 4"]

    never = GAME.new(3, seed=0, deal=[["V3"], ["D4"], ["B3"]], starting_player=ALICE)
    for text in ["play V3", "play D4", "play B3"]:
        never.apply(GAME.parse_action(never, text))
    assert never.is_over
    assert "no band was ever full" in viz.ranking_figure(never).layout.title.text


def test_figures_accept_a_view():
    view = example(*AUDITION_1, "pick V6").view(ALICE)
    fig = viz.ranking_figure(view)
    assert list(fig.data[0].y) == [1, 4, 6, 6]
    assert list(fig.data[1].y) == [6, 0, 0, 0]
    assert isinstance(viz.score_figure(view), go.Figure)


def test_figures_accept_a_record_and_escape_names():
    state = GAME.new(3, seed=0, deal=EXAMPLE_DEAL, starting_player=ALICE, names=["Al<i>ce", "Bob", "Chris"])
    for text in AUDITION_1 + PICKS_1 + AUDITION_2 + PICKS_2:
        state.apply(GAME.parse_action(state, text))
    fig = viz.ranking_figure(state.record())
    assert list(fig.data[0].y) == [1, 2, 3, 6, 8]
    assert fig.data[0].x[4] == "5th · Al&lt;i&gt;ce"
    score = viz.score_figure(state.record())
    assert dict(zip(score.data[2].x, score.data[2].y)) == {"Al&lt;i&gt;ce": 7, "Bob": 37, "Chris": 3}


def test_a_random_game_draws_at_every_step():
    import random

    state = GAME.new(4, seed=11)
    rng = random.Random(5)
    while not state.is_over:
        viz.ranking_parts(state)
        viz.score_parts(state)
        state.apply(rng.choice(state.legal_actions()))
    fig = viz.ranking_figure(state)
    assert len(fig.data[0].x) >= 3
    assert fig.layout.title.text.startswith("Game over")


# --- the score figure ------------------------------------------------------------


def test_rulebook_score_bob_27_plus_large_band_10_is_37():
    state = example(*AUDITION_1, *PICKS_1, *AUDITION_2, *PICKS_2)
    assert state.scores()[BOB] == 37
    fig = viz.score_figure(state)
    members, bonuses, totals = fig.data
    bob = [(code, y, base) for x, code, y, base in zip(members.x, members.text, members.y, members.base) if x == "Bob"]
    assert [code for code, _, _ in bob] == ["K3", "V/G4", "B6", "V6", "D8"]  # stacked by value
    assert sum(y for _, y, _ in bob) == 27
    assert [base for _, _, base in bob] == [0, 3, 7, 13, 19]
    assert list(bonuses.x) == ["Bob"] and list(bonuses.y) == [10] and list(bonuses.base) == [27]
    assert bonuses.text[0] == "+10 large band"
    assert dict(zip(totals.x, totals.y)) == {"Alice": 7, "Bob": 37, "Chris": 3}
    assert "37 ★ wins" in totals.text[1] and "★" not in totals.text[0]
    assert fig.layout.title.text == "Final scores: Bob wins with 37"
    assert list(fig.layout.xaxis.ticktext) == ["Alice", "<b>Bob ★</b>", "Chris"]


def test_score_figure_is_running_before_the_end_and_marks_no_winner():
    fig = viz.score_figure(example(*AUDITION_1, *PICKS_1))
    members, bonuses, totals = fig.data
    assert dict(zip(totals.x, totals.y)) == {"Alice": 6, "Bob": 10, "Chris": 1}
    assert list(bonuses.x) == []
    assert not any("★" in t for t in totals.text)
    assert "running" in fig.layout.title.text


def test_small_band_bonus_is_a_separate_segment():
    # Bob plays the whole band (Chris's Vocal 2 and Alice's Vocal 1 lose to Vocal 6), so picks it all
    state = GAME.new(3, seed=0, deal=[["V1"], ["V6", "G3", "D8", "B6"], ["V2"]], starting_player=BOB)
    for text in [
        "play V6",
        "play V2",
        "play V1",
        "play G3",
        "play D8",
        "play B6",
        "pick G3",
        "pick V6",
        "pick B6",
        "pick D8",
    ]:
        state.apply(GAME.parse_action(state, text))
    assert state.is_over
    fig = viz.score_figure(state)
    assert state.scores()[BOB] == 6 + 3 + 8 + 6 + 5
    assert list(fig.data[1].y) == [5] and fig.data[1].text[0] == "+5 small band"


def test_empty_figures_for_no_game():
    assert viz.ranking_figure(None).layout.title.text == "No game yet"
    assert len(viz.ranking_figure(None).data) == 2
    assert len(viz.score_figure(None).data) == 3


# --- the card drawing helpers ------------------------------------------------------


def test_card_face_draws_label_value_caption_and_both_colours():
    face = card_face("V/G4", 4, ("#D55E00", "#E69F00"), caption="Bob")
    assert face.startswith('<div class="card mathjax_ignore"') and face.endswith("</div>")
    assert ">V/G4<" in face and ">4<" in face and ">Bob<" in face
    assert "#D55E00" in face and "#E69F00" in face
    assert "http" not in face  # nothing fetched
    with pytest.raises(ValueError):
        card_face("X", 1, ())


def test_card_row_html_and_backs():
    row = card_row_html([{"label": "V6", "value": 6, "colours": ("#D55E00",)}, card_back()])
    assert row.count('class="card ') == 2 and "V6" in row
    assert "nothing here" in card_row_html([], empty_text="nothing here")
    assert text_colour_for("#000000") == "#ffffff" and text_colour_for("#ffffff") == "#000000"
