"""Writing saves: where they live, their names, the atomic write with ``.prev`` kept, and the
cheap append-only autosave; temp files left by dead writers are cleaned up."""

from __future__ import annotations

import glob
import os
import re
import shutil
import stat
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs
import pydantic_core

from tablebox.saves.checksum import header_check, moves_hash
from tablebox.saves.model import PREVIOUS_SUFFIX, ActionRecord, SaveFile

SAVE_DIR_VARIABLE = "TABLEBOX_SAVE_DIR"
STALE_TEMP_SECONDS = 60.0
"""A temp file of a dead writer is removed once it is this old (a live write takes
milliseconds; the age also spares another machine's write on a shared folder)."""
_TEMP_NAME = re.compile(r"^\.(?P<name>.+\.json(?:\.prev)?)\.(?P<pid>[0-9]{1,10})\.tmp$")
"""A temp file of :func:`_write_atomic`: ``.<save>.json.<pid>.tmp``, or with ``.json.prev``
(nothing else is touched, should the save folder hold other programs' files)."""


def saves_dir() -> Path:
    """Where saves live: ``$TABLEBOX_SAVE_DIR`` or the platform's user data folder."""
    override = os.environ.get(SAVE_DIR_VARIABLE)
    if override:
        return Path(override)
    return platformdirs.user_data_path("tablebox", appauthor=False) / "saves"


def now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


def new_save_path(game: str, players: list[str], directory: Path | None = None) -> Path:
    """A fresh file name such as ``claim-2026-11-21-1630-alice-bob.json``."""
    directory = directory or saves_dir()
    names = "-".join(re.sub(r"[^a-z0-9]+", "", p.lower()) or "player" for p in players)
    stem = f"{game}-{now():%Y-%m-%d-%H%M%S}-{names}"[:80]
    path = directory / f"{stem}.json"
    counter = 2
    while path.exists():
        path = directory / f"{stem}-{counter}.json"
        counter += 1
    return path


