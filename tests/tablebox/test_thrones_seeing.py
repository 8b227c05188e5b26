"""Issue 27: a Game of Thrones table a first-time player can read — every result seen, the log
after the realm view, the castles count, the legend, 80×24."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from games.thrones.board import CASTLES
from games.thrones.positions import Position, army_of
from tablebox.app import TableboxApp
from tablebox.catalog import Catalog
from tablebox.controller import Match, Seat
from tablebox.engine import Event, Message
from tablebox.screens.handoff import HandoffScreen
from tablebox.tables.thrones import results_pause
from tablebox.tables.thrones.castles import castles_line, near_the_end, needed
from tablebox.tables.thrones.results_pause import ResultsPause, results
from tablebox.tables.thrones.table import ThronesTableScreen
from tests.tablebox.conftest import SIZE, computers_done, opened, settled, until

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
    """The match's first step up; past the hand-off cover if it is one."""
    await settled(pilot, lambda: opened(pilot.app), what="the match")
    if isinstance(pilot.app.screen, HandoffScreen):
        await pilot.press("enter")
        await settled(
            pilot, lambda: not isinstance(pilot.app.screen, HandoffScreen), what="the table"
        )


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


def pause_of(app: TableboxApp) -> ResultsPause | None:
    screen = app.screen
    return screen if isinstance(screen, ResultsPause) else None


def pause_plain(app: TableboxApp) -> str:
    pause = pause_of(app)
    assert pause is not None
    return pause.body.plain


ATTACK = Position(
    units={
        "winterfell": army_of("stark", "footman", "knight"),
        "castle_black": army_of("lannister", "footman"),
        "lannisport": army_of("lannister", "footman"),
        "dragonstone": army_of("baratheon", "footman"),
    },
    orders={"winterfell": "march", "lannisport": "march"},
    phase="march",
    tracks={"iron_throne": ["stark", "lannister", "baratheon"]},
)
"""Stark (Ann, a person) attacks Lannister's footman at Castle Black with its own march."""


