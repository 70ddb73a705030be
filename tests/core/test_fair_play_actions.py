"""Fair play (issue 20): an action names no card hidden from a seat that did not make it.

Over bots' games of every game, for every step and every seat other than the mover: the cards the
action's full text names that the seat sees neither before nor after the step must not appear in
``action_text(action, seat)``.  A game whose moves name hidden cards and that forgets to override
``public_action_text`` fails here (the last test shows it would).
"""

import pytest

import bandlab
from bandlab.core.protocol import State
from bandlab.games.cardwords import CardWords, step_secrets
from bandlab.positions import bot_choice

SEEDS = (0, 1)
#: The game's own bot (None) and the random bot, which tries the moves a good bot never makes.
BOTS = (None, "random")


def bots_steps(game, players, seed, bot=None):
    """``(before, action, events, after)`` for every step of a game of ``bot`` (None: the game's own)."""
    state = game.new(players, seed=seed)
    step = 0
    while not state.is_over:
        before = state.clone()
        action = bot_choice(state, step, bot)
        events = state.apply(action)
        step += 1
        yield before, action, events, state


def action_leaks(game, seeds=SEEDS, bots=BOTS):
    """``(hidden cards named, checked)``: the leaks of ``action_text`` found, and how many (step, seat)
    pairs had an action whose full text names a card hidden from the seat (what the test rests on)."""
    words, leaks, checked = CardWords.of(game), [], 0
    for players in range(game.min_players, min(game.max_players, 5) + 1):
        for seed, bot in ((seed, bot) for seed in seeds for bot in bots):
            for before, action, events, after in bots_steps(game, players, seed, bot):
                for seat in range(players):
                    if seat == before.current_player:
                        continue
                    hidden = step_secrets(before, after, events, seat)
                    if not words.codes_in(str(action)) & hidden:
                        continue
                    checked += 1
                    named = words.codes_in(before.action_text(action, seat)) & hidden
                    if named:
                        leaks.append((players, seed, seat, str(action), sorted(named)))
    return leaks, checked


@pytest.mark.parametrize("game_id", list(bandlab.GAMES))
def test_no_action_names_a_card_hidden_from_a_seat_that_did_not_play_it(game_id):
    leaks, _ = action_leaks(bandlab.GAMES[game_id])
    assert not leaks, f"action_text shows other seats hidden cards: {leaks[:5]}"


def test_scout_and_raise_draft_keeps_are_checked_and_hidden():
    game = bandlab.GAMES["scout-and-raise"]
    leaks, checked = action_leaks(game, seeds=(0,))
    assert checked > 20 and not leaks  # every draft keep names the kept card, hidden from the others


def test_a_game_that_forgets_to_opt_in_fails(monkeypatch):
    game = bandlab.GAMES["scout-and-raise"]
    monkeypatch.setattr(game.state_class, "public_action_text", State.public_action_text)
    leaks, _ = action_leaks(game, seeds=(0,))
    assert leaks and all(text.startswith("keep ") for *_, text, _ in leaks)


def test_the_mover_and_the_teacher_read_the_whole_action():
    state = bandlab.GAMES["scout-and-raise"].new(4, seed=3)
    action = state.legal_actions()[0]
    assert state.action_text(action, state.current_player) == str(action) == state.action_text(action)
    other = (state.current_player + 1) % 4
    assert state.action_text(action, other) == "keep one card and pass the other face down"


def test_card_words_split_longest_first():
    battle, first = CardWords.of(bandlab.GAMES["battle-of-the-bands"]), CardWords.of(bandlab.GAMES["first-band"])
    assert battle.split("Bob plays Signed Gig 3.") == ["Signed Gig 3"]
    assert first.codes_in("Alice plays Bass/Drum 2 (B/D2), not D2.") == {"B/D2", "D2"}
    assert first.codes_in("Drum 2") == {"D2"} and first.split("Bass/Drum 2 and Drum 2") == ["Bass/Drum 2", "Drum 2"]
