"""Oriflamme's setup panel: who holds the first-player tile in round 1, and which way the row
resolves for the whole game (ORI-1.5, ORI-1.6). Either may be left to the seed."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Label, RadioButton, Select, Static

from games.oriflamme.options import LEFT_TO_RIGHT, RIGHT_TO_LEFT, Direction, OriflammeOptions
from tablebox.screens.options_panel import FieldSelect, OptionsPanel, SetupProblem
from tablebox.widgets.choice_row import ChoiceRow

RANDOM = "random"
DIRECTIONS: tuple[tuple[Direction | None, str], ...] = (
    (None, "Random"),
    (LEFT_TO_RIGHT, "→ Left to right"),
    (RIGHT_TO_LEFT, "← Right to left"),
)
"""The direction choices in the order shown; Random is the default."""


def first_player_choices(count: int) -> list[tuple[str, str]]:
    """``Random`` then ``Player 1`` ... ``Player <count>`` (values: ``random`` or the seat)."""
    return [("Random", RANDOM)] + [(f"Player {seat + 1}", str(seat)) for seat in range(count)]


class OriflammeOptionsPanel(OptionsPanel):
    WHO_STARTS = "the Starts option below says who starts."

    def __init__(self) -> None:
        super().__init__(id="oriflamme-options")
        self.players = 2

    def compose(self) -> ComposeResult:
        yield Static("Table", classes="setup-section")
        with Horizontal(classes="setup-row"):
            yield Label("Starts", classes="setup-label")
            yield FieldSelect(
                first_player_choices(self.players),
                value=RANDOM,
                allow_blank=False,
                id="oriflamme-first",
                compact=True,
            )
        with Horizontal(classes="setup-row"):
            yield Label("Pass", classes="setup-label")
            yield ChoiceRow(
                *(
                    RadioButton(label, value=direction is None, compact=True)
                    for direction, label in DIRECTIONS
                ),
                id="oriflamme-direction",
                compact=True,
            )
        yield Static(
            "Starts: who holds the first-player tile in round 1 (the rulebook gives it to the"
            " oldest player). Pass: which way every resolution runs, all game long."
            " Random draws from the seed.",
            classes="hint",
        )

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
                f"Player {first + 1} cannot start: only {count} players are named.",
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
        select.set_options(first_player_choices(count))
        select.value = str(first) if first is not None and first < count else RANDOM

    def on_select_changed(self, event: Select.Changed) -> None:
        # The New game screen reads every Select.Changed as a change of game: keep ours here.
        event.stop()
