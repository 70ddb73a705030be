"""What happens in Band Grab, one event per change, each with the rule it applies.

Events are public narration: a card drawn from the deck or stolen from a hand is not named.
"""

from typing import ClassVar

from bandlab.core import Event, EventTable, event, who, winners_phrase
from bandlab.games import reading
from bandlab.games.band_grab.cards import CODE, GENRES, NAME, SLOT_NAMES


@event
class CardsDealt(Event):
    players: int
    each: int
    deck: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "The goal of Band Grab is to collect cards to build a band and to use that band to play a gig (a live music "
        "performance). The first player to play a gig wins the game! … Start the game by shuffling all the cards "
        "together then dealing 3 cards to each player. These cards form each player's Hand and should be kept private "
        "and off the table. A player's Hand should not be confused with a player's Band! … Next, place the deck (all "
        "unused cards) face-down in the middle of the table."
    )

    def describe(self):
        return (
            f"The cards are shuffled and {self.each} dealt to each of {self.players} players; "
            f"{self.deck} stay in the deck."
        )


@event
class FirstTurn(Event):
    player: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "Finally, choose a player to have the first turn. … Players take turns one at a time. Each player has their "
        "turn after the player on their right. … On each of your turns, you must choose to complete one action only! "
        "For example, you cannot draw and play on the same turn. … There are 3 different action options to choose "
        "from on each turn, as explained throughout the rest of these instructions."
    )

    def describe(self):
        return f"{who(self.names, self.player)} has the first turn."


@event
class CardDrawn(Event):
    player: int
    left: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "If you choose to draw a card on your turn, simply pick up one card from the top of the deck "
        "and add it to your Hand. … You cannot choose to draw a card if you already have 5 cards in "
        "your Hand."
    )

    def describe(self):
        return f"{who(self.names, self.player)} draws a card; {self.left} left in the deck."


@event
class DeckRanOut(Event):
    curfew_rounds: object  # the curfew house rule's rounds, or None
    first: bool = True  # the first time the deck runs out in this game
    names: tuple = ()
    #: The rulebook's "Finishing the Game": play goes on, and a Busking Gig can win from now on. A Busking Gig's
    #: win applies the same rule and quotes the same words (one number of the page's rule numbering).
    rule: ClassVar[str] = (
        "Continue playing until one player wins by playing their first gig! … Note: If all the cards "
        "in the deck are drawn before the game is finished, players can then also win by playing the "
        "Busking Gig event card on their turn!"
    )

    def describe(self):
        text = "The deck is empty: from now on a Busking Gig can win too." if self.first else "The deck is empty again."
        if self.curfew_rounds is not None:
            return text + f" By the curfew house rule the venue closes after {self.curfew_rounds} more rounds."
        return text + " A player who draws now shuffles the event pile into a new deck."


@event
class DeckRemade(Event):
    cards: int
    names: tuple = ()
    rule: ClassVar[str] = reading(
        'the rulebook has play go on after the deck is drawn ("Continue playing until one '
        'player wins"); a draw from the empty deck first shuffles the event pile face '
        "down into a new deck"
    )

    def describe(self):
        return f"The deck is empty: the event pile's {self.cards} cards are shuffled face down into a new deck."


@event
class MusicianJoined(Event):
    player: int
    card: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "These cards can be played face-up onto the table in front of you. Once a musician is on the table, it is "
        "counted as a band member and is now a part of your Band. Every player has their own Band with their own "
        "different musicians in it, each visible to all players. … Every musician has an instrument type (either "
        "Vocals, Treble, Bass or Drums), as shown by a symbol in the top right corner of the card."
    )

    def describe(self):
        return f"{who(self.names, self.player)} plays {NAME[self.card]} into their band."


@event
class SupportJoined(Event):
    player: int
    card: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "These cards are played exactly like musician cards except that instead of genres, they each have a special "
        "ability written on them. … When a support card is a part of a Band, its special ability applies to the player "
        "that owns the Band. Support abilities apply regardless of the other rules in these instructions. … You can "
        "have a support card in your Band even if you have no musicians in it."
    )

    def describe(self):
        return f"{who(self.names, self.player)} plays the support card {NAME[self.card]} into their band."


