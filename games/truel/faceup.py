"""What each seat holds hidden from the others (TRL-8), for watching a finished game face up."""

from __future__ import annotations

from games.truel.state import TruelState
from tablebox.engine import Secret


def face_up(state: TruelState) -> list[Secret]:
    """Per seat its whole hand (its rainbow cards were seen taken; shown with the rest)."""
    return [Secret(seat, "hand", list(hand)) for seat, hand in enumerate(state.hands) if hand]
