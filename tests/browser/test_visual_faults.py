"""No visible faults on any page, in a real browser: no card label, value or caption overflows its card, and no
rendered text holds the maths glyphs an unescaped ``$`` turns into (MathJax typesets ``$200 to $700`` as an
italic formula "200𝑡𝑜700").

Cards are checked as each page first shows them, and again once every lesson of the page has been
stepped to its end (more cards, other sizes): those two tests are in ``test_game_pages.py``, around its test that
steps every lesson, on the same page. This module holds their checks and ``open_page``, which the other browser tests
use too.
"""

# Every text box of a card that is wider or taller than the box shows it (each hides what overflows), and every
# card whose content is taller than the card.
OVERFLOWING_CARDS = """() => {
  const bad = [];
  for (const el of document.querySelectorAll('.card-label, .card-value, .card-caption')) {
    if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      bad.push(`${el.className} "${el.innerText}" needs ${el.scrollWidth}x${el.scrollHeight}px, has `
               + `${el.clientWidth}x${el.clientHeight}px`);
  }
  for (const el of document.querySelectorAll('.card')) {
    if (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
      bad.push(`card "${el.getAttribute('aria-label')}" overflows`);
  }
  return [document.querySelectorAll('.card').length, [...new Set(bad)]];
}"""

# Maths a page should not hold: MathJax's output elements, and the Unicode maths letters it draws with.
MATHS = r"""() => {
  const glyphs = [...document.body.innerText].filter(c => c.codePointAt(0) >= 0x1D400 && c.codePointAt(0) <= 0x1D7FF);
  return [document.querySelectorAll('mjx-container, .MathJax, .MathJax_Display').length, glyphs.join('')];
}"""


def overflowing_cards(page):
    """(cards on the page, descriptions of the overflowing ones)."""
    return page.evaluate(OVERFLOWING_CARDS)


def maths_on(page):
    """(MathJax elements, maths glyphs in the page's text)."""
    return page.evaluate(MATHS)


def open_page(page, dashboard, server, notebook):
    """Open a page and wait until its last widget is drawn (Voila renders the cells in order)."""
    if notebook == "index.ipynb":  # the index holds no widgets: its table of pages is plain HTML
        page.goto(server.url(notebook), wait_until="domcontentloaded", timeout=120_000)
        page.locator(".bandlab-lessons").wait_for(state="visible", timeout=120_000)
        page.wait_for_timeout(1500)
        return
    dashboard.open(server.url(notebook), timeout=120)
    page.locator(".jupyter-widgets, .jp-RenderedHTMLCommon").last.wait_for(state="attached", timeout=120_000)
    page.wait_for_function(  # the spinner gone, and every widget drawn ("Loading widget..." stands for one to come)
        "() => (!document.querySelector('.voila-spinner, #loading') || "
        "getComputedStyle(document.querySelector('.voila-spinner, #loading')).display === 'none') && "
        "!document.body.innerText.includes('Loading widget...')",
        timeout=120_000,
    )
    page.wait_for_timeout(1500)  # MathJax typesets after the cells are drawn


def step_every_lesson_to_its_end(page):
    """Press Forward on every lesson until it is disabled, at its end or at a task the learner must make (each
    click waits for the page to answer)."""
    lessons = page.locator(".bandlab-lesson")
    for index in range(lessons.count()):
        lesson = lessons.nth(index)
        forward = lesson.get_by_role("button", name="Forward")
        while not any(
            words in lesson.locator(".bandlab-lesson-status").inner_text()
            for words in ("the end of the example", "your move")
        ):
            before = lesson.locator(".bandlab-lesson-status").inner_text()
            forward.click()
            page.wait_for_function(
                "([i, old]) => document.querySelectorAll('.bandlab-lesson')[i]"
                ".querySelector('.bandlab-lesson-status').innerText !== old",
                arg=[index, before],
                timeout=20_000,
            )
            page.wait_for_timeout(50)
    return lessons.count()


def test_dollar_amounts_read_as_money(notebooks_server, page, dashboard):
    open_page(page, dashboard, notebooks_server, "scout-and-raise.ipynb")
    text = page.locator("body").inner_text()
    assert "from $200 to $700" in text  # a markdown cell
    lesson = page.locator(".bandlab-lesson-scout")  # the rulebook's Scout Phase example
    lesson.get_by_role("button", name="Forward").click()
    page.wait_for_function(
        "() => document.querySelector('.bandlab-lesson-scout').innerText.includes('Red $500')", timeout=20_000
    )
    assert "\\$" not in page.locator("body").inner_text()  # no escape shows
    dashboard.assert_no_errors()
