"""Scroll bars that keep the lines they drew (issue 27, speed).

Textual draws a scroll bar again whenever its widget changes size or content, through Rich,
line by line: 1-4 ms a frame at the Thrones table at 80×24 (the map, the list and the log each
have one). The bar looks the same for the same size, position and colours, and those come
back (a list set again at the same length, a log between its two heights, the map scrolled
back), so the lines are kept per look.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.cache import LRUCache
from textual.geometry import Region
from textual.scrollbar import ScrollBar, ScrollBarRender
from textual.strip import Strip

if TYPE_CHECKING:
    from textual.widget import Widget

    _Widget = Widget
else:
    _Widget = object  # a plain mixin: a Widget base would stand in the DOM's class chain


class KeptScrollBar(ScrollBar):
    """A scroll bar whose drawn lines are kept per size, crop, position and colours."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._kept: LRUCache[tuple[object, ...], list[Strip]] = LRUCache(64)

    def render_lines(self, crop: Region) -> list[Strip]:
        bar = self.render()
        if type(bar) is not ScrollBarRender:  # another look: drawn as Textual does
            return super().render_lines(crop)
        key = (
            crop,
            self.size,
            bar.virtual_size,
            bar.window_size,
            bar.position,
            bar.thickness,
            bar.vertical,
            bar.style,
        )
        lines = self._kept.get(key)
        if lines is None:
            lines = self._kept[key] = super().render_lines(crop)
        return lines


class KeptScrollBars(_Widget):
    """Put first among a widget's bases: its scroll bars are :class:`KeptScrollBar` (made as
    Textual's ``Widget`` makes its own)."""

    @property
    def vertical_scrollbar(self) -> ScrollBar:
        bar = self._vertical_scrollbar
        return self._kept_bar(vertical=True) if bar is None else bar

    @property
    def horizontal_scrollbar(self) -> ScrollBar:
        bar = self._horizontal_scrollbar
        return self._kept_bar(vertical=False) if bar is None else bar

    def _kept_bar(self, *, vertical: bool) -> ScrollBar:
        """The widget's bar made, kept and started, hidden until needed (as Textual does)."""
        name = "vertical" if vertical else "horizontal"
        thickness = self.scrollbar_size_vertical if vertical else self.scrollbar_size_horizontal
        bar = KeptScrollBar(vertical=vertical, name=name, thickness=thickness)
        bar.display = False
        setattr(self, f"_{name}_scrollbar", bar)
        self.app._start_widget(self, bar)
        return bar
