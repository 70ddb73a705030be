"""What happens in Battle of the Bands, one event per change, each with the rule it applies.

Events never name a card that stays hidden (a drawn card, a card taken from a hand).
"""

from dataclasses import dataclass
from typing import ClassVar

from bandlab.core import Event, who
from bandlab.games.battle_of_the_bands.cards import NAME, SIDE_HP, SIDE_NAME, SP


def plural(n, word):
    """"1 card", "2 cards"."""
    return f"{n} {word}{'' if n == 1 else 's'}"


@dataclass(frozen=True, slots=True)
class MeChosen(Event):
    player: int
    card: int
    names: tuple = ()
    rule: ClassVar[str] = "Everyone randomly chooses a ME BAND MEMBER card to place in front of themselves."

    def describe(self):
        return f"{who(self.names, self.player)} is {NAME[self.card]} (1 HP)."


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    dealer: int
    first: int
    target: int
    names: tuple = ()
    rule: ClassVar[str] = "The dealer deals 5 cards to each player. The person to the dealer's left goes first."

    def describe(self):
        return (f"{who(self.names, self.dealer)} deals 5 cards to everyone; {who(self.names, self.first)} goes first. "
                f"First to {self.target} superstar points wins.")


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    player: int
    drawn: int
    actions: int
    names: tuple = ()
    rule: ClassVar[str] = "On your turn, you draw until you have 6 cards in your hand, and take one action."

    def describe(self):
        text = f"{who(self.names, self.player)}'s turn: draws {plural(self.drawn, 'card')}"
        return text + (f" and has {self.actions} actions (the Producer)." if self.actions > 1 else ".")


@dataclass(frozen=True, slots=True)
class Reshuffled(Event):
    cards: int
    left: int
    names: tuple = ()
    rule: ClassVar[str] = "bandlab: when the draw pile runs out, the discards are shuffled into a new draw pile."

    def describe(self):
        return f"The draw pile is empty: {plural(self.cards, 'discarded card')} are shuffled into a new one ({self.left} more reshuffles allowed)."


@dataclass(frozen=True, slots=True)
class MemberJoined(Event):
    player: int
    card: int
    band: int
    names: tuple = ()
    rule: ClassVar[str] = "Play a BAND MEMBER on your band. (Max. 4 BAND MEMBER per band at a time.)"

    def describe(self):
        where = "their band" if self.band == self.player else f"{who(self.names, self.band)}'s band"
        return f"{who(self.names, self.player)} plays {NAME[self.card]} on {where}."


@dataclass(frozen=True, slots=True)
class ProducerAction(Event):
    player: int
    names: tuple = ()
    rule: ClassVar[str] = "When the PRODUCER enters any band, it allows that player to immediately take another action."

    def describe(self):
        return f"The Producer is in {who(self.names, self.player)}'s band: {who(self.names, self.player)} takes another action now."


@dataclass(frozen=True, slots=True)
class InstrumentPlayed(Event):
    player: int
    card: int
    owner: int
    member: int
    member_hp: int
    lent: bool = False
    names: tuple = ()
    rule: ClassVar[str] = "Play an INSTRUMENT on a BAND MEMBER in your band. (1 INSTRUMENT per BAND MEMBER at a time.)"

    def describe(self):
        how = " for this gig" if self.lent else ""
        return (f"{who(self.names, self.player)} plays {NAME[self.card]} on {who(self.names, self.owner)}'s "
                f"{NAME[self.member]}{how}, now worth {self.member_hp} HP.")


@dataclass(frozen=True, slots=True)
class DieRolled(Event):
    player: int
    roll: int
    purpose: str
    names: tuple = ()
    rule: ClassVar[str] = "Dice rolls decide reputations and gigs."

    def describe(self):
        return f"{who(self.names, self.player)} rolls a {self.roll} ({self.purpose})."


