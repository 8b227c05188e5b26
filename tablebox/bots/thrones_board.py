"""What the Thrones players read off the board: how much an area is worth, how strong the
units in an area are, who threatens whom. Tables are built once at import; the functions read
the state's plain dicts and never build a view (they run inside playouts)."""

from __future__ import annotations

from games.thrones.board import (
    AREA,
    CASTLES,
    HOUSE_CARDS,
    LAND_NEIGHBOURS,
    SEA_NEIGHBOURS,
    SEAS,
    UNIT_STRENGTH,
)
from games.thrones.state import ThronesState

AREA_VALUE: dict[str, float] = {
    area: (0.5 if row.sea else 3.0 * row.fort + 1.0 * row.barrels + 0.7 * row.crowns)
    for area, row in AREA.items()
}
"""Worth of holding an area: castles and strongholds win the game (GOT-9), barrels raise the
supply (GOT-7.2), crowns bring power (GOT-5.6); a sea is worth a little (transport, GOT-5.2)."""

NEAR: dict[str, frozenset[str]] = {
    area: (SEA_NEIGHBOURS[area] if area in SEAS else LAND_NEIGHBOURS[area]) for area in AREA
}
"""Areas whose units can march straight into ``area`` without ships: the threats to it."""

TOUCHING: dict[str, frozenset[str]] = {
    area: LAND_NEIGHBOURS[area] | SEA_NEIGHBOURS[area] for area in AREA
}
CASTLE_AREAS: tuple[str, ...] = tuple(sorted(CASTLES))
"""The castle and stronghold areas in a fixed order (for the evaluation's loops)."""
CARD_STRENGTH: dict[str, int] = {card: row[2] for card, row in HOUSE_CARDS.items()}
UNIT_ORDER: dict[str, int] = {"footman": 0, "ship": 1, "knight": 2}
"""Cheapest unit first: what a house gives up first (casualties, disbanding)."""


def might(state: ThronesState, area: str) -> int:
    """Combat strength of the units standing in ``area`` (routed ones included: a rough
    guess of what may fight there next)."""
    units = state.units.get(area)
    if not units:
        return 0
    return sum(UNIT_STRENGTH[unit] for unit in units)


def threat(state: ThronesState, house: str, area: str) -> int:
    """The strongest enemy force that could march into ``area`` next (GOT-5)."""
    worst = 0
    owner = state.owner
    for spot in NEAR[area]:
        other = owner.get(spot)
        if other is not None and other != house:
            worst = max(worst, might(state, spot))
    return worst


def castle_counts(state: ThronesState) -> dict[str, int]:
    """House -> castles and strongholds it controls (GOT-9)."""
    counts = dict.fromkeys(state.houses, 0)
    for area in CASTLES:
        holder = state.owner.get(area) or state.tokens.get(area)
        if holder in counts:
            counts[holder] += 1
    return counts


def menace(state: ThronesState, house: str) -> dict[str, float]:
    """How dangerous each other house is to ``house``: its castles (it nears the win, GOT-9.1)
    and its units next to ``house``'s areas."""
    counts = castle_counts(state)
    found = {other: float(counts[other]) for other in state.houses if other != house}
    owner = state.owner
    for area, units in state.units.items():
        other = owner[area]
        if other == house:
            continue
        if any(owner.get(spot) == house for spot in NEAR[area]):
            found[other] += 0.2 * len(units)
    return found
