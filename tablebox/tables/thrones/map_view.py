"""The map of Westeros as a widget: the areas drawn from the layout with what the per-seat
view shows in them, a cursor on one area (arrows to the nearest area that way, Tab and
Shift+Tab through the areas the current decision is about, a click anywhere in a region), and
scrolling that keeps the cursor in view on a small terminal.

Fast by construction: the static map is painted once; a row is built as a strip of segments
only when something on it changed (a cursor move repaints the rows of two areas), and
scrolling crops the cached strips.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.color import Color
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Region, Size
from textual.message import Message as TextualMessage
from textual.scroll_view import ScrollView
from textual.strip import Strip

from games.thrones.view import AreaView, ThronesView
from tablebox.catalog import Catalog, module
from tablebox.screens.worded import key_words
from tablebox.tables.thrones import map_layout, map_paint
from tablebox.tables.thrones.map_layout import Cell, MapLayout
from tablebox.tables.thrones.map_paint import MapNames, Say
from tablebox.widgets.kept_scrollbars import KeptScrollBars
from tablebox.widgets.language import language_of

DIRECTIONS = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}
ROW_WEIGHT = 2.0
"""A row is about twice as tall as a column is wide: distances count rows double."""


def map_names(language: str) -> MapNames | None:
    """The map's labels in ``language`` (its catalog module's ``MAP_LABELS`` and
    ``WALL_LABEL``), or None: the map file's English ones."""
    words = module(language, "thrones")
    labels = getattr(words, "MAP_LABELS", None)
    return MapNames(labels, getattr(words, "WALL_LABEL", None)) if labels else None


ROUTE_MARK = "⇝"
"""The mark of a sea that carries the highlighted march."""
FieldShown = tuple[AreaView | None, str | None, bool]
"""What an area's field shows: its view, its mark of the last moves, whether a route crosses it."""


