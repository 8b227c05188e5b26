"""The three levels of computer player: ``easy`` and ``normal`` from each game's knowledge
(:mod:`tablebox.bots.knowledge`), ``strong`` the search of :mod:`tablebox.bots.ismcts`."""

from __future__ import annotations

import math
import os
import random
from collections.abc import Sequence
from typing import Any

from tablebox import config
from tablebox.bots.ismcts import Search
from tablebox.bots.knowledge import knowledge
from tablebox.engine import Action, Rules

THINK_VARIABLE = "TABLEBOX_THINK"
"""Seconds per move for the strong player, for tools outside the app (before the setting)."""
DEFAULT_THINK = 1.0


def think_seconds() -> float:
    """The strong player's budget: ``$TABLEBOX_THINK`` when it holds a number of seconds
    ``--think`` allows (more than 0, at most ``config.MAX_THINK``), else ``think_seconds`` in
    ``config.json``, else :data:`DEFAULT_THINK`."""
    text = os.environ.get(THINK_VARIABLE, "").strip()
    if text:
        try:
            seconds = float(text)
        except ValueError:
            seconds = math.nan
        if math.isfinite(seconds) and 0 < seconds <= config.MAX_THINK:  # as --think (26.3)
            return seconds
    return config.load().think_seconds


class EasyBot:
    """The plain moves a beginner makes."""

    name = "easy"

    def choose(
        self, rules: Rules, state: Any, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        return knowledge(rules).easy(rules, state, seat, legal, rng)


class NormalBot:
    """The game's heuristic player."""

    name = "normal"

    def choose(
        self, rules: Rules, state: Any, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        return knowledge(rules).normal(rules, state, seat, legal, rng)


class StrongBot(Search):
    """The search, thinking :func:`think_seconds` per move unless told otherwise, on both
    cores where there are two (:mod:`tablebox.bots.parallel`)."""

    name = "strong"

    def __init__(self, seconds: float | None = None, iterations: int | None = None) -> None:
        super().__init__(
            seconds=think_seconds() if seconds is None else seconds,
            iterations=iterations,
            parallel=True,
        )
