"""The end of a game: the table screen hands over the text of its final count.

Leaving goes back to where the game was opened from: the menu, or the page under the results (a
finished game opened from the Continue screen's Finished tab shows its results over that tab).

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
from textual.widgets import Footer, Static

from tablebox.screens.messages import BackToMenu
from tablebox.screens.worded import WordedScreen, key_words

if TYPE_CHECKING:
    from tablebox.catalog import Catalog
    from tablebox.engine import Message


class ResultsScreen(WordedScreen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,escape,q", "menu", key_words("ui.key-menu"), key_display="Enter"),
        Binding("enter,escape,q", "back", key_words("ui.key-back"), key_display="Enter"),
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

    def add_note(self, line: str) -> None:
        """A line under the count (before the screen is shown), e.g. the hints each player
        took (issue 30.1)."""
        self.body = Text("\n\n").join([self.body, Text(line)])

    def compose(self) -> ComposeResult:
        yield Static(Text(self.heading), classes="screen-title")
        with VerticalScroll(id="results"):
            yield Static(self.body, id="results-body")
        yield Footer()

    def on_mount(self) -> None:
        # Focused so ↑↓ and PageUp/PageDown scroll a long count on a small terminal.
        self.query_one("#results", VerticalScroll).focus()

    @property
    def over_a_page(self) -> bool:
        """Whether these results lie over a page (the Finished tab) rather than the menu."""
        stack = self.app.screen_stack
        return self in stack and stack.index(self) > 1

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter goes back to the page under the results, if any (the footer says "Back"),
        else to the menu."""
        if action in ("menu", "back") and self.is_mounted:
            return (action == "back") == self.over_a_page
        return True

    def action_menu(self) -> None:
        self.app.post_message(BackToMenu())

    def action_back(self) -> None:
        self.dismiss()
