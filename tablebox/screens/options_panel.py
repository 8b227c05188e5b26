"""A game's own setup choices on the New game screen, and the refusal both of them share.

A game with choices beyond names and seed gives a subclass of :class:`OptionsPanel` and names it
by its table package (``tablebox/tables/<game>``). The New game screen mounts it below the
seed, tells it how many players there are whenever that changes, and asks it for the options when
the game starts. A game without a panel starts with its default options.

Writing one:

- ``compose`` the widgets. Give them ids that say whose they are (``claim-box``,
  ``oriflamme-direction``): they share the screen with the seat rows.
- ``players_changed(count)``: enable, disable or reword whatever depends on the player count.
- ``WHO_STARTS``: the sentence the form's hint gives about who starts (Player 1 by default; a
  panel that lets the players choose says so).
- A dropdown is a :class:`FieldSelect`, so it behaves like the form's other fields: ↓/↑ move on
  while it is closed, and choosing an option moves on to the next field.
- ``options(count)``: the choices as keyword arguments of the game's ``Options`` model; raise
  :class:`SetupProblem` with the reason in words and the id of the widget to fix when they
  cannot be played by ``count`` players. (Anything the model itself refuses is shown too.)
"""

from __future__ import annotations

from typing import Any, ClassVar

from textual import on
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Select
from textual.widgets._select import SelectOverlay

from tablebox.catalog import english


class SetupProblem(ValueError):
    """Input the New game screen refuses, with the widget to put the cursor back on."""

    def __init__(self, reason: str, widget_id: str | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.widget_id = widget_id


class OptionsPanel(Widget):
    """The base of every game's setup panel: no choices of its own."""

    DEFAULT_CSS = """
    OptionsPanel {
        height: auto;
    }
    """

    WHO_STARTS: ClassVar[str] = english("common.ui.player-1-starts")
    """Who starts, for the New game form's hint: true of every setup this panel offers."""

    def players_changed(self, count: int) -> None:
        """The New game screen now has ``count`` players (named seats, at least the game's
        minimum). Called once after mounting, and again on every change."""

    def options(self, count: int) -> dict[str, Any]:
        """The chosen options for ``count`` players; raises :class:`SetupProblem` if illegal."""
        return {}


class FieldSelect(Select[str], inherit_bindings=False):
    """A dropdown that is one field of a form among others.

    Textual's :class:`Select` opens on ↓ and ↑, and stays focused after a choice, so a player
    who picks an option and presses ↓ (or types the next field's text) reopens it, and Enter
    then picks whatever the typing found. Here Enter or Space opens it; while it is closed ↓
    and ↑ go to the form's bindings (the next and previous field); and after a choice from the
    open list the form is told (:class:`FieldSelect.Chosen`) so it can move on.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "show_overlay", "Show menu", show=False),
    ]

    class Chosen(Message):
        """An option was chosen from the open list (even the one already shown): posted after
        :class:`Select.Changed`, so whatever that changed is in place."""

        def __init__(self, select: FieldSelect) -> None:
            super().__init__()
            self.select = select

        @property
        def control(self) -> FieldSelect:
            return self.select

    @on(SelectOverlay.UpdateSelection)
    def _chosen(self, event: SelectOverlay.UpdateSelection) -> None:
        # Replaces Select's own handler (prevent_default), adding the Chosen message.
        event.stop()
        event.prevent_default()
        value = self._options[event.option_index][1]
        self.focus()
        self.expanded = False
        if value != self.value:
            self.value = value
        self.post_message(self.Chosen(self))
