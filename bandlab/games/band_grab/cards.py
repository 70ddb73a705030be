"""The 57 cards of Band Grab, as data (the rulebook prints card types but no list).

Designed for bandlab, documented in docs/rules/band-grab.md:

- 32 Musician cards: 8 per instrument type (Vocals, Treble, Bass, Drums), each with two or three
  genre symbols from four genres (Rock, Pop, Jazz, Funk).  Per instrument, six musicians are
  "extra skilled" (a doubled symbol): every genre has one or two of them per instrument.  A band
  of four can hold at most 8 symbols of a genre, and the 6 a gig needs take at least two doubled
  musicians of that genre.  Each genre has 22 symbols in the deck.
- 5 Support cards, one of each, each with one special ability that overrides the normal rules.
- 15 Event cards: Poach (steal a band member) x4, Pickpocket (steal from a hand) x3,
  Busking Gig x2, Creative Differences x2, Jam Session x2, Crate Digging x2.
- 5 Gig cards.

A card is an int 0..56; the tuples below are indexed by it.  Every physical card has its own
code (``V-RRP``, ``MANAGER``, ``POACH2``, ``GIG3``) so a hidden hand never shares a code with a
visible card.
"""

INSTRUMENTS = ("Vocals", "Treble", "Bass", "Drums")
INSTRUMENT_LETTERS = "VTBD"
VOCALS, TREBLE, BASS, DRUMS = range(4)
GENRES = ("Rock", "Pop", "Jazz", "Funk")
GENRE_LETTERS = "RPJF"
ROCK, POP, JAZZ, FUNK = range(4)

#: Matching genre symbols a band needs to play a gig.
GIG_NEED = 6
#: Cards dealt to each player, and the hand size at which a player may no longer draw.
DEAL_SIZE = 3
HAND_LIMIT = 5

#: The musicians: instrument letter and genre letters (a doubled letter is an extra-skilled genre).
MUSICIANS = (
    ("V", "RRP"),
    ("V", "PPJ"),
    ("V", "JJF"),
    ("V", "FFR"),
    ("V", "RRF"),
    ("V", "JJP"),
    ("V", "RJ"),
    ("V", "PF"),
    ("T", "RRF"),
    ("T", "PPR"),
    ("T", "JJP"),
    ("T", "FFJ"),
    ("T", "PPJ"),
    ("T", "FFR"),
    ("T", "RP"),
    ("T", "JF"),
    ("B", "RRJ"),
    ("B", "PPF"),
    ("B", "JJR"),
    ("B", "FFP"),
    ("B", "RRP"),
    ("B", "JJF"),
    ("B", "RJ"),
    ("B", "PF"),
    ("D", "RRP"),
    ("D", "PPJ"),
    ("D", "JJF"),
    ("D", "FFR"),
    ("D", "PPF"),
    ("D", "FFJ"),
    ("D", "RP"),
    ("D", "RJ"),
)

#: The support cards: code, name, the ability as printed.
SUPPORTS = (
    ("MANAGER", "Manager", "You may draw a card even when you hold 5 or more cards."),
    ("BODYGUARD", "Bodyguard", "No event can take a musician out of your band."),
    ("AGENT", "Booking Agent", "You can play a gig with 5 matching genres instead of 6."),
    ("ROADIE", "Roadie", "You may dump event cards without following them."),
    ("BOUNCER", "Bouncer", "No one can steal a card from your hand."),
)
MANAGER, BODYGUARD, AGENT, ROADIE, BOUNCER = range(5)

#: The event kinds: code stem, name, copies, the instructions as printed.
EVENTS = (
    ("POACH", "Poach", 4, "Steal a band member from another player's band: it joins your band at once."),
    ("PICK", "Pickpocket", 3, "Steal a random card from another player's hand into your hand."),
    (
        "BUSK",
        "Busking Gig",
        2,
        "If the deck has run out in this game and your band has the matching genres a gig "
        "needs, you play a gig in the street and win.",
    ),
    (
        "QUIT",
        "Creative Differences",
        2,
        "A musician of your choice in another player's band quits: put it on the event pile.",
    ),
    ("JAM", "Jam Session", 2, "Draw 2 cards from the deck (you stop at 5 cards in your hand)."),
    ("DIG", "Crate Digging", 2, "Take the most recent non-event card from the event pile into your hand."),
)
POACH, PICKPOCKET, BUSKING, QUIT, JAM, DIG = range(6)
GIG_COPIES = 5

MUSICIAN, SUPPORT, EVENT, GIG = range(4)
KIND_NAMES = ("Musician", "Support", "Event", "Gig")


