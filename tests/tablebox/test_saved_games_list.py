"""The Continue list: entries told apart, finished games in their own tab with their result,
opened to their results and never written; damaged files stay listed with their problem."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import OptionList, TabbedContent

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.saves import SaveError, SaveFile, SaveInUse, list_saves, read_save, write_save
from tablebox.saves.checksum import header_check
from tablebox.screens.results import ResultsScreen
from tablebox.screens.saved_games import FINISHED_TAB, PLAYING_TAB, ContinueScreen, when_text

from .conftest import SIZE, settled

BASE = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)
HOLD_LOCK = """
import sys
from pathlib import Path
from tablebox.saves import SaveLock
lock = SaveLock.acquire(Path(sys.argv[1]))
print("held" if lock is not None else "no lock", flush=True)
sys.stdin.read()
"""
"""Another tablebox window: holds a save's lock until its stdin closes."""


def finished_save(path: Path, names: tuple[str, str] = ("Ann", "Ben"), seed: int = 0) -> Match:
    """A Claim game between two computers, played to the end and saved at ``path``."""
    match = Match.start(
        "claim", [Seat(names[0], "computer"), Seat(names[1], "computer")], seed=seed,
        save_path=path,
    )  # fmt: skip
    match.play_computers()
    match.close()
    assert match.is_over
    return match


def playing_save(path: Path, names: tuple[str, str] = ("Ann", "Ben"), moves: int = 0) -> Match:
    """A Claim game between two people with ``moves`` moves made, saved at ``path``."""
    match = Match.start("claim", [Seat(names[0]), Seat(names[1])], seed=3, save_path=path)
    for _ in range(moves):
        seat = match.acting_seats()[0]
        match.act(seat, match.legal_actions(seat)[0])
    match.close()
    return match


def edit(path: Path, change: Any, *, sealed: bool = False) -> None:
    """Edit the save at ``path`` by hand; ``sealed``: and write the header's check anew (as
    if tablebox had written the header so), to see how the list words what it says."""
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    if sealed:
        data["check"] = header_check(SaveFile.model_validate(data))
    path.write_text(json.dumps(data), encoding="utf-8")


def older(data: dict[str, Any]) -> None:
    """Make the save a version 3 file, from before the header's check."""
    data.pop("check", None)
    data["version"] = 3


def stamp(path: Path, when: datetime) -> None:
    """Make the save at ``path`` last played at ``when``."""
    write_save(path, read_save(path).model_copy(update={"updated": when}))


def prompts(options: OptionList) -> list[str]:
    return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]


def ids(options: OptionList) -> list[str | None]:
    return [options.get_option_at_index(i).id for i in range(options.option_count)]


def footer_keys(screen: Any) -> dict[str, str]:
    return {key: active.binding.description for key, active in screen.active_bindings.items()}


# -- the header: winners, and how the list reads it ------------------------------------------


def test_a_finished_save_holds_its_winners_and_one_in_progress_keeps_its_shape(
    save_dir: Path,
) -> None:
    finished = finished_save(save_dir / "done.json", seed=1)
    playing_save(save_dir / "going.json", moves=2)
    outcome = finished.outcome()
    assert outcome is not None and outcome.winners == [1]

    assert json.loads((save_dir / "done.json").read_text())["winners"] == [1]
    assert "winners" not in json.loads((save_dir / "going.json").read_text())

    by_name = {s.path.name: s for s in list_saves(save_dir)}
    done, going = by_name["done.json"], by_name["going.json"]
    assert (done.finished, done.result) == (True, "Ben won")
    assert done.moves == len(finished.actions) > 40
    assert (going.finished, going.result, going.moves) == (False, "", 2)
    assert going.status.startswith("phase 1")


def test_the_result_in_words_for_a_win_a_shared_win_a_draw_and_no_winner(save_dir: Path) -> None:
    path = save_dir / "done.json"
    finished_save(path, seed=1)
    for winners, words in [
        ([0], "Ann won"),
        ([1], "Ben won"),
        ([0, 1], "a draw between Ann and Ben"),
        ([], "nobody won"),
    ]:
        edit(path, lambda data, w=winners: data.update(winners=w), sealed=True)
        [summary] = list_saves(save_dir)
        assert summary.finished and summary.result == words, winners


