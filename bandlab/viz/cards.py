"""Playing cards drawn as small HTML boxes, for any game's board.

A card face is a rounded box in one colour, or split diagonally between two (a
dual-colour card), with a short label at the top, its value large in the middle
and an optional caption (who played it) at the bottom.  Everything is inline:
no images, no web fonts, only the browser's own sans-serif.

Every text on a card is sized to fit it: ``fit_text`` picks the largest font (and,
for labels, a break onto a second line) at which the text fits the card's width,
measured with generous per-letter widths of a bold sans-serif.  Each text sits in
its own box (``card-label``, ``card-value``, ``card-caption``) that hides what
overflows, so a browser test can check that nothing does (``scrollWidth``).

>>> face = card_face("V6", 6, ("#D55E00",), caption="Alice")
>>> row = card_row_html([{"label": "V6", "value": 6, "colours": ("#D55E00",)}])

Colours belong to each game (its seat or suit colours); this module only draws.

A card given a ``title`` (what it does: the game's ``cards.card_text``) shows it on hover, and can be focused
by a tap; ``CARD_CSS`` (in every board's stylesheet) then shows the same text under it.  ``card_list_html``
draws a game's card list (``cards.card_list()``) in the same words; ``card_table_html`` a compact one, as a table.
"""

from functools import lru_cache
from html import escape
from itertools import combinations

CARD_WIDTH, CARD_HEIGHT = 58, 82
BACK_COLOUR = "#3b4252"
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
PADDING = 3  # px of card on each side of its texts
LINE_HEIGHT = 1.15
MIN_FONT = 7  # px: the smallest text drawn on a card
#: Widths of characters in ems in DejaVu Sans Bold, measured in Chromium (the font it falls back to on
#: Linux, and one of the widest sans-serifs: system fonts elsewhere are narrower), grouped by width.
#: ``SAFETY`` leaves a margin, so a text measured to fit does fit.
WIDTH_GROUPS = {
    0.34: "ijlIJ'",
    0.38: "/.,:;|",
    0.42: "-",
    0.46: "f()!t",
    0.5: "r",
    0.6: "csz?",
    0.66: "avxyk",
    0.7: "0123456789$ehnouELT",
    0.73: "bdgpqCPYZS♪",
    0.78: "ABKRVX◆",
    0.85: "DGHNOQU+±&",
    0.92: "w★⚙",
    1.05: "mMW%@…",
}
CHAR_WIDTHS = {char: width for width, chars in WIDTH_GROUPS.items() for char in chars} | {" ": 0.35}
SAFETY = 1.06


def char_width(char):
    """A character's width in ems (on the wide side: see ``CHAR_WIDTHS``)."""
    return CHAR_WIDTHS.get(char, 1.0) * SAFETY


def text_width(text, size):
    """The width in px of ``text`` at font ``size`` px (estimated)."""
    return sum(char_width(c) for c in text) * size


def split_lines(text, count):
    """``text`` broken at spaces or slashes into ``count`` lines, the longest as short as can be (a slash
    stays at the end of its line, a space goes); fewer lines if it has too few places to break."""
    breaks = [i for i, c in enumerate(text) if c in " /"]
    if count <= 1 or not breaks:
        return [text]
    best = None
    for chosen in combinations(breaks, min(count - 1, len(breaks))):
        lines, start = [], 0
        for i in chosen:
            lines.append(text[start : i + 1] if text[i] == "/" else text[start:i])
            start = i + 1
        lines = [line.strip() for line in lines + [text[start:]]]
        longest = max(text_width(line, 1) for line in lines)
        if all(lines) and (best is None or longest < best[0]):
            best = (longest, lines)
    return best[1] if best else [text]


@lru_cache(maxsize=8192)
def fit_text(text, width, largest, lines=1):
    """(font size px, lines) at which ``text`` fits ``width`` px: the largest size up to ``largest`` on as
    few lines as will do, up to ``lines``; another line is taken only when it makes the text more than
    1 px bigger (or the fewer lines would not fit at all)."""
    text = str(text)
    size, chosen = 0, (text,)
    for count in range(1, max(1, lines) + 1):
        candidate = split_lines(text, count)
        longest = max(text_width(line, 1) for line in candidate) or 1
        fitted = min(largest, int(width / longest))
        if count == 1 or fitted > size + 1 or (size < MIN_FONT and fitted > size):
            size, chosen = fitted, tuple(candidate)
    return max(size, MIN_FONT), chosen


def text_colour_for(background):
    """Black or white, whichever reads better on ``background`` (a ``#rrggbb`` colour)."""
    red, green, blue = (int(background[i : i + 2], 16) / 255 for i in (1, 3, 5))

    def linear(c):
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    # WCAG contrast against white (1.0) and black (0.0)
    return "#000000" if (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) else "#ffffff"


