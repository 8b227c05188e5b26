"""Setup choices: which seat plays which house (GOT-2.1)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from games.thrones.positions import Position


class ThronesOptions(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    houses: list[str] | None = None
    """The house of each seat, in seat order (the houses in play at that player count, each
    once); None: drawn at random from the game's seed, as the rules say (GOT-2.1)."""
    start: Position | None = None
    """A position to start from (``games.thrones.positions``: tests, tutorials, bug reports),
    its seats taking the houses in the set-up table's order unless ``houses`` says otherwise;
    None: the set-up of a new game (GOT-2)."""
