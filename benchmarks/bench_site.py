"""The static site (``make site``: JupyterLite + Pyodide, Python in the browser) against issue 39's targets.

    .venv/bin/python benchmarks/bench_site.py                  # everything (about 5 minutes)
    .venv/bin/python benchmarks/bench_site.py --site site --pages first-band.ipynb,gig-odds.ipynb --decisions 3

It measures, each against a target written below as a module constant:

- the build: ``bandlab site --out DIR`` with an empty download cache (Pyodide's npm package and the wheels come
  from the registries; npm's and pip's own caches may still answer), then again with that cache warm (target:
  at most 2 minutes), and whether the two builds wrote the same files. ``--site DIR`` measures a built site
  instead, and leaves the builds out.
- a reader's first visit: the first page of ``--pages`` (first-band) in a fresh Chromium profile, the site served on
  127.0.0.1 as GitHub Pages serves it (``bandlab.cli.site.SiteServer``: gzip, ``max-age=600``). Seconds from
  navigation to the first widget on screen, to the first lesson answering a click on its Forward button (clicked
  the moment it is in the page; target 10 s), to every cell run (the plugin's ``data-bandlab-page="ready"``) and
  every chart drawn (target 20 s); the bytes sent, by part (Pyodide's core, wheels, the app; target 30 MB).
  Every request to another host is aborted and counted: there must be none.
- a link followed: in the first page's tab, a link to every other page in turn. The site opens a linked page in
  the same tab and the same Python (bandlab-site's plugin): seconds from the click until the page has run every
  cell (target: within 4 s).
- later visits: every other page opened afresh in a new tab of the same profile (its disk cache warm, as a
  returning reader's, but Python starts again): the same times as the first visit, and bytes.
- where the time goes: the plugin's marks on each page, in seconds from navigation: ``python-start`` (the app is
  up and the plugin starts the page's Python, before the notebook is read), ``page-open`` (the notebook is open and
  joins that Python), ``python-ready`` (Pyodide answers), ``installed`` (the link handed over to Python), ``ran``
  (every cell has run).
- the page's Python in CPU seconds (load-independent): the site's own Pyodide run under Node.js
  (``benchmarks/site_python_cpu.mjs``) as the page's worker runs it: its start, unpacking the wheels, ``import
  pyodide_kernel``, the first page's first cell; and how many modules from the wheels were loaded from bytecode
  (``bandlab site`` compiles them at build time: bandlab/cli/site_bytecode.py). Left out without ``node``.
- the coach in the page: on the first-band and battle-of-the-bands pages once ready, through
  ``window.bandlabSite.execute``, ``--decisions`` decisions of the search bot (``make_agent("search", ...)``, a
  fresh bot each time) on seeded positions of heuristic bots' games; the median (target 1.5 s). Then random
  playouts (legal_actions, a random choice, apply) for PLAYOUT_STEPS steps. The same code runs in this process
  (CPython): the ratio says how much slower the browser's Python is.

Read the last tables: "met" says whether a target holds. Run it on a quiet machine; needs Debian's chromium.
"""

import argparse
import contextlib
import hashlib
import io
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

import bandlab
from bandlab.cli import comma_list, one_of, whole_number
from bandlab.cli.chromium import OFFLINE_ARGUMENTS
from bandlab.cli.site import PARTS, SiteServer
from bandlab.lessons import has_lessons
from bandlab.pages import INDEX, PAGES

