"""Fair play (issue 20) on the stepper's page: no seat reads a card hidden from it.

For every game, over bots' games (several seeds and player counts), at every step and for every seat:
the narration of the step and its line in the "since your move" summary name no card that the seat
sees neither before nor after the step (``bandlab.games.cardwords.step_secrets``), the text split into
the game's card names longest first.  The teacher's view still reads every action whole.  The same
for the play section (a person's seat, the bots replying at once) and for the coach's review.
"""

import html
import re

import pytest

import bandlab
from bandlab.games.cardwords import CardWords, step_secrets
from bandlab.widgets import narration
from bandlab.widgets.stepper import GameStepper
from bandlab.widgets.stepper_controls import EVERYONE
from bandlab.widgets.timeline import Timeline

SEEDS = (0, 1)
TAG = re.compile(r"<[^>]+>")


def plain(markup):
    """The text a person reads in some HTML."""
    return " ".join(html.unescape(TAG.sub(" ", markup)).split())


def bots_line(game, players, seed, bot=None):
    """The line of a whole game of ``bot`` (None: the game's own bot) in every seat."""
    timeline = Timeline(game.new(players, seed=seed), bot=bot)
    timeline.play_on(())
    return timeline.line


def player_counts(game):
    """Every player count the game allows, at most five."""
    return range(game.min_players, min(game.max_players, 5) + 1)


def step_leaks(game, line, words):
    """``(leaks, secrets named in the teacher's text)`` over every step and seat of ``line``."""
    leaks, teacher_named = [], 0
    for step in range(1, len(line.actions) + 1):
        before, after, events = line.states[step - 1], line.states[step], line.events[step]
        action = line.actions[step - 1]
        teacher = plain(narration.line_step_html(line, step, None))
        assert f"chose {action} ." in teacher, "the teacher reads every action whole"
        for seat in range(before.players):
            secrets = step_secrets(before, after, events, seat)
            teacher_named += bool(words.codes_in(teacher) & secrets)
            shown = plain(
                narration.line_step_html(line, step, seat) + narration.summary_item_html(before, action, events, seat)
            )
            named = words.codes_in(shown) & secrets
            if named:
                leaks.append((step, seat, sorted(named), shown[:120]))
    return leaks, teacher_named


@pytest.mark.parametrize("game_id", list(bandlab.GAMES))
def test_no_step_shows_a_seat_a_card_hidden_from_it(game_id):
    game = bandlab.GAMES[game_id]
    words = CardWords.of(game)
    for players in player_counts(game):
        for seed, bot in [(seed, None) for seed in SEEDS] + [(SEEDS[0], "random")]:
            leaks, _ = step_leaks(game, bots_line(game, players, seed, bot), words)
            assert not leaks, f"{players} players, seed {seed}, {bot or 'own'} bots: {leaks[:3]}"


def test_the_scout_and_raise_draft_is_checked_and_the_teacher_sees_it():
    game = bandlab.GAMES["scout-and-raise"]
    leaks, teacher_named = step_leaks(game, bots_line(game, 4, 0), CardWords.of(game))
    assert not leaks and teacher_named >= 8  # each draft keep names a card the others may not see


def test_the_issue_example_bob_keeps_a_card_alice_cannot_see():
    stepper = GameStepper(game="scout-and-raise", players=3, seed=0, viewer=0, charts=False)
    while stepper.state.current_player != 1:
        stepper.forward()
    stepper.forward()
    kept = str(stepper.timeline.line.actions[-1])
    assert kept.startswith("keep ") and "Bob (bot) chose" in plain(stepper.narration.value)
    assert kept not in plain(stepper.narration.value)
    assert "keep one card and pass the other face down" in plain(stepper.narration.value)
    stepper.view_as.value = -1  # the teacher's view: every card
    assert kept in plain(stepper.narration.value)


def secrets_between(states, seat):
    """The cards hidden from ``seat`` in every one of ``states``."""
    return set.intersection(*(state.hidden_from(seat) for state in states))


@pytest.mark.parametrize("game_id", list(bandlab.GAMES))
def test_the_play_section_shows_the_person_no_card_hidden_from_them(game_id):
    game = bandlab.GAMES[game_id]
    words = CardWords.of(game)
    for players, seed, seat in ((game.min_players, 0, 0), (game.max_players if game.max_players <= 4 else 4, 1, 1)):
        stepper = GameStepper(
            game=game_id, players=players, seed=seed, seats=(seat,), viewer=seat, bots_reply=True, charts=False
        )
        stepper.run_bots()
        stepper.refresh()
        moves = 0
        while not stepper.state.is_over and moves < 60:
            line, step = stepper.timeline.line, stepper.step
            mine = [k for k in range(step) if line.states[k].current_player == seat]
            since = mine[-1] if mine else 0
            shown = plain(stepper.narration.value + stepper.your_move.value)
            named = words.codes_in(shown) & secrets_between(line.states[since : step + 1], seat)
            assert not named, f"seat {seat} reads hidden {sorted(named)} in: {shown[:300]}"
            assert not stepper.unexpected_errors
            stepper.choose(stepper.state.legal_actions()[moves % len(stepper.state.legal_actions())])
            moves += 1
        assert moves > 0


def test_the_coach_review_names_no_card_hidden_from_the_reviewed_seat():
    game = bandlab.GAMES["scout-and-raise"]
    words = CardWords.of(game)
    stepper = GameStepper(game="scout-and-raise", players=4, seed=2, step=12, viewer=1, charts=False)
    coach = stepper.coach
    coach.background, coach.review_budget = False, 200
    coach.review_seat.value = 1
    coach.start_review()
    line = stepper.timeline.line
    secrets = secrets_between(line.states, 1)
    shown = plain(coach.review_status.value + "".join(item.children[1].value for item in coach.review_list.children))
    assert coach.reviewed, "the review looked at Bob's decisions"
    assert not words.codes_in(shown) & secrets


def test_the_share_box_says_a_link_shows_every_hand():
    stepper = GameStepper(game="scout-and-raise", players=3, seed=0, seats=(0,), viewer=0, charts=False)
    rows = list(stepper.children)
    note = rows[rows.index(stepper.share) + 1]
    assert note is stepper.share_note and "A link shows every hand" in plain(note.value)


def test_a_person_given_a_seat_sees_the_table_through_it_unless_a_viewer_is_named():
    stepper = GameStepper(game="scout-and-raise", players=3, seed=0, seats=(1,), charts=False)
    assert stepper.viewer == 1
    assert stepper.board.value == stepper.plugin.board_html(stepper.state, 1)
    assert stepper.board.value != stepper.plugin.board_html(stepper.state, None), "the other hands are hidden"
    teacher = GameStepper(game="scout-and-raise", players=3, seed=0, seats=(1,), viewer=EVERYONE, charts=False)
    assert teacher.viewer is None
