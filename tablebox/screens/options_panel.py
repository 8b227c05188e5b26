"""A game's own setup choices on the New game screen, and the refusal both of them share.

A game with choices beyond names and seed gives a subclass of :class:`OptionsPanel` and names it
by its table package (``tablebox/tables/<game>``). The New game screen mounts it below the
seed, tells it how many players there are whenever that changes, and asks it for the options when
the game starts. A game without a panel starts with its default options.

Writing one:

- ``compose`` the widgets. Give them ids that say whose they are (``claim-box``,
  ``oriflamme-direction``): they share the screen with the seat rows.
- ``players_changed(count)``: enable, disable or reword whatever depends on the player count.
- ``options(count)``: the choices as keyword arguments of the game's ``Options`` model; raise
  :class:`SetupProblem` with the reason in words and the id of the widget to fix when they
  cannot be played by ``count`` players. (Anything the model itself refuses is shown too.)
"""

from __future__ import annotations

from typing import Any

from textual.widget import Widget


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

    def players_changed(self, count: int) -> None:
        """The New game screen now has ``count`` players (named seats, at least the game's
        minimum). Called once after mounting, and again on every change."""

    def options(self, count: int) -> dict[str, Any]:
        """The chosen options for ``count`` players; raises :class:`SetupProblem` if illegal."""
        return {}
