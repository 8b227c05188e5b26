"""How the map of Westeros looks: each cell's character and style, from the layout (static:
borders, icons, labels, seas) and the per-seat view (dynamic: who holds each area, its units,
token, neutral force and order).

Nothing is told by colour alone: the controller is a letter (``S`` Stark...), units are letters
(footman ``f``, knight ``k``, ship ``s``; routed ones after a ``/``), a power token ``●``, a
neutral force ``N`` and its strength, an order by its short name (the viewer's own face-down
order in italics); the selected area's label is drawn in reverse.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from rich.color import Color
from rich.segment import Segment
from rich.style import Style

from games.thrones.board import SEAS
from games.thrones.data.board import RIVER_BLOCKED
from games.thrones.view import AreaView
from tablebox.engine import Message
from tablebox.tables.thrones.map_layout import Cell, MapLayout

Say = Callable[[Message], str]
Part = list[tuple[str, Style]]
"""One piece of an area's status: its characters in their styles."""

RIVER_BLOCKED_PAIRS = frozenset(frozenset(pair) for pair in RIVER_BLOCKED)

UP, DOWN, LEFT, RIGHT = 1, 2, 4, 8
LINES = {
    LEFT | RIGHT: "─", LEFT: "─", RIGHT: "─", UP | DOWN: "│", UP: "│", DOWN: "│",
    DOWN | RIGHT: "┌", DOWN | LEFT: "┐", UP | RIGHT: "└", UP | LEFT: "┘",
    UP | DOWN | RIGHT: "├", UP | DOWN | LEFT: "┤", DOWN | LEFT | RIGHT: "┬",
    UP | LEFT | RIGHT: "┴", UP | DOWN | LEFT | RIGHT: "┼",
}  # fmt: skip
ICONS = {"stronghold": "♜", "castle": "♖", "barrel": "▤", "crown": "♛", "bridge": "═"}
OFF_MAP = "░"
WAVE = "~"

HOUSE_KEYS = {
    "stark": "thrones.ui.map-letter-stark",
    "lannister": "thrones.ui.map-letter-lannister",
    "baratheon": "thrones.ui.map-letter-baratheon",
    "greyjoy": "thrones.ui.map-letter-greyjoy",
    "tyrell": "thrones.ui.map-letter-tyrell",
}
UNIT_KEYS = {
    "footman": "thrones.ui.map-unit-footman",
    "knight": "thrones.ui.map-unit-knight",
    "ship": "thrones.ui.map-unit-ship",
}
ORDER_KEYS = {
    "march-1": "thrones.ui.map-order-march-minus",
    "march": "thrones.ui.map-order-march",
    "march*": "thrones.ui.map-order-march-star",
    "defense": "thrones.ui.map-order-defense",
    "defense*": "thrones.ui.map-order-defense-star",
    "support": "thrones.ui.map-order-support",
    "support*": "thrones.ui.map-order-support-star",
    "raid": "thrones.ui.map-order-raid",
    "raid*": "thrones.ui.map-order-raid-star",
    "consolidate": "thrones.ui.map-order-consolidate",
    "consolidate*": "thrones.ui.map-order-consolidate-star",
}
NEUTRAL_KEY = "thrones.ui.map-neutral"
TOKEN = "●"

# Colours: a dark fill per house (the area it holds), a bright badge for its letter.
SEA, SEA_INK = Color.parse("#1c3a5c"), Color.parse("#6f9fcf")
LAND, LAND_INK = Color.parse("#4a4430"), Color.parse("#9a8c66")
RIVER_INK = Color.parse("#5fafff")
OFF, OFF_INK = Color.parse("#262626"), Color.parse("#5a5a5a")
FILL = {
    "stark": "#55606b",
    "lannister": "#6e2424",
    "baratheon": "#6a5a14",
    "greyjoy": "#2a2a2e",
    "tyrell": "#285a28",
}
BADGE = {
    "stark": ("#101010", "#d8d8d8"),
    "lannister": ("#fff0f0", "#d03030"),
    "baratheon": ("#101010", "#f0d040"),
    "greyjoy": ("#f0d040", "#000000"),
    "tyrell": ("#101010", "#60c060"),
}


