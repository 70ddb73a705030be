"""A Battle of the Bands heuristic bot. It sees only its player's view and the legal actions.

On its turn it rates every legal action and takes the best: superstar points
first (hit singles, a contract to allow them), a gig when its band is at least
as strong as the strongest rival (the gig player wins ties), band members and
instruments (the ME's own instrument type earns a point), positive reputations
on its strong members and negative ones on the leader's, Music Biz against the
leader; otherwise it discards cards it cannot use.  In a gig it plays a card
only when its band is not ahead: boosts on itself, or wrenches on the leader.
"""

import math

from bandlab.core.agents import Agent
from bandlab.games.battle_of_the_bands.actions import (
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
)
from bandlab.games.battle_of_the_bands.cards import (
    AFFINITY,
    BAN_BAND,
    BAND_HP,
    CODE,
    DISCARD_CONTRACT,
    DISCARD_INSTRUMENT,
    DISCARD_MEMBER,
    DISCARD_REPUTATION,
    DRAW_CARDS,
    EFFECT,
    EXACT,
    FLIP_REPUTATION,
    HIT_SINGLE,
    HP,
    INSTRUMENT,
    ME,
    MEMBER,
    MONKEY_WRENCH,
    MOVE_INSTRUMENT,
    MUSIC_BIZ,
    NEGATIVE,
    POACH_MEMBER,
    PRODUCER,
    SIDE_HP,
    SILENCE_MEMBER,
    SP,
    TAKE_CARD,
    TYPE,
    card_from_code,
    member_hp,
)


