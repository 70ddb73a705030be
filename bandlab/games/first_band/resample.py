"""1st Band rebuilt from one player's view, the other hands dealt at random (``Game.resample``).

Hidden from a player are the other hands and the face-down excess card; everything else of 1st
Band is on the table.  The other hands are dealt from the Member cards of this player count that
the view does not show, with the sizes it shows; one card left over is the excess card.
"""

from bandlab.core.sampling import deal, sample_rng, unseen
from bandlab.games.first_band.cards import SEATS, card_from_code, deck_for
from bandlab.games.first_band.rules import picks_of, plays_of

EMPTY = -1


def resample(game, view, seed):
    """A 1st Band position that shows ``view`` to its player, other hands dealt at random."""
    players, me = len(view["names"]), view["player"]
    state = game.new(players, seed=seed, names=view["names"], **view["rules"])
    copy_table(state, view)
    state.hands, state.excess = deal_hidden(view, sample_rng(seed), players, me)  # 1st Band has no dice
    state.plays = plays_of(state.hands)
    return state


def cards(codes):
    """Card numbers for card codes."""
    return [card_from_code(c) for c in codes]


def copy_table(state, view):
    """Everything public: phase, turn, round, the band, the latest performance, score areas."""
    state.phase, state.turn, state.round = view["phase"], view["current_player"], view["round"]
    state.is_over = state.turn is None
    state.starting = view["starting_player"]
    state.last_player = EMPTY if view["last_player"] is None else view["last_player"]
    state.band = [EMPTY if view["band"][s] is None else card_from_code(view["band"][s]["card"]) for s in SEATS]
    state.band_player = [EMPTY if view["band"][s] is None else view["band"][s]["player"] for s in SEATS]
    last = view["last_performance"] or {
        "rankings": [],
        "ranking_cards": [],
        "starting_player": EMPTY,
        "round": 0,
        "picks": [],
    }
    state.rankings, state.ranking_cards = tuple(last["rankings"]), tuple(cards(last["ranking_cards"]))
    state.rank_starting, state.rank_round, state.picks = last["starting_player"], last["round"], cards(last["picks"])
    state.rank_next = view["ranking_next"] if view["ranking_next"] is not None else len(state.rankings)
    state.public = cards(view["public"])
    state.public_picks = picks_of(state.public)
    state.set_score_areas([cards(area) for area in view["score_areas"]])
    state.removed, state.leftover = cards(view["removed"]), tuple(cards(view["incomplete_band"]))
    state.opening = []


def deal_hidden(view, rng, players, me):
    """The player's own hand, the others dealt from the unseen cards; the excess card if one is left."""
    seen = [card_from_code(c) for c in view["hand"] + view["public"] + view["removed"] + sum(view["score_areas"], [])]
    seen += [card_from_code(view["band"][s]["card"]) for s in SEATS if view["band"][s] is not None]
    seen = list(dict.fromkeys(seen))  # a dual-colour member sits in two seats but is one card
    sizes = [0 if q == me else n for q, n in enumerate(view["hand_sizes"])]
    hands, rest = deal(rng, unseen(deck_for(players), seen), sizes)
    hands[me] = sorted(card_from_code(c) for c in view["hand"])
    return [sorted(h) for h in hands], rest[0] if len(rest) == 1 else EMPTY
