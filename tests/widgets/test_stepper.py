"""GameStepper without a browser: click its buttons, set its slider, read its HTML."""

import re
import statistics
import time

import pytest

import bandlab
from bandlab import positions
from bandlab.core import links
from bandlab.widgets import GameStepper, sharing
from bandlab.widgets import stepper as stepper_module
from bandlab.widgets.games import Plugin, game_plugin, generic_board_html
from bandlab.widgets.timeline import BOT, YOU

GAME = bandlab.GAMES["first-band"]


def replayed(stepper, step=None):
    """A fresh replay of the stepper's current line up to ``step`` (default: the step shown)."""
    return bandlab.replay(stepper.record(), upto=stepper.step if step is None else step)


def views(state):
    """Every player's view: what the stepper must show exactly."""
    return [state.view(p) for p in range(state.players)]


def assert_shows(stepper, state):
    """The stepper shows ``state``: same views, same history, same board for its viewer."""
    assert views(stepper.state) == views(state)
    assert stepper.state.history == state.history
    assert stepper.board.value == stepper.plugin.board_html(state, stepper.viewer)
    assert stepper.slider.value == stepper.step == len(state.history)


def clicks(button, times):
    for _ in range(times):
        button.click()


@pytest.fixture
def bots_game():
    """A first-band game for 4 players, seed 7, all seats bots."""
    stepper = GameStepper(game="first-band", players=4, seed=7)
    yield stepper
    assert stepper.unexpected_errors == []


# --- stepping -----------------------------------------------------------------------------


def test_opens_on_a_new_game_with_its_setup_narrated(bots_game):
    state = bots_game.state
    assert bots_game.step == 0 and state.players == 4 and state.seed == 7 and bots_game.game is GAME
    assert bots_game.game_select.value == "first-band" and bots_game.players_select.value == 4
    assert bots_game.seed_text.value == "7"
    for event in state.opening_events():
        assert event.text in bots_game.narration.value
        assert event.rule in bots_game.narration.value
    assert bots_game.first_button.disabled and bots_game.back_button.disabled
    assert not bots_game.forward_button.disabled
    assert bots_game.message_text == ""


def test_forward_lets_the_bots_play_the_seeded_game(bots_game):
    clicks(bots_game.forward_button, 23)
    expected = positions.bot_game(GAME, 4, 7, 23)
    assert_shows(bots_game, expected)
    assert "Step <b>23</b> of 23" in bots_game.status.value
    assert bots_game.timeline.line.actors == [BOT] * 23


def test_narration_gives_the_events_of_the_step_with_their_rules(bots_game):
    clicks(bots_game.forward_button, 5)
    before = replayed(bots_game, 4)
    events = before.apply(bots_game.timeline.line.actions[4])
    text = bots_game.narration.value
    assert "Step 5:" in text and str(bots_game.timeline.line.actions[4]) in text
    for event in events:
        assert event.text.replace("'", "&#x27;") in text
        if event.rule:
            assert event.rule.replace("'", "&#x27;") in text


def test_back_forward_first_last_are_exact(bots_game):
    bots_game.last_button.click()
    end = bots_game.step
    assert bots_game.state.is_over and end > 30
    assert bots_game.forward_button.disabled
    for step in range(end - 1, end - 12, -1):
        bots_game.back_button.click()
        assert_shows(bots_game, replayed(bots_game, step))
    bots_game.first_button.click()
    assert_shows(bots_game, GAME.new(4, seed=7))
    clicks(bots_game.forward_button, 3)
    assert_shows(bots_game, replayed(bots_game, 3))
    bots_game.last_button.click()
    assert bots_game.step == end and bots_game.state.is_over
    assert bots_game.record()["actions"] == positions.bot_game(GAME, 4, 7, end).record()["actions"]


def test_the_slider_moves_over_the_steps(bots_game):
    clicks(bots_game.forward_button, 12)
    assert bots_game.slider.max == 12
    bots_game.slider.value = 4
    assert_shows(bots_game, replayed(bots_game, 4))
    bots_game.forward_button.click()  # follows the line, does not ask a bot
    assert bots_game.step == 5 and bots_game.slider.value == 5 and bots_game.slider.max == 12


