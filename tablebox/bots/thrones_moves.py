"""The action phase (GOT-4, GOT-5): which raid to make, which march to carry out and where,
whether to leave a power token behind, and where beaten units retreat (GOT-6.9)."""

from __future__ import annotations

from games.thrones.board import AREA, LANDS, UNIT_STRENGTH
from games.thrones.march import notation
from games.thrones.movement import movable, own_support, reachable, support_strength
from games.thrones.orders import BONUS, KIND
from games.thrones.state import ThronesState
from tablebox.bots.thrones_board import AREA_VALUE, NEAR, TOUCHING, UNIT_ORDER, might, threat

RAID_WORTH = {"consolidate": 3.0, "support": 2.5, "raid": 1.5}
"""GOT-4.2: a raided Consolidate Power costs its owner the most (and pillages, GOT-4.3); a
raided Support may turn a battle."""


def choose_raid(state: ThronesState, house: str, legal: list[str]) -> str:
    """Raid the costliest enemy order in reach; skip only when nothing is in reach."""
    best, chosen = -1.0, ""
    for action in legal:
        words = action.split(" ")
        arrow, target = words[2], words[-1]
        if arrow != "->":
            if not chosen:
                chosen = action  # a skip, kept if no raid reaches anything
            continue
        token = state.orders.get(target, "")
        worth = RAID_WORTH.get(KIND.get(token, ""), 0.0) + AREA[target].crowns * 0.5
        if worth > best:
            best, chosen = worth, action
    return chosen or legal[-1]


def defence_of(state: ThronesState, house: str, area: str) -> int:
    """What the holder of ``area`` may put against an attack there, before House cards: its
    units, its Defence order and its own Support orders next door (GOT-6.6)."""
    holder = state.owner[area]
    total = might(state, area)
    token = state.orders.get(area)
    if token is not None and KIND[token] == "defense":
        total += BONUS[token]
    for spot in TOUCHING[area]:
        if state.owner.get(spot) != holder or (area in LANDS and spot not in LANDS):
            continue
        order = state.orders.get(spot)
        if order is not None and KIND[order] == "support":
            total += support_strength(state, spot) + BONUS.get(order, 0)
    return total


def march_options(
    state: ThronesState, house: str, source: str
) -> list[tuple[float, str, tuple[str, ...]]]:
    """Scored single-destination marches from ``source``: (score, destination, units). An
    attack goes with every unit or leaves the cheapest one on guard; leaving a threatened
    castle empty costs part of its worth."""
    units = tuple(sorted(movable(state, source)))
    if not units:
        return []
    bonus = BONUS[state.orders[source]]
    standing = len(state.units[source])
    guarded = source in LANDS and (AREA[source].fort > 0 or AREA_VALUE[source] >= 2)
    found = []
    for spot in reachable(state, house, source):
        holder = state.owner.get(spot)
        if holder == house:
            continue
        value = AREA_VALUE[spot]
        risk = _threat_besides(state, house, source, spot) if guarded else 0
        if spot in state.neutral:
            need = state.neutral[spot] - own_support(state, house, spot) - bonus
            for sent in _attack_groups(units):
                if _strength(sent) >= need:
                    found.append(
                        (value - 0.3 - _exposure(source, standing, sent, risk), spot, sent)
                    )
            continue
        if holder is not None:
            against = defence_of(state, house, spot) - bonus - own_support(state, house, spot)
            for sent in _attack_groups(units):
                chance = min(0.95, max(0.0, 0.5 + 0.2 * (_strength(sent) - against)))
                if chance < 0.35:
                    continue
                gain = chance * (value + 1.0) - (1.0 - chance) * 0.5 * len(sent)
                found.append((gain - _exposure(source, standing, sent, risk), spot, sent))
            continue
        if state.tokens.get(spot) == house:
            continue
        sent = units
        if len(units) > 1 and (risk or guarded):
            sent = (min(units, key=lambda unit: UNIT_ORDER[unit]),)  # spread, keep a guard
        found.append((value - _exposure(source, standing, sent, risk), spot, sent))
    return found


def _strength(units: tuple[str, ...]) -> int:
    return sum(UNIT_STRENGTH[unit] for unit in units)


def _attack_groups(units: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every unit, or every unit but the cheapest (left on guard)."""
    if len(units) == 1:
        return [units]
    guard = min(units, key=lambda unit: UNIT_ORDER[unit])
    rest = list(units)
    rest.remove(guard)
    return [units, tuple(rest)]


def _threat_besides(state: ThronesState, house: str, source: str, target: str) -> int:
    """The strongest enemy next to ``source`` other than the one in ``target`` (which the
    march fights, GOT-5)."""
    worst = 0
    for spot in NEAR[source]:
        other = state.owner.get(spot)
        if spot != target and other is not None and other != house:
            worst = max(worst, might(state, spot))
    return worst


def _exposure(source: str, standing: int, sent: tuple[str, ...], risk: int) -> float:
    """Emptying a threatened area risks it (a power token keeps control but no defence)."""
    if not risk:
        return 0.0
    return 0.5 * AREA_VALUE[source] if len(sent) >= standing else 0.0


def choose_march(state: ThronesState, house: str, legal: list[str]) -> str:
    """GOT-5: the best march of all the house's March orders; a march that finds nothing
    worth taking stays (it only loses the order)."""
    options = set(legal)
    best, chosen = 0.0, ""
    stay = ""
    for source, token in sorted(state.orders.items()):
        if KIND[token] != "march" or state.owner.get(source) != house:
            continue
        if not stay:
            stay = f"march {source} stay"
        for score, spot, units in march_options(state, house, source):
            if score <= best:
                continue
            action = notation(source, [(spot, units)])
            if action not in options and len(units) > 1:
                action = notation(source, [(spot, units[:1])])  # over supply with all: one
            if action in options:
                best, chosen = score, action
    if chosen:
        return chosen
    if stay in options:
        return stay
    return next((a for a in legal if a.startswith("march")), legal[0])


def choose_legs(legal: list[str]) -> str:
    """A march put together leg by leg: end it with the legs chosen so far."""
    ends = [action for action in legal if action.startswith("march")]
    return min(ends, key=len) if ends else legal[0]


def choose_control(state: ThronesState, house: str) -> str:
    """GOT-5.4: a power token keeps an emptied castle (it counts towards the win, GOT-9) or
    a rich area when power is plentiful."""
    area = state.emptied
    row = AREA[area]
    keep = row.fort > 0 or (row.barrels + row.crowns > 0 and state.power[house] >= 3)
    return "control yes" if keep else "control no"


def choose_retreat(state: ThronesState, house: str, legal: list[str]) -> str:
    """GOT-6.9: among the retreats losing fewest units, the most valuable area of its own,
    the least threatened."""

    def worth(action: str) -> float:
        spot = action.split(" ")[1]
        own = 1.0 if state.owner.get(spot) == house else 0.0
        return AREA_VALUE[spot] + own - 0.3 * threat(state, house, spot)

    return max(legal, key=worth)
