"""What happens in 1st Band, one event per change, each with the rule it applies."""

from typing import ClassVar

from bandlab.core import Event, EventTable, event, recurring, who, winners_phrase
from bandlab.games import reading
from bandlab.games.first_band.cards import KEYBOARD, NAME, SEATS, VALUE
from bandlab.games.first_band.scoring import DEFAULT, Scoring, best_plan

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th")
EMPTY = -1  # an empty seat, as the rules write it


@event
class CardsDealt(Event):
    """The table of a shuffled deal: ranking cards out, the deck fitted to the players, dealt evenly."""

    players: int
    per_player: int
    removed_values: tuple  # the member values taken out for this player count
    excess_removed: bool  # one card was left over and removed face down
    names: tuple = ()
    rule: ClassVar[str] = (
        "Starting Player Card × 1 … Ranking Cards × 5 … Member Cards × 50 (10 per band seat) … "
        "Place the 5 Ranking Cards in the public area. … Adjust the Member Cards by player count: … "
        "Deal the cards evenly. … For 3–4 players, remove the remaining excess card after dealing."
    )

    def describe(self):
        out = " and ".join(f"{value}s" for value in self.removed_values)
        text = (
            f"The 5 ranking cards go to the public area. The member cards{f' without the {out}' if out else ''} "
            f"are dealt, {self.per_player} to each player"
        )
        return text + (", and the one card left over is removed face down." if self.excess_removed else ".")


@event
class CardsDealtToThree(CardsDealt):
    """A shuffled deal for 3 players: the rulebook's table row for 3 applies."""

    rule: ClassVar[str] = CardsDealt.rule.replace("count: …", "count: … 3 All 9s, 10s 13 …")


@event
class StartingPlayerFound(Event):
    """Who holds Vocal 1 starts the game."""

    player: int
    names: tuple = ()
    rule: ClassVar[str] = "The player with the Vocal (1) is the starting player and takes the Starting Player Card."
    card: ClassVar[str] = "Vocal 1"

    def describe(self):
        name = who(self.names, self.player)
        return f"{name} holds {self.card}, so {name} is the starting player and takes the Starting Player card."

    def text_for(self, viewer):
        """Another seat learns who starts, not which card they hold."""
        if viewer is None or viewer == self.player:
            return self.text
        return f"{who(self.names, self.player)} is the starting player and takes the Starting Player card."


@event
class StartingPlayerByVocal2(StartingPlayerFound):
    """Vocal 1 was removed with the left-over card: who holds Vocal 2 starts."""

    rule: ClassVar[str] = (
        "The player with the Vocal (1) is the starting player and takes the Starting Player Card. "
        "If it is not in play, the player with the Vocal (2) becomes the starting player."
    )
    card: ClassVar[str] = "Vocal 2 (Vocal 1 is not in play)"


@event
class RoundStarted(Event):
    round: int
    starting_player: int
    names: tuple = ()
    # The turn order ("Starting from the starting player, players take turns ...") is MemberPlayed's quote: a
    # rulebook sentence is quoted under one rule of a page's numbering, not two.
    rule: ClassVar[str] = "Each round consists of 2 phases: … A. Band Audition … B. Performance Phase"

    def describe(self):
        return (
            f"Round {self.round} begins: {who(self.names, self.starting_player)} has the Starting Player card "
            "and plays first."
        )


@recurring
@event
class NextRoundStarted(RoundStarted):
    """A round after the first: the picks are over and the new starting player begins."""

    rule: ClassVar[str] = "After all Ranking Cards are resolved, start a new round with the new Starting Player."


@recurring
@event
class MemberPlayed(Event):
    player: int
    card: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "Starting from the starting player, players take turns in clockwise order, playing 1 Member "
        "Card from their hand in front of themselves to compete for the seats."
    )

    def describe(self):
        return f"{who(self.names, self.player)} plays {NAME[self.card]}."


