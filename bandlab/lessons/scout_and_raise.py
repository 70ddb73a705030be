"""The Scout & Raise page's lessons, as data: its scenes in page order, its tasks and its rule index.

Scenes are short tables: the rulebook's Scout Phase example (players A-D are Alice, Bob, Chris and Dana),
tables dealt for one rule each (a lone bidder, a player without two $100 bills, a completed song), and a
recorded game of four heuristic bots for the rules that need a long game (round 6's redistribution, the
end). Moves before a scene's ``start`` only set the table; the intro says what they did.

``RULE_INDEX`` (at the end) lists every rule sentence of the rulebook with the scene step that shows it.
"""

from bandlab.lessons import Task

GAME_ID = "scout-and-raise"

# --- tables -----------------------------------------------------------------------------------
#: The rulebook's Scout Phase example: artists Vocal/Keyboard 3 and Guitar 5; Alice (A) leads; Alice and
#: Bob hold only Red, Chris and Dana only Yellow.
EXAMPLE = dict(lead_player=0, deal={
    "scout": [["R500", "R500", "R700", "R600", "R200", "R400"], ["R300", "R300", "R300", "R200", "R400", "R400"],
              ["Y200", "Y200", "Y300", "Y300", "Y300", "Y400"], ["Y400", "Y400", "Y500", "Y500", "Y600", "Y700"]],
    "artists": ["Vo/Ky3", "Gt5"], "songs": ["S1C", "S1A", "S1D", "S1B"]})
#: Three players; by round 3 Bob and Chris hold only Yellow and Alice leads Red.
LONE = dict(lead_player=0, deal={
    "scout": [["R200", "R500", "R500", "R600", "R700", "Y700"], ["R300", "R400", "Y200", "Y300", "Y400", "Y500"],
              ["R300", "R400", "Y300", "Y400", "Y500", "Y600"]],
    "artists": ["Gt1", "Ba1", "Gt4", "Ky2", "Vo6", "Dr6"], "songs": ["S1C", "S1A", "S1B"]})
#: Three players; Chris has one Red card, which round 1 takes.
BROKE = dict(lead_player=0, deal={
    "scout": [["R200", "R300", "R400", "R500", "Y200", "Y300"], ["R300", "R500", "R600", "R700", "Y400", "Y500"],
              ["R400", "Y300", "Y400", "Y500", "Y600", "Y700"]],
    "artists": ["Dr5", "Vo6", "Gt6", "Vo4"], "songs": ["S1D", "S1A", "S1B"]})
#: Three players; Alice's song is the rulebook's scoring example, Lv. 1 Garage Anthem (Vo, Gt, Ba).
SONGS = dict(lead_player=0, deal={
    "scout": [["R200", "R600", "R500", "R500", "Y300", "Y200"], ["R700", "R300", "R300", "Y400", "Y500", "Y600"],
              ["R400", "R400", "Y300", "Y400", "Y500", "Y700"]],
    "artists": ["Dr2", "Vo/Ky3", "Gt5", "Ky2", "Ba5", "Dr4"], "songs": ["S1A", "S1B", "S1D"]})

#: A game of four heuristic bots (seed 5), as recorded: rounds 6-7 and 12 of it are scenes.
BOTS_GAME = tuple("""
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
""".replace("\n", "").split("|"))


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
    answer = ("that card is not of the lead suit: “Play one Scout Money card that is not of the lead suit. This player "
              "cannot participate in this round’s Raise Phase.”")
    return {f"play {card}": answer for card in cards}


# --- the scenes, in page order -------------------------------------------------------------------
DRAFT = dict(
    title="Setting up four players: the Scout Money draft", players=4, seed=7, options=dict(lead_player=0),
    intro="A new game: each player keeps the higher of the two cards drawn.",
    moves=[["keep Y500", "keep Y300", "keep R500", "keep Y700"], ["keep Y400", "keep Y600", "keep Y400", "keep R400"]])

THREE_PLAYERS = dict(
    title="Three players", players=3, seed=7, options=dict(lead_player=0), intro="The same setup with three players.",
    moves=[["keep R500", "keep Y500", "keep Y600"], ["keep Y400", "keep Y700", "keep R600"]])

SCOUT_EXAMPLE = [
    ("play R500", "Rulebook: “Player A wants Vo, Gt, and Vo parts, so they bid Red: $500!”"),
    ("play R300", "Rulebook: “Player B only needs Vo and Gt, so they aim for 2nd place with Red: $300.” Bob holds "
                  "only Red, so only Red cards are his moves."),
    ("play Y200", "Rulebook: “Player C doesn’t have a Red suit card, so they play a Yellow suit card and drop out of "
                  "the bidding for artists this round.”"),
    Task("pay $200 to join", ask="Your move, Dana: you hold no Red card, but you want these artists.",
         why=off_suit("Y400", "Y500", "Y600", "Y700"),
         note="Rulebook: “Player D also doesn’t have the lead suit but wants Vo, Gt, and Vo parts, so they pay Raise "
              "Money to participate in the Raise Phase, hoping to win a contract!”"),
]
SCOUT = dict(
    title="The rulebook's Scout Phase", players=4, options=EXAMPLE, moves=SCOUT_EXAMPLE,
    intro="Rulebook: “The available artists are a Vocal/Keyboard (3Pt) and a Guitar (5Pt).” Alice leads.")

