"""What the pages may send, written in one place (issue 40): the browser tests and
``benchmarks/bench_page_bytes.py`` read these.

Bytes are counted as the browser receives them: the payloads of the kernel's websocket frames (text frames
as UTF-8), and for plotly.js the bytes of its HTTP responses (headers and body as they crossed the wire).
"""

#: Kernel to page on one view of any page (everything its websocket frames carry until the page settles).
PAGE_VIEW_BYTES = 1_500_000
#: Kernel to page on one Forward click of a stepper.
FORWARD_CLICK_BYTES = 15_000
#: plotly.js over HTTP per browser session: fetched once, however many pages are opened.
PLOTLY_FETCHES_PER_SESSION = 1
#: Below this, an HTTP answer for plotly.js carried no copy of it (a cache revalidation: headers only).
PLOTLY_NO_BODY_BYTES = 100_000
