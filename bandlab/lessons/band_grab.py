"""Band Grab's lessons (notebooks/band-grab.ipynb): six set deals, eight moves for the learner to make,
and where the page shows every sentence of the rulebook.

The rulebook prints no examples, so every scene is a set deal (``deal``, ``bands``, ``deck`` top card
first: see ``docs/rules/band-grab.md``, "Setup"); only the first tells the deal. The rules are taught by the
events' quotes (``bandlab/games/band_grab/events.py``): each quotes the rulebook's passage about what it shows.
"""

from bandlab.lessons import Task
from bandlab.viz.band_grab import genre_meter_figure

# --- the answers to wrong moves: each quotes the rule it misses ----------------------------------------
DUMP_IS_A_TURN = "a dump starts no band, and it is your whole turn: “This action counts as your whole turn.”"
DOUBLED = (
    "Bob's drummer has one Rock symbol, your vocalist and your bass two each: “Some musicians are extra "
    "skilled in a certain genre and have two of the same genre symbol.”"
)
NO_ROCK = (
    "it adds no Rock symbol, and a gig needs one genre: “But you can only play a gig if your band has at "
    "least 6 matching genres in it (for example, 6 Jazz genres).”"
)
EVENTS_ARE_PLAYED = (
    "that keeps both Busking Gigs in your hand: “You cannot dump event cards (green cards).” You get "
    "rid of an event only by playing it."
)
BUSK_NOW = (
    "a Busking Gig wins now: “Note: If all the cards in the deck are drawn before the game is finished, "
    "players can then also win by playing the Busking Gig event card on their turn!”"
)


def alice_starts(deal, bands=None, deck=()):
    """A set deal with Alice to play first."""
    return dict(deal=deal, bands=bands, deck=list(deck), starting_player=0)


def set_table(scene):
    """A later scene's set table: its start is not narrated, so the page tells the deal once (in its first scene),
    not again for each table it sets."""
    return {**scene, "narrate_start": False}


TURN = dict(
    title="Draw, play or dump",
    intro="Alice holds one card more than the deal gives, so that her hand fills at once.",
    players=3,
    options=alice_starts(
        [["V-RRP", "B-PF", "POACH1", "T-JF"], ["D-RP", "GIG2", "T-PPR"], ["GIG3", "V-PF", "JAM1"]],
        deck=["B-RRJ", "GIG4", "D-RJ", "B-JJF"],
    ),
    moves=[
        "draw",
        "play Drums (Rock, Pop)",
        "dump Gig 3",
        Task(
            ("play Vocals (Rock, Rock, Pop)", "play Bass (Rock, Rock, Jazz)"),
            "Your move, Alice: you hold 5 cards, so you cannot draw. Start a Rock band.",
            why={
                "dump Vocals (Rock, Rock, Pop)": DUMP_IS_A_TURN,
                "dump Bass (Rock, Rock, Jazz)": DUMP_IS_A_TURN,
                "dump Bass (Pop, Funk)": DUMP_IS_A_TURN,
                "dump Treble (Jazz, Funk)": DUMP_IS_A_TURN,
                "play Poach 1: take Bob's Drums (Rock, Pop)": DOUBLED,
            },
            otherwise=NO_ROCK,
        ),
    ],
)

BAND = set_table(
    dict(
        title="One musician per instrument",
        intro="Alice's band: a Pop-Funk vocalist and a Rock treble.",
        players=2,
        options=alice_starts(
            [["V-RRP", "T-JF", "GIG1"], ["D-RP", "B-PF"]], bands=[["V-PF", "T-RRF"], []], deck=["B-RRJ", "GIG2", "D-RJ"]
        ),
        moves=[
            Task(
                "play Vocals (Rock, Rock, Pop)",
                "Your move, Alice: more Rock for your band.",
                why={
                    "play Treble (Jazz, Funk)": (
                        "your Rock treble would go back to your hand: “If you play a musician card with an "
                        "instrument type that is already in your Band, you must swap the card of the matching "
                        "instrument type back into your Hand.”"
                    )
                },
                otherwise=(
                    "your band gains nothing: “Once a musician is on the table, it is counted as a band member "
                    "and is now a part of your Band.”"
                ),
            ),
            "play Drums (Rock, Pop)",
        ],
    )
)

