"""Games end the way their rulebooks say; bandlab's safety nets end only games no one can win.

Battle of the Bands: "To be the first player to accumulate a winning total of SUPERSTAR POINTS".
Band Grab: "Continue playing until one player wins by playing their first gig!"
The old endings (the pile running out after two reshuffles; the curfew) are house rules, off by default.
"""

import pytest

import bandlab
from bandlab.analysis.simulate import simulate
from bandlab.core import SetupError
from bandlab.games.battle_of_the_bands import events as ev

BOTB = bandlab.load_game("battle-of-the-bands")
BAND_GRAB = bandlab.load_game("band-grab")
TISHA, DANNY = 0, 1
#: Every SP card of the deck (37 SP): 19 for Tisha, 18 for Danny.
TISHA_SP = ["Gig 3", "Gig 3", "Gig 3", "Signed Gig 3", "Hit", "Hit", "Hit", "Single"]
DANNY_SP = [
    "Gig 1",
    "Gig 2",
    "Signed Gig 1",
    "Signed Gig 1",
    "Signed Gig 2",
    "Hit",
    "Hit",
    "Hit",
    "Hit",
    "Single",
    "Smash",
]


def duel(**options):
    """Tisha (player 0) and Danny; Tisha acts first."""
    options.setdefault("names", ["Tisha", "Danny"])
    options.setdefault("dealer", DANNY)
    options.setdefault("me", ["ME Wind", "ME Percussion"])
    return BOTB.new(2, seed=1, **options)


def play(state, *texts):
    """Apply actions by their text; return the events of the last one."""
    events = []
    for text in texts:
        events = state.apply(BOTB.parse_action(state, text))
    return events


def of_type(events, cls):
    return [e for e in events if type(e) is cls]


def pile_of_one(state):
    """Scenario: only one card is left in the draw pile; the rest of it lies in the discards."""
    state.discards = state.pile[:-1] + state.discards
    state.pile = state.pile[-1:]


# --- Battle of the Bands ---------------------------------------------------------------------------------
def test_the_leader_can_no_longer_end_the_game_with_fan_club():
    """The issue's exploit: 10 of 12 SP, one card in the pile, Fan Club. By default the discards make a new
    pile and the game goes on; only the house rule reshuffles=0 ends it there."""
    setup = dict(played=[["Contract", "Gig 3", "Gig 3", "Hit", "Hit"], []], deal=[["Fan Club"], ["Kazoo"]])
    state = duel(**setup)
    assert state.scores() == [10, 0] and state.target == 12
    pile_of_one(state)
    events = play(state, "play Fan Club")
    assert not state.is_over and of_type(events, ev.Reshuffled), "the discards make a new pile"
    assert state.current_player == DANNY
    house = duel(reshuffles=0, **setup)
    pile_of_one(house)
    events = play(house, "play Fan Club")
    assert house.is_over and house.winners() == [TISHA] and house.ended_by == "pile ran out"
    ended = of_type(events, ev.PileRanOut)[0]
    assert ended.rule.startswith("bandlab's reading: house rule reshuffles")


def test_by_default_the_draw_pile_is_remade_as_often_as_it_runs_out():
    import random

    state = BOTB.new(2, seed=5, target=30)
    assert state.reshuffles_left is None and state.view(0)["reshuffles_left"] is None
    rng = random.Random(5)
    while not state.is_over and state.stats["reshuffles"] < 3:
        state.apply(rng.choice(state.legal_actions()))
    assert state.stats["reshuffles"] == 3 and not state.is_over, "more than the old limit of 2, and play goes on"


def test_a_draw_from_an_empty_pile_with_no_discards_draws_nothing_and_play_goes_on():
    state = duel(deal=[["Fella"], ["Kazoo"]])
    state.hands[TISHA] += state.pile + state.discards  # scenario: every card is in Tisha's hand
    state.pile, state.discards = [], []
    events = play(state, "play Fella")
    short = of_type(events, ev.NothingToDraw)[0]
    assert short.player == DANNY and short.missing == 5
    assert "draws 5 cards fewer" in short.text and short.rule.startswith("bandlab's reading")
    assert of_type(events, ev.TurnStarted)[0].drawn == 0 and not state.is_over


def test_no_one_able_to_reach_the_target_ends_the_game_and_the_most_sp_on_cards_wins():
    state = duel(target=30, played=[TISHA_SP, DANNY_SP], deal=[["Fella"], ["Kazoo"]])
    assert state.sp_left() == 0 and state.scores() == [19, 18]
    events = play(state, "play Fella")
    ended = of_type(events, ev.EndedShortOfTarget)[0]
    assert state.is_over and state.winners() == [TISHA] and state.ended_by == "no one can reach the target"
    assert ended.text.startswith(
        "No one can reach 30 superstar points any more: every gig and hit single has "
        "been won, and the best anyone could still reach is 20 with a ME point."
    )
    assert "Tisha wins" in ended.text and BOTB.measures(state)["reached_target"] == 0