class HeuristicBot(Agent):
    """Scores points, gigs when strong, builds its band, and plays wrenches only when behind."""

    name = "heuristic"

    def choose(self, view, legal_actions):
        """The best-rated legal action (ties to the first listed)."""
        if view["phase"] == "gig":
            return self.choose_in_gig(view, legal_actions)
        table = Table(view)
        me, leader, best, best_rating = table.me, table.leader, None, -math.inf
        ratings = self.ratings
        # max(legal_actions, key=rate), written out: a playout asks this at most of its steps, and most of a turn's
        # actions are reputations on every member in play, Music Biz cards on every target and discards, which need
        # not be rated once an earlier action is rated at least their ceiling (they cannot be the first of the best).
        for action in legal_actions:
            kind = type(action)
            if kind is TryReputation:
                owner, side = action.owner, action.side
                helps = (owner == me) != (side == NEGATIVE)  # positive on its own band, negative on a rival's
                if best_rating >= (REPUTATION_CEILING[owner == leader][action.card][side] if helps else 0):
                    continue
            elif kind is DiscardCard and best_rating >= DISCARD_CEILING:
                continue
            elif kind is PlayMusicBiz and best_rating >= MUSIC_BIZ_CEILING[action.card]:
                continue
            rating = ratings.get(kind, HeuristicBot.rate_other)(self, table, action)
            if rating > best_rating:
                best, best_rating = action, rating
        return best

    # --- turn ---------------------------------------------------------------------------
    def rate(self, t, action):
        """How good a turn action is for this player."""
        return self.ratings.get(type(action), HeuristicBot.rate_other)(self, t, action)

    def rate_hit_single(self, t, action):
        """Superstar points now: always first."""
        return 100 + SP[action.card]

    def rate_contract(self, t, action):
        """A contract is worth more with a hit single to play after it."""
        return 60 if t.holds_type(SINGLE) or t.hit_singles_in_hand() else 25

    def rate_gig(self, t, action):
        """A gig when the band (with the boosts in hand) is at least as strong as the strongest rival."""
        margin = t.hp[t.me] + t.boosts_in_hand() - t.best_rival_hp()
        return 70 + SP[action.card] + margin if margin >= 0 else -5

    def rate_member(self, t, action):
        """A member in its own band: the Producer first, then the strongest."""
        if action.band >= 0:
            return -50
        return 50 if TYPE[action.card] == PRODUCER else 30 + 3 * HP[action.card]

    def rate_swap(self, t, action):
        """Swapping instruments or replacing a member: better than nothing."""
        return 1

    def rate_stop_discarding(self, t, action):
        """Stopping a discard: just better than nothing."""
        return 0.5

    def rate_other(self, t, action):
        """Any other action: nothing to gain."""
        return 0

    def rate_instrument(self, t, action):
        """Own members only; the ME's type earns a point (another type on the ME is a last resort), a
        member's type a bonus HP."""
        if action.owner != t.me:
            return -50
        slot = t.slot(action.owner, action.member)
        if slot is None:
            return 0
        if TYPE[action.member] == ME:  # keep the ME free for an instrument of its type: that earns a point
            return 90 if AFFINITY[action.card] == AFFINITY[action.member] else 2
        return 20 + member_hp(action.member, action.card) - HP[action.member]

    def rate_reputation(self, t, action):
        """Positive sides on own members, negative on rivals, weighted by the chance of the roll."""
        owner = action.owner
        slot = t.slots[owner].get(CODE[action.member])
        if slot is None:
            return 0
        mine = owner == t.me
        if mine == (action.side == NEGATIVE):
            return -40
        chance = min(slot["hp"], 6) / 6
        if chance <= 0:
            return -10
        gain = abs(SIDE_HP[action.card][action.side]) * chance * (1.5 if not mine and owner == t.leader else 1)
        return 10 + 10 * gain

    def rate_music_biz(self, t, action):
        """Music Biz against the leader (or anyone but itself), Fan Club always welcome."""
        effect = EFFECT[action.card][0]
        if effect == DRAW_CARDS:
            return 22
        if effect == TAKE_CARD:
            return 18 + (action.owner == t.leader)
        mine = action.owner == t.me
        bonus = 5 if action.owner == t.leader else 0
        slot = t.slot(action.owner, action.member) if action.member >= 0 else None
        if effect == DISCARD_CONTRACT:
            return -30 if mine else 15 + bonus
        if effect == MOVE_INSTRUMENT:
            return 35 + bonus
        if effect == POACH_MEMBER:
            return 30 + (slot["gig_hp"] if slot else 0) + bonus
        if effect == FLIP_REPUTATION:
            hp_now = slot["reputation_hp"] if slot else 0
            return (20 - hp_now * 5 if mine else 12 + hp_now * 5 + bonus) if hp_now else -5
        if effect in (DISCARD_MEMBER, DISCARD_INSTRUMENT, DISCARD_REPUTATION):
            value = slot["gig_hp"] if slot and effect == DISCARD_MEMBER else 2
            if effect == DISCARD_REPUTATION and slot:
                value = slot["reputation_hp"]
            return (-30 if value > 0 else 15) if mine else 8 + 4 * value + bonus
        return 0

    def rate_discard(self, t, action):
        """Discard what cannot be used soon: spare contracts, instruments without a free member, weak wrenches."""
        card = action.card
        kind = TYPE[card]
        if kind == MONKEY_WRENCH:
            return 3 if EFFECT[card][1] in (1, -1) else -2
        if kind == INSTRUMENT and not t.has_free_member():
            return 6
        if kind in (MEMBER, PRODUCER) and t.room() <= 0:
            return 6
        if CODE[card] == "Contract" and t.has_contract:
            return 7
        if kind == HIT_SINGLE and not t.can_sing:  # a hit single without a contract yet
            return -3
        return 1

    # --- gig ------------------------------------------------------------------------------
    def choose_in_gig(self, view, legal_actions):
        """Play only when not ahead: boost itself, or hit the leading band."""
        gig = view["gig"]
        me = view["player"]
        totals = gig["totals"]
        rivals = [(t, p) for p, t in enumerate(totals) if p != me and t is not None]
        if not rivals:
            return legal_actions[0]
        best_rival, leader = max(rivals)
        mine = totals[me]
        ahead = mine is not None and (mine > best_rival + 1 or (mine >= best_rival and gig["gig_player"] == me))
        if ahead:
            return next(a for a in legal_actions if type(a) is Pass)
        best, best_score = None, 0.0
        for action in legal_actions:
            score = self.rate_gig_play(view, action, me, leader)
            if score > best_score:
                best, best_score = action, score
        return best if best is not None else next(a for a in legal_actions if type(a) is Pass)

    def rate_gig_play(self, view, action, me, leader):
        """How much a gig play narrows the gap to the leader."""
        kind = type(action)
        if kind is PlayGuestStar:
            return HP[action.card] * 0.9
        if kind is LendInstrument:
            return member_hp(action.member, action.card) - HP[action.member] - 0.2
        if kind is PlayWrench:
            effect, amount = EFFECT[action.card]
            if effect == BAND_HP:
                return amount if action.owner == me else -amount if action.owner == leader else -amount * 0.5
            if effect == BAN_BAND:
                return 4 if action.owner == leader else -5
            if effect == SILENCE_MEMBER and action.owner == leader:
                slot = next((s for s in view["bands"][leader] if s["member"] == CODE[action.member]), None)
                return slot["gig_hp"] if slot else 0
            return -1
        return 0


