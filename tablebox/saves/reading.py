"""Reading a save without trusting it: only regular files, of bounded size and nesting, each
problem one short line naming the file."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from tablebox.engine import Message, Param
from tablebox.saves.model import (
    OLDER_LAYOUTS,
    SAVE_FORMAT,
    SAVE_VERSION,
    SaveError,
    SaveFile,
    shorten,
)

MAX_SAVE_BYTES = 8 * 1024 * 1024
"""The most a save may weigh: far above any real game (a random five-player Game of Thrones of
734 actions is 36 KB; see the limits in :mod:`~tablebox.saves.model`), and it keeps a huge or
endless file (a link to ``/dev/zero``) from filling the memory or stalling the list."""


def read_save(path: Path) -> SaveFile:
    """Parse and validate a save file without replaying it. Raises :class:`SaveError`.

    Only a regular file is read (a FIFO, a device or a folder is refused without blocking), and
    at most :data:`MAX_SAVE_BYTES` of it.
    """
    raw = read_limited(path)
    if not raw.strip():
        raise SaveError(path, Message("saves.empty"))
    data = _parse_json(path, raw)
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(path, Message("saves.not-a-save"))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(path, Message("saves.no-version"))
    if version > SAVE_VERSION:
        said: dict[str, Param] = {"version": shorten(str(version)), "known": SAVE_VERSION}
        raise SaveError(path, Message("saves.newer-version", said))
    if version < 1:
        raise SaveError(path, Message("saves.unknown-version", {"version": version}))
    if version < SAVE_VERSION:
        _check_old_shape(path, version, data)
    try:
        save = SaveFile.model_validate(data)
    except ValidationError as error:
        raise SaveError(path, damage(error)) from None
    except RecursionError:
        raise SaveError(path, Message("saves.too-deep")) from None
    return save


def read_limited(path: Path, limit: int | None = None) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them; else SaveError.

    The file is opened without blocking (a FIFO with no writer would otherwise wait forever)
    and checked with ``fstat`` on the open descriptor, so what is read is what was checked.
    ``limit`` defaults to :data:`MAX_SAVE_BYTES`.
    """
    limit = MAX_SAVE_BYTES if limit is None else limit
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        mode = os.stat(path).st_mode
        if not stat.S_ISREG(mode):  # not even opened: a device is never touched
            raise SaveError(path, Message("saves.not-a-file", {"kind": _file_kind(mode)}))
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise SaveError(path, Message("saves.no-such-file")) from None
    except IsADirectoryError:
        raise SaveError(path, Message("saves.not-a-file", {"kind": "folder"})) from None
    except OSError as error:
        raise SaveError(path, _unreadable(error)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = _file_kind(info.st_mode)
            raise SaveError(path, Message("saves.not-a-file", {"kind": kind}))
        if info.st_size > limit:
            raise SaveError(path, _too_large(info.st_size, limit))
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:  # it grew after the check
            raise SaveError(path, _too_large(size, limit))
        return b"".join(chunks)
    except OSError as error:
        raise SaveError(path, _unreadable(error)) from None
    finally:
        os.close(fd)


def _unreadable(error: OSError) -> Message:
    """The system's reason a file cannot be read (in the system's words)."""
    return Message("saves.unreadable", {"error": str(error.strerror or error)})


def _file_kind(mode: int) -> str:
    """What the file is, as a term of the catalog's ``saves.term.*``."""
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    if stat.S_ISSOCK(mode):
        return "socket"
    return "special"


def _too_large(size: int, limit: int) -> Message:
    mib = 1024 * 1024
    if size >= mib:
        return Message("saves.too-large-mib", {"size": size // mib, "limit": limit // mib})
    return Message("saves.too-large-bytes", {"size": size, "limit": limit})


def _parse_json(path: Path, raw: bytes) -> Any:
    try:
        return json.loads(raw)
    except UnicodeDecodeError:
        raise SaveError(path, Message("saves.not-text")) from None
    except json.JSONDecodeError as error:
        where: dict[str, Param] = {"line": error.lineno, "column": error.colno}
        if error.msg == "Extra data":
            raise SaveError(path, Message("saves.extra-data", where)) from None
        if error.pos >= len(raw.rstrip()) - 1 or error.msg.startswith("Unterminated"):
            raise SaveError(path, Message("saves.truncated")) from None
        raise SaveError(path, Message("saves.not-json", where)) from None
    except RecursionError:
        raise SaveError(path, Message("saves.json-too-deep")) from None
    except ValueError:  # e.g. an integer of more digits than Python converts
        raise SaveError(path, Message("saves.number-too-long")) from None


def _check_old_shape(path: Path, version: int, data: dict[str, Any]) -> None:
    """A file of an older save version holds only what that version wrote: a version 1 file
    with a seat's ``bot`` or a status message, a version 1 or 2 file with ``takebacks``, or
    an older file with a ``check``, was edited (its version lowered)."""
    seats = data.get("seats")
    later = (
        (version < 4 and "check" in data)
        or (version < 3 and bool(data.get("takebacks")))
        or (
            version == 1
            and (
                (isinstance(seats, list) and any(isinstance(s, dict) and "bot" in s for s in seats))
                or isinstance(data.get("status"), dict)
            )
        )
    )
    if later:
        raise SaveError(path, Message("saves.later-fields", {"version": version}))


def check_layout(path: Path, save: SaveFile, current: int) -> bool:
    """Whether the save's snapshot is in the game's ``current`` layout and can be checked
    against the replay; raises SaveError for a layout this save cannot hold.

    The rule: this tablebox writes only the current layout, so a file of the current
    :data:`SAVE_VERSION` must carry it. An older layout comes only in a file of an older save
    version, and only one that game really had then (:data:`OLDER_LAYOUTS`); its snapshot
    cannot be compared with today's replay, so the legal replay stands alone (and the next
    save writes today's version and layout). A newer layout needs a newer tablebox. So lowering
    ``snapshot_version`` in a current file cannot switch the cross-check off; lowering the save
    version too is caught when the file still holds that version's fields.
    """
    layout = save.snapshot_version
    if layout > current:
        said: dict[str, Param] = {
            "game": shorten(save.game),
            "layout": shorten(str(layout)),
            "known": current,
        }
        raise SaveError(path, Message("saves.newer-layout", said))
    if layout == current:
        return True
    if layout in OLDER_LAYOUTS.get(save.version, {}).get(save.game, frozenset()):
        return False
    held: dict[str, Param] = {"layout": layout, "version": save.version, "game": shorten(save.game)}
    raise SaveError(path, Message("saves.wrong-layout", held))


DAMAGE_KEYS = {
    "missing": "saves.field-missing",
    "extra_forbidden": "saves.field-unknown",
}
"""Pydantic's error types a player meets most, in the catalog's words (issue 26.3: a seat
without its ``bot`` named that field); any other problem is ``saves.field-invalid`` with
pydantic's own words for it."""


def damage(error: ValidationError) -> Message:
    """Why a save's content is refused, as a message naming the field (where in the file) and
    the problem: the first problem pydantic found."""
    first = error.errors(include_url=False, include_input=False)[0]
    said: dict[str, Param] = {"field": _where(first["loc"])}
    key = DAMAGE_KEYS.get(str(first["type"]))
    if key is None:
        key = "saves.field-invalid"
        said["detail"] = shorten(str(first["msg"]).removeprefix("Value error, "), 120)
    return Message(key, said)


def validation_problem(error: ValidationError) -> str:
    """The first problem pydantic found, on one short line: where, and what (no input, no
    link)."""
    first = error.errors(include_url=False, include_input=False)[0]
    where = _where(first["loc"])
    message = str(first["msg"]).removeprefix("Value error, ")
    more = len(error.errors(include_url=False, include_input=False)) - 1
    extra = f"; {more} more problem{'s' if more > 1 else ''}" if more else ""
    return f"{where}: {shorten(message, 120)}{extra}"


ITEM_NAMES = {
    "actions": "action",
    "seats": "seat",
    "takebacks": "take-back",
    "deck": "deck card",
    "winners": "winner",
}
"""A list of the file -> how one of its items is named in a problem ("action 2", counted
from 1 as a player counts)."""


def _where(loc: tuple[int | str, ...]) -> str:
    """Where in the file a problem is: ``("actions", 1, "action")`` -> "action 2 (action)"."""
    parts = [shorten(str(part), 30) for part in loc]
    if len(loc) >= 2 and isinstance(loc[1], int) and str(loc[0]) in ITEM_NAMES:
        item = f"{ITEM_NAMES[str(loc[0])]} {loc[1] + 1}"
        return f"{item} ({'.'.join(parts[2:])})" if len(parts) > 2 else item
    return ".".join(parts) or "the file"
