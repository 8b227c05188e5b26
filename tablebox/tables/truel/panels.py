"""The text of Truel's panels: the players (gems, hand, turns owed), the triples, the hand and
the decision. Pure functions of a view, named in the match's words (``say``, ``name``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rich.style import Style
from rich.text import Text

from tablebox.engine import Message
from tablebox.tables.truel.board_text import INK
from tablebox.tables.truel.words import Say, ui

if TYPE_CHECKING:
    from games.truel.view import CardView, TruelView
    from tablebox.engine import Option

Name = Callable[[str], str]
"""A card id -> its name (the catalog's ``card``)."""
SYMBOL = {"sun": "☀", "star": "★", "heart": "♥"}
GEM_LETTERS = ("r", "g", "b")


def players_text(view: TruelView) -> Text:
    """One line per player: turn marker, name, colour, gems per colour, hand, cards being
    discarded, turns owed."""
    lines = []
    width = max(len(name) for name in view.players)
    for seat, name in enumerate(view.players):
        colour = view.colours[seat]
        mark = "▶" if seat == view.turn and view.outcome is None else " "
        line = Text.assemble(
            (mark, "bold"),
            (f"{name:<{width}} ", Style(bold=seat == view.turn)),
            (f"{colour[:1].upper()} ", Style(color=INK[colour], bold=True)),
        )
        for colour_index, count in enumerate(view.gems[seat]):
            gem_colour = view.colours[colour_index]
            line.append(f"◆{GEM_LETTERS[colour_index]}{count} ", Style(color=INK[gem_colour]))
        line.append(f"✋{view.hand_sizes[seat]}")
        if view.losing is not None and view.losing.seat == seat:
            line.append(f" ✂{view.losing.left}", "bold")  # choosing cards to discard
        owed = view.pending[seat]
        if owed:
            line.append(f" {owed:+d}⏵", "bold")
        if view.match:
            line.append(f" ★{view.wins[seat]}")
        lines.append(line)
    return Text("\n").join(lines)


def card_label(card: CardView, name: Name, say: Say) -> Text:
    """A card's name with its symbol; a rainbow card with the meaning chosen for it."""
    colour = card.meaning if card.type == "player" and isinstance(card.meaning, str) else None
    text = Text(name(card.id), Style(color=INK.get(colour or ""), bold=card.rainbow))
    if card.rainbow and card.meaning is not None:
        meaning = card.meaning
        if isinstance(meaning, int):
            meaning = f"plus{meaning}" if meaning > 0 else f"minus{-meaning}"
        text.append(" = " + say(Message(f"truel.term.{meaning}")))
    return text


def triples_text(view: TruelView, name: Name, say: Say) -> Text:
    """One line per triple: its three slots (player, value, unit), a free one as its type."""
    lines = []
    for number, triple in enumerate(view.slots, start=1):
        line = Text(f"{number} ", "bold")
        if view.completing == number:
            line = Text(f"{number}▸", "bold reverse")
        for slot, card in zip(view.slot_types, triple, strict=True):
            line.append("│")
            if card is None:
                line.append(f"·{say(Message(f'truel.term.{slot}'))}·", "dim")
            else:
                line.append_text(card_label(card, name, say))
        lines.append(line)
    return Text("\n").join(lines)


def hand_text(view: TruelView, cursor: int, name: Name, say: Say, mark_unfit: bool = True) -> Text:
    """The viewer's hand, the highlighted card marked ▸; a card without a free slot ✗ (unless
    ``mark_unfit`` is False: when choosing cards to discard, every card may go)."""
    free = {
        kind: any(triple[index] is None for triple in view.slots)
        for index, kind in enumerate(view.slot_types)
    }
    parts = []
    for index, card in enumerate(view.hand):
        label = card_label(card, name, say)
        if mark_unfit and not free[card.type]:
            label = Text.assemble("✗", label, style="dim")
        if index == cursor:
            label = Text.assemble("▸", label, style="reverse")
        else:
            label = Text.assemble(" ", label)
        parts.append(label)
    return Text("  ").join(parts) if parts else Text(say(ui("truel.ui.no-cards")), "dim")


def option_label(option: Option, say: Say) -> str:
    """A choice in words: a way (the space it leads to) or a rainbow card's meaning."""
    if "space" in option.parts:
        return f"→ {option.parts['space']}"
    if "meaning" in option.parts:
        return say(Message(f"truel.term.{option.parts['meaning']}"))
    return say(Message("truel.prompt-show"))


def choices_text(options: list[Option], cursor: int, say: Say) -> Text:
    parts = []
    for index, option in enumerate(options):
        label = option_label(option, say)
        style = "reverse bold" if index == cursor else ""
        parts.append(Text(("▸" if index == cursor else " ") + label, style))
    return Text("  ").join(parts)
