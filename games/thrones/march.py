"""March orders (GOT-5): checking a march, moving units, establishing control and starting a
battle or taking a neutral force."""

from __future__ import annotations

from collections import Counter

from games.thrones import army, battle
from games.thrones.board import LANDS, UNIT_STRENGTH
from games.thrones.movement import hostile, movable, own_support, reachable, unit_subsets
from games.thrones.orders import BONUS, KIND, Refusal
from games.thrones.state import CONTROL, Battle, ThronesState
from tablebox.engine import Message

Moves = list[tuple[str, tuple[str, ...]]]


def march_refusal(state: ThronesState, house: str, source: str, moves: Moves) -> Refusal | None:
    """Why ``house`` may not march ``moves`` (destination, units) from ``source``."""
    token = state.orders.get(source)
    if token is None or KIND[token] != "march" or state.owner.get(source) != house:
        return "thrones.no-march-order", {"area": source}
    can_go = reachable(state, house, source)
    left = Counter(movable(state, source))
    attacks = 0
    changes: dict[str, int] = {source: 0}
    destinations = set()
    for destination, units in moves:
        if destination in destinations:
            return "thrones.destination-twice", {"area": destination}
        destinations.add(destination)
        if destination not in can_go:
            return "thrones.cannot-reach", {"area": destination}
        if not units:
            return "thrones.no-units-named", {"area": destination}
        wanted = Counter(units)
        if wanted - left:
            return "thrones.units-not-there", {"area": source}
        left -= wanted
        if hostile(state, house, destination):
            attacks += 1
            if destination in state.neutral:
                strength = sum(UNIT_STRENGTH[unit] for unit in units) + BONUS[token]
                strength += own_support(state, house, destination)
                if strength < state.neutral[destination]:
                    return "thrones.neutral-too-strong", {
                        "area": destination,
                        "strength": strength,
                        "needed": state.neutral[destination],
                    }
        changes[source] -= len(units)
        changes[destination] = changes.get(destination, 0) + len(units)
    if attacks > 1:
        return "thrones.one-attack-per-march", {}
    if not army.within_supply(state, house, changes):
        return "thrones.over-supply", {"level": state.supply[house]}
    return None


def legal_marches(state: ThronesState, house: str) -> list[str]:
    """Each march order: stay, or move any part of its units to one destination (moves to
    several destinations are legal too, but are written out, not listed)."""
    legal = []
    for source, token in sorted(state.orders.items()):
        if KIND[token] != "march" or state.owner.get(source) != house:
            continue
        subsets = unit_subsets(movable(state, source))
        for destination in sorted(reachable(state, house, source)):
            for units in subsets:
                if march_refusal(state, house, source, [(destination, units)]) is None:
                    legal.append(notation(source, [(destination, units)]))
        legal.append(f"march {source} stay")
    return legal


def notation(source: str, moves: Moves) -> str:
    if not moves:
        return f"march {source} stay"
    parts = "; ".join(f"{dest}:{','.join(sorted(units))}" for dest, units in moves)
    return f"march {source} -> {parts}"


def march(state: ThronesState, house: str, source: str, moves: Moves) -> None:
    """Carry out a checked march: peaceful moves, a neutral force taken, or a battle set up;
    then the control decision for an emptied land area (GOT-5.4)."""
    bonus = BONUS[state.orders.pop(source)]
    if moves:
        shown = [Message("thrones.move", {"area": d, "units": list(u)}) for d, u in moves]
        state.log("march", house=house, area=source, moves=shown)
    else:
        state.log("march-stay", house=house, area=source)
    pending: Battle | None = None
    for destination, units in moves:
        army.remove_units(state, source, units)
        if state.owner.get(destination, house) != house:
            pending = battle.prepare(state, house, source, destination, list(units), bonus)
            continue
        if destination in state.neutral:
            del state.neutral[destination]
            state.log("neutral-taken", house=house, area=destination)
        enemy_token = state.tokens.get(destination)
        if enemy_token and enemy_token != house:
            state.log("token-removed", house=enemy_token, area=destination)
        army.add_units(state, destination, house, units)
    state.battle = pending
    if (
        moves
        and source in LANDS
        and source not in state.units
        and state.tokens.get(source) != house
        and state.power[house] > 0
    ):
        state.step = CONTROL
        state.acting = house
        state.emptied = source
        return
    state.step = ""


def control(state: ThronesState, house: str, yes: bool) -> None:
    area, state.emptied = state.emptied, ""
    if yes:
        state.power[house] -= 1
        state.tokens[area] = house
        state.log("control", house=house, area=area)
    state.step = ""
