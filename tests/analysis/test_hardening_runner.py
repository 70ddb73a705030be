"""The simulation runner under hostile arguments: it streams its tasks and refuses sizes past the limits at once."""

import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from bandlab import SetupError
from bandlab.analysis import simulate as runner
from bandlab.core import limits

# --- the runner streams its tasks ------------------------------------------------------------


class CountingExecutor(ThreadPoolExecutor):
    """A one-thread executor that counts the tasks handed to it and not yet finished.

    A task counts as finished once its future is done: that is set before the runner waiting on it wakes,
    whereas a done-callback may run only after the runner has already handed out the next task."""

    def __init__(self):
        super().__init__(max_workers=1)
        self.pending = set()
        self.most = self.submitted = 0

    def submit(self, fn, *args, **kwargs):
        self.pending = {future for future in self.pending if not future.done()}
        self.submitted += 1
        future = super().submit(fn, *args, **kwargs)
        self.pending.add(future)
        self.most = max(self.most, len(self.pending))
        return future


def test_the_runner_hands_out_a_few_tasks_at_a_time():
    with CountingExecutor() as executor:
        results = runner.simulate(
            "first-band", 3, "random", games=300, seed=1, executor=executor, chunk_size=1, progress=False
        )
    assert len(results) == 300 and executor.submitted == 300
    assert executor.most <= runner.in_flight(1) == 2


def test_a_huge_number_of_games_builds_nothing_and_is_refused_at_once():
    started = time.perf_counter()
    with pytest.raises(SetupError, match="at most 100,000"):
        runner.simulate("first-band", 3, "random", games=10**12, progress=False)
    assert time.perf_counter() - started < 2
    tasks = []
    original = runner.run_tasks

    def spy(executor, stream, bar, limit):
        tasks.append(stream)
        return original(executor, stream, bar, limit)

    runner.run_tasks = spy
    try:
        with CountingExecutor() as executor:
            runner.simulate("first-band", 3, "random", games=20, executor=executor, chunk_size=2, progress=False)
    finally:
        runner.run_tasks = original
    assert not isinstance(tasks[0], (list, tuple))  # a generator: tasks are made as they are needed


@pytest.mark.parametrize(
    "kwargs, words",
    [
        ({"workers": 10**6}, "workers must be at most"),
        ({"workers": 0}, "workers must be a whole number of at least 1"),
        ({"seed": limits.MAX_SEED + 1}, "seed must be at most"),
        ({"games": 0}, "games must be a whole number"),
        ({"options": "max_rounds=3"}, "options must be a dict"),
    ],
)
def test_runner_arguments_outside_the_limits_are_refused(kwargs, words):
    with pytest.raises(SetupError, match=words):
        runner.simulate("first-band", 3, "random", progress=False, **kwargs)
