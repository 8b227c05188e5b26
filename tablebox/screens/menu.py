"""The main menu: the first thing a player sees, so it imports nothing beyond Textual, the
messages it posts to the app and the catalog (which loads no pydantic)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import BindingsMap
from textual.containers import Vertical
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from tablebox.catalog import Catalog
from tablebox.screens.messages import Page, ShowRules, open_page
from tablebox.screens.worded import WordedScreen

ENTRY_WORDS: dict[str, str] = {
    "new": "common.ui.menu-new",
    "continue": "common.ui.menu-continue",
    "learn": "lesson.ui.menu-learn",
    "load": "common.ui.menu-load",
    "join": "net.ui.menu-join",
    "rules": "common.ui.menu-rules",
    "stats": "common.ui.menu-stats",
    "settings": "ui.menu-settings",
    "quit": "common.ui.menu-quit",
}
"""Menu entry -> its words' key; the catalog brackets each entry's shortcut letter."""
ENTRY_KEYS: tuple[str, ...] = tuple(ENTRY_WORDS)
PAGES: dict[str, Page] = {
    "new": "new",
    "continue": "continue",
    "load": "load",
    "stats": "stats",
    "settings": "settings",
}
"""The entries that open a page of their own."""


def entry_label(entry: str, words: Catalog) -> tuple[str, str]:
    """The entry's words with its shortcut letter in brackets (``"[N]ew game"``) -> the
    shortcut key and the label as markup with that letter underlined."""
    said = words.text(ENTRY_WORDS[entry])
    before, _, rest = said.partition("[")
    letter, _, after = rest.partition("]")
    return letter.lower(), f"{before}[b u]{letter}[/]{after}"


def entry_name(entry: str, words: Catalog) -> str:
    return words.text(ENTRY_WORDS[entry]).replace("[", "").replace("]", "")


class MenuScreen(WordedScreen[None]):
    def __init__(self) -> None:
        super().__init__()
        self._bind_letters(self.words)

    async def relabel(self) -> None:
        self._bind_letters(self.words)
        await super().relabel()

    def compose(self) -> ComposeResult:
        words = self.words
        with Vertical(id="menu-box"):
            yield Static(words.text("common.ui.menu-title"), id="menu-title")
            yield Static(words.text("common.ui.menu-subtitle"), id="menu-subtitle")
            yield OptionList(
                *(Option(entry_label(entry, words)[1], id=entry) for entry in ENTRY_KEYS),
                id="menu-options",
            )
            yield Static(words.text("common.ui.menu-hint"), id="menu-hint")
        yield Footer()

    def _bind_letters(self, words: Catalog) -> None:
        """Each entry's shortcut letter, which depends on the language. Priority bindings: a
        letter acts when the app first reads it, before the keys typed after it (the next
        page's) are handed to the menu's list."""
        self._bindings = BindingsMap()
        for entry in ENTRY_KEYS:
            self._bindings.bind(
                entry_label(entry, words)[0],
                f"choose('{entry}')",
                entry_name(entry, words),
                show=False,
                priority=True,
            )

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            self.action_choose(event.option.id)

    def action_choose(self, entry: str) -> None:
        page = PAGES.get(entry)
        if page is not None:
            open_page(self.app, page)
        elif entry == "join":
            from tablebox.screens.join import JoinScreen  # loaded when chosen: the menu is quick

            self.app.push_screen(JoinScreen())
        elif entry == "learn":
            from tablebox.screens.lesson_pick import LessonPickScreen  # loaded when chosen

            self.app.push_screen(LessonPickScreen())
        elif entry == "rules":
            self.app.post_message(ShowRules())
        elif entry == "quit":
            self.app.exit()
