"""Issue 27 (speed): at a table a move's autosave waits for the frame that shows the move, yet
every action is still saved, in order, and a quit right after a move keeps that move."""

from __future__ import annotations

from pathlib import Path

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.saves import read_save

from .conftest import SIZE, computers_done, settled


def _saved_actions(path: Path) -> list[str]:
    return [record.action for record in read_save(path).actions]


def test_a_deferred_autosave_is_asked_for_after_every_action_and_written_when_pending(
    tmp_path: Path,
) -> None:
    path = tmp_path / "truel.json"
    match = Match.start("truel", [Seat("Ann"), Seat("Bob"), Seat("Cy")], save_path=path)
    asked: list[int] = []
    match.defer_saves(lambda: asked.append(len(match.actions)))
    seat = match.acting_seats()[0]
    first = match.legal_actions(seat)[0]
    match.act(seat, first)
    assert asked == [1]
    assert _saved_actions(path) == []  # not written yet: the frame comes first
    match.save_pending()
    assert _saved_actions(path) == [first]
    match.save_pending()  # nothing pending: no second write
    seat = match.acting_seats()[0]
    second = match.legal_actions(seat)[0]
    match.act(seat, second)
    assert asked == [1, 2]
    match.close()  # leaving writes what is pending
    assert _saved_actions(path) == [first, second]


def test_without_a_table_every_action_is_saved_at_once(tmp_path: Path) -> None:
    path = tmp_path / "truel.json"
    match = Match.start("truel", [Seat("Ann"), Seat("Bob"), Seat("Cy")], save_path=path)
    seat = match.acting_seats()[0]
    action = match.legal_actions(seat)[0]
    match.act(seat, action)
    assert _saved_actions(path) == [action]
    match.close()


async def test_a_quit_right_after_a_move_leaves_that_move_saved(save_dir: Path) -> None:
    """The app leaves in the same handler as the move, before any frame: nothing of the
    deferred save has run, and the move is in the file all the same."""
    seats = [Seat("Alice"), Seat("Bot", "computer"), Seat("Cid", "computer")]
    match = Match.start("thrones", seats, seed=3)
    path = match.save_path
    assert path is not None
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table = app.screen
        await settled(pilot, lambda: 0 in match.acting_seats(), what="Alice's turn")
        before = len(match.actions)
        action = match.legal_actions(0)[0]
        assert table.submit(action)  # type: ignore[attr-defined]
        assert len(_saved_actions(path)) == before  # deferred: the frame comes first
        app.exit()
    assert _saved_actions(path)[before:] == [action]


async def test_a_move_by_key_is_on_disk_once_its_frame_is_out(save_dir: Path) -> None:
    seats = [Seat("Alice"), Seat("Bot", "computer"), Seat("Cid", "computer")]
    match = Match.start("thrones", seats, seed=3)
    path = match.save_path
    assert path is not None
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        await settled(pilot, lambda: 0 in match.acting_seats(), what="Alice's turn")
        before = len(match.actions)
        await pilot.press("enter", "enter")  # to the list, then its first row
        await settled(pilot, lambda: len(match.actions) > before, what="Alice's move")
        await settled(
            pilot,
            lambda: _saved_actions(path) == [r.action for r in match.actions],
            what="the move saved",
        )
        assert not match.save_problem


async def test_work_after_the_frame_runs_within_its_limit_when_no_frame_comes() -> None:
    """Nothing changes on the screen, so no frame comes: the work runs all the same."""
    from textual.app import App
    from textual.screen import Screen

    from tablebox.screens.after_frame import AfterFrame

    ran: list[str] = []
    AfterFrame(Screen()).add(lambda: ran.append("unmounted"))  # no frame to wait for
    assert ran == ["unmounted"]
    app: App[None] = App()
    async with app.run_test() as pilot:
        after = AfterFrame(app.screen)
        after.add(lambda: ran.append("first"))
        after.add(lambda: ran.append("second"))
        assert ran == ["unmounted"]
        await settled(pilot, lambda: len(ran) == 3, what="the work after the frame")
        assert ran == ["unmounted", "first", "second"]  # in order, each once


async def test_the_collector_is_back_on_once_a_keys_frame_is_out(save_dir: Path) -> None:
    import gc

    seats = [Seat("Alice"), Seat("Bot", "computer"), Seat("Cid", "computer")]
    match = Match.start("thrones", seats, seed=3)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        await pilot.press("right")
        await settled(pilot, gc.isenabled, what="the collector on again")
    assert gc.isenabled()
