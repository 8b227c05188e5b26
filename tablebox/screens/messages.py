"""What a screen asks of the app: Textual messages posted up to it, never calls into it.

A screen knows what the player chose; the app (``tablebox/app.py``) knows how to move between
screens. So a screen posts one of these to the app (``self.app.post_message(BackToMenu())``)
and the app's handler (``on_back_to_menu`` ...) does the routing. This module imports nothing
of the app or of any other screen, so no screen needs to import the app.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from textual.message import Message

if TYPE_CHECKING:
    from tablebox.controller import Match

Page = Literal["new", "continue", "load", "stats"]
"""The menu's pages that are screens of their own."""


class OpenMatch(Message):
    """Show the table of ``match`` (a new game or a loaded save) above the menu."""

    def __init__(self, match: Match) -> None:
        super().__init__()
        self.match = match


class OpenPage(Message):
    """Show one of the menu's pages (New game, Continue, Load, Statistics) above the menu."""

    def __init__(self, page: Page) -> None:
        super().__init__()
        self.page: Page = page


class BackToMenu(Message):
    """Close everything above the menu."""


class ShowRules(Message):
    """The rule reference of ``game_id`` over the current screen; None: ask which game (unless
    there is only one)."""

    def __init__(self, game_id: str | None = None) -> None:
        super().__init__()
        self.game_id = game_id
