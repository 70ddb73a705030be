"""The moves of Battle of the Bands: the eight turn actions, gig plays, and the house-rule moves.

A move that targets a band member names the band's owner ("Bob's Kym"): the
owner's name rides along in ``owner_name`` for ``str()`` but takes no part in
equality, so actions compare by seats and cards only.  ``make`` keeps one
instance per distinct action, so building the legal list allocates little.
"""

from dataclasses import dataclass, field

from bandlab.core import Action
from bandlab.games.battle_of_the_bands.cards import (
    BAN_BAND,
    BAND_HP,
    DISCARD_CONTRACT,
    DRAW_CARDS,
    EFFECT,
    KINDS,
    MOVE_INSTRUMENT,
    NAME,
    SIDE_NAME,
    SILENCE_MEMBER,
    TAKE_CARD,
)

_CACHE = {}


def make(*key):
    """The one shared instance of ``cls(*args)``, asked for as ``make(cls, *args)``."""
    action = _CACHE.get(key)
    if action is None:
        action = _CACHE[key] = key[0](*key[1:])
    return action


def target(owner_name, member):
    """How a move names a member in play: "Bob's Kym"."""
    return f"{owner_name}'s {NAME[member]}"


# --- the eight turn actions ---------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PlayMember(Action):
    """Play a band member (or the Producer) on your band; with a house rule, on another band."""

    card: int
    band: int = -1  # -1: your own band
    owner_name: str = field(default="", compare=False)

    def __str__(self):
        return f"play {NAME[self.card]}" + (f" in {self.owner_name}'s band" if self.band >= 0 else "")


@dataclass(frozen=True, slots=True)
class PlayInstrument(Action):
    """Play an instrument on a band member (yours; any band's with a house rule)."""

    card: int
    owner: int
    member: int
    owner_name: str = field(default="", compare=False)

    def __str__(self):
        return f"play {NAME[self.card]} on {target(self.owner_name, self.member)}"


@dataclass(frozen=True, slots=True)
class TryReputation(Action):
    """Attempt one side of a reputation card on any band member in play (a die roll decides)."""

    card: int
    side: int
    owner: int
    member: int
    owner_name: str = field(default="", compare=False)

    def __str__(self):
        return f"try {SIDE_NAME[self.card][self.side]} on {target(self.owner_name, self.member)}"


@dataclass(frozen=True, slots=True)
class PlayContract(Action):
    """Play a contract on your band."""

    card: int

    def __str__(self):
        return f"play {NAME[self.card]}"


@dataclass(frozen=True, slots=True)
class PlayHitSingle(Action):
    """Play a hit single on your band (needs a contract or a signed gig)."""

    card: int

    def __str__(self):
        return f"play {NAME[self.card]}"


@dataclass(frozen=True, slots=True)
class PlayGig(Action):
    """Play a gig card and start a gig round: "Let's gig!"."""

    card: int

    def __str__(self):
        return f"gig with {NAME[self.card]}"


@dataclass(frozen=True, slots=True)
class PlayMusicBiz(Action):
    """Play a Music Biz card; its targets depend on its effect kind."""

    card: int
    owner: int = -1
    member: int = -1
    to_member: int = -1  # Theft: the member of your band who receives the instrument
    owner_name: str = field(default="", compare=False)

    def __str__(self):
        kind = EFFECT[self.card][0]
        name = NAME[self.card]
        if kind == DRAW_CARDS:
            return f"play {name}"
        if kind == TAKE_CARD:
            return f"play {name} on {self.owner_name}"
        if kind == DISCARD_CONTRACT:
            return f"play {name} on {self.owner_name}'s band"
        if kind == MOVE_INSTRUMENT:
            return f"play {name}: {target(self.owner_name, self.member)}'s instrument to {NAME[self.to_member]}"
        return f"play {name} on {target(self.owner_name, self.member)}"


@dataclass(frozen=True, slots=True)
class DiscardCard(Action):
    """Discard a card: the first starts the "discard up to 3 cards" action, up to two more may follow."""

    card: int

    def __str__(self):
        return f"discard {NAME[self.card]}"


@dataclass(frozen=True, slots=True)
class StopDiscarding(Action):
    """End a discard action after one or two cards."""

    def __str__(self):
        return "stop discarding"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Play no card in a gig round (or, with an empty hand, do nothing this action)."""

    def __str__(self):
        return "pass"


# --- gig plays -----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PlayWrench(Action):
    """Play a Monkey Wrench on a band (or a band member) in the gig."""

    card: int
    owner: int
    member: int = -1
    owner_name: str = field(default="", compare=False)

    def __str__(self):
        kind = EFFECT[self.card][0]
        if kind == SILENCE_MEMBER:
            return f"play {NAME[self.card]} on {target(self.owner_name, self.member)}"
        assert kind in (BAND_HP, BAN_BAND)
        return f"play {NAME[self.card]} on {self.owner_name}'s band"


@dataclass(frozen=True, slots=True)
class PlayGuestStar(Action):
    """Play a band member from your hand as a guest star in this gig."""

    card: int

    def __str__(self):
        return f"play {NAME[self.card]} as a guest star"


@dataclass(frozen=True, slots=True)
class LendInstrument(Action):
    """Play an instrument on a member of your band for this gig only."""

    card: int
    member: int

    def __str__(self):
        return f"lend {NAME[self.card]} to {NAME[self.member]}"


# --- house rules ---------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class SwapInstruments(Action):
    """House rule: swap the instruments of two members of your band, then discard a card."""

    first: int
    second: int
    discard: int

    def __str__(self):
        return f"swap instruments of {NAME[self.first]} and {NAME[self.second]}, discard {NAME[self.discard]}"


@dataclass(frozen=True, slots=True)
class ReplaceMember(Action):
    """House rule: replace a member of your band (not ME) with a member from your hand."""

    old: int
    new: int

    def __str__(self):
        return f"replace {NAME[self.old]} with {NAME[self.new]}"


PASS = Pass()
STOP_DISCARDING = StopDiscarding()

#: Precreated one-card actions, indexed by card kind.
DISCARD = tuple(DiscardCard(k) for k in KINDS)
PLAY_MEMBER = tuple(PlayMember(k) for k in KINDS)
PLAY_CONTRACT = tuple(PlayContract(k) for k in KINDS)
PLAY_HIT_SINGLE = tuple(PlayHitSingle(k) for k in KINDS)
PLAY_GIG = tuple(PlayGig(k) for k in KINDS)
GUEST_STAR = tuple(PlayGuestStar(k) for k in KINDS)
