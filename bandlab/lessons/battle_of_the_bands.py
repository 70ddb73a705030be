"""The lessons of the Battle of the Bands page (notebooks/battle-of-the-bands.ipynb), as data.

``SCENES`` are in page order: the rulebook's own examples (Tisha and Danny, the dice fixed so they come out as
printed), each note quoting the example's sentences, and short set scenes for the rules the rulebook shows no
example of. ``Task`` steps are the learner's moves. ``RULE_INDEX`` names, for every rule sentence of the
rulebook, the step that shows it (bandlab/lessons/__init__.py says how).
"""

from bandlab.lessons import Task
from bandlab.viz.battle_of_the_bands import gig_odds_from_state

#: The rulebook's two players: Danny deals, so Tisha goes first; their ME cards.
TISHA_AND_DANNY = dict(names=["Tisha", "Danny"], dealer=1, me=["ME Wind", "ME Percussion"])

# --- rulebook sentences the tasks' answers quote ---------------------------------------------------------------
ADEPT = (
    "“When the appropriate BAND MEMBER and INSTRUMENT combination are played together, they are worth 1 more "
    "HP than normal, as we shall see in the INSTRUMENT card example below.”"
)
FAILED = "“REPUTATION cards that are unsuccessfully attempted are discarded.”"
EITHER_SIDE = (
    "“You first choose any BAND MEMBER, in any band in play, you wish to place the REPUTATION on, state "
    "which version, positive or negative, you are attempting, then you must roll less than or equal to the "
    "number of HP already possessed by that BAND MEMBER (and their INSTRUMENT, if they have one.).”"
)
GUESTS = (
    "“GUEST STARS DO NOT count towards your maximum of 4 BAND MEMBERS, as they are not in your band. Your band "
    "can exceed 4 BAND MEMBERS during any GIG.”"
)


def scene(title, intro, moves, players=2, table=TISHA_AND_DANNY, chart=None, narrate_start=False, **options):
    """A scene dict: ``options`` set the table up, at Tisha and Danny's seats unless ``table`` says otherwise.

    Only the first scene narrates its setup (ME cards, the deal, the winning total, the first draw): a later
    scene's intro says what its table holds, so the page does not open every lesson with the same lines.
    """
    return dict(
        title=title,
        intro=intro,
        players=players,
        options={**table, **options},
        moves=moves,
        chart=chart,
        narrate_start=narrate_start,
    )


TISHA_BAND = scene(
    "The rulebook's Tisha: Johnny T., the Guitar, the Asskicker",
    "Tisha holds Johnny T. and the Asskicker; the Guitar waits in the draw pile. The dice are fixed at 5, then 2.",
    [
        Task(
            "play Johnny T.",
            "Your move, Tisha: your band is only your ME. Add a band member.",
            why={
                "play Bongos on Tisha's ME Wind": "the Bongos are an instrument: “Play a BAND MEMBER on your band.”",
                "try Asskicker on Tisha's ME Wind": "a reputation is not a member, and on a 1-HP ME it needs a roll "
                "of 1: " + FAILED,
            },
            otherwise="“Play a BAND MEMBER on your band.”",
            note="Rulebook: <i>EXAMPLE: Tisha has ME (1 HP) on the table and Johnny T. (1 HP/+1 with string "
            "instruments) in her hand. For her turn she places Johnny T. on the table as her first turn's "
            "action. Her turn is over.</i>",
        ),
        (["discard Kazoo", "discard Cowbell", "stop discarding"], "Danny discards two cards: one action."),
        Task(
            "play Guitar on Tisha's Johnny T.",
            "Your move, Tisha: you drew the Guitar. Where do your instruments add the most HP?",
            why={
                "play Guitar on Tisha's ME Wind": "your ME would gain 1 HP, Johnny T. gains 2: " + ADEPT,
                "play Bongos on Tisha's Johnny T.": "Johnny T. gets his +1 only with a string instrument: " + ADEPT,
                "play Bongos on Tisha's ME Wind": "the Guitar on Johnny T. adds 2 HP, the Bongos 1: " + ADEPT,
            },
            note="Rulebook: <i>EXAMPLE: On Tisha's next turn, she draws the Guitar INSTRUMENT card, worth 1 HP. For "
            "her turn, she places it under Johnny T. and his penchant for stringed instruments (+1), making him "
            "worth 3 HP instead of the normal 2 HP.</i>",
        ),
        (
            "try Jailbird on Tisha's Johnny T.",
            "Danny tries a negative reputation on Tisha's member: he needs 3 or less and rolls 5.",
        ),
        Task(
            "try Asskicker on Tisha's Johnny T.",
            "Your move, Tisha: try the Asskicker/Poser reputation. On whom, and which side?",
            why={
                "try Asskicker on Tisha's ME Wind": "your ME has 1 HP, so only a 1 succeeds (Johnny T.: 3 or "
                "less): " + FAILED,
                "try Poser on Tisha's Johnny T.": "Poser is the negative side (−1 HP): " + EITHER_SIDE,
                "try Asskicker on Danny's ME Percussion": "that adds 1 HP to Danny's band: " + EITHER_SIDE,
                "try Poser on Danny's ME Percussion": "his ME has 1 HP, so only a 1 succeeds: " + FAILED,
            },
            note="Rulebook: <i>EXAMPLE: Tisha has Johnny T. (1 HP) with the Guitar (1 HP) and she wants to place "
            "the Asskicker (1 HP) REPUTATION card on him. She must roll a 3 or less, Johnny T.'s 1, the "
            "Guitar's 1, and his +1 for using a string instrument equal 3. For Johnny T. to become an "
            "Asskicker, Tisha must roll a 3 or less. She rolls a 2, Johnny T. is truly THE Asskicker!!</i>",
        ),
    ],
    deal=[
        ["Johnny T.", "Asskicker/Poser", "Fan Club", "Contract", "Feedback"],
        ["Rebel/Jailbird", "Cowbell", "Organ", "Kazoo", "Encore"],
    ],
    draw=["Bongos", "Harmonica", "Guitar", "Banjo", "Violin", "Tambourine"],
    dice=[5, 2],
    narrate_start=True,
)

