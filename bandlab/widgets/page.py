"""The dashboard page the widgets live on: where it is served, and the links that lead back to it.

A Share link must name where the page really is: the scheme, host, port and base path
of the server that served it (``make run`` on another port, a server behind a base URL,
https), and, inside a Binder pod, the permanent Binder launch link rather than the pod's
own address, which dies with the pod.

Two sources tell a kernel where its page is:

* the server, before the page is drawn: Voila gives the kernel ``VOILA_REQUEST_URL`` (or,
  for a preheated kernel, the request's ``SERVER_NAME``, ``SERVER_PORT`` and
  ``SCRIPT_NAME``);
* the browser, once the page is drawn: a ``PageLocation`` widget (a few lines of
  JavaScript) reports ``window.location``, which is right even behind proxies and https.

``current_page()`` is the kernel's one ``Page``; steppers ask it for their links and
are told when the browser's report arrives.  BinderHub puts its launch request into the
pod's environment (``BINDER_LAUNCH_HOST``, ``BINDER_PERSISTENT_REQUEST``): with both set,
``Page.links`` gives the permanent link first.

On the static site (JupyterLite: ``{SITE}/notebooks/index.html?path=<page>.ipynb&<position>``)
the site's plugin puts the page's full address into ``BANDLAB_SITE_PAGE`` before the first
cell runs, and the browser reports the same address: the page is then the site's page of its
notebook (``site_page``), and its links keep ``path=`` first with the position after it.
"""

import os
import urllib.parse
import weakref

import anywidget
import traitlets

from bandlab.core import links

#: The longest page address accepted from the browser or the environment (longer ones are ignored).
MAX_ADDRESS_CHARS = links.MAX_ADDRESS_CHARS
#: Where the static site's plugin puts the page's full address (``window.location.href``) for the kernel.
SITE_PAGE_VARIABLE = "BANDLAB_SITE_PAGE"
#: The path every Voila dashboard is served under, below the server's base URL.
VOILA_ROUTE = "voila/render/"
#: Notebook routes of a Jupyter server that have a Voila dashboard at the same path.
NOTEBOOK_ROUTES = ("lab/tree/", "doc/tree/", "notebooks/", "tree/")


# --- addresses ------------------------------------------------------------------


def clean_address(url):
    """``url`` without its query and fragment, if it is a plausible http(s) address; else ''."""
    if not isinstance(url, str) or len(url) > MAX_ADDRESS_CHARS:
        return ""
    try:
        parts = urllib.parse.urlsplit(url.strip())
    except ValueError:  # a broken [IPv6] host
        return ""
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return ""
    return urllib.parse.urlunsplit((parts.scheme, parts.netloc, parts.path, "", ""))


def site_page(url):
    """The static site's address of a page, ``{SITE}/notebooks/index.html?path=<page>.ipynb`` (its position
    dropped), if ``url`` is a page of the site: http(s), at most MAX_ADDRESS_CHARS plain characters, and one
    ``path=`` naming a plain page file (``first-band.ipynb``, no folders).  Anything else: ''."""
    if not isinstance(url, str) or len(url) > MAX_ADDRESS_CHARS or not links.ADDRESS_CHARS.fullmatch(url.strip()):
        return ""
    try:
        parts = urllib.parse.urlsplit(url.strip())
        pairs = urllib.parse.parse_qsl(parts.query, keep_blank_values=True, max_num_fields=50)
    except ValueError:  # a broken [IPv6] host, too many fields
        return ""
    folder, _, index = links.SITE_PAGE.rpartition("/")  # notebooks/ and index.html (which a server may leave out)
    root, found, tail = parts.path.rpartition(f"/{folder}/")
    if parts.scheme not in ("http", "https") or not parts.netloc or not found or tail not in ("", index):
        return ""
    pages = [value for key, value in pairs if key == "path"]
    if len(pages) != 1 or not links.PAGE_FILE.fullmatch(pages[0]):
        return ""
    return links.site_link(f"{parts.scheme}://{parts.netloc}{root}", pages[0])


