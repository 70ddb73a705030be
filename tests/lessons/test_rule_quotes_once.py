"""Each rulebook sentence is quoted under one number of a game page's rule numbering (issue 41: "Near-identical
rules appear under several numbers", "Two rule references quote the same sentence").

A page numbers every distinct event rule its lessons show ("Rule 4: ..."), in the order the page first shows
them (``bandlab.widgets.lesson_scenes.quoted_in_full``); the last lesson of a page holds the numbering of the
whole page. Two numbers whose quotes hold the same rulebook sentence (``bandlab.lessons.rulebook.quotes``, as
the rule index reads a quote) read as one rule told twice.
"""

import pytest

import bandlab
from bandlab.lessons import has_lessons, scenes
from bandlab.lessons.rulebook import quotes, rulebook_text, sentences
from bandlab.widgets.lesson import lesson

PAGES = [
    pytest.param(game, marks=pytest.mark.skipif(not has_lessons(game), reason=f"{game} has no lessons module"))
    for game in sorted(bandlab.GAMES)
]


def page_rules(game_id):
    """The page's numbered rules, ``{number: quote}``: the numbering of its last lesson, which counts on from
    every earlier lesson's."""
    last = list(scenes(game_id))[-1]
    return {number: rule for rule, number in lesson(game_id, last).rule_numbers.items()}


def quoted_twice(rules, book):
    """``[(sentence, numbers), ...]``: each rulebook sentence that two or more of the numbered rules quote."""
    found = []
    for sentence in dict.fromkeys(book):
        numbers = sorted(number for number, rule in rules.items() if quotes(rule, sentence))
        if len(numbers) > 1:
            found.append((sentence, numbers))
    return found


@pytest.mark.parametrize("game_id", PAGES)
def test_no_two_numbered_rules_of_a_page_quote_one_rulebook_sentence(game_id):
    rules = page_rules(game_id)
    assert sorted(rules) == list(range(1, len(rules) + 1)) and len(rules) >= 10
    twice = quoted_twice(rules, sentences(rulebook_text(game_id)))
    assert not twice, "\n".join(
        f"Rules {', '.join(map(str, numbers))} all quote {sentence!r}" for sentence, numbers in twice
    )


def test_the_check_finds_a_sentence_quoted_under_two_numbers():
    book = sentences(rulebook_text("first-band"))
    turns = (
        "Starting from the starting player, players take turns in clockwise order, playing 1 Member Card from "
        "their hand in front of themselves to compete for the seats."
    )
    rules = {3: "Each round consists of 2 phases: … " + turns, 4: turns, 5: "If tied, the new Member is removed."}
    assert quoted_twice(rules, book) == [(turns, [3, 4])]
    assert quoted_twice({3: "Each round consists of 2 phases:", 4: turns}, book) == []


def test_the_two_rules_issue_41_named_for_first_band_quote_the_turn_order_once():
    from bandlab.games.first_band import events

    turns = "Starting from the starting player, players take turns in clockwise order"
    assert turns in events.MemberPlayed.rule and turns not in events.RoundStarted.rule
    assert events.RoundStarted.rule.startswith("Each round consists of 2 phases:")


def test_scout_and_raise_variant_quotes_add_their_own_sentences_only():
    from bandlab.games.scout_and_raise import events

    book = sentences(rulebook_text("scout-and-raise"))
    for cls in (events.ScoutDealt, events.Passed, events.ArtistSigned, events.MoneySettled):
        variants = {number: rule for number, rule in enumerate(cls.RULES)}
        assert not quoted_twice(variants, book), cls.__name__
    # a keep-one-pass-one quotes the draft pass's rule: the same words, so the same number on the page
    assert events.ScoutKept.rule == events.ScoutDrawnToPass.RULES[0]


def test_band_grab_quotes_the_end_of_the_game_once():
    from bandlab.games.band_grab import events

    # the deck running out and a Busking Gig's win apply "Finishing the Game": the same words, one number
    assert events.BuskingGigPlayed.rule == events.DeckRanOut.rule
    assert events.DeckRanOut.rule.startswith("Continue playing until one player wins by playing their first gig!")


def test_battle_of_the_bands_variant_quotes_add_their_own_sentences_only():
    from bandlab.games.battle_of_the_bands import events as ev
    from bandlab.games.battle_of_the_bands.cards import card_from_code as card

    book = sentences(rulebook_text("battle-of-the-bands"))
    names = ("Tisha", "Danny")
    variants = {
        "turn": (ev.TurnStarted(0, 1, 1, names).rule, ev.TurnStarted(0, 1, 2, names).rule),
        "member": (
            ev.MemberJoined(0, card("Fella"), 0, names).rule,
            ev.MemberJoined(0, card("Producer"), 0, names).rule,
        ),
        "instrument": (
            ev.InstrumentPlayed(0, card("Guitar"), 0, card("Johnny T."), 3, names=names).rule,
            ev.InstrumentPlayed(0, card("Sax"), 0, card("ME Wind"), 3, names=names).rule,
        ),
        "music biz": (
            ev.MusicBizPlayed(0, card("Talk Show"), "Danny's Kym is now Stalked", names).rule,
            ev.MusicBizPlayed(0, card("Theft"), "Sax moves from Danny's Kym to Tisha's ME Wind", names).rule,
            ev.MusicBizPlayed(1, card("Creative Differences"), "Producer quits Tisha's band", names).rule,
            ev.ProducerAction.rule,
            ev.Dealt.rule,
        ),
        "gig won": (
            ev.GigWon(0, card("Gig 1"), False, 1, (), 9, names).rule,
            ev.GigWon(0, card("Signed Gig 1"), False, 1, (), 11, names).rule,
            ev.GigWon(0, card("Gig 1"), True, 1, (1, 2), 8, names).rule,
            ev.ContractPlayed.rule,
        ),
        "lent": (ev.InstrumentLent.rule, ev.GuestStarPlayed.rule),
    }
    for name, rules in variants.items():
        distinct = dict(enumerate(dict.fromkeys(rules)))
        assert not quoted_twice(distinct, book), name
