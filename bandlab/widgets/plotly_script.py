"""Load plotly's FigureWidget script once per page instead of once per chart.

Since plotly 6 every ``go.FigureWidget`` is an anywidget that carries plotly's whole
widget script (about 5 MB) and has the page compile it again from a fresh blob URL.
A page with six charts compiles it six times, and anywidget gives each chart only
two seconds to start: on a busy machine some charts never appear under Voila.

``share_plotly_script()`` gives FigureWidgets a small module instead: it holds the
same script as a string, compiles it on the first chart of the page and hands the
same module to every later chart.  It changes nothing when plotly's script is not
where this plotly keeps it (a plotly that already shares it, or a newer layout).
"""

import hashlib
import json

import plotly.graph_objects as go

MARK = "bandlab-shared-plotly-script"


def shared_module(script):
    """A module that compiles ``script`` once per page (keyed by its hash) and re-exports it."""
    key = "__bandlab_plotly_" + hashlib.sha256(script.encode()).hexdigest()[:16]
    return (
        f"// {MARK}\n"
        f"const source = {json.dumps(script)};\n"
        f"const loading = (globalThis[{json.dumps(key)}] ??= import(\n"
        f"  URL.createObjectURL(new Blob([source], {{type: 'text/javascript'}}))));\n"
        "const module = await loading;\n"
        "export default module.default;\n"
    )


def share_plotly_script(widget_class=go.FigureWidget):
    """Give ``widget_class`` the shared module; True if it has it now."""
    current = widget_class.__dict__.get("_esm", getattr(widget_class, "_esm", None))
    script = str(current) if current is not None else ""
    if MARK in script:
        return True
    if "export" not in script or len(script) < 100_000:  # not plotly's bundled widget script
        return False
    widget_class._esm = shared_module(script)
    return True
