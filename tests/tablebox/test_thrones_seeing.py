"""Issue 27: a Game of Thrones table a first-time player can read — every result seen, the log
after the realm view, the castles count, the legend, 80×24."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from games.thrones.positions import Position, army_of
from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.screens.handoff import HandoffScreen
from tablebox.tables.thrones.table import ThronesTableScreen
from tests.tablebox.conftest import SIZE, until

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


def table_of(app: TableboxApp) -> ThronesTableScreen:
    screen = app.screen
    assert isinstance(screen, ThronesTableScreen), type(screen)
    return screen


async def past_cover(pilot: Any) -> None:
    await pilot.pause()
    if isinstance(pilot.app.screen, HandoffScreen):
        await pilot.press("enter")
        await pilot.pause()


async def press_row(pilot: Any, table: ThronesTableScreen, action: str) -> None:
    index = [row.action for row in table.listed].index(action)
    assert index < 9, index
    await pilot.press(str(index + 1))
    await pilot.pause()


def log_rows(table: ThronesTableScreen) -> list[str]:
    return [strip.text for strip in table.game_log.lines]


async def test_thrones_27_9_the_log_after_the_realm_view_a_move_and_the_realm_view_again(
    tmp_path: Path,
) -> None:
    """Issue 27.9: ``r``, a march, ``r`` again: the lines logged while the log was hidden are
    written at the log's width, not one character per line."""
    seats = [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    match = Match.start("thrones", seats, {"start": MARCHES}, save_path=tmp_path / "g.json")
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await past_cover(pilot)
        table = table_of(app)
        await pilot.press("r")
        await pilot.pause()
        before = len(table.game_log._shown)
        await press_row(pilot, table, "march winterfell -> castle_black:footman,knight")
        if table.view is not None and table.view.viewer == 0:
            await press_row(pilot, table, "control no")
        await until(pilot, lambda: len(table.game_log._shown) > before)
        await pilot.press("r")
        await until(pilot, lambda: table.game_log.display and table.game_log.size.width > 20)
        await pilot.pause()
        rows = [row for row in log_rows(table) if row.strip()]
        short = [row for row in rows if len(row.strip()) <= 1]
        assert rows and not short, rows[-12:]
        assert "Castle" in " ".join(rows) and "marches" in " ".join(rows), rows[-12:]