def _build():
    """Unroll the lists into per-card tuples: kind, instrument/ability/event, genre counts, code, name."""
    kind, sub, genres, code, name, text = [], [], [], [], [], []
    for letter, symbols in MUSICIANS:
        kind.append(MUSICIAN)
        sub.append(INSTRUMENT_LETTERS.index(letter))
        genres.append(tuple(symbols.count(g) for g in GENRE_LETTERS))
        code.append(f"{letter}-{symbols}")
        name.append(f"{INSTRUMENTS[sub[-1]]} ({', '.join(GENRES[GENRE_LETTERS.index(s)] for s in symbols)})")
        text.append("")
    for index, (c, n, t) in enumerate(SUPPORTS):
        kind.append(SUPPORT), sub.append(index), genres.append((0, 0, 0, 0))
        code.append(c), name.append(n), text.append(t)
    for index, (stem, n, copies, t) in enumerate(EVENTS):
        for copy in range(1, copies + 1):
            kind.append(EVENT), sub.append(index), genres.append((0, 0, 0, 0))
            code.append(f"{stem}{copy}"), name.append(f"{n} {copy}"), text.append(t)
    for copy in range(1, GIG_COPIES + 1):
        kind.append(GIG), sub.append(0), genres.append((0, 0, 0, 0))
        (
            code.append(f"GIG{copy}"),
            name.append(f"Gig {copy}"),
            text.append("Play a gig: you win if your band has the matching genres."),
        )
    return tuple(kind), tuple(sub), tuple(genres), tuple(code), tuple(name), tuple(text)


KIND, SUB, GENRE_COUNTS, CODE, NAME, TEXT = _build()
ALL_CARDS = tuple(range(len(CODE)))
MUSICIAN_CARDS = tuple(c for c in ALL_CARDS if KIND[c] == MUSICIAN)
IS_EVENT = tuple(k == EVENT for k in KIND)
SUPPORT_CARD = {SUB[c]: c for c in ALL_CARDS if KIND[c] == SUPPORT}
#: The slot a card takes in a band: its instrument (0-3) for a musician, 4 for a support, -1 otherwise.
SUPPORT_SLOT = 4
BAND_SLOTS = 5
SLOT = tuple(SUB[c] if KIND[c] == MUSICIAN else SUPPORT_SLOT if KIND[c] == SUPPORT else -1 for c in ALL_CARDS)
SLOT_NAMES = INSTRUMENTS + ("Support",)


def _aliases():
    """Every accepted spelling of every card: its code, its name, and the code without the dash."""
    table = {}
    for c in ALL_CARDS:
        for spelling in (CODE[c], NAME[c], CODE[c].replace("-", "")):
            table["".join(spelling.lower().split())] = c
    return table


ALIASES = _aliases()
#: Each card's code exactly as views and records write it: the lookup bots make thousands of times a search.
BY_CODE = {CODE[c]: c for c in ALL_CARDS}


def card_from_code(code):
    """The card a code (``V-RRP``, ``POACH2``, ``Manager``) names, or None."""
    card = BY_CODE.get(code) if isinstance(code, str) else None
    if card is not None or not isinstance(code, str):
        return card
    return ALIASES.get("".join(code.lower().split()))


def gig_ready(meter, need):
    """True if a band whose genre meter is ``meter`` has the ``need`` matching symbols a gig asks for."""
    return max(meter) >= need


def genre_totals():
    """Symbols of each genre over the whole deck (a check that the deck is balanced)."""
    return [sum(GENRE_COUNTS[c][g] for c in MUSICIAN_CARDS) for g in range(len(GENRES))]


# --- what each card does (the one source of the card list, the boards' hover texts and the docs) -------------


def card_text(code):
    """What a card does, in the card list's words: a musician's instrument and symbols, else its printed text."""
    card = card_from_code(code)
    if card is None:
        raise ValueError(f"{code!r} is not a Band Grab card.")
    if KIND[card] == MUSICIAN:
        printed = CODE[card].split("-")[1]  # the genre letters in the card's own order
        symbols = " and ".join(f"{printed.count(g)} {GENRES[GENRE_LETTERS.index(g)]}" for g in dict.fromkeys(printed))
        return (
            f"{NAME[card]} — musician: plays {INSTRUMENTS[SUB[card]]} in your band and adds {symbols} "
            f"to its genre meter (a gig needs {GIG_NEED} of one genre)."
        )
    kind = KIND_NAMES[KIND[card]].lower()
    return f"{NAME[card].rstrip('0123456789 ')} — {kind}: {TEXT[card]}"


def card_list():
    """Every distinct card as (code, what it does): each musician, and one copy of every other card."""
    seen, entries = set(), []
    for card in ALL_CARDS:
        text = card_text(CODE[card])
        if text not in seen:
            seen.add(text)
            entries.append((CODE[card], text))
    return entries
