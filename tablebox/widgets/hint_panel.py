"""The hint's panel (issue 30.1): over a table's least needed part while the player decides.

A notification would lie over the bottom right of the screen, where every table has its hand
or its decision, and so over the very move the hint highlights. This panel lies over the
part of the table a table names (its log, by default; Thrones' map), right-aligned there and
kept on screen, above the layout: the table under it does not move.
"""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget
from textual.widgets import Static

WIDTH = 46
"""The panel's width where the screen has room (cells, border included)."""


class HintPanel(Static):
    DEFAULT_CSS = """
    HintPanel {
        overlay: screen;
        position: absolute;
        height: auto;
        max-height: 20;
        background: $panel;
        border: round $success;
        border-title-color: $success;
        border-title-style: bold;
        padding: 0 1;
        display: none;
    }
    """

    def __init__(self) -> None:
        super().__init__(id="hint-panel", markup=False)
        self.over: Widget | None = None

    def show_hint(self, title: str, lines: list[Text], anchor: Widget | None) -> None:
        """Show the hint over ``anchor`` (None: the top right of the screen)."""
        self.over = anchor
        self.border_title = title
        self.update(Text("\n").join(lines))
        width = self.screen.size.width
        self.styles.width = min(WIDTH, max(30, width * 55 // 100))
        self.display = True
        self.place()
        self.call_after_refresh(self.place)  # its height is known once it is laid out

    def hide(self) -> None:
        self.display = False

    def place(self) -> None:
        """Right-aligned over the anchor, its top at the anchor's, moved up where it would
        run past the anchor's bottom, never off the screen (the status line stays seen)."""
        if not self.display or not self.is_attached:
            return
        screen = self.screen.size
        width = int(self.styles.width.value) if self.styles.width is not None else WIDTH
        height = self.outer_size.height or 10
        anchor = self.over
        if anchor is not None and anchor.is_attached and anchor.region.width:
            region = anchor.region
            x = region.right - width
            y = min(region.y, region.bottom - height)
        else:
            x, y = screen.width - width, 1
        x = max(0, min(x, screen.width - width))
        y = max(1, min(y, screen.height - 1 - height))
        self.styles.offset = (x, y)
