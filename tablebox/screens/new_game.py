"""New game: pick the game, name the seats (human or computer), optionally fix the seed, and make
the game's own setup choices (its options panel, if it has one)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import ValidationError
from rich.cells import cell_len
from textual import events
from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.css.query import NoMatches
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Footer, Input, Label, RadioSet, Select, Static
from textual.widgets._select import SelectOverlay

from tablebox import registry
from tablebox.catalog import Catalog
from tablebox.engine import IllegalAction, Message, Param, Rules
from tablebox.safe_text import has_control_characters
from tablebox.screens import options_panel_for
from tablebox.screens.messages import BackToMenu, OpenMatch
from tablebox.screens.options_panel import (
    FieldSelect,
    FormButton,
    FormCheckbox,
    FormInput,
    OptionsPanel,
    SetupProblem,
)
from tablebox.screens.worded import WordedScreen, key_words
from tablebox.widgets.language import game_title

if TYPE_CHECKING:
    from tablebox.controller import Seat

__all__ = ["NewGameScreen", "SetupProblem", "kinds"]

LEVELS = {
    "normal": "common.ui.level-normal",
    "strong": "common.ui.level-strong",
    "easy": "common.ui.level-easy",
}
"""The computer's levels in the switch's order after Human: the default level first."""


def kinds(words: Catalog) -> dict[str, str | None]:
    """The seat-kind switch's labels in its cycle (Human, then each level of computer) -> the
    seat's bot (None: a human). A label is a word, so it reads the same without colour, and
    says the level in words."""
    return {
        words.text("common.ui.human"): None,
        **{
            words.text(Message("common.ui.computer-level", {"level": Message(key)})): bot
            for bot, key in LEVELS.items()
        },
    }


NAME_LENGTH = 16
"""Long enough for a name, short enough to fit the table's columns at 80 characters."""
LABEL_WIDTH = 12
"""The width of the form's labels ("Game", "Deals 1st") with a space after the longest, so the
fields line up (``.setup-label`` in tablebox.tcss)."""


