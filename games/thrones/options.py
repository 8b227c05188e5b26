"""Setup choices: which seat plays which house (GOT-2.1)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class ThronesOptions(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    houses: list[str] | None = None
    """The house of each seat, in seat order (the houses in play at that player count, each
    once); None: drawn at random from the game's seed, as the rules say (GOT-2.1)."""
