"""Battle of the Bands rebuilt from one player's view, unseen cards dealt at random (``Game.resample``).

Hidden from a player are the other hands and the draw pile.  Everything else is on the table:
the bands with their instruments and reputations, contracts, superstar cards, the discards, the
gig in progress.  The other hands and the pile are dealt from the deck's cards the view does not
show.  Dice not yet rolled stay with the dice: a scenario's queued dice are not carried over, and
the position's generator is seeded from the sample's seed.
"""

from bandlab.core.sampling import deal, next_rng, sample_rng, unseen
from bandlab.games.battle_of_the_bands.cards import BORROWED, DECK, GUEST, ME, OVER, SIDE_NAME, TYPE, card_from_code


def resample(game, view, seed):
    """A Battle of the Bands position that shows ``view`` to its player, unseen cards dealt at random."""
    from bandlab.games.battle_of_the_bands.rules import Gig

    players, me = len(view["names"]), view["player"]
    state = game.new(players, seed=seed, names=view["names"], **view["rules"])
    rng = sample_rng(seed)
    state.dice, state.dice_used = (), 0
    state.bands = [[slot_of(s, GUEST, BORROWED) for s in band] for band in view["bands"]]
    state.me = [band[0][0] for band in state.bands]
    state.discards = cards(view["discards"])
    state.contracts = [-1 if c is None else card_from_code(c) for c in view["contracts"]]
    state.sp_cards = [cards(c) for c in view["sp_cards"]]
    state.count_sp_won()
    state.phase, state.actions_left = view["phase"], view["actions_left"]
    state.is_over = state.phase == OVER
    state.turn = view["turn_player"] if view["phase"] != OVER else state.turn
    state.target, state.reshuffles_left = view["target"], view["reshuffles_left"]
    state.stats["turns"], state.ended_by = view["turns_played"], view["ended_by"] or ""
    state.winner_list = tuple(view["winners"]) if view["phase"] == OVER and view["ended_by"] else None
    state.discarding = view["discarding"]
    state.gig = None if view["gig"] is None else gig_of(view["gig"], players, Gig)
    state.hands, state.pile = deal_hidden(view, state, me, rng)
    state.rng = next_rng(rng)
    state.opening, state._legal = [], None
    state.band_aims = state.work_out_band_aims()
    return state


def cards(codes):
    """Card kinds for card codes."""
    return [card_from_code(c) for c in codes]


def slot_of(seen, guest, borrowed):
    """A band slot ``(member, instrument, reputation, side, flags)`` from its view."""
    rep = -1 if seen["reputation"] is None else card_from_code(seen["reputation"])
    side = SIDE_NAME[rep].index(seen["reputation_side"]) if rep >= 0 else 0
    flags = (guest if seen["guest_star"] else 0) | (borrowed if seen["borrowed_instrument"] else 0)
    instrument = -1 if seen["instrument"] is None else card_from_code(seen["instrument"])
    return (card_from_code(seen["member"]), instrument, rep, side, flags)


def gig_of(seen, players, gig_class):
    """The gig in progress from its view."""
    gig = gig_class(card_from_code(seen["card"]), seen["gig_player"], players)
    gig.turn, gig.passes = seen["to_play"], seen["passes_in_a_row"]
    gig.modifiers, gig.banned = list(seen["modifiers"]), list(seen["banned"])
    gig.silenced = {(p, card_from_code(m)) for p, m in seen["silenced"]}
    gig.played = cards(seen["played"])
    return gig


def on_table(state):
    """Every deck card the table shows: discards, superstar cards, contracts, band cards, the gig card."""
    shown = state.discards + sum(state.sp_cards, []) + [c for c in state.contracts if c >= 0]
    for band in state.bands:
        for slot in band:
            shown += [c for c in slot[:3] if c >= 0 and TYPE[c] != ME]
    if state.gig is not None:
        shown.append(state.gig.card)
    return shown


def deal_hidden(view, state, me, rng):
    """Own hand as seen, the other hands dealt from the unseen cards, the pile the rest in random order."""
    own = cards(view["hand"])
    sizes = [0 if q == me else n for q, n in enumerate(view["hand_sizes"])]
    hands, rest = deal(rng, unseen(DECK, own + on_table(state)), sizes)
    hands[me] = own
    if len(rest) < view["draw_pile"]:
        raise ValueError(f"the view shows a draw pile of {view['draw_pile']} but {len(rest)} cards are unaccounted for")
    return [sorted(h) for h in hands], rest[len(rest) - view["draw_pile"] :]
