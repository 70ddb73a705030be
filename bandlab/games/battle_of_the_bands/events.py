"""What happens in Battle of the Bands, one event per change, each with the rule it applies.

Events never name a card that stays hidden (a drawn card, a card taken from a hand).

A page numbers every distinct quote it shows ("Rule 12: …", later "Rule 12"), so no two quotes hold one rulebook
sentence: a variant quotes only what it adds to the quote of the rule it varies (the Producer's two actions, the
ME's superstar point, Theft, the Producer as a target, a signed gig), and events that apply one rule quote the same
string and share its number (a gig won on the highest total quotes the tally's rule).
"""

from typing import ClassVar

from bandlab.core import Event, EventTable, event, who, winners_phrase
from bandlab.games import reading
from bandlab.games.battle_of_the_bands.cards import (
    AFFINITY,
    DISCARD_MEMBER,
    EFFECT,
    ME,
    MOVE_INSTRUMENT,
    NAME,
    NO_TYPE,
    POACH_MEMBER,
    PRODUCER,
    PRODUCER_CARD,
    SIDE_HP,
    SIDE_NAME,
    SIGNED,
    SP,
    TYPE,
)

#: The mark of words left out between two rulebook quotes.
GAP = " … "


def plural(n, word):
    """ "1 card", "2 cards"."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def joined(*quotes):
    """Rulebook quotes from different places, joined with the mark of words left out (empty ones skipped; a
    quote's own leading or trailing mark is kept only at the ends)."""
    quotes = [q for q in quotes if q]
    text = GAP.join(q.strip(" …") for q in quotes)
    opens, closes = quotes[0].startswith("…"), quotes[-1].endswith("…")
    return ("… " if opens else "") + text + (" …" if closes else "")


class RuleQuote:
    """An event's ``rule`` that depends on what happened: ``quote(event)`` for an event; read on the class
    (as tests/test_rule_quotes.py reads every event's rule) the ``general`` quote."""

    def __init__(self, general, quote):
        self.general, self.quote = general, quote

    def __get__(self, event, owner=None):
        """The quote for this event, or the general one on the class."""
        return self.general if event is None else self.quote(event)


# --- the rulebook's words, quoted by more than one event or chosen by what happened ---------------------------
CONCEPT_RULE = (
    'Each player builds a band, using BAND MEMBER, INSTRUMENT and REPUTATION cards. With their bands, they "battle" '
    "their opponents during GIG ROUNDS and play HIT SINGLES, GIGS and CONTRACTS worth SUPERSTAR POINTS. These "
    "SUPERSTAR POINTS are the victory points, with which they become rock and roll superstars!"
)
ME_RULE = (
    "At the start of each game, everyone randomly chooses a ME BAND MEMBER card to place in front of themselves "
    "on the table. Unused ME cards are kept out of the deck."
)
ME_STAYS_RULE = "(This card represents you as a musician in your band. This card cannot be taken out of your band.)"
TURN_FIRST = "On your turn, you draw until you have 6 cards in your hand, and take one of the following actions:"
TURN_RULE = joined(
    TURN_FIRST, "On your turn, you draw till you have 6 cards in your hand and take one of the following actions:"
)
TARGET_RULE = (
    "2-player game/12 SUPERSTAR POINTS … 3-player game/10 SUPERSTAR POINTS … 4-6-player game/8 SUPERSTAR "
    "POINTS … For a shorter game, you play to a smaller SUPERSTAR POINT total."
)
MEMBER_RULE = (
    "Play a BAND MEMBER on your band. (Max. 4 BAND MEMBER per band at a time.) … A band can have as few as "
    "1 BAND MEMBER or as many as 4 BAND MEMBERS. (The ME and PRODUCER cards count toward the maximum of 4.) "
    "Each BAND MEMBER is worth X amount of HIP POINTS, (HP) as shown on the upper left-hand corner of the "
    "card. These points, used in conjunction with HIP POINTS found on INSTRUMENT and REPUTATION cards in "
    "play, help determine the strength of your band during a GIG."
)
PRODUCER_RULE = (
    "The PRODUCER card is a special type of BAND MEMBER card, and counts towards the 4 BAND MEMBER limit "
    "in a band; when played, it gives the player 2 actions per turn, instead of 1."
)
TWO_ACTIONS_RULE = (
    "… You may play any combination of cards, even 2 GIG cards! (The GIGS would be played separately, "
    "one after the other, with MONKEY WRENCHES being played during each GIG ROUND.)"
)
PRODUCER_LIMITS_RULE = (
    "You cannot place any INSTRUMENT or REPUTATION cards on the PRODUCER, nor can it help you during a GIG ROUND."
)
#: What a Music Biz card on the Producer adds (the sentence before it is the Producer's extra action's quote).
PRODUCER_TARGET_RULE = "… It can, however, be targeted by MUSIC BIZ cards."
INSTRUMENT_FIRST = "Play an INSTRUMENT on a BAND MEMBER in your band. (1 INSTRUMENT per BAND MEMBER at a time.)"
INSTRUMENT_RULE = joined(
    INSTRUMENT_FIRST,
    "As with BAND MEMBER cards, each INSTRUMENT card is worth X amount of HIP POINTS (HP). Any BAND "
    "MEMBER may use any INSTRUMENT; simply place the card under your BAND MEMBER to show the INSTRUMENT they are "
    "playing.",
    "Only 1 INSTRUMENT card may be played on a BAND MEMBER at any time.",
    "No INSTRUMENT cards may be played if no BAND MEMBERS are there to receive them.",
)
#: The Producer joining: what it adds to the band member's rule ("Play a BAND MEMBER on your band." is that rule's).
PRODUCER_JOINS_RULE = PRODUCER_RULE
REPUTATION_RULE = joined(
    "Attempt to play a REPUTATION card on ANY BAND MEMBER in play. (1 REPUTATION per BAND MEMBER at a time.)",
    "Attempt to play a REPUTATION on ANY BAND MEMBER in play.",
    "As with the BAND MEMBER and INSTRUMENT cards, REPUTATION cards have an X amount of HIP POINTS (HP).",
    "The difference is that you may not simply place a REPUTATION card on a BAND MEMBER. You first choose any BAND "
    "MEMBER, in any band in play, you wish to place the REPUTATION on, state which version, positive or negative, "
    "you are attempting, then you must roll less than or equal to the number of HP already possessed by that BAND "
    "MEMBER (and their INSTRUMENT, if they have one.).",
)
PLACED_RULE = joined(
    "If you succeed, place the REPUTATION under the BAND MEMBER to show that BAND MEMBER'S REPUTATION.",
    "Only 1 REPUTATION card may be played on a BAND MEMBER at any time.",
    "No REPUTATION cards may be played if no BAND MEMBERS are there to receive them.",
)
HIT_SINGLE_RULE = joined(
    "Play a HIT SINGLE on your band. (Must already have a CONTRACT or SIGNED GIG card in your band.)",
    "(You must have a CONTRACT or SIGNED GIG in your band.)",
    "As with GIG and CONTRACT cards, HIT SINGLE cards have a SUPERSTAR POINT (SP) total, as shown on each card's "
    "upper left-hand corner, using the number of stars shown.",
    "A band must have either a CONTRACT or SIGNED GIG card in their band to play HIT SINGLES.",
    "When played, it gives the player that amount of SP towards their victory total.",
    "Also, every HIT SINGLE card is worth a +1 to their owner during every GIG they participate in. (The song "
    "everyone came to hear!)",
)
GIG_RULE = joined(
    "Play a GIG card and start a GIG ROUND.",
    "Play a GIG card and start a GIG ROUND (See Below).",
    "When a GIG card is played it starts a GIG ROUND. Everyone may participate during a GIG ROUND by playing as many "
    "MONKEY WRENCH cards as they wish (also see BAND MEMBERS and INSTRUMENTS). The person playing the GIG card plays "
    "the first MONKEY WRENCH, then, clockwise, each player taking turns playing 1 card until all of the players have "
    "played as many of the MONKEY WRENCH cards as they wish (MONKEY WRENCH cards are optional and need not be played "
    "by any players to participate in the GIG).",
    "During a GIG round, you may play any of the following card types:",
)
WRENCH_RULE = joined(
    "These are cards played exclusively during GIGS. They modify the HP of you or your opponent's band as well as "
    "other effects. Each card explains its game effect for the GIG.",
    "MONKEY WRENCH (Used only during GIGs.)",
)
GUEST_RULE = joined(
    "BAND MEMBERS may be played during GIGS as positive MONKEY WRENCHES to your group. (They are referred to as "
    "GUEST STARS.) They are discarded after the GIG is over. (Thanks for the help, man!)",
    "GUEST STARS DO NOT count towards your maximum of 4 BAND MEMBERS, as they are not in your band. Your band can "
    "exceed 4 BAND MEMBERS during any GIG.",
    "NOTE: You may play BAND MEMBERS and INSTRUMENTS during GIGS, see those sections of the rules.",
)
#: The tally and who wins on it: a band's total, and a gig won on the highest total, quote these same words.
TALLY_RULE = joined(
    "MONKEY WRENCH play ends when all players have passed (not played any cards). The entire HP of each band is then "
    "tallied, subtracting the modifiers of any MONKEY WRENCHES in play. Everyone rolls a die, the audience's "
    "reaction to their set, then adds that amount to their HP total. The band with the highest total wins the GIG "
    "card and places it with their other SUPERSTAR POINT (SP) cards.",
    "NOTE: Each HIT SINGLE card in your band gives you a +1 to your total HP for the GIG.",
    "Each player then rolls a die (audience reaction to their band) and adds it to their band's modified HP (from "
    "the total of all their cards: BAND MEMBER, REPUTATION, INSTRUMENT, MONKEY WRENCH, HIT SINGLE). Highest total "
    "wins the GIG card.",
)
ADEPT_RULE = (
    "Some BAND MEMBERS are more adept with certain musical instrument types. When the appropriate BAND MEMBER and "
    "INSTRUMENT combination are played together, they are worth 1 more HP than normal, as we shall see in the "
    "INSTRUMENT card example below."
)
ME_POINT_RULE = "(And of course, if you have the right INSTRUMENT type on your ME card, you get a SUPERSTAR POINT!)"
THEFT_RULE = joined(
    "Normally, you cannot exchange INSTRUMENT cards between BAND MEMBERS once they are played. Only special cards, "
    "such as THEFT, can alter which INSTRUMENTS are being played by whom.",
    "Only cards can change INSTRUMENTS on BAND MEMBERS, once they are in play.",
)
MUSIC_BIZ_RULE = joined(
    "Play a MUSIC BIZ card.",
    "All of the cards explain their function in the game. Familiarize yourself with the cards before playing the game.",
    "These cards are played during a regular turn, either on you or an opponent. Each card explains what the card "
    "does - usually targeting a card already on the table.",
)
SIGNED_RULE = (
    "Some GIG cards have the word SIGNED on them. SIGNED GIGS act like CONTRACTS. This means that the winner of this "
    "card is able to start playing HIT SINGLE cards on their next action."
)
#: Quoted with a contract's (a signed gig's quote stops before it).
CONTRACTS_AND_SIGNED_RULE = (
    "A band may have a single CONTRACT and any number of SIGNED GIG cards in play at the same time."
)
TIE_RULE = joined(
    "If a tie occurs between the highest bands, the GIG goes to the person who played it, even if they weren't part "
    "of the tie, or even if they couldn't participate in the GIG! (They get the credit for putting on such a great "
    "show!)",
    "If there is a tie, the GIG goes to the person that played it.",
)


def instrument_rule(member, instrument):
    """The quote for an instrument played on a member: the whole rule with the +1 of a member adept with its type,
    the ME's superstar point (what it adds to the rule), or the whole rule."""
    if AFFINITY[member] == NO_TYPE or AFFINITY[member] != AFFINITY[instrument]:
        return INSTRUMENT_RULE
    if TYPE[member] == ME:
        return ME_POINT_RULE
    return joined(INSTRUMENT_RULE, ADEPT_RULE)


@event
class MeChosen(Event):
    player: int
    card: int
    names: tuple = ()
    rule: ClassVar[str] = joined(CONCEPT_RULE, ME_RULE)

    def describe(self):
        return f"{who(self.names, self.player)} is {NAME[self.card]} (1 HP)."


@event
class Dealt(Event):
    dealer: int
    first: int
    target: int
    names: tuple = ()
    rule: ClassVar[str] = joined(
        ME_STAYS_RULE + " The dealer shuffles the rest of the cards and deals 5 cards "
        "to each player. The person to the dealer's left goes first, drawing a card from the "
        "deck (draw pile), for a total of 6 cards.",
        TARGET_RULE,
    )

    def describe(self):
        return (
            f"{who(self.names, self.dealer)} deals 5 cards to everyone; {who(self.names, self.first)} goes first. "
            f"First to {self.target} superstar points wins."
        )


@event
class TurnStarted(Event):
    player: int
    drawn: int
    actions: int
    names: tuple = ()
    rule: ClassVar[str] = RuleQuote(TURN_RULE, lambda e: TWO_ACTIONS_RULE if e.actions > 1 else TURN_RULE)

    def describe(self):
        text = f"{who(self.names, self.player)}'s turn: draws {plural(self.drawn, 'card')}"
        return text + (f" and has {self.actions} actions (the Producer)." if self.actions > 1 else ".")


@event
class Reshuffled(Event):
    cards: int
    left: int
    names: tuple = ()
    rule: ClassVar[str] = reading(
        "the rulebook does not say what happens when the draw pile runs out: the discards are "
        "shuffled into a new draw pile, as often as needed (the house rule reshuffles limits it)"
    )

    def describe(self):
        text = f"The draw pile is empty: {plural(self.cards, 'discarded card')} are shuffled into a new one"
        if self.left is None:
            return text + "."
        return text + f" ({plural(self.left, 'more reshuffle')} allowed by the house rule)."


@event
class NothingToDraw(Event):
    player: int
    missing: int
    names: tuple = ()
    rule: ClassVar[str] = reading(
        "a draw from an empty draw pile with no discards to shuffle draws nothing: the turn "
        "goes on with the cards in hand"
    )

    def describe(self):
        return (
            f"The draw pile and the discards are both empty: {who(self.names, self.player)} draws "
            f"{plural(self.missing, 'card')} fewer."
        )


@event
class MemberJoined(Event):
    player: int
    card: int
    band: int
    names: tuple = ()
    rule: ClassVar[str] = RuleQuote(
        MEMBER_RULE, lambda e: PRODUCER_JOINS_RULE if TYPE[e.card] == PRODUCER else MEMBER_RULE
    )

    def describe(self):
        where = "their band" if self.band == self.player else f"{who(self.names, self.band)}'s band"
        return f"{who(self.names, self.player)} plays {NAME[self.card]} on {where}."


@event
class MemberJoinedAnyBand(MemberJoined):
    """A band member played on another player's band (house rule ``any_band_members``)."""

    rule: ClassVar[str] = joined(
        "We made Battle of the Bands very open ended, if there is a rule that doesn't fit with your style of play, "
        "feel free to add or change a rule to your group's liking.",
        "Several examples of house rules may be:",
        "Anyone can play a BAND MEMBER on any band in play.",
    )


@event
class ProducerAction(Event):
    player: int
    names: tuple = ()
    rule: ClassVar[str] = joined(
        "When the PRODUCER enters any band, it allows that player to immediately take another action.",
        PRODUCER_LIMITS_RULE,
    )

    def describe(self):
        return (
            f"The Producer is in {who(self.names, self.player)}'s band: "
            f"{who(self.names, self.player)} takes another action now."
        )


@event
class InstrumentPlayed(Event):
    player: int
    card: int
    owner: int
    member: int
    member_hp: int
    lent: bool = False
    names: tuple = ()
    rule: ClassVar[str] = RuleQuote(INSTRUMENT_RULE, lambda e: instrument_rule(e.member, e.card))

    def describe(self):
        how = " for this gig" if self.lent else ""
        return (
            f"{who(self.names, self.player)} plays {NAME[self.card]} on {who(self.names, self.owner)}'s "
            f"{NAME[self.member]}{how}, now worth {self.member_hp} HP."
        )


@event
class InstrumentPlayedAnyBand(InstrumentPlayed):
    """An instrument played on another player's band member (house rule ``any_band_instruments``)."""

    rule: ClassVar[str] = "Anyone can play an INSTRUMENT on any BAND MEMBER in any band in play."


@event
class InstrumentLent(InstrumentPlayed):
    """An instrument played in a gig on a member of your band, for that gig only."""

    #: "They are discarded after the GIG is over." is the guest star's quote too (the rulebook says it of both):
    #: the gig's end quotes the instruments' discard ("INSTRUMENTS (Play on a BAND MEMBER or GUEST STAR: …").
    rule: ClassVar[str] = (
        "INSTRUMENTS may be played on BAND MEMBERS during GIGS as positive MONKEY WRENCHES to your "
        "group. … (Thanks for the loaner, dude!)"
    )


@event
class DieRolled(Event):
    player: int
    roll: int
    purpose: str
    names: tuple = ()
    rule: ClassVar[str] = reading(
        "every die is rolled in the open; in a gig the bands roll one by one, clockwise from "
        "the gig player (the order changes nothing)"
    )

    def describe(self):
        return f"{who(self.names, self.player)} rolls a {self.roll} ({self.purpose})."


@event
class ReputationTried(Event):
    player: int
    card: int
    side: int
    owner: int
    member: int
    need: int
    names: tuple = ()
    rule: ClassVar[str] = REPUTATION_RULE

    def describe(self):
        return (
            f"{who(self.names, self.player)} tries {SIDE_NAME[self.card][self.side]} on "
            f"{who(self.names, self.owner)}'s "
            f"{NAME[self.member]}: needs a roll of {self.need} or less."
        )


@event
class ReputationPlaced(Event):
    card: int
    side: int
    owner: int
    member: int
    names: tuple = ()
    rule: ClassVar[str] = PLACED_RULE

    def describe(self):
        hp = SIDE_HP[self.card][self.side]
        return (
            f"{who(self.names, self.owner)}'s {NAME[self.member]} is now "
            f"{SIDE_NAME[self.card][self.side]} ({hp:+d} HP)."
        )


@event
class ReputationFailed(Event):
    card: int
    side: int
    names: tuple = ()
    rule: ClassVar[str] = "REPUTATION cards that are unsuccessfully attempted are discarded."

    def describe(self):
        return f"The roll fails: {SIDE_NAME[self.card][self.side]} is discarded."


@event
class ContractPlayed(Event):
    player: int
    card: int
    names: tuple = ()
    rule: ClassVar[str] = joined(
        "Play a CONTRACT card on your band. (1 CONTRACT per BAND at a time.)",
        "Play a CONTRACT on your band.",
        "These cards are played as a regular turn action; a CONTRACT card is placed on your band. You may begin to "
        "play HIT SINGLES on your next action as long as you have a CONTRACT card in play. A band may NOT have more "
        "than 1 CONTRACT card in play at a time.",
        CONTRACTS_AND_SIGNED_RULE,
    )

    def describe(self):
        return f"{who(self.names, self.player)} signs a {NAME[self.card]}: hit singles can follow."


@event
class HitSinglePlayed(Event):
    player: int
    card: int
    points: int
    names: tuple = ()
    rule: ClassVar[str] = HIT_SINGLE_RULE

    def describe(self):
        return (
            f"{who(self.names, self.player)} plays the hit single {NAME[self.card]} "
            f"({SP[self.card]} SP, +1 in every gig): "
            f"{self.points} SP now."
        )


@event
class GigStarted(Event):
    player: int
    card: int
    names: tuple = ()
    rule: ClassVar[str] = GIG_RULE

    def describe(self):
        return f'{who(self.names, self.player)} plays {NAME[self.card]} ({SP[self.card]} SP): "Let\'s gig!"'


@event
class MusicBizPlayed(Event):
    player: int
    card: int
    effect: str
    names: tuple = ()
    rule: ClassVar[str] = RuleQuote(MUSIC_BIZ_RULE, lambda e: e.card_rule())

    def card_rule(self):
        """The Music Biz rule, or what the rulebook adds for this card's kind of effect: Theft moves instruments,
        the Producer can be a target. (That a ME never leaves its band is the deal's quote, "(This card represents
        you …"; a member quitting applies the Music Biz rule.)"""
        effect = EFFECT[self.card][0]
        if effect == MOVE_INSTRUMENT:
            return THEFT_RULE
        if effect in (DISCARD_MEMBER, POACH_MEMBER) and self.effect.startswith(NAME[PRODUCER_CARD]):
            return PRODUCER_TARGET_RULE
        return MUSIC_BIZ_RULE

    def describe(self):
        return f"{who(self.names, self.player)} plays {NAME[self.card]}: {self.effect}."


@event
class CardsDiscarded(Event):
    player: int
    cards: tuple
    names: tuple = ()
    rule: ClassVar[str] = "Discard up to 3 cards."

    def describe(self):
        return f"{who(self.names, self.player)} discards " + ", ".join(NAME[c] for c in self.cards) + "."

    @property
    def face_up_codes(self):
        """The cards discarded: face up on the discard pile, every seat sees them (a reshuffle may hide them again)."""
        return {NAME[c] for c in self.cards}


@event
class CardsDrawn(Event):
    player: int
    count: int
    names: tuple = ()
    rule: ClassVar[str] = reading("Fan Club, a Music Biz card bandlab designed: draw 2 cards (the hand may go above 6)")

    def describe(self):
        return f"{who(self.names, self.player)} draws {plural(self.count, 'card')}."


@event
class CardTaken(Event):
    player: int
    victim: int
    names: tuple = ()
    rule: ClassVar[str] = reading(
        "Groupies, a Music Biz card bandlab designed: take 1 card at random from another "
        "player's hand (no one else learns which)"
    )

    def describe(self):
        return f"{who(self.names, self.player)} takes a card at random from {who(self.names, self.victim)}'s hand."


@event
class Passed(Event):
    player: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "Starting with the player that played the GIG, each participating player chooses to play a card "
        "or pass until everyone passes."
    )

    def describe(self):
        return f"{who(self.names, self.player)} passes."


