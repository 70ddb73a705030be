"""How quick and how light one step of a game page's stepper is (issue 40: small updates).

For every game page: the main stepper's Forward button is clicked again and again; for each click, the ms from
the click to the stepper's first change and to its last (the page done redrawing: board, narration, buttons,
charts), and the bytes the page received from the kernel over its websocket until the kernel went quiet again;
and the CPU the clicks cost the page's kernel and the page's main thread (counts: steadier than times when the
machine is busy). Prints the medians per page as a table.

    .venv/bin/python benchmarks/bench_steps.py                         # the four game pages, 20 clicks each
    .venv/bin/python benchmarks/bench_steps.py --pages first-band --clicks 40

Needs Debian's chromium and the dashboard extras (``make test`` installs them). Run it on a quiet machine.
"""

import argparse
import os
import re
import shutil
import statistics
import sys
import time
from pathlib import Path

import psutil
from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_dashboards import CHROMIUM_ARGS, Server  # noqa: E402

from bandlab.cli import comma_list, one_of, whole_number  # noqa: E402

#: The pages with a main stepper (``.bandlab-main``): the four games.
GAME_PAGES = ["first-band", "scout-and-raise", "battle-of-the-bands", "band-grab"]
MAX_CLICKS = 200
#: The kernel is taken to be done with a click when no frame has come for this long.
QUIET_MS = 300
#: The kernel a page's websocket talks to: ``.../api/kernels/<id>/channels``.
KERNEL_SOCKET = re.compile(r"/api/kernels/([0-9a-f-]+)/channels")
#: A click that changes nothing within this long counts as not changed.
CLICK_TIMEOUT_MS = 3000
# Click the main stepper's Forward; resolve with ms from the click to: the stepper's first change, its board's
# first change, its first chart's first change, and its last change (the page done redrawing: the click is taken as
# done after ``quiet`` ms without another); null where nothing changed within ``timeout`` ms.
CLICK_TO_CHANGE = """async ([timeout, quiet]) => {
  const box = document.querySelector('.bandlab-main');
  const board = box.querySelector('.bandlab-board');
  const chart = box.querySelector('.bandlab-chart');
  const button = [...box.querySelectorAll('button')].find(b => b.innerText.trim() === 'Forward');
  await new Promise(resolve => setTimeout(resolve, 50));
  const t0 = performance.now();
  const seen = {first: null, board: null, chart: null, last: null};
  let timer = null;
  return await new Promise(resolve => {
    const done = () => { watch.disconnect(); resolve([seen.first, seen.board, seen.chart, seen.last]); };
    const watch = new MutationObserver(records => {
      const now = performance.now() - t0;
      if (seen.first === null) seen.first = now;
      for (const r of records) {
        if (seen.board === null && board && board.contains(r.target)) seen.board = now;
        if (seen.chart === null && chart && chart.contains(r.target)) seen.chart = now;
      }
      seen.last = now;
      clearTimeout(timer);
      timer = setTimeout(done, quiet);
    });
    watch.observe(box, {subtree: true, childList: true, characterData: true, attributes: true});
    timer = setTimeout(done, timeout);
    button.click();
  });
}"""


class Received:
    """Bytes and frames the page received over its websockets (what the kernel sent), and the page's kernel."""

    def __init__(self, page):
        self.bytes = 0
        self.last = time.monotonic()
        self.kernels = []  # ids of the kernels the page talks to, in the order its websockets opened
        page.on("websocket", self.listen)

    def listen(self, socket):
        """Count every frame received on a new websocket."""
        found = KERNEL_SOCKET.search(socket.url)
        if found:
            self.kernels.append(found.group(1))
        socket.on("framereceived", self.count)

    def count(self, payload):
        """One frame: its size in bytes."""
        self.bytes += len(payload.encode() if isinstance(payload, str) else payload)
        self.last = time.monotonic()

    def wait_quiet(self, page, quiet_ms=QUIET_MS, timeout=10):
        """Let the page run until no frame has come for ``quiet_ms``."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            page.wait_for_timeout(50)
            if (time.monotonic() - self.last) * 1000 >= quiet_ms:
                return


def kernel_cpu(server, kernel_id):
    """CPU seconds (user and system) the server's kernel ``kernel_id`` has used so far; None if it is not found."""
    for child in psutil.Process(server.process.pid).children(recursive=True):
        try:
            if any(f"kernel-{kernel_id}.json" in part for part in child.cmdline()):
                used = child.cpu_times()
                return used.user + used.system
        except psutil.Error:
            continue
    return None


