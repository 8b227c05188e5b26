"""Work a key sets off that the player need not wait for (a move's autosave, the collector's
passes), done once the frame showing the key's result is out (issue 27, speed).

Textual's ``call_after_refresh`` may run before that frame: the screen can go idle before the
widgets changed by the key have asked it to repaint. So the screen runs this work right after
it has sent a frame to the terminal, or after :data:`LIMIT` seconds when no frame of its own
comes (nothing changed on it, or another screen covers it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.screen import Screen
    from textual.timer import Timer

LIMIT = 0.25
"""Seconds the work waits at most for the screen's next frame."""


class AfterFrame:
    """Callbacks waiting for a screen's next frame (see the module's docstring). The screen
    calls :meth:`run` once it has sent a frame, and when it is left."""

    def __init__(self, screen: Screen[Any]) -> None:
        self._screen = screen
        self._pending: list[Callable[[], object]] = []
        self._timer: Timer | None = None

    def add(self, callback: Callable[[], object]) -> None:
        """Call ``callback`` after the screen's next frame (at once if it is not mounted)."""
        self._pending.append(callback)
        if not self._screen.is_attached:
            self.run()
        elif self._timer is None:
            self._timer = self._screen.set_timer(LIMIT, self.run, name="after-frame")

    def run(self) -> None:
        """Call what waits, in the order it came."""
        timer, self._timer = self._timer, None
        if timer is not None:
            timer.stop()
        while self._pending:
            pending, self._pending = self._pending, []
            for callback in pending:
                callback()
