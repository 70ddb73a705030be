// The CPU seconds the site's Python spends on each step of a page's start, counted in Node.js (this process's CPU,
// not wall time: the same under any load). It runs the site's own Pyodide as the page's worker does: start, load
// the packages the kernel preloads (bandlab-site.json), import the kernel, then run the given Python (a page's
// first cell). benchmarks/bench_site.py runs it:
//
//     node benchmarks/site_python_cpu.mjs <site folder> <file of Python code>
//
// Prints one JSON line: seconds by step, and how many of the modules loaded from the wheels came from bytecode.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [site, codeFile] = process.argv.slice(2);
if (!codeFile) {
  console.error("usage: node site_python_cpu.mjs <site folder> <file of Python code>");
  process.exit(2);
}
const indexURL = resolve(site, "static", "pyodide") + "/";
const cpu = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1e6;
};
const seconds = {};
let last = cpu();
const step = (name) => {
  const now = cpu();
  seconds[name] = Number((now - last).toFixed(2));
  last = now;
};
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL, stdout: () => {}, stderr: () => {} });
step("Pyodide's start");
const settings = JSON.parse(readFileSync(resolve(site, "bandlab-site.json"), "utf8"));
await pyodide.loadPackage(settings.preload, { messageCallback: () => {} });
step("unpacking the wheels");
pyodide.runPython("import pyodide_kernel");
step("import pyodide_kernel");
pyodide.runPython(readFileSync(codeFile, "utf8"));
step("the first cell");
const loaded = JSON.parse(
  pyodide.runPython(`
import json, sys
specs = [getattr(m, "__spec__", None) for m in list(sys.modules.values())]
origins = [s.origin for s in specs if s and s.origin and "/site-packages/" in s.origin]
bytecode = [s for s in specs if s and s.origin and "/site-packages/" in s.origin
            and (s.origin.endswith(".pyc") or (s.cached and __import__("os").path.isfile(s.cached)))]
json.dumps({"modules": len(origins), "from bytecode": len(bytecode), "prompt_toolkit": "prompt_toolkit" in sys.modules})
`),
);
console.log(JSON.stringify({ seconds, ...loaded }));
