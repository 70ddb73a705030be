"""The 120 cards of Battle of the Bands: Encore Edition, as data.

The rulebook prints the counts (4 ME, 19 band members, 26 Music Biz,
17 Monkey Wrench, 9 Gig, 10 Hit Single, 11 Reputation, 6 Contract,
18 Instrument) and names a few cards; bandlab designs the rest to fit every
count and example (docs/rules/battle-of-the-bands.md lists them all).

A card *kind* is an int (an index into the tables below); a hand or a pile is
a list of kinds, with repeats for cards printed more than once.  Every card
text that is an effect (Music Biz, Monkey Wrench) is one of a few effect kinds
with a parameter: ``EFFECT[kind] = (effect_kind, parameter)``.
"""

# --- the table: phases, endings, slots (the rules and the view read them) -------------
TURN, GIG_ROUND, OVER = "turn", "gig", "over"
#: How a game ended (``ended_by``, a measure): a player reached the target (the rulebook's end); no one
#: can reach it any more; the round limit; or, by the house rule ``reshuffles``, the draw pile ran out.
BY_TARGET, BY_DEAD_END, BY_ROUND_LIMIT, BY_PILE = "target", "no one can reach the target", "round limit", "pile ran out"
#: A band is a list of slots, one per member: ``(member, instrument, reputation, side, flags)``: a tuple, which
#: a new one replaces when it changes (never changed in place).
GUEST, BORROWED = 1, 2  # slot flags
MEMBER_, INSTR, REP, SIDE, FLAGS = range(5)  # slot fields

# --- card types -------------------------------------------------------------
ME, MEMBER, PRODUCER, INSTRUMENT, REPUTATION, MUSIC_BIZ, MONKEY_WRENCH, GIG, HIT_SINGLE, CONTRACT = range(10)
TYPE_NAMES = (
    "ME",
    "Band Member",
    "Producer",
    "Instrument",
    "Reputation",
    "Music Biz",
    "Monkey Wrench",
    "Gig",
    "Hit Single",
    "Contract",
)

# --- instrument types ---------------------------------------------------------
NO_TYPE, STRINGS, WIND, PERCUSSION, KEYS = range(5)
INSTRUMENT_TYPES = ("", "string", "wind", "percussion", "keyboard")

# --- effect kinds -------------------------------------------------------------
# Music Biz (played as a turn action)
FLIP_REPUTATION = "flip reputation"  # turn a reputation on any member to its other side
MOVE_INSTRUMENT = "move instrument"  # take an instrument from another band onto a member of yours
DISCARD_INSTRUMENT = "discard instrument"  # discard an instrument from any member
DISCARD_REPUTATION = "discard reputation"  # discard a reputation from any member
DISCARD_MEMBER = "discard member"  # a member (not ME) of any band leaves, with its cards
POACH_MEMBER = "poach member"  # a member (not ME) of another band joins yours, with its cards
DISCARD_CONTRACT = "discard contract"  # discard the contract of any band
DRAW_CARDS = "draw cards"  # draw N cards
TAKE_CARD = "take card"  # take a random card from another player's hand
# Monkey Wrench (played during a gig)
BAND_HP = "band hp"  # a band gets +N (or -N) HP in this gig
SILENCE_MEMBER = "silence member"  # one member's HP (with its cards) do not count in this gig
BAN_BAND = "ban band"  # a band takes no part in this gig

MUSIC_BIZ_EFFECTS = (
    FLIP_REPUTATION,
    MOVE_INSTRUMENT,
    DISCARD_INSTRUMENT,
    DISCARD_REPUTATION,
    DISCARD_MEMBER,
    POACH_MEMBER,
    DISCARD_CONTRACT,
    DRAW_CARDS,
    TAKE_CARD,
)
MONKEY_WRENCH_EFFECTS = (BAND_HP, SILENCE_MEMBER, BAN_BAND)

