"""Truel's board as text: a race track. Every space at its grid cell (``at`` in the board
data), joined to the spaces it links to by box-drawing lines, so the ring, the shortcuts and the
crossroads where they meet read as one connected path; a ruler of column letters and row
numbers names each space (``f1``) the way the log does. Each kind of space has its own sign
(so it reads without colour too), the pawns stand out in reverse, and the last move's path is
drawn in heavy lines with its spaces underlined.

Drawn from the board data alone, so an own board file (``--board``) draws as well: a link
between two spaces on one row or column is a straight line, any other an L-shaped line routed
round the spaces (its corner on whichever side is free).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import TYPE_CHECKING

from rich.style import Style
from rich.text import Text

from tablebox.catalog import english
from tablebox.tables.truel.spaces import column_name, start_arrow
from tablebox.tables.truel.words import Say, ui

if TYPE_CHECKING:
    from games.truel.data import BoardSpec
    from games.truel.view import TruelView

INK = {"red": "red", "green": "green", "blue": "blue"}
"""Rich colours of the three players (NO_COLOR drops them; the letters stay)."""
COLOUR_MARKS = {
    "red": "truel.ui.mark-red",
    "green": "truel.ui.mark-green",
    "blue": "truel.ui.mark-blue",
}
"""A colour's letter on the board, the pawns and the gems, in the table's language: the initial
of the colour's name (English r g b, Czech č z m as the rulebook's červená, zelená, modrá;
issue 29.4), so the board reads without colour too."""
CARDS_SIGN, CLOCK_SIGN = "▯", "◷"
"""A card space's and a clock's sign, before its amount: ``▯+1``, ``◷-1``."""

UP, DOWN, LEFT, RIGHT = 1, 2, 4, 8
BOLD = Style(bold=True)
DIM = Style(dim=True)
LIGHT = {
    LEFT | RIGHT: "─", LEFT: "─", RIGHT: "─", UP | DOWN: "│", UP: "│", DOWN: "│",
    DOWN | RIGHT: "╭", DOWN | LEFT: "╮", UP | RIGHT: "╰", UP | LEFT: "╯",
    UP | DOWN | RIGHT: "├", UP | DOWN | LEFT: "┤", DOWN | LEFT | RIGHT: "┬",
    UP | LEFT | RIGHT: "┴", UP | DOWN | LEFT | RIGHT: "┼",
}  # fmt: skip
HEAVY = {
    LEFT | RIGHT: "━", LEFT: "━", RIGHT: "━", UP | DOWN: "┃", UP: "┃", DOWN: "┃",
    DOWN | RIGHT: "┏", DOWN | LEFT: "┓", UP | RIGHT: "┗", UP | LEFT: "┛",
    UP | DOWN | RIGHT: "┣", UP | DOWN | LEFT: "┫", DOWN | LEFT | RIGHT: "┳",
    UP | LEFT | RIGHT: "┻", UP | DOWN | LEFT | RIGHT: "╋",
}  # fmt: skip
"""The last move's lines: heavy, so the path shows without colour."""
LINE_CHARS = frozenset(LIGHT.values()) | frozenset(HEAVY.values())
STEP = {UP: (0, -1), DOWN: (0, 1), LEFT: (-1, 0), RIGHT: (1, 0)}
OPPOSITE = {UP: DOWN, DOWN: UP, LEFT: RIGHT, RIGHT: LEFT}


@dataclass(frozen=True, slots=True)
class Geometry:
    cell: int
    """Characters of a space's label."""
    pitch_x: int
    """Characters from one column to the next (the label and the line between)."""
    pitch_y: int
    """Lines from one row to the next: 1 small, 2 large (a line between rows)."""


SMALL, LARGE = Geometry(3, 4, 1), Geometry(5, 6, 2)
"""15 columns by 11 rows: 62 × 12 characters small (80×24), 92 × 22 large (120×40)."""

Point = tuple[int, int]


@dataclass
class Layout:
    """Where everything goes on the character canvas: each space's label, and the lines."""

    geometry: Geometry
    margin: int
    """Columns left of the grid for the row numbers."""
    top: int
    """Lines above the grid for the column letters."""
    labels: dict[str, tuple[int, int]] = field(default_factory=dict)
    """Space id -> (first column, line) of its label."""
    lines: dict[Point, int] = field(default_factory=dict)
    """Canvas point -> the directions its line goes (UP | LEFT ...)."""
    routes: dict[tuple[str, str], list[Point]] = field(default_factory=dict)
    """Each link -> the points of its line (empty: the two labels touch)."""

    def span(self, space: str) -> tuple[int, int, int]:
        """(first column, last column, line) of a space's label."""
        left, line = self.labels[space]
        return left, left + self.geometry.cell - 1, line

    def centre(self, space: str) -> Point:
        left, line = self.labels[space]
        return left + self.geometry.cell // 2, line


