"""The 1st Band page's lessons: its scenes (in page order), their tasks, and the rule index.

The rulebook's example table (Alice, Bob, Chris; Alice starts) is played on for a second round so that
Bob ends with the score area of the rulebook's scoring example; a shuffled deal shows the setup; a
short scenario shows what the rulebook's examples do not: a tie for a seat, a large band and a tie for a
ranking card between players who are not the starting player. Each move is told once, by the game's
events; the rulebook's example lines for the first round are quoted once, as the performance lesson's
closing recap, and its scoring lines at the step that scores.
"""

from bandlab.games.first_band.cards import ALL_CARDS, CARD_SEATS, IS_DUAL, NAME, REMOVED_VALUES, SEATS, VALUE
from bandlab.lessons import Task
from bandlab.viz.cards import card_table_html
from bandlab.viz.first_band import ranking_figure, score_figure

#: The rulebook's example table.
EXAMPLE = dict(deal=[["V3", "V6", "D8"], ["V/G4", "B1", "G1", "K3", "V2"], ["D6", "B6"]], starting_player=0)
#: A seed whose 3-player deal removes Vocal 1 with the left-over card, so Vocal 2 starts.
DEAL_SEED = 29


def removed_names(players):
    """The Member cards that leave the deck for ``players`` players, by name, in card order."""
    return [NAME[c] for c in ALL_CARDS if VALUE[c] in REMOVED_VALUES[players]]


def card_table(players=4):
    """The 50 Member cards as a table, seat (first colour) by value, each card in words: a dual-colour member
    by its two seats, a card out of the deck for ``players`` players marked "out" (not only dimmed)."""
    out = REMOVED_VALUES[players]
    header = ["Seat"] + [f"{value}{' (out)' if value in out else ''}" for value in range(1, 11)]
    rows = []
    for seat, name in enumerate(SEATS):
        cells = [name]
        for c in (c for c in ALL_CARDS if CARD_SEATS[c][0] == seat):
            text = f"{NAME[c]} (dual-colour)" if IS_DUAL[c] else NAME[c]
            cells.append(f"{text}, out" if VALUE[c] in out else text)
        rows.append(cells)
    gone = " and ".join(f"{value}s" for value in out) or "no card"
    caption = (
        "Rows: a card's seat (its first colour); columns: its value. In the audition a card takes its seat if it is "
        "empty or held by a lower value (a tie loses); a dual-colour member challenges both its seats. A card "
        f"scores its value. For {players} players every card marked out leaves the deck: all {gone}."
    )
    return card_table_html(header, rows, caption=caption, summary="Every card, by seat and value")


#: The rulebook's words a wrong move breaks, quoted in tasks' answers.
LOWER_REMOVED = "“Players may still play lower-value Member Cards, but that card is immediately removed from the game.”"
BASE_SCORE = "“Base score: Add up the values of the Member Cards in their player's score area.”"

