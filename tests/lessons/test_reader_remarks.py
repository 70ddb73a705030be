"""The readers' remarks of issue 41, page by page: what a page said twice is said once, the rule facts a reader
missed are stated in words, and a removed card or a card kind is never told apart by colour alone."""

import html
import re
from functools import lru_cache
from pathlib import Path

import pytest

from bandlab.lessons import scenes
from bandlab.widgets.lesson import lesson
from bandlab.widgets.page_measure import markdown_text

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
DOCS = ROOT / "docs" / "rules"


@lru_cache(maxsize=None)
def lesson_text(game_id, key):
    """What a reader of one lesson reads, stepping through it."""
    return " ".join(lesson(game_id, key).text_shown().split())


@lru_cache(maxsize=None)
def page_text(game_id):
    """The page's markdown and every lesson's text, whitespace made single spaces."""
    parts = [markdown_text(NOTEBOOKS / f"{game_id}.ipynb")] + [lesson_text(game_id, key) for key in scenes(game_id)]
    return " ".join(" ".join(parts).split())


def interpretations(game_id):
    """The "Interpretations" section of docs/rules/<game-id>.md."""
    text = (DOCS / f"{game_id}.md").read_text(encoding="utf-8")
    return " ".join(text.split("## Interpretations", 1)[1].split("\n## ", 1)[0].split())


def words_only(markup):
    """The text an HTML fragment shows, with every style, class and colour dropped (what a screen reader, or
    a reader who cannot tell the colours apart, gets)."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " | ", markup)).split())


# --- 1st Band ---------------------------------------------------------------------------------------------


def test_first_band_audition_tells_each_move_once():
    text = lesson_text("first-band", "audition")
    for move in ("Alice plays Vocal 3", "Bob plays Vocal/Guitar 4", "Chris plays Drum 6", "Alice plays Vocal 6"):
        assert text.count(move) == 1, move
    assert "Alice plays Vocal (3)" not in text and "Alice takes the 3rd, Chris takes the 4th" not in text
    # the rulebook's own lines for the example are quoted once on the page, in the performance lesson's recap
    page = page_text("first-band")
    for line in ("Alice plays Vocal (3);", "Bob plays Bass (1).", "Alice takes the 3rd, Chris takes the 4th."):
        assert page.count(line) == 1, line


def test_first_band_four_player_deck_names_its_removed_cards_in_words():
    from bandlab.lessons.first_band import removed_names

    names = removed_names(4)
    assert names == ["Vocal 9", "Guitar/Keyboard 9", "Drum 9", "Bass/Vocal 9", "Keyboard 9"]
    markdown = " ".join(markdown_text(NOTEBOOKS / "first-band.ipynb").split())
    sentence = next(s for s in markdown.split(". ") if "For 4 players" in s)
    assert "leave the deck" in sentence and all(name in sentence for name in names), sentence


@pytest.mark.parametrize("players", [3, 4, 5])
def test_first_band_card_table_marks_removed_cards_in_words_not_by_colour(players):
    from bandlab.games.first_band.cards import ALL_CARDS, IS_DUAL, NAME, REMOVED_VALUES, VALUE
    from bandlab.lessons.first_band import card_table

    markup = card_table(players)
    assert "opacity" not in markup and "color" not in markup.replace("colour)", "")  # no style tells anything
    cells = [cell.strip() for cell in words_only(markup).split("|") if cell.strip()]
    for card in ALL_CARDS:
        cell = next(c for c in cells if c.split(",")[0].removesuffix(" (dual-colour)") == NAME[card])
        assert ("(dual-colour)" in cell) == IS_DUAL[card], cell
        assert cell.endswith(", out") == (VALUE[card] in REMOVED_VALUES[players]), (players, cell)
    if REMOVED_VALUES[players]:
        assert "leaves the deck" in words_only(markup)


def test_first_band_page_no_longer_reads_as_contradicting_its_examples():
    page = page_text("first-band")
    assert "Not in the rulebook's examples" not in page
    assert "breaks a ranking tie for Alice, the starting player" in page  # the audition example's tie, named
    assert "counts for both its seats" not in page
    assert "fills either seat of a band, or both if nothing else fills the other" in page
    assert "Vocal/Guitar 4 stands as Guitar" in page


# --- Band Grab --------------------------------------------------------------------------------------------


def notebook_code(name):
    """The code of a notebook's code cells."""
    import json

    notebook = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))
    return "\n".join("".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == "code")


