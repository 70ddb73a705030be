"""ipywidgets that step through, play and explore the games.

``GameStepper`` (``bandlab.widgets.stepper``) steps through and plays any game of
``bandlab.GAMES``; each game draws its own board through a plugin module
``bandlab/widgets/games/<pkg>.py`` (see ``bandlab.widgets.games``).  Other widgets
live in their own modules of this package.  Nothing is imported until used, so
``import bandlab.widgets`` stays light.
"""

__all__ = ["GameStepper"]


def __getattr__(name):
    """Import ``GameStepper`` on first use."""
    if name == "GameStepper":
        from bandlab.widgets.stepper import GameStepper
        return GameStepper
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
