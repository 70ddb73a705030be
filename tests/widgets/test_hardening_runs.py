"""Long runs cost little: the stepper's memory is linear in steps, and every loop that plays bots stops.

The heavy checks run in a child process with a memory limit (``resource.setrlimit``) and a
timeout, so a regression (memory quadratic in steps again, a loop that never ends) fails
the test instead of taking the machine down.
"""

import json
import os
import subprocess
import sys
import textwrap
import tracemalloc

import pytest

import bandlab
from bandlab.core import limits
from bandlab.widgets import GameStepper
from bandlab.widgets import timeline as timeline_module
from bandlab.widgets.timeline import StepLimit, Timeline

#: What a child may add to the address space it had after its imports.
BUDGET_MB = 400

CHILD = textwrap.dedent('''
    import json, os, resource, sys, time

    def status(key):
        """A size from /proc/self/status, in bytes."""
        with open("/proc/self/status") as handle:
            for line in handle:
                if line.startswith(key + ":"):
                    return int(line.split()[1]) * 1024

    import bandlab, bandlab.widgets  # everything a dashboard kernel loads, before the limit
    from bandlab.core import links, limits
    from bandlab.widgets import GameStepper
    GameStepper()  # warm up ipywidgets and the plugins
    resource.setrlimit(resource.RLIMIT_AS, (status("VmSize") + BUDGET_MB * 2 ** 20,) * 2)
    before, started = status("VmRSS"), time.perf_counter()
    result = run()
    result.update(grown_mb=(status("VmHWM") - before) / 2 ** 20, seconds=time.perf_counter() - started)
    print(json.dumps(result))
''')


