"""The balance lab in a real browser (issue 42): press Run, the charts and the card table appear, and the Share
link opens the page and repeats the same run."""

from test_visual_faults import open_page

BOX = ".bandlab-balance-lab"


def wait_for_results(page):
    """Wait until a run's sentences, three charts and card table are drawn."""
    page.locator(f"{BOX} .bandlab-balance-sentences").wait_for(state="attached", timeout=120_000)
    page.locator(f"{BOX} .bandlab-card-table tr.bandlab-card-row").first.wait_for(state="attached", timeout=60_000)
    page.wait_for_function(
        "(box) => document.querySelectorAll(box + ' .js-plotly-plot').length >= 3", arg=BOX, timeout=60_000
    )


def shown_results(page):
    """What a run shows that depends only on the run: the sentences and the card table's rows."""
    sentences = page.locator(f"{BOX} .bandlab-balance-sentences").inner_text()
    rows = page.locator(f"{BOX} .bandlab-card-table tr.bandlab-card-row").all_inner_texts()
    return sentences, rows


def test_run_draws_charts_and_the_card_table_and_the_share_link_repeats_it(
    notebooks_server, page, dashboard, page_errors
):
    open_page(page, dashboard, notebooks_server, "balance-lab.ipynb")
    assert page.locator(f"{BOX} .js-plotly-plot").count() == 0  # nothing is played before Run
    page.locator(BOX).get_by_role("button", name="Run").click()
    wait_for_results(page)
    sentences, rows = shown_results(page)
    assert "With target 6, games last" in sentences and "shorter" in sentences
    assert len(rows) > 20 and page.locator(f"{BOX} .js-plotly-plot .bars .point").count() > 0
    page.locator(f"{BOX} .bandlab-card-table").scroll_into_view_if_needed()

    link = page.locator(f"{BOX} .bandlab-balance-share input").input_value()
    run = {"lab": "battle-of-the-bands", "option": "target=6", "bots": "heuristic", "seats": 4, "games": 200}
    assert link == notebooks_server.url("balance-lab.ipynb", **run, runseed=1)
    dashboard.assert_no_errors()

    page.goto(link, wait_until="domcontentloaded", timeout=120_000)
    wait_for_results(page)  # a link with a run plays it at once
    assert shown_results(page) == (sentences, rows), "the Share link repeats the same run"
    dashboard.assert_no_errors()