def test_jump_to_round(bots_game):
    bots_game.round_input.value = 3
    bots_game.round_button.click()  # the bots play on until round 3 begins
    step = bots_game.step
    assert bots_game.state.round == 3 and replayed(bots_game, step - 1).round == 2
    bots_game.first_button.click()
    bots_game.round_button.click()  # now found in the line
    assert bots_game.step == step
    bots_game.round_input.value = 1
    bots_game.round_button.click()
    assert bots_game.step == 0


def test_a_round_the_game_never_reaches_shows_a_message_and_stays(bots_game):
    clicks(bots_game.forward_button, 4)
    bots_game.round_input.value = 40
    bots_game.round_button.click()
    assert "Round 40 is not reached" in bots_game.message_text
    assert bots_game.step == 4


def test_a_step_click_is_quick(bots_game):
    """The kernel's own work for a click (this thread's CPU time: waiting for a core that another process holds,
    as with `make test`'s two workers, does not count): 4 ms median here, and at most 50 ms."""
    times = []
    for button in [bots_game.forward_button] * 30 + [bots_game.back_button] * 30:
        start = time.thread_time()
        button.click()
        times.append(time.thread_time() - start)
    assert statistics.median(times) < 0.05, times


# --- playing --------------------------------------------------------------------------------


def test_the_person_plays_their_seat_and_the_bots_reply():
    stepper = GameStepper(game="first-band", players=3, seed=2)
    me = stepper.state.current_player
    stepper.seats_select.value = (me,)
    stepper.forward_button.click()  # Forward waits for the person at their own seat
    assert stepper.step == 0 and "your move" in stepper.message_text
    assert stepper.forward_button.disabled
    legal = stepper.state.legal_actions()
    assert [b.description for b in stepper.action_buttons] == [str(a) for a in legal]
    stepper.action_buttons[-1].click()
    assert stepper.step == 1 and stepper.state.history == [legal[-1]]
    assert stepper.timeline.actor(1) == YOU and stepper.message_text == ""
    assert "(you) chose" in stepper.narration.value
    stepper.play_button.click()  # the bots reply until it is my turn again
    assert stepper.state.current_player == me or stepper.state.is_over
    assert stepper.step > 1
    for step in range(1, stepper.step):  # each reply is the bot's own, fixed choice
        state = replayed(stepper, step)
        assert state.current_player != me
        assert positions.bot_choice(state, step) == stepper.timeline.line.actions[step]
    assert stepper.unexpected_errors == []


def test_typed_moves_play_and_bad_ones_change_nothing():
    stepper = GameStepper(game="first-band", players=3, seed=2)
    me = stepper.state.current_player
    stepper.seats_select.value = (me,)
    card = stepper.state.view(me)["hand"][0]
    before = views(stepper.state)
    stepper.move_text.value = "play Vocal 99"
    assert "is not a move you can make now" in stepper.message_text
    assert views(stepper.state) == before and stepper.step == 0 and len(stepper.timeline.lines) == 1
    stepper.move_text.value = f"play {card}"  # the card code is an alias
    assert stepper.step == 1 and stepper.message_text == "" and stepper.move_text.value == ""


def test_an_illegal_action_shows_the_games_reason_and_changes_nothing():
    stepper = GameStepper(game="first-band", players=3, seed=2)
    state = stepper.state
    other = (state.current_player + 1) % 3
    from bandlab.games.first_band.rules import PLAY

    foreign = PLAY[state.hands[other][0]]
    assert not stepper.choose(foreign)
    assert "does not hold" in stepper.message_text
    assert stepper.step == 0 and stepper.timeline.length == 0 and stepper.state.history == []
    assert stepper.unexpected_errors == []


def test_nothing_to_play_once_the_game_is_over(bots_game):
    bots_game.last_button.click()
    assert not bots_game.choose("pass")
    assert "over" in bots_game.message_text
    assert bots_game.play_button.disabled and bots_game.move_button.disabled


# --- branching ---------------------------------------------------------------------------