def dashboard_address(url):
    """The address a page's links lead to: a Voila dashboard (the page itself, or the dashboard of a notebook
    opened in JupyterLab) or a page of the static site (``site_page``); '' for anything else."""
    site = site_page(url)
    if site:
        return site
    address = clean_address(url)
    if not address or f"/{VOILA_ROUTE}" in address:
        return address
    parts = urllib.parse.urlsplit(address)
    for route in NOTEBOOK_ROUTES:
        head, found, tail = parts.path.partition(f"/{route}")
        if found and tail.endswith(".ipynb"):
            return urllib.parse.urlunsplit((parts.scheme, parts.netloc, f"{head}/{VOILA_ROUTE}{tail}", "", ""))
    return ""


def server_address(environ=None):
    """The page's address as the Voila server told the kernel ('' outside Voila)."""
    environ = os.environ if environ is None else environ
    url = environ.get("VOILA_REQUEST_URL", "")
    if url:
        return clean_address(url)
    host, port, path = (environ.get(k, "") for k in ("SERVER_NAME", "SERVER_PORT", "SCRIPT_NAME"))
    if host and path.startswith("/"):
        scheme = "https" if port == "443" else "http"
        shown_port = "" if (scheme, port) in (("http", "80"), ("https", "443"), ("http", "")) else f":{port}"
        return clean_address(f"{scheme}://{host}{shown_port}{path}")
    return ""


def binder_root(environ=None):
    """The permanent Binder launch address of this pod's commit (``https://mybinder.org/v2/gh/ORG/REPO/<sha>``),
    or ''."""
    environ = os.environ if environ is None else environ
    host = environ.get("BINDER_LAUNCH_HOST", "").strip()
    request = environ.get("BINDER_PERSISTENT_REQUEST", "").strip()
    if not host or not request or len(host) + len(request) > MAX_ADDRESS_CHARS:
        return ""
    root = host.rstrip("/") + "/" + request.lstrip("/")
    return clean_address(root).rstrip("/")


def page_file(address):
    """The notebook file a page address shows: a site page's ``path=``, else the address's last part."""
    if not address:
        return ""
    if "?" in address:  # a site page, {SITE}/notebooks/index.html?path=<page> (as site_page gives it)
        return dict(urllib.parse.parse_qsl(address.split("?", 1)[1], max_num_fields=50)).get("path", "")
    return urllib.parse.unquote(address.rsplit("/", 1)[-1])


def page_game(address):
    """The game id a page is named after (``.../band-grab.ipynb``, ``...?path=band-grab.ipynb`` -> ``band-grab``),
    or None."""
    import bandlab

    name = page_file(address)
    game = name[: -len(".ipynb")] if name.endswith(".ipynb") else None
    return game if game in bandlab.GAMES else None


def address_for_game(address, game_id):
    """The page for ``game_id``: a game's page is swapped for that game's page; any other page stays."""
    own = page_game(address)
    if own is None or own == game_id:
        return address
    if "?" in address:  # a site page: the other notebook is its path=
        return f"{address.split('?', 1)[0]}?path={game_id}.ipynb"
    return address.rsplit("/", 1)[0] + f"/{game_id}.ipynb"


def route_of(address):
    """The part of a dashboard address below the server root (``voila/render/notebooks/x.ipynb``), or ''."""
    path = urllib.parse.urlsplit(address).path
    _, found, tail = path.partition(f"/{VOILA_ROUTE}")
    return f"{VOILA_ROUTE}{urllib.parse.unquote(tail)}" if found else ""


# --- the page ---------------------------------------------------------------------


