"""The Scout & Raise page's lessons, as data: its scenes in page order, its tasks and its rule index.

Scenes are short tables: the rulebook's Scout Phase example (players A-D are Alice, Bob, Chris and Dana),
tables dealt for one rule each (a lone bidder, a player without two $100 bills, a completed song), and a
recorded game of four heuristic bots for the rules that need a long game (round 6's redistribution, the
end). Moves before a scene's ``start`` only set the table; the intro says what they did.

``RULE_INDEX`` (at the end) lists every rule sentence of the rulebook with the scene step that shows it.
"""

from bandlab.lessons import Task
from bandlab.viz.scout_and_raise import round_bids_figure

# --- tables -----------------------------------------------------------------------------------
#: The rulebook's Scout Phase example: artists Vocal/Keyboard 3 and Guitar 5; Alice (A) leads; Alice and
#: Bob hold only Red, Chris and Dana only Yellow.
EXAMPLE = dict(
    lead_player=0,
    deal={
        "scout": [
            ["R500", "R500", "R700", "R600", "R200", "R400"],
            ["R300", "R300", "R300", "R200", "R400", "R400"],
            ["Y200", "Y200", "Y300", "Y300", "Y300", "Y400"],
            ["Y400", "Y400", "Y500", "Y500", "Y600", "Y700"],
        ],
        "artists": ["Vo/Ky3", "Gt5"],
        "songs": ["S1C", "S1A", "S1D", "S1B"],
    },
)
#: Three players; by round 3 Bob and Chris hold only Yellow and Alice leads Red.
LONE = dict(
    lead_player=0,
    deal={
        "scout": [
            ["R200", "R500", "R500", "R600", "R700", "Y700"],
            ["R300", "R400", "Y200", "Y300", "Y400", "Y500"],
            ["R300", "R400", "Y300", "Y400", "Y500", "Y600"],
        ],
        "artists": ["Gt1", "Ba1", "Gt4", "Ky2", "Vo6", "Dr6"],
        "songs": ["S1C", "S1A", "S1B"],
    },
)
#: Three players; Chris has one Red card, which round 1 takes.
BROKE = dict(
    lead_player=0,
    deal={
        "scout": [
            ["R200", "R300", "R400", "R500", "Y200", "Y300"],
            ["R300", "R500", "R600", "R700", "Y400", "Y500"],
            ["R400", "Y300", "Y400", "Y500", "Y600", "Y700"],
        ],
        "artists": ["Dr5", "Vo6", "Gt6", "Vo4"],
        "songs": ["S1D", "S1A", "S1B"],
    },
)
#: Three players; Alice's song is the rulebook's scoring example, Lv. 1 Garage Anthem (Vo, Gt, Ba).
SONGS = dict(
    lead_player=0,
    deal={
        "scout": [
            ["R200", "R600", "R500", "R500", "Y300", "Y200"],
            ["R700", "R300", "R300", "Y400", "Y500", "Y600"],
            ["R400", "R400", "Y300", "Y400", "Y500", "Y700"],
        ],
        "artists": ["Dr2", "Vo/Ky3", "Gt5", "Ky2", "Ba5", "Dr4"],
        "songs": ["S1A", "S1B", "S1D"],
    },
)

#: A game of four heuristic bots (seed 5), as recorded: rounds 6-7 and 12 of it are scenes.
BOTS_GAME = tuple(
    """
keep Y300|keep Y400|keep R400|keep R500|keep Y400|keep Y600|keep Y200|keep Y400|play Y500|play Y600|play Y700|
play Y500|raise $200|raise $300|raise $200|raise $200|raise $200|raise $200|raise $200|raise $200|raise $200|
raise $200|raise $200|raise $200|raise $200|raise $200|raise $200|raise $200|raise $200|pass|raise $200|
raise $200|pass|pass|pass|sign Dr6|play R400|play R400|play R200|play R700|pass|pass|pass|pass|sign Ba5|play R300|
play R200|play R500|play R400|pass|pass|pass|pass|sign Vo/Ba3|play R500|play R300|play R600|play R300|pass|pass|
raise $100|pass|pass|sign Dr5|play Y400|play Y400|play Y400|play Y300|take a debt|raise $200|raise $100|
raise $200|take a debt|raise $300|raise $300|raise $300|raise $300|raise $200|take a debt|raise $200|raise $200|
raise $200|take a debt|raise $300|raise $300|raise $200|raise $200|raise $200|pass|pass|pass|pass|sign Gt5|
take S2A|play Y300|play Y200|play Y200|play Y300|raise $200|raise $200|pass|pass|pass|pass|sign Vo/Gt3|take S2C|
take S2B|keep Y600|keep R500|keep Y500|keep R400|keep Y300|keep R300|keep Y400|keep Y700|play R200|play R500|
play Y200|play R300|pass|pass|pass|sign Gt4|take S3C|play R500|play Y300|play R600|play R200|pass|raise $100|pass|
pass|sign Vo/Dr3|take S3B|play Y200|play Y400|play Y700|play Y600|pass|pass|raise $200|pass|pass|sign Ky2|
take S3A|play Y300|play Y400|play Y400|play R400|raise $100|pass|pass|pass|sign Ky4|play R700|play R300|play Y500|
play R400|raise $100|pass|pass|pass|sign Gt6|play Y300|play R300|play Y500|play R400|pass|pass|sign Ba6
""".replace("\n", "").split("|")
)