class NewGameScreen(WordedScreen[None]):
    """The form. Keys may come faster than the form can redraw (a terminal sends what was typed
    ahead all at once), so nothing here waits for a redraw between two keys:

    - the seat rows (as many as the largest game seats) and every game's options panel are
      built once; choosing a game shows and hides them and rewords the names' placeholders;
    - the keys that move the cursor (↑↓, Tab, Shift+Tab, Enter, and Escape in an open list) are
      priority bindings, run as each key arrives, and move the cursor at once;
    - the fields take their own keys as they arrive (:class:`KeysInOrder`);
    - keys that come before the form is built wait and are then handed on in order.

    The cursor's order: the game, the names down the column, then the Human/Computer switches
    down theirs (so Tab from one name goes to the next, as ↓ does), the seed, the game's options,
    the hand-off box and Start. ↑↓ move down a column: from a name to the next name, from a
    switch to the next switch, past the last of either to the seed. Ctrl+T on a name switches
    its seat without leaving the name: Human, Computer (normal), Computer (strong), Computer
    (easy), Human again (:func:`kinds`), as Enter or Space on the switch does.
    """

    AUTO_FOCUS = None  # on_mount puts the cursor on Player 1's name
    BINDINGS: ClassVar[list[BindingType]] = [
        *(
            Binding(key, f"move('{key}')", show=False, priority=True)
            for key in ("tab", "shift+tab", "down", "up", "enter", "space")
        ),
        # Escape leaves for the menu, or closes an open list.
        Binding("escape", "move('escape')", key_words("ui.key-menu"), priority=True),
        Binding("ctrl+s", "start", key_words("ui.key-start")),
        Binding(
            "ctrl+t",
            "move('ctrl+t')",
            key_words(
                "ui.key-seat-kind",
                human=Message("common.ui.human"),
                computer=Message("common.ui.computer"),
            ),
            priority=True,
        ),
    ]

    def __init__(self, save_dir: Path | None = None) -> None:
        super().__init__()
        self.save_dir = save_dir
        """Where the new game is saved; None: the default save folder."""
        self.game_ids = registry.playable_ids()  # headless games have no table to play on
        self.game_id = self.game_ids[0]
        self.seat_count = max(registry.get(gid).max_players for gid in self.game_ids)
        """Seat rows built: enough for any game (a game seating fewer hides the rest)."""
        self.panels: dict[str, OptionsPanel] = {}
        """Every game's options panel, built once (only the chosen game's is shown)."""
        self.players = 0
        """The player count the options panel was last told about."""
        self.early_keys: list[events.Key] | None = []
        """Keys that came before the form was built, handed on once it is (then None)."""

    @property
    def catalog(self) -> Catalog:
        """The words of the form (there is no match yet: no players' names)."""
        return self.words

    @property
    def rules(self) -> Rules:
        return registry.get(self.game_id)

    @property
    def panel(self) -> OptionsPanel | None:
        return self.panels.get(self.game_id)

    def compose(self) -> ComposeResult:
        say = self.catalog.text
        with VerticalScroll(id="setup", can_focus=False):
            yield Static(say("common.ui.new-game"), classes="screen-title")
            if len(self.game_ids) > 1:
                titles = [(game_title(gid, self.words), gid) for gid in self.game_ids]
                with Horizontal(classes="setup-row"):
                    yield Label(say("common.ui.game"), classes="setup-label")
                    yield FieldSelect(
                        titles, value=self.game_id, allow_blank=False, id="game", compact=True
                    )
            else:
                game = say("common.ui.game")
                yield Static(
                    f"{game:<{LABEL_WIDTH - 1}}[b]{game_title(self.game_id, self.words)}[/]",
                    id="game-title",
                )
            yield Vertical(*self._seat_rows(), id="seats")
            with Horizontal(classes="setup-row"):
                yield Label(say("common.ui.seed"), classes="setup-label")
                yield FormInput(
                    placeholder=say("common.ui.seed-placeholder"),
                    id="seed",
                    max_length=18,
                    compact=True,
                )
            for gid in self.game_ids:
                panel = options_panel_for(gid)
                if panel is not None:
                    self.panels[gid] = panel
            yield Vertical(*self.panels.values(), id="game-options")
            with Horizontal(classes="setup-row"):
                yield Label("", classes="setup-label")
                yield FormCheckbox(
                    say("common.ui.no-handoff"),
                    value=False,
                    id="no-handoff",
                    compact=True,
                )
            with Horizontal(classes="setup-row"):
                yield Label("", classes="setup-label")
                yield FormCheckbox(
                    say("common.ui.no-hints"), value=False, id="no-hints", compact=True
                )
            yield Static("", id="setup-problem", markup=False)
            with Horizontal(classes="setup-row"):
                yield Label("", classes="setup-label")
                yield FormButton(
                    say("common.ui.start"), id="start", variant="primary", compact=True
                )
                yield FormButton(say("net.ui.host"), id="host", compact=True)
            yield Static(self._hint(None), classes="hint", id="setup-help")
        yield Footer()

    def _hint(self, panel: OptionsPanel | None) -> str:
        """The form's keys, and who starts as the game's options panel says (Player 1 for a
        game without one)."""
        starts = self.catalog.text(OptionsPanel.WHO_STARTS if panel is None else panel.WHO_STARTS)
        return self.catalog.text(Message("common.ui.setup-hint", {"starts": starts}))

    def _seat_rows(self) -> list[Widget]:
        say = self.catalog.text
        rows: list[Widget] = []
        # The switch is as wide as its longest label, so each level reads in full: a button
        # sizes itself to its first label ("Human") and a new label does not lay it out again.
        width = max(cell_len(label) for label in kinds(self.catalog)) + 2
        for seat in range(self.seat_count):
            player = say(Message("common.ui.player-number", {"number": seat + 1}))
            switch = FormButton(
                say("common.ui.human"), id=f"kind-{seat}", classes="seat-kind", compact=True
            )
            switch.styles.width = width
            rows.append(
                Horizontal(
                    Label(player, classes="setup-label"),
                    FormInput(id=f"name-{seat}", max_length=NAME_LENGTH, compact=True),
                    switch,
                    id=f"seat-{seat}",
                    classes="setup-row",
                )
            )
        return rows

    def on_mount(self) -> None:
        try:
            self._show_game(self.game_id)
        except NoMatches:  # replaced while being built (typed-ahead keys opened another page)
            return
        self.set_focus(self.query_one("#name-0", Input))
        # Focused before its first layout, the input told the terminal a cursor position of
        # (0, 0); once laid out, put the terminal's cursor (for input methods) in the field.
        self.call_after_refresh(self._place_terminal_cursor)
        early, self.early_keys = self.early_keys or [], None
        for key in early:  # in the order they came, as if they came now
            self._route(key)

    def _place_terminal_cursor(self) -> None:
        focused = self.focused
        if isinstance(focused, Input) and self.is_current:
            self.app.cursor_position = focused.cursor_screen_offset

    def _forward_event(self, event: events.Event) -> None:  # the app hands the screen a key
        # Until on_mount there is no field to take a key: keep it for then.
        if isinstance(event, events.Key) and self.early_keys is not None:
            self.early_keys.append(event)
            return
        super()._forward_event(event)

    def _route(self, key: events.Key) -> None:
        """What the app does with a key: this screen's moves first, else to the cursor."""
        if not self._move(key.key):
            target = self.focused or self
            target._forward_event(key)

    def _show_game(self, game_id: str) -> None:
        """Show ``game_id``'s seats and options panel, at once (nothing is mounted)."""
        self.game_id = game_id
        rules = self.rules
        say = self.catalog.text
        for seat in range(self.seat_count):
            self.query_one(f"#seat-{seat}").display = seat < rules.max_players
            optional = seat >= rules.min_players
            name = self.query_one(f"#name-{seat}", Input)
            name.placeholder = say("common.ui.name-optional" if optional else "common.ui.name")
        for gid, each in self.panels.items():
            each.display = gid == game_id
        self.query_one("#game-options").display = self.panel is not None
        self.query_one("#setup-help", Static).update(self._hint(self.panel))
        self.players = 0
        self._count_players()

    def on_select_changed(self, event: Select.Changed) -> None:
        # Only the game select changes the game; an options panel's selects are its own. (A
        # choice by keys has shown the game already; this is for one by mouse.)
        value = event.value
        if event.select.id == "game" and isinstance(value, str) and value != self.game_id:
            self._show_game(value)

    def on_field_select_chosen(self, event: FieldSelect.Chosen) -> None:
        """A choice made from a dropdown by mouse: on to the next field, as by Enter."""
        event.stop()
        if self.focused is event.select:
            self._after_choice(event.select)

    def _after_choice(self, select: FieldSelect) -> None:
        """After a choice from ``select``'s list: the first name after the game (its rows are
        in place), else the next field."""
        if select.id == "game":
            if isinstance(select.value, str) and select.value != self.game_id:
                self._show_game(select.value)
            self.set_focus(self.query_one("#name-0", Input))
        else:
            self._step(select, 1)

    # -- moving the cursor, as the keys arrive -------------------------------------------------

    def action_move(self, key: str) -> None:
        if self.early_keys is not None or not self._move(key):
            raise SkipAction()  # the field's own key (or the form is not built yet)

    def _move(self, key: str) -> bool:
        """Apply a cursor key now; whether it was one here (else it is the field's)."""
        focused = self.focused
        if isinstance(focused, SelectOverlay):  # an open dropdown list
            select = focused.parent
            assert isinstance(select, FieldSelect)
            if key in ("down", "up"):
                focused.action_cursor_down() if key == "down" else focused.action_cursor_up()
            elif key in ("enter", "escape"):
                select.close_now(choose=key == "enter")
                if key == "enter":
                    self._after_choice(select)
            else:
                return key == "tab" or key == "shift+tab"  # Tab does nothing in an open list
            return True
        if key == "escape":
            self.action_menu()
            return True
        if focused is None:
            return False
        if key in ("enter", "space") and isinstance(focused, FieldSelect):
            focused.open_now()
        elif key in ("enter", "space") and focused.has_class("seat-kind"):
            assert isinstance(focused, Button)
            self._switch_kind(focused)  # now, not after a redraw: the next key may be another
        elif key == "enter" and isinstance(focused, Input):
            self._submit(focused)
        elif key in ("tab", "shift+tab"):
            self._step(focused, -1 if key == "shift+tab" else 1)
        elif key in ("down", "up"):
            self._step_row(focused, -1 if key == "up" else 1)
        elif key == "ctrl+t" and (focused.id or "").startswith(("name-", "kind-")):
            seat = (focused.id or "").partition("-")[2]
            self._switch_kind(self.query_one(f"#kind-{seat}", Button))
        else:
            return False
        return True

    def _order(self) -> list[Widget]:
        """The fields in the cursor's order: the Human/Computer switches after the names."""
        # From the DOM, not Screen.focus_chain, which follows the last layout: rows a game
        # choice has just shown are not in it until the next refresh.
        chain = [
            widget
            for widget in self.query("*").results(Widget)
            if widget.focusable
            and not isinstance(widget, SelectOverlay)
            and all(node.display for node in widget.ancestors_with_self if node is not self)
        ]
        kinds = [w for w in chain if w.has_class("seat-kind")]
        rest = [w for w in chain if not w.has_class("seat-kind")]
        names = [i for i, w in enumerate(rest) if (w.id or "").startswith("name-")]
        after = names[-1] + 1 if names else 0
        return rest[:after] + kinds + rest[after:]

    def _step(self, focused: Widget, step: int) -> None:
        order = self._order()
        if focused in order:
            self.set_focus(order[(order.index(focused) + step) % len(order)])

    def _step_row(self, focused: Widget, step: int) -> None:
        """↓/↑: down or up the column: names, or Human/Computer switches, then the rest."""
        order = self._order()
        rows = [w for w in order if not w.has_class("seat-kind")]
        if focused.has_class("seat-kind"):
            kinds = [w for w in order if w.has_class("seat-kind")]
            index = kinds.index(focused) + step
            if 0 <= index < len(kinds):
                self.set_focus(kinds[index])
                return
            # Past the column's end: as from the name beside the first or last switch.
            end = kinds[0] if step < 0 else kinds[-1]
            focused = self.query_one(f"#name-{str(end.id).removeprefix('kind-')}")
        if focused in rows:
            self.set_focus(rows[(rows.index(focused) + step) % len(rows)])

    def _submit(self, field: Input) -> None:
        """Enter in a field: on to the next name; on the last name, or on a blank optional one,
        to the seed; Enter in the seed starts."""
        if field.id == "seed":
            self.action_start()
            return
        names = [w for w in self._order() if (w.id or "").startswith("name-")]
        if field not in names:
            return
        index = names.index(field)
        blank_optional = not field.value.strip() and index >= self.rules.min_players
        if blank_optional or index + 1 == len(names):
            self.set_focus(self.query_one("#seed", Input))
        else:
            self.set_focus(names[index + 1])

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

    def on_button_pressed(self, event: Button.Pressed) -> None:
        button = event.button
        if button.id in ("start", "host"):
            self.action_start(host=button.id == "host")
        elif button.has_class("seat-kind"):
            self._switch_kind(button)

    def _switch_kind(self, button: Button) -> None:
        """On to the next in the cycle of :func:`kinds`."""
        labels = list(kinds(self.catalog))
        now = str(button.label)
        button.label = labels[(labels.index(now) + 1) % len(labels)] if now in labels else labels[0]

    def action_start(self, host: bool = False) -> None:
        """Start the game here, or (``host``) host it for players on other terminals."""
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
                self.set_focus(self.query_one(f"#{refused.widget_id}"))
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
                hints=not self.query_one("#no-hints", Checkbox).value,
            )
        except (ValueError, IllegalAction) as error:  # a setup the rules or the model refuse
            problem.update(_reason(error, self.catalog))
            return
        problem.update("")
        if host:
            from tablebox.screens.host import HostScreen

            self.app.push_screen(HostScreen(match))
            return
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
            typed = self.query_one(f"#name-{seat}", Input).value
            if has_control_characters(typed.strip()):
                reason = say(Message("common.ui.name-has-control", {"number": seat + 1}))
                raise SetupProblem(reason, f"name-{seat}")
            name = " ".join(typed.split())
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
            bot = kinds(self.catalog).get(str(self.query_one(f"#kind-{seat}", Button).label))
            seats.append(Seat(name) if bot is None else Seat(name, "computer", bot))
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


def _reason(error: ValueError | IllegalAction, words: Catalog) -> str:
    """A refusal in words: the rules' refusal in ``words``' language, or pydantic's first
    message without its preamble."""
    if isinstance(error, IllegalAction):
        return words.text(error.message)
    if isinstance(error, ValidationError) and error.errors():
        message = str(error.errors()[0]["msg"]).removeprefix("Value error, ")
        return message[:1].upper() + message[1:] + "."
    return str(error)