#: The audition as the rulebook's example plays it. Each move is told once, by its events: the rulebook's own
#: lines for it are quoted once, as the performance lesson's recap (``EXAMPLE_LINES``).
AUDITION = [
    "play Vocal 3",
    Task(
        "play Vocal/Guitar 4",
        "Your move, Bob: one member that takes two seats.",
        why={"play Vocal 2": f"Vocal 2 is lower than Alice's Vocal 3: {LOWER_REMOVED}"},
        otherwise="that takes one seat. “Dual-color Members challenge 2 seats simultaneously.”",
    ),
    "play Drum 6",
    Task(
        "play Vocal 6",
        "Your move, Alice: take the Vocal seat back from Bob.",
        why={"play Drum 8": "Drum 8 challenges the Drum seat only. “Each seat retains only the highest-value member.”"},
    ),
    Task(
        "play Bass 1",
        "Your move, Bob: end the audition now, and pick first.",
        why={
            "play Keyboard 3": "a band is full without Keyboard: “Small Band: Vocal + Guitar + Drum + Bass”. "
            "Bass is the empty seat it needs.",
            "play Guitar 1": f"your own Vocal/Guitar 4 holds Guitar. {LOWER_REMOVED}",
            "play Vocal 2": f"Alice's Vocal 6 holds Vocal. {LOWER_REMOVED}",
        },
    ),
]
#: The rulebook's example lines for the audition and the ranking, quoted once: the recap that closes the
#: performance lesson (the audition lesson narrates the same moves with the game's events).
EXAMPLE_LINES = (
    "The rulebook's example: <i>Alice plays Vocal (3); Bob plays the Dual-color Member (4), replacing "
    "Vocal (3) and occupying the Guitar seat. Chris plays Drum (6); Alice plays Vocal (6). Bob's Dual-color Member "
    "(4) remains as Guitar. Bob plays Bass (1). The band is full, and the game proceeds to the B. Performance "
    "Phase.</i> <i>Bob plays the 2 lowest-value Member Cards and takes the 1st and 2nd Ranking Cards. Alice takes "
    "the 3rd, Chris takes the 4th. Alice and Chris both played value 6, but Alice takes priority due to turn "
    "order. Bob played the last card, so the Starting Player Card passes to Chris.</i> <i>Following Ranking Card "
    "order, players select member(s) for their score area: Bob (6, 4), Alice (6), Chris (1), then return their "
    "Ranking Cards.</i>"
)
PERFORMANCE = [
    Task(
        ("pick Vocal 6", "pick Drum 6"),
        "Your move, Bob (1st ranking card): pick the member worth most to you.",
        otherwise=f"your score adds up your members' values. {BASE_SCORE}",
    ),
    (["pick Vocal/Guitar 4", "pick Drum 6", "pick Bass 1"], EXAMPLE_LINES),
]
#: Round 2 until its band is full: Bob's Guitar 1, Vocal 2 and Keyboard 3 take the 1st to 3rd ranking cards.
ROUND_TWO = ["play Bass 6", "play Drum 8", "play Guitar 1", "play Keyboard 3", "play Vocal 2"]
SCORING = [
    ["pick Drum 8", "pick Bass 6"],
    Task(
        "pick Keyboard 3",
        "Your move, Bob (3rd ranking card): which pick scores most?",
        otherwise="Keyboard 3 makes your small band a large one. “Band score: Small Band: +5 pts each; "
        "Large Band: +10 pts each.”",
    ),
    (
        ["pick Vocal 2", "pick Guitar 1"],
        "Bob's score: <i>Base score: 6 + 4 + 8 + 6 + 3 = 27 pts.</i> <i>Band score: 10 pts.</i> <i>Total = 37 pts.</i>",
    ),
]
TIE = [
    "play Drum 6",
    "play Vocal 5",
    Task(
        "play Keyboard/Vocal 5",
        "Your move, Bob: Alice's Vocal 5 and Chris's Drum 6 sit in the band. Get a member into it.",
        otherwise=f"it is lower than the member in its seat. {LOWER_REMOVED}",
    ),
    "play Guitar 7",
    ["play Guitar 3", "play Drum 4"],
    "play Bass 1",
]

SCENES = {
    "deal": dict(
        title="A shuffled deal for three",
        players=3,
        seed=DEAL_SEED,
        moves=[],
        intro="",  # the events say it: Vocal 1 is the card left over, so Vocal 2 starts
    ),
    "audition": dict(
        title="The rulebook's audition",
        players=3,
        options=EXAMPLE,
        moves=AUDITION,
        intro="The rulebook's table: Alice starts.",
    ),
    "performance": dict(
        title="The rulebook's performance",
        players=3,
        options=EXAMPLE,
        moves=AUDITION + PERFORMANCE,
        start=len(AUDITION),
        chart=ranking_figure,
        intro="The chart shows who holds which ranking card.",
    ),
    "scoring": dict(
        title="Round 2 and the rulebook's scoring example",
        players=3,
        options=EXAMPLE,
        moves=AUDITION + PERFORMANCE + ROUND_TWO + SCORING,
        start=len(AUDITION + PERFORMANCE + ROUND_TWO),
        chart=score_figure,
        intro="Round 2's band is full: Bob holds ranking cards 1st to 3rd.",
    ),
    "tie": dict(
        title="A tie and a large band",
        players=3,
        options=dict(deal=[["V5", "G3", "D1"], ["K/V5", "D4", "V3"], ["D6", "G7", "B1"]], starting_player=2),
        moves=TIE,
        intro="A scenario: three cards each, Chris starts.",
    ),
}


