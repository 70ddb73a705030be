# bandlab developer entry points.
#   make test   - create .venv if needed, install (only when pyproject.toml changed), lint, run all tests + notebooks
#   make lint   - ruff check, ruff format --check, mypy (settings in pyproject.toml)
#   make run    - serve notebooks/ as Voila dashboards on http://127.0.0.1:8866
#   make site   - build site/: every page as a static site that runs Python in the browser (JupyterLite + Pyodide)
#   make bench  - run every benchmarks/bench_*.py
#   make clean  - remove .venv and build/cache debris

SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
PORT ?= 8866
# extra arguments for pytest, e.g. make test PYTEST_ARGS="-x -k first_band"
PYTEST_ARGS ?=
# test workers (pytest-xdist): one per core. Every browser test runs on one of them and a notebook's cells stay
# together (conftest.py says why); the other tests spread over both, a module at a time. PYTEST_WORKERS=0: one process.
PYTEST_WORKERS ?= 2

.PHONY: install lint test run site bench clean

$(VPY):
	$(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install --quiet --upgrade pip

# Reinstall only when pyproject.toml is newer than the stamp: a second `make test` skips pip.
$(STAMP): pyproject.toml | $(VPY)
	$(VPY) -m pip install --quiet -e ".[dashboard,test,dask,interop]"
	touch $(STAMP)

install: $(STAMP)

# Jupyter/IPython/XDG dirs are redirected to a temp dir by the root conftest.py,
# so the notebooks (nbval) and the Voila servers of browser tests never touch $HOME.
# Exit code 5 (no tests collected) is not a success.
test: lint
	$(VPY) -m pytest -n $(PYTEST_WORKERS) $(PYTEST_ARGS)

# Lint runs before pytest, not inside it: a finding shows as the tool prints it, within seconds, before the
# 11-minute suite, and a targeted pytest run is not slowed by checking the whole tree.
lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

# The server's options live in bandlab/cli/serve.py, shared with the browser tests.
run: $(STAMP)
	$(VENV)/bin/bandlab serve notebooks --port $(PORT)

# Downloads (Pyodide's npm package, wheels, JupyterLite's own environment) are kept in .cache/site;
# `python3 -m http.server -d site -b 127.0.0.1 8000` serves the result.
site: $(STAMP)
	$(VENV)/bin/bandlab site --out site

bench: $(STAMP)
	@shopt -s nullglob; files=(benchmarks/bench_*.py); failed=(); \
	if [ $${#files[@]} -eq 0 ]; then echo "no benchmarks/bench_*.py"; fi; \
	for f in "$${files[@]}"; do echo "== $$f"; $(VPY) "$$f" || failed+=("$$f"); done; \
	if [ $${#failed[@]} -gt 0 ]; then echo "FAILED: $${failed[*]}"; exit 1; fi

clean:
	rm -rf $(VENV) build dist site .cache *.egg-info .pytest_cache .hypothesis
	find . -name __pycache__ -type d -prune -not -path './.git/*' -exec rm -rf {} +
	find . -name .ipynb_checkpoints -type d -prune -not -path './.git/*' -exec rm -rf {} +
