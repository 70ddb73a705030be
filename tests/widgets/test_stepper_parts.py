"""The stepper in parts: the syncing guard, plugin tooltips on the move buttons, the narration's pure functions."""

import html

import bandlab
from bandlab.widgets import narration
from bandlab.widgets.stepper import GameStepper
from bandlab.widgets.timeline import Timeline


def test_syncing_is_restored_even_when_setting_a_control_fails():
    stepper = GameStepper(game="first-band", players=3, seed=1, charts=False)
    try:
        with stepper.syncing():
            assert stepper._syncing
            raise ValueError("a control refused its value")
    except ValueError:
        pass
    assert not stepper._syncing
    stepper.slider.value = 0
    stepper.forward()
    stepper.slider.value = 0  # a person moving the slider is heard again
    assert stepper.step == 0


class WithTooltip:
    """A game's plugin with an ``action_tooltip`` of the test's own."""

    def __init__(self, plugin, tooltip):
        self.plugin, self.action_tooltip = plugin, tooltip

    def __getattr__(self, name):
        return getattr(self.plugin, name)


def test_move_buttons_use_the_plugins_tooltip_when_it_has_one():
    stepper = GameStepper(game="first-band", players=3, seed=1, seats=(0, 1, 2), charts=False)
    state, plain = stepper.state, [button.tooltip for button in stepper.action_buttons]
    own_tip = getattr(stepper.plugin, "action_tooltip", None) or (lambda state, action: str(action))
    assert plain == [f"{own_tip(state, a)} (at an earlier step: starts a new line)" for a in state.legal_actions()]
    own = stepper.plugin
    stepper.plugin = WithTooltip(own, lambda state, action: f"About {action}")
    stepper.refresh()
    assert all(button.tooltip.startswith("About ") for button in stepper.action_buttons)
    stepper.plugin = WithTooltip(own, lambda state, action: 1 / 0)
    stepper.refresh()
    fallback = f"{state.legal_actions()[0]} (at an earlier step: starts a new line)"  # the move as written
    assert stepper.action_buttons[0].tooltip == fallback and stepper.unexpected_errors


def test_status_says_who_wins_in_the_protocols_words():
    timeline = Timeline(bandlab.GAMES["first-band"].new(3, seed=2))
    timeline.play_on(())
    state = timeline.state
    html = narration.status_html(state, timeline.step, timeline.length)
    phrase = bandlab.core.protocol.winners_phrase(state.names, state.winners())
    assert "Game over" in html and phrase in html


def test_lesson_narration_for_a_seat_hides_a_draft_keep():
    state = bandlab.GAMES["scout-and-raise"].new(3, seed=0)
    before, action = state.clone(), state.legal_actions()[0]
    events = state.apply(action)
    other = (before.current_player + 1) % 3
    assert str(action) not in narration.step_html(before, action, events, other)
    assert str(action) in narration.step_html(before, action, events, before.current_player)
    assert str(action) in narration.step_html(before, action, events, None)


def test_a_rule_two_events_of_one_step_apply_is_quoted_once():
    from bandlab.widgets.narration import events_html

    state = bandlab.GAMES["band-grab"].new(3, seed=4)
    events = list(state.opening_events())
    doubled = events + events
    shown = events_html(doubled)
    for event in events:
        if event.rule:
            assert shown.count(html.escape(event.rule)) == 1
    assert shown.count("Rule: as above.") == sum(1 for e in events if e.rule)
