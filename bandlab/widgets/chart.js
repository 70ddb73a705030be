// bandlab's Chart: a plotly figure drawn from the `spec` trait (plotly JSON) and redrawn in place
// (Plotly.react) whenever the kernel changes it.
//
// Why not plotly's own FigureWidget: its module carries all of plotly.js (~5 MB), and anywidget
// gives a model two seconds to load its module; on a slow or busy machine the charts then go dead.
// This module is a few kilobytes: it loads in milliseconds, so the model is always ready in time.
// plotly.js itself is asked for only when a chart is first drawn (`render` has no time limit):
// the first chart of the page asks its kernel for it once, in a binary message, and every chart
// of the page shares that one copy (`globalThis.Plotly`). Nothing is fetched from the internet.

const LOADER = "__bandlab_plotly_loader__";
const RETRY_MS = 4000;  // a chart waiting this long asks again (the one that asked may be gone)

function loader() {
  if (!globalThis[LOADER]) {
    let resolve;
    const promise = new Promise((r) => { resolve = r; });
    globalThis[LOADER] = { promise, resolve, asked: 0, done: false };
  }
  return globalThis[LOADER];
}

function runScript(buffer) {
  // A classic script: plotly.min.js sets window.Plotly itself.
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(new Blob([buffer], { type: "text/javascript" }));
    const script = document.createElement("script");
    script.src = url;
    script.onload = () => { URL.revokeObjectURL(url); resolve(globalThis.Plotly); };
    script.onerror = () => reject(new Error("bandlab: plotly.js could not be started"));
    document.head.appendChild(script);
  });
}

function whenIdle(callback) {
  // Let the page finish what it is doing (other widgets starting) before the long script compile.
  if (globalThis.requestIdleCallback) requestIdleCallback(callback, { timeout: 1500 });
  else setTimeout(callback, 0);
}

function ensurePlotly(model) {
  const state = loader();
  if (globalThis.Plotly && globalThis.Plotly.react) {
    state.done = true;
    state.resolve(globalThis.Plotly);
    return state.promise;
  }
  const onMessage = (msg, buffers) => {
    if (!msg || msg.type !== "plotly-js" || state.done || state.starting) return;
    state.starting = true;
    whenIdle(() => runScript(buffers[0]).then((Plotly) => {
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

export default {
  async render({ model, el }) {
    el.classList.add("bandlab-chart");
    const plot = document.createElement("div");
    plot.style.width = "100%";
    const first = spec(model);
    const height = (first.layout && first.layout.height) || 450;
    plot.style.minHeight = `${height}px`;
    plot.innerHTML = `<div class="bandlab-chart-loading" style="color:#777;padding:12px">Loading the chart…</div>`;
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
