"""The rules of Band Grab: draw, play or dump, one action a turn; first gig wins (rulebook: band-grab.txt).

The state is flat for fast playouts: ``hands`` is one list of card ints per player, ``bands`` one
list of ``players * 5`` ints (Vocals, Treble, Bass, Drums, Support per player, -1 for empty),
``deck`` a list whose last item is the top card, ``pile`` the face-up event pile (last on top).
``known`` holds, per player, the cards everyone saw enter that player's hand (a musician swapped
back from the band, a card dug from the event pile): they are public, so views show them.
``held_when_ready`` counts, per player, the hidden cards of that hand it held through a turn on which its
band was gig-ready and it played no gig: public too, since everyone saw that turn (a player who held a
gig card then would have won, so the search deals these from cards that are not gigs).
"""

from dataclasses import dataclass, field

from bandlab.core import Action, Rng, SetupError, State, winners_phrase
from bandlab.core.protocol import twin_in
from bandlab.core.seating import clockwise_from, left_of
from bandlab.games.band_grab import events as ev
from bandlab.games.band_grab.cards import (
    AGENT,
    ALL_CARDS,
    BAND_SLOTS,
    BODYGUARD,
    BOUNCER,
    BUSKING,
    CODE,
    DEAL_SIZE,
    GENRE_COUNTS,
    GENRES,
    GIG,
    GIG_NEED,
    HAND_LIMIT,
    IS_EVENT,
    JAM,
    KIND,
    MANAGER,
    MUSICIAN,
    NAME,
    PICKPOCKET,
    POACH,
    QUIT,
    ROADIE,
    SLOT,
    SLOT_NAMES,
    SUB,
    SUPPORT,
    SUPPORT_CARD,
    SUPPORT_SLOT,
    card_from_code,
    gig_ready,
)
from bandlab.games.band_grab.view import view_for

