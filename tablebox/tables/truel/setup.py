"""Truel's setup panel: the variant without starting gems, and a match to three wins. The
board and deck are tablebox's own files (``assets/truel``), put into the options so the save
carries them."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Checkbox, Label, Static

from games.truel.options import TruelOptions
from tablebox.screens.options_panel import OptionsPanel, SetupProblem
from tablebox.truel_data import with_data


class TruelOptionsPanel(OptionsPanel):
    WHO_STARTS = "Player 2 (green) starts; players 1-3 are red, green and blue."

    def __init__(self) -> None:
        super().__init__(id="truel-options")

    def compose(self) -> ComposeResult:
        yield Static("Table", classes="setup-section")
        with Horizontal(classes="setup-row"):
            yield Label("Gems", classes="setup-label")
            yield Checkbox("Nobody starts with a gem", id="truel-no-gems", compact=True)
        with Horizontal(classes="setup-row"):
            yield Label("Match", classes="setup-label")
            yield Checkbox("Play to three wins", id="truel-match", compact=True)
        yield Static(
            "Without starting gems the game is longer. A match plays game after game until"
            " somebody has won three: the champion of the evening.",
            classes="hint",
        )

    def options(self, count: int) -> dict[str, Any]:
        no_gems = self.query_one("#truel-no-gems", Checkbox).value
        match = self.query_one("#truel-match", Checkbox).value
        try:
            chosen = with_data(TruelOptions(start_gems="zero" if no_gems else "one", match=match))
        except ValueError as problem:
            raise SetupProblem(f"The board or deck file cannot be used: {problem}") from None
        return chosen.model_dump(mode="json", exclude_defaults=True)
