"""Cards as text: a hand of framed cards with a highlighted one, choice buttons, and runs of
cards by suit.

Game-neutral: a table screen turns its game's view into :class:`CardFace` and
:class:`ChoiceFace` values, and these widgets draw them (the frames: :mod:`card_frames`). Suit
colours arrive as Rich styles the screen reads from the stylesheet, so colours stay in
``tablebox.tcss`` (one set per light or dark theme). Colour is never the only clue: every card
prints its suit's symbol and abbreviation, every run of cards names its suit, and a card that
cannot be played has a dashed frame marked :data:`UNPLAYABLE_MARK` as well as being greyed.

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

from tablebox.catalog import DEFAULT_LANGUAGE, Catalog
from tablebox.widgets.card_frames import SMALL, CardSize, FaceText, card_rows, side_by_side
from tablebox.widgets.card_frames import UNPLAYABLE_MARK as UNPLAYABLE_MARK
from tablebox.widgets.language import catalog_for, words_of
from tablebox.widgets.redraw import update_in_place
from tablebox.widgets.words import styled

WORDS = catalog_for(DEFAULT_LANGUAGE)
"""English, for what is drawn outside the app (the tests'); the bar speaks its app's language."""
"""The widgets' own few words (a table passes its game's words in)."""
NO_CARDS = WORDS.text("common.ui.no-cards-run")

HAND_GAPS = ((1, 2), (0, 1), (0, 0))
"""Blank cells between two cards of one suit and between suits, the roomiest that fits first."""
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
    symbol: str = ""
    """The suit's symbol (one cell), printed on the framed card, e.g. ``"✿"``."""
    name: str = ""
    """The name of one card of the suit, e.g. ``"Gnome"``: printed on a large framed card."""

    def face_text(self) -> FaceText:
        """What its framed card shows."""
        return FaceText(
            value=self.short,
            symbol=self.symbol,
            abbreviation=self.suit_short or self.suit_name[:3],
            name=self.name or self.suit_name,
        )


def face_rows(face: CardFace, size: CardSize = SMALL, style: Style | None = None) -> list[Text]:
    """``face`` as a framed card (in its suit's colour unless ``style`` is given)."""
    return card_rows(face.face_text(), face.style if style is None else style, size)


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


def suit_runs(cards: Sequence[CardFace], empty: str = NO_CARDS) -> Text:
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
    """The acting player's hand as framed cards, the highlighted card's status under them."""

    ALLOW_SELECT = False
    """A double click plays a card; it must not select the bar's text."""
    COMPONENT_CLASSES: ClassVar[set[str]] = {"hand--cursor", "hand--unplayable", "hand--refusal"}

    card_size: CardSize = SMALL
    """Small cards for 80×24; the table sets large ones when the terminal has room."""

    def show_cards(
        self,
        cards: Sequence[CardFace],
        cursor: int,
        note: Text | None = None,
        refusal: str | None = None,
        enter_does: str | None = None,
    ) -> None:
        """Draw the hand; ``refusal`` replaces the highlighted card's status with why an action
        was just refused; ``enter_does`` says what Enter does with a card that may be chosen
        (by default: it plays it)."""
        words = words_of(self)
        if enter_does is None:
            enter_does = words.text("common.ui.enter-plays")
        room = self.content_size.width or 78
        rows = self.hand_rows(cards, cursor, room)
        if refusal:
            style = self.get_component_rich_style("hand--refusal", partial=True)
            status = Text(f"{UNPLAYABLE_MARK} {refusal}", style=style)
        else:
            status = self._status(cards, cursor, enter_does, words)
        lines = [*rows, status] if note is None else [*rows, status, note]
        update_in_place(self, Text("\n").join(lines))

    def hand_rows(self, cards: Sequence[CardFace], cursor: int, room: int) -> list[Text]:
        """The framed cards in one line of cards if they fit ``room`` cells (suits set apart
        while there is room), else in as many lines as they need. Every cell of a card carries
        its index (``CARD_META``) for the mouse."""
        if not cards:
            return []
        size = self.card_size
        # Looked up once per hand, not per card: the hand is redrawn on every key.
        unplayable = self.get_component_rich_style("hand--unplayable", partial=True)
        highlight = self.get_component_rich_style("hand--cursor", partial=True)
        drawn = []
        for index, face in enumerate(cards):
            style = face.style if face.playable else face.style + unplayable
            if index == cursor:
                style += highlight
            style += Style(meta={CARD_META: index})
            drawn.append(
                card_rows(
                    face.face_text(),
                    style,
                    size,
                    playable=face.playable,
                    highlighted=index == cursor,
                )
            )
        for within, between in HAND_GAPS:
            gaps = [0] + [
                within if cards[i].suit == cards[i - 1].suit else between
                for i in range(1, len(cards))
            ]
            if len(cards) * size.width + sum(gaps) <= room:
                return side_by_side(drawn, gaps)
        per_line = max(1, (room + 1) // (size.width + 1))
        rows: list[Text] = []
        for first in range(0, len(drawn), per_line):
            chunk = drawn[first : first + per_line]
            rows += side_by_side(chunk, [1] * len(chunk))
        return rows

    def show_choices(self, choices: Sequence[ChoiceFace], cursor: int, intro: Text) -> None:
        """The choices as buttons on one line (three blanks apart, or one when that keeps them
        on the line), or one button a line when even that is too wide: never cut mid-label."""
        cursor_style = self.get_component_rich_style("hand--cursor", partial=True)
        buttons = [Text.assemble(f" {choice.key}  ", choice.label, " ") for choice in choices]
        if 0 <= cursor < len(buttons):
            buttons[cursor].stylize(cursor_style)
        room = self.content_size.width or 78
        width = sum(button.cell_len for button in buttons)
        gap = next((g for g in (3, 1) if width + g * (len(buttons) - 1) <= room), None)
        if gap is None:
            for position, button in enumerate(buttons):
                button.stylize(Style(meta={CHOICE_META: position}))
            line = Text("\n").join(buttons)
        else:
            line = self._button_line(buttons, gap)
        hint = Text(words_of(self).text("common.ui.choose-hint"), style="italic")
        update_in_place(self, Text("\n").join([intro, line, hint]))

    @staticmethod
    def _button_line(buttons: Sequence[Text], gap: int) -> Text:
        line = Text()
        starts: list[int] = []
        for position, button in enumerate(buttons):
            if position:
                line.append(" " * gap)
            # For the mouse, a button reaches back over the blanks before it (the last cell of
            # the button before and the gap), so the line's style runs stay as they were.
            starts.append(max(0, len(line) - gap - 1) if position else 0)
            line.append_text(button)
        for position, (start, end) in enumerate(zip(starts, [*starts[1:], len(line)], strict=True)):
            line.stylize(Style(meta={CHOICE_META: position}), start, end)
        return line

    def show_message(self, message: Text) -> None:
        update_in_place(self, message)

    @staticmethod
    def _status(cards: Sequence[CardFace], cursor: int, enter_does: str, words: Catalog) -> Text:
        if not cards:
            return Text(words.text("common.ui.no-cards"), style="italic")
        face = cards[cursor]
        name = (f"{face.symbol} {face.label}" if face.symbol else face.label, face.style)
        if face.playable:
            status = styled(words, "common.ui.card-playable", {"does": enter_does}, card=name)
        else:
            why = face.why_not or words.text("common.ui.why-unknown")
            status = styled(words, "common.ui.card-unplayable", {"why": why}, card=name)
        return Text.assemble("▲ ", status)
