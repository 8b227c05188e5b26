"""The versioned save file: pydantic JSON, written atomically, read back by replaying it.

A save is event-sourced: the setup (game, seats, options, seed, deck) and every action in
notation, plus a snapshot of the final state. Loading replays the actions through the rules and
refuses a file whose replay disagrees with its snapshot, so an edited or damaged file is caught
instead of silently played. A refused file is never written to.

A save holds no prose: the snapshot leaves out the event log (``NOT_SAVED`` fields), and the
status for the Continue list is stored as a message (catalog key and parameters) that the list
renders in the player's language with the save's own player names.

Autosave runs after every action, so its cost must not grow with the game. :class:`SaveWriter`
keeps the actions already written as pre-serialised JSON text and appends only the new ones;
each save writes one valid JSON document (a header dumped by pydantic, the cached actions, the
snapshot) and keeps the previous save as ``<file>.prev`` by a hard link rather than a copy.
"""

from __future__ import annotations

import contextlib
import glob
import hashlib
import json
import os
import re
import shutil
import stat
import threading
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

import platformdirs
import pydantic_core
from filelock import FileLock, Timeout
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from tablebox.catalog import DEFAULT_LANGUAGE, Catalog
from tablebox.engine import Message

SAVE_FORMAT: Literal["tablebox-save"] = "tablebox-save"
SAVE_VERSION = 3
"""Bump when the file's shape changes; older versions then need a migration here.

Version 2 (issue 8): seats name their ``bot``; ``status`` is a message (key and parameters)
instead of an English sentence. Version 1 files load as they are (a seat without ``bot`` plays
the default bot; a sentence status is shown as written).

Version 3: ``takebacks``, the take-backs made (an older tablebox would refuse the field as
damage; the version tells it the file is newer). Version 1 and 2 files load with none; the
state layouts are those of version 2.

Bump it too whenever a game raises its ``snapshot_version``, and record the game's layouts
under the old save version in :data:`OLDER_LAYOUTS`: a save of this version must hold the
current layout (see :func:`check_layout`)."""
OLDER_LAYOUTS: dict[int, dict[str, frozenset[int]]] = {
    1: {"claim": frozenset({1, 2}), "oriflamme": frozenset({1})},
}
"""Save version -> game -> the state layouts (``snapshot_version``) its saves held. Only these
older layouts are accepted, and only in a file of that older save version; a game missing here
had no saves of that version. (Claim 1: tablebox 0.1.0; Claim 2: 3–4 player prizes; Oriflamme 1:
English log lines. Save version 2 came with Claim 3 and Oriflamme 2.)"""
SAVE_DIR_VARIABLE = "TABLEBOX_SAVE_DIR"
LOCK_DIR_VARIABLE = "TABLEBOX_LOCK_DIR"
PREVIOUS_SUFFIX = ".prev"
MAX_SAVE_BYTES = 64 * 1024 * 1024
"""The most a save may weigh: far above any real game (a long one is a few hundred KB), and it
keeps a huge or endless file (a link to ``/dev/zero``) from filling the memory."""
MAX_PROBLEM_CHARS = 240
"""A refusal is one short line: a longer problem is cut with "…"."""
MAX_VALUE_CHARS = 60
"""A value quoted from a file (an action, a name) is cut with "…" past this."""
STALE_TEMP_SECONDS = 60.0
"""A temp file of a dead writer is removed once it is this old (a live write takes
milliseconds; the age also spares another machine's write on a shared folder)."""
_TEMP_NAME = re.compile(r"^\.(?P<name>.+\.json(?:\.prev)?)\.(?P<pid>[0-9]{1,10})\.tmp$")
"""A temp file of :func:`_write_atomic`: ``.<save>.json.<pid>.tmp``, or with ``.json.prev``
(nothing else is touched, should the save folder hold other programs' files)."""


def shorten(text: str, limit: int = MAX_VALUE_CHARS) -> str:
    """``text`` on one line, cut with "…" when longer than ``limit`` characters."""
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


class SaveError(Exception):
    """A save that cannot be used. The message names the file and the problem (one short line:
    a long problem is cut with "…")."""

    def __init__(self, path: Path, problem: str) -> None:
        problem = shorten(problem, MAX_PROBLEM_CHARS)
        super().__init__(f"Cannot open {path}: {problem}")
        self.path = path
        self.problem = problem


