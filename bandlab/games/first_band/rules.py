"""The rules of 1st Band: audition, performance, game end (rulebook: first-band.txt)."""

from dataclasses import dataclass

from bandlab.core import Action, Rng, SetupError, State
from bandlab.core.seating import left_of, seats_from
from bandlab.games.first_band import events as ev
from bandlab.games.first_band.cards import (
    ALL_CARDS,
    CARD_SEATS,
    CARDS_PER_PLAYER,
    CODE,
    KEYBOARD,
    NAME,
    REMOVED_VALUES,
    VALUE,
    VOCAL_1,
    VOCAL_2,
    card_from_code,
    deck_for,
)
from bandlab.games.first_band.scoring import best_bands, score_area_points, scoring_of
from bandlab.games.first_band.view import view_for

AUDITION, PERFORMANCE, OVER = "audition", "performance", "over"
EMPTY = -1


@dataclass(frozen=True, slots=True)
class PlayMember(Action):
    """Play a Member card from your hand to the audition."""

    card: int

    def __str__(self):
        return f"play {NAME[self.card]}"


@dataclass(frozen=True, slots=True)
class PickMember(Action):
    """Take a member from the public area to your score area."""

    card: int

    def __str__(self):
        return f"pick {NAME[self.card]}"


PLAY = tuple(PlayMember(c) for c in ALL_CARDS)
PICK = tuple(PickMember(c) for c in ALL_CARDS)
#: Each seat's left neighbour (the next seat clockwise), per player count: the turn passes by a look-up.
LEFT_OF = {players: tuple(left_of(p, players) for p in range(players)) for players in CARDS_PER_PLAYER}
#: How many seats clockwise each player sits from each starting player, per player count: [players][start][player].
SEATS_AWAY = {
    players: tuple(tuple(seats_from(start, p, players) for p in range(players)) for start in range(players))
    for players in CARDS_PER_PLAYER
}


