"""1st Band by its rulebook: both worked examples replayed move by move, and every rule."""

import pytest

import bandlab
from bandlab import IllegalAction, SetupError
from bandlab.games.first_band.cards import (
    CARD_SEATS,
    CODE,
    DUAL_MEMBERS,
    IS_DUAL,
    VALUE,
    card_from_code,
    deck_for,
)
from bandlab.games.first_band.rules import PICK, PLAY
from bandlab.games.first_band.scoring import Scoring, best_bands, score_area_points

GAME = bandlab.load_game("first-band")
ALICE, BOB, CHRIS = 0, 1, 2

# The rulebook's example table: Alice, Bob, Chris; Alice starts.  Round 2 continues it
# so that Bob's score area becomes the one of the scoring example (6 + 4 + 8 + 6 + 3).
EXAMPLE_DEAL = [["V3", "V6", "D8"], ["V/G4", "B1", "G1", "K3", "V2"], ["D6", "B6"]]


def example_game():
    """The rulebook's table, before any card is played."""
    return GAME.new(3, seed=0, deal=EXAMPLE_DEAL, starting_player=ALICE)


def play(state, *texts):
    """Apply actions given as text; return all their events."""
    events = []
    for text in texts:
        events += state.apply(GAME.parse_action(state, text))
    return events


def texts(events):
    return [e.text for e in events]


def band_codes(state):
    return {seat: (held["card"], held["player"]) if held else None for seat, held in state.view(0)["band"].items()}


# --- the deck ---------------------------------------------------------------


def test_deck_has_ten_members_per_seat_valued_one_to_ten():
    from collections import Counter

    assert len(CODE) == 50 and len(set(CODE)) == 50
    assert Counter(seats[0] for seats in CARD_SEATS) == {s: 10 for s in range(5)}
    for seat in range(5):
        assert sorted(VALUE[c] for c in range(50) if CARD_SEATS[c][0] == seat) == list(range(1, 11))


def test_designed_dual_members_fit_the_rulebook():
    assert card_from_code("V/G4") is not None and IS_DUAL[card_from_code("V/G4")]
    for single in ("V1", "V2", "V3", "V6", "D6", "B1"):
        card = card_from_code(single)
        assert card is not None and not IS_DUAL[card]
        # no other card shows that colour and value either
        colour = "VGDBK".index(single[0])
        assert [c for c in range(50) if colour in CARD_SEATS[c] and VALUE[c] == int(single[1:])] == [card]
    assert sum(IS_DUAL) == len(DUAL_MEMBERS) == 10


@pytest.mark.parametrize("players,removed,per_player", [(3, (9, 10), 13), (4, (9,), 11), (5, (), 10)])
def test_removal_and_deal_by_player_count(players, removed, per_player):
    assert len(deck_for(players)) == 50 - 5 * len(removed)
    for seed in range(5):
        state = GAME.new(players, seed=seed)
        hands = [state.view(p)["hand"] for p in range(players)]
        assert [len(h) for h in hands] == [per_player] * players
        dealt = [c for h in hands for c in h]
        assert len(set(dealt)) == len(dealt)
        assert not any(VALUE[card_from_code(c)] in removed for c in dealt)
        excess = len(deck_for(players)) - players * per_player
        assert excess == (1 if players < 5 else 0)
        assert len(state.hidden_from(0)) == sum(len(h) for h in hands[1:]) + excess


def test_starting_player_holds_vocal_1_else_vocal_2():
    starts_with_v2 = 0
    for seed in range(60):
        state = GAME.new(4, seed=seed)
        hands = [state.view(p)["hand"] for p in range(4)]
        holder = [p for p in range(4) if "V1" in hands[p]]
        if holder:
            assert state.starting == holder[0] == state.current_player
        else:
            starts_with_v2 += 1
            assert "V2" in hands[state.starting]
    assert starts_with_v2 > 0, "some seed should remove Vocal 1 as the excess card"


# --- the audition example, move by move ----------------------------------


