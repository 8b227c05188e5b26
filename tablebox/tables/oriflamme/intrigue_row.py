"""Oriflamme's intrigue row as framed cards side by side, scrolled so the focused card is shown.

Each position is a small card in a box-drawing frame. At the table's usual size (80×24) a card
is :data:`CELL_WIDTH` cells wide and :data:`CELL_LINES` tall::

    ┌ 3 ─ B ┐   the position number and the owner's family mark (a letter, in the family's
    │Assass-│   colour); the card's name when the viewer may see it, else the card's back:
    │ination│   ░ hatching with the family's name, so the owner reads without colour
    │●2   ▤3│   influence lying on it, and the height of its stack
    └─down──┘   face up or face down; a stack has a double frame (╔═╗), a card on cards
     ▲ now      a note (resolving now, passed, a legal target) or the cursor

When the row has room for taller cards (its height, set by the screen's breakpoints, is at least
:data:`LARGE.lines`), each card is wider and gains a strip with the family's name and a line
saying whether it is a character or an intrigue.

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
from functools import lru_cache

from rich.style import Style
from rich.text import Text
from textual.strip import Strip
from textual.style import Style as VisualStyle
from textual.visual import Visual, visualize
from textual.widget import Widget

from tablebox.tables.oriflamme.words import Say, english, ui


@dataclass(frozen=True, slots=True)
class CardSize:
    """How big a card is drawn: ``width`` cells (frame included), ``lines`` with the note."""

    width: int
    lines: int
    strip: bool
    """Whether the card has a strip with its family's name and a line with its sort."""


SMALL = CardSize(width=9, lines=6, strip=False)
LARGE = CardSize(width=12, lines=8, strip=True)

CELL_WIDTH = SMALL.width
"""Text cells per card at the usual size; one more separates two cards."""
CELL_LINES = SMALL.lines
EDGE = 3
"""Columns kept at each side for the "more cards this way" arrow and count."""
CARD_BACK = "░" * (CELL_WIDTH - 2)
"""The first line inside the frame of a card whose face the viewer may not see."""

FAMILY_MARKS: dict[str, str] = {
    "red": "oriflamme.ui.mark-red",
    "blue": "oriflamme.ui.mark-blue",
    "green": "oriflamme.ui.mark-green",
    "yellow": "oriflamme.ui.mark-yellow",
    "black": "oriflamme.ui.mark-black",
}
"""The owner's mark on every card, so the family reads without colour (NO_COLOR,
colour-blind players): a letter of the family's name in the table's language (English K for
black, as B is blue; Czech R, M, Z, Ž, Č, issue 29.4)."""

INTRIGUES = frozenset({"assassination", "royal-decree", "ambush", "conspiracy"})
CHARACTERS = frozenset({"archer", "soldier", "spy", "heir", "shapeshifter", "lord"})


def name_lines(kind: str, size: CardSize, say: Say) -> tuple[str, str]:
    """A card's name broken in two lines to fit a card of ``size`` (the detail line under the
    row spells it out): the catalog's ``oriflamme.ui.name-lines.<kind>`` (large cards) and
    ``oriflamme.ui.small-name-lines.<kind>`` (small ones, seven cells inside), a line break
    where the name is broken."""
    key = (
        f"oriflamme.ui.name-lines.{kind}" if size.strip else f"oriflamme.ui.small-name-lines.{kind}"
    )
    if kind not in INTRIGUES | CHARACTERS:
        return kind, ""
    first, _, second = ui(say, key).partition("\n")
    return first, second


SMALL_NAME_LINES: dict[str, tuple[str, str]] = {
    kind: name_lines(kind, SMALL, english) for kind in sorted(INTRIGUES | CHARACTERS)
}
"""The English lines of each card's name on a small card (for the tests that read the row)."""


FRAMES: dict[bool, tuple[str, str, str, str, str, str]] = {
    False: ("┌", "┐", "└", "┘", "─", "│"),
    True: ("╔", "╗", "╚", "╝", "═", "║"),
}
"""A single card's frame, and a stack's: a double frame shows cards lying under it."""


def family_mark(family: str, say: Say = english) -> str:
    key = FAMILY_MARKS.get(family)
    return family[:1].upper() if key is None else ui(say, key)


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
    """A word or two under the card: ``now``, ``done``, ``target``, ``here``, ``on top``."""
    resolving: bool = False
    passed: bool = False
    cursor: bool = False
    ghost: bool = False
    """A card about to arrive (being placed, or moved by a Royal Decree): drawn in italics."""
    in_hand: bool = False
    """A card of the hand: no position, and its frame does not say how it lies."""
    struck: bool = False
    """A card that has just left the row (eliminated or discarded), shown struck through for
    the moment the move that took it stays on screen: ✗ for its position."""


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

    def __hash__(self) -> int:
        # The screen reads a new palette on every draw: equal colours must find the cards
        # already drawn in them (:func:`draw_card`'s cache).
        return hash(
            (
                tuple(sorted(self.back.items())),
                tuple(sorted(self.ink.items())),
                self.card,
                self.cursor,
                self.now,
                self.done,
                self.target,
                self.refusal,
            )
        )


