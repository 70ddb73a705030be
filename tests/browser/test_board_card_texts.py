"""Every card explained where it lies, in a real browser under Voila: on every game page, every card on a board (in
the lessons and the play section) has what it does as its hover text, the same words as the game's card list
(``card_text``; on the Battle of the Bands page also the words of its "What every card does" list), and a tap
(focus) shows that text under the card: the boards' ``<style>`` block survives ipywidgets' HTML widget."""

import importlib
import re

import pytest
from test_visual_faults import open_page

PAGES = {
    "first-band.ipynb": "first_band",
    "scout-and-raise.ipynb": "scout_and_raise",
    "battle-of-the-bands.ipynb": "battle_of_the_bands",
    "band-grab.ipynb": "band_grab",
}

# (code, hover text) of every card face on a board of the page, and of the songs (Scout & Raise).
BOARD_CARDS = """() => [...document.querySelectorAll('.bl-board [data-code]')]
    .map(el => [el.getAttribute('data-code'), el.getAttribute('title')])"""
# The items of a page's "What every card does" list, if it has one.
CARD_LIST = """() => [...document.querySelectorAll('details')]
    .filter(d => d.querySelector('summary') && d.querySelector('summary').innerText.includes('What every card does'))
    .flatMap(d => [...d.querySelectorAll('li')].map(li => li.textContent.trim()))"""
# A board card focused as a tap focuses it: the text its ::after shows, and whether the stylesheet is in force.
TAPPED = """() => {
  const card = document.querySelector('.bl-board .bl-card[data-code]');
  card.focus();
  const after = getComputedStyle(card, '::after');
  return [card.getAttribute('title'), after.content, after.display, getComputedStyle(card).cursor,
          document.activeElement === card];
}"""


#: What a card out of play adds to its text, in words (issue 41: not by dimming alone).
OUT_NOTES = re.compile(r"(Removed from the game\.|Out of the game for \d players\.)")


def says_what_it_does(title, text):
    """A card's hover text is its card text, and for a card out of play that text followed by why it is out."""
    return title == text or (title.startswith(text + " ") and OUT_NOTES.fullmatch(title[len(text) + 1 :]) is not None)


@pytest.mark.parametrize("notebook", PAGES)
def test_every_board_card_says_what_it_does_on_hover_and_tap(notebook, notebooks_server, page, dashboard):
    card_text = importlib.import_module(f"bandlab.games.{PAGES[notebook]}.cards").card_text
    open_page(page, dashboard, notebooks_server, notebook)
    cards = page.evaluate(BOARD_CARDS)
    assert len(cards) >= 10, f"{notebook}: only {len(cards)} cards on its boards"
    wrong = [(code, title) for code, title in cards if not says_what_it_does(title, card_text(code))]
    assert not wrong, f"{notebook}: {len(wrong)} of {len(cards)} board cards lack their text: {wrong[:5]}"
    listed = page.evaluate(CARD_LIST)
    if notebook == "battle-of-the-bands.ipynb":
        assert listed and {title for _, title in cards} <= set(listed), "a board card's text is not in the list"
    title, content, display, cursor, focused = page.evaluate(TAPPED)
    assert focused and cursor == "help", "the boards' stylesheet is not in force"
    assert display != "none" and content.strip('"') == title, (content, title)
    print(f"\n{notebook}: {len(cards)} board cards, each with its text; a tap shows {title[:60]!r}…")
    dashboard.assert_no_errors()