def test_rulebook_audition_example():
    state = example_game()
    assert state.current_player == ALICE
    play(state, "play Vocal 3")
    assert band_codes(state)["Vocal"] == ("V3", ALICE)
    events = play(state, "play Vocal/Guitar 4")
    assert band_codes(state)["Vocal"] == ("V/G4", BOB) and band_codes(state)["Guitar"] == ("V/G4", BOB)
    assert "Vocal/Guitar 4 beats Vocal 3 for the Vocal seat." in texts(events)
    assert "Alice's Vocal 3 holds no seat now and is removed from the game: the lower value loses." in texts(events)
    play(state, "play D6")
    assert band_codes(state)["Drum"] == ("D6", CHRIS)
    events = play(state, "play Vocal 6")
    assert band_codes(state)["Vocal"] == ("V6", ALICE)
    assert band_codes(state)["Guitar"] == ("V/G4", BOB), "Bob's dual member remains as Guitar"
    assert "Vocal/Guitar 4 remains in the band as Guitar." in texts(events)
    assert state.phase == "audition" and state.current_player == BOB
    events = play(state, "play Bass 1")
    assert any("the band is full, a small band" in t for t in texts(events))
    assert state.phase == "performance"


def test_rulebook_performance_example():
    state = example_game()
    play(state, "play V3", "play V/G4", "play D6", "play V6")
    events = play(state, "play B1")
    view = state.view(ALICE)
    assert view["rankings"] == [BOB, BOB, ALICE, CHRIS]
    assert view["ranking_cards"] == ["B1", "V/G4", "V6", "D6"]
    tie = [e for e in events if type(e).__name__ == "RankingClaimed" and e.ahead_of]
    assert len(tie) == 1 and tie[0].player == ALICE and tie[0].ahead_of == (CHRIS,)
    assert "closer to the starting player" in tie[0].text
    assert view["starting_player"] == CHRIS
    assert "Bob played the last member, so the Starting Player card passes to Chris." in texts(events)
    assert sorted(view["public"]) == sorted(["V6", "V/G4", "D6", "B1"])
    assert all(seat is None for seat in view["band"].values())
    # Following Ranking Card order: Bob (6, 4), Alice (6), Chris (1).
    assert state.current_player == BOB
    with pytest.raises(IllegalAction, match="not in the public area"):
        state.apply(PICK[card_from_code("V3")])
    play(state, "pick Vocal 6")
    assert state.current_player == BOB
    play(state, "pick V/G4")
    assert state.current_player == ALICE
    play(state, "pick D6")
    assert state.current_player == CHRIS
    events = play(state, "pick B1")
    view = state.view(ALICE)
    assert view["score_areas"] == [["D6"], ["V6", "V/G4"], ["B1"]]
    assert "Round 2 begins: Chris has the Starting Player card and plays first." in texts(events)
    assert view["last_performance"] == {
        "round": 1,
        "rankings": [BOB, BOB, ALICE, CHRIS],
        "ranking_cards": ["B1", "V/G4", "V6", "D6"],
        "starting_player": ALICE,
        "picks": ["V6", "V/G4", "D6", "B1"],
    }
    assert state.current_player == CHRIS and view["public"] == [] and view["rankings"] == []


def test_rulebook_scoring_example_bob_scores_37():
    state = example_game()
    play(state, "play V3", "play V/G4", "play D6", "play V6", "play B1", "pick V6", "pick V/G4", "pick D6", "pick B1")
    # Round 2: Chris starts; Chris and Alice run out, so Bob plays on alone.
    play(state, "play B6", "play D8", "play G1")
    assert state.current_player == BOB, "players without cards are skipped"
    play(state, "play K3")
    events = play(state, "play V2")
    assert any("a large band" in t for t in texts(events))
    assert state.view(BOB)["rankings"] == [BOB, BOB, BOB, CHRIS, ALICE]
    events = play(state, "pick D8", "pick B6", "pick K3", "pick V2", "pick G1")
    assert state.is_over and state.view(BOB)["phase"] == "over"
    assert sorted(state.view(BOB)["score_areas"][BOB]) == sorted(["V6", "V/G4", "D8", "B6", "K3"])
    assert state.scores()[BOB] == 37
    assert (
        "Bob scores 37: 27 for members and 1 large band (+10). Large band: Vocal 6, Vocal/Guitar 4 as Guitar, "
        "Drum 8, Bass 6, Keyboard 3."
    ) in texts(events)
    assert state.winners() == [BOB]