def test_a_save_from_before_the_winners_field_is_finished_by_its_status(save_dir: Path) -> None:
    path = save_dir / "old.json"
    finished_save(path, seed=0)
    edit(path, lambda data: (data.pop("winners"), older(data)))
    [summary] = list_saves(save_dir)
    assert summary.problem is None
    assert (summary.finished, summary.result) == (True, "Ann won")

    # A version 1 file held the status as an English sentence: that is its result.
    edit(path, lambda data: data.update(status="game over, Ann won"))
    [summary] = list_saves(save_dir)
    assert (summary.finished, summary.result) == (True, "game over, Ann won")

    # A status that is not a finished one: the game is in progress.
    edit(path, lambda data: data.update(status={"key": "claim.status", "params": {}}))
    assert not list_saves(save_dir)[0].finished


def test_winners_naming_an_empty_seat_make_a_damaged_entry(save_dir: Path) -> None:
    path = save_dir / "edited.json"
    finished_save(path)
    edit(path, lambda data: data.update(winners=[5]))
    [summary] = list_saves(save_dir)
    assert summary.problem is not None and "seat 5" in summary.problem
    assert not summary.finished


# -- how an entry reads ---------------------------------------------------------------------


@pytest.fixture
def prague(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Local time is Prague's (UTC+1 in November) for the test."""
    monkeypatch.setenv("TZ", "Europe/Prague")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


@pytest.mark.usefixtures("prague")
def test_when_a_save_was_played_in_local_time_to_the_minute() -> None:
    now = datetime(2026, 11, 21, 18, 0).astimezone()
    assert now.utcoffset() == timedelta(hours=1)
    assert when_text(now.replace(hour=14, minute=5, second=59), now) == "today 14:05"
    assert when_text(now - timedelta(days=1), now) == "yesterday 18:00"
    assert when_text(now - timedelta(days=5), now) == "16 Nov 18:00"
    assert when_text(now.replace(year=2025, month=3, day=2), now) == "2025-03-02 18:00"
    # Stored in UTC, shown in local time: 23:30 UTC is already tomorrow in Prague.
    assert when_text(datetime(2026, 11, 21, 9, 30, tzinfo=UTC), now) == "today 10:30"
    assert when_text(datetime(2026, 11, 20, 23, 30, tzinfo=UTC), now) == "today 00:30"
    assert when_text(None, now) == "?"
    assert when_text(datetime(9999, 12, 31, 23, 59, tzinfo=UTC), now) == "?"  # no year 10000


async def test_entries_say_status_moves_and_when_and_lookalikes_show_their_file(
    save_dir: Path,
) -> None:
    first = save_dir / "claim-2026-11-21-120000-ann-ben.json"
    second = save_dir / "claim-2026-11-21-120000-ann-ben-2.json"
    other = save_dir / "claim-2026-11-21-120000-cid-dee.json"
    playing_save(first)
    playing_save(second)
    playing_save(other, ("Cid", "Dee"), moves=3)
    for path in (first, second, other):
        stamp(path, BASE)

    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")
        await settled(pilot, lambda: isinstance(app.screen, ContinueScreen), what="ContinueScreen")
        screen = app.screen
        assert isinstance(screen, ContinueScreen)
        saves = screen.query_one("#saves", OptionList)
        by_id = dict(zip(ids(saves), prompts(saves), strict=True))
        when = when_text(BASE)
        assert f"phase 1, trick 1 of 13 · 0 moves · played {when}" in by_id[str(first)]
        assert by_id[str(first)].endswith("file …ben")
        assert by_id[str(second)].endswith("file …ben-2")
        assert by_id[str(first)] != by_id[str(second)]
        assert "Cid vs Dee" in by_id[str(other)] and "3 moves" in by_id[str(other)]
        assert "file" not in by_id[str(other)]  # nothing else reads like it


# -- the two tabs ---------------------------------------------------------------------------


async def test_finished_games_leave_the_continue_list_for_their_own_tab(save_dir: Path) -> None:
    older = finished_save(save_dir / "older.json", ("Ann", "Ben"), seed=0)
    newer = finished_save(save_dir / "newer.json", ("Cid", "Dee"), seed=1)
    going = playing_save(save_dir / "going.json")
    (save_dir / "broken.json").write_text('{"format": "tablebox-save", "ver', encoding="utf-8")
    stamp(save_dir / "older.json", BASE)
    stamp(save_dir / "newer.json", BASE + timedelta(hours=1))
    assert older.save_path and newer.save_path and going.save_path

    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")
        await settled(pilot, lambda: isinstance(app.screen, ContinueScreen), what="ContinueScreen")
        screen = app.screen
        assert isinstance(screen, ContinueScreen)
        tabs = screen.query_one(TabbedContent)
        assert tabs.active == PLAYING_TAB
        saves = screen.query_one("#saves", OptionList)
        # The game in progress and the damaged file, with its problem; no finished game.
        assert ids(saves) == [str(going.save_path), str(save_dir / "broken.json")]
        assert saves.get_option_at_index(1).disabled and "truncated" in prompts(saves)[1]
        assert footer_keys(screen)["f"] == "Finished games"

        await pilot.press("f")
        assert tabs.active == FINISHED_TAB
        finished = screen.query_one("#finished", OptionList)
        assert finished.has_focus
        assert ids(finished) == [str(newer.save_path), str(older.save_path)]  # newest first
        shown = prompts(finished)
        assert "Cid vs Dee" in shown[0] and "Dee won · " in shown[0]
        assert "Ann vs Ben" in shown[1] and "Ann won · " in shown[1]
        assert footer_keys(screen)["f"] == "Games in progress"

        await pilot.press("f")
        assert tabs.active == PLAYING_TAB and saves.has_focus
        assert footer_keys(screen)["f"] == "Finished games"


async def test_only_finished_games_say_so_in_the_continue_tab(save_dir: Path) -> None:
    finished_save(save_dir / "done.json")
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")
        screen = app.screen
        assert screen.query_one("#saves", OptionList).option_count == 0
        problem = str(screen.query_one("#saves-problem").render())
        assert "press f for the finished games" in problem


async def test_an_empty_finished_tab_says_none_yet(save_dir: Path) -> None:
    playing_save(save_dir / "going.json")
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c", "f")
        screen = app.screen
        assert screen.query_one(TabbedContent).active == FINISHED_TAB
        none = screen.query_one("#finished-none")
        assert none.display and "None yet" in str(none.render())
        assert not screen.query("#saves-none")  # only the empty tab says so


async def test_a_finished_tab_with_games_has_no_none_yet_line(save_dir: Path) -> None:
    finished_save(save_dir / "done.json")
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c", "f")
        assert not app.screen.query("#finished-none")


# -- opening a finished game ------------------------------------------------------------------


async def test_leaving_the_results_of_a_finished_game_returns_to_the_finished_tab(
    save_dir: Path,
) -> None:
    """Opened from the Finished tab, a game's results lead back to that tab (not the menu), on
    the same entry; the read-only match is closed once left."""
    finished_save(save_dir / "older.json", ("Ann", "Ben"), seed=0)
    newer = finished_save(save_dir / "newer.json", ("Cid", "Dee"), seed=1)
    stamp(save_dir / "older.json", BASE)
    stamp(save_dir / "newer.json", BASE + timedelta(hours=1))
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c", "f", "down", "enter")  # the older game: Ann vs Ben
        await settled(pilot, lambda: isinstance(app.screen, ResultsScreen), what="the results")
        results = app.screen
        assert isinstance(results, ResultsScreen) and "Ann" in results.heading
        assert footer_keys(results)["enter"] == "Back"
        continue_screen = app.screen_stack[1]
        assert isinstance(continue_screen, ContinueScreen)
        shown = continue_screen.shown
        assert shown is not None and shown.read_only

        await pilot.press("enter")
        finished = continue_screen.query_one("#finished", OptionList)
        await settled(
            pilot,
            lambda: app.screen is continue_screen and finished.has_focus,
            what="the Finished tab again",
        )
        assert continue_screen.query_one(TabbedContent).active == FINISHED_TAB
        assert finished.highlighted == 1
        assert continue_screen.shown is None  # closed
        assert newer.save_path is not None

        # Escape from there still leads to the menu, as before.
        await pilot.press("escape")
        await settled(pilot, lambda: len(app.screen_stack) == 1, what="the menu")


async def test_results_of_a_game_played_to_the_end_lead_to_the_menu(save_dir: Path) -> None:
    """Results over the menu (a game just played) say "Menu" and lead there."""
    match = finished_save(save_dir / "done.json")
    app = TableboxApp(Match.load(save_dir / "done.json", read_only=True))
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, ResultsScreen), what="the results")
        assert footer_keys(app.screen)["enter"] == "Menu"
        await pilot.press("enter")
        await settled(pilot, lambda: len(app.screen_stack) == 1, what="the menu")
    assert match.is_over


