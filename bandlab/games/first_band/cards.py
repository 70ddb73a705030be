"""The 50 Member cards of 1st Band, as data.

Each seat (Vocal, Guitar, Drum, Bass, Keyboard) has ten Member cards worth 1–10.
The rulebook shows dual-colour members but prints no list, so bandlab designs
one: ten dual-colour cards, one for each pair of seats, two per seat colour.
Vocal 1, 2, 3, 6, Drum 6 and Bass 1 — the cards the rulebook names as plain
members — stay single-colour, and Vocal/Guitar 4 (the example's dual member)
exists.  See docs/rules/first-band.md.

A card is an int: ``seat * 10 + value - 1`` where seat is its first colour.
"""

SEATS = ("Vocal", "Guitar", "Drum", "Bass", "Keyboard")
SEAT_LETTERS = "VGDBK"
VOCAL, GUITAR, DRUM, BASS, KEYBOARD = range(5)
SMALL_BAND_SEATS = (VOCAL, GUITAR, DRUM, BASS)

#: The designed dual-colour members: (first seat, value) -> second seat.
DUAL_MEMBERS = {
    (VOCAL, 4): GUITAR,
    (VOCAL, 8): DRUM,
    (GUITAR, 5): BASS,
    (GUITAR, 9): KEYBOARD,
    (DRUM, 3): GUITAR,
    (DRUM, 7): KEYBOARD,
    (BASS, 9): VOCAL,
    (BASS, 2): DRUM,
    (KEYBOARD, 5): VOCAL,
    (KEYBOARD, 8): BASS,
}

#: Values removed from the deck, and cards dealt to each player, per player count.
REMOVED_VALUES = {3: (9, 10), 4: (9,), 5: ()}
CARDS_PER_PLAYER = {3: 13, 4: 11, 5: 10}

ALL_CARDS = tuple(range(50))
VALUE = tuple(c % 10 + 1 for c in ALL_CARDS)
CARD_SEATS = tuple(
    (c // 10,) + ((DUAL_MEMBERS[(c // 10, c % 10 + 1)],) if (c // 10, c % 10 + 1) in DUAL_MEMBERS else ())
    for c in ALL_CARDS
)
IS_DUAL = tuple(len(s) == 2 for s in CARD_SEATS)
CODE = tuple("/".join(SEAT_LETTERS[s] for s in CARD_SEATS[c]) + str(VALUE[c]) for c in ALL_CARDS)
NAME = tuple("/".join(SEATS[s] for s in CARD_SEATS[c]) + f" {VALUE[c]}" for c in ALL_CARDS)
VOCAL_1, VOCAL_2 = 0, 1


#: The Member cards in play per player count, in card order (listed once: every deal starts from one).
DECKS = {players: tuple(c for c in ALL_CARDS if VALUE[c] not in removed) for players, removed in REMOVED_VALUES.items()}


def deck_for(players):
    """The Member cards in play for a player count, in card order (a new list, to shuffle)."""
    return list(DECKS[players])


def _aliases():
    """Every accepted spelling of every card: codes and names, both seat orders."""
    table = {}
    for c in ALL_CARDS:
        seats = CARD_SEATS[c]
        orders = [seats, seats[::-1]]
        for order in orders:
            table["/".join(SEAT_LETTERS[s] for s in order).lower() + str(VALUE[c])] = c
            table["/".join(SEATS[s] for s in order).lower() + str(VALUE[c])] = c
    return table


ALIASES = _aliases()


def card_from_code(code):
    """The card a code (``V6``, ``V/G4``, ``Vocal 6``) names, or None."""
    return ALIASES.get("".join(str(code).lower().split()))


# --- what each card does (the one source of the card list, the boards' hover texts and the docs) -------------


def card_text(code):
    """What a Member card does, in the card list's words: the seat(s) it challenges and what it scores."""
    card = card_from_code(code)
    if card is None:
        raise ValueError(f"{code!r} is not a 1st Band card.")
    seats, value = [SEATS[s] for s in CARD_SEATS[card]], VALUE[card]
    beaten = "if it is empty" if value == 1 else "if it is empty or held by a lower value (a tie loses)"
    if IS_DUAL[card]:
        return (
            f"{NAME[card]} — dual-colour. Audition: challenges the {seats[0]} and the {seats[1]} seat, taking "
            f"each {beaten}. Scores {value} in a score area, where it fills either of its seats in a band, or both "
            f"if nothing else fills the other."
        )
    return f"{NAME[card]} — Audition: takes the {seats[0]} seat {beaten}. Scores {value} in a score area."


def card_list():
    """Every Member card as (code, what it does), in card order."""
    return [(CODE[c], card_text(CODE[c])) for c in ALL_CARDS]