def test_choosing_another_action_at_an_earlier_step_starts_a_new_line(bots_game):
    clicks(bots_game.forward_button, 10)
    first_line = list(bots_game.timeline.line.actions)
    bots_game.slider.value = 5
    seat = bots_game.state.current_player
    bots_game.seats_select.value = (seat,)
    following = first_line[5]
    buttons = bots_game.action_buttons
    assert [b.button_style for b in buttons].count("success") == 1  # the line's own move is marked
    other = next(b for b in buttons if b.description != str(following))
    other.click()
    assert len(bots_game.timeline.lines) == 2 and bots_game.line == 1 and bots_game.step == 6
    assert bots_game.timeline.lines[0].actions == first_line  # the earlier line is kept
    assert bots_game.state.history[:5] == first_line[:5] and str(bots_game.state.history[5]) == other.description
    assert_shows(bots_game, replayed(bots_game))
    assert len(bots_game.lines.options) == 2 and bots_game.lines.value == 1
    assert "at step 6" in bots_game.lines.options[1][0]
    # back to the first line from the dropdown, at the same step
    bots_game.lines.value = 0
    assert bots_game.line == 0 and bots_game.step == 6 and bots_game.state.history == first_line[:6]
    assert_shows(bots_game, replayed(bots_game))
    bots_game.slider.value = 10
    assert bots_game.state.history == first_line


def test_following_the_lines_own_move_is_not_a_branch(bots_game):
    clicks(bots_game.forward_button, 8)
    bots_game.slider.value = 3
    bots_game.seats_select.value = (bots_game.state.current_player,)
    next(b for b in bots_game.action_buttons if b.button_style == "success").click()
    assert len(bots_game.timeline.lines) == 1 and bots_game.step == 4 and bots_game.timeline.length == 8


def test_a_bot_asked_again_chooses_the_same(bots_game):
    clicks(bots_game.forward_button, 9)
    line = list(bots_game.timeline.line.actions)
    for step in range(9):
        bots_game.timeline.go(step)
        assert bots_game.timeline.bot_action() == line[step]
    again = GameStepper(game="first-band", players=4, seed=7)
    clicks(again.forward_button, 9)
    assert again.timeline.line.actions == line


def test_choosing_a_branch_again_returns_to_that_line(bots_game):
    clicks(bots_game.forward_button, 6)
    bots_game.slider.value = 2
    bots_game.seats_select.value = (bots_game.state.current_player,)
    other = next(b for b in bots_game.action_buttons if b.button_style != "success")
    label = other.description
    other.click()
    bots_game.lines.value = 0
    bots_game.slider.value = 2
    next(b for b in bots_game.action_buttons if b.description == label).click()
    assert len(bots_game.timeline.lines) == 2 and bots_game.line == 1


def test_bots_play_on_in_a_new_line(bots_game):
    clicks(bots_game.forward_button, 4)
    bots_game.slider.value = 1
    bots_game.seats_select.value = (bots_game.state.current_player,)
    next(b for b in bots_game.action_buttons if b.button_style != "success").click()
    bots_game.seats_select.value = ()
    bots_game.last_button.click()
    assert bots_game.state.is_over and bots_game.line == 1
    assert_shows(bots_game, replayed(bots_game))


# --- view as -----------------------------------------------------------------------------------


def tokens(markup):
    """The texts between tags and commas of an HTML fragment."""
    return {t.strip() for t in re.split(r"[<>,]", markup) if t.strip()}


def test_view_as_hides_other_hands(bots_game):
    clicks(bots_game.forward_button, 3)
    state = bots_game.state
    assert [label for label, _ in bots_game.view_as.options][0] == "Everyone (teacher)"
    teacher = bots_game.board.value
    bots_game.view_as.value = 1
    assert bots_game.viewer == 1
    assert bots_game.board.value == bots_game.plugin.board_html(state, 1) != teacher
    # the generic board draws exactly view(p): hidden cards are absent, the teacher's shows them all
    hidden = state.hidden_from(1)
    assert hidden and not hidden & tokens(generic_board_html(state, 1))
    own = set(state.view(1)["hand"])
    assert own <= tokens(generic_board_html(state, 1))
    every = {code for p in range(state.players) for code in state.view(p)["hand"]}
    assert every <= tokens(generic_board_html(state, None))


