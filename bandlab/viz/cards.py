"""Playing cards drawn as inline SVG and HTML, for any game's board.

A card face is a rounded rectangle in one colour, or split diagonally between
two (a dual-colour card), with its value large in the middle, a short label at
the top and an optional caption (who played it) at the bottom.  Everything is
inline: no images, no web fonts, only the browser's own sans-serif.

>>> svg = card_svg("V6", 6, ("#D55E00",), caption="Alice")
>>> html = card_row_html([{"label": "V6", "value": 6, "colours": ("#D55E00",)}])

Colours belong to each game (its seat or suit colours); this module only draws.
"""

from html import escape

CARD_WIDTH, CARD_HEIGHT = 58, 82
BACK_COLOUR = "#3b4252"
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"


def text_colour_for(background):
    """Black or white, whichever reads better on ``background`` (a ``#rrggbb`` colour)."""
    red, green, blue = (int(background[i:i + 2], 16) / 255 for i in (1, 3, 5))

    def linear(c):
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    # WCAG contrast against white (1.0) and black (0.0)
    return "#000000" if (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) else "#ffffff"


def card_svg(label, value, colours, *, caption="", title="", width=CARD_WIDTH, height=CARD_HEIGHT,
             highlight=False, dim=False):
    """A card face as an inline ``<svg>``: ``colours`` is one colour or two (split diagonally).

    ``label`` is printed small at the top (a card code such as ``V/G4``), ``value``
    large in the middle, ``caption`` small at the bottom (a player's name), and
    ``title`` becomes the hover text (defaults to the label).  ``highlight`` draws
    a thick dark border; ``dim`` fades the card (a removed or spent card).
    """
    colours = (colours,) if isinstance(colours, str) else tuple(colours)
    if not 1 <= len(colours) <= 2:
        raise ValueError(f"A card has one or two colours, not {len(colours)}.")
    first, second = colours[0], colours[-1]
    ink = text_colour_for(first) if len(colours) == 1 else "#000000"
    r = round(width * 0.12)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="card" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(str(title or label))}"'
        f'{" opacity=0.45" if dim else ""}>',
        f'<title>{escape(str(title or label))}</title>',
        f'<rect x="1" y="1" width="{width - 2}" height="{height - 2}" rx="{r}" fill="{first}"/>',
    ]
    if len(colours) == 2:
        # the lower-right half in the second colour, clipped to the rounded card by drawing inside it
        parts.append(f'<path d="M{width - 1} {1 + r} L{width - 1} {height - 1 - r} '
                     f'Q{width - 1} {height - 1} {width - 1 - r} {height - 1} L{1 + r} {height - 1} Z" '
                     f'fill="{second}"/>')
        # a white plate behind the value so it reads on both colours
        parts.append(f'<circle cx="{width / 2}" cy="{height / 2}" r="{width * 0.27}" fill="#ffffff" fill-opacity="0.85"/>')
    border = ('stroke="#111111" stroke-width="4"' if highlight else 'stroke="#222222" stroke-width="1"')
    parts.append(f'<rect x="1" y="1" width="{width - 2}" height="{height - 2}" rx="{r}" fill="none" {border}/>')
    small = max(8, round(width * 0.19))
    parts.append(f'<text x="{width / 2}" y="{small + 3}" text-anchor="middle" font-family="{FONT}" '
                 f'font-size="{small}" font-weight="600" fill="{ink}">{escape(str(label))}</text>')
    parts.append(f'<text x="{width / 2}" y="{height / 2}" dy="0.35em" text-anchor="middle" font-family="{FONT}" '
                 f'font-size="{round(width * 0.42)}" font-weight="700" fill="{ink}">{escape(str(value))}</text>')
    if caption:
        caption_ink = text_colour_for(second) if len(colours) == 2 else ink
        parts.append(f'<text x="{width / 2}" y="{height - 5}" text-anchor="middle" font-family="{FONT}" '
                     f'font-size="{small}" fill="{caption_ink}">{escape(str(caption))}</text>')
    parts.append("</svg>")
    return "".join(parts)


def card_back_svg(*, width=CARD_WIDTH, height=CARD_HEIGHT, colour=BACK_COLOUR, title="a face-down card"):
    """A face-down card: a patterned back that tells nothing about the card."""
    r = round(width * 0.12)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="card card-back" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(title)}"><title>{escape(title)}</title>'
            f'<rect x="1" y="1" width="{width - 2}" height="{height - 2}" rx="{r}" fill="{colour}" '
            f'stroke="#222222" stroke-width="1"/>'
            f'<rect x="6" y="6" width="{width - 12}" height="{height - 12}" rx="{max(1, r - 3)}" fill="none" '
            f'stroke="#ffffff" stroke-opacity="0.5" stroke-width="1.5" stroke-dasharray="3 3"/></svg>')


def empty_slot_svg(text="empty", *, width=CARD_WIDTH, height=CARD_HEIGHT, colour="#999999"):
    """A dashed outline where a card could lie (an empty seat), with a word inside."""
    r = round(width * 0.12)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="card card-empty" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(text)}">'
            f'<rect x="2" y="2" width="{width - 4}" height="{height - 4}" rx="{r}" fill="none" '
            f'stroke="{colour}" stroke-width="2" stroke-dasharray="5 4"/>'
            f'<text x="{width / 2}" y="{height / 2}" dy="0.35em" text-anchor="middle" font-family="{FONT}" '
            f'font-size="{max(8, round(width * 0.18))}" fill="{colour}">{escape(text)}</text></svg>')


def card_row_html(cards, *, gap=4, empty_text=""):
    """A wrapping row of cards as HTML.

    Each item of ``cards`` is either ready HTML/SVG text (from ``card_svg`` or
    ``card_back_svg``) or a dict of ``card_svg`` arguments: ``label``, ``value``,
    ``colours`` and optionally ``caption``, ``title``, ``highlight``, ``dim``,
    ``width``, ``height``.  An empty row shows ``empty_text``.
    """
    items = [card if isinstance(card, str) else card_svg(**card) for card in cards]
    if not items:
        return f'<div class="card-row card-row-empty" style="color:#777;font-style:italic">{escape(empty_text)}</div>'
    inner = "".join(f'<span class="card-cell" style="display:inline-block;line-height:0">{item}</span>' for item in items)
    return f'<div class="card-row" style="display:flex;flex-wrap:wrap;gap:{gap}px;align-items:flex-end">{inner}</div>'


def face_down_row_html(count, *, width=CARD_WIDTH, height=CARD_HEIGHT, colour=BACK_COLOUR, limit=None):
    """``count`` face-down cards in a row (at most ``limit`` drawn, the rest as ``+n``), with the count written out."""
    if count == 0:
        return '<div class="face-down" style="color:#777;font-style:italic">no cards</div>'
    drawn = count if limit is None else min(count, limit)
    backs = [card_back_svg(width=width, height=height, colour=colour) for _ in range(drawn)]
    more = f'<span style="align-self:center;color:#555">+{count - drawn}</span>' if count > drawn else ""
    word = "card" if count == 1 else "cards"
    row = card_row_html(backs)
    return (f'<div class="face-down" style="display:flex;gap:6px;align-items:center">{row}{more}'
            f'<span class="count" style="color:#555">{count} {word}</span></div>')
