"""The game log: plain-language lines, newest at the bottom, scrollable with PageUp/PageDown."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual import events
from textual.widgets import RichLog


class GameLog(RichLog, can_focus=False):
    """A log that is told the whole list of lines and writes only what is new.

    A seat's log can differ from another seat's (private lines such as the card it drew), so
    when the lines shown so far are not a prefix of the new ones the log starts over.
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(wrap=True, min_width=1, id=id)
        self._shown: list[str] = []
        self._width = 0

    def set_lines(self, lines: Sequence[str]) -> None:
        count = len(self._shown)
        if len(lines) >= count and list(lines[:count]) == self._shown:
            new = lines[count:]
        else:
            self.clear()
            self._shown = []
            new = lines
        if new:
            # One write for all of them: a hand-off rewrites the whole log, and RichLog's cost
            # is mostly per write.
            self.write(Text("\n").join(Text(line) for line in new))
        self._shown.extend(new)

    def on_resize(self, event: events.Resize) -> None:
        # Lines are wrapped when written, so a new width needs them written again. (RichLog's
        # own handler runs after this one and writes anything deferred until the size was known.)
        if self._width and self._shown and event.size.width != self._width:
            lines, self._shown = self._shown, []
            self.clear()
            self.set_lines(lines)
        self._width = event.size.width
