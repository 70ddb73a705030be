"""What happens in Scout & Raise, one event per change, each with the rule it applies.

Events are public narration: a face-down draft choice is announced without
saying which card was kept.
"""

from dataclasses import dataclass
from typing import ClassVar

from bandlab.core import Event, who, winners_phrase
from bandlab.games.scout_and_raise.cards import (
    ARTIST_NAME, SCOUT_NAME, SONG_CODE, SONG_LEVEL, SONG_TITLE, SUITS,
)

ORDINALS = ("1st", "2nd")


def song_name(song):
    """``Lv. 2 "Guitar Duel" (S2B)``."""
    return f'Lv. {SONG_LEVEL[song]} "{SONG_TITLE[song]}" ({SONG_CODE[song]})'


def dollars(bills):
    """$ amount of a number of $100 bills."""
    return f"${bills * 100:,}"


@dataclass(frozen=True, slots=True)
class LeadChosen(Event):
    player: int
    names: tuple = ()
    rule: ClassVar[str] = "Decide the lead player who will play the first card."

    def describe(self):
        return f"{who(self.names, self.player)} is the lead player."


@dataclass(frozen=True, slots=True)
class ScoutDealt(Event):
    first: int
    names: tuple = ()
    rule: ClassVar[str] = ("Starting with the lead player and going clockwise, each player draws 2 cards "
                           "from the draw pile into their hand.")

    def describe(self):
        return f"Starting with {who(self.names, self.first)}, each player draws 2 Scout Money cards into their hand."


@dataclass(frozen=True, slots=True)
class ScoutDrawnToPass(Event):
    first: int
    step: int
    names: tuple = ()
    rule: ClassVar[str] = ("Again, starting with the lead player and going clockwise, each player draws 2 cards. They "
                           "choose 1 to add to their hand and pass the other face down to the player on their left.")

    def describe(self):
        return (f"Draft pass {self.step} of 2: starting with {who(self.names, self.first)}, each player draws 2 Scout "
                "Money cards to keep one and pass one face down to the left.")


@dataclass(frozen=True, slots=True)
class ScoutKept(Event):
    player: int
    to: int
    names: tuple = ()
    rule: ClassVar[str] = "They choose 1 to add to their hand and pass the other face down to the player on their left."

    def describe(self):
        return f"{who(self.names, self.player)} keeps one card and passes the other face down to {who(self.names, self.to)}."


@dataclass(frozen=True, slots=True)
class PassedCardsDelivered(Event):
    step: int
    names: tuple = ()
    rule: ClassVar[str] = "… pass the other face down to the player on their left."

    def describe(self):
        return f"Everyone has chosen: the passed cards of draft pass {self.step} reach their new owners."


@dataclass(frozen=True, slots=True)
class ScoutRedistributed(Event):
    names: tuple = ()
    rule: ClassVar[str] = ("At the end of the 6th round, redistribute Scout Money. Collect all Scout Money from the discard "
                           "pile and any remaining in players’ hands. Shuffle them all together and redistribute them to "
                           "each player following the same procedure as in the initial game setup (each player gets 6 "
                           "cards).")

    def describe(self):
        return "Six rounds are over: all Scout Money is collected, shuffled and drafted again. Raise Money stays."


@dataclass(frozen=True, slots=True)
class RaiseMoneyDealt(Event):
    bills: int
    leftover: int
    names: tuple = ()
    rule: ClassVar[str] = ("Gather all Raise Money cards ($100) and deal 10 to each player. … Deal 13 Raise Money cards "
                           "($100 each) to each player. Place the one leftover $100 card in the discard pile.")

    def describe(self):
        text = f"Each player receives {dollars(self.bills)} of Raise Money"
        if self.leftover:
            text += f"; the leftover {dollars(self.leftover)} goes to the discard pile"
        return text + "."


@dataclass(frozen=True, slots=True)
class SongDealt(Event):
    player: int
    song: int
    names: tuple = ()
    rule: ClassVar[str] = ("Shuffle the 4 Lv. 1 Song cards face down and deal one to each player. Players place this "
                           "card face up in front of them.")

    def describe(self):
        return f"{who(self.names, self.player)} is dealt {song_name(self.song)}."


