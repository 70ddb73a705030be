"""Scout & Raise rebuilt from one player's view, the hidden cards dealt at random (``Game.resample``).

Hidden from a player are the other players' Scout Money (in hand, drawn in the draft, passing face
down), the artist draw pile and the artists the others signed face down.  Everything else is in the
view: bids, money, debts, songs, revealed and discarded artists, how many artists each signed.

The others' signed artists are dealt from the artists the view does not show, consistent with the
songs on the table: a song someone completed is filled by their artists, and the song they are
working on is not (it would have been completed the moment it was).  Player by player, a deal that
breaks this is drawn again (``SIGNED_TRIES`` times, then the whole deal ``DEAL_TRIES`` times).
"""

from bandlab.core.sampling import deal, next_rng, sample_rng, unseen
from bandlab.core.seating import clockwise_from, left_of, order_by_closeness
from bandlab.games.scout_and_raise.cards import (
    ALL_ARTISTS,
    RAISE_BILLS,
    SONG_POINTS,
    SONGS_OF_LEVEL,
    SUITS,
    artist_from_code,
    best_fill,
    scout_from_code,
    scout_money_for,
    song_from_code,
)

NONE = -1
SIGNED_TRIES = 60
DEAL_TRIES = 20


def resample(game, view, seed):
    """A Scout & Raise position that shows ``view`` to its player, hidden cards dealt at random."""
    players, me = len(view["names"]), view["player"]
    state = game.new(players, seed=seed, names=view["names"], **view["rules"])
    rng = sample_rng(seed)
    copy_table(state, view, players)
    copy_bids(state, view, players)
    copy_songs(state, view, players)
    deal_scout_money(state, view, players, me, rng)
    deal_artists(state, view, players, me, rng)
    state.rng = next_rng(rng)
    state.opening, state._legal = [], None
    return state