async def test_a_finished_game_opens_to_its_results_and_is_never_written(save_dir: Path) -> None:
    match = finished_save(save_dir / "done.json", seed=1)
    path = match.save_path
    assert path is not None
    before = path.read_bytes(), path.stat().st_mtime_ns
    # Read-only: it opens even while another window (another process) holds the save.
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD_LOCK, str(path)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        with pytest.raises(SaveInUse):
            Match.load(path).close()
        app = TableboxApp()
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("c", "f", "enter")
            await settled(pilot, lambda: isinstance(app.screen, ResultsScreen), what="results")
            assert "Ben" in app.screen.heading
            await pilot.press("enter")  # back to the Finished tab
            await settled(pilot, lambda: isinstance(app.screen, ContinueScreen), what="the list")
    finally:
        holder.communicate("", timeout=20)
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


@pytest.mark.parametrize("version", [4, 3], ids=["checked", "from-before-the-check"])
async def test_a_header_edited_to_say_finished_is_a_greyed_entry(
    save_dir: Path, version: int
) -> None:
    """Issue 17.6, 26.2: an unfinished save edited to say ``"winners": [0]`` showed "Ann won"
    in the Finished tab until opened. The header's check (or, in a file from before it, a
    replay of the few that say they are over) makes it a greyed entry among the games in
    progress, naming the problem; opening it is refused as before, the file untouched. The
    statistics skip it too."""
    from tablebox.stats import collect

    going = playing_save(save_dir / "going.json", moves=1)
    assert going.save_path is not None
    edit(going.save_path, lambda data: (data.update(winners=[0]), version < 4 and older(data)))
    before = (going.save_path.read_bytes(), going.save_path.stat().st_mtime_ns)
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")
        await settled(pilot, lambda: isinstance(app.screen, ContinueScreen), what="Continue")
        saves = app.screen.query_one("#saves", OptionList)
        assert ids(saves) == [str(going.save_path)] and saves.get_option_at_index(0).disabled
        assert "edited" in prompts(saves)[0]
        assert app.screen.query_one("#finished", OptionList).option_count == 0
    assert (going.save_path.read_bytes(), going.save_path.stat().st_mtime_ns) == before
    stats = collect(save_dir)
    assert stats.unfinished == 0 and not stats.games
    assert [skipped.path.name for skipped in stats.skipped] == ["going.json"]


async def test_a_finished_save_edited_to_another_winner_is_a_greyed_entry(save_dir: Path) -> None:
    """Issue 26.2: a finished save edited to name another winner showed that winner."""
    done = finished_save(save_dir / "done.json", seed=0)
    assert done.save_path is not None and done.outcome() is not None
    other = [1 - done.outcome().winners[0]]
    edit(done.save_path, lambda data: data.update(winners=other))
    [summary] = list_saves(save_dir)
    assert summary.problem is not None and "does not match its moves" in summary.problem
    assert not summary.finished and not summary.result
    with pytest.raises(SaveError) as refused:  # opening agrees
        Match.load(done.save_path, read_only=True)
    assert "edited" in str(refused.value)