@functools.lru_cache(maxsize=8)
def layout(board: BoardSpec, large: bool = False) -> Layout:
    """Place the labels and route a line for every link (once per board and size: the board of
    a game never changes, and routing is most of a drawing's cost; the result is read-only)."""
    geometry = LARGE if large else SMALL
    rows = max(s.at[1] for s in board.spaces) + 1
    plan = Layout(geometry, margin=len(str(rows)) + 1, top=1)
    for spec in board.spaces:
        x, y = spec.at
        plan.labels[spec.id] = (plan.margin + x * geometry.pitch_x, plan.top + y * geometry.pitch_y)
    occupied = _occupied(plan)
    for source, target in board.links:
        if (source, target) in plan.routes or source not in plan.labels:
            continue
        if target not in plan.labels:
            continue
        route = _best_route(plan, source, target, occupied)
        plan.routes[(source, target)] = route
        _mark(plan.lines, route, plan, source, target)
    return plan


def _occupied(plan: Layout) -> set[Point]:
    points: set[Point] = set()
    for space in plan.labels:
        left, right, line = plan.span(space)
        points.update((column, line) for column in range(left, right + 1))
    return points


def _candidates(plan: Layout, a: str, b: str) -> list[list[Point]]:
    """The lines that could join ``a`` to ``b``: straight if they share a row or column,
    else an L with its corner below/above ``b`` (across first) or beside ``b`` (down first).
    Each runs from the point next to ``a``'s label to the point next to ``b``'s."""
    (ax, ay), (bx, by) = plan.centre(a), plan.centre(b)
    a_left, a_right, _ = plan.span(a)
    b_left, b_right, _ = plan.span(b)
    across = 1 if bx > ax else -1
    down = 1 if by > ay else -1
    if ay == by:
        start, end = (a_right + 1, b_left - 1) if across > 0 else (a_left - 1, b_right + 1)
        return [[(x, ay) for x in _run(start, end, across)]]
    if ax == bx:
        return [[(ax, y) for y in _run(ay + down, by - down, down)]]
    side_a = a_right + 1 if across > 0 else a_left - 1
    across_first = [(x, ay) for x in _run(side_a, bx, across)]
    across_first += [(bx, y) for y in _run(ay + down, by - down, down)]
    side_b = b_left - 1 if across > 0 else b_right + 1
    down_first = [(ax, y) for y in _run(ay + down, by, down)]
    down_first += [(x, by) for x in _run(ax + across, side_b, across)]
    return [across_first, down_first]


def _run(start: int, end: int, step: int) -> list[int]:
    """Every number from ``start`` to ``end`` going ``step`` (±1); none if ``end`` lies behind
    ``start`` (the labels touch: no line between them)."""
    return list(range(start, end + step, step)) if (end - start) * step >= 0 else []


def _best_route(plan: Layout, a: str, b: str, occupied: set[Point]) -> list[Point]:
    """The candidate crossing no label, and of those the one sharing least of other lines."""

    def cost(route: list[Point]) -> tuple[int, int]:
        hits = sum(point in occupied or min(point) < 0 for point in route)
        return hits, sum(point in plan.lines for point in route)

    (ax, ay), (bx, by) = plan.centre(a), plan.centre(b)
    routes = _candidates(plan, a, b)
    if ay == by or ax == bx:
        return routes[0]
    return min(routes, key=cost)


def _direction(source: Point, target: Point) -> int:
    dx, dy = target[0] - source[0], target[1] - source[1]
    if dy == 0:
        return RIGHT if dx > 0 else LEFT
    return DOWN if dy > 0 else UP


def _toward(plan: Layout, point: Point, space: str) -> int:
    """The direction from ``point`` (next to a label) into the label."""
    left, _right, line = plan.span(space)
    if point[1] == line:
        return RIGHT if point[0] < left else LEFT
    return DOWN if point[1] < line else UP


def _mark(lines: dict[Point, int], route: list[Point], plan: Layout, a: str, b: str) -> None:
    for bits_at, bits in _bits(route, plan, a, b).items():
        lines[bits_at] = lines.get(bits_at, 0) | bits


def _bits(route: list[Point], plan: Layout, a: str, b: str) -> dict[Point, int]:
    """Each point of a route with the directions its line takes there."""
    bits: dict[Point, int] = {}
    if not route:
        return bits
    bits[route[0]] = _toward(plan, route[0], a)
    for here, there in pairwise(route):
        way = _direction(here, there)
        bits[here] = bits.get(here, 0) | way
        bits[there] = bits.get(there, 0) | OPPOSITE[way]
    bits[route[-1]] = bits.get(route[-1], 0) | _toward(plan, route[-1], b)
    return bits


