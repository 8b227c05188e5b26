"""Oriflamme's table: the intrigue row."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from textual.screen import Screen

    from tablebox.controller import Match
    from tablebox.screens.options_panel import OptionsPanel


def table_screen(match: Match) -> Screen[None]:
    from tablebox.tables.oriflamme.table import OriflammeTableScreen

    return OriflammeTableScreen(match)


def options_panel() -> OptionsPanel:
    from tablebox.tables.oriflamme.setup import OriflammeOptionsPanel

    return OriflammeOptionsPanel()