# --- the card list ------------------------------------------------------------
# (name, type, count, HP, SP, instrument type / affinity, effect, text)
# Reputation cards are two-sided: name "Positive/Negative", HP (positive, negative).
CARD_LIST = (
    # ME cards: 1 HP each; the instrument type on the card earns a superstar point.
    ("ME Strings", ME, 1, 1, 0, STRINGS, None, "You. A string instrument on this card earns 1 SP."),
    ("ME Wind", ME, 1, 1, 0, WIND, None, "You. A wind instrument on this card earns 1 SP."),
    ("ME Percussion", ME, 1, 1, 0, PERCUSSION, None, "You. A percussion instrument on this card earns 1 SP."),
    ("ME Keys", ME, 1, 1, 0, KEYS, None, "You. A keyboard instrument on this card earns 1 SP."),
    # 19 band members (the Producer among them): HP, and +1 HP with an instrument of their type.
    ("Johnny T.", MEMBER, 1, 1, 0, STRINGS, None, "+1 with string instruments."),
    ("Kym", MEMBER, 1, 1, 0, KEYS, None, "+1 with keyboard instruments."),
    ("Fella", MEMBER, 1, 1, 0, NO_TYPE, None, ""),
    ("Santa", MEMBER, 1, 2, 0, PERCUSSION, None, "+1 with percussion (sleigh bells!)."),
    ("Mom", MEMBER, 1, 1, 0, KEYS, None, "+1 with keyboard instruments."),
    ("Mr. Death", MEMBER, 1, 3, 0, NO_TYPE, None, ""),
    ("Lefty", MEMBER, 1, 2, 0, STRINGS, None, "+1 with string instruments."),
    ("Big Al", MEMBER, 1, 2, 0, PERCUSSION, None, "+1 with percussion."),
    ("Trixie", MEMBER, 1, 1, 0, WIND, None, "+1 with wind instruments."),
    ("Dr. Groove", MEMBER, 1, 2, 0, KEYS, None, "+1 with keyboard instruments."),
    ("Sticks", MEMBER, 1, 1, 0, PERCUSSION, None, "+1 with percussion."),
    ("Roxanne", MEMBER, 1, 2, 0, NO_TYPE, None, ""),
    ("Nails", MEMBER, 1, 2, 0, STRINGS, None, "+1 with string instruments."),
    ("Sunshine", MEMBER, 1, 1, 0, WIND, None, "+1 with wind instruments."),
    ("The Kid", MEMBER, 1, 1, 0, NO_TYPE, None, ""),
    ("Duke", MEMBER, 1, 3, 0, NO_TYPE, None, ""),
    ("Mama Blue", MEMBER, 1, 2, 0, WIND, None, "+1 with wind instruments."),
    ("Zed", MEMBER, 1, 1, 0, STRINGS, None, "+1 with string instruments."),
    (
        "Producer",
        PRODUCER,
        1,
        0,
        0,
        NO_TYPE,
        None,
        "Counts as a band member. Take another action now, and 2 actions every turn. No instrument or reputation; "
        "adds nothing in gigs.",
    ),
    # 18 instruments: 5 string, 5 wind, 4 percussion, 4 keyboard, so every ME type has about the same chance
    # of its point
    ("Guitar", INSTRUMENT, 1, 1, 0, STRINGS, None, ""),
    ("Bass", INSTRUMENT, 1, 1, 0, STRINGS, None, ""),
    ("Keytar", INSTRUMENT, 1, 2, 0, KEYS, None, ""),
    ("Violin", INSTRUMENT, 1, 1, 0, STRINGS, None, ""),
    ("Banjo", INSTRUMENT, 1, 1, 0, STRINGS, None, ""),
    ("Bongos", INSTRUMENT, 1, 1, 0, PERCUSSION, None, ""),
    ("Air Guitar", INSTRUMENT, 1, 0, 0, STRINGS, None, "Worth nothing, but it is a string instrument."),
    ("Sax", INSTRUMENT, 1, 2, 0, WIND, None, ""),
    ("Trumpet", INSTRUMENT, 1, 1, 0, WIND, None, ""),
    ("Trombone", INSTRUMENT, 1, 2, 0, WIND, None, ""),
    ("Harmonica", INSTRUMENT, 1, 1, 0, WIND, None, ""),
    ("Kazoo", INSTRUMENT, 1, 0, 0, WIND, None, "Worth nothing, but it is a wind instrument."),
    ("Drums", INSTRUMENT, 1, 2, 0, PERCUSSION, None, ""),
    ("Cowbell", INSTRUMENT, 1, 1, 0, PERCUSSION, None, ""),
    ("Tambourine", INSTRUMENT, 1, 1, 0, PERCUSSION, None, ""),
    ("Piano", INSTRUMENT, 1, 2, 0, KEYS, None, ""),
    ("Synthesizer", INSTRUMENT, 1, 2, 0, KEYS, None, ""),
    ("Organ", INSTRUMENT, 1, 1, 0, KEYS, None, ""),
    # 11 two-sided reputations: positive side / negative side
    ("Asskicker/Poser", REPUTATION, 1, (1, -1), 0, NO_TYPE, None, ""),
    ("Teen Dream/Stalked", REPUTATION, 1, (2, -1), 0, NO_TYPE, None, ""),
    ("Sex Machine/Has-Been", REPUTATION, 1, (2, -2), 0, NO_TYPE, None, ""),
    ("Virtuoso/Tone Deaf", REPUTATION, 1, (2, -2), 0, NO_TYPE, None, ""),
    ("Legend/Washed Up", REPUTATION, 1, (3, -2), 0, NO_TYPE, None, ""),
    ("Heartthrob/Diva", REPUTATION, 1, (1, -1), 0, NO_TYPE, None, ""),
    ("Showman/Stage Fright", REPUTATION, 1, (1, -1), 0, NO_TYPE, None, ""),
    ("Cool Cat/Square", REPUTATION, 1, (1, -1), 0, NO_TYPE, None, ""),
    ("Party Animal/Rehab", REPUTATION, 1, (1, -2), 0, NO_TYPE, None, ""),
    ("Genius/Sellout", REPUTATION, 1, (2, -1), 0, NO_TYPE, None, ""),
    ("Rebel/Jailbird", REPUTATION, 1, (1, -2), 0, NO_TYPE, None, ""),
    # 26 Music Biz cards
    (
        "Talk Show",
        MUSIC_BIZ,
        3,
        0,
        0,
        NO_TYPE,
        (FLIP_REPUTATION, 0),
        "Flip the reputation of any band member to its other side.",
    ),
    (
        "Theft",
        MUSIC_BIZ,
        3,
        0,
        0,
        NO_TYPE,
        (MOVE_INSTRUMENT, 0),
        "Take an instrument from a member of another band and give it to a member of yours who has none.",
    ),
    ("Pawn Shop", MUSIC_BIZ, 3, 0, 0, NO_TYPE, (DISCARD_INSTRUMENT, 0), "Discard the instrument of any band member."),
    ("Makeover", MUSIC_BIZ, 3, 0, 0, NO_TYPE, (DISCARD_REPUTATION, 0), "Discard the reputation of any band member."),
    (
        "Creative Differences",
        MUSIC_BIZ,
        3,
        0,
        0,
        NO_TYPE,
        (DISCARD_MEMBER, 0),
        "A band member (not a ME) of any band quits: discard it with its instrument and reputation.",
    ),
    (
        "Poached",
        MUSIC_BIZ,
        2,
        0,
        0,
        NO_TYPE,
        (POACH_MEMBER, 0),
        "A band member (not a ME) of another band joins yours, with its cards, if you have room.",
    ),
    ("Dropped", MUSIC_BIZ, 3, 0, 0, NO_TYPE, (DISCARD_CONTRACT, 0), "Discard the contract of any band."),
    ("Fan Club", MUSIC_BIZ, 3, 0, 0, NO_TYPE, (DRAW_CARDS, 2), "Draw 2 cards."),
    ("Groupies", MUSIC_BIZ, 3, 0, 0, NO_TYPE, (TAKE_CARD, 1), "Take 1 card at random from another player's hand."),
    # 17 Monkey Wrench cards
    ("Big in Japan", MONKEY_WRENCH, 1, 0, 0, NO_TYPE, (BAND_HP, 3), "+3 HP to a band in this gig."),
    ("Encore", MONKEY_WRENCH, 2, 0, 0, NO_TYPE, (BAND_HP, 2), "+2 HP to a band in this gig."),
    ("Sound Check", MONKEY_WRENCH, 3, 0, 0, NO_TYPE, (BAND_HP, 1), "+1 HP to a band in this gig."),
    ("Feedback", MONKEY_WRENCH, 3, 0, 0, NO_TYPE, (BAND_HP, -1), "-1 HP to a band in this gig."),
    ("Blown Amp", MONKEY_WRENCH, 2, 0, 0, NO_TYPE, (BAND_HP, -2), "-2 HP to a band in this gig."),
    ("Power Outage", MONKEY_WRENCH, 1, 0, 0, NO_TYPE, (BAND_HP, -3), "-3 HP to a band in this gig."),
    (
        "Too Wasted",
        MONKEY_WRENCH,
        3,
        0,
        0,
        NO_TYPE,
        (SILENCE_MEMBER, 0),
        "A band member's HP (with its instrument and reputation) do not count in this gig.",
    ),
    ("Banned", MONKEY_WRENCH, 2, 0, 0, NO_TYPE, (BAN_BAND, 0), "A band takes no part in this gig."),
    # 9 Gig cards and 10 Hit Singles: 37 SP in all, more than six players can share without one of them reaching
    # 8 (6 x 6 = 36), so the winning total can always be reached (docs/rules/battle-of-the-bands.md).
    ("Gig 1", GIG, 1, 0, 1, NO_TYPE, None, "Start a gig round. Worth 1 SP."),
    ("Gig 2", GIG, 1, 0, 2, NO_TYPE, None, "Start a gig round. Worth 2 SP."),
    ("Gig 3", GIG, 3, 0, 3, NO_TYPE, None, "Start a gig round. Worth 3 SP."),
    ("Signed Gig 1", GIG, 2, 0, 1, NO_TYPE, None, "Start a gig round. Worth 1 SP; acts as a contract."),
    ("Signed Gig 2", GIG, 1, 0, 2, NO_TYPE, None, "Start a gig round. Worth 2 SP; acts as a contract."),
    ("Signed Gig 3", GIG, 1, 0, 3, NO_TYPE, None, "Start a gig round. Worth 3 SP; acts as a contract."),
    # 10 Hit Single cards
    ("Single", HIT_SINGLE, 2, 0, 1, NO_TYPE, None, "1 SP; +1 HP in every gig."),
    ("Hit", HIT_SINGLE, 7, 0, 2, NO_TYPE, None, "2 SP; +1 HP in every gig."),
    ("Smash", HIT_SINGLE, 1, 0, 2, NO_TYPE, None, "2 SP; +1 HP in every gig."),
    # 6 Contract cards
    ("Contract", CONTRACT, 6, 0, 0, NO_TYPE, None, "Lets your band play hit singles."),
)