def text_box(kind, text, size, lines, ink, plate=False, weight=600):
    """One text of a card in its own box (``card-label``/``card-value``/``card-caption``), clipped to the card."""
    body = "<br>".join(escape(line) for line in lines)
    backing = "background:rgba(255,255,255,0.85);border-radius:4px;padding:0 2px;" if plate else ""
    return (
        f'<div class="{kind}" style="max-width:100%;overflow:hidden;white-space:nowrap;text-align:center;'
        f'font-size:{size}px;font-weight:{weight};line-height:{LINE_HEIGHT};color:{ink};{backing}">{body}</div>'
    )


def card_face(
    label,
    value,
    colours,
    *,
    caption="",
    title="",
    code="",
    width=CARD_WIDTH,
    height=CARD_HEIGHT,
    highlight=False,
    dim=False,
    label_lines=3,
):
    """A card face as HTML: ``colours`` is one colour or two (split diagonally).

    ``label`` is printed small at the top (a card name or code; up to ``label_lines``
    lines), ``value`` large in the middle, ``caption`` small at the bottom (a player's
    name), and ``title`` becomes the hover text (defaults to the label; a card given one can also be focused,
    by a tap or the keyboard, and ``CARD_CSS`` then shows it under the card); ``code`` (the
    card's text code) is kept in a ``data-code`` attribute for tests and scripts.  ``highlight``
    draws a thick dark border; ``dim`` fades the card (a removed or spent card).
    """
    colours = (colours,) if isinstance(colours, str) else tuple(colours)
    if not 1 <= len(colours) <= 2:
        raise ValueError(f"A card has one or two colours, not {len(colours)}.")
    return drawn_face(label, value, colours, caption, title, code, width, height, highlight, dim, label_lines)


@lru_cache(maxsize=4096)
def drawn_face(label, value, colours, caption, title, code, width, height, highlight, dim, label_lines):
    """``card_face``'s HTML, kept for the next board that draws the same card (boards redraw every step)."""
    first, second = colours[0], colours[-1]
    dual = len(colours) == 2
    ink = "#000000" if dual else text_colour_for(first)
    inner = width - 2 * PADDING
    label_size, label_text = fit_text(label, inner - (4 if dual else 0), max(8, round(width * 0.19)), label_lines)
    caption_size, caption_text = fit_text(caption, inner - (4 if dual else 0), max(8, round(width * 0.17)))
    room = height - 2 * PADDING - LINE_HEIGHT * (label_size * len(label_text) + (caption_size if caption else 0))
    value_size, value_text = fit_text(
        value, inner - (8 if dual else 0), max(MIN_FONT, min(round(width * 0.42), int(room / LINE_HEIGHT)))
    )
    background = f"linear-gradient(to bottom right, {first} 50%, {second} 50%)" if dual else first
    border_width = 3 if highlight else 1
    border = f"{border_width}px solid {'#111111' if highlight else '#222222'}"
    name = escape(str(title or label))
    data = f' data-code="{escape(str(code))}"' if code else ""
    tappable = ' bl-card" tabindex="0' if title else ""  # a card that explains itself shows it when tapped too
    parts = [
        f'<div class="card mathjax_ignore{tappable}" role="img" aria-label="{name}" title="{name}"{data} '
        f'style="box-sizing:border-box;'
        f"width:{width}px;height:{height}px;border-radius:{round(width * 0.12)}px;background:{background};"
        f"border:{border};padding:{max(0, PADDING - border_width)}px;display:inline-flex;flex-direction:column;"
        f"align-items:center;justify-content:space-between;overflow:hidden;font-family:{FONT};vertical-align:bottom;"
        f'{"opacity:0.45;" if dim else ""}">',
        text_box("card-label", label, label_size, label_text, ink, plate=dual),
        text_box("card-value", value, value_size, value_text, ink, plate=dual, weight=700),
        text_box("card-caption", caption, caption_size, caption_text, ink, plate=dual) if caption else "<div></div>",
        "</div>",
    ]
    return "".join(parts)


#: The stylesheet a page showing cards includes once: a focused card (tapped on a phone, or reached with the
#: keyboard) shows its hover text under it, for screens with no hover.
CARD_CSS = """
.bl-card { cursor: help; }
.bl-card:focus { outline: 2px solid #1f3d6b; outline-offset: 1px; overflow: visible !important; position: relative;
  z-index: 30; }
.bl-card:focus::after { content: attr(title); position: absolute; left: 0; top: calc(100% + 4px); width: 240px;
  padding: 6px 8px; border-radius: 6px; background: #222; color: #fff; font: 12px/1.35 system-ui, sans-serif;
  font-weight: 400; text-align: left; white-space: normal; box-shadow: 0 2px 6px rgba(0,0,0,0.3); z-index: 31; }
"""


