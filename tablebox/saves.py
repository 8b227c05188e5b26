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

import json
import os
import re
import shutil
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

import platformdirs
import pydantic_core
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tablebox.catalog import DEFAULT_LANGUAGE, Catalog
from tablebox.engine import Message

SAVE_FORMAT: Literal["tablebox-save"] = "tablebox-save"
SAVE_VERSION = 2
"""Bump when the file's shape changes; older versions then need a migration here.

Version 2 (issue 8): seats name their ``bot``; ``status`` is a message (key and parameters)
instead of an English sentence. Version 1 files load as they are (a seat without ``bot`` plays
the default bot; a sentence status is shown as written)."""
SAVE_DIR_VARIABLE = "TABLEBOX_SAVE_DIR"
PREVIOUS_SUFFIX = ".prev"


class SaveError(Exception):
    """A save that cannot be used. The message names the file and the problem."""

    def __init__(self, path: Path, problem: str) -> None:
        super().__init__(f"Cannot open {path}: {problem}")
        self.path = path
        self.problem = problem


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
    version: int = SAVE_VERSION
    game: str
    seats: list[SeatRecord]
    options: dict[str, Any] = Field(default_factory=dict)
    seed: int = 0
    deck: list[str] | None = None
    actions: list[ActionRecord] = Field(default_factory=list)
    snapshot_version: int = Field(default=1, ge=1)
    """The game's state layout when the snapshot was taken (its rules' ``snapshot_version``);
    a snapshot from an older layout cannot be compared with today's replay."""
    snapshot: Any = Field(...)
    """The state after the last action, for the replay cross-check (required: a file without
    one could not be checked)."""
    status: MessageRecord | str = ""
    """A public one-line summary for save lists (``rules.status``), e.g. "phase 1, trick 5 of
    13", kept as a message so that the list shows it in the player's language; version 1 files
    hold the English sentence instead."""
    created: datetime
    updated: datetime

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
    """Write atomically (temp file, fsync, rename), keeping the previous good save beside it."""
    path.parent.mkdir(parents=True, exist_ok=True)
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
    """Parse and validate a save file without replaying it. Raises :class:`SaveError`."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(path, "there is no such file") from None
    except OSError as error:
        raise SaveError(path, f"it cannot be read ({error.strerror or error})") from None
    if not raw.strip():
        raise SaveError(path, "the file is empty")
    try:
        data = json.loads(raw)
    except UnicodeDecodeError:
        raise SaveError(path, "it is not a text file, so not a tablebox save") from None
    except json.JSONDecodeError as error:
        if error.pos >= len(raw.rstrip()) - 1 or error.msg.startswith("Unterminated"):
            raise SaveError(path, "the file is truncated (it ends mid-way)") from None
        raise SaveError(
            path, f"it is not valid JSON (line {error.lineno}, column {error.colno})"
        ) from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(path, "it is not a tablebox save file")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(path, "its save version is missing or not a number")
    if version > SAVE_VERSION:
        raise SaveError(
            path,
            f"it was written by a newer tablebox (save version {version}; this one reads"
            f" versions up to {SAVE_VERSION}). Update tablebox to open it.",
        )
    try:
        return SaveFile.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "the file"
        raise SaveError(path, f"it is damaged ({where}: {first['msg']})") from None


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
    status is put in words in ``language`` with that save's player names."""
    summaries = [_summarise(path, language) for path in _save_files(directory or saves_dir())]
    good = sorted((s for s in summaries if s.problem is None), key=_newest_first)
    bad = sorted((s for s in summaries if s.problem is not None), key=lambda s: s.path.name)
    return good + bad


def _newest_first(summary: SaveSummary) -> float:
    return -(summary.updated.timestamp() if summary.updated else 0.0)


def _save_files(directory: Path) -> Iterator[Path]:
    if directory.is_dir():
        yield from (p for p in directory.glob("*.json") if not p.name.startswith("."))


def _summarise(path: Path, language: str) -> SaveSummary:
    try:
        save = read_save(path)
    except SaveError as error:
        return SaveSummary(path=path, problem=error.problem)
    players = [seat.name for seat in save.seats]
    return SaveSummary(
        path=path,
        game=save.game,
        players=players,
        status=save.status_text(Catalog(language, players)),
        updated=save.updated,
    )
