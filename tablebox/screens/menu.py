"""The main menu: the first thing a player sees, so it imports nothing beyond Textual."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

if TYPE_CHECKING:
    from tablebox.app import TableboxApp

ENTRIES: tuple[tuple[str, str], ...] = (
    ("new", "New game"),
    ("continue", "Continue"),
    ("load", "Load"),
    ("rules", "Rules"),
    ("quit", "Quit"),
)
"""Menu entries; each one's shortcut is its first letter."""


class MenuScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(entry[1][0].lower(), f"choose('{entry[0]}')", entry[1], show=False)
        for entry in ENTRIES
    ]

    app: TableboxApp

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
            from tablebox.screens.new_game import NewGameScreen

            self.app.show(NewGameScreen())
        elif entry == "continue":
            from tablebox.screens.saved_games import ContinueScreen

            self.app.show(ContinueScreen())
        elif entry == "load":
            from tablebox.screens.saved_games import LoadScreen

            self.app.show(LoadScreen())
        elif entry == "rules":
            self.app.show_rules()
        elif entry == "quit":
            self.app.exit()
