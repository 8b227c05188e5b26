"""The header's check (issue 26.2): a digest of what the lists read from a save's header (its
game, players' names, status, winners) bound to its moves, written at every save.

The Continue list and the statistics word a save from its header without replaying it (a
replay of every save at every list would cost the sum of all their moves). A header edited by
hand would then be believed until the save is opened and refused; with the check, a header
that no longer matches its moves is a greyed entry naming the problem, as opening it says.
It is no seal against a forger (anyone can recompute it); it catches edits and damage.

A file without the check (written before save version 4, or with it removed) is read as
before; the list has the few of them that say they are finished replayed
(:func:`tablebox.stats.replay_problem`) rather than believe their winners.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from typing import Any

from tablebox.engine import Message
from tablebox.saves.model import ActionRecord, SaveFile

CHECK_PREFIX = "sha256:"


def moves_hash(actions: Iterable[ActionRecord], into: Any = None) -> Any:
    """A running sha256 over ``actions`` (appended to ``into`` when given): the writer feeds it
    the new moves only, so its cost does not grow with the game."""
    digest = into if into is not None else hashlib.sha256()
    for record in actions:
        digest.update(f"{record.seat}\x1f{record.action}\x1e".encode("utf-8", "surrogatepass"))
    return digest


def header_check(save: SaveFile, count: int | None = None, moves: Any = None) -> str:
    """The check of ``save``'s header and its ``count`` moves (``moves``: their
    :func:`moves_hash`); both default to ``save.actions``'."""
    if moves is None:
        count, moves = len(save.actions), moves_hash(save.actions)
    status = save.status if isinstance(save.status, str) else save.status.model_dump_json()
    outcome = {
        "game": save.game,
        "players": [seat.name for seat in save.seats],
        "status": json.loads(status) if not isinstance(save.status, str) else status,
        "winners": save.winners,
        "moves": count,
    }
    if save.redeals:  # a played-on game's deals (issue 30.3); other files' checks as before
        outcome["redeals"] = [redeal.model_dump(mode="json") for redeal in save.redeals]
    text = json.dumps(outcome, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    whole = hashlib.sha256(text.encode("ascii"))
    whole.update(moves.copy().digest())
    return CHECK_PREFIX + whole.hexdigest()


def check_problem(save: SaveFile) -> Message | None:
    """Whether the header no longer matches its moves (None: it does, or the file has no
    check). The list asks it of every file; opening asks it after the replay's own checks,
    which name what was edited more exactly."""
    if save.check is not None and save.check != header_check(save):
        return Message("saves.check-differs")
    return None