def played(moves):
    """The move texts of scene moves (notes and tasks dropped): the same moves as scene-setting ones."""
    texts = []
    for item in moves:
        if isinstance(item, Task):
            texts.append(item.right[0])
        elif isinstance(item, tuple):
            texts.append(item[0])
        else:
            texts.append(item)
    return texts


def raises(low, high):
    """``raise $low`` to ``raise $high`` in $100 steps: every raise in that range."""
    return tuple(f"raise ${amount}" for amount in range(low, high + 1, 100))


def off_suit(*cards):
    """``{"play Y400": answer, ...}``: the same answer to playing any of ``cards`` off the lead suit."""
    answer = (
        "that card is not of the lead suit: “Play one Scout Money card that is not of the lead suit. This player "
        "cannot participate in this round’s Raise Phase.”"
    )
    return {f"play {card}": answer for card in cards}


# --- the scenes, in page order -------------------------------------------------------------------
DRAFT = dict(
    title="Setting up four players: the Scout Money draft",
    players=4,
    seed=7,
    options=dict(lead_player=0),
    intro="A new game: each player keeps the higher of the two cards drawn.",
    moves=[["keep Y500", "keep Y300", "keep R500", "keep Y700"], ["keep Y400", "keep Y600", "keep Y400", "keep R400"]],
)

#: Three players: the setup's differences only (the draft itself goes as the lesson before shows it, and is not
#: narrated again).
THREE_PLAYERS = dict(
    title="Three players",
    players=3,
    seed=7,
    options=dict(lead_player=0),
    intro="The same setup with three players; the draft then goes as above, with 18 cards. After it, the rulebook: "
    "“Deal 13 Raise Money cards ($100 each) to each player. Place the one leftover $100 card in the discard pile.” "
    "“The setup for Artist cards, Song cards, and Debt Slips is the same as for a 4-player game.”",
    moves=[],
)

SCOUT_EXAMPLE = [
    ("play R500", "Rulebook: “Player A wants Vo, Gt, and Vo parts, so they bid Red: $500!”"),
    (
        "play R300",
        "Rulebook: “Player B only needs Vo and Gt, so they aim for 2nd place with Red: $300.” Bob holds "
        "only Red, so only Red cards are his moves.",
    ),
    (
        "play Y200",
        "Rulebook: “Player C doesn’t have a Red suit card, so they play a Yellow suit card and drop out of "
        "the bidding for artists this round.”",
    ),
    Task(
        "pay $200 to join",
        ask="Your move, Dana: you hold no Red card, but you want these artists.",
        why=off_suit("Y400", "Y500", "Y600", "Y700"),
        note="Rulebook: “Player D also doesn’t have the lead suit but wants Vo, Gt, and Vo parts, so they pay Raise "
        "Money to participate in the Raise Phase, hoping to win a contract!”",
    ),
]
SCOUT = dict(
    title="The rulebook's Scout Phase",
    players=4,
    options=EXAMPLE,
    moves=SCOUT_EXAMPLE,
    intro="Rulebook: “The available artists are a Vocal/Keyboard (3Pt) and a Guitar (5Pt).” Alice leads.",
)

