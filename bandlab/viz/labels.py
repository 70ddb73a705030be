"""Text from outside on a chart: the one helper every figure builder passes names and labels through.

plotly draws a few HTML tags (``<b>``, ``<i>``, ``<br>``, ``<a href=...>``) and entities in
every piece of text it shows: titles, axis labels and ticks, legend names, bar text,
hover labels, annotations.  A player named ``<a href=...>`` would become a link inside
the chart, so every name (and any other text a person or a file chose) goes through
``label`` on its way into a figure.  plotly decodes ``&amp;``, ``&lt;`` and ``&gt;`` back
into the characters, so the name is shown exactly as it was typed.
"""

import html


def label(text):
    """``text`` (any value, as ``str``) safe inside any plotly text: &, < and > become entities.

    Quotes stay as they are: plotly shows ``&quot;`` literally, and its text is never an HTML attribute.
    """
    return html.escape(str(text), quote=False)


def labels(texts):
    """``label`` of each of ``texts``, as a list."""
    return [label(text) for text in texts]