TALK_SHOW = scene(
    "The rulebook's Talk Show",
    "Danny's Kym plays the Sax and is a Teen Dream (+2 HP).",
    [
        Task(
            "play Talk Show on Danny's Kym",
            "Your move, Tisha: play Talk Show. On whom?",
            why={
                "play Talk Show on Tisha's Johnny T.": "it would flip your own Asskicker (+1) to Poser (−1): "
                "“These cards are played during a regular turn, either on "
                "you or an opponent.”"
            },
            note="Rulebook: <i>EXAMPLE: Danny has Kym using a Sax and having the REPUTATION of Teen Dream. On "
            "Tisha's turn she plays the TALK SHOW card on Kym, flipping the card from Teen Dream REPUTATION, to "
            "Stalked REPUTATION, causing her HP total to diminish.</i>",
        ),
    ],
    bands=[["Johnny T. + Guitar + Asskicker"], ["Kym + Sax + Teen Dream"]],
    deal=[["Talk Show", "Hit", "Organ", "Feedback", "Sound Check", "Gig 1"], ["Kazoo"]],
)

THEFT = scene(
    "Theft moves an instrument; the ME stays",
    "Instruments stay where they are played, except by a card such as Theft. Tisha holds Theft; Danny holds "
    "Creative Differences.",
    [
        Task(
            "play Theft: Danny's Kym's instrument to ME Wind",
            "Your move, Tisha: steal an instrument. Which one, and for whom?",
            why={
                "play Theft: Danny's Lefty's instrument to Johnny T.": (
                    "Johnny T. gains 3 HP, but the Sax on your ME Wind gains 2 HP and a superstar point: "
                    "“(And of course, if you have the right INSTRUMENT type on your ME card, you get a SUPERSTAR "
                    "POINT!)” “Only special cards, such as THEFT, can alter which INSTRUMENTS are being played by "
                    "whom.”"
                )
            },
            otherwise="a wind instrument on your ME Wind earns a superstar point: “Only special cards, such as THEFT, "
            "can alter which INSTRUMENTS are being played by whom.”",
            note="The Sax is a wind instrument, like Tisha's ME card: 1 SP (see her score). The point lasts only "
            "while the Sax stays on her ME: if a Theft moves it off, the point goes with it.",
        ),
        ("play Creative Differences on Tisha's Johnny T.", "Tisha's ME is not a target: it never leaves her band."),
    ],
    bands=[["Johnny T."], ["Kym + Sax", "Lefty + Bass"]],
    deal=[["Theft", "Hit", "Feedback", "Kazoo", "Cowbell", "Gig 1"], ["Creative Differences", "Encore"]],
)

