"""A Band Grab heuristic bot. It sees only its player's view and the legal actions.

It chases its strongest genre (band symbols first, the hand's as a tie-break): it plays a gig the
moment it can, plays musicians that add symbols of that genre, poaches the member that adds most
(and best of all one that also sets back a rival close to a gig), makes a rival's key musician
quit when that rival is close, picks pockets when it has room, and otherwise draws.  With a full
hand and nothing worth playing it dumps its least useful card, and keeps events for last.
"""

from bandlab.core.agents import Agent
from bandlab.games.band_grab.cards import (
    AGENT,
    BODYGUARD,
    BUSKING,
    DIG,
    GENRE_COUNTS,
    GIG,
    HAND_LIMIT,
    IS_EVENT,
    JAM,
    KIND,
    MANAGER,
    MUSICIAN,
    PICKPOCKET,
    POACH,
    QUIT,
    SLOT,
    SLOT_NAMES,
    SUB,
    SUPPORT,
    card_from_code,
)
from bandlab.games.band_grab.rules import Draw, Dump, Pass

SUPPORT_VALUE = {AGENT: 3.0, BODYGUARD: 1.5, MANAGER: 0.8}


class HeuristicBot(Agent):
    """Chases its strongest genre, steals what it needs, stops rivals close to a gig."""

    name = "heuristic"

    def choose(self, view, legal_actions):
        """The best-rated legal action (ties to the first listed)."""
        plan = self.plan(view)
        return max(legal_actions, key=plan.rate)


