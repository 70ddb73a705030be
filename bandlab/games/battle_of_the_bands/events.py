"""What happens in Battle of the Bands, one event per change, each with the rule it applies.

Events never name a card that stays hidden (a drawn card, a card taken from a hand).
"""

from dataclasses import dataclass
from typing import ClassVar

from bandlab.core import Event, who, winners_phrase
from bandlab.games import reading
from bandlab.games.battle_of_the_bands.cards import NAME, SIDE_HP, SIDE_NAME, SP


def plural(n, word):
    """"1 card", "2 cards"."""
    return f"{n} {word}{'' if n == 1 else 's'}"


@dataclass(frozen=True, slots=True)
class MeChosen(Event):
    player: int
    card: int
    names: tuple = ()
    rule: ClassVar[str] = ("At the start of each game, everyone randomly chooses a ME BAND MEMBER card to place in front "
                           "of themselves on the table.")

    def describe(self):
        return f"{who(self.names, self.player)} is {NAME[self.card]} (1 HP)."


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    dealer: int
    first: int
    target: int
    names: tuple = ()
    rule: ClassVar[str] = ("The dealer shuffles the rest of the cards and deals 5 cards to each player. The person to the "
                           "dealer's left goes first …")

    def describe(self):
        return (f"{who(self.names, self.dealer)} deals 5 cards to everyone; {who(self.names, self.first)} goes first. "
                f"First to {self.target} superstar points wins.")


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    player: int
    drawn: int
    actions: int
    names: tuple = ()
    rule: ClassVar[str] = "On your turn, you draw until you have 6 cards in your hand, and take one of the following actions:"

    def describe(self):
        text = f"{who(self.names, self.player)}'s turn: draws {plural(self.drawn, 'card')}"
        return text + (f" and has {self.actions} actions (the Producer)." if self.actions > 1 else ".")


@dataclass(frozen=True, slots=True)
class Reshuffled(Event):
    cards: int
    left: int
    names: tuple = ()
    rule: ClassVar[str] = reading("the rulebook does not say what happens when the draw pile runs out: the discards are "
                                  "shuffled into a new draw pile, as often as needed (the house rule reshuffles limits it)")

    def describe(self):
        text = f"The draw pile is empty: {plural(self.cards, 'discarded card')} are shuffled into a new one"
        if self.left is None:
            return text + "."
        return text + f" ({plural(self.left, 'more reshuffle')} allowed by the house rule)."


@dataclass(frozen=True, slots=True)
class NothingToDraw(Event):
    player: int
    missing: int
    names: tuple = ()
    rule: ClassVar[str] = reading("a draw from an empty draw pile with no discards to shuffle draws nothing: the turn "
                                  "goes on with the cards in hand")

    def describe(self):
        return (f"The draw pile and the discards are both empty: {who(self.names, self.player)} draws "
                f"{plural(self.missing, 'card')} fewer.")


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
class MemberJoinedAnyBand(MemberJoined):
    """A band member played on another player's band (house rule ``any_band_members``)."""

    rule: ClassVar[str] = "Anyone can play a BAND MEMBER on any band in play."


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
class InstrumentPlayedAnyBand(InstrumentPlayed):
    """An instrument played on another player's band member (house rule ``any_band_instruments``)."""

    rule: ClassVar[str] = "Anyone can play an INSTRUMENT on any BAND MEMBER in any band in play."


@dataclass(frozen=True, slots=True)
class InstrumentLent(InstrumentPlayed):
    """An instrument played in a gig on a member of your band, for that gig only."""

    rule: ClassVar[str] = ("INSTRUMENTS may be played on BAND MEMBERS during GIGS as positive MONKEY WRENCHES to your "
                           "group. They are discarded after the GIG is over.")


