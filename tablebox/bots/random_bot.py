"""The simplest computer player: a uniformly random legal action."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from tablebox.engine import Action, Rules


class RandomBot:
    """Picks one of the legal actions at random with the ``rng`` it is given."""

    name = "random"

    def choose(
        self,
        rules: Rules,
        state: Any,
        seat: int,
        legal: Sequence[Action],
        rng: random.Random,
    ) -> Action:
        if not legal:
            raise ValueError("a computer seat was asked to act with no legal action")
        return rng.choice(legal)
