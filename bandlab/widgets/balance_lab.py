"""BalanceLab: the balance lab's page widget: pick a game, a house rule, the bots and the games, press Run.

    lab = BalanceLab.from_environment()   # the run its link names, run at once; else the page's first setup
    lab.run_button.click()                # play the pairs (progress bar), then charts, sentences, card table
    lab.share.value                       # a link that opens the page and repeats exactly this run

A link holds the run as ``lab=GAME&option=KEY=VALUE&bots=B1,B2,...&seats=N&games=N&runseed=S`` (URL-encoded);
each field is checked against its written limits, and a bad link opens the page's first setup with one
sentence saying what is wrong.  The keys stay clear of a game position's (``game``, ``players``, ``seed``,
``step``, ``r``).  In the browser (JupyterLite) the games are played in the page, at most BROWSER_MAX_GAMES.
"""

import html
import urllib.parse

import ipywidgets as W

import bandlab
from bandlab.agents import agent_names
from bandlab.analysis import balance as lab
from bandlab.analysis.host import in_browser
from bandlab.core import SetupError, limits
from bandlab.core.errors import shown
from bandlab.viz.balance import CARD_COLUMNS, card_figure, card_table_html, difference_figure, sentences_html
from bandlab.widgets.chart import ChartBox
from bandlab.widgets.page import PageLocation, current_page
from bandlab.widgets.sharing import page_query

#: The page's notebook (``notebooks/balance-lab.ipynb``): its links lead back to it.
PAGE = "balance-lab"
#: The keys of a balance link, in the order a link writes them.
LINK_KEYS = ("lab", "option", "bots", "seats", "games", "runseed")
#: The most games a run of this page plays: on a server, and in the browser (Python there is 3-5x slower, one core).
SERVER_MAX_GAMES, BROWSER_MAX_GAMES = 20_000, 1_000
MIN_GAMES = 10
#: The longest link the page reads, and the most comma-separated bots.
MAX_LINK_CHARS, MAX_SEATS = 2_000, 6
#: The value each option starts at when picked (a change worth trying), where the first allowed value is not.
FIRST_VALUES = {"target": 6, "reshuffles": 1, "max_rounds": 30, "curfew_rounds": 2, "substitute_value": 0}
FIRST_SETUP = {
    "game": "battle-of-the-bands",
    "option": "target",
    "value": 6,
    "bots": "heuristic",
    "players": 4,
    "games": 200,
    "seed": 1,
}


def max_games():
    """The most games a run of this page plays here."""
    return BROWSER_MAX_GAMES if in_browser() else SERVER_MAX_GAMES


def value_choices(game_id, key):
    """The values an option offers, as (text, value) pairs for a dropdown."""
    values = lab.VARIANTS[game_id][key]
    if values is lab.SWITCH:
        return [("on", True), ("off", False)]
    if isinstance(values, limits.Bound):
        return [(str(v), v) for v in range(values.low, values.high + 1)]
    return [(str(v), v) for v in values]


def first_value(game_id, key):
    """The value an option starts at when picked: switches on, numbers at a change worth trying."""
    choices = [v for _, v in value_choices(game_id, key)]
    preferred = FIRST_VALUES.get(key, choices[0])
    return preferred if preferred in choices else choices[0]


def default_players(game):
    """Four players where the game allows them, else the nearest count it allows."""
    return min(max(4, game.min_players), game.max_players)


# --- links ------------------------------------------------------------------------------------------
def run_query(setup):
    """The query string of a run: ``lab=...&option=...&bots=...&seats=...&games=...&runseed=...``."""
    fields = {
        "lab": setup["game"],
        "option": f"{setup['option']}={option_text(setup['value'])}",
        "bots": setup["bots"],
        "seats": setup["players"],
        "games": setup["games"],
        "runseed": setup["seed"],
    }
    return urllib.parse.urlencode(fields, quote_via=urllib.parse.quote, safe=",")


def option_text(value):
    """An option's value as a link and the command line write it: on/off for switches."""
    return ("on" if value else "off") if isinstance(value, bool) else str(value)


def read_link(query):
    """The run a page link names (a setup dict), None if it names none, or SetupError in one sentence."""
    if not isinstance(query, str):
        raise SetupError(f"The link is text, not {shown(query)}.")
    query = query.split("?", 1)[-1].split("#", 1)[0]
    if len(query) > MAX_LINK_CHARS:
        raise SetupError(f"The link is too long ({len(query):,} characters; at most {MAX_LINK_CHARS:,}).")
    try:
        pairs = urllib.parse.parse_qsl(query, keep_blank_values=True, max_num_fields=50)
    except ValueError:
        raise SetupError("The link has too many parts to be a balance run.") from None
    fields = {}
    for key, value in pairs:
        if key in LINK_KEYS:
            if key in fields:
                raise SetupError(f"The link gives {key}= twice.")
            fields[key] = value
    if "lab" not in fields:
        return None
    missing = [key for key in LINK_KEYS if key not in fields]
    if missing:
        raise SetupError(f"The link's run lacks {', '.join(k + '=' for k in missing)}.")
    game_id = fields["lab"]
    if game_id not in bandlab.GAMES:
        raise SetupError(f"The link names no game bandlab plays ({shown(game_id[:60])}).")
    game = bandlab.GAMES[game_id]
    key, value = lab.parse_option(game_id, fields["option"])
    players = link_number(fields["seats"], "seats", game.min_players, game.max_players)
    return {
        "game": game_id,
        "option": key,
        "value": value,
        "bots": check_bots(game_id, players, fields["bots"]),
        "players": players,
        "games": link_number(fields["games"], "games", MIN_GAMES, max_games()),
        "seed": link_number(fields["runseed"], "runseed", 0, limits.MAX_SEED),
    }