RAISE = dict(
    title="The example's Raise Phase and contracts",
    players=4,
    options=EXAMPLE,
    start=len(SCOUT_EXAMPLE),
    chart=round_bids_figure,
    intro="Alice $500, Bob $300 and Dana's $200 substitute are in; Chris is out.",
    moves=played(SCOUT_EXAMPLE)
    + [
        "raise $300",
        "raise $300",
        Task(
            "pass",
            ask="Your move, Alice: you act last and have seen every bid. Bob has $600; you and Dana "
            "$500. Stay 2nd for the least money.",
            otherwise="you are 2nd already, and a raise costs money: “In case of a tie for bid amount, the player "
            "closer to the lead player is considered higher ranked (for 1st or 2nd place).” You are the "
            "lead player.",
        ),
        Task(
            raises(100, 500),
            ask="Your move, Dana: Alice has passed at $500, for good.",
            why={
                "pass": "you would stay tied with Alice at $500, and she is the lead player: “In case of a tie for "
                "bid amount, the player closer to the lead player is considered higher ranked (for 1st or "
                "2nd place).” You would sign nothing."
            },
            note="“Raise!” Why $600: at $500 Dana ties Alice, and Alice, the lead player, wins that tie, so Dana "
            "would sign nothing. $100 more puts her above Alice and level with Bob; Bob is closer to the lead "
            "player, so he ranks 1st and Dana 2nd: enough to sign the other artist, for the least money.",
        ),
        "pass",
        "pass",
        (
            "sign Gt5",
            "Bob, 1st, chooses the Guitar 5; Dana takes the Vocal/Keyboard 3. Alice raised nothing; a player who "
            "raises and then does not sign loses $100 of the raise: “However, for Raise Money bid during the "
            "Raise Phase, only $100 is sent to the discard pile, and the rest of that Raise Money is returned to "
            "their hand.”",
        ),
    ],
)

LONE_PRELUDE = [
    "play R200",
    "play R300",
    "play R300",
    "pass",
    "pass",
    "pass",
    "sign Ba1",
    "play R400",
    "play R400",
    "play R500",
    "pass",
    "pass",
    "pass",
    "sign Gt4",
]
LONE_BIDDER = dict(
    title="Only one bidder",
    players=3,
    options=LONE,
    start=len(LONE_PRELUDE),
    intro="Round 3 of three players: Bob and Chris have no Red card left, and keep their Raise Money.",
    moves=LONE_PRELUDE
    + [
        "play R500",
        "play Y200",
        "play Y300",
        Task(
            "sign Vo6",
            ask="Your move, Alice: you are the only bidder. Your song needs Vo, Vo, Gt.",
            why={
                "sign Dr6": "your song has no Drums part, and you sign only one of the two: “Note: If only one "
                "player proceeded from the Scout Phase to the Raise Phase, that player signs (acquires) "
                "one artist, and the other is sent to the discard pile.”"
            },
        ),
    ],
)

BROKE_PRELUDE = [
    "play R200",
    "play R300",
    "play R400",
    "pass",
    "raise $1300",
    "raise $1200",
    "pass",
    "pass",
    "sign Dr5",
]
DEBT = dict(
    title="Two $100 bills, or a debt",
    players=3,
    options=BROKE,
    start=len(BROKE_PRELUDE),
    intro="Round 2. In round 1 Bob and Chris each bid $1,600 and paid it: Chris has $100 of Raise Money left.",
    moves=BROKE_PRELUDE
    + [
        "play R500",
        Task(
            "take a debt",
            ask="Your move, Chris: no Red card, and only $100, so paying $200 is not among your "
            "moves. You want the Guitar 6.",
            why=off_suit("Y300", "Y400", "Y500", "Y600", "Y700"),
            note="“You cannot do this if you do not have two $100 bills.” A debt brings five.",
        ),
        Task(
            "pay $200 to join",
            ask="Chris again, with $600 now.",
            why={
                **off_suit("Y300", "Y400", "Y500", "Y600", "Y700"),
                "take a debt": "you already hold two $100 bills, and each debt costs points: “Each debt taken "
                "results in -6 points.”",
            },
        ),
        "play R300",
        ("raise $400", "The debt pays for the raise."),
        "raise $200",
        "pass",
        "pass",
        "pass",
        "sign Gt6",
    ],
)

SONGS_PRELUDE = ["play R200", "play R700", "play R400", "raise $300", "pass", "pass", "pass", "sign Dr2"]
SONG = dict(
    title="Completing a song (the rulebook's scoring example)",
    players=3,
    options=SONGS,
    start=len(SONGS_PRELUDE),
    intro="Round 2. Alice's song is Lv. 1 Garage Anthem (Vo, Gt, Ba); in round 1 she signed the Vocal/Keyboard 3 "
    "in 2nd place. Bob, 1st, leads.",
    moves=SONGS_PRELUDE
    + [
        "play R300",
        "play R400",
        "play R600",
        "pass",
        "pass",
        "pass",
        Task(
            "sign Gt5",
            ask="Your move, Alice: you are 1st with $600. Choose.",
            why={
                "sign Ky2": "your song has no Keyboard part, and 2nd place gets the other: “The player who bid the "
                "second-highest total amount (2nd place) signs (acquires) the remaining Artist card.” "
                "Chris would sign the Guitar 5."
            },
        ),
        "play R500",
        "play R300",
        "play Y700",
        "raise $300",
        "pass",
        "pass",
        (
            "sign Dr4",
            "Rulebook: “Example: A player has a completed song.” “The participating artists are Vo/Ky (3Pt) "
            "+ Gt (5Pt) + Ba (5Pt) for a total of 13 Artist Pt.” “Their Lv. 1 Song requirements are met, "
            "granting them, for instance, 6 Song Pt.”",
        ),
        ("take S2A", "Rulebook: “Their Lv. 2 song is not completed.” Until it is, Lv. 1 scores."),
    ],
)