@dataclass(frozen=True)
class MapNames:
    """The map's words in one language: an area's label and the Wall's, each drawn in the cells
    the map file gives the English one (a longer name is cut to fit)."""

    labels: Mapping[str, str]
    wall: str | None = None


WALL = "THE WALL"
"""How the map file writes the Wall, above the map."""


def _label_text(english: str, area: str, names: MapNames | None) -> str:
    text = names.labels.get(area, english) if names is not None else english
    return text[: len(english)].ljust(len(english))


def _with_wall(layout: MapLayout, wall: str) -> MapLayout:
    """``layout`` with the Wall's decoration written ``wall``, centred where ``THE WALL`` was."""
    decor = dict(layout.decor)
    for (row, col), _char in sorted(layout.decor.items()):
        if "".join(decor.get((row, col + i), " ") for i in range(len(WALL))) != WALL:
            continue
        text = wall[: len(WALL)].center(len(WALL))
        for i, char in enumerate(text):
            if char == " ":
                decor.pop((row, col + i), None)
            else:
                decor[(row, col + i)] = char
        break
    return dataclasses.replace(layout, decor=decor)


@dataclass(frozen=True)
class Static:
    """The map without the game: per cell a character and its ink (the fill comes later)."""

    chars: tuple[tuple[str, ...], ...]
    inks: tuple[tuple[Style, ...], ...]


def static(layout: MapLayout, names: MapNames | None = None) -> Static:
    """The map without the game; ``names``: the labels in the player's language (the map file's
    English labels where it has none)."""
    borders = layout.border_cells()
    labels = {
        cell: (area, char)
        for area, label in layout.labels.items()
        for cell, char in zip(label.cells(), _label_text(label.text, area, names), strict=True)
    }
    if names is not None and names.wall:
        layout = _with_wall(layout, names.wall)
    chars: list[tuple[str, ...]] = []
    inks: list[tuple[Style, ...]] = []
    for row in range(layout.height):
        row_chars, row_inks = [], []
        for col in range(layout.width):
            char, ink = _static_cell(layout, borders, labels, row, col)
            row_chars.append(char)
            row_inks.append(ink)
        chars.append(tuple(row_chars))
        inks.append(tuple(row_inks))
    return Static(tuple(chars), tuple(inks))


def _static_cell(
    layout: MapLayout,
    borders: frozenset[Cell],
    labels: dict[Cell, tuple[str, str]],
    row: int,
    col: int,
) -> tuple[str, Style]:
    area = layout.grid[row][col]
    sea = area in SEAS
    if not area:
        return layout.decor.get((row, col), OFF_MAP), Style(color=OFF_INK, bold=True)
    if (row, col) in labels:
        ink = Style(color="#cfe3f7", italic=True) if sea else Style(color="#f4ecd0", bold=True)
        return labels[(row, col)][1], ink
    if (row, col) in layout.marks:
        return ICONS[layout.marks[(row, col)]], Style(color="#f0d070", bold=True)
    if (row, col) in borders:
        river = _river(layout, row, col)
        color = RIVER_INK if river else SEA_INK if sea else LAND_INK
        return _line(layout, borders, row, col), Style(color=color, bold=river)
    if sea and (row * 7 + col * 3) % 13 == 0:
        return WAVE, Style(color=SEA_INK)
    return " ", Style()