GIG = set_table(
    dict(
        title="Six of a genre, then a gig",
        intro="Alice: 4 Rock symbols. Bob: 12 symbols, at most 4 of a genre.",
        players=2,
        options=alice_starts(
            [["B-RRJ", "GIG1", "D-JJF"], ["T-JF"]],
            bands=[["V-RRP", "T-RRF"], ["V-JJF", "T-PPR", "B-JJR", "D-FFR"]],
            deck=["GIG2", "D-RJ"],
        ),
        chart=genre_meter_figure,
        moves=[
            Task(
                "play Bass (Rock, Rock, Jazz)",
                "Your move, Alice: a gig needs 6 matching symbols. Get them.",
                why={"play Drums (Jazz, Jazz, Funk)": NO_ROCK},
                otherwise=(
                    "your bass brings your Rock to 6 now: “A Band with at least 6 matching genres is ready to "
                    "play a gig and win the game.”"
                ),
            ),
            "draw",
            Task(
                "play Gig 1",
                "Your move, Alice: your band is gig-ready.",
                otherwise=(
                    "you can win now: “If your Band has the matching genres required when you play the gig "
                    "card, then you win the game and the game is over!”"
                ),
            ),
        ],
    )
)

SUPPORT = set_table(
    dict(
        title="Support cards",
        intro="Alice: 5 Rock symbols and a Manager in her band.",
        players=2,
        options=alice_starts(
            [["AGENT", "GIG1"], ["BOUNCER", "T-JF"]],
            bands=[["V-RRP", "T-PPR", "B-JJR", "D-FFR", "MANAGER"], []],
            deck=["GIG2", "D-RJ"],
        ),
        moves=[
            Task(
                "play Booking Agent",
                "Your move, Alice: one Rock symbol short of a gig. Read your support cards.",
                otherwise=(
                    "the Booking Agent makes 5 enough at once: “Support abilities apply regardless of the "
                    "other rules in these instructions.”"
                ),
            ),
            "play Bouncer",
            "play Gig 1",
        ],
    )
)

STEAL = set_table(
    dict(
        title="Poach and Pickpocket",
        intro="Alice's band plays Rock; Bob has the Rock vocalist.",
        players=2,
        options=alice_starts(
            [["POACH1", "PICK1"], ["GIG1", "D-RP"]],
            bands=[["V-PF", "T-RRF"], ["V-RRP", "B-PF"]],
            deck=["GIG2", "GIG3", "B-RRJ"],
        ),
        moves=[
            Task(
                "play Poach 1: take Bob's Vocals (Rock, Rock, Pop)",
                "Your move, Alice: grab Rock for your band.",
                why={
                    "play Poach 1: take Bob's Bass (Pop, Funk)": NO_ROCK,
                    "play Pickpocket 1: steal from Bob's hand": (
                        "that takes a card at random: “If you are required to steal a card from a player's Hand "
                        "instead, the stolen card must enter your Hand, not your Band.”"
                    ),
                },
                otherwise=(
                    "a draw is a card at random: “If you choose to draw a card on your turn, simply pick up "
                    "one card from the top of the deck and add it to your Hand.”"
                ),
            ),
            "draw",
            "play Pickpocket 1: steal from Bob's hand",
        ],
    )
)

END = set_table(
    dict(
        title="An event that does nothing, and the Busking Gig",
        intro="Alice: 5 Rock symbols, two Busking Gigs; one card left in the deck.",
        players=2,
        options=alice_starts(
            [["BUSK1", "BUSK2", "B-RRJ", "T-JF", "D-PPJ"], ["T-PPJ"]],
            bands=[["V-RRP", "T-RRF", "D-FFR"], ["B-JJR"]],
            deck=["GIG1"],
        ),
        moves=[
            Task(
                ("play Busking Gig 1", "play Busking Gig 2"),
                "Your move, Alice: your hand is full. Get rid of a Busking Gig.",
                otherwise=EVENTS_ARE_PLAYED,
            ),
            "draw",
            "play Bass (Rock, Rock, Jazz)",
            "dump Treble (Pop, Pop, Jazz)",
            Task("play Busking Gig 2", "Your move, Alice: the deck has run out. Win.", otherwise=BUSK_NOW),
        ],
    )
)

#: The page's scenes, in page order.
SCENES = {"turn": TURN, "band": BAND, "gig": GIG, "support": SUPPORT, "steal": STEAL, "end": END}

