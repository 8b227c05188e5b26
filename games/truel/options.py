"""Setup choices for Truel: the board and deck (data), the no-gem variant, and a match."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from games.truel.data import BoardSpec, DeckSpec


class TruelOptions(BaseModel):
    """The board, the deck, whether players start with a gem, and whether to play a match.

    Without a board or deck the game plays tablebox's own (``assets/truel``); the app and
    ``tablebox new truel`` pass the files' data, so a save carries the board it was played on."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    start_gems: Literal["one", "zero"] = "one"
    """one: each player starts with a gem of their colour; zero: the variant in which nobody
    does (a longer game, TRL-7.3)."""
    match: bool = False
    """true: play games until one player has won three, the champion of the evening (TRL-7.2)."""
    board: BoardSpec | None = None
    """The track (``--board FILE`` or ``assets/truel/board.json``); none: tablebox's own."""
    deck: DeckSpec | None = None
    """The cards (``--deck FILE`` or ``assets/truel/deck.json``); none: tablebox's own."""