GIG = scene(
    "The rulebook's gig, then a hit single",
    "Tisha's band: 5 HP. Danny's: 3 HP. Tisha holds a signed gig and the Smash. The dice are fixed at 6 for Tisha "
    "and 3 for Danny.",
    [
        (
            "gig with Signed Gig 1",
            "Rulebook: <i>EXAMPLE: Tisha has a 1 SUPERSTAR SIGNED GIG card in her hand. She "
            'signals a GIG ROUND, by saying, "Let\'s Gig!" and places the GIG card between her '
            "and her opponent, Danny.</i>",
        ),
        ("pass", "Tisha, who played the gig, plays first: she passes."),
        Task(
            "play Big in Japan on Danny's band",
            "Your move, Danny: Tisha leads 5 HP to 3. Play a card or pass.",
            why={
                "play Big in Japan on Tisha's band": "that gives Tisha 3 HP: “They modify the HP of you or your "
                "opponent's band as well as other effects.”",
                "pass": "Tisha leads: “MONKEY WRENCH play ends when all players have passed (not played any cards).”",
            },
            otherwise="“They modify the HP of you or your opponent's band as well as other effects.”",
            note='Rulebook: <i>Danny plays "Big in Japan" MONKEY WRENCH on himself, giving his band 3 extra Hip '
            "Points. (His band being ME (1 HP), Kym (1 HP) with a Sax (2HP) AND A Stalked REPUTATION card (-1), "
            "totaling 6HP.</i> The sum: ME 1 + Kym 1 + Sax 2 − Stalked 1 = 3 HP, and Big in Japan's 3 makes 6.",
        ),
        (
            "pass",
            "Rulebook: <i>Tisha's band is Asskicker (1 HP) Johnny T. (1 HP), and his Guitar (4 HP, remember the "
            "+1 Johnny T. has for stringed instruments) and ME (1HP), totaling 5.</i> <i>She passes.</i> The "
            "sum: the rulebook's “Guitar (4 HP)” is Johnny T.'s whole line — his 1 + the Guitar's 1 + the string "
            "bonus 1 + the Asskicker's 1 = 4 — and ME 1 makes 5.",
        ),
        Task(
            "play Fella as a guest star",
            "Your move, Danny: 6 HP to 5. Another card?",
            why={
                "pass": "Fella can help in this gig: “NOTE: You may play BAND MEMBERS and INSTRUMENTS during GIGS, "
                "see those sections of the rules.”",
                "lend Kazoo to ME Percussion": "the Kazoo is worth 0 HP: “NOTE: You may play BAND MEMBERS and "
                "INSTRUMENTS during GIGS, see those sections of the rules.”",
            },
            note="Rulebook: <i>Danny then plays Fella as a GUESTSTAR (which will be discarded after the GIG.) making "
            "his band total to 7.</i> Fella's 1 HP: 6 + 1 = 7.",
        ),
        (
            ["pass", "pass"],
            "Rulebook: <i>Both players pass on playing any more cards.</i> <i>Danny rolls a 3 on his "
            "die, giving him 10 HP.</i> <i>Tisha rolls a 6, giving her a final score of 11 HP, winning "
            "the gig. She now has 1 SP towards her victory! (And can begin playing HIT SINGLES on her "
            "next turn.)</i> With the dice: Danny 7 + 3 = 10, Tisha 5 + 6 = 11.",
        ),
        ["discard Kazoo", "stop discarding"],
        (
            "play Smash",
            "Rulebook: <i>EXAMPLE: Tisha has a SIGNED GIG card in play. On her turn, she plays a Smash "
            "HIT SINGLE card over her SIGNED GIG card. She now has 3 SP towards her victory total and a +1 "
            "to her band during GIGS!</i> (bandlab's Smash is worth 2 SP: with the signed gig's 1, the "
            "rulebook's 3.)",
        ),
    ],
    bands=[["Johnny T. + Guitar + Asskicker"], ["Kym + Sax + Stalked"]],
    deal=[["Signed Gig 1", "Smash", "Feedback", "Organ", "Cowbell"], ["Big in Japan", "Fella", "Kazoo"]],
    draw=["Violin", "Trumpet", "Banjo", "Tambourine", "Harmonica"],
    dice=[6, 3],
    chart=gig_odds_from_state,
)

TIE = scene(
    "A tie goes to the gig player",
    "Alice 1 HP, Bob 4 HP, Chris 5 HP; Alice holds a gig card. The dice are fixed at 1, 4 and 3.",
    [
        "gig with Gig 1",
        (["pass", "pass", "pass"], "Alice 2, Bob 8, Chris 8: Bob and Chris tie, and the gig goes to Alice."),
    ],
    players=3,
    table={},
    dealer=2,
    me=["ME Wind", "ME Percussion", "ME Strings"],
    bands=[[], ["Kym + Sax"], ["Lefty + Guitar"]],
    deal=[["Gig 1"], [], []],
    dice=[1, 4, 3],
)

