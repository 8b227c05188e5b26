"""Cards drawn as small framed cards, for any card game: a box-drawing frame around the value and
the suit's symbol, with the suit's abbreviation (small cards) or name (large cards) printed on it.

Colour is never the only clue: the symbol and the suit's letters are in the text itself, so a card
reads under ``NO_COLOR`` and for colour-blind players. A card that may not be played has a dashed
frame and :data:`UNPLAYABLE_MARK` on its bottom edge; the highlighted card has a heavy frame.

Small (5×3, for 80×24)::

    ╭Gno╮  ┏Gno┓  ┌Gno┐
    │✿ 5│  ┃✿ 5┃  ╎✿ 5╎
    ╰───╯  ┗━━━┛  └╌✗╌┘

Large (8×5, when the terminal has room)::

    ╭──────╮
    │5    ✿│
    │Gnome │
    │✿    5│
    ╰──────╯

:func:`lay_out` puts blocks (a caption over some cards) side by side, wrapping to the next rows
of blocks when the width runs out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.style import Style
from rich.text import Text

UNPLAYABLE_MARK = "✗"
"""On a card that cannot be played now (its grey alone would vanish without colour)."""


@dataclass(frozen=True, slots=True)
class CardSize:
    width: int
    """Outer width in cells, the frame included."""
    height: int
    """Rows, the frame included: 3 (small) or 5 (large)."""

    @property
    def inner(self) -> int:
        return self.width - 2


SMALL = CardSize(5, 3)
LARGE = CardSize(8, 5)


@dataclass(frozen=True, slots=True)
class Frame:
    """The box-drawing characters of one kind of frame."""

    top_left: str
    top: str
    top_right: str
    side: str
    bottom_left: str
    bottom: str
    bottom_right: str


ROUND = Frame("╭", "─", "╮", "│", "╰", "─", "╯")
HEAVY = Frame("┏", "━", "┓", "┃", "┗", "━", "┛")
"""The highlighted card."""
DASHED = Frame("┌", "╌", "┐", "╎", "└", "╌", "┘")
"""A card that cannot be played now."""
HEAVY_DASHED = Frame("┏", "╍", "┓", "╏", "┗", "╍", "┛")
"""The highlighted card, when it cannot be played now."""


@dataclass(frozen=True, slots=True)
class FaceText:
    """What is printed on a card (game-neutral: a table fills it from its own card)."""

    value: str
    """e.g. ``"5"``; up to two cells on a small card."""
    symbol: str = ""
    """The suit's symbol, one cell, e.g. ``"✿"``."""
    abbreviation: str = ""
    """The suit in three letters, e.g. ``"Gno"``: on a small card's top edge."""
    name: str = ""
    """The suit or card name, e.g. ``"Gnome"``: on a large card (the abbreviation if too long)."""


def frame_for(playable: bool, highlighted: bool) -> Frame:
    if highlighted:
        return HEAVY if playable else HEAVY_DASHED
    return ROUND if playable else DASHED


def _edge(fill: str, label: str, width: int) -> str:
    """A top or bottom edge ``width`` cells long with ``label`` centred on it."""
    inner = width - 2
    label = label[:inner]
    left = (inner - len(label)) // 2
    return fill * left + label + fill * (inner - left - len(label))


def card_rows(
    face: FaceText,
    style: Style,
    size: CardSize = SMALL,
    *,
    playable: bool = True,
    highlighted: bool = False,
) -> list[Text]:
    """The card as ``size.height`` lines of ``size.width`` cells, each in ``style``."""
    frame = frame_for(playable, highlighted)
    inner = size.inner
    mark = "" if playable else UNPLAYABLE_MARK
    bottom = _edge(frame.bottom, mark, size.width)
    if size.height < 5:
        top = _edge(frame.top, face.abbreviation, size.width)
        middle = f"{face.symbol}{face.value:>{inner - len(face.symbol)}}"[-inner:]
        body = [middle]
    else:
        top = frame.top * inner
        name = face.name if 0 < len(face.name) <= inner else face.abbreviation
        corner = face.value[:inner]
        gap = max(0, inner - len(corner) - len(face.symbol))
        body = [
            f"{corner}{' ' * gap}{face.symbol}"[:inner],
            f"{name:^{inner}}"[:inner],
            f"{face.symbol}{' ' * gap}{corner}"[:inner],
        ]
    lines = [f"{frame.top_left}{top}{frame.top_right}"]
    lines += [f"{frame.side}{row:<{inner}}{frame.side}" for row in body]
    lines.append(f"{frame.bottom_left}{bottom}{frame.bottom_right}")
    return [Text(line, style=style) for line in lines]


def blank_rows(size: CardSize, middle: str = "", style: Style | str = "") -> list[Text]:
    """A place where no card lies (yet): spaces, with ``middle`` centred on its middle row."""
    rows = [Text(" " * size.width) for _ in range(size.height)]
    rows[size.height // 2] = Text(f"{middle:^{size.width}}", style=style)
    return rows


def empty_frame_rows(size: CardSize, middle: str = "…", style: str = "dim") -> list[Text]:
    """An empty outline where a card is awaited, ``middle`` in it."""
    rows = card_rows(FaceText(value=""), Style.parse(style), size)
    rows[size.height // 2] = Text(f"{ROUND.side}{middle:^{size.inner}}{ROUND.side}", style=style)
    return rows


def side_by_side(cards: Sequence[Sequence[Text]], gaps: Sequence[int]) -> list[Text]:
    """Cards (each a list of rows of one height) next to each other; ``gaps[i]`` blank cells
    before card ``i`` (the first gap is ignored)."""
    if not cards:
        return []
    rows = [Text() for _ in cards[0]]
    for index, card in enumerate(cards):
        for row, part in zip(rows, card, strict=True):
            if index:
                row.append(" " * gaps[index])
            row.append_text(part)
    return rows


@dataclass(frozen=True, slots=True)
class Block:
    """A caption over a run of cards, laid out as one piece."""

    caption: Text
    rows: list[Text]
    """The cards' rows, all of one width."""

    @property
    def width(self) -> int:
        return max([self.caption.cell_len, *(row.cell_len for row in self.rows)])


def lay_out(blocks: Sequence[Block], width: int, gap: int = 2) -> list[Text]:
    """Blocks side by side, ``gap`` cells apart, a caption line above their cards; a block that
    would pass ``width`` starts a new line of blocks below."""
    lines: list[Text] = []
    shelf: list[Block] = []
    used = 0
    for block in blocks:
        if shelf and used + gap + block.width > width:
            lines += _shelf(shelf, gap)
            shelf, used = [], 0
        used += (gap if shelf else 0) + block.width
        shelf.append(block)
    if shelf:
        lines += _shelf(shelf, gap)
    return lines


def _shelf(blocks: Sequence[Block], gap: int) -> list[Text]:
    height = max(len(block.rows) for block in blocks)
    lines = [Text() for _ in range(height + 1)]
    for index, block in enumerate(blocks):
        pad = " " * gap if index else ""
        cells = [block.caption, *block.rows]
        cells += [Text() for _ in range(height + 1 - len(cells))]
        for line, cell in zip(lines, cells, strict=True):
            line.append(pad)
            line.append_text(cell)
            line.pad_right(block.width - cell.cell_len)
    for line in lines:
        line.rstrip()
    return lines
