"""What each seat holds hidden from the others (ORI-10), for watching a finished game face up."""

from __future__ import annotations

from games.oriflamme.state import OriflammeState
from tablebox.engine import Secret


def face_up(state: OriflammeState) -> list[Secret]:
    """Per seat its hand, its cards set aside, and each of its face-down cards in the row
    with the row's place it lies at (``number``, 1 the leftmost). Only a card's back, its
    family, tells the table whose it is; the draw piles' order is nobody's knowledge."""
    secrets = []
    for seat in range(len(state.players)):
        if state.hands[seat]:
            secrets.append(Secret(seat, "hand", list(state.hands[seat])))
        if state.set_aside[seat]:
            secrets.append(Secret(seat, "set-aside", list(state.set_aside[seat])))
    for place, stack in enumerate(state.row, start=1):
        for card in stack:
            if not state.face_up[card]:
                secrets.append(Secret(state.owner(card), "face-down", [card], number=place))
    return secrets
