"""Claim's table: the trick table with prizes, followers, score piles and teams."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from textual.screen import Screen

    from tablebox.controller import Match
    from tablebox.screens.options_panel import OptionsPanel


def table_screen(match: Match) -> Screen[None]:
    from tablebox.tables.claim.table import ClaimTableScreen

    return ClaimTableScreen(match)


def options_panel() -> OptionsPanel:
    from tablebox.tables.claim.setup import ClaimOptionsPanel

    return ClaimOptionsPanel()
