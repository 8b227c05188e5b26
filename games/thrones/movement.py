"""Where units may go: neighbours, ship transport (GOT-5.2), raids (GOT-4) and the checks on a
march (GOT-5)."""

from __future__ import annotations

from collections import Counter
from itertools import product

from games.thrones import army
from games.thrones.board import LAND_NEIGHBOURS, LANDS, SEA_NEIGHBOURS, SEAS, UNIT_STRENGTH
from games.thrones.orders import BONUS, KIND
from games.thrones.state import ThronesState


def reachable(state: ThronesState, house: str, source: str) -> set[str]:
    """Areas one move away from ``source`` for ``house``'s units there: ships to adjacent
    seas; land units to adjacent land, or to any land touching a chain of seas that each
    hold one of the house's ships (GOT-5.2)."""
    if source in SEAS:
        return set(SEA_NEIGHBOURS[source])
    found = set(LAND_NEIGHBOURS[source])
    seen: set[str] = set()
    frontier = [sea for sea in SEA_NEIGHBOURS[source] if state.owner.get(sea) == house]
    while frontier:
        sea = frontier.pop()
        if sea in seen:
            continue
        seen.add(sea)
        found |= LAND_NEIGHBOURS[sea]
        frontier.extend(s for s in SEA_NEIGHBOURS[sea] if state.owner.get(s) == house)
    found.discard(source)
    return found


def hostile(state: ThronesState, house: str, area: str) -> bool:
    """Whether entering ``area`` is an attack: another house's units or a neutral force."""
    owner = state.owner.get(area)
    return (owner is not None and owner != house) or area in state.neutral


def movable(state: ThronesState, area: str) -> list[str]:
    """The units of ``area`` that may march: routed units may not (GOT-6.10)."""
    return army.ready(state, area)


def unit_subsets(units: list[str]) -> list[tuple[str, ...]]:
    """Every non-empty sub-multiset of ``units`` (sorted tuples)."""
    counts = Counter(units)
    kinds = sorted(counts)
    subsets = []
    for numbers in product(*(range(counts[kind] + 1) for kind in kinds)):
        chosen = tuple(kind for kind, n in zip(kinds, numbers, strict=True) for _ in range(n))
        if chosen:
            subsets.append(chosen)
    return subsets


def own_support(state: ThronesState, house: str, area: str) -> int:
    """The strength the house's own adjacent Support orders add to an attack on ``area``
    (used against neutral forces, GOT-5.5)."""
    total = 0
    for spot, token in state.orders.items():
        if KIND[token] != "support" or state.owner.get(spot) != house:
            continue
        if spot not in LAND_NEIGHBOURS[area] | SEA_NEIGHBOURS[area]:
            continue
        if area in SEAS and spot in LANDS:
            continue
        total += support_strength(state, spot) + BONUS.get(token, 0)
    return total


def support_strength(state: ThronesState, area: str, ships_count: bool = True) -> int:
    total = 0
    for unit in army.ready(state, area):
        if unit == "footman" and state.restriction == "rains_of_autumn":
            continue  # GOT-8.6: Rains of Autumn
        if unit == "ship" and not ships_count:
            continue
        total += UNIT_STRENGTH[unit]
    return total


def legal_raids(state: ThronesState, house: str) -> list[str]:
    legal = []
    for area, token in sorted(state.orders.items()):
        if KIND[token] != "raid" or state.owner.get(area) != house:
            continue
        for target in raid_targets(state, house, area):
            legal.append(f"raid {area} -> {target}")
        legal.append(f"raid {area} skip")
    return legal


def raid_targets(state: ThronesState, house: str, area: str) -> list[str]:
    """GOT-4.2: adjacent enemy Support, Raid or Consolidate Power orders; a raid from land
    never reaches the sea."""
    neighbours = LAND_NEIGHBOURS[area] | SEA_NEIGHBOURS[area]
    targets = []
    for target in sorted(neighbours):
        token = state.orders.get(target)
        if token is None or state.owner.get(target) == house:
            continue
        if KIND[token] not in ("support", "raid", "consolidate"):
            continue
        if area in LANDS and target in SEAS:
            continue
        targets.append(target)
    return targets