def write_save(path: Path, save: SaveFile) -> None:
    """Write atomically (temp file, fsync, rename), keeping the previous good save beside it;
    temp files a dead writer left for this save are removed first."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    remove_stale_temp_files(path.parent, path.name)
    checked = save.model_copy(update={"check": header_check(save)})
    _write_atomic(path, checked.model_dump_json(indent=1))


class SaveWriter:
    """Writes one match's save after every action, at a cost that does not grow with the game.

    The actions already written are kept as JSON text and only the new ones are serialised; the
    header (setup, status, times) and the snapshot are dumped afresh. The file is the same
    :class:`SaveFile` document :func:`write_save` writes, laid out with one action per line.
    """

    def __init__(self) -> None:
        self._count = 0
        self._last: ActionRecord | None = None
        self._text = ""
        self._moves = moves_hash(())
        """The running :func:`~tablebox.saves.checksum.moves_hash` of the cached actions."""
        self._swept: Path | None = None
        """The save whose dead writers' temp files were removed (once per path, not per
        move)."""

    def write(
        self, path: Path, header: SaveFile, actions: list[ActionRecord], snapshot: Any
    ) -> None:
        """Save ``header`` (a :class:`SaveFile` whose own ``actions`` and ``snapshot`` are
        ignored) with ``actions`` and ``snapshot`` to ``path``, atomically, with the header's
        check (:mod:`~tablebox.saves.checksum`)."""
        listed = self.actions_text(actions)
        check = header_check(header, len(actions), self._moves)
        head = header.model_copy(update={"check": check}).model_dump_json(
            exclude={"actions", "snapshot"}
        )
        body = pydantic_core.to_json(snapshot).decode()
        text = f'{head[:-1]},\n"actions":[\n{listed}\n],\n"snapshot":{body}}}\n'
        if not path.parent.is_dir():
            path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        if self._swept != path:
            remove_stale_temp_files(path.parent, path.name)
            self._swept = path
        _write_atomic(path, text)

    def actions_text(self, actions: list[ActionRecord]) -> str:
        """The records as JSON array items, one per line; only the new ones are serialised.

        A list that is not the cached one grown at its end (shorter, or another last record at
        the cached length, as after a take-back) is serialised afresh.
        """
        count = self._count
        if len(actions) < count or (count and actions[count - 1] != self._last):
            self._count = count = 0
            self._text = ""
            self._moves = moves_hash(())
        if len(actions) > count:
            new = ",\n".join(record.model_dump_json() for record in actions[count:])
            self._text = f"{self._text},\n{new}" if self._text else new
            moves_hash(actions[count:], self._moves)
            self._count = len(actions)
            self._last = actions[-1]
        return self._text


PRIVATE = 0o600
"""A save holds every hand: it, its temp files and its ``.prev`` are for their owner only
(issue 26.7), as the network codes are."""


def _open_private(path: Path) -> int:
    """A new file at ``path`` (replacing one left there), readable by its owner only."""
    path.unlink(missing_ok=True)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
    return os.open(path, flags, PRIVATE)


def _write_atomic(path: Path, text: str) -> None:
    write_private(path, text, keep_previous=True)


def write_private(path: Path, text: str, *, keep_previous: bool = False) -> None:
    """Write ``text`` to ``path`` atomically (temp file, fsync, rename), readable by its owner
    only; with ``keep_previous`` the file it replaces stays as ``<name>.prev``."""
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(_open_private(temp), "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if keep_previous:
            _keep_previous(path)
        os.replace(temp, path)
    finally:
        temp.unlink(missing_ok=True)
    _fsync_directory(path.parent)


def _keep_previous(path: Path) -> None:
    """Keep the current save as ``<name>.prev`` (atomically too) before it is replaced.

    A hard link to the current file costs the same at any size; where the file system has no
    hard links the bytes are copied.
    """
    previous = previous_path(path)
    temp = previous.with_name(f".{previous.name}.{os.getpid()}.tmp")
    temp.unlink(missing_ok=True)
    try:
        os.link(path, temp)
        os.chmod(temp, PRIVATE)  # a save written before 26.7 was 0644 (it is replaced next)
    except FileNotFoundError:
        return  # the first save: nothing to keep
    except OSError:
        if not path.exists():
            return
        with open(path, "rb") as source, open(_open_private(temp), "wb") as copy:
            shutil.copyfileobj(source, copy)
    try:
        os.replace(temp, previous)
    finally:
        temp.unlink(missing_ok=True)


def previous_path(path: Path) -> Path:
    return path.with_name(path.name + PREVIOUS_SUFFIX)


def _fsync_directory(directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:  # some platforms cannot open a directory; the rename is still atomic
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# -- temp files of dead writers ------------------------------------------------------------


def remove_stale_temp_files(directory: Path, name: str | None = None) -> list[Path]:
    """Remove the ``.<name>.<pid>.tmp`` files of writers that died mid-save (``kill -9``):
    those whose process is gone and that are older than :data:`STALE_TEMP_SECONDS`. With
    ``name``, only that save's (and its ``.prev``'s). Returns what was removed."""
    removed: list[Path] = []
    try:
        candidates = list(directory.glob(f".{glob.escape(name)}*.tmp" if name else ".*.tmp"))
    except OSError:
        return removed
    now_seconds = time.time()
    for path in candidates:
        match = _TEMP_NAME.match(path.name)
        if match is None or (name is not None and match["name"] not in (name, name + ".prev")):
            continue
        pid = int(match["pid"])
        if pid == os.getpid() or _process_alive(pid):
            continue
        try:
            info = path.lstat()
            if not stat.S_ISREG(info.st_mode):
                continue
            if now_seconds - info.st_mtime < STALE_TEMP_SECONDS:
                continue
            path.unlink()
        except OSError:
            continue
        removed.append(path)
    return removed


def _process_alive(pid: int) -> bool:
    if pid <= 0:
        return False
    if os.name == "nt":  # there os.kill(pid, 0) would send Ctrl+C: keep the file
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return True  # someone else's process, or we cannot tell: keep its file
    return True
