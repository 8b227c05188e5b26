"""Oriflamme's intrigue row as cards side by side, scrolled so the focused card is always shown.

Each position is a small card, :data:`CELL_WIDTH` cells wide and :data:`CELL_LINES` tall:

    ` 3 Red   `  the position number and the family on the card's back (the family's colour)
    `Assassin-`  the card's name on two lines when the viewer may see it,
    `ation    `  else the hatched back of a face-down card
    `face down`  face up or face down
    `●2 ▤3    `  influence lying on it and the height of its stack (blank when 0 and 1)
    `▲ target `  a note (resolving now, passed, a legal target) or the cursor

The row can hold about thirty positions, far more than 80 columns show, so the widget draws the
window of cards that fits its width and slides it (like a scroll) only when the focused card
would leave it. Arrows at either edge count the cards out of sight.

Game-specific but screen-neutral: the table screen turns a view into :class:`RowCell` values and
passes the colours in a :class:`Palette` read from its stylesheet. For the mouse,
:meth:`IntrigueRow.place_at` says what a column of the widget shows: a card, or one end of the
row (the edge columns and the room beyond the last card).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from rich.style import Style
from rich.text import Text
from textual.widget import Widget

CELL_WIDTH = 9
"""Text cells per card; one more separates two cards."""
CELL_LINES = 6
EDGE = 3
"""Columns kept at each side for the "more cards this way" arrow and count."""
CARD_BACK = "░" * CELL_WIDTH

NAME_LINES: dict[str, tuple[str, str]] = {
    "archer": ("Archer", ""),
    "soldier": ("Soldier", ""),
    "spy": ("Spy", ""),
    "heir": ("Heir", ""),
    "shapeshifter": ("Shape-", "shifter"),
    "lord": ("Lord", ""),
    "assassination": ("Assassin-", "ation"),
    "royal-decree": ("Royal", "Decree"),
    "ambush": ("Ambush", ""),
    "conspiracy": ("Conspi-", "racy"),
}
"""Each card's name broken to fit a card (the detail line under the row spells it out)."""


@dataclass(frozen=True, slots=True)
class RowCell:
    """One card of the row as drawn."""

    number: int | None
    """Its position; None for a card not in the row yet (the one being placed)."""
    family: str
    family_name: str
    kind: str | None
    """The card's kind when the viewer may see its face; None draws the back."""
    face_up: bool
    tokens: int = 0
    height: int = 1
    note: str = ""
    """A word or two under the card: ``now``, ``done``, ``target``, ``here``."""
    resolving: bool = False
    passed: bool = False
    cursor: bool = False
    ghost: bool = False
    """A card about to arrive (being placed, or moved by a Royal Decree): drawn in italics."""


@dataclass(frozen=True, slots=True)
class Palette:
    """Rich styles from the screen's stylesheet, so colours stay in ``oriflamme.tcss``."""

    back: dict[str, Style] = field(default_factory=dict)
    """Family -> the coloured strip at the top of its cards (text and background)."""
    ink: dict[str, Style] = field(default_factory=dict)
    """Family -> text in the family's colour, readable on the dark table."""
    card: Style = field(default_factory=Style)
    """The body of a card, so cards stand out from the table."""
    cursor: Style = field(default_factory=lambda: Style(reverse=True, bold=True))
    now: Style = field(default_factory=lambda: Style(bold=True))
    done: Style = field(default_factory=lambda: Style(dim=True))
    target: Style = field(default_factory=lambda: Style(bold=True))
    refusal: Style = field(default_factory=lambda: Style(bold=True))