@dataclass(frozen=True, slots=True)
class ReputationTried(Event):
    player: int
    card: int
    side: int
    owner: int
    member: int
    need: int
    names: tuple = ()
    rule: ClassVar[str] = ("You must roll less than or equal to the number of HP already possessed by that BAND MEMBER "
                           "(and their INSTRUMENT, if they have one.)")

    def describe(self):
        return (f"{who(self.names, self.player)} tries {SIDE_NAME[self.card][self.side]} on {who(self.names, self.owner)}'s "
                f"{NAME[self.member]}: needs a roll of {self.need} or less.")


@dataclass(frozen=True, slots=True)
class ReputationPlaced(Event):
    card: int
    side: int
    owner: int
    member: int
    names: tuple = ()
    rule: ClassVar[str] = "If you succeed, place the REPUTATION under the BAND MEMBER."

    def describe(self):
        hp = SIDE_HP[self.card][self.side]
        return f"{who(self.names, self.owner)}'s {NAME[self.member]} is now {SIDE_NAME[self.card][self.side]} ({hp:+d} HP)."


@dataclass(frozen=True, slots=True)
class ReputationFailed(Event):
    card: int
    side: int
    names: tuple = ()
    rule: ClassVar[str] = "REPUTATION cards that are unsuccessfully attempted are discarded."

    def describe(self):
        return f"The roll fails: {SIDE_NAME[self.card][self.side]} is discarded."


@dataclass(frozen=True, slots=True)
class ContractPlayed(Event):
    player: int
    card: int
    names: tuple = ()
    rule: ClassVar[str] = "Play a CONTRACT card on your band. (1 CONTRACT per BAND at a time.)"

    def describe(self):
        return f"{who(self.names, self.player)} signs a {NAME[self.card]}: hit singles can follow."


@dataclass(frozen=True, slots=True)
class HitSinglePlayed(Event):
    player: int
    card: int
    points: int
    names: tuple = ()
    rule: ClassVar[str] = "A band must have either a CONTRACT or SIGNED GIG card in their band to play HIT SINGLES."

    def describe(self):
        return (f"{who(self.names, self.player)} plays the hit single {NAME[self.card]} ({SP[self.card]} SP, +1 in every gig): "
                f"{self.points} SP now.")


@dataclass(frozen=True, slots=True)
class GigStarted(Event):
    player: int
    card: int
    names: tuple = ()
    rule: ClassVar[str] = "When a GIG card is played it starts a GIG ROUND."

    def describe(self):
        return f"{who(self.names, self.player)} plays {NAME[self.card]} ({SP[self.card]} SP): \"Let's gig!\""


@dataclass(frozen=True, slots=True)
class MusicBizPlayed(Event):
    player: int
    card: int
    effect: str
    names: tuple = ()
    rule: ClassVar[str] = "Music Biz cards are played during a regular turn, either on you or an opponent."

    def describe(self):
        return f"{who(self.names, self.player)} plays {NAME[self.card]}: {self.effect}."


@dataclass(frozen=True, slots=True)
class CardsDiscarded(Event):
    player: int
    cards: tuple
    names: tuple = ()
    rule: ClassVar[str] = "Discard up to 3 cards."

    def describe(self):
        return f"{who(self.names, self.player)} discards " + ", ".join(NAME[c] for c in self.cards) + "."


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    player: int
    count: int
    names: tuple = ()
    rule: ClassVar[str] = "Music Biz: draw cards."

    def describe(self):
        return f"{who(self.names, self.player)} draws {plural(self.count, 'card')}."


@dataclass(frozen=True, slots=True)
class CardTaken(Event):
    player: int
    victim: int
    names: tuple = ()
    rule: ClassVar[str] = "Music Biz: take a card at random from another player's hand."

    def describe(self):
        return f"{who(self.names, self.player)} takes a card at random from {who(self.names, self.victim)}'s hand."


