"""The coach's background work: a search runs in a thread, is cancelled when the position changes,
and reports its progress at most every PROGRESS_EVERY seconds (``bandlab.widgets.coach``).

Where Python cannot start threads (``THREADS`` false: Pyodide, the static site's Python in the
browser) a task runs in place instead: ``start()`` returns once it has finished and reported, so
the answer is there when the click that asked for it returns.

A hint belongs to the position it was asked for: ``position_key`` names that position (the game
record up to there) and seeds its search (``seed_of``), so the same position always gets the same answer.
"""

import hashlib
import sys
import threading
import time

#: Seconds between two progress-bar updates (each is a message to the page).
PROGRESS_EVERY = 0.2
#: Whether this Python can start threads: not Pyodide (``emscripten``), where ``Thread.start`` raises RuntimeError.
#: Without threads every Task runs in place (tests set this to False to play the static site).
THREADS = sys.platform != "emscripten"


def position_key(state):
    """What identifies a position: its game, setup and actions (a record without the names)."""
    return repr(
        (
            state.game.id,
            state.players,
            state.seed,
            sorted(state.options.items(), key=str),
            [str(a) for a in state.history],
        )
    )


def seed_of(key):
    """A search seed from a position key: the same position always gets the same answer."""
    return int.from_bytes(hashlib.blake2b(key.encode(), digest_size=8).digest(), "big") >> 11


class Task:
    """Work done in a background thread (or at once: for tests, and where there are no threads); ``cancel()``
    asks it to stop.

    ``work(task)`` returns the result and checks ``task.cancelled()`` now and then; ``done(task)``
    is called with the finished task unless it was cancelled.  ``start()`` sets it going.
    """

    def __init__(self, key, work, done, background=True):
        self.key, self.work, self.done, self.background = key, work, done, background
        self.result, self.error = None, None
        self.started = self.seconds = None
        self._cancel = threading.Event()
        self.thread = None

    def start(self):
        """Run the work in a daemon thread (or here and now, without ``background`` or without THREADS); return
        the task."""
        self.started = time.perf_counter()
        if self.background and THREADS:
            thread = threading.Thread(target=self.run, name="bandlab-coach", daemon=True)
            try:
                thread.start()
            except RuntimeError:  # no thread could start after all (out of threads): do the work here
                self.run()
            else:
                self.thread = thread
        else:
            self.run()
        return self

    def cancelled(self):
        """True once ``cancel()`` was called."""
        return self._cancel.is_set()

    def cancel(self):
        """Ask the work to stop at its next check; its result will not be shown."""
        self._cancel.set()

    def run(self):
        """Do the work, then report (errors are kept on the task and reported too)."""
        try:
            self.result = self.work(self)
        except Exception as err:  # shown in the widget; a thread must not die silently
            self.error = err
        self.seconds = time.perf_counter() - self.started
        if not self.cancelled():
            self.done(self)

    def wait(self, timeout=None):
        """Block until the work has finished (for tests and scripts); True if it has."""
        if self.thread is not None:
            self.thread.join(timeout)
            return not self.thread.is_alive()
        return True


def claim(owner, task, view):
    """True if the finished ``task`` is ``owner``'s current one and succeeded (it is then no longer
    current); a failure is said in ``view`` instead of raising."""
    if task is not owner.task:
        return False
    owner.task = None
    if task.error is not None:
        view.say(f"The coach could not answer ({type(task.error).__name__}: {task.error}).")
        return False
    return True


class Throttle:
    """Calls ``show(done, total)`` at most every PROGRESS_EVERY seconds (and always for the last)."""

    def __init__(self, show):
        self.show, self.last = show, 0.0

    def __call__(self, done, total):
        now = time.perf_counter()
        if done >= total or now - self.last >= PROGRESS_EVERY:
            self.last = now
            self.show(done, total)