#: How each kind of turn action is rated (HeuristicBot.rate).
RATINGS = {
    PlayHitSingle: HeuristicBot.rate_hit_single,
    PlayContract: HeuristicBot.rate_contract,
    PlayGig: HeuristicBot.rate_gig,
    PlayMember: HeuristicBot.rate_member,
    PlayInstrument: HeuristicBot.rate_instrument,
    TryReputation: HeuristicBot.rate_reputation,
    PlayMusicBiz: HeuristicBot.rate_music_biz,
    SwapInstruments: HeuristicBot.rate_swap,
    ReplaceMember: HeuristicBot.rate_swap,
    StopDiscarding: HeuristicBot.rate_stop_discarding,
    DiscardCard: HeuristicBot.rate_discard,
}
SINGLE = card_from_code("Single")
#: The most a discard is rated (rate_discard).
DISCARD_CEILING = 7
#: The most a Music Biz card is rated, by its effect (rate_music_biz; reputation HP run from -2 to 3): unbounded where
#: the member's own HP counts.
MUSIC_BIZ_CEILINGS = {
    DRAW_CARDS: 22,
    TAKE_CARD: 19,
    DISCARD_CONTRACT: 20,
    MOVE_INSTRUMENT: 40,
    FLIP_REPUTATION: 32,
    DISCARD_REPUTATION: 25,
    DISCARD_INSTRUMENT: 21,
}
#: MUSIC_BIZ_CEILING[card]: the most a Music Biz card is rated (MUSIC_BIZ_CEILINGS; other cards: unbounded).
MUSIC_BIZ_CEILING = tuple(
    MUSIC_BIZ_CEILINGS.get(EFFECT[k][0], math.inf) if TYPE[k] == MUSIC_BIZ else math.inf for k in range(len(TYPE))
)
#: REPUTATION_CEILING[on the leader's band][card][side]: the most a reputation side that helps (positive on the bot's
#: own band, negative on a rival's) is rated: a sure roll (rate_reputation).  A side that does not help: 0 at most.
REPUTATION_CEILING = tuple(
    tuple(tuple(10 + 10 * abs(hp) * weight for hp in sides) for sides in SIDE_HP) for weight in (1, 1.5)
)

HeuristicBot.ratings = RATINGS


