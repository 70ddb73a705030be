"""What happens in Scout & Raise, one event per change, each with the rule it applies.

Events are public narration: a face-down draft choice is announced without
saying which card was kept.

An event whose rule depends on what happened (a signer's payment or a non-signer's, a pass
after raising or without) keeps every quote it can show in ``RULES`` and picks one in its
``rule`` property; the rule-quote test checks each of them. A page numbers every distinct quote it shows,
so two quotes never share a rulebook sentence (a variant quotes what it adds, after its section's heading
where it needs one); two events applying one rule quote the same string and share its number.
"""

from typing import ClassVar

from bandlab.core import Event, EventTable, event, recurring, who, winners_phrase
from bandlab.games import reading
from bandlab.games.scout_and_raise.cards import (
    ARTIST_NAME,
    PARTS,
    SCOUT_NAME,
    SONG_CODE,
    SONG_LEVEL,
    SONG_PARTS,
    SONG_TITLE,
    SUITS,
)

ORDINALS = ("1st", "2nd")
#: Between two pieces of rulebook text that do not follow each other (the rule quotes' mark).
LEFT_OUT = " … "


def quote(*pieces):
    """Rulebook pieces, each verbatim, joined by the mark of words left out."""
    return LEFT_OUT.join(pieces)


def song_parts(song):
    """``Vo, Gt, Ba``: the parts a Song card asks for."""
    return ", ".join(PARTS[p] for p in SONG_PARTS[song])


#: The rulebook's contents lists, as quoted by the setup events.
ARTIST_CONTENTS = quote(
    "Vocal (Vo): 2, 4, 6",
    "Guitar (Gt): 1, 2, 4, 5, 6",
    "Bass (Ba): 1, 2, 4, 5, 6",
    "Drums (Dr): 2, 4, 5, 6",
    "Keyboard (Ky): 2, 4, 6",
    "Vocal (Vo) & Guitar (Gt): 3",
    "Vocal (Vo) & Bass (Ba): 3",
    "Vocal (Vo) & Drums (Dr): 3",
    "Vocal (Vo) & Keyboard (Ky): 3",
    "Note: The number on the card indicates the artist’s ability as Artist Points (Pt).",
)
SONG_CONTENTS = quote(
    "Lv. 1: 4 cards",
    "Lv. 2: 4 cards",
    "Lv. 3: 4 cards",
    "Note: These cards show the artist parts needed to complete the song and the song’s own points (Pt) when "
    "completed.",
)
SCOUT_CONTENTS = quote(
    *(
        f"${value}: {count} card{'s' if count > 1 else ''} x Red & Yellow"
        for value, count in ((200, 2), (300, 3), (400, 3), (500, 2), (600, 1), (700, 1))
    )
)
THREE_PLAYER_SCOUT = quote(
    "When playing with 3 players, make the following adjustments to card setup.",
    "Other than the adjustments below, the rules and procedures are the same as for a 4-player game.",
    "Before starting the game, remove the following Scout Money cards from the game:",
    *(f"{suit} Suit ${value}: 1 card" for suit in ("Red", "Yellow") for value in (200, 300, 400)),
    "The remaining Scout Money (18 cards) is dealt so that each player gets 6, following the same procedure as in a "
    "4-player game.",
)


def song_name(song):
    """``Lv. 2 "Guitar Duel" (S2B)``."""
    return f'Lv. {SONG_LEVEL[song]} "{SONG_TITLE[song]}" ({SONG_CODE[song]})'


def dollars(bills):
    """$ amount of a number of $100 bills."""
    return f"${bills * 100:,}"


@recurring
@event
class LeadChosen(Event):
    player: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "Decide the lead player who will play the first card. The person who most recently attended "
        "a rock band concert is the lead player. If multiple people went on the same day, the "
        "person who had the seat closest to the stage is the lead player. If still undecided, use "
        "rock-paper-scissors or a similar method."
    )

    def describe(self):
        return (
            f"{who(self.names, self.player)} is the lead player (bandlab draws the lead player with the game's "
            "seed, or takes the one the table names)."
        )