# --- rules one by one ---------------------------------------------------------


def test_tie_removes_the_new_member():
    state = GAME.new(3, seed=0, deal=[["V5"], ["K/V5"], ["G1"]], starting_player=0)
    events = play(state, "play V5", "play K/V5")
    assert band_codes(state)["Vocal"] == ("V5", 0)
    assert band_codes(state)["Keyboard"] == ("K/V5", 1), "the dual member still wins its other seat"
    assert any("ties" in t for t in texts(events))


def test_lower_member_is_removed_at_once():
    state = GAME.new(3, seed=0, deal=[["D8", "V1"], ["D2", "G1"], ["B1", "G8"]], starting_player=0)
    events = play(state, "play D8", "play D2")
    assert "Bob's Drum 2 holds no seat and is removed from the game: a lower-value member is removed at once." in texts(
        events
    )
    removed = [e for e in events if type(e).__name__ == "LowerMemberRemoved"]
    assert removed and removed[0].rule.startswith("Players may still play lower-value Member Cards")
    assert state.view(0)["removed"] == ["D2"]


def test_dual_member_can_win_both_seats_or_be_removed():
    state = GAME.new(3, seed=0, deal=[["V9"], ["G8"], ["V/G4"]], starting_player=0)
    events = play(state, "play V9", "play G8", "play V/G4")
    assert "V/G4" in state.view(0)["removed"]
    assert (
        "Chris's Vocal/Guitar 4 holds no seat and is removed from the game: it won neither of its two seats."
        in texts(events)
    )
    state = GAME.new(3, seed=0, deal=[["D1"], ["V/G4"], ["B1"]], starting_player=0)
    play(state, "play D1", "play V/G4")
    assert band_codes(state)["Vocal"] == band_codes(state)["Guitar"] == ("V/G4", 1)


def test_a_dual_member_filling_two_seats_counts_once_for_ranking():
    state = GAME.new(3, seed=0, deal=[["D2"], ["V/G4"], ["B5"]], starting_player=0)
    play(state, "play D2", "play V/G4", "play B5")
    assert state.phase == "performance"
    assert state.view(0)["ranking_cards"] == ["D2", "V/G4", "B5"]


def test_keyboard_makes_a_large_band_and_is_not_needed_for_a_full_band():
    state = GAME.new(3, seed=0, deal=[["V1", "K2"], ["G1", "D1"], ["B1"]], starting_player=0)
    play(state, "play V1", "play G1", "play B1", "play K2")
    assert state.phase == "audition", "the band is not full without a Drum"
    events = play(state, "play D1")
    assert any("a large band" in t for t in texts(events))
    assert len(state.view(0)["rankings"]) == 5


def test_game_end_removes_the_incomplete_band():
    state = GAME.new(3, seed=0, deal=[["V1"], ["G1"], ["D1"]], starting_player=0)
    events = play(state, "play V1", "play G1", "play D1")
    assert state.is_over
    assert sorted(state.view(0)["removed"]) == ["D1", "G1", "V1"]
    assert state.scores() == [0, 0, 0] and state.winners() == [0, 1, 2], "ties share the victory"
    assert any("incomplete band is removed" in t for t in texts(events))


def test_illegal_moves_say_why_and_change_nothing():
    state = example_game()
    before = state.record()
    with pytest.raises(IllegalAction, match="does not hold Bass 1"):
        state.apply(PLAY[card_from_code("B1")])
    with pytest.raises(IllegalAction, match="must play a Member card"):
        state.apply(PICK[card_from_code("V3")])
    with pytest.raises(IllegalAction, match="not a move you can make"):
        GAME.parse_action(state, "play Vocal 9")
    assert state.record() == before