def test_the_viewer_reaches_the_plugin(monkeypatch):
    seen = []

    def board(state, viewer):
        seen.append(viewer)
        return f"<p>board for {viewer}</p>"

    monkeypatch.setattr(stepper_module, "game_plugin", lambda game_id: Plugin(game_id, board, lambda stepper: []))
    stepper = GameStepper(game="first-band", players=3, seed=1, viewer=2)
    assert stepper.board.value == "<p>board for 2</p>"
    stepper.view_as.value = -1
    assert stepper.board.value == "<p>board for None</p>" and seen[-1] is None


# --- plugins -------------------------------------------------------------------------------------


class SpyPanel:
    def __init__(self, stepper):
        import ipywidgets

        self.widget = ipywidgets.Label("spy")
        self.built_at = stepper.state.history[:]
        self.updates = []

    def update(self, state):
        self.updates.append(list(state.history))


def test_panels_are_built_from_the_opening_position_then_updated_on_every_change(monkeypatch):
    panels = []

    def make(stepper):
        panels.append(SpyPanel(stepper))
        return panels[-1:]

    monkeypatch.setattr(
        stepper_module, "game_plugin", lambda game_id: Plugin(game_id, generic_board_html, make, generic=True)
    )
    stepper = GameStepper(game="first-band", players=4, seed=7, step=3)
    panel = panels[0]
    assert panel.built_at == stepper.state.history and len(panel.built_at) == 3
    assert panel.updates == []  # nothing changed before display
    assert panel.widget in stepper.panels_box.children
    stepper.forward_button.click()
    stepper.back_button.click()
    assert [len(h) for h in panel.updates] == [4, 3]


def test_game_plugin_falls_back_to_the_generic_board():
    plugin = game_plugin("no-such-game")
    assert plugin.generic and plugin.board_html is generic_board_html and plugin.make_panels(None) == []
    assert not game_plugin("first-band").generic


@pytest.mark.parametrize("game_id", list(bandlab.GAMES))
def test_every_game_steps_and_shares(game_id):
    game = bandlab.GAMES[game_id]
    stepper = GameStepper(game=game_id, players=game.min_players, seed=5)
    stepper.last_button.click()
    assert stepper.state.is_over
    end = stepper.step
    stepper.slider.value = end // 2
    assert_shows(stepper, replayed(stepper))
    copy = GameStepper.from_query(stepper.share.value)
    assert copy.message_text == "" and copy.step == end // 2
    assert views(copy.state) == views(stepper.state)
    for viewer in [-1] + list(range(game.min_players)):
        stepper.view_as.value = viewer
    assert stepper.unexpected_errors == [] and copy.unexpected_errors == []


# --- bad input in the setup ----------------------------------------------------------------------


def test_a_bad_seed_typed_shows_a_message_and_keeps_the_game(bots_game):
    clicks(bots_game.forward_button, 2)
    bots_game.seed_text.value = "seven"
    bots_game.new_button.click()
    assert "seed must be a whole number" in bots_game.message_text
    assert bots_game.step == 2 and bots_game.state.seed == 7
    bots_game.seed_text.value = "11"
    bots_game.players_select.value = 5
    bots_game.new_button.click()
    assert bots_game.state.seed == 11 and bots_game.state.players == 5 and bots_game.step == 0
    assert bots_game.message_text == ""


def test_choosing_another_game_offers_its_player_counts(bots_game):
    other = next((g for g in bandlab.GAMES if g != "first-band"), None)
    if other is None:
        pytest.skip("only one game is installed")
    game = bandlab.GAMES[other]
    bots_game.game_select.value = other
    assert list(bots_game.players_select.options) == list(range(game.min_players, game.max_players + 1))
    assert bots_game.game is GAME  # nothing changes until "New game"
    bots_game.new_button.click()
    assert bots_game.game is game and bots_game.step == 0


def test_a_bad_record_shows_a_message_and_changes_nothing(bots_game):
    clicks(bots_game.forward_button, 2)
    assert not bots_game.open_record({"format": "bandlab-record"})
    assert "lacks" in bots_game.message_text and bots_game.step == 2
    assert not bots_game.open_record("{not json")
    assert "not a JSON game record" in bots_game.message_text and bots_game.step == 2


