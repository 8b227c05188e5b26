"""The one list of games: id -> its rules package and its table package, both loaded lazily.

Adding a game is one line in :data:`GAMES` (besides the two packages it names).
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:  # the contract's module loads pydantic; the menu needs only the ids
    from tablebox.engine import Rules


class GameEntry(NamedTuple):
    rules: str
    """The package whose ``rules`` object plays the game (under ``games/``)."""
    table: str | None = None
    """The package that shows it (under ``tablebox/tables/``): ``table_screen(match)`` and
    ``options_panel()``; None for a game that is headless for now (simulate, tests, no menu)."""
    title: str = ""
    players: tuple[int, int] = (0, 0)
    """The rules' title and fewest and most players, for ``tablebox list``, which loads only the
    options (``<rules>.options``), not the rules; the same as the rules' (a test checks)."""


GAMES: dict[str, GameEntry] = {
    "claim": GameEntry("games.claim", "tablebox.tables.claim", "Claim", (2, 4)),
    "oriflamme": GameEntry("games.oriflamme", "tablebox.tables.oriflamme", "Oriflamme", (2, 5)),
    "dwarf-king": GameEntry(
        "games.dwarf_king", "tablebox.tables.dwarf_king", "The Dwarf King", (3, 5)
    ),
    "truel": GameEntry("games.truel", "tablebox.tables.truel", "Truel", (3, 3)),
    "thrones": GameEntry("games.thrones", "tablebox.tables.thrones", "A Game of Thrones", (3, 5)),
}
"""Every game id, in menu order (those with a table can be played in the app)."""


class UnknownGame(KeyError):
    def __init__(self, game_id: str) -> None:
        super().__init__(game_id)
        self.game_id = game_id

    def __str__(self) -> str:
        known = ", ".join(sorted(GAMES))
        return f"unknown game {self.game_id!r} (known games: {known})"


def entry(game_id: str) -> GameEntry:
    try:
        return GAMES[game_id]
    except KeyError:
        raise UnknownGame(game_id) from None


def get(game_id: str) -> Rules:
    """The rules object of ``game_id``; raises :class:`UnknownGame` for anything else."""
    rules: Rules = importlib.import_module(entry(game_id).rules).rules
    return rules


class NoTable(LookupError):
    """The game has rules but no screen yet: it can be simulated, not played in the app."""

    def __init__(self, game_id: str) -> None:
        super().__init__(game_id)
        self.game_id = game_id

    def __str__(self) -> str:
        return f"{self.game_id!r} has no table screen yet: it can only be simulated"


def table_package(game_id: str) -> ModuleType:
    """The table package of ``game_id`` (imports Textual: for the app only); raises
    :class:`NoTable` for a headless game."""
    table = entry(game_id).table
    if table is None:
        raise NoTable(game_id)
    return importlib.import_module(table)


def game_ids() -> list[str]:
    return list(GAMES)


def playable_ids() -> list[str]:
    """The games the app's menus offer: those with a table screen."""
    return [game_id for game_id, found in GAMES.items() if found.table is not None]
