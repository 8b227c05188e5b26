"""Computer seats. For now a computer plays a uniformly random legal action."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any


class RandomBot:
    """Picks one of the legal actions at random; the seed makes its choice repeatable."""

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed)

    def choose(self, legal: Sequence[Any]) -> Any:
        if not legal:
            raise ValueError("a computer seat was asked to act with no legal action")
        return self._random.choice(legal)