def test_a_bad_record_given_to_the_constructor_opens_a_new_game_with_the_message():
    stepper = GameStepper(record={"format": "something else"})
    assert "not a bandlab game record" in stepper.message_text
    assert stepper.game is GAME and stepper.step == 0


def test_opens_on_a_record():
    record = positions.bot_game(GAME, 5, 3, 14).record()
    stepper = GameStepper(record=record)
    assert stepper.step == 0 and stepper.timeline.length == 14
    stepper.last_button.click()  # to the record's end, then the bots go on
    assert stepper.state.history[:14] == bandlab.replay(record).history
    opened = GameStepper(record=record, step=9)
    assert_shows(opened, bandlab.replay(record, upto=9))


def test_a_bad_bot_name_shows_the_choices(bots_game):
    assert not bots_game.set_bot("genius")
    assert "random" in bots_game.message_text and "heuristic" in bots_game.message_text


# --- sharing ---------------------------------------------------------------------------------------


def test_share_link_of_a_bots_game_is_the_seed_form_and_opens_there(bots_game):
    clicks(bots_game.forward_button, 23)
    assert bots_game.share.value == (
        "http://127.0.0.1:8866/voila/render/first-band.ipynb?game=first-band&players=4&seed=7&step=23"
    )
    opened = GameStepper.from_query(bots_game.share.value)
    assert opened.message_text == ""
    assert_shows(opened, bots_game.state)
    assert opened.share.value == bots_game.share.value


def test_share_link_after_a_persons_move_is_the_record_form_and_opens_there():
    stepper = GameStepper(game="first-band", players=4, seed=7)
    clicks(stepper.forward_button, 5)
    stepper.seats_select.value = (stepper.state.current_player,)
    bot_move = stepper.timeline.bot_action()
    choice = next(b for b in stepper.action_buttons if b.description != str(bot_move))
    choice.click()
    stepper.seats_select.value = ()
    clicks(stepper.forward_button, 4)
    stepper.back_button.click()
    query = links.split_query(stepper.share.value)
    assert query.startswith("r=") and query.endswith("&step=9")
    opened = GameStepper.from_query(query)
    assert opened.message_text == ""
    assert_shows(opened, stepper.state)
    assert opened.record() == stepper.record() and opened.timeline.length == 10
    assert opened.share.value == stepper.share.value
    assert positions.share_query(stepper.record(), 9, bandlab.GAMES) == query


def test_a_person_choosing_what_the_bot_would_keeps_the_seed_form():
    stepper = GameStepper(game="first-band", players=4, seed=7)
    clicks(stepper.forward_button, 3)
    stepper.seats_select.value = (stepper.state.current_player,)
    bot_move = stepper.timeline.bot_action()
    next(b for b in stepper.action_buttons if b.description == str(bot_move)).click()
    assert stepper.query() == "game=first-band&players=4&seed=7&step=4"


def test_share_links_of_an_earlier_step_and_of_a_branch(bots_game):
    clicks(bots_game.forward_button, 8)
    bots_game.slider.value = 2
    assert bots_game.query() == "game=first-band&players=4&seed=7&step=2"
    bots_game.seats_select.value = (bots_game.state.current_player,)
    next(b for b in bots_game.action_buttons if b.button_style != "success").click()
    assert bots_game.query().startswith("r=")
    opened = GameStepper.from_query(bots_game.link())
    assert_shows(opened, bots_game.state)


def test_share_uses_the_base_url_given():
    stepper = GameStepper(
        game="band-grab" if "band-grab" in bandlab.GAMES else "first-band",
        base_url="https://example.org/voila/render/{game}.ipynb",
    )
    assert stepper.share.value.startswith(f"https://example.org/voila/render/{stepper.game.id}.ipynb?game=")