KINDS = tuple(range(len(CARD_LIST)))
NAME = tuple(row[0] for row in CARD_LIST)
CODE = NAME  # a card's code is its printed name
TYPE = tuple(row[1] for row in CARD_LIST)
COUNT = tuple(row[2] for row in CARD_LIST)
HP = tuple(row[3] if not isinstance(row[3], tuple) else 0 for row in CARD_LIST)
SP = tuple(row[4] for row in CARD_LIST)
AFFINITY = tuple(row[5] for row in CARD_LIST)  # instrument type of an instrument; favoured type of a member/ME
EFFECT = tuple(row[6] for row in CARD_LIST)
TEXT = tuple(row[7] for row in CARD_LIST)
SIGNED = tuple(row[1] == GIG and row[0].startswith("Signed") for row in CARD_LIST)

#: Reputation sides: SIDE_NAME[kind] = (positive name, negative name); SIDE_HP likewise.
SIDE_NAME = tuple(tuple(row[0].split("/")) if row[1] == REPUTATION else ("", "") for row in CARD_LIST)
SIDE_HP: tuple[tuple[int, int], ...] = tuple(row[3] if row[1] == REPUTATION else (0, 0) for row in CARD_LIST)
POSITIVE, NEGATIVE = 0, 1

IS_MEMBER = tuple(t in (ME, MEMBER, PRODUCER) for t in TYPE)
ME_CARDS = tuple(k for k in KINDS if TYPE[k] == ME)
PRODUCER_CARD = NAME.index("Producer")

