"""The cards of Scout & Raise, as data: 24 Artists, 12 designed Songs, 24 Scout Money cards.

Artists and Scout Money are exactly the rulebook's lists.  The rulebook does
not print the Song cards (only "Lv. 1: 4 cards" and so on, plus a Lv. 1 song
worth "for instance, 6 Song Pt" completed by Vo/Ky 3 + Gt 5 + Ba 5, and players
who "want Vo, Gt, and Vo parts"), so bandlab designs them: Lv. 1 songs need 3
parts, Lv. 2 songs 4, Lv. 3 songs 5, and every song of a level is worth more
than every song of the level below.  See docs/rules/scout-and-raise.md.

Cards are ints.  An artist is its index in ARTISTS.  A Scout Money card is its
*kind* ``suit * 10 + value // 100`` (R200 = 2 ... R700 = 7, Y200 = 12 ... Y700 = 17):
cards of one kind are indistinguishable, so hands are lists of kinds.  A song is
its index in SONGS.
"""

from functools import cache, lru_cache

PARTS = ("Vo", "Gt", "Ba", "Dr", "Ky")
PART_NAMES = ("Vocal", "Guitar", "Bass", "Drums", "Keyboard")
VO, GT, BA, DR, KY = range(5)

#: The 24 artist cards: (parts the artist can fill, Artist Points).
ARTISTS = (
    ((VO,), 2),
    ((VO,), 4),
    ((VO,), 6),
    ((GT,), 1),
    ((GT,), 2),
    ((GT,), 4),
    ((GT,), 5),
    ((GT,), 6),
    ((BA,), 1),
    ((BA,), 2),
    ((BA,), 4),
    ((BA,), 5),
    ((BA,), 6),
    ((DR,), 2),
    ((DR,), 4),
    ((DR,), 5),
    ((DR,), 6),
    ((KY,), 2),
    ((KY,), 4),
    ((KY,), 6),
    ((VO, GT), 3),
    ((VO, BA), 3),
    ((VO, DR), 3),
    ((VO, KY), 3),
)
ALL_ARTISTS = tuple(range(len(ARTISTS)))
ARTIST_PARTS = tuple(a[0] for a in ARTISTS)
ARTIST_POINTS = tuple(a[1] for a in ARTISTS)
ARTIST_CODE = tuple("/".join(PARTS[p] for p in parts) + str(pts) for parts, pts in ARTISTS)
ARTIST_NAME = tuple("/".join(PART_NAMES[p] for p in parts) + f" {pts}" for parts, pts in ARTISTS)
#: Bit mask of the parts each artist can fill.
ARTIST_MASK = tuple(sum(1 << p for p in parts) for parts, _ in ARTISTS)

#: The designed Song cards: (code, title, level, required parts, Song Points).
SONGS = (
    ("S1A", "Garage Anthem", 1, (VO, GT, BA), 6),
    ("S1B", "Backbeat Boogie", 1, (VO, GT, DR), 6),
    ("S1C", "Twin-Voice Ballad", 1, (VO, VO, GT), 5),
    ("S1D", "Instrumental Jam", 1, (GT, BA, DR), 5),
    ("S2A", "Four-Piece Classic", 2, (VO, GT, BA, DR), 11),
    ("S2B", "Guitar Duel", 2, (VO, GT, GT, DR), 11),
    ("S2C", "Keys and Groove", 2, (VO, BA, DR, KY), 12),
    ("S2D", "Harmony Hit", 2, (VO, VO, GT, KY), 12),
    ("S3A", "Stadium Epic", 3, (VO, GT, BA, DR, KY), 18),
    ("S3B", "Choir of Rock", 3, (VO, VO, GT, BA, DR), 17),
    ("S3C", "Wall of Guitars", 3, (VO, GT, GT, BA, DR), 17),
    ("S3D", "Prog Odyssey", 3, (GT, BA, DR, KY, KY), 18),
)
ALL_SONGS = tuple(range(len(SONGS)))
SONG_CODE = tuple(s[0] for s in SONGS)
SONG_TITLE = tuple(s[1] for s in SONGS)
SONG_LEVEL = tuple(s[2] for s in SONGS)
SONG_PARTS = tuple(s[3] for s in SONGS)
SONG_POINTS = tuple(s[4] for s in SONGS)
SONG_MASK = tuple(sum(1 << p for p in set(parts)) for parts in SONG_PARTS)
SONGS_OF_LEVEL = {lv: tuple(s for s in ALL_SONGS if SONG_LEVEL[s] == lv) for lv in (1, 2, 3)}
TOP_LEVEL = 3