def test_scenario_setup_errors_are_clear():
    with pytest.raises(SetupError, match="not a 1st Band card"):
        GAME.new(3, deal=[["V11"], [], []])
    with pytest.raises(SetupError, match="dealt twice"):
        GAME.new(3, deal=[["V3"], ["V3"], []])
    with pytest.raises(SetupError, match="3 hands"):
        GAME.new(3, deal=[["V3"]])
    with pytest.raises(SetupError, match="starting_player"):
        GAME.new(3, starting_player=5)
    assert GAME.parse_card("vocal/guitar 4") == "V/G4" == GAME.parse_card("G/V4")
    with pytest.raises(SetupError):
        GAME.parse_card("X1")


# --- scoring --------------------------------------------------------------------


def codes(*names):
    return [card_from_code(n) for n in names]


@pytest.mark.parametrize(
    "area,expected",
    [
        (("V6", "V/G4", "D8", "B6", "K3"), (10, 1, 0)),  # the rulebook's Bob
        (("V6", "G4", "D8", "B6"), (5, 0, 1)),  # small band
        (("V6", "G4", "D8"), (0, 0, 0)),  # no band
        (("V6", "V/G4", "D8", "B6"), (5, 0, 1)),  # the dual member plays Guitar
        (("V1", "G1", "D1", "B1", "V2", "G2", "D4", "B3", "K1"), (15, 1, 1)),  # large + small
        (("V1", "G1", "D1", "B1", "V2", "G2", "D4", "B3", "K1", "K2"), (20, 2, 0)),
        (("K/V5", "G1", "D1", "B1", "K1"), (10, 1, 0)),  # dual as Vocal, K1 as Keyboard
        (("K/V5", "G1", "D1", "B1"), (10, 1, 0)),  # the dual member holds Vocal and Keyboard
        (("V/G4", "B/D2"), (5, 0, 1)),  # two dual members, four seats
    ],
)
def test_best_band_assignment(area, expected):
    assert best_bands(codes(*area)) == expected


def test_a_dual_member_holds_both_its_seats_in_a_score_area_as_in_the_audition():
    """The audition calls three cards a small band when a dual member holds two seats; scoring agrees."""
    state = GAME.new(3, seed=0, deal=[["D1"], ["V/G4"], ["B1"]], starting_player=0)
    events = play(state, "play D1", "play V/G4", "play B1")
    assert any("the band is full, a small band" in t for t in texts(events))
    assert best_bands(codes("V/G4", "D1", "B1")) == (5, 0, 1)
    assert score_area_points(codes("V/G4", "D1", "B1")) == 6 + 5


def test_option_dual_member_one_seat_scores_a_dual_member_in_one_seat_only():
    one_seat = Scoring(dual_member_one_seat=True)
    assert best_bands(codes("V/G4", "D1", "B1"), one_seat) == (0, 0, 0)
    assert score_area_points(codes("V/G4", "D1", "B1"), one_seat) == 6
    assert best_bands(codes("V6", "V/G4", "D8", "B6"), one_seat) == (5, 0, 1), "the dual member plays Guitar"
    state = GAME.new(3, seed=0, deal=[["D1"], ["V/G4"], ["B1"]], starting_player=0, dual_member_one_seat=True)
    events = play(state, "play D1", "play V/G4", "play B1")
    assert any("the band is full, a small band" in t for t in texts(events)), "the audition is the same"
    assert state.view(0)["scoring"] == {"dual_member_one_seat": True, "complete_bands_only": False}


def test_option_complete_bands_only_scores_nothing_outside_a_band():
    strict = Scoring(complete_bands_only=True)
    assert score_area_points(codes("V6", "G4", "D8"), strict) == 0
    assert score_area_points(codes("V6", "G4", "D8", "B6", "K9"), strict) == 6 + 4 + 8 + 6 + 9 + 10
    assert score_area_points(codes("V6", "G4", "D8", "B6", "K9", "V10"), strict) == 10 + 4 + 8 + 6 + 9 + 10, (
        "the higher Vocal stands in the band, the other scores nothing"
    )
    # The scoring example's table, played to the end with the strict reading: Alice's Drum 6 and Guitar 1 and
    # Chris's Bass 1 and Vocal 2 are in no band, so they score nothing.
    state = GAME.new(3, seed=0, deal=EXAMPLE_DEAL, starting_player=ALICE, complete_bands_only=True)
    play(
        state,
        "play V3",
        "play V/G4",
        "play D6",
        "play V6",
        "play B1",
        "pick V6",
        "pick V/G4",
        "pick D6",
        "pick B1",
        "play B6",
        "play D8",
        "play G1",
        "play K3",
    )
    events = play(state, "play V2", "pick D8", "pick B6", "pick K3", "pick V2", "pick G1")
    assert state.scores() == [0, 37, 0] and state.winners() == [BOB]
    scored = {e.player: e.text for e in events if type(e).__name__ == "PlayerScored"}
    assert scored[ALICE] == "Alice scores 0: 0 for members. In no band: Guitar 1, Drum 6 (they score nothing)."


