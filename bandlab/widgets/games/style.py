"""The one stylesheet of the game boards: every board's look in CSS classes, not inline ``style=`` attributes.

A board's HTML starts with ``stylesheet()``: one ``<style>`` block (the same text for every board, so a page
showing several boards holds identical rules that agree).  Board code then writes ``class="bl-box"`` and the like;
only what is data stays inline (a seat's or a band's colour, a meter's width or mark), through ``data_style``.

Classes (all prefixed ``bl-``):

* ``bl-board`` the whole table (font, size, width; ``bl-wide`` for the boards that were 1000 px wide), ``bl-font``
  the font alone;
* ``bl-status``, ``bl-eyes``: the top line and its "whose eyes" note;
* ``bl-box``, ``bl-heading``, ``bl-note``: a bordered area, its title, a small grey remark under it;
* ``bl-row``, ``bl-cells``, ``bl-column``: wrapping rows of areas or of cards, a centred column;
* ``bl-player``, ``bl-acting``: a player's area, and the player to act (whose name, ``bl-who``, gains a ▶: the
  name's own text stays the same, so a turn passing resends no name);
* ``bl-badge``, ``bl-chip``, ``bl-tag``: small labels (Starting Player, ranking cards, seat names, bids);
* ``bl-muted``, ``bl-faint``, ``bl-score``, ``bl-big``: text tones and sizes.

A stepper shows a board in parts (``bandlab.widgets.games.board_view``): ``board_document`` and ``nested`` build
a board's HTML as a ``BoardHTML``, the same text with its parts kept, so a step resends only the parts that changed;
``lean`` then moves the cards' fixed inline styles into classes (``LEAN_CSS``), and the page loads this stylesheet
once (``page_style``), not with every step.
"""

import re
from html import escape

from bandlab.viz.cards import CARD_CSS, LINE_HEIGHT, card_row_html
from bandlab.viz.cards import FONT as CARD_FONT

FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

BOARD_CSS = f"""
.bl-board, .bl-font {{ font-family: {FONT}; }}
.bl-board {{ font-size: 14px; color: #222; max-width: 980px; }}
.bl-board.bl-wide {{ max-width: 1000px; }}
.bl-status {{ font-size: 15px; margin: 2px 0 6px 0; }}
.bl-eyes {{ color: #595959; font-size: 12px; }}
.bl-box {{ border: 1px solid #ddd; border-radius: 8px; padding: 8px 10px; margin: 6px 0; background: #fff; }}
.bl-heading {{ font-weight: 600; font-size: 13px; color: #444; margin: 0 0 6px 0; }}
.bl-note {{ color: #666; font-size: 12px; margin-top: 6px; }}
.bl-row {{ display: flex; flex-wrap: wrap; gap: 10px; }}
.bl-row.bl-tight {{ gap: 8px; }}
.bl-cells {{ display: flex; gap: 8px; flex-wrap: wrap; }}
.bl-cells.bl-tight {{ gap: 6px; }}
.bl-column {{ display: flex; flex-direction: column; align-items: center; gap: 4px; }}
.bl-acting {{ box-shadow: 0 0 0 2px #222 inset; }}
.bl-acting .bl-who::before {{ content: "▶ "; }}
.bl-badge {{ border: 1px solid #888; border-radius: 4px; padding: 0 4px; margin-left: 4px; font-size: 11px; }}
.bl-chip {{ border-radius: 4px; padding: 1px 6px; font-size: 12px; font-weight: 600; }}
.bl-tag {{ padding: 1px 4px; border-radius: 3px; }}
.bl-muted {{ color: #595959; }}
.bl-faint {{ color: #6b6b6b; }}
.bl-small {{ font-size: 11px; color: #666; }}
.bl-score {{ font-size: 22px; font-weight: 700; }}
.bl-big {{ font-size: 18px; font-weight: 700; }}
.bl-generic {{ border-collapse: collapse; font-size: 14px; }}
.bl-generic th {{ text-align: left; vertical-align: top; padding: 2px 10px 2px 0; color: #555; }}
.bl-generic td {{ padding: 2px 0; }}
.bl-generic .bl-key {{ padding: 0 8px 0 0; color: #595959; }}
.bl-generic table {{ border-collapse: collapse; }}
.bl-card-row {{ display: flex; flex-wrap: wrap; gap: 4px; align-items: flex-end; }}
.bl-card-row > .card-cell {{ display: inline-block; line-height: 0; }}
"""

