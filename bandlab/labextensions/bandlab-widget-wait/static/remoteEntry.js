// bandlab-widget-wait: a hand-written JupyterLab/Voila federated extension (no build step), one plugin.
//
// Why: ipywidgets 8.1.9's get_model(id) looks for a model every 100 ms for 2 s, then gives up without
// a last look. Voila draws the page's widget outputs while the widget manager restores the models from
// the kernel. On a slow machine that restore blocks the page for seconds; an output that started looking
// just before sleeps through it, wakes up after its 2 s with the model now there, and shows "Error
// displaying widget: model not found" for good (upstream: jupyter-widgets/ipywidgets#4026). This
// plugin gives Voila's widget manager the same get_model with that last look. Nothing else changes:
// a model that is really missing still fails after 2 s. In JupyterLab (no Voila) it does nothing.
//
// A second plugin, bandlab-widget-wait:access, is the pages' accessibility layer (issue 41; docs/accessibility.md).
// What no widget option can say, it says for every page at once:
// - page-wide CSS: links underlined (not told apart by colour alone), a focus ring on every keyboard stop,
//   buttons at least 24x24 px (WCAG 2.5.8);
// - a slider handle (ipywidgets' noUiSlider div, role="slider") is named after its slider's description,
//   else its tooltip (the widget's title);
// - a box that scrolls (ipywidgets' layout overflow) can be reached by keyboard: tabindex="0", and named as a
//   region when its widget has a tooltip.
// It watches the page, so what widgets draw later is done too.
var _JUPYTERLAB;
(function () {
  "use strict";
  var NAME = "bandlab-widget-wait";
  var POLL_MS = 100;
  var WAIT_MS = 2000;

  function sleep(ms) {
    return new Promise(function (resolve) {
      setTimeout(resolve, ms);
    });
  }

  // ipywidgets' get_model, with the deadline checked only after a look for the model.
  function patientGetModel(manager) {
    return async function getModel(modelId) {
      var start = Date.now();
      for (;;) {
        var model = manager._models[modelId];
        if (model !== undefined) {
          return model;
        }
        if (Date.now() - start >= WAIT_MS) {
          throw new Error("widget model not found");
        }
        await sleep(POLL_MS);
      }
    };
  }

  function patch(manager) {
    if (!manager || typeof manager.get_model !== "function" || typeof manager._models !== "object") {
      return;
    }
    manager.get_model = patientGetModel(manager);
    manager.bandlabWidgetWait = true; // lets a test see that the plugin ran
  }

  var plugin = {
    id: NAME + ":plugin",
    description: "Voila's widget outputs find their models after a slow restore.",
    autoStart: true,
    activate: function (app) {
      // VoilaApp resolves widgetManagerPromise as soon as its widget manager exists, before any output is drawn.
      var managerPromise = app.widgetManagerPromise;
      if (managerPromise && managerPromise.promise) {
        managerPromise.promise.then(patch);
      }
    },
  };


  // ---- accessibility (issue 41) ----
  var ACCESS_CSS = [
    "/* bandlab-widget-wait:access (issue 41) */",
    ".jp-RenderedHTMLCommon a, .widget-html a, .widget-htmlmath a { text-decoration: underline !important; }",
    // :is() takes its most specific argument's weight: the id (on no element) outweighs the widgets' own focus styles
    ":is(a, button, input, select, textarea, summary, [tabindex], #bandlab-focus-ring):focus-visible,",
    ".noUi-handle:is(:focus, #bandlab-focus-ring) {",
    "  outline: 3px solid #0b57d0 !important; outline-offset: 1px !important; }",
    ".jupyter-widgets button, .jupyter-button { min-width: 24px; min-height: 24px; }",
    // ipywidgets' button styles under white text: success 4.1:1, info 3.5:1, warning 2.7:1 (its pressed shade
    // 3.8:1), under the 4.5:1 text needs. Darker shades of the same hues, set on the buttons (and tags) alone,
    // which read the theme's colours through these variables: 5.1, 5.5 and 5.2:1 (pressed 7.9, 7.4, 7.3:1).
    ":is(.jupyter-button, .jupyter-widget-tag).mod-success { --jp-success-color1: #2e7d32; --jp-success-color0: #1b5e20; }",
    ":is(.jupyter-button, .jupyter-widget-tag).mod-info { --jp-info-color1: #00747f; --jp-info-color0: #006064; }",
    ":is(.jupyter-button, .jupyter-widget-tag).mod-warning { --jp-warn-color1: #b35000; --jp-warn-color0: #8f3f00; }",
  ].join("\n");
  var SCROLLING = /(auto|scroll)/;

  function injectStyle() {
    if (document.getElementById(NAME + "-access")) {
      return;
    }
    var style = document.createElement("style");
    style.id = NAME + "-access";
    style.textContent = ACCESS_CSS;
    document.head.appendChild(style);
  }

  function text(el) {
    return el ? (el.textContent || "").replace(/\s+/g, " ").trim() : "";
  }

  // A slider handle's name: its slider's description, else the slider's tooltip, else "value".
  function nameHandles(root) {
    var handles = root.querySelectorAll(".noUi-handle[role='slider']:not([aria-label]):not([aria-labelledby])");
    for (var i = 0; i < handles.length; i++) {
      var widget = handles[i].closest(".widget-slider, .jupyter-widgets");
      var label = widget ? widget.querySelector(".widget-label") : null;
      var name = text(label) || (widget && widget.getAttribute("title")) || "value";
      handles[i].setAttribute("aria-label", name);
    }
  }

  function isFocusable(el) {
    return el.hasAttribute("tabindex") || /^(A|BUTTON|INPUT|SELECT|TEXTAREA|SUMMARY)$/.test(el.tagName);
  }

  // A box that scrolls gets into the tab order, so a keyboard can scroll it.
  function reachScrollingBoxes(root) {
    var boxes = root.querySelectorAll("[style*='overflow'], .widget-html, .widget-box, .widget-output");
    for (var i = 0; i < boxes.length; i++) {
      var el = boxes[i];
      if (isFocusable(el)) {
        continue;
      }
      var style = getComputedStyle(el);
      var scrolls =
        (SCROLLING.test(style.overflowY) && el.scrollHeight > el.clientHeight) ||
        (SCROLLING.test(style.overflowX) && el.scrollWidth > el.clientWidth);
      if (!scrolls) {
        continue;
      }
      el.setAttribute("tabindex", "0");
      var name = el.getAttribute("title");
      if (name && !el.hasAttribute("role")) {
        el.setAttribute("role", "region");
        el.setAttribute("aria-label", name);
      }
    }
  }

  var pending = null;
  function sweep() {
    pending = null;
    nameHandles(document);
    reachScrollingBoxes(document);
  }
  function schedule() {
    if (pending === null) {
      pending = setTimeout(sweep, 50);
    }
  }

  function startAccess() {
    if (typeof document === "undefined" || window.bandlabAccess) {
      return;
    }
    window.bandlabAccess = { sweep: sweep }; // lets a test sweep now rather than wait
    injectStyle();
    sweep();
    new MutationObserver(schedule).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ["style", "class"],
    });
    window.addEventListener("resize", schedule);
  }

  var accessPlugin = {
    id: NAME + ":access",
    description: "Every page: links underlined, focus rings, named slider handles, scrolling boxes reachable by keyboard.",
    autoStart: true,
    activate: function () {
      if (document.body) {
        startAccess();
      } else {
        document.addEventListener("DOMContentLoaded", startAccess);
      }
    },
  };

  var container = {
    init: function () {},
    get: function (module) {
      if (module !== "./extension") {
        return Promise.reject(new Error(NAME + " has no module " + module));
      }
      return Promise.resolve(function () {
        return { __esModule: true, default: [plugin, accessPlugin] };
      });
    },
  };

  _JUPYTERLAB = typeof _JUPYTERLAB === "undefined" ? {} : _JUPYTERLAB;
  _JUPYTERLAB[NAME] = container;
  if (typeof window !== "undefined") {
    window._JUPYTERLAB = _JUPYTERLAB;
  }
})();