@dataclass(frozen=True, slots=True)
class ArtistsRevealed(Event):
    round: int
    artists: tuple
    lead: int
    names: tuple = ()
    rule: ClassVar[str] = "Flip over 2 new cards from the Artist card draw pile and reveal them to the play area."

    def describe(self):
        shown = " and ".join(ARTIST_NAME[a] for a in self.artists)
        return f"Round {self.round}: {who(self.names, self.lead)} leads; the artists on offer are {shown}."


@dataclass(frozen=True, slots=True)
class ScoutPlayed(Event):
    player: int
    kind: int
    lead_suit: int
    joins: bool
    names: tuple = ()
    rule: ClassVar[str] = ("By playing a card of the same suit as the lead player’s Scout Money, you can proceed to the "
                           "Raise Phase. … Play one Scout Money card that is not of the lead suit. This player cannot "
                           "participate in this round’s Raise Phase.")

    def describe(self):
        text = f"{who(self.names, self.player)} plays {SCOUT_NAME[self.kind]}"
        if self.joins:
            return text + "."
        return text + f", off the lead suit {SUITS[self.lead_suit]}: out of this round's Raise Phase."


@dataclass(frozen=True, slots=True)
class LeadPlayed(Event):
    player: int
    kind: int
    names: tuple = ()
    rule: ClassVar[str] = "The suit of this card (Red or Yellow) becomes the lead suit for this round."

    def describe(self):
        suit = SUITS[self.kind // 10]
        return f"{who(self.names, self.player)} leads {SCOUT_NAME[self.kind]}: {suit} is the lead suit."


@dataclass(frozen=True, slots=True)
class Substituted(Event):
    player: int
    lead_suit: int
    names: tuple = ()
    rule: ClassVar[str] = ("… If you don’t have Scout Money of the lead suit, you can pay $200 from your Raise Money (two "
                           "$100 bills) to substitute for it.")

    def describe(self):
        return (f"{who(self.names, self.player)} has no {SUITS[self.lead_suit]} card and pays $200 of Raise Money "
                "to take part in the Raise Phase.")


@dataclass(frozen=True, slots=True)
class DebtTaken(Event):
    player: int
    count: int
    names: tuple = ()
    rule: ClassVar[str] = ("… When you take a debt, put a checkmark by your name on a Debt Slip and receive $500 in Raise "
                           "Money (five $100 bills) from the supply (if $500 is available in the supply!). Each debt "
                           "taken results in -6 points.")

    def describe(self):
        return f"{who(self.names, self.player)} takes a debt (number {self.count} of 5): +$500 of Raise Money, -6 points."


@dataclass(frozen=True, slots=True)
class RaisePhaseStarted(Event):
    order: tuple
    bids: tuple = ()         # each bidder's Scout bid in dollars, in raise order
    substitutes: tuple = ()  # whether that bid is the $200 substitute, in raise order
    lead: int = -1
    names: tuple = ()
    rule: ClassVar[str] = ("Turn order proceeds clockwise, starting with the player who bid the lowest value on their Scout "
                           "Money card in the Scout Phase. The player who played the highest value Scout Money card will "
                           "go last. If multiple players bid the same amount, the player closest to the lead player (in "
                           "clockwise order from the lead player) goes first among them.")

    def describe(self):
        if not self.bids:
            return "Raise Phase, in this order: " + ", ".join(who(self.names, p) for p in self.order) + "."
        parts = [f"{who(self.names, p)} ${bid:,}" + (" (the Raise Money substitute)" if sub else "")
                 for p, bid, sub in zip(self.order, self.bids, self.substitutes)]
        text = "Raise Phase, from the lowest Scout bid to the highest: " + ", ".join(parts) + "."
        for bid in sorted(set(self.bids)):
            tied = [p for p, b in zip(self.order, self.bids) if b == bid]
            if len(tied) > 1:
                text += (f" {' and '.join(who(self.names, p) for p in tied)} bid the same ${bid:,}, so the one closer "
                         f"to the lead player ({who(self.names, self.lead)}), clockwise, goes first.")
        return text + " A high Scout card buys the last word."


@dataclass(frozen=True, slots=True)
class RaisePhaseSkipped(Event):
    player: int
    names: tuple = ()
    rule: ClassVar[str] = ("If only one player proceeded from the Scout Phase to the Raise Phase, that player signs "
                           "(acquires) one artist, and the other is sent to the discard pile.")

    def describe(self):
        return f"Only {who(self.names, self.player)} reaches the Raise Phase: no raising is needed."


@dataclass(frozen=True, slots=True)
class Raised(Event):
    player: int
    bills: int
    total: int  # $ of the whole bid after the raise
    names: tuple = ()
    rule: ClassVar[str] = ("Add Raise Money to the Scout Money you’ve already bid. You can add any amount of Raise Money "
                           "you possess.")

    def describe(self):
        return f"{who(self.names, self.player)} raises {dollars(self.bills)}, to a total bid of ${self.total:,}."


@dataclass(frozen=True, slots=True)
class Passed(Event):
    player: int
    total: int
    names: tuple = ()
    rule: ClassVar[str] = "If you choose not to raise (pass), you cannot raise again for the remainder of this round."

    def describe(self):
        return f"{who(self.names, self.player)} passes, standing at ${self.total:,}."


@dataclass(frozen=True, slots=True)
class BidsRanked(Event):
    """The Raise Phase is over: every bidder's total bid, highest first."""

    ranked: tuple   # bidders, 1st first
    totals: tuple   # their total bids in dollars
    names: tuple = ()
    rule: ClassVar[str] = ("At that point, the player with the highest total bid (Scout Money + Raise Money) is 1st, and "
                           "the player with the second-highest total bid is 2nd. They proceed to sign (acquire) artists.")

    def describe(self):
        bids = ", ".join(f"{who(self.names, p)} ${t:,}" for p, t in zip(self.ranked, self.totals))
        return (f"Total bids (Scout Money + Raise Money): {bids}. {who(self.names, self.ranked[0])} is 1st and "
                f"{who(self.names, self.ranked[1])} is 2nd.")


@dataclass(frozen=True, slots=True)
class ContractTieBroken(Event):
    """Bidders tie for 1st or 2nd place: the one closest to the lead player, clockwise, ranks higher."""

    tied: tuple     # the tied bidders, in the order they rank
    total: int      # their total bid in dollars
    place: int      # the place of the first of them: 0 for 1st, 1 for 2nd
    lead: int
    names: tuple = ()
    rule: ClassVar[str] = ("Note: If there are multiple players tied for the highest bid (1st place), or for the "
                           "second-highest bid (2nd place), the player closest to the current round’s lead player (in "
                           "clockwise order) within each tied rank wins the tie and signs (acquires) the artist.")

    def describe(self):
        names = [who(self.names, p) for p in self.tied]
        places = [f"{name} is {ORDINALS[self.place + i]}" for i, name in enumerate(names) if self.place + i < 2]
        rest = names[len(places):]
        if rest:
            places.append(f"{' and '.join(rest)} {'signs' if len(rest) == 1 else 'sign'} nothing")
        outcome = ", ".join(places[:-1]) + f" and {places[-1]}" if len(places) > 1 else places[0]
        return (f"{', '.join(names[:-1])} and {names[-1]} tie at ${self.total:,}: the one closest to the lead player "
                f"({who(self.names, self.lead)}), clockwise, ranks higher, so {outcome}.")


@dataclass(frozen=True, slots=True)
class ArtistSigned(Event):
    player: int
    rank: int  # 0 = 1st, 1 = 2nd; -1 = the only bidder
    artist: int
    price: int  # $ of the whole bid
    names: tuple = ()
    rule: ClassVar[str] = ("The player who bid the highest total amount (1st place) chooses one of the revealed Artist "
                           "cards and signs (acquires) it. … The player who bid the second-highest total amount (2nd "
                           "place) signs (acquires) the remaining Artist card.")

    def describe(self):
        place = "as the only bidder" if self.rank < 0 else f"in {ORDINALS[self.rank]} place"
        return f"{who(self.names, self.player)} signs {ARTIST_NAME[self.artist]} {place}, for ${self.price:,}."


@dataclass(frozen=True, slots=True)
class ArtistDiscarded(Event):
    artist: int
    names: tuple = ()
    rule: ClassVar[str] = ("If only one player proceeded from the Scout Phase to the Raise Phase, that player signs "
                           "(acquires) one artist, and the other is sent to the discard pile.")

    def describe(self):
        return f"Nobody else bid: {ARTIST_NAME[self.artist]} goes to the discard pile."


@dataclass(frozen=True, slots=True)
class MoneySettled(Event):
    player: int
    signed: bool
    scout: int       # the Scout Money kind played, -1 if none
    substitute: int  # bills paid as a substitute
    raised: int      # bills raised
    lost: int        # bills of the raise sent to the discard pile
    names: tuple = ()
    rule: ClassVar[str] = ("Players who signed an artist send their total bid (played Scout Money and any added Raise "
                           "Money) to the discard pile. … However, for Raise Money bid during the Raise Phase, only $100 "
                           "is sent to the discard pile, and the rest of that Raise Money is returned to their hand.")

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
            text += f"; of {dollars(self.raised)} raised, {dollars(self.lost)} is lost and {dollars(self.raised - self.lost)} comes back"
        return text + "."


@dataclass(frozen=True, slots=True)
class SongCompleted(Event):
    player: int
    song: int
    points: int
    names: tuple = ()
    rule: ClassVar[str] = "If all artist parts for the Song card are met, they can acquire a new Song card."

    def describe(self):
        return f"{who(self.names, self.player)} completes {song_name(self.song)}, now worth {self.points} points."


@dataclass(frozen=True, slots=True)
class SongTaken(Event):
    player: int
    song: int
    names: tuple = ()
    rule: ClassVar[str] = "Choose one new Song card of the appropriate level and place it face up in front of you."

    def describe(self):
        return f"{who(self.names, self.player)} takes {song_name(self.song)}."


@dataclass(frozen=True, slots=True)
class LeadPassed(Event):
    player: int             # the lead player of the next round
    previous: int           # the lead player of the round just played
    first_place: bool       # someone won 1st place (else the lead stays)
    lone_bidder: int = -1   # the only bidder, when there was no 1st place because of it
    names: tuple = ()
    rule: ClassVar[str] = ("The player who acquired an artist with the highest bid (1st place) becomes the lead player for "
                           "the next round. If there was no 1st place player (e.g., only one bidder, or no successful "
                           "bids), the previous lead player continues as lead player.")

    @property
    def kept(self):
        """True if the lead player stays the same."""
        return self.player == self.previous

    def describe(self):
        name = who(self.names, self.player)
        if not self.first_place:
            why = (f"{who(self.names, self.lone_bidder)} was the only bidder" if self.lone_bidder >= 0
                   else "no one signed with the highest bid")
            return f"There was no 1st place ({why}): {name} stays the lead player."
        if self.kept:
            return f"{name} won 1st place again and stays the lead player for the next round."
        return f"{name} won 1st place and leads the next round."


@dataclass(frozen=True, slots=True)
class PlayerScored(Event):
    player: int
    song: int          # highest completed song, -1 if none
    song_points: int
    artist_points: int
    money_points: int
    debts: int
    names: tuple = ()
    rule: ClassVar[str] = ("Final Score (Pt) = [Total Pt from your highest Completed Song] + [Remaining Hand Money Pt] – "
                           "[Debt Pt]")

    def describe(self):
        name = who(self.names, self.player)
        total = self.song_points + self.artist_points + self.money_points - 6 * self.debts
        song = (f"{song_name(self.song)} {self.song_points} + artists {self.artist_points}"
                if self.song >= 0 else "no completed song 0")
        debts = f", debts -{6 * self.debts}" if self.debts else ""
        return f"{name} scores {total}: {song}, money {self.money_points}{debts}."


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    winners: tuple
    score: int
    by_artists: bool
    names: tuple = ()
    rule: ClassVar[str] = ("The player with the highest final Pt score is the winner. … If multiple players are tied for "
                           "the highest Pt, the player among them who signed the most Artist cards during the game is the "
                           "winner. If still tied, all tied players are winners!")

    def describe(self):
        extra = " (most artists signed among the tied)" if self.by_artists else ""
        return f"{winners_phrase(self.names, self.winners)} with {self.score} points{extra}."
