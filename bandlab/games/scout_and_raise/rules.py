"""The rules of Scout & Raise: draft, Scout Phase, Raise Phase, contracts, songs, scoring
(rulebook: scout-and-raise.txt).

The state is flat: lists of ints per player, so ``clone()`` is a handful of list copies.
Money is counted in $100 bills; Scout Money cards are kinds (see cards.py).
"""

from collections import namedtuple
from dataclasses import dataclass
from itertools import combinations

from bandlab.core import Action, Rng, SetupError, State
from bandlab.core.seating import clockwise_from, left_of
from bandlab.games.scout_and_raise import events as ev
from bandlab.games.scout_and_raise.cards import (
    ALL_ARTISTS,
    ALL_SONGS,
    ARTIST_CODE,
    DEBT_BILLS,
    DEBT_POINTS,
    MAX_DEBTS,
    RAISE_BILLS,
    RAISE_PER_PLAYER,
    RED,
    REDISTRIBUTE_AFTER,
    ROUNDS,
    SCOUT_BILLS,
    SCOUT_CODE,
    SCOUT_KINDS,
    SCOUT_NAME,
    SCOUT_PER_PLAYER,
    SCOUT_SLOTS,
    SCOUT_SUIT,
    SONG_CODE,
    SONG_LEVEL,
    SONG_POINTS,
    SONGS_OF_LEVEL,
    SUBSTITUTE_BILLS,
    SUITS,
    TOP_LEVEL,
    YELLOW,
    artist_from_code,
    best_fill,
    scout_from_code,
    scout_money_for,
    song_from_code,
)
from bandlab.games.scout_and_raise.view import view_for

DRAFT, SCOUT, RAISE, SIGN, SONG, OVER = "draft", "scout", "raise", "sign", "song", "over"
NONE = -1
MAX_RAISE_BILLS = RAISE_BILLS  # nobody can hold more than every bill
MAX_PLAYERS = 4

#: One round as it happened, for the bid-spread views (money in dollars).
RoundSummary = namedtuple(
    "RoundSummary",
    (
        "round",
        "lead",
        "lead_suit",
        "artists",
        "scout",
        "substitute",
        "raised",
        "joined",
        "raise_order",
        "signs",
        "lost",
        "returned",
    ),
)
#: One contract: who signed which artist in which place for how much (dollars).
Contract = namedtuple("Contract", ("round", "player", "rank", "artist", "price"))


# --- actions ------------------------------------------------------------------
#: A draft keep as the other seats see it: which card is kept, and which passed face down, they cannot see.
PUBLIC_KEEP = "keep one card and pass the other face down"


@dataclass(frozen=True, slots=True)
class KeepScout(Action):
    """Draft: keep this drawn Scout Money card and pass the other face down to the left."""

    kind: int

    def __str__(self):
        return f"keep {SCOUT_CODE[self.kind]}"


@dataclass(frozen=True, slots=True)
class PlayScout(Action):
    """Scout Phase: play this Scout Money card face up as your bid."""

    kind: int

    def __str__(self):
        return f"play {SCOUT_CODE[self.kind]}"


@dataclass(frozen=True, slots=True)
class Substitute(Action):
    """Scout Phase: without the lead suit, pay $200 of Raise Money to join the Raise Phase."""

    def __str__(self):
        return "pay $200 to join"


@dataclass(frozen=True, slots=True)
class TakeDebt(Action):
    """On your turn: mark a Debt Slip and take $500 of Raise Money from the discard pile (-6 points)."""

    def __str__(self):
        return "take a debt"


