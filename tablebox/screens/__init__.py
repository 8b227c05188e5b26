"""The app's screens, and which table screen plays which game.

Table screens are named as ``"module:Class"`` strings and imported only when a game opens, so the
menu starts without loading any game code.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tablebox.controller import Match
    from tablebox.screens.trick_table import TrickTableScreen

TABLE_SCREENS: dict[str, str] = {
    "claim": "tablebox.screens.claim_table:ClaimTableScreen",
}
"""Game id -> the screen class that shows its table. Add a line here for each new game."""


class NoTableScreen(LookupError):
    def __init__(self, game_id: str) -> None:
        super().__init__(game_id)
        self.game_id = game_id

    def __str__(self) -> str:
        return f"there is no table screen for the game {self.game_id!r} yet"


def table_screen_for(match: Match) -> TrickTableScreen:
    """A new table screen showing ``match``; raises :class:`NoTableScreen` for an unknown game."""
    try:
        target = TABLE_SCREENS[match.game_id]
    except KeyError:
        raise NoTableScreen(match.game_id) from None
    module_name, _, class_name = target.partition(":")
    screen_class = getattr(importlib.import_module(module_name), class_name)
    return screen_class(match)
