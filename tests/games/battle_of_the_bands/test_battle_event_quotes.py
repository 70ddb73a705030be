"""Battle of the Bands events quote the rulebook for what happened: every piece of every quote they can show is
the rulebook's words, and the quote follows the event (the Producer, an adept member, the ME's point, Theft, a
member quitting, a tie, a signed gig). A variant quotes what it adds to the rule it varies, never a sentence of
that rule's quote (a page numbers each distinct quote: tests/lessons/test_rule_quotes_once.py)."""

import re

from bandlab.games.battle_of_the_bands import events as ev
from bandlab.games.battle_of_the_bands.cards import card_from_code
from bandlab.lessons.rulebook import normalised, rulebook_text

NAMES = ("Tisha", "Danny")


def card(name):
    """A card kind by name."""
    return card_from_code(name)


def rulebook_lines():
    """The rulebook's lines, whitespace collapsed and list marks taken off."""
    lines = (normalised(line) for line in rulebook_text("battle-of-the-bands").splitlines())
    return [re.sub(r"^•\s*", "", line) for line in lines if line]


def test_every_quote_an_event_can_show_is_the_rulebooks_words():
    lines = rulebook_lines()
    quotes = {
        name: value for name, value in vars(ev).items() if name.endswith(("_RULE", "_FIRST")) and isinstance(value, str)
    }
    assert len(quotes) >= 20
    for name, quote in quotes.items():
        pieces = [piece.strip() for piece in normalised(quote).split("…")]
        assert any(pieces), name
        for piece in filter(None, pieces):  # an empty piece: the quote starts or ends with left-out words
            assert any(piece in line for line in lines), (name, piece)


def test_the_class_reads_the_general_quote_and_an_event_the_one_for_what_happened():
    assert ev.InstrumentPlayed.rule == ev.INSTRUMENT_RULE
    adept = ev.InstrumentPlayed(0, card("Guitar"), 0, card("Johnny T."), 3, names=NAMES)
    me_point = ev.InstrumentPlayed(0, card("Sax"), 0, card("ME Wind"), 3, names=NAMES)
    plain = ev.InstrumentPlayed(0, card("Bongos"), 0, card("Johnny T."), 2, names=NAMES)
    assert ev.ADEPT_RULE in adept.rule and ev.ME_POINT_RULE not in adept.rule
    assert ev.ME_POINT_RULE in me_point.rule and ev.ADEPT_RULE not in me_point.rule
    assert ev.INSTRUMENT_FIRST not in me_point.rule  # the ME's point is what it adds to the instrument rule
    assert plain.rule == ev.INSTRUMENT_RULE


def test_the_producer_quotes_its_two_actions_and_that_music_biz_cards_can_target_it():
    producer = ev.MemberJoined(0, card("Producer"), 0, NAMES).rule
    assert ev.PRODUCER_RULE in producer and "Play a BAND MEMBER on your band." not in producer
    assert ev.MemberJoined(0, card("Fella"), 0, NAMES).rule == ev.MEMBER_RULE
    two = ev.TurnStarted(0, 1, 2, NAMES).rule
    assert ev.TWO_ACTIONS_RULE.strip(" …") in two and ev.TURN_FIRST not in two
    assert ev.TurnStarted(0, 1, 1, NAMES).rule == ev.TURN_RULE
    quits = ev.MusicBizPlayed(1, card("Creative Differences"), "Producer quits Tisha's band", NAMES)
    assert "It can, however, be targeted by MUSIC BIZ cards." in quits.rule
    assert ev.PRODUCER_LIMITS_RULE not in quits.rule and ev.PRODUCER_LIMITS_RULE in ev.ProducerAction.rule


def test_a_member_quitting_quotes_the_music_biz_rule_and_theft_says_instruments_move_only_by_cards():
    # that the ME stays in its band is the deal's quote: a member quitting applies the Music Biz rule
    quits = ev.MusicBizPlayed(1, card("Creative Differences"), "Johnny T. quits Tisha's band", NAMES)
    assert quits.rule == ev.MUSIC_BIZ_RULE and ev.ME_STAYS_RULE in ev.Dealt.rule
    theft = ev.MusicBizPlayed(0, card("Theft"), "Sax moves from Danny's Kym to Tisha's ME Wind", NAMES)
    assert "Only special cards, such as THEFT" in theft.rule and "Play a MUSIC BIZ card." not in theft.rule
    assert ev.MusicBizPlayed(0, card("Talk Show"), "Danny's Kym is now Stalked", NAMES).rule == ev.MUSIC_BIZ_RULE


def test_a_gig_won_quotes_the_tie_rule_for_a_tie_and_the_signed_gig_rule_for_a_signed_gig():
    tie = ev.GigWon(0, card("Gig 1"), True, 1, (1, 2), 8, NAMES)
    signed = ev.GigWon(0, card("Signed Gig 1"), False, 1, (), 11, NAMES)
    plain = ev.GigWon(1, card("Gig 1"), False, 1, (), 9, NAMES)
    assert tie.rule.startswith("If a tie occurs") and ev.SIGNED_RULE not in tie.rule
    assert ev.SIGNED_RULE in signed.rule and "If a tie occurs" not in signed.rule
    assert "Highest total wins the GIG card." not in signed.rule  # the tally's quote says it
    # a gig won on the highest total applies the tally's rule: the same words, so the same number on a page
    assert plain.rule == ev.BandTallied.rule and "The band with the highest total wins the GIG card" in plain.rule
    # the single contract and any number of signed gigs: the contract's quote
    assert "A band may have a single CONTRACT and any number of SIGNED GIG cards" in ev.ContractPlayed.rule
