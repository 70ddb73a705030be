// bandlab-widget-wait: a hand-written JupyterLab/Voila federated extension (no build step), one plugin.
//
// Why: ipywidgets 8.1.9's get_model(id) looks for a model every 100 ms for 2 s, then gives up without
// a last look. Voila draws the page's widget outputs while the widget manager restores the models from
// the kernel. On a slow machine that restore blocks the page for seconds; an output that started looking
// just before sleeps through it, wakes up after its 2 s with the model now there, and shows "Error
// displaying widget: model not found" for good (upstream: jupyter-widgets/ipywidgets#4026). This
// plugin gives Voila's widget manager the same get_model with that last look. Nothing else changes:
// a model that is really missing still fails after 2 s. In JupyterLab (no Voila) it does nothing.
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
