"""The rules of Battle of the Bands: Encore Edition (rulebook: battle-of-the-bands.txt).

A band is a list of *slots*, one per member in it: ``(member, instrument, reputation, side, flags)``
(-1 for no card; flags mark a guest star or a borrowed instrument; a new tuple replaces a slot that changes:
change_slot).  The ME is always slot 0.
A turn is one action (two with the Producer); a gig card starts a gig round, played out
card by card until everyone has passed in a row, then tallied and rolled.
"""

import functools
from itertools import chain, combinations

from bandlab.core import Rng, SetupError, State
from bandlab.core.protocol import twin_in
from bandlab.core.seating import clockwise_from, left_of
from bandlab.games.battle_of_the_bands import events as ev
from bandlab.games.battle_of_the_bands.actions import (
    DISCARD,
    GUEST_STAR,
    PASS,
    PLAY_CONTRACT,
    PLAY_GIG,
    PLAY_HIT_SINGLE,
    PLAY_MEMBER,
    STOP_DISCARDING,
    DiscardCard,
    LendInstrument,
    Pass,
    PlayContract,
    PlayGig,
    PlayGuestStar,
    PlayHitSingle,
    PlayInstrument,
    PlayMember,
    PlayMusicBiz,
    PlayWrench,
    ReplaceMember,
    StopDiscarding,
    SwapInstruments,
    TryReputation,
    make,
)
from bandlab.games.battle_of_the_bands.cards import (
    AFFINITY,
    BAN_BAND,
    BAND_HP,
    BORROWED,
    BY_DEAD_END,
    BY_PILE,
    BY_ROUND_LIMIT,
    BY_TARGET,
    CODE,
    CONTRACT,
    DECK,
    DISCARD_CONTRACT,
    DISCARD_INSTRUMENT,
    DISCARD_MEMBER,
    DISCARD_REPUTATION,
    DRAW_CARDS,
    EFFECT,
    FLAGS,
    FLIP_REPUTATION,
    GIG,
    GIG_ROUND,
    GUEST,
    HIT_SINGLE,
    INSTR,
    INSTRUMENT,
    IS_MEMBER,
    ME,
    ME_CARDS,
    MEMBER,
    MEMBER_,
    MONKEY_WRENCH,
    MOVE_INSTRUMENT,
    MUSIC_BIZ,
    NAME,
    NEGATIVE,
    OVER,
    POACH_MEMBER,
    POSITIVE,
    PRODUCER,
    PRODUCER_CARD,
    REP,
    REPUTATION,
    SIDE,
    SIDE_HP,
    SIDE_NAME,
    SIGNED,
    SILENCE_MEMBER,
    SP,
    TAKE_CARD,
    TURN,
    TYPE,
    card_from_code,
    member_hp,
    side_from_name,
)
from bandlab.games.battle_of_the_bands.view import view_for

HAND_SIZE = 6
#: OTHERS[players][p]: the other players, in seat order.
OTHERS = tuple(tuple(tuple(q for q in range(n) if q != p) for p in range(n)) for n in range(7))
#: LEFT[players][p]: the player to the left of ``p`` (``left_of``), looked up.
LEFT = tuple(tuple(left_of(p, n) for p in range(n)) for n in range(7))
DEALT = 5
MAX_MEMBERS = 4
MAX_DISCARD = 3
TARGETS = {2: 12, 3: 10}  # superstar points to win; 4-6 players: 8
#: Superstar points on the cards of the deck (gigs and hit singles): what can still be won is this minus the SP piles.
DECK_SP = sum(SP[c] for c in DECK)


def default_target(players):
    """The superstar-point target for a player count: 12 / 10 / 8 for 2 / 3 / 4–6 players."""
    return TARGETS.get(players, 8)


