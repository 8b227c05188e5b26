"""The hand-off: an opaque screen that hides the table while the keyboard changes hands.

It is given only public facts, never a seat's view: the next player's seat and the game's events,
of which it keeps the public ones itself (an event meant for one seat, such as a drawn card,
never reaches it), in words through the match's message catalog. So nothing on it can give away
a hand. It returns the seat on Enter or Space, or None to leave for the menu.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import ActiveBinding, Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, Static

from tablebox.engine import Message
from tablebox.screens.worded import WordedScreen, key_words
from tablebox.widgets.words import styled

if TYPE_CHECKING:
    from tablebox.catalog import Catalog
    from tablebox.engine import Event

RECENT_LINES = 6
"""How much of the public log to show, so the next player sees what just happened."""


class HandoffScreen(WordedScreen[int | None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "ready", key_words("ui.key-ready"), key_display="Enter/Space"),
        Binding("escape,q", "leave", key_words("ui.key-leave-saved")),
    ]

    def __init__(
        self,
        seat: int,
        catalog: Catalog,
        events: Sequence[Event],
        *,
        player: str = "",
        ready: str = "ui.key-ready",
    ) -> None:
        super().__init__()
        self.seat = seat
        self.catalog = catalog
        self.player = player or catalog.player(seat)
        """Who takes the keyboard, as the title names them (a table may add the house)."""
        self.ready = ready
        """The catalog key of the ready key's words (a game of orders shows no cards)."""
        public = [event for event in events if event.audience is None]
        self.public_log = catalog.lines(public[-RECENT_LINES:])
        """The last few public events, in words."""

    def compose(self) -> ComposeResult:
        say = self.catalog.text
        with Vertical(id="handoff-box"):
            yield Static(
                styled(self.catalog, "common.ui.handoff-title", player=(self.player, "bold")),
                id="handoff-title",
            )
            yield Static(
                Text(say(Message("common.ui.handoff-help", {"seat": self.seat}))),
                id="handoff-help",
            )
            if self.public_log:
                yield Static(say("common.ui.handoff-recent"), id="handoff-recent-title")
                yield Static(Text("\n".join(self.public_log)), id="handoff-recent")
        yield Footer()

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """The ready key in the table's own words (issue 27.11)."""
        active = super().active_bindings
        words = self.words.text(self.ready)
        return {
            key: ActiveBinding(
                shown.node,
                replace(shown.binding, description=words)
                if shown.binding.action == "ready"
                else shown.binding,
                shown.enabled,
                shown.tooltip,
            )
            for key, shown in active.items()
        }

    def action_ready(self) -> None:
        self.dismiss(self.seat)

    def action_leave(self) -> None:
        self.dismiss(None)
