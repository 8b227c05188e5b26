"""The text of Truel's panels: the players (gems, hand, turns owed) and the decision's row of
choices. Pure functions of a view, named in the match's words (``say``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rich.style import Style
from rich.text import Text

from tablebox.catalog import english
from tablebox.engine import Message
from tablebox.tables.truel.board_text import CARDS_SIGN, INK, colour_mark
from tablebox.tables.truel.spaces import arrow, space_name
from tablebox.tables.truel.words import Say, ui
from tablebox.widgets.computer_mark import COMPUTER_MARK

if TYPE_CHECKING:
    from games.truel.view import TruelView
    from tablebox.engine import Option

NAME_WIDTH = 10
"""A name longer than this is cut in the players' panel (it sits beside the board)."""


def players_text(view: TruelView, computers: Sequence[bool] = (), say: Say = english) -> Text:
    """Two lines per player: turn marker, name (a computer's marked: beside the board there is
    no room for its level), colour, cards in hand; then gems per colour, cards being discarded,
    turns owed and, in a match, games won. Colours by their letters in the table's language
    (``say``), as on the board."""
    lines = []
    for seat, name in enumerate(view.players):
        if seat < len(computers) and computers[seat]:
            name = f"{name[: NAME_WIDTH - 2]} {COMPUTER_MARK}"
        colour = view.colours[seat]
        mark = "▶" if seat == view.turn and view.outcome is None else " "
        lines.append(
            Text.assemble(
                (mark, "bold"),
                (f"{name[:NAME_WIDTH]:<{NAME_WIDTH}} ", Style(bold=seat == view.turn)),
                (
                    colour_mark(colour, say).upper(),
                    Style(color=INK[colour], bold=True, reverse=True),
                ),
                f" {CARDS_SIGN}{view.hand_sizes[seat]}",
            )
        )
        line = Text("  ")
        for colour_index, count in enumerate(view.gems[seat]):
            gem_colour = view.colours[colour_index]
            letter = colour_mark(gem_colour, say)
            line.append(f"◆{letter}{count} ", Style(color=INK[gem_colour]))
        if view.losing is not None and view.losing.seat == seat:
            line.append(f"✂{view.losing.left} ", "bold")  # choosing cards to discard
        owed = view.pending[seat]
        if owed:
            line.append(f"{owed:+d}⏵ ", "bold")
        if view.match:
            line.append(f"★{view.wins[seat]}")
        line.rstrip()
        lines.append(line)
    return Text("\n").join(lines)


def option_label(option: Option, say: Say, view: TruelView | None = None) -> str:
    """A choice in words: a way as the board shows it (the arrow from the crossroads and the
    next space's place, ``↘ h2``), or a rainbow card's meaning."""
    if "space" in option.parts:
        space = str(option.parts["space"])
        if view is None or view.moving is None:
            return f"→ {space}"
        here = view.moving.path[-1]
        way = arrow(view.board, here, space)
        return say(ui("truel.ui.way", arrow=way, space=space_name(view.board, space)))
    if "meaning" in option.parts:
        return say(Message(f"truel.term.{option.parts['meaning']}"))
    return say(Message("truel.prompt-show"))


def choices_text(
    options: list[Option], cursor: int, say: Say, view: TruelView | None = None
) -> Text:
    parts = []
    for index, option in enumerate(options):
        label = option_label(option, say, view)
        style = "reverse bold" if index == cursor else ""
        parts.append(Text(("▸" if index == cursor else " ") + label, style))
    return Text("   ").join(parts)