@event
class TurnPassed(Event):
    player: int
    names: tuple = ()
    rule: ClassVar[str] = reading(
        "a player whose hand is empty (nothing left to draw) has no action to take, so the turn passes"
    )

    def describe(self):
        return f"{who(self.names, self.player)} has no cards and nothing to draw, so the turn passes."


@event
class WrenchPlayed(Event):
    player: int
    card: int
    owner: int
    member: int
    effect: str
    names: tuple = ()
    rule: ClassVar[str] = WRENCH_RULE

    def describe(self):
        return f"{who(self.names, self.player)} plays {NAME[self.card]}: {self.effect}."


@event
class GuestStarPlayed(Event):
    player: int
    card: int
    names: tuple = ()
    rule: ClassVar[str] = GUEST_RULE

    def describe(self):
        return f"{who(self.names, self.player)} brings in {NAME[self.card]} as a guest star for this gig."


@event
class BandTallied(Event):
    player: int
    total: int
    roll: int
    names: tuple = ()
    rule: ClassVar[str] = TALLY_RULE

    def describe(self):
        return (
            f"{who(self.names, self.player)}'s band: {self.total} HP + a roll of {self.roll} "
            f"= {self.total + self.roll}."
        )


@event
class BandSitsOut(Event):
    player: int
    names: tuple = ()
    rule: ClassVar[str] = reading("Banned, a Monkey Wrench bandlab designed: a band takes no part in this gig")

    def describe(self):
        return f"{who(self.names, self.player)}'s band is banned and sits this gig out."