PRODUCER = scene(
    "The Producer: two actions, even two gigs",
    "Tisha holds the Producer, a Sax and two gigs; her ME card is a wind player. The dice are fixed.",
    [
        "play Producer",
        Task(
            "play Sax on Tisha's ME Wind",
            "Your extra action, Tisha: where does the Sax earn the most?",
            otherwise="your ME Wind with a wind instrument earns a superstar point (and the Producer takes no "
            "instrument): “You cannot place any INSTRUMENT or REPUTATION cards on the PRODUCER, nor can it "
            "help you during a GIG ROUND.”",
            note="A wind instrument on her ME Wind: 1 SP.",
        ),
        ["discard Kazoo", "stop discarding"],
        "gig with Gig 1",
        (
            ["pass", "play Feedback on Tisha's band", "pass", "pass"],
            "Danny's Feedback, then a tie: the gig goes to Tisha, who played it.",
        ),
        ("gig with Gig 2", "Tisha's second action: a second gig."),
        ["pass", "pass"],
        "play Creative Differences on Tisha's Producer",
    ],
    bands=[["Johnny T. + Guitar"], []],
    deal=[["Producer", "Sax", "Gig 1", "Gig 2", "Hit", "Cowbell"], ["Creative Differences", "Kazoo", "Feedback"]],
    dice=[1, 5, 3, 1],
)

GUEST_STARS = scene(
    "A full band, and guest stars",
    "Tisha's band has 4 members, each with an instrument: 14 HP, like Danny's. She holds Duke and a Violin.",
    [
        Task(
            "gig with Gig 3",
            "Your move, Tisha: Duke and the Violin cannot go into your full band now. What can you do with them?",
            why={
                "discard Duke": "keep him for a gig: " + GUESTS,
                "discard Violin": "keep it for a gig: “INSTRUMENTS (Play on a BAND MEMBER or GUEST STAR: Discard "
                "after the GIG is over.)”",
            },
            otherwise="a gig lets you play them: " + GUESTS,
            note="A full band can still use them: in a gig.",
        ),
        Task(
            "play Duke as a guest star",
            "Your move, Tisha: 14 HP each. Your best card?",
            why={
                "play Feedback on Danny's band": "−1 for Danny; Duke adds 3: " + GUESTS,
                "play Sound Check on Tisha's band": "+1; Duke adds 3: " + GUESTS,
                "pass": GUESTS,
            },
            note="Duke is a fifth member, for this gig only.",
        ),
        "play Encore on Danny's band",
        ("lend Violin to Duke", "An instrument on a guest star, for this gig."),
        ["pass", "pass"],
    ],
    bands=[
        ["ME + Bongos", "Johnny T. + Guitar", "Lefty + Bass", "Mr. Death + Drums"],
        ["Kym + Sax + Teen Dream", "Big Al + Cowbell", "Roxanne + Piano"],
    ],
    deal=[["Duke", "Violin", "Gig 3", "Feedback", "Sound Check", "Hit"], ["Encore"]],
    dice=[3, 2],
)

CONTRACTS = scene(
    "A contract, signed gigs and hit singles",
    "Tisha has a signed gig and the hit single Single in play, and holds a contract and the hit single Hit; Danny "
    "holds Dropped.",
    [
        "play Contract",
        (
            "play Dropped on Tisha's band",
            "Only the contract goes: the Single, played before, stays with its SP and its +1 in every gig.",
        ),
        Task(
            "play Hit",
            "Your move, Tisha: Danny tore up your contract. Can you still play your hit single?",
            otherwise="yes: “A band must have either a CONTRACT or SIGNED GIG card in their band to play HIT SINGLES.”",
        ),
    ],
    bands=[["Johnny T. + Guitar"], []],
    played=[["Signed Gig 1", "Single"], []],
    deal=[
        ["Contract", "Hit", "Feedback", "Kazoo", "Cowbell", "Organ"],
        ["Dropped", "Fella", "Encore", "Bass", "Trumpet"],
    ],
)

HOUSE_RULES = scene(
    "House rules",
    "Alice and Bob play with four of the rulebook's house rules (options of the game).",
    [
        "play Fella in Bob's band",
        "play Guitar on Alice's ME Strings",
        "swap instruments of ME Strings and Johnny T., discard Kazoo",
        "replace Fella with Duke",
    ],
    table={},
    me=["ME Strings", "ME Keys"],
    bands=[["Johnny T. + Drums"], []],
    any_band_members=True,
    any_band_instruments=True,
    swap_instruments=True,
    replace_member=True,
    deal=[["Fella", "Kazoo", "Hit", "Gig 1", "Feedback", "Organ"], ["Guitar", "Duke", "Encore"]],
)

THE_END = scene(
    "Reaching the winning total",
    "A shorter game, to 4 SP. Tisha has a contract, the Smash (2 SP) and a gig (1 SP): 3 SP.",
    ["play Single"],
    target=4,
    played=[["Contract", "Smash", "Gig 1"], []],
    deal=[["Single"], []],
)

