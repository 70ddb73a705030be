// bandlab's Chart: a plotly figure drawn from the `spec` trait (plotly JSON) and redrawn in place
// (Plotly.react) whenever the kernel changes it.
//
// Why not plotly's own FigureWidget: its module carries all of plotly.js (~5 MB), and anywidget
// gives a model two seconds to load its module; on a slow or busy machine the charts then go dead.
// This module is a few kilobytes: it loads in milliseconds, so the model is always ready in time.
// plotly.js itself is loaded only when a chart is first drawn (`render` has no time limit), once per
// page, and every chart of the page shares that one copy (`globalThis.Plotly`):
// - from a file of the server or site: PLOTLY_PATH under the page's JupyterLab extensions URL
//   (`fullLabextensionsUrl` of its `jupyter-config-data`), a plain script the browser caches, so a
//   second page (or a second visit) loads it from the cache and the kernel sends none of it;
// - failing that (a server that does not serve the file, such as a plain JupyterLab), from the kernel:
//   the page's charts ask it in a message, and one answers with plotly.js in a binary buffer.
// Nothing is fetched from the internet.

const LOADER = "__bandlab_plotly_loader__";
const PLOTLY_PATH = "__PLOTLY_PATH__";  // filled in by chart.py: bandlab-plotly/static/plotly.min.js?v=VERSION
const RETRY_MS = 4000;  // a chart waiting this long asks its kernel again (the one that asked may be gone)

function loader() {
  if (!globalThis[LOADER]) {
    let resolve;
    const promise = new Promise((r) => { resolve = r; });
    globalThis[LOADER] = { promise, resolve, asked: 0, done: false, fromServer: null };
  }
  return globalThis[LOADER];
}

function plotlyUrl() {
  // The file's address on this page's server, or null where the page says nothing of its extensions.
  try {
    const config = JSON.parse(document.getElementById("jupyter-config-data").textContent);
    const extensions = config.fullLabextensionsUrl;
    if (typeof extensions !== "string" || !extensions) return null;
    return new URL(`${extensions.replace(/\/+$/, "")}/${PLOTLY_PATH}`, document.baseURI).href;
  } catch (error) {
    return null;
  }
}

function runScript(src) {
  // A classic script: plotly.min.js sets window.Plotly itself.
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.onload = () => (globalThis.Plotly && globalThis.Plotly.react
      ? resolve(globalThis.Plotly)
      : reject(new Error(`bandlab: ${src} did not start plotly.js`)));
    script.onerror = () => { script.remove(); reject(new Error(`bandlab: plotly.js could not be loaded from ${src}`)); };
    document.head.appendChild(script);
  });
}

function runBuffer(buffer) {
  const url = URL.createObjectURL(new Blob([buffer], { type: "text/javascript" }));
  return runScript(url).finally(() => URL.revokeObjectURL(url));
}

function whenIdle(callback) {
  // Let the page finish what it is doing (other widgets starting) before the long script compile.
  if (globalThis.requestIdleCallback) requestIdleCallback(callback, { timeout: 1500 });
  else setTimeout(callback, 0);
}

function fromServer(state) {
  // Once per page: the file of the server (null where there is none to try).
  if (!state.fromServer) {
    const url = plotlyUrl();
    state.fromServer = url
      ? new Promise((resolve) => whenIdle(resolve)).then(() => runScript(url))
      : Promise.reject(new Error("bandlab: this page names no extensions folder to load plotly.js from"));
    state.fromServer.then((Plotly) => { state.done = true; state.resolve(Plotly); }, (error) => console.warn(error.message));
  }
  return state.fromServer;
}

function fromKernel(model, state) {
  // Ask the kernel until some chart's answer has started plotly.js.
  const onMessage = (msg, buffers) => {
    if (!msg || msg.type !== "plotly-js" || state.done || state.starting) return;
    if (msg.error || !buffers || !buffers.length) { console.warn(`bandlab: ${msg.error || "no plotly.js"}`); return; }
    state.starting = true;
    whenIdle(() => runBuffer(buffers[0]).then((Plotly) => {
      state.done = true;
      state.resolve(Plotly);
    }, (error) => { state.starting = false; console.warn(error); }));
  };
  model.on("msg:custom", onMessage);
  state.promise.then(() => model.off("msg:custom", onMessage));
  const ask = () => {
    if (state.done || state.starting) return;
    if (Date.now() - state.asked < RETRY_MS) return;
    state.asked = Date.now();
    model.send({ type: "plotly-js?" });
  };
  ask();
  const timer = setInterval(() => (state.done ? clearInterval(timer) : ask()), RETRY_MS);
}

function ensurePlotly(model) {
  const state = loader();
  if (globalThis.Plotly && globalThis.Plotly.react) {
    state.done = true;
    state.resolve(globalThis.Plotly);
    return state.promise;
  }
  fromServer(state).catch(() => fromKernel(model, state));
  return state.promise;
}

function spec(model) {
  try {
    return JSON.parse(model.get("spec") || "{}");
  } catch (error) {
    return { data: [], layout: { title: { text: "This chart could not be read." } } };
  }
}

const CONFIG = { displaylogo: false, responsive: true };

// `old` updated with `patch` as the kernel's `merged` does it: dicts merge key by key, anything else replaces.
function merged(old, patch) {
  const isDict = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
  if (!isDict(old) || !isDict(patch)) return patch;
  const result = { ...old };
  for (const [key, value] of Object.entries(patch)) result[key] = merged(old[key], value);
  return result;
}

// A redraw the kernel sends as its changes only ({type: "merge", revision, parts}): the model's spec (which every
// view of the chart draws) becomes the merged figure, as the kernel's own spec has.
function onMerge(model, msg) {
  if (!msg || msg.type !== "merge") return;
  const shown = spec(model);
  const parts = msg.parts;
  const figure = {
    ...shown,
    data: (shown.data || []).map((trace, i) => merged(trace, parts.data[i] || {})),
    layout: merged(shown.layout || {}, parts.layout || {}),
  };
  model.set("revision", msg.revision);
  model.set("spec", JSON.stringify(figure));
}

export default {
  initialize({ model }) {
    const listener = (msg) => onMerge(model, msg);
    model.on("msg:custom", listener);
    return () => model.off("msg:custom", listener);
  },

  async render({ model, el }) {
    el.classList.add("bandlab-chart");
    const plot = document.createElement("div");
    plot.style.width = "100%";
    const first = spec(model);
    const height = (first.layout && first.layout.height) || 450;
    plot.style.minHeight = `${height}px`;
    plot.innerHTML = `<div class="bandlab-chart-loading" style="color:#595959;padding:12px">Loading the chart…</div>`;
    el.appendChild(plot);
    const Plotly = await ensurePlotly(model);
    let drawing = Promise.resolve();
    const draw = () => {
      // Draw in order: the newest spec wins, and a draw never overlaps the previous one.
      drawing = drawing.then(() => {
        const figure = spec(model);
        plot.querySelector(".bandlab-chart-loading")?.remove();
        plot.style.minHeight = "";
        return Plotly.react(plot, figure.data || [], figure.layout || {}, { ...CONFIG, ...(figure.config || {}) });
      }).then(() => { el.dataset.revision = String(model.get("revision")); }, (error) => console.warn(error));
    };
    draw();
    model.on("change:spec", draw);
    return () => {
      model.off("change:spec", draw);
      Plotly.purge(plot);
    };
  },
};
