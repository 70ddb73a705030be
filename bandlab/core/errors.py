"""The errors bandlab raises on bad input. Each says why in plain words."""


class IllegalAction(ValueError):
    """An action the rules do not allow now; the state is left unchanged."""


class RecordError(ValueError):
    """A game record that is malformed, from another game or version, or not legal."""


class SetupError(ValueError):
    """A bad option, player count, seed or card code given to a game."""
