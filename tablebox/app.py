"""The Textual app: routing between screens. The screens do the work; the app moves between them.

The menu is the app's default screen and always stays at the bottom of the stack. Every other
screen sits directly on top of it (plus at most one cover such as a hand-off or the rules), so
"back to the menu" is always "pop everything above the menu".

Screens never call into the app: they post the messages of :mod:`tablebox.screens.messages`
(open a match, open a menu page, back to the menu, show the rules) and the handlers below route.

Only the menu is imported at start-up; every other screen, the controller and the games are
imported when first needed, which keeps the menu as quick to appear as a bare Textual app.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs
from textual import events
from textual.app import App, SystemCommand
from textual.geometry import Size
from textual.screen import Screen

from tablebox.screens.menu import MenuScreen
from tablebox.screens.messages import (
    BackToMenu,
    OpenMatch,
    OpenPage,
    Page,
    ShowRules,
    StartLesson,
)
from tablebox.screens.too_small import TooSmallScreen, too_small

if TYPE_CHECKING:
    from tablebox.catalog import Catalog
    from tablebox.config import Config
    from tablebox.controller import Match

COMPUTER_PAUSE = 0.4
"""Seconds the table waits after drawing a computer's move, so people can follow it."""


def _config_file() -> Path:
    """Where :mod:`tablebox.config` keeps the settings (``config_path()``), found without
    importing it (a test checks the two agree)."""
    folder = os.environ.get("TABLEBOX_CONFIG_DIR") or platformdirs.user_config_dir("tablebox")
    return Path(folder) / "config.json"


