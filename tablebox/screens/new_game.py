"""New game: pick the game, name the seats (human or computer), optionally fix the seed, and make
the game's own setup choices (its options panel, if it has one)."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import ValidationError
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Footer, Input, Label, RadioSet, Select, Static

from tablebox import registry
from tablebox.catalog import Catalog, english
from tablebox.engine import Message, Param, Rules
from tablebox.screens import options_panel_for
from tablebox.screens.messages import BackToMenu, OpenMatch
from tablebox.screens.options_panel import FieldSelect, OptionsPanel, SetupProblem

if TYPE_CHECKING:
    from tablebox.controller import Seat

__all__ = ["COMPUTER", "HUMAN", "NewGameScreen", "SetupProblem"]

HUMAN, COMPUTER = english("common.ui.human"), english("common.ui.computer")
"""The labels of the seat-kind toggle: a word, so it reads the same without colour."""
NAME_LENGTH = 16
"""Long enough for a name, short enough to fit the table's columns at 80 characters."""
LABEL_WIDTH = 10
"""The width of the form's labels ("Game", "Seed"), so the fields line up."""


class NewGameScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "menu", "Menu"),
        Binding("ctrl+s", "start", "Start"),
        Binding("down", "next_field", "Next field", show=False),
        Binding("up", "previous_field", "Previous field", show=False),
    ]

    def __init__(self, save_dir: Path | None = None) -> None:
        super().__init__()
        self.save_dir = save_dir
        """Where the new game is saved; None: the default save folder."""
        self.game_ids = registry.playable_ids()  # headless games have no table to play on
        self.game_id = self.game_ids[0]
        self.players = 0
        """The player count the options panel was last told about."""
        self.catalog = Catalog()
        """The words of the form (there is no match yet: no players' names)."""

    @property
    def rules(self) -> Rules:
        return registry.get(self.game_id)

    @property
    def panel(self) -> OptionsPanel | None:
        found = self.query("#game-options OptionsPanel").results(OptionsPanel)
        return next(found, None)

    def compose(self) -> ComposeResult:
        say = self.catalog.text
        with VerticalScroll(id="setup", can_focus=False):
            yield Static(say("common.ui.new-game"), classes="screen-title")
            if len(self.game_ids) > 1:
                titles = [(registry.get(gid).title, gid) for gid in self.game_ids]
                with Horizontal(classes="setup-row"):
                    yield Label(say("common.ui.game"), classes="setup-label")
                    yield FieldSelect(
                        titles, value=self.game_id, allow_blank=False, id="game", compact=True
                    )
            else:
                game = say("common.ui.game")
                yield Static(f"{game:<{LABEL_WIDTH}}[b]{self.rules.title}[/]", id="game-title")
            yield Vertical(*self._seat_rows(), id="seats")
            with Horizontal(classes="setup-row"):
                yield Label(say("common.ui.seed"), classes="setup-label")
                yield Input(
                    placeholder=say("common.ui.seed-placeholder"),
                    id="seed",
                    max_length=18,
                    compact=True,
                )
            yield Vertical(id="game-options")
            with Horizontal(classes="setup-row"):
                yield Label("", classes="setup-label")
                yield Checkbox(
                    say("common.ui.no-handoff"),
                    value=False,
                    id="no-handoff",
                    compact=True,
                )
            yield Static("", id="setup-problem", markup=False)
            with Horizontal(classes="setup-row"):
                yield Label("", classes="setup-label")
                yield Button(say("common.ui.start"), id="start", variant="primary", compact=True)
            yield Static(self._hint(None), classes="hint", id="setup-help")
        yield Footer()

    def _hint(self, panel: OptionsPanel | None) -> str:
        """The form's keys, and who starts as the game's options panel says (Player 1 for a
        game without one)."""
        starts = OptionsPanel.WHO_STARTS if panel is None else panel.WHO_STARTS
        return self.catalog.text(Message("common.ui.setup-hint", {"starts": starts}))

    def _seat_rows(self) -> list[Widget]:
        rules = self.rules
        say = self.catalog.text
        rows: list[Widget] = []
        for seat in range(rules.max_players):
            optional = seat >= rules.min_players
            placeholder = say("common.ui.name-optional" if optional else "common.ui.name")
            player = say(Message("common.ui.player-number", {"number": seat + 1}))
            rows.append(
                Horizontal(
                    Label(player, classes="setup-label"),
                    Input(
                        placeholder=placeholder,
                        id=f"name-{seat}",
                        max_length=NAME_LENGTH,
                        compact=True,
                    ),
                    Button(HUMAN, id=f"kind-{seat}", classes="seat-kind", compact=True),
                    classes="setup-row",
                )
            )
        return rows

    async def on_mount(self) -> None:
        self.query_one("#name-0", Input).focus()
        await self._mount_panel()

    async def _mount_panel(self) -> None:
        """Show the chosen game's options panel (none for a game without choices)."""
        holder = self.query_one("#game-options", Vertical)
        await holder.remove_children()
        panel = options_panel_for(self.game_id)
        holder.display = panel is not None
        if panel is not None:
            await holder.mount(panel)
        self.query_one("#setup-help", Static).update(self._hint(panel))
        self.players = 0
        self._count_players()

    async def on_select_changed(self, event: Select.Changed) -> None:
        # Only the game select changes the game; an options panel's selects are its own.
        if event.select.id != "game":
            return
        if isinstance(event.value, str) and event.value != self.game_id:
            self.game_id = event.value
            seats = self.query_one("#seats", Vertical)
            await seats.remove_children()
            await seats.mount_all(self._seat_rows())
            await self._mount_panel()

    def on_field_select_chosen(self, event: FieldSelect.Chosen) -> None:
        """A choice made from a dropdown: on to the next field (the first name, after the
        game), as after Enter in a name. Comes after the choice's Select.Changed, so a new
        game's seats are in place."""
        event.stop()
        select = event.select
        if select.id == "game":
            self.query_one("#name-0", Input).focus()
            return

        def move_on() -> None:
            # After the next refresh: the focus order follows the layout.
            if self.focused is select:
                self.focus_next()

        self.call_after_refresh(move_on)

    def action_next_field(self) -> None:
        self._move_to_field(self.focus_next)

    def action_previous_field(self) -> None:
        self._move_to_field(self.focus_previous)

    def _move_to_field(self, step: Callable[[], Widget | None]) -> None:
        """↓/↑: the next or previous field, passing the Human/Computer toggles (Tab reaches
        them), so ↓ on a name goes to the name below, as a player expects."""
        for _ in range(len(self.focus_chain)):
            widget = step()
            if widget is None or not widget.has_class("seat-kind"):
                return

    # -- keeping the options panel told --------------------------------------------------------

    def on_input_changed(self, event: Input.Changed) -> None:
        self._clear_problem()
        if (event.input.id or "").startswith("name-"):
            self._count_players()

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        self._clear_problem()

    def on_radio_set_changed(self, event: RadioSet.Changed) -> None:
        self._clear_problem()

    def _clear_problem(self) -> None:
        """A refusal stays until the input changes: then it may no longer be true."""
        self.query_one("#setup-problem", Static).update("")

    def _count_players(self) -> None:
        """Tell the panel when the number of named seats changes (never below the minimum)."""
        rules = self.rules
        named = sum(
            bool(self.query_one(f"#name-{seat}", Input).value.strip())
            for seat in range(rules.max_players)
        )
        count = max(named, rules.min_players)
        panel = self.panel
        if count != self.players and panel is not None:
            panel.players_changed(count)
        self.players = count

    # -- moving on and starting ----------------------------------------------------------------

    def on_input_submitted(self, event: Input.Submitted) -> None:
        # Enter on a name goes on to the next name; on the last name, or on a blank optional
        # one, to the seed; Enter on the seed starts.
        if event.input.id == "seed":
            self.action_start()
            return
        names = list(self.query("#seats Input").results(Input))
        index = names.index(event.input)
        blank_optional = not event.input.value.strip() and index >= self.rules.min_players
        if blank_optional or index + 1 == len(names):
            self.query_one("#seed", Input).focus()
        else:
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
            options = self._options(len(seats))
        except SetupProblem as refused:
            problem.update(refused.reason)
            if refused.widget_id:
                self.query_one(f"#{refused.widget_id}").focus()
            return
        save_path = None
        if self.save_dir is not None:
            save_path = new_save_path(self.game_id, [s.name for s in seats], self.save_dir)
        try:
            match = Match.start(
                self.game_id,
                seats,
                options=options,
                seed=seed,
                save_path=save_path,
                handoff=not self.query_one("#no-handoff", Checkbox).value,
            )
        except ValueError as error:
            problem.update(_reason(error))
            return
        problem.update("")
        self.app.post_message(OpenMatch(match))

    def action_menu(self) -> None:
        self.app.post_message(BackToMenu())

    def _options(self, count: int) -> dict[str, Any]:
        panel = self.panel
        return {} if panel is None else panel.options(count)

    def _seats(self) -> list[Seat]:
        from tablebox.controller import Seat

        rules = self.rules
        say = self.catalog.text
        seats: list[Seat] = []
        seen: dict[str, int] = {}
        for seat in range(rules.max_players):
            name = " ".join(self.query_one(f"#name-{seat}", Input).value.split())
            if not name:
                if seat < rules.min_players:
                    reason = say(Message("common.ui.needs-name", {"number": seat + 1}))
                    raise SetupProblem(reason, f"name-{seat}")
                continue
            if name.casefold() in seen:
                first = seen[name.casefold()] + 1
                same: dict[str, Param] = {"first": first, "second": seat + 1, "name": name}
                raise SetupProblem(say(Message("common.ui.same-name", same)), f"name-{seat}")
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
            reason = self.catalog.text(Message("common.ui.bad-seed", {"text": repr(text)}))
            raise SetupProblem(reason, "seed") from None


def _reason(error: ValueError) -> str:
    """A refusal in words: pydantic's first message without its preamble."""
    if isinstance(error, ValidationError) and error.errors():
        message = str(error.errors()[0]["msg"]).removeprefix("Value error, ")
        return message[:1].upper() + message[1:] + "."
    return str(error)