def draw_card(
    cell: RowCell, palette: Palette, size: CardSize = SMALL, *, say: Say = english
) -> list[Text]:
    """``cell`` as ``size.lines`` lines of ``size.width`` cells: the framed card, then its
    note. A card drawn before is not drawn again (a key moves the cursor over a row of cards
    that mostly stay as they were); the lines are copies, free to be styled further."""
    return [line.copy() for line in _drawn_card(cell, palette, size, say)]


@lru_cache(maxsize=1024)
def _drawn_card(cell: RowCell, palette: Palette, size: CardSize, say: Say) -> tuple[Text, ...]:
    return tuple(_draw_card(cell, palette, size, say))


def _draw_card(cell: RowCell, palette: Palette, size: CardSize, say: Say) -> list[Text]:
    inside = size.width - 2
    ink = palette.ink.get(cell.family, Style())
    back = palette.back.get(cell.family, Style())
    body = palette.card
    frame_style = body + ink + Style(bold=cell.cursor, italic=cell.ghost)
    tl, tr, bl, br, flat, side = FRAMES[cell.height > 1]

    def framed(content: Text) -> Text:
        content.truncate(inside, pad=True)
        return Text.assemble((side, frame_style), content, (side, frame_style))

    if cell.in_hand:
        number = flat * 2
    elif cell.struck:
        number = " ✗"
    else:
        number = " +" if cell.number is None else f"{cell.number:>2}"
    mark = f" {family_mark(cell.family, say)} "
    top = Text.assemble(
        (tl + number + (flat if cell.in_hand else " "), frame_style),
        (flat * (inside - len(number) - 1 - len(mark)), frame_style),
        (mark, back + Style(bold=True)),
        (tr, frame_style),
    )
    lines = [top]
    if size.strip:
        lines.append(framed(Text(cell.family_name, style=back + Style(bold=True))))
    if cell.kind is None:
        # The back, hatched; a small card (no strip) names its family in the hatching.
        hatch = body + ink + Style(dim=True)
        name = cell.family_name
        if (inside - len(name)) % 2 == 0 and len(name) + 2 <= inside:
            name = f" {name} "
        lines.append(framed(Text("░" * inside, style=hatch)))
        if size.strip:
            lines.extend(framed(Text("░" * inside, style=hatch)) for _ in range(2))
        else:
            lines.append(framed(Text(f"{name:░^{inside}}", style=hatch)))
    else:
        names = name_lines(cell.kind, size, say)
        look = (
            body
            + ink
            + Style(bold=cell.face_up, italic=not cell.face_up or cell.ghost, strike=cell.struck)
        )
        lines.extend(framed(Text(word, style=look)) for word in names)
        if size.strip:
            sort = ui(
                say,
                "oriflamme.ui.sort.intrigue"
                if cell.kind in INTRIGUES
                else "oriflamme.ui.sort.character",
            )
            lines.append(framed(Text(sort, style=body + Style(dim=True))))
    tokens = f"●{cell.tokens}" if cell.tokens else ""
    stack = f"▤{cell.height}" if cell.height > 1 else ""
    gap = max(1, inside - len(tokens) - len(stack))
    lines.append(framed(Text(tokens + " " * gap + stack, style=body + Style(bold=True))))
    if cell.in_hand:
        face = ""
    else:
        face = ui(say, "oriflamme.ui.frame.up" if cell.face_up else "oriflamme.ui.frame.down")
    lines.append(Text(f"{bl}{face:{flat}^{inside}}{br}", style=frame_style))
    lines.append(_note(cell, palette, size.width))
    return lines


def _note(cell: RowCell, palette: Palette, width: int) -> Text:
    if cell.cursor:
        word = f"▲ {cell.note}" if cell.note else "▲"
        if len(word) > width:  # a long word (Czech "vyřazena") goes without the arrow
            word = cell.note
        return Text(f"{word:^{width}}", style=palette.cursor)
    style = (
        palette.now
        if cell.resolving
        else palette.target
        if cell.note and not cell.passed
        else palette.done
    )
    return Text(f"{cell.note:^{width}}", style=style)


