"""A Scout & Raise heuristic bidder. It sees only its player's view and the legal actions.

It prices each revealed artist in points: how much the artist raises the value
of its band — the completed song's score, or the current song's estimated
worth, discounted by how many parts it still lacks and how few rounds remain.
One point is worth $200 (that is what Raise Money scores at the end), so it bids
up to the artist's value; a debt (+$500 for -6 points) only when the artist is
worth that too.  In the Scout Phase it plays high when it wants an artist,
low otherwise, and pays $200 to join only for an artist worth it.  In the
Raise Phase it raises just enough to take the place (1st or 2nd) that pays
best for what it costs, and passes once there.
"""

from functools import lru_cache

from bandlab.core.agents import Agent
from bandlab.core.seating import seats_from
from bandlab.games.scout_and_raise.cards import (
    ALL_ARTISTS,
    ARTIST_MASK,
    ARTIST_POINTS,
    DEBT_BILLS,
    DEBT_POINTS,
    ROUNDS,
    SCOUT_SUIT,
    SCOUT_VALUE,
    SONG_LEVEL,
    SONG_PARTS,
    SONG_POINTS,
    SUITS,
    artist_from_code,
    best_fill,
    song_from_code,
)
from bandlab.games.scout_and_raise.rules import (
    DEBT,
    PASS,
    SUBSTITUTE,
    KeepScout,
    PlayScout,
    Raise,
    Sign,
    TakeSong,
)

POINT_DOLLARS = 200  # Raise Money scores 1 point per $200
DEBT_COST = DEBT_POINTS - DEBT_BILLS * 100 / POINT_DOLLARS  # net points lost per debt: 6 - 2.5
#: Chance-like discount of a song's worth by the number of parts it still lacks.
MISSING_DISCOUNT = (1.0, 0.75, 0.5, 0.3, 0.18, 0.1, 0.05)
EARLY_MONEY_WEIGHT = 0.1  # extra weight of a dollar per round still to play
WANT_THRESHOLD = 3.0  # points an artist must add before the bot plays high or pays to join


def partial_fill(song, artists):
    """(most Artist Points placed, parts left empty) over every one-part-per-artist assignment."""
    return _partial_fill(song, sum(1 << a for a in set(artists)))


@lru_cache(maxsize=1 << 16)
def _partial_fill(song, chosen):
    """``partial_fill`` for the artists in bit set ``chosen`` (cached: the search's playouts ask the
    same questions over and over)."""
    slots = SONG_PARTS[song]
    best = {0: 0}
    for a in ALL_ARTISTS:
        if not chosen >> a & 1:
            continue
        mask, pts = ARTIST_MASK[a], ARTIST_POINTS[a]
        grown = dict(best)
        for filled, total in best.items():
            for i, part in enumerate(slots):
                if not filled >> i & 1 and mask >> part & 1:
                    key = filled | 1 << i
                    if grown.get(key, -1) < total + pts:
                        grown[key] = total + pts
        best = grown
    filled, pts = max(best.items(), key=lambda kv: (bin(kv[0]).count("1"), kv[1]))
    return pts, len(slots) - bin(filled).count("1")


def song_worth(song, artists, rounds_left):
    """Expected points of aiming at ``song`` with ``artists``: exact if complete, discounted if not."""
    pts, missing = partial_fill(song, artists)
    if missing == 0:
        return SONG_POINTS[song] + pts
    if missing > rounds_left:
        return 0.0
    discount = MISSING_DISCOUNT[min(missing, len(MISSING_DISCOUNT) - 1)]
    discount *= min(1.0, rounds_left / (2.0 * missing + 1))
    return discount * (SONG_POINTS[song] + pts + 3.5 * missing)


def band_worth(view, artists):
    """What a collection of artists is worth to this player: the completed song, or the current target."""
    me = view["player"]
    rounds_left = ROUNDS - view["round"]
    songs = [song_from_code(s) for s in view["songs"][me]]
    done = view["completed_song"][me]
    done_pts = 0
    if done is not None:
        song = song_from_code(done)
        done_pts = SONG_POINTS[song] + best_fill(song, artists)
    if not songs:
        return done_pts
    target = songs[-1]
    worth = song_worth(target, artists, rounds_left)
    if best_fill(target, artists) >= 0 and SONG_LEVEL[target] < 3:
        # completing it unlocks the next level: count a little of the best next song too
        nxt = [song_from_code(s) for s in view["song_piles"].get(f"Lv{SONG_LEVEL[target] + 1}", [])]
        worth += 0.3 * max((song_worth(s, artists, rounds_left) - worth for s in nxt), default=0)
    return max(done_pts, worth)