EMPTY = -1
#: How a game ended (``Game.measures``): a gig card, a Busking Gig (the rulebook's two endings), the
#: round limit that guarantees every game ends, or the house rule's curfew after the deck ran out.
BY_GIG, BY_BUSKING, BY_CURFEW, BY_ROUND_LIMIT = "gig", "busking gig", "curfew", "round limit"
#: Events that pick a target: a band member of another player (Poach, Creative Differences) or another player's
#: hand (Pickpocket).
PICK_A_TARGET = (POACH, QUIT, PICKPOCKET)


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Draw the top card of the deck into your hand."""

    def __str__(self):
        return "draw"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Let the turn go by: only when you can neither draw, play nor dump."""

    def __str__(self):
        return "pass"


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play a card from your hand; an event that steals names its target (a band member or a player)."""

    card: int
    target: int = EMPTY  # the band member taken (Poach, Creative Differences) or the player robbed (Pickpocket)
    victim: int = EMPTY
    victim_name: str = field(default="", compare=False)

    def __str__(self):
        if self.victim == EMPTY:
            return f"play {NAME[self.card]}"
        kind = SUB[self.card]
        if kind == POACH:
            return f"play {NAME[self.card]}: take {self.victim_name}'s {NAME[self.target]}"
        if kind == QUIT:
            return f"play {NAME[self.card]}: {self.victim_name}'s {NAME[self.target]} quits"
        return f"play {NAME[self.card]}: steal from {self.victim_name}'s hand"


@dataclass(frozen=True, slots=True)
class Dump(Action):
    """Place a card from your hand face-up on the event pile; it is your whole turn."""

    card: int

    def __str__(self):
        return f"dump {NAME[self.card]}"


class TargetedPlays(dict):
    """The actions of playing an event against a target, made once: ``TARGETED[card, target, victim, victim_name]``."""

    def __missing__(self, fields):
        action = self[fields] = Play(*fields)
        return action


DRAW, PASS = Draw(), Pass()
PLAY = tuple(Play(c) for c in ALL_CARDS)
DUMP = tuple(Dump(c) for c in ALL_CARDS)
TARGETED = TargetedPlays()
#: Each support card, by its ability (each is a single card): a band whose support place holds it has the ability.
MANAGER_CARD, BODYGUARD_CARD, AGENT_CARD, ROADIE_CARD, BOUNCER_CARD = (
    SUPPORT_CARD[ability] for ability in (MANAGER, BODYGUARD, AGENT, ROADIE, BOUNCER)
)
#: Per number of players, per player: the player to the left, who plays next.
LEFT_OF = {n: tuple(left_of(p, n) for p in range(n)) for n in range(2, 7)}
#: Per number of players, per player: the other players, clockwise from the player's left.
OTHERS_CLOCKWISE = {n: tuple(tuple(clockwise_from(p, n)[1:]) for p in range(n)) for n in range(2, 7)}
#: Per card: played as it is, with no target to choose (a musician, a support, an event with no target).
PLAYED_AS_IT_IS = tuple(
    KIND[c] in (MUSICIAN, SUPPORT) or (IS_EVENT[c] and SUB[c] not in PICK_A_TARGET) for c in ALL_CARDS
)


def meter_of(members):
    """Genre symbols of a band of musicians ``members`` (-1 where a place is empty), one count per genre."""
    rock = pop = jazz = funk = 0  # (the order of GENRES)
    for card in members:
        if card != EMPTY:
            card_rock, card_pop, card_jazz, card_funk = GENRE_COUNTS[card]
            rock += card_rock
            pop += card_pop
            jazz += card_jazz
            funk += card_funk
    return [rock, pop, jazz, funk]


class MostMatching(dict):
    """A band's most symbols of one genre, by its musicians (``BandGrabState.members``): worked out the first time
    a band of them is asked for, then looked up (each place holds one of its 8 musicians or none: 9**4 bands)."""

    def __missing__(self, members):
        most = self[members] = max(meter_of(members))
        return most


MOST_MATCHING = MostMatching()


class BandGrabState(State):
    """A game of Band Grab in progress."""

    __slots__ = (
        "turn",
        "hands",
        "bands",
        "deck",
        "pile",
        "known",
        "held_when_ready",
        "ready",
        "rng",
        "turns",
        "curfew_turn",
        "turn_limit",
        "curfew_rounds",
        "ended_by",
        "winner_list",
        "first_player",
        "ran_out",
        "table",
    )

    def __init__(self, game, players, seed, options):
        super().__init__(game, players, seed, options)
        self.rng = Rng(seed)
        self.table = ev.TableEvents.of(self.names)  # the everyday events of players with these names
        self.hands, self.bands, self.deck = deal_cards(players, self.rng, options)
        self.pile, self.known = [], [[] for _ in range(players)]
        self.held_when_ready = [0] * players
        self.ready = self.work_out_ready()  # per player: the band is gig-ready (kept as bands change)
        start = options["starting_player"]
        self.turn = self.first_player = self.rng.below(players) if start is None else start
        self.turns, self.curfew_rounds = 0, options["curfew_rounds"]  # curfew_rounds None: no curfew
        self.turn_limit = options["max_rounds"] * players
        self.ran_out = not self.deck  # the deck has run out (a Busking Gig can win from then on)
        self.curfew_turn = None if self.deck or self.curfew_rounds is None else self.curfew_rounds * players
        self.ended_by, self.winner_list = None, ()
        each = len(self.hands[0]) if options["deal"] is None else DEAL_SIZE
        self.opening = [ev.CardsDealt(players, each, len(self.deck), self.names), ev.FirstTurn(self.turn, self.names)]

    # --- protocol ---------------------------------------------------------
    @property
    def current_player(self):
        """The player whose turn it is, or None once the game is over."""
        return self.turn

    @property
    def is_over(self):
        """True once the game has ended: it is no one's turn."""
        return self.turn is None

    def legal_actions(self):
        """Draw, then every play, then every dump; pass only when nothing else is possible."""
        if self.turn is None:
            return []
        return list(self.listed_legal())

    def list_legal(self):
        """Build the legal actions of the current player."""
        p = self.turn
        hand = self.hands[p]
        support = self.bands[p * BAND_SLOTS + SUPPORT_SLOT]
        can_draw = (self.deck or self.can_remake_deck()) and (len(hand) < HAND_LIMIT or support == MANAGER_CARD)
        actions = [DRAW] if can_draw else []
        dumps = []
        for card in hand:
            if PLAYED_AS_IT_IS[card]:
                actions.append(PLAY[card])
            elif KIND[card] == GIG:
                if self.ready[p]:
                    actions.append(PLAY[card])
            elif SUB[card] == PICKPOCKET:
                actions += self.hand_targets(p, card)
            else:
                actions += self.member_targets(p, card)
            if not IS_EVENT[card] or support == ROADIE_CARD:
                dumps.append(DUMP[card])
        actions += dumps
        return actions or [PASS]

    def member_targets(self, p, card):
        """Poach or Creative Differences: one action per musician in an unguarded band of another player."""
        actions, bands, names = [], self.bands, self.names
        for q in OTHERS_CLOCKWISE[self.players][p]:
            base = q * BAND_SLOTS
            if bands[base + SUPPORT_SLOT] == BODYGUARD_CARD:
                continue
            for member in bands[base : base + 4]:
                if member != EMPTY:
                    actions.append(TARGETED[card, member, q, names[q]])
        return actions or [PLAY[card]]

    def hand_targets(self, p, card):
        """Pickpocket: one action per other player with cards in hand and no Bouncer."""
        actions, bands, names = [], self.bands, self.names
        for q in OTHERS_CLOCKWISE[self.players][p]:
            if self.hands[q] and bands[q * BAND_SLOTS + SUPPORT_SLOT] != BOUNCER_CARD:
                actions.append(TARGETED[card, q, q, names[q]])
        return actions or [PLAY[card]]

    def legal_twin(self, action):
        """The listed legal action equal to ``action`` (looked for in the kept list, not a copy of it), or
        IllegalAction as ``State.legal_twin`` says."""
        twin = None if self.turn is None else twin_in(action, self.listed_legal())
        return super().legal_twin(action) if twin is None else twin

    def illegal_reason(self, action):
        """Why ``action`` cannot be taken now, in a player's words; None if it can."""
        if self.turn is None:
            return f"The game is over: {self.ending_words()}."
        return None if twin_in(action, self.listed_legal()) is not None else self.explain(action)  # (is_listed)

    def explain(self, action):
        """Say why an action that is not legal is refused."""
        p, name = self.turn, self.names[self.turn]
        hand = self.hands[p]
        if isinstance(action, Draw):
            if not self.deck and not self.can_remake_deck():
                why = (
                    "the event pile is empty too"
                    if self.curfew_rounds is None
                    else "the curfew house rule makes no new deck"
                )
                return f"The deck is empty and {why}, so there is no card to draw."
            return f"{name} already holds {len(hand)} cards: you cannot draw a card with 5 cards in your hand."
        if isinstance(action, Pass):
            return f"{name} can still draw, play or dump a card, so {name} cannot pass."
        if isinstance(action, (Play, Dump)):
            card = action.card
            if not isinstance(card, int) or not 0 <= card < len(ALL_CARDS) or card not in hand:
                return f"{name} does not hold {NAME[card] if card in ALL_CARDS else card!r}."
            if isinstance(action, Dump):
                return (
                    f"You cannot dump event cards: {NAME[card]} must be played, not dumped "
                    "(only a Roadie in your band lets you)."
                )
            if KIND[card] == GIG:
                genre, count = self.best_genre(p)
                return (
                    f"You can only play a gig if your band has at least {self.need(p)} matching genres; "
                    f"{name}'s band has {count} {GENRES[genre]} at best."
                )
            return f"{NAME[card]} cannot be played against that target now: choose one of the listed targets."
        return f"'{action}' is not a Band Grab move. You can draw, play a card or dump a card."

    def resolve(self, action):
        """Carry out a legal action, then end the turn."""
        p = self.turn
        kind = type(action)
        if self.ready[p] and (kind is not Play or KIND[action.card] != GIG):  # (a gig card played wins)
            self.note_gig_ready_turn(p)
        if kind is Draw:
            events = self.draw(p)
        elif kind is Dump:
            events = self.dump(p, action.card)
        elif kind is Pass:
            events = [ev.Passed(p, self.names)]
        else:
            events = self.play(p, action)
        self.turns += 1
        if self.turn is None:  # (a gig won)
            return events
        if self.turns < self.turn_limit and self.curfew_turn is None:
            self.turn = LEFT_OF[self.players][p]  # the everyday end of a turn (end_turn checks the limits too)
            return events
        return events + self.end_turn(p)

    def scores(self):
        """Each band's best count of matching genre symbols (the genre meter's highest bar)."""
        return [self.best_genre(p)[1] for p in range(self.players)]

    def winners(self):
        """The gig player, or at curfew the bands closest to a gig (ties share); [] while playing."""
        return list(self.winner_list)

    def clone(self):
        """An independent copy of this game."""
        other = BandGrabState.__new__(BandGrabState)
        self.copy_base_into(other)
        other.turn, other.turns, other.curfew_turn = self.turn, self.turns, self.curfew_turn
        other.turn_limit, other.curfew_rounds, other.first_player = (
            self.turn_limit,
            self.curfew_rounds,
            self.first_player,
        )
        other.hands = [h.copy() for h in self.hands]
        other.bands, other.deck, other.pile = self.bands.copy(), self.deck.copy(), self.pile.copy()
        other.known = [k.copy() for k in self.known]
        other.held_when_ready, other.ready = self.held_when_ready.copy(), self.ready.copy()
        other.rng = self.rng.copy()
        other.ended_by, other.winner_list = self.ended_by, self.winner_list
        other.ran_out, other.table = self.ran_out, self.table
        return other

    def hidden_from(self, player):
        """The deck and the cards in other players' hands that not everyone has seen go there."""
        hidden = {CODE[c] for c in self.deck}
        for q, hand in enumerate(self.hands):
            if q != player:
                known = self.known[q]
                hidden.update(CODE[c] for c in hand if c not in known)
        return hidden

    def view(self, player):
        """What ``player`` sees: their own hand, every band, the event pile, sizes of the rest."""
        return view_for(self, player)

    # --- the band -----------------------------------------------------------
    def band(self, p):
        """Player ``p``'s band: Vocals, Treble, Bass, Drums, Support (-1 where empty)."""
        base = p * BAND_SLOTS
        return self.bands[base : base + BAND_SLOTS]

    def ability(self, p):
        """The ability of the support card in ``p``'s band, or -1."""
        support = self.bands[p * BAND_SLOTS + SUPPORT_SLOT]
        return EMPTY if support == EMPTY else SUB[support]

    def meter(self, p):
        """Genre symbols in ``p``'s band, one count per genre."""
        base = p * BAND_SLOTS
        return meter_of(self.bands[base : base + 4])

    def members(self, p):
        """``p``'s musicians by place (Vocals, Treble, Bass, Drums; -1 where empty), as a key."""
        bands, base = self.bands, p * BAND_SLOTS
        return bands[base], bands[base + 1], bands[base + 2], bands[base + 3]

    def best_genre(self, p):
        """(genre, symbols) of ``p``'s strongest genre; the first such genre on a tie."""
        counts = self.meter(p)
        best = max(counts)
        return counts.index(best), best

    def need(self, p):
        """Matching genre symbols ``p`` needs for a gig: 6, or 5 with a Booking Agent."""
        return GIG_NEED - 1 if self.bands[p * BAND_SLOTS + SUPPORT_SLOT] == AGENT_CARD else GIG_NEED

    def gig_ready(self, p):
        """True if ``p``'s band has the matching genres a gig needs."""
        return gig_ready(self.meter(p), self.need(p))

    def work_out_ready(self):
        """Per player, whether the band is gig-ready now (``ready`` keeps it; ``band_changed`` updates it)."""
        return [self.gig_ready(q) for q in range(self.players)]

    def band_changed(self, q):
        """``q``'s band has a card more, less or different: is it gig-ready now?"""
        self.ready[q] = MOST_MATCHING[self.members(q)] >= self.need(q)

    # --- actions --------------------------------------------------------------
    def draw(self, p):
        """Take the top card of the deck into the hand (an empty deck is first made again from the event pile)."""
        events = [] if self.deck else self.remake_deck()
        self.hands[p].append(self.deck.pop())
        events.append(self.table.drawn[p, len(self.deck)])
        if not self.deck:
            events += self.deck_ran_out()
        return events

    def deck_ran_out(self):
        """The last card is drawn: a Busking Gig can win from now on (with the curfew house rule, its clock starts,
        counted from the end of this turn)."""
        first = not self.ran_out
        self.ran_out = True
        if self.curfew_rounds is not None:
            self.curfew_turn = self.turns + 1 + self.curfew_rounds * self.players
        return [ev.DeckRanOut(self.curfew_rounds, first, self.names)]

    def can_remake_deck(self):
        """True if a draw from the empty deck can go on: the event pile is shuffled into a new deck (not with the
        curfew house rule, which keeps the deck empty)."""
        return bool(self.pile) and self.curfew_rounds is None

    def remake_deck(self):
        """Shuffle the whole event pile face down into a new deck."""
        self.deck, self.pile = self.pile, []
        self.rng.shuffle(self.deck)
        return [ev.DeckRemade(len(self.deck), self.names)]

    def leave_hand(self, p, card):
        """Take ``card`` out of ``p``'s hand (and out of what everyone knows is there)."""
        self.hands[p].remove(card)
        known = self.known[p]
        if known and card in known:
            known.remove(card)
        elif self.held_when_ready[p]:
            self.hidden_card_left(p, KIND[card] != GIG)

    # --- what everyone can tell about a hand ------------------------------------------
    def hidden_cards(self, p):
        """How many cards of ``p``'s hand not everyone has seen go there."""
        return len(self.hands[p]) - len(self.known[p])

    def note_gig_ready_turn(self, p):
        """``p`` acts with a gig-ready band (``ready``) and plays no gig card: everyone may note that no hidden card
        of the hand is a gig card (a player holding one would have won), so all of them count in ``held_when_ready``."""
        self.held_when_ready[p] = self.hidden_cards(p)

    def hidden_card_left(self, p, may_have_been_held):
        """A hidden card left ``p``'s hand: if it may have been one held through a gig-ready turn (a gig card cannot
        have been), everyone can count on one fewer; never more than the hidden cards left."""
        held = self.held_when_ready[p] - may_have_been_held
        self.held_when_ready[p] = max(0, min(held, self.hidden_cards(p)))

    def dump(self, p, card):
        """Place a non-event card (any card with a Roadie) face-up on the event pile."""
        self.leave_hand(p, card)
        self.pile.append(card)
        return [self.table.dumped[p, card]]

    def play(self, p, action):
        """Play a card from the hand: musician or support into the band, an event, or a gig."""
        card = action.card
        self.leave_hand(p, card)
        kind = KIND[card]
        if kind == MUSICIAN or kind == SUPPORT:
            return self.join_band(p, card)
        if kind == GIG:
            return self.play_gig(p, card, busking=False)
        self.pile.append(card)
        return [self.table.event_played[p, card]] + self.follow_event(p, action)

    def join_band(self, p, card):
        """Put a musician or support in its place; the card that held the place goes back to the hand."""
        slot = SLOT[card]
        index = p * BAND_SLOTS + slot
        old = self.bands[index]
        self.bands[index] = card
        self.band_changed(p)
        table = self.table
        joined = table.joined if slot != SUPPORT_SLOT else table.support_joined
        events = [joined[p, card]]
        if old != EMPTY:
            self.hands[p].append(old)
            self.known[p].append(old)
            events.append(table.swapped_back[p, old, slot])
        return events

    def play_gig(self, p, card, busking):
        """Play a gig (checked ready by the legal actions): ``p`` wins at once."""
        genre, count = self.best_genre(p)
        if not busking:
            self.pile.append(card)
        self.turn, self.ended_by, self.winner_list = None, BY_BUSKING if busking else BY_GIG, (p,)
        played = ev.BuskingGigPlayed if busking else ev.GigPlayed
        return [played(p, card, genre, count, busking, self.names)]

    # --- events ---------------------------------------------------------------
    def follow_event(self, p, action):
        """Follow the instructions of the event card just played."""
        sub = SUB[action.card]
        if sub == POACH:
            return self.poach(p, action)
        if sub == QUIT:
            return self.creative_differences(p, action)
        if sub == PICKPOCKET:
            return self.pickpocket(p, action)
        if sub == BUSKING:
            return self.busking_gig(p, action.card)
        if sub == JAM:
            return self.jam_session(p, action.card)
        return self.crate_digging(p, action.card)

    def poach(self, p, action):
        """Steal a band member: it enters the thief's band; the card it replaces goes to the victim's band."""
        if action.victim == EMPTY:
            return [ev.NoEffect(p, action.card, "no other band has a musician that can be stolen", self.names)]
        member, victim = action.target, action.victim
        slot = SLOT[member]
        mine, theirs = p * BAND_SLOTS + slot, victim * BAND_SLOTS + slot
        replaced = self.bands[mine]
        self.bands[mine], self.bands[theirs] = member, replaced
        self.band_changed(p)
        self.band_changed(victim)
        events = [ev.MemberStolen(p, victim, member, self.names)]
        if replaced != EMPTY:
            events.append(ev.ReplacedMemberGiven(p, victim, replaced, self.names))
        return events

    def creative_differences(self, p, action):
        """A musician of another band quits onto the event pile."""
        if action.victim == EMPTY:
            return [ev.NoEffect(p, action.card, "no other band has a musician that can be made to quit", self.names)]
        member, victim = action.target, action.victim
        self.bands[victim * BAND_SLOTS + SLOT[member]] = EMPTY
        self.band_changed(victim)
        self.pile.append(member)
        return [ev.MemberQuit(p, victim, member, self.names)]

    def pickpocket(self, p, action):
        """Steal a random card of another player's hand into the thief's hand."""
        if action.victim == EMPTY:
            return [ev.NoEffect(p, action.card, "no other player has a card in hand that can be stolen", self.names)]
        victim = action.victim
        hand = self.hands[victim]
        card = hand[self.rng.below(len(hand))]
        hand.remove(card)
        self.known[victim].clear()  # onlookers no longer know which of the seen cards are still there
        self.hidden_card_left(victim, True)  # (which card went is not shown: it may have been a held one)
        self.hands[p].append(card)
        return [ev.HandStolen(p, victim, self.names)]

    def busking_gig(self, p, card):
        """Win if the deck has run out in this game and the band has the matching genres; otherwise nothing happens."""
        if not self.ran_out:
            return [
                ev.NoEffect(
                    p,
                    card,
                    f"the deck has not run out yet ({len(self.deck)} cards left), so no busking gig yet",
                    self.names,
                )
            ]
        if not self.gig_ready(p):
            genre, count = self.best_genre(p)
            return [
                ev.NoEffect(
                    p,
                    card,
                    f"{self.names[p]}'s band has only {count} {GENRES[genre]} symbols "
                    f"of the {self.need(p)} a gig needs",
                    self.names,
                )
            ]
        return self.play_gig(p, card, busking=True)

    def jam_session(self, p, card):
        """Draw up to 2 cards, stopping at 5 in hand (a Manager has no limit) or when there is nothing to draw."""
        hand, drawn, events = self.hands[p], 0, []
        limit = 10**6 if self.ability(p) == MANAGER else HAND_LIMIT
        for _ in range(2):
            if len(hand) >= limit or not (self.deck or self.can_remake_deck()):
                break
            if not self.deck:
                events += self.remake_deck()
            hand.append(self.deck.pop())
            drawn += 1
            if not self.deck:
                events += [ev.CardsJammed(p, drawn, 0, self.names)] + self.deck_ran_out()
                drawn = 0
        if drawn:
            events.append(ev.CardsJammed(p, drawn, len(self.deck), self.names))
        if not events:
            why = (
                "there is no card to draw" if len(hand) < limit else f"{self.names[p]} already holds {len(hand)} cards"
            )
            return [ev.NoEffect(p, card, why, self.names)]
        return events

    def crate_digging(self, p, card):
        """Take the most recent non-event card of the event pile into the hand (everyone sees it)."""
        pile = self.pile
        for index in range(len(pile) - 1, -1, -1):
            found = pile[index]
            if not IS_EVENT[found]:
                del pile[index]
                self.hands[p].append(found)
                self.known[p].append(found)
                return [ev.CardDug(p, found, self.names)]
        return [ev.NoEffect(p, card, "the event pile holds no non-event card", self.names)]

    # --- turns and the end --------------------------------------------------------
    def end_turn(self, p):
        """Pass the turn to the left, unless the round limit (or the curfew house rule) ends the game."""
        if self.curfew_turn is not None and self.turns >= self.curfew_turn:
            return self.end_without_gig(BY_CURFEW)
        if self.turns >= self.turn_limit:
            return self.end_without_gig(BY_ROUND_LIMIT)
        self.turn = LEFT_OF[self.players][p]
        return []

    def end_without_gig(self, how):
        """End a game no one has won by a gig: the bands with most matching genre symbols win, ties share."""
        scores = self.scores()
        best = max(scores)
        self.winner_list = tuple(q for q in range(self.players) if scores[q] == best)
        self.turn, self.ended_by = None, how
        if how == BY_CURFEW:
            return [ev.Curfew(self.winner_list, best, self.curfew_rounds, self.names)]
        return [ev.RoundLimit(self.winner_list, best, self.turn_limit // self.players, self.names)]

    def ending_words(self):
        """How the game ended, in words."""
        names = winners_phrase(self.names, self.winner_list)
        if self.ended_by in (BY_GIG, BY_BUSKING):
            return f"{names} by playing a {'busking gig' if self.ended_by == BY_BUSKING else 'gig'}"
        return f"it ended by the {self.ended_by} and {names}"


# --- setup ------------------------------------------------------------------------
def deal_cards(players, rng, options):
    """Hands, bands and deck: shuffled and dealt 3 each, or as a scenario's ``deal``/``bands``/``deck`` say."""
    deal, band_cards, deck = (
        None if options[key] is None else as_cards(options[key]) for key in ("deal", "bands", "deck")
    )
    bands = [EMPTY] * (players * BAND_SLOTS)
    if band_cards is not None:
        for p, cards in enumerate(band_cards):
            for card in cards:
                bands[p * BAND_SLOTS + SLOT[card]] = card
    if deal is None and deck is None:
        seated = set(bands)  # (cards a scenario put in the bands stay there)
        cards = [c for c in ALL_CARDS if c not in seated] if band_cards else list(ALL_CARDS)
        rng.shuffle(cards)
        hands = [[cards.pop() for _ in range(DEAL_SIZE)] for _ in range(players)]
        return hands, bands, cards
    hands = [list(h) for h in deal] if deal is not None else [[] for _ in range(players)]
    if deck is not None:
        return hands, bands, list(reversed(deck))  # the option lists the deck top first
    used = set(bands) | {c for h in hands for c in h}
    rest = [c for c in ALL_CARDS if c not in used]
    rng.shuffle(rest)
    return hands, bands, rest


def as_cards(codes):
    """Card numbers for checked card codes (nested lists of codes too)."""
    return [as_cards(c) if isinstance(c, list) else card_from_code(c) for c in codes]


def parse_cards(value, what):
    """Read a list of card codes into card numbers, or raise SetupError."""
    if not isinstance(value, (list, tuple)):
        raise SetupError(f"{what} must be a list of card codes such as 'V-RRP', 'POACH1' or 'GIG2'.")
    cards = []
    for code in value:
        card = card_from_code(code)
        if card is None:
            raise SetupError(f"'{code}' is not a Band Grab card; codes look like V-RRP, T-JF, MANAGER, POACH1, GIG2.")
        cards.append(card)
    return cards


def parse_hands(value, players, what):
    """Read one list of card codes per player."""
    if not isinstance(value, (list, tuple)) or len(value) != players:
        raise SetupError(f"{what} must be a list of {players} lists of card codes, one per player.")
    return [parse_cards(cards, f"{what} for player {p + 1}") for p, cards in enumerate(value)]


def check_scenario(hands, bands, deck):
    """Refuse a card dealt twice, and a band with two cards in one place or a non-band card."""
    seen = set()
    for cards in (hands or []) + (bands or []) + ([deck] if deck is not None else []):
        for card in cards:
            if card in seen:
                raise SetupError(f"{CODE[card]} is used twice in the setup; there is only one.")
            seen.add(card)
    for p, cards in enumerate(bands or []):
        places = [SLOT[c] for c in cards]
        if any(s < 0 for s in places):
            raise SetupError(f"Only musicians and support cards can sit in a band (player {p + 1}).")
        if len(set(places)) != len(places):
            clash = next(s for s in places if places.count(s) > 1)
            raise SetupError(f"Player {p + 1}'s band can hold only one {SLOT_NAMES[clash]} card.")
