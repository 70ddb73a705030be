"""What the machine running bandlab can do: start processes and threads, import numpy.

bandlab's pages also run in the browser, under JupyterLite and Pyodide (``sys.platform ==
"emscripten"``), where no process or thread can start and numpy is not installed.  The analysis
code asks here, in one place each:

- ``in_browser()``: True under Pyodide.  The simulation runner then plays in its own process, and
  progress bars start no monitor thread.  Tests patch this function to play the browser.
- ``progress_bar(iterable=None, **options)``: a ``tqdm.auto`` bar (a notebook widget or a terminal
  line; the widget in the browser's notebooks too) that starts no thread in the browser.
- ``as_array(values)``: a numpy array where numpy is installed (what a server's callers always got),
  else the values as they are, so a page needs no numpy.

Standard library only.
"""

import sys


def in_browser():
    """True under Pyodide (JupyterLite): no processes or threads can start there, and numpy is missing."""
    return sys.platform == "emscripten"


def progress_bar(iterable=None, **options):
    """A ``tqdm.auto`` progress bar: a notebook widget in a notebook, else a terminal line.

    In the browser ``tqdm.auto`` would pick the terminal line (it looks for ipykernel's app, and Pyodide's
    kernel is another), so the widget is chosen here whenever IPython runs; and tqdm's monitor thread,
    which cannot start there, is off."""
    if not in_browser():
        from tqdm.auto import tqdm

        return tqdm(iterable, **options)
    from tqdm import std

    std.tqdm.monitor_interval = 0
    if running_ipython():
        try:
            from tqdm.notebook import tqdm as notebook_bar

            notebook_bar.monitor_interval = 0
            return notebook_bar(iterable, **options)
        except ImportError:  # no ipywidgets: the terminal line
            pass
    return std.tqdm(iterable, **options)


def running_ipython():
    """True inside an IPython shell (a notebook's kernel, in the browser too)."""
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    return get_ipython() is not None


def as_array(values):
    """``values`` (numbers, or rows of numbers) as a float numpy array where numpy is installed, else as given."""
    try:
        import numpy as np
    except ImportError:
        return values
    return np.asarray(values, dtype=float)
