"""FigureWidgets share one copy of plotly's widget script per page."""

import json

import plotly.graph_objects as go

import bandlab.widgets  # noqa: F401  (importing the package shares the script)
from bandlab.widgets.plotly_script import MARK, share_plotly_script, shared_module


def test_importing_the_widgets_gives_figure_widgets_the_shared_module():
    esm = go.FigureWidget(data=[go.Bar(y=[1, 2])])._esm
    assert esm.startswith(f"// {MARK}") and "globalThis[" in esm and "export default module.default" in esm
    assert len(esm) > 1_000_000, "the module carries plotly's whole script, compiled once per page"
    assert share_plotly_script() is True, "sharing twice changes nothing"
    assert go.FigureWidget()._esm == esm


def test_the_shared_module_keeps_the_script_exactly_and_keys_it_by_content():
    script = "export default {render() {}};\n// é \\ ` ${x} </script>"
    module = shared_module(script)
    source_line = module.splitlines()[1]
    assert json.loads(source_line[len("const source = "):-1]) == script
    assert shared_module(script) == module and shared_module(script + " ") != module


def test_a_class_without_plotlys_script_is_left_alone():
    class Small:
        _esm = "export default {}"
    assert share_plotly_script(Small) is False and Small._esm == "export default {}"