class FirstBandState(State):
    """A game of 1st Band in progress.

    ``is_over`` is a field, True once ``turn`` is None (the game's end sets both): random playouts ask it
    before every move, and reading a field costs a fraction of a property call.
    """

    __slots__ = (
        "phase",
        "turn",
        "is_over",
        "left",
        "starting",
        "round",
        "hands",
        "plays",
        "band",
        "band_player",
        "last_player",
        "rankings",
        "ranking_cards",
        "rank_next",
        "rank_starting",
        "rank_round",
        "picks",
        "public",
        "public_picks",
        "score_areas",
        "area_points",
        "area_bands",
        "removed",
        "leftover",
        "excess",
        "scoring",
        "final_scores",
        "table",
    )

    def __init__(self, game, players, seed, options):
        super().__init__(game, players, seed, options)
        self.scoring = scoring_of(options)
        self.table = ev.TableEvents.of(self.names)  # the everyday events of players with these names
        self.final_scores = None  # set once at the end: scoring the best bands is the costliest sum of the game
        deal = None if options["deal"] is None else parse_deal(options["deal"], players)
        self.hands, self.excess = deal_hands(players, Rng(seed), deal)
        self.plays = plays_of(self.hands)
        self.starting = options["starting_player"]
        found = self.starting is None
        if found:
            self.starting = find_starting_player(self.hands)
        self.phase, self.round, self.turn, self.last_player = AUDITION, 1, self.starting, EMPTY
        self.is_over, self.left = False, LEFT_OF[players]
        self.band, self.band_player = [EMPTY] * 5, [EMPTY] * 5
        # The latest performance (kept after it ends, for narration and figures); its ranking in tuples, never changed.
        self.rankings: tuple[int, ...] = ()  # the player holding each ranking card
        self.ranking_cards: tuple[int, ...] = ()  # the member each claimed it with
        self.rank_next, self.rank_starting, self.picks = 0, EMPTY, []
        self.rank_round = 0
        self.public, self.public_picks = [], []
        self.set_score_areas([[] for _ in range(players)])
        self.removed, self.leftover = [], ()
        self.opening = self.deal_events(found) if deal is None else []
        self.opening.append(ev.RoundStarted(1, self.starting, self.names))
        if not any(self.hands):
            self.opening += self.end_game()
        elif not self.hands[self.turn]:
            self.pass_turn_to(self.turn, self.opening)

    def deal_events(self, found):
        """The events of a shuffled deal: the deal itself, and who starts when Vocal 1 or 2 decided it."""
        kind = ev.CardsDealtToThree if self.players == 3 else ev.CardsDealt
        events = [
            kind(
                self.players,
                CARDS_PER_PLAYER[self.players],
                REMOVED_VALUES[self.players],
                self.excess != EMPTY,
                self.names,
            )
        ]
        if found and VOCAL_1 in self.hands[self.starting]:
            events.append(ev.StartingPlayerFound(self.starting, self.names))
        elif found and VOCAL_2 in self.hands[self.starting]:
            events.append(ev.StartingPlayerByVocal2(self.starting, self.names))
        return events

    # --- protocol ---------------------------------------------------------
    @property
    def current_player(self):
        """The player to play or pick, or None once the game is over."""
        return self.turn

    def legal_actions(self):
        """Play a card from hand in the audition; pick a public member in the performance."""
        if self.phase == AUDITION:
            return self.plays[self.turn].copy()
        if self.phase == PERFORMANCE:
            return self.public_picks.copy()
        return []

    def illegal_reason(self, action):
        """Why ``action`` cannot be taken now, in a player's words; None if it can."""
        if self.phase == AUDITION and type(action) is PlayMember:  # the legal moves first: asked before every step
            return (
                None
                if action.card in self.hands[self.turn]
                else f"{self.names[self.turn]} does not hold {NAME[action.card]}."
            )
        if self.phase == PERFORMANCE and type(action) is PickMember:
            return None if action.card in self.public else f"{NAME[action.card]} is not in the public area to pick."
        if self.phase == OVER:
            return "The game is over: every card has been played."
        if self.phase == AUDITION:
            return f"It is the audition: {self.names[self.turn]} must play a Member card from their hand."
        return (
            f"The band is full: {self.names[self.turn]} picks a member with the "
            f"{ev.ORDINALS[self.rank_next]} ranking card now."
        )

    def resolve(self, action):
        """Carry out a legal play or pick."""
        if self.phase == AUDITION:
            return self.play_member(action.card)
        return self.pick_member(action.card)

    def scores(self):
        """Member values plus band bonuses of each score area (running until the end)."""
        if self.final_scores is not None:
            return list(self.final_scores)
        return [self.area_score(player) for player in range(self.players)]

    def area_score(self, player):
        """The points of ``player``'s score area, worked out once after each change (a playout's bots read
        every seat's score at every step, and a score area changes only when its player picks)."""
        points = self.area_points[player]
        if points is None:
            points = self.area_points[player] = score_area_points(self.score_areas[player], self.scoring)
        return points

    def bands_formed(self, player):
        """(bonus, large bands, small bands) of the best bands in ``player``'s score area, kept as ``area_score``."""
        bands = self.area_bands[player]
        if bands is None:
            bands = self.area_bands[player] = best_bands(self.score_areas[player], self.scoring)
        return bands

    def set_score_areas(self, areas):
        """Put these cards in the score areas (a new game, a world rebuilt from a view): nothing worked out yet."""
        self.score_areas = areas
        self.area_points, self.area_bands = [None] * len(areas), [None] * len(areas)

    def clone(self):
        """An independent copy of this game."""
        other = FirstBandState.__new__(FirstBandState)
        self.copy_base_into(other)
        other.phase, other.turn, other.starting, other.round = self.phase, self.turn, self.starting, self.round
        other.is_over, other.left = self.is_over, self.left
        other.hands, other.plays = [h.copy() for h in self.hands], [p.copy() for p in self.plays]
        other.band, other.band_player, other.last_player = self.band.copy(), self.band_player.copy(), self.last_player
        other.rankings, other.ranking_cards = self.rankings, self.ranking_cards  # tuples: shared
        other.rank_next, other.rank_starting, other.picks = self.rank_next, self.rank_starting, self.picks.copy()
        other.rank_round = self.rank_round
        other.public, other.public_picks = self.public.copy(), self.public_picks.copy()
        other.score_areas = [a.copy() for a in self.score_areas]
        other.area_points, other.area_bands = self.area_points.copy(), self.area_bands.copy()
        other.removed, other.leftover = self.removed.copy(), self.leftover
        other.excess, other.scoring = self.excess, self.scoring
        other.final_scores, other.table = self.final_scores, self.table
        return other

    def hidden_from(self, player):
        """Other players' hands and the face-down excess card."""
        hidden = {CODE[c] for q, hand in enumerate(self.hands) if q != player for c in hand}
        return hidden | ({CODE[self.excess]} if self.excess != EMPTY else set())

    def view(self, player):
        """What ``player`` sees: their own hand, everyone's hand size, the table."""
        return view_for(self, player)

    # --- audition ---------------------------------------------------------
    def play_member(self, card):
        """Play ``card``: challenge its seat (or both, if dual-colour), then check the band."""
        player, band = self.turn, self.band
        at = self.hands[player].index(card)
        del self.hands[player][at], self.plays[player][at]  # the card leaves the hand and its play the legal list
        events = [self.table.played_by[player][card]]
        for seat in CARD_SEATS[card]:
            self.challenge(seat, card, player, events)
        if card not in band:
            self.removed.append(card)
            events.append(self.played_card_removed(card, player))
        self.last_player, left = player, self.left[player]
        if EMPTY not in band[:KEYBOARD]:  # the band is full once Vocal, Guitar, Drum and Bass are all held
            events += self.start_performance()
        elif self.hands[left]:  # the usual case, written out: the next player clockwise holds cards
            self.turn = left
        else:
            self.pass_turn_to(left, events)
        return events

    def played_card_removed(self, card, player):
        """The event for a played card that won no seat: lost on a tie, on a lower value, or (dual) both."""
        seats = CARD_SEATS[card]
        if len(seats) == 2:
            return ev.DualMemberRemoved(card, player, self.names)
        if VALUE[self.band[seats[0]]] == VALUE[card]:  # the seat's holder, who beat it
            return ev.TiedMemberRemoved(card, player, self.names)
        return self.table.lower_removed_by[player][card]

    def challenge(self, seat, card, player, events):
        """Resolve one seat, adding its events: the higher value keeps it; a tie keeps the sitting member."""
        holder = self.band[seat]
        if holder == EMPTY:
            self.band[seat], self.band_player[seat] = card, player
            events.append(self.table.empty_seat_taken_by[player][seat][card])
        elif VALUE[card] == VALUE[holder]:
            events.append(ev.SeatTied(holder, seat, card, self.names))
        elif VALUE[card] < VALUE[holder]:
            events.append(self.table.seat_kept[holder, seat, card])
        else:
            self.unseat(seat, card, player, events)

    def unseat(self, seat, card, player, events):
        """``card`` beats the member in ``seat``, which stays in the band only if it holds its other seat."""
        holder, holder_player = self.band[seat], self.band_player[seat]
        self.band[seat], self.band_player[seat] = card, player
        events.append(self.table.seat_taken[player, card, seat, holder])
        if holder in self.band:
            events.append(ev.SeatKeptBy(holder, self.band.index(holder), self.names))
        else:
            self.removed.append(holder)
            events.append(self.table.removed_by[holder_player][holder])

    def pass_turn_to(self, player, events):
        """Give the turn to ``player`` or, skipping empty hands, the next player clockwise who still holds cards;
        end the game if no one does; add the events."""
        skipped = []
        while not self.hands[player]:
            skipped.append(ev.TurnSkipped(player, self.names))
            if len(skipped) == self.players:  # no one holds a card
                events += self.end_game()
                return
            player = self.left[player]
        events += skipped
        self.turn = player

    # --- performance ------------------------------------------------------
    def band_members(self):
        """The distinct cards in the band with the player who played each, in seat order."""
        members = dict(zip(self.band, self.band_player))  # a dual member in two seats was played by one player
        members.pop(EMPTY, None)
        return members

    def ranked_members(self):
        """The band's members as (value, seats from the starting player, card, player) in ranking order: the lowest
        value first and, on a tie, the player closer to the starting player clockwise (then the lower card)."""
        away = SEATS_AWAY[self.players][self.starting]
        return sorted([(VALUE[card], away[player], card, player) for card, player in self.band_members().items()])

    def start_performance(self):
        """Claim ranking cards, pass the Starting Player card, put the band in the public area."""
        events = [self.table.band_full[(self.band[KEYBOARD] != EMPTY,)]]
        ranked = self.ranked_members()
        values, _, order, players = zip(*ranked)  # the ranking's columns, as tuples (never changed: clones share them)
        self.rankings, self.ranking_cards = players, order
        self.rank_starting, self.rank_round, self.picks = self.starting, self.round, []
        claimed, starting, last = self.table.claimed, self.starting, len(ranked) - 1
        for rank, (value, _, card, player) in enumerate(ranked):
            tied = rank < last and values[rank + 1] == value  # in ranking order, a tie comes next
            events.append(claimed[player, rank, card, tied_behind(ranked, rank) if tied else (), starting])
        self.starting = self.left[self.last_player]
        events.append(self.table.starting_passed[self.last_player, self.starting])
        self.public = sorted(order)
        self.public_picks = picks_of(self.public)
        events.append(ev.BandToPublic(order, self.names))
        self.band, self.band_player = [EMPTY] * 5, [EMPTY] * 5
        self.phase, self.rank_next, self.turn = PERFORMANCE, 0, self.rankings[0]
        return events

    def pick_member(self, card):
        """The ranking holder takes ``card`` to their score area; then the next rank, or a new round."""
        player = self.turn
        at = self.public.index(card)
        del self.public[at], self.public_picks[at]  # the member leaves the public area and its pick the legal list
        self.score_areas[player].append(card)
        self.area_points[player] = self.area_bands[player] = None
        self.picks.append(card)
        events = [self.table.picked_by[player][self.rank_next][card]]
        self.rank_next += 1
        if self.rank_next < len(self.rankings):
            self.turn = self.rankings[self.rank_next]
            return events
        return events + self.start_round()

    def start_round(self):
        """Begin the next audition with the new starting player, or end the game if no cards are left."""
        self.phase = AUDITION
        if not any(self.hands):
            return self.end_game()
        self.round += 1
        events = [self.table.next_round[self.round, self.starting]]
        self.pass_turn_to(self.starting, events)
        return events

    # --- game end -----------------------------------------------------------
    def end_game(self):
        """Remove the incomplete band, score every area, name the winners."""
        self.leftover = leftover = tuple(self.band_members())
        self.removed.extend(leftover)
        self.band, self.band_player = [EMPTY] * 5, [EMPTY] * 5
        self.phase, self.turn, self.is_over = OVER, None, True
        events = [ev.IncompleteBandRemoved(leftover, self.names)]
        for player, area in enumerate(self.score_areas):
            events.append(ev.PlayerScored(player, tuple(area), self.scoring, self.names))
        self.final_scores = tuple(self.scores())
        events.append(ev.GameWon(tuple(self.winners()), max(self.final_scores), self.names))
        return events


