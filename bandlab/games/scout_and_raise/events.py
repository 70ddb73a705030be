"""What happens in Scout & Raise, one event per change, each with the rule it applies.

Events are public narration: a face-down draft choice is announced without
saying which card was kept.
"""

from dataclasses import dataclass
from typing import ClassVar

from bandlab.core import Event, who
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
    rule: ClassVar[str] = ("Each player draws 2 cards. They choose 1 to add to their hand and pass the other "
                           "face down to the player on their left.")

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
    rule: ClassVar[str] = "Pass the other face down to the player on their left."

    def describe(self):
        return f"Everyone has chosen: the passed cards of draft pass {self.step} reach their new owners."


@dataclass(frozen=True, slots=True)
class ScoutRedistributed(Event):
    names: tuple = ()
    rule: ClassVar[str] = ("At the end of the 6th round, redistribute Scout Money. Collect all Scout Money from "
                           "the discard pile and any remaining in players' hands. Shuffle them all together.")

    def describe(self):
        return "Six rounds are over: all Scout Money is collected, shuffled and drafted again. Raise Money stays."


@dataclass(frozen=True, slots=True)
class RaiseMoneyDealt(Event):
    bills: int
    leftover: int
    names: tuple = ()
    rule: ClassVar[str] = "Gather all Raise Money cards ($100) and deal 10 to each player (13 with 3 players)."

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
    rule: ClassVar[str] = "Shuffle the 4 Lv. 1 Song cards face down and deal one to each player. Players place this card face up."

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
    rule: ClassVar[str] = ("By playing a card of the same suit as the lead player's Scout Money, you can proceed "
                           "to the Raise Phase.")

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
    rule: ClassVar[str] = ("If you don't have Scout Money of the lead suit, you can pay $200 from your Raise Money "
                           "(two $100 bills) to substitute for it.")

    def describe(self):
        return (f"{who(self.names, self.player)} has no {SUITS[self.lead_suit]} card and pays $200 of Raise Money "
                "to take part in the Raise Phase.")


@dataclass(frozen=True, slots=True)
class DebtTaken(Event):
    player: int
    count: int
    names: tuple = ()
    rule: ClassVar[str] = ("When you take a debt, put a checkmark by your name on a Debt Slip and receive $500 in "
                           "Raise Money from the supply. Each debt taken results in -6 points.")

    def describe(self):
        return f"{who(self.names, self.player)} takes a debt (number {self.count} of 5): +$500 of Raise Money, -6 points."


@dataclass(frozen=True, slots=True)
class RaisePhaseStarted(Event):
    order: tuple
    names: tuple = ()
    rule: ClassVar[str] = ("Turn order proceeds starting with the player who bid the lowest value on their Scout "
                           "Money card. The player who played the highest value Scout Money card will go last.")

    def describe(self):
        return "Raise Phase, in this order: " + ", ".join(who(self.names, p) for p in self.order) + "."


@dataclass(frozen=True, slots=True)
class RaisePhaseSkipped(Event):
    player: int
    names: tuple = ()
    rule: ClassVar[str] = ("If only one player proceeded from the Scout Phase to the Raise Phase, that player signs "
                           "one artist, and the other is sent to the discard pile.")

    def describe(self):
        return f"Only {who(self.names, self.player)} reaches the Raise Phase: no raising is needed."


@dataclass(frozen=True, slots=True)
class Raised(Event):
    player: int
    bills: int
    total: int  # $ of the whole bid after the raise
    names: tuple = ()
    rule: ClassVar[str] = "Add Raise Money to the Scout Money you've already bid. You can add any amount of Raise Money you possess."

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
class ArtistSigned(Event):
    player: int
    rank: int  # 0 = 1st, 1 = 2nd; -1 = the only bidder
    artist: int
    price: int  # $ of the whole bid
    names: tuple = ()
    rule: ClassVar[str] = ("The player who bid the highest total amount (1st place) chooses one of the revealed "
                           "Artist cards; the 2nd signs the remaining Artist card.")

    def describe(self):
        place = "as the only bidder" if self.rank < 0 else f"in {ORDINALS[self.rank]} place"
        return f"{who(self.names, self.player)} signs {ARTIST_NAME[self.artist]} {place}, for ${self.price:,}."


@dataclass(frozen=True, slots=True)
class ArtistDiscarded(Event):
    artist: int
    names: tuple = ()
    rule: ClassVar[str] = "If only one player proceeded to the Raise Phase, that player signs one artist, and the other is sent to the discard pile."

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
    rule: ClassVar[str] = ("Signers send their total bid to the discard pile; for the others only $100 of the Raise "
                           "Money bid is discarded, and the rest returns to their hand.")

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
    player: int
    kept: bool
    names: tuple = ()
    rule: ClassVar[str] = ("The player who acquired an artist with the highest bid (1st place) becomes the lead "
                           "player for the next round. If there was no 1st place player, the previous lead player continues.")

    def describe(self):
        if self.kept:
            return f"There was no 1st place: {who(self.names, self.player)} stays the lead player."
        return f"{who(self.names, self.player)} won 1st place and leads the next round."


@dataclass(frozen=True, slots=True)
class PlayerScored(Event):
    player: int
    song: int          # highest completed song, -1 if none
    song_points: int
    artist_points: int
    money_points: int
    debts: int
    names: tuple = ()
    rule: ClassVar[str] = "Final Score = [Total Pt from your highest Completed Song] + [Remaining Hand Money Pt] - [Debt Pt]"

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
    rule: ClassVar[str] = ("If multiple players are tied for the highest Pt, the player among them who signed the most "
                           "Artist cards is the winner. If still tied, all tied players are winners!")

    def describe(self):
        names = " and ".join(who(self.names, p) for p in self.winners)
        verb = "share the victory" if len(self.winners) > 1 else "wins"
        extra = " (most artists signed among the tied)" if self.by_artists else ""
        return f"{names} {verb} with {self.score} points{extra}."