class IntrigueRow(Widget, can_focus=False):
    """The row of cards, windowed to the width available; large cards when it is tall enough."""

    ALLOW_SELECT = False
    """Clicks choose places; they must not select the row's text."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cells: list[RowCell] = []
        self.focus_index: int | None = None
        self.palette = Palette()
        self.empty = Text()
        self.say: Say = english
        self._start = 0
        """The first card shown; kept between draws so the row moves only when it must."""
        self.shown: range = range(0)
        """The cards drawn last time (for tests and the detail line)."""
        self._lines: tuple[tuple[int, int, VisualStyle], list[Strip]] | None = None
        """The lines on screen, for the size and style they were rendered in."""
        self._pieces: dict[tuple[object, ...], list[Strip]] = {}
        """Each card (and edge) as rendered lately: most keys change one card or two."""

    @property
    def card_size(self) -> CardSize:
        """Large cards when the stylesheet gives the row their height, else small ones."""
        return LARGE if self.content_size.height >= LARGE.lines else SMALL

    def show(
        self,
        cells: Sequence[RowCell],
        focus: int | None,
        palette: Palette,
        empty: Text | None = None,
        say: Say = english,
    ) -> None:
        """Draw ``cells``, sliding the window so ``cells[focus]`` is in it (``say``: the
        table's words)."""
        drawn = (self.cells, self.focus_index, self.palette, self.empty, self.say)
        empty = empty or Text()
        cells = list(cells)
        if drawn == (cells, focus, palette, empty, say):
            return  # the cursor moves in the hand: the row stays as it is drawn
        self.say = say
        self.cells = cells
        self.focus_index = focus
        self.palette = palette
        self.empty = empty
        self._lines = None
        self.refresh()

    def fitting(self, width: int) -> int:
        """How many cards fit in ``width`` columns beside the edge arrows."""
        return max(1, (width - 2 * EDGE + 1) // (self.card_size.width + 1))

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
        slot = (x - EDGE) // (self.card_size.width + 1)
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
        size = self.card_size
        shown = self._window(self.content_size.width or 80)
        self.shown = shown
        lines = [Text(no_wrap=True, overflow="crop") for _ in range(size.lines)]
        self._edge(lines, shown.start, "◀", left=True)
        for index in shown:
            card = draw_card(self.cells[index], self.palette, size, say=self.say)
            for line, part in zip(lines, card, strict=True):
                line.append_text(part)
                line.append(" ")
        self._edge(lines, len(self.cells) - shown.stop, "▶", left=False)
        return Text("\n", no_wrap=True).join(lines)

    def render_line(self, y: int) -> Strip:
        """Line ``y`` of the row: each card's lines rendered once and joined, so a key that
        changes a card or two renders those, not the whole row (what :meth:`render` draws, and
        Textual would render from it whole after any change)."""
        width, height = self.size
        style = self.visual_style
        key = (width, height, style)
        if self._lines is None or self._lines[0] != key:
            self._lines = (key, self._render_strips(width, height, style))
        lines = self._lines[1]
        return lines[y] if y < len(lines) else Strip.blank(width, style.rich_style)

    def _render_strips(self, width: int, height: int, style: VisualStyle) -> list[Strip]:
        if not self.cells:
            self.shown = range(0)
            return Visual.to_strips(self, visualize(self, self.empty), width, height, style)
        size = self.card_size
        shown = self._window(self.content_size.width or 80)
        self.shown = shown
        left = ("edge", shown.start, True, size, style)
        right = ("edge", len(self.cells) - shown.stop, False, size, style)
        cards = [("card", self.cells[i], size, self.palette, self.say, style) for i in shown]
        pieces = [self._piece(key) for key in (left, *cards, right)]
        return [Strip.join(piece[line] for piece in pieces) for line in range(size.lines)]

    def _piece(self, key: tuple[object, ...]) -> list[Strip]:
        """An edge or a card (and the blank after it) as rendered strips, as :meth:`render`
        draws it."""
        found = self._pieces.get(key)
        if found is not None:
            return found
        size = self.card_size
        lines = [Text(no_wrap=True, overflow="crop") for _ in range(size.lines)]
        if key[0] == "edge":
            _kind, hidden, left, _size, style = key
            assert isinstance(hidden, int) and isinstance(style, VisualStyle)
            self._edge(lines, hidden, "◀" if left else "▶", left=bool(left))
            width = EDGE if left else EDGE - 1
        else:
            _kind, cell, _size, _palette, _say, style = key
            assert isinstance(cell, RowCell) and isinstance(style, VisualStyle)
            drawn = draw_card(cell, self.palette, size, say=self.say)
            for line, part in zip(lines, drawn, strict=True):
                line.append_text(part)
                line.append(" ")
            width = size.width + 1
        text = Text("\n", no_wrap=True).join(lines)
        strips = Visual.to_strips(self, visualize(self, text), width, size.lines, style)
        if len(self._pieces) > 512:
            self._pieces.clear()
        self._pieces[key] = strips
        return strips

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
