"""A save's header checked against the replay of its actions (issue 17.6).

Besides the snapshot, a save carries what the lists read without replaying: ``winners`` and
``status``; and ``takebacks``, which put "Ann takes back a move" lines into the public log.
Loading replays the actions anyway, so these are checked there like the snapshot, and a file
whose header says something the replay does not is refused as edited:

- ``winners`` must be the replay's winners (or absent, as in files from before the field);
- the ``status`` must be the replay's status message; in a file whose state layout is older
  (which cannot be compared either), at least finished or not as the replay, as must an old
  file's status sentence;
- the take-backs must fit the actions: each by a human seat, each leaving no more actions
  than there were when it was made, the last leaving no more than the file holds, and where the
  actions before a take-back are still those of the file, the seat that took back must be the
  one to act there (it took back its own move). The actions taken back are gone from the file,
  so a made-up take-back that fits all this cannot be told from a real one; it can only add
  its own line to the log, never change the game.

The Continue list cannot replay every save at every list (that would cost the sum of all
their moves); it trusts the header through its check (:mod:`~tablebox.saves.checksum`,
issue 26.2), which opening checks too, last: a header that passes the replay's checks above
but not its own check was still edited (a player's name, the moves' text), and is refused.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from tablebox.engine import Message
from tablebox.saves.checksum import check_problem
from tablebox.saves.listing import is_finished
from tablebox.saves.model import MessageRecord, SaveFile, TakebackRecord

MESSAGE_STATUS = 3
"""From this save version on, a status is exactly the rules' message (the layouts of version 3
are today's): compared as it is."""


class ReplayCheck:
    """Checks a save's header while its actions are replayed: call :meth:`note` before each
    action (and once after the last) with how many actions were replayed, then
    :meth:`problem` with the replay's result."""

    def __init__(self, save: SaveFile, humans: Sequence[bool]) -> None:
        self.save = save
        self.humans = list(humans)
        self._takers = _takers_at(save.takebacks)
        self._acting: dict[int, list[int]] = {}

    def note(self, replayed: int, acting: Callable[[], list[int]]) -> None:
        """The state after ``replayed`` actions: its acting seats are asked for only where a
        take-back left the game."""
        if replayed in self._takers:
            self._acting[replayed] = acting()

    def problem(self, winners: list[int] | None, status: Any, comparable: bool) -> Message | None:
        """What in the header disagrees with the replay (its ``winners``, None while the game
        goes on, and its ``status`` message), or None. ``comparable``: the file holds today's
        state layout, so its status must be today's exactly."""
        return (
            self._takeback_problem()
            or _winners_problem(self.save, winners)
            or _status_problem(self.save, winners is not None, status, comparable)
            or check_problem(self.save)  # what the lists believe: the same as opening
        )

    def _takeback_problem(self) -> Message | None:
        save = self.save
        left = 0  # how many actions there were after the previous take-back
        for number, record in enumerate(save.takebacks, start=1):
            seat = record.seat
            if seat >= len(self.humans) or not self.humans[seat]:
                return Message("saves.takeback-not-human", {"seat": seat})
            if record.at + record.count < left:
                return Message("saves.takeback-unmade", {"number": number})
            left = record.at
        if save.takebacks and left > len(save.actions):
            return Message("saves.takeback-too-many")
        for replayed, seats in sorted(self._takers.items()):
            acting = self._acting.get(replayed, [])
            stranger = next((seat for seat in sorted(seats) if seat not in acting), None)
            if stranger is not None:
                return Message("saves.takeback-stranger", {"replayed": replayed, "seat": stranger})
        return None


def _takers_at(takebacks: Sequence[TakebackRecord]) -> dict[int, set[int]]:
    """Where a take-back left the game -> the seats that took back there, for the take-backs
    whose remaining actions are still the file's (no later take-back reached past them)."""
    found: dict[int, set[int]] = {}
    lowest = None
    for record in reversed(takebacks):
        if lowest is None or record.at <= lowest:
            found.setdefault(record.at, set()).add(record.seat)
        lowest = record.at if lowest is None else min(lowest, record.at)
    return found


def _winners_problem(save: SaveFile, winners: list[int] | None) -> Message | None:
    if save.winners is None or save.winners == winners:
        return None
    if winners is None:
        return Message("saves.won-unfinished")
    return Message("saves.other-winners")


def _status_problem(save: SaveFile, over: bool, status: Any, comparable: bool) -> Message | None:
    if isinstance(save.status, str) and save.status and save.version > 1:
        return Message("saves.status-sentence")
    if comparable and isinstance(save.status, MessageRecord) and save.version >= MESSAGE_STATUS:
        if _as_json(save.status) != _as_json(MessageRecord.of(status)):
            return Message("saves.other-status")
        return None
    if (save.status or save.winners is not None) and is_finished(save) != over:
        return Message("saves.says-unfinished" if over else "saves.says-finished")
    return None


def _as_json(record: MessageRecord) -> Any:
    """The record as the file holds it (tuples and nested messages become lists)."""
    return json.loads(record.model_dump_json())
