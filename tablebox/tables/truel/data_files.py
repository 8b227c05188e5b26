"""Truel's board and deck as files: tablebox's own in ``assets/truel``, or an owner's printed
game given with ``tablebox new truel --board FILE --deck FILE``.

The rules never read files (``games/`` does no I/O): this reads and checks the JSON, and the
data goes into the game's options, so a save carries the board and deck it was played with."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from games.truel.board import check_board
from games.truel.data import BoardSpec, DeckSpec
from games.truel.deck import check_deck
from games.truel.options import TruelOptions
from tablebox import resources

Model = TypeVar("Model", bound=BaseModel)

MAX_BYTES = 1 << 20
"""A board or deck file is small; anything bigger is not one."""


class DataFileError(ValueError):
    """A board or deck file that cannot be used; the message names the file and the problem."""

    def __init__(self, path: Path, problem: str) -> None:
        super().__init__(f"{path}: {problem}")
        self.path = path
        self.problem = problem


def standard_path(name: str) -> Path:
    """``board`` or ``deck``: tablebox's own file."""
    return resources.data_dir("assets") / "truel" / f"{name}.json"


def load_board(path: Path) -> BoardSpec:
    """The board in ``path``, checked to play (TRL-2); DataFileError otherwise."""
    spec = _read(path, BoardSpec)
    try:
        check_board(spec)
    except ValueError as problem:
        raise DataFileError(path, str(problem)) from None
    return spec


def load_deck(path: Path) -> DeckSpec:
    """The deck in ``path``, checked to have the rulebook's counts (TRL-3); DataFileError
    otherwise."""
    spec = _read(path, DeckSpec)
    try:
        check_deck(spec)
    except ValueError as problem:
        raise DataFileError(path, str(problem)) from None
    return spec


def with_data(
    options: TruelOptions | None = None, board: Path | None = None, deck: Path | None = None
) -> TruelOptions:
    """``options`` carrying a board and deck: the files given, else tablebox's own files."""
    options = options or TruelOptions()
    return options.model_copy(
        update={
            "board": load_board(board or standard_path("board")),
            "deck": load_deck(deck or standard_path("deck")),
        }
    )


def _read(path: Path, model: type[Model]) -> Model:
    try:
        if path.stat().st_size > MAX_BYTES:
            raise DataFileError(path, f"it is larger than {MAX_BYTES} bytes")
        data: Any = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise DataFileError(path, error.strerror or str(error)) from None
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise DataFileError(path, f"it is not JSON ({error})") from None
    try:
        return model.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "the file"
        raise DataFileError(path, f"{where}: {first['msg']}") from None