@recurring
@event
class ScoutDealt(Event):
    first: int
    names: tuple = ()
    players: int = 4
    RULES: ClassVar[tuple] = (
        quote(
            "Take all Red and Yellow Scout Money cards ($200 to $700, 24 cards total), shuffle them face down to "
            "form a draw pile. Starting with the lead player and going clockwise, each player draws 2 cards from "
            "the draw pile into their hand.",
            SCOUT_CONTENTS,
        ),
        THREE_PLAYER_SCOUT,  # the draw itself, "Starting with the lead player ...", is the 4-player quote's
    )

    @property
    def rule(self):
        """The 4-player Scout Money, or the 3-player adjustment."""
        return self.RULES[self.players == 3]

    def describe(self):
        cards = "18 Scout Money cards (six are out of a 3-player game)" if self.players == 3 else "24 Scout Money cards"
        return (
            f"The {cards} are shuffled; starting with {who(self.names, self.first)}, each player draws 2 into "
            "their hand."
        )


@recurring
@event
class ScoutDrawnToPass(Event):
    first: int
    step: int
    names: tuple = ()
    RULES: ClassVar[tuple] = (
        "Again, starting with the lead player and going clockwise, each player draws 2 cards. They choose 1 to add to "
        "their hand and pass the other face down to the player on their left.",
        "Repeat this process once more.",
    )

    @property
    def rule(self):
        """The first keep-one-pass-one, or its repeat."""
        return self.RULES[self.step > 1]

    def describe(self):
        return (
            f"Draft pass {self.step} of 2: starting with {who(self.names, self.first)}, each player draws 2 Scout "
            "Money cards to keep one and pass one face down to the left."
        )


@event
class ScoutKept(Event):
    player: int
    to: int
    names: tuple = ()
    #: The draft pass's own quote (one rule of the page's numbering, not a second one quoting "They choose 1 ...").
    rule: ClassVar[str] = ScoutDrawnToPass.RULES[0]

    def describe(self):
        return (
            f"{who(self.names, self.player)} keeps one card and passes the other face down to "
            f"{who(self.names, self.to)}."
        )


@recurring
@event
class PassedCardsDelivered(Event):
    step: int
    names: tuple = ()
    RULES: ClassVar[tuple] = (
        "… pass the other face down to the player on their left.",
        "Each player will now have 6 Scout Money cards in their hand.",
    )

    @property
    def rule(self):
        """The cards passed; after the second pass, the six-card hands."""
        return self.RULES[self.step > 1]

    def describe(self):
        text = f"Everyone has chosen: the passed cards of draft pass {self.step} reach their new owners"
        return text + (": everyone holds 6 Scout Money cards." if self.step > 1 else ".")


@recurring
@event
class ScoutRedistributed(Event):
    names: tuple = ()
    rule: ClassVar[str] = (
        "At the end of the 6th round, redistribute Scout Money. Collect all Scout Money from the "
        "discard pile and any remaining in players’ hands. Shuffle them all together and "
        "redistribute them to each player following the same procedure as in the initial game "
        "setup (each player gets 6 cards). … (Normally, Scout Money should be mostly used up by "
        "the 6th round.) Raise Money is not redistributed; players keep their current Raise Money."
    )

    def describe(self):
        return "Six rounds are over: all Scout Money is collected, shuffled and drafted again. Raise Money stays."


@recurring
@event
class RaiseMoneyDealt(Event):
    bills: int
    leftover: int
    names: tuple = ()
    RULES: ClassVar[tuple] = (
        quote(
            "Money cards used in the Raise Phase.",
            "Gather all Raise Money cards ($100) and deal 10 to each player.",
            "Keep Raise Money separate from Scout Money.",
        ),
        quote(
            "Money cards used in the Raise Phase.",
            "Keep Raise Money separate from Scout Money.",
            "Deal 13 Raise Money cards ($100 each) to each player. Place the one leftover $100 card in the discard "
            "pile.",
            "The setup for Artist cards, Song cards, and Debt Slips is the same as for a 4-player game.",
        ),
    )

    @property
    def rule(self):
        """Ten bills each, or the 3-player thirteen and the leftover."""
        return self.RULES[bool(self.leftover)]

    def describe(self):
        text = f"Each player receives {dollars(self.bills)} of Raise Money, kept apart from their Scout Money cards"
        if self.leftover:
            text += f"; the leftover {dollars(self.leftover)} goes to the discard pile"
        return text + "."