@dataclass(frozen=True, slots=True)
class Raise(Action):
    """Raise Phase: add ``bills`` $100 bills to your bid."""

    bills: int

    def __str__(self):
        return f"raise ${self.bills * 100}"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Raise Phase: do not raise, for the rest of this round."""

    def __str__(self):
        return "pass"


@dataclass(frozen=True, slots=True)
class Sign(Action):
    """Contract: sign this revealed artist (1st place, or the only bidder)."""

    artist: int

    def __str__(self):
        return f"sign {ARTIST_CODE[self.artist]}"


@dataclass(frozen=True, slots=True)
class TakeSong(Action):
    """After completing a song: take this Song card of the next level."""

    song: int

    def __str__(self):
        return f"take {SONG_CODE[self.song]}"


KEEP = tuple(KeepScout(k) for k in range(SCOUT_SLOTS))
PLAY = tuple(PlayScout(k) for k in range(SCOUT_SLOTS))
SUBSTITUTE, DEBT, PASS = Substitute(), TakeDebt(), Pass()
RAISES = tuple(Raise(n) for n in range(MAX_RAISE_BILLS + 1))
SIGN_ARTIST = tuple(Sign(a) for a in ALL_ARTISTS)
TAKE_SONG = tuple(TakeSong(s) for s in ALL_SONGS)
#: The Raise Phase's moves of a player holding ``bills`` bills, by bills: pass, or raise $100 up to all of them.
RAISE_MOVES = tuple((PASS, *RAISES[1 : bills + 1]) for bills in range(MAX_RAISE_BILLS + 1))
#: The same with a debt at the end, for a player who can take one.
RAISE_OR_DEBT_MOVES = tuple((*moves, DEBT) for moves in RAISE_MOVES)


class ScoutAndRaiseState(State):
    """A game of Scout & Raise in progress.

    ``is_over`` is a field, True once ``turn`` is None (the game's end sets both): random playouts ask it
    before every move, and reading a field costs a fraction of a property call.

    A clone copies the per-player tables and shares every pile and record (the Scout Money pile and
    discard, the artist pile, the round log, ...) and each player's hand, songs and signed artists:
    the rules never change one of those lists in place, they put a new list in its field.
    """

    __slots__ = (
        "phase",
        "turn",
        "is_over",
        "lead",
        "round",
        "rng",
        "sub_value",
        "hands",
        "scout_pile",
        "scout_discard",
        "drawn",
        "transit",
        "draft_step",
        "draft_queue",
        "bills",
        "bill_discard",
        "bill_supply",
        "debts",
        "lead_suit",
        "played",
        "joined",
        "subs",
        "raised",
        "passed",
        "scout_order",
        "scout_pos",
        "raise_order",
        "raise_pos",
        "first_place",
        "signers",
        "artist_pile",
        "revealed",
        "artist_discard",
        "signed",
        "songs",
        "completed",
        "song_score",
        "song_piles",
        "song_queue",
        "round_log",
        "table",
    )

    def __init__(self, game, players, seed, options):
        super().__init__(game, players, seed, options)
        deal = read_deal(options["deal"], players)
        self.rng = rng = Rng(seed)
        self.sub_value = options["substitute_value"] // 100
        self.lead = options["lead_player"] if options["lead_player"] is not None else rng.below(players)
        self.round, self.turn, self.phase, self.is_over = 0, self.lead, DRAFT, False
        self.bills, self.bill_discard, self.debts = [0] * players, 0, [0] * players
        self.bill_supply = RAISE_BILLS  # the box, until Raise Money is dealt
        self.played, self.subs, self.raised = [NONE] * players, [0] * players, [0] * players
        self.reset_round_fields()
        self.artist_pile = self.shuffled_artists(deal.get("artists", []))
        self.revealed, self.artist_discard = [], []
        self.signed = [[] for _ in range(players)]
        self.songs, self.completed, self.song_score = [[] for _ in range(players)], [NONE] * players, [0] * players
        self.song_piles = [[], list(SONGS_OF_LEVEL[1]), list(SONGS_OF_LEVEL[2]), list(SONGS_OF_LEVEL[3])]
        self.song_queue, self.round_log = [], []
        self.hands = [[] for _ in range(players)]
        self.scout_pile, self.scout_discard = scout_money_for(players), []
        self.drawn, self.transit = [[] for _ in range(players)], [NONE] * players
        self.draft_step, self.draft_queue = 0, []
        self.table = ev.TableEvents.of(self.names)  # the everyday events of players with these names
        self.opening = [ev.LeadChosen.of(self.lead, self.names)]
        if "scout" in deal:
            self.hands = [sorted(h) for h in deal["scout"]]
            self.scout_pile = []
            self.opening += self.finish_setup(deal.get("songs"))
        else:
            self.opening += self.start_draft()

    def shuffled_artists(self, on_top):
        """The artist draw pile (top = end of the list): ``on_top`` first in reveal order, the rest shuffled."""
        rest = [a for a in ALL_ARTISTS if a not in on_top] if on_top else list(ALL_ARTISTS)
        self.rng.shuffle(rest)
        return rest + list(reversed(on_top))

    def own_rng(self):
        """The state's generator, copied first: clones share it until one of them shuffles."""
        self.rng = Rng(self.rng.state)
        return self.rng

    def reset_round_fields(self):
        """Clear the bids of a round (its Scout cards, substitutes and raises are clear: the game starts
        without any, and settle_money clears them at the end of each round)."""
        n = self.players
        self.lead_suit, self.scout_pos, self.raise_pos, self.first_place = NONE, 0, 0, NONE
        self.joined, self.passed = [False] * n, [False] * n
        self.scout_order, self.raise_order, self.signers = list(CLOCKWISE[n][self.lead]), [], []

    # --- protocol ---------------------------------------------------------
    @property
    def current_player(self):
        """The player to act, or None once the game is over."""
        return self.turn

    def list_legal(self):
        """Build the moves of the current player, in a fixed order (kept until a move is played: ``apply`` finds
        the very move it was given there, and checks nothing else)."""
        phase, p = self.phase, self.turn
        if phase == RAISE:
            if self.debts[p] < MAX_DEBTS and self.bill_discard >= DEBT_BILLS:  # can_take_debt, on the hot path
                return RAISE_OR_DEBT_MOVES[self.bills[p]]
            return RAISE_MOVES[self.bills[p]]
        if phase == SCOUT:
            return self.scout_actions(p)
        if phase == DRAFT:
            first, second = self.drawn[p]
            return pair_moves(KEEP, first, second)
        if phase == SIGN:
            first, second = self.revealed
            return pair_moves(SIGN_ARTIST, first, second)
        if phase == SONG:
            return [TAKE_SONG[s] for s in sorted(self.song_piles[SONG_LEVEL[self.songs[p][-1]] + 1])]
        return []

    def scout_actions(self, p):
        """Scout Phase moves: follow the lead suit if you can; otherwise another suit or $200 of Raise Money."""
        plays, follows = scout_plays(self.hands[p], NONE if p == self.lead else self.lead_suit)
        acts = list(plays)
        if not follows and self.bills[p] >= SUBSTITUTE_BILLS:
            acts.append(SUBSTITUTE)
        if self.debts[p] < MAX_DEBTS and self.bill_discard >= DEBT_BILLS:  # can_take_debt, on the hot path
            acts.append(DEBT)
        return acts

    def can_take_debt(self, p):
        """True if ``p`` has taken fewer than 5 debts and the discard pile holds $500."""
        return self.debts[p] < MAX_DEBTS and self.bill_discard >= DEBT_BILLS

    def illegal_reason(self, action):
        """Why ``action`` cannot be taken now, in a player's words; None if it can."""
        phase, p, kind = self.phase, self.turn, type(action)
        if phase == RAISE and (kind is Pass or kind is Raise and 0 < action.bills <= self.bills[p]):
            return None  # the everyday moves first: a pass, or a raise the player can pay
        if phase == SCOUT and kind is PlayScout and action.kind in self.hands[p]:
            if p == self.lead or SCOUT_SUIT[action.kind] == self.lead_suit:
                return None  # a card held that leads or follows the lead suit
            if not scout_plays(self.hands[p], self.lead_suit)[1]:
                return None  # any card held, by a player without the lead suit
        if phase == OVER:
            return "The game is over: all 12 rounds have been played."
        name = self.names[p]
        if kind is TakeDebt:
            if phase not in (SCOUT, RAISE):
                return "A debt can only be taken on your turn in the Scout or Raise Phase."
            if self.debts[p] >= MAX_DEBTS:
                return f"{name} has already taken 5 debts, the most a game allows."
            if self.bill_discard < DEBT_BILLS:
                return f"The discard pile holds only ${self.bill_discard * 100}: a debt needs $500 there."
            return None
        if phase == RAISE:
            if kind is Pass:
                return None
            if kind is Raise:
                if action.bills < 1:
                    return "A raise adds at least $100."
                if action.bills > self.bills[p]:
                    return f"{name} holds only ${self.bills[p] * 100} of Raise Money."
                return None
            return f"It is {name}'s turn in the Raise Phase: raise, pass or take a debt."
        if phase == SCOUT:
            return self.scout_reason(p, action)
        if phase == DRAFT:
            if kind is KeepScout and action.kind in self.drawn[p]:
                return None
            drawn = " or ".join(SCOUT_CODE[k] for k in self.drawn[p])
            return f"{name} is drafting: keep one of the two drawn cards ({drawn})."
        if phase == SIGN:
            if kind is Sign and action.artist in self.revealed:
                return None
            shown = " or ".join(ARTIST_CODE[a] for a in self.revealed)
            return f"{name} signs an artist now: {shown}."
        if kind is TakeSong and action in self.legal_actions():
            return None
        return f"{name} takes a Song card of the next level now."

    def scout_reason(self, p, action):
        """Why a Scout Phase move is not allowed, or None."""
        name, kind, hand = self.names[p], type(action), self.hands[p]
        suit = self.lead_suit
        has_lead = p != self.lead and any(SCOUT_SUIT[k] == suit for k in hand)
        if kind is PlayScout:
            if action.kind not in hand:
                return f"{name} holds no {SCOUT_NAME[action.kind]}."
            if has_lead and SCOUT_SUIT[action.kind] != suit:
                return f"{name} holds a {SUITS[suit]} card, so must follow {SUITS[suit]}."
            return None
        if kind is Substitute:
            if p == self.lead:
                return "The lead player plays a Scout Money card: its suit becomes the lead suit."
            if has_lead:
                return f"{name} holds a {SUITS[suit]} card, so must follow {SUITS[suit]}."
            if self.bills[p] < SUBSTITUTE_BILLS:
                return f"{name} needs two $100 bills of Raise Money to substitute, and holds {self.bills[p]}."
            return None
        return f"It is the Scout Phase: {name} plays a Scout Money card."

    def resolve(self, action):
        """Carry out a legal action."""
        kind = type(action)
        if kind is Raise:
            return self.raise_bid(action.bills)
        if kind is Pass:
            return self.pass_raise()
        if kind is PlayScout:
            return self.play_scout(action.kind)
        if kind is TakeDebt:
            return self.take_debt()
        if kind is KeepScout:
            return self.keep_scout(action.kind)
        if kind is Substitute:
            return self.substitute()
        if kind is Sign:
            return self.sign(action.artist)
        return self.take_song(action.song)

    def scores(self):
        """Completed song (song + artist points) + 1 per $200 of Raise Money - 6 per debt (running)."""
        return [self.song_score[p] + self.bills[p] // 2 - DEBT_POINTS * self.debts[p] for p in range(self.players)]

    def winners(self):
        """Highest score; ties go to the most artists signed, then are shared."""
        scores = self.scores()
        best = max(scores)
        tied = [p for p, s in enumerate(scores) if s == best]
        most = max(len(self.signed[p]) for p in tied)
        return [p for p in tied if len(self.signed[p]) == most]

    def clone(self):
        """An independent copy of this game."""
        o = ScoutAndRaiseState.__new__(ScoutAndRaiseState)
        self.copy_base_into(o)
        o.phase, o.turn, o.is_over, o.lead, o.round, o.rng, o.sub_value = (
            self.phase,
            self.turn,
            self.is_over,
            self.lead,
            self.round,
            self.rng,
            self.sub_value,
        )
        o.hands, o.drawn, o.transit = self.hands.copy(), self.drawn.copy(), self.transit.copy()
        o.scout_pile, o.scout_discard = self.scout_pile, self.scout_discard
        o.draft_step, o.draft_queue = self.draft_step, self.draft_queue
        o.bills, o.bill_discard, o.debts = self.bills.copy(), self.bill_discard, self.debts.copy()
        o.bill_supply = self.bill_supply
        o.lead_suit, o.played, o.joined, o.subs = (
            self.lead_suit,
            self.played.copy(),
            self.joined.copy(),
            self.subs.copy(),
        )
        o.raised, o.passed = self.raised.copy(), self.passed.copy()
        o.scout_order, o.scout_pos = self.scout_order, self.scout_pos
        o.raise_order, o.raise_pos, o.first_place = self.raise_order, self.raise_pos, self.first_place
        o.signers = self.signers
        o.artist_pile, o.revealed, o.artist_discard = self.artist_pile, self.revealed, self.artist_discard
        o.signed, o.songs, o.song_piles = self.signed.copy(), self.songs.copy(), self.song_piles.copy()
        o.completed, o.song_score = self.completed.copy(), self.song_score.copy()
        o.song_queue, o.round_log, o.table = self.song_queue, self.round_log, self.table
        return o

    def hidden_from(self, player):
        """Codes ``player`` cannot see: others' Scout hands and drawn or passing cards, the artist draw
        pile, others' face-down signed artists (until the end); minus any code visible to ``player``."""
        hidden = set()
        for q in range(self.players):
            if q != player:
                hidden.update(SCOUT_CODE[k] for k in self.hands[q] + self.drawn[q])
                if self.phase != OVER:
                    hidden.update(ARTIST_CODE[a] for a in self.signed[q])
            if self.transit[q] != NONE and q != left_of(player, self.players):
                hidden.add(SCOUT_CODE[self.transit[q]])
        hidden.update(ARTIST_CODE[a] for a in self.artist_pile)
        return hidden - visible_codes(self.view(player))

    def view(self, player):
        """What ``player`` sees (see view.py)."""
        return view_for(self, player)

    def public_action_text(self, action):
        """What the table sees of ``action``: a draft keep hides which card is kept (the other is passed face
        down); every other move of Scout & Raise is played openly, so its whole text."""
        if type(action) is KeepScout:
            return PUBLIC_KEEP
        return str(action)

    # --- setup and the Scout Money draft ------------------------------------
    def start_draft(self):
        """Shuffle the Scout Money; everyone draws 2, then the first of two keep-one-pass-one rounds."""
        pile = self.scout_pile = self.scout_pile.copy()
        self.own_rng().shuffle(pile)
        for p in clockwise_from(self.lead, self.players):
            self.hands[p] = self.hands[p] + [pile.pop(), pile.pop()]
        return [ev.ScoutDealt.of(self.lead, self.names, self.players)] + self.start_pass(1)

    def start_pass(self, step):
        """Everyone draws 2 to keep one and pass one; choices are asked from the lead player clockwise."""
        self.phase, self.draft_step = DRAFT, step
        order = clockwise_from(self.lead, self.players)
        pile = self.scout_pile = self.scout_pile.copy()
        for p in order:
            self.drawn[p] = [pile.pop(), pile.pop()]
        self.draft_queue = order[1:]
        self.turn = order[0]
        return [ev.ScoutDrawnToPass.of(self.lead, step, self.names)]

    def keep_scout(self, kind):
        """Keep ``kind``; the other drawn card waits face down for the left neighbour until all have chosen."""
        p = self.turn
        drawn = self.drawn[p]
        to = left_of(p, self.players)
        self.transit[to] = drawn[1] if drawn[0] == kind else drawn[0]
        self.drawn[p] = []
        self.hands[p] = self.hands[p] + [kind]
        events = [self.table.kept[p, to]]
        if self.draft_queue:
            self.turn, self.draft_queue = self.draft_queue[0], self.draft_queue[1:]
            return events
        for q in range(self.players):
            self.hands[q] = sorted(self.hands[q] + [self.transit[q]])
        self.transit = [NONE] * self.players
        events.append(ev.PassedCardsDelivered.of(self.draft_step, self.names))
        if self.draft_step == 1:
            return events + self.start_pass(2)
        if self.round == 0:
            return events + self.finish_setup(read_deal(self.options["deal"], self.players).get("songs"))
        return events + self.start_round()

    def finish_setup(self, songs):
        """Deal Raise Money and Lv. 1 songs, then reveal the first artists."""
        n = self.players
        each = RAISE_PER_PLAYER[n]
        self.bills = [each] * n
        self.bill_discard = self.bill_supply - each * n
        self.bill_supply = 0
        events = [ev.RaiseMoneyDealt.of(each, self.bill_discard, self.names)]
        pile = self.song_piles[1] = self.song_piles[1].copy()
        if songs is None:
            self.own_rng().shuffle(pile)
            songs = [pile.pop() for _ in range(n)]
        else:
            for s in songs:
                pile.remove(s)
        for p, s in enumerate(songs):
            self.songs[p] = self.songs[p] + [s]
            events.append(ev.SongDealt.of(p, s, self.names))
        return events + self.start_round()

    # --- Scout Phase ------------------------------------------------------------
    def start_round(self):
        """Reveal two artists and let the lead player play the first Scout Money card."""
        self.round += 1
        self.reset_round_fields()
        pile = self.artist_pile
        self.revealed, self.artist_pile = [pile[-1], pile[-2]], pile[:-2]
        self.phase, self.turn = SCOUT, self.lead
        return [ev.ArtistsRevealed(self.round, tuple(self.revealed), self.lead, self.names)]

    def play_scout(self, kind):
        """Play a Scout Money card: the lead's sets the suit; following it joins the Raise Phase."""
        p = self.turn
        hand = self.hands[p] = self.hands[p].copy()
        hand.remove(kind)
        self.played[p] = kind
        if p == self.lead:
            self.lead_suit = SCOUT_SUIT[kind]
            self.joined[p] = True
            event = self.table.led[p, kind]
        else:
            joins = self.joined[p] = SCOUT_SUIT[kind] == self.lead_suit
            event = self.table.played[p, kind, self.lead_suit, joins]
        return self.next_scout([event])

    def substitute(self):
        """Pay $200 of Raise Money (it stays on the table until money processing) to join the Raise Phase."""
        p = self.turn
        self.bills[p] -= SUBSTITUTE_BILLS
        self.subs[p] = SUBSTITUTE_BILLS
        self.joined[p] = True
        return self.next_scout([self.table.substituted[p, self.lead_suit]])

    def take_debt(self):
        """Mark a debt and take $500 from the discard pile; the turn goes on."""
        p = self.turn
        self.debts[p] += 1
        self.bills[p] += DEBT_BILLS
        self.bill_discard -= DEBT_BILLS
        return [self.table.debt[p, self.debts[p]]]

    def next_scout(self, events):
        """``events``, then the next player clockwise plays, or the Raise Phase begins (its events added)."""
        pos = self.scout_pos = self.scout_pos + 1
        if pos < self.players:
            self.turn = self.scout_order[pos]
            return events
        return events + self.start_raise()

    def scout_bid(self, p):
        """The Scout part of ``p``'s bid, in bills: the card played, or the substitute's value."""
        return self.sub_value if self.subs[p] else SCOUT_BILLS[self.played[p]]

    # --- Raise Phase ----------------------------------------------------------------
    def start_raise(self):
        """Order the bidders from the lowest Scout bid to the highest (ties: closer to the lead first)."""
        scout = self.bids()  # nobody has raised yet: the Scout bids
        if len(scout) == 1:
            return [self.table.raise_skipped[(*scout,)]] + self.start_contract()
        self.raise_order = order = sorted(scout, key=scout.get)  # stable: equal bids stay closest to the lead first
        self.phase, self.raise_pos = RAISE, 0
        self.turn = order[0]
        bids = tuple([scout[p] * 100 for p in order])
        subs = tuple([bool(self.subs[p]) for p in order])
        return [ev.RaisePhaseStarted(tuple(order), bids, subs, self.lead, self.names)]

    def bids(self):
        """The bidders clockwise from the lead, each with their whole bid in bills (total_bid written out)."""
        joined, subs, played, raised, sub_value = self.joined, self.subs, self.played, self.raised, self.sub_value
        bids = {}
        for p in self.scout_order:
            if joined[p]:
                bids[p] = (sub_value if subs[p] else SCOUT_BILLS[played[p]]) + raised[p]
        return bids

    def total_bid(self, p):
        """``p``'s whole bid in dollars: Scout card (or substitute value) plus raises (scout_bid written out)."""
        return ((self.sub_value if self.subs[p] else SCOUT_BILLS[self.played[p]]) + self.raised[p]) * 100

    def raise_bid(self, bills):
        """Add ``bills`` of Raise Money to the bid; the turn passes on."""
        p = self.turn
        self.bills[p] -= bills
        self.raised[p] += bills
        return self.next_raiser([self.table.raised[p, bills, self.total_bid(p)]])

    def pass_raise(self):
        """Stop raising for this round."""
        p = self.turn
        self.passed[p] = True
        return self.next_raiser([self.table.passed[p, self.total_bid(p), self.raised[p]]])

    def next_raiser(self, events):
        """``events``, then the next bidder in raise order who has not passed acts, or once all have passed the
        contracts begin (their events added)."""
        order, passed = self.raise_order, self.passed
        for pos in POSITIONS_AFTER[len(order)][self.raise_pos]:
            bidder = order[pos]
            if not passed[bidder]:
                self.raise_pos, self.turn = pos, bidder
                return events
        return events + self.start_contract()

    # --- contracts ---------------------------------------------------------------------
    def start_contract(self):
        """Rank the bidders (ties to the player closer to the lead); 1st (or the only bidder) chooses."""
        bid = self.bids()
        ranked = sorted(bid, key=bid.get, reverse=True)  # stable: equal bids stay closest to the lead first
        self.signers = ranked[:2]
        self.first_place = ranked[0] if len(ranked) >= 2 else NONE
        self.phase, self.turn = SIGN, ranked[0]
        if len(ranked) < 2:
            return []
        totals = tuple([bid[p] * 100 for p in ranked])
        events = [ev.BidsRanked(tuple(ranked), totals, self.names)]
        top = totals[:3]
        if len(set(top)) < len(top):  # a tie for 1st or 2nd place (the totals are sorted)
            events += self.ties_broken(ranked, totals)
        return events

    def ties_broken(self, ranked, totals):
        """The events of the ties for 1st and 2nd place among the ``ranked`` bidders (``totals`` in dollars)."""
        events = []
        for place in (0, 1):
            starts_tie = place + 1 < len(ranked) and totals[place] == totals[place + 1]
            if starts_tie and (place == 0 or totals[place - 1] != totals[place]):
                tied = tuple(p for p, t in zip(ranked, totals) if t == totals[place])
                events.append(ev.ContractTieBroken(tied, totals[place], place, self.lead, self.names))
        return events

    def sign(self, artist):
        """1st signs ``artist``; 2nd signs the other (or it is discarded); then money and songs."""
        first = self.turn
        other = self.revealed[0] if self.revealed[1] == artist else self.revealed[1]
        self.signed[first] = self.signed[first] + [artist]
        lone, price = len(self.signers) == 1, self.total_bid(first)
        signs = [(first, artist, price, -1 if lone else 0)]
        events = [self.table.signed[first, -1 if lone else 0, artist, price]]
        if lone:
            self.artist_discard = self.artist_discard + [other]
            events.append(self.table.discarded[(other,)])
        else:
            second = self.signers[1]
            self.signed[second], price = self.signed[second] + [other], self.total_bid(second)
            signs.append((second, other, price, 1))
            events.append(self.table.signed[second, 1, other, price])
        events += self.settle_money(tuple(signs))
        self.revealed = []
        self.song_queue = [first] if lone else closest_first(first, second, self.lead, self.players)
        return events + self.check_songs()

    def settle_money(self, signs):
        """Signers discard their whole bid; others discard their Scout card, substitute and $100 of raises."""
        n, settled, signers = self.players, self.table.settled, self.signers
        played, subs, raised, bills = self.played, self.subs, self.raised, self.bills
        events, lost, returned, discarded, to_discard = [], [0] * n, [0] * n, [], 0
        for p in self.scout_order:
            kind, sub, bid = played[p], subs[p], raised[p]
            if kind != NONE:
                discarded.append(kind)
            signed = p in signers
            gone = lost[p] = bid if signed or bid <= 1 else 1  # a non-signer loses $100 of the raises, if any
            returned[p] = bid - gone
            bills[p] += bid - gone
            to_discard += sub + gone
            events.append(settled[p, signed, kind, sub, bid, gone])
        self.bill_discard += to_discard
        self.scout_discard = self.scout_discard + discarded
        # The round's own lists go into the log as they are: the next round plays on new ones (round_summary).
        entry = (self.round, self.lead, self.lead_suit, self.revealed, played, subs, raised, self.joined)
        self.round_log = self.round_log + [(*entry, self.raise_order, signs, lost, returned)]
        self.played, self.subs, self.raised = [NONE] * n, [0] * n, [0] * n
        return events

    @property
    def contracts(self):
        """Every contract signed so far, in order, read from the round log."""
        return [Contract(entry[0], p, rank, a, price) for entry in self.round_log for p, a, price, rank in entry[9]]

    @property
    def rounds(self):
        """The rounds played so far, each a RoundSummary (money in dollars), made from the round log."""
        return [round_summary(*entry) for entry in self.round_log]

    # --- songs ------------------------------------------------------------------------
    def check_songs(self):
        """Signers (closest to the lead first) complete songs and take the next level, chaining."""
        events = []
        while self.song_queue:
            p = self.song_queue[0]
            done, song, artists = self.completed[p], self.songs[p][-1], self.signed[p]
            if done != NONE:
                self.song_score[p] = SONG_POINTS[done] + best_fill(done, artists)
            fill = best_fill(song, artists) if song != done else -1  # completes_song, its fill kept for the score
            if fill < 0:
                self.song_queue = self.song_queue[1:]
                continue
            self.completed[p] = song
            self.song_score[p] = SONG_POINTS[song] + fill
            together = any(self.completes_song(q) for q in self.song_queue[1:])
            events.append(self.table.song_completed[p, song, self.song_score[p], together])
            level = SONG_LEVEL[song]
            pile = self.song_piles[level + 1] if level < TOP_LEVEL else []
            if len(pile) > 1:
                self.phase, self.turn = SONG, p
                return events
            if pile:
                events += self.give_song(p, pile[0])
        return events + self.end_round()

    def completes_song(self, p):
        """True if ``p``'s current Song card is complete now and was not before."""
        song = self.songs[p][-1]
        return self.completed[p] != song and best_fill(song, self.signed[p]) >= 0

    def take_song(self, song):
        """The completing player takes ``song``; check it at once (songs can chain)."""
        return self.give_song(self.turn, song) + self.check_songs()

    def give_song(self, p, song):
        """Move ``song`` from its pile to ``p``'s songs."""
        level = SONG_LEVEL[song]
        self.song_piles[level] = without(self.song_piles[level], song)
        self.songs[p] = self.songs[p] + [song]
        return [self.table.song_taken[p, song]]

    # --- round end and game end --------------------------------------------------------
    def end_round(self):
        """Pass the lead to 1st place, redistribute Scout Money after round 6, start the next round or score."""
        if self.round >= ROUNDS:
            return self.end_game()
        previous, lone = self.lead, self.signers[0] if len(self.signers) == 1 else NONE
        if self.first_place != NONE:
            self.lead = self.first_place
        events = [self.table.lead_passed[self.lead, previous, self.first_place != NONE, lone]]
        if self.round == REDISTRIBUTE_AFTER:
            return events + self.redistribute()
        return events + self.start_round()

    def redistribute(self):
        """Collect every Scout Money card, shuffle, and draft again from the (new) lead player."""
        self.scout_pile = self.scout_discard + [k for hand in self.hands for k in hand]
        self.scout_discard, self.hands = [], [[] for _ in range(self.players)]
        self.turn = self.lead
        return [ev.ScoutRedistributed.of(self.names)] + self.start_draft()

    def end_game(self):
        """Score everyone and name the winners."""
        self.phase, self.turn, self.is_over, self.revealed = OVER, None, True, []
        events = []
        for p in range(self.players):
            song = self.completed[p]
            song_pts = SONG_POINTS[song] if song != NONE else 0
            events.append(
                ev.PlayerScored(
                    p, song, song_pts, self.song_score[p] - song_pts, self.bills[p] // 2, self.debts[p], self.names
                )
            )
        winners = self.winners()
        scores = self.scores()
        tied = sum(s == max(scores) for s in scores) > len(winners)
        events.append(ev.GameWon(tuple(winners), max(scores), tied, self.names))
        return events

    # --- bookkeeping for tests and views ---------------------------------------------------
    def money_total(self):
        """Every Raise Money bill: hands + on the table (raises, substitutes) + discard pile + the box."""
        return sum(self.bills) + sum(self.raised) + sum(self.subs) + self.bill_discard + self.bill_supply

    def scout_cards(self):
        """Every Scout Money card wherever it is: hands, drawn, passing, played, discard, draw pile."""
        cards = list(self.scout_pile) + self.scout_discard
        for p in range(self.players):
            cards += self.hands[p] + self.drawn[p]
            if self.transit[p] != NONE:
                cards.append(self.transit[p])
            if self.played[p] != NONE:
                cards.append(self.played[p])
        return sorted(cards)

    def artist_cards(self):
        """Every artist wherever it is: pile, revealed, signed, discarded."""
        return sorted(self.artist_pile + self.revealed + self.artist_discard + [a for s in self.signed for a in s])


#: By number of seats and a first seat: every seat clockwise from it (clockwise_from, looked up).
CLOCKWISE = tuple(tuple(tuple(clockwise_from(first, n)) for first in range(n)) for n in range(MAX_PLAYERS + 1))
#: By number of seats and a seat's position: the positions after it, going round once (itself last).
POSITIONS_AFTER = tuple(
    tuple(tuple((pos + step) % n for step in range(1, n + 1)) for pos in range(n)) for n in range(MAX_PLAYERS + 1)
)


def pair_moves(moves, first, second):
    """The moves for two cards (a draft's drawn pair, the two revealed artists), lowest card first, one if
    they are the same kind."""
    if first < second:
        return [moves[first], moves[second]]
    if first > second:
        return [moves[second], moves[first]]
    return [moves[first]]


def suit_plays_held(suit):
    """Every set of one suit's Scout Money kinds a hand can hold (a sorted tuple, the empty one too) -> its
    card plays, lowest first."""
    kinds = [k for k in SCOUT_KINDS if SCOUT_SUIT[k] == suit]
    every = [held for size in range(len(kinds) + 1) for held in combinations(kinds, size)]
    return {held: tuple([PLAY[k] for k in held]) for held in every}


def plays_of_held():
    """Every set of kinds a hand can hold (a frozenset) -> the card plays of each suit among them, Red then Yellow."""
    red, yellow = suit_plays_held(RED), suit_plays_held(YELLOW)
    return {frozenset(r + y): (r_plays, y_plays) for r, r_plays in red.items() for y, y_plays in yellow.items()}


#: Per set of kinds held (a frozenset): the card plays of each suit among them, lowest first, Red then Yellow.
SUIT_PLAYS_OF_HELD = plays_of_held()


def scout_plays(hand, suit):
    """The Scout Phase's card plays from ``hand`` (kinds) when ``suit`` leads (NONE: the lead plays), lowest kind
    first, and whether they follow it (else any card goes, and a substitute may join)."""
    red, yellow = SUIT_PLAYS_OF_HELD[frozenset(hand)]
    if suit == NONE:
        return red + yellow, True
    follow = yellow if suit else red
    if follow:
        return follow, True
    return red + yellow, False


def closest_first(first, second, lead, players):
    """Two players in clockwise order from ``lead`` (order_by_closeness for a pair, without a sort)."""
    if (second - lead) % players < (first - lead) % players:
        return [second, first]
    return [first, second]


def round_summary(number, lead, suit, artists, scout, subs, raised, joined, order, signs, lost, returned):
    """A round as it happened, from its round-log entry: the round's lists as tuples, money in dollars."""
    return RoundSummary(
        number,
        lead,
        suit,
        tuple(artists),
        tuple(scout),
        tuple([bills * 100 for bills in subs]),
        tuple([bills * 100 for bills in raised]),
        tuple(joined),
        tuple(order),
        signs,
        tuple([bills * 100 for bills in lost]),
        tuple([bills * 100 for bills in returned]),
    )


def without(items, item):
    """A new list: ``items`` less the first ``item`` in it."""
    rest = items.copy()
    rest.remove(item)
    return rest


def visible_codes(view):
    """Every string in a view (for hidden_from)."""
    found, stack = set(), [view]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return found


def read_deal(deal, players):
    """Check a scenario deal and return it as card numbers: {"scout": hands, "artists": top of the pile,
    "songs": one Lv. 1 song per player} (every key optional)."""
    if deal is None:
        return {}
    if not isinstance(deal, dict) or not set(deal) <= {"scout", "artists", "songs"}:
        raise SetupError(
            'deal must be a dict with any of the keys "scout" (6 Scout Money codes per player), '
            '"artists" (artist codes to reveal first, in order) and "songs" (a Lv. 1 song per player).'
        )
    result = {}
    if deal.get("scout") is not None:
        result["scout"] = read_scout_hands(deal["scout"], players)
    if deal.get("artists") is not None:
        result["artists"] = read_codes(deal["artists"], artist_from_code, "an artist", "Gt5 or Vo/Ky3")
    if deal.get("songs") is not None:
        songs = read_codes(deal["songs"], song_from_code, "a Song card", "S1A")
        if len(songs) != players or any(SONG_LEVEL[s] != 1 for s in songs):
            raise SetupError(f"deal['songs'] must name {players} different Lv. 1 songs (S1A to S1D), one per player.")
        result["songs"] = songs
    return result


def read_codes(codes, parse, what, example):
    """Parse a list of distinct card codes."""
    if not isinstance(codes, (list, tuple)):
        raise SetupError(f"Expected a list of codes such as {example}, not {codes!r}.")
    cards = []
    for code in codes:
        card = parse(code)
        if card is None:
            raise SetupError(f"'{code}' is not {what} of Scout & Raise; codes look like {example}.")
        if card in cards:
            raise SetupError(f"'{code}' is dealt twice; there is only one.")
        cards.append(card)
    return cards


def read_scout_hands(hands, players):
    """Parse Scout Money hands: 6 cards each, using every card in play exactly once."""
    if not isinstance(hands, (list, tuple)) or len(hands) != players:
        raise SetupError(
            f"deal['scout'] must be {players} hands of {SCOUT_PER_PLAYER} Scout Money codes (R500, Y200...)."
        )
    parsed = []
    for i, hand in enumerate(hands):
        if not isinstance(hand, (list, tuple)) or len(hand) != SCOUT_PER_PLAYER:
            raise SetupError(f"Scout hand {i + 1} must list {SCOUT_PER_PLAYER} Scout Money codes such as R500.")
        kinds = []
        for code in hand:
            k = scout_from_code(code)
            if k is None:
                raise SetupError(f"'{code}' is not Scout Money; codes look like R500 or Y200.")
            kinds.append(k)
        parsed.append(kinds)
    if sorted(k for h in parsed for k in h) != scout_money_for(players):
        raise SetupError(f"deal['scout'] must use every Scout Money card of a {players}-player game exactly once.")
    return parsed
