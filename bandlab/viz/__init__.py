"""Plotly figure builders: plain functions from states, records or results to ``go.Figure``.

One module per game (``bandlab/viz/<pkg>.py``) plus shared helpers.  No widgets
here, so the figures serve in scripts, tests and static HTML alike; widgets show
them in ``bandlab.widgets.chart.Chart`` (not plotly's ``go.FigureWidget``: see that module), pouring
new data into a chart in place.  Import the submodule you need: this package
imports none of them, so ``import bandlab.viz`` does not load plotly.
"""