SCENES = {
    "tisha-band": TISHA_BAND,
    "talk-show": TALK_SHOW,
    "theft": THEFT,
    "gig": GIG,
    "tie": TIE,
    "contracts": CONTRACTS,
    "producer": PRODUCER,
    "guest-stars": GUEST_STARS,
    "house-rules": HOUSE_RULES,
    "the-end": THE_END,
}

RULE_INDEX = [
    (
        "120 Cards: 4 ME BAND MEMBER, 19 BAND MEMBER, 26 MUSIC BIZ, 17 MONKEY WRENCH, 9 GIG, 10 HIT "
        "SINGLE, 11 REPUTATION, 6 CONTRACT and 18 INSTRUMENT.",
        "no scene: stated in section Contents",
    ),
    (
        "To be the first player to accumulate a winning total of SUPERSTAR POINTS (the stars in the "
        "upper left corner of certain cards), in any combination of HIT SINGLE and GIG cards.",
        ("the-end", 1),
    ),
    (
        "(And of course, if you have the right INSTRUMENT type on your ME card, you get a SUPERSTAR POINT!)",
        ("producer", 2),
    ),
    ("2-player game/12 SUPERSTAR POINTS", ("tisha-band", 0)),
    ("3-player game/10 SUPERSTAR POINTS", ("tisha-band", 0)),
    ("4-6-player game/8 SUPERSTAR POINTS", ("tisha-band", 0)),
    ("For a shorter game, you play to a smaller SUPERSTAR POINT total.", ("tisha-band", 0)),
    ("Each player builds a band, using BAND MEMBER, INSTRUMENT and REPUTATION cards.", ("tisha-band", 0)),
    (
        'With their bands, they "battle" their opponents during GIG ROUNDS and play HIT SINGLES, GIGS '
        "and CONTRACTS worth SUPERSTAR POINTS.",
        ("tisha-band", 0),
    ),
    (
        "These SUPERSTAR POINTS are the victory points, with which they become rock and roll superstars!",
        ("tisha-band", 0),
    ),
    (
        "At the start of each game, everyone randomly chooses a ME BAND MEMBER card to place in front of"
        " themselves on the table.",
        ("tisha-band", 0),
    ),
    ("Unused ME cards are kept out of the deck.", ("tisha-band", 0)),
    ("(This card represents you as a musician in your band.", ("tisha-band", 0)),
    (
        "This card cannot be taken out of your band.) The dealer shuffles the rest of the cards and "
        "deals 5 cards to each player.",
        ("tisha-band", 0),
    ),
    (
        "The person to the dealer's left goes first, drawing a card from the deck (draw pile), for a total of 6 cards.",
        ("tisha-band", 0),
    ),
    (
        "On your turn, you draw until you have 6 cards in your hand, and take one of the following actions:",
        ("tisha-band", 0),
    ),
    ("Play a BAND MEMBER on your band.", ("tisha-band", 1)),
    ("(Max. 4 BAND MEMBER per band at a time.)", ("tisha-band", 1)),
    ("Play an INSTRUMENT on a BAND MEMBER in your band.", ("tisha-band", 3)),
    ("(1 INSTRUMENT per BAND MEMBER at a time.)", ("tisha-band", 3)),
    ("Attempt to play a REPUTATION card on ANY BAND MEMBER in play.", ("tisha-band", 4)),
    ("(1 REPUTATION per BAND MEMBER at a time.)", ("tisha-band", 4)),
    ("Play a CONTRACT card on your band.", ("contracts", 1)),
    ("(1 CONTRACT per BAND at a time.)", ("contracts", 1)),
    ("Play a HIT SINGLE on your band.", ("gig", 8)),
    ("(Must already have a CONTRACT or SIGNED GIG card in your band.)", ("gig", 8)),
    ("Play a GIG card and start a GIG ROUND.", ("gig", 1)),
    ("Play a MUSIC BIZ card.", ("talk-show", 1)),
    ("Discard up to 3 cards.", ("tisha-band", 2)),
    ("All of the cards explain their function in the game.", ("talk-show", 1)),
    ("Familiarize yourself with the cards before playing the game.", ("talk-show", 1)),
    ("A band can have as few as 1 BAND MEMBER or as many as 4 BAND MEMBERS.", ("tisha-band", 1)),
    (
        "(The ME and PRODUCER cards count toward the maximum of 4.) Each BAND MEMBER is worth X amount "
        "of HIP POINTS, (HP) as shown on the upper left-hand corner of the card.",
        ("tisha-band", 1),
    ),
    (
        "These points, used in conjunction with HIP POINTS found on INSTRUMENT and REPUTATION cards in "
        "play, help determine the strength of your band during a GIG.",
        ("tisha-band", 1),
    ),
    ("Some BAND MEMBERS are more adept with certain musical instrument types.", ("tisha-band", 3)),
    (
        "When the appropriate BAND MEMBER and INSTRUMENT combination are played together, they are worth"
        " 1 more HP than normal, as we shall see in the INSTRUMENT card example below.",
        ("tisha-band", 3),
    ),
    (
        "EXAMPLE: Tisha has ME (1 HP) on the table and Johnny T. (1 HP/+1 with string instruments) in her hand.",
        ("tisha-band", 1),
    ),
    ("For her turn she places Johnny T. on the table as her first turn's action.", ("tisha-band", 1)),
    ("Her turn is over.", ("tisha-band", 1)),
    (
        "The PRODUCER card is a special type of BAND MEMBER card, and counts towards the 4 BAND MEMBER "
        "limit in a band; when played, it gives the player 2 actions per turn, instead of 1.",
        ("producer", 1),
    ),
    ("When the PRODUCER enters any band, it allows that player to immediately take another action.", ("producer", 1)),
    ("You may play any combination of cards, even 2 GIG cards!", ("producer", 3)),
    (
        "(The GIGS would be played separately, one after the other, with MONKEY WRENCHES being played "
        "during each GIG ROUND.)",
        ("producer", 3),
    ),
    (
        "You cannot place any INSTRUMENT or REPUTATION cards on the PRODUCER, nor can it help you during a GIG ROUND.",
        ("producer", 1),
    ),
    ("It can, however, be targeted by MUSIC BIZ cards.", ("producer", 8)),
    ("BAND MEMBERS may be played during GIGS as positive MONKEY WRENCHES to your group.", ("gig", 5)),
    ("(They are referred to as GUEST STARS.) They are discarded after the GIG is over.", ("gig", 5)),
    ("(Thanks for the help, man!)", ("gig", 5)),
    (
        "GUEST STARS DO NOT count towards your maximum of 4 BAND MEMBERS, as they are not in your band.",
        ("guest-stars", 2),
    ),
    ("Your band can exceed 4 BAND MEMBERS during any GIG.", ("guest-stars", 2)),
    ("As with BAND MEMBER cards, each INSTRUMENT card is worth X amount of HIP POINTS (HP).", ("tisha-band", 3)),
    (
        "Any BAND MEMBER may use any INSTRUMENT; simply place the card under your BAND MEMBER to show "
        "the INSTRUMENT they are playing.",
        ("tisha-band", 3),
    ),
    ("Normally, you cannot exchange INSTRUMENT cards between BAND MEMBERS once they are played.", ("theft", 1)),
    ("Only special cards, such as THEFT, can alter which INSTRUMENTS are being played by whom.", ("theft", 1)),
    ("Only 1 INSTRUMENT card may be played on a BAND MEMBER at any time.", ("tisha-band", 3)),
    ("Only cards can change INSTRUMENTS on BAND MEMBERS, once they are in play.", ("theft", 1)),
    ("No INSTRUMENT cards may be played if no BAND MEMBERS are there to receive them.", ("tisha-band", 3)),
    ("EXAMPLE: On Tisha's next turn, she draws the Guitar INSTRUMENT card, worth 1 HP.", ("tisha-band", 3)),
    (
        "For her turn, she places it under Johnny T. and his penchant for stringed instruments (+1), "
        "making him worth 3 HP instead of the normal 2 HP.",
        ("tisha-band", 3),
    ),
    (
        "INSTRUMENTS may be played on BAND MEMBERS during GIGS as positive MONKEY WRENCHES to your group.",
        ("guest-stars", 4),
    ),
    ("They are discarded after the GIG is over.", ("gig", 5)),
    ("(Thanks for the loaner, dude!)", ("guest-stars", 4)),
    (
        "As with the BAND MEMBER and INSTRUMENT cards, REPUTATION cards have an X amount of HIP POINTS (HP).",
        ("tisha-band", 4),
    ),
    ("The difference is that you may not simply place a REPUTATION card on a BAND MEMBER.", ("tisha-band", 4)),
    (
        "You first choose any BAND MEMBER, in any band in play, you wish to place the REPUTATION on, "
        "state which version, positive or negative, you are attempting, then you must roll less than or "
        "equal to the number of HP already possessed by that BAND MEMBER (and their INSTRUMENT, if they "
        "have one.).",
        ("tisha-band", 4),
    ),
    (
        "If you succeed, place the REPUTATION under the BAND MEMBER to show that BAND MEMBER'S REPUTATION.",
        ("tisha-band", 5),
    ),
    ("Only 1 REPUTATION card may be played on a BAND MEMBER at any time.", ("tisha-band", 5)),
    ("No REPUTATION cards may be played if no BAND MEMBERS are there to receive them.", ("tisha-band", 5)),
    ("REPUTATION cards that are unsuccessfully attempted are discarded.", ("tisha-band", 4)),
    (
        "EXAMPLE: Tisha has Johnny T. (1 HP) with the Guitar (1 HP) and she wants to place the Asskicker"
        " (1 HP) REPUTATION card on him.",
        ("tisha-band", 5),
    ),
    (
        "She must roll a 3 or less, Johnny T.'s 1, the Guitar's 1, and his +1 for using a string instrument equal 3.",
        ("tisha-band", 5),
    ),
    ("For Johnny T. to become an Asskicker, Tisha must roll a 3 or less.", ("tisha-band", 5)),
    ("She rolls a 2, Johnny T. is truly THE Asskicker!!", ("tisha-band", 5)),
    ("These cards are played during a regular turn, either on you or an opponent.", ("talk-show", 1)),
    ("Each card explains what the card does - usually targeting a card already on the table.", ("talk-show", 1)),
    ("EXAMPLE: Danny has Kym using a Sax and having the REPUTATION of Teen Dream.", ("talk-show", 1)),
    (
        "On Tisha's turn she plays the TALK SHOW card on Kym, flipping the card from Teen Dream "
        "REPUTATION, to Stalked REPUTATION, causing her HP total to diminish.",
        ("talk-show", 1),
    ),
    ("When a GIG card is played it starts a GIG ROUND.", ("gig", 1)),
    (
        "Everyone may participate during a GIG ROUND by playing as many MONKEY WRENCH cards as they wish"
        " (also see BAND MEMBERS and INSTRUMENTS).",
        ("gig", 1),
    ),
    (
        "The person playing the GIG card plays the first MONKEY WRENCH, then, clockwise, each player "
        "taking turns playing 1 card until all of the players have played as many of the MONKEY WRENCH "
        "cards as they wish (MONKEY WRENCH cards are optional and need not be played by any players to "
        "participate in the GIG).",
        ("gig", 1),
    ),
    ("MONKEY WRENCH play ends when all players have passed (not played any cards).", ("gig", 6)),
    (
        "The entire HP of each band is then tallied, subtracting the modifiers of any MONKEY WRENCHES in play.",
        ("gig", 6),
    ),
    (
        "Everyone rolls a die, the audience's reaction to their set, then adds that amount to their HP total.",
        ("gig", 6),
    ),
    (
        "The band with the highest total wins the GIG card and places it with their other SUPERSTAR POINT (SP) cards.",
        ("gig", 6),
    ),
    (
        "If a tie occurs between the highest bands, the GIG goes to the person who played it, even if "
        "they weren't part of the tie, or even if they couldn't participate in the GIG!",
        ("tie", 2),
    ),
    ("(They get the credit for putting on such a great show!)", ("tie", 2)),
    ("Some GIG cards have the word SIGNED on them.", ("gig", 6)),
    ("SIGNED GIGS act like CONTRACTS.", ("gig", 6)),
    (
        "This means that the winner of this card is able to start playing HIT SINGLE cards on their next action.",
        ("gig", 6),
    ),
    (
        "A band may have a single CONTRACT and any number of SIGNED GIG cards in play at the same time.",
        ("contracts", 1),
    ),
    ("EXAMPLE: Tisha has a 1 SUPERSTAR SIGNED GIG card in her hand.", ("gig", 1)),
    (
        'She signals a GIG ROUND, by saying, "Let\'s Gig!" and places the GIG card between her and her '
        "opponent, Danny.",
        ("gig", 1),
    ),
    ('Danny plays "Big in Japan" MONKEY WRENCH on himself, giving his band 3 extra Hip Points.', ("gig", 3)),
    (
        "(His band being ME (1 HP), Kym (1 HP) with a Sax (2HP) AND A Stalked REPUTATION card (-1), totaling 6HP.",
        ("gig", 3),
    ),
    (
        "Tisha's band is Asskicker (1 HP) Johnny T. (1 HP), and his Guitar (4 HP, remember the +1 Johnny"
        " T. has for stringed instruments) and ME (1HP), totaling 5.",
        ("gig", 4),
    ),
    ("She passes.", ("gig", 4)),
    (
        "Danny then plays Fella as a GUESTSTAR (which will be discarded after the GIG.) making his band total to 7.",
        ("gig", 5),
    ),
    ("Both players pass on playing any more cards.", ("gig", 6)),
    ("Danny rolls a 3 on his die, giving him 10 HP.", ("gig", 6)),
    ("Tisha rolls a 6, giving her a final score of 11 HP, winning the gig.", ("gig", 6)),
    ("She now has 1 SP towards her victory!", ("gig", 6)),
    ("(And can begin playing HIT SINGLES on her next turn.)", ("gig", 6)),
    ("These are cards played exclusively during GIGS.", ("gig", 3)),
    ("They modify the HP of you or your opponent's band as well as other effects.", ("gig", 3)),
    ("Each card explains its game effect for the GIG.", ("gig", 3)),
    ("NOTE: You may play BAND MEMBERS and INSTRUMENTS during GIGS, see those sections of the rules.", ("gig", 5)),
    ("These cards are played as a regular turn action; a CONTRACT card is placed on your band.", ("contracts", 1)),
    (
        "You may begin to play HIT SINGLES on your next action as long as you have a CONTRACT card in play.",
        ("contracts", 1),
    ),
    ("A band may NOT have more than 1 CONTRACT card in play at a time.", ("contracts", 1)),
    (
        "As with GIG and CONTRACT cards, HIT SINGLE cards have a SUPERSTAR POINT (SP) total, as shown on"
        " each card's upper left-hand corner, using the number of stars shown.",
        ("gig", 8),
    ),
    ("A band must have either a CONTRACT or SIGNED GIG card in their band to play HIT SINGLES.", ("gig", 8)),
    ("When played, it gives the player that amount of SP towards their victory total.", ("gig", 8)),
    ("Also, every HIT SINGLE card is worth a +1 to their owner during every GIG they participate in.", ("gig", 8)),
    ("(The song everyone came to hear!)", ("gig", 8)),
    ("EXAMPLE: Tisha has a SIGNED GIG card in play.", ("gig", 8)),
    ("On her turn, she plays a Smash HIT SINGLE card over her SIGNED GIG card.", ("gig", 8)),
    ("She now has 3 SP towards her victory total and a +1 to her band during GIGS!", ("gig", 8)),
    (
        "We made Battle of the Bands very open ended, if there is a rule that doesn't fit with your "
        "style of play, feel free to add or change a rule to your group's liking.",
        ("house-rules", 1),
    ),
    ("Several examples of house rules may be:", ("house-rules", 1)),
    (
        "As a turn action, any player may swap INSTRUMENT cards within their band and then discard a card.",
        ("house-rules", 3),
    ),
    ("Anyone can play a BAND MEMBER on any band in play.", ("house-rules", 1)),
    ("Anyone can play an INSTRUMENT on any BAND MEMBER in any band in play.", ("house-rules", 2)),
    (
        "During your turn, you may replace a BAND MEMBER from your band with a new BAND MEMBER from your hand.",
        ("house-rules", 4),
    ),
    ("Every player must name his or her band before the game begins.", "no scene: stated in section House Rules"),
    (
        "On your turn, you draw till you have 6 cards in your hand and take one of the following actions:",
        ("tisha-band", 0),
    ),
    ("Play a BAND MEMBER on your band.", ("tisha-band", 1)),
    ("Play an INSTRUMENT on a BAND MEMBER in your band.", ("tisha-band", 3)),
    ("Attempt to play a REPUTATION on ANY BAND MEMBER in play.", ("tisha-band", 4)),
    ("Play a CONTRACT on your band.", ("contracts", 1)),
    ("Play a HIT SINGLE on your band.", ("gig", 8)),
    ("(You must have a CONTRACT or SIGNED GIG in your band.)", ("gig", 8)),
    ("Play a GIG card and start a GIG ROUND (See Below).", ("gig", 1)),
    ("Play a MUSIC BIZ card.", ("talk-show", 1)),
    ("Discard up to 3 cards.", ("tisha-band", 2)),
    ("During a GIG round, you may play any of the following card types:", ("gig", 1)),
    ("MONKEY WRENCH (Used only during GIGs.)", ("gig", 3)),
    ("BAND MEMBERS (Called GUEST STARS: discard after the GIG is over.)", ("gig", 6)),
    ("INSTRUMENTS (Play on a BAND MEMBER or GUEST STAR: Discard after the GIG is over.)", ("guest-stars", 5)),
    ("NOTE: Each HIT SINGLE card in your band gives you a +1 to your total HP for the GIG.", ("gig", 6)),
    (
        "Starting with the player that played the GIG, each participating player chooses to play a card "
        "or pass until everyone passes.",
        ("gig", 2),
    ),
    (
        "Each player then rolls a die (audience reaction to their band) and adds it to their band's "
        "modified HP (from the total of all their cards: BAND MEMBER, REPUTATION, INSTRUMENT, MONKEY "
        "WRENCH, HIT SINGLE).",
        ("gig", 6),
    ),
    ("Highest total wins the GIG card.", ("gig", 6)),
    ("If there is a tie, the GIG goes to the person that played it.", ("tie", 2)),
]
