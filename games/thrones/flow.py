"""The round (GOT-2.5): Westeros from round two, planning, then raids, marches and
Consolidate Power; the game's end (GOT-9). ``settle`` runs everything that needs no decision
until a decision is awaited or the game is over."""

from __future__ import annotations

from collections import Counter

from games.thrones import army, battle, orders, westeros
from games.thrones.board import AREA, CASTLES, PLAYER_SETUPS, ROUNDS
from games.thrones.orders import KIND
from games.thrones.state import MARCH, OVER, PLANNING, RAID, ThronesState

CONSOLIDATE = "consolidate"


def settle(state: ThronesState) -> None:
    while state.step == "" and state.phase != OVER:
        if state.battle is not None:
            battle.begin(state)
        elif state.phase == westeros.WESTEROS:
            if not westeros.resolve_next(state):
                orders.start_planning(state)
        elif state.phase == PLANNING:  # the raven has decided
            _start(state, RAID)
        elif state.phase == RAID:
            if not _next_turn(state, "raid"):
                _start(state, MARCH)
        elif state.phase == MARCH:
            if _instant_winner(state):
                return
            if not _next_turn(state, "march"):
                _end_of_round(state)


def _start(state: ThronesState, phase: str) -> None:
    state.phase = phase
    state.turn = list(state.tracks["iron_throne"])
    state.log("phase", phase=f"phase-{phase}")


def _next_turn(state: ThronesState, kind: str) -> bool:
    """GOT-4.1, GOT-5.1: in Iron Throne order, one order of ``kind`` per house per turn."""
    for _ in range(len(state.turn)):
        house = state.turn.pop(0)
        state.turn.append(house)
        if any(
            KIND[token] == kind and state.owner.get(area) == house
            for area, token in state.orders.items()
        ):
            state.acting = house
            state.step = kind
            return True
    return False


def raid(state: ThronesState, house: str, source: str, target: str | None) -> None:
    """GOT-4.2: remove the raid and the raided order; a successful raid pillages one power
    token (GOT-4.3)."""
    del state.orders[source]
    if target is None:
        state.log("raid-skipped", house=house, area=source)
    else:
        token = state.orders.pop(target)
        victim = state.owner[target]
        gained = army.gain(state, house, 1)
        state.log(
            "raid",
            house=house,
            area=source,
            target=target,
            victim=victim,
            token=token,
            gained=gained,
        )
    state.step = ""


def _end_of_round(state: ThronesState) -> None:
    """GOT-5.6: Consolidate Power, all at once; then the orders go and the routed stand up."""
    state.log("phase", phase=f"phase-{CONSOLIDATE}")
    for area, token in sorted(state.orders.items()):
        if KIND[token] == "consolidate":
            house = state.owner[area]
            gained = army.gain(state, house, 1 + AREA[area].crowns)
            state.log("consolidate", house=house, area=area, count=gained)
    state.orders = {}
    state.routed = {}
    state.blade_used = False
    if state.round >= ROUNDS:
        _game_over(state, "")
        return
    state.round += 1
    westeros.start(state)


def _instant_winner(state: ThronesState) -> bool:
    """GOT-9.1: seven castles and strongholds (eight with three players) end the game at
    once."""
    needed = PLAYER_SETUPS[len(state.houses)][5]
    held = Counter(state.controller(area) for area in CASTLES)  # one pass, after every march
    for house in state.tracks["iron_throne"]:
        if held[house] >= needed:
            _game_over(state, house)
            return True
    return False


def _game_over(state: ThronesState, winner: str) -> None:
    state.phase = OVER
    state.step = OVER
    state.winner = winner
    state.turn = []
    state.acting = ""
    state.reveal_count += 1
    state.log("game-over", round=state.round, house=winner)