def test_band_grab_shows_its_cards_once_and_lists_them_once():
    code = notebook_code("band-grab.ipynb")
    assert code.count("card_list_html(") == 1 and "abilities(" not in code
    for kind in ("MUSICIAN", "SUPPORT", "EVENT", "GIG"):
        assert code.count(f"cards_of(C.{kind})") == 1, kind


def test_band_grab_says_which_way_play_goes_and_the_engine_agrees():
    import bandlab

    page = page_text("band-grab")
    assert "Play passes to the left, clockwise" in page and "Alice, then Bob, then Chris" in page
    game = bandlab.load_game("band-grab")
    state = game.new(3, seed=1)
    first = state.current_player
    state.apply(state.legal_actions()[0])
    assert state.current_player == (first + 1) % 3  # Alice (0) is followed by Bob (1)
    assert "Each player has their turn after the player on their right." in interpretations("band-grab")


def test_band_grab_set_deal_does_not_read_as_the_real_setup():
    page = page_text("band-grab")
    assert "not the real setup (all 57 cards shuffled, 3 to each player, the rest the deck)" in page
    # the lesson's deal line comes after the page has said it is a set deal
    assert page.index("not the real setup") < page.index("3 dealt to each of 3 players; 4 stay in the deck")


def test_band_grab_names_the_kind_where_the_rulebook_names_a_colour():
    markdown = " ".join(markdown_text(NOTEBOOKS / "band-grab.ipynb").split())
    assert "its “green cards” are simply the events" in markdown
    for colour in ("purple", "blue", "green", "orange"):  # every colour the rulebook uses is said to be a kind
        assert colour in markdown.split("The rulebook tells these kinds apart by background colour")[1][:80]


def test_band_grab_says_what_a_gig_without_the_genres_does():
    page = page_text("band-grab")
    assert "A gig card can be played only when the band has them (6 of one genre, 5 with a Booking Agent)" in page
    assert "A Busking Gig played without them has no effect." in page
    built = lesson("band-grab", "gig")
    state = built.states[built.start]
    alice = state.view(0)
    moves = [str(action) for action in state.legal_actions()]
    assert "GIG1" in alice["hand"] and "dump Gig 1" in moves and "play Gig 1" not in moves  # not ready: no gig


# --- Battle of the Bands ----------------------------------------------------------------------------------


def test_battle_tells_the_setup_once_and_never_draws_0_cards():
    page = page_text("battle-of-the-bands")
    assert page.count("deals 5 cards to everyone") == 1  # the first lesson's setup, not every lesson's
    assert page.count("Tisha is ME Wind (1 HP).") == 1
    assert "draws 0 cards" not in page
    assert "a player who already holds 6 draws none" in page


def test_battle_reconciles_the_rulebooks_hp_totals():
    text = lesson_text("battle-of-the-bands", "gig")
    assert "ME 1 + Kym 1 + Sax 2 − Stalked 1 = 3 HP, and Big in Japan's 3 makes 6" in text
    assert "his 1 + the Guitar's 1 + the string bonus 1 + the Asskicker's 1 = 4 — and ME 1 makes 5" in text
    assert "6 + 1 = 7" in text and "Danny 7 + 3 = 10, Tisha 5 + 6 = 11" in text
    # and the numbers are the engine's: the bands' totals the narration gives
    assert "Tisha's band: 5 HP + a roll of 6 = 11" in text and "Danny's band: 7 HP + a roll of 3 = 10" in text


def test_battle_says_the_me_point_goes_with_a_stolen_instrument():
    assert "if a Theft moves it off, the point goes with it" in lesson_text("battle-of-the-bands", "theft")
    assert "The point counts while the instrument stays on the ME (Theft can take it away)" in interpretations(
        "battle-of-the-bands"
    )
    built = lesson("battle-of-the-bands", "theft")
    before, after = built.states[0], built.states[1]
    assert after.me_point(0) == 1 and before.me_point(0) == 0  # the Sax on her ME Wind: the point