@dataclass(frozen=True, slots=True)
class DieRolled(Event):
    player: int
    roll: int
    purpose: str
    names: tuple = ()
    rule: ClassVar[str] = reading("every die is rolled in the open; in a gig the bands roll one by one, clockwise from "
                                  "the gig player (the order changes nothing)")

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
    rule: ClassVar[str] = ("… you must roll less than or equal to the number of HP already possessed by that BAND MEMBER "
                           "(and their INSTRUMENT, if they have one.).")

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
    rule: ClassVar[str] = "If you succeed, place the REPUTATION under the BAND MEMBER to show that BAND MEMBER'S REPUTATION."

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
    rule: ClassVar[str] = ("A band must have either a CONTRACT or SIGNED GIG card in their band to play HIT SINGLES. … "
                           "When played, it gives the player that amount of SP towards their victory total.")

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
    rule: ClassVar[str] = "These cards are played during a regular turn, either on you or an opponent."

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

    @property
    def face_up_codes(self):
        """The cards discarded: face up on the discard pile, every seat sees them (a reshuffle may hide them again)."""
        return {NAME[c] for c in self.cards}


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    player: int
    count: int
    names: tuple = ()
    rule: ClassVar[str] = reading("Fan Club, a Music Biz card bandlab designed: draw 2 cards (the hand may go above 6)")

    def describe(self):
        return f"{who(self.names, self.player)} draws {plural(self.count, 'card')}."


@dataclass(frozen=True, slots=True)
class CardTaken(Event):
    player: int
    victim: int
    names: tuple = ()
    rule: ClassVar[str] = reading("Groupies, a Music Biz card bandlab designed: take 1 card at random from another "
                                  "player's hand (no one else learns which)")

    def describe(self):
        return f"{who(self.names, self.player)} takes a card at random from {who(self.names, self.victim)}'s hand."


@dataclass(frozen=True, slots=True)
class Passed(Event):
    player: int
    names: tuple = ()
    rule: ClassVar[str] = ("Starting with the player that played the GIG, each participating player chooses to play a card "
                           "or pass until everyone passes.")

    def describe(self):
        return f"{who(self.names, self.player)} passes."


@dataclass(frozen=True, slots=True)
class TurnPassed(Event):
    player: int
    names: tuple = ()
    rule: ClassVar[str] = reading("a player whose hand is empty (nothing left to draw) has no action to take, so the "
                                  "turn passes")

    def describe(self):
        return f"{who(self.names, self.player)} has no cards and nothing to draw, so the turn passes."


@dataclass(frozen=True, slots=True)
class WrenchPlayed(Event):
    player: int
    card: int
    owner: int
    member: int
    effect: str
    names: tuple = ()
    rule: ClassVar[str] = ("These are cards played exclusively during GIGS. They modify the HP of you or your opponent's "
                           "band as well as other effects.")

    def describe(self):
        return f"{who(self.names, self.player)} plays {NAME[self.card]}: {self.effect}."


@dataclass(frozen=True, slots=True)
class GuestStarPlayed(Event):
    player: int
    card: int
    names: tuple = ()
    rule: ClassVar[str] = ("BAND MEMBERS may be played during GIGS as positive MONKEY WRENCHES to your group. (They are "
                           "referred to as GUEST STARS.) They are discarded after the GIG is over.")

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
    rule: ClassVar[str] = reading("Banned, a Monkey Wrench bandlab designed: a band takes no part in this gig")

    def describe(self):
        return f"{who(self.names, self.player)}'s band is banned and sits this gig out."


@dataclass(frozen=True, slots=True)
class GigWon(Event):
    player: int
    card: int
    by_tie: bool
    points: int
    tied: tuple = ()  # the bands tied for the highest total, when there is a tie
    best: int = 0     # the highest total
    names: tuple = ()
    rule: ClassVar[str] = ("The band with the highest total wins the GIG card … If a tie occurs between the highest bands, "
                           "the GIG goes to the person who played it, even if they weren't part of the tie, or even if "
                           "they couldn't participate in the GIG!")

    def describe(self):
        winner = who(self.names, self.player)
        if not self.by_tie:
            return f"{winner}'s band has the highest total ({self.best}) and wins {NAME[self.card]}: {self.points} SP now."
        if not self.tied:
            return (f"Every band is banned from this gig, so it goes to whoever played it: {winner} wins "
                    f"{NAME[self.card]}: {self.points} SP now.")
        tied = " and ".join(who(self.names, p) for p in self.tied)
        side = "" if self.player in self.tied else f", though {winner} was not in the tie"
        return (f"{tied} tie for the highest total at {self.best}: a tie goes to whoever played the gig, so {winner} "
                f"wins {NAME[self.card]}{side}: {self.points} SP now.")


