"""What a screen asks of the app: Textual messages posted up to it, never calls into it.

A screen knows what the player chose; the app (``tablebox/app.py``) knows how to move between
screens. So a screen posts one of these to the app (``self.app.post_message(BackToMenu())``)
and the app's handler (``on_back_to_menu`` ...) does the routing. This module imports nothing
of the app or of any other screen, so no screen needs to import the app.

One exception, :func:`open_page`: the main menu's letters open their page at once rather than
by a message, because keys typed ahead (``n`` then the New game form's keys, all in one burst
from the terminal) are queued before any message the key posts: they would reach the menu.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, Protocol, runtime_checkable

from textual.message import Message
from textual.message_pump import MessagePump

if TYPE_CHECKING:
    from tablebox.controller import Match

Page = Literal["new", "continue", "load", "stats", "settings"]
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


@runtime_checkable
class PageOpener(Protocol):
    """The app's side of :func:`open_page`."""

    def open_page(self, page: Page) -> None: ...


def open_page(app: object, page: Page) -> None:
    """Show ``page`` now: the screen is on top before the next key is handled (an app that
    cannot, such as a test's, is sent :class:`OpenPage` instead)."""
    if isinstance(app, PageOpener):
        app.open_page(page)
    elif isinstance(app, MessagePump):
        app.post_message(OpenPage(page))


class BackToMenu(Message):
    """Close everything above the menu."""


class ShowRules(Message):
    """The rule reference of ``game_id`` over the current screen; None: ask which game (unless
    there is only one); ``section``: open at that rule (a lesson's)."""

    def __init__(self, game_id: str | None = None, section: str | None = None) -> None:
        super().__init__()
        self.game_id = game_id
        self.section = section


class StartLesson(Message):
    """Open the lesson of ``game_id`` (issue 31): where it was left, or anew (``fresh``)."""

    def __init__(self, game_id: str, fresh: bool = False) -> None:
        super().__init__()
        self.game_id = game_id
        self.fresh = fresh