@recurring
@event
class SeatTaken(Event):
    player: int
    card: int
    seat: int
    beaten: int  # the card that held the seat, or -1 if it was empty
    names: tuple = ()
    rule: ClassVar[str] = (
        "There are 5 band seats: Vocal, Guitar, Drum, Bass, and Keyboard. … Each seat retains only "
        "the highest-value member."
    )

    def describe(self):
        if self.beaten < 0:
            return f"{NAME[self.card]} takes the empty {SEATS[self.seat]} seat."
        return f"{NAME[self.card]} beats {NAME[self.beaten]} for the {SEATS[self.seat]} seat."


@recurring
@event
class SeatKept(Event):
    holder: int  # the card keeping the seat
    seat: int
    challenger: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "When a new Member challenges an occupied seat, compare their values. The lower-value Member is removed."
    )

    def describe(self):
        return f"{NAME[self.holder]} keeps the {SEATS[self.seat]} seat: {NAME[self.challenger]} does not beat it."


@event
class SeatTied(Event):
    holder: int
    seat: int
    challenger: int
    names: tuple = ()
    rule: ClassVar[str] = "If tied, the new Member is removed."

    def describe(self):
        return (
            f"{NAME[self.challenger]} ties {NAME[self.holder]} for the {SEATS[self.seat]} seat, "
            f"so {NAME[self.holder]} keeps it."
        )


@recurring
@event
class MemberRemoved(Event):
    """A sitting member beaten by a higher value (and holding no other seat) leaves the game."""

    card: int
    player: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "When a new Member challenges an occupied seat, compare their values. The lower-value Member is removed."
    )
    why: ClassVar[str] = "the lower value loses"
    now: ClassVar[str] = " now"

    def describe(self):
        return (
            f"{who(self.names, self.player)}'s {NAME[self.card]} holds no seat{self.now} and is removed from the "
            f"game: {self.why}."
        )


@recurring
@event
class LowerMemberRemoved(MemberRemoved):
    """A played member lower than the one sitting in its seat is removed at once."""

    rule: ClassVar[str] = (
        "Players may still play lower-value Member Cards, but that card is immediately removed from the game."
    )
    why: ClassVar[str] = "a lower-value member is removed at once"
    now: ClassVar[str] = ""


@event
class TiedMemberRemoved(MemberRemoved):
    """A played member equal to the one sitting in its seat is removed."""

    rule: ClassVar[str] = "If tied, the new Member is removed."
    why: ClassVar[str] = "on a tie the new member is removed"
    now: ClassVar[str] = ""


@event
class DualMemberRemoved(MemberRemoved):
    """A played dual-colour member that won neither of its two seats."""

    rule: ClassVar[str] = (
        "Dual-color Members challenge 2 seats simultaneously. Resolve each seat independently; the card "
        "may win 1 or 2 seats, or be removed."
    )
    why: ClassVar[str] = "it won neither of its two seats"
    now: ClassVar[str] = ""


@event
class SeatKeptBy(Event):
    """A dual-colour member loses one seat but keeps its other one."""

    card: int
    seat: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "Dual-color Members challenge 2 seats simultaneously. Resolve each seat independently; the card "
        "may win 1 or 2 seats, or be removed."
    )

    def describe(self):
        return f"{NAME[self.card]} remains in the band as {SEATS[self.seat]}."


@event
class TurnSkipped(Event):
    player: int
    names: tuple = ()
    rule: ClassVar[str] = reading(
        'a player who has played all their cards is skipped in the audition ("even if some '
        'players have taken fewer turns"); the game ends when no one holds a card'
    )

    def describe(self):
        return f"{who(self.names, self.player)} has no cards left, so the turn passes on."


@recurring
@event
class BandFull(Event):
    large: bool
    names: tuple = ()
    rule: ClassVar[str] = (
        "The Audition ends immediately when a band is full, even if some players have taken fewer turns. "
        "Proceed to B. Performance Phase. … Small Band: Vocal + Guitar + Drum + Bass … Large Band: "
        "Vocal + Guitar + Drum + Bass + Keyboard"
    )

    def describe(self):
        kind = "a large band (Keyboard too)" if self.large else "a small band"
        return f"Vocal, Guitar, Drum and Bass are all held: the band is full, {kind}. The audition ends."


