"""The Textual app: routing between screens. The screens do the work; the app moves between them.

The menu is the app's default screen and always stays at the bottom of the stack. Every other
screen sits directly on top of it (plus at most one cover such as a hand-off or the rules), so
"back to the menu" is always "pop everything above the menu".

Only the menu is imported at start-up; every other screen, the controller and the games are
imported when first needed, which keeps the menu as quick to appear as a bare Textual app.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual.app import App
from textual.screen import Screen

from tablebox.screens.menu import MenuScreen

if TYPE_CHECKING:
    from tablebox.controller import Match


class TableboxApp(App[None]):
    CSS_PATH = "tablebox.tcss"
    TITLE = "Tablebox"
    # The command palette would add a key to every footer and offers nothing a player needs.
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, match: Match | None = None, *, save_dir: Path | None = None) -> None:
        super().__init__()
        self._first_match = match
        self.save_dir = save_dir
        """Where new games are saved and Continue looks; None: the default save folder."""

    def get_default_screen(self) -> Screen:
        return MenuScreen()

    def on_mount(self) -> None:
        if self._first_match is not None:
            match, self._first_match = self._first_match, None
            self.open_match(match)

    # -- routing ----------------------------------------------------------------------------

    def show(self, screen: Screen) -> None:
        """Make ``screen`` the one screen above the menu."""
        while len(self.screen_stack) > 2:
            self.pop_screen()
        if len(self.screen_stack) == 2:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def back_to_menu(self) -> None:
        while len(self.screen_stack) > 1:
            self.pop_screen()

    def action_back_to_menu(self) -> None:
        """For key bindings: ``Binding("escape", "app.back_to_menu", ...)``."""
        self.back_to_menu()

    def open_match(self, match: Match) -> None:
        """Show the table of ``match``; the table itself hands off, plays computers, ends."""
        from tablebox.screens import NoTableScreen, table_screen_for

        try:
            screen = table_screen_for(match)
        except NoTableScreen as error:
            self.notify(f"Cannot show this game: {error}.", severity="error")
            return
        self.show(screen)

    def open_save(self, path: Path) -> str | None:
        """Load a save and show its table; returns the problem in words if it cannot be opened."""
        from tablebox.controller import Match
        from tablebox.saves import SaveError

        try:
            match = Match.load(path)
        except SaveError as error:
            return str(error)
        except Exception as error:  # a game refusing its own save must not crash the app
            return f"Cannot open {path}: {error}"
        self.open_match(match)
        return None

    def show_rules(self, game_id: str | None = None) -> None:
        """The rule reference of ``game_id``; with no id, ask which game unless there is one."""
        from tablebox import registry
        from tablebox.screens.rules import GamePickerScreen, RulesScreen

        ids = registry.game_ids()
        if game_id is None and len(ids) == 1:
            game_id = ids[0]
        if game_id is None:
            self.push_screen(GamePickerScreen(ids))
        else:
            self.push_screen(RulesScreen(game_id))