@recurring
@event
class SongDealt(Event):
    player: int
    song: int
    names: tuple = ()
    rule: ClassVar[str] = quote(
        "Shuffle the 4 Lv. 1 Song cards face down and deal one to each player. Players place this card face up in "
        "front of them. Keep the remaining Lv. 2 and Lv. 3 Song cards (4 of each) in separate piles by level. "
        "Players can look at the Song cards at any time to check the required artist parts.",
        SONG_CONTENTS,
    )

    def describe(self):
        return (
            f"{who(self.names, self.player)} is dealt {song_name(self.song)}, face up for all to read at any "
            f"time: it needs {song_parts(self.song)}."
        )


@event
class ArtistsRevealed(Event):
    round: int
    artists: tuple
    lead: int
    names: tuple = ()
    RULES: ClassVar[tuple] = (
        quote(
            "Shuffle all 24 Artist cards face down to create a draw pile and place it in the center, visible to all "
            "players. The lead player flips over the top 2 cards from the draw pile and places them face up in the "
            "play area.",
            ARTIST_CONTENTS,
            "These are the two artists available to be signed this round. The player "
            "who bids the highest amount gets first pick of these two, and the player with the second-highest bid "
            "signs the remaining artist.",
            "Artist cards include parts for Vocal (Vo), Guitar (Gt), Bass (Ba), Drums "
            "(Dr), Keyboard (Ky), and also multi-role artists like Vo/Gt, Vo/Ba, Vo/Dr, Vo/Ky. The numbers 1-6 on "
            "the cards represent the artist’s skill level. Your goal is to gather artists with high numbers!",
            "A top-tier guitarist, a charismatic vocalist, a genius drummer, and a keyboardist with an overwhelming "
            "stage presence… Gather the best members and lead your band to the pinnacle of rock!",
        ),
        "Flip over 2 new cards from the Artist card draw pile and reveal them to the play area. Start the Scout Phase "
        "with the new lead player.",
    )

    @property
    def rule(self):
        """The artist setup for round 1; the next round's reveal after it."""
        return self.RULES[self.round > 1]

    def describe(self):
        shown = " and ".join(ARTIST_NAME[a] for a in self.artists)
        return f"Round {self.round}: {who(self.names, self.lead)} leads; the artists on offer are {shown}."


@event
class ScoutPlayed(Event):
    player: int
    kind: int
    lead_suit: int
    joins: bool
    names: tuple = ()
    RULES: ClassVar[tuple] = (
        quote(
            "Starting from the player to the left of the lead player and going clockwise, each player also plays one "
            "Scout Money card from their hand.",
            "You must play one card of the same suit. By playing a card of the "
            "same suit as the lead player’s Scout Money, you can proceed to the Raise Phase. The amount played can "
            "be any value.",
        ),
        quote(
            "If You Do Not Have Scout Money of the Lead Suit Choose one of the following actions:",
            "A) Play Scout "
            "Money of a Different Suit ⇒ Cannot participate in the Raise Phase Play one Scout Money card that is not "
            "of the lead suit. This player cannot participate in this round’s Raise Phase.",
        ),
    )

    @property
    def rule(self):
        """Following the lead suit, or playing another suit."""
        return self.RULES[not self.joins]

    def describe(self):
        text = f"{who(self.names, self.player)} plays {SCOUT_NAME[self.kind]}"
        if self.joins:
            return text + f", following {SUITS[self.lead_suit]} (any value does): in the Raise Phase."
        return text + f", off the lead suit {SUITS[self.lead_suit]}: out of this round's Raise Phase."


