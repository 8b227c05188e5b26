"""Issue 27, speed: the Thrones table repaints only what a key changed (the map's rows of the
areas concerned, the options list set in place when its height stays), and the picture is
exactly what a whole repaint draws."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.tables.thrones.map_view import MapView
from tablebox.tables.thrones.table import ThronesTableScreen
from tests.tablebox.conftest import computers_done, opened, settled


async def whole_repaint(pilot: Any) -> str:
    """The screen drawn again from nothing: every widget's cached lines dropped."""
    app = pilot.app
    table = app.screen
    table.map._strips.clear()
    table.choice_list._drawn.clear()
    table.choice_list._visuals.clear()
    for widget in table.query("*"):
        widget.refresh(layout=True)
    await pilot.pause()
    await pilot.pause()
    return str(app.export_screenshot())


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_thrones_27_keys_repaint_in_part_what_a_whole_repaint_draws(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """Arrows over the map, Tab, an order placed by its key and taken back: after each key the
    screen (the map repainted by rows, the list set in place) is the one a whole repaint
    draws, and the list has the size a layout gives it."""
    seats = [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    match = Match.start("thrones", seats, seed=3, save_path=tmp_path / "g.json")
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=size) as pilot:
        await settled(pilot, lambda: opened(app), what="the table")
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, ThronesTableScreen)
        for keys in (["right"], ["left"], ["down", "down"], ["tab"], ["m"], ["tab"], ["backspace"]):
            selected = table.map.selected
            await pilot.press(*keys)
            await settled(pilot, lambda: not app.screen._dirty_widgets, what="the frame out")
            drawn = str(app.export_screenshot())
            listed = table.choice_list.size
            assert await whole_repaint(pilot) == drawn, (keys, selected, table.map.selected)
            assert table.choice_list.size == listed, keys


async def test_thrones_27_a_cursor_move_repaints_the_rows_of_two_areas_only() -> None:
    """A cursor move asks the compositor for the rows of the old and the new area, not the
    whole map."""
    from tests.tablebox.test_thrones_map import MapApp, map_of

    async with MapApp().run_test(size=(120, 40)) as pilot:
        view: MapView = map_of(pilot)
        view.select("winterfell")
        await pilot.pause()
        asked: list[tuple[int, int]] = []
        view.refresh_lines = lambda start, count=1: asked.append((start, count))  # type: ignore[method-assign]
        view.select("karhold")
        rows = {
            r for r, _ in view.layout_map.cells["winterfell"] | view.layout_map.cells["karhold"]
        }
        repainted = {start + i for start, count in asked for i in range(count)}
        assert repainted == rows


async def test_thrones_27_the_list_set_in_place_grows_and_shrinks_with_its_rows() -> None:
    """The options list set again without a layout when its height stays: a list of another
    height still gets its height (and the widget under it moves), one longer than its
    max-height keeps it and scrolls."""
    from rich.text import Text
    from textual.app import App, ComposeResult
    from textual.containers import Vertical
    from textual.widgets import Static

    from tablebox.tables.thrones.choice_list import ChoiceList

    class Host(App[None]):
        CSS = """
        #list { height: auto; max-height: 6; border: none; padding: 0; }
        #below { height: 1fr; }
        """

        def compose(self) -> ComposeResult:
            with Vertical():
                yield ChoiceList(id="list")
                yield Static("below", id="below")

    def rows(n: int, word: str = "row") -> list[Text]:
        return [Text(f"{word} {i}") for i in range(n)]

    app = Host()
    async with app.run_test(size=(40, 12)) as pilot:
        listing = app.query_one(ChoiceList)
        below = app.query_one("#below")
        for count, word, height in (
            (3, "a", 3),
            (3, "b", 3),
            (5, "c", 5),
            (2, "d", 2),
            (9, "e", 6),
        ):
            listing.show_rows(rows(count, word))
            await settled(
                pilot,
                lambda height=height: listing.size.height == height and below.region.y == height,
                what=f"{count} rows in a list {height} high, the widget below under it",
            )
            shown = [str(listing.get_option_at_index(i).prompt) for i in range(count)]
            assert shown == [f"{word} {i}" for i in range(count)]
        listing.show_rows(rows(8, "f"))  # still over the max-height: no layout needed
        await settled(pilot, lambda: listing.size.height == 6, what="the list kept at 6")
        assert listing.show_vertical_scrollbar


async def test_thrones_27_escape_in_the_list_goes_back_to_the_map(tmp_path: Path) -> None:
    """The options list (tables/thrones/choice_list.py) keeps its key: Enter on the map goes to
    the list, Escape there back to the map."""
    seats = [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    match = Match.start("thrones", seats, seed=3, save_path=tmp_path / "g.json")
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test() as pilot:
        await settled(pilot, lambda: opened(app), what="the table")
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, ThronesTableScreen)
        await pilot.press("enter")
        await settled(pilot, lambda: app.focused is table.choice_list, what="the list")
        await pilot.press("escape")
        await settled(pilot, lambda: app.focused is table.map, what="the map again")