@event
class GigWon(Event):
    player: int
    card: int
    by_tie: bool
    points: int
    tied: tuple = ()  # the bands tied for the highest total, when there is a tie
    best: int = 0  # the highest total
    names: tuple = ()
    rule: ClassVar[str] = RuleQuote(joined(TIE_RULE, SIGNED_RULE), lambda e: e.won_rule())

    def won_rule(self):
        """A tie's rule; a signed gig's rule (what it adds to the tally's, which says the highest total wins); or,
        for a gig won on the highest total, the tally's own quote (the same rule, so the same number)."""
        if self.by_tie:
            return TIE_RULE
        return SIGNED_RULE if SIGNED[self.card] else TALLY_RULE

    def describe(self):
        winner = who(self.names, self.player)
        if not self.by_tie:
            return (
                f"{winner}'s band has the highest total ({self.best}) and wins {NAME[self.card]}: {self.points} SP now."
            )
        if not self.tied:
            return (
                f"Every band is banned from this gig, so it goes to whoever played it: {winner} wins "
                f"{NAME[self.card]}: {self.points} SP now."
            )
        tied = " and ".join(who(self.names, p) for p in self.tied)
        side = "" if self.player in self.tied else f", though {winner} was not in the tie"
        return (
            f"{tied} tie for the highest total at {self.best}: a tie goes to whoever played the gig, so {winner} "
            f"wins {NAME[self.card]}{side}: {self.points} SP now."
        )