@event
class LeadPlayed(Event):
    player: int
    kind: int
    names: tuple = ()
    rule: ClassVar[str] = quote(
        "For the 2 Artist cards revealed in the play area, players will play Scout Money as an initial bid. The "
        "purpose of this phase is to qualify for the Raise Phase and to gain a favorable turn order in it.",
        "The lead player chooses one Scout Money card (either Red or Yellow) from their hand and plays it face up.",
        "The suit of this card (Red or Yellow) becomes the lead suit for this round.",
    )

    def describe(self):
        suit = SUITS[self.kind // 10]
        return f"{who(self.names, self.player)} leads {SCOUT_NAME[self.kind]}: {suit} is the lead suit."


@event
class Substituted(Event):
    player: int
    lead_suit: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "B) Substitute with Raise Money ⇒ Can participate in the Raise Phase If you don’t have "
        "Scout Money of the lead suit, you can pay $200 from your Raise Money (two $100 bills) to "
        "substitute for it. You cannot do this if you do not have two $100 bills. (Paid Raise "
        "Money is sent to the discard pile even if you don’t sign an artist.) … Even if you don’t "
        "have the lead suit, you can substitute with Raise Money."
    )

    def describe(self):
        return (
            f"{who(self.names, self.player)} has no {SUITS[self.lead_suit]} card and pays $200 of Raise Money "
            "to take part in the Raise Phase."
        )


@event
class DebtTaken(Event):
    player: int
    count: int
    names: tuple = ()
    rule: ClassVar[str] = quote(
        "Prepare the Debt Slip pad. Players will use it to record their debts. When taking a debt, players will mark "
        "it on a slip.",
        "“Debt” can be taken any number of times on your turn, regardless of choosing ① or ② (up to a "
        "game maximum of 5 times).",
        "It’s possible to take a debt to pay for this.",
        "Note: Debt When you take a "
        "debt, put a checkmark by your name on a Debt Slip and receive $500 in Raise Money (five $100 bills) from the "
        "supply (if $500 is available in the supply!). Each debt taken results in -6 points. You can take a debt "
        "multiple times during your turn in the Scout & Raise phase, but only up to a maximum of 5 times per game.",
        "When you place a check mark on the name of a Debt Slip, you receive Raise Money of $500 (5 × $100 bills) from "
        "the supply (discard pile)—if the supply has $500 available!",
        "Each instance of taking debt results in “-6 points.”",
        "You may take debt as many times as you like during your own Scout & Raise Phase, but only up to a "
        "maximum of 5 times in total.",
        "Paper for recording debt.",
        "For artists you desperately want, it might be better to take on debt to acquire them…",
        "Rack up debt and make it rain with wads of cash! Debt? Bring it on!",
    )

    def describe(self):
        return (
            f"{who(self.names, self.player)} takes a debt (number {self.count} of 5): a checkmark on the Debt Slip "
            "(the board counts them), +$500 of Raise Money from the discard pile, -6 points."
        )


@event
class RaisePhaseStarted(Event):
    order: tuple
    bids: tuple = ()  # each bidder's Scout bid in dollars, in raise order
    substitutes: tuple = ()  # whether that bid is the $200 substitute, in raise order
    lead: int = -1
    names: tuple = ()
    rule: ClassVar[str] = quote(
        "After the “Scout Phase” comes the “Raise Phase,” where the top two players who bid the highest amounts can "
        "sign artists.",
        "Players who played the lead suit (or substituted with Raise Money) in the Scout Phase "
        "proceed to the Raise Phase to conduct final contract negotiations with the artists.",
        "starting with the "
        "player who bid the lowest value on their Scout Money card in the Scout Phase. The player who played the "
        "highest value Scout Money card will go last. If multiple players bid the same amount, the player closest to "
        "the lead player (in clockwise order from the lead player) goes first among them.",
        "Playing a high-value "
        "Scout Money card in the Scout Phase gives you a significant advantage: you get to act last in the Raise "
        "Phase. This allows you to see other players’ moves before bidding your Raise Money, giving you a tactical "
        "edge.",
    )

    def describe(self):
        if not self.bids:
            return "Raise Phase, in this order: " + ", ".join(who(self.names, p) for p in self.order) + "."
        parts = [
            f"{who(self.names, p)} ${bid:,}" + (" (the Raise Money substitute)" if sub else "")
            for p, bid, sub in zip(self.order, self.bids, self.substitutes)
        ]
        text = "Raise Phase, from the lowest Scout bid to the highest: " + ", ".join(parts) + "."
        for bid in sorted(set(self.bids)):
            tied = [p for p, b in zip(self.order, self.bids) if b == bid]
            if len(tied) > 1:
                text += (
                    f" {' and '.join(who(self.names, p) for p in tied)} bid the same ${bid:,}, so the one closer "
                    f"to the lead player ({who(self.names, self.lead)}), clockwise, goes first."
                )
        return text + " A high Scout card buys the last word."


