"""Cards as text: a hand with a highlighted card, choice buttons, and runs of cards by suit.

Game-neutral: a table screen turns its game's view into :class:`CardFace` and
:class:`ChoiceFace` values, and these widgets draw them. Suit colours arrive as Rich styles the
screen reads from the stylesheet, so colours stay in ``tablebox.tcss`` (one set per light or
dark theme). Colour is never the only clue: every run of cards names its suit, and a card that
cannot be played is marked :data:`UNPLAYABLE_MARK` as well as greyed.

The mouse: each card of the hand and each choice button carries its place in its text's style
(``meta``: :data:`CARD_META` or :data:`CHOICE_META` -> index), so the screen learns from a click
which one it was on, wherever the line wrapped.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import groupby
from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual.widgets import Static

from tablebox.widgets.redraw import update_in_place

UNPLAYABLE_MARK = "✗"
"""Beside a card that cannot be played now (its grey alone would vanish without colour)."""
CARD_META = "hand-card"
"""Style meta of a hand's card: its index in the hand."""
CHOICE_META = "hand-choice"
"""Style meta of a choice button: its index among the choices."""


@dataclass(frozen=True, slots=True)
class CardFace:
    """One card as the table draws it."""

    action: str
    """The notation that plays it, e.g. ``"giant-5"``."""
    label: str
    """Its full name, e.g. ``"Giant 5"``."""
    short: str
    """What is printed on it inside its suit's run, e.g. ``"5"``."""
    suit: str
    suit_name: str
    style: Style
    suit_short: str = ""
    """A shorter suit name for a hand or pile too long for its line, e.g. ``"Dop"``."""
    playable: bool = True
    why_not: str | None = None


@dataclass(frozen=True, slots=True)
class ChoiceFace:
    """A decision that is not a card, e.g. keeping the prize or the deck's top card."""

    action: str
    key: str
    """The letter that takes it directly."""
    label: Text


def suit_run_parts(cards: Sequence[CardFace], short: bool = False) -> list[Text]:
    """``[Gnomes 3 5, Giants 1]``: one coloured run per suit, in the order given; with
    ``short``, the suits' short names where they have one."""
    parts: list[Text] = []
    for _, run in groupby(cards, key=lambda card: card.suit):
        faces = list(run)
        style = faces[0].style
        name = (short and faces[0].suit_short) or faces[0].suit_name
        parts.append(
            Text.assemble((name, style + Style(bold=True)), " ")
            + Text(" ".join(face.short for face in faces), style=style)
        )
    return parts


def suit_runs(cards: Sequence[CardFace], empty: str = "none") -> Text:
    """``Gnomes 3 5 · Giants 1``: cards grouped by suit (in the order given), coloured."""
    if not cards:
        return Text(empty, style="italic")
    return Text(" · ").join(suit_run_parts(cards))


def pack(parts: Sequence[Text], width: int, indent: int, separator: str = " · ") -> list[Text]:
    """Lay ``parts`` out in lines of at most ``width`` cells, breaking only between parts and
    indenting every line by ``indent``, so a long run never splits mid-suit."""
    lines: list[Text] = []
    line = Text(" " * indent)
    for part in parts:
        if line.cell_len > indent and line.cell_len + len(separator) + part.cell_len > width:
            lines.append(line)
            line = Text(" " * indent)
        if line.cell_len > indent:
            line.append(separator)
        line.append_text(part)
    if line.cell_len > indent:
        lines.append(line)
    return lines


class HandBar(Static):
    """The acting player's hand on one line, the highlighted card's status on the next."""

    ALLOW_SELECT = False
    """A double click plays a card; it must not select the bar's text."""
    COMPONENT_CLASSES: ClassVar[set[str]] = {"hand--cursor", "hand--unplayable", "hand--refusal"}

    def show_cards(
        self,
        cards: Sequence[CardFace],
        cursor: int,
        note: Text | None = None,
        refusal: str | None = None,
    ) -> None:
        """Draw the hand; ``refusal`` replaces the highlighted card's status with why an action
        was just refused."""
        # Too long for the line: shorten the longest suit names first, one at a time.
        room = self.content_size.width or 78
        short: set[str] = set()
        line = self._hand_line(cards, cursor, short)
        longest_first = sorted({c.suit: c for c in cards}.values(), key=lambda c: -len(c.suit_name))
        for face in longest_first:
            if line.cell_len <= room:
                break
            if face.suit_short:
                short.add(face.suit)
                line = self._hand_line(cards, cursor, short)
        if refusal:
            style = self.get_component_rich_style("hand--refusal", partial=True)
            status = Text(f"✗ {refusal}", style=style)
        else:
            status = self._status(cards, cursor)
        update_in_place(self, Text("\n").join([line, status, note or Text()]))

    def _hand_line(self, cards: Sequence[CardFace], cursor: int, short: set[str]) -> Text:
        line = Text()
        for index, (_, run) in enumerate(groupby(enumerate(cards), key=lambda c: c[1].suit)):
            faces = list(run)
            if index:
                line.append(" ")
            first = faces[0][1]
            name_style = first.style + Style(bold=True)
            if not any(face.playable for _, face in faces):
                name_style += self.get_component_rich_style("hand--unplayable", partial=True)
            name = first.suit_short if first.suit in short else first.suit_name
            line.append(name, name_style)
            for position, face in faces:
                # Every card takes three cells, so moving the highlight never shifts the line.
                mark = " " if face.playable else UNPLAYABLE_MARK
                style = self._card_style(face, position == cursor)
                line.append(f" {face.short}{mark}", style + Style(meta={CARD_META: position}))
        return line

    def show_choices(self, choices: Sequence[ChoiceFace], cursor: int, intro: Text) -> None:
        line = Text()
        starts: list[int] = []
        for position, choice in enumerate(choices):
            if position:
                line.append("   ")
            button = Text.assemble(f" {choice.key}  ", choice.label, " ")
            if position == cursor:
                button.stylize(self.get_component_rich_style("hand--cursor", partial=True))
            # For the mouse, a button reaches back over the blanks before it (the last cell of
            # the button before and the gap), so the line's style runs stay as they were.
            starts.append(max(0, len(line) - 3 - 1) if position else 0)
            line.append_text(button)
        for position, (start, end) in enumerate(zip(starts, [*starts[1:], len(line)], strict=True)):
            line.stylize(Style(meta={CHOICE_META: position}), start, end)
        hint = Text("←→ choose and Enter, or press its key", style="italic")
        update_in_place(self, Text("\n").join([intro, line, hint]))

    def show_message(self, message: Text) -> None:
        update_in_place(self, message)

    def _card_style(self, face: CardFace, highlighted: bool) -> Style:
        style = face.style
        if not face.playable:
            style += self.get_component_rich_style("hand--unplayable", partial=True)
        if highlighted:
            style += self.get_component_rich_style("hand--cursor", partial=True)
        return style

    @staticmethod
    def _status(cards: Sequence[CardFace], cursor: int) -> Text:
        if not cards:
            return Text("No cards in hand.", style="italic")
        face = cards[cursor]
        if face.playable:
            return Text.assemble("▲ ", (face.label, face.style), " — Enter plays it")
        why = face.why_not or "not allowed"
        return Text.assemble("▲ ", (face.label, face.style), f" cannot be played now: {why}")
