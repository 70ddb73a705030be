"""What one player of Band Grab may see: JSON-able, no other player's unseen hand cards, no deck order."""

from typing import TYPE_CHECKING

from bandlab.core.protocol import SeatView
from bandlab.games.band_grab.cards import CODE, GENRES, SLOT_NAMES, gig_ready

if TYPE_CHECKING:
    from bandlab.games.band_grab.rules import BandGrabState

EMPTY = -1


class BandGrabView(SeatView):
    """What one seat of Band Grab sees (docs/rules/band-grab.md)."""

    current_player: int | None
    first_player: int
    hand: list[str]  # own cards, as codes
    hand_sizes: list[int]
    known_in_hands: list[list[str]]  # cards everyone saw go into another hand
    held_when_ready: list[int]  # hidden hand cards held through a gig-ready turn without a gig (not gig cards)
    bands: list[dict[str, str | None]]  # place name -> card code, None where empty
    meters: list[list[int]]  # genre symbols per band, in the order of ``genres``
    genres: list[str]
    need: list[int]
    gig_ready: list[bool]
    deck_size: int
    deck_ran_out: bool
    event_pile: list[str]
    turns_played: int
    curfew_in_turns: int | None
    winners: list[int]
    ended_by: str | None


def view_for(state: "BandGrabState", player: int) -> BandGrabView:
    """The table as ``player`` sees it (keys documented in docs/rules/band-grab.md)."""
    players = range(state.players)
    seen = bands_seen(state)
    return {
        "game": state.game.id,
        "player": player,
        "names": list(state.names),
        "rules": state.rule_options(),
        "current_player": state.turn,
        "first_player": state.first_player,
        "hand": [CODE[c] for c in state.hands[player]],
        "hand_sizes": [len(h) for h in state.hands],
        "known_in_hands": [[] if q == player else [CODE[c] for c in state.known[q]] for q in players],
        "held_when_ready": list(state.held_when_ready),
        "bands": [band.copy() for band, _, _, _ in seen],
        "meters": [list(meter) for _, meter, _, _ in seen],
        "genres": list(GENRES),
        "need": [need for _, _, need, _ in seen],
        "gig_ready": [ready for _, _, _, ready in seen],
        "deck_size": len(state.deck),
        "deck_ran_out": state.ran_out,
        "event_pile": [CODE[c] for c in state.pile],
        "turns_played": state.turns,
        "curfew_in_turns": None if state.curfew_turn is None else max(0, state.curfew_turn - state.turns),
        "winners": list(state.winner_list),
        "ended_by": state.ended_by,
    }


#: What one band shows: place name -> card code, its genre meter, the matching symbols a gig needs, gig-ready.
BandSeen = tuple[dict[str, str | None], tuple[int, ...], int, bool]

#: What each band shows, by its five places' cards: it depends on nothing else, and a search's playouts show the
#: same bands again and again.  Cleared when it reaches this size.
MAX_BANDS_SEEN = 4096
BANDS_SEEN: dict[tuple[int, ...], BandSeen] = {}


def bands_seen(state: "BandGrabState") -> list[BandSeen]:
    """What every band shows, in seat order (kept, not copied: copy the dict and meter before handing out)."""
    seen = []
    for q in range(state.players):
        cards = tuple(state.band(q))
        band = BANDS_SEEN.get(cards)
        if band is None:
            if len(BANDS_SEEN) >= MAX_BANDS_SEEN:
                BANDS_SEEN.clear()
            band = BANDS_SEEN[cards] = band_seen(state, q)
        seen.append(band)
    return seen


def band_seen(state: "BandGrabState", q: int) -> BandSeen:
    """What band ``q`` shows, worked out from the state's own rules."""
    meter, need = state.meter(q), state.need(q)
    return band_view(state, q), tuple(meter), need, gig_ready(meter, need)


def band_view(state: "BandGrabState", player: int) -> dict[str, str | None]:
    """Place name (Vocals, Treble, Bass, Drums, Support) -> card code, or None where empty."""
    return {SLOT_NAMES[slot]: None if card == EMPTY else CODE[card] for slot, card in enumerate(state.band(player))}