@event
class RaisePhaseSkipped(Event):
    player: int
    names: tuple = ()
    rule: ClassVar[str] = reading(
        "a lone bidder has nobody to outbid, so nobody raises: they sign at once, as the "
        "rule for a single player in the Raise Phase says."
    )

    def describe(self):
        return f"Only {who(self.names, self.player)} reaches the Raise Phase: no raising is needed."


@event
class Raised(Event):
    player: int
    bills: int
    total: int  # $ of the whole bid after the raise
    names: tuple = ()
    rule: ClassVar[str] = quote(
        "When it’s your turn, perform one of the following actions (① or ②):",
        "Add Raise Money to the Scout Money you’ve already bid. You can add any amount of Raise Money you possess.",
        "When raising, consider which of the two available artists you need.",
        "A smart contracting strategy involves watching other players’ finances "
        "while making your raises. Try to win contracts for the lowest possible amount!",
    )

    def describe(self):
        return f"{who(self.names, self.player)} raises {dollars(self.bills)}, to a total bid of ${self.total:,}."


@event
class Passed(Event):
    player: int
    total: int
    raised: int = 0  # bills this player raised this round before passing
    names: tuple = ()
    RULES: ClassVar[tuple] = (
        quote(
            "If you choose not to raise (pass), you cannot raise again for the remainder of this round.",
            "Note: You don’t have to raise to the highest bid. Since you can acquire an artist even in 2nd place, "
            "bidding an amount aiming for 2nd place is a valid strategy!",
        ),
        # after raising: the designer's note on passing then; "If you choose not to raise ..." is the first quote's
        "On the other hand, you could also drive up the price on purpose and then pass, forcing other players to "
        "sign them at a high cost…?",
    )

    @property
    def rule(self):
        """A pass without raising, or after raising this round."""
        return self.RULES[self.raised > 0]

    def describe(self):
        return f"{who(self.names, self.player)} passes, standing at ${self.total:,}."


@event
class BidsRanked(Event):
    """The Raise Phase is over: every bidder's total bid, highest first."""

    ranked: tuple  # bidders, 1st first
    totals: tuple  # their total bids in dollars
    names: tuple = ()
    rule: ClassVar[str] = quote(
        "Only Two Artists Can Be Signed!",
        "The two players who have bid the highest total amounts across the Scout "
        "and Raise Phases can sign (acquire) an artist.",
        "The Raise Phase continues until all participating players "
        "choose “② Do Not Raise!” (pass). Once all players have finished raising (or passed), the Raise Phase ends.",
        "At that point, the player with the highest total bid (Scout Money + Raise Money) is 1st, and the player with "
        "the second-highest total bid is 2nd. They proceed to sign (acquire) artists.",
        "The two players with the highest total bids (Scout Money + Raise Money) can sign artists.",
    )

    def describe(self):
        bids = ", ".join(f"{who(self.names, p)} ${t:,}" for p, t in zip(self.ranked, self.totals))
        return (
            f"Total bids (Scout Money + Raise Money): {bids}. {who(self.names, self.ranked[0])} is 1st and "
            f"{who(self.names, self.ranked[1])} is 2nd."
        )


