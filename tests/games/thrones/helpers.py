"""Building positions for the rule tests: a game from a built position (issue 18,
``games.thrones.positions``), or a new game with a chosen seat per house, an emptied board and
units put where a test wants them; and actions taken by house."""

from __future__ import annotations

from games.thrones import flow, rules
from games.thrones.board import PLAYER_SETUPS
from games.thrones.positions import Fight, Position, army_of
from games.thrones.state import MARCH, RAID, ThronesState
from tablebox.engine import Event

NAMES = ["Ann", "Ben", "Cid", "Dan", "Eve"]
BATTLE = Position(
    units={
        "harrenhal": army_of("stark", "footman", "knight"),
        "riverrun": army_of("lannister", "footman"),
        "stoney_sept": army_of("baratheon", "knight"),
    },
    orders={"harrenhal": "march*", "stoney_sept": "support"},
    phase="battle",
    battle=Fight(source="harrenhal", area="riverrun", units=["knight"]),
)
"""Stark marches from Harrenhal into Riverrun (Lannister); Baratheon may support (5 seats:
Stark 0, Greyjoy 1, Lannister 2, Baratheon 3, Tyrell 4)."""


def battle_at(fight: Fight) -> Position:
    """:data:`BATTLE` as far as ``fight`` has gone (supports, cards...)."""
    return BATTLE.model_copy(update={"battle": fight})


def game(players: int = 5, seed: int = 1) -> ThronesState:
    """A new game whose seats take the houses in the order of the set-up table."""
    houses = list(PLAYER_SETUPS[players][0])
    return rules.new_game(NAMES[:players], {"houses": houses}, seed=seed)


def built(position: Position, players: int = 5, seed: int = 1) -> ThronesState:
    """A game from ``position``, its seats taking the houses in the set-up table's order,
    exactly as a table or a save starts one (the ``start`` option)."""
    return rules.new_game(NAMES[:players], {"start": position}, seed=seed)


def empty(state: ThronesState) -> ThronesState:
    """The same game with no unit, token or neutral force on the board."""
    state.units, state.owner, state.routed, state.tokens, state.neutral = {}, {}, {}, {}, {}
    return state


def put(state: ThronesState, area: str, house: str, *units: str) -> None:
    state.units[area] = list(units)
    state.owner[area] = house


def act(state: ThronesState, house: str, action: str) -> None:
    rules.advance(state, state.seat_of[house], action)


def start_raids(state: ThronesState, orders: dict[str, str]) -> None:
    """Jump to the action phase with ``orders`` face up."""
    state.orders = dict(orders)
    state.phase, state.step = "planning", ""
    flow.settle(state)
    assert state.phase in (RAID, MARCH, "westeros", "over")


def start_marches(state: ThronesState, orders: dict[str, str]) -> None:
    state.orders = dict(orders)
    state.phase, state.step = MARCH, ""
    state.turn = list(state.tracks["iron_throne"])
    flow.settle(state)


def keys(events: list[Event], since: int = 0) -> list[str]:
    return [event.key.removeprefix("thrones.") for event in events[since:]]


def last(state: ThronesState, key: str) -> Event:
    return next(e for e in reversed(state.events) if e.key == f"thrones.{key}")
