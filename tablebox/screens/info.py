"""A page of reference text over the table, e.g. Claim's faction abilities for this game."""

from __future__ import annotations

from typing import ClassVar

from rich.console import RenderableType
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from tablebox.screens.worded import WordedScreen, key_words


class InfoScreen(WordedScreen[None]):
    """Escape, q or the key that opened it (``close_key``) goes back to the table."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q", "close", key_words("ui.key-back"))]

    def __init__(self, heading: str, body: RenderableType, close_key: str | None = None) -> None:
        super().__init__()
        self.heading = heading
        self.body = body
        self.close_key = close_key

    def compose(self) -> ComposeResult:
        yield Static(Text(self.heading), classes="screen-title")
        with VerticalScroll(id="info"):
            yield Static(self.body, id="info-body")
        yield Footer()

    def on_mount(self) -> None:
        # Focused so ↑↓ and PageUp/PageDown scroll a long page on a small terminal.
        self.query_one("#info", VerticalScroll).focus()

    def on_key(self, event: events.Key) -> None:
        if event.key == self.close_key:
            event.stop()
            self.action_close()

    def action_close(self) -> None:
        self.dismiss()