def test_with_sp_left_the_game_ends_only_when_even_all_of_it_is_not_enough():
    danny = list(DANNY_SP)
    danny.remove("Hit")
    danny.remove("Single")  # a Hit and a Single (3 SP) are still in play
    reachable = duel(target=23, played=[TISHA_SP, danny], deal=[["Fella"], ["Kazoo"]])
    assert reachable.sp_left() == 3
    play(reachable, "play Fella")
    assert not reachable.is_over, "19 + the 3 SP left + a ME point = 23 can still be reached"
    state = duel(target=24, played=[TISHA_SP, danny], deal=[["Fella"], ["Kazoo"]])
    events = play(state, "play Fella")
    ended = of_type(events, ev.EndedShortOfTarget)[0]
    assert state.is_over and state.winners() == [TISHA]
    assert ended.text.startswith(
        "No one can reach 24 superstar points any more: only 3 SP are left to win, and "
        "the best anyone could still reach is 23 with a ME point."
    )


def test_the_me_point_does_not_decide_an_ending_short_of_the_target():
    """Both hold 18 SP on cards; Tisha's ME point makes her 19, but it can still change hands: they share."""
    tisha = [c for c in TISHA_SP if c != "Single"]
    state = duel(target=30, played=[tisha, DANNY_SP], deal=[["Fella"], ["Kazoo"]], bands=[["ME + Sax"], []])
    assert state.scores() == [19, 18] and state.sp_left() == 1
    pile_of_one(state)
    events = play(state, "play Fella")
    assert state.is_over and state.winners() == [TISHA, DANNY]
    assert "Tisha and Danny share the victory" in of_type(events, ev.EndedShortOfTarget)[0].text


def test_the_round_limit_ends_a_game_no_one_wins():
    state = duel(max_rounds=1, played=[["Hit"], []], deal=[["Kazoo", "Fella"], ["Cowbell"]])
    play(state, "play Fella")
    events = play(state, "discard Cowbell", "stop discarding")
    ended = of_type(events, ev.EndedShortOfTarget)[0]
    assert state.is_over and state.winners() == [TISHA] and state.ended_by == "round limit"
    assert ended.text.startswith("1 rounds are played and no one has 12 superstar points")
    assert BOTB.measures(state)["ended_by"] == "round limit"


@pytest.mark.parametrize(
    "option,value", [("reshuffles", -1), ("reshuffles", "2"), ("max_rounds", 0), ("max_rounds", True)]
)
def test_ending_options_are_checked(option, value):
    with pytest.raises(SetupError, match=option):
        BOTB.new(2, seed=0, **{option: value})


def test_ending_options_are_recorded_and_replay():
    state = BOTB.new(3, seed=4, reshuffles=1, max_rounds=50)
    while not state.is_over:
        state.apply(state.legal_actions()[-1])
    record = state.record()
    assert record["options"]["reshuffles"] == 1 and record["options"]["max_rounds"] == 50
    again = bandlab.replay(record)
    assert again.ended_by == state.ended_by and again.winners() == state.winners()


# --- both games with their heuristic bots --------------------------------------------------------------
@pytest.mark.parametrize(
    "game_id,rule_endings", [("battle-of-the-bands", {"target"}), ("band-grab", {"gig", "busking gig"})]
)
@pytest.mark.parametrize("players", [2, 6])
def test_heuristic_bots_finish_games_the_rulebook_way(game_id, rule_endings, players):
    results = simulate(game_id, players, "heuristic", games=40, seed=13, workers=1, progress=False)
    assert not results.failures
    endings = [o.measures["ended_by"] for o in results.outcomes]
    assert sum(e in rule_endings for e in endings) >= 38, endings


def test_band_grab_curfew_is_a_house_rule_off_by_default():
    assert BAND_GRAB.options["curfew_rounds"] is None
    state = BAND_GRAB.new(4, seed=3)
    assert state.view(0)["curfew_in_turns"] is None
    with pytest.raises(SetupError, match="curfew_rounds"):
        BAND_GRAB.new(2, seed=0, curfew_rounds="3")
    old = BAND_GRAB.new(4, seed=3, curfew_rounds=3)
    while not old.is_over:
        old.apply(old.legal_actions()[0])
    again = bandlab.replay(old.record())
    assert again.ended_by == old.ended_by and again.record()["options"]["curfew_rounds"] == 3
