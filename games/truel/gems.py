"""Gems: gaining up to the cap of three per colour, losing what one has, the instant win
(TRL-3.3, TRL-5.4, TRL-5.6, TRL-7.1)."""

from __future__ import annotations

from games.truel.data import GEMS
from games.truel.state import TruelState
from tablebox.engine import Event

CAP = 3
"""Nobody holds more than three gems of one colour (TRL-3.3)."""


class GameWon(Exception):
    """Raised the moment a seat holds a gem of every colour: the game ends at once, whatever
    was still to be resolved (TRL-7.1)."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.seat = seat


def gain(state: TruelState, seat: int, colour: int, count: int) -> int:
    """``seat`` gains up to ``count`` gems of ``colour``, as many as fit under the cap; the
    number gained."""
    gained = max(0, min(count, CAP - state.gems[seat][colour]))
    state.gems[seat][colour] += gained
    key = "truel.gains-gems" if gained == count else "truel.gains-gems-capped"
    if gained == 0:
        key = "truel.gems-full"
    state.events.append(Event(key, {"seat": seat, "gem": GEMS[colour], "n": gained}))
    check_win(state, seat)
    return gained


def lose(state: TruelState, seat: int, colour: int, count: int) -> None:
    """``seat`` loses ``count`` gems of ``colour``, or all it has of it (TRL-3.3)."""
    lost = min(count, state.gems[seat][colour])
    state.gems[seat][colour] -= lost
    key = "truel.loses-gems" if lost == count else "truel.loses-all-gems"
    if lost == 0:
        key = "truel.no-gems-to-lose"
    state.events.append(Event(key, {"seat": seat, "gem": GEMS[colour], "n": lost}))


def steal(state: TruelState, seat: int, victim: int) -> None:
    """Landing on ``victim``'s pawn: one gem of every colour it has, where it fits (TRL-5.6)."""
    taken = []
    for colour in range(3):
        if state.gems[victim][colour] and state.gems[seat][colour] < CAP:
            state.gems[victim][colour] -= 1
            state.gems[seat][colour] += 1
            taken.append(GEMS[colour])
    state.events.append(Event("truel.steals", {"seat": seat, "victim": victim, "gems": taken}))
    check_win(state, seat)


def check_win(state: TruelState, seat: int) -> None:
    if all(state.gems[seat]):
        raise GameWon(seat)
