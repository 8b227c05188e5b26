"""Who plays next (TRL-4.1, TRL-6.2): clockwise, but extra turns first (the mover's own, then
another pawn's owner, who then leads on) and lost turns skipped."""

from __future__ import annotations

from games.truel.state import PLAY, TruelState
from tablebox.engine import Event


def end_turn(state: TruelState) -> None:
    """The turn of ``state.turn`` is over: hand it on."""
    state.stage = PLAY
    count = len(state.players)
    current = state.turn
    owed = [(seat - current) % count for seat in range(count) if state.pending[seat] > 0]
    if owed:
        # TRL-6.3: the mover's own extra turn first, else the nearest other seat owed one;
        # play then goes on clockwise from whoever took it.
        seat = (current + min(owed)) % count
        state.pending[seat] -= 1
        state.turn = seat
        state.events.append(Event("truel.extra-turn", {"seat": seat}))
        return
    seat = (current + 1) % count
    while state.pending[seat] < 0:  # TRL-6.4: a lost turn is skipped
        state.pending[seat] += 1
        state.events.append(Event("truel.turn-lost", {"seat": seat}))
        seat = (seat + 1) % count
    state.turn = seat
