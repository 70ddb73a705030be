"""Band Grab rebuilt from one player's view, the unseen cards dealt at random (``Game.resample``).

Hidden from a player are the deck's order and contents and the cards in other hands that nobody
saw go there.  Everything else is on the table or in the view: the bands, the event pile, the
cards everyone saw enter a hand (``known_in_hands``), the turn count and the curfew clock.
A player's hidden cards held through a gig-ready turn without a gig (``held_when_ready``) are dealt from
the unseen cards that are not gig cards: a player who held a gig card then would have won.
The one resampler of Band Grab: the search's worlds and the gig-ready chance's samples
(``State.resample(player, seed)``, from ``view(player)``) both come from here.
"""

from bandlab.core.sampling import deal, next_rng, sample_rng, unseen
from bandlab.games.band_grab.cards import ALL_CARDS, GIG, KIND, SLOT_NAMES, card_from_code

EMPTY = -1


def resample(game, view, seed):
    """A Band Grab position that shows ``view`` to its player, unseen cards dealt at random."""
    players, me = len(view["names"]), view["player"]
    state = game.new(players, seed=seed, names=view["names"], **view["rules"])
    rng = sample_rng(seed)
    state.turn, state.first_player, state.turns = view["current_player"], view["first_player"], view["turns_played"]
    left = view["curfew_in_turns"]
    state.curfew_turn = None if left is None else view["turns_played"] + left
    state.ended_by, state.winner_list = view["ended_by"], tuple(view["winners"])
    state.ran_out = view["deck_ran_out"]
    state.bands = [
        EMPTY if band[place] is None else card_from_code(band[place]) for band in view["bands"] for place in SLOT_NAMES
    ]
    state.pile = cards(view["event_pile"])
    state.known = [cards(known) for known in view["known_in_hands"]]
    state.held_when_ready = list(view["held_when_ready"])
    state.ready = state.work_out_ready()
    state.hands, state.deck = deal_hidden(view, state, me, rng)
    state.rng = next_rng(rng)
    state.opening, state._legal = [], None
    return state


def cards(codes):
    """Card numbers for card codes."""
    return [card_from_code(c) for c in codes]


def deal_hidden(view, state, me, rng):
    """Own hand as seen; other hands are their known cards plus cards dealt from the unseen ones (those held
    through a gig-ready turn first, from cards that are not gigs); the deck is as many of the rest as it
    holds, in a random order (a scenario may leave cards out)."""
    seen = cards(view["hand"]) + state.pile + [c for c in state.bands if c != EMPTY] + sum(state.known, [])
    sizes = [0 if q == me else n - len(state.known[q]) for q, n in enumerate(view["hand_sizes"])]
    held = [0 if q == me else n for q, n in enumerate(state.held_when_ready)]
    if len(held) != len(sizes) or not all(type(n) is int and 0 <= n <= size for n, size in zip(held, sizes)):
        raise ValueError("the view's held_when_ready must count, per player, at most that hand's hidden cards")
    pool = unseen(ALL_CARDS, seen)
    not_gig_pool = [c for c in pool if KIND[c] != GIG] if any(held) else []
    if any(held) and sum(held) <= len(not_gig_pool):  # (else some player let a gig go: the count cannot all hold)
        not_gigs, _ = deal(rng, not_gig_pool, held)
        pool = unseen(pool, sum(not_gigs, []))
        dealt, rest = deal(rng, pool, [size - n for size, n in zip(sizes, held)])
        dealt = [first + then for first, then in zip(not_gigs, dealt)]
    else:
        dealt, rest = deal(rng, pool, sizes)
    hands = [list(state.known[q]) + dealt[q] for q in range(len(sizes))]
    hands[me] = cards(view["hand"])
    if len(rest) < view["deck_size"]:
        raise ValueError(f"the view shows a deck of {view['deck_size']} cards but {len(rest)} are unaccounted for")
    return hands, rest[len(rest) - view["deck_size"] :]