@recurring
@event
class RankingClaimed(Event):
    player: int
    rank: int  # 0 for 1st
    card: int
    ahead_of: tuple = ()  # players with the same value who rank lower: the tie-break
    starting: int = -1  # the round's starting player, whom the tie-break counts from
    names: tuple = ()
    rule: ClassVar[str] = (
        "During this phase, resolve the following steps in order: … Claiming the Ranking Cards: "
        "Compare the Members in the band. The player with the lowest-value member takes '1st', "
        "followed by the next lowest. If tie, the player closer to the starting player (in clockwise "
        "order) takes priority."
    )

    def describe(self):
        text = f"{who(self.names, self.player)} takes the {ORDINALS[self.rank]} ranking card with {NAME[self.card]}"
        if self.ahead_of:
            others = " and ".join(who(self.names, p) for p in self.ahead_of)
            me = who(self.names, self.player)
            if self.starting == self.player:
                text += (
                    f", ahead of {others} on the same value: the player closer to the starting player takes "
                    f"priority, and {me} is the starting player"
                )
            elif self.starting >= 0:
                text += (
                    f", ahead of {others} on the same value: {me} sits closer to the starting player, "
                    f"{who(self.names, self.starting)}, counting clockwise"
                )
            else:
                text += f", ahead of {others} on the same value: closer to the starting player, clockwise"
        return text + "."


@recurring
@event
class StartingPlayerPassed(Event):
    last_player: int
    to: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "Update Starting Player: Pass the Starting Player Card to the left of the player who played "
        "the last Member Card."
    )

    def describe(self):
        return (
            f"{who(self.names, self.last_player)} played the last member, "
            f"so the Starting Player card passes to {who(self.names, self.to)}."
        )


@event
class BandToPublic(Event):
    cards: tuple
    names: tuple = ()
    rule: ClassVar[str] = "Place all Member Cards forming the band in the public area."

    def describe(self):
        return "The band goes to the public area: " + ", ".join(NAME[c] for c in self.cards) + "."


@recurring
@event
class MemberPicked(Event):
    player: int
    rank: int
    card: int
    names: tuple = ()
    rule: ClassVar[str] = (
        "Starting with the 1st Ranking Card player, players take turns selecting 1 member to their "
        "score area, and return their Ranking Card to the public area."
    )

    def describe(self):
        return (
            f"{who(self.names, self.player)} ({ORDINALS[self.rank]}) takes {NAME[self.card]} to their score area "
            "and returns the ranking card."
        )


@event
class IncompleteBandRemoved(Event):
    cards: tuple
    names: tuple = ()
    rule: ClassVar[str] = (
        "The game ends when all cards are played. Remove any Member Cards in incomplete bands and begin scoring."
    )

    def describe(self):
        if not self.cards:
            return "All cards are played: the game ends."
        return (
            "All cards are played: the game ends, and the incomplete band is removed: "
            + ", ".join(NAME[c] for c in self.cards)
            + "."
        )


@event
class PlayerScored(Event):
    """One score area scored: its members, its bands and which cards form each (worked out when read)."""

    player: int
    area: tuple  # the cards of the score area
    scoring: Scoring = DEFAULT
    names: tuple = ()
    rule: ClassVar[str] = (
        "Players score as follows: … Base score: Add up the values of the Member Cards in their "
        "player's score area. … Band score: Small Band: +5 pts each; Large Band: +10 pts each. … "
        "Large Bands do not also score as Small Bands."
    )

    @property
    def bands(self):
        """The bands of the best assignment: per band ((seat, card), ...) in seat order."""
        return tuple(tuple(band.items()) for band in best_plan(self.area, self.scoring))

    @property
    def outside(self):
        """The score-area cards in no band."""
        inside = {card for band in self.bands for _, card in band}
        return tuple(sorted(c for c in self.area if c not in inside))

    @property
    def base(self):
        """The member values that score: all of them, or (complete_bands_only) those in bands."""
        left_out = self.outside if self.scoring.complete_bands_only else ()
        return sum(VALUE[c] for c in self.area if c not in left_out)

    def describe(self):
        bands = self.bands
        large = sum(1 for band in bands if any(seat == KEYBOARD for seat, _ in band))
        small = len(bands) - large
        total = self.base + 10 * large + 5 * small
        counts = []
        if large:
            counts.append(f"{large} large band{'s' if large > 1 else ''} (+{10 * large})")
        if small:
            counts.append(f"{small} small band{'s' if small > 1 else ''} (+{5 * small})")
        extra = f" and {', '.join(counts)}" if counts else ""
        text = f"{who(self.names, self.player)} scores {total}: {self.base} for members{extra}."
        for number, band in enumerate(bands, 1):
            label = "Large" if any(seat == KEYBOARD for seat, _ in band) else "Small"
            text += f" {label} band{f' {number}' if len(bands) > 1 else ''}: {band_words(band)}."
        if self.outside:
            cards = ", ".join(NAME[c] for c in self.outside)
            text += f" In no band: {cards}" + (" (they score nothing)." if self.scoring.complete_bands_only else ".")
        return text


