"""Shared positions the bots play: open a link's seed form, and write a line's link in it when the bots alone reach it.

``bandlab.core.links`` reads and writes links and knows no bots (core is below the bots);
this module, beside ``bandlab.agents``, plays them.  A seed-form link
(``game=first-band&players=4&seed=7&step=23``) names a position that only the default bots'
choices rebuild: each chooses with a fresh agent seeded by ``links.bot_seed(seed, seat,
step)``, so asked again at the same position it chooses the same, on every machine.
The stepper's Share box and ``bandlab link`` both use it.
"""

import bandlab
from bandlab.agents import make_agent
from bandlab.core import links
from bandlab.core.record import check_record, new_state


def bot_choice(state, step, bot=None):
    """The action the bot (default ``links.default_bot``) seated at the current player chooses at ``step``."""
    seat = state.current_player
    name = bot or links.default_bot(state.game)
    agent = make_agent(name, state.game.id, links.bot_seed(state.seed, seat, step))
    return agent.choose(state.view(seat), state.legal_actions())


def bot_game(game, players, seed, steps):
    """A new game with the default bot choosing ``steps`` actions, or LinkError if it ends sooner."""
    state = game.new(players, seed=seed)
    for step in range(steps):
        if state.is_over:
            raise links.LinkError(f"Step {steps} is past the end of this game: it ends after step {step}.")
        state.apply(bot_choice(state, step))
    return state


def open_position(position, games=None):
    """The record and step a Position names, checked by replaying it; LinkError (or SetupError) if bad.

    Returns ``(record, step)``: for the seed form, the record of the bot game up to the step.
    """
    games = bandlab.GAMES if games is None else games
    if position.record is not None:
        return links.open_record_position(position, games)
    game, players, seed, step = links.seed_setup(position, games)
    return bot_game(game, players, seed, step).record(), step


def share_query(record, step, games=None):
    """The query string of ``record`` at ``step``: the seed form if the bots alone reach it, else the record form."""
    game = check_record(record, bandlab.GAMES if games is None else games)
    if links.has_default_setup(game, record["players"], record["options"]) and is_bot_line(game, record, step):
        return links.seed_query(game.id, record["players"], record["seed"], step)
    return links.record_query(record, step)


def is_bot_line(game, record, step):
    """True when the first ``step`` actions of ``record`` are the default bot's own choices."""
    state = new_state(game, record)
    for k, text in enumerate(record["actions"][:step]):
        if str(bot_choice(state, k)) != text:
            return False
        state.apply(game.parse_action(state, text))
    return True