def tampered_queries():
    """Damaged links: each must open a fresh default game with a message."""
    record = positions.bot_game(GAME, 4, 7, 6).record()
    token = links.encode_record(dict(record, actions=record["actions"] + ["play Vocal 99"]))
    good = links.encode_record(record)
    flipped = good[:20] + ("A" if good[20] != "A" else "B") + good[21:]
    return [
        ("?game=first-band&players=4&seed=7&step=9999", "past the end"),
        ("?game=no-such-game&players=4&seed=7&step=3", "unknown game"),
        ("?game=first-band&players=12&seed=7&step=3", "players=12 is not allowed"),
        ("?game=first-band&players=4&seed=-7&step=3", "not a whole number"),
        ("?game=first-band&players=4&seed=7&step=three", "not a whole number"),
        ("?game=first-band&game=band-grab", "twice"),
        ("?r=%%%%", "damaged"),
        (f"?r={good[:-6]}&step=2", "damaged"),
        (f"?r={flipped}&step=2", "damaged"),
        (f"?r={token}&step=2", "'play Vocal 99', is not legal"),
        (f"?r={good}&step=99", "only 6 steps"),
        (f"?r={good}&game=first-band", "cannot also give"),
    ]


@pytest.mark.parametrize("query, words", tampered_queries())
def test_a_tampered_link_opens_a_fresh_game_with_a_clear_message(query, words):
    stepper = GameStepper.from_query(query)
    assert words in stepper.message_text and "new game instead" in stepper.message_text
    assert stepper.game is GAME and stepper.step == 0 and stepper.timeline.length == 0
    assert stepper.unexpected_errors == []
    stepper.forward_button.click()  # and the fresh game works
    assert stepper.step == 1 and stepper.message_text == ""


def test_a_link_pasted_in_the_open_box(bots_game):
    clicks(bots_game.forward_button, 3)
    bots_game.open_text.value = "?game=first-band&players=4&seed=7&step=not-a-number"
    bots_game.open_button.click()
    assert "not a whole number" in bots_game.message_text and bots_game.step == 3
    bots_game.open_text.value = "http://anywhere/x.ipynb?game=first-band&players=3&seed=4&step=5"
    bots_game.open_button.click()
    assert bots_game.message_text == "" and bots_game.state.players == 3 and bots_game.step == 5
    assert_shows(bots_game, positions.bot_game(GAME, 3, 4, 5))


def test_an_empty_query_string_is_a_plain_new_game():
    stepper = GameStepper.from_query("", game="first-band", players=5, seed=2)
    assert stepper.message_text == "" and stepper.state.players == 5 and stepper.state.seed == 2


def test_from_environment_reads_voilas_query_string_and_page(monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "game=first-band&players=3&seed=9&step=4")
    monkeypatch.setenv("VOILA_REQUEST_URL", "http://10.0.0.5:9000/voila/render/stepper.ipynb?game=first-band")
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    stepper = GameStepper.from_environment()
    assert stepper.step == 4 and stepper.state.players == 3 and stepper.state.seed == 9
    assert stepper.share.value == (
        "http://10.0.0.5:9000/voila/render/stepper.ipynb?game=first-band&players=3&seed=9&step=4"
    )


def test_from_environment_outside_voila_is_a_new_game(monkeypatch):
    monkeypatch.delenv("QUERY_STRING", raising=False)
    monkeypatch.delenv("VOILA_REQUEST_URL", raising=False)
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    stepper = GameStepper.from_environment(players=4, seed=3)
    assert stepper.step == 0 and stepper.state.seed == 3 and stepper.message_text == ""
    assert stepper.share.value.startswith(links.DEFAULT_BASE.format(game="first-band"))


def test_opens_a_record_file(tmp_path):
    record = positions.bot_game(GAME, 3, 8, 6).record()
    path = tmp_path / "game.json"
    path.write_text(__import__("json").dumps(record))
    for given in (path, str(path)):
        stepper = GameStepper(record=given, step=6)
        assert stepper.message_text == "" and stepper.state.history == bandlab.replay(record).history
    missing = GameStepper(record=str(tmp_path / "nope.json"))
    assert "Cannot read the file" in missing.message_text and missing.step == 0
    huge = tmp_path / "huge.json"
    huge.write_bytes(b"{" + b" " * 3_000_000 + b"}")
    assert "larger than 2,000,000 bytes" in GameStepper(record=huge).message_text, "a file is read within the limit"


