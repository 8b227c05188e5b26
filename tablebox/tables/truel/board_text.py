"""Truel's board as text: every space at its grid cell, with a letter or symbol for its kind
(so it reads without colour too), the pawns, the path of the last move, and the legend."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.style import Style
from rich.text import Text

from tablebox.catalog import english
from tablebox.tables.truel.words import Say, ui

if TYPE_CHECKING:
    from games.truel.view import TruelView

INK = {"red": "red", "green": "green", "blue": "blue"}
"""Rich colours of the three players (NO_COLOR drops them; the letters stay)."""
SMALL, LARGE = (3, 1), (5, 2)
"""Cell width and line step: 3 × 1 fits 80×24, 5 × 2 a 120×40 terminal."""


def _arrow(view: TruelView, space: str) -> str:
    """The Start's arrow: the way to the next space forward, as the board draws it."""
    spaces = {s.id: s for s in view.board.spaces}
    following = next((b for a, b in view.board.links if a == space), None)
    if following is None:
        return "→"
    (x, y), (nx, ny) = spaces[space].at, spaces[following].at
    if abs(nx - x) >= abs(ny - y):
        return "→" if nx > x else "←"
    return "↓" if ny > y else "↑"


def space_label(view: TruelView, space: str) -> tuple[str, Style]:
    """Three characters and a style for an empty space."""
    spec = next(s for s in view.board.spaces if s.id == space)
    colour = spec.colour or ""
    if spec.kind == "colour":
        return f" {colour[:1]} ", Style(color=INK.get(colour), dim=True)
    if spec.kind == "start":
        return f"S{_arrow(view, space)}{colour[:1]}", Style(color=INK.get(colour), bold=True)
    if spec.kind == "crossroads":
        return " X ", Style(bold=True)
    sign = "+" if spec.amount > 0 else "-"
    letter = "C" if spec.kind == "cards" else "T"
    return f"{letter}{sign}{abs(spec.amount)}", Style(bold=True)


def pawn_label(view: TruelView, seats: list[int], space: str) -> Text:
    """The pawns of ``seats`` on ``space``: each colour's capital; on a Start its arrow too
    (and its colour when one pawn stands there), so the Starts show while pawns stand on
    them, as they all do when a game begins."""
    letters = "".join(view.colours[seat][:1].upper() for seat in seats)
    pawn = Style(color=INK[view.colours[seats[0]]], bold=True, reverse=True)
    start, start_style = space_label(view, space)
    if start.startswith("S") and len(letters) < 3:
        mark = start[1:] if len(letters) == 1 else start[1]
        return Text.assemble((letters, pawn), (mark, start_style))
    text = f"({letters})" if len(letters) == 1 else letters.ljust(3)
    return Text(text, pawn)


def board_text(
    view: TruelView, path: set[str] | None = None, large: bool = False, target: str | None = None
) -> Text:
    """The board; spaces of ``path`` (the last move) are underlined, and ``target`` (the way
    highlighted at a crossroads) is marked ▸ in reverse."""
    width, step = LARGE if large else SMALL
    columns = max(s.at[0] for s in view.board.spaces) + 1
    rows = max(s.at[1] for s in view.board.spaces) + 1
    cells: dict[tuple[int, int], Text] = {}
    for spec in view.board.spaces:
        here = [seat for seat, where in enumerate(view.pawns) if where == spec.id]
        if here:
            cell = pawn_label(view, here, spec.id)
        else:
            label, style = space_label(view, spec.id)
            if spec.id == target:
                label, style = "▸" + label[1:], style + Style(reverse=True, dim=False)
            cell = Text(label, style)
        if path and spec.id in path:
            cell.stylize(Style(underline=True))
        pad = width - cell.cell_len
        cells[spec.at] = Text.assemble(" " * (pad // 2), cell, " " * (pad - pad // 2))
    for x, y in _between(view):
        cells.setdefault((x, y), Text(" · ".center(width), Style(dim=True)))
    lines: list[Text] = []
    for y in range(rows):
        line = Text()
        for x in range(columns):
            line.append_text(cells.get((x, y), Text(" " * width)))
        lines.append(line)
        lines.extend(Text() for _ in range(step - 1))
    if step > 1:
        lines.pop()
    return Text("\n").join(lines)


def _between(view: TruelView) -> list[tuple[int, int]]:
    """Grid cells on the straight line between linked spaces drawn apart (the shortcuts), so
    the eye can follow the track."""
    at = {s.id: s.at for s in view.board.spaces}
    cells = []
    for a, b in view.board.links:
        (x0, y0), (x1, y1) = at[a], at[b]
        steps = max(abs(x1 - x0), abs(y1 - y0))
        for i in range(1, steps):
            cells.append((round(x0 + (x1 - x0) * i / steps), round(y0 + (y1 - y0) * i / steps)))
    return cells


def legend_text(say: Say = english) -> Text:
    """What the symbols mean (the same words in colour and without)."""
    rows = [
        ("r g b", ui("truel.ui.legend-colour")),
        ("S→r", ui("truel.ui.legend-start")),
        ("X", ui("truel.ui.legend-crossroads")),
        ("C+1 C-1", ui("truel.ui.legend-cards")),
        ("T+1 T-1", ui("truel.ui.legend-turns")),
        ("(R)", ui("truel.ui.legend-pawn")),
        ("R→r", ui("truel.ui.legend-pawn-on-start")),
    ]
    return Text("\n").join(
        Text.assemble((f"{sign:<8}", "bold"), say(about)) for sign, about in rows
    )
