"""A designer's balance lab: the same deals played under the base rules and under a variant, compared.

>>> from bandlab.analysis.balance import balance
>>> lab = balance("battle-of-the-bands", 4, "heuristic", {"target": 6}, games=400, seed=1)
>>> print(lab.report())          # each measure: base, variant, difference with a paired 95% interval
>>> lab.sentences                # one sentence per measure that moved
>>> lab.cards["base"]            # card strength: a seat's win rate with and without each card
>>> lab.save("out/")             # measures.csv, cards.csv and balance.json

How it works:

- Game ``i`` is shuffled with the same seed under both rule sets (``simulate.game_seed(seed, i)``), its
  bots are seeded alike and move one seat to the right every game (seats rotate), so the two games of
  a pair differ only by the rule change and what follows from it.  Both games of a pair are played in
  the same task, by the simulation runner's workers (processes, a Dask executor, or this process in the
  browser) with its progress bar.
- Each measure is a number per game (a place in turn order's win share, the length, the winner's
  margin, whether the game ended by the rulebook's ending, each bot's win share); its paired difference
  per game gives the mean difference and a 95% normal interval ``mean ± z·sd/√n``.  Means are summed
  exactly (``Fraction``), so the mean difference is exactly the difference of the two means, and with
  the variant equal to the base every difference is exactly 0.
- Card strength comes from the same games: while a game is played, each seat's opening hand, the
  cards that entered its hand later (drawn, picked, kept) and the cards it played are noted; a card's
  strength is the seat's win rate with it against without it, with Newcombe's interval for the
  difference of two proportions (from ``stats.wilson_interval``) and the number of seat-games.
- Options are checked before any game is played: only the rule variants of ``VARIANTS`` may change,
  each within its written values; anything else is refused with one sentence listing them.

Standard library only (no numpy), so the page runs in the browser too.
"""

import csv
import importlib
import json
import math
import os
import time
import traceback
from collections import Counter
from dataclasses import asdict, dataclass, field
from fractions import Fraction

from bandlab.analysis import host, stats
from bandlab.analysis import simulate as runner
from bandlab.core import SetupError, limits
from bandlab.core.errors import shown
from bandlab.games import load_game

#: The allowed values of a switch (a house rule or a reading of the rules: on or off).
SWITCH = (False, True)

#: The rule variants a designer may try, per game: option -> allowed values (a tuple, or a limits.Bound).
VARIANTS = {
    "first-band": {"dual_member_one_seat": SWITCH, "complete_bands_only": SWITCH},
    "scout-and-raise": {"substitute_value": (200, 0)},
    "battle-of-the-bands": {
        "target": limits.OPTION_BOUNDS["target"],
        "reshuffles": limits.OPTION_BOUNDS["reshuffles"],
        "max_rounds": limits.OPTION_BOUNDS["max_rounds"],
        "swap_instruments": SWITCH,
        "any_band_members": SWITCH,
        "any_band_instruments": SWITCH,
        "replace_member": SWITCH,
    },
    "band-grab": {
        "curfew_rounds": limits.OPTION_BOUNDS["curfew_rounds"],
        "max_rounds": limits.OPTION_BOUNDS["max_rounds"],
    },
}

#: Where each game keeps the text codes of the cards its hands hold (hands are lists of ints).
CARD_CODES = {
    "first-band": ("bandlab.games.first_band.cards", "CODE"),
    "scout-and-raise": ("bandlab.games.scout_and_raise.cards", "SCOUT_CODE"),
    "battle-of-the-bands": ("bandlab.games.battle_of_the_bands.cards", "CODE"),
    "band-grab": ("bandlab.games.band_grab.cards", "CODE"),
}

#: What the rulebook's own ending is, per game, read from the game's measures (games not listed always end by it).
RULEBOOK_ENDINGS = {
    "battle-of-the-bands": ("reached_target", "a band reaches the superstar-point target"),
    "band-grab": ("gig_won", "a band wins a gig"),
}