@event
class ContractTieBroken(Event):
    """Bidders tie for 1st or 2nd place: the one closest to the lead player, clockwise, ranks higher."""

    tied: tuple  # the tied bidders, in the order they rank
    total: int  # their total bid in dollars
    place: int  # the place of the first of them: 0 for 1st, 1 for 2nd
    lead: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "In case of a tie for bid amount, the player closer to the lead player is considered higher "
        "ranked (for 1st or 2nd place). … "
        "Note: If there are multiple players tied for the highest bid (1st place), or for the "
        "second-highest bid (2nd place), the player closest to the current round’s lead player (in "
        "clockwise order) within each tied rank wins the tie and signs (acquires) the artist."
    )

    def describe(self):
        names = [who(self.names, p) for p in self.tied]
        places = [f"{name} is {ORDINALS[self.place + i]}" for i, name in enumerate(names) if self.place + i < 2]
        rest = names[len(places) :]
        if rest:
            places.append(f"{' and '.join(rest)} {'signs' if len(rest) == 1 else 'sign'} nothing")
        outcome = ", ".join(places[:-1]) + f" and {places[-1]}" if len(places) > 1 else places[0]
        return (
            f"{', '.join(names[:-1])} and {names[-1]} tie at ${self.total:,}: the one closest to the lead player "
            f"({who(self.names, self.lead)}), clockwise, ranks higher, so {outcome}."
        )


@event
class ArtistSigned(Event):
    player: int
    rank: int  # 0 = 1st, 1 = 2nd; -1 = the only bidder
    artist: int
    price: int  # $ of the whole bid
    names: tuple = ()
    RULES: ClassVar[tuple] = (
        quote(
            "Once the Raise Phase ends, players sign artists based on their rank.",
            "The player who bid the highest "
            "total amount (1st place) chooses one of the revealed Artist cards and signs (acquires) it.",
            "Note: Place acquired Artist cards face down in front of you.",
            "Think carefully about which artist you "
            "want, the status of your own Song cards, and how much Scout & Deal Money you have, then decide how far "
            "you’re willing to go in the bidding!",
        ),
        quote(  # "Note: Place acquired Artist cards face down ..." is 1st place's quote
            "The player who bid the second-highest total amount (2nd place) signs (acquires) the remaining Artist "
            "card.",
            "It’s perfectly fine to deliberately bid an amount aiming for 2nd place!",
        ),
        "Note: If only one player proceeded from the Scout Phase to the Raise Phase, that player signs (acquires) one "
        "artist, and the other is sent to the discard pile.",
    )

    @property
    def rule(self):
        """1st place chooses, 2nd place takes the other, a lone bidder chooses one."""
        return self.RULES[self.rank]

    def describe(self):
        place = "as the only bidder" if self.rank < 0 else f"in {ORDINALS[self.rank]} place"
        return (
            f"{who(self.names, self.player)} signs {ARTIST_NAME[self.artist]} {place}, for ${self.price:,}, and "
            "lays the card face down."
        )


@event
class ArtistDiscarded(Event):
    artist: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "Note: If only one player proceeded from the Scout Phase to the Raise Phase, that player "
        "signs (acquires) one artist, and the other is sent to the discard pile."
    )

    def describe(self):
        return f"Nobody else bid: {ARTIST_NAME[self.artist]} goes to the discard pile."


