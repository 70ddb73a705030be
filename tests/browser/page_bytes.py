"""Counting what a page receives (issue 40): the kernel's websocket bytes and plotly.js over HTTP.

Shared by ``tests/browser/test_page_bytes.py`` and ``benchmarks/bench_page_bytes.py``; the limits they hold
pages to are in ``limits.py``. Everything is read through Chromium's DevTools protocol, which sees every
websocket frame of the page and tells a response from the server apart from one out of the browser's cache.
"""

import base64
import time

# True once Voila has shown every cell (its spinner is gone), drawn every widget ("Loading widget..." stands where
# one is still to come) and every chart (chart.js puts Plotly's plot in it).
SETTLED = """() => document.readyState === 'complete' && (!document.querySelector('.voila-spinner, #loading') ||
    getComputedStyle(document.querySelector('.voila-spinner, #loading')).display === 'none') &&
    !document.body.innerText.includes('Loading widget...') &&
    [...document.querySelectorAll('.bandlab-chart')].every(c => c.querySelector('.js-plotly-plot'))"""
QUIET = 2.0  # seconds without a websocket frame after which a settled page counts as done
#: Bytes only plotly.js holds (its UMD wrapper names the global it sets), to find it in a websocket frame.
PLOTLY_SIGNATURE = b"window.Plotly"


class ViewMeter:
    """Counts one page's websocket bytes received and its plotly.js requests (through the DevTools protocol)."""

    def __init__(self, page):
        self.ws_bytes = 0
        self.frames = 0
        self.plotly_in_websocket = False
        self.last_frame = time.monotonic()
        self.plotly = {}  # request id -> {"url", "bytes", "cached", "status"}
        cdp = page.context.new_cdp_session(page)
        cdp.on("Network.webSocketFrameReceived", self.on_frame)
        cdp.on("Network.requestWillBeSent", self.on_request)
        cdp.on("Network.requestServedFromCache", self.on_cached)
        cdp.on("Network.responseReceived", self.on_response)
        cdp.on("Network.dataReceived", self.on_data)
        cdp.on("Network.loadingFinished", self.on_finished)
        cdp.send("Network.enable")
        self.cdp = cdp

    def on_frame(self, event):
        frame = event["response"]
        data = frame.get("payloadData", "")
        # opcode 1: text (counted as UTF-8); 2: binary, which the protocol hands over base64-encoded
        payload = base64.b64decode(data) if frame.get("opcode") == 2 else data.encode("utf-8")
        self.frames += 1
        self.ws_bytes += len(payload)
        self.plotly_in_websocket = self.plotly_in_websocket or PLOTLY_SIGNATURE in payload
        self.last_frame = time.monotonic()

    def on_request(self, event):
        url = event["request"]["url"]
        if "plotly" in url.split("?")[0].rsplit("/", 1)[-1] and url.split("?")[0].endswith(".js"):
            self.plotly[event["requestId"]] = {"url": url, "bytes": 0, "cached": False, "status": None}

    def on_cached(self, event):
        if event["requestId"] in self.plotly:
            self.plotly[event["requestId"]]["cached"] = True

    def on_response(self, event):
        entry = self.plotly.get(event["requestId"])
        if entry is not None:
            response = event["response"]
            entry["status"] = response["status"]
            if response.get("fromDiskCache") or response.get("fromPrefetchCache"):
                entry["cached"] = True

    def on_data(self, event):
        entry = self.plotly.get(event["requestId"])
        if entry is not None:
            entry["received"] = entry.get("received", 0) + event.get("encodedDataLength", 0)

    def on_finished(self, event):
        entry = self.plotly.get(event["requestId"])
        if entry is not None:
            entry["bytes"] = max(event.get("encodedDataLength", 0), entry.get("received", 0))
            entry["finished"] = True

    def wait_finished(self, page, timeout=30):
        """Wait until every plotly.js request seen has finished loading (its bytes are known then)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and not all(e.get("finished") or e["cached"] for e in self.plotly.values()):
            page.wait_for_timeout(100)

    @property
    def plotly_network(self):
        """The plotly.js requests that went to the server (not answered by the browser's cache)."""
        return [e for e in self.plotly.values() if not e["cached"]]

    def wait_quiet(self, page, timeout=120, quiet=QUIET):
        """Wait until the kernel has spoken, the page is settled and no frame came for ``quiet`` seconds."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            page.wait_for_timeout(250)
            if self.frames and time.monotonic() - self.last_frame >= quiet and page.evaluate(SETTLED):
                return
        raise TimeoutError(f"the page did not settle within {timeout} s ({self.frames} frames)")


def open_view(context, url, timeout=120):
    """Open ``url`` in a new page of ``context`` and wait until it has settled; return (page, meter, seconds from
    navigation to the last frame)."""
    page = context.new_page()
    meter = ViewMeter(page)
    start = time.monotonic()
    page.goto(url, wait_until="domcontentloaded", timeout=timeout * 1000)
    # Voila shows the notebook's HTML first and the widgets once the page has reached its kernel.
    page.wait_for_function(SETTLED, timeout=timeout * 1000, polling=250)
    meter.wait_quiet(page, timeout)
    return page, meter, meter.last_frame - start


def view(context, url, timeout=120):
    """``open_view``, the page closed again: (meter, seconds)."""
    page, meter, seconds = open_view(context, url, timeout)
    page.close()
    return meter, seconds