class SaveInUse(SaveError):
    """The save is open in another tablebox window (another process holds its lock)."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, "it is open in another tablebox window; close it there first")


class SeatRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1)
    kind: Literal["human", "computer"] = "human"
    bot: str = "random"
    """The computer player a computer seat uses (a name in ``tablebox.bots.BOTS``)."""


class ActionRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")

    seat: int = Field(ge=0)
    action: str


class TakebackRecord(BaseModel):
    """A take-back: ``seat`` took back its last action and the computers' actions after it,
    ``count`` in all, leaving the first ``at`` actions. The removed actions are gone from the
    save's ``actions``; this record keeps the public log line "Ann takes back a move" in its
    place (after the events of the first ``at`` actions)."""

    model_config = ConfigDict(extra="forbid")

    seat: int = Field(ge=0)
    count: int = Field(ge=1)
    at: int = Field(ge=0)


class MessageRecord(BaseModel):
    """A :class:`~tablebox.engine.Message` in a save: catalog key and parameters, no words."""

    model_config = ConfigDict(extra="forbid")

    key: str
    params: dict[str, Any] = Field(default_factory=dict)

    @classmethod
    def of(cls, message: Message) -> MessageRecord:
        return cls(key=message.key, params=dict(message.params))

    def message(self) -> Message:
        return Message(self.key, self.params)


class SaveFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["tablebox-save"] = SAVE_FORMAT
    version: int = Field(default=SAVE_VERSION, ge=1)
    game: str
    seats: list[SeatRecord]
    options: dict[str, Any] = Field(default_factory=dict)
    seed: int = 0
    deck: list[str] | None = None
    actions: list[ActionRecord] = Field(default_factory=list)
    takebacks: list[TakebackRecord] = Field(default_factory=list)
    """The take-backs made, oldest first (save version 3; older files have none)."""
    snapshot_version: int = Field(default=1, ge=1)
    """The game's state layout when the snapshot was taken (its rules' ``snapshot_version``);
    a snapshot from an older layout cannot be compared with today's replay, so one is accepted
    only in a file of an older save version that held it (:func:`check_layout`)."""
    snapshot: Any = Field(...)
    """The state after the last action, for the replay cross-check (required: a file without
    one could not be checked)."""
    status: MessageRecord | str = ""
    """A public one-line summary for save lists (``rules.status``), e.g. "phase 1, trick 5 of
    13", kept as a message so that the list shows it in the player's language; version 1 files
    hold the English sentence instead."""
    created: datetime
    updated: datetime

    @field_validator("seats")
    @classmethod
    def _one_seat_per_name(cls, seats: list[SeatRecord]) -> list[SeatRecord]:
        seen: set[str] = set()
        for seat in seats:
            if seat.name in seen:
                raise ValueError(f"two seats are named {shorten(seat.name)!r}")
            seen.add(seat.name)
        return seats

    def status_text(self, catalog: Catalog | None = None) -> str:
        """The status in words (English unless ``catalog`` says otherwise)."""
        if isinstance(self.status, str):
            return self.status
        catalog = catalog or Catalog(names=[seat.name for seat in self.seats])
        return catalog.text(self.status.message())


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
    path.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temp_files(path.parent, path.name)
    _write_atomic(path, save.model_dump_json(indent=1))


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
        self._swept: Path | None = None
        """The save whose dead writers' temp files were removed (once per path, not per
        move)."""

    def write(
        self, path: Path, header: SaveFile, actions: list[ActionRecord], snapshot: Any
    ) -> None:
        """Save ``header`` (a :class:`SaveFile` whose own ``actions`` and ``snapshot`` are
        ignored) with ``actions`` and ``snapshot`` to ``path``, atomically."""
        head = header.model_dump_json(exclude={"actions", "snapshot"})
        body = pydantic_core.to_json(snapshot).decode()
        text = f'{head[:-1]},\n"actions":[\n{self.actions_text(actions)}\n],\n"snapshot":{body}}}\n'
        if not path.parent.is_dir():
            path.parent.mkdir(parents=True, exist_ok=True)
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
        if len(actions) > count:
            new = ",\n".join(record.model_dump_json() for record in actions[count:])
            self._text = f"{self._text},\n{new}" if self._text else new
            self._count = len(actions)
            self._last = actions[-1]
        return self._text


def _write_atomic(path: Path, text: str) -> None:
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(temp, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
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
    except FileNotFoundError:
        return  # the first save: nothing to keep
    except OSError:
        if not path.exists():
            return
        shutil.copyfile(path, temp)
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


def read_save(path: Path) -> SaveFile:
    """Parse and validate a save file without replaying it. Raises :class:`SaveError`.

    Only a regular file is read (a FIFO, a device or a folder is refused without blocking), and
    at most :data:`MAX_SAVE_BYTES` of it.
    """
    raw = read_limited(path)
    if not raw.strip():
        raise SaveError(path, "the file is empty")
    data = _parse_json(path, raw)
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(path, "it is not a tablebox save file")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(path, "its save version is missing or not a number")
    if version > SAVE_VERSION:
        raise SaveError(
            path,
            f"it was written by a newer tablebox (save version {shorten(str(version))}; this one"
            f" reads versions up to {SAVE_VERSION}). Update tablebox to open it.",
        )
    if version < 1:
        raise SaveError(path, f"its save version {version} is not one tablebox ever wrote")
    if version < SAVE_VERSION:
        _check_old_shape(path, version, data)
    try:
        return SaveFile.model_validate(data)
    except ValidationError as error:
        raise SaveError(path, f"it is damaged ({validation_problem(error)})") from None
    except RecursionError:
        raise SaveError(path, "it is damaged (it is nested too deeply)") from None


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
            raise SaveError(path, f"it cannot be read (it is {_file_kind(mode)}, not a save file)")
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise SaveError(path, "there is no such file") from None
    except IsADirectoryError:
        raise SaveError(path, "it cannot be read (it is a folder, not a save file)") from None
    except OSError as error:
        raise SaveError(path, f"it cannot be read ({error.strerror or error})") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = _file_kind(info.st_mode)
            raise SaveError(path, f"it cannot be read (it is {kind}, not a save file)")
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
        raise SaveError(path, f"it cannot be read ({error.strerror or error})") from None
    finally:
        os.close(fd)


def _file_kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


def _too_large(size: int, limit: int) -> str:
    mib = 1024 * 1024
    return (
        f"it is too large to be a tablebox save (over {size // mib} MiB; the limit is"
        f" {limit // mib} MiB)"
        if size >= mib
        else f"it is too large to be a tablebox save ({size} bytes; the limit is {limit})"
    )


def _parse_json(path: Path, raw: bytes) -> Any:
    try:
        return json.loads(raw)
    except UnicodeDecodeError:
        raise SaveError(path, "it is not a text file, so not a tablebox save") from None
    except json.JSONDecodeError as error:
        if error.msg == "Extra data":
            raise SaveError(
                path,
                f"there is extra data after the end of the save (line {error.lineno},"
                f" column {error.colno})",
            ) from None
        if error.pos >= len(raw.rstrip()) - 1 or error.msg.startswith("Unterminated"):
            raise SaveError(path, "the file is truncated (it ends mid-way)") from None
        raise SaveError(
            path, f"it is not valid JSON (line {error.lineno}, column {error.colno})"
        ) from None
    except RecursionError:
        raise SaveError(path, "it is not a tablebox save (its JSON is nested too deeply)") from None
    except ValueError:  # e.g. an integer of more digits than Python converts
        raise SaveError(path, "it is not a tablebox save (it holds a number too long)") from None


def _check_old_shape(path: Path, version: int, data: dict[str, Any]) -> None:
    """A file of an older save version holds only what that version wrote: a version 1 file
    with a seat's ``bot`` or a status message, or a version 1 or 2 file with ``takebacks``,
    was edited (its version lowered)."""
    seats = data.get("seats")
    later = (version < 3 and bool(data.get("takebacks"))) or (
        version == 1
        and (
            (isinstance(seats, list) and any(isinstance(s, dict) and "bot" in s for s in seats))
            or isinstance(data.get("status"), dict)
        )
    )
    if later:
        raise SaveError(
            path,
            f"it says save version {version} but holds fields of a later version (it was edited)",
        )


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
        raise SaveError(
            path,
            f"its {shorten(save.game)} state was written by a newer tablebox (layout"
            f" {shorten(str(layout))}; this one knows up to {current}). Update tablebox to"
            " open it.",
        )
    if layout == current:
        return True
    if layout in OLDER_LAYOUTS.get(save.version, {}).get(save.game, frozenset()):
        return False
    raise SaveError(
        path,
        f"its state layout {layout} is not one a save version {save.version} file of"
        f" {shorten(save.game)} holds (the file was edited)",
    )


def validation_problem(error: ValidationError) -> str:
    """The first problem pydantic found, on one short line: where, and what (no input, no
    link)."""
    first = error.errors(include_url=False, include_input=False)[0]
    where = ".".join(shorten(str(part), 30) for part in first["loc"]) or "the file"
    message = str(first["msg"]).removeprefix("Value error, ")
    more = len(error.errors(include_url=False, include_input=False)) - 1
    extra = f"; {more} more problem{'s' if more > 1 else ''}" if more else ""
    return f"{where}: {shorten(message, 120)}{extra}"


class SaveSummary(BaseModel):
    """One row of the Continue list; ``problem`` is set for a file that cannot be opened."""

    path: Path
    game: str = ""
    players: list[str] = Field(default_factory=list)
    status: str = ""
    updated: datetime | None = None
    problem: str | None = None


def list_saves(
    directory: Path | None = None, language: str = DEFAULT_LANGUAGE
) -> list[SaveSummary]:
    """Every save in the folder, newest first; damaged ones last, with their problem. Each
    status is put in words in ``language`` with that save's player names. One bad file is one
    damaged entry: it never hides the others. Temp files left by a dead writer are removed."""
    folder = directory or saves_dir()
    remove_stale_temp_files(folder)
    summaries = [_summarise(path, language) for path in _save_files(folder)]
    good = sorted((s for s in summaries if s.problem is None), key=_newest_first)
    bad = sorted((s for s in summaries if s.problem is not None), key=lambda s: s.path.name)
    return good + bad


def _newest_first(summary: SaveSummary) -> float:
    try:
        return -(summary.updated.timestamp() if summary.updated else 0.0)
    except (OverflowError, ValueError, OSError):
        return 0.0


def _save_files(directory: Path) -> Iterator[Path]:
    try:
        if directory.is_dir():
            yield from sorted(p for p in directory.glob("*.json") if not p.name.startswith("."))
    except OSError:  # an unreadable folder lists nothing
        return


def _summarise(path: Path, language: str) -> SaveSummary:
    try:
        save = read_save(path)
    except SaveError as error:
        return SaveSummary(path=path, problem=error.problem)
    except Exception as error:  # no file may break the list
        return SaveSummary(path=path, problem=shorten(f"it cannot be read ({error})"))
    players = [shorten(seat.name) for seat in save.seats]
    try:
        status = shorten(save.status_text(Catalog(language, players)), MAX_PROBLEM_CHARS)
    except Exception:  # a status the catalog cannot word: the save itself may still open
        status = ""
    return SaveSummary(
        path=path,
        game=shorten(save.game),
        players=players,
        status=status,
        updated=save.updated,
    )


# -- temp files of dead writers -----------------------------------------------------------------


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


# -- one window per save ------------------------------------------------------------------------


def locks_dir() -> Path:
    """Where save locks live: ``$TABLEBOX_LOCK_DIR`` or ``locks`` in the user state folder.

    Not beside the save: a lock file would be one more file in the save folder for every open
    game, and an opened save's folder stays exactly as it was."""
    override = os.environ.get(LOCK_DIR_VARIABLE)
    if override:
        return Path(override)
    return platformdirs.user_state_path("tablebox", appauthor=False) / "locks"


