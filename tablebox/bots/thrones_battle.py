"""Battles (GOT-6): whom to support, which House card to play, the Valyrian Steel Blade,
casualties and the "if you win" texts.

House cards in hand are public (every house holds the same seven, and the played ones lie
face up), so the player weighs its card against every card the opponent may still play; the
opponent's chosen card itself is never read."""

from __future__ import annotations

from games.thrones.battle import strength, support_areas
from games.thrones.board import UNIT_STRENGTH
from games.thrones.combatants import defending, opponent
from games.thrones.movement import support_strength
from games.thrones.orders import BONUS, KIND
from games.thrones.state import Battle, ThronesState
from tablebox.bots.thrones_board import AREA_VALUE, CARD_STRENGTH, UNIT_ORDER, menace

CARD_COST = 0.35
"""What spending a point of card strength costs in later battles (played cards are gone until
the hand is empty, GOT-6.11): a battle that is lost anyway gets the weakest card."""


def choose_support(state: ThronesState, house: str, legal: list[str]) -> str:
    """GOT-6.2: a combatant backs itself; a bystander backs the side that threatens it less,
    when the other side clearly threatens it more."""
    fight = state.battle
    assert fight is not None
    if house in (fight.attacker, fight.defender):
        return f"support {house}"
    danger = menace(state, house)
    attacker, defender = danger[fight.attacker], danger[fight.defender]
    if abs(attacker - defender) < 1.0:
        return "support no"
    side = fight.defender if attacker > defender else fight.attacker
    action = f"support {side}"
    return action if action in legal else "support no"


def base_strength(state: ThronesState, fight: Battle, house: str) -> int:
    """GOT-6.6 without the House cards and the Blade: units, March or Defence order and the
    declared supports."""
    if house == fight.attacker:
        total = sum(UNIT_STRENGTH[unit] for unit in fight.attacking) + fight.march_bonus
    else:
        total = sum(UNIT_STRENGTH[unit] for unit in defending(state, fight))
        token = state.orders.get(fight.area)
        if token is not None and KIND[token] == "defense" and not fight.no_defense_bonus:
            total += BONUS[token]
    for spot in support_areas(state, fight.area):
        if fight.support.get(state.owner[spot]) == house:
            total += support_strength(state, spot) + BONUS.get(state.orders[spot], 0)
    return total


def choose_card(state: ThronesState, house: str, legal: list[str]) -> str:
    """GOT-6.4: the card with the best chance of winning for its cost, against every card the
    opponent still holds; ties go to the higher house on the Fiefdoms track (GOT-6.7)."""
    fight = state.battle
    assert fight is not None
    other = opponent(fight, house)
    mine = base_strength(state, fight, house)
    theirs = base_strength(state, fight, other)
    fiefdoms = state.tracks["fiefdoms"]
    wins_ties = fiefdoms.index(house) < fiefdoms.index(other)
    answers = [CARD_STRENGTH[card] for card in state.hands[other]] or [0]
    units = len(fight.attacking) + len(defending(state, fight))
    stake = 2.0 + 0.5 * AREA_VALUE[fight.area] + 0.5 * units
    best, chosen = -1e9, legal[0]
    for action in legal:
        card = action.split(" ", 1)[1]
        total = mine + CARD_STRENGTH[card]
        won = sum(
            1
            for answer in answers
            if total > theirs + answer or (wins_ties and total == theirs + answer)
        )
        score = stake * won / len(answers) - CARD_COST * CARD_STRENGTH[card]
        if score > best:
            best, chosen = score, action
    return chosen


def choose_blade(state: ThronesState, house: str) -> str:
    """GOT-6.6: the Blade (+1, once a round) only when it turns the battle."""
    fight = state.battle
    assert fight is not None
    other = opponent(fight, house)
    mine, theirs = strength(state, fight, house), strength(state, fight, other)
    fiefdoms = state.tracks["fiefdoms"]
    wins_ties = fiefdoms.index(house) < fiefdoms.index(other)
    winning = mine > theirs or (mine == theirs and wins_ties)
    turns = mine + 1 > theirs or (mine + 1 == theirs and wins_ties)
    return "blade yes" if turns and not winning else "blade no"


def choose_casualty(legal: list[str]) -> str:
    """GOT-6.8: lose the cheapest unit (footmen, then ships, then knights)."""
    return min(legal, key=lambda action: UNIT_ORDER[action.split(" ")[1]])


def choose_win_text(state: ThronesState, house: str, legal: list[str]) -> str:
    """The winner's card text: take back the strongest card, make the loser discard its
    strongest, upgrade, or remove the enemy order that matters most."""
    verb = legal[0].split(" ")[0]
    if verb in ("reclaim", "discard"):
        if verb == "discard" and state.power[house] < 2:
            return "discard none"
        return max(legal, key=lambda a: CARD_STRENGTH.get(a.split(" ")[1], -1))
    if verb == "upgrade":
        return "upgrade yes" if "upgrade yes" in legal else legal[0]
    worth = {"support": 3, "consolidate": 2, "defense": 1, "raid": 1, "march": 2}

    def removal(action: str) -> float:
        spot = action.split(" ")[1]
        if spot == "none":
            return 0.0
        if state.owner.get(spot) == house:
            return -1.0
        return worth[KIND[state.orders[spot]]]

    return max(legal, key=removal)