#: Every sentence of the rulebook, in order, and the lesson step that shows it.
RULE_INDEX = [
    (
        "The goal of Band Grab is to collect cards to build a band and to use that band to play a gig (a live music "
        "performance).",
        ("turn", 0),
    ),
    ("The first player to play a gig wins the game!", ("turn", 0)),
    (
        "Make sure you have a table or flat playing area large enough for all players.",
        "no scene: stated in section Set Up",
    ),
    ("Start the game by shuffling all the cards together then dealing 3 cards to each player.", ("turn", 0)),
    ("These cards form each player's Hand and should be kept private and off the table.", ("turn", 0)),
    ("A player's Hand should not be confused with a player's Band!", ("turn", 0)),
    ("Next, place the deck (all unused cards) face-down in the middle of the table.", ("turn", 0)),
    ("Finally, choose a player to have the first turn.", ("turn", 0)),
    ("Players take turns one at a time.", ("turn", 0)),
    ("Each player has their turn after the player on their right.", ("turn", 0)),
    ("On each of your turns, you must choose to complete one action only!", ("turn", 0)),
    ("For example, you cannot draw and play on the same turn.", ("turn", 0)),
    (
        "There are 3 different action options to choose from on each turn, as explained throughout the rest of these "
        "instructions.",
        ("turn", 0),
    ),
    (
        "If you choose to draw a card on your turn, simply pick up one card from the top of the deck and add it "
        "to your Hand.",
        ("turn", 1),
    ),
    ("You cannot choose to draw a card if you already have 5 cards in your Hand.", ("turn", 1)),
    ("If you choose to play a card (use a card), you can play any one card from your Hand.", ("steal", 1)),
    ("Each type of card is played differently, as explained below.", ("steal", 1)),
    ("These cards can be played face-up onto the table in front of you.", ("turn", 2)),
    ("Once a musician is on the table, it is counted as a band member and is now a part of your Band.", ("turn", 2)),
    (
        "Every player has their own Band with their own different musicians in it, each visible to all players.",
        ("turn", 2),
    ),
    (
        "Every musician has an instrument type (either Vocals, Treble, Bass or Drums), as shown by a symbol in the top "
        "right corner of the card.",
        ("turn", 2),
    ),
    ("Your Band can only contain one of each instrument type at any time.", ("band", 1)),
    (
        "If you play a musician card with an instrument type that is already in your Band, you must swap the card of "
        "the matching instrument type back into your Hand.",
        ("band", 1),
    ),
    ("Each musician card also has two or three genre symbols at the bottom of the card.", ("gig", 3)),
    ("These symbols represent the genres of music each musician is skilled at performing.", ("gig", 3)),
    ("Some musicians are extra skilled in a certain genre and have two of the same genre symbol.", ("gig", 3)),
    ("A Band with at least 6 matching genres is ready to play a gig and win the game.", ("gig", 3)),
    ("This is explained on page 7.", "no scene: stated in section Musician Cards (Purple Background)"),
    (
        "These cards are played exactly like musician cards except that instead of genres, they each have a special "
        "ability written on them.",
        ("support", 1),
    ),
    (
        "When a support card is a part of a Band, its special ability applies to the player that owns the Band.",
        ("support", 1),
    ),
    ("Support abilities apply regardless of the other rules in these instructions.", ("support", 1)),
    ("Just like each instrument type, you can only have one support card in your Band at a time.", ("support", 1)),
    ("You can have a support card in your Band even if you have no musicians in it.", ("support", 2)),
    ("These cards are played face-up onto a pile beside the deck called the event pile.", ("steal", 1)),
    (
        "When you play an event card, you must follow the instructions on that card, even if following the "
        "instructions has no effect.",
        ("end", 1),
    ),
    (
        "Note: If you use an event card to steal a band member, the stolen card must enter your Band immediately and "
        "the card it replaces (if any) must be given to the Band of the player you stole from.",
        ("steal", 1),
    ),
    (
        "If you are required to steal a card from a player's Hand instead, the stolen card must enter your Hand, not "
        "your Band.",
        ("steal", 3),
    ),
    ("You can use a gig card to play a gig and win the game!", ("gig", 3)),
    ("To play a gig, simply play the gig card anywhere onto the table!", ("gig", 3)),
    (
        "But you can only play a gig if your band has at least 6 matching genres in it (for example, 6 Jazz genres).",
        ("gig", 3),
    ),
    (
        "If your Band has the matching genres required when you play the gig card, then you win the game and the game "
        "is over!",
        ("gig", 3),
    ),
    (
        "If you do not want to use a particular card in your Hand, you can place it face-up onto the event pile to get "
        "rid of it.",
        ("turn", 3),
    ),
    ("This action counts as your whole turn.", ("turn", 3)),
    ("You cannot dump event cards (green cards).", ("end", 1)),
    ("Any event card placed on the event pile must be played (not dumped).", ("end", 1)),
    ("Continue playing until one player wins by playing their first gig!", ("end", 5)),
    (
        "Note: If all the cards in the deck are drawn before the game is finished, players can then also win by "
        "playing the Busking Gig event card on their turn!",
        ("end", 5),
    ),
]
