"""The Dwarf King's setup panel: how many deals, which quests, who deals first, and whether
every won card stays visible (DWK-1.5)."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Checkbox, Label, RadioButton, Select, Static

from tablebox.screens.options_panel import FieldSelect, OptionsPanel, SetupProblem
from tablebox.widgets.choice_row import ChoiceRow

RANDOM = "random"
QUESTS = (("all", "All 20 tiles"), ("beginner", "Beginner (15)"))


def dealer_choices(count: int) -> list[tuple[str, str]]:
    return [("Random", RANDOM)] + [(f"Player {seat + 1}", str(seat)) for seat in range(count)]


class DwarfKingOptionsPanel(OptionsPanel):
    WHO_STARTS = "the First dealer option below says who deals first."

    def __init__(self) -> None:
        super().__init__(id="dwarf-king-options")
        self.players = 3

    def compose(self) -> ComposeResult:
        yield Static("Game", classes="setup-section")
        with Horizontal(classes="setup-row"):
            yield Label("Deals", classes="setup-label")
            yield FieldSelect(
                [(f"{n} deal{'s' if n > 1 else ''}", str(n)) for n in range(7, 0, -1)],
                value="7",
                allow_blank=False,
                id="dwarf-king-deals",
                compact=True,
            )
        with Horizontal(classes="setup-row"):
            yield Label("Quests", classes="setup-label")
            yield ChoiceRow(
                *(RadioButton(label, value=key == "all", compact=True) for key, label in QUESTS),
                id="dwarf-king-quests",
                compact=True,
            )
        with Horizontal(classes="setup-row"):
            yield Label("Deals 1st", classes="setup-label")
            yield FieldSelect(
                dealer_choices(self.players),
                value=RANDOM,
                allow_blank=False,
                id="dwarf-king-dealer",
                compact=True,
            )
        with Horizontal(classes="setup-row"):
            yield Label("", classes="setup-label")
            yield Checkbox("Open tricks (see every won card)", id="dwarf-king-open", compact=True)
        yield Static(
            "Seven deals make a game; fewer make a short one. The beginner quests leave out the"
            " tiles that need the order of the tricks. Open tricks is for learning.",
            classes="hint",
        )

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
                    f"Player {dealer + 1} cannot deal first: only {count} players are named.",
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
        select.set_options(dealer_choices(count))
        select.value = value if value == RANDOM or int(value) < count else RANDOM

    def on_select_changed(self, event: Select.Changed) -> None:
        # The New game screen reads every Select.Changed as a change of game: keep ours here.
        event.stop()