def tied_behind(ranked, rank):
    """The players ranked after ``ranked[rank]`` on the same value (each once): those it takes priority over.

    ``ranked`` is in ranking order (``ranked_members``), so they are the members right after it, up to the first
    higher value."""
    value, _, _, player = ranked[rank]
    tied = []
    for other_value, _, _, other in ranked[rank + 1 :]:
        if other_value != value:
            break
        if other != player and other not in tied:
            tied.append(other)
    return tuple(tied)


def plays_of(hands):
    """The action of playing each card of each hand, in hand order: the audition's legal actions, kept in step
    with ``hands`` (a played card leaves both) so that listing them is a copy, not a rebuild."""
    return [[PLAY[c] for c in hand] for hand in hands]


def picks_of(public):
    """The action of picking each public member, in the public area's order: the performance's legal actions, kept
    in step with ``public`` (a picked member leaves both) so that listing them is a copy, not a rebuild."""
    return [PICK[c] for c in public]


def deal_hands(players, rng, deal):
    """Shuffle and deal the deck for this player count; return hands and the excess card (or -1)."""
    if deal is not None:
        return [sorted(hand) for hand in deal], EMPTY
    deck = deck_for(players)
    rng.shuffle(deck)
    per = CARDS_PER_PLAYER[players]
    hands = [sorted(deck[i * per : (i + 1) * per]) for i in range(players)]
    excess = deck[players * per] if len(deck) > players * per else EMPTY
    return hands, excess


def find_starting_player(hands):
    """The holder of Vocal 1, else of Vocal 2, else player 0 (a scenario deal without either)."""
    for card in (VOCAL_1, VOCAL_2):
        for player, hand in enumerate(hands):
            if card in hand:
                return player
    return 0


def parse_deal(deal, players):
    """Check a scenario deal (one list of card codes per player) and return card numbers."""
    if not isinstance(deal, (list, tuple)) or len(deal) != players:
        raise SetupError(f"deal must be a list of {players} hands, one list of card codes per player.")
    seen, hands = set(), []
    for player, hand in enumerate(deal):
        if not isinstance(hand, (list, tuple)):
            raise SetupError(f"Hand {player + 1} of the deal must be a list of card codes such as 'V6'.")
        cards = []
        for code in hand:
            card = card_from_code(code)
            if card is None:
                raise SetupError(f"'{code}' is not a 1st Band card; codes look like V6, K10 or V/G4.")
            if card in seen:
                raise SetupError(f"{CODE[card]} is dealt twice; there is only one.")
            seen.add(card)
            cards.append(card)
        hands.append(sorted(cards))
    return hands
