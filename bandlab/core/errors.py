"""The errors bandlab raises on bad input. Each says why in plain words."""


class IllegalAction(ValueError):
    """An action the rules do not allow now; the state is left unchanged."""


class RecordError(ValueError):
    """A game record that is malformed, from another game or version, or not legal."""


class SetupError(ValueError):
    """A bad option, player count, seed or card code given to a game."""


def shown(value: object, width: int = 60) -> str:
    """``value`` as a short, safe piece of an error message: any input, however large or odd.

    A 5,000-digit number cannot even be printed by Python (ValueError), a 2 MB string would
    drown the message, and a hostile object's ``repr`` may raise: each is cut or named instead.
    """
    if isinstance(value, bool) or value is None:
        return repr(value)
    if isinstance(value, int):
        return repr(value) if -(10**20) < value < 10**20 else f"a {value.bit_length()}-bit number"
    if isinstance(value, (str, float)):
        text = repr(value)
        return text if len(text) <= width else text[: width - 5] + "…'"
    return f"a {type(value).__name__}"