ROOT = Path(__file__).resolve().parents[1]
#: Every page of the site: the first game page first (the first visit), the index, then the other pages.
SITE_PAGES = [PAGES[0].file, INDEX] + [page.file for page in PAGES[1:]]
#: The games whose pages time the coach (a quick game and the slowest engine).
COACH_GAMES = ("first-band", "battle-of-the-bands")
#: Targets (issue 39).
MAX_BUILD_S = 120
MAX_FIRST_CLICK_S = 10
MAX_FIRST_READY_S = 20
MAX_FIRST_VISIT_BYTES = 30_000_000
MAX_WARM_READY_S = 4
MAX_DECISION_S = 1.5
#: Written limits.  A search decision takes up to a few seconds in the browser: 50 of them in two games stay
#: under about 10 minutes.  Random playout steps timed per game, in the page and here.  The longest a page may
#: take to run every cell (a cold visit on a busy 2-core machine took about 20 s) and then to draw its charts.
MAX_DECISIONS = 50
PLAYOUT_STEPS = 200_000
PAGE_TIMEOUT_MS = 240_000
CHARTS_TIMEOUT_MS = 60_000
CLICK_TIMEOUT_MS = 120_000
CHROMIUM_ARGS = list(OFFLINE_ARGUMENTS)
#: `bandlab site` with its download cache in a folder of the benchmark's own (the checkout's .cache/site stays).
BUILD = (
    "import sys; from pathlib import Path; import bandlab.cli.site as site; site.CACHE = Path(sys.argv[1]); "
    "from bandlab.cli import main; sys.exit(main(['site', '--out', sys.argv[2]]))"
)
#: Put in every page before its scripts: when the first widget is on screen, in ms from navigation.
WATCH_FIRST_WIDGET = """(() => {
  const seen = () => [...document.querySelectorAll('.jupyter-widgets')].some(e => e.getClientRects().length > 0);
  const watch = new MutationObserver(() => {
    if (seen()) { window.bandlabFirstWidget = performance.now(); watch.disconnect(); }
  });
  watch.observe(document, {subtree: true, childList: true});
})();"""
#: Click a lesson's Forward button and return at once; ``window.bandlabClick`` becomes [clicked, answered] in ms from
#: navigation once the lesson's counter changes.  (textContent: Chromium skips drawing cells off screen, and their
#: innerText is empty.)
CLICK_FORWARD = """button => {
  const box = button.closest('.bandlab-lesson');
  const counter = () => { const s = box.querySelector('.bandlab-lesson-status'); return s ? s.textContent : ''; };
  const before = counter();
  const clicked = performance.now();
  window.bandlabClick = [clicked, null];
  const watch = new MutationObserver(() => {
    if (counter() !== before) { watch.disconnect(); window.bandlabClick = [clicked, performance.now()]; }
  });
  watch.observe(box, {subtree: true, childList: true, characterData: true});
  button.click();
}"""
DRAWN = """() => [...document.querySelectorAll('.bandlab-chart')].every(e => e.querySelector('.js-plotly-plot'))"""
MARKS = """() => Object.fromEntries(performance.getEntriesByType('mark')
  .filter(m => m.name.startsWith('bandlab:')).map(m => [m.name.slice(8), m.startTime]))"""
MARK_NAMES = ("python-start", "page-open", "python-ready", "installed", "ran")
#: Click a link to another page of the site (as a page's text holds them), in the page open in the tab.
FOLLOW_LINK = """name => {
  const link = document.createElement('a');
  link.href = new URL('../files/' + name, document.baseURI).href;
  document.querySelector('.jp-Notebook').appendChild(link);
  link.click();
  link.remove();
}"""
#: The coach's work, run in the page's Python and in this one: prints one JSON line.
COACH_CODE = """
def _bench_coach(game_id, decisions, playout_steps):
    import json, random, time
    import bandlab
    from bandlab.agents import make_agent, play_steps

    game = bandlab.load_game(game_id)
    times, seed = [], 0
    while len(times) < decisions:
        state = game.new(4, seed=seed)
        play_steps(state, [make_agent("heuristic", game_id, seed=seed + seat) for seat in range(4)], 6 + 5 * seed)
        seed += 1
        if state.is_over or len(state.legal_actions()) < 2:
            continue
        seat = state.current_player
        bot = make_agent("search", game_id, seed=seat)
        start = time.perf_counter()
        bot.choose(state.view(seat), state.legal_actions())
        times.append(time.perf_counter() - start)
    rng, steps, seed = random.Random(1), 0, 0
    start = time.perf_counter()
    while steps < playout_steps:
        state = game.new(4, seed=seed)
        seed += 1
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            steps += 1
    print(json.dumps({"decisions": times, "step": (time.perf_counter() - start) / steps}))


_bench_coach(GAME, DECISIONS, STEPS)
del _bench_coach
"""


def say(text):
    print(text, file=sys.stderr, flush=True)


# --- the build ----------------------------------------------------------------------------------