async def test_thrones_27_2_the_battle_result_stays_after_the_attackers_own_battle(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 27.2: Ann attacks and picks her House card; the battle's result (both totals, the
    winner, casualties) stays over the table, the computers waiting, until Enter."""
    monkeypatch.setattr(results_pause, "WAIT_FOR_KEY", True)
    seats = [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    match = Match.start("thrones", seats, {"start": ATTACK}, save_path=tmp_path / "g.json")
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await past_cover(pilot)
        table = table_of(app)
        await press_row(pilot, table, "march winterfell -> castle_black:footman,knight")
        for _ in range(20):  # support asked, a House card, a power token: whatever Ann decides
            await computers_done(pilot)
            if pause_of(app) is not None:
                break
            await press_first_allowed(pilot, table)
        await computers_done(pilot)
        text = pause_plain(app)
        assert "The battle's result" in text
        assert "against" in text and "wins the battle in Castle Black" in text, text
        acted = len(match.actions)
        await computers_done(pilot)
        assert pause_of(app) is not None and len(match.actions) == acted  # the computers wait
        await pilot.press("enter")
        await until(pilot, lambda: len(match.actions) > acted)  # one key, and play goes on


async def press_first_allowed(pilot: Any, table: ThronesTableScreen) -> None:
    index = next(i for i, row in enumerate(table.listed) if row.option.refusal is None)
    if index < 9:
        await pilot.press(str(index + 1))
    else:
        await pilot.press("enter", "home", *["down"] * index, "enter")
    await pilot.pause()


QUIET_ROUND = Position(
    round=2,
    units={
        "winterfell": army_of("stark", "footman"),
        "lannisport": army_of("lannister", "footman"),
        "dragonstone": army_of("baratheon", "footman"),
    },
    orders={"lannisport": "march"},
    phase="march",
    tracks={"iron_throne": ["lannister", "stark", "baratheon"]},
)
"""Round 2's last march (Lannister's, a computer's): round 3's Westeros phase comes next."""


async def test_thrones_27_2_a_westeros_phase_whose_three_cards_are_shown(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 27.2: the Westeros phase ends on a pause naming the three cards drawn with what
    each does, and each house's castles against the number that wins."""
    monkeypatch.setattr(results_pause, "WAIT_FOR_KEY", True)
    seats = [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    match = Match.start("thrones", seats, {"start": QUIET_ROUND}, save_path=tmp_path / "g.json")
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(40):  # a bid or a muster of Ann's, a bid's result on the way
            await computers_done(pilot)
            await past_cover(pilot)
            pause = pause_of(app)
            if pause is not None and "Westeros phase" in pause.body.plain:
                break
            if pause is not None:
                await pilot.press("enter")
                continue
            await press_first_allowed(pilot, table_of(app))
        text = pause_plain(app)
        view = match.view(None)
        assert view.round == 3 and len(view.westeros_cards) == 3
        for deck, card in zip(("I ", "II ", "III "), view.westeros_cards, strict=True):
            said = match.catalog.text(Message(f"thrones.term.{card}"))
            assert f"{deck}" in text and said in text, (said, text)
        assert f"Castles and strongholds ({needed(view)} win the game)" in text
        await pilot.press("enter")
        await until(pilot, lambda: pause_of(app) is None)


async def test_thrones_27_8_at_80x24_the_selected_area_shows_its_units_and_order(
    tmp_path: Path,
) -> None:
    """Issue 27.8: at 80×24 the area panel's few lines show who holds the selected area, its
    units and its order (under its name; the neighbours come after)."""
    seats = [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    match = Match.start("thrones", seats, {"start": MARCHES}, save_path=tmp_path / "g.json")
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await past_cover(pilot)
        table = table_of(app)
        assert table.map.selected == "winterfell"
        await until(pilot, lambda: table.area_panel.size.height > 0)
        shown = str(table.area_panel.render()).splitlines()[: table.area_panel.size.height]
        assert any("footman" in line and "knight" in line for line in shown), shown
        assert any("March" in line for line in shown), shown


async def test_thrones_27_8_the_realm_view_scrolls_by_keys(tmp_path: Path) -> None:
    """Issue 27.8: at 80×24 the realm view is longer than its place; PageDown scrolls it (the
    log it hides is not what moves), PageUp back."""
    seats = [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    match = Match.start("thrones", seats, {"start": MARCHES}, save_path=tmp_path / "g.json")
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await past_cover(pilot)
        table = table_of(app)
        await pilot.press("r")
        await until(pilot, lambda: table.realm.max_scroll_y > 0)
        await pilot.press("pagedown")
        await until(pilot, lambda: table.realm.scroll_y > 0)
        await pilot.press("pageup")
        await until(pilot, lambda: table.realm.scroll_y == 0)


def test_thrones_27_2_a_battle_is_one_result_from_its_start_to_its_winner() -> None:
    """Issue 27.2: the pause shows a battle from its start (both totals, casualties, retreat)
    once its winner is known, and not before; what a pause showed is not shown again."""
    battle = [
        Event("thrones.march", {"house": "stark"}),
        Event("thrones.battle", {"area": "riverrun"}),
        Event("thrones.card-chosen", {"house": "stark"}),
        Event("thrones.battle-strength", {"winner": "stark"}),
        Event("thrones.casualty", {"house": "lannister"}),
        Event("thrones.retreat", {"house": "lannister"}),
    ]
    assert results(battle, 0) == ([], 0)
    won = [*battle, Event("thrones.battle-won", {"house": "stark", "area": "riverrun"})]
    sections, end = results(won, 0)
    assert end == len(won) and len(sections) == 1
    keys = [event.key for event in sections[0].events]
    assert keys == [
        "thrones.battle",
        "thrones.battle-strength",
        "thrones.casualty",
        "thrones.retreat",
        "thrones.battle-won",
    ]
    assert results(won, end) == ([], end)


def castles_view(held: int) -> Any:
    """Three houses; Stark holds ``held`` castles and strongholds (Lannister and Baratheon one
    each)."""
    free = [a for a in sorted(CASTLES) if a not in ("lannisport", "dragonstone")]
    units = {area: army_of("stark", "footman") for area in free[:held]}
    units |= {"lannisport": army_of("lannister", "footman")}
    units |= {"dragonstone": army_of("baratheon", "footman")}
    position = Position(units=units, phase="planning")
    seats = [Seat(name) for name in ("Ann", "Ben", "Cid")]
    return Match.start("thrones", seats, {"start": position}).view(None)


def test_thrones_27_10_a_notice_when_a_house_is_one_or_two_castles_from_winning() -> None:
    """Issue 27.10: a house coming within two castles of winning is named once, and again
    when it comes within one; the header's line counts each house's castles."""
    warned: dict[str, int] = {}
    goal = needed(castles_view(1))
    assert near_the_end(castles_view(goal - 3), warned) == []
    said = near_the_end(castles_view(goal - 2), warned)
    assert [(m.params["house"], m.params["left"]) for m in said] == [("stark", 2)]
    assert near_the_end(castles_view(goal - 2), warned) == []  # said once
    said = near_the_end(castles_view(goal - 1), warned)
    assert [(m.params["house"], m.params["left"]) for m in said] == [("stark", 1)]
    line = castles_line(castles_view(goal - 1), Catalog().text).plain
    assert line.startswith(f"♜♖ {goal} to win: S {goal - 1}")


async def test_thrones_27_8_at_80x24_the_choice_list_stays_in_its_column_and_scrolls(
    tmp_path: Path,
) -> None:
    """Issue 27.8: at 80×24 a long list of choices ends inside the side column, above the
    footer, and its last row scrolls into sight when the cursor reaches it (it was drawn past
    the column's foot, its lower rows out of sight). Planning in round 1 has the longest
    prompt and list: every order of the area under the cursor, and Done."""
    seats = [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    match = Match.start("thrones", seats, seed=3, save_path=tmp_path / "g.json")
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await past_cover(pilot)
        table = table_of(app)
        choices = table.choice_list
        await until(pilot, lambda: choices.option_count > choices.size.height > 0)
        side = table.query_one("#th-side")
        assert choices.region.bottom <= side.region.bottom, (choices.region, side.region)
        choices.focus()
        await pilot.press("end")
        last = choices.option_count - 1
        await until(pilot, lambda: choices.highlighted == last and choices.scroll_y > 0)
        top = int(choices.scroll_y)
        assert top < choices.virtual_size.height <= top + choices.scrollable_content_region.height
