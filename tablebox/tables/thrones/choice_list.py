"""The list of the decision's options beside the map (issue 27, speed).

Most keys at the Thrones table set the list again (a cursor move to another area, an order
placed), and most of its rows come back from one list to the next ("m  March +0", "0  Done").
So a row is drawn once per look and width and kept, and a new list that keeps the list's
height is set without a layout of the whole screen: only a list that grows or shrinks moves
the log below it. A new list repaints every line of it: what OptionList works out afresh for
each line (its lines, scroll, styles, width) is worked out once per repaint instead.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Self

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.cache import LRUCache
from textual.geometry import Region, Spacing
from textual.strip import Strip
from textual.style import Style
from textual.visual import Padding, Visual
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from tablebox.widgets.kept_scrollbars import KeptScrollBars

LabelKey = tuple[str, tuple[object, ...], str]
"""A row's label by value: its text, its spans and its style."""


def label_key(label: Text) -> LabelKey:
    return (label.plain, tuple(label.spans), str(label.style))


HIGHLIGHTED = "option-list--option-highlighted"
DISABLED = "option-list--option-disabled"
HOVER = "option-list--option-hover"


@dataclass
class Repaint:
    """What every line of one repaint of the list shares (OptionList asks again per line)."""

    lines: list[tuple[int, int]]
    options: list[Option]
    top: int
    """The scroll offset: the list's line shown on the first line."""
    highlighted: int | None
    hover: int | None
    padding: Spacing
    width: int
    """The width of a row (without the gutter)."""
    blank: Strip
    styles: dict[str, Style] = field(default_factory=dict)
    """The style of a row per component class ("": a plain row), as asked for."""


class ChoiceList(KeptScrollBars, OptionList):
    """The decision's options; Escape goes back to the map (the table's ``to_map``)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "screen.to_map", show=False)]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._keys: dict[Option, LabelKey] = {}
        """Each row's label by value, for the drawn rows kept across lists."""
        self._drawn: LRUCache[tuple[object, ...], list[Strip]] = LRUCache(256)
        """(label, style, padding, width) -> the row's lines, without the row's index."""
        self._visuals: LRUCache[LabelKey, Visual] = LRUCache(256)
        """Each row's words made ready to draw (they keep their height per width)."""
        self._steady = False
        """Set while a list that keeps the height is put in: no layout is asked for."""
        self._repaint: Repaint | None = None
        """Set while the list's lines are drawn (:meth:`render_lines`)."""

    def show_rows(self, labels: list[Text]) -> None:
        """Put ``labels`` in the list, one row each. When the list keeps its height (as many
        lines as before, or more than it shows both times) the screen is not laid out again,
        the costliest part of a frame; else it is."""
        options = [Option(label) for label in labels]
        self._keys = {
            option: label_key(label) for option, label in zip(options, labels, strict=True)
        }
        for option, key in self._keys.items():  # its words as made for an earlier list
            option._visual = self._visuals.get(key)
        before, scrolling = self.virtual_size.height, self.show_vertical_scrollbar
        self._steady = self.is_mounted and bool(self.size)
        try:
            self.set_options(options)
        finally:
            self._steady = False
        for option, key in self._keys.items():
            if option._visual is not None:
                self._visuals[key] = option._visual
        after, shown = self.virtual_size.height, self.size.height
        if after != before and not (scrolling and after > shown and before > shown):
            self.refresh(layout=True)

    def refresh(
        self,
        *regions: Region,
        repaint: bool = True,
        layout: bool = False,
        recompose: bool = False,
    ) -> Self:
        """As Widget's, with no layout asked for while a list of the same height goes in."""
        return super().refresh(
            *regions, repaint=repaint, layout=layout and not self._steady, recompose=recompose
        )

    def render_lines(self, crop: Region) -> list[Strip]:
        self._update_lines()
        plain = self.get_visual_style("option-list--option")
        self._repaint = Repaint(
            lines=self._line_cache.lines,
            options=self._options,
            top=self.scroll_offset.y,
            highlighted=self.highlighted,
            hover=self._mouse_hovering_over,
            padding=self.get_component_styles("option-list--option").padding,
            width=self.scrollable_content_region.width - self._get_left_gutter_width(),
            blank=Strip.blank(self.scrollable_content_region.width, plain.rich_style),
            styles={"": plain},
        )
        try:
            return super().render_lines(crop)
        finally:
            self._repaint = None

    def render_line(self, y: int) -> Strip:
        """As OptionList's, with what the lines share taken from the repaint."""
        repaint = self._repaint
        if repaint is None:
            return super().render_line(y)
        try:
            index, offset = repaint.lines[repaint.top + y]
            option = repaint.options[index]
        except IndexError:
            return repaint.blank
        if option.disabled:
            component = DISABLED
        elif index == repaint.highlighted:
            component = HIGHLIGHTED
        elif index == repaint.hover:
            component = HOVER
        else:
            component = ""
        style = repaint.styles.get(component)
        if style is None:
            style = repaint.styles[component] = self.get_visual_style(
                "option-list--option", component
            )
        strips = self._get_option_render(option, style)
        return strips[offset] if offset < len(strips) else repaint.blank

    def _get_option_render(self, option: Option, style: Style) -> list[Strip]:
        """A row's lines: drawn once per label, look and width (OptionList draws them again
        for every new list), then given the row's index for the mouse."""
        repaint = self._repaint
        if repaint is not None:
            padding, width = repaint.padding, repaint.width
        else:
            padding = self.get_component_styles("option-list--option").padding
            width = self.scrollable_content_region.width - self._get_left_gutter_width()
        key = self._keys.get(option)
        if key is None or option._divider:
            return super()._get_option_render(option, style)
        rows = self._option_render_cache.get((option, style, padding))
        if rows is not None:  # this list's own row, drawn already
            return rows
        cache_key = (key, style, padding, width)
        strips = self._drawn.get(cache_key)
        if strips is None:
            visual = self._get_visual(option)
            if padding:
                visual = Padding(visual, padding)
            strips = [
                strip.extend_cell_length(width, style.rich_style)
                for strip in visual.to_strips(self, visual, width, None, style)
            ]
            self._drawn[cache_key] = strips
        meta = {"option": self._option_to_index[option]}
        rows = [strip.apply_meta(meta) for strip in strips]
        self._option_render_cache[(option, style, padding)] = rows
        return rows
