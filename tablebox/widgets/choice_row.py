"""One choice among a few, laid out on one line: a radio set for forms that must stay short."""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.widgets import RadioSet

from tablebox.widgets.language import key_words


class ChoiceRow(RadioSet, inherit_bindings=False):
    """←→ choose at once (skipping disabled buttons). Up, Down and Enter are left to the screen,
    so on a form they move between fields as they do everywhere else."""

    DEFAULT_CSS = """
    ChoiceRow {
        layout: horizontal;
        width: 1fr;
        height: 1;
        overflow: hidden hidden;
    }
    ChoiceRow > RadioButton {
        width: auto;
        margin-right: 2;
    }
    /* Unfocused, only the pressed button's dot shows the choice. */
    ChoiceRow:blur > RadioButton.-selected > .toggle--label {
        background: transparent;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "step(-1)", key_words("ui.key-previous-choice"), show=False),
        Binding("right", "step(1)", key_words("ui.key-next-choice"), show=False),
        Binding("space", "toggle_button", key_words("ui.key-choose"), show=False),
    ]

    def on_mount(self) -> None:
        # RadioSet highlights its first button on mounting (its handler runs after this one);
        # start on the chosen one instead.
        self.call_next(self._select_pressed)

    def _select_pressed(self) -> None:
        if self.pressed_index >= 0:
            self._selected = self.pressed_index

    def action_step(self, direction: int) -> None:
        if direction < 0:
            self.action_previous_button()
        else:
            self.action_next_button()
        self.action_toggle_button()
