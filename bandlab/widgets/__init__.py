"""ipywidgets that step through, play and explore the games.

``GameStepper`` (``bandlab.widgets.stepper``) steps through and plays any game of
``bandlab.GAMES``; each game draws its own board through a plugin module
``bandlab/widgets/games/<pkg>.py`` (see ``bandlab.widgets.games``).  Other widgets
live in their own modules of this package, imported when used.  Importing the
package makes plotly FigureWidgets share one copy of plotly's script per page
(``plotly_script``): import it before making charts.
"""

from bandlab.widgets.plotly_script import share_plotly_script

# Every FigureWidget made after this loads plotly's script once per page (see plotly_script).
share_plotly_script()

__all__ = ["GameStepper"]


def __getattr__(name):
    """Import ``GameStepper`` on first use."""
    if name == "GameStepper":
        from bandlab.widgets.stepper import GameStepper
        return GameStepper
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
