"""The shapes of Truel's board and deck as data (``assets/truel/board.json`` and
``deck.json``): what a file must hold before :mod:`games.truel.board` and
:mod:`games.truel.deck` check that it plays (TRL-2, TRL-3).

These are pydantic models so that a game's options carry the whole board and deck, and a save
resumes on exactly the board it was started on."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

Colour = Literal["red", "green", "blue"]
COLOURS: tuple[Colour, ...] = ("red", "green", "blue")
"""The three players' colours, in seat order (seat 0 is red) and clockwise (TRL-1.1)."""
GEMS: tuple[str, ...] = ("ruby", "emerald", "sapphire")
"""The gem of each colour, in the same order: a ruby is red's (TRL-1.2)."""
Symbol = Literal["sun", "star", "heart"]
SYMBOLS: tuple[Symbol, ...] = ("sun", "star", "heart")
"""The bonus symbols; a rainbow card of each symbol is a joker of one card type (TRL-3.4)."""
CardType = Literal["player", "value", "unit"]
CARD_TYPES: tuple[CardType, ...] = ("player", "value", "unit")
"""The three card types, in the order of a triple's slots (TRL-4.1)."""
Unit = Literal["cards", "spaces", "ruby", "emerald", "sapphire"]
UNITS: tuple[Unit, ...] = ("cards", "spaces", "ruby", "emerald", "sapphire")
"""What a unit card counts: cards, spaces, or gems of one printed colour (TRL-3.3)."""
GEM_UNITS: tuple[Unit, ...] = ("ruby", "emerald", "sapphire")
"""The units of gems cards, in colour order (GEMS as unit names)."""
SpaceKind = Literal["colour", "start", "crossroads", "cards", "clock"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class SpaceSpec(_Frozen):
    id: str
    kind: SpaceKind
    colour: Colour | None = None
    """A coloured space's colour, or a Start's (whose gem it gives)."""
    amount: int = 0
    """Card spaces: cards drawn (+1, +2) or discarded (-1); clocks: turns gained or lost."""
    at: tuple[int, int] = (0, 0)
    """Where the space is drawn: column and row of a grid (for the table only)."""


class BoardSpec(_Frozen):
    """The track: its spaces and its forward (clockwise) links."""

    spaces: tuple[SpaceSpec, ...]
    links: tuple[tuple[str, str], ...]


class CardSpec(_Frozen):
    id: str
    type: CardType | Literal["rainbow"]
    symbol: Symbol
    player: Colour | None = None
    value: int | None = None
    unit: Unit | None = None


class DeckSpec(_Frozen):
    """Every card: the 81 regular ones and the 9 rainbow jokers."""

    cards: tuple[CardSpec, ...]
