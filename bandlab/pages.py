"""The dashboard pages in ``notebooks/``, in teaching order: one list for the index page and the server.

The index lists them in this order; ``bandlab serve`` warms their kernels in this order
(``bandlab.cli.voila_app``). A page about one game is named after the game's id.
Play times are an estimate: the moves a game of four heuristic bots takes on average
(30 games, 4 players), at about 15 seconds a move at the table.
"""

from typing import NamedTuple


class Page(NamedTuple):
    """One dashboard: its file, the game it teaches (or None), its title (a game page: the game's name),
    what you learn there, how long a game lasts."""

    file: str
    game_id: str | None
    title: str
    learn: str
    play_time: str = ""


#: The landing page, opened first.
INDEX = "index.ipynb"

PAGES = (
    Page(
        "first-band.ipynb",
        "first-band",
        "1st Band",
        "Audition members for a band; the lowest ranks pick first.",
        "about 15 minutes",
    ),
    Page(
        "band-grab.ipynb",
        "band-grab",
        "Band Grab",
        "Build a band, steal what you need, be the first to play a gig.",
        "about 15 minutes",
    ),
    Page(
        "battle-of-the-bands.ipynb",
        "battle-of-the-bands",
        "Battle of the Bands",
        "Build a band, win gigs with dice, race to the superstar points.",
        "about 25 minutes",
    ),
    Page("gig-odds.ipynb", None, "Gig odds", "The exact dice odds of any Battle of the Bands gig, to play with."),
    Page(
        "scout-and-raise.ipynb",
        "scout-and-raise",
        "Scout & Raise",
        "Bid like a trick-taking game, raise in an auction, finish the best song.",
        "about 50 minutes",
    ),
    Page("tournament.ipynb", None, "Tournaments", "Thousands of bot games: who wins, how often, from which seat."),
    Page(
        "balance-lab.ipynb",
        None,
        "Balance lab",
        "House rules tested on the same deals: what moved, with intervals; which cards win.",
    ),
)