class MapView(KeptScrollBars, ScrollView, can_focus=True):
    """The map; post :class:`MapView.Selected` when the cursor moves."""

    DEFAULT_CSS = """
    MapView { width: 1fr; height: 1fr; scrollbar-size: 1 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "move('up')", show=False),
        Binding("down", "move('down')", show=False),
        Binding("left", "move('left')", show=False),
        Binding("right", "move('right')", show=False),
        Binding("tab", "cycle(1)", key_words("thrones.ui.key-areas"), key_display="Tab"),
        Binding("shift+tab", "cycle(-1)", show=False),
    ]

    class Selected(TextualMessage):
        def __init__(self, area: str) -> None:
            super().__init__()
            self.area = area

    def __init__(
        self,
        view: ThronesView | None = None,
        say: Say | None = None,
        layout: MapLayout | None = None,
        *,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.layout_map = layout or map_layout.load()
        self.say: Say = say or Catalog().text
        self.static = map_paint.static(self.layout_map, map_names(language_of(self)))
        self.selected = self.layout_map.areas[0]
        self.focus_areas: list[str] = []
        self.recent: dict[str, str] = {}
        self.route: list[str] = []
        """The seas the highlighted march sails through (GOT-5.2), marked in their fields."""
        """Area -> the mark of what changed there since the viewer last looked (issue 18.8)."""
        self._areas: dict[str, AreaView] = {}
        self._texts: dict[Cell, Segment] = {}
        self._strips: dict[int, Strip] = {}
        self._flowed: dict[str, tuple[FieldShown, dict[Cell, Segment]]] = {}
        """Area -> what its field showed and the cells it took."""
        self._papers: dict[Color, Style] = {}
        self._sums: dict[tuple[Style, Style | None], Style] = {}
        self._reverse: dict[Style, Style] = {}
        """Styles made once and reused by every row painted (see :meth:`_paint`)."""
        self.virtual_size = Size(self.layout_map.width, self.layout_map.height)
        if view is not None:
            self.show(view)

    # -- what is shown ---------------------------------------------------------------------

    def show(self, view: ThronesView) -> None:
        """Draw the state the view shows (the viewer's own face-down orders, nobody else's)."""
        old = self._areas
        self._areas = {area.area: area for area in view.areas}
        # An area whose holder changed is filled anew: its rows are painted again.
        moved = {
            area
            for area in old.keys() | self._areas.keys()
            if (old[area].house if area in old else "")
            != (self._areas[area].house if area in self._areas else "")
        }
        self._lay_out(moved)

    def set_recent(self, marks: dict[str, str]) -> None:
        """Mark the areas where something changed since the viewer last looked (issue 18.8)."""
        if marks != self.recent:
            self.recent = dict(marks)
            self._lay_out(set())

    def set_route(self, seas: list[str]) -> None:
        """Draw the ship transport of the march option under the list's cursor (issue 18.5)."""
        if seas != self.route:
            self.route = list(seas)
            self._lay_out(set())

    def _lay_out(self, moved: set[str]) -> None:
        """Lay each area's status into its field; only the rows that changed (a text, or an
        area's holder in ``moved``) are painted again: a new view mostly changes one area."""
        texts: dict[Cell, Segment] = {}
        for area, runs in self.layout_map.fields.items():
            shown = (self._areas.get(area), self.recent.get(area), area in self.route)
            kept = self._flowed.get(area)
            if kept is not None and kept[0] == shown:  # as before: no words to put together
                texts.update(kept[1])
                continue
            parts = map_paint.status(shown[0], self.say)
            if area in self.recent:
                parts.insert(0, map_paint.recent_mark(self.recent[area]))
            if area in self.route:
                parts.insert(0, map_paint.recent_mark(ROUTE_MARK))
            cells = map_paint.flow(parts, runs)
            self._flowed[area] = (shown, cells)
            texts.update(cells)
        old, self._texts = self._texts, texts
        rows = {row for row, _ in old.keys() ^ texts.keys()}
        rows |= {cell[0] for cell, segment in texts.items() if old.get(cell) != segment}
        for area in moved:
            rows |= self._rows(area)
        self._repaint(rows)

    def area_view(self, area: str) -> AreaView | None:
        return self._areas.get(area)

    def set_focus_areas(self, areas: Sequence[str]) -> None:
        """The areas the current decision is about, for Tab and Shift+Tab (map order)."""
        order = {area: i for i, area in enumerate(self.layout_map.areas)}
        old = set(self.focus_areas)
        self.focus_areas = sorted(
            {area for area in areas if area in order},
            key=lambda area: self.layout_map.centres[area],
        )
        # The decision's areas are tinted (issue 18.4): repaint the rows whose tint changed.
        rows: set[int] = set()
        for area in old ^ set(self.focus_areas):
            rows |= self._rows(area)
        self._repaint(rows)

    def select(self, area: str, scroll: bool = True) -> None:
        if area not in self.layout_map.cells:
            return
        old, self.selected = self.selected, area
        if old != area:
            self._repaint(self._rows(old) | self._rows(area))
            self.post_message(self.Selected(area))
        if scroll:
            self.scroll_to_area(area)

    def scroll_to_area(self, area: str) -> None:
        """Bring the area's label and field into view (the whole region if it fits)."""
        cells = set(self.layout_map.labels[area].cells())
        cells |= {
            (row, col + i)
            for row, col, length in self.layout_map.fields[area]
            for i in range(length)
        }
        top, bottom = min(r for r, _ in cells), max(r for r, _ in cells)
        left, right = min(c for _, c in cells), max(c for _, c in cells)
        region = Region(left, top, right - left + 1, bottom - top + 1)
        self.scroll_to_region(region, animate=False, force=True, immediate=True)

    # -- keys and mouse ----------------------------------------------------------------------

    def action_move(self, direction: str) -> None:
        target = nearest(self.layout_map, self.selected, direction)
        if target:
            self.select(target)

    def action_cycle(self, step: int) -> None:
        areas = self.focus_areas
        if not areas:
            return
        if self.selected in areas:
            index = (areas.index(self.selected) + step) % len(areas)
        else:
            index = 0 if step > 0 else len(areas) - 1
        self.select(areas[index])

    def on_click(self, event: events.Click) -> None:
        x, y = self.scroll_offset
        area = self.layout_map.area_at(event.y + y, event.x + x)
        if area:
            self.select(area, scroll=False)

    # -- drawing ---------------------------------------------------------------------------

    def render_line(self, y: int) -> Strip:
        x, top = self.scroll_offset
        row = top + y
        if row >= self.layout_map.height:
            return Strip.blank(self.size.width, self.rich_style)
        strip = self._strips.get(row)
        if strip is None:
            strip = self._strips[row] = self._paint(row)
        return strip.crop(x, x + self.size.width)

    def _paint(self, row: int) -> Strip:
        """One row of the map as a strip: runs of cells in the same style become one segment,
        and each sum of a fill and an ink is made once per map (issue 27, speed: a cursor move
        paints the rows of two areas, a few thousand cells)."""
        layout, static, texts = self.layout_map, self.static, self._texts
        chars, inks, grid = static.chars[row], static.inks[row], layout.grid[row]
        label = self._label_cells
        segments: list[Segment] = []
        fills: dict[str, Style] = {}
        run: list[str] = []
        run_style: Style | None = None
        for col in range(layout.width):
            area = grid[col]
            paper = fills.get(area)
            if paper is None:
                paper = fills[area] = self._paper(area)
            text = texts.get((row, col))
            if text is not None:
                char, style = text.text, self._sum(paper, text.style)
            else:
                ink = inks[col]
                if area == self.selected and (row, col) in label:
                    ink = self._reversed(ink)
                char, style = chars[col], self._sum(paper, ink)
            if style is not run_style:
                if run:
                    segments.append(Segment("".join(run), run_style))
                run, run_style = [], style
            run.append(char)
        if run:
            segments.append(Segment("".join(run), run_style))
        return Strip(Segment.simplify(segments), layout.width)

    def _paper(self, area: str) -> Style:
        """The fill of ``area`` as it stands (its holder, the cursor, the decision's tint)."""
        view = self._areas.get(area)
        house = view.house if view else ""
        selected = area == self.selected
        color = map_paint.fill(area, house, selected) if area else map_paint.OFF
        if area in self.focus_areas and not selected:
            color = tint(color)
        paper = self._papers.get(color)
        if paper is None:
            paper = self._papers[color] = Style(bgcolor=color)
        return paper

    def _sum(self, paper: Style, ink: Style | None) -> Style:
        key = (paper, ink)
        style = self._sums.get(key)
        if style is None:
            style = self._sums[key] = paper + (ink or Style())
        return style

    def _reversed(self, ink: Style) -> Style:
        style = self._reverse.get(ink)
        if style is None:
            style = self._reverse[ink] = ink + Style(reverse=True)
        return style

    def picture(self) -> Text:
        """The whole map as text, for a screen that shows it as it stands (the results): no
        area selected, and lines that never wrap (the map is wider than 80 columns)."""
        chosen, self.selected = self.selected, ""
        rows = []
        for row in range(self.layout_map.height):
            line = Text(no_wrap=True, overflow="crop")
            for segment in self._paint(row):
                line.append(segment.text, segment.style)
            rows.append(line)
        self.selected = chosen
        return Text("\n", no_wrap=True, overflow="crop").join(rows)

    @property
    def _label_cells(self) -> frozenset[Cell]:
        label = self.layout_map.labels.get(self.selected)
        return frozenset(label.cells()) if label is not None else frozenset()

    def _rows(self, area: str) -> set[int]:
        return {row for row, _ in self.layout_map.cells.get(area, ())}

    def _repaint(self, rows: set[int]) -> None:
        """Paint ``rows`` of the map again, and only them (issue 27, speed): a whole-widget
        refresh would send every row of the map through the compositor for a move that
        changes the rows of two or three areas."""
        for row in rows:
            self._strips.pop(row, None)
        top, bottom = self.scroll_offset.y, self.scroll_offset.y + self.size.height
        shown = sorted(row for row in rows if top <= row < bottom)
        start = 0
        for index, row in enumerate(shown):  # a run of adjacent rows is one region
            if index + 1 == len(shown) or shown[index + 1] != row + 1:
                self.refresh_lines(shown[start], row - shown[start] + 1)
                start = index + 1


def tint(color: Color) -> Color:
    """An area the current decision is about: a little lighter than the others."""
    red, green, blue = color.get_truecolor()
    return Color.from_rgb(*(part + (255 - part) * 0.15 for part in (red, green, blue)))


def nearest(layout: MapLayout, start: str, direction: str) -> str:
    """The area whose centre is nearest ``start``'s in ``direction``: within 45 degrees of it
    if any, else anywhere on that side ("" none)."""
    dr, dc = DIRECTIONS[direction]
    row0, col0 = layout.centres[start]
    best: tuple[float, str] | None = None
    wide: tuple[float, str] | None = None
    for area, (row, col) in layout.centres.items():
        if area == start:
            continue
        along = (row - row0) * dr * ROW_WEIGHT + (col - col0) * dc
        across = abs((row - row0) * dc * ROW_WEIGHT) + abs((col - col0) * dr)
        if along <= 0:
            continue
        distance = along + 2 * across
        if across <= along and (best is None or distance < best[0]):
            best = (distance, area)
        if wide is None or distance < wide[0]:
            wide = (distance, area)
    chosen = best or wide
    return chosen[1] if chosen else ""