class Page:
    """The kernel's dashboard page: its address, its links, and the steppers that show them."""

    def __init__(self, environ=None):
        self.environ = os.environ if environ is None else environ
        self.browser_address = ""  # where the browser says the page is (best), once it has said
        self._listeners = weakref.WeakSet()

    @property
    def address(self):
        """The dashboard's address without position: the browser's report, else the server's, else the static
        site's page from ``BANDLAB_SITE_PAGE`` (``{SITE}/notebooks/index.html?path=<page>``), else ''."""
        return self.browser_address or server_address(self.environ) or site_page(self.environ.get(SITE_PAGE_VARIABLE))

    @property
    def on_site(self):
        """True when the page is on the static site (JupyterLite): its links are then the site's."""
        return bool(site_page(self.address))

    @property
    def binder(self):
        """The permanent Binder launch address of this commit, or '' outside Binder."""
        return binder_root(self.environ)

    def local_link(self, query, game_id):
        """The link to the position on this server (dies with a Binder pod) or on the static site."""
        address = self.address
        base = address_for_game(address, game_id) if address else None
        return links.make_link(query, game_id, base)

    def binder_link(self, query, game_id):
        """The permanent Binder link to the position, or '' outside Binder."""
        root = self.binder
        if not root:
            return ""
        route = route_of(address_for_game(self.address, game_id)) if self.address else ""
        return links.binder_link(root, route or f"{VOILA_ROUTE}notebooks/{game_id}.ipynb", query)

    def links(self, query, game_id):
        """(share, local): the link to share (permanent in Binder) and this server's link ('' if the same).
        On the static site: (the site's link, ``path=`` first, '')."""
        local = self.local_link(query, game_id)
        permanent = self.binder_link(query, game_id)
        return (permanent, local) if permanent else (local, "")

    def page_of(self, game_id):
        """The address of ``game_id``'s own page on this server, or '' when unknown."""
        address = self.address
        return address_for_game(address, game_id) if page_game(address) else ""

    def listen(self, stepper):
        """Tell ``stepper`` (its ``page_moved()``) when the page's address becomes known."""
        self._listeners.add(stepper)

    def report(self, href):
        """The browser's ``window.location``: links follow it from now on (a Voila dashboard or a page of the
        static site; anything else is ignored)."""
        address = dashboard_address(href)
        if not address or address == self.browser_address:
            return
        self.browser_address = address
        for stepper in list(self._listeners):
            stepper.page_moved()


_PAGE = None


def current_page():
    """The one Page of this kernel."""
    global _PAGE
    if _PAGE is None:
        _PAGE = Page()
    return _PAGE


def forget_page():
    """The kernel shows another page now (the static site opens a page in the Python of the page before): the
    next ``current_page()`` is a new ``Page``, with nothing learnt about the earlier page's address."""
    global _PAGE
    _PAGE = None


# --- the widget the browser reports through ----------------------------------------

LOCATION_ESM = """
// Tell the kernel where this page really is, and (for a stepper opened from a link) bring it into view.
function settleScroll(el) {
  let userMoved = false;
  const stop = () => { userMoved = true; };
  for (const name of ["wheel", "touchmove", "keydown", "mousedown"]) {
    window.addEventListener(name, stop, { once: true, passive: true });
  }
  // The stepper holding this (invisible) widget: found once the page has put the widget in it.
  const scroll = () => {
    const target = el.isConnected && el.closest(".bandlab-stepper");
    if (target && !userMoved) target.scrollIntoView({ block: "start" });
  };
  // Widgets above it keep appearing and growing while the page loads (charts, boards): scroll again
  // after each change, at most once a frame, for the first seconds.
  let queued = false;
  const soon = () => { if (!queued) { queued = true; requestAnimationFrame(() => { queued = false; scroll(); }); } };
  const watch = new MutationObserver(soon);
  watch.observe(document.body, { childList: true, subtree: true });
  const timers = [0, 300, 1000, 3000].map((ms) => setTimeout(soon, ms));
  setTimeout(() => { watch.disconnect(); timers.forEach(clearTimeout); }, 10000);
}
export default {
  render({ model, el }) {
    el.classList.add("bandlab-page-location");
    model.set("href", String(window.location.href));
    model.save_changes();
    if (model.get("scroll")) settleScroll(el);
  },
};
"""


class PageLocation(anywidget.AnyWidget):
    """Invisible: reports ``window.location`` to the page's ``Page``; with ``scroll`` brings its stepper into view."""

    _esm = LOCATION_ESM
    href = traitlets.Unicode("").tag(sync=True)
    scroll = traitlets.Bool(False).tag(sync=True)

    def __init__(self, scroll=False, page=None, **kwargs):
        super().__init__(scroll=scroll, **kwargs)
        self.page = page or current_page()
        self.observe(lambda change: self.page.report(change["new"]), "href")