def link_number(text, key, low, high):
    """A whole number from ``low`` to ``high`` given in a link as ``key=``, or SetupError."""
    text = text.strip()
    if not (text.isascii() and text.isdigit()) or len(text) > 20 or not low <= int(text) <= high:
        raise SetupError(f"In the link, {key}={shown(text[:30])} is not a whole number from {low:,} to {high:,}.")
    return int(text)


def check_bots(game_id, players, text):
    """``text`` if it names one bot, or one per seat, of the game's bots (comma-separated), else SetupError."""
    names = [name.strip() for name in str(text).split(",")][: MAX_SEATS + 1]
    known = agent_names(game_id)
    if len(names) not in (1, players) or not all(name in known for name in names):
        raise SetupError(
            f"The bots {shown(str(text)[:80])} are not one bot or {players} of {', '.join(known)}, comma-separated."
        )
    return ",".join(names)


# --- the widget --------------------------------------------------------------------------------------
class BalanceLab(W.VBox):
    """The balance lab: controls, Run with progress, charts with interval bars, sentences, card table, Share."""

    def __init__(self, setup=None, workers=None, progress=True, scroll=False):
        super().__init__(layout=W.Layout(width="100%", max_width="1000px"))
        self.add_class("bandlab-balance-lab")
        self.workers, self.progress, self.results, self.ran = workers, progress, None, None
        self.build(scroll)
        self.set_setup({**FIRST_SETUP, **(setup or {})})

    @classmethod
    def from_environment(cls, first=None, **kwargs):
        """The page's lab: the run its link names, played at once; without one, the setup ``first`` (not played);
        a bad link opens ``first`` and says why."""
        try:
            setup = read_link(page_query())
        except SetupError as err:
            widget = cls(setup=first, **kwargs)
            widget.say(f"This link cannot be opened, so here is the page's first run instead. {err}", "error")
            return widget
        widget = cls(setup=setup if setup is not None else first, scroll=setup is not None, **kwargs)
        if setup is not None:
            widget.run()
        return widget

    # --- the parts ---------------------------------------------------------------------------------
    def build(self, scroll):
        """The controls, the progress area, the results' places and the Share box."""
        self.game_box = W.Dropdown(options=[(g.name, gid) for gid, g in bandlab.GAMES.items()], description="Game")
        self.option_box = W.Dropdown(description="Option")
        self.value_box = W.Dropdown(description="Value")
        self.players_box = W.Dropdown(description="Players")
        self.bots_box = W.Text(description="Bots", tooltip="one bot for every seat, or one per seat, comma-separated")
        self.games_box = W.BoundedIntText(min=MIN_GAMES, max=max_games(), step=100, description="Games")
        self.seed_box = W.BoundedIntText(min=0, max=limits.MAX_SEED, description="Seed")
        self.run_button = W.Button(description="Run", button_style="primary", icon="play")
        self.run_button.on_click(lambda _: self.run())
        self.bots_help = W.HTML()
        self.progress_area = W.Output()
        self.status = W.HTML()
        self.sentences = W.HTML()
        self.rate_chart, self.count_chart, self.card_chart = ChartBox(), ChartBox(), ChartBox()
        self.side_box = W.ToggleButtons(options=[("base rules", "base"), ("variant", "variant")], description="Cards")
        self.sort_box = W.Dropdown(options=[(h, k) for k, h in CARD_COLUMNS], value="difference", description="Sort by")
        self.order_box = W.ToggleButtons(options=[("high first", True), ("low first", False)])
        self.table = W.HTML()
        self.card_controls = W.HBox([self.side_box, self.sort_box, self.order_box], layout=W.Layout(display="none"))
        for box in (self.side_box, self.sort_box, self.order_box):
            box.observe(lambda _: self.draw_cards(), names="value")
        self.share = W.Text(description="Share", layout=W.Layout(width="100%"))
        self.share.add_class("bandlab-balance-share")
        self.location = PageLocation(scroll=scroll)
        current_page().listen(self)
        self.game_box.observe(lambda _: self.on_game(), names="value")
        self.option_box.observe(lambda _: self.on_option(), names="value")
        self.children = [
            W.HBox([self.game_box, self.players_box]),
            W.HBox([self.option_box, self.value_box]),
            W.HBox([self.bots_box, self.bots_help]),
            W.HBox([self.games_box, self.seed_box, self.run_button]),
            self.progress_area,
            self.status,
            self.sentences,
            self.rate_chart,
            self.count_chart,
            self.card_chart,
            self.card_controls,
            self.table,
            self.share,
            self.location,
        ]

    def set_setup(self, setup):
        """Show ``setup`` (game, option, value, bots, players, games, seed) in the controls."""
        self.game_box.value = setup["game"]
        self.on_game()
        self.option_box.value = setup["option"]
        self.on_option()
        self.value_box.value = setup["value"]
        self.players_box.value = setup["players"]
        self.bots_box.value = setup["bots"]
        self.games_box.value = min(max(setup["games"], MIN_GAMES), max_games())
        self.seed_box.value = setup["seed"]
        self.draw_share()

    def on_game(self):
        """Offer the chosen game's options, player counts and bots."""
        game_id = self.game_box.value
        game = bandlab.GAMES[game_id]
        self.option_box.options = list(lab.VARIANTS[game_id])
        self.players_box.options = list(range(game.min_players, game.max_players + 1))
        self.players_box.value = default_players(game)
        if not all(name in agent_names(game_id) for name in self.bots_box.value.split(",")):
            self.bots_box.value = "heuristic"
        self.bots_help.value = (
            f"<span style='color:#555'>{html.escape(', '.join(agent_names(game_id)))}: one for every seat, "
            "or one per seat, comma-separated</span>"
        )
        self.on_option()

    def on_option(self):
        """Offer the chosen option's values."""
        game_id, key = self.game_box.value, self.option_box.value
        if key is None:
            return
        self.value_box.options = value_choices(game_id, key)
        self.value_box.value = first_value(game_id, key)

    def setup(self):
        """The run the controls describe (bots checked), or SetupError."""
        game_id, players = self.game_box.value, self.players_box.value
        return {
            "game": game_id,
            "option": self.option_box.value,
            "value": self.value_box.value,
            "bots": check_bots(game_id, players, self.bots_box.value),
            "players": players,
            "games": self.games_box.value,
            "seed": self.seed_box.value,
        }

    # --- running ---------------------------------------------------------------------------------
    def run(self):
        """Play the pairs the controls describe (with a progress bar) and show what moved and which cards win."""
        self.run_button.disabled = True
        try:
            setup = self.setup()
            self.say(f"Playing {setup['games']:,} deals under both rule sets…", "info")
            with self.progress_area:
                self.progress_area.clear_output()
                self.results = lab.balance(
                    setup["game"],
                    setup["players"],
                    setup["bots"],
                    {setup["option"]: setup["value"]},
                    games=setup["games"],
                    seed=setup["seed"],
                    workers=self.workers,
                    progress=self.progress,
                )
        except SetupError as err:
            self.say(str(err), "error")
            return
        finally:
            self.run_button.disabled = False
        self.ran = setup
        self.show_results()
        self.draw_share()

    def show_results(self):
        """The sentences, the two charts of differences, the card chart and the card table."""
        results = self.results
        failed = f" {len(results.failures):,} pairs failed and were left out." if results.failures else ""
        self.say(f"{results.games:,} paired games in {results.seconds:.1f} s.{failed}", "info")
        self.sentences.value = sentences_html(results)
        self.rate_chart.draw(difference_figure(results, "rate"))
        self.count_chart.draw(difference_figure(results, "count"))
        self.card_controls.layout.display = None
        self.draw_cards()

    def draw_cards(self):
        """The card chart and table of the side chosen (base rules or variant), the table sorted as chosen."""
        if self.results is None:
            return
        side = self.side_box.value
        rows = self.results.cards.get(side, [])
        if any(r["ranked"] for r in rows):
            self.card_chart.draw(card_figure(self.results, side))
        else:
            self.card_chart.hide()
        self.table.value = card_table_html(rows, self.sort_box.value, self.order_box.value)

    def say(self, text, kind):
        """One line above the results: 'info' or 'error'."""
        colour = "#b00020" if kind == "error" else "#333"
        self.status.value = f"<p class='bandlab-balance-{kind}' style='color:{colour}'>{html.escape(text)}</p>"

    # --- sharing ---------------------------------------------------------------------------------
    def query(self):
        """The query of the run last played (or, before any, of the controls)."""
        if self.ran is not None:
            return run_query(self.ran)
        try:
            return run_query(self.setup())
        except SetupError:
            return ""

    def draw_share(self):
        """The link that repeats the run (permanent inside Binder; on the static site, the site's page)."""
        query = self.query()
        self.share.value = current_page().links(query, PAGE)[0] if query else ""

    def page_moved(self):
        """The browser told the page where it is: the link follows."""
        self.draw_share()