def copy_table(state, view, players):
    """Phase, turn, lead, round, money and debts."""
    state.phase, state.turn, state.lead, state.round = (
        view["phase"],
        view["current_player"],
        view["lead_player"],
        view["round"],
    )
    state.is_over = state.turn is None
    state.bills = [m // 100 for m in view["raise_money"]]
    state.bill_discard, state.debts = view["discard_money"] // 100, list(view["debts"])
    state.bill_supply = RAISE_BILLS if view["round"] == 0 else 0
    state.revealed = [artist_from_code(c) for c in view["revealed"]]
    state.artist_discard = [artist_from_code(c) for c in view["artist_discard"]]
    state.scout_discard = [scout_from_code(c) for c in view["scout_discard"]]
    state.round_log = []  # the record of past rounds (and their contracts) names hidden signings


def copy_bids(state, view, players):
    """This round's bids, the Scout and Raise turn order, the signers."""
    bids = view["bids"]
    state.lead_suit = NONE if view["lead_suit"] is None else SUITS.index(view["lead_suit"])
    state.played = [NONE if b["scout"] is None else scout_from_code(b["scout"]) for b in bids]
    state.subs = [b["substitute"] // 100 for b in bids]
    state.raised = [b["raised"] // 100 for b in bids]
    state.joined = [b["in_raise"] for b in bids]
    state.passed = [b["passed"] for b in bids]
    state.scout_order = clockwise_from(state.lead, players)
    state.scout_pos = place_in(state.scout_order, state.turn) if state.phase == "scout" else players
    state.raise_order = list(view["raise_order"])
    state.raise_pos = place_in(state.raise_order, state.turn) if state.phase == "raise" else 0
    state.signers = list(view["signers"])
    state.first_place = state.signers[0] if len(state.signers) == 2 else NONE


def copy_songs(state, view, players):
    """Songs taken, completed, the Lv. 2 and 3 piles, and who still checks a completed song."""
    state.songs = [[song_from_code(s) for s in songs] for songs in view["songs"]]
    state.completed = [NONE if c is None else song_from_code(c) for c in view["completed_song"]]
    dealt = {songs[0] for songs in state.songs if songs}
    state.song_piles = [[], [s for s in SONGS_OF_LEVEL[1] if s not in dealt]] + [
        [song_from_code(s) for s in view["song_piles"][f"Lv{level}"]] for level in (2, 3)
    ]
    state.song_queue = []
    if state.phase == "song":
        queue = order_by_closeness(state.signers, state.lead, players)
        state.song_queue = queue[queue.index(state.turn) :]


def deal_scout_money(state, view, players, me, rng):
    """Own hand and drawn cards as seen; the others' hands, drawn and passing cards dealt from the rest."""
    hand = [scout_from_code(c) for c in view["hand"]]
    drawn = [scout_from_code(c) for c in view["drawn"]]
    seen = hand + drawn + [scout_from_code(c) for c in view["scout_discard"]] + [k for k in state.played if k != NONE]
    waiting, passing = draft_positions(state, view, players)
    sizes = [0 if q == me else n for q, n in enumerate(view["hand_sizes"])]
    sizes += [0 if q == me else 2 * (q in waiting) for q in range(players)]
    sizes += [1 if q in passing else 0 for q in range(players)]
    parts, pile = deal(rng, unseen(scout_money_for(players), seen), sizes)
    state.hands = [sorted(h) for h in parts[:players]]
    state.drawn = parts[players : 2 * players]
    state.hands[me], state.drawn[me] = sorted(hand), drawn
    state.transit = [p[0] if p else NONE for p in parts[2 * players :]]
    state.scout_pile = pile
    state.draft_step = view["draft_step"] if view["draft_step"] is not None else 2
    state.draft_queue = list(waiting[1:]) if state.phase == "draft" else []


def draft_positions(state, view, players):
    """In the draft: the players still to choose (the current one first), and those a passed card
    waits for (the left neighbours of the players who chose)."""
    if state.phase != "draft":
        return [], []
    order = clockwise_from(state.lead, players)
    at = order.index(state.turn)
    return order[at:], [left_of(q, players) for q in order[:at]]


def deal_artists(state, view, players, me, rng):
    """Own signed artists as seen; the others' dealt consistent with their songs; the pile the rest."""
    own = [artist_from_code(c) for c in view["signed"][me]]
    seen = own + state.revealed + state.artist_discard
    known = [None if s is None else [artist_from_code(c) for c in s] for s in view["signed"]]
    pool = unseen(ALL_ARTISTS, seen + [a for q, s in enumerate(known) if q != me and s for a in s])
    hidden = [q for q in range(players) if q != me and known[q] is None]
    for _ in range(DEAL_TRIES):
        signed, rest = deal_signed(state, view, hidden, pool, rng)
        if signed is not None:
            break
    else:
        signed, rest = deal_signed(state, view, hidden, pool, rng, strict=False)
    state.signed = [known[q] if known[q] is not None else signed[q] for q in range(players)]
    state.signed[me] = own
    state.song_score = [song_score(state, q) for q in range(players)]
    if len(rest) != view["artist_pile_size"]:
        raise ValueError(
            f"the view shows {view['artist_pile_size']} artists in the pile but {len(rest)} are unaccounted for"
        )
    rng.shuffle(rest)
    state.artist_pile = rest


def deal_signed(state, view, hidden, pool, rng, strict=True):
    """Deal each hidden signer their count of artists from ``pool``, redrawing until their songs fit;
    return (artists per player, the rest), or (None, None) if a player's songs could not be fitted."""
    rest, signed = list(pool), {}
    for q in hidden:
        count = view["signed_counts"][q]
        for _ in range(SIGNED_TRIES):
            rng.shuffle(rest)
            if fits(state, q, rest[:count]):
                break
        else:
            if strict:
                return None, None
        signed[q], rest = sorted(rest[:count]), rest[count:]
    return signed, sorted(rest)


def fits(state, q, artists):
    """True if ``artists`` fill ``q``'s completed song and not the song ``q`` is working on (unless
    ``q`` signed this round and has yet to check their songs)."""
    done, songs = state.completed[q], state.songs[q]
    if done != NONE and best_fill(done, artists) < 0:
        return False
    return not songs or songs[-1] == done or q in state.song_queue or best_fill(songs[-1], artists) < 0


def song_score(state, q):
    """Points of ``q``'s completed song: its points plus the artists that fill it best (a signer still
    waiting to check their songs this round is scored as before this round's artist)."""
    done, artists = state.completed[q], state.signed[q]
    if q in state.song_queue[1:]:
        artists = artists[:-1]
    return 0 if done == NONE else SONG_POINTS[done] + max(0, best_fill(done, artists))


def place_in(order, player):
    """Where ``player`` stands in ``order`` (the order's length if not in it)."""
    return order.index(player) if player in order else len(order)
