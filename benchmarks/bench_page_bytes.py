"""What a page view costs in bytes (issue 40): the kernel's websocket, and plotly.js over HTTP.

    .venv/bin/python benchmarks/bench_page_bytes.py                      # every page in notebooks/
    .venv/bin/python benchmarks/bench_page_bytes.py --pages first-band.ipynb,gig-odds.ipynb

It serves ``notebooks/`` with ``bandlab serve`` (as ``make run`` does: preheated kernels) on a free port and
opens each page once, one after another, in one headless Chromium context (one browser session: its HTTP
cache is shared by the pages, as a reader's is). For each page it counts, until the page has settled (every
cell shown, every chart drawn, no websocket frame for two seconds):

- the bytes the kernel sent to the page: the payloads of every frame received on the page's websockets;
- the requests for plotly.js over HTTP and the bytes they took on the wire (Chromium's ``encodedDataLength``:
  headers and body; a hit in the browser's cache takes none).

The limits (``tests/browser/limits.py``) are the browser tests' own: at most 1.5 MB from the kernel per view,
plotly.js fetched once per session. Run it on a quiet machine; needs Debian's chromium and playwright.
"""

import argparse
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from limits import PAGE_VIEW_BYTES, PLOTLY_FETCHES_PER_SESSION, PLOTLY_NO_BODY_BYTES  # noqa: E402
from page_bytes import view  # noqa: E402

from bandlab.cli.chromium import ARGUMENTS  # noqa: E402

NOTEBOOKS = ROOT / "notebooks"
CHROMIUM_ARGS = list(ARGUMENTS)


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def serve(port, home):
    """``bandlab serve notebooks --port PORT`` in its own process group, Jupyter's folders under ``home``."""
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        env[name] = str(Path(home) / name.lower())
    env["XDG_CACHE_HOME"] = str(Path(home) / "cache")
    env["XDG_CONFIG_HOME"] = str(Path(home) / "config")
    bandlab = Path(sys.executable).parent / "bandlab"
    log = open(Path(home) / "serve.log", "wb")
    process = subprocess.Popen(
        [str(bandlab), "serve", str(NOTEBOOKS), "--port", str(port)],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        stdin=subprocess.DEVNULL,
        start_new_session=True,
    )
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError((Path(home) / "serve.log").read_text(errors="replace")[-3000:])
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/voila/tree", timeout=2):
                return process
        except urllib.error.HTTPError:
            return process
        except OSError:
            time.sleep(0.3)
    stop(process)
    raise RuntimeError("bandlab serve did not answer within 90 s")


def stop(process):
    """End the server this benchmark started (its process group: Voila and its kernels)."""
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=20)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", help="comma-separated notebooks (default: every page in notebooks/)")
    args = parser.parse_args()
    pages = args.pages.split(",") if args.pages else sorted(p.name for p in NOTEBOOKS.glob("*.ipynb"))
    from playwright.sync_api import sync_playwright

    home = tempfile.mkdtemp(prefix="bench-page-bytes-")
    port = free_port()
    process = serve(port, home)
    rows = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=shutil.which("chromium"), headless=True, args=CHROMIUM_ARGS
            )
            context = browser.new_context(viewport={"width": 1280, "height": 900})
            for name in pages:
                print(f"{name} ...", flush=True)
                meter, settled = view(context, f"http://127.0.0.1:{port}/voila/render/{name}")
                rows.append((name, meter, settled))
            browser.close()
    except Exception:
        print((Path(home) / "serve.log").read_text(errors="replace")[-3000:])
        raise
    finally:
        stop(process)
        shutil.rmtree(home, ignore_errors=True)

    print(f"\nbandlab serve, one Chromium session, pages in this order (limit {PAGE_VIEW_BYTES:,} B per view)\n")
    print(
        f"{'page':<26} {'kernel→page bytes':>18} {'frames':>7} {'plotly.js HTTP':>16} {'its bytes':>11} "
        f"{'settled':>8}  met"
    )
    fetches = 0
    for name, meter, settled in rows:
        network = meter.plotly_network
        fetches += len([e for e in network if e["bytes"] > PLOTLY_NO_BODY_BYTES])
        http = f"{len(network)} req" + (f" ({len(meter.plotly) - len(network)} cached)" if meter.plotly else "")
        met = "yes" if meter.ws_bytes <= PAGE_VIEW_BYTES else "NO"
        print(
            f"{name:<26} {meter.ws_bytes:>18,} {meter.frames:>7} {http:>16} "
            f"{sum(e['bytes'] for e in network):>11,} {settled:>7.1f}s  {met}"
        )
    met = "yes" if fetches <= PLOTLY_FETCHES_PER_SESSION else "NO"
    limit = PLOTLY_FETCHES_PER_SESSION
    print(f"\nplotly.js bodies downloaded over HTTP in the session: {fetches} (limit {limit}) {met}")


if __name__ == "__main__":
    main()