@event
class SwappedBack(Event):
    player: int
    card: int
    slot: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "Your Band can only contain one of each instrument type at any time. … If you play a musician card with an "
        "instrument type that is already in your Band, you must swap the card of the matching instrument type back "
        "into your Hand. … Just like each instrument type, you can only have one support card in your Band at a time."
    )

    def describe(self):
        return (
            f"{who(self.names, self.player)}'s {NAME[self.card]} leaves the {SLOT_NAMES[self.slot]} place "
            "and goes back to their hand."
        )


@event
class CardDumped(Event):
    player: int
    card: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "If you do not want to use a particular card in your Hand, you can place it face-up onto the "
        "event pile to get rid of it. This action counts as your whole turn."
    )

    def describe(self):
        return f"{who(self.names, self.player)} dumps {NAME[self.card]} onto the event pile."

    @property
    def face_up_codes(self):
        """The card, face up on the event pile for every seat to see (a deck remade in the same step hides it again)."""
        return {CODE[self.card]}


@event
class EventPlayed(Event):
    player: int
    card: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "If you choose to play a card (use a card), you can play any one card from your Hand. Each type of card is "
        "played differently, as explained below. … These cards are played face-up onto a pile beside the deck called "
        "the event pile. When you play an event card, you must follow the instructions on that card … You cannot dump "
        "event cards (green cards). Any event card placed on the event pile must be played (not dumped)."
    )

    def describe(self):
        return f"{who(self.names, self.player)} plays the event {NAME[self.card]}."

    @property
    def face_up_codes(self):
        """The card, face up on the event pile for every seat to see (a deck remade in the same step hides it again)."""
        return {CODE[self.card]}


@event
class NoEffect(Event):
    player: int
    card: int
    why: str
    names: tuple = ()
    rule: ClassVar[str] = (
        "When you play an event card, you must follow the instructions on that card, even if following "
        "the instructions has no effect."
    )

    def describe(self):
        return f"{NAME[self.card]} has no effect: {self.why}."


@event
class MemberStolen(Event):
    thief: int
    victim: int
    card: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "Note: If you use an event card to steal a band member, the stolen card must enter your Band "
        "immediately and the card it replaces (if any) must be given to the Band of the player you "
        "stole from."
    )

    def describe(self):
        return (
            f"{who(self.names, self.thief)} steals {NAME[self.card]} from "
            f"{who(self.names, self.victim)}'s band into their own."
        )


@event
class ReplacedMemberGiven(Event):
    thief: int
    victim: int
    card: int
    names: tuple = ()
    rule: ClassVar[str] = MemberStolen.rule  # one sentence rules both halves of a steal: quoted once a step

    def describe(self):
        return (
            f"{who(self.names, self.thief)}'s {NAME[self.card]} is replaced and goes to "
            f"{who(self.names, self.victim)}'s band."
        )


@event
class HandStolen(Event):
    thief: int
    victim: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "If you are required to steal a card from a player's Hand instead, the stolen card must enter your Hand, "
        "not your Band."
    )

    def describe(self):
        return (
            f"{who(self.names, self.thief)} steals a card at random from "
            f"{who(self.names, self.victim)}'s hand into their hand."
        )


@event
class MemberQuit(Event):
    player: int
    victim: int
    card: int
    names: tuple = ()
    rule: ClassVar[str] = reading(
        "Creative Differences, an event card bandlab designed: a musician of your choice in "
        "another player's band quits onto the event pile"
    )

    def describe(self):
        return (
            f"{who(self.names, self.player)} makes {who(self.names, self.victim)}'s {NAME[self.card]} quit: "
            "it goes onto the event pile."
        )


