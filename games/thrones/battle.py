"""Battles (GOT-6) up to the winner: supports declared, House cards chosen in secret and
revealed together, card texts in the order the rules give, the Valyrian Steel Blade and the
strengths compared. What follows (casualties, "if you win" texts, retreats) is in
``aftermath``."""

from __future__ import annotations

import dataclasses

from games.thrones import aftermath, army
from games.thrones.board import (
    HOUSE_CARDS,
    LAND_NEIGHBOURS,
    LANDS,
    SEA_NEIGHBOURS,
    SEAS,
    UNIT_STRENGTH,
)
from games.thrones.combatants import active, defending, losing_units, opponent
from games.thrones.movement import support_strength
from games.thrones.orders import BONUS, KIND
from games.thrones.state import (
    ACCEPT,
    BLADE,
    CARDS,
    SUPPORT,
    Battle,
    ThronesState,
)

CANCEL = "queen-of-thorns"
ATTACK_BONUS = {"footman": "vargo-hoat", "ship": "victarion-greyjoy"}
"""Cards making each attacking unit of a kind count 2 (Robb makes knights count 3)."""


def prepare(
    state: ThronesState, attacker: str, source: str, area: str, attacking: list[str], bonus: int
) -> Battle:
    defender = state.owner[area]
    backing = set(supporters(state, area))
    houses = [house for house in state.tracks["iron_throne"] if house in backing]
    state.log("battle", attacker=attacker, defender=defender, area=area)
    return Battle(attacker, defender, area, source, attacking, bonus, houses)


def supporters(state: ThronesState, area: str) -> list[str]:
    """Houses with a Support order next to ``area`` that may support there: ships anywhere,
    land units only in battles on land (GOT-6.2)."""
    return [state.owner[spot] for spot in support_areas(state, area)]


def support_areas(state: ThronesState, area: str) -> list[str]:
    """The areas whose Support orders reach a battle in ``area``."""
    spots = []
    for spot in sorted(LAND_NEIGHBOURS[area] | SEA_NEIGHBOURS[area]):
        token = state.orders.get(spot)
        if token is None or KIND[token] != "support" or spot not in state.units:
            continue
        if area in SEAS and spot in LANDS:
            continue
        spots.append(spot)
    return spots


def begin(state: ThronesState) -> None:
    """Move a prepared battle to its first decision."""
    fight = state.battle
    assert fight is not None
    _next_supporter(state, fight)


def _next_supporter(state: ThronesState, fight: Battle) -> None:
    if fight.supporters:
        state.step = SUPPORT
        state.acting = fight.supporters[0]
    else:
        state.step = CARDS
        state.acting = ""


def legal_support(state: ThronesState, house: str) -> list[str]:
    fight = state.battle
    assert fight is not None
    sides = [fight.attacker, fight.defender]
    if house in sides:
        sides = [house]  # a combatant supports only its own side
    return [f"support {side}" for side in sides] + ["support no"]


def declare_support(state: ThronesState, house: str, side: str) -> None:
    fight = state.battle
    assert fight is not None
    fight.supporters.remove(house)
    fight.support[house] = side
    state.log("support", house=house, side=side or "none")
    if side and side != house:  # support from another house may be refused (FAQ, GOT-6.2)
        fight.offered = house
        state.step = ACCEPT
        state.acting = side
        return
    _next_supporter(state, fight)


def accept(state: ThronesState, house: str, yes: bool) -> None:
    fight = state.battle
    assert fight is not None
    if not yes:
        fight.support[fight.offered] = ""
        state.log("support-refused", house=house, supporter=fight.offered)
    fight.offered = ""
    _next_supporter(state, fight)


def legal_cards(state: ThronesState, house: str) -> list[str]:
    return [f"card {card}" for card in state.hands[house]]


def choose_card(state: ThronesState, house: str, card: str) -> None:
    """GOT-6.4: chosen in secret; the second choice reveals both."""
    fight = state.battle
    assert fight is not None
    fight.cards[house] = card
    state.log("card-chosen", house=house)
    if len(fight.cards) < 2:
        return
    fight.revealed = True
    state.reveal_count += 1
    for side, played in fight.cards.items():
        state.hands[side].remove(played)
    state.log(
        "cards-revealed",
        attacker=fight.attacker,
        attacker_card=fight.cards[fight.attacker],
        defender=fight.defender,
        defender_card=fight.cards[fight.defender],
    )
    _card_texts(state, fight)
    if fight.winner:
        aftermath.decided(state, fight)
        return
    holder = state.holder("fiefdoms")
    if holder in (fight.attacker, fight.defender) and not state.blade_used:
        state.step = BLADE
        state.acting = holder
        return
    _decide(state, fight)


def _card_texts(state: ThronesState, fight: Battle) -> None:
    """GOT-6.5: cancelling texts first, then those acting at once, each step in Fiefdoms
    order; the others are read while counting strength or once the winner is known."""
    order = [h for h in state.tracks["fiefdoms"] if h in (fight.attacker, fight.defender)]
    for house in order:
        if active(fight, house, CANCEL):
            fight.cancelled.append(opponent(fight, house))
            state.log("text-cancelled", house=opponent(fight, house), by=house)
    for house in order:
        other = opponent(fight, house)
        if active(fight, house, "loras-tyrell"):
            _loras(state, fight, house, other)
        if active(fight, house, "brienne-of-tarth") and other == fight.defender:
            token = state.orders.get(fight.area)
            if token is not None and KIND[token] == "defense":
                del state.orders[fight.area]
                fight.no_defense_bonus = True
                state.log("order-discarded", house=other, area=fight.area, token=token)