class TableboxApp(App[None]):
    CSS_PATH = "tablebox.tcss"
    TITLE = "Tablebox"
    # Ctrl+P opens Textual's command palette (themes, the keys of the screen, quit); no table
    # uses Ctrl+P. The footers leave its key out (tablebox.tcss); the README names it.
    ENABLE_COMMAND_PALETTE = True
    COMMAND_PALETTE_BINDING = "ctrl+p"

    def __init__(
        self,
        match: Match | None = None,
        *,
        save_dir: Path | None = None,
        computer_pause: float | None = None,
        language: str | None = None,
    ) -> None:
        super().__init__()
        if language is None:
            from tablebox.language import resolve

            language = resolve(None)
        self.language = language
        """The language every screen speaks (:meth:`switch_language` changes it)."""
        self._first_match = match
        self._open_match: Match | None = None
        """The match whose table is shown (or its results): closed when it is left."""
        self._terminal_size: Size | None = None
        """The terminal's size as last resized (None: none yet; the app's own then)."""
        self.save_dir = save_dir
        """Where new games are saved and Continue looks; None: the default save folder."""
        self.computer_pause = COMPUTER_PAUSE if computer_pause is None else computer_pause
        """Seconds a table waits after showing a computer's move (0: go straight on; None
        given: :data:`COMPUTER_PAUSE`)."""
        self._page: Page | None = None
        """The menu page shown above the menu, if one is (to show it anew in another language)."""
        self._remember_theme()

    # -- settings ----------------------------------------------------------------------------

    def _remember_theme(self) -> None:
        """Start in the theme the player chose last time (from the config file), if it is still
        a theme this Textual knows; a damaged or missing config means the default theme.

        ``tablebox.config`` brings pydantic (some 150 ms): it is imported only when there is a
        config file to read, so the menu of a player who never chose a theme is as quick as
        ever."""
        self.config: Config | None = None
        """The player's settings as loaded, then as last saved; None: no config file yet."""
        if not _config_file().is_file():
            return
        from tablebox import config

        self.config = config.load()
        theme = self.config.theme
        if theme is not None and theme in self.available_themes:
            self.theme = theme

    def watch_theme(self, theme: str) -> None:
        """Remember a newly chosen theme in the config file (a file that cannot be written is
        reported, and the game goes on)."""
        if self.config is not None and theme == self.config.theme:
            return
        from tablebox import config

        current = self.config if self.config is not None else config.load()
        self.config = current.model_copy(update={"theme": theme})
        problem = config.save(self.config, words=self.words)
        if problem is not None:
            title = self.words.text("common.ui.theme-not-remembered")
            self.notify(problem, title=title, severity="warning", markup=False)

    # -- the language ------------------------------------------------------------------------

    @property
    def words(self) -> Catalog:
        """The catalog of the app's language, without players' names."""
        from tablebox.widgets.language import catalog_for

        return catalog_for(self.language)

    def switch_language(self, language: str) -> None:
        """Speak ``language`` from now on, remember it, and show what is on screen in it."""
        if language == self.language:
            return
        self.language = language
        self._remember_language(language)
        self.call_later(self._relabel)

    # -- the pace ----------------------------------------------------------------------------

    @property
    def pace(self) -> str:
        """The chosen pace (``slow``, ``normal``, ``fast``; issue 26.4), normal by default."""
        return self.config.pace if self.config is not None else "normal"

    @property
    def paced_pause(self) -> float:
        """Seconds a computer's move (a finished trick, an Oriflamme step) stays on screen at
        the chosen pace."""
        from tablebox.config import PACE_FACTOR

        return self.computer_pause * PACE_FACTOR.get(self.pace, 1.0)

    def set_pace(self, pace: str) -> None:
        """Remember ``pace``; tables opened from now on follow it."""
        from tablebox import config

        current = self.config if self.config is not None else config.load()
        self.config = current.model_copy(update={"pace": pace})
        problem = config.save(self.config, words=self.words)
        if problem is not None:
            title = self.words.text("ui.setting-not-remembered")
            self.notify(problem, title=title, severity="warning", markup=False)

    def _remember_language(self, language: str) -> None:
        from tablebox import config

        current = self.config if self.config is not None else config.load()
        self.config = current.model_copy(update={"language": language})
        problem = config.save(self.config, words=self.words)
        if problem is not None:
            title = self.words.text("ui.setting-not-remembered")
            self.notify(problem, title=title, severity="warning", markup=False)

    async def _relabel(self) -> None:
        """Show the screens in the new language. The menu puts itself into words again; the
        page above it is opened anew, and an open game's table too (the match holds the game,
        so it goes on where it was; a cover such as the rules over the table closes). The
        rules over the menu show themselves again."""
        from tablebox.screens.worded import WordedScreen

        match, page = self._open_match, self._page
        if match is not None:
            match.language = self.language
        menu, *above = self.screen_stack
        if isinstance(menu, WordedScreen):
            await menu.relabel()
        if match is not None:
            self.open_match(match)
        elif page is not None:
            self.open_page(page)
        else:  # the rules, or the game picker, over the menu
            for screen in above:
                if isinstance(screen, WordedScreen):
                    await screen.relabel()

    def action_choose_language(self) -> None:
        """The command palette's list of languages, each named in its own words."""
        from functools import partial

        from textual.command import SimpleCommand

        from tablebox.catalog import languages
        from tablebox.widgets.language import catalog_for

        # Each named in its own words, with its code, which is typed without diacritics.
        choices = [
            SimpleCommand(
                f"{catalog_for(language).text('ui.language-name')} ({language})",
                partial(self.switch_language, language),
            )
            for language in languages()
        ]
        self.search_commands(choices, placeholder=self.words.text("ui.language-placeholder"))

    def action_change_theme(self) -> None:
        """Textual's list of themes, searched in the app's language."""
        from textual.command import CommandPalette
        from textual.theme import ThemeProvider

        placeholder = self.words.text("ui.theme-placeholder")
        self.push_screen(CommandPalette(providers=[ThemeProvider], placeholder=placeholder))

    def action_command_palette(self) -> None:
        from textual.command import CommandPalette

        if self.use_command_palette and not isinstance(self.screen, CommandPalette):
            palette = CommandPalette(
                id="--command-palette", placeholder=self.words.text("ui.palette-search")
            )
            self.push_screen(palette)

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        """Textual's palette entries in the app's language, with the language switch."""
        say = self.words.text
        yield SystemCommand(
            say("ui.palette-theme"), say("ui.palette-theme-help"), self.action_change_theme
        )
        yield SystemCommand(
            say("ui.palette-language"),
            say("ui.palette-language-help"),
            self.action_choose_language,
        )
        yield SystemCommand(say("ui.palette-quit"), say("ui.palette-quit-help"), self.action_quit)
        showing = bool(screen.query("HelpPanel"))
        yield SystemCommand(
            say("ui.palette-keys"),
            say("ui.palette-keys-hide" if showing else "ui.palette-keys-show"),
            self.action_hide_help_panel if showing else self.action_show_help_panel,
        )
        if screen.maximized is not None:
            yield SystemCommand(
                say("ui.palette-minimize"), say("ui.palette-minimize-help"), screen.action_minimize
            )
        elif screen.focused is not None and screen.focused.allow_maximize:
            yield SystemCommand(
                say("ui.palette-maximize"), say("ui.palette-maximize-help"), screen.action_maximize
            )
        yield SystemCommand(
            say("ui.palette-screenshot"),
            say("ui.palette-screenshot-help"),
            lambda: self.set_timer(0.1, self.deliver_screenshot),
        )

    def get_default_screen(self) -> Screen[None]:
        return MenuScreen()

    def on_mount(self) -> None:
        if self._first_match is not None:
            match, self._first_match = self._first_match, None
            self.open_match(match)
        self.check_size()

    # -- the terminal's size ---------------------------------------------------------------------

    def on_resize(self, event: events.Resize) -> None:
        # Handled before Textual's own handler has taken the new size: it is the event's.
        self.check_size(event.size)

    def _notice(self) -> TooSmallScreen | None:
        """The too-small notice, if it is up (it is always the top screen)."""
        screen = self.screen_stack[-1] if self.screen_stack else None
        return screen if isinstance(screen, TooSmallScreen) else None

    def check_size(self, size: Size | None = None) -> None:
        """Cover every screen with the too-small notice while the terminal (``size``, or the
        app's) is smaller than 80×24, and take it away (the screen underneath comes back as it
        was) once it fits."""
        self._terminal_size = size = size or self._terminal_size or self.size
        notice = self._notice()
        if too_small(size):
            if notice is None:
                self.push_screen(TooSmallScreen(size))
            else:
                notice.show_size(size)
        elif notice is not None:
            self.pop_screen()

    def _lift_notice(self) -> bool:
        """Take the notice off the stack for a change of screens under it; whether it was up."""
        if self._notice() is None:
            return False
        self.pop_screen()
        return True

    # -- what the screens ask for ----------------------------------------------------------------

    def on_open_match(self, message: OpenMatch) -> None:
        message.stop()
        self.open_match(message.match)

    def on_open_page(self, message: OpenPage) -> None:
        message.stop()
        self.open_page(message.page)

    def open_page(self, page: Page) -> None:
        """Show one of the menu's pages (also called at once by the menu's keys: see
        :func:`tablebox.screens.messages.open_page`)."""
        self.close_match()  # a page replaces any table above the menu
        self._page = page
        if page == "new":
            from tablebox.screens.new_game import NewGameScreen

            self.show(NewGameScreen(save_dir=self.save_dir))
        elif page == "stats":
            from tablebox.screens.stats import StatsScreen

            self.show(StatsScreen(self.save_dir))
        elif page == "settings":
            from tablebox.screens.settings import SettingsScreen

            self.show(SettingsScreen())
        else:
            from tablebox.screens.saved_games import ContinueScreen, LoadScreen

            if page == "continue":
                self.show(ContinueScreen(self.save_dir))
            else:
                self.show(LoadScreen())

    def on_back_to_menu(self, message: BackToMenu) -> None:
        message.stop()
        self.back_to_menu()

    def on_show_rules(self, message: ShowRules) -> None:
        message.stop()
        self.show_rules(message.game_id, message.section)

    def on_start_lesson(self, message: StartLesson) -> None:
        message.stop()
        self.start_lesson(message.game_id, message.fresh)

    def start_lesson(self, game_id: str, fresh: bool = False) -> None:
        """Open the lesson of ``game_id`` at its table (issue 31), or say why it cannot."""
        from tablebox.lessons.runner import open_lesson
        from tablebox.saves import SaveError

        try:
            match = open_lesson(game_id, self.save_dir, fresh=fresh)
        except (SaveError, OSError, ValueError) as error:
            problem = error.text(self.words) if isinstance(error, SaveError) else str(error)
            self.notify(problem, severity="error", markup=False)
            return
        self.open_match(match)

    # -- routing ----------------------------------------------------------------------------

    def show(self, screen: Screen[None]) -> None:
        """Make ``screen`` the one screen above the menu (under the too-small notice, if it
        is up)."""
        covered = self._lift_notice()
        while len(self.screen_stack) > 2:
            self.pop_screen()
        if len(self.screen_stack) == 2:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)
        if covered:
            self.check_size()

    def back_to_menu(self) -> None:
        covered = self._lift_notice()
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.close_match()
        self._page = None
        if covered:
            self.check_size()

    def action_back_to_menu(self) -> None:
        """For key bindings: ``Binding("escape", "app.back_to_menu", ...)``."""
        self.back_to_menu()

    def open_match(self, match: Match) -> None:
        """Show the table of ``match``; the table follows the match's turn flow to the end."""
        from tablebox.engine import Message
        from tablebox.screens import NoTableScreen, table_screen_for
        from tablebox.screens.match_screen import MatchScreen

        match.language = self.language
        try:
            screen = table_screen_for(match)
        except NoTableScreen as error:
            match.close()
            refusal = Message("common.ui.no-table", {"game": repr(error.game_id)})
            self.notify(self.words.text(refusal), severity="error")
            return
        self._page = None
        if isinstance(screen, MatchScreen):
            screen.computer_pause = self.paced_pause
        if self._open_match is not match:
            self.close_match()
            self._open_match = match
        self.show(screen)

    def close_match(self) -> None:
        """Close the match whose table was left (its save's lock is given back, so another
        window may open it); nothing if none is open."""
        match, self._open_match = self._open_match, None
        if match is not None:
            match.close()

    def on_unmount(self) -> None:
        self.close_match()

    def show_rules(self, game_id: str | None = None, section: str | None = None) -> None:
        """The rule reference of ``game_id`` (at ``section``, if given); with no id, ask which
        game unless there is one."""
        from tablebox import registry
        from tablebox.screens.rules import GamePickerScreen, RulesScreen

        ids = registry.game_ids()
        if game_id is None and len(ids) == 1:
            game_id = ids[0]
        if game_id is None:
            self.push_screen(GamePickerScreen(ids))
        else:
            self.push_screen(RulesScreen(game_id, section))