#: Actions that put a card away without playing it (discards): their cards do not count as played.
NOT_PLAYED = ("DiscardCard", "Dump")
#: A card with fewer seat-games than this with it, or without it, is marked and not ranked.
MIN_CARD_GAMES = 30
CONFIDENCE = 0.95
RESULTS_FORMAT = "bandlab-balance"
#: The words on/off of a switch as the command line and links take them.
SWITCH_WORDS = {"true": True, "on": True, "yes": True, "false": False, "off": False, "no": False}


# --- options ----------------------------------------------------------------------------------
def allowed_text(values):
    """The allowed values of one variant in words: 'on or off', '200 or 0', '1–38 superstar points'."""
    if values is SWITCH:
        return "on or off"
    if isinstance(values, limits.Bound):
        return f"{values.low}–{values.high} {values.unit}"
    return " or ".join(str(v) for v in values)


def options_sentence(game_id):
    """The game's variants and their values, as the end of a refusal: 'its options are: target (1–38 ...), ...'."""
    variants = VARIANTS.get(game_id, {})
    return "its options are: " + "; ".join(f"{key} ({allowed_text(values)})" for key, values in variants.items())


def read_value(text):
    """An option's value from text: a switch word, a whole number, or the text itself."""
    word = text.strip().lower()
    if word in SWITCH_WORDS:
        return SWITCH_WORDS[word]
    digits = word.lstrip("-")
    if digits.isascii() and digits.isdigit() and len(digits) <= limits.MAX_NUMBER_DIGITS:
        return int(word)
    return text.strip()


def parse_option(game_id, text):
    """``"target=6"`` -> ``("target", 6)``, checked with ``check_variant``."""
    if not isinstance(text, str):
        raise SetupError(f"An option is given as KEY=VALUE text, not {shown(text)}.")
    key, sep, value = text.partition("=")
    if not sep or not key.strip():
        raise SetupError(f"An option is given as KEY=VALUE, not {shown(text)}; {options_sentence(game_id)}.")
    key, value = key.strip(), read_value(value)
    return key, check_variant(game_id, key, value)


def check_variant(game_id, key, value):
    """``value`` if option ``key`` of the game may take it in a balance run, else one SetupError sentence."""
    game = load_game(game_id)
    variants = VARIANTS.get(game_id, {})
    if key not in variants:
        raise SetupError(f"{game.name} has no option {shown(key)} to try; {options_sentence(game_id)}.")
    values = variants[key]
    if isinstance(values, limits.Bound):
        good = type(value) is int and values.low <= value <= values.high
    else:
        good = type(value) is type(values[0]) and value in values
    if not good:
        raise SetupError(
            f"{key} cannot be {shown(value)} in {game.name} (it takes {allowed_text(values)}); "
            f"{options_sentence(game_id)}."
        )
    return value


def check_variants(game_id, options):
    """A dict of checked variant options from a dict or from KEY=VALUE texts (none: the base rules themselves)."""
    if isinstance(options, dict):
        pairs = [(key, check_variant(game_id, key, value)) for key, value in options.items()]
    elif isinstance(options, (list, tuple)):
        pairs = [parse_option(game_id, text) for text in options]
    else:
        raise SetupError(f"The variant is a dict of options or KEY=VALUE texts, not {shown(options)}.")
    if len(pairs) > len(VARIANTS.get(game_id, {})) or len({k for k, _ in pairs}) != len(pairs):
        raise SetupError(f"Each option is given once; {options_sentence(game_id)}.")
    return dict(pairs)


def change_words(game_id, variant):
    """The variant in words, as a sentence starts: 'With target 6 and swap instruments on'."""
    parts = []
    for key, value in variant.items():
        shown_value = ("on" if value else "off") if isinstance(value, bool) else f"{value:,}"
        parts.append(f"{key.replace('_', ' ')} {shown_value}")
    return "With " + " and ".join(parts) if parts else "With the base rules"


# --- playing pairs (in worker processes) ------------------------------------------------------
@dataclass
class SeatCards:
    """What one seat of one game held: its opening hand, the cards that came to it later, the cards it played."""

    opening: frozenset
    drawn: frozenset
    played: frozenset


