"""The main menu's settings: the theme, the language and the pace, each with its current value.

Enter on a setting opens the same list the command palette offers (Textual's themes, the
catalog's languages); the choice is remembered in config.json by the app, and the page shows
the new value when the list closes (a new language shows the page anew, in that language).
Enter on the pace steps it on (slow, normal, fast) at once.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from tablebox.screens.messages import BackToMenu
from tablebox.screens.worded import WordedScreen, key_words

SETTINGS = ("theme", "language", "pace")
PACE_WORDS = {"slow": "ui.pace-slow", "normal": "ui.pace-normal", "fast": "ui.pace-fast"}


class SettingsScreen(WordedScreen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "menu", key_words("ui.key-menu")),
    ]

    def compose(self) -> ComposeResult:
        say = self.words.text
        with Vertical(id="settings-box"):
            yield Static(say("ui.settings-title"), classes="screen-title")
            yield OptionList(*self._options(), id="settings-options")
            yield Static(say("ui.settings-hint"), classes="hint")
        yield Footer()

    def _options(self) -> list[Option]:
        say = self.words.text
        values = {
            "theme": self.app.theme,
            "language": say("ui.language-name"),
            "pace": say(PACE_WORDS.get(self._pace(), "ui.pace-normal")),
        }
        return [
            Option(f"{say(f'ui.settings-{setting}')}: {values[setting]}", id=setting)
            for setting in SETTINGS
        ]

    def _pace(self) -> str:
        return str(getattr(self.app, "pace", "normal"))

    def on_screen_resume(self) -> None:
        """Back from a list of themes: show the theme now chosen."""
        options = self.query_one("#settings-options", OptionList)
        highlighted = options.highlighted
        options.clear_options()
        options.add_options(self._options())
        options.highlighted = highlighted
        options.focus()

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id == "theme":
            self.app.action_change_theme()
        elif event.option.id == "language":
            await self.app.run_action("choose_language")
        elif event.option.id == "pace":
            # Enter steps through the paces: slow, normal, fast, slow...
            from tablebox.config import PACES

            now = self._pace()
            following = PACES[(PACES.index(now) + 1) % len(PACES)] if now in PACES else "normal"
            set_pace = getattr(self.app, "set_pace", None)
            if set_pace is not None:
                set_pace(following)
            self.on_screen_resume()

    def action_menu(self) -> None:
        self.app.post_message(BackToMenu())
