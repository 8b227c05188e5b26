"""The Continue list: every save in a folder, summarised, newest first; a damaged file is one
entry with its problem, never the end of the list."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

from pydantic import BaseModel, Field

from tablebox.catalog import DEFAULT_LANGUAGE, Catalog
from tablebox.saves.model import MAX_PROBLEM_CHARS, SaveError, shorten
from tablebox.saves.reading import read_save
from tablebox.saves.writing import remove_stale_temp_files, saves_dir


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
