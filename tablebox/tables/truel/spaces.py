"""What a space is called at the table: its place on the board's ruler (``f1``: column f, row
1), which the board prints along its edges, so the log and the crossroads choice name spaces
the way a player finds them. Derived from the board data (each space's ``at``), so an own
board file (``--board``) is named the same way."""

from __future__ import annotations

from games.truel.data import BoardSpec, SpaceSpec

COLUMNS = "abcdefghijklmnopqrstuvwxyz"


def column_name(x: int) -> str:
    """``0`` -> ``a``; past ``z`` the letters repeat with a count (a board that wide is rare)."""
    return COLUMNS[x % len(COLUMNS)] + ("" if x < len(COLUMNS) else str(x // len(COLUMNS)))


def coordinate(at: tuple[int, int]) -> str:
    return f"{column_name(at[0])}{at[1] + 1}"


def space_spec(board: BoardSpec, space: str) -> SpaceSpec:
    return next(s for s in board.spaces if s.id == space)


def space_name(board: BoardSpec, space: str) -> str:
    """The space's coordinate; an id the board does not hold is shown as it is."""
    found = [s for s in board.spaces if s.id == space]
    return coordinate(found[0].at) if found else space


ARROWS = {
    (1, 0): "→",
    (-1, 0): "←",
    (0, 1): "↓",
    (0, -1): "↑",
    (1, 1): "↘",
    (-1, 1): "↙",
    (1, -1): "↗",
    (-1, -1): "↖",
}


def arrow(board: BoardSpec, source: str, target: str) -> str:
    """The direction from ``source`` to ``target`` as drawn on the board."""
    (x0, y0), (x1, y1) = space_spec(board, source).at, space_spec(board, target).at

    def sign(d: int) -> int:
        return (d > 0) - (d < 0)

    return ARROWS.get((sign(x1 - x0), sign(y1 - y0)), "→")


def start_arrow(board: BoardSpec, space: str) -> str:
    """A Start's arrow: the way forward, towards the first space linked from it."""
    following = next((b for a, b in board.links if a == space), None)
    return "→" if following is None else arrow(board, space, following)
