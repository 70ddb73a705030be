"""The play section's helpers: the "since your last move" summary, move buttons that say what they
will do, the move box's hint in each game's own moves, and You play switching View as."""

import re
from html import unescape

import pytest

import bandlab
from bandlab.widgets.games import battle_of_the_bands as botb
from bandlab.widgets.games import game_plugin
from bandlab.widgets.games import scout_and_raise as sr
from bandlab.widgets.stepper import EVERYONE, GameStepper

SR = bandlab.load_game("scout-and-raise")
BOTB = bandlab.load_game("battle-of-the-bands")
SR_DEAL = {
    "scout": [
        ["R500", "R500", "R700", "R600", "R200", "R400"],
        ["R300", "R300", "R300", "R200", "R400", "R400"],
        ["Y200", "Y200", "Y300", "Y300", "Y300", "Y400"],
        ["Y400", "Y400", "Y500", "Y500", "Y600", "Y700"],
    ],
    "artists": ["Vo/Ky3", "Gt5"],
    "songs": ["S1C", "S1A", "S1D", "S1B"],
}


def played(game, state, *moves):
    """``state`` after ``moves`` (texts)."""
    for move in moves:
        state.apply(game.parse_action(state, move))
    return state


def summary_items(html):
    """The list items of a "since your move" box, as text."""
    return [unescape(re.sub(r"<[^>]+>", "", item)) for item in re.findall(r"<li>(.*?)</li>", html)]


# --- since your last move ------------------------------------------------------------------------


@pytest.fixture
def play():
    stepper = GameStepper(
        game="first-band", players=4, seed=11, seats=(0,), viewer=0, bot="heuristic", bots_reply=True, charts=False
    )
    stepper.play_to_my_turn()
    yield stepper
    assert stepper.unexpected_errors == []


def test_after_my_move_the_summary_tells_each_bot_move_since(play):
    start = play.step
    move = play.state.legal_actions()[0]
    play.action_buttons[0].click()
    assert play.state.current_player == 0 or play.state.is_over
    bot_steps = play.step - start - 1
    assert bot_steps >= 1
    box = play.your_move.value
    assert "bandlab-since" in box and f"Since your move <b>{move}</b>" in box
    items = summary_items(box)
    assert len(items) == bot_steps
    line = play.timeline.line
    for item, step in zip(items, range(start + 2, play.step + 1)):
        assert item.startswith(line.events[step][0].text)  # each bot step told by its first event
    assert "Your move, Alice" in box


def test_before_my_first_move_the_summary_tells_what_the_bots_did():
    stepper = GameStepper(game="first-band", players=4, seed=11, seats=(2,), viewer=2, bots_reply=True, charts=False)
    stepper.play_to_my_turn()
    assert stepper.step >= 1 and stepper.state.current_player == 2  # the bots before Chris have played
    assert "Before your first move" in stepper.your_move.value
    assert len(summary_items(stepper.your_move.value)) == stepper.step


def test_no_summary_when_nobody_plays_a_seat_or_nothing_happened_since():
    bots = GameStepper(game="first-band", players=4, seed=7)
    bots.forward()
    bots.forward()
    assert "bandlab-since" not in bots.your_move.value
    mine = GameStepper(game="first-band", players=4, seed=7, seats=(0, 1, 2, 3), viewer=0)
    assert "bandlab-since" not in mine.your_move.value


def test_the_summary_stays_short_for_moves_with_many_events():
    stepper = GameStepper(
        game="scout-and-raise", players=4, seed=1, seats=(0,), viewer=0, bots_reply=True, charts=False
    )
    stepper.play_to_my_turn()
    long_steps = 0
    for _ in range(40):
        if stepper.state.is_over:
            break
        start = stepper.step
        stepper.action_buttons[0].click()
        items = summary_items(stepper.your_move.value)
        line = stepper.timeline.line
        for item, step in zip(items, range(start + 2, stepper.step + 1)):
            texts = [event.text for event in line.events[step]]
            assert item == " ".join(texts[:2]) + (" …" if len(texts) > 2 else "")  # two events a step at most
            long_steps += len(texts) > 2
    assert long_steps


# --- move buttons that say what they do ------------------------------------------------------------


def test_raise_buttons_show_the_bid_total_after_the_raise():
    state = played(
        SR, SR.new(4, seed=1, lead_player=0, deal=SR_DEAL), "play R500", "play R300", "play Y200", "pay $200 to join"
    )
    assert state.current_player == 3  # Dana: $200 substitute, first in the raise order
    labels = [sr.action_label(state, a) for a in state.legal_actions()]
    assert "raise $300 → bid $500" in labels and "raise $100 → bid $300" in labels
    assert "pass (stay at $200)" in labels
    played(SR, state, "raise $300")
    assert "raise $300 → bid $600" in [sr.action_label(state, a) for a in state.legal_actions()]  # Bob: $300 card


def test_scout_cards_off_the_lead_suit_are_marked():
    state = played(SR, SR.new(4, seed=1, lead_player=0, deal=SR_DEAL), "play R500", "play R300")
    labels = {str(a): sr.action_label(state, a) for a in state.legal_actions()}
    assert labels["play Y200"] == "play Yellow $200 (off suit: out this round)"
    assert labels["pay $200 to join"] == "pay $200 of Raise Money to join"


def test_the_stepper_buttons_use_the_games_labels_and_keep_the_moves():
    stepper = GameStepper(game="scout-and-raise", players=4, seed=1, seats=(3,), viewer=3, charts=False)
    stepper.open_record(
        played(
            SR,
            SR.new(4, seed=1, lead_player=0, deal=SR_DEAL),
            "play R500",
            "play R300",
            "play Y200",
            "pay $200 to join",
        ).record(),
        step=4,
    )
    buttons = {b.description: b for b in stepper.action_buttons}
    assert "raise $300 → bid $500" in buttons
    buttons["raise $300 → bid $500"].click()
    assert str(stepper.timeline.line.actions[4]) == "raise $300"
    assert stepper.unexpected_errors == []