def play_pairs(task):
    """Play games ``start``..``stop``-1 under both rule sets; return ``(pairs, failures)``.

    ``task`` has the simulation runner's shape, ``(game_id, players, specs, setup, seed, start, stop, rotate)``,
    where ``setup`` is ``{"base": options, "variant": options, "cards": bool}``; each pair is
    ``(base outcome, variant outcome, base seat cards, variant seat cards)`` (cards None if not tracked).
    """
    game_id, players, specs, setup, seed, start, stop, rotate = task
    game = load_game(game_id)
    measure = getattr(game, "measures", None)
    codes = card_codes(game_id) if setup["cards"] else None
    pairs, failures = [], []
    for index in range(start, stop):
        offset = index % players if rotate else 0
        seats, seed_of_game = runner.seated(specs, offset), runner.game_seed(seed, index)
        played = [
            play_tracked(game, players, seats, setup[side], seed_of_game, index, offset, measure, codes)
            for side in ("base", "variant")
        ]
        failed = [o for o, _ in played if isinstance(o, runner.GameFailure)]
        if failed:
            failures.append(failed[0])
        else:
            pairs.append((played[0][0], played[1][0], played[0][1], played[1][1]))
    return pairs, failures


def card_codes(game_id):
    """The game's card codes, indexed by the ints its hands hold."""
    module, name = CARD_CODES[game_id]
    return getattr(importlib.import_module(module), name)


def play_tracked(game, players, specs, options, seed, index, offset, measure, codes):
    """``simulate.play_one``, noting each seat's cards when ``codes`` is given: ``(outcome, seat cards or None)``."""
    state = None
    seeds = tuple(runner.agent_seed(seed, seat) for seat in range(players))
    try:
        state = game.new(players, seed=seed, **options)
        first = state.current_player
        agents = [runner.build_agent(spec, game.id, s) for spec, s in zip(specs, seeds)]
        notes = CardNotes(state) if codes is not None else None
        for _ in range(runner.MAX_STEPS):
            player = state.current_player
            if player is None:
                break
            action = agents[player].choose(state.view(player), state.legal_actions())
            if notes is None:
                state.apply(action)
            else:
                notes.apply(state, player, action)
        else:
            raise RuntimeError(f"the game did not end after {runner.MAX_STEPS:,} actions")
        outcome = runner.GameOutcome(
            index,
            seed,
            offset,
            tuple(state.scores()),
            tuple(state.winners()),
            len(state.history),
            getattr(state, "round", None),
            dict(measure(state)) if measure is not None else None,
            first,
        )
        return outcome, (notes.seats(codes) if notes is not None else None)
    except Exception as err:  # a bug in a game or bot: report it, keep playing
        return runner.GameFailure(
            index,
            seed,
            tuple(runner.agent_label(s) for s in specs),
            seeds,
            f"{type(err).__name__}: {err}",
            traceback.format_exc(),
            None if state is None else len(state.history),
            runner.record_of(state),
        ), None


class CardNotes:
    """Each seat's opening hand, the cards that later came into its hand, and the cards it played."""

    def __init__(self, state):
        self.opening = [list(hand) for hand in state.hands]
        self.drawn = [set() for _ in state.hands]
        self.played = [set() for _ in state.hands]

    def apply(self, state, player, action):
        """Apply ``action`` (the ``player``'s) to ``state`` and note what entered and left that player's hand."""
        before = state.hands[player].copy()
        state.apply(action)
        after = state.hands[player]
        if after == before:
            return
        card = getattr(action, "card", None)
        if len(after) + 1 == len(before) and type(card) is int and card in before:  # the usual play: one card out
            before.remove(card)
            if before == after:
                if type(action).__name__ not in NOT_PLAYED:
                    self.played[player].add(card)
                return
            before.append(card)
        came, went = Counter(after), Counter(before)
        came.subtract(before)
        went.subtract(after)
        self.drawn[player].update(c for c, n in came.items() if n > 0)
        if type(action).__name__ not in NOT_PLAYED:
            self.played[player].update(c for c, n in went.items() if n > 0)

    def seats(self, codes):
        """One SeatCards per seat, cards as their text codes."""
        return tuple(
            SeatCards(
                frozenset(codes[c] for c in opening),
                frozenset(codes[c] for c in drawn),
                frozenset(codes[c] for c in played),
            )
            for opening, drawn, played in zip(self.opening, self.drawn, self.played)
        )


