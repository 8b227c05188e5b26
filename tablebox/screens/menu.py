"""The main menu: the first thing a player sees, so it imports nothing beyond Textual (and the
messages it posts to the app)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from tablebox.screens.messages import OpenPage, ShowRules

ENTRIES: tuple[tuple[str, str], ...] = (
    ("new", "New game"),
    ("continue", "Continue"),
    ("load", "Load"),
    ("rules", "Rules"),
    ("stats", "Statistics"),
    ("quit", "Quit"),
)
"""Menu entries; each one's shortcut is its first letter."""


class MenuScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(entry[1][0].lower(), f"choose('{entry[0]}')", entry[1], show=False)
        for entry in ENTRIES
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="menu-box"):
            yield Static("T A B L E B O X", id="menu-title")
            yield Static("Tabletop games for friends sharing one keyboard", id="menu-subtitle")
            yield OptionList(
                *(Option(f"[b u]{label[0]}[/]{label[1:]}", id=key) for key, label in ENTRIES),
                id="menu-options",
            )
            yield Static("↑↓ and Enter, or the underlined letter", id="menu-hint")
        yield Footer()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            self.action_choose(event.option.id)

    def action_choose(self, entry: str) -> None:
        if entry == "new":
            self.app.post_message(OpenPage("new"))
        elif entry == "continue":
            self.app.post_message(OpenPage("continue"))
        elif entry == "load":
            self.app.post_message(OpenPage("load"))
        elif entry == "stats":
            self.app.post_message(OpenPage("stats"))
        elif entry == "rules":
            self.app.post_message(ShowRules())
        elif entry == "quit":
            self.app.exit()