def run_limited(body, timeout=240):
    """Run ``body`` (defining ``run() -> dict``) in a child with BUDGET_MB more address space and a timeout."""
    code = "BUDGET_MB = %d\n%s\n%s" % (BUDGET_MB, textwrap.dedent(body), CHILD)
    env = dict(os.environ, OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1", MKL_NUM_THREADS="1")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=timeout, env=env)
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


PASSES = '''
def passes_link(count, lift_limits):
    """The link of a Band Grab game whose end is postponed (empty hands and deck), then ``count`` passes."""
    from bandlab.core import limits, links, record
    from bandlab.widgets import timeline
    if lift_limits:  # to show memory linear in steps far beyond MAX_STEPS
        for key in ("curfew_rounds", "max_rounds"):
            limits.OPTION_BOUNDS[key] = limits.Bound(1, 10 ** 9, "rounds", "lifted for a test")
        record.MAX_STEPS = timeline.MAX_STEPS = links.NUMBER_LIMITS["step"] = 10 ** 9
    record = bandlab.load_game("band-grab").new(6, seed=1, deal=[[]] * 6, deck=[]).record()
    record["options"].update(curfew_rounds=10 ** 6, max_rounds=10 ** 6)
    return "?" + links.record_query(dict(record, actions=["pass"] * count), count)
'''


def test_the_issues_tiny_link_opens_with_linear_memory_even_past_the_limits():
    """The link of issue 14 (postponed end, then 30,000 passes), with the limits lifted: the stepper holds
    30,000 snapshots in well under the budget, about 3 kB a step (the quadratic history needed 3.6 GB)."""
    result = run_limited(
        PASSES
        + """
def run():
    query = passes_link(30_000, lift_limits=True)
    stepper = GameStepper.from_query(query, charts=False)
    return {"query": len(query), "step": stepper.step, "message": stepper.message_text,
            "errors": [repr(e) for e in stepper.unexpected_errors]}
"""
    )
    assert result["query"] < 2_000 and result["step"] == 30_000, result
    assert result["message"] == "" and result["errors"] == [], result
    assert result["grown_mb"] < 200, result
    assert result["grown_mb"] * 2**20 / 30_000 < 6_000, result  # bytes per step


def test_the_issues_tiny_link_is_refused_at_once_within_the_limits():
    result = run_limited(
        PASSES
        + """
def run():
    stepper = GameStepper.from_query(passes_link(30_000, lift_limits=False))
    return {
        "step": stepper.step,
        "message": stepper.message_text,
        "errors": [repr(e) for e in stepper.unexpected_errors],
    }
""",
        timeout=120,
    )
    assert result["step"] == 0 and result["errors"] == [], result
    assert "new game instead" in result["message"] and "at most 5,000" in result["message"], result
    assert result["grown_mb"] < 50 and result["seconds"] < 10, result


def test_battle_at_the_largest_target_and_reshuffles_plays_to_the_end_with_last():
    """Battle of the Bands with every option at its limit: "Last" and "To my turn" end (the game does)."""
    result = run_limited("""
def run():
    state = bandlab.load_game("battle-of-the-bands").new(2, seed=3, target=limits.OPTION_BOUNDS["target"].high,
                                                        reshuffles=10, max_rounds=200)
    stepper = GameStepper(record=state.record(), charts=False)
    stepper.last()
    last = {"over": stepper.state.is_over, "steps": stepper.step, "message": stepper.message_text}
    mine = GameStepper(record=state.record(), seats=(0,), charts=False)
    for _ in range(2000):
        if mine.state.is_over:
            break
        mine.play_to_my_turn()
        if not mine.state.is_over:
            mine.choose(mine.state.legal_actions()[-1])
    return {"last": last, "mine_over": mine.state.is_over, "mine_steps": mine.step,
            "errors": [repr(e) for e in stepper.unexpected_errors + mine.unexpected_errors]}
""")
    assert result["last"]["over"] and 300 < result["last"]["steps"] <= limits.MAX_STEPS, result
    assert result["mine_over"] and result["errors"] == [], result
    assert result["grown_mb"] < 200, result


def test_bot_loops_stop_at_the_step_cap_with_a_message(monkeypatch):
    monkeypatch.setattr(timeline_module, "MAX_STEPS", 30)
    stepper = GameStepper(game="battle-of-the-bands", players=2, seed=1, charts=False)
    stepper.last()
    assert stepper.step == 30 and not stepper.state.is_over
    assert "30 steps, the most bandlab keeps of one game" in stepper.message_text
    assert not stepper.forward() and stepper.step == 30
    assert not stepper.play_to_my_turn() and "30 steps" in stepper.message_text
    assert not stepper.jump_to_round(10**9) and stepper.unexpected_errors == []
    line = stepper.timeline
    with pytest.raises(StepLimit):
        line.play_on(())
    monkeypatch.setattr(timeline_module, "MAX_STEPS", 10)
    fresh = Timeline(bandlab.load_game("band-grab").new(2, seed=1))
    with pytest.raises(StepLimit, match="10 steps"):
        fresh.play_on(())
    assert fresh.length == 10


def test_play_out_stops_at_the_step_cap(monkeypatch):
    from bandlab import agents

    monkeypatch.setattr(agents, "MAX_STEPS", 15)
    state = bandlab.load_game("first-band").new(3, seed=1)
    bots = [agents.make_agent("random", "first-band", p) for p in range(3)]
    with pytest.raises(RuntimeError, match="did not end after 15 actions"):
        agents.play_out(state, bots)
    assert len(state.history) == 15


def timeline_memory(steps):
    """Bytes a timeline of a long Band Grab game (random bots: 1,164 steps) holds after ``steps`` steps
    (tracemalloc)."""
    state = bandlab.load_game("band-grab").new(6, seed=3, max_rounds=200)
    tracemalloc.start()
    try:
        line = Timeline(state, bot="random")
        for _ in range(steps):
            line.forward(())
        return tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()


def test_timeline_memory_grows_linearly_with_steps():
    """Doubling the steps about doubles the memory (a history copied into every snapshot would nearly triple it)."""
    timeline_memory(5)  # load the game's modules and bots first
    half, full = timeline_memory(500), timeline_memory(1000)
    assert full / half < 2.3, (half, full)
    assert full / 1000 < 20_000  # bytes per step


def test_clones_share_their_history():
    state = bandlab.load_game("scout-and-raise").new(3, seed=2)
    for _ in range(50):
        state.apply(state.legal_actions()[0])
    clones = [state.clone() for _ in range(100)]
    assert all(c._actions is state._actions for c in clones)
    clones[0].apply(clones[0].legal_actions()[0])
    clones[1].apply(clones[1].legal_actions()[-1])
    assert clones[0].history[:50] == clones[1].history[:50] == state.history
    assert len(state.history) == 50 and state.record() == bandlab.replay(state.record()).record()