# --- the run ------------------------------------------------------------------------------------
def balance(
    game_id,
    players,
    agents,
    variant,
    games=1000,
    seed=0,
    base=None,
    executor=None,
    workers=None,
    progress=True,
    cards=True,
    min_card_games=MIN_CARD_GAMES,
):
    """Play ``games`` deals under the base rules and under ``variant`` (a dict, or KEY=VALUE texts); BalanceResults.

    ``base`` holds options both sides share (none by default: the rulebook's rules); ``cards=False``
    skips card strength, which ranks only cards with at least ``min_card_games`` seat-games with and without.
    Everything is checked before the first game: bad options, numbers or bots raise one SetupError sentence
    and nothing runs.
    """
    game = load_game(game_id)
    variant = check_variants(game_id, variant)
    base = check_variants(game_id, base) if base else {}
    specs = runner.seat_specs(agents, players)
    runner.check_count(games, "games", maximum=limits.MAX_GAMES)
    runner.check_count(seed, "seed", minimum=0, maximum=limits.MAX_SEED)
    runner.check_count(min_card_games, "min_card_games", maximum=limits.MAX_GAMES)
    game.new(players, seed=0, **base)  # a bad player count fails here
    game.new(players, seed=0, **{**base, **variant})
    for spec in specs:
        runner.build_agent(spec, game_id, 0)  # and so do unknown bot names
    workers = pool_size(executor, workers)
    size = runner.default_chunk_size(games, workers or getattr(executor, "_max_workers", None) or os.cpu_count() or 1)
    setup = {"base": base, "variant": {**base, **variant}, "cards": bool(cards)}
    tasks = (
        (game_id, players, specs, setup, seed, start, min(start + size, games), True) for start in range(0, games, size)
    )
    bar = runner.Progress(games, f"{game.name} A/B ×{games:,}", progress)
    started = time.perf_counter()
    try:
        if executor is not None:
            known = getattr(executor, "_max_workers", None)
            limit = runner.in_flight(known) if known else runner.MAX_TASKS_IN_FLIGHT
            parts = runner.run_tasks(executor, tasks, bar, limit, play_pairs)
        elif workers == 1:
            parts = [bar.done(task, play_pairs(task)) for task in tasks]
        else:
            parts = runner.run_in_processes(min(workers, math.ceil(games / size)), tasks, bar, play_pairs)
    finally:
        bar.close()
    pairs = sorted((p for part, _ in parts for p in part), key=lambda p: p[0].index)
    failures = sorted((f for _, part in parts for f in part), key=lambda f: f.index)
    seconds = time.perf_counter() - started
    return BalanceResults.of(game_id, players, specs, seed, base, variant, pairs, failures, seconds, min_card_games)


def pool_size(executor, workers):
    """How many processes play: 1 in the browser, the checked ``workers`` (default: every core) on a server."""
    if executor is None and host.in_browser():
        if workers is not None:
            runner.check_count(workers, "workers")
        return 1
    if executor is None:
        cap = limits.max_workers(os.cpu_count())
        return min(os.cpu_count() or 1, cap) if workers is None else runner.check_count(workers, "workers", maximum=cap)
    return workers


# --- measures -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Measure:
    """One measure of a game: its key, the words for it, and its kind ('rate' in points, or a 'count')."""

    key: str
    label: str
    kind: str
    words: tuple = ()  # (subject, more, less): "the 1st player wins", "more often", "less often"


