"""The Dwarf King's setup panel: how many deals, which quests, who deals first, and whether
every won card stays visible (DWK-1.5)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Checkbox, Label, Select, Static

from tablebox.engine import Message
from tablebox.screens.options_panel import (
    FieldSelect,
    FormCheckbox,
    FormChoiceRow,
    FormRadioButton,
    OptionsPanel,
    SetupProblem,
)
from tablebox.tables.dwarf_king.words import ui
from tablebox.widgets.choice_row import ChoiceRow

RANDOM = "random"
QUESTS = (
    ("all", ui("dwarf-king.ui.quests-all")),
    ("beginner", ui("dwarf-king.ui.quests-beginner")),
)


def dealer_choices(count: int, say: Callable[[Message], str]) -> list[tuple[str, str]]:
    players = [
        (say(ui("dwarf-king.ui.player-number", number=seat + 1)), str(seat))
        for seat in range(count)
    ]
    return [(say(ui("dwarf-king.ui.random")), RANDOM), *players]


class DwarfKingOptionsPanel(OptionsPanel):
    WHO_STARTS = "dwarf-king.ui.who-starts"

    def __init__(self) -> None:
        super().__init__(id="dwarf-king-options")
        self.players = 3

    def compose(self) -> ComposeResult:
        yield Static(self.say(ui("dwarf-king.ui.setup-game")), classes="setup-section")
        with Horizontal(classes="setup-row"):
            yield Label(self.say(ui("dwarf-king.ui.setup-deals")), classes="setup-label")
            yield FieldSelect(
                [(self.say(ui("dwarf-king.ui.deals", n=n)), str(n)) for n in range(7, 0, -1)],
                value="7",
                allow_blank=False,
                id="dwarf-king-deals",
                compact=True,
            )
        with Horizontal(classes="setup-row"):
            yield Label(self.say(ui("dwarf-king.ui.setup-quests")), classes="setup-label")
            yield FormChoiceRow(
                *(
                    FormRadioButton(self.say(label), value=key == "all", compact=True)
                    for key, label in QUESTS
                ),
                id="dwarf-king-quests",
                compact=True,
            )
        with Horizontal(classes="setup-row"):
            yield Label(self.say(ui("dwarf-king.ui.setup-dealer")), classes="setup-label")
            yield FieldSelect(
                dealer_choices(self.players, self.say),
                value=RANDOM,
                allow_blank=False,
                id="dwarf-king-dealer",
                compact=True,
            )
        with Horizontal(classes="setup-row"):
            yield Label("", classes="setup-label")
            yield FormCheckbox(
                self.say(ui("dwarf-king.ui.open-tricks")), id="dwarf-king-open", compact=True
            )
        yield Static(self.say(ui("dwarf-king.ui.setup-hint")), classes="hint")

    def options(self, count: int) -> dict[str, Any]:
        deals = int(str(self.query_one("#dwarf-king-deals", Select).value))
        pressed = self.query_one("#dwarf-king-quests", ChoiceRow).pressed_index
        quests = QUESTS[max(0, pressed)][0]
        dealer_value = str(self.query_one("#dwarf-king-dealer", Select).value)
        chosen: dict[str, Any] = {}
        if deals != 7:
            chosen["deals"] = deals
        if quests != "all":
            chosen["quests"] = quests
        if dealer_value != RANDOM:
            dealer = int(dealer_value)
            if dealer >= count:
                raise SetupProblem(
                    self.say(ui("dwarf-king.ui.dealer-too-high", number=dealer + 1, count=count)),
                    "dwarf-king-dealer",
                )
            chosen["first_dealer"] = dealer
        if self.query_one("#dwarf-king-open", Checkbox).value:
            chosen["open_tricks"] = True
        return chosen

    def players_changed(self, count: int) -> None:
        self.players = count
        select = self.query_one("#dwarf-king-dealer", FieldSelect)
        value = str(select.value)
        select.set_options(dealer_choices(count, self.say))
        select.value = value if value == RANDOM or int(value) < count else RANDOM

    def on_select_changed(self, event: Select.Changed) -> None:
        # The New game screen reads every Select.Changed as a change of game: keep ours here.
        event.stop()
