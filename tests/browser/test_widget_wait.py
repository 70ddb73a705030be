"""bandlab-widget-wait, the one-file Voila extension (bandlab/labextensions): a widget output that started
looking for its model just before a long restore blocked the page still finds it.

ipywidgets 8.1.9's ``get_model`` looks every 100 ms for 2 s and gives up after its last sleep without looking
again. On a page slowed 6x, Voila's restore of the Battle of the Bands page (890 models, 1.2 MB of state) blocked
the page through that last sleep: 1 to 5 widgets showed "Error displaying widget: model not found" in 7 of 38
openings before this extension, in none of 8 after (CI failed on it twice).
"""

from test_voila_smoke import _write_smoke_notebook

MANAGER = "window.jupyterapp.widgetManager"

# Ask for a model nobody registered yet; block the page for 2.1 s (its restore, on a slow machine), registering
# the model at the very end of the block; the answer once the look-up has woken up.
LATE_MODEL = f"""async () => {{
    const manager = {MANAGER};
    const answer = manager.get_model('bandlab-late-model').then(() => 'found', err => String(err));
    const start = Date.now();
    while (Date.now() - start < 2100) {{}}
    manager._models['bandlab-late-model'] = Promise.resolve({{}});
    const result = await answer;
    delete manager._models['bandlab-late-model'];
    return result;
}}"""

MISSING_MODEL = f"""async () => {{
    const start = Date.now();
    const answer = await {MANAGER}.get_model('bandlab-no-such-model').then(() => 'found', err => String(err));
    return [answer, Date.now() - start];
}}"""


def open_smoke_page(tmp_path, voila_server, dashboard, page):
    """A one-widget page on a server started as ``bandlab serve`` starts it; wait for its widget manager."""
    _write_smoke_notebook(tmp_path)
    server = voila_server(tmp_path)
    dashboard.open(server.url("smoke.ipynb"), timeout=60)
    page.wait_for_function(f"() => window.jupyterapp && {MANAGER} && {MANAGER}.restoredStatus", timeout=60_000)


def test_the_extension_is_loaded_on_a_served_page(tmp_path, voila_server, dashboard, page):
    open_smoke_page(tmp_path, voila_server, dashboard, page)
    assert page.evaluate(f"() => {MANAGER}.bandlabWidgetWait === true")


def test_a_model_registered_while_the_page_was_blocked_is_found(tmp_path, voila_server, dashboard, page):
    open_smoke_page(tmp_path, voila_server, dashboard, page)
    assert page.evaluate(LATE_MODEL) == "found"


def test_a_model_never_registered_still_fails_after_two_seconds(tmp_path, voila_server, dashboard, page):
    open_smoke_page(tmp_path, voila_server, dashboard, page)
    answer, waited_ms = page.evaluate(MISSING_MODEL)
    assert answer == "Error: widget model not found"
    assert 1900 <= waited_ms < 10_000
