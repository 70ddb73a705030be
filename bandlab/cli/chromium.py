"""How bandlab's browser tests and benchmarks start Debian's Chromium (through playwright), in one place.

``ARGUMENTS``: headless, and no traffic of Chromium's own (updates, sync, field trials): on a closed network those
connections are refused many at a time, and they are not the page's. ``OFFLINE_ARGUMENTS`` adds that no host but
127.0.0.1 can be reached, for the static site's tests, which count every request to another host (blocking them
with playwright's routing instead would turn Chromium's cache off).
"""

ARGUMENTS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
)
OFFLINE_ARGUMENTS = (*ARGUMENTS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1")
