"""Setup choices for The Dwarf King (DWK-1.5): deals, quest set, first dealer, open tricks, and
a scripted deck for tests."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class ScriptedDeal(BaseModel):
    """One deal fixed in advance (DWK-1.6): its special card, its quest tile and every hand.
    ``hands[seat]`` are that seat's cards; together they must be the deal's cards: the basic
    deck for the player count plus ``special``, each hand of the same size."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    special: str
    tile: int = Field(ge=1, le=20)
    hands: tuple[tuple[str, ...], ...]


class DwarfKingOptions(BaseModel):
    """How long a game, which quests, who deals first, and whether won cards stay visible."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    deals: int = Field(7, ge=1, le=7)
    """Deals before the tie-break (DWK-7.1): 7 in the rules, fewer for a short game."""
    quests: Literal["all", "beginner"] = "all"
    """``beginner`` leaves out the quest tiles 1, 2, 14, 16 and 20 (PROPOSED, DWK-4.6)."""
    first_dealer: int | Literal["random"] = "random"
    """The seat that deals first (0 is the first player), or ``random`` (PROPOSED, DWK-2.1)."""
    open_tricks: bool = False
    """For learners: every player sees every won card, not only their own last trick
    (DWK-3.6)."""
    deck: tuple[ScriptedDeal, ...] = ()
    """For tests: the first deals fixed in advance, one ``ScriptedDeal`` each (DWK-1.6); the
    deals after them are shuffled from the seed."""
