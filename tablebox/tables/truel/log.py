"""Truel's log as a player reads it: spaces named by their place on the board (``f1``, as the
board's ruler prints it, not the board file's ids), and one sentence per draw for each reader.

The rules log a draw twice: the count for everybody (``truel.draws``) and the cards for the
drawer alone (``truel.drew``). The drawer reads only the second; the others only the first."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from tablebox.engine import Event, Message
from tablebox.tables.truel.spaces import space_name

if TYPE_CHECKING:
    from games.truel.data import BoardSpec

SPACE_PARAMS = ("space",)
PATH_PARAMS = ("path",)


def named_params(params: dict[str, Any], board: BoardSpec) -> dict[str, Any]:
    """``params`` with space ids replaced by the names the board shows."""
    if not any(key in params for key in (*SPACE_PARAMS, *PATH_PARAMS)):
        return params
    named = dict(params)
    for key in SPACE_PARAMS:
        if key in named:
            named[key] = space_name(board, str(named[key]))
    for key in PATH_PARAMS:
        if isinstance(named.get(key), list):
            named[key] = [space_name(board, str(space)) for space in named[key]]
    return named


def named_message(message: Message, board: BoardSpec) -> Message:
    return Message(message.key, named_params(dict(message.params), board))


def for_reader(events: Sequence[Event], seat: int | None, board: BoardSpec) -> list[Event]:
    """The events ``seat`` reads, spaces named as drawn; a draw told once."""
    return [event for event in read(events, seat, board) if event is not None]


def read(events: Sequence[Event], seat: int | None, board: BoardSpec) -> list[Event | None]:
    """Each of ``events`` as ``seat`` reads it (None: not told): spaces named as drawn, and
    the drawer's count of a draw left out (the next event tells it which cards)."""
    shown: list[Event | None] = []
    for index, event in enumerate(events):
        if event.key == "truel.draws" and seat is not None and event.params.get("seat") == seat:
            following = events[index + 1] if index + 1 < len(events) else None
            if following is not None and following.key == "truel.drew":
                shown.append(None)
                continue
        shown.append(Event(event.key, named_params(dict(event.params), board), event.audience))
    return shown