class BattleState(State):
    """A game of Battle of the Bands in progress."""

    __slots__ = (
        "rng",
        "dice",
        "dice_used",
        "me",
        "bands",
        "hands",
        "pile",
        "discards",
        "contracts",
        "sp_cards",
        "sp_won",
        "sp_high",
        "sp_total",
        "phase",
        "turn",
        "actions_left",
        "target",
        "reshuffles_left",
        "gig",
        "stats",
        "ended_by",
        "discarding",
        "turn_limit",
        "winner_list",
        "band_aims",
        "table",
        "seats",
        "is_over",
        "reaches",
        "house_moves",
    )

    def __init__(self, game, players, seed, options):
        super().__init__(game, players, seed, options)
        self.rng = Rng(seed)
        self.table = ev.TableEvents.of(self.names)  # the everyday events of players with these names
        self.seats = tuple(seat_plays(q, name) for q, name in enumerate(self.names))  # each seat's plays
        self.reaches = REACHES[options["any_band_members"], options["any_band_instruments"]]  # (turn_actions)
        self.house_moves = options["swap_instruments"] or options["replace_member"]  # (house_rule_moves)
        self.dice, self.dice_used = tuple(options["dice"] or ()), 0
        self.target = options["target"] or default_target(players)
        self.reshuffles_left = options["reshuffles"]  # None: no limit (the rulebook's game)
        self.turn_limit = options["max_rounds"] * players
        self.phase, self.gig, self.ended_by, self.discarding = TURN, None, "", 0
        self.is_over = False  # True once the game has ended (``end``; ``current_player`` is then None)
        self.winner_list = None
        self.contracts = [-1] * players
        self.sp_cards = [[] for _ in range(players)]
        self.sp_won = [0] * players  # superstar points on each player's sp_cards: win_card keeps it
        self.sp_high, self.sp_total = 0, 0  # the most of them and their sum (win_card keeps them)
        self.discards = []
        self.stats = {"gigs_played": 0, "reputation_tries": 0, "reputation_successes": 0, "reshuffles": 0, "turns": 0}
        self.me = self.choose_me_cards(options["me"])
        self.bands = [[(me, -1, -1, 0, 0)] for me in self.me]
        dealer = options["dealer"] if options["dealer"] is not None else self.rng.below(players)
        self.pile, self.hands = self.deal(options, dealer)
        self.band_aims = self.work_out_band_aims()  # per band: the members cards can aim at (aims_of)
        self.turn, self.actions_left = left_of(dealer, players), 0
        opening = [self.table.me_chosen[p, me] for p, me in enumerate(self.me)]  # the ME cards, deal, first draw
        opening.append(ev.Dealt(dealer, self.turn, self.target, self.names))
        self.opening = opening + self.start_turn(self.turn)

    # --- setup --------------------------------------------------------------------
    def choose_me_cards(self, given):
        """ME cards at random (a fifth and sixth player copy a random ME type), or as a scenario gives them."""
        if given is not None:
            return [card_from_code(code) for code in given]
        cards = list(ME_CARDS)
        self.rng.shuffle(cards)
        while len(cards) < self.players:
            cards.append(self.rng.choice(ME_CARDS))
        return cards[: self.players]

    def deal(self, options, dealer):
        """Build the scenario table, shuffle the rest, deal 5 each from the dealer's left, stack ``draw`` on top."""
        remaining = list(DECK)
        for hand in options["deal"] or ():
            take_cards(remaining, [card_from_code(c) for c in hand], "deal")
        for player, band in enumerate(options["bands"] or ()):
            for entry in band:
                self.place_scenario_member(player, entry, remaining)
        for player, cards in enumerate(options["played"] or ()):
            for code in cards:
                self.place_scenario_card(player, card_from_code(code), remaining)
        top = [card_from_code(c) for c in options["draw"] or ()]
        take_cards(remaining, top, "draw")
        self.rng.shuffle(remaining)
        if options["deal"] is not None:
            hands = [[card_from_code(c) for c in hand] for hand in options["deal"]]
        else:
            hands = [[] for _ in range(self.players)]
            for _ in range(DEALT):
                for p in clockwise_from(left_of(dealer, self.players), self.players):
                    hands[p].append(remaining.pop())
        remaining.extend(reversed(top))
        return remaining, [sorted(h) for h in hands]

    def place_scenario_member(self, player, entry, remaining):
        """Put a scenario band entry ("Kym + Sax + Stalked", "ME + Guitar") on the table."""
        parts = [p.strip() for p in entry.split("+")]
        band = self.bands[player]
        if parts[0].lower() == "me":
            slot = list(band[0])
        else:
            member = card_from_code(parts[0])
            take_cards(remaining, [member], "bands")
            slot = [member, -1, -1, 0, 0]
            band.append(tuple(slot))
        for part in parts[1:]:
            side = side_from_name(part)
            card = side[0] if side is not None else card_from_code(part)
            field = REP if side is not None else INSTR
            if TYPE[slot[MEMBER_]] == PRODUCER:
                raise SetupError(f"The Producer takes no instrument or reputation (in '{entry}').")
            if slot[field] >= 0:
                raise SetupError(f"A band member holds one instrument and one reputation at most (in '{entry}').")
            take_cards(remaining, [card], "bands")
            slot[field] = card
            if side is not None:
                slot[SIDE] = side[1]
            self.change_slot(player, slot[MEMBER_], {INSTR: slot[INSTR], REP: slot[REP], SIDE: slot[SIDE]})

    def place_scenario_card(self, player, card, remaining):
        """Put a scenario contract, gig or hit single in front of ``player``."""
        take_cards(remaining, [card], "played")
        if TYPE[card] == CONTRACT:
            if self.contracts[player] >= 0:
                raise SetupError("A band may not have more than 1 contract in play at a time.")
            self.contracts[player] = card
        else:
            self.win_card(player, card)

    # --- protocol -----------------------------------------------------------------
    @property
    def current_player(self):
        """Whoever acts now: the turn player, or during a gig the player whose play it is."""
        if self.phase == TURN:
            return self.turn
        if self.phase == GIG_ROUND:
            return self.gig.turn
        return None

    def legal_actions(self):
        """Every action the current player may take, in a fixed order."""
        legal = self._legal
        if legal is None:  # (listed_legal and list_legal, written out)
            phase = self.phase
            if phase == TURN:
                legal = self.discard_more_actions() if self.discarding else self.turn_actions()
            else:
                legal = self.gig_actions() if phase == GIG_ROUND else []
            self._legal = legal
        return list(legal)

    def list_legal(self):
        """Build the legal actions of this position: a turn's, more discards, or a gig round's."""
        if self.phase == TURN:
            return self.discard_more_actions() if self.discarding else self.turn_actions()
        if self.phase == GIG_ROUND:
            return self.gig_actions()
        return []

    def illegal_reason(self, action):
        """Why ``action`` cannot be taken now, in a player's words; None if it can."""
        if self.phase == OVER:
            return "The game is over."
        legal = self._legal
        if legal is None:
            legal = self.listed_legal()
        for listed in reversed(legal) if type(action) is DiscardCard else legal:  # discards come last in every list
            if listed is action:  # the very object: the hot path
                return None
        return None if self.is_listed(action) else self.explain(action)

    def legal_twin(self, action):
        """The legal action equal to ``action``, looked for in the kept legal list itself (not a copy)."""
        legal = self._legal
        twin = twin_in(action, self.listed_legal() if legal is None else legal)
        return super().legal_twin(action) if twin is None else twin

    def resolve(self, action):
        """Carry out a legal action and return its events: a play in a gig, another card of a discard action, or
        one of the turn player's actions, after which the turn goes on or ends."""
        if self.phase == GIG_ROUND:
            return self.gig_play(action)
        p = self.turn
        if self.discarding:
            return self.discard_more(p, action)
        kind = type(action)
        self.actions_left -= 1
        if kind is PlayGig:
            return self.start_gig(p, action.card)
        events = TURN_HANDLERS[kind](self, p, action)
        if self.discarding:
            return events
        return events + self.after_action()

    def scores(self):
        """Superstar points: gig and hit single cards won, plus the ME instrument point."""
        return [self.points(p) for p in range(self.players)]

    def points(self, player):
        """One player's superstar points: the SP cards won plus the ME point."""
        return self.me_point(player) + self.card_points(player)

    def card_points(self, player):
        """Superstar points on the gig and hit single cards in front of ``player`` (nothing takes them away)."""
        return self.sp_won[player]

    def win_card(self, player, card):
        """Put a gig or hit single card in front of ``player``: its superstar points count from now on."""
        self.sp_cards[player].append(card)
        self.sp_won[player] += SP[card]
        self.sp_high, self.sp_total = max(self.sp_high, self.sp_won[player]), self.sp_total + SP[card]

    def count_sp_won(self):
        """Work out the superstar points won from the SP cards (``win_card`` keeps them after)."""
        self.sp_won = [sum(SP[c] for c in won) for won in self.sp_cards]
        self.sp_high, self.sp_total = max(self.sp_won), sum(self.sp_won)

    def me_point(self, player):
        """1 while the ME holds (not borrows) an instrument of the ME's type, else 0."""
        me = self.bands[player][0]
        return 1 if me[INSTR] >= 0 and not me[FLAGS] & BORROWED and AFFINITY[me[INSTR]] == AFFINITY[me[MEMBER_]] else 0

    def winners(self):
        """The players with the most SP; after an ending short of the target, as that ending decided."""
        if self.winner_list is not None:
            return list(self.winner_list)
        return super().winners()

    def clone(self):
        """An independent copy of this game."""
        other = BattleState.__new__(BattleState)
        self.copy_base_into(other)
        other.rng, other.dice, other.dice_used = self.rng.copy(), self.dice, self.dice_used
        other.me, other.target, other.reshuffles_left = self.me, self.target, self.reshuffles_left
        other.turn_limit, other.winner_list = self.turn_limit, self.winner_list
        other.bands = list(map(list.copy, self.bands))  # the slots are tuples: shared (change_slot)
        other.hands = list(map(list.copy, self.hands))
        other.pile, other.discards = self.pile.copy(), self.discards.copy()
        other.contracts = self.contracts.copy()
        other.sp_cards, other.sp_won = list(map(list.copy, self.sp_cards)), self.sp_won.copy()
        other.sp_high, other.sp_total = self.sp_high, self.sp_total
        other.phase, other.turn, other.actions_left = self.phase, self.turn, self.actions_left
        other.is_over = self.is_over
        other.gig = None if self.gig is None else self.gig.copy()
        other.ended_by = self.ended_by
        other.stats, other.discarding = self.stats.copy(), self.discarding
        other.band_aims = self.band_aims.copy()  # (each band's aims are shared: band_changed replaces them)
        other.table, other.seats = self.table, self.seats
        other.reaches, other.house_moves = self.reaches, self.house_moves
        return other

    def hidden_from(self, player):
        """Codes of the cards in other hands and the draw pile that ``player`` sees nowhere."""
        hidden = {CODE[c] for q, hand in enumerate(self.hands) if q != player for c in hand}
        hidden.update(CODE[c] for c in self.pile)
        return hidden - self.visible_codes(player)

    def visible_codes(self, player):
        """Codes of every card ``player`` can see: own hand, the table, the discards, the SP piles."""
        seen = {CODE[c] for c in self.hands[player]}
        seen.update(CODE[c] for c in self.discards)
        for p in range(self.players):
            seen.update(CODE[c] for c in self.sp_cards[p])
            if self.contracts[p] >= 0:
                seen.add(CODE[self.contracts[p]])
            for slot in self.bands[p]:
                seen.update(CODE[c] for c in slot[:3] if c >= 0)
        if self.gig is not None:
            seen.add(CODE[self.gig.card])
            seen.update(CODE[c] for c in self.gig.played)
        return seen

    def view(self, player):
        """What ``player`` sees: own hand, everyone's table, hand sizes, the gig in progress."""
        return view_for(self, player)

    # --- hit points ---------------------------------------------------------------------
    def member_hp(self, slot):
        """HP of a member with its instrument (the reputation roll's number): member + instrument + type bonus."""
        return member_hp(slot[MEMBER_], slot[INSTR])

    def slot_hp(self, slot):
        """A member's whole contribution to a gig: member, instrument, bonus, reputation (the Producer adds nothing)."""
        return slot_hp(slot)

    def band_hp(self, player):
        """The band's HP outside a gig: members, instruments, reputations and +1 per hit single."""
        return sum(map(slot_hp, self.bands[player])) + self.hit_singles(player)

    def hit_singles(self, player):
        """How many hit singles ``player`` has played (a loop: a generator costs more than it saves here)."""
        count = 0
        for card in self.sp_cards[player]:
            if TYPE[card] == HIT_SINGLE:
                count += 1
        return count

    def gig_total(self, player):
        """The band's total in the current gig, before its die: silenced members left out, wrenches added."""
        gig = self.gig
        total = self.hit_singles(player) + gig.modifiers[player]
        for slot in self.bands[player]:
            if (player, slot[MEMBER_]) not in gig.silenced:
                total += slot_hp(slot)  # (the kept function itself: no method call)
        return total

    def gig_totals(self):
        """Every band's gig total now (None for a banned band); empty outside a gig."""
        if self.gig is None:
            return []
        return [None if self.gig.banned[p] else self.gig_total(p) for p in range(self.players)]

    # --- small queries ------------------------------------------------------------------
    def find_slot(self, owner, member):
        """The slot of ``member`` in ``owner``'s band, or None."""
        for slot in self.bands[owner]:
            if slot[MEMBER_] == member:
                return slot
        return None

    def change_slot(self, owner, member, changes):
        """Put in place of ``member``'s slot in ``owner``'s band a new one with ``changes`` ({field: value}),
        and return it.  Slots are tuples, never changed in place, so clones share them."""
        band = self.bands[owner]
        for index, slot in enumerate(band):
            if slot[MEMBER_] == member:
                fields = list(slot)
                for field, value in changes.items():
                    fields[field] = value
                band[index] = slot = tuple(fields)
                return slot
        raise KeyError(member)

    def can_play_hit_single(self, player):
        """A band needs a contract or a signed gig to play hit singles."""
        if self.contracts[player] >= 0:
            return True
        for card in self.sp_cards[player]:
            if SIGNED[card]:
                return True
        return False

    def room(self, player):
        """Free places in a band (ME and Producer count; guest stars do not)."""
        if self.gig is None:  # guest stars play only in a gig, and leave with it
            return MAX_MEMBERS - len(self.bands[player])
        members = 0
        for slot in self.bands[player]:
            if not slot[FLAGS] & GUEST:
                members += 1
        return MAX_MEMBERS - members

    def producer_in(self, player):
        """True if the Producer is in ``player``'s band (one of its members who are not the ME: its aims hold
        outside a gig, and the Producer never plays as a guest star)."""
        return PRODUCER_CARD in self.band_aims[player][NOT_ME].members

    def roll(self, player, purpose):
        """Roll one die (a scenario's queued dice first) and announce it."""
        if self.dice_used < len(self.dice):
            value = self.dice[self.dice_used]
            self.dice_used += 1
        else:
            value = self.rng.roll()
        return value, self.table.rolled[player, value, purpose]

    def name(self, player):
        """A player's name, for action texts."""
        return self.names[player]

    # --- legal actions in a turn -------------------------------------------------------
    def turn_actions(self):
        """The eight actions (and house-rule moves) open to the turn player: each different card's plays, by where
        they land (``self.reaches``), and its discard."""
        p = self.turn
        hand = self.hands[p]
        if not hand:
            return [PASS]
        actions, discards, last = [], [], -1
        reaches, band_aims = self.reaches, self.band_aims
        tables = NO_PLAYS, ONE_PLAYS, JOINS[len(self.bands[p]) < MAX_MEMBERS], band_aims[p][TAKES_INSTRUMENT]
        for card in hand:  # (the hand is sorted: each different card once, in card order)
            if card != last:
                last = card
                discards.append(DISCARD[card])
                reach = reaches[card]
                if reach < EVERY_BAND:  # (a table holds the plays: no play, a card's one play, a member joining,
                    actions += tables[reach][card]  # an instrument on a member of the band without one)
                elif reach == EVERY_BAND:  # (plays_across every band, written out)
                    kind = AIM_AT[card]
                    for aims in band_aims:
                        actions += aims[kind][card]
                else:
                    actions += PLAYS_OF_CARD[card](self, p, card)
        if self.house_moves:
            actions += self.house_rule_moves(p)
        actions += discards
        return actions

    def house_rule_moves(self, p):
        """The moves house rules add to a turn: swapping two members' instruments, replacing a member."""
        opts = self.options
        moves = self.swap_actions(p) if opts["swap_instruments"] else []
        return moves + self.replace_actions(p) if opts["replace_member"] else moves

    def instrument_plays(self, p, card):
        """An instrument on each member of your band (any band's, by house rule) who has none."""
        return self.plays_across(range(self.players) if self.options["any_band_instruments"] else (p,), card)

    def reputation_plays(self, p, card):
        """Both sides of a reputation on each member in play who has none."""
        return self.plays_across(range(self.players), card)

    def contract_plays(self, p, card):
        """A contract, if your band has none."""
        return (PLAY_CONTRACT[card],) if self.contracts[p] < 0 else ()

    def hit_single_plays(self, p, card):
        """A hit single, if your band has a contract or a signed gig."""
        return (PLAY_HIT_SINGLE[card],) if self.can_play_hit_single(p) else ()

    def gig_plays(self, p, card):
        """A gig card starts a gig round."""
        return (PLAY_GIG[card],)

    def no_plays(self, p, card):
        """A Monkey Wrench or a ME is not played in a turn (it can be discarded)."""
        return ()

    def member_plays(self, p, card):
        """A band member on your band if it has room; by house rule, on any other band with room."""
        actions = [PLAY_MEMBER[card]] if self.room(p) > 0 else []
        if self.options["any_band_members"]:
            actions.extend(
                make(PlayMember, card, q, self.name(q)) for q in range(self.players) if q != p and self.room(q) > 0
            )
        return actions

    def music_biz_actions(self, p, card):
        """Every target of a Music Biz card, by its effect kind (``MUSIC_BIZ_PLAYS``)."""
        return MUSIC_BIZ_PLAYS[EFFECT[card][0]](self, p, card)

    def fan_club_plays(self, p, card):
        """Draw cards: no target."""
        return (make(PlayMusicBiz, card),)

    def groupies_plays(self, p, card):
        """Take a card from each other player who holds any."""
        hands, seats, plays = self.hands, self.seats, []
        for q in OTHERS[self.players][p]:
            if hands[q]:
                plays.append(seats[q][card][WHOLE_BAND])
        return plays

    def dropped_plays(self, p, card):
        """Discard the contract of each band that has one."""
        contracts, seats, plays = self.contracts, self.seats, []
        for q in range(self.players):
            if contracts[q] >= 0:
                plays.append(seats[q][card][WHOLE_BAND])
        return plays

    def theft_plays(self, p, card):
        """Each instrument in another band to each member of yours who has none."""
        free, aims, names = self.band_aims[p][TAKES_INSTRUMENT].members, self.band_aims, self.names
        return [
            make(PlayMusicBiz, card, q, member, to, names[q])
            for q in self.others(p)
            for member in aims[q][HOLDS_INSTRUMENT].members
            for to in free
        ]

    def poached_plays(self, p, card):
        """Each member (not a ME) of another band, if your band has room."""
        return self.plays_across(self.others(p), card) if self.room(p) > 0 else ()

    def member_target_plays(self, p, card):
        """Each member of every band the card aims at (``EFFECT_AIMS``)."""
        return self.plays_across(range(self.players), card)

    def others(self, p):
        """The other players, in seat order."""
        return OTHERS[self.players][p]

    # --- plays on one band, kept for the members they aim at -----------------------------
    def plays_across(self, bands, card):
        """The plays of ``card`` on each of ``bands``, in band order, kept by the members they aim at (``Aim``)."""
        plays = []
        aim_at, band_aims = AIM_AT[card], self.band_aims
        for q in bands:
            plays += band_aims[q][aim_at][card]
        return plays

    def band_changed(self, q):
        """Take up the aims of ``q``'s band as it is now (``aims_of``).  Guest stars and lent instruments do not
        call it (no play in a gig reads the aims); they leave with the gig, and ``clear_gig`` does."""
        self.band_aims[q] = aims_of(q, self.names[q], self.bands[q])

    def work_out_band_aims(self):
        """The aims of each band as it is now (``aims_of``)."""
        return [aims_of(q, self.names[q], band) for q, band in enumerate(self.bands)]

    def discard_more_actions(self):
        """In the middle of a discard action: another card (up to 3 in all), or stop."""
        actions, last = [STOP_DISCARDING], -1
        for card in self.hands[self.turn]:  # (the hand is sorted: each different card once, in card order)
            if card != last:
                actions.append(DISCARD[card])
                last = card
        return actions

    def swap_actions(self, p):
        """House rule: swap the instruments of two members of your band, then discard a card."""
        slots = [s for s in self.bands[p] if TYPE[s[MEMBER_]] != PRODUCER]
        out = []
        for a, b in combinations(slots, 2):
            if a[INSTR] >= 0 or b[INSTR] >= 0:
                out.extend(make(SwapInstruments, a[MEMBER_], b[MEMBER_], c) for c in distinct(self.hands[p]))
        return out

    def replace_actions(self, p):
        """House rule: replace a member of your band (not ME) with a member from your hand."""
        new = sorted({c for c in self.hands[p] if TYPE[c] in (MEMBER, PRODUCER)})
        return [make(ReplaceMember, s[MEMBER_], c) for s in self.bands[p][1:] for c in new]

    # --- legal actions in a gig ----------------------------------------------------------
    def gig_actions(self):
        """Pass, or play one card: a monkey wrench, a guest star, or a borrowed instrument."""
        gig = self.gig
        p = gig.turn
        actions = [PASS]
        in_gig, last = None, -1
        for card in self.hands[p]:  # (the hand is sorted: each different card once, in card order)
            if card == last:
                continue
            last = card
            kind = TYPE[card]
            if kind == MONKEY_WRENCH:
                if in_gig is None:
                    in_gig = [q for q in range(self.players) if not gig.banned[q]]
                actions += self.wrench_plays(card, in_gig)
            elif gig.banned[p]:
                continue
            elif kind == MEMBER:
                actions.append(GUEST_STAR[card])
            elif kind == INSTRUMENT:
                lend = LEND[card]  # (to each member who has no instrument and is not the Producer)
                for s in self.bands[p]:
                    if s[INSTR] < 0 and TYPE[s[MEMBER_]] != PRODUCER:
                        actions.append(lend[s[MEMBER_]])
        return actions

    def wrench_plays(self, card, in_gig):
        """A Monkey Wrench on each band in the gig, or on each of their members not yet silenced (not the Producer)."""
        seats = self.seats
        if EFFECT[card][0] != SILENCE_MEMBER:
            plays = []
            for q in in_gig:
                plays.append(seats[q][card][WHOLE_BAND])
            return plays
        silenced = self.gig.silenced
        return [
            play
            for q in in_gig
            for s in self.bands[q]
            if TYPE[s[MEMBER_]] != PRODUCER and (q, s[MEMBER_]) not in silenced
            for play in seats[q][card][s[MEMBER_]]
        ]

    # --- why not -------------------------------------------------------------------------
    def explain(self, action):
        """A player's reason why ``action`` is not legal now."""
        p = self.current_player
        card = getattr(action, "card", None)
        if self.phase == GIG_ROUND:
            if type(action) in (PlayWrench, PlayGuestStar, LendInstrument):
                if card not in self.hands[p]:
                    return f"{self.names[p]} does not hold {NAME[card]}."
                if self.gig.banned[p] and type(action) is not PlayWrench:
                    return f"{self.names[p]}'s band is banned from this gig, so it takes no guest stars or instruments."
                return f"'{action}' has no fitting target in this gig."
            return (
                "A gig round is on: play a Monkey Wrench, a band member as a guest star, an instrument "
                "for this gig, or pass."
            )
        if self.discarding and not isinstance(action, DiscardCard):
            return f"{self.names[p]} is discarding: discard another card (up to 3 in all) or stop discarding."
        if type(action) in (PlayWrench, PlayGuestStar, LendInstrument):
            return "Monkey Wrenches, guest stars and borrowed instruments are played only during a gig."
        if isinstance(card, int) and 0 <= card < len(NAME) and card not in self.hands[p]:
            return f"{self.names[p]} does not hold {NAME[card]}."
        if isinstance(action, PlayMember) and self.room(p if action.band < 0 else action.band) <= 0:
            return "A band has at most 4 band members (the ME and the Producer count)."
        if isinstance(action, PlayInstrument):
            return "An instrument goes on a band member of your band who has no instrument (not the Producer)."
        if isinstance(action, TryReputation):
            return "A reputation goes on a band member in play who has none yet (not the Producer)."
        if isinstance(action, PlayContract):
            return "A band may not have more than 1 contract in play at a time."
        if isinstance(action, PlayHitSingle):
            return "A band must have a contract or a signed gig to play hit singles."
        if isinstance(action, StopDiscarding):
            return "You are not discarding now."
        if isinstance(action, Pass):
            return "You must take an action on your turn; passing is only for gigs or an empty hand."
        return f"'{action}' is not a move you can make now."

    # --- turn actions (``resolve`` carries them out) -----------------------------------------
    def play_member(self, p, action):
        """Play a band member on your band (or, by house rule, another band)."""
        band = p if action.band < 0 else action.band
        self.hands[p].remove(action.card)
        self.bands[band].append((action.card, -1, -1, 0, 0))
        self.band_changed(band)
        if band == p:
            events = [self.table.joined[p, action.card, band]]
        else:
            events = [ev.MemberJoinedAnyBand(p, action.card, band, self.names)]
        if TYPE[action.card] == PRODUCER:
            events += self.producer_enters(band)
        return events

    def producer_enters(self, band):
        """The Producer gives its band's player another action at once (if it is their turn)."""
        if band != self.turn:
            return []
        self.actions_left += 1
        return [ev.ProducerAction(band, self.names)]

    def play_instrument(self, p, action):
        """Play an instrument on a member."""
        self.hands[p].remove(action.card)
        slot = self.change_slot(action.owner, action.member, {INSTR: action.card})
        self.band_changed(action.owner)
        played = ev.InstrumentPlayed if action.owner == p else ev.InstrumentPlayedAnyBand
        return [played(p, action.card, action.owner, action.member, self.member_hp(slot), names=self.names)]

    def try_reputation(self, p, action):
        """Roll one die: on HP or less the reputation goes under the member, else it is discarded."""
        self.hands[p].remove(action.card)
        slot = self.find_slot(action.owner, action.member)
        need = self.member_hp(slot)
        value, rolled = self.roll(p, f"for {SIDE_NAME[action.card][action.side]}, needs {need} or less")
        events = [
            ev.ReputationTried(p, action.card, action.side, action.owner, action.member, need, self.names),
            rolled,
        ]
        self.stats["reputation_tries"] += 1
        if value <= need:
            self.change_slot(action.owner, action.member, {REP: action.card, SIDE: action.side})
            self.band_changed(action.owner)
            self.stats["reputation_successes"] += 1
            return events + [ev.ReputationPlaced(action.card, action.side, action.owner, action.member, self.names)]
        self.discards.append(action.card)
        return events + [self.table.reputation_failed[action.card, action.side]]

    def play_contract(self, p, action):
        """Place a contract on your band."""
        self.hands[p].remove(action.card)
        self.contracts[p] = action.card
        return [ev.ContractPlayed(p, action.card, self.names)]

    def play_hit_single(self, p, action):
        """Play a hit single: its SP count, and +1 in every gig."""
        self.hands[p].remove(action.card)
        self.win_card(p, action.card)
        return [ev.HitSinglePlayed(p, action.card, self.points(p), self.names)]

    def discard(self, p, action):
        """Discard a card: the start of a "discard up to 3 cards" action."""
        self.hands[p].remove(action.card)
        self.discards.append(action.card)
        self.discarding = 1 if self.hands[p] else 0
        return [self.table.discarded[p, (action.card,)]]

    def discard_more(self, p, action):
        """Another card of the discard action, or stop; after the third card the action ends."""
        count = self.discarding
        self.discarding = 0
        if type(action) is StopDiscarding:
            return self.after_action()
        self.hands[p].remove(action.card)
        self.discards.append(action.card)
        events = [self.table.discarded[p, (action.card,)]]
        if count + 1 < MAX_DISCARD and self.hands[p]:
            self.discarding = count + 1
            return events
        return events + self.after_action()

    def pass_action(self, p, action):
        """Nothing to do with an empty hand."""
        return [ev.TurnPassed(p, self.names)]

    def play_music_biz(self, p, action):
        """Play a Music Biz card: carry out its effect kind, then discard it."""
        card = action.card
        self.hands[p].remove(card)
        self.discards.append(card)
        effect, amount = EFFECT[card]
        return MUSIC_BIZ_HANDLERS[effect](self, p, action, amount)

    def swap_instruments(self, p, action):
        """House rule: swap two members' instruments, then discard a card."""
        a, b = self.find_slot(p, action.first), self.find_slot(p, action.second)
        self.change_slot(p, action.first, {INSTR: b[INSTR]})
        self.change_slot(p, action.second, {INSTR: a[INSTR]})
        self.band_changed(p)
        self.hands[p].remove(action.discard)
        self.discards.append(action.discard)
        return [
            ev.InstrumentsSwapped(p, action.first, action.second, self.names),
            ev.CardsDiscarded(p, (action.discard,), self.names),
        ]

    def replace_member(self, p, action):
        """House rule: discard a member of your band with its cards; a member from your hand takes its place."""
        old = self.find_slot(p, action.old)
        self.bands[p].remove(old)
        self.discards.extend(c for c in old[:3] if c >= 0)
        self.hands[p].remove(action.new)
        self.bands[p].append((action.new, -1, -1, 0, 0))
        self.band_changed(p)
        events = [ev.MemberReplaced(p, action.old, action.new, self.names)]
        if TYPE[action.new] == PRODUCER:
            events += self.producer_enters(p)
        return events

    # --- Music Biz effect kinds ------------------------------------------------------------
    def flip_reputation(self, p, action, _):
        """Turn a member's reputation to its other side."""
        slot = self.find_slot(action.owner, action.member)
        slot = self.change_slot(action.owner, action.member, {SIDE: 1 - slot[SIDE]})
        # (no play's target depends on the side, so the band's plays hold)
        text = (
            f"{self.names[action.owner]}'s {NAME[action.member]} is now "
            f"{SIDE_NAME[slot[REP]][slot[SIDE]]} ({SIDE_HP[slot[REP]][slot[SIDE]]:+d} HP)"
        )
        return [ev.MusicBizPlayed(p, action.card, text, self.names)]

    def move_instrument(self, p, action, _):
        """Take an instrument from another band's member to a member of yours."""
        source = self.find_slot(action.owner, action.member)
        dest = self.change_slot(p, action.to_member, {INSTR: source[INSTR]})
        self.change_slot(action.owner, action.member, {INSTR: -1})
        self.band_changed(action.owner)
        self.band_changed(p)
        text = (
            f"{NAME[dest[INSTR]]} moves from {self.names[action.owner]}'s {NAME[action.member]} to "
            f"{self.names[p]}'s {NAME[action.to_member]}"
        )
        return [ev.MusicBizPlayed(p, action.card, text, self.names)]

    def discard_instrument(self, p, action, _):
        """Discard a member's instrument."""
        slot = self.find_slot(action.owner, action.member)
        self.discards.append(slot[INSTR])
        text = f"{self.names[action.owner]}'s {NAME[action.member]} loses {NAME[slot[INSTR]]}"
        self.change_slot(action.owner, action.member, {INSTR: -1})
        self.band_changed(action.owner)
        return [ev.MusicBizPlayed(p, action.card, text, self.names)]

    def discard_reputation(self, p, action, _):
        """Discard a member's reputation."""
        slot = self.find_slot(action.owner, action.member)
        self.discards.append(slot[REP])
        text = f"{self.names[action.owner]}'s {NAME[action.member]} is no longer {SIDE_NAME[slot[REP]][slot[SIDE]]}"
        self.change_slot(action.owner, action.member, {REP: -1, SIDE: 0})
        self.band_changed(action.owner)
        return [ev.MusicBizPlayed(p, action.card, text, self.names)]

    def discard_member(self, p, action, _):
        """A member (not a ME) quits its band: it and its cards are discarded."""
        slot = self.find_slot(action.owner, action.member)
        self.bands[action.owner].remove(slot)
        self.band_changed(action.owner)
        self.discards.extend(c for c in slot[:3] if c >= 0)
        text = f"{NAME[action.member]} quits {self.names[action.owner]}'s band"
        return [ev.MusicBizPlayed(p, action.card, text, self.names)]

    def poach_member(self, p, action, _):
        """A member (not a ME) of another band joins yours with its cards."""
        slot = self.find_slot(action.owner, action.member)
        self.bands[action.owner].remove(slot)
        self.bands[p].append(slot)
        self.band_changed(action.owner)
        self.band_changed(p)
        text = f"{NAME[action.member]} leaves {self.names[action.owner]}'s band for {self.names[p]}'s"
        events = [ev.MusicBizPlayed(p, action.card, text, self.names)]
        if TYPE[action.member] == PRODUCER:
            events += self.producer_enters(p)
        return events

    def discard_contract(self, p, action, _):
        """Discard a band's contract (its hit singles stay)."""
        self.discards.append(self.contracts[action.owner])
        self.contracts[action.owner] = -1
        return [ev.MusicBizPlayed(p, action.card, f"{self.names[action.owner]}'s contract is torn up", self.names)]

    def draw_cards(self, p, action, amount):
        """Draw ``amount`` cards (the hand may exceed 6)."""
        events = [ev.MusicBizPlayed(p, action.card, f"{self.names[p]} draws {amount} cards", self.names)]
        return events + self.draw(p, amount)

    def take_card(self, p, action, amount):
        """Take ``amount`` random cards from another player's hand."""
        victim = self.hands[action.owner]
        events = [
            ev.MusicBizPlayed(p, action.card, f"{self.names[p]} raids {self.names[action.owner]}'s hand", self.names)
        ]
        for _ in range(min(amount, len(victim))):
            card = victim.pop(self.rng.below(len(victim)))
            self.hands[p].append(card)
            events.append(self.table.card_taken[p, action.owner])
        self.hands[p].sort()
        return events

    # --- turns, drawing, the end ---------------------------------------------------------------
    def after_action(self):
        """Check the target, and whether anyone could still reach it (winning every SP card left and a ME
        point); then another action (the Producer) or the next player's turn."""
        if self.phase == OVER:
            return []
        best, target = self.sp_high, self.target
        if best >= target or (best + 1 == target and self.leader_holds_me_point(best)):
            return self.end_at_target()  # (a ME point is worth 1: one short of the target, only it can get you there)
        if best + DECK_SP - self.sp_total + 1 < target and self.reshuffles_left is None:
            return self.end_short_of_target(BY_DEAD_END)
        if self.actions_left > 0 and self.hands[self.turn]:
            return []
        return self.start_turn(LEFT[self.players][self.turn])

    def leader_holds_me_point(self, best):
        """True if a player with the most superstar points from cards (``best``) holds the ME point."""
        for p, won in enumerate(self.sp_won):
            if won == best and self.me_point(p):
                return True
        return False

    def sp_left(self):
        """Superstar points on gig and hit single cards not yet won (in hands, the piles or the gig in progress)."""
        return DECK_SP - sum(self.sp_won)

    def start_turn(self, player):
        """Draw up to 6 and set the number of actions (2 with the Producer); the round limit may end the game."""
        stats = self.stats
        turns = stats["turns"]
        if turns >= self.turn_limit:
            return self.end_short_of_target(BY_ROUND_LIMIT)
        self.turn, self.phase = player, TURN
        stats["turns"] = turns + 1
        hand, pile = self.hands[player], self.pile
        need = HAND_SIZE - len(hand)
        if 0 < need <= len(pile):  # (refill's usual case, written out: take them at once, sort the hand after)
            hand += pile[-need:]
            del pile[-need:]
            hand.sort()
            drawn, events = need, []
        elif need > 0:
            drawn, events = self.refill(player, need)  # (a new list: ours to extend)
            if self.phase == OVER:
                return events
        else:
            drawn, events = 0, []
        producer = PRODUCER_CARD in self.band_aims[player][NOT_ME].members  # (producer_in, written out)
        actions = self.actions_left = 2 if producer else 1
        events.append(self.table.turn_started[player, drawn, actions])
        return events

    def draw(self, player, count):
        """Draw ``count`` cards and say how many (``refill`` says what can happen on the way)."""
        drawn, events = self.refill(player, count)
        if self.phase == OVER:
            return events
        return events + [ev.CardsDrawn(player, drawn, self.names)]

    def refill(self, player, count):
        """Draw ``count`` cards: how many came, and the events on the way.  An empty pile is remade from the
        shuffled discards, and with no discards either the draw stops short.  By the house rule ``reshuffles``
        the pile is remade only so often, and running out after that ends the game."""
        hand, pile = self.hands[player], self.pile
        if 0 < count <= len(pile):  # the usual case: take them at once (the hand is sorted after)
            hand += pile[-count:]
            del pile[-count:]
            hand.sort()
            return count, []
        events = []
        drawn = 0
        for _ in range(count):
            if not pile:
                if self.reshuffles_left is not None and (self.reshuffles_left <= 0 or not self.discards):
                    if drawn:
                        events.append(ev.CardsDrawn(player, drawn, self.names))
                    hand.sort()
                    return drawn, events + self.end_pile_ran_out()
                if not self.discards:
                    events.append(ev.NothingToDraw(player, count - drawn, self.names))
                    break
                events.append(self.reshuffle())
                pile = self.pile
            hand.append(pile.pop())
            drawn += 1
        hand.sort()
        return drawn, events

    def reshuffle(self):
        """Shuffle the discards into a new draw pile."""
        if self.reshuffles_left is not None:
            self.reshuffles_left -= 1
        self.stats["reshuffles"] += 1
        self.pile, self.discards = self.discards, []
        self.rng.shuffle(self.pile)
        return ev.Reshuffled(len(self.pile), self.reshuffles_left, self.names)

    def end(self, how):
        """The game is over, ended ``how`` (``BY_TARGET`` ... ``BY_PILE``)."""
        self.phase, self.gig, self.ended_by, self.is_over = OVER, None, how, True

    def end_at_target(self):
        """The rulebook's end: a player has the winning total (the most SP wins, should two have it at once)."""
        self.end(BY_TARGET)
        return [ev.GameEnded(tuple(self.winners()), tuple(self.scores()), self.target, self.names)]

    def end_short_of_target(self, how):
        """No one can reach the target any more, or the round limit: the most SP from cards wins (ties share).

        The ME point is left out: it can still change hands, and every player could still win one,
        so the cards are the part of the total no later play can change."""
        cards = list(self.sp_won)
        best = max(cards)
        self.winner_list = tuple(p for p in range(self.players) if cards[p] == best)
        self.end(how)
        details = (self.target, self.sp_left(), self.turn_limit // self.players)
        return [
            ev.EndedShortOfTarget(self.winner_list, tuple(cards), tuple(self.scores()), how, *details, names=self.names)
        ]

    def end_pile_ran_out(self):
        """House rule ``reshuffles``: the pile ran out with no reshuffle left; the most SP wins (ties share)."""
        self.end(BY_PILE)
        return [ev.PileRanOut(tuple(self.winners()), tuple(self.scores()), self.stats["reshuffles"], self.names)]

    # --- gig rounds ----------------------------------------------------------------------------
    def start_gig(self, p, card):
        """Play a gig card: the gig player plays or passes first, then clockwise."""
        self.hands[p].remove(card)
        self.phase = GIG_ROUND
        self.gig = Gig(card, p, self.players)
        self.stats["gigs_played"] += 1
        return [self.table.gig_started[p, card]]

    def gig_play(self, action):
        """One play (or pass) in the gig round; after a full round of passes, the gig is decided."""
        gig = self.gig
        p = gig.turn
        if action is PASS or type(action) is Pass:
            gig.passes += 1
            events = [self.table.passed[(p,)]]
            if gig.passes >= self.players:
                return events + self.finish_gig()
        else:
            gig.passes = 0
            self.hands[p].remove(action.card)
            gig.played.append(action.card)
            events = GIG_HANDLERS[type(action)](self, p, action)
        gig.turn = LEFT[self.players][p]
        return events

    def play_wrench(self, p, action):
        """A Monkey Wrench: +/- HP to a band, silence a member, or ban a band."""
        effect, amount = EFFECT[action.card]
        gig = self.gig
        q = action.owner
        if effect == BAND_HP:
            gig.modifiers[q] += amount
            text = f"{amount:+d} HP to {self.names[q]}'s band"
        elif effect == SILENCE_MEMBER:
            gig.silenced.add((q, action.member))
            text = f"{self.names[q]}'s {NAME[action.member]} does not count in this gig"
        else:
            assert effect == BAN_BAND
            gig.banned[q] = True
            text = f"{self.names[q]}'s band is banned from this gig"
        self.discards.append(action.card)
        return [ev.WrenchPlayed(p, action.card, q, action.member, text, self.names)]

    def play_guest_star(self, p, action):
        """A band member joins your band for this gig only."""
        self.bands[p].append((action.card, -1, -1, 0, GUEST))
        return [self.table.guest_star_played[p, action.card]]

    def lend_instrument(self, p, action):
        """An instrument on a member of your band for this gig only."""
        slot = self.find_slot(p, action.member)
        slot = self.change_slot(p, action.member, {INSTR: action.card, FLAGS: slot[FLAGS] | BORROWED})
        return [ev.InstrumentLent(p, action.card, p, action.member, self.member_hp(slot), True, self.names)]

    def finish_gig(self):
        """Tally, roll, award the gig card, discard guests and loans; then the gig player's turn goes on."""
        gig = self.gig
        events = []
        finals = {}
        for q in clockwise_from(gig.player, self.players):
            if gig.banned[q]:
                events.append(ev.BandSitsOut(q, self.names))
                continue
            total = self.gig_total(q)
            value, rolled = self.roll(q, "the audience's reaction")
            finals[q] = total + value
            events += [rolled, self.table.tallied[q, total, value]]
        best = max(finals.values()) if finals else None
        top = [q for q, v in finals.items() if v == best]
        winner = top[0] if len(top) == 1 else gig.player
        self.win_card(winner, gig.card)
        gig.winner = winner
        tied = tuple(top) if len(top) > 1 else ()
        events.append(ev.GigWon(winner, gig.card, len(top) != 1, self.points(winner), tied, best or 0, self.names))
        events.append(ev.GigCleared(tuple(self.clear_gig()), self.names))
        self.turn = gig.player
        self.gig = None
        self.phase = TURN
        return events + self.after_action()

    def clear_gig(self):
        """Discard guest stars (with their cards) and borrowed instruments; return what went."""
        gone = []
        for owner, band in enumerate(self.bands):
            for slot in list(band):
                if slot[FLAGS] & GUEST:
                    band.remove(slot)
                    gone.extend(c for c in slot[:3] if c >= 0)
                elif slot[FLAGS] & BORROWED:
                    gone.append(slot[INSTR])
                    self.change_slot(owner, slot[MEMBER_], {INSTR: -1, FLAGS: 0})
                else:
                    continue
                self.band_changed(owner)  # (a position sampled in a gig took up aims with its guests and loans)
        self.discards.extend(gone)
        return gone


class Gig:
    """A gig round in progress: its card, who played it, whose play it is, and what was played."""

    __slots__ = ("card", "player", "turn", "passes", "modifiers", "banned", "silenced", "played", "winner")

    def __init__(self, card, player, players):
        self.card, self.player, self.turn, self.passes = card, player, player, 0
        self.modifiers, self.banned = [0] * players, [False] * players
        self.silenced, self.played, self.winner = set(), [], None

    def copy(self):
        """An independent copy."""
        other = Gig.__new__(Gig)
        other.card, other.player, other.turn, other.passes = self.card, self.player, self.turn, self.passes
        other.modifiers, other.banned = self.modifiers.copy(), self.banned.copy()
        other.silenced, other.played, other.winner = set(self.silenced), self.played.copy(), self.winner
        return other


#: Every band member card (the ME cards and the Producer too).
MEMBERS = tuple(k for k, member in enumerate(IS_MEMBER) if member)
#: Where a seat's table of plays (``SeatPlays``) keeps the play of a Music Biz card or a Monkey Wrench on a band (or
#: a hand) as a whole.
WHOLE_BAND = -1
#: LEND[instrument][member]: the instrument lent to that member for a gig (a member with none, not the Producer).
LEND = tuple(
    {member: make(LendInstrument, k, member) for member in MEMBERS} if TYPE[k] == INSTRUMENT else None
    for k in range(len(TYPE))
)
#: The members of a band a card can aim at, by the kind of card (``aimed_at``): those who could take an
#: instrument (not the Producer), those who could take a reputation (nor here), those who hold a reputation,
#: those who hold an instrument, and every member but the ME.
TAKES_INSTRUMENT, TAKES_REPUTATION, HOLDS_REPUTATION, HOLDS_INSTRUMENT, NOT_ME = range(5)
#: Every Aim seen, one object for each (seat, owner's name, aim, members); and each band line-up's five aims
#: (seat, owner's name, members with whether each holds an instrument and a reputation) -> aims.  Both start
#: again empty past MAX_KEPT_AIMS (states keep the aims they hold; only the sharing is lost).
AIMS = {}
BAND_AIMS = {}
MAX_KEPT_AIMS = 50_000


class Aim(dict):
    """Some members of one band, those one kind of card aims at (``aimed_at``), with the plays each card of that
    kind has on them in band order (``aim[card]``), worked out the first time they are asked for; one object for
    every band with those members."""

    __slots__ = ("owner", "name", "members")

    def __init__(self, owner, name, members):
        super().__init__()
        self.owner, self.name, self.members = owner, name, members

    def __missing__(self, card):
        """The plays of ``card`` (an instrument, a reputation, a Music Biz card aimed at members) on these members,
        from the seat's table of plays (``seat_plays``), kept."""
        on_member = seat_plays(self.owner, self.name)[card]
        plays = self[card] = tuple(chain.from_iterable(map(on_member.__getitem__, self.members)))
        return plays


class SeatPlays(dict):
    """The plays of each card aimed at members (an instrument, a reputation, a Music Biz card, a Monkey Wrench) on
    each member of the band in one seat: ``plays[card][member]``, a card's row made the first time it is asked for;
    a Music Biz card or a Monkey Wrench aimed at the band (or the hand) as a whole has its one play there too
    (``plays[card][WHOLE_BAND]``)."""

    __slots__ = ("seat", "name")

    def __init__(self, seat, name):
        super().__init__()
        self.seat, self.name = seat, name

    def __missing__(self, card):
        row = self[card] = {member: self.plays_on(card, member) for member in MEMBERS}
        if TYPE[card] == MUSIC_BIZ:
            row[WHOLE_BAND] = make(PlayMusicBiz, card, self.seat, -1, -1, self.name)
        elif TYPE[card] == MONKEY_WRENCH:
            row[WHOLE_BAND] = make(PlayWrench, card, self.seat, -1, self.name)
        return row

    def plays_on(self, card, member):
        """The plays of ``card`` on ``member`` of this seat's band: both sides of a reputation, else one."""
        q, name, kind = self.seat, self.name, TYPE[card]
        if kind == INSTRUMENT:
            return (make(PlayInstrument, card, q, member, name),)
        if kind == REPUTATION:
            return tuple(make(TryReputation, card, side, q, member, name) for side in (POSITIVE, NEGATIVE))
        if kind == MONKEY_WRENCH:
            return (make(PlayWrench, card, q, member, name),)
        return (make(PlayMusicBiz, card, q, member, -1, name),)


#: How many seats' tables of plays are kept (the least used go first, so names from outside cannot grow them).
MAX_SEAT_PLAYS = 256


@functools.lru_cache(maxsize=MAX_SEAT_PLAYS)
def seat_plays(seat, name):
    """The one table of plays (``SeatPlays``) on the band in ``seat`` of owner ``name``."""
    return SeatPlays(seat, name)


def aims_of(q, name, band):
    """The five aims (TAKES_INSTRUMENT ... NOT_ME) of ``band`` in seat ``q`` of owner ``name``: the same objects
    for every band with the same line-up (members, and whether each holds an instrument and a reputation)."""
    line_up = []  # (a loop: a comprehension is a call of its own)
    for s in band:
        line_up.append((s[MEMBER_], s[INSTR] >= 0, s[REP] >= 0))
    key = (q, name, tuple(line_up))
    aims = BAND_AIMS.get(key)
    if aims is None:
        if len(BAND_AIMS) >= MAX_KEPT_AIMS:
            BAND_AIMS.clear()
        aims = BAND_AIMS[key] = shared_aims(q, name, aimed_at(line_up))
    return aims


def aimed_at(line_up):
    """The members of a line-up ((member, holds an instrument, holds a reputation) each) for each aim, in order:
    who could take an instrument or a reputation (not the Producer), who holds a reputation, an instrument,
    and who is not the ME."""
    takes_instrument, takes_reputation, holds_reputation, holds_instrument, not_me = [], [], [], [], []
    for member, instrument, reputation in line_up:
        kind = TYPE[member]
        if kind != PRODUCER:
            if not instrument:
                takes_instrument.append(member)
            if not reputation:
                takes_reputation.append(member)
        if reputation:
            holds_reputation.append(member)
        if instrument:
            holds_instrument.append(member)
        if kind != ME:
            not_me.append(member)
    return takes_instrument, takes_reputation, holds_reputation, holds_instrument, not_me


def shared_aims(q, name, members_by_aim):
    """The one Aim of each of these lists of members of ``q``'s band (owner ``name``), in order."""
    aims = []
    for members in members_by_aim:
        key = (q, name, tuple(members))
        aim = AIMS.get(key)
        if aim is None:
            if len(AIMS) >= MAX_KEPT_AIMS:
                AIMS.clear()
            aim = AIMS[key] = Aim(*key)
        aims.append(aim)
    return tuple(aims)


#: Slots whose gig HP is remembered (views and bots ask for the same slots again and again).
MAX_SLOTS_KEPT = 8192


@functools.lru_cache(maxsize=MAX_SLOTS_KEPT)
def slot_hp(slot):
    """A member's whole contribution to a gig: member, instrument, bonus, reputation (the Producer adds nothing);
    ``slot`` is a band slot (a tuple of cards and flags)."""
    if TYPE[slot[MEMBER_]] == PRODUCER:
        return 0
    hp = member_hp(slot[MEMBER_], slot[INSTR])
    if slot[REP] >= 0:
        hp += SIDE_HP[slot[REP]][slot[SIDE]]
    return hp


def distinct(hand):
    """The different cards of a hand, in card order."""
    return sorted(set(hand))


def take_cards(remaining, cards, option):
    """Remove scenario cards from the deck, or say clearly that there are not that many."""
    for card in cards:
        if TYPE[card] == ME:
            raise SetupError(f"{NAME[card]} is a ME card: give ME cards with the 'me' option, not '{option}'.")
        try:
            remaining.remove(card)
        except ValueError:
            raise SetupError(
                f"The scenario uses more {NAME[card]} cards than the deck holds (option '{option}')."
            ) from None


#: What each type of card can do in a turn (besides a discard): card type -> (state, player, card) -> plays.
TURN_PLAYS = {
    ME: BattleState.no_plays,
    MEMBER: BattleState.member_plays,
    PRODUCER: BattleState.member_plays,
    INSTRUMENT: BattleState.instrument_plays,
    REPUTATION: BattleState.reputation_plays,
    MUSIC_BIZ: BattleState.music_biz_actions,
    MONKEY_WRENCH: BattleState.no_plays,
    GIG: BattleState.gig_plays,
    HIT_SINGLE: BattleState.hit_single_plays,
    CONTRACT: BattleState.contract_plays,
}

#: Who a Music Biz card can target, by effect kind: effect -> (state, player, card) -> plays.
MUSIC_BIZ_PLAYS = {
    FLIP_REPUTATION: BattleState.member_target_plays,
    MOVE_INSTRUMENT: BattleState.theft_plays,
    DISCARD_INSTRUMENT: BattleState.member_target_plays,
    DISCARD_REPUTATION: BattleState.member_target_plays,
    DISCARD_MEMBER: BattleState.member_target_plays,
    POACH_MEMBER: BattleState.poached_plays,
    DISCARD_CONTRACT: BattleState.dropped_plays,
    DRAW_CARDS: BattleState.fan_club_plays,
    TAKE_CARD: BattleState.groupies_plays,
}

#: Where a card's turn plays land, for the turn's list to look them up at once: in a table (no play, a card's one
#: play whatever the table, a member joining the player's band, an instrument on a member of it: ``turn_actions``),
#: on every band (a reputation, a Music Biz card aimed at any member), or elsewhere (worked out by ``TURN_PLAYS``).
NO_PLAY, ONE_PLAY, JOINS_BAND, OWN_BAND, EVERY_BAND, ELSEWHERE = range(6)
#: The members a Music Biz effect aims at (effects aimed at no member are left out).
EFFECT_AIMS = {
    FLIP_REPUTATION: HOLDS_REPUTATION,
    DISCARD_REPUTATION: HOLDS_REPUTATION,
    DISCARD_INSTRUMENT: HOLDS_INSTRUMENT,
    DISCARD_MEMBER: NOT_ME,
    POACH_MEMBER: NOT_ME,
}
#: The members each card aims at (None: no member).
AIM_AT = tuple(
    TAKES_INSTRUMENT
    if TYPE[k] == INSTRUMENT
    else TAKES_REPUTATION
    if TYPE[k] == REPUTATION
    else EFFECT_AIMS.get(EFFECT[k][0])
    if TYPE[k] == MUSIC_BIZ
    else None
    for k in range(len(TYPE))
)
AT_MEMBERS = {effect for effect, plays in MUSIC_BIZ_PLAYS.items() if plays is BattleState.member_target_plays}
#: (And cards with no play in a turn, the ME and Monkey Wrenches.)
ONE_CARD_REACH = {
    BattleState.no_plays: NO_PLAY,
    BattleState.gig_plays: ONE_PLAY,
    BattleState.member_plays: JOINS_BAND,
}


def reach_of(card, any_band_members=False, any_band_instruments=False):
    """Where ``card``'s turn plays land (``NO_PLAY`` ... ``ELSEWHERE``); by the house rules that let members and
    instruments go on any band, those land elsewhere."""
    kind = TYPE[card]
    if kind == REPUTATION or (kind == MUSIC_BIZ and EFFECT[card][0] in AT_MEMBERS):
        return EVERY_BAND
    if kind == INSTRUMENT:
        return ELSEWHERE if any_band_instruments else OWN_BAND
    if kind == MUSIC_BIZ and EFFECT[card][0] == DRAW_CARDS:
        return ONE_PLAY
    reach = ONE_CARD_REACH.get(TURN_PLAYS[kind], ELSEWHERE)
    return ELSEWHERE if reach == JOINS_BAND and any_band_members else reach


REACH = tuple(map(reach_of, range(len(TYPE))))
#: Where each card's plays land, by the house rules (any_band_members, any_band_instruments): ``BattleState.reaches``.
REACHES = {
    (members, instruments): tuple(reach_of(k, members, instruments) for k in range(len(TYPE)))
    for members in (False, True)
    for instruments in (False, True)
}
#: The one play of a card that has one whatever the table (``ONE_PLAY``): a gig starts, a Fan Club draws.
ONE_PLAY_OF = tuple(
    (PLAY_GIG[k] if TYPE[k] == GIG else make(PlayMusicBiz, k)) if REACH[k] == ONE_PLAY else None
    for k in range(len(TYPE))
)
#: The tables of ``turn_actions``, by card: no plays; a card's one play; [the band has room] a member joining it.
NO_PLAYS = ((),) * len(TYPE)
ONE_PLAYS = tuple(() if play is None else (play,) for play in ONE_PLAY_OF)
JOINS = (NO_PLAYS, tuple((PLAY_MEMBER[k],) if REACH[k] == JOINS_BAND else () for k in range(len(TYPE))))

#: The function that lists each card's turn plays, by card (``TURN_PLAYS``, a Music Biz card's by its effect).
PLAYS_OF_CARD = tuple(
    MUSIC_BIZ_PLAYS[EFFECT[k][0]] if TYPE[k] == MUSIC_BIZ else TURN_PLAYS[TYPE[k]] for k in range(len(TYPE))
)

TURN_HANDLERS = {
    PlayMember: BattleState.play_member,
    PlayInstrument: BattleState.play_instrument,
    TryReputation: BattleState.try_reputation,
    PlayContract: BattleState.play_contract,
    PlayHitSingle: BattleState.play_hit_single,
    PlayMusicBiz: BattleState.play_music_biz,
    DiscardCard: BattleState.discard,
    Pass: BattleState.pass_action,
    SwapInstruments: BattleState.swap_instruments,
    ReplaceMember: BattleState.replace_member,
}

MUSIC_BIZ_HANDLERS = {
    FLIP_REPUTATION: BattleState.flip_reputation,
    MOVE_INSTRUMENT: BattleState.move_instrument,
    DISCARD_INSTRUMENT: BattleState.discard_instrument,
    DISCARD_REPUTATION: BattleState.discard_reputation,
    DISCARD_MEMBER: BattleState.discard_member,
    POACH_MEMBER: BattleState.poach_member,
    DISCARD_CONTRACT: BattleState.discard_contract,
    DRAW_CARDS: BattleState.draw_cards,
    TAKE_CARD: BattleState.take_card,
}

GIG_HANDLERS = {
    PlayWrench: BattleState.play_wrench,
    PlayGuestStar: BattleState.play_guest_star,
    LendInstrument: BattleState.lend_instrument,
}