#: 1st Band's board: the band and ranking areas side by side, a player's row in three columns, the deck by seat.
FIRST_BAND_CSS = """
.fb-band { flex: 1 1 380px; }
.fb-rankings { flex: 0 1 300px; }
.fb-starting { margin-bottom: 6px; }
.fb-starting-card { background: #222; color: #fff; border-radius: 4px; padding: 1px 6px; font-size: 12px; }
.fb-ranking { margin: 2px 0; }
.fb-rank { display: inline-block; width: 34px; border: 1px solid #999; border-radius: 4px; text-align: center;
  font-size: 12px; margin-right: 6px; }
.fb-picks-now { font-weight: 700; }
.fb-player { display: grid; grid-template-columns: 150px 1fr 1fr; gap: 10px; align-items: start; }
.fb-removed { margin: 6px 0; }
.fb-removed-summary { color: #555; }
.fb-deck-row { display: flex; align-items: center; gap: 8px; margin: 4px 0; }
.fb-deck-seat { width: 80px; }
.fb-deck-note { color: #555; }
"""

#: Scout & Raise's board: songs as small boxes, the offer's row, a bid's pieces, the player boxes.
SCOUT_AND_RAISE_CSS = """
.sr-song { border: 2px solid #bbb; border-radius: 6px; padding: 3px 6px; display: inline-block; margin: 2px;
  font-size: 12px; }
.sr-song.sr-done { border-color: #2e7d32; }
.sr-part { border-radius: 3px; padding: 0 3px; font-size: 11px; }
.sr-suit { padding: 1px 6px; border-radius: 4px; }
.sr-offer-row { display: flex; gap: 16px; align-items: center; }
.sr-bid { display: inline-flex; gap: 4px; align-items: center; }
.sr-player { border: 2px solid #ddd; flex: 1 1 300px; }
.sr-player.sr-acting { border-color: #1f3d6b; }
.sr-debt { color: #8c2d04; }
"""

#: Battle of the Bands' board: the gig box, a member with its HP notes, a player's band beside its cards.
BATTLE_CSS = """
.botb-gig { border-color: #0072B2; }
.botb-gig-rule { font-size: 12px; color: #555; }
.botb-gig-played { margin-top: 6px; }
.botb-member { display: flex; flex-direction: column; align-items: center; width: 96px; }
.botb-member-notes { font-size: 11px; text-align: center; color: #333; border-top: 3px solid #bbb; width: 100%; }
.botb-player { border-left: 6px solid #bbb; }
.botb-grid { display: grid; grid-template-columns: 1.4fr 1fr; gap: 10px; }
"""
#: Battle of the Bands' band colours (``bandlab.viz.battle_of_the_bands.BAND_COLOURS``), one class per seat.
BATTLE_BAND_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")
BATTLE_CSS += "".join(
    f".botb-player.botb-band-{seat} {{ border-left-color: {colour}; }}\n"
    for seat, colour in enumerate(BATTLE_BAND_COLOURS)
)

#: Band Grab's board: the deck beside the event pile, the genre meters, a player's row in three columns.
BAND_GRAB_CSS = """
.bg-deck { flex: 0 1 260px; }
.bg-pile { flex: 1 1 420px; }
.bg-more { color: #595959; font-size: 12px; }
.bg-meter-row { display: flex; align-items: center; gap: 4px; font-size: 11px; }
.bg-genre { width: 34px; }
.bg-bar { position: relative; display: inline-block; width: 120px; height: 10px; background: #eee; border-radius: 3px; }
.bg-fill { position: absolute; left: 0; top: 0; height: 10px; border-radius: 3px; }
.bg-need { position: absolute; top: -2px; height: 14px; width: 2px; background: #222; }
.bg-player { display: grid; grid-template-columns: 190px 1fr 1fr; gap: 10px; align-items: start; }
.bg-need-note { font-size: 11px; color: #666; margin: 2px 0; }
.bg-held-note { font-size: 11px; color: #666; margin: 2px 0; max-width: 220px; }
"""


#: What ``lean`` takes out of a card's inline style, each with the class rule that puts it back (the same
#: declarations): a card face's box, its texts' boxes, the cell of a card in a row.
LEAN_RUNS = (
    (
        "display:inline-flex;flex-direction:column;align-items:center;justify-content:space-between;"
        f"overflow:hidden;font-family:{CARD_FONT};vertical-align:bottom;",
        ".bl-lean .card.mathjax_ignore",
    ),
    ("max-width:100%;overflow:hidden;white-space:nowrap;text-align:center;", ".bl-lean .card-text"),
    (f"line-height:{LINE_HEIGHT};", ".bl-lean .card-text"),
    ("display:inline-block;line-height:0", ".bl-lean .card-cell"),
)
#: A card's text boxes, which ``lean`` marks ``card-text`` so one rule gives all three their box.
TEXT_BOXES = re.compile(r'<div class="(card-label|card-value|card-caption)" style="')

#: The most seats a game has (every game's player areas are ``bl-seat-0`` up to this).
MAX_SEATS = 8

