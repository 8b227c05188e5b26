"""A replay's chart drawn in text: every player's number over the game on one shared grid.

The vertical axis carries values (one row per point when the numbers span few, so a score that
drops from 3 to 2 moves a row down); the time axis carries a tick where each deal or round
begins, numbered; each player is a glyph of its own, and where several stand on one spot the
spot shows :data:`SHARED`. The numbers come from :mod:`tablebox.replay.chart`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from rich.text import Text

GLYPHS = (("●", "green"), ("▲", "cyan"), ("■", "magenta"), ("◆", "yellow"), ("★", "red"))
"""Each seat's glyph and colour, in seat order (five seats at most)."""

SHARED = ("+", "bold white")
"""The glyph of a spot where several players stand."""

MAX_ROWS = 15
"""Rows of the grid at most: with the title, axis, ticks and legend it fits 80×24."""


def number_text(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:.1f}"


def _rows_of(low: float, high: float) -> tuple[float, int, float]:
    """The grid's bottom value, its rows and the whole number a row stands for: one point per
    row while they fit, so every change of a point shows."""
    step = max(1, math.ceil((high - low) / (MAX_ROWS - 1)))
    bottom = math.floor(low / step) * step
    return bottom, math.ceil((high - bottom) / step) + 1, float(step)


def _columns(readings: int, width: int) -> tuple[list[range], list[int]]:
    """Per column, which readings it shows; and per reading, its column. Fewer readings than
    columns spread out (a reading holds until the next); more share columns, every one drawn."""
    if readings <= 1:
        return [range(readings)], [0] * readings
    if readings <= width:
        step = max(1, (width - 1) // (readings - 1))
        columns = [range(c // step, c // step + 1) for c in range(step * (readings - 1) + 1)]
        return columns, [i * step for i in range(readings)]
    columns = [range(c * readings // width, (c + 1) * readings // width) for c in range(width)]
    return columns, [i * width // readings for i in range(readings)]


def plot_lines(
    series: Sequence[Sequence[float]], marks: Sequence[tuple[int, str]], width: int
) -> list[Text]:
    """The grid (its value labels at the left), the time axis with its ticks, and the ticks'
    numbers: ``width`` columns in all at most."""
    values = [value for line in series for value in line]
    low, high = min(0.0, *values), max(0.0, *values)
    if high == low:
        high = low + 1
    low, rows, per_row = _rows_of(low, high)
    labels = [number_text(low + row * per_row) for row in range(rows)]
    label_width = max(len(label) for label in labels)
    readings = len(series[0]) if series else 0
    columns, column_of = _columns(readings, max(1, width - label_width - 1))
    grid: list[list[set[int]]] = [[set() for _ in columns] for _ in range(rows)]
    for seat, line in enumerate(series):
        for column, shown in enumerate(columns):
            for reading in shown:
                row = math.floor((line[reading] - low) / per_row + 0.5)
                grid[row][column].add(seat)
    labelled = set(range(rows)) if rows <= 8 else {*range(0, rows, 2), rows - 1}
    lines: list[Text] = []
    for row in reversed(range(rows)):
        label = labels[row] if row in labelled else ""
        text = Text(f"{label:>{label_width}}{'┤' if label else '│'}", style="dim")
        for seats in grid[row]:
            if not seats:
                text.append(" ")
            elif len(seats) == 1:
                glyph, colour = GLYPHS[min(seats) % len(GLYPHS)]
                text.append(glyph, style=colour)
            else:
                text.append(SHARED[0], style=SHARED[1])
        lines.append(text)
    ticks = {column_of[at] for at, _ in marks}
    axis = "".join("┴" if column in ticks else "─" for column in range(len(columns)))
    lines.append(Text(" " * label_width + "└" + axis, style="dim"))
    numbers = [" "] * len(columns)
    free = 0
    for at, said in marks:  # each tick's number under it, where it does not run into the last
        column = column_of[at]
        if column >= free and column + len(said) <= len(numbers):
            numbers[column : column + len(said)] = list(said)
            free = column + len(said) + 1
    if marks:
        lines.append(Text(" " * (label_width + 1) + "".join(numbers).rstrip(), style="dim"))
    return lines


def legend(names: Sequence[str], finals: Sequence[float], shared: str) -> Text:
    """Each player's glyph, name and number at the end; then what :data:`SHARED` means."""
    text = Text()
    for seat, (name, final) in enumerate(zip(names, finals, strict=True)):
        glyph, colour = GLYPHS[seat % len(GLYPHS)]
        text.append(f"{glyph} ", style=colour)
        text.append(name, style="bold")
        text.append(f" {number_text(final)}   ")
    text.append(f"{SHARED[0]} ", style=SHARED[1])
    text.append(shared, style="dim")
    return text


def title_line(title: str, mark: str | None) -> Text:
    """The chart's title, and what its ticks mark."""
    text = Text(title, style="bold")
    if mark is not None:
        text.append(f"   {mark}", style="dim")
    return text
