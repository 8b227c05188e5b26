"""Issue 18.8: the last moves highlighted. After a hand-off the player sees what moved since they
last looked: marked on the map (a glyph in the area's field, readable without colour) and
listed in words at the top of the side column; acting or ``x`` clears it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from games.thrones.positions import Position, army_of
from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.screens.handoff import HandoffScreen
from tablebox.tables.thrones.recent import ARRIVED, LEFT
from tablebox.tables.thrones.table import ThronesTableScreen
from tests.tablebox.conftest import SIZE, settled, text_of

MARCHES = Position(
    units={
        "winterfell": army_of("stark", "footman", "knight"),
        "lannisport": army_of("lannister", "footman"),
        "dragonstone": army_of("baratheon", "footman"),
    },
    orders={"winterfell": "march", "lannisport": "march"},
    phase="march",
    tracks={"iron_throne": ["stark", "lannister", "baratheon"]},
)
"""Three people (Stark 0, Lannister 1, Baratheon 2); Stark marches first, then Lannister."""


def table_of(app: TableboxApp) -> ThronesTableScreen:
    screen = app.screen
    assert isinstance(screen, ThronesTableScreen), type(screen)
    return screen


async def press_row(pilot: Any, table: ThronesTableScreen, action: str) -> None:
    """Choose the listed row whose action is ``action``, by its number key."""
    index = [row.action for row in table.listed].index(action)
    assert index < 9, index
    await pilot.press(str(index + 1))
    await pilot.pause()  # the row acts in the key's handler; callers wait for what it changes


async def past_cover(pilot: Any) -> None:
    """Past the hand-off cover, if one is up, to the table."""
    app = pilot.app
    await settled(
        pilot,
        lambda: (
            isinstance(app.screen, (HandoffScreen, ThronesTableScreen)) and app.screen.is_mounted
        ),
        what="the cover or the table",
    )
    if isinstance(app.screen, HandoffScreen):
        await pilot.press("enter")
        await settled(pilot, lambda: isinstance(app.screen, ThronesTableScreen), what="table")


def field_text(table: ThronesTableScreen, area: str) -> str:
    """The characters drawn in ``area``'s field on the map."""
    layout = table.map.layout_map
    return "".join(
        table.map._texts[(row, col + i)].text
        for row, col, length in layout.fields[area]
        for i in range(length)
        if (row, col + i) in table.map._texts
    )


async def test_thrones_18_8_a_march_marked_for_the_next_player(tmp_path: Path) -> None:
    """Issue 18.8: Stark marches Winterfell -> Castle Black by keys; behind the hand-off
    Lannister sees Winterfell marked as left and Castle Black as arrived, and the march in
    words at the top of the side column; ``x`` clears both. Stark, back on turn after
    Lannister's march, sees Lannister's march and not its own."""
    seats = [Seat(name) for name in ("Ann", "Ben", "Cid")]
    match = Match.start("thrones", seats, {"start": MARCHES}, save_path=tmp_path / "g.json")
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await past_cover(pilot)
        table = table_of(app)
        assert table.view is not None and table.view.viewer == 0
        assert not table.recent_events and not table.recent.display
        await press_row(pilot, table, "march winterfell -> castle_black:footman,knight")
        if table.view is not None and table.view.viewer == 0:  # leave a power token?
            await press_row(pilot, table, "control no")
        await past_cover(pilot)
        table = table_of(app)
        assert table.view is not None and table.view.viewer == 1
        assert table.map.recent == {"winterfell": LEFT, "castle_black": ARRIVED}
        assert field_text(table, "castle_black").startswith(ARRIVED)
        listed = text_of(table.recent)
        assert "Since your last look" in listed
        assert "Stark marches from Winterfell" in listed and "Castle Black" in listed
        assert table.recent.display
        await pilot.press("x")
        await settled(
            pilot, lambda: table.map.recent == {} and not table.recent.display, what="marks gone"
        )
        assert not field_text(table, "castle_black").startswith(ARRIVED)
        # Lannister marches; Stark (next in a new round of marches) sees only that march.
        await press_row(pilot, table, "march lannisport stay")
        await past_cover(pilot)
        table = table_of(app)
        view = table.view
        assert view is not None
        if view.viewer == 0:
            keys = [event.key for event in table.recent_events]
            assert "thrones.march" not in keys or all(
                event.params["house"] != "stark" for event in table.recent_events
            )


async def test_thrones_18_8_acting_clears_the_marks(tmp_path: Path) -> None:
    """Issue 18.8: the marks stay while the player looks around the map, and go once they act
    (the player's own move is not listed back to them)."""
    seats = [Seat(name) for name in ("Ann", "Ben", "Cid")]
    match = Match.start("thrones", seats, {"start": MARCHES}, save_path=tmp_path / "g.json")
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await past_cover(pilot)
        table = table_of(app)
        await press_row(pilot, table, "march winterfell -> castle_black:footman,knight")
        if table.view is not None and table.view.viewer == 0:
            await press_row(pilot, table, "control no")
        await past_cover(pilot)
        table = table_of(app)
        await pilot.press("left", "up", "right")
        await pilot.pause()  # a redraw, were the marks to go, would run now
        assert table.map.recent, "moving the cursor keeps the marks"
        await pilot.press("tab")  # back to Lannisport, the one area of the decision
        await press_row(pilot, table, "march lannisport -> searoad_marches:footman")
        await settled(
            pilot,
            lambda: table.view is not None and table.view.viewer == 1 and not table.map.recent,
            what="Lannister's next decision",
        )  # leave a power token?
        assert table.map.recent == {} and not table.recent_events
