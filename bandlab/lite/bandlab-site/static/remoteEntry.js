// bandlab-site: a hand-written JupyterLab federated extension (no build step) for bandlab's static site.
//
// The site is JupyterLite's Notebook app with Python running in the page (Pyodide). This plugin makes
// each notebook open as a dashboard, as Voila shows it: the code is hidden, the page's Python installs
// bandlab, learns the page's link (as Voila hands it over, in QUERY_STRING) and runs every cell, and a
// message at the top says what is happening meanwhile, from the first moment the page is shown.
// Links between pages (`first-band.ipynb?...` in a page's text) open that page of the site.
// `bandlab site` (bandlab/cli/site.py) puts it in the site; Voila and JupyterLab never load it.
var _JUPYTERLAB;
(function () {
  "use strict";
  var NAME = "bandlab-site";
  // Where the page was opened, read before the app's router can rewrite the address.
  var OPENED_AT = window.location.href;
  var POLL_MS = 100;
  var NOTEBOOK_WAIT_MS = 120000;
  // A query longer than this is not handed to Python whole (Python refuses anything over 100,000 characters).
  var MAX_QUERY_CHARS = 100001;

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

  // Python code run before the page's first cell (bandlab and its packages are loaded as the kernel starts).
  function preamble() {
    return [
      "import os as _os",
      "from urllib.parse import unquote as _unquote",
      "_os.environ['QUERY_STRING'] = " + pythonText(positionQuery(OPENED_AT)),
      "_os.environ['BANDLAB_SITE_PAGE'] = " + pythonText(OPENED_AT),
      "import bandlab.widgets.in_browser as _in_browser",
      "_in_browser.prepare()",
      "del _os, _unquote, _in_browser",
    ].join("\n");
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

  function countRun(notebook) {
    var code = notebook.widgets.filter(function (cell) {
      return cell.model.type === "code";
    });
    var run = code.filter(function (cell) {
      return cell.model.executionCount !== null;
    });
    return [run.length, code.length];
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
    await execute(kernel, "pass");
    performance.mark("bandlab:python-ready");
    say("Opening the page's link in your browser's Python…");
    await execute(kernel, preamble());
    performance.mark("bandlab:installed");
    var timer = setInterval(function () {
      var counts = countRun(panel.content);
      say("Running the page: part " + Math.min(counts[0] + 1, counts[1]) + " of " + counts[1] + "…");
    }, 250);
    try {
      await app.commands.execute("notebook:run-all-cells");
    } finally {
      clearInterval(timer);
    }
    performance.mark("bandlab:ran");
    // For the browser tests and benchmarks/bench_site.py: run Python in this page's kernel, get what it prints.
    window.bandlabSite = {
      execute: function (code) {
        return execute(kernel, code);
      },
    };
    finished();
    showOpenedPosition(panel);
  }

  // Running every cell leaves the last one in view: go back to the top, or to the position the link opens.
  function showOpenedPosition(panel) {
    var main = positionQuery(OPENED_AT) && document.querySelector(".bandlab-main");
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
    } else {
      window.location.assign(address);
    }
  }

  var plugin = {
    id: NAME + ":plugin",
    description: "Each notebook of bandlab's site opens as a dashboard.",
    autoStart: true,
    activate: function (app) {
      document.body.classList.add("bandlab-site");
      document.addEventListener("click", followPageLinks, true);
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
