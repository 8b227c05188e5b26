"""New game: pick the game, name the seats (human or computer), optionally fix the seed."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Footer, Input, Label, Select, Static

from tablebox import registry
from tablebox.engine import Rules

if TYPE_CHECKING:
    from tablebox.app import TableboxApp
    from tablebox.controller import Seat

HUMAN, COMPUTER = "Human", "Computer"
"""The labels of the seat-kind toggle: a word, so it reads the same without colour."""
NAME_LENGTH = 16
"""Long enough for a name, short enough to fit the table's columns at 80 characters."""


class SetupProblem(ValueError):
    """Input the screen refuses, with the widget to put the cursor back on."""

    def __init__(self, reason: str, widget_id: str | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.widget_id = widget_id


class NewGameScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "app.back_to_menu", "Menu"),
        Binding("ctrl+s", "start", "Start"),
        Binding("down", "app.focus_next", "Next field", show=False),
        Binding("up", "app.focus_previous", "Previous field", show=False),
    ]

    app: TableboxApp

    def __init__(self) -> None:
        super().__init__()
        self.game_ids = registry.game_ids()
        self.game_id = self.game_ids[0]

    @property
    def rules(self) -> Rules:
        return registry.get(self.game_id)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="setup"):
            yield Static("New game", classes="screen-title")
            if len(self.game_ids) > 1:
                titles = [(registry.get(gid).title, gid) for gid in self.game_ids]
                yield Select(titles, value=self.game_id, allow_blank=False, id="game")
            else:
                yield Static(f"Game: [b]{self.rules.title}[/]", id="game-title")
            yield Vertical(*self._seat_rows(), id="seats")
            with Horizontal(classes="setup-row"):
                yield Label("Seed", classes="setup-label")
                yield Input(placeholder="blank = random deal", id="seed", max_length=18)
            yield Static("", id="setup-problem", markup=False)
            yield Button("Start", id="start", variant="primary")
            yield Static(
                "Players sit in this order, and Player 1 starts."
                "\n↑↓/Tab move · Enter toggles Human/Computer · Enter in Seed starts",
                classes="hint",
            )
        yield Footer()

    def _seat_rows(self) -> list[Widget]:
        rules = self.rules
        rows: list[Widget] = []
        for seat in range(rules.max_players):
            optional = seat >= rules.min_players
            placeholder = "name (optional)" if optional else "name"
            rows.append(
                Horizontal(
                    Label(f"Player {seat + 1}", classes="setup-label"),
                    Input(placeholder=placeholder, id=f"name-{seat}", max_length=NAME_LENGTH),
                    Button(HUMAN, id=f"kind-{seat}", classes="seat-kind"),
                    classes="setup-row",
                )
            )
        return rows

    def on_mount(self) -> None:
        self.query_one("#name-0", Input).focus()

    async def on_select_changed(self, event: Select.Changed) -> None:
        if isinstance(event.value, str) and event.value != self.game_id:
            self.game_id = event.value
            seats = self.query_one("#seats", Vertical)
            await seats.remove_children()
            await seats.mount_all(self._seat_rows())

    def on_input_submitted(self, event: Input.Submitted) -> None:
        # Enter on a name goes on to the next name (then the seed); Enter on the seed starts.
        if event.input.id == "seed":
            self.action_start()
            return
        names = list(self.query(".setup-row Input").results(Input))
        index = names.index(event.input)
        names[index + 1].focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        button = event.button
        if button.id == "start":
            self.action_start()
        elif button.has_class("seat-kind"):
            button.label = COMPUTER if str(button.label) == HUMAN else HUMAN

    def action_start(self) -> None:
        from tablebox.controller import Match
        from tablebox.saves import new_save_path

        problem = self.query_one("#setup-problem", Static)
        try:
            seats = self._seats()
            seed = self._seed()
        except SetupProblem as refused:
            problem.update(refused.reason)
            if refused.widget_id:
                self.query_one(f"#{refused.widget_id}").focus()
            return
        save_path = None
        if self.app.save_dir is not None:
            save_path = new_save_path(self.game_id, [s.name for s in seats], self.app.save_dir)
        try:
            match = Match.start(self.game_id, seats, seed=seed, save_path=save_path)
        except ValueError as error:
            problem.update(str(error))
            return
        problem.update("")
        self.app.open_match(match)

    def _seats(self) -> list[Seat]:
        from tablebox.controller import Seat

        rules = self.rules
        seats: list[Seat] = []
        seen: dict[str, int] = {}
        for seat in range(rules.max_players):
            name = " ".join(self.query_one(f"#name-{seat}", Input).value.split())
            if not name:
                if seat < rules.min_players:
                    raise SetupProblem(f"Player {seat + 1} needs a name.", f"name-{seat}")
                continue
            if name.casefold() in seen:
                raise SetupProblem(
                    f"Players {seen[name.casefold()] + 1} and {seat + 1} are both called"
                    f" {name}: every player needs a different name.",
                    f"name-{seat}",
                )
            seen[name.casefold()] = seat
            computer = str(self.query_one(f"#kind-{seat}", Button).label) == COMPUTER
            seats.append(Seat(name, "computer" if computer else "human"))
        return seats

    def _seed(self) -> int:
        text = self.query_one("#seed", Input).value.strip()
        if not text:
            return random.randrange(1_000_000)
        try:
            return int(text)
        except ValueError:
            raise SetupProblem(
                f"The seed must be a whole number such as 42, not {text!r}"
                " (leave it blank for a random deal).",
                "seed",
            ) from None
