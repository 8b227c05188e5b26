"""The Dwarf King's table: the trick table with the deal's quest and special card, the tricks
won, the running totals and the exchanges of hands."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from textual.screen import Screen

    from tablebox.controller import Match
    from tablebox.screens.options_panel import OptionsPanel


def table_screen(match: Match) -> Screen[None]:
    from tablebox.tables.dwarf_king.table import DwarfKingTableScreen

    return DwarfKingTableScreen(match)


def options_panel() -> OptionsPanel:
    from tablebox.tables.dwarf_king.setup import DwarfKingOptionsPanel

    return DwarfKingOptionsPanel()
