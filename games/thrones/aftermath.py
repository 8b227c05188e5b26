"""After the strengths are compared (GOT-6.8 to GOT-6.11): casualties, "if you win" texts,
retreats and routs, and the battle's end."""

from __future__ import annotations

from games.thrones import army
from games.thrones.board import LAND_NEIGHBOURS, SEA_NEIGHBOURS, UNIT_STRENGTH
from games.thrones.combatants import active, defending, losing_units
from games.thrones.movement import reachable
from games.thrones.orders import KIND
from games.thrones.state import CASUALTY, RETREAT, WIN_ABILITY, Battle, ThronesState

WIN_TEXTS = frozenset(
    {"maester-luwin", "melisandre-of-asshai", "renly-baratheon", "cersei-lannister", "asha-greyjoy"}
)


def decided(state: ThronesState, fight: Battle) -> None:
    """The winner is known: the loser's casualties first, then the winner's text."""
    if fight.casualties > 0 and losing_units(state, fight):
        state.step = CASUALTY
        state.acting = fight.loser
        return
    _win_texts(state, fight)


def legal_casualties(state: ThronesState, house: str) -> list[str]:
    fight = state.battle
    assert fight is not None
    return [f"casualty {kind}" for kind in sorted(set(losing_units(state, fight)))]


def casualty(state: ThronesState, house: str, unit: str) -> None:
    """GOT-6.8: the loser loses the winner's swords minus its own towers, chosen by it."""
    fight = state.battle
    assert fight is not None
    if house == fight.attacker:
        fight.attacking.remove(unit)
    else:
        army.remove_units(state, fight.area, [unit])
        if fight.area not in state.units:
            state.owner[fight.area] = house
            state.units[fight.area] = []
    fight.casualties -= 1
    state.log("casualty", house=house, area=fight.area, unit=unit)
    decided(state, fight)


def _win_texts(state: ThronesState, fight: Battle) -> None:
    winner = fight.winner
    card = fight.cards.get(winner, "")
    if card == "jaime-lannister" and active(fight, winner, card):
        gained = army.gain(state, winner, 2)
        state.log("power-gained", house=winner, count=gained)
    if card in WIN_TEXTS and active(fight, winner, card) and len(legal_win(state, winner)) > 1:
        state.step = WIN_ABILITY
        state.acting = winner
        return
    _retreat(state, fight)


def legal_win(state: ThronesState, house: str) -> list[str]:
    """The "if you win" choice of the winner's card, and declining it."""
    fight = state.battle
    assert fight is not None
    card = fight.cards[house]
    loser = fight.loser
    if card == "maester-luwin":
        return [f"reclaim {c}" for c in state.discards[house]] + ["reclaim none"]
    if card == "melisandre-of-asshai":
        if state.power[house] < 1:
            return ["discard none"]
        return [f"discard {c}" for c in state.hands[loser]] + ["discard none"]
    if card == "renly-baratheon":
        units = fight.attacking if house == fight.attacker else defending(state, fight)
        if "footman" in units and army.in_pool(state, house, "knight") > 0:
            return ["upgrade yes", "upgrade no"]
        return ["upgrade no"]
    if card == "cersei-lannister":
        spots = [a for a in sorted(state.orders) if state.owner.get(a) == loser]
        return [f"remove {a}" for a in spots] + ["remove none"]
    # Asha Greyjoy: any house's Support or Consolidate Power order next to the battle (PROPOSED)
    near = LAND_NEIGHBOURS[fight.area] | SEA_NEIGHBOURS[fight.area]
    spots = [
        a
        for a in sorted(near)
        if a in state.orders and KIND[state.orders[a]] in ("support", "consolidate")
    ]
    return [f"remove {a}" for a in spots] + ["remove none"]


def win_text(state: ThronesState, house: str, verb: str, target: str) -> None:
    fight = state.battle
    assert fight is not None
    if target not in ("none", "no"):
        if verb == "reclaim":
            state.discards[house].remove(target)
            state.hands[house].append(target)
            state.log("reclaimed", house=house, card=target)
        elif verb == "discard":
            state.power[house] -= 1
            state.hands[fight.loser].remove(target)
            state.discards[fight.loser].append(target)
            state.log("card-discarded", house=fight.loser, card=target, by=house)
        elif verb == "upgrade":
            if house == fight.attacker:
                fight.attacking.remove("footman")
                fight.attacking.append("knight")
            else:
                army.remove_units(state, fight.area, ["footman"])
                army.add_units(state, fight.area, house, ["knight"])
            state.log("upgraded", house=house, area=fight.area)
        else:
            token = state.orders.pop(target)
            state.log("order-removed", house=state.owner.get(target, ""), area=target, token=token)
    _retreat(state, fight)