@event
class CardsJammed(Event):
    player: int
    count: int
    left: int
    names: tuple = ()
    rule: ClassVar[str] = reading(
        "Jam Session, an event card bandlab designed: draw 2 cards from the deck (you stop at 5 cards in your hand)"
    )

    def describe(self):
        cards = "a card" if self.count == 1 else f"{self.count} cards"
        return f"{who(self.names, self.player)} draws {cards} at the jam session; {self.left} left in the deck."


@event
class CardDug(Event):
    player: int
    card: int
    names: tuple = ()
    rule: ClassVar[str] = reading(
        "Crate Digging, an event card bandlab designed: take the most recent non-event card "
        "from the event pile into your hand"
    )

    def describe(self):
        return f"{who(self.names, self.player)} digs {NAME[self.card]} out of the event pile into their hand."


@event
class GigPlayed(Event):
    player: int
    card: int
    genre: int
    symbols: int
    busking: bool = False
    names: tuple = ()
    rule: ClassVar[str] = (
        "Each musician card also has two or three genre symbols at the bottom of the card. These symbols represent the "
        "genres of music each musician is skilled at performing. Some musicians are extra skilled in a certain genre "
        "and have two of the same genre symbol. … A Band with at least 6 matching genres is ready to play a gig and "
        "win the game. … You can use a gig card to play a gig and win the game! … To play a gig, simply play the gig "
        "card anywhere onto the table! But you can only play a gig if your band has at least 6 matching genres in it "
        "(for example, 6 Jazz genres). … If your Band has the matching genres required when you play the gig card, "
        "then you win the game and the game is over!"
    )

    def describe(self):
        where = "a busking gig in the street" if self.busking else "a gig"
        return (
            f"{who(self.names, self.player)} plays {where} with {self.symbols} {GENRES[self.genre]} symbols "
            f"in their band and wins the game!"
        )


@event
class BuskingGigPlayed(GigPlayed):
    """A Busking Gig that wins: the deck has run out and the band has the matching genres."""

    #: The deck's running out quoted the rule that lets it win: the same words, so the same number on the page.
    rule: ClassVar[str] = DeckRanOut.rule


@event
class Passed(Event):
    player: int
    names: tuple = ()
    rule: ClassVar[str] = reading(
        "a player who can neither draw, play nor dump a card (an empty hand and nothing to draw) lets the turn go by"
    )

    def describe(self):
        return f"{who(self.names, self.player)} has no card to play or dump and cannot draw, so the turn passes."


@event
class RoundLimit(Event):
    """The round limit: no one has played a gig in ``rounds`` rounds."""

    winners: tuple
    symbols: int
    rounds: int
    names: tuple = ()
    rule: ClassVar[str] = reading(
        'so that every game ends ("Continue playing until one player wins by playing their '
        'first gig!" has no limit), a game no one wins in max_rounds rounds ends and the '
        "band closest to a gig wins, ties shared"
    )

    def describe(self):
        return (
            f"{self.rounds} rounds are played and no one has played a gig: the band closest to one wins. "
            f"{winners_phrase(self.names, self.winners)} with {self.symbols} matching genre symbols."
        )


@event
class Curfew(Event):
    """House rule ``curfew_rounds``: the venue closes that many rounds after the deck ran out."""

    winners: tuple
    symbols: int
    rounds: int
    names: tuple = ()
    rule: ClassVar[str] = reading(
        "house rule curfew_rounds: the deck is not made again; the venue closes that many "
        "rounds after it ran out, and the band closest to a gig wins, ties shared"
    )

    def describe(self):
        return (
            f"Curfew: the deck ran out {self.rounds} rounds ago and no one has played a gig; the band closest to "
            f"one wins. {winners_phrase(self.names, self.winners)} with {self.symbols} matching genre symbols."
        )


class TableEvents(EventTable):
    """The everyday events of one table: a card drawn, dumped or played as an event, a musician or support
    joining a band, a band member swapped back into the hand."""

    KINDS = {
        "drawn": CardDrawn,
        "dumped": CardDumped,
        "event_played": EventPlayed,
        "joined": MusicianJoined,
        "support_joined": SupportJoined,
        "swapped_back": SwappedBack,
    }
    __slots__ = tuple(KINDS)