@dataclass(frozen=True, slots=True)
class Passed(Event):
    player: int
    names: tuple = ()
    rule: ClassVar[str] = "Each participating player chooses to play a card or pass until everyone passes."

    def describe(self):
        return f"{who(self.names, self.player)} passes."


@dataclass(frozen=True, slots=True)
class WrenchPlayed(Event):
    player: int
    card: int
    owner: int
    member: int
    effect: str
    names: tuple = ()
    rule: ClassVar[str] = "MONKEY WRENCH cards modify the HP of you or your opponent's band during GIGS."

    def describe(self):
        return f"{who(self.names, self.player)} plays {NAME[self.card]}: {self.effect}."


@dataclass(frozen=True, slots=True)
class GuestStarPlayed(Event):
    player: int
    card: int
    names: tuple = ()
    rule: ClassVar[str] = "BAND MEMBERS may be played during GIGS as GUEST STARS. They are discarded after the GIG is over."

    def describe(self):
        return f"{who(self.names, self.player)} brings in {NAME[self.card]} as a guest star for this gig."


@dataclass(frozen=True, slots=True)
class BandTallied(Event):
    player: int
    total: int
    roll: int
    names: tuple = ()
    rule: ClassVar[str] = "Everyone rolls a die, the audience's reaction to their set, then adds that amount to their HP total."

    def describe(self):
        return f"{who(self.names, self.player)}'s band: {self.total} HP + a roll of {self.roll} = {self.total + self.roll}."


@dataclass(frozen=True, slots=True)
class BandSitsOut(Event):
    player: int
    names: tuple = ()
    rule: ClassVar[str] = "Monkey Wrench Banned: a band takes no part in this gig."

    def describe(self):
        return f"{who(self.names, self.player)}'s band is banned and sits this gig out."


@dataclass(frozen=True, slots=True)
class GigWon(Event):
    player: int
    card: int
    by_tie: bool
    points: int
    names: tuple = ()
    rule: ClassVar[str] = ("The band with the highest total wins the GIG card. If a tie occurs between the highest bands, "
                           "the GIG goes to the person who played it.")

    def describe(self):
        how = " (a tie for the highest goes to whoever played the gig)" if self.by_tie else ""
        return f"{who(self.names, self.player)} wins {NAME[self.card]}{how}: {self.points} SP now."


@dataclass(frozen=True, slots=True)
class GigCleared(Event):
    cards: tuple
    names: tuple = ()
    rule: ClassVar[str] = "Guest stars and borrowed instruments are discarded after the GIG is over."

    def describe(self):
        if not self.cards:
            return "The gig is over."
        return "The gig is over; discarded: " + ", ".join(NAME[c] for c in self.cards) + "."


@dataclass(frozen=True, slots=True)
class InstrumentsSwapped(Event):
    player: int
    first: int
    second: int
    names: tuple = ()
    rule: ClassVar[str] = "House rule: swap INSTRUMENT cards within your band and then discard a card."

    def describe(self):
        return f"{who(self.names, self.player)} swaps the instruments of {NAME[self.first]} and {NAME[self.second]}."


@dataclass(frozen=True, slots=True)
class MemberReplaced(Event):
    player: int
    old: int
    new: int
    names: tuple = ()
    rule: ClassVar[str] = "House rule: replace a BAND MEMBER from your band with a new BAND MEMBER from your hand."

    def describe(self):
        return f"{who(self.names, self.player)} replaces {NAME[self.old]} (discarded with their cards) by {NAME[self.new]}."


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    winners: tuple
    scores: tuple
    reason: str
    names: tuple = ()
    rule: ClassVar[str] = "The first player to accumulate a winning total of SUPERSTAR POINTS wins."

    def describe(self):
        champs = " and ".join(who(self.names, p) for p in self.winners)
        table = ", ".join(f"{who(self.names, p)} {s}" for p, s in enumerate(self.scores))
        return f"{self.reason} {champs} {'win' if len(self.winners) > 1 else 'wins'} ({table} SP)."
