"""The game log: plain-language lines, newest at the bottom, scrollable with PageUp/PageDown."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual import events
from textual.widgets import RichLog

from tablebox.widgets.kept_scrollbars import KeptScrollBars


class GameLog(KeptScrollBars, RichLog, can_focus=False):
    """A log that is told the whole list of lines and writes only what is new.

    A seat's log can differ from another seat's (private lines such as the card it drew), so
    when the lines shown so far are not a prefix of the new ones the log starts over.
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(wrap=True, min_width=1, id=id)
        self._shown: list[str] = []
        self._width = 0
        """The width the lines on show were wrapped at (0: none written yet)."""
        self._hidden_lines = False
        """Lines came while the log was hidden (no width): they are written when it shows."""

    def set_lines(self, lines: Sequence[str]) -> None:
        count = len(self._shown)
        if len(lines) >= count and list(lines[:count]) == self._shown:
            new = lines[count:]
        else:
            self.clear()
            self._shown = []
            new = lines
        if new and self.scrollable_content_region.width <= 0 and self._size_known:
            # Hidden (``display: none``, issue 27.9): written now they would wrap at one
            # character per line for good; they are written when the log has a width again.
            self._hidden_lines = True
        elif new:
            # One write for all of them: a hand-off rewrites the whole log, and RichLog's cost
            # is mostly per write.
            self.write(Text("\n").join(Text(line) for line in new))
        self._shown.extend(new)

    def on_resize(self, event: events.Resize) -> None:
        # Lines are wrapped when written, so a new width needs them written again. (RichLog's
        # own handler runs after this one and writes anything deferred until the size was known.)
        width = event.size.width
        if width > 0 and self._shown and (width != self._width or self._hidden_lines):
            lines, self._shown = self._shown, []
            self._hidden_lines = False
            self.clear()
            self.set_lines(lines)
        if width > 0:
            self._width = width