def tisha_scene():
    """The rulebook's Tisha and Danny: Johnny T. with the Guitar, the Asskicker in Tisha's hand."""
    state = BOTB.new(
        2,
        seed=1,
        names=["Tisha", "Danny"],
        dealer=1,
        me=["ME Wind", "ME Percussion"],
        bands=[["Johnny T. + Guitar"], ["Kym + Sax"]],
        deal=[["Asskicker/Poser", "Contract", "Fan Club", "Feedback", "Smash"], ["Fella", "Kazoo"]],
    )
    return state


def test_reputation_buttons_show_the_roll_needed_and_its_exact_chance():
    state = tisha_scene()
    labels = {str(a): botb.action_label(state, a) for a in state.legal_actions()}
    assert (
        labels["try Asskicker on Tisha's Johnny T."] == "try Asskicker on Tisha's Johnny T.: roll 3 or less, 1/2 (50%)"
    )
    assert labels["try Poser on Danny's Kym"] == "try Poser on Danny's Kym: roll 3 or less, 1/2 (50%)"
    assert labels["try Asskicker on Tisha's ME Wind"] == "try Asskicker on Tisha's ME Wind: roll 1 or less, 1/6 (16.7%)"
    tries = [label for text, label in labels.items() if text.startswith("try ")]
    assert tries and all(re.search(r"roll \d or less, \d+/\d+ \(", label) for label in tries)


def test_other_battle_buttons_say_what_they_add():
    state = BOTB.new(
        2,
        seed=1,
        names=["Tisha", "Danny"],
        dealer=1,
        me=["ME Wind", "ME Percussion"],
        bands=[["Johnny T."], []],
        deal=[["Guitar", "Kym", "Signed Gig 1", "Producer", "Sax"], []],
    )
    labels = {str(a): botb.action_label(state, a) for a in state.legal_actions()}
    assert labels["play Guitar on Tisha's Johnny T."] == "play Guitar on Tisha's Johnny T. (+ 2 HP)"  # 1 + string bonus
    assert labels["play Kym"] == "play Kym (+ 1 HP)"
    assert (
        labels["play Sax on Tisha's ME Wind"]
        == "play Sax on Tisha's ME Wind (+ 2 HP, + 1 SP: the ME's own instrument type)"
    )
    assert "another action now" in labels["play Producer"]
    assert re.fullmatch(
        r"gig with Signed Gig 1 \(1 SP; as the bands stand you win \d+/\d+ \(.*%\)\)", labels["gig with Signed Gig 1"]
    )


def test_buttons_of_games_without_labels_are_the_moves_themselves():
    stepper = GameStepper(game="first-band", players=4, seed=7, seats=(0, 1, 2, 3), viewer=0, charts=False)
    assert [b.description for b in stepper.action_buttons] == [str(a) for a in stepper.state.legal_actions()]


def test_every_label_of_a_random_game_is_words_not_python():
    import random

    for game_id in ("scout-and-raise", "battle-of-the-bands", "band-grab"):
        game, plugin, rng = bandlab.load_game(game_id), game_plugin(game_id), random.Random(3)
        state = game.new(game.min_players, seed=3)
        for _ in range(120):
            if state.is_over:
                break
            for action in state.legal_actions():
                label = plugin.action_label(state, action)
                assert label.startswith(str(action).split(" ")[0]) and "[" not in label and "None" not in label
            state.apply(rng.choice(state.legal_actions()))


# --- the move box's hint --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "game_id, word",
    [("first-band", "play "), ("scout-and-raise", "keep "), ("battle-of-the-bands", "play "), ("band-grab", "draw")],
)
def test_the_move_box_hint_is_in_the_games_own_moves(game_id, word):
    game = bandlab.load_game(game_id)
    stepper = GameStepper(game=game_id, players=game.min_players, seed=2, seats=tuple(range(6)), viewer=0, charts=False)
    hint = stepper.move_text.placeholder
    assert hint.startswith("type a move, e.g. ") and word in hint and len(hint) <= 60  # it fits the box
    moves = hint.removeprefix("type a move, e.g. ")
    legal = {str(a) for a in stepper.state.legal_actions()}
    assert any(move.split(" (")[0] in legal for move in moves.split(" or "))


def test_the_scout_and_raise_hint_in_the_raise_phase():
    state = played(
        SR, SR.new(4, seed=1, lead_player=0, deal=SR_DEAL), "play R500", "play R300", "play Y200", "pay $200 to join"
    )
    assert sr.move_hint(state, state.legal_actions()) == "e.g. raise $300, pass or take a debt"


# --- You play switches View as ------------------------------------------------------------------------


def test_picking_a_seat_under_you_play_shows_the_table_through_its_eyes():
    stepper = GameStepper(game="battle-of-the-bands", players=3, seed=11, charts=False)
    assert stepper.view_as.value == EVERYONE
    stepper.seats_select.value = (1,)
    assert stepper.view_as.value == 1 and stepper.viewer == 1
    assert "as Bob sees it" in stepper.board.value
    stepper.seats_select.value = (1, 2)
    assert stepper.view_as.value == 2  # the seat just picked
    stepper.seats_select.value = (2,)
    assert stepper.view_as.value == 2  # dropping a seat leaves the view alone
    stepper.view_as.value = EVERYONE  # the teacher's view can still be chosen by hand
    assert "teacher view" in stepper.board.value
    assert stepper.unexpected_errors == []
