"""How fast each dashboard appears and answers, on a quick machine and on slow ones (issue 11).

For every page: seconds from navigation to the first widget and to every chart drawn, with Chromium's CPU
unthrottled and throttled 4x and 6x (an old laptop), on a server just started (cold: right after
``make run``) and on a settled one (warm), in a new browser session and (unthrottled) in one that has just shown
the index page, as a reader's next page. Then, on the pages whose main stepper has charts, the median time
from a Forward click to the redrawn chart over 20 clicks, unthrottled and throttled 6x.

    .venv/bin/python benchmarks/bench_dashboards.py                    # everything (about 15 minutes)
    .venv/bin/python benchmarks/bench_dashboards.py --pages first-band --rates 1,6 --no-cold

Needs Debian's chromium and the dashboard extras (``make test`` installs them). Run it on a quiet machine.
"""

import argparse
import re
import shutil
import socket
import statistics
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import sync_playwright

from bandlab.cli import comma_list, decimal_number, one_of, whole_number
from bandlab.cli.chromium import ARGUMENTS
from bandlab.cli.serve import voila_command

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
#: The dashboard pages --pages may name: every notebook but the index.
PAGES = [p.stem for p in sorted(NOTEBOOKS.glob("*.ipynb")) if p.name != "index.ipynb"]
INDEX = "index.ipynb"
#: Written limits of the command line.  Chromium's CPU throttling rate is 1 (none) or more; at 20x slower a
#: page takes minutes to draw (the waits give up after 180 s).  Each rate opens every page twice, once on a
#: server of its own (cold), so at most 10 rates.  A timed click waits up to 3 s for its chart: 200 clicks
#: take up to 10 minutes a page.
MAX_RATE = 20
MAX_RATES = 10
MAX_CLICKS = 200
CHROMIUM_ARGS = list(ARGUMENTS)
DRAWN = """() => { const c = [...document.querySelectorAll('.bandlab-chart')];
                   return c.length > 0 && c.every(e => e.querySelector('.js-plotly-plot')); }"""
# Click the main stepper's Forward; resolve with ms until its first chart's plot changes (null: not within 3 s).
CLICK_TO_CHART = """async () => {
  const box = document.querySelector('.bandlab-main');
  const plot = box.querySelector('.bandlab-chart .js-plotly-plot');
  const button = [...box.querySelectorAll('button')].find(b => b.innerText.trim() === 'Forward');
  const t0 = performance.now();
  return await new Promise(resolve => {
    const watch = new MutationObserver(() => { watch.disconnect(); resolve(performance.now() - t0); });
    watch.observe(plot, {subtree: true, childList: true, attributes: true});
    setTimeout(() => { watch.disconnect(); resolve(null); }, 3000);
    button.click();
  });
}"""


class Server:
    """``bandlab serve``'s Voila on a free port, with its log."""

    def __init__(self):
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            self.port = sock.getsockname()[1]
        self.log = tempfile.NamedTemporaryFile(prefix="bench-voila-", suffix=".log", delete=False)
        self.process = subprocess.Popen(
            voila_command(NOTEBOOKS, self.port), cwd=NOTEBOOKS, stdout=self.log, stderr=subprocess.STDOUT
        )
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{self.port}/voila/tree", timeout=2)
                return
            except urllib.error.HTTPError:
                return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("the server did not answer within 60 s")

    def url(self, page):
        return f"http://127.0.0.1:{self.port}/voila/render/{page}"

    def text(self):
        return Path(self.log.name).read_text(errors="replace")

    def fills(self, page):
        """How often Voila has filled ``page``'s pool of warm kernels."""
        return self.text().count(f"Kernel pool of {page} is filled")

    def wait_for_fill(self, page, at_least, timeout=90):
        deadline = time.monotonic() + timeout
        while self.fills(page) < at_least and time.monotonic() < deadline:
            time.sleep(0.2)
        time.sleep(4)  # the notebook's opening cells run after the kernel is up

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()


