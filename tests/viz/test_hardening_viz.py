"""Every figure builder in bandlab.viz, given hostile player, band and bot names: no markup of a name
reaches a plotly label unescaped (plotly draws <a>, <b>, <br> in any text), and the name still shows."""

import json
import random

import pytest

import bandlab
from bandlab.agents import RandomAgent
from bandlab.viz.labels import label

#: Names a stranger might type: a link, bold, a line break, an entity, a script, an ampersand.
HOSTILE = [
    "<a href='https://evil.example'>Al</a>",
    "<b>Bo</b>",
    "C<br>hris",
    "&lt;i&gt;Dana",
    "<script>x</script>",
    "Eli & <i>Fay</i>",
]
#: Fragments that must never appear raw in a figure built from the names above.
RAW = ["<a href", "<b>Bo", "<br>hris", "&lt;i&gt;Dana", "<script", "<i>Fay"]


def strings(value):
    """Every string anywhere in a figure's JSON."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from strings(item)


def check(fig, names_shown=True):
    """No raw markup of a hostile name in ``fig``; at least one escaped name is shown if ``names_shown``."""
    texts = list(strings(json.loads(fig.to_json())))
    for text in texts:
        for fragment in RAW:
            assert fragment not in text, (fragment, text)
    if names_shown:
        assert any(label(name) in text for text in texts for name in HOSTILE), "no name reached the figure"


def played(game_id, players, steps, seed=1, names=None, **options):
    """A state random bots played ``steps`` steps into (or to the end), with hostile names."""
    game = bandlab.load_game(game_id)
    state = game.new(players, seed=seed, names=names or HOSTILE[:players], **options)
    rng = random.Random(seed)
    while not state.is_over and len(state.history) < steps:
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("steps", [0, 7, 30, 10_000])
def test_first_band_figures(steps):
    from bandlab.viz import first_band as viz

    state = played("first-band", 5, steps)
    check(viz.ranking_figure(state), names_shown=steps > 0)
    check(viz.ranking_figure(state.view(0)), names_shown=steps > 0)
    check(viz.score_figure(state))


@pytest.mark.parametrize("steps", [0, 20, 60, 10_000])
def test_scout_and_raise_figures(steps):
    from bandlab.viz import scout_and_raise as viz

    state = played("scout-and-raise", 4, steps)
    check(viz.round_bids_figure(state), names_shown=state.round > 0)
    check(viz.round_spread_figure(state), names_shown=True)


def test_scout_and_raise_simulation_figures():
    from bandlab.viz import scout_and_raise as viz

    sim = viz.simulate_bids(games=3, players=3, agents="random", progress=False)
    for row in sim["players"] + sim["contracts"]:
        row["agent"] = HOSTILE[row["player"]]
    check(viz.winning_prices_figure(sim), names_shown=False)
    check(viz.debt_figure(sim), names_shown=False)
    check(viz.price_vs_score_figure(sim))


@pytest.mark.parametrize("steps", [0, 15, 10_000])
def test_band_grab_figures(steps):
    from bandlab.analysis.band_grab import gig_ready_chance
    from bandlab.viz import band_grab as viz

    state = played("band-grab", 6, steps)
    check(viz.genre_meter_figure(state))
    check(viz.genre_meter_figure(state.view(1)))
    if not state.is_over:
        chance = gig_ready_chance(state, state.current_player, turns=2, samples=3, bot="random", progress=False)
        check(viz.gig_chance_figure(chance, list(state.names)))
    check(viz.gig_chance_figure(None, list(state.names)), names_shown=False)


@pytest.mark.parametrize("steps", [0, 40, 120, 10_000])
@pytest.mark.parametrize("with_band_names", [False, True])
def test_battle_of_the_bands_figures(steps, with_band_names):
    from bandlab.viz import battle_of_the_bands as viz

    options = {"band_names": HOSTILE[::-1][:6]} if with_band_names else {}
    state = played("battle-of-the-bands", 6, steps, **options)
    check(viz.gig_odds_from_state(state))
    check(
        viz.gig_odds_figure(
            [5, 7, 3],
            gig_player=1,
            names=HOSTILE[:3],
            banned=[2],
            what_if=([6, 7, 3], [], "<b>what</b> if <a href='x'>"),
        )
    )
    check(viz.gig_odds_figure([5, 7], gig_player=None, names=HOSTILE[:2]))
    for figure in (
        viz.two_band_figure(),
        viz.reputation_figure(),
        viz.two_band_heatmap(max_hp=4),
        viz.three_band_sweep_figure(max_hp=4),
    ):
        check(figure, names_shown=False)


class HostileBot(RandomAgent):
    """A bot whose name is markup (a factory's name is the label the results use)."""

    name = "<b>Bo</b>"


@pytest.fixture(scope="module")
def results():
    from bandlab.analysis.simulate import simulate

    return simulate(
        "band-grab",
        3,
        [HostileBot, "random", HostileBot],
        games=12,
        seed=1,
        workers=1,
        progress=False,
        rotate_seats=True,
    )


@pytest.mark.parametrize(
    "build",
    [
        lambda viz, r: viz.win_rate_figure(r, by="seat"),
        lambda viz, r: viz.win_rate_figure(r, by="agent"),
        lambda viz, r: viz.win_rate_figure(r, by="order"),
        lambda viz, r: viz.score_figure(r, by="seat"),
        lambda viz, r: viz.score_figure(r, by="agent"),
        lambda viz, r: viz.length_figure(r),
        lambda viz, r: viz.measure_figure(r, "ended_by"),
        lambda viz, r: viz.measure_figure(r, "turns"),
    ],
)
def test_simulation_figures(results, build):
    from bandlab.viz import simulation as viz

    check(build(viz, results), names_shown=False)


def test_simulation_figures_show_the_bot_name_escaped(results):
    from bandlab.viz import simulation as viz

    texts = list(strings(json.loads(viz.win_rate_figure(results, by="agent").to_json())))
    assert "&lt;b&gt;Bo&lt;/b&gt;" in texts and not any("<b>Bo" in t for t in texts)


def test_cards_escape_their_text():
    from bandlab.viz import cards

    html = cards.card_face(
        HOSTILE[0], HOSTILE[1], ("#000000", "#ffffff"), caption=HOSTILE[2], title=HOSTILE[4], code=HOSTILE[3]
    )
    html += cards.empty_slot(HOSTILE[5]) + cards.card_back(title=HOSTILE[0])
    html += cards.card_row_html([], empty_text=HOSTILE[0])
    for fragment in RAW[:3] + RAW[4:]:
        assert fragment not in html


def test_label_escapes_only_what_plotly_reads():
    assert label("<b>A & B</b>") == "&lt;b&gt;A &amp; B&lt;/b&gt;"
    assert label('O\'Neil "the" drummer') == 'O\'Neil "the" drummer'  # plotly would show &quot; as it is
    assert label(42) == "42"
