"""The board as the rules use it: areas, adjacency, and the per-area facts (GOT-1).

Built once from the generated data (``games/thrones/data``), after :func:`validate` has checked
it, so every rule reads plain sets and tuples.
"""

from __future__ import annotations

from typing import NamedTuple

from games.thrones.data.board import (
    AREAS,
    EDGES,
    NEUTRAL_TOKENS,
    PLAYER_SETUPS,
    POWER_LIMIT,
    ROUNDS,
    STARS,
    START_POWER,
    START_SUPPLY,
    START_UNITS,
    SUPPLY_TABLE,
    UNIT_POOL,
)
from games.thrones.data.cards import HOUSE_CARDS, WESTEROS_DECKS
from games.thrones.validation import HOUSES, validate

__all__ = [
    "AREAS",
    "HOUSES",
    "HOUSE_CARDS",
    "NEUTRAL_TOKENS",
    "PLAYER_SETUPS",
    "POWER_LIMIT",
    "ROUNDS",
    "STARS",
    "START_POWER",
    "START_SUPPLY",
    "START_UNITS",
    "SUPPLY_TABLE",
    "UNIT_POOL",
    "WESTEROS_DECKS",
]

validate(AREAS, EDGES, PLAYER_SETUPS, START_UNITS, NEUTRAL_TOKENS)


class Area(NamedTuple):
    id: str
    sea: bool
    fort: int
    """0 none, 1 castle (1 mustering point), 2 stronghold (2 points)."""
    barrels: int
    crowns: int


AREA: dict[str, Area] = {
    area: Area(area, row[1], row[3], row[4], row[5]) for area, row in AREAS.items()
}
ORDERED_AREAS: tuple[str, ...] = tuple(AREAS)
SEAS: frozenset[str] = frozenset(area for area, row in AREAS.items() if row[1])
LANDS: frozenset[str] = frozenset(AREAS) - SEAS
CASTLES: frozenset[str] = frozenset(area for area, row in AREAS.items() if row[3])
BARREL_AREAS: tuple[tuple[str, int], ...] = tuple(
    (area, row[4]) for area, row in AREAS.items() if row[4]
)
"""(area, barrels) for the areas with barrels: the sums over them skip the rest."""
CROWN_AREAS: tuple[tuple[str, int], ...] = tuple(
    (area, row[5]) for area, row in AREAS.items() if row[5]
)

NEIGHBOURS: dict[str, frozenset[str]] = {
    area: frozenset({b for a, b in EDGES if a == area} | {a for a, b in EDGES if b == area})
    for area in AREAS
}
LAND_NEIGHBOURS: dict[str, frozenset[str]] = {area: NEIGHBOURS[area] & LANDS for area in AREAS}
SEA_NEIGHBOURS: dict[str, frozenset[str]] = {area: NEIGHBOURS[area] & SEAS for area in AREAS}

UNIT_STRENGTH: dict[str, int] = {"footman": 1, "knight": 2, "ship": 1}
MUSTER_COST: dict[str, int] = {"footman": 1, "knight": 2, "ship": 1, "upgrade": 1}
UNIT_KINDS: tuple[str, ...] = ("footman", "knight", "ship")

CARD_HOUSE: dict[str, str] = {card: row[0] for card, row in HOUSE_CARDS.items()}
HOUSE_HANDS: dict[str, tuple[str, ...]] = {
    house: tuple(card for card, row in HOUSE_CARDS.items() if row[0] == house) for house in HOUSES
}
DECK_CARDS: dict[str, tuple[str, ...]] = {
    deck: tuple(card for card, copies, _ in rows for _ in range(copies))
    for deck, rows in WESTEROS_DECKS.items()
}
WILDLING_ICON: dict[tuple[str, str], bool] = {
    (deck, card): icon for deck, rows in WESTEROS_DECKS.items() for card, _, icon in rows
}
WILDLING_STEP = 2
"""PROPOSED (GOT-8.3): each wildling icon raises the threat by 2 (one space of the track)."""
WILDLING_MAX = 12
