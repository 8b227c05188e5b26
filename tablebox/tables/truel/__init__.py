"""Truel's table: the board drawn in the terminal, the triples, the hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from textual.screen import Screen

    from tablebox.controller import Match
    from tablebox.screens.options_panel import OptionsPanel


def table_screen(match: Match) -> Screen[None]:
    from tablebox.tables.truel.table import TruelTableScreen

    return TruelTableScreen(match)


def options_panel() -> OptionsPanel:
    from tablebox.tables.truel.setup import TruelOptionsPanel

    return TruelOptionsPanel()
