"""March orders (GOT-5): checking a march, moving units, establishing control and starting a
battle or taking a neutral force."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from games.thrones import army, battle
from games.thrones.board import LANDS, UNIT_STRENGTH
from games.thrones.movement import hostile, movable, own_support, reachable, unit_subsets
from games.thrones.orders import BONUS, KIND, Refusal
from games.thrones.state import CONTROL, MARCH_LEGS, Battle, ThronesState
from tablebox.engine import Message

Moves = list[tuple[str, tuple[str, ...]]]


def march_refusal(
    state: ThronesState, house: str, source: str, moves: Moves, whole: bool = True
) -> Refusal | None:
    """Why ``house`` may not march ``moves`` (destination, units) from ``source``; with
    ``whole`` False the moves are the first legs of a march still being put together, so the
    supply limits are checked only when it ends (a further leg may bring the armies back
    within them)."""
    token = state.orders.get(source)
    if token is None or KIND[token] != "march" or state.owner.get(source) != house:
        return "thrones.no-march-order", {"area": source}
    can_go = reachable(state, house, source)
    left = Counter(movable(state, source))
    attacks = 0
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
    if attacks > 1:
        return "thrones.one-attack-per-march", {}
    if whole and not army.within_supply(state, house, supply_changes(source, moves)):
        return "thrones.over-supply", {"level": state.supply[house]}
    return None


def legal_marches(state: ThronesState, house: str) -> list[str]:
    """Each march order: stay, or move any part of its units to one destination, at once
    (``march``) or as the first leg of a march to several destinations (``leg``)."""
    legal = []
    for source, token in sorted(state.orders.items()):
        if KIND[token] == "march" and state.owner.get(source) == house:
            legal.extend(march_options(state, house, source, []))
    return legal


def legal_legs(state: ThronesState, house: str) -> list[str]:
    """A march being put together leg by leg: a further leg, or ending it (with or without a
    last leg)."""
    return march_options(state, house, state.march_from, legs_of(state))


def march_options(state: ThronesState, house: str, source: str, plan: Moves) -> list[str]:
    """After the legs ``plan`` (destination, units) of the march from ``source``: every next
    leg that keeps the march legal, as its last leg (``march``, the whole march in one action)
    or with more to come (``leg``, see :func:`leg_refusal`); then the march of ``plan`` alone
    (``stay`` when it is empty). Listing legs one at a time spares listing every split.

    The checks are those of :func:`march_refusal`, worked out once per destination rather
    than once per option (this list is asked for very often)."""
    if march_refusal(state, house, source, plan, whole=False) is not None:
        return []
    bonus = BONUS[state.orders[source]]
    left = _left(state, source, plan)
    parts = _parts(tuple(left))
    used = {destination for destination, _ in plan}
    attacked = any(hostile(state, house, destination) for destination in used)
    sizes = {area: len(units) for area, units in state.units.items() if state.owner[area] == house}
    level = state.supply[house]
    before = supply_changes(source, plan)
    legal = []
    for destination in sorted(reachable(state, house, source) - used):
        attack = hostile(state, house, destination)
        if attack and attacked:
            continue  # GOT-5.3: one attack per March order
        needed = state.neutral.get(destination, 0)
        backing = bonus + own_support(state, house, destination) if needed else 0
        armies = _Armies(sizes, before, source, destination)
        for units, text, strength in parts:
            if needed and strength + backing < needed:
                continue  # GOT-5.5
            fits = armies.fit(len(units), level)
            if fits:
                if plan:
                    legal.append(notation(source, sorted([*plan, (destination, units)])))
                else:
                    legal.append(f"march {source} -> {destination}:{text}")
            if len(units) < len(left) and (
                fits or _can_end(state, house, source, [*plan, (destination, units)])
            ):
                legal.append(f"leg {source} -> {destination}:{text}")
    if march_refusal(state, house, source, plan) is None:
        legal.append(notation(source, sorted(plan)))
    return legal


@lru_cache(maxsize=1024)
def _parts(left: tuple[str, ...]) -> tuple[tuple[tuple[str, ...], str, int], ...]:
    """Each part of the units ``left`` (sorted): the units, their text and their strength."""
    return tuple(
        (units, ",".join(units), sum(UNIT_STRENGTH[unit] for unit in units))
        for units in unit_subsets(list(left))
    )


class _Armies:
    """:func:`army.within_supply` for one more leg of ``count`` units from ``source`` to
    ``destination``, after the changes ``before``: the armies the leg does not touch are
    counted once, not again for every part of the units."""

    def __init__(
        self, sizes: dict[str, int], before: dict[str, int], source: str, destination: str
    ) -> None:
        after = dict(sizes)
        for area, change in before.items():
            after[area] = after.get(area, 0) + change
        self.source = after.get(source, 0)
        self.destination = after.get(destination, 0)
        self.rest = [
            size
            for area, size in after.items()
            if size >= 2 and area != source and area != destination
        ]

    def fit(self, count: int, level: int) -> bool:
        sizes = [*self.rest, self.source - count, self.destination + count]
        return army.fits(sorted((n for n in sizes if n >= 2), reverse=True), level)


def leg_refusal(
    state: ThronesState, house: str, source: str, plan: Moves, leg: tuple[str, tuple[str, ...]]
) -> Refusal | None:
    """Why ``leg`` may not follow ``plan``: it must keep the march legal, leave units for a
    further leg, and let the march end within the supply limits at once or after one more
    leg (so a march put together leg by leg never reaches a dead end)."""
    moves = [*plan, leg]
    problem = march_refusal(state, house, source, moves, whole=False)
    if problem is not None:
        return problem
    if not _units_left(state, source, moves):
        return "thrones.leg-leaves-nothing", {"area": source}
    if army.within_supply(state, house, supply_changes(source, moves)) or _can_end(
        state, house, source, moves
    ):
        return None
    return "thrones.over-supply", {"level": state.supply[house]}


def _left(state: ThronesState, source: str, plan: Moves) -> list[str]:
    taken = Counter(unit for _, units in plan for unit in units)
    return sorted((Counter(movable(state, source)) - taken).elements())


def _units_left(state: ThronesState, source: str, plan: Moves) -> bool:
    return bool(_left(state, source, plan))


def _extensions(state: ThronesState, source: str, plan: Moves) -> list[Moves]:
    """``plan`` with one more leg: each destination not yet used, each part of the units
    left."""
    house = state.owner[source]
    used = {destination for destination, _ in plan}
    subsets = unit_subsets(_left(state, source, plan))
    return [
        [*plan, (destination, units)]
        for destination in sorted(reachable(state, house, source) - used)
        for units in subsets
    ]


def _can_end(state: ThronesState, house: str, source: str, plan: Moves) -> bool:
    """Whether one more leg makes ``plan`` a whole legal march."""
    return any(
        march_refusal(state, house, source, moves) is None
        for moves in _extensions(state, source, plan)
    )


def supply_changes(source: str, moves: Moves) -> dict[str, int]:
    """Area -> units more or fewer after ``moves`` from ``source``."""
    changes: dict[str, int] = {source: 0}
    for destination, units in moves:
        changes[source] -= len(units)
        changes[destination] = changes.get(destination, 0) + len(units)
    return changes


def legs_of(state: ThronesState) -> Moves:
    moves = []
    for leg in state.legs:
        destination, _, units = leg.partition(":")
        moves.append((destination, tuple(units.split(","))))
    return moves


def add_leg(state: ThronesState, source: str, destination: str, units: tuple[str, ...]) -> None:
    """Put a leg into the march being put together (GOT-5.1); nothing moves yet."""
    state.march_from = source
    state.legs.append(f"{destination}:{','.join(units)}")
    state.step = MARCH_LEGS


def notation(source: str, moves: Moves) -> str:
    if not moves:
        return f"march {source} stay"
    parts = "; ".join(f"{dest}:{','.join(sorted(units))}" for dest, units in moves)
    return f"march {source} -> {parts}"


def march(state: ThronesState, house: str, source: str, moves: Moves) -> None:
    """Carry out a checked march: peaceful moves, a neutral force taken, or a battle set up;
    then the control decision for an emptied land area (GOT-5.4)."""
    state.march_from = ""
    state.legs = []
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
