"""The main menu: the first thing a player sees, so it imports nothing beyond Textual, the
messages it posts to the app and the catalog (which loads no pydantic)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from tablebox.catalog import Catalog
from tablebox.screens.messages import Page, ShowRules, open_page

WORDS = Catalog()
ENTRY_WORDS: dict[str, str] = {
    "new": "common.ui.menu-new",
    "continue": "common.ui.menu-continue",
    "load": "common.ui.menu-load",
    "rules": "common.ui.menu-rules",
    "stats": "common.ui.menu-stats",
    "quit": "common.ui.menu-quit",
}
"""Menu entry -> its words' key; the catalog brackets each entry's shortcut letter."""
ENTRY_KEYS: tuple[str, ...] = tuple(ENTRY_WORDS)
PAGES: dict[str, Page] = {"new": "new", "continue": "continue", "load": "load", "stats": "stats"}
"""The entries that open a page of their own."""


def entry_label(entry: str) -> tuple[str, str]:
    """The entry's words with its shortcut letter in brackets (``"[N]ew game"``) -> the
    shortcut key and the label as markup with that letter underlined."""
    words = WORDS.text(ENTRY_WORDS[entry])
    before, _, rest = words.partition("[")
    letter, _, after = rest.partition("]")
    return letter.lower(), f"{before}[b u]{letter}[/]{after}"


def entry_name(entry: str) -> str:
    return WORDS.text(ENTRY_WORDS[entry]).replace("[", "").replace("]", "")


class MenuScreen(Screen[None]):
    # Priority bindings: a letter acts when the app first reads it, before the keys typed
    # after it (the next page's) are handed to the menu's list.
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            entry_label(entry)[0],
            f"choose('{entry}')",
            entry_name(entry),
            show=False,
            priority=True,
        )
        for entry in ENTRY_KEYS
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="menu-box"):
            yield Static(WORDS.text("common.ui.menu-title"), id="menu-title")
            yield Static(WORDS.text("common.ui.menu-subtitle"), id="menu-subtitle")
            yield OptionList(
                *(Option(entry_label(entry)[1], id=entry) for entry in ENTRY_KEYS),
                id="menu-options",
            )
            yield Static(WORDS.text("common.ui.menu-hint"), id="menu-hint")
        yield Footer()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            self.action_choose(event.option.id)

    def action_choose(self, entry: str) -> None:
        page = PAGES.get(entry)
        if page is not None:
            open_page(self.app, page)
        elif entry == "rules":
            self.app.post_message(ShowRules())
        elif entry == "quit":
            self.app.exit()
