"""Scout & Raise: the engine's shortcuts agree with doing it the slow way (song fills, kept legal lists, clones)."""

import itertools
import random

import bandlab
from bandlab.games.scout_and_raise import cards as C

GAME = bandlab.load_game("scout-and-raise")


def brute_fill(song, artists):
    """The best fill of ``song`` by trying every way to seat the artists in its slots; -1 if none fills them all."""
    slots = C.SONG_PARTS[song]
    best = -1
    for seated in itertools.permutations(artists, len(slots)):
        if all(part in C.ARTIST_PARTS[a] for part, a in zip(slots, seated)):
            best = max(best, sum(C.ARTIST_POINTS[a] for a in seated))
    return best


def test_each_part_lists_its_artists_weakest_first():
    for singles in C.SINGLES_OF_PART:
        points = [C.ARTIST_POINTS[a] for a in singles]
        assert points == sorted(points, reverse=True) and list(singles) == sorted(singles, reverse=True)


def test_best_fill_equals_trying_every_seating():
    rng = random.Random(24)
    for _ in range(600):
        song = rng.choice(C.ALL_SONGS)
        artists = rng.sample(C.ALL_ARTISTS, rng.randint(0, 8))
        assert C.best_fill(song, artists) == brute_fill(song, artists), (C.SONG_CODE[song], artists)


def test_best_fill_with_every_two_part_artist_and_few_singles():
    two_part = sorted(C.TWO_PART_ARTIST.values())
    singles = [C.artist_from_code(code) for code in ("Vo6", "Vo2", "Gt5", "Ba1", "Dr6", "Ky4")]
    for song in C.ALL_SONGS:
        for k in range(len(two_part) + 1):
            for twos in itertools.combinations(two_part, k):
                for extra in itertools.combinations(singles, 3):
                    band = list(twos + extra)
                    assert C.best_fill(song, band) == brute_fill(song, band), (C.SONG_CODE[song], band)


def position(state):
    """Everything a state holds, its generator by its seed, for comparing two states field by field."""
    fields = {name: getattr(state, name) for name in type(state).__slots__ if name not in ("rng", "_legal")}
    return fields | {"rng": state.rng.state, "history": list(state.history)}


def replayed(state):
    """A fresh game given the same actions as ``state``."""
    again = GAME.new(state.players, seed=state.seed)
    for action in state.history:
        again.apply(action)
    return again


def test_a_clone_and_its_origin_go_on_separately():
    for seed in range(12):
        rng = random.Random(seed)
        state, clones = GAME.new(4 - seed % 2, seed=seed), []
        while not state.is_over:
            if rng.random() < 0.08:
                clones.append(state.clone())
            state.apply(rng.choice(state.legal_actions()))
        for clone in clones:  # each goes its own way from where it was taken
            while not clone.is_over:
                clone.apply(rng.choice(clone.legal_actions()))
        for done in [state] + clones:
            assert position(done) == position(replayed(done))


def fresh_legal(state):
    """The legal moves worked out the slow way, as the rules list them (the fast tables must agree)."""
    from bandlab.games.scout_and_raise import rules as R

    p = state.turn
    debt = [R.DEBT] if state.can_take_debt(p) else []
    if state.phase == R.RAISE:
        return [R.PASS, *R.RAISES[1 : state.bills[p] + 1]] + debt
    if state.phase == R.DRAFT:
        return [R.KEEP[k] for k in sorted(set(state.drawn[p]))]
    if state.phase == R.SIGN:
        return [R.SIGN_ARTIST[a] for a in sorted(state.revealed)]
    if state.phase != R.SCOUT:
        return state.legal_actions()
    kinds = sorted(set(state.hands[p]))
    if p == state.lead:
        return [R.PLAY[k] for k in kinds] + debt
    follow = [R.PLAY[k] for k in kinds if C.SCOUT_SUIT[k] == state.lead_suit]
    if follow:
        return follow + debt
    sub = [R.SUBSTITUTE] if state.bills[p] >= C.SUBSTITUTE_BILLS else []
    return [R.PLAY[k] for k in kinds] + sub + debt


def test_legal_moves_equal_the_slow_way_along_games_clones_and_resamples():
    for seed in range(16):
        rng = random.Random(seed)
        state = GAME.new(4 - seed % 2, seed=seed)
        while not state.is_over:
            for position in (state, state.clone(), GAME.resample(state.view(state.turn), seed)):
                assert position.legal_actions() == fresh_legal(position), position.phase
            state.apply(rng.choice(state.legal_actions()))