class IntrigueRow(Widget, can_focus=False):
    """The row of cards, windowed to the width available."""

    ALLOW_SELECT = False
    """Clicks choose places; they must not select the row's text."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cells: list[RowCell] = []
        self.focus_index: int | None = None
        self.palette = Palette()
        self.empty = Text()
        self._start = 0
        """The first card shown; kept between draws so the row moves only when it must."""
        self.shown: range = range(0)
        """The cards drawn last time (for tests and the detail line)."""

    def show(
        self,
        cells: Sequence[RowCell],
        focus: int | None,
        palette: Palette,
        empty: Text | None = None,
    ) -> None:
        """Draw ``cells``, sliding the window so ``cells[focus]`` is in it."""
        self.cells = list(cells)
        self.focus_index = focus
        self.palette = palette
        self.empty = empty or Text()
        self.refresh()

    def fitting(self, width: int) -> int:
        """How many cards fit in ``width`` columns beside the edge arrows."""
        return max(1, (width - 2 * EDGE + 1) // (CELL_WIDTH + 1))

    def place_at(self, x: int) -> int | str | None:
        """What column ``x`` of the content shows: the index of a cell in ``cells`` (the gap
        after a card counts as the card), ``"left"`` for the left edge, ``"right"`` for the
        right edge and any room after the last card shown; None before the row is drawn."""
        shown = self.shown
        if not self.cells:
            return None if x < 0 else "left" if x < EDGE else "right"
        if not shown:
            return None
        if x < EDGE:
            return "left"
        slot = (x - EDGE) // (CELL_WIDTH + 1)
        if slot >= len(shown):
            return "right"
        return shown.start + slot

    def _window(self, width: int) -> range:
        count = len(self.cells)
        fit = self.fitting(width)
        start = min(self._start, max(0, count - fit))
        focus = self.focus_index
        if focus is not None:
            if focus < start:
                start = focus
            elif focus >= start + fit:
                start = focus - fit + 1
        self._start = start
        return range(start, min(count, start + fit))

    def render(self) -> Text:
        if not self.cells:
            self.shown = range(0)
            return self.empty
        shown = self._window(self.content_size.width or 80)
        self.shown = shown
        lines = [Text(no_wrap=True, overflow="crop") for _ in range(CELL_LINES)]
        self._edge(lines, shown.start, "◀", left=True)
        for index in shown:
            for line, part in zip(lines, self._card(self.cells[index]), strict=True):
                line.append_text(part)
                line.append(" ")
        self._edge(lines, len(self.cells) - shown.stop, "▶", left=False)
        return Text("\n", no_wrap=True).join(lines)

    @staticmethod
    def _edge(lines: list[Text], hidden: int, arrow: str, *, left: bool) -> None:
        """An arrow and how many cards lie beyond this edge, or blank space."""
        top = f"{arrow:^{EDGE - 1}}" if hidden else ""
        count = f"{hidden:^{EDGE - 1}}" if hidden else ""
        for index, line in enumerate(lines):
            word = top if index == 2 else count if index == 3 else ""
            cell = f"{word:<{EDGE - 1}}"
            if left:
                line.append(cell + " ", style="bold")
            else:
                line.append(cell, style="bold")

    def _card(self, cell: RowCell) -> list[Text]:
        palette = self.palette
        ink = palette.ink.get(cell.family, Style())
        body = palette.card
        number = " +" if cell.number is None else f"{cell.number:>2}"
        strip = Text(
            f"{number} {cell.family_name}"[:CELL_WIDTH].ljust(CELL_WIDTH),
            style=palette.back.get(cell.family, Style()) + Style(bold=True, italic=cell.ghost),
        )
        names: tuple[Text, ...]
        if cell.kind is None:
            names = (Text(CARD_BACK, style=body + ink + Style(dim=True)),) * 2
        else:
            first, second = NAME_LINES.get(cell.kind, (cell.kind, ""))
            look = Style(bold=cell.face_up, italic=not cell.face_up or cell.ghost)
            names = tuple(
                Text(word.ljust(CELL_WIDTH), style=body + ink + look) for word in (first, second)
            )
        face = Text(
            ("face up" if cell.face_up else "face down").ljust(CELL_WIDTH),
            style=body + Style(dim=not cell.face_up),
        )
        counts = " ".join(
            part
            for part in (
                f"●{cell.tokens}" if cell.tokens else "",
                f"▤{cell.height}" if cell.height > 1 else "",
            )
            if part
        )
        return [strip, *names, face, Text(counts.ljust(CELL_WIDTH), style=body), self._note(cell)]

    def _note(self, cell: RowCell) -> Text:
        palette = self.palette
        if cell.cursor:
            word = f"▲ {cell.note}" if cell.note else "▲"
            return Text(f"{word:^{CELL_WIDTH}}", style=palette.cursor)
        style = (
            palette.now
            if cell.resolving
            else palette.target
            if cell.note and not cell.passed
            else palette.done
        )
        return Text(f"{cell.note:^{CELL_WIDTH}}", style=style)
