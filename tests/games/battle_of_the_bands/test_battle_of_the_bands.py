"""Battle of the Bands: the rulebook's examples move by move, every limit, the gig, the options."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bandlab
from bandlab import IllegalAction, SetupError
from bandlab.games.battle_of_the_bands import events as ev
from bandlab.games.battle_of_the_bands.actions import PlayHitSingle, PlayInstrument
from bandlab.games.battle_of_the_bands.cards import (
    CARD_LIST,
    DECK,
    EFFECT,
    ME,
    MONKEY_WRENCH,
    MONKEY_WRENCH_EFFECTS,
    MUSIC_BIZ,
    MUSIC_BIZ_EFFECTS,
    NAME,
    TYPE,
    card_from_code,
    printed_counts,
)
from bandlab.games.battle_of_the_bands.rules import FLAGS, GUEST

GAME = bandlab.load_game("battle-of-the-bands")
TISHA, DANNY = 0, 1
FILLER = ["Cowbell", "Organ", "Harmonica", "Tambourine", "Trumpet", "Banjo", "Violin", "Bongos"]


def new(**options):
    """A two-player scenario: Tisha (player 0) starts, Danny deals."""
    options.setdefault("names", ["Tisha", "Danny"])
    options.setdefault("dealer", DANNY)
    options.setdefault("me", ["ME Wind", "ME Percussion"])
    return GAME.new(2, seed=1, **options)


def play(state, *texts):
    """Apply actions by their text; return the events of the last one."""
    events = []
    for text in texts:
        events = state.apply(GAME.parse_action(state, text))
    return events


def texts(state):
    """The legal actions as text."""
    return [str(a) for a in state.legal_actions()]


def of_type(events, cls):
    """The events of one class."""
    return [e for e in events if type(e) is cls]


# --- the deck ----------------------------------------------------------------------
def test_the_deck_has_the_printed_counts_and_the_named_cards():
    assert printed_counts() == {
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
    assert len(DECK) + 4 == 120
    for name in (
        "Johnny T.",
        "Kym",
        "Fella",
        "Producer",
        "Guitar",
        "Sax",
        "Asskicker",
        "Teen Dream",
        "Stalked",
        "Talk Show",
        "Theft",
        "Big in Japan",
        "Smash",
        "Signed Gig 1",
        "Santa",
        "Mom",
        "Mr. Death",
        "Kazoo",
        "Air Guitar",
        "Sex Machine",
        "Too Wasted",
        "Banned",
    ):
        assert card_from_code(name) is not None, name
    johnny, guitar, sax = (card_from_code(n) for n in ("Johnny T.", "Guitar", "Sax"))
    assert CARD_LIST[johnny][3] == 1 and CARD_LIST[guitar][3] == 1 and CARD_LIST[sax][3] == 2
    assert CARD_LIST[card_from_code("Big in Japan")][6] == ("band hp", 3)
    assert CARD_LIST[card_from_code("Smash")][4] == 2, "1 SP from the signed gig + the Smash = the example's 3 SP"
    assert CARD_LIST[card_from_code("Signed Gig 1")][4] == 1, "a 1 SUPERSTAR SIGNED GIG card"


def test_every_me_type_has_about_as_many_instruments():
    """5 string, 5 wind, 4 percussion, 4 keyboard: no ME card's point is much easier than another's."""
    from bandlab.games.battle_of_the_bands.cards import AFFINITY, INSTRUMENT, INSTRUMENT_TYPES

    counts = {}
    for card in DECK:
        if TYPE[card] == INSTRUMENT:
            counts[INSTRUMENT_TYPES[AFFINITY[card]]] = counts.get(INSTRUMENT_TYPES[AFFINITY[card]], 0) + 1
    assert counts == {"string": 5, "wind": 5, "percussion": 4, "keyboard": 4}


def test_the_deck_holds_enough_superstar_points_for_someone_to_reach_the_target():
    """A game ends without a winner at the target only if every player could be held below it: with 37 SP on
    cards, six players cannot all stay at 6 or less (6 x 6 = 36), and fewer players need fewer."""
    from bandlab.games.battle_of_the_bands.rules import DECK_SP, default_target

    assert DECK_SP == 37
    for players in range(2, 7):
        assert DECK_SP > players * (default_target(players) - 2)


def test_effects_are_a_few_kinds_with_parameters():
    biz = {EFFECT[k][0] for k in range(len(NAME)) if TYPE[k] == MUSIC_BIZ}
    wrench = {EFFECT[k][0] for k in range(len(NAME)) if TYPE[k] == MONKEY_WRENCH}
    assert biz == set(MUSIC_BIZ_EFFECTS) and wrench == set(MONKEY_WRENCH_EFFECTS)
    assert len(biz) + len(wrench) < 15


# --- setup ---------------------------------------------------------------------------
@pytest.mark.parametrize("players,target", [(2, 12), (3, 10), (4, 8), (5, 8), (6, 8)])
def test_setup_me_cards_five_cards_and_the_target(players, target):
    state = GAME.new(players, seed=players)
    view = state.view(0)
    assert view["target"] == target
    first = state.current_player
    assert view["hand_sizes"][first] == 6
    assert all(size == 5 for p, size in enumerate(view["hand_sizes"]) if p != first)
    assert all(band[0]["member"].startswith("ME ") for band in view["bands"])
    if players <= 4:
        assert len({band[0]["member"] for band in view["bands"]}) == players
    dealt = of_type(state.opening_events(), ev.Dealt)[0]
    assert first == (dealt.dealer + 1) % players
    assert state.view(0)["draw_pile"] == 116 - 5 * players - 1


def test_shorter_game_option_and_bad_options():
    assert GAME.new(3, seed=0, target=5).target == 5
    with pytest.raises(SetupError, match="target"):
        GAME.new(3, seed=0, target=0)
    with pytest.raises(SetupError, match="not a Battle of the Bands card"):
        GAME.new(2, seed=0, deal=[["Guitar", "Harp"], []])
    with pytest.raises(SetupError, match="dice"):
        GAME.new(2, seed=0, dice=[7])
    with pytest.raises(SetupError, match="more Guitar"):
        GAME.new(2, seed=0, deal=[["Guitar"], ["Guitar"]])
    with pytest.raises(SetupError, match="Producer takes no"):
        GAME.new(2, seed=0, bands=[["Producer + Guitar"], []])
    with pytest.raises(SetupError, match="one instrument"):
        GAME.new(2, seed=0, bands=[["Kym + Sax + Guitar"], []])
    with pytest.raises(SetupError, match="more than 1 contract"):
        GAME.new(2, seed=0, played=[["Contract", "Contract"], []])
    with pytest.raises(SetupError, match="house rule"):
        GAME.new(2, seed=0, swap_instruments="yes")


# --- the rulebook's examples ------------------------------------------------------------------
def test_example_tisha_johnny_t_guitar_and_the_asskicker_roll():
    """Johnny T. (1 HP, +1 with strings); the Guitar makes him 3 HP; Asskicker needs 3 or less; she rolls 2."""
    state = new(
        deal=[
            ["Johnny T.", "Asskicker/Poser", "Fan Club", "Contract", "Feedback"],
            ["Fella", "Cowbell", "Organ", "Kazoo", "Encore"],
        ],
        draw=["Trumpet", "Harmonica", "Guitar", "Banjo", "Violin"],
        dice=[2],
    )
    assert state.current_player == TISHA and len(state.hands[TISHA]) == 6
    events = play(state, "play Johnny T.")
    assert of_type(events, ev.MemberJoined)[0].card == card_from_code("Johnny T.")
    assert state.current_player == DANNY, "her turn is over"
    assert [m["member"] for m in state.view(TISHA)["bands"][TISHA]] == ["ME Wind", "Johnny T."]
    assert state.view(TISHA)["bands"][TISHA][1]["hp"] == 1
    play(state, "discard Kazoo", "stop discarding")
    assert "Guitar" in state.view(TISHA)["hand"], "she draws the Guitar"
    events = play(state, "play Guitar on Tisha's Johnny T.")
    assert of_type(events, ev.InstrumentPlayed)[0].member_hp == 3
    assert state.view(TISHA)["bands"][TISHA][1]["hp"] == 3
    play(state, "discard Cowbell", "stop discarding")
    events = play(state, "try Asskicker on Tisha's Johnny T.")
    tried, rolled, placed = events[0], events[1], events[2]
    assert type(tried) is ev.ReputationTried and tried.need == 3
    assert type(rolled) is ev.DieRolled and rolled.roll == 2
    assert type(placed) is ev.ReputationPlaced
    johnny = state.view(DANNY)["bands"][TISHA][1]
    assert johnny["reputation_side"] == "Asskicker" and johnny["gig_hp"] == 4


def test_a_failed_reputation_is_discarded():
    state = new(bands=[["Johnny T. + Guitar"], []], deal=[["Asskicker/Poser"], []], dice=[4])
    events = play(state, "try Asskicker on Tisha's Johnny T.")
    assert of_type(events, ev.ReputationFailed)
    assert state.view(TISHA)["bands"][TISHA][1]["reputation"] is None
    assert "Asskicker/Poser" in state.view(TISHA)["discards"]


def test_example_talk_show_flips_teen_dream_to_stalked():
    state = new(bands=[["Johnny T. + Guitar + Asskicker"], ["Kym + Sax + Teen Dream"]], deal=[["Talk Show"], []])
    kym = state.view(TISHA)["bands"][DANNY][1]
    assert kym["reputation_side"] == "Teen Dream" and kym["gig_hp"] == 5
    play(state, "play Talk Show on Danny's Kym")
    kym = state.view(TISHA)["bands"][DANNY][1]
    assert kym["reputation_side"] == "Stalked" and kym["gig_hp"] == 2, "her HP total diminishes"


def test_example_the_gig_between_tisha_and_danny():
    """Signed gig; Danny: Big in Japan (6 HP), Fella as a guest star (7); rolls 3 -> 10; Tisha 5, rolls 6 -> 11."""
    state = new(
        bands=[["Johnny T. + Guitar + Asskicker"], ["Kym + Sax + Stalked"]],
        deal=[["Signed Gig 1", "Smash", "Feedback", "Organ", "Cowbell"], ["Big in Japan", "Fella", "Kazoo"]],
        draw=["Violin", "Trumpet", "Banjo", "Tambourine", "Harmonica"],
        dice=[6, 3],
    )
    assert state.band_hp(TISHA) == 5 and state.band_hp(DANNY) == 3
    play(state, "gig with Signed Gig 1")
    assert state.phase == "gig" and state.current_player == TISHA, "the gig player plays first"
    assert "play Smash" not in texts(state)
    play(state, "pass", "play Big in Japan on Danny's band")
    assert state.gig_totals() == [5, 6], "Danny's band totals 6 HP"
    play(state, "pass", "play Fella as a guest star")
    assert state.gig_totals() == [5, 7]
    play(state, "pass")
    events = play(state, "pass")
    tallies = {e.player: (e.total, e.roll) for e in of_type(events, ev.BandTallied)}
    assert tallies == {TISHA: (5, 6), DANNY: (7, 3)}
    won = of_type(events, ev.GigWon)[0]
    assert won.player == TISHA and not won.by_tie and won.points == 1
    assert "Fella" in of_type(events, ev.GigCleared)[0].describe()
    assert [m["member"] for m in state.view(TISHA)["bands"][DANNY]] == ["ME Percussion", "Kym"]
    assert state.scores() == [1, 0]
    assert state.current_player == DANNY
    play(state, "discard Kazoo", "stop discarding")
    assert "play Smash" in texts(state), "she can begin playing hit singles on her next turn"
    play(state, "play Smash")
    assert state.scores() == [3, 0], "the Smash example goes on from here: She now has 3 SP"


def test_example_smash_hit_single_on_a_signed_gig():
    """Tisha has the signed gig she won (1 SP); she plays a Smash over it: "She now has 3 SP"."""
    state = new(played=[["Signed Gig 1"], []], deal=[["Smash"], []])
    assert state.scores()[TISHA] == 1, "1 SP towards her victory after the gig example"
    hp_before = state.band_hp(TISHA)
    events = play(state, "play Smash")
    assert state.scores()[TISHA] == 3, "She now has 3 SP towards her victory total"
    assert state.band_hp(TISHA) == hp_before + 1, "and a +1 to her band during GIGS"
    played = of_type(events, ev.HitSinglePlayed)[0]
    assert played.points == 3 and "3 SP now" in played.text


# --- limits ------------------------------------------------------------------------------------
def test_hit_singles_need_a_contract_or_signed_gig():
    state = new(deal=[["Single", "Contract"], []])
    assert "play Single" not in texts(state)
    with pytest.raises(IllegalAction, match="contract or a signed gig"):
        state.apply(PlayHitSingle(card_from_code("Single")))
    play(state, "play Contract")
    assert state.view(TISHA)["can_play_hit_singles"][TISHA]


def test_one_contract_per_band():
    state = new(played=[["Contract"], []], deal=[["Contract"], []])
    assert "play Contract" not in texts(state)


def test_four_members_at_most_counting_me_and_producer():
    state = new(bands=[["Kym", "Producer"], []], deal=[["Fella", "Santa"], []])
    play(state, "play Fella")
    assert "play Santa" not in texts(state), "ME, Kym, Producer and Fella fill the band"
    assert state.room(TISHA) == 0


def test_one_instrument_and_one_reputation_per_member_and_none_on_the_producer():
    state = new(bands=[["Kym + Sax + Stalked", "Producer"], []], deal=[["Guitar", "Asskicker/Poser"], []])
    legal = texts(state)
    assert "play Guitar on Tisha's ME Wind" in legal
    assert not any("Kym" in t and "Guitar" in t for t in legal)
    assert not any("Producer" in t for t in legal if t.startswith(("play Guitar", "try")))
    assert "try Asskicker on Danny's ME Percussion" in legal, "a reputation may go on any band member in play"
    assert not any(t.startswith("try") and "Kym" in t for t in legal)


def test_an_illegal_action_says_why_and_changes_nothing():
    state = new(deal=[["Guitar"], []])
    before = state.record()
    with pytest.raises(IllegalAction, match="does not hold"):
        state.apply(PlayInstrument(card_from_code("Sax"), TISHA, card_from_code("ME Wind")))
    assert state.record() == before


def test_discard_up_to_three_cards_is_one_action():
    state = new(deal=[["Guitar", "Sax", "Kazoo", "Drums", "Piano"], []])
    play(state, "discard Guitar")
    assert state.current_player == TISHA and texts(state)[0] == "stop discarding"
    with pytest.raises(IllegalAction, match="is discarding"):
        state.apply(PlayInstrument(card_from_code("Drums"), TISHA, card_from_code("ME Wind")))
    play(state, "discard Sax", "discard Kazoo")
    assert state.current_player == DANNY, "three cards end the action"
    assert state.view(DANNY)["discards"] == ["Guitar", "Sax", "Kazoo"]


# --- the Producer ----------------------------------------------------------------------------------
def test_producer_gives_an_immediate_action_then_two_per_turn_and_nothing_in_gigs():
    state = new(deal=[["Producer", "Fella", "Gig 1", "Sax"], ["Kazoo"]])
    events = play(state, "play Producer")
    assert of_type(events, ev.ProducerAction) and state.current_player == TISHA
    play(state, "play Fella")
    assert state.current_player == DANNY
    play(state, "discard Kazoo", "stop discarding")
    assert state.actions_left == 2
    assert of_type(state.opening_events(), ev.TurnStarted)
    assert state.band_hp(TISHA) == 2, "ME 1 + Fella 1; the Producer adds nothing"
    play(state, "gig with Gig 1")
    for _ in range(2):
        play(state, "pass")
    assert state.current_player == TISHA, "the second action of her turn"
    play(state, "play Sax on Tisha's ME Wind")
    assert state.current_player == DANNY


def test_producer_can_be_targeted_by_music_biz():
    state = new(bands=[[], ["Producer"]], deal=[["Creative Differences"], []])
    play(state, "play Creative Differences on Danny's Producer")
    assert [m["member"] for m in state.view(DANNY)["bands"][DANNY]] == ["ME Percussion"]


# --- gigs ------------------------------------------------------------------------------------------------
def gig_state(dice, deal=None, **options):
    """Tisha and Danny, both 1 HP (their ME), Tisha to play a gig."""
    deal = deal or [["Gig 2", "Banned"], ["Banned", "Kazoo"]]
    return new(deal=deal, dice=dice, **options)


def finish_gig(state):
    """Everyone passes until the gig is decided."""
    events = []
    while state.phase == "gig":
        events = play(state, "pass")
    return events


def test_a_tie_for_highest_goes_to_the_gig_player():
    state = gig_state([4, 4])
    play(state, "gig with Gig 2")
    won = of_type(finish_gig(state), ev.GigWon)[0]
    assert won.player == TISHA and won.by_tie


def test_a_tie_goes_to_the_gig_player_even_when_not_in_the_tie():
    state = GAME.new(
        3,
        seed=2,
        names=["Tisha", "Danny", "Kim"],
        dealer=2,
        me=["ME Wind", "ME Keys", "ME Strings"],
        deal=[["Gig 1"], [], []],
        dice=[1, 5, 5],
    )
    play(state, "gig with Gig 1")
    events = finish_gig(state)
    won = of_type(events, ev.GigWon)[0]
    assert won.player == 0 and won.by_tie


def test_the_gig_player_wins_a_tie_even_when_banned():
    state = GAME.new(
        3, seed=2, dealer=2, me=["ME Wind", "ME Keys", "ME Strings"], deal=[["Gig 1"], ["Banned"], []], dice=[5, 5]
    )
    play(state, "gig with Gig 1", "pass", "play Banned on Alice's band")
    events = finish_gig(state)
    assert of_type(events, ev.BandSitsOut)[0].player == 0
    won = of_type(events, ev.GigWon)[0]
    assert won.player == 0 and won.by_tie


def test_every_band_banned_the_gig_player_takes_the_card():
    state = new(deal=[["Gig 1", "Banned"], ["Banned"]], dice=[])
    play(state, "gig with Gig 1", "play Banned on Danny's band", "play Banned on Tisha's band")
    events = finish_gig(state)
    assert len(of_type(events, ev.BandSitsOut)) == 2 and not of_type(events, ev.DieRolled)
    assert of_type(events, ev.GigWon)[0].player == TISHA


def test_the_highest_total_wins_and_hit_singles_add_one():
    state = gig_state([2, 3], played=[["Contract", "Single", "Hit"], []])
    play(state, "gig with Gig 2")
    assert state.gig_totals() == [3, 1]
    won = of_type(finish_gig(state), ev.GigWon)[0]
    assert won.player == TISHA and not won.by_tie
    assert state.scores()[TISHA] == 1 + 2 + 2


def test_too_wasted_silences_a_member_and_borrowed_instruments_go_after_the_gig():
    state = new(bands=[["Mr. Death"], []], deal=[["Gig 1", "Sax"], ["Too Wasted"]], dice=[1, 1])
    play(state, "gig with Gig 1", "lend Sax to ME Wind")
    assert state.gig_totals() == [6, 1]
    play(state, "play Too Wasted on Tisha's Mr. Death")
    assert state.gig_totals() == [3, 1]
    events = finish_gig(state)
    assert "Sax" in of_type(events, ev.GigCleared)[0].describe()
    assert state.view(TISHA)["bands"][TISHA][0]["instrument"] is None
    assert state.scores() == [1, 0], "a borrowed instrument earns no ME point after the gig"


def test_banned_band_plays_no_guest_stars():
    state = new(deal=[["Gig 1", "Fella"], ["Banned"]], dice=[1, 1])
    play(state, "gig with Gig 1", "pass", "play Banned on Tisha's band")
    assert not any("guest star" in t or t.startswith("lend") for t in texts(state))
    assert "Fella" in state.view(TISHA)["hand"]


# --- ME bonus, Theft, the end ---------------------------------------------------------------------------
def test_me_instrument_bonus_and_theft():
    state = new(bands=[[], ["ME + Sax"]], deal=[["Theft"], []])
    assert state.scores() == [0, 0], "the Sax is not percussion: no point for Danny"
    state = new(bands=[[], ["ME + Sax"]], deal=[["Theft"], []], me=["ME Wind", "ME Wind"])
    assert state.scores() == [0, 1]
    play(state, "play Theft: Danny's ME Wind's instrument to ME Wind")
    assert state.scores() == [1, 0]


def test_the_game_ends_when_a_player_reaches_the_target():
    state = new(played=[["Contract", "Smash", "Hit", "Hit", "Hit"], []], deal=[["Single"], []], target=9)
    assert state.scores()[TISHA] == 8 and not state.is_over
    events = play(state, "play Single")
    assert state.is_over and state.winners() == [TISHA]
    ended = of_type(events, ev.GameEnded)[0]
    assert "reaches the winning total of 9" in ended.text and "Tisha wins" in ended.text
    assert GAME.measures(state)["ended_by"] == "target" and GAME.measures(state)["reached_target"] == 1


def test_house_rule_reshuffles_ends_the_game_when_the_pile_runs_out_again():
    ran_out = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.new(2, seed=seed, reshuffles=1, target=20)
        events = []
        while not state.is_over:
            events += state.apply(rng.choice(state.legal_actions()))
        reshuffles = of_type(events, ev.Reshuffled)
        assert len(reshuffles) <= 1 and all(r.cards > 0 for r in reshuffles)
        if state.ended_by == "pile ran out":
            ran_out += 1
            ended = of_type(events, ev.PileRanOut)[0]
            assert "the house rule's last" in ended.text and ended.rule.startswith("bandlab's reading: house rule")
            assert len(reshuffles) == 1 and state.view(0)["draw_pile"] == 0
            assert GAME.measures(state)["reached_target"] == 0
    assert ran_out, "random play should run the pile out at least once"


# --- house rules --------------------------------------------------------------------------------------
def test_house_rules_are_off_by_default_and_add_moves_when_on():
    deal = [["Fella", "Guitar", "Kazoo"], []]
    bands = [["Kym + Sax"], []]
    plain = texts(new(deal=deal, bands=bands))
    assert "play Fella in Danny's band" not in plain
    assert not any(t.startswith(("swap", "replace")) for t in plain)
    assert "play Guitar on Danny's ME Percussion" not in plain
    house = texts(
        new(
            deal=deal,
            bands=bands,
            any_band_members=True,
            any_band_instruments=True,
            swap_instruments=True,
            replace_member=True,
            band_names=["The Tishes", "Danny Boys"],
        )
    )
    assert "play Fella in Danny's band" in house
    assert "play Guitar on Danny's ME Percussion" in house
    assert "swap instruments of ME Wind and Kym, discard Kazoo" in house
    assert "replace Kym with Fella" in house


def test_swap_and_replace_do_what_they_say():
    state = new(
        deal=[["Fella", "Kazoo"], ["Cowbell"]], bands=[["Kym + Sax"], []], swap_instruments=True, replace_member=True
    )
    play(state, "swap instruments of ME Wind and Kym, discard Kazoo")
    assert state.scores()[TISHA] == 1, "the Sax on her ME Wind earns the ME point"
    play(state, "discard Cowbell", "stop discarding")
    play(state, "replace Kym with Fella")
    assert [m["member"] for m in state.view(TISHA)["bands"][TISHA]] == ["ME Wind", "Fella"]


# --- hidden information and measures ----------------------------------------------------------------------
def test_groupies_take_a_card_without_naming_it():
    state = new(deal=[["Groupies"], ["Smash"]])
    events = play(state, "play Groupies on Danny")
    assert all("Smash" not in e.text for e in events)
    assert "Smash" in state.view(TISHA)["hand"] and "Smash" not in state.view(DANNY)["hand"]


def test_measures_of_a_finished_game():
    rng = random.Random(0)
    state = GAME.new(4, seed=0)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    m = GAME.measures(state)
    assert m["turns"] > 0 and sum(m[f"gigs_won_{p}"] for p in range(4)) <= m["gigs_played"]
    winner = state.winners()[0]
    assert m["winner_gigs_won"] == m[f"gigs_won_{winner}"] and m["winner_me_point"] in (0, 1)
    json.dumps(m)


@pytest.mark.parametrize("players", [2, 5, 6])
def test_random_games_with_every_house_rule_keep_the_protocol(players):
    options = dict(
        swap_instruments=True,
        any_band_members=True,
        any_band_instruments=True,
        replace_member=True,
        band_names=[f"Band {i}" for i in range(players)],
        target=6,
    )
    for seed in range(3):
        rng = random.Random(seed)
        state = GAME.new(players, seed=seed, **options)
        seen = set()
        while not state.is_over:
            legal = state.legal_actions()
            assert legal and len(set(map(str, legal))) == len(legal), "action texts are unique"
            action = rng.choice(legal)
            seen.add(type(action).__name__)
            state.apply(action)
            p = state.current_player if state.current_player is not None else 0
            view = json.loads(json.dumps(state.view(p)))
            assert not set(view["hand"]) & (state.hidden_from(p) - set(view["hand"]))
            assert view["band_names"] == options["band_names"]
        again = bandlab.replay(json.loads(json.dumps(state.record())))
        assert again.record() == state.record() and again.scores() == state.scores()
        assert all(len(band) <= 4 for band in again.bands), "no band above 4 members after a gig"


def cards_everywhere(state):
    """Every non-ME card in every zone of the state, as a sorted list of kinds."""
    cards = [c for hand in state.hands for c in hand] + list(state.pile) + list(state.discards)
    cards += [c for c in state.contracts if c >= 0] + [c for sp in state.sp_cards for c in sp]
    for band in state.bands:
        for slot in band:
            cards += [c for c in slot[:3] if c >= 0 and TYPE[c] != ME]
    if state.gig is not None:
        cards.append(state.gig.card)
    return sorted(cards)


@settings(max_examples=30, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 10**6), picks=st.lists(st.integers(0, 999), max_size=300))
def test_no_card_is_ever_lost_or_copied_and_limits_hold(players, seed, picks):
    state = GAME.new(players, seed=seed)
    deck = sorted(DECK)
    for pick in picks:
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[pick % len(legal)])
        assert cards_everywhere(state) == deck
        for p, band in enumerate(state.bands):
            assert sum(1 for s in band if not s[FLAGS] & GUEST) <= 4
            assert TYPE[band[0][0]] == ME, "the ME stays in its band"
            assert all(s[1] < 0 and s[2] < 0 for s in band if NAME[s[0]] == "Producer")
        if state.phase == "turn":
            assert all(not s[FLAGS] & GUEST for band in state.bands for s in band), "guest stars leave after the gig"
