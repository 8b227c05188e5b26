"""Truel's setup panel: the variant without starting gems, and a match to three wins. The
board and deck are tablebox's own files (``assets/truel``), put into the options so the save
carries them."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Checkbox, Label, Static

from games.truel.options import TruelOptions
from tablebox.screens.options_panel import FormCheckbox, OptionsPanel, SetupProblem
from tablebox.tables.truel.data_files import with_data
from tablebox.tables.truel.words import ui


class TruelOptionsPanel(OptionsPanel):
    WHO_STARTS = "truel.ui.who-starts"

    def __init__(self) -> None:
        super().__init__(id="truel-options")

    def compose(self) -> ComposeResult:
        yield Static(self.say(ui("truel.ui.setup-table")), classes="setup-section")
        with Horizontal(classes="setup-row"):
            yield Label(self.say(ui("truel.ui.setup-gems")), classes="setup-label")
            yield FormCheckbox(self.say(ui("truel.ui.no-gems")), id="truel-no-gems", compact=True)
        with Horizontal(classes="setup-row"):
            yield Label(self.say(ui("truel.ui.setup-match")), classes="setup-label")
            yield FormCheckbox(self.say(ui("truel.ui.match")), id="truel-match", compact=True)
        yield Static(self.say(ui("truel.ui.setup-hint")), classes="hint")

    def options(self, count: int) -> dict[str, Any]:
        no_gems = self.query_one("#truel-no-gems", Checkbox).value
        match = self.query_one("#truel-match", Checkbox).value
        try:
            chosen = with_data(TruelOptions(start_gems="zero" if no_gems else "one", match=match))
        except ValueError as problem:
            raise SetupProblem(self.say(ui("truel.ui.bad-data", problem=str(problem)))) from None
        return chosen.model_dump(mode="json", exclude_defaults=True)