@event
class MoneySettled(Event):
    player: int
    signed: bool
    scout: int  # the Scout Money kind played, -1 if none
    substitute: int  # bills paid as a substitute
    raised: int  # bills raised
    lost: int  # bills of the raise sent to the discard pile
    names: tuple = ()
    RULES: ClassVar[tuple] = (
        "Players who signed an artist send their total bid (played Scout Money and any added Raise Money) to the "
        "discard pile.",
        quote(  # the section's heading, then its note: its first sentence is the quote above
            "Money Processing for Players Who Signed (Acquired) an Artist",
            "Note: Raise Money paid as a substitute for the lead suit in the Scout Phase is also "
            "sent to the discard pile.",
        ),
        "Players who did not sign an artist send their played Scout Money and any Raise Money paid as a substitute for "
        "the lead suit (in the Scout Phase) to the discard pile.",
        quote(  # the section's heading, then the $100 rule: its first sentence is the quote above
            "Money Processing for Players Who Did Not Sign an Artist",
            "However, for Raise Money "
            "bid during the Raise Phase, only $100 is sent to the discard pile, and the rest of that Raise Money "
            "is returned to their hand.",
        ),
    )

    @property
    def rule(self):
        """A signer's payment (with the substitute note if they paid one), or a non-signer's (with the $100 rule if
        they raised)."""
        if self.signed:
            return self.RULES[bool(self.substitute)]
        return self.RULES[2 + bool(self.raised)]

    def describe(self):
        name = who(self.names, self.player)
        paid = [SCOUT_NAME[self.scout]] if self.scout >= 0 else []
        if self.substitute:
            paid.append(f"the {dollars(self.substitute)} substitute")
        if self.signed and self.raised:
            paid.append(f"{dollars(self.raised)} of raises")
        verb = " goes" if len(paid) == 1 else " go"
        if self.signed:
            return f"{name} pays: " + " and ".join(paid) + verb + " to the discard pile."
        text = f"{name} did not sign: " + " and ".join(paid) + verb + " to the discard pile"
        if self.raised:
            text += (
                f"; of {dollars(self.raised)} raised, {dollars(self.lost)} is lost and "
                f"{dollars(self.raised - self.lost)} comes back"
            )
        return text + "."


@event
class SongCompleted(Event):
    player: int
    song: int
    points: int
    together: bool = False  # another signer completes a song this round too, after this player
    names: tuple = ()
    RULES: ClassVar[tuple] = (
        quote(
            "Produce by gathering talented artists so they can perform your songs!",
            "If a player fulfills the "
            "artist part requirements on their current Song card, they can acquire a Song card of the next level "
            "(Lv. 2 or Lv. 3).",
            "Players who signed an artist check if they have now gathered all the required "
            "artist parts for their current Song card.",
            "If all artist parts for the Song card are met, they can "
            "acquire a new Song card. (e.g., Lv. 1 complete → take Lv. 2; Lv. 2 complete → take Lv. 3).",
        ),
        "Simultaneous Completion: If multiple players complete their Song cards in the same round, the player closest "
        "to the current round’s lead player (in clockwise order) gets to choose their new Song card first.",
    )

    @property
    def rule(self):
        """Completing a song; the simultaneous-completion order when another signer completes one too."""
        return self.RULES[self.together]

    def describe(self):
        return f"{who(self.names, self.player)} completes {song_name(self.song)}, now worth {self.points} points."


@event
class SongTaken(Event):
    player: int
    song: int
    names: tuple = ()
    rule: ClassVar[str] = quote(
        "Choose one new Song card of the appropriate level and place it face up in front of you.",
        "If, upon acquiring "
        "a new Song card, you immediately meet its requirements as well, you may consecutively choose and acquire the "
        "next level Song card.",
        "Only your highest-level completed Song card will be scored at the end of the game. "
        "If you take a higher-level Song card but fail to complete it by game end, you will score for the previously "
        "completed lower-level Song card instead.",
    )

    def describe(self):
        return f"{who(self.names, self.player)} takes {song_name(self.song)}."


@event
class LeadPassed(Event):
    player: int  # the lead player of the next round
    previous: int  # the lead player of the round just played
    first_place: bool  # someone won 1st place (else the lead stays)
    lone_bidder: int = -1  # the only bidder, when there was no 1st place because of it
    names: tuple = ()
    RULES: ClassVar[tuple] = (
        "The player who acquired an artist with the highest bid (1st place) becomes the lead player for the next "
        "round.",
        "If there was no 1st place player (e.g., only one bidder, or no successful bids), the previous lead player "
        "continues as lead player.",
    )

    @property
    def rule(self):
        """1st place leads next; without a 1st place the lead stays."""
        return self.RULES[not self.first_place]

    @property
    def kept(self):
        """True if the lead player stays the same."""
        return self.player == self.previous

    def describe(self):
        name = who(self.names, self.player)
        if not self.first_place:
            why = (
                f"{who(self.names, self.lone_bidder)} was the only bidder"
                if self.lone_bidder >= 0
                else "no one signed with the highest bid"
            )
            return f"There was no 1st place ({why}): {name} stays the lead player."
        if self.kept:
            return f"{name} won 1st place again and stays the lead player for the next round."
        return f"{name} won 1st place and leads the next round."