@event
class GigCleared(Event):
    cards: tuple
    names: tuple = ()
    rule: ClassVar[str] = (
        "BAND MEMBERS (Called GUEST STARS: discard after the GIG is over.) … INSTRUMENTS (Play on a "
        "BAND MEMBER or GUEST STAR: Discard after the GIG is over.)"
    )

    def describe(self):
        if not self.cards:
            return "The gig is over."
        return "The gig is over; discarded: " + ", ".join(NAME[c] for c in self.cards) + "."


@event
class InstrumentsSwapped(Event):
    player: int
    first: int
    second: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "As a turn action, any player may swap INSTRUMENT cards within their band and then discard a card."
    )

    def describe(self):
        text = f"{who(self.names, self.player)} swaps the instruments of {NAME[self.first]} and {NAME[self.second]}"
        return text if text.endswith(".") else text + "."  # "Johnny T." ends the sentence already


@event
class MemberReplaced(Event):
    player: int
    old: int
    new: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "During your turn, you may replace a BAND MEMBER from your band with a new BAND MEMBER from your hand."
    )

    def describe(self):
        return (
            f"{who(self.names, self.player)} replaces {NAME[self.old]} (discarded with their cards) "
            f"by {NAME[self.new]}."
        )


def sp_table(names, scores):
    """``Alice 8, Bob 5`` for a list of superstar points."""
    return ", ".join(f"{who(names, p)} {s}" for p, s in enumerate(scores))