#: Every sentence of docs/rules/rulebooks/first-band.txt, in order, with the lesson step that shows it.
RULE_INDEX = [
    ("Starting Player Card × 1", ("deal", 0)),
    ("Ranking Cards × 5", ("deal", 0)),
    ("Reference Cards × 4", "no scene: stated in section Components"),
    ("Member Cards × 50 (10 per band seat)", ("deal", 0)),
    ("Place the 5 Ranking Cards in the public area.", ("deal", 0)),
    ("Adjust the Member Cards by player count:", ("deal", 0)),
    ("3 All 9s, 10s 13", ("deal", 0)),
    ("4 All 9s 11", "no scene: stated in section Setup"),
    ("5 — 10", "no scene: stated in section Setup"),
    ("Deal the cards evenly.", ("deal", 0)),
    ("For 3–4 players, remove the remaining excess card after dealing.", ("deal", 0)),
    ("The player with the Vocal (1) is the starting player and takes the Starting Player Card.", ("deal", 0)),
    ("If it is not in play, the player with the Vocal (2) becomes the starting player.", ("deal", 0)),
    ("Each round consists of 2 phases:", ("deal", 0)),
    ("There are 5 band seats: Vocal, Guitar, Drum, Bass, and Keyboard.", ("audition", 1)),
    (
        "Starting from the starting player, players take turns in clockwise order, playing 1 Member Card from"
        " their hand in front of themselves to compete for the seats.",
        ("audition", 1),
    ),
    ("Each seat retains only the highest-value member.", ("audition", 1)),
    ("When a new Member challenges an occupied seat, compare their values.", ("audition", 2)),
    ("The lower-value Member is removed.", ("audition", 2)),
    ("If tied, the new Member is removed.", ("tie", 3)),
    ("Dual-color Members challenge 2 seats simultaneously.", ("audition", 4)),
    ("Resolve each seat independently; the card may win 1 or 2 seats, or be removed.", ("audition", 4)),
    (
        "Players may still play lower-value Member Cards, but that card is immediately removed from the game.",
        ("tie", 5),
    ),
    (
        "The Audition ends immediately when a band is full, even if some players have taken fewer turns.",
        ("audition", 5),
    ),
    ("Proceed to B. Performance Phase.", ("audition", 5)),
    ("Small Band: Vocal + Guitar + Drum + Bass", ("audition", 5)),
    ("Large Band: Vocal + Guitar + Drum + Bass + Keyboard", ("tie", 6)),
    ("Alice plays Vocal (3);", ("performance", 7)),
    ("Bob plays the Dual-color Member (4), replacing Vocal (3) and occupying the Guitar seat.", ("performance", 7)),
    ("Chris plays Drum (6);", ("performance", 7)),
    ("Alice plays Vocal (6).", ("performance", 7)),
    ("Bob's Dual-color Member (4) remains as Guitar.", ("performance", 7)),
    ("Bob plays Bass (1).", ("performance", 7)),
    ("The band is full, and the game proceeds to the B. Performance Phase.", ("performance", 7)),
    ("During this phase, resolve the following steps in order:", ("audition", 5)),
    ("Claiming the Ranking Cards: Compare the Members in the band.", ("audition", 5)),
    ("The player with the lowest-value member takes '1st', followed by the next lowest.", ("audition", 5)),
    ("If tie, the player closer to the starting player (in clockwise order) takes priority.", ("audition", 5)),
    (
        "Update Starting Player: Pass the Starting Player Card to the left of the player who played the last "
        "Member Card.",
        ("audition", 5),
    ),
    ("Place all Member Cards forming the band in the public area.", ("audition", 5)),
    (
        "Starting with the 1st Ranking Card player, players take turns selecting 1 member to their score "
        "area, and return their Ranking Card to the public area.",
        ("performance", 6),
    ),
    ("After all Ranking Cards are resolved, start a new round with the new Starting Player.", ("performance", 7)),
    ("Bob plays the 2 lowest-value Member Cards and takes the 1st and 2nd Ranking Cards.", ("performance", 7)),
    ("Alice takes the 3rd, Chris takes the 4th.", ("performance", 7)),
    ("Alice and Chris both played value 6, but Alice takes priority due to turn order.", ("performance", 7)),
    ("Bob played the last card, so the Starting Player Card passes to Chris.", ("performance", 7)),
    ("Place all Member Cards forming the band in the public area.", ("audition", 5)),
    (
        "Following Ranking Card order, players select member(s) for their score area: Bob (6, 4), Alice (6), "
        "Chris (1), then return their Ranking Cards.",
        ("performance", 7),
    ),
    ("The game ends when all cards are played.", ("scoring", 15)),
    ("Remove any Member Cards in incomplete bands and begin scoring.", ("scoring", 15)),
    ("Players score as follows:", ("scoring", 15)),
    ("Base score: Add up the values of the Member Cards in their player's score area.", ("scoring", 15)),
    ("Band score: Small Band: +5 pts each; Large Band: +10 pts each.", ("scoring", 15)),
    ("Large Bands do not also score as Small Bands.", ("scoring", 15)),
    ("The player with the highest score wins.", ("scoring", 15)),
    ("If tied, players share the victory.", ("scoring", 15)),
    ("Base score: 6 + 4 + 8 + 6 + 3 = 27 pts.", ("scoring", 15)),
    ("Band score: 10 pts.", ("scoring", 15)),
    ("Total = 37 pts.", ("scoring", 15)),
]