#: The draw deck (everything but the ME cards), one entry per printed card.
DECK = tuple(k for k in KINDS if TYPE[k] != ME for _ in range(COUNT[k]))

PRINTED_COUNTS = {
    "ME": 4,
    "Band Member": 19,
    "Music Biz": 26,
    "Monkey Wrench": 17,
    "Gig": 9,
    "Hit Single": 10,
    "Reputation": 11,
    "Contract": 6,
    "Instrument": 18,
}


def printed_counts():
    """How many cards of each printed type the list holds (the Producer counts as a band member)."""
    counts = dict.fromkeys(PRINTED_COUNTS, 0)
    for k in KINDS:
        label = "Band Member" if TYPE[k] == PRODUCER else TYPE_NAMES[TYPE[k]]
        counts[label] += COUNT[k]
    return counts


def _aliases():
    """Every accepted spelling of a card: its name, and each side of a reputation."""
    table = {}
    for k in KINDS:
        table[simplify(NAME[k])] = k
        if TYPE[k] == REPUTATION:
            for side in SIDE_NAME[k]:
                table[simplify(side)] = k
    return table


def simplify(text):
    """Lower case without spaces, for forgiving matching of card names."""
    return "".join(str(text).lower().split())


ALIASES = _aliases()
SIDES = {simplify(SIDE_NAME[k][s]): (k, s) for k in KINDS if TYPE[k] == REPUTATION for s in (POSITIVE, NEGATIVE)}


