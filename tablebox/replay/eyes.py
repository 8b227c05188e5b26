"""Whose eyes a replay shows the table through.

- :data:`PUBLIC`: the public table (``view(state, None)``), the only eyes for an unfinished
  game, whose hidden cards are still secret;
- a seat number: that seat's own view, its hidden cards and decisions;
- :data:`MOVER` ("face up"): the table through the eyes of the seat to move (a table draws one
  viewer's view, so a merge of views could not be drawn), and beside it every seat's hidden
  things, hands, face-down cards, orders and bids, from the game's optional ``face_up``
  (:meth:`tablebox.replay.Replay.secrets`).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel

from tablebox.engine import Rules

PUBLIC = None
MOVER: Literal["mover"] = "mover"
Eye = int | None | Literal["mover"]


def eyes_of(seats: int, finished: bool) -> list[Eye]:
    """The eyes a replay may offer: the public table, and once the game is over face up and
    each seat's."""
    if not finished:
        return [PUBLIC]
    return [PUBLIC, MOVER, *range(seats)]


def seat_of(rules: Rules, state: Any, eye: Eye) -> int | None:
    """The seat whose view ``eye`` shows at ``state`` (None: the public table)."""
    if eye == MOVER:
        acting = rules.current_seats(state)
        return acting[0] if acting else None
    return eye if isinstance(eye, int) else None


def view_through(rules: Rules, state: Any, eye: Eye) -> BaseModel:
    return rules.view(state, seat_of(rules, state, eye))
