"""The end of a game: the table screen hands over the text of its final count.

A table builds the ``body`` (its own layout of the count); the frame adds, when given, how the
game was decided (``Outcome.explanation``) in words through the match's message catalog, so the
rules' explanation is never turned into English anywhere else.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from tablebox.screens.messages import BackToMenu

if TYPE_CHECKING:
    from tablebox.catalog import Catalog
    from tablebox.engine import Message


class ResultsScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,escape,q", "menu", "Menu", key_display="Enter"),
    ]

    def __init__(
        self,
        heading: str,
        body: Text,
        explanation: Sequence[Message] = (),
        catalog: Catalog | None = None,
    ) -> None:
        super().__init__()
        self.heading = heading
        self.body = body
        if explanation:
            if catalog is None:
                raise ValueError("an explanation needs the match's catalog to be put in words")
            self.body = Text("\n\n").join(
                [body, Text("\n").join(Text(line) for line in catalog.lines(list(explanation)))]
            )

    def compose(self) -> ComposeResult:
        yield Static(Text(self.heading), classes="screen-title")
        with VerticalScroll(id="results"):
            yield Static(self.body, id="results-body")
        yield Footer()

    def on_mount(self) -> None:
        # Focused so ↑↓ and PageUp/PageDown scroll a long count on a small terminal.
        self.query_one("#results", VerticalScroll).focus()

    def action_menu(self) -> None:
        self.app.post_message(BackToMenu())