# -- the labels -------------------------------------------------------------------------------


def colour_mark(colour: str, say: Say = english) -> str:
    """The colour's letter (lower case); an own board's other colour, its own first letter."""
    key = COLOUR_MARKS.get(colour)
    return colour[:1] if key is None else say(ui(key))


def space_sign(board: BoardSpec, space: str, say: Say = english) -> tuple[str, Style]:
    """A space's sign and style: a colour's letter, a Start's ``S`` with its arrow and colour,
    ``X`` a crossroads, ``▯+1`` a card space, ``◷-1`` a clock."""
    spec = next(s for s in board.spaces if s.id == space)
    colour = spec.colour or ""
    if spec.kind == "colour":
        return colour_mark(colour, say), Style(color=INK.get(colour), bold=True)
    if spec.kind == "start":
        sign = f"S{start_arrow(board, space)}{colour_mark(colour, say)}"
        return sign, Style(color=INK.get(colour), bold=True, underline=False)
    if spec.kind == "crossroads":
        return "X", Style(bold=True)
    amount = f"{'+' if spec.amount > 0 else '-'}{abs(spec.amount)}"
    return (CARDS_SIGN if spec.kind == "cards" else CLOCK_SIGN) + amount, Style(bold=True)


def space_label(view: TruelView, space: str, say: Say = english) -> tuple[str, Style]:
    """A space's sign (kept for callers that pass a view)."""
    return space_sign(view.board, space, say)


def pawn_label(view: TruelView, seats: list[int], space: str, say: Say = english) -> Text:
    """The pawns of ``seats`` on ``space``: each colour's capital, in reverse; alone on a Start
    with the Start's arrow and colour, so the Starts show while pawns stand on them."""
    letters = "".join(colour_mark(view.colours[seat], say).upper() for seat in seats)
    pawn = Style(color=INK[view.colours[seats[0]]], bold=True, reverse=True)
    sign, sign_style = space_sign(view.board, space, say)
    if sign.startswith("S") and len(letters) < 3:
        mark = sign[1:] if len(letters) == 1 else sign[1]
        return Text.assemble((letters, pawn), (mark, sign_style))
    return Text(f"({letters})" if len(letters) == 1 else letters, pawn)


def board_text(
    view: TruelView,
    path: Sequence[Sequence[str]] | set[str] | None = None,
    large: bool = False,
    target: str | None = None,
    say: Say = english,
) -> Text:
    """The board. ``path``: the legs of the last move (each a list of spaces in order), drawn
    heavy and underlined; ``target``: the space the highlighted way at a crossroads leads to,
    marked ``▸`` in reverse; ``say``: the table's language (the colours' letters)."""
    plan = layout(view.board, large)
    legs = _legs(path)
    on_path = {space for leg in legs for space in leg}
    heavy_links = {pair for leg in legs for pair in pairwise(leg)}
    heavy: set[Point] = set()
    for (a, b), route in plan.routes.items():
        if (a, b) in heavy_links or (b, a) in heavy_links:
            heavy.update(route)
    width = max([plan.span(s)[1] + 1 for s in plan.labels] + [x + 1 for x, _ in plan.lines] + [0])
    height = max([line + 1 for _, line in plan.labels.values()] + [y + 1 for _, y in plan.lines])
    # A cell is a character and its style; a row becomes one Text at the end (a Text a cell,
    # joined, cost most of a drawing).
    canvas: Canvas = [[BLANK] * width for _ in range(height)]
    for (x, y), bits in plan.lines.items():
        if 0 <= x < width and 0 <= y < height:
            chars, style = (HEAVY, BOLD) if (x, y) in heavy else (LIGHT, DIM)
            canvas[y][x] = (chars.get(bits, "·"), style)
    for spec in view.board.spaces:
        aimed = spec.id == target
        _draw_label(canvas, plan, view, spec.id, (spec.id in on_path, aimed), heavy, say)
    _draw_ruler(canvas, plan, view.board)
    return Text("\n").join(_row_text(row) for row in canvas)


Cell = tuple[str, Style | None]
Canvas = list[list[Cell]]
BLANK: Cell = (" ", None)


def _row_text(row: list[Cell]) -> Text:
    """One row of cells as a Text, a span per run of one style."""
    text = Text()
    run: list[str] = []
    style: Style | None = None
    for char, cell_style in row:
        if cell_style != style and run:
            text.append("".join(run), style)
            run = []
        style = cell_style
        run.append(char)
    if run:
        text.append("".join(run), style)
    return text


def _legs(path: Sequence[Sequence[str]] | set[str] | None) -> list[list[str]]:
    if not path:
        return []
    if isinstance(path, set):
        return [[space] for space in path]
    return [list(leg) for leg in path]


