"""Binder stays buildable and lean: binder/ holds what the dashboards need, postBuild installs bandlab as a user.

repo2docker reads only binder/ when it exists (STACK-NOTES). Inside a Binder pod there is no root, no
apt-get and no chromium, so postBuild must succeed as an unprivileged user with nothing but Python.
"""

import json
import os
import pwd
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
import tomllib
import yaml

ROOT = Path(__file__).resolve().parents[2]
TEST_TOOLS = {"pytest", "nbval", "hypothesis", "playwright", "playwright-python", "icepool", "dask", "distributed"}
BINDER_USER = "bandlab-binder"


def names(requirements):
    """Package names of requirement strings (``numpy>=1`` -> ``numpy``)."""
    return {re.split(r"[<>=!~ \[;]", r, maxsplit=1)[0].strip().lower() for r in requirements}


def test_binder_environment_is_the_runtime_and_dashboard_dependencies_only():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    wanted = names(project["dependencies"]) | names(project["optional-dependencies"]["dashboard"])
    env = yaml.safe_load((ROOT / "binder" / "environment.yml").read_text())
    listed = names(d for d in env["dependencies"] if isinstance(d, str)) - {"python", "pip"}
    assert listed == wanted, f"binder/environment.yml lists {sorted(listed)}, the dashboards need {sorted(wanted)}"
    assert not [d for d in env["dependencies"] if isinstance(d, dict)], "no pip section: everything comes from conda"
    assert not listed & TEST_TOOLS


def unprivileged_runner():
    """The command prefix that runs as an unprivileged user, and that user's uid (as root: a user made for it)."""
    if os.geteuid() != 0:
        return [], os.geteuid()
    try:
        pwd.getpwnam(BINDER_USER)
    except KeyError:
        subprocess.run([shutil.which("useradd"), "--create-home", "--shell", "/bin/bash", BINDER_USER], check=True)
    uid = pwd.getpwnam(BINDER_USER).pw_uid
    return [shutil.which("runuser"), "-u", BINDER_USER, "--"], uid


def python_for(runner):
    """A Python 3 with venv that the user can run (this one may live in root's home, which the user cannot enter)."""
    for candidate in (os.path.realpath(sys.executable), "/usr/bin/python3", shutil.which("python3")):
        if candidate and subprocess.run([*runner, candidate, "-c", "import venv"], capture_output=True).returncode == 0:
            return candidate
    pytest.fail("no Python with venv that an unprivileged user can run (install python3-venv)")


def copy_of_the_repository(target):
    """The repository's tracked files (as a fresh clone has them), copied to ``target``."""
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    for name in filter(None, files.decode().split("\0")):
        source = ROOT / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)


@pytest.fixture
def user_dir():
    """A temporary folder another user can enter (pytest's own are private to this user)."""
    path = Path(tempfile.mkdtemp(prefix="bandlab-binder-"))
    path.chmod(0o755)
    yield path
    shutil.rmtree(path, ignore_errors=True)


