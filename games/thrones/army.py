"""Units on the board: placing and removing them, supply limits and the component pool
(GOT-1.4, GOT-7.1)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from games.thrones.board import BARREL_AREAS, CASTLES, POWER_LIMIT, SUPPLY_TABLE, UNIT_POOL
from games.thrones.state import ThronesState


def add_units(state: ThronesState, area: str, house: str, units: Iterable[str]) -> None:
    placed = state.units.setdefault(area, [])
    placed.extend(units)
    if placed:
        state.owner[area] = house
        holder = state.tokens.get(area)
        if holder is not None and holder != house:  # GOT-5.4: only another house's units
            del state.tokens[area]  # remove a power token; the house's own stays
            state.log("token-removed", house=holder, area=area)
    else:
        del state.units[area]


def remove_units(state: ThronesState, area: str, units: Iterable[str]) -> None:
    """Take ``units`` out of ``area``: units that are not routed, as long as there are such
    of that kind (routed units are taken only when nothing else is left of the kind)."""
    placed = state.units[area]
    for unit in units:
        placed.remove(unit)
    if not placed:
        clear_area(state, area)
        return
    routed = state.routed.get(area)
    if routed:
        for kind in set(routed):
            while routed.count(kind) > placed.count(kind):
                routed.remove(kind)


def ready(state: ThronesState, area: str) -> list[str]:
    """The units of ``area`` that are not routed (GOT-6.10)."""
    units = list(state.units.get(area, []))
    for unit in state.routed.get(area, []):
        units.remove(unit)
    return units


def rout(state: ThronesState, area: str, units: Iterable[str]) -> None:
    state.routed.setdefault(area, []).extend(units)


def clear_area(state: ThronesState, area: str) -> None:
    state.units.pop(area, None)
    state.owner.pop(area, None)
    state.routed.pop(area, None)


def armies(state: ThronesState, house: str, changes: Mapping[str, int] | None = None) -> list[int]:
    """The sizes of ``house``'s armies (2+ units in one area), largest first, after adding
    ``changes`` (area -> units more or fewer)."""
    sizes = {area: len(units) for area, units in state.units.items() if state.owner[area] == house}
    for area, change in (changes or {}).items():
        sizes[area] = sizes.get(area, 0) + change
    return sorted((size for size in sizes.values() if size >= 2), reverse=True)


def fits(sizes: list[int], level: int) -> bool:
    """Whether armies of ``sizes`` (largest first) fit supply ``level`` (GOT-7.1)."""
    limits = SUPPLY_TABLE[min(level, 6)]
    if len(sizes) > len(limits):
        return False
    return all(size <= limit for size, limit in zip(sizes, limits, strict=False))


def within_supply(
    state: ThronesState, house: str, changes: Mapping[str, int] | None = None
) -> bool:
    return fits(armies(state, house, changes), state.supply[house])


def barrels(state: ThronesState, house: str) -> int:
    owner, tokens = state.owner, state.tokens
    return sum(
        count
        for area, count in BARREL_AREAS
        if (owner.get(area) or tokens.get(area, "")) == house  # state.controller, inlined
    )


def castles(state: ThronesState, house: str) -> int:
    """Areas with a castle or a stronghold that ``house`` controls (GOT-9)."""
    return sum(1 for area in CASTLES if state.controller(area) == house)


def unit_count(state: ThronesState, house: str, kind: str) -> int:
    return sum(
        units.count(kind) for area, units in state.units.items() if state.owner[area] == house
    )


def in_pool(state: ThronesState, house: str, kind: str) -> int:
    """How many units of ``kind`` the house still has off the board (GOT-1.4). Units
    marching into a battle are off the board until it ends, but not in the pool."""
    left = UNIT_POOL[kind] - unit_count(state, house, kind)
    fight = state.battle
    if fight is not None and fight.attacker == house:
        left -= fight.attacking.count(kind)
    return left


def areas_of(state: ThronesState, house: str) -> list[str]:
    return [area for area in state.units if state.owner[area] == house]


def tokens_on_board(state: ThronesState, house: str) -> int:
    return sum(1 for holder in state.tokens.values() if holder == house)


def gain(state: ThronesState, house: str, count: int) -> int:
    """Power from the pool, never beyond the house's twenty tokens (GOT-1.5); how many came."""
    room = POWER_LIMIT - state.power[house] - tokens_on_board(state, house)
    gained = max(0, min(count, room))
    state.power[house] += gained
    return gained
