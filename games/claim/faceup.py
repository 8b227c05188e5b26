"""What each seat holds hidden from the others (CLM-8), for watching a finished game face up."""

from __future__ import annotations

from games.claim.state import ClaimState
from tablebox.engine import Secret


def face_up(state: ClaimState) -> list[Secret]:
    """Per seat its hand and its followers (phase 1 keeps them face down); the score piles
    are public, so they are not among the secrets."""
    secrets = []
    for seat in range(len(state.players)):
        if state.hands[seat]:
            secrets.append(Secret(seat, "hand", list(state.hands[seat])))
        if state.followers[seat]:
            secrets.append(Secret(seat, "followers", list(state.followers[seat])))
    return secrets
