"""Opening the app (Textual is imported only here, when a command opens it) and saves."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tablebox.cli.parsing import problem
from tablebox.cli.speech import catalog

if TYPE_CHECKING:
    from tablebox.controller import Match


def run_app(match: Match | None, language: str) -> int:
    """The app on this terminal, speaking ``language``, at ``match`` (None: the main menu)."""
    from tablebox.app import TableboxApp

    TableboxApp(match, language=language).run()
    return 0


def open_save(path: Path, read_only: bool = False) -> Match | None:
    """The saved match, or None after telling stderr why the file was refused (damaged,
    edited, or open in another tablebox window)."""
    from tablebox.controller import Match
    from tablebox.saves import SaveError

    try:
        return Match.load(path, read_only=read_only)
    except SaveError as error:
        problem(error.text(catalog()))
        return None
