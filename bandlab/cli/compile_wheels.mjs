// Byte-compiles the Python files of unpacked wheels with the site's own Pyodide, so the page's Python loads .pyc
// files instead of compiling modules at each start (issue 39). bandlab/cli/site_bytecode.py runs it:
//
//     node compile_wheels.mjs <Pyodide's folder> <folder of unpacked wheels> <jobs.json>
//
// jobs.json: {"imports": [module, ...], "wheels": [{"folder": ..., "sourceless": bool}, ...]}. With every wheel's
// folder on sys.path, it first imports the modules of "imports" ("pkg.*": the package and all its modules, one
// failing import skipped) to learn which files the page's Python loads as it starts. Then it compiles: a wheel that
// keeps its source gets a .pyc of every module (`__pycache__/mod.cpython-314.pyc`); a "sourceless" wheel gets one of
// every module loaded at the start, written beside it (`mod.pyc`, which then replaces `mod.py`), and its other
// modules stay source (smaller than bytecode, compiled only if a page ever imports them). The .pyc are
// unchecked-hash ones: the same source gives the same bytes, and Python never compares them with the source's time.
// The last line printed is a JSON summary: files compiled, modules that failed (kept as source), imports that
// failed, and Python's cache tag.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideFolder, treesFolder, jobsFile] = process.argv.slice(2);
if (!jobsFile) {
  console.error("usage: node compile_wheels.mjs <Pyodide's folder> <folder of unpacked wheels> <jobs.json>");
  process.exit(2);
}
const indexURL = resolve(pyodideFolder) + "/";
const { loadPyodide } = await import(pathToFileURL(join(indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL, stdout: () => {}, stderr: (line) => console.error(line) });
pyodide.FS.mkdirTree("/wheels");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: resolve(treesFolder) }, "/wheels");
pyodide.globals.set("jobs_json", readFileSync(jobsFile, "utf8"));
const summary = pyodide.runPython(`
import importlib, importlib.util, json, pkgutil, py_compile, sys, warnings
from pathlib import Path

jobs = json.loads(jobs_json)
warnings.simplefilter("ignore")  # a package's warnings (invalid escape sequences, deprecations) are its own business
sys.dont_write_bytecode = True  # the imports below must leave the wheels' folders as they are
trees = [Path("/wheels") / wheel["folder"] for wheel in jobs["wheels"]]
sys.path[:0] = [str(tree) for tree in trees]


def start_modules(names):
    """The module names of "imports", a "pkg.*" expanded to the package and every module under it."""
    for name in names:
        if not name.endswith(".*"):
            yield name
            continue
        package = name[:-2]
        yield package
        spec = importlib.util.find_spec(package)
        where = spec.submodule_search_locations if spec else None
        for module in pkgutil.walk_packages(where or [], package + ".", onerror=lambda name: None):
            yield module.name


failed_imports = []
for name in start_modules(jobs["imports"]):
    try:
        importlib.import_module(name)
    except Exception as error:  # a module that needs what the build has not (numpy): the page never imports it
        failed_imports.append(f"{name}: {type(error).__name__}")
loaded = {getattr(m, "__file__", None) for m in list(sys.modules.values())}

# Where the page's Python unpacks a wheel (the lock's install_dir "site"): the name a traceback shows.
site_packages = f"/lib/python{sys.version_info[0]}.{sys.version_info[1]}/site-packages"
mode = py_compile.PycInvalidationMode.UNCHECKED_HASH
compiled, failed = 0, []
for wheel, tree in zip(jobs["wheels"], trees):
    for source in sorted(tree.rglob("*.py")):
        if wheel["sourceless"] and str(source) not in loaded:
            continue
        name = source.relative_to(tree).as_posix()
        target = source.with_suffix(".pyc") if wheel["sourceless"] else importlib.util.cache_from_source(str(source))
        try:
            py_compile.compile(str(source), cfile=str(target), dfile=f"{site_packages}/{name}", doraise=True,
                               invalidation_mode=mode)
            compiled += 1
        except py_compile.PyCompileError as error:
            failed.append(f"{wheel['folder']}/{name}: {error.exc_type_name}")
json.dumps({"compiled": compiled, "failed": failed, "failed_imports": failed_imports,
            "cache_tag": sys.implementation.cache_tag})
`);
console.log(summary);