def card_list_html(entries, *, summary="What every card does", open_list=False):
    """A game's card list as HTML: one line per ``(code, text)`` entry (the game's ``card_list()``), inside a
    ``<details>`` with ``summary`` (open if ``open_list``); the same words the cards show on hover."""
    items = "".join(f'<li data-code="{escape(str(code))}">{escape(str(text))}</li>' for code, text in entries)
    opened = " open" if open_list else ""
    return (
        f'<details class="bl-card-list mathjax_ignore" style="margin-top:8px"{opened}><summary>{escape(summary)}'
        f"</summary><ul>{items}</ul></details>"
    )


def card_table_html(header, rows, *, caption="", summary="Every card", open_list=False):
    """A compact card list as an HTML table inside a ``<details>``: ``header`` the column names, ``rows`` lists of
    cell texts (the first cell of a row is its row header), ``caption`` a sentence above the table. Every cell
    is text, so what the table says never rests on a colour."""
    head = "".join(f'<th scope="col">{escape(str(name))}</th>' for name in header)
    body = "".join(
        "<tr>"
        + "".join(
            f'<th scope="row">{escape(str(cell))}</th>' if i == 0 else f"<td>{escape(str(cell))}</td>"
            for i, cell in enumerate(row)
        )
        + "</tr>"
        for row in rows
    )
    opened = " open" if open_list else ""
    cap = f"<caption style='text-align:left'>{escape(caption)}</caption>" if caption else ""
    return (
        f'<details class="bl-card-list mathjax_ignore" style="margin-top:8px"{opened}><summary>{escape(summary)}'
        f'</summary><table class="bl-card-table" style="border-collapse:collapse;text-align:center">{cap}'
        f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></details>"
    )


def card_back(*, width=CARD_WIDTH, height=CARD_HEIGHT, colour=BACK_COLOUR, title="a face-down card"):
    """A face-down card: a patterned back that tells nothing about the card."""
    r = round(width * 0.12)
    return (
        f'<div class="card card-back" role="img" aria-label="{escape(title)}" title="{escape(title)}" '
        f'style="box-sizing:border-box;width:{width}px;height:{height}px;border-radius:{r}px;background:{colour};'
        f'border:1px solid #222222;padding:4px;display:inline-block;vertical-align:bottom">'
        f'<div style="box-sizing:border-box;width:100%;height:100%;border-radius:{max(1, r - 3)}px;'
        f'border:1.5px dashed rgba(255,255,255,0.5)"></div></div>'
    )


#: The word inside an empty slot: dark grey, AA contrast on white whatever the slot's (seat) colour.
EMPTY_INK = "#444444"


def empty_slot(text="empty", *, width=CARD_WIDTH, height=CARD_HEIGHT, colour="#999999"):
    """A dashed outline in ``colour`` where a card could lie (an empty seat), with a word inside."""
    size, lines = fit_text(text, width - 2 * PADDING - 4, max(8, round(width * 0.18)), lines=2)
    return (
        f'<div class="card card-empty" role="img" aria-label="{escape(text)}" style="box-sizing:border-box;'
        f"width:{width}px;height:{height}px;border-radius:{round(width * 0.12)}px;border:2px dashed {colour};"
        f"display:inline-flex;align-items:center;justify-content:center;padding:{PADDING}px;font-family:{FONT};"
        f'vertical-align:bottom">{text_box("card-label", text, size, lines, EMPTY_INK)}</div>'
    )


def card_row_html(cards, *, gap=4, empty_text=""):
    """A wrapping row of cards as HTML.

    Each item of ``cards`` is either ready HTML (from ``card_face``, ``card_back`` or
    ``empty_slot``) or a dict of ``card_face`` arguments: ``label``, ``value``,
    ``colours`` and optionally ``caption``, ``title``, ``highlight``, ``dim``,
    ``width``, ``height``.  An empty row shows ``empty_text``.
    """
    items = [card if isinstance(card, str) else card_face(**card) for card in cards]
    if not items:
        return f'<div class="card-row card-row-empty" style="color:#555;font-style:italic">{escape(empty_text)}</div>'
    inner = "".join(
        f'<span class="card-cell" style="display:inline-block;line-height:0">{item}</span>' for item in items
    )
    return (
        f'<div class="card-row mathjax_ignore" style="display:flex;flex-wrap:wrap;gap:{gap}px;'
        f'align-items:flex-end">{inner}</div>'
    )


def face_down_row_html(count, *, width=CARD_WIDTH, height=CARD_HEIGHT, colour=BACK_COLOUR, limit=None):
    """``count`` face-down cards in a row (at most ``limit`` drawn), with the count written out once."""
    if count == 0:
        return '<div class="face-down" style="color:#555;font-style:italic">no cards</div>'
    drawn = count if limit is None else min(count, limit)
    backs = [card_back(width=width, height=height, colour=colour) for _ in range(drawn)]
    word = "card" if count == 1 else "cards"
    row = card_row_html(backs)
    return (
        f'<div class="face-down" style="display:flex;gap:6px;align-items:center">{row}'
        f'<span class="count" style="color:#555">{count} {word}</span></div>'
    )
