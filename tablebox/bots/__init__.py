"""Computer players: one registry of bots by name, chosen per computer seat.

A bot is a class built without arguments whose :meth:`Bot.choose` picks one of the legal
actions. It is handed a *determinized* state (``rules.determinize(state, seat, rng)``: every card
hidden from its seat re-dealt at random), never the true one, so no bot can cheat by reading
hidden cards; and a seeded ``random.Random``, so a game replays the same. A bot must not keep
anything between calls that would make its choice depend on more than what it is given.

Adding a bot is one module here and one line in :data:`BOTS`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from tablebox.bots.levels import EasyBot, NormalBot, StrongBot
from tablebox.bots.random_bot import RandomBot
from tablebox.engine import Action, Rules

DEFAULT_BOT = "random"


class Bot(Protocol):
    """What every computer player offers."""

    def choose(
        self,
        rules: Rules,
        state: Any,
        seat: int,
        legal: Sequence[Action],
        rng: random.Random,
    ) -> Action:
        """One of ``legal`` for ``seat``. ``state`` is a determinized copy the bot may change
        at will (e.g. advance it to look ahead); ``rng`` is its only source of chance."""
        ...


BOTS: dict[str, type[Bot]] = {
    DEFAULT_BOT: RandomBot,
    "easy": EasyBot,
    "normal": NormalBot,
    "strong": StrongBot,
}
"""Every bot by name, the default first."""


class UnknownBot(ValueError):
    def __init__(self, name: str) -> None:
        known = ", ".join(BOTS)
        super().__init__(f"unknown computer player {name!r} (known: {known})")
        self.name = name


def bot(name: str) -> Bot:
    """A fresh bot of the kind ``name``; raises :class:`UnknownBot` (a ValueError)."""
    try:
        factory = BOTS[name]
    except KeyError:
        raise UnknownBot(name) from None
    return factory()


def bot_names() -> list[str]:
    return list(BOTS)


__all__ = ["BOTS", "DEFAULT_BOT", "Bot", "RandomBot", "UnknownBot", "bot", "bot_names"]
