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
* ``bl-player``, ``bl-acting``: a player's area, and the player to act;
* ``bl-badge``, ``bl-chip``, ``bl-tag``: small labels (Starting Player, ranking cards, seat names, bids);
* ``bl-muted``, ``bl-faint``, ``bl-score``, ``bl-big``: text tones and sizes.
"""

from html import escape

from bandlab.viz.cards import CARD_CSS

FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

BOARD_CSS = f"""
.bl-board, .bl-font {{ font-family: {FONT}; }}
.bl-board {{ font-size: 14px; color: #222; max-width: 980px; }}
.bl-board.bl-wide {{ max-width: 1000px; }}
.bl-status {{ font-size: 15px; margin: 2px 0 6px 0; }}
.bl-eyes {{ color: #777; font-size: 12px; }}
.bl-box {{ border: 1px solid #ddd; border-radius: 8px; padding: 8px 10px; margin: 6px 0; background: #fff; }}
.bl-heading {{ font-weight: 600; font-size: 13px; color: #444; margin: 0 0 6px 0; }}
.bl-note {{ color: #666; font-size: 12px; margin-top: 6px; }}
.bl-row {{ display: flex; flex-wrap: wrap; gap: 10px; }}
.bl-row.bl-tight {{ gap: 8px; }}
.bl-cells {{ display: flex; gap: 8px; flex-wrap: wrap; }}
.bl-cells.bl-tight {{ gap: 6px; }}
.bl-column {{ display: flex; flex-direction: column; align-items: center; gap: 4px; }}
.bl-acting {{ box-shadow: 0 0 0 2px #222 inset; }}
.bl-badge {{ border: 1px solid #888; border-radius: 4px; padding: 0 4px; margin-left: 4px; font-size: 11px; }}
.bl-chip {{ border-radius: 4px; padding: 1px 6px; font-size: 12px; font-weight: 600; }}
.bl-tag {{ padding: 1px 4px; border-radius: 3px; }}
.bl-muted {{ color: #777; }}
.bl-faint {{ color: #999; }}
.bl-small {{ font-size: 11px; color: #666; }}
.bl-score {{ font-size: 22px; font-weight: 700; }}
.bl-big {{ font-size: 18px; font-weight: 700; }}
.bl-generic {{ border-collapse: collapse; font-size: 14px; }}
.bl-generic th {{ text-align: left; vertical-align: top; padding: 2px 10px 2px 0; color: #555; }}
.bl-generic td {{ padding: 2px 0; }}
.bl-generic .bl-key {{ padding: 0 8px 0 0; color: #777; }}
.bl-generic table {{ border-collapse: collapse; }}
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

#: Band Grab's board: the deck beside the event pile, the genre meters, a player's row in three columns.
BAND_GRAB_CSS = """
.bg-deck { flex: 0 1 260px; }
.bg-pile { flex: 1 1 420px; }
.bg-more { color: #777; font-size: 12px; }
.bg-meter-row { display: flex; align-items: center; gap: 4px; font-size: 11px; }
.bg-genre { width: 34px; }
.bg-bar { position: relative; display: inline-block; width: 120px; height: 10px; background: #eee; border-radius: 3px; }
.bg-fill { position: absolute; left: 0; top: 0; height: 10px; border-radius: 3px; }
.bg-need { position: absolute; top: -2px; height: 14px; width: 2px; background: #222; }
.bg-player { display: grid; grid-template-columns: 190px 1fr 1fr; gap: 10px; align-items: start; }
.bg-need-note { font-size: 11px; color: #666; margin: 2px 0; }
.bg-held-note { font-size: 11px; color: #666; margin: 2px 0; max-width: 220px; }
"""


def stylesheet():
    """The boards' stylesheet as one ``<style>`` block (cards' tap-to-read rule included): a board starts with it."""
    return f"<style>{BOARD_CSS}{FIRST_BAND_CSS}{SCOUT_AND_RAISE_CSS}{BATTLE_CSS}{BAND_GRAB_CSS}{CARD_CSS}</style>"


def data_style(**properties):
    """An inline ``style`` attribute for what is data, not look (a seat's colour ``background="#D55E00"``, a
    meter's ``width="75%"``): names with underscores become CSS properties with dashes, values are escaped."""
    body = ";".join(f"{name.replace('_', '-')}:{escape(str(value))}" for name, value in properties.items())
    return f' style="{body}"'