def band_words(band):
    """``Vocal 6, Vocal/Guitar 4 as Guitar, Drum 8`` — a dual member says which seat (or both) it holds."""
    seats_of = {}
    for seat, card in band:
        seats_of.setdefault(card, []).append(seat)
    words = []
    for card, seats in seats_of.items():
        if "/" not in NAME[card]:
            words.append(NAME[card])
        elif len(seats) == 2:
            words.append(f"{NAME[card]} as {SEATS[seats[0]]} and {SEATS[seats[1]]}")
        else:
            words.append(f"{NAME[card]} as {SEATS[seats[0]]}")
    return ", ".join(words)


@event
class GameWon(Event):
    winners: tuple
    score: int
    names: tuple = ()
    rule: ClassVar[str] = "The player with the highest score wins. If tied, players share the victory."

    def describe(self):
        return f"{winners_phrase(self.names, self.winners)} with {self.score} points."


class EventsByCard(dict):
    """The events of one kind at one table whose fields but the card are fixed (``before`` it, ``after`` it), by
    card: each taken from the table's shared events the first time it is asked for, then looked up by the card
    alone, an int, with no tuple of fields to build and hash (that costs most of a look-up in the shared events)."""

    __slots__ = ("shared", "before", "after")

    def __init__(self, shared, before=(), after=()):
        super().__init__()
        self.shared, self.before, self.after = shared, before, after

    def __missing__(self, card):
        made = self[card] = self.shared[(*self.before, card, *self.after)]
        return made


class TableEvents(EventTable):
    """The everyday events of one table: a card played, a seat taken or kept, a member removed, the band full,
    a ranking card claimed, the Starting Player card passed, a member picked, a new round.

    The commonest come by card too, from one ``EventsByCard`` per player (and seat, or rank): ``played_by[player]``,
    ``empty_seat_taken_by[player][seat]``, ``lower_removed_by[player]``, ``removed_by[player]``,
    and ``picked_by[player][rank]``."""

    KINDS = {
        "played": MemberPlayed,
        "seat_taken": SeatTaken,
        "seat_kept": SeatKept,
        "removed": MemberRemoved,
        "lower_removed": LowerMemberRemoved,
        "band_full": BandFull,
        "claimed": RankingClaimed,
        "starting_passed": StartingPlayerPassed,
        "picked": MemberPicked,
        "next_round": NextRoundStarted,
    }
    __slots__ = (
        *KINDS,
        "played_by",
        "empty_seat_taken_by",
        "lower_removed_by",
        "removed_by",
        "picked_by",
    )

    def __init__(self, names):
        super().__init__(names)
        players = range(len(names))
        self.played_by = [EventsByCard(self.played, (player,)) for player in players]
        self.empty_seat_taken_by = [
            [EventsByCard(self.seat_taken, (player,), (seat, EMPTY)) for seat in range(len(SEATS))]
            for player in players
        ]
        self.lower_removed_by = [EventsByCard(self.lower_removed, (), (player,)) for player in players]
        self.removed_by = [EventsByCard(self.removed, (), (player,)) for player in players]
        ranks = range(len(ORDINALS))
        self.picked_by = [[EventsByCard(self.picked, (player, rank)) for rank in ranks] for player in players]