def open_page(browser, url, rate, clicks=0, context=None):
    """Seconds to the first widget and to all charts; median click-to-chart ms over ``clicks`` clicks. The page opens
    in ``context`` (a browser session, closed after), by default a new one."""
    context = context or browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    try:
        if rate > 1:
            context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": rate})
        start = time.perf_counter()
        page.goto(url, wait_until="domcontentloaded", timeout=180_000)
        page.locator(".jupyter-widgets").first.wait_for(state="visible", timeout=180_000)
        first = time.perf_counter() - start
        charts = page.locator(".bandlab-chart").count()
        if charts:
            page.wait_for_function(DRAWN, timeout=180_000)
        drawn = time.perf_counter() - start
        click_ms = None
        if clicks and page.locator(".bandlab-main .bandlab-chart").count():
            page.wait_for_timeout(1500)
            times = [page.evaluate(CLICK_TO_CHART) for _ in range(clicks)]
            changed = [t for t in times if t is not None]
            click_ms = (statistics.median(changed), len(changed)) if changed else None
        return first, drawn, charts, click_ms
    finally:
        context.close()


def visit(context, url):
    """Show ``url`` in a tab of ``context`` until its widgets are drawn, then close the tab."""
    page = context.new_page()
    page.goto(url, wait_until="load", timeout=180_000)
    page.locator(".jupyter-widgets, .bandlab-lessons").first.wait_for(state="visible", timeout=180_000)  # the index
    page.close()  # holds no widget: its table of pages is plain HTML


#: argparse ``type``s: dashboard page names, comma-separated (as notebook file names without .ipynb), and Chromium
#: CPU throttling rates, each from 1 (none) to MAX_RATE.
page_list = comma_list(one_of(PAGES), len(PAGES), "pages")
rate_list = comma_list(decimal_number(1, MAX_RATE), MAX_RATES, "rates")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--pages",
        type=page_list,
        default=[],
        help=f"page names without .ipynb, comma separated (default: all): {', '.join(PAGES)}",
    )
    parser.add_argument(
        "--rates", type=rate_list, default="1,4,6", help=f"CPU throttling rates, 1 to {MAX_RATE} (default 1,4,6)"
    )
    parser.add_argument("--no-cold", action="store_true", help="skip the just-started server")
    parser.add_argument(
        "--clicks",
        type=whole_number(0, MAX_CLICKS),
        default=20,
        help=f"Forward clicks timed per page (default 20, at most {MAX_CLICKS})",
    )
    args = parser.parse_args()
    pages = [f"{page}.ipynb" for page in args.pages or PAGES]
    rates = args.rates
    rows = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=shutil.which("chromium"), args=CHROMIUM_ARGS)
        if not args.no_cold:
            for page in pages:
                for rate in rates:
                    server = Server()
                    try:
                        first, drawn, charts, _ = open_page(browser, server.url(page), rate)
                    finally:
                        server.stop()
                    rows.append((page, "cold", rate, first, drawn, charts, None))
                    print(rows[-1], flush=True)
        server = Server()
        try:
            for page in pages:
                server.wait_for_fill(page, 1)
            for page in pages:
                for rate in rates:
                    fills = server.fills(page)
                    clicks = args.clicks if rate in (1, 6) else 0
                    first, drawn, charts, click = open_page(browser, server.url(page), rate, clicks)
                    rows.append((page, "warm", rate, first, drawn, charts, click))
                    print(rows[-1], flush=True)
                    server.wait_for_fill(page, fills + 1)
                    if rate == 1:  # a reader's next page: the index first, then this page, in one browser session
                        context = browser.new_context(viewport={"width": 1280, "height": 900})
                        index_fills = server.fills(INDEX)
                        visit(context, server.url(INDEX))
                        server.wait_for_fill(INDEX, index_fills + 1)
                        first, drawn, charts, _ = open_page(browser, server.url(page), rate, context=context)
                        rows.append((page, "warm, after the index", rate, first, drawn, charts, None))
                        print(rows[-1], flush=True)
                        server.wait_for_fill(page, fills + 2)
        finally:
            server.stop()
        browser.close()
    print("\n| page | server | CPU | first widget | all charts drawn | charts | Forward click to chart (median) |")
    print("|---|---|---|---|---|---|---|")
    for page, when, rate, first, drawn, charts, click in rows:
        click_text = f"{click[0]:.0f} ms ({click[1]} clicks)" if click else ""
        cpu = "unthrottled" if rate == 1 else f"{rate:g}x slower"
        print(
            f"| {re.sub(r'.ipynb$', '', page)} | {when} | {cpu} | {first:.1f} s | {drawn:.1f} s | "
            f"{charts} | {click_text} |"
        )


if __name__ == "__main__":
    main()