@event
class PlayerScored(Event):
    player: int
    song: int  # highest completed song, -1 if none
    song_points: int
    artist_points: int
    money_points: int
    debts: int
    names: tuple = ()
    rule: ClassVar[str] = quote(
        "Each player checks their highest-level completed Song card. Only the highest-level Song card for which all "
        "required artist parts have been gathered is used for scoring. Uncompleted Song cards are discarded and score "
        "no points.",
        "Score for a completed song = [Song Points (Pt) printed on the Song card] + [Total Artist Points "
        "(Pt) of all Artist cards participating in that song].",
        "(Song cards with even one missing required part score no points.)",
        "If multiple Song cards are completed, only the highest-level one is scored. Example: "
        "If both Lv. 1 and Lv. 2 songs are completed, you score for the Lv. 2 song.",
        "Raise Money remaining in hand "
        "is converted to Pt. For every $200 of Raise Money, 1 Pt is added. Any remaining $100 is rounded down (worth 0 "
        "Pt).",
        "(Scout Money remaining in hand does not score points.)",
        "Example: If you have 5 Raise Money cards "
        "($500) left, $200 = 1 Pt, so you get 2 Pt (from $400). The remaining one $100 bill is not worth any Pt.",
        "Debt Deduction Check your Debt Slip and count the number of checkmarks you’ve made. Each debt checkmark is a "
        "deduction of -6 Pt. Example: If there are 3 checkmarks on your Debt Slip, 3 x -6 Pt = -18 Pt.",
        "Final Score "
        "Calculation Calculate the final Pt score using the following formula: Final Score (Pt) = [Total Pt from your "
        "highest Completed Song] + [Remaining Hand Money Pt] – [Debt Pt]",
        "If you manage "
        "to sign a high-point artist, you might earn enough points to more than make up for the debt penalty.",
    )

    def describe(self):
        name = who(self.names, self.player)
        total = self.song_points + self.artist_points + self.money_points - 6 * self.debts
        song = (
            f"{song_name(self.song)} {self.song_points} + artists {self.artist_points}"
            if self.song >= 0
            else "no completed song 0"
        )
        debts = f", debts -{6 * self.debts}" if self.debts else ""
        return f"{name} scores {total}: {song}, money {self.money_points}{debts}."


@event
class GameWon(Event):
    winners: tuple
    score: int
    by_artists: bool
    names: tuple = ()
    rule: ClassVar[str] = quote(
        "The goal of the game is to gather the best artists over 12 rounds, complete songs, and earn the most points "
        "(Pt) by the end of the game.",
        "The game ends when all Artist cards have been revealed and the final (12th) "
        "round is completed. Proceed to score calculation.",
        "The player with the highest final Pt score is the winner.",
        "If multiple players are tied for the highest Pt, the player among them who signed the most Artist "
        "cards during the game is the winner. If still tied, all tied players are winners!",
        "The winning player is "
        "lauded as a true shrewd producer who assembled the best band members and put on the greatest live show!",
    )

    def describe(self):
        extra = " (most artists signed among the tied)" if self.by_artists else ""
        return f"{winners_phrase(self.names, self.winners)} with {self.score} points{extra}."


class TableEvents(EventTable):
    """The everyday events of one table: a draft keep, a Scout card led or played, a substitute, a debt, the
    Raise Phase skipped, a raise, a pass, an artist signed or discarded, money settled, a song
    completed or taken, the lead passed on."""

    KINDS = {
        "kept": ScoutKept,
        "led": LeadPlayed,
        "played": ScoutPlayed,
        "substituted": Substituted,
        "debt": DebtTaken,
        "raise_skipped": RaisePhaseSkipped,
        "raised": Raised,
        "passed": Passed,
        "signed": ArtistSigned,
        "discarded": ArtistDiscarded,
        "settled": MoneySettled,
        "song_completed": SongCompleted,
        "song_taken": SongTaken,
        "lead_passed": LeadPassed,
    }
    __slots__ = tuple(KINDS)