def measures_of(game_id, players, labels):
    """The measures of a balance run, in report order."""
    found = [
        Measure(
            f"order_{k}",
            f"win rate, {runner.ordinal(k)} in turn order",
            "rate",
            (f"the {runner.ordinal(k)} player wins", "more often", "less often"),
        )
        for k in range(players)
    ]
    found += [
        Measure("actions", "game length (actions)", "count", ("games last", "actions longer", "actions shorter")),
        Measure("rounds", "game length (rounds)", "count", ("games last", "rounds longer", "rounds shorter")),
        Measure("turns", "game length (turns)", "count", ("games last", "turns longer", "turns shorter")),
        Measure(
            "margin", "winner's margin (points)", "count", ("the winner's margin is", "points larger", "points smaller")
        ),
        Measure(
            "rulebook_end",
            "games ending by the rulebook's ending",
            "rate",
            ("games end by the rulebook's ending", "more often", "less often"),
        ),
    ]
    found += [
        Measure(f"bot_{label}", f"win rate, {label} bot", "rate", (f"the {label} bot wins", "more often", "less often"))
        for label in labels
    ]
    return found


def game_values(game_id, players, labels, outcome):
    """The measures of one finished game: key -> exact number (Fractions for shares); missing where it has none."""
    shares = [Fraction(1, len(outcome.winners)) if seat in outcome.winners else Fraction(0) for seat in range(players)]
    values = {"actions": outcome.steps}
    if outcome.first is not None:
        for seat in range(players):
            values[f"order_{(seat - outcome.first) % players}"] = shares[seat]
    if outcome.rounds is not None:
        values["rounds"] = outcome.rounds
    measured = outcome.measures or {}
    if isinstance(measured.get("turns"), int):
        values["turns"] = measured["turns"]
    ranked = sorted(outcome.scores, reverse=True)
    values["margin"] = ranked[0] - ranked[1] if len(ranked) > 1 else 0
    ending = RULEBOOK_ENDINGS.get(game_id)
    values["rulebook_end"] = int(bool(measured.get(ending[0]))) if ending else 1
    seat_labels = [runner.agent_label(a) for a in runner.seated(labels["specs"], outcome.offset)]
    for label in labels["names"]:
        mine = [shares[s] for s in range(players) if seat_labels[s] == label]
        values[f"bot_{label}"] = sum(mine, Fraction(0)) / len(mine)
    return values


def paired(measure, base_values, variant_values, confidence=CONFIDENCE):
    """Base mean, variant mean, mean paired difference and its interval over the games that have the measure."""
    both = [
        (b[measure.key], v[measure.key])
        for b, v in zip(base_values, variant_values)
        if measure.key in b and measure.key in v
    ]
    n = len(both)
    if n == 0:
        return None
    base_sum = sum((Fraction(b) for b, _ in both), Fraction(0))
    variant_sum = sum((Fraction(v) for _, v in both), Fraction(0))
    differences = Counter(float(Fraction(v) - Fraction(b)) for b, v in both)
    difference = (variant_sum - base_sum) / n
    _, sd = stats.counted_mean_sd(differences)
    scale = 100.0 if measure.kind == "rate" else 1.0  # rates are shown in percent and points
    if n < 2:
        low = high = math.nan
    elif sd == 0:
        low = high = float(difference) * scale
    else:
        half = stats.z_value(confidence) * sd / math.sqrt(n)
        low, high = (float(difference) - half) * scale, (float(difference) + half) * scale
    return {
        "key": measure.key,
        "label": measure.label,
        "kind": measure.kind,
        "games": n,
        "base": float(base_sum / n) * scale,
        "variant": float(variant_sum / n) * scale,
        "difference": float(difference) * scale,
        "ci_low": low,
        "ci_high": high,
        "moved": bool(low > 0 or high < 0),
    }


def sentence(change, measure, row):
    """One sentence for a measure that moved: 'With target 6, games last 41.0 actions shorter (38.2–43.9).'"""
    subject, more, less = measure.words
    amount = row["difference"]
    low, high = sorted((abs(row["ci_low"]), abs(row["ci_high"])))
    unit = " points" if measure.kind == "rate" else ""
    direction = more if amount > 0 else less
    if measure.kind == "rate":
        return f"{change}, {subject} {abs(amount):.1f}{unit} {direction} ({low:.1f}–{high:.1f})."
    return f"{change}, {subject} {abs(amount):,.1f} {direction} ({low:,.1f}–{high:,.1f})."


# --- card strength -------------------------------------------------------------------------------
#: The ways a seat can have a card, in table order.
CARD_WAYS = ("opening", "drawn", "played")
#: A whole win counted in these units: a win shared by k players (k <= 6) is a whole number of them, so sums stay exact.
SHARE_UNITS = 60