def test_round_summaries_and_contracts_show_their_round_and_stay_as_they_were():
    from bandlab.games.scout_and_raise import events as ev

    for seed in range(10):
        rng = random.Random(seed)
        state, snapshots, clones = GAME.new(4 - seed % 2, seed=seed), [], []
        played, raised, contracts = [-1] * state.players, [0] * state.players, []
        while not state.is_over:
            if rng.random() < 0.05:
                clones.append(state.clone())
            rounds, number = len(state.round_log), state.round
            for event in state.apply(rng.choice(state.legal_actions())):
                if type(event) in (ev.LeadPlayed, ev.ScoutPlayed):
                    played[event.player] = event.kind
                if type(event) is ev.Raised:
                    raised[event.player] += event.bills * 100
                if type(event) is ev.ArtistSigned:
                    contracts.append((number, event.player, event.rank, event.artist, event.price))
            if len(state.round_log) > rounds:  # the summary says what the round's events said
                snapshots.append(state.rounds)
                summary = state.rounds[-1]
                assert summary.round == len(state.rounds) and summary.scout == tuple(played)
                assert summary.raised == tuple(raised) and type(summary.lost) is tuple
                played, raised = [-1] * state.players, [0] * state.players
                assert state.contracts == contracts
        for clone in clones:
            while not clone.is_over:
                clone.apply(rng.choice(clone.legal_actions()))
            assert clone.rounds == replayed(clone).rounds
        for snapshot in snapshots:  # later rounds changed nothing a summary was made from
            assert state.rounds[: len(snapshot)] == snapshot


def test_is_over_is_kept_with_the_turn_along_games_clones_and_resamples():
    for seed in range(8):
        rng = random.Random(seed)
        state = GAME.new(4 - seed % 2, seed=seed)
        while True:
            for position in (state, state.clone(), GAME.resample(state.view(0), seed)):
                assert position.is_over is (position.turn is None)
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))


def test_a_scout_play_is_allowed_exactly_when_it_is_listed():
    from bandlab.games.scout_and_raise import rules as R

    for seed in range(12):
        rng = random.Random(seed)
        state = GAME.new(4 - seed % 2, seed=seed)
        while not state.is_over:
            if state.phase == R.SCOUT:
                legal = state.legal_actions()
                for play in R.PLAY:
                    assert (state.illegal_reason(play) is None) == (play in legal), (play, state.hands[state.turn])
            state.apply(rng.choice(state.legal_actions()))


def test_table_events_are_made_once_per_names_and_equal_fresh_ones():
    """A table's events are the ones their class builds from the fields and the names, made once and handed out
    again; other names have events of their own."""
    from bandlab.games.scout_and_raise import events as ev

    alice, ann = ev.TableEvents.of(("Alice", "Bob", "Chris")), ev.TableEvents.of(("Ann", "Ben", "Cy"))
    passed = alice.passed[0, 700, 2]
    assert passed == ev.Passed(0, 700, 2, ("Alice", "Bob", "Chris")) and alice.passed[0, 700, 2] is passed
    assert passed.text == "Alice passes, standing at $700." and ann.passed[0, 700, 2].text.startswith("Ann passes")
    assert alice.settled[1, False, 3, 0, 4, 1] == ev.MoneySettled(1, False, 3, 0, 4, 1, ("Alice", "Bob", "Chris"))
    completed = alice.song_completed[2, 0, 9, True]
    assert completed == ev.SongCompleted(2, 0, 9, True, ("Alice", "Bob", "Chris")) and completed.together is True
    assert alice.raise_skipped[(1,)] == ev.RaisePhaseSkipped(1, ("Alice", "Bob", "Chris"))


def test_scout_plays_equal_sorting_the_hand():
    """The plays looked up by the kinds held are the hand's distinct kinds sorted, the lead suit's only if held."""
    from bandlab.games.scout_and_raise import rules as R

    rng = random.Random(7)
    for _ in range(2000):
        hand = sorted(rng.sample(C.scout_money_for(4), rng.randint(1, 6)))
        for suit in (R.NONE, C.RED, C.YELLOW):
            kinds = sorted(set(hand))
            follow = [R.PLAY[k] for k in kinds if C.SCOUT_SUIT[k] == suit]
            every = [R.PLAY[k] for k in kinds]
            expected = (every, True) if suit == R.NONE else (follow, True) if follow else (every, False)
            plays, follows = R.scout_plays(hand, suit)
            assert (list(plays), follows) == expected, (hand, suit)