@dataclass(frozen=True, slots=True)
class GigCleared(Event):
    cards: tuple
    names: tuple = ()
    rule: ClassVar[str] = ("BAND MEMBERS (Called GUEST STARS: discard after the GIG is over.) … INSTRUMENTS (Play on a "
                           "BAND MEMBER or GUEST STAR: Discard after the GIG is over.)")

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
    rule: ClassVar[str] = "As a turn action, any player may swap INSTRUMENT cards within their band and then discard a card."

    def describe(self):
        return f"{who(self.names, self.player)} swaps the instruments of {NAME[self.first]} and {NAME[self.second]}."


@dataclass(frozen=True, slots=True)
class MemberReplaced(Event):
    player: int
    old: int
    new: int
    names: tuple = ()
    rule: ClassVar[str] = "During your turn, you may replace a BAND MEMBER from your band with a new BAND MEMBER from your hand."

    def describe(self):
        return f"{who(self.names, self.player)} replaces {NAME[self.old]} (discarded with their cards) by {NAME[self.new]}."


def sp_table(names, scores):
    """``Alice 8, Bob 5`` for a list of superstar points."""
    return ", ".join(f"{who(names, p)} {s}" for p, s in enumerate(scores))


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """The rulebook's end: a player has the winning total."""

    winners: tuple
    scores: tuple
    target: int
    names: tuple = ()
    rule: ClassVar[str] = ("To be the first player to accumulate a winning total of SUPERSTAR POINTS (the stars in the "
                           "upper left corner of certain cards), in any combination of HIT SINGLE and GIG cards.")

    def describe(self):
        verb = "reaches" if len(self.winners) == 1 else "reach"
        return (f"{' and '.join(who(self.names, p) for p in self.winners)} {verb} the winning total of {self.target} "
                f"superstar points first: {winners_phrase(self.names, self.winners)} ({sp_table(self.names, self.scores)} SP).")


@dataclass(frozen=True, slots=True)
class EndedShortOfTarget(Event):
    """No one can reach the target any more, or the round limit: the most SP from cards wins."""

    winners: tuple
    card_points: tuple  # SP on gig and hit single cards, per player
    scores: tuple       # SP with the ME point
    how: str            # "no one can reach the target" or "round limit"
    target: int
    sp_left: int        # SP on cards not yet won
    rounds: int         # the round limit
    names: tuple = ()
    rule: ClassVar[str] = reading("a game no one can win any more ends: when no player could reach the winning total even "
                                  "by winning every SP card still in play and their ME point, or after the round limit "
                                  "(max_rounds), the most SP on gig and hit single cards wins, ties shared (the ME point "
                                  "can still change hands, so it does not decide)")

    def describe(self):
        best = max(self.card_points)
        if self.how == "round limit":
            why = f"{self.rounds} rounds are played and no one has {self.target} superstar points"
        elif self.sp_left:
            why = (f"No one can reach {self.target} superstar points any more: only {self.sp_left} SP are left to win, "
                   f"and the best anyone could still reach is {best + self.sp_left + 1} with a ME point")
        else:
            why = (f"No one can reach {self.target} superstar points any more: every gig and hit single has been won, "
                   f"and the best anyone could still reach is {best + 1} with a ME point")
        return (f"{why}. The most SP on gig and hit single cards ({best}) decides: "
                f"{winners_phrase(self.names, self.winners)} ({sp_table(self.names, self.scores)} SP).")


@dataclass(frozen=True, slots=True)
class PileRanOut(Event):
    """House rule ``reshuffles``: the draw pile ran out with no reshuffle left."""

    winners: tuple
    scores: tuple
    reshuffles: int
    names: tuple = ()
    rule: ClassVar[str] = reading("house rule reshuffles: the discards make a new draw pile only so many times; when the "
                                  "pile runs out after that the game ends and the most SP wins, ties shared")

    def describe(self):
        return (f"The draw pile has run out after {plural(self.reshuffles, 'reshuffle')}, the house rule's last: "
                f"{winners_phrase(self.names, self.winners)} with the most SP ({sp_table(self.names, self.scores)}).")
