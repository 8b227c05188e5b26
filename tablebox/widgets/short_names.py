"""Players' names in a few cells: each read in full where it fits, else cut with "…" so that
the players can still be told apart (issue 26.4: "Bartholomew" and "Bartolomea" over two cards
must not both read "Bart…").

Widths are terminal cells (:func:`rich.cells.cell_len`), not characters.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len

ELLIPSIS = "…"


def share_out(wanted: Sequence[int], least: Sequence[int], room: int) -> list[int]:
    """How many cells each name gets when the names side by side have ``room`` cells: a name
    wants ``wanted[i]`` cells, and its place takes ``least[i]`` whatever it shows (the card
    under it). The room goes to the short names in full and is shared evenly among the long
    ones; with too little room, each gets ``least[i]`` (the caller's layout wraps)."""

    def used(level: int) -> int:
        return sum(max(low, min(want, level)) for want, low in zip(wanted, least, strict=True))

    top = max(wanted, default=0)
    if used(top) <= room:
        return list(wanted)
    level = max(least, default=0)
    if used(level) > room:
        return [min(want, low) for want, low in zip(wanted, least, strict=True)]
    while used(level + 1) <= room:
        level += 1
    widths = [min(want, max(low, level)) for want, low in zip(wanted, least, strict=True)]
    spare = room - used(level)
    for index, want in enumerate(wanted):  # what the even share leaves, one cell each in turn
        if spare and widths[index] < want:
            widths[index] += 1
            spare -= 1
    return widths


def shortened(names: Sequence[str], widths: Sequence[int]) -> list[str]:
    """Each name in at most its width of cells: in full where it fits, else its start and "…"
    (``Barth…``); where that start could be another player's name too, the cut moves left and
    the name's end is shown after the "…" (``Bart…w`` and ``Bart…a``) until it can be only
    this player's."""
    shown = []
    for index, (name, width) in enumerate(zip(names, widths, strict=True)):
        others = [other for at, other in enumerate(names) if at != index]
        shown.append(name if cell_len(name) <= width else _cut(name, width, others))
    return shown


def _cut(name: str, width: int, others: Sequence[str]) -> str:
    room = max(width - cell_len(ELLIPSIS), 1)
    first = None
    for tail_cells in range(room):  # the end shown grows by a cell each time
        head, tail = _head(name, room - tail_cells), _tail(name, tail_cells)
        if not head and tail_cells:
            break
        candidate = f"{head}{ELLIPSIS}{tail}"
        first = first or candidate
        if not any(_could_be(other, head, tail) for other in others):
            return candidate
    return first or ELLIPSIS  # the same name twice: nothing tells them apart


def _could_be(name: str, head: str, tail: str) -> bool:
    """Whether ``head…tail`` could be read as ``name`` (with at least one letter cut)."""
    return len(name) > len(head) + len(tail) and name.startswith(head) and name.endswith(tail)


def _head(text: str, cells: int) -> str:
    """The longest start of ``text`` that takes at most ``cells`` cells."""
    used = 0
    for index, char in enumerate(text):
        used += cell_len(char)
        if used > cells:
            return text[:index]
    return text


def _tail(text: str, cells: int) -> str:
    return _head(text[::-1], cells)[::-1]