def build(cache, out):
    """Seconds `bandlab site --out OUT` took, its downloads kept in ``cache``; raise with its message on failure."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", BUILD, str(cache), str(out)], capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise RuntimeError((done.stderr or done.stdout).strip().splitlines()[-1])
    return seconds


def digest(folder):
    """Every file of ``folder`` by path, with its SHA-256."""
    return {
        str(f.relative_to(folder)): hashlib.sha256(f.read_bytes()).hexdigest()
        for f in sorted(folder.rglob("*"))
        if f.is_file()
    }


def build_twice(tmp):
    """Build the site with an empty download cache, then with it warm; return the rows and the second site.

    Each site goes in a folder of its own: ``jupyter lite build`` resets the time of every file beside its output
    folder."""
    cache, rows, sites = tmp / "cache", [], []
    for label in ("empty download cache", "warm download cache"):
        out = tmp / f"build-{len(sites)}" / "site"
        out.parent.mkdir()
        say(f"building the site ({label})...")
        try:
            seconds = build(cache, out)
        except RuntimeError as err:
            rows.append((f"build, {label}", f"failed: {err}", f"≤ {MAX_BUILD_S} s", "no"))
            continue
        rows.append((f"build, {label}", f"{seconds:.1f} s", f"≤ {MAX_BUILD_S} s", met(seconds <= MAX_BUILD_S)))
        sites.append(out)
    if not sites:
        raise SystemExit("bench_site: the site could not be built: " + rows[-1][1])
    if len(sites) == 2:
        same = digest(sites[0]) == digest(sites[1])
        rows.append(("the two builds' files", "the same" if same else "differ", "the same", met(same)))
    return rows, sites[-1]


# --- the pages ------------------------------------------------------------------------------------


class Reader:
    """One Chromium profile reading the site; requests to other hosts are counted (Chromium cannot resolve any
    host but 127.0.0.1: see CHROMIUM_ARGS).  Not with playwright's ``route``: routing turns the browser's
    cache off, and every page would download the whole of Python again."""

    def __init__(self, context, site):
        self.context, self.site, self.outside = context, site, []
        context.add_init_script(WATCH_FIRST_WIDGET)
        context.on("request", self.request)

    def request(self, request):
        if not request.url.startswith((self.site.url, "data:", "blob:", "about:")):
            self.outside.append(request.url)

    def visit(self, page_file, visit, click_lesson=False):
        """Open a page; return its row (a dict) and the open page."""
        before, outside = self.site.by_part(), len(self.outside)
        page = self.context.new_page()
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.goto(self.site.page(page_file), wait_until="commit")
        row = {"page": page_file, "visit": visit, "click": None}
        if click_lesson:  # the first lesson with a step to show (1st Band's first, the deal, has none)
            button = page.locator(".bandlab-lesson").get_by_role("button", name="Forward", disabled=False).first
            button.wait_for(state="attached", timeout=PAGE_TIMEOUT_MS)
            button.evaluate(CLICK_FORWARD)
        page.wait_for_selector("body[data-bandlab-page=ready]", state="attached", timeout=PAGE_TIMEOUT_MS)
        row["marks"] = {k: v / 1000 for k, v in page.evaluate(MARKS).items()}
        # The plugin marks "ran" and sets the page ready in one go.
        row["ready"] = row["marks"].get("ran") or page.evaluate("performance.now()") / 1000
        try:
            page.wait_for_function(DRAWN, timeout=CHARTS_TIMEOUT_MS)
            row["drawn"] = page.evaluate("performance.now()") / 1000
        except Exception:  # noqa: BLE001 - a chart not drawn is a result, shown as such
            row["drawn"] = None
        if click_lesson:
            try:
                page.wait_for_function("window.bandlabClick[1] !== null", timeout=CLICK_TIMEOUT_MS)
            except Exception:  # noqa: BLE001 - no answer is a result, shown as such
                pass
            clicked, answered = page.evaluate("window.bandlabClick")
            row["click"] = (clicked / 1000, answered / 1000 if answered is not None else None)
        row["charts"] = page.locator(".bandlab-chart").count()
        row["first"] = (page.evaluate("window.bandlabFirstWidget || null") or 0) / 1000 or None
        after = self.site.by_part()
        row["bytes"] = {part: after[part] - before[part] for part in PARTS}
        row["outside"] = len(self.outside) - outside
        row["errors"] = errors
        return row, page

    def follow(self, page, page_file):
        """Follow a link to ``page_file`` in ``page`` (opened in place); return its row."""
        before = self.site.by_part()
        start = page.evaluate("performance.now()")
        page.evaluate(FOLLOW_LINK, page_file)
        page.wait_for_selector("body[data-bandlab-page=ready]", state="attached", timeout=PAGE_TIMEOUT_MS)
        ready = (page.evaluate("performance.now()") - start) / 1000
        opened = page.evaluate("window.bandlabSite.pagesOpened")
        after = self.site.by_part()
        return {
            "page": page_file,
            "ready": ready,
            "in place": opened > 1,
            "errors": [],
            "bytes": {part: after[part] - before[part] for part in PARTS},
        }


def coach(page, game_id, decisions):
    """The coach's decisions and a random playout step, in the page's Python and in this process."""
    code = COACH_CODE.replace("GAME", repr(game_id)).replace("DECISIONS", str(decisions))
    code = code.replace("STEPS", str(PLAYOUT_STEPS))
    in_page = json.loads(page.evaluate("code => window.bandlabSite.execute(code)", code).strip().splitlines()[-1])
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(code, {})  # the same code in CPython
    here = json.loads(printed.getvalue().strip().splitlines()[-1])
    return {"game": game_id, "page": in_page, "here": here}


# --- the report -------------------------------------------------------------------------------------


def met(ok):
    return "yes" if ok else "no"


def seconds(value):
    return "-" if value is None else f"{value:.1f} s"


def megabytes(parts):
    return f"{sum(parts.values()) / 1e6:.1f} MB (" + ", ".join(f"{k} {v / 1e6:.1f}" for k, v in parts.items()) + ")"


def table(header, rows):
    print("\n| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for row in rows:
        print("| " + " | ".join(str(cell) for cell in row) + " |")


def report(builds, rows, followed, coached, missing):
    first, warm = rows[0], rows[1:]
    click = first["click"][1] if first["click"] else None
    ready = max(first["ready"], first["drawn"] or first["ready"])
    total = sum(first["bytes"].values())
    summary = list(builds)
    name = first["page"].removesuffix(".ipynb")
    if first["click"]:
        summary.append(
            (f"first visit ({name}): first lesson answers a click", seconds(click), f"≤ {MAX_FIRST_CLICK_S} s")
            + (met(click is not None and click <= MAX_FIRST_CLICK_S),)
        )
    summary += [
        (f"first visit ({name}): first widget", seconds(first["first"]), "", ""),
        (
            f"first visit ({name}): every cell run, every chart drawn",
            seconds(ready),
            f"≤ {MAX_FIRST_READY_S} s",
            met(first["drawn"] is not None and ready <= MAX_FIRST_READY_S),
        ),
        ("first visit: bytes", megabytes(first["bytes"]), f"≤ {MAX_FIRST_VISIT_BYTES / 1e6:.0f} MB")
        + (met(total <= MAX_FIRST_VISIT_BYTES),),
    ]
    if followed:
        slowest = max(followed, key=lambda r: r["ready"])
        summary.append(
            (
                f"a link followed: slowest page ({slowest['page'].removesuffix('.ipynb')})",
                seconds(slowest["ready"]),
                f"≤ {MAX_WARM_READY_S} s",
                met(slowest["ready"] <= MAX_WARM_READY_S and all(r["in place"] for r in followed)),
            )
        )
    if warm:
        slowest = max(warm, key=lambda r: r["ready"])
        summary.append(
            (
                f"later visits in a new tab: slowest ready ({slowest['page'].removesuffix('.ipynb')})",
                seconds(slowest["ready"]),
                "",
                "",
            )
        )
        later = {part: sum(r["bytes"][part] for r in warm) for part in PARTS}
        summary.append((f"later visits: bytes, {len(warm)} pages in all", megabytes(later), "", ""))
    for c in coached:
        median = statistics.median(c["page"]["decisions"])
        summary.append(
            (f"coach in the page: search decision, {c['game']} (median)", seconds(median), f"≤ {MAX_DECISION_S} s")
            + (met(median <= MAX_DECISION_S),)
        )
    outside = sum(r["outside"] for r in rows)
    summary.append(("requests to other hosts (aborted)", outside, "0", met(outside == 0)))
    summary.append(("requests the site could not answer", len(missing), "0", met(not missing)))
    table(("measure", "value", "target", "met"), summary)

    header = ["page", "visit", "first widget", "ready", "charts drawn"] + list(MARK_NAMES) + ["MB sent", "errors"]
    lines = []
    for r in rows:
        marks = [seconds(r["marks"].get(name)) for name in MARK_NAMES]
        charts = f"{seconds(r['drawn'])} ({r['charts']})" if r["charts"] else "no charts"
        lines.append(
            [r["page"].removesuffix(".ipynb"), r["visit"], seconds(r["first"]), seconds(r["ready"]), charts]
            + marks
            + [f"{sum(r['bytes'].values()) / 1e6:.2f}", len(r["errors"])]
        )
    print("\nSeconds from navigation; marks are bandlab-site's performance marks (see the module docstring).")
    table(header, lines)

    if coached:
        lines = []
        for c in coached:
            page, here = c["page"], c["here"]
            in_page, in_cpython = statistics.median(page["decisions"]), statistics.median(here["decisions"])
            lines.append(
                (
                    c["game"],
                    len(page["decisions"]),
                    f"{in_page:.2f} s",
                    f"{in_cpython:.2f} s",
                    f"{in_page / in_cpython:.1f}x",
                    f"{page['step'] * 1e6:.1f} µs",
                    f"{here['step'] * 1e6:.1f} µs",
                    f"{page['step'] / here['step']:.1f}x",
                )
            )
        print(f"\nThe coach: search decisions (median) and a random playout step ({PLAYOUT_STEPS:,} steps).")
        table(
            (
                "game",
                "decisions",
                "in the page (Pyodide)",
                "here (CPython)",
                "ratio",
                "playout step, page",
                "here",
                "ratio",
            ),
            lines,
        )
    if followed:
        print("\nA link followed in the first page's tab: seconds from the click until every cell of the page has run.")
        table(
            ("page", "ready", "same Python", "MB sent"),
            [
                (
                    r["page"].removesuffix(".ipynb"),
                    seconds(r["ready"]),
                    met(r["in place"]),
                    f"{sum(r['bytes'].values()) / 1e6:.2f}",
                )
                for r in followed
            ],
        )
    for r in rows:
        for error in r["errors"][:3]:
            print(f"{r['page']}: page error: {error[:200]}")


def python_cpu(folder, page_file, tmp):
    """The site's Python under Node.js: CPU seconds by start step, running the page's first code cell (None without
    node)."""
    node = shutil.which("node")
    if node is None:
        return None
    notebook = json.loads((folder / "files" / page_file).read_text())
    cell = next(c for c in notebook["cells"] if c["cell_type"] == "code")
    code = tmp / "first-cell.py"
    code.write_text("".join(cell["source"]))
    command = [node, str(ROOT / "benchmarks" / "site_python_cpu.mjs"), str(folder), str(code)]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    return {"page": page_file, **json.loads(done.stdout.strip().splitlines()[-1])}


def report_python_cpu(found):
    """The table of the site's Python's CPU seconds by step."""
    if found is None:
        print("\nThe page's Python in CPU seconds: left out (needs node, Node.js 18 or later).")
        return
    print(f"\nThe page's Python in CPU seconds (the site's Pyodide under Node.js; first cell of {found['page']}).")
    steps = found["seconds"]
    rows = [(name, f"{value:.2f} s") for name, value in steps.items()]
    rows.append(("in all", f"{sum(steps.values()):.2f} s"))
    rows.append(("modules from the wheels loaded from bytecode", f"{found['from bytecode']} of {found['modules']}"))
    rows.append(("prompt_toolkit loaded", met(found["prompt_toolkit"])))
    table(("step", "CPU"), rows)


#: argparse ``type``: page files of the site, comma-separated.
page_list = comma_list(one_of(SITE_PAGES), len(SITE_PAGES), "pages")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--pages",
        type=page_list,
        default=SITE_PAGES,
        help=f"page files, comma-separated; the first is the first visit (default: {','.join(SITE_PAGES)})",
    )
    parser.add_argument(
        "--decisions",
        type=whole_number(0, MAX_DECISIONS),
        default=5,
        help=f"search decisions timed per game in the page, 0 for none (default 5, at most {MAX_DECISIONS})",
    )
    parser.add_argument("--site", type=Path, help="measure this built site instead of building one (no build times)")
    args = parser.parse_args()
    if args.site is not None and not (args.site / "bandlab-site.json").is_file():
        parser.error(f"{args.site} is not a site built by `bandlab site`")
    with tempfile.TemporaryDirectory(prefix="bench-site-") as tmp:
        builds, folder = ([], args.site) if args.site is not None else build_twice(Path(tmp))
        rows, followed, coached = [], [], []
        with SiteServer(folder) as site, sync_playwright() as playwright:
            context = playwright.chromium.launch_persistent_context(
                str(Path(tmp) / "profile"),
                executable_path=shutil.which("chromium"),
                args=CHROMIUM_ARGS,
                viewport={"width": 1280, "height": 900},
            )
            reader = Reader(context, site)
            for number, page_file in enumerate(args.pages):
                visit = "first" if number == 0 else "later"
                say(f"opening {page_file} ({visit} visit)...")
                game_id = page_file.removesuffix(".ipynb")
                lessons = number == 0 and game_id in bandlab.GAMES and has_lessons(game_id)
                row, page = reader.visit(page_file, visit, click_lesson=lessons)
                rows.append(row)
                if args.decisions and game_id in COACH_GAMES:
                    say(f"timing the coach on {game_id}...")
                    coached.append(coach(page, game_id, args.decisions))
                if number == 0:
                    for other in args.pages[1:]:
                        say(f"following a link to {other}...")
                        followed.append(reader.follow(page, other))
                page.close()
            context.close()
        report(builds, rows, followed, coached, site.missing)
        report_python_cpu(python_cpu(folder, args.pages[0], Path(tmp)))


if __name__ == "__main__":
    main()