def lock_path(path: Path) -> Path:
    """The lock file of the save at ``path``: one per real path (links and relative paths of
    one file share it), named after the save so a person can tell which."""
    real = os.path.realpath(path)
    digest = hashlib.sha256(real.encode("utf-8", "surrogateescape")).hexdigest()[:16]
    stem = re.sub(r"[^A-Za-z0-9._-]+", "-", path.name)[:60]
    return locks_dir() / f"{stem}-{digest}.lock"


class SaveLock:
    """Holds the lock of one save while a match owns it, so that a second tablebox window
    cannot open it (and the last writer can never silently win).

    The lock is an OS file lock (``filelock``: ``flock`` on Unix), which the system drops when
    the process ends however it ends, so a crashed window never blocks anyone. Within one
    process the lock is shared: the same save opened twice there (a test, or a table left
    without :meth:`release`) is not "another window"; the OS lock goes when the last holder
    releases it (or is garbage-collected).
    """

    _shared: dict[Path, tuple[FileLock, int]] = {}  # noqa: RUF012 (guarded by _guard)
    _guard = threading.Lock()

    def __init__(self, save: Path, lock: Path) -> None:
        self.save = save
        self.lock = lock
        self._held = True

    @classmethod
    def acquire(cls, save: Path) -> SaveLock | None:
        """The lock of ``save``; SaveInUse when another process holds it. None when no lock
        can be made at all (an unwritable lock folder): the save then opens as before."""
        try:
            path = lock_path(save)
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return None
        with cls._guard:
            held = cls._shared.get(path)
            if held is not None:
                cls._shared[path] = (held[0], held[1] + 1)
                return cls(save, path)
            lock = FileLock(str(path), timeout=0, thread_local=False)
            try:
                lock.acquire(timeout=0)
            except Timeout:
                raise SaveInUse(save) from None
            except OSError:
                return None
            cls._shared[path] = (lock, 1)
            return cls(save, path)

    def release(self) -> None:
        """Give the lock back (once; later calls do nothing)."""
        with self._guard:
            if not self._held:
                return
            self._held = False
            held = self._shared.get(self.lock)
            if held is None:
                return
            lock, count = held
            if count > 1:
                self._shared[self.lock] = (lock, count - 1)
                return
            del self._shared[self.lock]
            # The file goes while the lock is still held, so the lock folder does not grow
            # with every save ever opened; a window that opens the save next makes a new one.
            with contextlib.suppress(OSError):
                os.unlink(self.lock)
            lock.release(force=True)

    @property
    def held(self) -> bool:
        return self._held

    def __del__(self) -> None:
        # At interpreter exit the release may fail; the OS drops the lock with the process.
        with contextlib.suppress(Exception):
            self.release()
