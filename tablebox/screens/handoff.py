"""The hand-off: an opaque screen that hides the table while the keyboard changes hands.

It is given only public facts (names and public log lines), never a seat's view, so nothing on
it can give away a hand. It returns the seat on Enter, or None to leave for the menu.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static

RECENT_LINES = 6
"""How much of the public log to show, so the next player sees what just happened."""


class HandoffScreen(Screen[int | None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "ready", "I'm ready: show my cards"),
        Binding("escape", "leave", "Menu (game is saved)"),
    ]

    def __init__(self, seat: int, name: str, public_log: list[str]) -> None:
        super().__init__()
        self.seat = seat
        self.player = name
        self.public_log = public_log

    def compose(self) -> ComposeResult:
        recent = self.public_log[-RECENT_LINES:]
        with Vertical(id="handoff-box"):
            yield Static(
                Text.assemble("Pass the keyboard to ", (self.player, "bold")),
                id="handoff-title",
            )
            yield Static(
                Text(f"{self.player}, press Enter when you are ready. Everyone else, look away."),
                id="handoff-help",
            )
            if recent:
                yield Static("Meanwhile on the table:", id="handoff-recent-title")
                yield Static(Text("\n".join(recent)), id="handoff-recent")
        yield Footer()

    def action_ready(self) -> None:
        self.dismiss(self.seat)

    def action_leave(self) -> None:
        self.dismiss(None)