#: In the bots' game: round 6's contracts are about to be signed; round 12 is about to be played.
ROUND_SIX_SIGNING, ROUND_TWELVE = 104, 163
REDRAFT = dict(
    title="A bots' game: the end of round 6",
    players=4,
    seed=5,
    start=ROUND_SIX_SIGNING,
    intro="Round 6: Alice (1st) and Bob (2nd) are about to sign; Dana led.",
    moves=list(BOTS_GAME[:106])
    + [(BOTS_GAME[106], "The draft then goes as in the first lesson, from Alice, the new lead player.")],
)

END = dict(
    title="A bots' game: round 12 and the final scores",
    players=4,
    seed=5,
    start=ROUND_TWELVE,
    chart=round_bids_figure,
    intro="Round 12, the last: Alice leads; Bass 6 and Keyboard 6 are on offer.",
    moves=list(BOTS_GAME),
)

SCENES = {
    "draft": DRAFT,
    "three-players": THREE_PLAYERS,
    "scout": SCOUT,
    "raise": RAISE,
    "lone": LONE_BIDDER,
    "debt": DEBT,
    "song": SONG,
    "redraft": REDRAFT,
    "end": END,
}


# --- the rule index ------------------------------------------------------------------------------
#: Every rule sentence of the rulebook, in order, with the scene step that shows it (or why none does).
OPENING_LINES = "no scene: stated in section Introduction (the opening lines)"
RULE_INDEX = [
    ("Trick-taking × Auction!", OPENING_LINES),
    ("Aim for the World’s Best Rock Band!", OPENING_LINES),
    ("You are a shrewd producer!", OPENING_LINES),
    (
        "A top-tier guitarist, a charismatic vocalist, a genius drummer, and a keyboardist with an "
        "overwhelming stage presence… Gather the best members and lead your band to the pinnacle of rock!",
        ("draft", 2),
    ),
    ("However, acquiring stars costs money.", OPENING_LINES),
    ("Dominate the tricks and win the auctions!", OPENING_LINES),
    ("Rack up debt and make it rain with wads of cash!", ("debt", 11)),
    ("Debt?", ("debt", 11)),
    ("Bring it on!", ("debt", 11)),
    (
        "The goal of the game is to gather the best artists over 12 rounds, complete songs, and earn the most "
        "points (Pt) by the end of the game.",
        ("end", 170),
    ),
    (
        "After the “Scout Phase” comes the “Raise Phase,” where the top two players who bid the highest "
        "amounts can sign artists.",
        ("scout", 4),
    ),
    ("Produce by gathering talented artists so they can perform your songs!", ("song", 22)),
    ("Vocal (Vo): 2, 4, 6", ("draft", 2)),
    ("Guitar (Gt): 1, 2, 4, 5, 6", ("draft", 2)),
    ("Bass (Ba): 1, 2, 4, 5, 6", ("draft", 2)),
    ("Drums (Dr): 2, 4, 5, 6", ("draft", 2)),
    ("Keyboard (Ky): 2, 4, 6", ("draft", 2)),
    ("Vocal (Vo) & Guitar (Gt): 3", ("draft", 2)),
    ("Vocal (Vo) & Bass (Ba): 3", ("draft", 2)),
    ("Vocal (Vo) & Drums (Dr): 3", ("draft", 2)),
    ("Vocal (Vo) & Keyboard (Ky): 3", ("draft", 2)),
    ("Note: The number on the card indicates the artist’s ability as Artist Points (Pt).", ("draft", 2)),
    ("Lv. 1: 4 cards", ("draft", 2)),
    ("Lv. 2: 4 cards", ("draft", 2)),
    ("Lv. 3: 4 cards", ("draft", 2)),
    (
        "Note: These cards show the artist parts needed to complete the song and the song’s own points (Pt) "
        "when completed.",
        ("draft", 2),
    ),
    ("$200: 2 cards x Red & Yellow", ("draft", 0)),
    ("$300: 3 cards x Red & Yellow", ("draft", 0)),
    ("$400: 3 cards x Red & Yellow", ("draft", 0)),
    ("$500: 2 cards x Red & Yellow", ("draft", 0)),
    ("$600: 1 card x Red & Yellow", ("draft", 0)),
    ("$700: 1 card x Red & Yellow", ("draft", 0)),
    ("Money cards used in the Raise Phase.", ("draft", 2)),
    ("Paper for recording debt.", ("debt", 11)),
    ("Decide the lead player who will play the first card.", ("draft", 0)),
    ("The person who most recently attended a rock band concert is the lead player.", ("draft", 0)),
    (
        "If multiple people went on the same day, the person who had the seat closest to the stage is the lead player.",
        ("draft", 0),
    ),
    ("If still undecided, use rock-paper-scissors or a similar method.", ("draft", 0)),
    (
        "Take all Red and Yellow Scout Money cards ($200 to $700, 24 cards total), shuffle them face down to "
        "form a draw pile.",
        ("draft", 0),
    ),
    (
        "Starting with the lead player and going clockwise, each player draws 2 cards from the draw pile into "
        "their hand.",
        ("draft", 0),
    ),
    ("Again, starting with the lead player and going clockwise, each player draws 2 cards.", ("draft", 0)),
    ("They choose 1 to add to their hand and pass the other face down to the player on their left.", ("draft", 0)),
    ("Repeat this process once more.", ("draft", 1)),
    ("Each player will now have 6 Scout Money cards in their hand.", ("draft", 2)),
    ("Gather all Raise Money cards ($100) and deal 10 to each player.", ("draft", 2)),
    ("Keep Raise Money separate from Scout Money.", ("draft", 2)),
    (
        "Shuffle all 24 Artist cards face down to create a draw pile and place it in the center, visible to "
        "all players.",
        ("draft", 2),
    ),
    (
        "The lead player flips over the top 2 cards from the draw pile and places them face up in the play area.",
        ("draft", 2),
    ),
    ("These are the two artists available to be signed this round.", ("draft", 2)),
    (
        "The player who bids the highest amount gets first pick of these two, and the player with the "
        "second-highest bid signs the remaining artist.",
        ("draft", 2),
    ),
    ("Shuffle the 4 Lv. 1 Song cards face down and deal one to each player.", ("draft", 2)),
    ("Players place this card face up in front of them.", ("draft", 2)),
    ("Keep the remaining Lv. 2 and Lv. 3 Song cards (4 of each) in separate piles by level.", ("draft", 2)),
    ("Players can look at the Song cards at any time to check the required artist parts.", ("draft", 2)),
    (
        "If a player fulfills the artist part requirements on their current Song card, they can acquire a Song "
        "card of the next level (Lv. 2 or Lv. 3).",
        ("song", 22),
    ),
    ("Prepare the Debt Slip pad.", ("debt", 11)),
    ("Players will use it to record their debts.", ("debt", 11)),
    ("When taking a debt, players will mark it on a slip.", ("debt", 11)),
    (
        "Artist cards include parts for Vocal (Vo), Guitar (Gt), Bass (Ba), Drums (Dr), Keyboard (Ky), and "
        "also multi-role artists like Vo/Gt, Vo/Ba, Vo/Dr, Vo/Ky.",
        ("draft", 2),
    ),
    ("The numbers 1-6 on the cards represent the artist’s skill level.", ("draft", 2)),
    ("Your goal is to gather artists with high numbers!", ("draft", 2)),
    (
        "For the 2 Artist cards revealed in the play area, players will play Scout Money as an initial bid.",
        ("scout", 1),
    ),
    (
        "The purpose of this phase is to qualify for the Raise Phase and to gain a favorable turn order in it.",
        ("scout", 1),
    ),
    ("Only Two Artists Can Be Signed!", ("raise", 10)),
    (
        "The two players who have bid the highest total amounts across the Scout and Raise Phases can sign "
        "(acquire) an artist.",
        ("raise", 10),
    ),
    (
        "The lead player chooses one Scout Money card (either Red or Yellow) from their hand and plays it face up.",
        ("scout", 1),
    ),
    ("The suit of this card (Red or Yellow) becomes the lead suit for this round.", ("scout", 1)),
    (
        "Starting from the player to the left of the lead player and going clockwise, each player also plays "
        "one Scout Money card from their hand.",
        ("scout", 2),
    ),
    ("You must play one card of the same suit.", ("scout", 2)),
    (
        "By playing a card of the same suit as the lead player’s Scout Money, you can proceed to the Raise Phase.",
        ("scout", 2),
    ),
    ("The amount played can be any value.", ("scout", 2)),
    ("If You Do Not Have Scout Money of the Lead Suit Choose one of the following actions:", ("scout", 3)),
    (
        "A) Play Scout Money of a Different Suit ⇒ Cannot participate in the Raise Phase Play one Scout Money "
        "card that is not of the lead suit.",
        ("scout", 3),
    ),
    ("This player cannot participate in this round’s Raise Phase.", ("scout", 3)),
    (
        "B) Substitute with Raise Money ⇒ Can participate in the Raise Phase If you don’t have Scout Money of "
        "the lead suit, you can pay $200 from your Raise Money (two $100 bills) to substitute for it.",
        ("scout", 4),
    ),
    ("You cannot do this if you do not have two $100 bills.", ("debt", 11)),  # where Chris has one bill
    ("(Paid Raise Money is sent to the discard pile even if you don’t sign an artist.)", ("scout", 4)),
    ("The available artists are a Vocal/Keyboard (3Pt) and a Guitar (5Pt).", ("scout", 0)),
    ("Player A wants Vo, Gt, and Vo parts, so they bid Red: $500!", ("scout", 1)),
    ("Player B only needs Vo and Gt, so they aim for 2nd place with Red: $300.", ("scout", 2)),
    (
        "Player C doesn’t have a Red suit card, so they play a Yellow suit card and drop out of the bidding "
        "for artists this round.",
        ("scout", 3),
    ),
    (
        "Player D also doesn’t have the lead suit but wants Vo, Gt, and Vo parts, so they pay Raise Money to "
        "participate in the Raise Phase, hoping to win a contract!",
        ("scout", 4),
    ),
    (
        "Playing a high-value Scout Money card in the Scout Phase gives you a significant advantage: you get "
        "to act last in the Raise Phase.",
        ("scout", 4),
    ),
    (
        "This allows you to see other players’ moves before bidding your Raise Money, giving you a tactical edge.",
        ("scout", 4),
    ),
    ("Even if you don’t have the lead suit, you can substitute with Raise Money.", ("scout", 4)),
    ("For artists you desperately want, it might be better to take on debt to acquire them…", ("debt", 11)),
    (
        "Players who played the lead suit (or substituted with Raise Money) in the Scout Phase proceed to the "
        "Raise Phase to conduct final contract negotiations with the artists.",
        ("scout", 4),
    ),
    (
        "Turn order proceeds clockwise, starting with the player who bid the lowest value on their Scout Money "
        "card in the Scout Phase.",
        "bandlab's reading",
    ),
    ("The player who played the highest value Scout Money card will go last.", ("scout", 4)),
    (
        "If multiple players bid the same amount, the player closest to the lead player (in clockwise order "
        "from the lead player) goes first among them.",
        ("scout", 4),
    ),
    ("When it’s your turn, perform one of the following actions (① or ②):", ("raise", 5)),
    (
        "“Debt” can be taken any number of times on your turn, regardless of choosing ① or ② (up to a game "
        "maximum of 5 times).",
        ("debt", 11),
    ),
    ("Raise!", ("raise", 8)),
    ("Add Raise Money to the Scout Money you’ve already bid.", ("raise", 5)),
    ("You can add any amount of Raise Money you possess.", ("raise", 5)),
    ("It’s possible to take a debt to pay for this.", ("debt", 11)),
    ("Note: You don’t have to raise to the highest bid.", ("raise", 7)),
    (
        "Since you can acquire an artist even in 2nd place, bidding an amount aiming for 2nd place is a valid "
        "strategy!",
        ("raise", 7),
    ),
    (
        "In case of a tie for bid amount, the player closer to the lead player is considered higher ranked "
        "(for 1st or 2nd place).",
        ("raise", 10),
    ),
    (
        "Note: Debt When you take a debt, put a checkmark by your name on a Debt Slip and receive $500 in "
        "Raise Money (five $100 bills) from the supply (if $500 is available in the supply!).",
        ("debt", 11),
    ),
    ("Each debt taken results in -6 points.", ("debt", 11)),
    (
        "You can take a debt multiple times during your turn in the Scout & Raise phase, but only up to a "
        "maximum of 5 times per game.",
        ("debt", 11),
    ),
    ("If you choose not to raise (pass), you cannot raise again for the remainder of this round.", ("raise", 7)),
    (
        "When you place a check mark on the name of a Debt Slip, you receive Raise Money of $500 (5 × $100 "
        "bills) from the supply (discard pile)—if the supply has $500 available!",
        ("debt", 11),
    ),
    ("Each instance of taking debt results in “-6 points.”", ("debt", 11)),
    (
        "You may take debt as many times as you like during your own Scout & Raise Phase, but only up to a "
        "maximum of 5 times in total.",
        ("debt", 11),
    ),
    ("The Raise Phase continues until all participating players choose “② Do Not Raise!” (pass).", ("raise", 10)),
    ("Once all players have finished raising (or passed), the Raise Phase ends.", ("raise", 10)),
    (
        "At that point, the player with the highest total bid (Scout Money + Raise Money) is 1st, and the "
        "player with the second-highest total bid is 2nd.",
        ("raise", 10),
    ),
    ("They proceed to sign (acquire) artists.", ("raise", 10)),
    ("When raising, consider which of the two available artists you need.", ("raise", 5)),
    ("The two players with the highest total bids (Scout Money + Raise Money) can sign artists.", ("raise", 10)),
    ("It’s perfectly fine to deliberately bid an amount aiming for 2nd place!", ("raise", 11)),
    ("A smart contracting strategy involves watching other players’ finances while making your raises.", ("raise", 5)),
    ("Try to win contracts for the lowest possible amount!", ("raise", 5)),
    ("Once the Raise Phase ends, players sign artists based on their rank.", ("raise", 11)),
    (
        "The player who bid the highest total amount (1st place) chooses one of the revealed Artist cards and "
        "signs (acquires) it.",
        ("raise", 11),
    ),
    (
        "The player who bid the second-highest total amount (2nd place) signs (acquires) the remaining Artist card.",
        ("raise", 11),
    ),
    ("Note: Place acquired Artist cards face down in front of you.", ("raise", 11)),
    (
        "Note: If only one player proceeded from the Scout Phase to the Raise Phase, that player signs "
        "(acquires) one artist, and the other is sent to the discard pile.",
        ("lone", 18),
    ),
    (
        "Note: If there are multiple players tied for the highest bid (1st place), or for the second-highest "
        "bid (2nd place), the player closest to the current round’s lead player (in clockwise order) within "
        "each tied rank wins the tie and signs (acquires) the artist.",
        ("raise", 10),
    ),
    (
        "Players who signed an artist send their total bid (played Scout Money and any added Raise Money) to "
        "the discard pile.",
        ("raise", 11),
    ),
    (
        "Note: Raise Money paid as a substitute for the lead suit in the Scout Phase is also sent to the discard pile.",
        ("raise", 11),
    ),
    (
        "Players who did not sign an artist send their played Scout Money and any Raise Money paid as a "
        "substitute for the lead suit (in the Scout Phase) to the discard pile.",
        ("raise", 11),
    ),
    (
        "However, for Raise Money bid during the Raise Phase, only $100 is sent to the discard pile, and the "
        "rest of that Raise Money is returned to their hand.",
        ("raise", 11),
    ),
    (
        "Players who signed an artist check if they have now gathered all the required artist parts for their "
        "current Song card.",
        ("song", 22),
    ),
    ("If all artist parts for the Song card are met, they can acquire a new Song card.", ("song", 22)),
    ("(e.g., Lv. 1 complete → take Lv. 2; Lv. 2 complete → take Lv. 3).", ("song", 22)),
    ("Choose one new Song card of the appropriate level and place it face up in front of you.", ("song", 23)),
    (
        "If, upon acquiring a new Song card, you immediately meet its requirements as well, you may "
        "consecutively choose and acquire the next level Song card.",
        ("song", 23),
    ),
    ("Only your highest-level completed Song card will be scored at the end of the game.", ("song", 23)),
    (
        "If you take a higher-level Song card but fail to complete it by game end, you will score for the "
        "previously completed lower-level Song card instead.",
        ("song", 23),
    ),
    (
        "Simultaneous Completion: If multiple players complete their Song cards in the same round, the player "
        "closest to the current round’s lead player (in clockwise order) gets to choose their new Song card "
        "first.",
        ("redraft", 105),
    ),
    (
        "Think carefully about which artist you want, the status of your own Song cards, and how much Scout & "
        "Deal Money you have, then decide how far you’re willing to go in the bidding!",
        ("raise", 11),
    ),
    (
        "If you manage to sign a high-point artist, you might earn enough points to more than make up for the "
        "debt penalty.",
        ("end", 170),
    ),
    (
        "On the other hand, you could also drive up the price on purpose and then pass, forcing other players "
        "to sign them at a high cost…?",
        ("raise", 9),
    ),
    (
        "The player who acquired an artist with the highest bid (1st place) becomes the lead player for the "
        "next round.",
        ("raise", 11),
    ),
    (
        "If there was no 1st place player (e.g., only one bidder, or no successful bids), the previous lead "
        "player continues as lead player.",
        ("lone", 18),
    ),
    ("At the end of the 6th round, redistribute Scout Money.", ("redraft", 107)),
    ("Collect all Scout Money from the discard pile and any remaining in players’ hands.", ("redraft", 107)),
    (
        "Shuffle them all together and redistribute them to each player following the same procedure as in the "
        "initial game setup (each player gets 6 cards).",
        ("redraft", 107),
    ),
    (
        "(Normally, Scout Money should be mostly used up by the 6th round.) Raise Money is not redistributed; "
        "players keep their current Raise Money.",
        ("redraft", 107),
    ),
    ("Flip over 2 new cards from the Artist card draw pile and reveal them to the play area.", ("raise", 11)),
    ("Start the Scout Phase with the new lead player.", ("raise", 11)),
    ("The game ends when all Artist cards have been revealed and the final (12th) round is completed.", ("end", 170)),
    ("Proceed to score calculation.", ("end", 170)),
    ("Each player checks their highest-level completed Song card.", ("end", 170)),
    (
        "Only the highest-level Song card for which all required artist parts have been gathered is used for scoring.",
        ("end", 170),
    ),
    ("Uncompleted Song cards are discarded and score no points.", ("end", 170)),
    (
        "Score for a completed song = [Song Points (Pt) printed on the Song card] + [Total Artist Points (Pt) "
        "of all Artist cards participating in that song].",
        ("end", 170),
    ),
    ("(Song cards with even one missing required part score no points.)", ("end", 170)),
    ("Example: A player has a completed song.", ("song", 22)),
    ("The participating artists are Vo/Ky (3Pt) + Gt (5Pt) + Ba (5Pt) for a total of 13 Artist Pt.", ("song", 22)),
    ("Their Lv. 1 Song requirements are met, granting them, for instance, 6 Song Pt.", ("song", 22)),
    ("Their Lv. 2 song is not completed.", ("song", 23)),
    ("If multiple Song cards are completed, only the highest-level one is scored.", ("end", 170)),
    ("Example: If both Lv. 1 and Lv. 2 songs are completed, you score for the Lv. 2 song.", ("end", 170)),
    ("Raise Money remaining in hand is converted to Pt.", ("end", 170)),
    ("For every $200 of Raise Money, 1 Pt is added.", ("end", 170)),
    ("Any remaining $100 is rounded down (worth 0 Pt).", ("end", 170)),
    ("(Scout Money remaining in hand does not score points.)", ("end", 170)),
    ("Example: If you have 5 Raise Money cards ($500) left, $200 = 1 Pt, so you get 2 Pt (from $400).", ("end", 170)),
    ("The remaining one $100 bill is not worth any Pt.", ("end", 170)),
    ("Debt Deduction Check your Debt Slip and count the number of checkmarks you’ve made.", ("end", 170)),
    ("Each debt checkmark is a deduction of -6 Pt.", ("end", 170)),
    ("Example: If there are 3 checkmarks on your Debt Slip, 3 x -6 Pt = -18 Pt.", ("end", 170)),
    (
        "Final Score Calculation Calculate the final Pt score using the following formula: Final Score (Pt) = "
        "[Total Pt from your highest Completed Song] + [Remaining Hand Money Pt] – [Debt Pt]",
        ("end", 170),
    ),
    ("The player with the highest final Pt score is the winner.", ("end", 170)),
    (
        "If multiple players are tied for the highest Pt, the player among them who signed the most Artist "
        "cards during the game is the winner.",
        ("end", 170),
    ),
    ("If still tied, all tied players are winners!", ("end", 170)),
    (
        "The winning player is lauded as a true shrewd producer who assembled the best band members and put on "
        "the greatest live show!",
        ("end", 170),
    ),
    ("When playing with 3 players, make the following adjustments to card setup.", ("three-players", 0)),
    (
        "Other than the adjustments below, the rules and procedures are the same as for a 4-player game.",
        ("three-players", 0),
    ),
    ("Before starting the game, remove the following Scout Money cards from the game:", ("three-players", 0)),
    ("Red Suit $200: 1 card", ("three-players", 0)),
    ("Red Suit $300: 1 card", ("three-players", 0)),
    ("Red Suit $400: 1 card", ("three-players", 0)),
    ("Yellow Suit $200: 1 card", ("three-players", 0)),
    ("Yellow Suit $300: 1 card", ("three-players", 0)),
    ("Yellow Suit $400: 1 card", ("three-players", 0)),
    ("Deal 13 Raise Money cards ($100 each) to each player.", ("three-players", 0)),
    ("Place the one leftover $100 card in the discard pile.", ("three-players", 0)),
    (
        "The remaining Scout Money (18 cards) is dealt so that each player gets 6, following the same "
        "procedure as in a 4-player game.",
        ("three-players", 0),
    ),
    (
        "The setup for Artist cards, Song cards, and Debt Slips is the same as for a 4-player game.",
        ("three-players", 0),
    ),
]
