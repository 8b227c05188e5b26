"""What each house keeps hidden from the others (GOT-10), for watching a finished game face up.

House cards in hand are public; what is hidden until revealed together is each house's
face-down orders, its secret bid, and in a battle its chosen House card.
"""

from __future__ import annotations

from games.thrones.state import ThronesState
from tablebox.engine import Message, Secret


def face_up(state: ThronesState) -> list[Secret]:
    secrets = []
    fight = state.battle
    for seat, house in enumerate(state.houses):
        placed = state.pending[house]
        if placed:
            orders = [
                Message("thrones.order-at", {"token": token, "area": area})
                for area, token in sorted(placed.items())
            ]
            secrets.append(Secret(seat, "order", items=orders))
        if house in state.bids:
            secrets.append(Secret(seat, "bid", number=state.bids[house]))
        if fight is not None and not fight.revealed and house in fight.cards:
            secrets.append(Secret(seat, "house-card", [fight.cards[house]]))
    return secrets
