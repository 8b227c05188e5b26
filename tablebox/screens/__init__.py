"""The app's screens, and which table screen and setup panel belong to which game.

Table screens and option panels are named as ``"module:Class"`` strings and imported only when a
game opens (or is picked on the New game screen), so the menu starts without loading any game
code.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.screen import Screen

    from tablebox.controller import Match
    from tablebox.screens.options_panel import OptionsPanel

TABLE_SCREENS: dict[str, str] = {
    "claim": "tablebox.screens.claim_table:ClaimTableScreen",
    "oriflamme": "tablebox.screens.oriflamme_table:OriflammeTableScreen",
}
"""Game id -> the screen class that shows its table. Add a line here for each new game."""

OPTION_PANELS: dict[str, str] = {
    "claim": "tablebox.screens.claim_options:ClaimOptionsPanel",
    "oriflamme": "tablebox.screens.oriflamme_options:OriflammeOptionsPanel",
}
"""Game id -> its setup panel on the New game screen (see ``screens/options_panel.py``). A game
without one starts with its default options."""


class NoTableScreen(LookupError):
    def __init__(self, game_id: str) -> None:
        super().__init__(game_id)
        self.game_id = game_id

    def __str__(self) -> str:
        return f"there is no table screen for the game {self.game_id!r} yet"


def _load(target: str) -> Any:
    module_name, _, class_name = target.partition(":")
    return getattr(importlib.import_module(module_name), class_name)


def table_screen_for(match: Match) -> Screen[None]:
    """A new table screen showing ``match``; raises :class:`NoTableScreen` for an unknown game."""
    try:
        target = TABLE_SCREENS[match.game_id]
    except KeyError:
        raise NoTableScreen(match.game_id) from None
    return _load(target)(match)


def options_panel_for(game_id: str) -> OptionsPanel | None:
    """A new setup panel for ``game_id``, or None if the game has no choices to make."""
    target = OPTION_PANELS.get(game_id)
    return None if target is None else _load(target)()
