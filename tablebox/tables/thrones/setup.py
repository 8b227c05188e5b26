"""A Game of Thrones' setup panel: the houses drawn at random (GOT-2.1), or chosen seat by
seat (``ThronesOptions.houses``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Label, Select, Static

from games.thrones.board import PLAYER_SETUPS
from tablebox.catalog.en.thrones import HOUSES
from tablebox.engine import Message
from tablebox.screens.options_panel import FieldSelect, OptionsPanel, SetupProblem
from tablebox.tables.thrones.words import ui

RANDOM = "random"
SEATS = 5


def house_choices(say: Callable[[Message], str]) -> list[tuple[str, str]]:
    return [(say(ui("thrones.ui.setup-random")), RANDOM)] + [
        (say(Message(f"thrones.term.{house}")), house) for house in HOUSES
    ]


class ThronesOptionsPanel(OptionsPanel):
    def __init__(self) -> None:
        super().__init__(id="thrones-options")

    def compose(self) -> ComposeResult:
        yield Static(self.say(ui("thrones.ui.setup-houses")), classes="setup-section")
        for seat in range(SEATS):
            with Horizontal(classes="setup-row", id=f"thrones-row-{seat}"):
                yield Label(
                    self.say(ui("thrones.ui.setup-seat", n=seat + 1)), classes="setup-label"
                )
                yield FieldSelect(
                    house_choices(self.say),
                    value=RANDOM,
                    allow_blank=False,
                    id=f"thrones-house-{seat}",
                    compact=True,
                )
        yield Static(self.say(ui("thrones.ui.setup-hint")), classes="hint")

    def players_changed(self, count: int) -> None:
        for seat in range(SEATS):
            self.query_one(f"#thrones-row-{seat}").display = seat < count

    def options(self, count: int) -> dict[str, Any]:
        chosen = [
            str(self.query_one(f"#thrones-house-{seat}", Select).value) for seat in range(count)
        ]
        if all(house == RANDOM for house in chosen):
            return {}
        if RANDOM in chosen:
            seat = chosen.index(RANDOM)
            raise SetupProblem(
                self.say(ui("thrones.ui.setup-all-or-none")), f"thrones-house-{seat}"
            )
        in_play = PLAYER_SETUPS[count][0] if count in PLAYER_SETUPS else ()
        for seat, house in enumerate(chosen):
            if house not in in_play:
                problem = ui("thrones.ui.setup-not-in-play", house=house, n=count)
                raise SetupProblem(self.say(problem), f"thrones-house-{seat}")
            if house in chosen[:seat]:
                problem = ui("thrones.ui.setup-twice", house=house)
                raise SetupProblem(self.say(problem), f"thrones-house-{seat}")
        return {"houses": chosen}

    def on_select_changed(self, event: Select.Changed) -> None:
        # The New game screen reads every Select.Changed as a change of game: keep ours here.
        event.stop()
