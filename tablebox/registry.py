"""Game id -> rule module. Importing a game is deferred until it is asked for."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the contract's module loads pydantic; the menu needs only the ids
    from tablebox.engine import Rules

GAMES: dict[str, str] = {
    "claim": "games.claim",
    "oriflamme": "games.oriflamme",
}
"""Every playable game id and the package whose ``rules`` object plays it."""


class UnknownGame(KeyError):
    def __init__(self, game_id: str) -> None:
        super().__init__(game_id)
        self.game_id = game_id

    def __str__(self) -> str:
        known = ", ".join(sorted(GAMES))
        return f"unknown game {self.game_id!r} (known games: {known})"


def get(game_id: str) -> Rules:
    """The rules object of ``game_id``; raises :class:`UnknownGame` for anything else."""
    try:
        module = GAMES[game_id]
    except KeyError:
        raise UnknownGame(game_id) from None
    return importlib.import_module(module).rules


def game_ids() -> list[str]:
    return list(GAMES)
