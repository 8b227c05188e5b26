"""A Game of Thrones at the table (issue 18): the map, the state of the realm and the
decisions, from one seat's view."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from textual.screen import Screen

    from tablebox.controller import Match
    from tablebox.screens.options_panel import OptionsPanel


def table_screen(match: Match) -> Screen[None]:
    from tablebox.tables.thrones.table import ThronesTableScreen

    return ThronesTableScreen(match)


def options_panel() -> OptionsPanel:
    from tablebox.tables.thrones.setup import ThronesOptionsPanel

    return ThronesOptionsPanel()