def test_battle_says_hit_singles_stay_when_a_contract_is_dropped():
    page = page_text("battle-of-the-bands")
    assert "hit singles already played stay, with their SP and their +1 in gigs" in page
    assert "the Single, played before, stays with its SP" in page
    built = lesson("battle-of-the-bands", "contracts")
    dropped = built.states[2]  # after Dropped
    assert dropped.contracts[0] < 0 and dropped.scores()[0] == 2  # Signed Gig 1 and the Single still count
    assert "the hit singles it already played stay" in interpretations("battle-of-the-bands")


def test_battle_says_what_happens_when_the_draw_pile_runs_out():
    page = page_text("battle-of-the-bands")
    assert "When the draw pile runs out, the discards are shuffled into a new one, as often as needed" in page
    assert "the rulebook does not say what happens when the draw pile runs out" in interpretations(
        "battle-of-the-bands"
    )


# --- Scout & Raise ----------------------------------------------------------------------------------------

KEEP_AND_PASS = "keeps one card and passes the other face down"


def test_scout_and_raise_narrates_the_draft_once():
    assert lesson_text("scout-and-raise", "draft").count(KEEP_AND_PASS) == 8  # 4 players, 2 passes
    for key in ("three-players", "redraft"):
        assert KEEP_AND_PASS not in lesson_text("scout-and-raise", key), key
    assert page_text("scout-and-raise").count(KEEP_AND_PASS) == 8


def test_scout_and_raise_teaches_the_100_dollar_loss_where_money_is_first_processed():
    from bandlab.lessons import rule_index

    rule = "However, for Raise Money bid during the Raise Phase, only $100 is sent to the discard pile"
    raise_text, debt_text = lesson_text("scout-and-raise", "raise"), lesson_text("scout-and-raise", "debt")
    assert "a player who raises and then does not sign loses $100 of the raise" in raise_text and rule in raise_text
    assert page_text("scout-and-raise").index(rule) < page_text("scout-and-raise").index(debt_text[:40])
    where = dict(rule_index("scout-and-raise"))[rule + ", and the rest of that Raise Money is returned to their hand."]
    assert where[0] == "raise"


def test_scout_and_raise_says_artists_carry_over_and_what_fits_no_part_does():
    page = page_text("scout-and-raise")
    assert "the next level's song is filled from every artist you have signed, those of the finished song" in page
    assert "An artist that fits no part of the song you score stays face down in front of you and scores nothing" in (
        page
    )
    assert "**Artists carry over.**" not in page and "Artists carry over." in interpretations("scout-and-raise")
    built = lesson("scout-and-raise", "song")
    end = built.states[built.length]
    assert len(end.songs[0]) == 2 and len(end.signed[0]) == 3  # Lv. 2 taken, the three artists still hers


def test_scout_and_raise_says_a_debt_needs_500_dollars_in_the_supply():
    page = page_text("scout-and-raise")
    unescaped = re.sub(r"\\+\$", "$", page)  # the markdown escapes $ for Voila
    assert "When the supply holds less than $500, no debt can be taken, not even a smaller one" in unescaped
    assert "With less than $500 there, no debt can be taken at all" in interpretations("scout-and-raise")
    built = lesson("scout-and-raise", "scout")
    state = built.states[0]  # four players: every bill is dealt, the supply is empty
    assert state.bill_discard < 500 and "take a debt" not in [str(a) for a in state.legal_actions()]


def test_scout_and_raise_explains_danas_raise_to_600():
    text = lesson_text("scout-and-raise", "raise")
    assert "Why $600: at $500 Dana ties Alice, and Alice, the lead player, wins that tie" in text
    assert "Bob is closer to the lead player, so he ranks 1st and Dana 2nd" in text


def test_battle_names_card_kinds_and_types_in_words_not_only_colours():
    from bandlab.games.battle_of_the_bands import cards

    markdown = " ".join(markdown_text(NOTEBOOKS / "battle-of-the-bands.ipynb").split())
    assert "names each card's kind and type in words" in markdown
    texts = dict(cards.card_list())
    assert texts["Guitar"] == "Guitar (Instrument, 1 HP, string)"  # the example the page quotes
    assert all("(" in text for text in texts.values())  # every entry names its kind in words