#: The rules ``lean`` relies on, and the look of a board shown in parts (``board_view``): a part adds no box
#: of its own (``display: contents``) and keeps the board's font size, a nested part is laid out as the
#: ``<div>`` it stands for, and the page's one copy of this stylesheet takes no room.
LEAN_CSS = (
    "".join(f"{selector} {{ {run} }}\n" for run, selector in LEAN_RUNS)
    + """
.bl-lean .bl-part, .bl-lean .bl-part > .widget-html-content { display: contents; }
.bl-lean .bl-part { font-size: inherit; }
.bl-lean .bl-parts { display: block; overflow: visible; margin: 0; }
.bl-lean .bl-parts.bl-row, .bl-lean .bl-parts.bl-cells, .bl-lean .bl-parts.bl-card-row { display: flex; }
.bl-lean .bl-parts.fb-player, .bl-lean .bl-parts.bg-player, .bl-lean .bl-parts.botb-grid { display: grid; }
.bl-lean .bl-parts.bl-box { margin: 6px 0; }
.bl-style { display: none !important; }
"""
    + "".join(
        f'.bl-lean:has(.bl-status[data-acting="{seat}"]) .bl-parts.bl-seat-{seat}:not(.sr-player) '
        "{ box-shadow: 0 0 0 2px #222 inset; }\n"
        f'.bl-lean:has(.bl-status[data-acting="{seat}"]) .bl-parts.bl-seat-{seat} .bl-who::before '
        '{ content: "▶ "; }\n'
        f'.bl-lean:has(.bl-status[data-acting="{seat}"]) .bl-parts.sr-player.bl-seat-{seat} '
        "{ border-color: #1f3d6b; }\n"
        for seat in range(MAX_SEATS)
    )
)
#: The classes a board in parts leaves off its boxes: its stylesheet marks the player to act from the status line's
#: ``data-acting`` instead (``acting``), so a turn passing changes no box.
TURN_CLASSES = ("bl-acting", "sr-acting")


def stylesheet():
    """The boards' stylesheet as one ``<style>`` block (cards' tap-to-read rule included): a board starts with it."""
    return STYLESHEET


#: ``stylesheet()``'s text.
STYLESHEET = (
    f"<style>{BOARD_CSS}{FIRST_BAND_CSS}{SCOUT_AND_RAISE_CSS}{BATTLE_CSS}{BAND_GRAB_CSS}{CARD_CSS}{LEAN_CSS}</style>"
)


class BoardHTML(str):
    """A board's HTML (or a part of it) that remembers its parts: ``opening`` (a ``<div>`` tag with classes, or ""
    at the top) and ``parts`` (strings, or BoardHTML for a part shown in parts of its own).  The text is the
    usual one (``stylesheet()`` first when ``styled``), so it is shown alone or compared as any string."""

    opening: str
    parts: tuple
    styled: bool

    @property
    def classes(self):
        """The classes of the opening tag, in order."""
        found = re.search(r'class="([^"]*)"', self.opening)
        return found.group(1).split() if found else []


def nested(opening, parts):
    """A ``<div>`` of parts: ``opening`` is its tag (a class and data attributes, no style), ``parts`` its HTML
    pieces, each shown (and resent) on its own by a board in parts."""
    if "style=" in opening:
        raise ValueError("A nested part's tag holds no inline style (a widget box cannot show one): use a class.")
    parts = tuple(part for part in parts)
    text = BoardHTML(f"{opening}{''.join(parts)}</div>")
    text.opening, text.parts, text.styled = opening, parts, False
    return text


def board_document(opening, parts):
    """A whole board: ``stylesheet()``, then ``nested(opening, parts)``; shown alone it carries its look."""
    inner = nested(opening, parts)
    text = BoardHTML(stylesheet() + inner)
    text.opening, text.parts, text.styled = opening, inner.parts, True
    return text


def card_row(cards, empty_text=""):
    """A wrapping row of cards (ready HTML), as ``cards.card_row_html`` draws it, each card a part of its own:
    a board in parts resends only the cards that came or went."""
    if not cards:
        return card_row_html([], empty_text=empty_text)
    return nested(
        '<div class="card-row mathjax_ignore bl-card-row">', [f'<span class="card-cell">{c}</span>' for c in cards]
    )


def lean(text):
    """``text`` (board HTML) with the cards' fixed inline styles moved into classes (``LEAN_RUNS``): the same
    look inside an element of class ``bl-lean`` whose page holds ``stylesheet()``, in about half the bytes."""
    text = TEXT_BOXES.sub(r'<div class="\1 card-text" style="', text)
    for run, _ in LEAN_RUNS:
        text = text.replace(run, "")
    return text.replace(' style=""', "")


def acting(player):
    """The status line's attribute naming the player to act (none when nobody acts): with it, a board in parts
    marks that player's area (``bl-seat-<player>``) from the stylesheet."""
    return f' data-acting="{int(player)}"' if isinstance(player, int) else ""


def data_style(**properties):
    """An inline ``style`` attribute for what is data, not look (a seat's colour ``background="#D55E00"``, a
    meter's ``width="75%"``): names with underscores become CSS properties with dashes, values are escaped."""
    body = ";".join(f"{name.replace('_', '-')}:{escape(str(value))}" for name, value in properties.items())
    return f' style="{body}"'