@event
class GameEnded(Event):
    """The rulebook's end: a player has the winning total."""

    winners: tuple
    scores: tuple
    target: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "To be the first player to accumulate a winning total of SUPERSTAR POINTS (the stars in the "
        "upper left corner of certain cards), in any combination of HIT SINGLE and GIG cards."
    )

    def describe(self):
        verb = "reaches" if len(self.winners) == 1 else "reach"
        return (
            f"{' and '.join(who(self.names, p) for p in self.winners)} {verb} the winning total of {self.target} "
            f"superstar points first: {winners_phrase(self.names, self.winners)} "
            f"({sp_table(self.names, self.scores)} SP)."
        )


@event
class EndedShortOfTarget(Event):
    """No one can reach the target any more, or the round limit: the most SP from cards wins."""

    winners: tuple
    card_points: tuple  # SP on gig and hit single cards, per player
    scores: tuple  # SP with the ME point
    how: str  # "no one can reach the target" or "round limit"
    target: int
    sp_left: int  # SP on cards not yet won
    rounds: int  # the round limit
    names: tuple = ()
    rule: ClassVar[str] = reading(
        "a game no one can win any more ends: when no player could reach the winning total even "
        "by winning every SP card still in play and their ME point, or after the round limit "
        "(max_rounds), the most SP on gig and hit single cards wins, ties shared (the ME point "
        "can still change hands, so it does not decide)"
    )

    def describe(self):
        best = max(self.card_points)
        if self.how == "round limit":
            why = f"{self.rounds} rounds are played and no one has {self.target} superstar points"
        elif self.sp_left:
            why = (
                f"No one can reach {self.target} superstar points any more: only {self.sp_left} SP are left to win, "
                f"and the best anyone could still reach is {best + self.sp_left + 1} with a ME point"
            )
        else:
            why = (
                f"No one can reach {self.target} superstar points any more: every gig and hit single has been won, "
                f"and the best anyone could still reach is {best + 1} with a ME point"
            )
        return (
            f"{why}. The most SP on gig and hit single cards ({best}) decides: "
            f"{winners_phrase(self.names, self.winners)} ({sp_table(self.names, self.scores)} SP)."
        )