def card_strength(players, pairs, side, confidence=CONFIDENCE, minimum=MIN_CARD_GAMES):
    """Per card and way (opening hand, drawn, played): the seat's win rate with and without it, their difference
    with Newcombe's interval, the seat-games on each side; cards under ``minimum`` are marked, not ranked."""
    pick = 0 if side == "base" else 1
    seat_games, total_wins = 0, 0
    counts = {}  # (card, way) -> [seat-games with it, wins with it in SHARE_UNITS]
    for pair in pairs:
        outcome, seats = pair[pick], pair[2 + pick]
        if seats is None:
            return []
        for seat, cards in enumerate(seats):
            share = SHARE_UNITS // len(outcome.winners) if seat in outcome.winners else 0
            seat_games += 1
            total_wins += share
            for way, held in zip(CARD_WAYS, (cards.opening, cards.drawn, cards.played)):
                for card in held:
                    entry = counts.get((card, way))
                    if entry is None:
                        entry = counts[(card, way)] = [0, 0]
                    entry[0] += 1
                    entry[1] += share
    rows = [
        card_row(
            card,
            way,
            n,
            Fraction(wins, SHARE_UNITS),
            seat_games,
            Fraction(total_wins, SHARE_UNITS),
            confidence,
            minimum,
        )
        for (card, way), (n, wins) in counts.items()
    ]
    rows.sort(key=lambda r: (not r["ranked"], -(r["difference"] if r["ranked"] else 0), r["card"], r["way"]))
    return rows


def card_row(card, way, n, wins, seat_games, total_wins, confidence, minimum):
    """One row of the card table (rates and the difference in percent)."""
    m, other = seat_games - n, total_wins - wins
    rate_with, rate_without = float(wins) / n, (float(other) / m if m else math.nan)
    low, high = newcombe(float(wins), n, float(other), m, confidence)
    ranked = n >= minimum and m >= minimum
    return {
        "card": card,
        "way": way,
        "games_with": n,
        "games_without": m,
        "win_rate_with": 100 * rate_with,
        "win_rate_without": 100 * rate_without,
        "difference": 100 * (rate_with - rate_without),
        "ci_low": 100 * low,
        "ci_high": 100 * high,
        "ranked": ranked,
    }


def newcombe(wins_a, n_a, wins_b, n_b, confidence=CONFIDENCE):
    """Newcombe's hybrid score interval for the difference of two proportions (Wilson intervals combined)."""
    if not n_a or not n_b:
        return math.nan, math.nan
    p_a, p_b = wins_a / n_a, wins_b / n_b
    low_a, high_a = stats.wilson_interval(wins_a, n_a, confidence)
    low_b, high_b = stats.wilson_interval(wins_b, n_b, confidence)
    d = p_a - p_b
    return d - math.hypot(p_a - low_a, high_b - p_b), d + math.hypot(high_a - p_a, p_b - low_b)


