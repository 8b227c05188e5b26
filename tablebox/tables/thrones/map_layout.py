"""The map of Westeros as drawn in ``assets/thrones/map.txt``: which area each cell belongs to,
where each area's label, status field and icons sit.

The file has three sections (see its header): ``[legend]`` (one line per area: its one-character
code, its area id and its label), ``[regions]`` (a grid of codes, ``.`` off the map) and
``[drawing]`` (the same grid size: the labels written out, ``@`` for the cells the area's
units and order are written into, ``#`` stronghold, ``+`` castle, ``%`` barrel, ``$`` crown,
``=`` a bridge; free text off the map). The rules never read it (they do no I/O); the table
does, and ``tests/tablebox/test_thrones_map_layout.py`` keeps it true to the board data.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from games.thrones.board import SEAS
from tablebox.resources import data_dir

OFF_MAP = "."
FIELD = "@"
MARKS = {"#": "stronghold", "+": "castle", "%": "barrel", "$": "crown", "=": "bridge"}
"""Drawing-layer characters that stand for an icon (drawn as a glyph by the map)."""

Cell = tuple[int, int]
"""(row, column)."""


class LayoutError(ValueError):
    """The map file is not well formed (a developer's error, never a player's)."""


@dataclass(frozen=True)
class Label:
    row: int
    col: int
    text: str

    def cells(self) -> Iterator[Cell]:
        return ((self.row, self.col + i) for i in range(len(self.text)))


@dataclass(frozen=True, eq=False)
class MapLayout:
    width: int
    height: int
    areas: tuple[str, ...]
    """Area ids in legend order."""
    codes: dict[str, str]
    """Area -> its one-character code in the file."""
    grid: tuple[tuple[str, ...], ...]
    """grid[row][col]: the area id of a cell ("" off the map)."""
    labels: dict[str, Label]
    fields: dict[str, tuple[tuple[int, int, int], ...]]
    """Area -> its status field, runs of (row, col, length) in reading order."""
    marks: dict[Cell, str]
    """Icon cells: "stronghold", "castle", "barrel", "crown" or "bridge"."""
    decor: dict[Cell, str]
    """Free text off the map (the Wall)."""
    cells: dict[str, frozenset[Cell]]
    centres: dict[str, tuple[float, float]]
    """Area -> the (row, col) centroid of its cells, for the arrow keys."""

    def area_at(self, row: int, col: int) -> str:
        if 0 <= row < self.height and 0 <= col < self.width:
            return self.grid[row][col]
        return ""

    def border_cells(self) -> frozenset[Cell]:
        """Cells that carry a border line: those whose right or lower neighbour is another area
        of the same kind (two lands, or two seas; a coast shows by its colours)."""
        return _borders(self)

    def contacts(self, diagonal: bool = False) -> set[frozenset[str]]:
        """Pairs of areas with cells side by side (or corner to corner with ``diagonal``)."""
        steps = ((0, 1), (1, 0), (1, 1), (1, -1)) if diagonal else ((0, 1), (1, 0))
        found: set[frozenset[str]] = set()
        for row in range(self.height):
            for col in range(self.width):
                here = self.grid[row][col]
                for dr, dc in steps:
                    there = self.area_at(row + dr, col + dc)
                    if here and there and there != here:
                        found.add(frozenset((here, there)))
        return found


def parse(text: str) -> MapLayout:
    sections = _sections(text)
    legend = _legend(sections.get("legend", []))
    regions, drawing = sections.get("regions", []), sections.get("drawing", [])
    if not regions:
        raise LayoutError("no [regions] grid")
    width, height = max(len(row) for row in regions), len(regions)
    if any(len(row) != width for row in regions):
        raise LayoutError("the [regions] rows differ in length")
    if len(drawing) > height or any(len(row) > width for row in drawing):
        raise LayoutError("the [drawing] grid is larger than the [regions] grid")
    drawing = [row.ljust(width) for row in drawing] + [" " * width] * (height - len(drawing))
    grid: list[tuple[str, ...]] = []
    for number, codes in enumerate(regions):
        unknown = {code for code in codes if code != OFF_MAP and code not in legend}
        if unknown:
            raise LayoutError(f"row {number}: codes {sorted(unknown)} not in the [legend]")
        grid.append(tuple(legend[code][0] if code != OFF_MAP else "" for code in codes))
    cells: dict[str, set[Cell]] = {area: set() for area, _ in legend.values()}
    for row, areas in enumerate(grid):
        for col, area in enumerate(areas):
            if area:
                cells[area].add((row, col))
    labels = {area: _find_label(drawing, grid, area, label) for area, label in legend.values()}
    label_cells = {cell for label in labels.values() for cell in label.cells()}
    fields: dict[str, list[tuple[int, int, int]]] = {area: [] for area in cells}
    marks: dict[Cell, str] = {}
    decor: dict[Cell, str] = {}
    for row, line in enumerate(drawing):
        col = 0
        while col < width:
            char, area = line[col], grid[row][col]
            if (row, col) in label_cells or char == " ":
                col += 1
            elif not area:
                decor[(row, col)] = char
                col += 1
            elif char == FIELD:
                end = col
                while end < width and line[end] == FIELD and grid[row][end] == area:
                    end += 1
                fields[area].append((row, col, end - col))
                col = end
            elif char in MARKS:
                marks[(row, col)] = MARKS[char]
                col += 1
            else:
                raise LayoutError(f"row {row}, column {col}: stray {char!r} in {area}")
    return MapLayout(
        width=width,
        height=height,
        areas=tuple(area for area, _ in legend.values()),
        codes={area: code for code, (area, _) in legend.items()},
        grid=tuple(grid),
        labels=labels,
        fields={area: tuple(runs) for area, runs in fields.items()},
        marks=marks,
        decor=decor,
        cells={area: frozenset(found) for area, found in cells.items()},
        centres={area: _centre(found) for area, found in cells.items() if found},
    )


def layout_path() -> Path:
    return data_dir("assets") / "thrones" / "map.txt"


@cache
def load() -> MapLayout:
    """The map as shipped (read once)."""
    return parse(layout_path().read_text(encoding="utf-8"))


def _sections(text: str) -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("[") and stripped.endswith("]"):
            current = sections.setdefault(stripped[1:-1], [])
        elif current is not None and not line.startswith(";"):
            current.append(line.rstrip("\n"))
    # The legend may hold blank lines; the grids end at their last non-blank line.
    for name in ("regions", "drawing"):
        rows = sections.get(name, [])
        while rows and not rows[-1].strip():
            rows.pop()
    return sections


def _legend(lines: list[str]) -> dict[str, tuple[str, str]]:
    legend: dict[str, tuple[str, str]] = {}
    for line in lines:
        if not line.strip():
            continue
        parts = line.split(maxsplit=2)
        if len(parts) != 3 or len(parts[0]) != 1 or parts[0] in (OFF_MAP, " "):
            raise LayoutError(f"bad legend line {line!r}: code, area id, label")
        code, area, label = parts
        if code in legend or area in {a for a, _ in legend.values()}:
            raise LayoutError(f"legend line {line!r} repeats a code or an area")
        legend[code] = (area, label.strip())
    return legend


def _find_label(drawing: list[str], grid: list[tuple[str, ...]], area: str, text: str) -> Label:
    """The one place the label is written whose first cell lies in the area."""
    found = [
        Label(row, col, text)
        for row, line in enumerate(drawing)
        for col in _occurrences(line, text)
        if grid[row][col] == area
    ]
    if len(found) != 1:
        raise LayoutError(f"the label {text!r} of {area} is drawn {len(found)} times in it")
    return found[0]


def _occurrences(line: str, text: str) -> Iterator[int]:
    start = line.find(text)
    while start >= 0:
        yield start
        start = line.find(text, start + 1)


@cache
def _borders(layout: MapLayout) -> frozenset[Cell]:
    found = set()
    for row in range(layout.height):
        for col in range(layout.width):
            here = layout.grid[row][col]
            for there in (layout.area_at(row, col + 1), layout.area_at(row + 1, col)):
                if here and there and there != here and (here in SEAS) == (there in SEAS):
                    found.add((row, col))
    return frozenset(found)


def _centre(cells: set[Cell]) -> tuple[float, float]:
    return (
        sum(row for row, _ in cells) / len(cells),
        sum(col for _, col in cells) / len(cells),
    )