def _loras(state: ThronesState, fight: Battle, house: str, other: str) -> None:
    """Ser Loras destroys one of the opponent's fighting Footmen; if that was its last unit,
    the battle ends at once and Loras's side wins (S4, GOT-6.5)."""
    if other == fight.attacker:
        if "footman" not in fight.attacking:
            return
        fight.attacking.remove("footman")
        left = len(fight.attacking)
    else:
        fighting = defending(state, fight)
        if "footman" not in fighting:
            return
        army.remove_units(state, fight.area, ["footman"])
        left = len(defending(state, fight))
        if fight.area not in state.units:
            state.owner[fight.area] = other  # keep the battle's area owned until it ends
            state.units[fight.area] = []
    state.log("unit-destroyed", house=other, area=fight.area, unit="footman")
    if left == 0:
        fight.winner, fight.loser = house, other


def use_blade(state: ThronesState, house: str, yes: bool) -> None:
    fight = state.battle
    assert fight is not None
    if yes:
        fight.blade = house
        state.blade_used = True
        state.log("blade", house=house)
    _decide(state, fight)


STRENGTH_PARTS = ("units", "order", "support", "card", "blade")
"""The lines of a side's strength, in the order they are shown (GOT-6.6, issue 18.6)."""


def strength(state: ThronesState, fight: Battle, house: str) -> int:
    """GOT-6.6: units, order, supports, House card and the Blade."""
    return sum(strength_parts(state, fight, house).values())


def strength_parts(state: ThronesState, fight: Battle, house: str) -> dict[str, int]:
    """GOT-6.6 line by line: each of :data:`STRENGTH_PARTS` and what it adds."""
    other = opponent(fight, house)
    units = order = support = card = 0
    if house == fight.attacker:
        for unit in fight.attacking:
            value = UNIT_STRENGTH[unit]
            if unit == "knight" and active(fight, house, "robb-stark"):
                value = 3
            elif active(fight, house, ATTACK_BONUS.get(unit, "")):
                value = 2
            units += value
        order = fight.march_bonus
    else:
        units = sum(UNIT_STRENGTH[unit] for unit in defending(state, fight))
        token = state.orders.get(fight.area)
        if token is not None and KIND[token] == "defense" and not fight.no_defense_bonus:
            bonus = BONUS[token]
            order = 2 * bonus if active(fight, house, "catelyn-stark") else bonus
    ships_count = not active(fight, other, "salladhor-saan")
    for spot in support_areas(state, fight.area):
        supporter = state.owner[spot]
        if fight.support.get(supporter) != house:
            continue
        token = state.orders[spot]
        support += support_strength(state, spot, ships_count) + BONUS.get(token, 0)
    if house in fight.cards and not active(fight, other, "balon-greyjoy"):
        card = HOUSE_CARDS[fight.cards[house]][2]
    blade = 1 if fight.blade == house else 0
    return {"units": units, "order": order, "support": support, "card": card, "blade": blade}


def before_cards(state: ThronesState, fight: Battle, house: str) -> dict[str, int]:
    """Issue 27.1: a side's strength before the House cards (units, order, supports), all
    public; counted as if no card were chosen yet, so a card chosen in secret tells nothing."""
    bare = dataclasses.replace(fight, cards={}, blade="")
    parts = strength_parts(state, bare, house)
    return {part: parts[part] for part in ("units", "order", "support")}


def blade_totals(state: ThronesState, fight: Battle) -> dict[str, dict[str, int]]:
    """Issue 27.1: at the Valyrian Steel Blade question, both sides' totals without it
    (``no``) and with it used by the holder (``yes``)."""
    totals: dict[str, dict[str, int]] = {}
    for answer, blade in (("no", ""), ("yes", state.acting)):
        counted = dataclasses.replace(fight, blade=blade)
        totals[answer] = {
            side: strength(state, counted, side)
            for side in (fight.attacker, fight.defender)
            if side
        }
    return totals


def _decide(state: ThronesState, fight: Battle) -> None:
    fight.parts = {h: strength_parts(state, fight, h) for h in (fight.attacker, fight.defender)}
    attack = sum(fight.parts[fight.attacker].values())
    defence = sum(fight.parts[fight.defender].values())
    fight.strengths = {fight.attacker: attack, fight.defender: defence}
    if attack != defence:
        fight.winner = fight.attacker if attack > defence else fight.defender
    else:  # GOT-6.7: ties go to the house higher on the Fiefdoms track
        fiefdoms = state.tracks["fiefdoms"]
        fight.winner = min((fight.attacker, fight.defender), key=fiefdoms.index)
    fight.loser = opponent(fight, fight.winner)
    state.log(
        "battle-strength",
        attacker=fight.attacker,
        attack=attack,
        defender=fight.defender,
        defence=defence,
        winner=fight.winner,
    )
    swords = HOUSE_CARDS[fight.cards[fight.winner]][3]
    towers = HOUSE_CARDS[fight.cards[fight.loser]][4]
    fight.casualties = min(max(0, swords - towers), len(losing_units(state, fight)))
    aftermath.decided(state, fight)