RED, YELLOW = 0, 1
SUITS = ("Red", "Yellow")
SUIT_LETTERS = "RY"
#: Scout Money per suit: value -> number of cards (rulebook "Scout Money").
SCOUT_COUNTS = {200: 2, 300: 3, 400: 3, 500: 2, 600: 1, 700: 1}
#: Removed for 3 players, per suit: one $200, one $300, one $400 of each colour.
REMOVED_FOR_THREE = (200, 300, 400)
SCOUT_KINDS = tuple(suit * 10 + v // 100 for suit in (RED, YELLOW) for v in SCOUT_COUNTS)
SCOUT_SLOTS = 18  # kinds are < 18; tables indexed by kind have this length
SCOUT_SUIT = tuple(k // 10 for k in range(SCOUT_SLOTS))
SCOUT_VALUE = tuple((k % 10) * 100 for k in range(SCOUT_SLOTS))
SCOUT_BILLS = tuple(v // 100 for v in SCOUT_VALUE)  # the same in $100 bills
SCOUT_CODE = tuple(f"{SUIT_LETTERS[k // 10]}{(k % 10) * 100}" for k in range(SCOUT_SLOTS))
SCOUT_NAME = tuple(f"{SUITS[k // 10]} ${(k % 10) * 100}" for k in range(SCOUT_SLOTS))

RAISE_BILLS = 40  # $100 Raise Money bills
BILL = 100
RAISE_PER_PLAYER = {3: 13, 4: 10}
SCOUT_PER_PLAYER = 6
DEBT_BILLS = 5  # a debt brings $500
DEBT_POINTS = 6  # and costs 6 points
MAX_DEBTS = 5
SUBSTITUTE_BILLS = 2  # $200 of Raise Money instead of a lead-suit card
ROUNDS = 12
REDISTRIBUTE_AFTER = 6


def scout_money_for(players):
    """All Scout Money kinds in play for a player count, one entry per card, sorted (a new list each time)."""
    return list(scout_money_of(players))


@cache
def scout_money_of(players):
    """``scout_money_for`` as a tuple, made once per player count (every game starts from it)."""
    cards = []
    for suit in (RED, YELLOW):
        for value, count in SCOUT_COUNTS.items():
            if players == 3 and value in REMOVED_FOR_THREE:
                count -= 1
            cards += [suit * 10 + value // 100] * count
    return tuple(cards)


def _artist_aliases():
    """Every accepted spelling of every artist: codes and names, both part orders."""
    table = {}
    for a, (parts, pts) in enumerate(ARTISTS):
        for order in (parts, parts[::-1]):
            table["/".join(PARTS[p] for p in order).lower() + str(pts)] = a
            table["/".join(PART_NAMES[p] for p in order).lower() + str(pts)] = a
    return table


ARTIST_ALIASES = _artist_aliases()
SCOUT_ALIASES = {SCOUT_CODE[k].lower(): k for k in SCOUT_KINDS}
SCOUT_ALIASES.update({SCOUT_NAME[k].lower().replace(" ", "").replace("$", ""): k for k in SCOUT_KINDS})
SONG_ALIASES = {SONG_CODE[s].lower(): s for s in ALL_SONGS}


def _key(code):
    """A code lower-cased with spaces and dollar signs removed."""
    return "".join(str(code).lower().split()).replace("$", "")


def artist_from_code(code):
    """The artist a code (``Gt5``, ``Vo/Ky3``, ``Guitar 5``) names, or None."""
    return ARTIST_ALIASES.get(_key(code))


def scout_from_code(code):
    """The Scout Money kind a code (``R500``, ``Y200``, ``Red $500``) names, or None."""
    return SCOUT_ALIASES.get(_key(code))


def song_from_code(code):
    """The song a code (``S1A``) names, or None."""
    return SONG_ALIASES.get(_key(code))


#: Per part: the artists who fill only that part, strongest first (ARTISTS lists each part weakest first).
SINGLES_OF_PART = tuple(tuple(a for a in reversed(ALL_ARTISTS) if ARTIST_PARTS[a] == (part,)) for part in range(5))
#: The same, as bit sets.
SINGLE_PART_ARTISTS = tuple(sum(1 << a for a in singles) for singles in SINGLES_OF_PART)
#: Per part other than Vo: the artist who fills Vo or that part (Vo/Gt, Vo/Ba, Vo/Dr, Vo/Ky).
TWO_PART_ARTIST = {part: a for a in ALL_ARTISTS for part in ARTIST_PARTS[a][1:]}
TWO_PART_ARTISTS = sum(1 << a for a in TWO_PART_ARTIST.values())
#: Per song: how many slots of each part it has.
SONG_SLOTS = tuple(tuple(parts.count(part) for part in range(5)) for parts in SONG_PARTS)
#: Per song: (its part's single-part artists as a bit set, its slots of that part) for each part it asks for.
SONG_SINGLES = tuple(
    tuple((SINGLE_PART_ARTISTS[part], count) for part, count in enumerate(slots) if count) for slots in SONG_SLOTS
)
#: Per song: the artists who can fill one of its parts, as a bit set.
SONG_ARTISTS = tuple(sum(1 << a for a in ALL_ARTISTS if ARTIST_MASK[a] & SONG_MASK[s]) for s in ALL_SONGS)


def best_fill(song, artists):
    """The most Artist Points the ``artists`` can put into ``song``'s parts, one part per artist; -1 if
    some part cannot be filled."""
    chosen = 0
    for a in artists:
        chosen |= 1 << a
    return fill_of(song, chosen & SONG_ARTISTS[song])


@lru_cache(maxsize=1 << 16)
def fill_of(song, chosen):
    """``best_fill`` for bit set ``chosen`` of artists who can each fill one of ``song``'s parts (cached: a
    player's artists are checked against their songs every round they sign, and the same sets recur)."""
    band = useful_band(song, chosen)
    if band.bit_count() < len(SONG_PARTS[song]):
        return -1
    return _best_fill(song, band)


def useful_band(song, chosen):
    """The artists of bit set ``chosen`` a best fill of ``song`` may need: every two-part artist, and of each
    part only the strongest single-part artists, as many as the song has slots of that part (a weaker one can
    always give its slot to a stronger one left out).  Fewer distinct bands keep ``_best_fill``'s cache warm."""
    band = chosen & TWO_PART_ARTISTS
    for singles, slots in SONG_SINGLES[song]:
        mine = chosen & singles
        while mine.bit_count() > slots:
            mine &= mine - 1  # drop the weakest (the lowest bit)
        band |= mine
    return band


@lru_cache(maxsize=1 << 16)
def _best_fill(song, band):
    """``best_fill`` for a ``useful_band`` (cached: the same bands recur).  A single-part artist fills only its
    part and a two-part artist Vo or its other part, so each other part is settled on its own, its two-part
    artist kept out of Vo, and what sending that artist on to Vo would add is noted; Vo is filled last, by the
    k two-part artists whose sending adds the most and its strongest single-part vocalists."""
    slots = SONG_SLOTS[song]
    kept, gains = 0, []  # the other parts' points with no two-part artist sent on; what sending each adds
    for part, artist in TWO_PART_ARTIST.items():
        two = ARTIST_POINTS[artist] if band >> artist & 1 else None
        singles = strongest(band, part) if slots[part] else []  # a useful band has none for a part not asked for
        points, gain = settle_part(slots[part], singles, two)
        if points is None:
            return -1
        kept += points
        if gain is not None:
            gains.append(gain)
    gains.sort(reverse=True)
    vocals = strongest(band, VO)
    best, added = -1, 0
    for sent in range(len(gains) + 1):
        alone = slots[VO] - sent  # Vo slots left for single-part vocalists
        if alone < 0:
            break
        if alone <= len(vocals):
            best = max(best, kept + added + sum(vocals[:alone]))
        if sent < len(gains):
            added += gains[sent]
    return best


def strongest(band, part):
    """The points of the single-part artists of ``part`` in bit set ``band``, strongest first."""
    return [ARTIST_POINTS[a] for a in SINGLES_OF_PART[part] if band >> a & 1]


def settle_part(slots, singles, two_points):
    """Fill a part's ``slots`` from its ``singles`` (points, strongest first) and its two-part artist (worth
    ``two_points``, None if not in the band), keeping that artist out of Vo: the most points (None if the part
    cannot be filled), and what sending the artist on to Vo instead adds (None if it cannot be sent)."""
    alone = sum(singles[:slots]) if len(singles) >= slots else None  # the singles fill it
    if two_points is None:
        return alone, None
    helped = two_points + sum(singles[: slots - 1]) if 0 < slots <= len(singles) + 1 else None
    if alone is None:
        return helped, None  # the two-part artist is needed here
    best = alone if helped is None else max(alone, helped)
    return best, alone + two_points - best


def missing_parts(song, artists):
    """The parts of ``song`` the ``artists`` leave unfilled under the fullest assignment, as a list."""
    return list(_missing_parts(song, tuple(artists)))


@lru_cache(maxsize=1 << 14)
def _missing_parts(song, artists):
    """``missing_parts`` for a tuple of artists, in signing order (cached: every view shows its seat's needs,
    and a search's playouts build views of the same few bands over and over)."""
    slots = SONG_PARTS[song]
    best = {0: 0}  # filled mask -> number of filled slots
    for a in artists:
        mask = ARTIST_MASK[a]
        grown = dict(best)
        for filled in best:
            for i, part in enumerate(slots):
                if not filled >> i & 1 and mask >> part & 1:
                    grown[filled | 1 << i] = 0
        best = grown
    fullest = max(best, key=lambda m: bin(m).count("1"))
    return tuple(part for i, part in enumerate(slots) if not fullest >> i & 1)


# --- what each card does (the one source of the card list, the boards' hover texts and the docs) -------------


def card_text(code):
    """What a card does, in the card list's words: an artist's parts and points, a Scout Money card's bid,
    a song's parts and points."""
    artist, scout, song = artist_from_code(code), scout_from_code(code), song_from_code(code)
    if artist is not None:
        return artist_text(artist)
    if scout is not None:
        return (
            f"{SCOUT_NAME[scout]} — Scout Money: bids ${SCOUT_VALUE[scout]} in the Scout Phase. Played first, "
            f"it sets the lead suit; off the lead suit it is out of the Raise Phase."
        )
    if song is not None:
        parts = ", ".join(PARTS[p] for p in SONG_PARTS[song])
        return (
            f"{SONG_CODE[song]} “{SONG_TITLE[song]}” — Lv. {SONG_LEVEL[song]} song: complete it with "
            f"artists for {parts}; worth {SONG_POINTS[song]} Song Pt."
        )
    raise ValueError(f"{code!r} is not a Scout & Raise card.")


def artist_text(artist):
    """An artist's hover text: the part(s) it fills and its Artist Pt."""
    parts = ARTIST_PARTS[artist]
    where = f"a {PARTS[parts[0]]} part" if len(parts) == 1 else "a " + " or a ".join(PARTS[p] for p in parts) + " part"
    return f"{ARTIST_NAME[artist]} — artist: fills {where} of a song; {ARTIST_POINTS[artist]} Artist Pt."


def card_list():
    """Every card as (code, what it does): the artists, the Scout Money kinds, the songs."""
    codes = list(ARTIST_CODE) + [SCOUT_CODE[k] for k in SCOUT_KINDS] + list(SONG_CODE)
    return [(code, card_text(code)) for code in codes]
