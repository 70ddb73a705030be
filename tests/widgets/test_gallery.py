"""FigureGallery: many figures through one Chart, swapped in place."""

import plotly.graph_objects as go
import pytest

from bandlab.widgets.gallery import FigureGallery


def bars(values, title):
    return go.Figure(go.Bar(y=values), layout={"title": {"text": title}})


def test_the_chosen_figure_is_shown_in_the_same_widget():
    built = []

    def heatmap():
        built.append("heatmap")
        return go.Figure(go.Heatmap(z=[[1, 2], [3, 4]]), layout={"title": {"text": "grid"}})

    gallery = FigureGallery({"Bars": bars([1, 2, 3], "bars"), "Grid": heatmap})
    widget = gallery.figure
    assert gallery.selected == "Bars" and widget.data[0].type == "bar" and built == []
    gallery.buttons.value = "Grid"  # a click on the button
    assert gallery.figure is widget and widget.data[0].type == "heatmap" and widget.layout.title.text == "grid"
    gallery.choose("Bars")
    gallery.choose("Grid")
    assert built == ["heatmap"], "a figure is built once"
    assert list(widget.data[0].z[1]) == [3, 4] and len(widget.data) == 1


def test_replace_redraws_the_figure_shown_and_bad_titles_are_refused():
    gallery = FigureGallery({"Bars": bars([1], "one")}, selected="Bars")
    gallery.replace({"Bars": bars([5, 6], "two")})
    assert list(gallery.figure.data[0].y) == [5, 6] and gallery.figure.layout.title.text == "two"
    with pytest.raises(KeyError, match="no figure 'Pie'"):
        gallery.choose("Pie")
    with pytest.raises(ValueError):
        FigureGallery({})
