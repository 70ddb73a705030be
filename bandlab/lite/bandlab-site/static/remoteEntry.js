// bandlab-site: a hand-written JupyterLab federated extension (no build step) for bandlab's static site.
//
// The site is JupyterLite's Notebook app with Python running in the page (Pyodide). This plugin makes
// each notebook open as a dashboard, as Voila shows it: the code is hidden, the page's Python learns the
// page's link (as Voila hands it over, in QUERY_STRING) and runs every cell, one at a time (a click on a
// widget already drawn is answered between two cells, not after the last), and a message at the top says
// what is happening meanwhile, from the first moment the page is shown.
// Links between pages (`first-band.ipynb?...` in a page's text) open that page in the same browser tab and
// the same Python: its notebook replaces this one and runs in the kernel that is already started, so the
// reader waits for the page's cells only, not for Python to start again. The address bar follows
// (history.pushState); Back reloads the page it goes back to.
// Python starts as soon as the app's services are up (a session for the page's notebook, which the notebook joins
// when it opens), not once the app has started or the notebook has been read: on a first visit that is seconds
// earlier.
// `bandlab site` (bandlab/cli/site.py) puts it in the site; Voila and JupyterLab never load it.
var _JUPYTERLAB;
(function () {
  "use strict";
  var NAME = "bandlab-site";
  // The page's address: where it was opened (read before the app's router can rewrite it), then the address
  // of each page opened in place.
  var pageAddress = window.location.href;
  // Set once the first page has run: the app, its notebook panel and the kernel the next pages reuse.
  var current = null;
  var POLL_MS = 100;
  // How often to look for the site's kernel among the app's kernels before Python is started early (every 50 ms).
  var KERNEL_POLLS = 200;
  var NOTEBOOK_WAIT_MS = 120000;
  // A query longer than this is not handed to Python whole (Python refuses anything over 100,000 characters).
  var MAX_QUERY_CHARS = 100001;
  // The page's notebook names the site's kernel (`bandlab site` writes "python" into every page).
  var KERNEL_NAME = "python";
  // The session started for the page before its notebook opened (startPythonEarly): a promise of it, or null.
  var earlySession = null;

  // --- the message at the top of the page ---------------------------------------------------------

  function say(text) {
    var step = document.getElementById("bandlab-loading-step");
    if (step) step.textContent = text;
  }

  function fail(text) {
    var box = document.getElementById("bandlab-loading");
    if (!box) return;
    box.classList.add("bandlab-loading-failed");
    say(text);
  }

  function finished() {
    var box = document.getElementById("bandlab-loading");
    if (box) box.remove();
    document.body.dataset.bandlabPage = "ready"; // the browser tests wait for this
  }

  // The message at the top again, while a page opened from a link replaces this one.
  function loadingAgain(text) {
    var box = document.getElementById("bandlab-loading");
    if (!box) {
      box = document.createElement("div");
      box.id = "bandlab-loading";
      box.setAttribute("role", "status");
      box.setAttribute("aria-live", "polite");
      var line = document.createElement("p");
      var step = document.createElement("span");
      step.id = "bandlab-loading-step";
      line.appendChild(step);
      box.appendChild(line);
      document.body.appendChild(box);
    }
    box.classList.remove("bandlab-loading-failed");
    document.body.dataset.bandlabPage = "opening";
    say(text);
  }

  // --- the page's link, for Python ------------------------------------------------------------------

  // The page's query without JupyterLite's own `path=` field, as Voila gives it (raw, not re-encoded).
  function positionQuery(href) {
    var search = new URL(href).search.replace(/^\?/, "");
    var fields = search.split("&").filter(function (field) {
      return field && field.slice(0, 5) !== "path=";
    });
    return fields.join("&").slice(0, MAX_QUERY_CHARS);
  }

  // Text as a Python expression: only ASCII letters, digits and %-escapes inside the quotes.
  function pythonText(text) {
    var escaped = encodeURIComponent(text).replace(/['()*!~]/g, function (c) {
      return "%" + c.charCodeAt(0).toString(16).toUpperCase();
    });
    return "_unquote('" + escaped + "')";
  }

  // Python code run before the page's first cell (bandlab and its packages are loaded as the kernel starts):
  // the page's link for Python; in a kernel that showed another page, that page's widgets and names go.
  function preamble(address) {
    return [
      "from urllib.parse import unquote as _unquote",
      "import bandlab.widgets.in_browser as _in_browser",
      "_in_browser.open_page(" + pythonText(positionQuery(address)) + ", " + pythonText(address) + ")",
      "globals().pop('_unquote', None), globals().pop('_in_browser', None)",
    ].join("\n");
  }

  // --- starting Python early --------------------------------------------------------------------------

  // The page's notebook, from the address it was opened at (`?path=first-band.ipynb`), or null.
  function pageNotebook(href) {
    var name = new URL(href).searchParams.get("path");
    return name && /^[A-Za-z0-9_-]+\.ipynb$/.test(name) ? name : null;
  }

  // Resolves once the app's services know the site's kernel: its own plugin registers it, and may activate after this
  // one (a session asked for before then fails: "No factory for kernel python"). At the latest, once the app has
  // started.
  function whenKernelKnown(app) {
    var specs = app.serviceManager.kernelspecs;
    var known = function () {
      return !!(specs.specs && specs.specs.kernelspecs && specs.specs.kernelspecs[KERNEL_NAME]);
    };
    var polled = app.serviceManager.ready.then(async function () {
      for (var tries = 0; tries < KERNEL_POLLS && !known(); tries++) {
        await sleep(POLL_MS / 2);
        await specs.refreshSpecs().catch(function () {});
      }
    });
    return Promise.race([polled, app.started]);
  }

  // Start the page's Python now, in a session for its notebook: the notebook finds the session when it opens and
  // joins it, instead of starting Python only after it has been read. Nothing is started for another address.
  function startPythonEarly(app) {
    var name = pageNotebook(pageAddress);
    if (!name) return;
    performance.mark("bandlab:python-start");
    var options = { path: name, name: name, type: "notebook", kernel: { name: KERNEL_NAME } };
    // This connection only starts Python: the notebook's own connection handles the widgets' messages.
    var connection = { kernelConnectionOptions: { handleComms: false } };
    earlySession = app.serviceManager.sessions.startNew(options, connection).catch(function () {
      return null; // the notebook starts its own Python as usual
    });
  }

  // Whether the page runs in the Python started early. Either way the early connection goes (the notebook has its
  // own: two would read every message twice); if the notebook started a Python of its own instead (it did not find
  // the early session), the early Python is stopped too.
  async function joinedEarlySession(kernel) {
    var session = earlySession ? await earlySession : null;
    earlySession = null;
    if (!session || !session.kernel) return false;
    var joined = session.kernel.id === kernel.id;
    if (joined) session.dispose();
    else session.shutdown().catch(function () {});
    return joined;
  }

  // --- running the notebook --------------------------------------------------------------------------

  function sleep(ms) {
    return new Promise(function (resolve) {
      setTimeout(resolve, ms);
    });
  }

  async function openedNotebook(app) {
    var start = Date.now();
    while (Date.now() - start < NOTEBOOK_WAIT_MS) {
      var widget = app.shell.currentWidget;
      if (widget && widget.sessionContext && widget.content && widget.content.widgets) return widget;
      await sleep(POLL_MS);
    }
    throw new Error("the page did not open");
  }

  // Run code in the kernel; resolve with what it printed, or reject with the Python error's last line.
  function execute(kernel, code) {
    return new Promise(function (resolve, reject) {
      var future = kernel.requestExecute({ code: code, silent: false, store_history: false });
      var error = null;
      var printed = [];
      future.onIOPub = function (msg) {
        if (msg.header.msg_type === "error") error = msg.content.ename + ": " + msg.content.evalue;
        if (msg.header.msg_type === "stream") printed.push(msg.content.text);
      };
      future.done.then(function () {
        if (error) reject(new Error(error));
        else resolve(printed.join(""));
      }, reject);
    });
  }

  // Run one code cell, its outputs shown in the cell as JupyterLab shows them; resolve with the reply's status.
  async function runCell(cell, kernel) {
    cell.model.trusted = true; // the page's own code: its HTML keeps its styles
    var future = kernel.requestExecute({
      code: cell.model.sharedModel.getSource(),
      silent: false,
      store_history: true,
      stop_on_error: true,
    });
    cell.outputArea.future = future;
    var reply = await future.done;
    cell.model.executionCount = reply.content.execution_count;
    return reply.content.status;
  }

  // JupyterLab's notebook is a feed (role="feed"), whose items must be articles (ARIA 1.2), but its cells have no
  // role (axe-core: aria-required-children): each cell becomes an article of the feed, named as JupyterLab names it.
  function cellsAsArticles(notebook) {
    notebook.widgets.forEach(function (cell) {
      cell.node.setAttribute("role", "article");
    });
  }

  // Run every code cell in order, each sent when the one before has finished, so that a reader's click on a
  // widget already drawn reaches Python before the next cell; stop at the first error, as "run all" does.
  async function runCells(notebook, kernel) {
    cellsAsArticles(notebook);
    var code = notebook.widgets.filter(function (cell) {
      return cell.model.type === "code";
    });
    for (var i = 0; i < code.length; i++) {
      say("Running the page: part " + (i + 1) + " of " + code.length + "…");
      if ((await runCell(code[i], kernel)) !== "ok") throw new Error("part " + (i + 1) + " of the page failed");
    }
  }

  async function runPage(app) {
    var panel = await openedNotebook(app);
    panel.toolbar.setHidden(true);
    document.title = (panel.title.label || "bandlab").replace(/\.ipynb$/, "") + " - bandlab";
    await panel.context.ready;
    say("Starting Python in your browser…");
    performance.mark("bandlab:page-open");
    await panel.sessionContext.ready;
    var kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
    if (!kernel) throw new Error("no Python kernel started");
    var startedEarly = await joinedEarlySession(kernel);
    await execute(kernel, "pass");
    performance.mark("bandlab:python-ready");
    say("Opening the page's link in your browser's Python…");
    await execute(kernel, preamble(pageAddress));
    performance.mark("bandlab:installed");
    await runCells(panel.content, kernel);
    performance.mark("bandlab:ran");
    current = { app: app, panel: panel, kernel: kernel };
    // For the browser tests and benchmarks/bench_site.py: run Python in this page's kernel, get what it prints.
    window.bandlabSite = {
      execute: function (code) {
        return execute(kernel, code);
      },
      pagesOpened: 1, // pages this tab has shown with one Python (the tests check that links reuse it)
      startedEarly: startedEarly, // the page joined the Python started before its notebook was read
    };
    finished();
    showOpenedPosition(panel);
  }

  // Open another page of the site in this tab and this Python: its notebook replaces this one's cells.
  async function openInPlace(address) {
    var name = new URL(address).searchParams.get("path");
    var app = current.app;
    var panel = current.panel;
    current = null; // a second link clicked meanwhile loads its page the usual way
    loadingAgain("Opening " + name.replace(/\.ipynb$/, "") + "…");
    performance.mark("bandlab:open-in-place");
    var file = await app.serviceManager.contents.get(name, { type: "notebook", content: true });
    history.pushState({ bandlabPage: address }, "", address);
    pageAddress = address;
    document.title = name.replace(/\.ipynb$/, "") + " - bandlab";
    var kernel = panel.sessionContext.session.kernel;
    await execute(kernel, preamble(address));
    panel.context.model.fromJSON(file.content);
    await runCells(panel.content, kernel);
    performance.mark("bandlab:ran-in-place");
    current = { app: app, panel: panel, kernel: kernel };
    window.bandlabSite.pagesOpened += 1;
    finished();
    showOpenedPosition(panel);
  }

  // Running every cell leaves the last one in view: go back to the top, or to the position the link opens.
  function showOpenedPosition(panel) {
    var main = positionQuery(pageAddress) && document.querySelector(".bandlab-main");
    if (main) {
      main.scrollIntoView({ block: "start" });
      return;
    }
    panel.content.activeCellIndex = 0;
    var scroller = panel.content.node.closest(".jp-WindowedPanel-outer") || panel.content.node;
    scroller.scrollTop = 0;
  }

  // The Notebook app's header and menus are not part of a dashboard.
  function hideAppChrome(app) {
    var shell = app.shell;
    if (typeof shell.collapseTop === "function") shell.collapseTop();
    if (shell.menu && typeof shell.menu.setHidden === "function") shell.menu.setHidden(true);
  }

  // --- links between pages ------------------------------------------------------------------------

  // `first-band.ipynb?game=...` in a page's text (JupyterLab may have made it `<site>/files/first-band.ipynb?...`):
  // that page of the site, with the position.
  function siteAddress(link) {
    var url = new URL(link.href, document.baseURI);
    var files = new URL("../files/", document.baseURI).pathname;
    var here = new URL(".", document.baseURI).pathname;
    if (url.origin !== window.location.origin) return null;
    var folder = url.pathname.slice(0, url.pathname.lastIndexOf("/") + 1);
    var name = url.pathname.slice(folder.length);
    if ((folder !== files && folder !== here) || !/^[A-Za-z0-9_-]+\.ipynb$/.test(name)) return null;
    var query = url.search ? "&" + url.search.slice(1) : "";
    return new URL("index.html?path=" + name + query + url.hash, document.baseURI).href;
  }

  function followPageLinks(event) {
    var link = event.target && event.target.closest ? event.target.closest("a[href]") : null;
    if (!link || event.defaultPrevented || event.button !== 0) return;
    var address = siteAddress(link);
    if (!address) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.ctrlKey || event.metaKey || event.shiftKey || link.target === "_blank") {
      window.open(address, "_blank", "noopener");
    } else if (current && current.kernel.status !== "dead") {
      openInPlace(address).catch(function () {
        window.location.assign(address); // whatever went wrong, the page opens the usual way
      });
    } else {
      window.location.assign(address);
    }
  }

  // Back and Forward between pages opened in place: the page at that address, opened afresh.
  function reopenOnHistory() {
    window.location.reload();
  }

  var plugin = {
    id: NAME + ":plugin",
    description: "Each notebook of bandlab's site opens as a dashboard.",
    autoStart: true,
    activate: function (app) {
      document.body.classList.add("bandlab-site");
      document.addEventListener("click", followPageLinks, true);
      window.addEventListener("popstate", reopenOnHistory);
      // As soon as Python's kernel is known to the app's services, not once the whole app has started: on a first
      // visit Python's start, in its worker, then overlaps the app's.
      whenKernelKnown(app).then(function () {
        startPythonEarly(app);
      });
      app.restored
        .then(function () {
          hideAppChrome(app);
          if (app.formatChanged) {
            app.formatChanged.connect(function () {
              hideAppChrome(app);
            });
          }
          return runPage(app);
        })
        .catch(function (err) {
          fail("The page could not start: " + (err && err.message ? err.message : err) + ". Reload to try again.");
        });
    },
  };

  var container = {
    init: function () {},
    get: function (module) {
      if (module !== "./extension") {
        return Promise.reject(new Error(NAME + " has no module " + module));
      }
      return Promise.resolve(function () {
        return { __esModule: true, default: [plugin] };
      });
    },
  };

  _JUPYTERLAB = typeof _JUPYTERLAB === "undefined" ? {} : _JUPYTERLAB;
  _JUPYTERLAB[NAME] = container;
  if (typeof window !== "undefined") {
    window._JUPYTERLAB = _JUPYTERLAB;
  }
})();
