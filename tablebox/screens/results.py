"""The end of a game: the table screen hands over the text of its final count."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static


class ResultsScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,escape,q", "app.back_to_menu", "Menu", key_display="Enter"),
    ]

    def __init__(self, heading: str, body: Text) -> None:
        super().__init__()
        self.heading = heading
        self.body = body

    def compose(self) -> ComposeResult:
        yield Static(Text(self.heading), classes="screen-title")
        with VerticalScroll(id="results"):
            yield Static(self.body, id="results-body")
        yield Footer()

    def on_mount(self) -> None:
        # Focused so ↑↓ and PageUp/PageDown scroll a long count on a small terminal.
        self.query_one("#results", VerticalScroll).focus()
