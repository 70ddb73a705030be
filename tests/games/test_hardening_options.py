"""Game options from outside: every option of every game refuses values out of its bounds or of the
wrong kind with SetupError naming it, and numeric options keep to one table (``OPTION_BOUNDS``)."""

import pytest

import bandlab
from bandlab import SetupError
from bandlab.core.limits import MAX_NAME_CHARS, OPTION_BOUNDS, check_option

GAME_IDS = list(bandlab.GAMES)


def deep(levels):
    """A list nested ``levels`` deep."""
    value = []
    for _ in range(levels):
        value = [value]
    return value


def repr_id(value):
    """A short test id for any value (pytest cannot print a 5,000-digit number)."""
    return type(value).__name__ + (str(value) if isinstance(value, int) and abs(value) < 10**20 else "")


HOSTILE = [
    10**9,
    -(10**9),
    10**5000,
    1.5,
    float("nan"),
    float("inf"),
    "x" * 100_000,
    deep(100),
    {"a": 1},
    object(),
    b"bytes",
    [10**30],
]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_option_refuses_hostile_values_with_a_setup_error(game_id):
    game = bandlab.load_game(game_id)
    for key in list(game.options) + ["names"]:
        for value in HOSTILE:
            with pytest.raises(SetupError) as err:
                game.new(game.min_players, seed=1, **{key: value})
            message = str(err.value)
            assert "\n" not in message and len(message) < 600, (key, message)


@pytest.mark.parametrize(
    "game_id, key", [(g, k) for g in GAME_IDS for k in bandlab.load_game(g).options if k in OPTION_BOUNDS]
)
def test_numeric_options_keep_to_their_bounds(game_id, key):
    game = bandlab.load_game(game_id)
    bound = OPTION_BOUNDS[key]
    for value in (bound.low, bound.high):
        assert game.new(game.max_players, seed=2, **{key: value}).options[key] == value
    for value in (bound.low - 1, bound.high + 1, True, float(bound.low), str(bound.low)):
        with pytest.raises(
            SetupError, match=f"{key} must be a whole number of {bound.unit} from {bound.low} to {bound.high}"
        ):
            game.new(game.max_players, seed=2, **{key: value})


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_whole_number_options_are_all_in_the_table_or_a_seat(game_id):
    """A new numeric option needs a bound in bandlab.core.limits.OPTION_BOUNDS (or is a seat, or a fixed choice)."""
    game = bandlab.load_game(game_id)
    for key, default in game.options.items():
        if isinstance(default, int) and not isinstance(default, bool):
            assert key in OPTION_BOUNDS or key == "substitute_value", key


def test_names_are_short_printable_text():
    game = bandlab.load_game("first-band")
    assert game.new(3, names=["A" * MAX_NAME_CHARS, "Bö 日本", "<b>Chris</b>"]).names[0] == "A" * MAX_NAME_CHARS
    for names in (
        ["A" * (MAX_NAME_CHARS + 1), "B", "C"],
        ["A\x00", "B", "C"],
        ["A\u202e", "B", "C"],
        ["A", "B"],
        ["A", "B", ""],
        "ABC",
        ["A", "B", 3],
    ):
        with pytest.raises(SetupError, match="names"):
            game.new(3, names=names)
    battle = bandlab.load_game("battle-of-the-bands")
    with pytest.raises(SetupError, match="band_names"):
        battle.new(2, band_names=["x" * 400_000, "y"])


def test_scout_and_raise_substitute_value_is_a_whole_number():
    game = bandlab.load_game("scout-and-raise")
    assert game.new(3, substitute_value=0).options["substitute_value"] == 0
    for value in (200.0, 0.0, False, "200"):
        with pytest.raises(SetupError, match="substitute_value"):
            game.new(3, substitute_value=value)


def test_the_highest_target_is_every_superstar_point_of_the_game():
    from bandlab.core.limits import OPTION_BOUNDS

    state = bandlab.load_game("battle-of-the-bands").new(2, seed=1)
    assert OPTION_BOUNDS["target"].high == state.sp_left() + 1, "the cards' SP and the ME point"


def test_check_option_says_why_the_top_is_where_it_is():
    with pytest.raises(SetupError, match="37 superstar points"):
        check_option("target", 99)
    with pytest.raises(SetupError, match="a 16610-bit number"):
        check_option("reshuffles", 10**5000)


@pytest.mark.parametrize("seed", [-1, 2**53, 10**5000, 1.0, True, "7", None], ids=repr_id)
def test_seeds_outside_the_limit_are_refused_by_every_game(seed):
    for game_id in GAME_IDS:
        game = bandlab.load_game(game_id)
        with pytest.raises(SetupError, match="seed"):
            game.new(game.min_players, seed=seed)
