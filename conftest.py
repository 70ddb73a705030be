"""Repo-wide pytest setup: keep Jupyter, IPython and XDG state out of $HOME.

This file sits at the repository root so it is loaded for every pytest run,
whether it collects ``tests/``, ``notebooks/`` (nbval) or both. The variables are
set in ``os.environ`` at import time, before any kernel or Voila server starts,
so nbval's kernels, Voila servers and their kernels all inherit them.
The temp dir is removed when the test process exits.
"""

import atexit
import os
import shutil
import tempfile

_TEST_HOME = tempfile.mkdtemp(prefix="bandlab-test-home-")

_DIRS = {
    "JUPYTER_CONFIG_DIR": "jupyter-config",
    "JUPYTER_DATA_DIR": "jupyter-data",
    "JUPYTER_RUNTIME_DIR": "jupyter-runtime",
    "IPYTHONDIR": "ipython",
    "XDG_CONFIG_HOME": "xdg-config",
    "XDG_CACHE_HOME": "xdg-cache",
}

for _var, _sub in _DIRS.items():
    _path = os.path.join(_TEST_HOME, _sub)
    os.makedirs(_path, exist_ok=True)
    os.environ[_var] = _path

os.environ["BANDLAB_TEST_HOME"] = _TEST_HOME
# Use platformdirs now and silence jupyter_core's migration DeprecationWarning.
os.environ.setdefault("JUPYTER_PLATFORM_DIRS", "1")

atexit.register(shutil.rmtree, _TEST_HOME, ignore_errors=True)
