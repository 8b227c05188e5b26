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
- Build it from the form's fields below (:class:`FieldSelect`, :class:`FormCheckbox`,
  :class:`FormChoiceRow` of :class:`FormRadioButton`, :class:`FormButton`): they take each key as
  it arrives (see :class:`KeysInOrder`), and their switches show their state by a glyph, so a
  form typed at terminal speed or read without colour works. ↓/↑, Tab and Enter are the form's.
- ``options(count)``: the choices as keyword arguments of the game's ``Options`` model; raise
  :class:`SetupProblem` with the reason in words and the id of the widget to fix when they
  cannot be played by ``count`` players. (Anything the model itself refuses is shown too.)
"""

from __future__ import annotations

import inspect
from typing import TYPE_CHECKING, Any, ClassVar

from textual import events, on
from textual.actions import parse
from textual.binding import Binding, BindingType
from textual.content import Content
from textual.css.query import NoMatches
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Input, RadioButton, Select
from textual.widgets._select import SelectCurrent, SelectOverlay
from textual.widgets._toggle_button import ToggleButton

from tablebox import engine
from tablebox.screens.worded import key_words
from tablebox.widgets.choice_row import ChoiceRow
from tablebox.widgets.language import words_of


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

    WHO_STARTS: ClassVar[str] = "common.ui.player-1-starts"
    """Who starts, for the New game form's hint (its catalog key): true of every setup this
    panel offers."""

    def say(self, message: engine.Message | str) -> str:
        """``message`` in the app's language (there is no match yet: no players' names)."""
        return words_of(self).text(message)

    def players_changed(self, count: int) -> None:
        """The New game screen now has ``count`` players (named seats, at least the game's
        minimum). Called once after mounting, and again on every change."""

    def options(self, count: int) -> dict[str, Any]:
        """The chosen options for ``count`` players; raises :class:`SetupProblem` if illegal."""
        return {}


if TYPE_CHECKING:  # the mixins below are no Textual classes, so Textual's CSS skips them
    _Field = Widget
    _Switch = ToggleButton
else:
    _Field = object
    _Switch = object


class KeysInOrder(_Field):
    """A field that takes each key the moment the app hands it over, not later from its queue.

    Textual posts a key to the focused widget's queue and resolves the widget's bindings only
    when the key has bubbled back up to the app, against whatever is focused *then*. Keys that
    arrive at terminal speed while the form moves the cursor would land in, or act on, the next
    field. Here the field's own bindings (those with a plain method) and typed characters are
    applied at once, in the order the keys arrive; anything else goes the usual way.
    """

    def _forward_event(self, event: events.Event) -> None:  # Textual's hand-over from the app
        if isinstance(event, events.Key) and self.take_key_now(event):
            return
        super()._forward_event(event)

    def take_key_now(self, event: events.Key) -> bool:
        """Apply ``event`` now if it is one of this field's own bindings; whether it was."""
        for binding in self._bindings.key_to_bindings.get(event.key, ()):
            namespace, name, params = parse(binding.action)
            method = getattr(self, f"action_{name}", None)
            if namespace or method is None or inspect.iscoroutinefunction(method):
                return False
            method(*params)
            return True
        return False


class FormInput(KeysInOrder, Input):
    """A text field: typed characters and pastes go in as they arrive, so what the form reads
    (a blank name, the seed when starting) is what was typed so far."""

    def take_key_now(self, event: events.Key) -> bool:
        if event.is_printable and event.character is not None:
            self._type(event.character)
            return True
        return super().take_key_now(event)

    def _forward_event(self, event: events.Event) -> None:
        if isinstance(event, events.Paste) and event.text:
            self._type(event.text.splitlines()[0])
            return
        super()._forward_event(event)

    def _type(self, text: str) -> None:
        selection = self.selection
        if selection.is_empty:
            self.insert_text_at_cursor(text)
        else:
            self.replace(text, *selection)


class FormButton(KeysInOrder, Button):
    """A button pressed by Enter at the moment Enter arrives."""


class ReadsWithoutColour(_Switch):
    """A switch whose middle cell says its state (``ON`` or blank), not only its colour, so it
    reads under ``NO_COLOR=1`` or on a monochrome terminal."""

    ON: ClassVar[str] = "X"

    @property
    def _button(self) -> Content:
        self.BUTTON_INNER = self.ON if self.value else " "
        return super()._button


class FormCheckbox(KeysInOrder, ReadsWithoutColour, Checkbox):
    """A tick box: ``▐X▌`` ticked, ``▐ ▌`` not."""


class FormRadioButton(ReadsWithoutColour, RadioButton):
    """One choice of a :class:`FormChoiceRow`: ``▐●▌`` chosen, ``▐ ▌`` not."""

    ON = RadioButton.BUTTON_INNER


class FormChoiceRow(KeysInOrder, ChoiceRow):
    """A :class:`ChoiceRow` whose ←→ choose as the keys arrive."""


class FieldSelect(KeysInOrder, Select[str], inherit_bindings=False):
    """A dropdown that is one field of a form among others.

    Textual's :class:`Select` opens on ↓ and ↑, and stays focused after a choice, so a player
    who picks an option and presses ↓ (or types the next field's text) reopens it, and Enter
    then picks whatever the typing found. Here Enter or Space opens it; while it is closed ↓
    and ↑ go to the form's bindings (the next and previous field); and after a choice from the
    open list the form is told (:class:`FieldSelect.Chosen`) so it can move on.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "show_overlay", key_words("ui.key-show-list"), show=False),
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
        self.screen.set_focus(self, scroll_visible=False)
        self.expanded = False
        if value != self.value:
            self.value = value
        self.post_message(self.Chosen(self))

    def _watch_expanded(self, expanded: bool) -> None:
        # Select's own, but the list takes the cursor at once: Select asks for it later, after
        # the keys already on their way, and would take it back from where they moved it.
        try:
            overlay = self.overlay
        except NoMatches:  # not mounted yet, or being removed
            return
        self.set_class(expanded, "-expanded")
        if expanded:
            self.screen.set_focus(overlay, scroll_visible=False)
            values = [value for _prompt, value in self._options]
            overlay.select(values.index(self.value) if self.value in values else None)
            self.query_one(SelectCurrent).has_value = self.value is not self.NULL

    @property
    def overlay(self) -> SelectOverlay:
        return self.query_one(SelectOverlay)

    def open_now(self) -> None:
        """Open the list (it takes the cursor at once)."""
        self.action_show_overlay()

    def close_now(self, choose: bool) -> None:
        """Close the list, taking its highlighted option if ``choose``, and give the cursor
        back to the dropdown at once (the form then moves it on)."""
        index = self.overlay.highlighted
        self.screen.set_focus(self, scroll_visible=False)
        self.expanded = False
        if choose and index is not None:
            value = self._options[index][1]
            if value != self.value:
                self.value = value