def _line(layout: MapLayout, borders: frozenset[Cell], row: int, col: int) -> str:
    mask = 0
    for bit, (dr, dc) in ((UP, (-1, 0)), (DOWN, (1, 0)), (LEFT, (0, -1)), (RIGHT, (0, 1))):
        if (row + dr, col + dc) in borders:
            mask |= bit
    if mask:
        return LINES[mask]
    if (row + 1, col - 1) in borders or (row - 1, col + 1) in borders:
        return "╱"
    if (row + 1, col + 1) in borders or (row - 1, col - 1) in borders:
        return "╲"
    # A lone border cell: the line runs along its right or lower side.
    return "│" if layout.area_at(row, col + 1) != layout.grid[row][col] else "─"


def _river(layout: MapLayout, row: int, col: int) -> bool:
    here = layout.grid[row][col]
    return any(
        frozenset((here, layout.area_at(row + dr, col + dc))) in RIVER_BLOCKED_PAIRS
        for dr, dc in ((0, 1), (1, 0))
    )


def fill(area: str, house: str, selected: bool) -> Color:
    base = SEA if area in SEAS else Color.parse(FILL[house]) if house in FILL else LAND
    if not selected:
        return base
    return _blend(base, 0.35)


def _blend(color: Color, amount: float) -> Color:
    red, green, blue = color.get_truecolor()
    return Color.from_rgb(
        red + (255 - red) * amount, green + (255 - green) * amount, blue + (255 - blue) * amount
    )


def status(area: AreaView | None, say: Say) -> list[Part]:
    """An area's status in words that flow into its field: the controller with its units
    and token, a neutral force, the order."""
    if area is None:
        return []
    parts: list[Part] = []
    if area.house in HOUSE_KEYS and (area.units or area.routed or area.token):
        ink, paper = BADGE[area.house]
        head: Part = [
            (say(Message(HOUSE_KEYS[area.house])), Style(color=ink, bgcolor=paper, bold=True))
        ]
        head.append(
            ("".join(say(Message(UNIT_KEYS[unit])) for unit in _sorted(area.units)), Style())
        )
        if area.routed:
            routed = "".join(say(Message(UNIT_KEYS[unit])) for unit in _sorted(area.routed))
            head.append(("/" + routed, Style(dim=True, strike=True)))
        if area.token:
            head.append((TOKEN, Style(color=paper, bold=True)))
        parts.append(head)
    if area.neutral:
        text = say(Message(NEUTRAL_KEY, {"strength": area.neutral}))
        parts.append([(text, Style(bold=True))])
    if area.order in ORDER_KEYS:
        parts.append([(say(Message(ORDER_KEYS[area.order])), Style(bold=True, underline=True))])
    elif area.pending_order in ORDER_KEYS:
        parts.append([(say(Message(ORDER_KEYS[area.pending_order])), Style(italic=True))])
    return parts


def recent_mark(glyph: str) -> Part:
    """The mark of a last move in an area's field (issue 18.8): a glyph in reverse, so it
    reads without colour."""
    return [(glyph, Style(color="#ffd75f", bold=True, reverse=True))]


def flow(parts: list[Part], runs: tuple[tuple[int, int, int], ...]) -> dict[Cell, Segment]:
    """Lay the parts into the field's runs, a space between two parts on one run; a part too
    long for the last run is cut with an ellipsis."""
    cells: dict[Cell, Segment] = {}
    index, used = 0, 0
    for part in parts:
        chars = [(char, style) for text, style in part for char in text]
        while index < len(runs):
            row, col, length = runs[index]
            gap = 1 if used else 0
            last = index == len(runs) - 1
            if used + gap + len(chars) <= length or (last and used + gap < length):
                room = length - used - gap
                if len(chars) > room:
                    chars = [*chars[: room - 1], ("…", chars[room - 1][1])]
                start = col + used + gap
                for offset, (char, style) in enumerate(chars):
                    cells[(row, start + offset)] = Segment(char, style)
                used += gap + len(chars)
                break
            index, used = index + 1, 0
    return cells


def _sorted(units: list[str]) -> list[str]:
    order = {"footman": 0, "knight": 1, "ship": 2}
    return sorted(units, key=lambda unit: order.get(unit, 3))
