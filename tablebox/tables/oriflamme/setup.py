"""Oriflamme's setup panel: who holds the first-player tile in round 1, and which way the row
resolves for the whole game (ORI-1.5, ORI-1.6). Either may be left to the seed."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Label, Select, Static

from games.oriflamme.options import LEFT_TO_RIGHT, RIGHT_TO_LEFT, Direction, OriflammeOptions
from tablebox.screens.options_panel import (
    FieldSelect,
    FormChoiceRow,
    FormRadioButton,
    OptionsPanel,
    SetupProblem,
)
from tablebox.tables.oriflamme.words import Say, ui
from tablebox.widgets.choice_row import ChoiceRow

RANDOM = "random"
DIRECTIONS: tuple[tuple[Direction | None, str], ...] = (
    (None, "oriflamme.ui.setup.random"),
    (LEFT_TO_RIGHT, "oriflamme.ui.setup.left-to-right"),
    (RIGHT_TO_LEFT, "oriflamme.ui.setup.right-to-left"),
)
"""The direction choices in the order shown, with their labels' catalog keys; Random is the
default."""


def first_player_choices(count: int, say: Say) -> list[tuple[str, str]]:
    """``Random`` then ``Player 1`` ... ``Player <count>`` (values: ``random`` or the seat)."""
    return [(ui(say, "oriflamme.ui.setup.random"), RANDOM)] + [
        (ui(say, "oriflamme.ui.setup.player", number=seat + 1), str(seat)) for seat in range(count)
    ]


class OriflammeOptionsPanel(OptionsPanel):
    WHO_STARTS = "oriflamme.ui.setup.who-starts"

    def __init__(self) -> None:
        super().__init__(id="oriflamme-options")
        self.players = 2

    def compose(self) -> ComposeResult:
        yield Static(ui(self.say, "oriflamme.ui.setup.section"), classes="setup-section")
        with Horizontal(classes="setup-row"):
            yield Label(ui(self.say, "oriflamme.ui.setup.starts"), classes="setup-label")
            yield FieldSelect(
                first_player_choices(self.players, self.say),
                value=RANDOM,
                allow_blank=False,
                id="oriflamme-first",
                compact=True,
            )
        with Horizontal(classes="setup-row"):
            yield Label(ui(self.say, "oriflamme.ui.setup.pass"), classes="setup-label")
            yield FormChoiceRow(
                *(
                    FormRadioButton(ui(self.say, label), value=direction is None, compact=True)
                    for direction, label in DIRECTIONS
                ),
                id="oriflamme-direction",
                compact=True,
            )
        yield Static(ui(self.say, "oriflamme.ui.setup.hint"), classes="hint")

    # -- what is chosen --------------------------------------------------------------------

    @property
    def first_player(self) -> int | None:
        value = self.query_one("#oriflamme-first", Select).value
        return None if value in (RANDOM, Select.BLANK) else int(str(value))

    @property
    def direction(self) -> Direction | None:
        pressed = self.query_one("#oriflamme-direction", ChoiceRow).pressed_index
        return DIRECTIONS[max(0, pressed)][0]

    def options(self, count: int) -> dict[str, Any]:
        first = self.first_player
        if first is not None and first >= count:
            raise SetupProblem(
                ui(self.say, "oriflamme.ui.setup.too-few", number=first + 1, count=count),
                "oriflamme-first",
            )
        chosen = OriflammeOptions(first_player=first, direction=self.direction)
        return chosen.model_dump(mode="json", exclude_defaults=True)

    # -- keeping it consistent ---------------------------------------------------------------

    def players_changed(self, count: int) -> None:
        """Offer exactly the named seats; a chosen seat that left goes back to Random."""
        self.players = count
        select = self.query_one("#oriflamme-first", FieldSelect)
        first = self.first_player
        select.set_options(first_player_choices(count, self.say))
        select.value = str(first) if first is not None and first < count else RANDOM

    def on_select_changed(self, event: Select.Changed) -> None:
        # The New game screen reads every Select.Changed as a change of game: keep ours here.
        event.stop()