@event
class PileRanOut(Event):
    """House rule ``reshuffles``: the draw pile ran out with no reshuffle left."""

    winners: tuple
    scores: tuple
    reshuffles: int
    names: tuple = ()
    rule: ClassVar[str] = reading(
        "house rule reshuffles: the discards make a new draw pile only so many times; when the "
        "pile runs out after that the game ends and the most SP wins, ties shared"
    )

    def describe(self):
        return (
            f"The draw pile has run out after {plural(self.reshuffles, 'reshuffle')}, the house rule's last: "
            f"{winners_phrase(self.names, self.winners)} with the most SP ({sp_table(self.names, self.scores)})."
        )


class TableEvents(EventTable):
    """The everyday events of one table: a turn starts, a card is discarded, a player passes in a gig, a die is
    rolled, a band is tallied; and the events of a few plays with few values (a ME chosen, a member joins, a
    reputation fails, a gig starts, a guest star, a card taken), as a frozen event costs several look-ups to build."""

    KINDS = {
        "turn_started": TurnStarted,
        "discarded": CardsDiscarded,
        "passed": Passed,
        "rolled": DieRolled,
        "tallied": BandTallied,
        "me_chosen": MeChosen,
        "joined": MemberJoined,
        "reputation_failed": ReputationFailed,
        "gig_started": GigStarted,
        "guest_star_played": GuestStarPlayed,
        "card_taken": CardTaken,
    }
    __slots__ = tuple(KINDS)