def page_cpu(cdp):
    """Seconds the page's main thread has spent in tasks so far (Chromium's ``TaskDuration``)."""
    metrics = cdp.send("Performance.getMetrics")["metrics"]
    return next(m["value"] for m in metrics if m["name"] == "TaskDuration")


def median_of(times, index):
    """The median of one measure over the clicks that showed it, and how many did: (ms or None, count)."""
    seen = [t[index] for t in times if t[index] is not None]
    return (statistics.median(seen) if seen else None), len(seen)


def measure(browser, server, url, clicks):
    """Over ``clicks`` Forward clicks on one page: the (median ms, clicks) to the first change, the board's change,
    the chart's change and the last change (the page done); the median KB received per click; and the CPU ms a
    click costs the page's kernel and the page's main thread (counts, steadier than times on a busy machine)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    received = Received(page)
    cdp = context.new_cdp_session(page)
    cdp.send("Performance.enable")
    try:
        page.goto(url, wait_until="domcontentloaded", timeout=180_000)
        page.locator(".bandlab-main .bandlab-board").first.wait_for(state="visible", timeout=180_000)
        received.wait_quiet(page, quiet_ms=3000, timeout=120)
        kernel = received.kernels[-1] if received.kernels else None
        kernel_before, page_before = kernel_cpu(server, kernel), page_cpu(cdp)
        times, sizes = [], []
        for _ in range(clicks):
            before = received.bytes
            times.append(page.evaluate(CLICK_TO_CHANGE, [CLICK_TIMEOUT_MS, QUIET_MS]))
            received.wait_quiet(page)
            sizes.append(received.bytes - before)
        kernel_after, page_after = kernel_cpu(server, kernel), page_cpu(cdp)
        kernel_ms = None if None in (kernel_before, kernel_after) else (kernel_after - kernel_before) * 1000 / clicks
        cpu = (kernel_ms, (page_after - page_before) * 1000 / clicks)
        return [median_of(times, i) for i in range(4)], statistics.median(sizes) / 1000, cpu
    finally:
        context.close()


page_list = comma_list(one_of(GAME_PAGES), len(GAME_PAGES), "pages")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--pages",
        type=page_list,
        default=[],
        help=f"game pages, comma separated (default all): {', '.join(GAME_PAGES)}",
    )
    parser.add_argument(
        "--clicks", type=whole_number(1, MAX_CLICKS), default=20, help=f"Forward clicks per page (at most {MAX_CLICKS})"
    )
    args = parser.parse_args()
    pages = args.pages or GAME_PAGES
    rows = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=shutil.which("chromium"), args=CHROMIUM_ARGS)
        server = Server()
        try:
            for page in pages:
                server.wait_for_fill(f"{page}.ipynb", 1)
            for page in pages:
                fills = server.fills(f"{page}.ipynb")
                rows.append((page, *measure(browser, server, server.url(f"{page}.ipynb"), args.clicks)))
                print(rows[-1], flush=True)
                server.wait_for_fill(f"{page}.ipynb", fills + 1)
        finally:
            server.stop()
            browser.close()
    print(f"\nLoad average (1, 5, 15 min) at the end: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print("\nForward clicks, median ms from the click to the change (clicks that showed it), KB received per click:")
    print("CPU a click (mean over the clicks): the page's kernel, and the page's main thread in Chromium.")
    columns = "first change | board redrawn | chart redrawn | page done | received per click | kernel CPU | page CPU"
    print(f"\n| page | {columns} |")
    print("|---|---|---|---|---|---|---|---|")
    for page, changes, kb, (kernel_ms, page_ms) in rows:
        cells = " | ".join(f"{ms:.0f} ms ({n}/{args.clicks})" if ms is not None else "never" for ms, n in changes)
        kernel = f"{kernel_ms:.1f} ms" if kernel_ms is not None else "not found"
        print(f"| {page} | {cells} | {kb:.1f} KB | {kernel} | {page_ms:.1f} ms |")


if __name__ == "__main__":
    main()
