"""What one player of 1st Band may see: JSON-able, no other player's hand, no face-down card."""

from typing import TYPE_CHECKING, Any, TypedDict

from bandlab.core.protocol import SeatView
from bandlab.games.first_band.cards import CODE, REMOVED_VALUES, SEATS

if TYPE_CHECKING:
    from bandlab.games.first_band.rules import FirstBandState


class BandSeat(TypedDict):
    """A member on a seat of the band being auditioned, and who played it."""

    card: str
    player: int


class Performance(TypedDict):
    """The latest performance: who claimed each ranking card with which member, and the picks so far."""

    round: int
    rankings: list[Any]
    ranking_cards: list[str]
    starting_player: int
    picks: list[str]


class FirstBandView(SeatView):
    """What one seat of 1st Band sees (docs/rules/first-band.md)."""

    phase: str  # "audition", "performance" or "over"
    round: int
    current_player: int | None
    starting_player: int
    hand: list[str]  # own cards, as codes
    hand_sizes: list[int]
    band: dict[str, BandSeat | None]  # seat name -> member, None where empty
    last_player: int | None
    rankings: list[Any]
    ranking_cards: list[str]
    ranking_next: int | None
    last_performance: Performance | None
    public: list[str]
    score_areas: list[list[str]]
    bands_formed: list[list[int]]
    scoring: dict[str, Any]
    scores: list[int]
    removed: list[str]
    incomplete_band: list[str]
    removed_values: list[int]
    winners: list[int]


def view_for(state: "FirstBandState", player: int) -> FirstBandView:
    """The table as ``player`` sees it (keys listed in the issue and in docs/rules/first-band.md)."""
    return {
        "game": state.game.id,
        "player": player,
        "names": list(state.names),
        "rules": state.rule_options(),
        "phase": state.phase,
        "round": state.round,
        "current_player": state.turn,
        "starting_player": state.starting,
        "hand": [CODE[c] for c in state.hands[player]],
        "hand_sizes": [len(h) for h in state.hands],
        "band": band_view(state),
        "last_player": None if state.last_player < 0 else state.last_player,
        "rankings": list(state.rankings) if state.phase == "performance" else [],
        "ranking_cards": [CODE[c] for c in state.ranking_cards] if state.phase == "performance" else [],
        "ranking_next": state.rank_next if state.phase == "performance" else None,
        "last_performance": last_performance(state),
        "public": [CODE[c] for c in state.public],
        "score_areas": [[CODE[c] for c in area] for area in state.score_areas],
        "bands_formed": [list(state.bands_formed(p)[1:]) for p in range(state.players)],
        "scoring": state.scoring._asdict(),
        "scores": state.scores(),
        "removed": [CODE[c] for c in state.removed],
        "incomplete_band": [CODE[c] for c in incomplete_band(state)],
        "removed_values": list(REMOVED_VALUES.get(state.players, ())),
        "winners": state.winners() if state.turn is None else [],
    }


def incomplete_band(state: "FirstBandState") -> tuple[int, ...]:
    """The members of the band left incomplete at the end (removed with it)."""
    return state.leftover


def band_view(state: "FirstBandState") -> dict[str, BandSeat | None]:
    """Seat name -> {"card": code, "player": i}, or None for an empty seat."""
    return {
        SEATS[seat]: None if card < 0 else {"card": CODE[card], "player": state.band_player[seat]}
        for seat, card in enumerate(state.band)
    }


def last_performance(state: "FirstBandState") -> Performance | None:
    """The latest performance (current or finished): who claimed each ranking card with which member,
    the starting player its ties were broken towards, and the members picked so far, in order."""
    if not state.rankings:
        return None
    return {
        "round": state.rank_round,
        "rankings": list(state.rankings),
        "ranking_cards": [CODE[c] for c in state.ranking_cards],
        "starting_player": state.rank_starting,
        "picks": [CODE[c] for c in state.picks],
    }