#: The same answers for the exact codes and names views and records write, found without simplifying them
#: (bots look up thousands of codes a second in a search's playouts).
EXACT = {text: ALIASES[simplify(text)] for k in KINDS for text in (CODE[k], NAME[k]) if simplify(text) in ALIASES}


def card_from_code(code):
    """The card kind a name or code names (``Guitar``, ``Teen Dream``, ``Teen Dream/Stalked``), or None."""
    if type(code) is str and code in EXACT:
        return EXACT[code]
    return ALIASES.get(simplify(code))


def side_from_name(name):
    """(reputation kind, side) for a side name such as ``Stalked``, or None."""
    return SIDES.get(simplify(name))


def member_hp(member, instrument):
    """A member's HP with its instrument: member + instrument + 1 if the instrument is the member's type."""
    if instrument < 0:
        return HP[member]
    bonus = 1 if AFFINITY[member] != NO_TYPE and AFFINITY[member] == AFFINITY[instrument] and TYPE[member] != ME else 0
    return HP[member] + HP[instrument] + bonus


def describe(kind):
    """One line about a card: name, type, values and text."""
    t = TYPE[kind]
    if t == REPUTATION:
        (pos, neg), (hp_pos, hp_neg) = SIDE_NAME[kind], SIDE_HP[kind]
        return f"{pos} ({hp_pos:+d} HP) / {neg} ({hp_neg:+d} HP): reputation"
    parts = [NAME[kind], f"({TYPE_NAMES[t]}"]
    if t in (ME, MEMBER, INSTRUMENT):
        parts[-1] += f", {HP[kind]} HP"
    if t in (GIG, HIT_SINGLE):
        parts[-1] += f", {SP[kind]} SP"
    if t == INSTRUMENT:
        parts[-1] += f", {INSTRUMENT_TYPES[AFFINITY[kind]]}"
    parts[-1] += ")"
    return " ".join(parts) + (f": {TEXT[kind]}" if TEXT[kind] else "")


# --- what each card does (the one source of the card list, the boards' hover texts and the docs) -------------


def card_text(code):
    """What a card does, in the card list's words (``describe``): name, type, values and text."""
    kind = card_from_code(code)
    if kind is None:
        raise ValueError(f"{code!r} is not a Battle of the Bands card.")
    return describe(kind)


def card_list():
    """Every card kind as (code, what it does), in list order."""
    return [(CODE[k], describe(k)) for k in KINDS]
