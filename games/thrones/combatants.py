"""Who fights whom in a battle, and which of their units and card texts count (GOT-6)."""

from __future__ import annotations

from games.thrones import army
from games.thrones.state import Battle, ThronesState


def opponent(fight: Battle, house: str) -> str:
    return fight.defender if house == fight.attacker else fight.attacker


def active(fight: Battle, house: str, card: str) -> bool:
    """Whether ``house`` played ``card`` and its text is not cancelled."""
    return fight.cards.get(house) == card and house not in fight.cancelled


def defending(state: ThronesState, fight: Battle) -> list[str]:
    """The defender's units in the battle that fight: routed units do not (GOT-6.10)."""
    return army.ready(state, fight.area)


def losing_units(state: ThronesState, fight: Battle) -> list[str]:
    if fight.loser == fight.attacker:
        return fight.attacking
    return defending(state, fight)