def retreat_options(state: ThronesState, fight: Battle) -> dict[str, int]:
    """Retreat area -> units lost to supply there; only the areas losing fewest (GOT-6.9):
    next to the battle (or by the defender's ships), empty of other houses' units, tokens and
    neutral forces, and never where the attack came from."""
    loser = fight.defender
    survivors = len(army.ready(state, fight.area))
    options: dict[str, int] = {}
    for spot in reachable(state, loser, fight.area):
        if spot == fight.source or spot in state.neutral:
            continue
        if state.owner.get(spot, loser) != loser or state.tokens.get(spot, loser) != loser:
            continue
        leaving = {fight.area: -len(state.units[fight.area])}
        options[spot] = over_supply(state, loser, spot, survivors, leaving)
    if not options:
        return {}
    fewest = min(options.values())
    return {spot: lost for spot, lost in options.items() if lost == fewest}


def over_supply(
    state: ThronesState, house: str, spot: str, count: int, leaving: dict[str, int]
) -> int:
    """How many of ``count`` units retreating into ``spot`` the supply limits destroy (the
    areas in ``leaving`` lose the units given there)."""
    lost = 0
    while lost < count and not army.within_supply(state, house, {**leaving, spot: count - lost}):
        lost += 1
    return lost


def cheapest_first(units: list[str], count: int) -> list[str]:
    """``units`` without the ``count`` weakest (footmen and ships before knights)."""
    kept = list(units)
    for _ in range(count):
        kept.remove(min(kept, key=lambda unit: (UNIT_STRENGTH[unit], unit)))
    return kept


def _retreat(state: ThronesState, fight: Battle) -> None:
    if fight.loser == fight.defender and state.units.get(fight.area):
        options = retreat_options(state, fight)
        if options and army.ready(state, fight.area):
            state.step = RETREAT
            state.acting = fight.defender
            return
        state.log(
            "routed-destroyed",
            house=fight.defender,
            area=fight.area,
            count=len(state.units[fight.area]),
        )
        army.clear_area(state, fight.area)
    _finish(state, fight)


def legal_retreats(state: ThronesState, house: str) -> list[str]:
    fight = state.battle
    assert fight is not None
    return [f"retreat {spot}" for spot in sorted(retreat_options(state, fight))]


def retreat(state: ThronesState, house: str, spot: str) -> None:
    """Routed units already retreated this round are destroyed; the others retreat, routed,
    and those over the supply limit there are destroyed (footmen and ships first)."""
    fight = state.battle
    assert fight is not None
    lost = retreat_options(state, fight)[spot]
    moving = cheapest_first(army.ready(state, fight.area), lost)
    destroyed = len(state.units[fight.area]) - len(moving)
    army.clear_area(state, fight.area)
    state.log("retreat", house=house, area=fight.area, to=spot, destroyed=destroyed)
    if moving:
        army.add_units(state, spot, house, moving)
        army.rout(state, spot, moving)
    _finish(state, fight)


def _finish(state: ThronesState, fight: Battle) -> None:
    """The winner holds the area; a beaten attacker goes back routed (losing the units over
    its supply limits there); cards are discarded
    and an empty hand takes its discards back (PROPOSED, GOT-6.11)."""
    area = fight.area
    if fight.winner == fight.attacker:
        if area in state.units and not state.units[area]:
            army.clear_area(state, area)
        if area not in state.units:
            state.orders.pop(area, None)
        if fight.attacking:
            army.add_units(state, area, fight.attacker, fight.attacking)
    else:
        if area in state.units and not state.units[area]:
            army.clear_area(state, area)
        # GOT-6.9: the beaten attacker goes back where it came from, within the supply limits
        lost = over_supply(state, fight.attacker, fight.source, len(fight.attacking), {})
        back = cheapest_first(fight.attacking, lost)
        if lost:
            state.log("retreat", house=fight.attacker, area=area, to=fight.source, destroyed=lost)
        if back:
            army.add_units(state, fight.source, fight.attacker, back)
            army.rout(state, fight.source, back)
    for house, card in fight.cards.items():
        state.discards[house].append(card)
    for house, card in fight.cards.items():
        if not state.hands[house]:
            state.hands[house] = [c for c in state.discards[house] if c != card]
            state.discards[house] = [card]
            state.log("hand-refreshed", house=house)
    state.log("battle-won", house=fight.winner, area=area)
    state.battle = None
    state.step = ""
