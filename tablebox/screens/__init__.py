"""The app's shared screens: menu, new game, saves, hand-off, rules, results frame, and the
table-screen bases. Each game's own screens live in its table package (``tablebox/tables``),
which the registry names and which is imported only when that game is opened or picked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tablebox import registry

if TYPE_CHECKING:
    from textual.screen import Screen

    from tablebox.controller import Match
    from tablebox.screens.options_panel import OptionsPanel


class NoTableScreen(LookupError):
    def __init__(self, game_id: str) -> None:
        super().__init__(game_id)
        self.game_id = game_id

    def __str__(self) -> str:
        return f"there is no table screen for the game {self.game_id!r} yet"


def table_screen_for(match: Match) -> Screen[None]:
    """A new table screen showing ``match``; raises :class:`NoTableScreen` for an unknown game."""
    try:
        package = registry.table_package(match.game_id)
    except (registry.UnknownGame, registry.NoTable, ImportError):
        raise NoTableScreen(match.game_id) from None
    screen: Screen[None] = package.table_screen(match)
    return screen


def options_panel_for(game_id: str) -> OptionsPanel | None:
    """A new setup panel for ``game_id``, or None if the game has no choices to make."""
    panel: OptionsPanel | None = registry.table_package(game_id).options_panel()
    return panel
