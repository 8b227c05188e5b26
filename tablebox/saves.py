"""The versioned save file: pydantic JSON, written atomically, read back by replaying it.

A save is event-sourced: the setup (game, seats, options, seed, deck) and every action in
notation, plus a snapshot of the final state. Loading replays the actions through the rules and
refuses a file whose replay disagrees with its snapshot, so an edited or damaged file is caught
instead of silently played. A refused file is never written to.
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
from pydantic import BaseModel, ConfigDict, Field, ValidationError

SAVE_FORMAT = "tablebox-save"
SAVE_VERSION = 1
"""Bump when the file's shape changes; older versions then need a migration here."""
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


class ActionRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")

    seat: int = Field(ge=0)
    action: str


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
    status: str = ""
    """A public one-line summary for save lists, e.g. "phase 1, trick 5 of 13"."""
    created: datetime
    updated: datetime


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


def _write_atomic(path: Path, text: str) -> None:
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(temp, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if path.exists():
            _keep_previous(path)
        os.replace(temp, path)
    finally:
        temp.unlink(missing_ok=True)
    _fsync_directory(path.parent)


def _keep_previous(path: Path) -> None:
    """Copy the current save to ``<name>.prev`` (atomically too) before it is replaced."""
    previous = previous_path(path)
    temp = previous.with_name(f".{previous.name}.{os.getpid()}.tmp")
    shutil.copyfile(path, temp)
    os.replace(temp, previous)


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


def list_saves(directory: Path | None = None) -> list[SaveSummary]:
    """Every save in the folder, newest first; damaged ones last, with their problem."""
    summaries = [_summarise(path) for path in _save_files(directory or saves_dir())]
    good = sorted((s for s in summaries if s.problem is None), key=_newest_first)
    bad = sorted((s for s in summaries if s.problem is not None), key=lambda s: s.path.name)
    return good + bad


def _newest_first(summary: SaveSummary) -> float:
    return -(summary.updated.timestamp() if summary.updated else 0.0)


def _save_files(directory: Path) -> Iterator[Path]:
    if directory.is_dir():
        yield from (p for p in directory.glob("*.json") if not p.name.startswith("."))


def _summarise(path: Path) -> SaveSummary:
    try:
        save = read_save(path)
    except SaveError as error:
        return SaveSummary(path=path, problem=error.problem)
    return SaveSummary(
        path=path,
        game=save.game,
        players=[seat.name for seat in save.seats],
        status=save.status,
        updated=save.updated,
    )
