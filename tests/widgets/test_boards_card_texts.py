"""Every card explained where it lies: on every board of every game (the teacher's view and each seat's, at
positions all through a game) each face-up card's hover text is what it does, in the words of the game's card
list (``card_text`` in ``bandlab/games/<pkg>/cards.py``), which is also its accessible name (``aria-label``: a
keyboard or screen-reader user hears the same words), and a tap (focus) shows it too; a move button that plays
a card carries the same text; ``docs/rules/<game-id>.md``'s list says the same."""

import importlib
import random
import re
from html import escape
from html.parser import HTMLParser
from pathlib import Path

import pytest

from bandlab.games import load_game
from bandlab.viz.cards import card_list_html
from bandlab.widgets.games import game_plugin

ROOT = Path(__file__).resolve().parents[2]
GAMES = {"first-band": 3, "scout-and-raise": 4, "battle-of-the-bands": 3, "band-grab": 3}
#: How many of each game's positions (every few moves of a random game) are drawn.
POSITIONS = 12


def out_of_play(text):
    """A card out of play's hover text: its card text, then why it is out in words (issue 41)."""
    return {f"{text} Removed from the game."} | {f"{text} Out of the game for {n} players." for n in range(3, 6)}


def cards_module(game_id):
    """The game's card data module."""
    return importlib.import_module(f"bandlab.games.{game_id.replace('-', '_')}.cards")


class CardTags(HTMLParser):
    """The attributes of every element of a board that carries a card code (``data-code``)."""

    def __init__(self):
        super().__init__()
        self.cards = []

    def handle_starttag(self, tag, attrs):
        """Keep the attributes of a tag with a card code."""
        attributes = dict(attrs)
        if "data-code" in attributes:
            self.cards.append(attributes)


def card_tags(html):
    """Every card element of ``html`` as a dict of its attributes (values unescaped)."""
    parser = CardTags()
    parser.feed(html)
    return parser.cards


def positions(game_id, seed=7):
    """States all through one random game (every few moves), the last the end or far in."""
    state = load_game(game_id).new(GAMES[game_id], seed=seed)
    rng, found = random.Random(seed), [state.clone()]
    for step in range(400):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
        if step % 9 == 0:
            found.append(state.clone())
    found.append(state)
    return found[:: max(1, len(found) // POSITIONS)] + [state]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_card_on_every_board_says_what_it_does_on_hover_and_tap(game_id):
    plugin, card_text = game_plugin(game_id), cards_module(game_id).card_text
    seen = set()
    for state in positions(game_id):
        for viewer in [None, *range(state.players)]:
            html = plugin.board_html(state, viewer)
            assert html.count("<style>") == 1 and ".bl-card:focus::after" in html  # the tap rule comes with it
            for card in card_tags(html):
                code = card["data-code"]
                title = card.get("title")
                assert title == card_text(code) or title in out_of_play(card_text(code)), (game_id, code, title)
                assert card.get("aria-label") == title and card.get("role") == "img", (game_id, code, card)
                assert card.get("tabindex") == "0" and "bl-card" in card["class"].split(), (game_id, code)
                seen.add(code)
    assert len(seen) >= 10, f"{game_id}: only {sorted(seen)} seen"
    if game_id == "scout-and-raise":
        assert seen & set(cards_module(game_id).SONG_CODE), "no Song card was drawn on a board"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_card_list_holds_every_card_once_in_the_same_words(game_id):
    cards = cards_module(game_id)
    entries = cards.card_list()
    codes = [code for code, _ in entries]
    assert len(codes) == len(set(codes)) and all(text == cards.card_text(code) for code, text in entries)
    html = card_list_html(entries)
    assert html.count("<li") == len(entries) and "What every card does" in html
    for code, text in entries:
        assert f'data-code="{escape(code)}">{escape(text)}</li>' in html
    with pytest.raises(ValueError):
        cards.card_text("no such card")


def test_every_card_of_every_game_has_a_text_in_its_list():
    from bandlab.games.band_grab import cards as bg
    from bandlab.games.battle_of_the_bands import cards as botb
    from bandlab.games.first_band import cards as fb
    from bandlab.games.scout_and_raise import cards as sr

    assert [c for c, _ in fb.card_list()] == list(fb.CODE)
    assert {c for c, _ in sr.card_list()} == set(sr.ARTIST_CODE) | {sr.SCOUT_CODE[k] for k in sr.SCOUT_KINDS} | set(
        sr.SONG_CODE
    )
    assert [t for _, t in botb.card_list()] == [botb.describe(k) for k in botb.KINDS]  # the page's list's words
    listed = {t for _, t in bg.card_list()}
    assert all(bg.card_text(code) in listed for code in bg.CODE)
    assert "Vocal/Guitar 4 — dual-colour" in fb.card_text("V/G4") and "Scores 4" in fb.card_text("V/G4")
    assert "Steal a random card" in bg.card_text("PICK2") and "2 Rock and 1 Pop" in bg.card_text("V-RRP")
    assert "Vo or a Ky part" in sr.card_text("Vo/Ky3") and "bids $500" in sr.card_text("R500")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_rules_page_lists_the_same_card_texts(game_id):
    text = (ROOT / "docs" / "rules" / f"{game_id}.md").read_text(encoding="utf-8")
    section = re.search(r"<!-- card texts: begin[^>]*-->\n(.*?)\n<!-- card texts: end -->", text, re.S)
    assert section, f"docs/rules/{game_id}.md has no generated card list"
    expected = [f"- `{code}`: {words}" for code, words in cards_module(game_id).card_list()]
    assert section.group(1).splitlines() == expected


def played_card(cards, action):
    """The code of the card a move plays, keeps, signs or takes (by its field), or None."""
    for field, codes in (("card", "CODE"), ("kind", "SCOUT_CODE"), ("artist", "ARTIST_CODE"), ("song", "SONG_CODE")):
        value = getattr(action, field, None)
        if isinstance(value, int) and hasattr(cards, codes):
            return getattr(cards, codes)[value]
    return None


@pytest.mark.parametrize("game_id", GAMES)
def test_a_move_button_that_plays_a_card_carries_its_text(game_id):
    plugin, cards = game_plugin(game_id), cards_module(game_id)
    carded = 0
    for state in positions(game_id, seed=3):
        for action in state.legal_actions() if not state.is_over else []:
            code = played_card(cards, action)
            expected = cards.card_text(code) if code is not None else str(action)
            assert plugin.action_tooltip(state, action) == expected, (game_id, str(action))
            carded += code is not None
    assert carded > 0, f"{game_id}: no move button named a card's text"