@pytest.mark.skipif(shutil.which("git") is None or not (ROOT / ".git").exists(), reason="needs a git checkout")
def test_postbuild_installs_bandlab_as_an_unprivileged_user_without_a_browser(user_dir):
    tmp_path = user_dir
    repo, venv = tmp_path / "repo", tmp_path / "venv"
    repo.mkdir()
    copy_of_the_repository(repo)
    runner, uid = unprivileged_runner()
    python = python_for(runner)
    if uid != os.geteuid():
        subprocess.run(["chown", "-R", str(uid), str(tmp_path)], check=True)
    home = tmp_path / "home"
    home.mkdir()
    if uid != os.geteuid():
        os.chown(home, uid, -1)
    env = {"HOME": str(home), "PATH": f"{venv}/bin", "LANG": "C.UTF-8", "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    subprocess.run([*runner, python, "-m", "venv", str(venv)], check=True, env=env, cwd=tmp_path)
    assert shutil.which("chromium", path=env["PATH"]) is None and shutil.which("apt-get", path=env["PATH"]) is None
    done = subprocess.run(
        [
            *runner,
            "/usr/bin/env",
            *[f"{k}={v}" for k, v in env.items()],
            "/bin/bash",
            str(repo / "binder" / "postBuild"),
        ],
        cwd=repo,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    # this bare venv has no plotly (Binder's environment.yml has): postBuild says the charts will ask the kernel
    assert "bandlab: plotly is not installed here" in done.stdout, done.stdout[-3000:]
    check = (
        "import bandlab, os, pathlib; here = pathlib.Path(bandlab.__file__).parent; "
        "print(here); print((here / 'widgets' / 'chart.js').is_file()); print(os.geteuid())"
    )
    shown = subprocess.run(
        [*runner, str(venv / "bin" / "python"), "-c", check],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert shown.returncode == 0, shown.stderr
    installed, has_chart_js, ran_as = shown.stdout.split()
    assert int(ran_as) == uid != 0, "postBuild ran without root, as in a Binder pod"
    assert installed.startswith(str(venv)), "bandlab is installed into the environment, not run from the source"
    assert has_chart_js == "True", "the chart's front end is installed with the package"


def test_postbuild_serves_plotly_js_from_the_pods_prefix_and_lets_browsers_keep_it(tmp_path):
    """The step of postBuild that runs where plotly is installed (Binder's environment, this one here)."""
    from bandlab.widgets.chart import PLOTLY_PATH, plotly_js_file

    postbuild = (ROOT / "binder" / "postBuild").read_text()
    assert "python -m bandlab.cli.serve --install" in postbuild
    assert postbuild.index("pip install --no-deps .") < postbuild.index("bandlab.cli.serve --install")
    done = subprocess.run(
        [sys.executable, "-m", "bandlab.cli.serve", "--install", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    script = tmp_path / "share" / "jupyter" / "labextensions" / PLOTLY_PATH
    config = tmp_path / "etc" / "jupyter" / "jupyter_server_config.d" / "bandlab.json"
    assert f"bandlab: wrote {script}" in done.stdout and f"bandlab: wrote {config}" in done.stdout
    assert script.read_bytes() == plotly_js_file().read_bytes()
    assert json.loads(config.read_text()) == {"ServerApp": {"jpserver_extensions": {"bandlab.cli.voila_app": True}}}


def test_a_pods_jupyter_server_serves_plotly_js_for_browsers_to_keep_under_its_base_url(tmp_path):
    """A Binder pod after postBuild's --install: Voila's and JupyterLab's extension routes serve plotly.js under
    the pod's base URL, and bandlab's server extension (enabled in the prefix) lets browsers keep it."""
    import signal
    import socket
    import time
    import urllib.request

    pytest.importorskip("voila")
    from bandlab.cli.serve import install_into_prefix
    from bandlab.widgets.chart import PLOTLY_PATH, plotly_js_file

    install_into_prefix(tmp_path / "prefix")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = dict(
        os.environ,
        JUPYTER_CONFIG_DIR=str(tmp_path / "config"),
        JUPYTER_DATA_DIR=str(tmp_path / "data"),
        JUPYTER_RUNTIME_DIR=str(tmp_path / "runtime"),
        JUPYTER_CONFIG_PATH=str(tmp_path / "prefix" / "etc" / "jupyter"),
        JUPYTER_PATH=str(tmp_path / "prefix" / "share" / "jupyter"),
    )
    command = [sys.executable, "-m", "jupyter_server", "--no-browser", "--ip=127.0.0.1", f"--port={port}"]
    command += ["--ServerApp.port_retries=0", "--ServerApp.base_url=/user/someone/", "--IdentityProvider.token="]
    command += ["--ServerApp.password="] + (["--allow-root"] if os.geteuid() == 0 else [])
    log = open(tmp_path / "server.log", "wb")
    server = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        base = f"http://127.0.0.1:{port}/user/someone/"
        deadline = time.monotonic() + 60
        while True:
            try:
                urllib.request.urlopen(base + "api/status", timeout=2).close()
                break
            except OSError:
                assert server.poll() is None and time.monotonic() < deadline, (tmp_path / "server.log").read_text()
                time.sleep(0.3)
        for route in ("voila/labextensions", "lab/extensions"):
            with urllib.request.urlopen(f"{base}{route}/{PLOTLY_PATH}?v=1", timeout=10) as answer:
                assert answer.status == 200 and answer.read() == plotly_js_file().read_bytes()
                assert answer.headers["Cache-Control"] == "public, max-age=31536000, immutable", route
        with urllib.request.urlopen(f"{base}api/status", timeout=10) as answer:
            assert "immutable" not in (answer.headers["Cache-Control"] or ""), "nothing else is kept for good"
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
        log.close()