# --- results ----------------------------------------------------------------------------------------
@dataclass
class BalanceResults:
    """A paired run: its setup, each measure's base/variant/difference, the sentences, the card tables."""

    game_id: str
    players: int
    agents: tuple
    seed: int
    games: int  # pairs played to the end under both rule sets
    base_options: dict
    variant: dict
    rows: list  # one dict per measure (see ``paired``)
    sentences: list
    cards: dict  # "base" / "variant" -> card rows (see ``card_strength``)
    failures: list = field(default_factory=list)  # one line per pair that failed
    seconds: float = math.nan

    @classmethod
    def of(cls, game_id, players, specs, seed, base, variant, pairs, failures, seconds, minimum=MIN_CARD_GAMES):
        """Summarise the played pairs."""
        labels = {"specs": specs, "names": list(dict.fromkeys(runner.agent_label(a) for a in specs))}
        base_values = [game_values(game_id, players, labels, p[0]) for p in pairs]
        variant_values = [game_values(game_id, players, labels, p[1]) for p in pairs]
        change = change_words(game_id, variant)
        rows, sentences = [], []
        for measure in measures_of(game_id, players, labels["names"]):
            row = paired(measure, base_values, variant_values)
            if row is None:
                continue
            rows.append(row)
            if row["moved"]:
                row["sentence"] = sentence(change, measure, row)
                sentences.append(row["sentence"])
        cards = {side: card_strength(players, pairs, side, minimum=minimum) for side in ("base", "variant")}
        return cls(
            game_id,
            players,
            tuple(runner.agent_label(a) for a in specs),
            seed,
            len(pairs),
            dict(base),
            dict(variant),
            rows,
            sentences,
            cards,
            [str(f) for f in failures],
            seconds,
        )

    def row(self, key):
        """The row of the measure ``key`` (``order_0``, ``actions``, ``bot_heuristic``...)."""
        return next(r for r in self.rows if r["key"] == key)

    def report(self):
        """The results as text: a header, the measures table, the sentences, the strongest cards."""
        game = load_game(self.game_id)
        head = (
            f"{game.name}: {self.games:,} paired games, {self.players} players, seed {self.seed}, "
            f"{', '.join(self.agents)} (seats rotating); "
            f"{change_words(self.game_id, self.variant)} against the base rules"
        )
        lines = [head, "Measure (rates in %, differences in points) with paired 95% intervals:"]
        table = [
            (
                r["label"],
                f"{r['base']:,.2f}",
                f"{r['variant']:,.2f}",
                f"{r['difference']:+,.2f}",
                interval_text(r),
                "*" if r["moved"] else "",
            )
            for r in self.rows
        ]
        lines += runner.format_table(("measure", "base", "variant", "difference", "95% interval", "moved"), table)
        lines += self.sentences or ["No measure moved: every interval holds 0."]
        ranked = [r for r in self.cards.get("base", []) if r["ranked"]]
        if ranked:
            lines.append("Strongest cards under the base rules (seat's win rate with the card against without):")
            lines += [card_line(r) for r in ranked[:5]]
        if self.failures:
            lines.append(f"{len(self.failures):,} pairs FAILED and were left out:")
            lines += [f"  {line}" for line in self.failures[:10]]
        return "\n".join(lines)

    def __str__(self):
        return self.report()

    def to_dict(self):
        """A JSON-able dict (NaN as None)."""
        return runner.without_nan({"format": RESULTS_FORMAT, "version": 1, **asdict(self)})

    def save(self, folder):
        """Write ``measures.csv``, ``cards.csv`` and ``balance.json`` into ``folder`` (made if missing); the paths."""
        os.makedirs(folder, exist_ok=True)
        paths = [os.path.join(folder, name) for name in ("measures.csv", "cards.csv", "balance.json")]
        columns = (
            "key",
            "label",
            "kind",
            "games",
            "base",
            "variant",
            "difference",
            "ci_low",
            "ci_high",
            "moved",
            "sentence",
        )
        write_csv(paths[0], columns, self.rows)
        card_columns = (
            "side",
            "card",
            "way",
            "games_with",
            "games_without",
            "win_rate_with",
            "win_rate_without",
            "difference",
            "ci_low",
            "ci_high",
            "ranked",
        )
        write_csv(paths[1], card_columns, [{"side": side, **r} for side, rows in self.cards.items() for r in rows])
        with open(paths[2], "w", encoding="utf-8") as handle:
            json.dump(self.to_dict(), handle)
        return paths


def card_line(row):
    """A card row as one line of text."""
    return (
        f"  {row['card']} ({row['way']}): {row['difference']:+.1f} points "
        f"({row['ci_low']:.1f} to {row['ci_high']:.1f}), {row['games_with']:,} seat-games"
    )


def interval_text(row):
    """'-5.0 to -1.2', or '—' without an interval."""
    if math.isnan(row["ci_low"]):
        return "—"
    return f"{row['ci_low']:+,.2f} to {row['ci_high']:+,.2f}"


def write_csv(path, columns, rows):
    """Rows (dicts) as CSV with ``columns`` (missing cells empty)."""
    with open(path, "w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=columns, extrasaction="ignore")
        writer.writeheader()
        writer.writerows(rows)
