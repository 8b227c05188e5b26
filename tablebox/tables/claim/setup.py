"""Claim's setup panel: which box, or which mix of both boxes, for how many players.

Two players choose Claim, Claim 2 or a mixed deck; three or four always play a mixed deck
(CLM-11.1). A mixed deck is one pair (22 cards) and three single factions for two players, five
for three or four. A line under the choices shows the deck being built with its arithmetic, or
what is still missing.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Grid, Horizontal
from textual.widgets import Button, Checkbox, Label, RadioButton, Static

from games.claim.factions import FACTIONS, PAIRS, SINGLES
from games.claim.options import SINGLES_FOR, ClaimOptions, random_mix
from tablebox.engine import Message
from tablebox.screens.options_panel import (
    FormButton,
    FormCheckbox,
    FormChoiceRow,
    FormRadioButton,
    OptionsPanel,
    SetupProblem,
)
from tablebox.tables.claim.words import ui
from tablebox.widgets.choice_row import ChoiceRow

BOXES = (
    ("claim", "claim.ui.box-claim"),
    ("claim2", "claim.ui.box-claim2"),
    ("mixed", "claim.ui.box-mixed"),
)
"""The box choices in the order shown, with the key of each one's label; Claim 2 is the
default."""
MIXED = "mixed"


def _pair_label(pair: str, say: Callable[[Message], str]) -> str:
    """``"gnomes-giants"`` -> ``"Gnomes & Giants"``, as the pairs are known at the table: the
    two factions in the order the pair's id names them."""
    first, second = sorted(PAIRS[pair], key=pair.index)
    return say(ui("claim.ui.pair", a=first, b=second))


class ClaimOptionsPanel(OptionsPanel):
    def __init__(self, rng: random.Random | None = None) -> None:
        super().__init__(id="claim-options")
        self.rng = rng or random.Random()
        """Deals the Random factions button's mixes (a fixed one in tests) through the rules'
        :func:`random_mix`, which also draws the command line's ``factions=random`` and its
        default deck for three or four players from the seed (CLM-1.6)."""
        self.players = 2

    def compose(self) -> ComposeResult:
        yield Static(self.say(ui("claim.ui.setup-deck")), classes="setup-section")
        with Horizontal(classes="setup-row"):
            yield Label(self.say(ui("claim.ui.setup-box")), classes="setup-label")
            yield FormChoiceRow(
                *(
                    FormRadioButton(self.say(ui(label)), value=box == "claim2", compact=True)
                    for box, label in BOXES
                ),
                id="claim-box",
                compact=True,
            )
        with Horizontal(classes="setup-row"):
            yield Label(self.say(ui("claim.ui.setup-pair")), classes="setup-label")
            yield FormChoiceRow(
                *(
                    FormRadioButton(_pair_label(pair, self.say), value=index == 0, compact=True)
                    for index, pair in enumerate(PAIRS)
                ),
                id="claim-pair",
                compact=True,
            )
        with Horizontal(classes="setup-row"):
            yield Label(self.say(ui("claim.ui.setup-singles")), classes="setup-label")
            with Grid(id="claim-singles"):
                for single in SINGLES:
                    yield FormCheckbox(
                        self.say(FACTIONS[single].name), id=f"claim-{single}", compact=True
                    )
        with Horizontal(classes="setup-row"):
            yield Label("", classes="setup-label")
            random_factions = self.say(ui("claim.ui.setup-random"))
            yield FormButton(random_factions, id="claim-random", compact=True)
            yield Static(id="claim-deck")
        yield Static(id="claim-hint", classes="hint")

    def on_mount(self) -> None:
        self._refresh()

    # -- what is chosen --------------------------------------------------------------------

    @property
    def box(self) -> str:
        return BOXES[self.query_one("#claim-box", ChoiceRow).pressed_index][0]

    @property
    def pair(self) -> str:
        return list(PAIRS)[self.query_one("#claim-pair", ChoiceRow).pressed_index]

    @property
    def singles(self) -> list[str]:
        return [s for s in SINGLES if self.query_one(f"#claim-{s}", Checkbox).value]

    def _chosen(self, count: int) -> ClaimOptions:
        """The options as chosen, or :class:`SetupProblem` saying what to change."""
        if self.box != MIXED:
            options = ClaimOptions.model_validate({"box": self.box})
            refusal = options.refusal_for(count)
            if refusal:
                raise SetupProblem(
                    self.say(ui("claim.ui.setup-refusal", reason=refusal)), "claim-box"
                )
            return options
        singles = self.singles
        wanted = SINGLES_FOR[count]
        if len(singles) != wanted:
            # Put the cursor where the next click is needed: an empty box, or a ticked one.
            fix = next(s for s in SINGLES if (s in singles) == (len(singles) > wanted))
            choose = ui(
                "claim.ui.setup-choose-singles", wanted=wanted, count=count, chosen=len(singles)
            )
            raise SetupProblem(self.say(choose), f"claim-{fix}")
        return ClaimOptions.model_validate({"box": MIXED, "pair": self.pair, "singles": singles})

    def options(self, count: int) -> dict[str, Any]:
        return self._chosen(count).model_dump(mode="json", exclude_defaults=True)

    # -- keeping it consistent ---------------------------------------------------------------

    def players_changed(self, count: int) -> None:
        self.players = count
        boxes = self.query_one("#claim-box", ChoiceRow)
        buttons = list(boxes.query(RadioButton))
        if count > 2 and self.box != MIXED:
            buttons[-1].value = True  # CLM-11.1: only a mixed deck is played by 3 or 4
        for button in buttons[:-1]:
            button.disabled = count > 2
        self._refresh()

    def on_radio_set_changed(self, event: ChoiceRow.Changed) -> None:
        self._refresh()

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        self._refresh()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id != "claim-random":
            return
        event.stop()
        mix = random_mix(self.players, self.rng)
        self.query_one("#claim-box", ChoiceRow).query(RadioButton).last().value = True
        pair_buttons = list(self.query_one("#claim-pair", ChoiceRow).query(RadioButton))
        pair_buttons[list(PAIRS).index(mix.pair or "")].value = True
        for single in SINGLES:
            self.query_one(f"#claim-{single}", Checkbox).value = single in mix.singles

    def _refresh(self) -> None:
        """Enable the mixed deck's choices only for a mixed deck; show the deck or what is
        missing, and why the boxes are closed to 3 or 4 players."""
        mixed = self.box == MIXED
        self.query_one("#claim-pair", ChoiceRow).disabled = not mixed
        for single in SINGLES:
            self.query_one(f"#claim-{single}", Checkbox).disabled = not mixed
        line = self.query_one("#claim-deck", Static)
        try:
            deck = self.say(self._chosen(self.players).describe())
        except SetupProblem as problem:
            line.update(Text(problem.reason, style="italic"))
            line.set_class(True, "-incomplete")
        else:
            line.update(Text(deck))
            line.set_class(False, "-incomplete")
        self.query_one("#claim-hint", Static).update(self._hint())

    def _hint(self) -> str:
        count = self.players
        if count == 2:
            return self.say(ui("claim.ui.setup-hint-2"))
        key = "claim.ui.setup-hint-teams" if count == 4 else "claim.ui.setup-hint-mixed"
        return self.say(ui(key, count=count))