class Plan:
    """What the bot's player sees, read once per decision, and how it rates each action."""

    #: How much a symbol in the hand weighs against one in the band when the bot picks its genre.
    HAND_WEIGHT = 0.25
    #: What each symbol of its genre a musician adds is worth (a musician adding one is worth 2.5, a draw 1).
    SYMBOL_WORTH = 3.0
    #: A rival this many symbols or more short of a gig is not worth setting back.
    THREAT_WINDOW = 4
    #: What dumping a useless card from a full hand is worth (a Manager in the band is worth 0.8).
    DUMP_WORTH = 0.9

    def __init__(self, view):
        self.view = view
        self.me = view["player"]
        self.band = [band_cards(b) for b in view["bands"]]
        self.hand = [card_from_code(c) for c in view["hand"]]
        self.genre = self.target_genre()
        self.deck_size = view["deck_size"]

    def target_genre(self):
        """The genre with most symbols in the band, hand symbols breaking ties."""
        meter = self.view["meters"][self.me]
        in_hand = [sum(GENRE_COUNTS[c][g] for c in self.hand if KIND[c] == MUSICIAN) for g in range(4)]
        return max(range(4), key=lambda g: (meter[g] + self.HAND_WEIGHT * in_hand[g], -g))

    def gain(self, card):
        """Symbols of the target genre ``card`` adds over the musician now in its place."""
        held = self.band[self.me][SLOT[card]]
        return GENRE_COUNTS[card][self.genre] - (GENRE_COUNTS[held][self.genre] if held >= 0 else 0)

    def threat(self, player):
        """How close ``player`` is to a gig: symbols short of what they need (0 = ready)."""
        return self.view["need"][player] - max(self.view["meters"][player])

    def setback(self, player, member):
        """Symbols ``player``'s best genre loses without ``member``, weighted by how close they are."""
        meter = self.view["meters"][player]
        best = max(meter)
        genre = meter.index(best)
        lost = GENRE_COUNTS[member][genre]
        return lost * max(0.0, self.THREAT_WINDOW - self.threat(player)) / 2

    def rate(self, action):
        """A number: higher is better."""
        kind = type(action)
        if kind is Draw:
            return 1.0 if len(self.hand) < HAND_LIMIT - 1 else 0.6
        if kind is Pass:
            return -10.0
        if kind is Dump:
            return self.rate_dump(action.card)
        return self.rate_play(action)

    def rate_play(self, action):
        """Rate playing a card."""
        card = action.card
        kind = KIND[card]
        if kind == GIG:
            return 100.0
        if kind == MUSICIAN:
            gain = self.gain(card)
            return self.SYMBOL_WORTH * gain - 0.5 if gain > 0 else -3.0 + gain
        if kind == SUPPORT:
            held = self.band[self.me][SLOT[card]]
            value = SUPPORT_VALUE.get(SUB[card], 0.3)
            return value if held < 0 else value - SUPPORT_VALUE.get(SUB[held], 0.3) - 0.5
        return self.rate_event(action)

    def rate_event(self, action):
        """Rate playing an event card against its target."""
        sub, victim = SUB[action.card], action.victim
        if sub == BUSKING:
            ready = self.view["deck_ran_out"] and self.threat(self.me) <= 0
            return 100.0 if ready else -1.0
        if sub == POACH:
            if victim < 0:
                return -1.0
            return self.SYMBOL_WORTH * self.gain(action.target) + self.setback(victim, action.target) - 0.5
        if sub == QUIT:
            if victim < 0:
                return -1.0
            return self.setback(victim, action.target) - 0.8
        if sub == PICKPOCKET:
            if victim < 0:
                return -1.0
            return 0.8 + 0.1 * self.view["hand_sizes"][victim] - (0.6 if len(self.hand) >= HAND_LIMIT else 0)
        if sub == JAM:
            return 1.3 if len(self.hand) <= HAND_LIMIT - 2 and self.deck_size else -0.8
        if sub == DIG:
            found = self.top_of_pile()
            if found is None:
                return -1.0
            if KIND[found] == GIG:
                return 2.5
            return self.SYMBOL_WORTH * self.gain(found) - 0.5 if KIND[found] == MUSICIAN else -0.5
        return 0.0

    def rate_dump(self, card):
        """Rate dumping a card: only worth it with a full hand, and the less useful the card the better."""
        full = len(self.hand) >= HAND_LIMIT or self.deck_size == 0
        kind = KIND[card]
        if kind == GIG:
            useless = sum(KIND[c] == GIG for c in self.hand) > 1
        elif kind == MUSICIAN:
            useless = self.gain(card) <= 0
        elif kind == SUPPORT:
            useless = SUPPORT_VALUE.get(SUB[card], 0.3) < 1
        else:
            useless = True  # an event dumped with a Roadie
        if not useless:
            return -5.0
        return self.DUMP_WORTH if full else -2.0

    def top_of_pile(self):
        """The most recent non-event card on the event pile (what Crate Digging would give), or None."""
        for code in reversed(self.view["event_pile"]):
            card = card_from_code(code)
            if not IS_EVENT[card]:
                return card
        return None


class PatientPlan(Plan):
    """The patient bot's ratings: a musician adding one symbol of its genre is worth no more than a draw (the
    first listed of equal ratings is chosen, and a draw comes first), the hand counts more in choosing the genre,
    only a rival within two symbols of a gig is worth setting back, and with a full hand a Manager, a Pickpocket on
    a rival holding three cards or more, or a musician adding a symbol comes before dumping a useless card."""

    HAND_WEIGHT = 0.375
    SYMBOL_WORTH = 1.5
    THREAT_WINDOW = 2
    DUMP_WORTH = 0.45


class PatientBot(HeuristicBot):
    """Builds its band from fewer, stronger plays: the heuristic bot, but it draws rather than play a musician that
    adds a single symbol while its hand has room, weighs its hand more in picking a genre, sets back only a
    rival close to a gig, and dumps a card from a full hand only when nothing else is worth playing.  Tuned
    against three heuristic bots (``benchmarks/bench_bot_tuning.py``).  A stronger opponent to play against; the
    coach's search does not play its own seat with it (it won less so: docs/architecture.md)."""

    name = "patient"
    plan = PatientPlan


HeuristicBot.plan = Plan


def band_cards(band):
    """A band view (place name -> code or None) as a list of cards, -1 where empty."""
    return [-1 if band[place] is None else card_from_code(band[place]) for place in SLOT_NAMES]