RAISE = dict(
    title="The example's Raise Phase and contracts", players=4, options=EXAMPLE, start=len(SCOUT_EXAMPLE),
    intro="Alice $500, Bob $300 and Dana's $200 substitute are in; Chris is out.",
    moves=played(SCOUT_EXAMPLE) + [
        "raise $300", "raise $300",
        ("pass", "Alice acts last and has seen every bid: $500 is 2nd so far."),
        Task(raises(100, 500), ask="Your move, Dana: Bob has $600, you and Alice $500, and Alice has passed.",
             why={"pass": "you would tie with Alice at $500: “In case of a tie for bid amount, the player closer to "
                          "the lead player is considered higher ranked (for 1st or 2nd place).” Alice is the lead "
                          "player: she would be 2nd and you would sign nothing."},
             note="“Raise!” Dana adds $100 and ties Bob at $600."),
        "pass", "pass",
        ("sign Gt5", "Bob, 1st, chooses the Guitar 5; Dana takes the Vocal/Keyboard 3."),
    ])

LONE_PRELUDE = ["play R200", "play R300", "play R300", "pass", "pass", "pass", "sign Ba1",
                "play R400", "play R400", "play R500", "pass", "pass", "pass", "sign Gt4"]
LONE_BIDDER = dict(
    title="Only one bidder", players=3, options=LONE, start=len(LONE_PRELUDE),
    intro="Round 3 of three players: Bob and Chris have no Red card left, and keep their Raise Money.",
    moves=LONE_PRELUDE + [
        "play R500", "play Y200", "play Y300",
        Task("sign Vo6", ask="Your move, Alice: you are the only bidder. Your song needs Vo, Vo, Gt.",
             why={"sign Dr6": "your song has no Drums part, and you sign only one of the two: “Note: If only one "
                              "player proceeded from the Scout Phase to the Raise Phase, that player signs (acquires) "
                              "one artist, and the other is sent to the discard pile.”"}),
    ])

BROKE_PRELUDE = ["play R200", "play R300", "play R400", "pass", "raise $1300", "raise $1200", "pass", "pass", "sign Dr5"]
DEBT = dict(
    title="Two $100 bills, or a debt", players=3, options=BROKE, start=len(BROKE_PRELUDE),
    intro="Round 2. In round 1 Bob and Chris each bid $1,600 and paid it: Chris has $100 of Raise Money left.",
    moves=BROKE_PRELUDE + [
        "play R500",
        Task("take a debt", ask="Your move, Chris: no Red card, and only $100, so paying $200 is not among your "
                                "moves. You want the Guitar 6.",
             why=off_suit("Y300", "Y400", "Y500", "Y600", "Y700"),
             note="“You cannot do this if you do not have two $100 bills.” A debt brings five."),
        Task("pay $200 to join", ask="Chris again, with $600 now.",
             why={**off_suit("Y300", "Y400", "Y500", "Y600", "Y700"),
                  "take a debt": "you already hold two $100 bills, and each debt costs points: “Each debt taken "
                                 "results in -6 points.”"}),
        "play R300",
        ("raise $400", "The debt pays for the raise."),
    ])

SONGS_PRELUDE = ["play R200", "play R700", "play R400", "raise $300", "pass", "pass", "pass", "sign Dr2"]
SONG = dict(
    title="Completing a song (the rulebook's scoring example)", players=3, options=SONGS, start=len(SONGS_PRELUDE),
    intro="Round 2. Alice's song is Lv. 1 Garage Anthem (Vo, Gt, Ba); in round 1 she signed the Vocal/Keyboard 3 "
          "in 2nd place. Bob, 1st, leads.",
    moves=SONGS_PRELUDE + [
        "play R300", "play R400", "play R600", "pass", "pass", "pass",
        Task("sign Gt5", ask="Your move, Alice: you are 1st with $600. Choose.",
             why={"sign Ky2": "your song has no Keyboard part, and 2nd place gets the other: “The player who bid the "
                              "second-highest total amount (2nd place) signs (acquires) the remaining Artist card.” "
                              "Chris would sign the Guitar 5."}),
        "play R500", "play R300", "play Y700", "raise $300", "pass", "pass",
        ("sign Dr4", "Rulebook: “Example: A player has a completed song.” “The participating artists are Vo/Ky (3Pt) "
                     "+ Gt (5Pt) + Ba (5Pt) for a total of 13 Artist Pt.” “Their Lv. 1 Song requirements are met, "
                     "granting them, for instance, 6 Song Pt.”"),
        ("take S2A", "Rulebook: “Their Lv. 2 song is not completed.” Until it is, Lv. 1 scores."),
    ])

#: In the bots' game: round 6's contracts are about to be signed; round 12 is about to be played.
ROUND_SIX_SIGNING, ROUND_TWELVE = 104, 163
REDRAFT = dict(
    title="A bots' game: the end of round 6", players=4, seed=5, start=ROUND_SIX_SIGNING,
    intro="Round 6: Alice (1st) and Bob (2nd) are about to sign; Dana led.",
    moves=list(BOTS_GAME[:107]) + [list(BOTS_GAME[107:111]), list(BOTS_GAME[111:115])])

END = dict(
    title="A bots' game: round 12 and the final scores", players=4, seed=5, start=ROUND_TWELVE,
    intro="Round 12, the last: Alice leads; Bass 6 and Keyboard 6 are on offer.", moves=list(BOTS_GAME))

SCENES = {"draft": DRAFT, "three-players": THREE_PLAYERS, "scout": SCOUT, "raise": RAISE, "lone": LONE_BIDDER,
          "debt": DEBT, "song": SONG, "redraft": REDRAFT, "end": END}
