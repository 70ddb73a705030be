"""The static site's Python loads modules compiled at build time, not from source (issue 39).

``bandlab site`` byte-compiles the site's wheels with Pyodide under Node.js (bandlab/cli/site_bytecode.py): bandlab
ships each module's source with a ``__pycache__`` .pyc beside it, the other packages a .pyc instead of the source
of each module the page loads as it starts; IPython loads its terminal (and prompt_toolkit) only if ``embed`` is
asked for. Without that step every module below would have been compiled from its .py in the page.
"""

import json
import shutil

from bandlab.cli.chromium import OFFLINE_ARGUMENTS
from bandlab.pages import PAGES

#: The longest a cold page may take to run every cell on a busy 2-core machine.
PAGE_TIMEOUT_MS = 240_000
#: Run in the page's Python: how each module was loaded.
PROBE = """
import importlib.machinery, json, os, sys
import IPython, bandlab.core, ipywidgets, traitlets

def how(name):
    spec = sys.modules[name].__spec__
    cached = spec.cached if isinstance(spec.loader, importlib.machinery.SourceFileLoader) else None
    return {"loader": type(spec.loader).__name__, "origin": spec.origin,
            "cached": bool(cached and os.path.isfile(cached)) and cached}

print(json.dumps({"modules": {n: how(n) for n in ("IPython", "bandlab.core", "ipywidgets", "traitlets")},
                  "prompt_toolkit": "prompt_toolkit" in sys.modules, "tag": sys.implementation.cache_tag}))
"""


def test_the_pages_python_loads_bandlab_and_its_packages_from_bytecode(site, browser, tmp_path):
    context = browser.browser_type.launch_persistent_context(
        str(tmp_path / "profile"), executable_path=shutil.which("chromium"), args=list(OFFLINE_ARGUMENTS)
    )
    try:
        page = context.new_page()
        page.goto(site.page(PAGES[0].file), wait_until="commit")
        page.wait_for_selector("body[data-bandlab-page=ready]", state="attached", timeout=PAGE_TIMEOUT_MS)
        printed = page.evaluate("code => window.bandlabSite.execute(code)", PROBE)
    finally:
        context.close()
    found = json.loads(printed.strip().splitlines()[-1])
    modules = found["modules"]
    core = modules["bandlab.core"]
    assert core["loader"] == "SourceFileLoader" and core["origin"].endswith("/bandlab/core/__init__.py"), core
    assert core["cached"] and core["cached"].endswith(f".{found['tag']}.pyc"), "bandlab's .py with its .pyc beside"
    for name in ("IPython", "ipywidgets", "traitlets"):
        assert modules[name]["loader"] == "SourcelessFileLoader", (name, modules[name])
        assert modules[name]["origin"].endswith("/__init__.pyc"), (name, modules[name])
    assert found["prompt_toolkit"] is False, "IPython's terminal (prompt_toolkit) is not loaded as the page starts"
