"""Truel's cards drawn as framed cards (the shared frames of
:mod:`tablebox.widgets.card_frames`): the hand, and the three triples with their free slots.

A card prints what it says and its bonus symbol, so it reads without colour: a player card its
colour (``Red``), a value card its value (``+2``), a unit card what it counts (``Crd``, ``Rub``);
a rainbow card ``Any`` until it is given a meaning, then that meaning. Small cards (5×3) at
80×24, large (8×5) when the board is drawn large.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rich.style import Style
from rich.text import Text

from tablebox.engine import Message
from tablebox.tables.truel.board_text import INK
from tablebox.tables.truel.words import Say, ui
from tablebox.widgets.card_frames import (
    LARGE,
    SMALL,
    Block,
    CardSize,
    FaceText,
    card_rows,
    empty_frame_rows,
    lay_out,
    side_by_side,
)

if TYPE_CHECKING:
    from games.truel.view import CardView, TruelView

SYMBOL = {"sun": "☀", "star": "★", "heart": "♥"}
SHORT = {
    "red": "truel.ui.face-red",
    "green": "truel.ui.face-green",
    "blue": "truel.ui.face-blue",
    "cards": "truel.ui.face-cards",
    "spaces": "truel.ui.face-spaces",
    "ruby": "truel.ui.face-ruby",
    "emerald": "truel.ui.face-emerald",
    "sapphire": "truel.ui.face-sapphire",
    "any": "truel.ui.face-any",
    "player": "truel.ui.face-player",
    "value": "truel.ui.face-value",
    "unit": "truel.ui.face-unit",
}
"""Three letters printed on a small card's edge."""
NAME = {
    "red": "truel.ui.name-red",
    "green": "truel.ui.name-green",
    "blue": "truel.ui.name-blue",
    "cards": "truel.ui.name-cards",
    "spaces": "truel.ui.name-spaces",
    "ruby": "truel.ui.name-ruby",
    "emerald": "truel.ui.name-emerald",
    "sapphire": "truel.ui.name-sapphire",
    "any": "truel.ui.name-any",
    "value": "truel.ui.name-value",
}
"""The word in the middle of a large card (six letters at most)."""
GEM_COLOUR = {"ruby": "red", "emerald": "green", "sapphire": "blue"}


def _value(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}"


def face(card: CardView, say: Say) -> tuple[FaceText, Style]:
    """What a card shows, and its colour."""
    meaning, symbol = card.meaning, SYMBOL.get(card.symbol, card.symbol)
    style = Style(bold=card.rainbow, italic=card.rainbow)
    if meaning is None:
        word = say(ui("truel.ui.face-any"))
        return FaceText("?", symbol, word, say(ui("truel.ui.name-any"))), style
    if isinstance(meaning, int):
        value = _value(meaning)
        return FaceText(value, symbol, say(ui("truel.ui.face-value")), value), style
    colour = INK.get(meaning) or INK.get(GEM_COLOUR.get(meaning, ""))
    if colour is not None:
        style += Style(color=colour)
    short = say(Message(SHORT[meaning])) if meaning in SHORT else meaning[:3]
    name = say(Message(NAME[meaning])) if meaning in NAME else short
    # A player card repeats its colour's letter; a rainbow card given a meaning shows ``*``.
    letter = short[:1] if meaning in INK else ""
    return FaceText("*" if card.rainbow else letter, symbol, short, name), style


def card_size(large: bool) -> CardSize:
    return LARGE if large else SMALL


def triples_block(view: TruelView, say: Say, large: bool = False) -> list[Text]:
    """The three triples side by side, each under its number, a free slot an empty frame with
    the type it takes; the triple being carried out marked ▸."""
    size = card_size(large)
    blocks = []
    for number, triple in enumerate(view.slots, start=1):
        cards = []
        for kind, card in zip(view.slot_types, triple, strict=True):
            if card is None:
                label = say(Message(SHORT[kind])) if kind in SHORT else kind[:3]
                cards.append(empty_frame_rows(size, label[: size.inner]))
            else:
                shown, style = face(card, say)
                cards.append(card_rows(shown, style, size))
        caption = Text(say(ui("truel.ui.triple", n=number)), "bold")
        if view.completing == number:
            caption = Text("▸" + caption.plain, "bold reverse")
        blocks.append(Block(caption, side_by_side(cards, [0] * len(cards))))
    return lay_out(blocks, width=200, gap=2)


def hand_block(
    view: TruelView,
    cursor: int,
    say: Say,
    caption: Text,
    playable: Callable[[CardView], bool],
    large: bool = False,
    width: int = 76,
) -> list[Text]:
    """The viewer's hand under ``caption``: the highlighted card (``cursor``) in a heavy frame,
    a card that cannot be laid now dashed with ✗."""
    size = card_size(large)
    if not view.hand:
        return [caption, Text(say(ui("truel.ui.no-cards")), "dim")]
    cards = []
    for index, card in enumerate(view.hand):
        shown, style = face(card, say)
        cards.append(
            card_rows(shown, style, size, playable=playable(card), highlighted=index == cursor)
        )
    per_row = max(1, (width + 1) // (size.width + 1))
    rows = [caption]
    for first in range(0, len(cards), per_row):
        group = cards[first : first + per_row]
        rows += side_by_side(group, [1] * len(group))
    return rows
