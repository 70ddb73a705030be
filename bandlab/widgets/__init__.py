"""ipywidgets that step through, play and explore the games.

``GameStepper`` (``bandlab.widgets.stepper``) steps through and plays any game of
``bandlab.GAMES``; each game draws its own board through a plugin module
``bandlab/widgets/games/<pkg>.py`` (see ``bandlab.widgets.games``).  Charts are
``bandlab.widgets.chart.Chart`` widgets (not plotly's FigureWidget: see that module
for why).  Other widgets live in their own modules of this package, imported when used.
"""

__all__ = ["Chart", "GameStepper"]


def __getattr__(name):
    """Import ``GameStepper`` and ``Chart`` on first use."""
    if name == "GameStepper":
        from bandlab.widgets.stepper import GameStepper

        return GameStepper
    if name == "Chart":
        from bandlab.widgets.chart import Chart

        return Chart
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
