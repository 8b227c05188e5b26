"""Setup choices for Oriflamme: who starts and which way the row resolves (ORI-1.5, ORI-1.6)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

Direction = Literal["left-to-right", "right-to-left"]
LEFT_TO_RIGHT: Direction = "left-to-right"
RIGHT_TO_LEFT: Direction = "right-to-left"


class OriflammeOptions(BaseModel):
    """Both choices default to None: drawn at random from the game's seed."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    first_player: int | None = None
    """The seat (0-based) holding the first-player tile in round 1; None: chosen at random
    (the rulebook gives it to the oldest player)."""
    direction: Direction | None = None
    """Which way every resolution phase runs, fixed for the whole game; None: at random."""