class TempoBot(HeuristicBot):
    """Races for superstar points: the heuristic bot, but a band member (not the Producer) or an instrument is
    worth less than a contract, a gig, a Music Biz play or a reputation that the heuristic bot would pass over for it.

    A four-player game lasts about ten turns a player (1,000 games of heuristic bots: 40.7 turns in all), and
    the winners' points come from hit singles and gigs (4.2 and 3.9 superstar points a winner), so a turn spent
    on the band is a turn not spent on points.  Tuned against three heuristic bots
    (``benchmarks/bench_bot_tuning.py``); the coach's search plays its own seat with it (``Game.search``)."""

    name = "tempo"

    def rate_member(self, t, action):
        """The Producer (two actions a turn) as the heuristic bot rates it; any other member MEMBER_DISCOUNT less."""
        rating = HeuristicBot.rate_member(self, t, action)
        return rating if TYPE[action.card] == PRODUCER or action.band >= 0 else rating - MEMBER_DISCOUNT

    def rate_instrument(self, t, action):
        """An instrument INSTRUMENT_DISCOUNT less than the heuristic bot rates it (the ME's type still comes first)."""
        return HeuristicBot.rate_instrument(self, t, action) - INSTRUMENT_DISCOUNT


#: How much less the tempo bot rates a band member (not the Producer) and an instrument than the heuristic bot.
MEMBER_DISCOUNT = 25
INSTRUMENT_DISCOUNT = 20
TempoBot.ratings = {**RATINGS, PlayMember: TempoBot.rate_member, PlayInstrument: TempoBot.rate_instrument}


def cards_of(codes):
    """The cards a view's codes name (exact codes, as views write them, are looked up directly)."""
    try:
        return list(map(EXACT.__getitem__, codes))
    except (KeyError, TypeError):
        return list(map(card_from_code, codes))


class MembersInPlay(dict):
    """``slots[owner]``: each member code in ``owner``'s band -> its slot view (the first of the band with that card),
    worked out for a band when first asked for."""

    __slots__ = ("bands",)

    def __init__(self, bands):
        super().__init__()
        self.bands = bands

    def __missing__(self, owner):
        slots = self[owner] = {s["member"]: s for s in reversed(self.bands[owner])}
        return slots


class Table:
    """What the bot reads off its view, computed once per decision (the hand and each band's members when first
    asked for: most decisions rate only some of them)."""

    def __init__(self, view):
        self.view = view
        self.me = me = view["player"]
        self.hp = hp = view["band_hp"]
        self.scores = scores = view["scores"]
        rivals = list(zip(scores, hp, range(0, -len(scores), -1)))  # (points, HP, -seat): ties to the first seat
        del rivals[me]
        self.leader = -max(rivals)[2]  # the rival with the most points, then the most HP
        self.cards = None
        self.has_contract = view["contracts"][me] is not None
        self.can_sing = view["can_play_hit_singles"][me]
        self.slots = MembersInPlay(view["bands"])

    @property
    def hand(self):
        """The cards in hand."""
        if self.cards is None:
            self.cards = cards_of(self.view["hand"])
        return self.cards

    def room(self):
        """Free places in the band (guest stars take none)."""
        return 4 - sum(not s["guest_star"] for s in self.view["bands"][self.me])

    def has_free_member(self):
        """True if a member of the band could take an instrument."""
        return any(s["instrument"] is None and s["member"] != "Producer" for s in self.view["bands"][self.me])

    def boosts_in_hand(self):
        """The HP the Monkey Wrenches in hand could add to the band in a gig."""
        return sum(max(EFFECT[c][1], 0) for c in self.hand if TYPE[c] == MONKEY_WRENCH and EFFECT[c][0] == BAND_HP)

    def hit_singles_in_hand(self):
        """True if the hand holds a hit single."""
        return any(TYPE[c] == HIT_SINGLE for c in self.hand)

    def holds_type(self, card):
        """True if the hand holds ``card``."""
        return card in self.hand

    def best_rival_hp(self):
        """The strongest rival band's HP."""
        return max(h for p, h in enumerate(self.hp) if p != self.me)

    def slot(self, owner, member):
        """The view of a member in play (the first of its band with that card), or None."""
        return self.slots[owner].get(CODE[member])