@pytest.mark.parametrize("one_seat", [False, True])
def test_the_fast_bonus_search_agrees_with_the_full_search(one_seat):
    import random

    from bandlab.games.first_band.cards import ALL_CARDS
    from bandlab.games.first_band.scoring import _best_bonus, _best_counted, counted_key

    rng = random.Random(7)
    for _ in range(400):
        key = counted_key(rng.sample(ALL_CARDS, rng.randint(0, 12)))
        bonus, large, small = _best_bonus(key, one_seat)
        assert bonus == _best_counted(key, one_seat)[0][0] == 10 * large + 5 * small


@pytest.mark.parametrize("one_seat", [False, True])
def test_the_bonus_from_dual_member_layouts_agrees_with_the_search(one_seat):
    import random

    from bandlab.games.first_band.cards import ALL_CARDS, IS_DUAL
    from bandlab.games.first_band.scoring import _best_bonus, band_bonus_of, counted_key

    rng = random.Random(11)
    duals = [c for c in ALL_CARDS if IS_DUAL[c]]
    for _ in range(3000):
        cards = rng.sample(ALL_CARDS, rng.randint(0, 14))
        if rng.random() < 0.4:  # many dual members, up to more than the layouts take
            cards = list(set(rng.sample(duals, rng.randint(0, 6)) + rng.sample(ALL_CARDS, rng.randint(0, 8))))
        assert band_bonus_of(cards, one_seat) == _best_bonus(counted_key(cards), one_seat)[0], cards


@pytest.mark.parametrize("option", ["dual_member_one_seat", "complete_bands_only"])
def test_scoring_options_are_checked_and_replay(option):
    with pytest.raises(SetupError, match=f"{option} is a reading of the scoring rules"):
        GAME.new(3, seed=0, **{option: "yes"})
    state = GAME.new(3, seed=5, **{option: True})
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    record = state.record()
    assert record["options"][option] is True
    again = bandlab.replay(record)
    assert again.scores() == state.scores() and again.scoring == state.scoring


def test_a_version_1_record_replays_under_the_scoring_it_was_played_with():
    """Rules version 2 scores a dual member in both its seats; a version 1 record made before the scoring
    options existed was scored with one seat per dual member, and replays so (a later one names them)."""
    from bandlab.agents import make_agent, play_out

    game = bandlab.load_game("first-band")
    for seed in range(200):
        state = game.new(4, seed=seed)
        play_out(state, [make_agent("random", game.id, seed=seed * 10 + p) for p in range(4)])
        one_seat = bandlab.replay(
            {**state.record(), "options": {**state.record()["options"], "dual_member_one_seat": True}}
        )
        if one_seat.final_scores != state.final_scores:
            break
    else:
        raise AssertionError("no game of 200 where the dual-member reading changes a score")
    old = state.record()
    old["game_version"] = 1
    old["options"] = {"deal": None, "starting_player": None}  # as version 1 wrote them before the options
    assert bandlab.replay(old).final_scores == one_seat.final_scores
    assert bandlab.replay(old).record()["game_version"] == game.version == 2
    named = {**old, "options": state.record()["options"]}  # a later version 1 record names the options
    assert bandlab.replay(named).final_scores == state.final_scores
    for version in (0, 3, True):
        with pytest.raises(bandlab.RecordError, match="rules version"):
            bandlab.replay({**old, "game_version": version})