class HeuristicBot(Agent):
    """Bids for artists up to what they add to its songs, in points at $200 each."""

    name = "heuristic"

    def choose(self, view, legal_actions):
        """The move this bidder prefers among ``legal_actions``."""
        kind = type(legal_actions[0])
        if kind is KeepScout:
            return max(legal_actions, key=lambda a: SCOUT_VALUE[a.kind])
        if kind is Sign:
            return max(legal_actions, key=lambda a: self.artist_value(view, a.artist))
        if kind is TakeSong:
            return max(legal_actions, key=lambda a: self.song_value(view, a.song))
        if view["phase"] == "scout":
            return self.scout(view, legal_actions)
        return self.bid(view, legal_actions)

    # --- valuations ------------------------------------------------------------
    def my_artists(self, view):
        """The artists this player has signed."""
        return [artist_from_code(c) for c in view["signed"][view["player"]]]

    def artist_value(self, view, artist):
        """Points ``artist`` adds to this player's band (a little extra for its own points)."""
        mine = self.my_artists(view)
        return band_worth(view, mine + [artist]) - band_worth(view, mine) + 0.05 * ARTIST_POINTS[artist]

    def song_value(self, view, song):
        """What aiming at ``song`` is worth with the artists already signed."""
        return song_worth(song, self.my_artists(view), ROUNDS - view["round"])

    def offer_values(self, view):
        """Values of the two revealed artists, best first."""
        return sorted((self.artist_value(view, artist_from_code(c)) for c in view["revealed"]), reverse=True)

    # --- Scout Phase ---------------------------------------------------------------
    def scout(self, view, legal):
        """High card for a wanted artist, low card otherwise; pay to join only for a wanted one."""
        best = self.offer_values(view)[0]
        plays = [a for a in legal if type(a) is PlayScout]
        suit = view["lead_suit"]
        following = plays and (view["lead_player"] == view["player"] or SUITS[SCOUT_SUIT[plays[0].kind]] == suit)
        if following:
            pick = max if best >= WANT_THRESHOLD else min
            return pick(plays, key=lambda a: SCOUT_VALUE[a.kind])
        if SUBSTITUTE in legal and best >= WANT_THRESHOLD + 1.5:
            return SUBSTITUTE
        if plays:
            return min(plays, key=lambda a: SCOUT_VALUE[a.kind])
        return legal[0]

    # --- Raise Phase -------------------------------------------------------------------
    def bid(self, view, legal):
        """Raise just enough for the place that pays best, taking a debt only if it still pays."""
        me, lead, n = view["player"], view["lead_player"], len(view["names"])
        bids = view["bids"]
        mine = bids[me]["total"]
        others = sorted(
            ((b["total"], -seats_from(lead, p, n)) for p, b in enumerate(bids) if p != me and b["in_raise"]),
            reverse=True,
        )
        closeness = -seats_from(lead, me, n)
        values = self.offer_values(view)
        bills = view["raise_money"][me] // 100
        # money now also buys later artists: early in the game a dollar is dearer than its end-game points
        money_weight = 1.0 + EARLY_MONEY_WEIGHT * (ROUNDS - view["round"])
        best_plan = (0.0, 0, 0)  # passing out of the places: nothing gained
        for place, value in ((0, values[0]), (1, (values[0] + values[1]) / 2)):
            if place < len(others):
                rival_total, rival_close = others[place]
                need = max(mine, rival_total if closeness > rival_close else rival_total + 100)
            else:
                need = mine
            raise_bills = (need - mine) // 100
            debts = max(0, -(-(raise_bills - bills) // DEBT_BILLS))
            gain = value - money_weight * raise_bills * 100 / POINT_DOLLARS - debts * DEBT_COST
            if (debts == 0 or DEBT in legal) and debts <= 5 and gain > best_plan[0]:
                best_plan = (gain, raise_bills, debts)
        _, raise_bills, debts = best_plan
        if raise_bills == 0:
            return PASS
        if debts:
            return DEBT
        action = Raise(raise_bills)
        return action if action in legal else PASS