def _draw_label(
    canvas: Canvas,
    plan: Layout,
    view: TruelView,
    space: str,
    marks: tuple[bool, bool],
    heavy: set[Point],
    say: Say = english,
) -> None:
    """A space's sign (or the pawns on it) centred in its label; ``marks``: (on the last
    move's path, the way highlighted at a crossroads)."""
    on_path, aimed = marks
    here = [seat for seat, where in enumerate(view.pawns) if where == space]
    if here:
        cell = pawn_label(view, here, space, say)
    else:
        sign, style = space_sign(view.board, space, say)
        if aimed:
            sign, style = "▸" + sign, style + Style(reverse=True)
        cell = Text(sign, style)
    if on_path:
        cell.stylize(Style(underline=True))
    left, right, line = plan.span(space)
    size = plan.geometry.cell
    pad = max(0, size - cell.cell_len)
    before = pad // 2
    chars = [BLANK] * before + _cells(cell) + [BLANK] * (pad - before)
    # A line running into the label's side continues through its padding.
    for index, char in enumerate(chars[:size]):
        side = (left - 1, line) if index < before else (right + 1, line)
        into = RIGHT if index < before else LEFT
        padding = index < before or index >= before + cell.cell_len
        if padding and plan.lines.get(side, 0) & into:
            char = ("━", BOLD) if side in heavy else ("─", DIM)
        canvas[line][left + index] = char


def _cells(text: Text) -> list[Cell]:
    """A label's characters with the style each has (the spans over it, combined)."""
    base = _style(text.style)
    styles: list[Style | None] = [base] * len(text.plain)
    for span in text.spans:
        span_style = _style(span.style)
        for index in range(max(0, span.start), min(span.end, len(styles))):
            current = styles[index]
            styles[index] = span_style if current is None else current + span_style
    return list(zip(text.plain, styles, strict=True))


def _style(style: str | Style) -> Style | None:
    if isinstance(style, str):
        return Style.parse(style) if style else None
    return style


def _draw_ruler(canvas: Canvas, plan: Layout, board: BoardSpec) -> None:
    """Column letters above the grid, row numbers to its left: a space's name is its place."""
    columns = max(s.at[0] for s in board.spaces) + 1
    rows = max(s.at[1] for s in board.spaces) + 1
    ruler = Style(dim=True, italic=True)
    for x in range(columns):
        name = column_name(x)
        start = plan.margin + x * plan.geometry.pitch_x + plan.geometry.cell // 2
        for offset, char in enumerate(name):
            if start + offset < len(canvas[0]):
                canvas[0][start + offset] = (char, ruler)
    for y in range(rows):
        number = str(y + 1).rjust(plan.margin - 1)
        for offset, char in enumerate(number):
            canvas[plan.top + y * plan.geometry.pitch_y][offset] = (char, ruler)


def drawn_links(text: str, board: BoardSpec, large: bool = False) -> list[tuple[str, str]]:
    """The links of ``board`` that the plain drawing ``text`` does not show as a connection:
    for the layout test. A link is shown when its route is all line characters, or (an empty
    route) its two labels touch."""
    plan = layout(board, large)
    rows = text.splitlines()
    missing = []
    for (a, b), route in plan.routes.items():
        if not route:
            if not _touching(plan, a, b):
                missing.append((a, b))
            continue
        if not all(_char(rows, point) in LINE_CHARS for point in route):
            missing.append((a, b))
    return missing


def _touching(plan: Layout, a: str, b: str) -> bool:
    a_left, a_right, a_line = plan.span(a)
    b_left, b_right, b_line = plan.span(b)
    if a_line == b_line:
        return a_right + 1 == b_left or b_right + 1 == a_left
    return abs(a_line - b_line) == 1 and a_left == b_left


def _char(rows: list[str], point: Point) -> str:
    x, y = point
    return rows[y][x] if 0 <= y < len(rows) and 0 <= x < len(rows[y]) else ""


def legend_text(say: Say = english) -> Text:
    """What the signs mean (the same words in colour and without)."""
    letters = " ".join(colour_mark(colour, say) for colour in COLOUR_MARKS)
    rows: Iterable[tuple[str, str]] = (
        (letters, say(ui("truel.ui.legend-colour"))),
        (f"S→{colour_mark('red', say)}", say(ui("truel.ui.legend-start"))),
        ("X", say(ui("truel.ui.legend-crossroads"))),
        (f"{CARDS_SIGN}±", say(ui("truel.ui.legend-cards"))),
        (f"{CLOCK_SIGN}±", say(ui("truel.ui.legend-turns"))),
        ("━━", say(ui("truel.ui.legend-path"))),
    )
    return Text("\n").join(Text.assemble((f"{sign:<6}", "bold"), about) for sign, about in rows)
