"""The rule sentences of a rulebook (bandlab.lessons.rulebook) and the quote check the rule index uses."""

import pytest

import bandlab
from bandlab.lessons.rulebook import quotes, rulebook_text, sentences

SAMPLE = """1st Band Rulebook

Table of Contents

• Components
• Setup

Components

• Starting Player Card × 1

Setup

Player\tRemove\tCards per Player
3\tAll 9s, 10s\t13

A. Band Audition

There are 5 band seats: Vocal, Guitar.   Starting from the starting player, players take turns.
Proceed to B. Performance Phase.

Example:

1. Alice plays Vocal (3);
▼ Shuffle the 4 Lv. 1 Song cards face down.
"""


def test_headings_contents_and_blank_lines_are_not_sentences_and_list_items_are():
    assert sentences(SAMPLE) == [
        "Starting Player Card × 1",
        "3 All 9s, 10s 13",
        "There are 5 band seats: Vocal, Guitar.",
        "Starting from the starting player, players take turns.",
        "Proceed to B. Performance Phase.",
        "Alice plays Vocal (3);",
        "Shuffle the 4 Lv. 1 Song cards face down.",
    ]


@pytest.mark.parametrize("game_id", sorted(bandlab.GAMES))
def test_every_rulebook_gives_its_sentences_whole(game_id):
    found = sentences(rulebook_text(game_id))
    assert len(found) >= 40
    assert all(sentence == " ".join(sentence.split()) and len(sentence) > 3 for sentence in found)
    assert not any(sentence.lower() == "table of contents" for sentence in found)
    assert not any(sentence.endswith((" Lv.", " B.")) for sentence in found)  # abbreviations end no sentence


def test_first_band_sentences_begin_and_end_as_the_rulebook_does():
    found = sentences(rulebook_text("first-band"))
    assert found[0] == "Starting Player Card × 1" and found[-1] == "Total = 37 pts."
    assert "Each seat retains only the highest-value member." in found
    assert found.count("Place all Member Cards forming the band in the public area.") == 2  # rule and example


def test_a_quote_contains_a_sentence_whitespace_aside_and_within_one_piece():
    rule = "The lower-value Member is removed. If tied, the new Member is removed. … Each seat retains the highest."
    assert quotes(rule, "If tied,  the new\nMember is removed.")
    assert quotes(rule, "Each seat retains the highest.")
    assert not quotes(rule, "removed. … Each seat")  # a sentence never straddles left-out words
    assert not quotes(rule, "Players share the victory.") and not quotes("", "x") and not quotes(rule, " ")


def test_an_unknown_rulebook_is_a_clear_error():
    with pytest.raises(FileNotFoundError, match="No rulebook"):
        rulebook_text("no-such-game")


def test_an_ellipsis_inside_the_rulebooks_own_text_is_no_left_out_mark():
    rule = "A keyboardist with an overwhelming stage presence… Gather the best members … Debt? Bring it on!"
    assert quotes(rule, "A keyboardist with an overwhelming stage presence… Gather the best members")
    assert quotes(rule, "Debt? Bring it on!")


def test_a_line_ending_in_a_bracket_or_longer_than_a_heading_is_text():
    formula = "Score = [Song Pt] + [Artist Pt] – [Debt Pt] for every player at the end of the game"
    text = f"Final Score\n\n(Song cards with a missing part score no points.)\n{formula}\n"
    assert sentences(text) == ["(Song cards with a missing part score no points.)", formula]
