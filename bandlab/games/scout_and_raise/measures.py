"""Measures of a finished Scout & Raise game, for the simulation runner and the bid-spread views.

Standard library only: plain dicts and lists.
"""

from bandlab.games.scout_and_raise.cards import ARTIST_CODE, ARTIST_PARTS, ARTIST_POINTS, PARTS


def part_label(artist):
    """``Vo``, ``Gt`` ... for a single-part artist, ``dual`` for the Vo/x artists."""
    parts = ARTIST_PARTS[artist]
    return PARTS[parts[0]] if len(parts) == 1 else "dual"


def contract_rows(state):
    """One row per contract: round, player, place, artist, its part and points, price, the player's
    final score, spending and debts."""
    scores = state.scores()
    spent = [0] * state.players
    for c in state.contracts:
        spent[c.player] += c.price
    return [
        {
            "round": c.round,
            "player": c.player,
            "rank": c.rank,
            "artist": ARTIST_CODE[c.artist],
            "part": part_label(c.artist),
            "points": ARTIST_POINTS[c.artist],
            "price": c.price,
            "score": scores[c.player],
            "spent": spent[c.player],
            "debts": state.debts[c.player],
        }
        for c in state.contracts
    ]


def player_rows(state):
    """One row per player: final score, dollars paid for artists, artists signed, debts, won or not."""
    winners = set(state.winners())
    spent = [0] * state.players
    for c in state.contracts:
        spent[c.player] += c.price
    return [
        {
            "player": p,
            "score": s,
            "spent": spent[p],
            "artists": len(state.signed[p]),
            "debts": state.debts[p],
            "winner": p in winners,
        }
        for p, s in enumerate(state.scores())
    ]


def mean(values):
    """The mean, or 0.0 for no values."""
    return sum(values) / len(values) if values else 0.0


def game_measures(state):
    """A flat dict: winning prices (by place, part, points), debts, price paid vs final score."""
    prices = [c.price for c in state.contracts]
    result = {
        "contracts": len(prices),
        "price_mean": mean(prices),
        "price_max": max(prices, default=0),
        "price_1st_mean": mean([c.price for c in state.contracts if c.rank == 0]),
        "price_2nd_mean": mean([c.price for c in state.contracts if c.rank == 1]),
        "debts_total": sum(state.debts),
        "debts_max": max(state.debts),
    }
    for label in PARTS + ("dual",):
        result[f"price_mean_{label}"] = mean([c.price for c in state.contracts if part_label(c.artist) == label])
    for pts in sorted(set(ARTIST_POINTS)):
        result[f"price_mean_{pts}pt"] = mean([c.price for c in state.contracts if ARTIST_POINTS[c.artist] == pts])
    rows = player_rows(state)
    winner = max(rows, key=lambda r: (r["winner"], r["score"]))
    result.update(
        {
            "winner_score": winner["score"],
            "winner_spent": winner["spent"],
            "winner_debts": winner["debts"],
            "score_mean": mean([r["score"] for r in rows]),
            "spent_mean": mean([r["spent"] for r in rows]),
        }
    )
    return result
