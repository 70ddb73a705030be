"""axe-core on the static site's own chrome (``make site``; issue 41): the loading message a page shows while
Python starts, and the site's front door (``<site>/index.html``) as a browser without JavaScript shows it. Every
page of the site, once every cell has run, is checked by test_static_site.py's every-page test, on the page it opens
first (the axe helpers of tests/browser/test_accessibility.py, as under Voila).

The site is built once for the session (``site_folder``) and served as test_static_site.py serves it, to one
Chromium profile that can reach no other host. A failure names every rule broken and the elements that break it.
"""

import re

from test_accessibility import WCAG_TAGS, axe_script, count, describe
from test_static_site import PAGE_TIMEOUT_MS, reader  # noqa: F401 (a fixture)

#: axe-core on one part of the page only (a CSS selector), with the same rules as ``violations``.
RUN_AXE_ON = """async ([selector, tags]) => {
  const results = await axe.run({include: [selector]},
                                {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
  return results.violations.map(v => ({
    id: v.id, impact: v.impact,
    nodes: v.nodes.map(n => ({target: n.target.join(' '), summary: (n.failureSummary || '').slice(0, 300)})),
  }));
}"""


def failures(where, rules):
    """The assertion message: how many elements fail, then one line per element (rule, element, what to fix)."""
    return f"{where}: {count(rules)} axe-core WCAG 2.1 A/AA failures:\n  {describe({where: rules})}"


def test_the_loading_message_passes_axe_core(reader):  # noqa: F811
    """The message a page shows from its first moment until every cell has run, checked while it is shown."""
    page = reader.context.new_page()
    try:
        page.goto(reader.site.page("gig-odds.ipynb"), wait_until="domcontentloaded")
        page.locator("#bandlab-loading").wait_for(state="visible")
        page.evaluate(axe_script())
        rules = page.evaluate(RUN_AXE_ON, ["#bandlab-loading", WCAG_TAGS])
        assert page.locator("#bandlab-loading").count() == 1, "checked while the message was shown"
        assert not rules, failures("the loading message", rules)
        page.wait_for_selector("body[data-bandlab-page=ready]", state="attached", timeout=PAGE_TIMEOUT_MS)
    finally:
        page.close()


def without_scripts(route):
    """Answer a request with the site's file, its scripts taken out: the page as a browser without JavaScript shows
    it (a context with JavaScript off would not run axe-core either)."""
    response = route.fetch()
    route.fulfill(response=response, body=re.sub(r"<script\b.*?</script>", "", response.text(), flags=re.S))


def test_the_sites_front_door_without_javascript_passes_axe_core(browser, site):  # noqa: F811
    """``<site>/index.html`` sends a browser on to the index page; without JavaScript it is a page of its own."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.route(site.url + "index.html", without_scripts)
        page.goto(site.url + "index.html")
        assert page.url == site.url + "index.html", "the front door itself is checked, not the page it sends on to"
        assert page.get_by_role("link", name="Open bandlab").count() == 1
        page.evaluate(axe_script())
        rules = page.evaluate(RUN_AXE_ON, ["html", WCAG_TAGS])
        assert not rules, failures("index.html", rules)
    finally:
        context.close()
