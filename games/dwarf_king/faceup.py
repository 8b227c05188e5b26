"""What each seat holds hidden from the others (DWK-9), for watching a finished game face up."""

from __future__ import annotations

from games.dwarf_king.state import DwarfKingState
from tablebox.engine import Secret


def face_up(state: DwarfKingState) -> list[Secret]:
    """Per seat its hand: every card played into a trick is seen by all."""
    return [Secret(seat, "hand", list(hand)) for seat, hand in enumerate(state.hands) if hand]