def test_even_a_bug_behind_a_link_leaves_a_working_page(monkeypatch):
    def broken(position, games=None):
        raise KeyError("deal")

    monkeypatch.setattr(sharing, "open_position", broken)
    stepper = GameStepper.from_query("?game=first-band&seed=3")
    assert "cannot be opened" in stepper.message_text and "KeyError" in stepper.message_text
    assert len(stepper.unexpected_errors) == 1 and stepper.step == 0
    stepper.forward_button.click()
    assert stepper.step == 1


def test_hidden_charts_are_not_updated_until_shown_again(monkeypatch):
    panels = []

    def make(stepper):
        panels.append(SpyPanel(stepper))
        return panels[-1:]

    monkeypatch.setattr(
        stepper_module, "game_plugin", lambda game_id: Plugin(game_id, generic_board_html, make, generic=True)
    )
    stepper = GameStepper(game="first-band", players=4, seed=7)
    clicks(stepper.forward_button, 2)
    assert len(panels[0].updates) == 2
    stepper.charts_toggle.value = False
    assert stepper.panels_box.layout.display == "none"
    clicks(stepper.forward_button, 3)
    assert len(panels[0].updates) == 2, "hidden panels are not updated"
    stepper.charts_toggle.value = True
    assert panels[0].updates[-1] == stepper.state.history and stepper.panels_box.layout.display is None
    stepper.forward_button.click()
    assert len(panels[0].updates) == 4 and len(panels) == 1


def test_with_bots_replying_at_once_one_click_plays_my_move_and_their_answers():
    stepper = GameStepper(game="first-band", players=4, seed=11, seats=(0,), viewer=0, bots_reply=True)
    stepper.play_button.click()
    assert stepper.state.current_player == 0
    start = stepper.step
    legal = stepper.state.legal_actions()
    stepper.action_buttons[0].click()
    assert stepper.timeline.line.actions[start] == legal[0] and stepper.timeline.actor(start + 1) == YOU
    assert stepper.state.current_player == 0 or stepper.state.is_over
    assert stepper.step > start + 1, "the bots answered"
    narration = stepper.narration.value  # my move and every bot answer are narrated
    assert narration.count("(you) chose") == 1
    assert narration.count("(bot) chose") == stepper.step - start - 1
    stepper.bots_reply_toggle.value = False
    mine = stepper.step
    stepper.action_buttons[0].click()
    assert stepper.step == mine + 1, "without the toggle the bots wait"
    assert stepper.unexpected_errors == []


def test_with_the_charts_off_no_figures_are_built_until_they_are_turned_on():
    stepper = GameStepper(game="first-band", players=4, seed=7, charts=False)
    assert stepper.panels == [] and stepper.panels_box.children == ()
    clicks(stepper.forward_button, 6)
    stepper.charts_toggle.value = True
    assert [type(p).__name__ for p in stepper.panels] == ["RankingPanel", "ScorePanel"]
    fresh = GameStepper(game="first-band", players=4, seed=7, step=6)
    assert stepper.panels[0].widget.data[0].y == fresh.panels[0].widget.data[0].y, "built from the position shown"
    assert stepper.unexpected_errors == []


def test_the_share_link_points_back_to_the_page_under_a_preheated_voila_kernel(monkeypatch):
    for key in ("VOILA_REQUEST_URL", "VOILA_PREHEAT", "QUERY_STRING"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("SERVER_NAME", "127.0.0.1")
    monkeypatch.setenv("SERVER_PORT", "8123")
    monkeypatch.setenv("SCRIPT_NAME", "/voila/render/first-band.ipynb")
    monkeypatch.setenv("QUERY_STRING", "game=first-band&players=4&seed=7&step=3")
    stepper = GameStepper.from_environment()
    assert stepper.step == 3
    assert (
        stepper.share.value
        == "http://127.0.0.1:8123/voila/render/first-band.ipynb?game=first-band&players=4&seed=7&step=3"
    )
    monkeypatch.setenv("VOILA_REQUEST_URL", "http://example.org:80/voila/render/first-band.ipynb?x=1")
    assert GameStepper.from_environment().share.value.startswith(
        "http://example.org:80/voila/render/first-band.ipynb?game="
    )
