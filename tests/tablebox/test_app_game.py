"""Playing at the table with the keyboard only: hot-seat hand-offs, computers, refusals.

The turn flow itself (the table follows ``Match.next_step``; computers think in a thread
worker, each move is drawn, keys that act are refused meanwhile) is tested on the stand-in game
Tally (``conftest.py``), so it does not depend on any real game's table; then whole games of
Claim are played by keys.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.screens.handoff import HandoffScreen
from tablebox.screens.match_screen import MatchScreen
from tablebox.screens.menu import MenuScreen
from tablebox.screens.results import ResultsScreen
from tablebox.screens.trick_table import TrickTableScreen

from .conftest import (
    SIZE,
    computers_done,
    opened,
    play_turn,
    settled,
    start_from_new_game,
    text_of,
    until,
)

# -- the turn flow, on Tally ---------------------------------------------------------------------


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """Computers think only once the gate is open (always opened at the end, so no thread is
    left waiting); every thread they think in is recorded in ``gate.threads``."""
    opened = threading.Event()
    threads: list[threading.Thread] = []
    think = Match.think

    def gated(self: Match, seat: int, cancel: threading.Event | None = None) -> str:
        threads.append(threading.current_thread())
        assert opened.wait(10), "the test never opened the gate"
        return think(self, seat, cancel)

    monkeypatch.setattr(Match, "think", gated)
    opened.threads = threads  # type: ignore[attr-defined]
    try:
        yield opened
    finally:
        opened.set()


def notes(app: TableboxApp) -> list[str]:
    return [note.message for note in app._notifications]


async def test_computers_think_in_a_thread_and_each_move_is_drawn(
    tally: str, gate: threading.Event
) -> None:
    gate.set()
    seats = [Seat("Ann"), Seat("Bot", "computer"), Seat("Cat", "computer")]
    match = Match.start(tally, seats, seed=1, autosave=False)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table: Any = app.screen
        assert table.view.viewer == 0 and match.acting_seats() == [0]
        await pilot.press("1")
        await computers_done(pilot)
        assert [record.seat for record in match.actions] == [0, 1, 2]
        assert match.acting_seats() == [0] and table.view.viewer == 0
        # Each computer's move was on the table before the next one was made.
        drawn = [count for _, _, count in table.shown]
        assert drawn.index(2) < drawn.index(3)
        assert all(viewer == 0 for viewer, _, _ in table.shown)  # never a computer's view
    assert gate.threads  # type: ignore[attr-defined]
    assert all(t is not threading.main_thread() for t in gate.threads)  # type: ignore[attr-defined]


async def test_keys_that_act_wait_for_the_computer_and_the_menu_still_works(
    tally: str, gate: threading.Event
) -> None:
    match = Match.start(tally, [Seat("Ann"), Seat("Bot", "computer")], seed=1, autosave=False)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, MatchScreen), what="the table")
        table: Any = app.screen
        await pilot.press("1")
        assert table.computer_busy and len(match.actions) == 1
        await pilot.press("2")  # the computer is still thinking: refused, nothing changes
        await settled(
            pilot, lambda: any("Wait for the computer" in note for note in notes(app)), what="why"
        )
        assert len(match.actions) == 1
        await pilot.press("q")
        await settled(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")
        gate.set()
        await app.workers.wait_for_complete()
        await pilot.pause()  # the dropped move's messages are handled (the worker is done)
        assert len(match.actions) == 1  # the dropped move was never made


async def test_a_pause_after_each_computer_move(tally: str, gate: threading.Event) -> None:
    seats = [Seat("Ann"), Seat("Bot", "computer"), Seat("Cat", "computer")]
    match = Match.start(tally, seats, seed=1, autosave=False)
    # A pause long enough that no machine, however loaded, gets past it before the check.
    app = TableboxApp(match, computer_pause=5.0)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, MatchScreen), what="the table")
        table: Any = app.screen
        await pilot.press("1")
        gate.set()
        await settled(pilot, lambda: len(match.actions) == 2, what="Bot's move")
        # Bot's move is made and on the table; Cat has not started while the table pauses.
        assert len(match.actions) == 2 and table.shown[-1][2] == 2
        assert table.computer_busy and not len(app.workers)
        await computers_done(pilot)
        assert len(match.actions) == 3 and not table.computer_busy


async def test_once_the_table_shows_your_turn_your_keys_act(
    tally: str, gate: threading.Event
) -> None:
    """Issue 26.4: after a computer's move the table showed "your turn" but refused keys for
    the whole pause. The pause is for following the computers; it never holds a human's keys."""
    gate.set()
    match = Match.start(tally, [Seat("Ann"), Seat("Bot", "computer")], seed=1, autosave=False)
    app = TableboxApp(match, computer_pause=30.0)  # a pause no test would sit through
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settled(pilot, lambda: opened(app), what="the table")
        table: Any = app.screen
        for turn in range(2):  # Tally's total stays below its target
            await pilot.press("1")
            moved = 2 * turn + 2
            await until(pilot, lambda: len(match.actions) == moved)  # noqa: B023
            await until(pilot, lambda: table.my_seat() == 0 and not table.computer_busy)
            assert table.view.viewer == 0
        assert not any("Wait for the computer" in note for note in notes(app))


async def test_a_wait_notice_never_stacks(tally: str, gate: threading.Event) -> None:
    match = Match.start(tally, [Seat("Ann"), Seat("Bot", "computer")], seed=1, autosave=False)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settled(pilot, lambda: opened(app), what="the table")
        table: Any = app.screen
        await pilot.press("1")
        for key in "2323":  # the computer is still thinking: each key is refused
            await pilot.press(key)
        assert table.computer_busy
        assert sum("Wait for the computer" in note for note in notes(app)) == 1
        gate.set()
        await computers_done(pilot)
        assert not any("Wait for the computer" in note for note in notes(app))


async def test_two_humans_hand_off_with_the_public_log_only(
    tally: str, leaks: list[int | None]
) -> None:
    match = Match.start(tally, [Seat("Ann"), Seat("Ben")], seed=3, autosave=False)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, HandoffScreen), what="the cover")
        for seat in (0, 1, 0):
            cover = app.screen
            assert isinstance(cover, HandoffScreen) and cover.seat == seat
            table: Any = app.screen_stack[-2]
            assert table.view.viewer is None  # under the cover: the public view only
            assert all("draws" not in line for line in cover.public_log)
            await pilot.press("enter")
            assert table.view.viewer == seat and app.screen is table
            await pilot.press("1")
        assert leaks == []
        await pilot.press("escape")  # Menu on the hand-off screen
        await settled(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")


@pytest.mark.parametrize("key", ["q", "escape"])
async def test_q_or_escape_on_a_hand_off_leaves_for_the_menu(tally: str, key: str) -> None:
    """Issue 17.4: the README says q or Escape goes back to the menu; on the cover too."""
    match = Match.start(tally, [Seat("Ann"), Seat("Ben")], seed=3, autosave=False)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, HandoffScreen), what="the cover")
        await pilot.press(key)
        await settled(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")


async def test_a_hand_off_due_under_the_rules_waits_for_the_table(
    tally: str, gate: threading.Event
) -> None:
    seats = [Seat("Ann"), Seat("Bot", "computer"), Seat("Ben")]
    match = Match.start(tally, seats, seed=3, autosave=False)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, HandoffScreen), what="the cover")
        await pilot.press("enter")  # the keyboard to Ann
        await settled(pilot, lambda: isinstance(app.screen, MatchScreen), what="the table")
        table: Any = app.screen
        await pilot.press("1")
        await pilot.press("question_mark")
        await settled(pilot, lambda: type(app.screen).__name__ == "RulesScreen", what="rules")
        rules = app.screen
        assert type(rules).__name__ == "RulesScreen"
        gate.set()
        await computers_done(pilot)
        assert len(match.actions) == 2 and app.screen is rules  # not covered by a hand-off
        await pilot.press("escape")
        await settled(pilot, lambda: isinstance(app.screen, HandoffScreen), what="the cover")
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 2
        assert table.view.viewer is None


async def test_tally_refusals_are_shown_in_words_and_computers_play_to_the_results(
    tally: str,
) -> None:
    match = Match.start(tally, [Seat("Ann"), Seat("Bot", "computer")], seed=1, autosave=False)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, MatchScreen), what="the table")
        await pilot.press("3")
        await settled(pilot, lambda: "3 is not one of your choices now" in notes(app), what="why")
        assert match.actions == []
        while not isinstance(app.screen, ResultsScreen):
            await pilot.press("2")
            await computers_done(pilot)
        assert match.is_over
        await pilot.press("enter")
        await settled(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")


# -- whole games of Claim --------------------------------------------------------------------


async def test_two_humans_play_a_whole_game_by_keys(leaks: list[int | None]) -> None:

    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await start_from_new_game(pilot, ["Alice", "Bob"], "7")
        match = next(s for s in app.screen_stack if isinstance(s, TrickTableScreen)).match
        assert match.seed == 7 and match.names == ["Alice", "Bob"]
        handoffs: list[int] = []
        turns = 0
        while not isinstance(app.screen, ResultsScreen):
            screen = app.screen
            if isinstance(screen, HandoffScreen):
                table = app.screen_stack[-2]
                assert isinstance(table, TrickTableScreen)
                # Under the cover the table shows only the public view: no hand at all.
                assert table.view.viewer is None
                assert table.cards == []
                assert "hidden" in text_of(table.hand)
                assert table.match.keyboard_holder != screen.seat
                assert f"Pass the keyboard to {table.match.names[screen.seat]}" in text_of(
                    screen.query_one("#handoff-title")
                )
                handoffs.append(screen.seat)
                await pilot.press("enter")
                assert table.view.viewer == screen.seat
                continue
            assert isinstance(screen, TrickTableScreen)
            await play_turn(pilot)
            turns += 1
            assert turns < 80, "the game should end after 26 tricks"

        assert leaks == []
        assert set(handoffs) == {0, 1}
        assert len(handoffs) >= 20
        assert all(a != b for a, b in itertools.pairwise(handoffs))
        assert match.is_over
        body = text_of(app.screen.query_one("#results-body"))
        assert "Ranking" in body and "Gnomes" in body and "Seers" in body
        winner = match.names[match.outcome().winners[0]]
        assert f"{winner}  " in body and "★ winner" in body
        assert match.catalog.text(match.outcome().explanation[-1]) in " ".join(body.split())
        await pilot.press("enter")
        await settled(
            pilot,
            lambda: isinstance(app.screen, MenuScreen),
            what="MenuScreen on top",
        )


async def test_human_against_computer_never_hands_off() -> None:
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await start_from_new_game(pilot, ["Alice", "Robot"], "11", computer=1)
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        assert [seat.kind for seat in table.match.seats] == ["human", "computer"]
        turns = 0
        while not isinstance(app.screen, ResultsScreen):
            assert not isinstance(app.screen, HandoffScreen)
            assert app.screen.view.viewer == 0  # always Alice's own view
            await play_turn(pilot)
            turns += 1
            assert turns < 40
        assert table.match.is_over
        winners = table.match.outcome().winners
        assert table.match.names[winners[0]] in text_of(app.screen.query_one("#results-body"))


def must_follow_position(match: Match) -> Match:
    """Play the first legal action until the acting seat holds a card it may not play."""
    while not match.is_over:
        seat = match.acting_seats()[0]
        hand = match.view(seat).hand or []
        if any(card.why_not and card.why_not.key.startswith("claim.must-follow") for card in hand):
            return match
        match.act(seat, match.legal_actions(seat)[0])
    raise AssertionError("no must-follow position in this game")


async def test_an_illegal_play_is_refused_with_its_reason() -> None:
    match = must_follow_position(
        Match.start("claim", [Seat("Alice"), Seat("Bob")], seed=7, autosave=False)
    )
    app = TableboxApp(match)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, HandoffScreen), what="the cover")
        await pilot.press("enter")
        await settled(pilot, lambda: isinstance(app.screen, TrickTableScreen), what="the table")
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        dimmed = next(i for i, card in enumerate(table.cards) if not card.playable)
        while table.cursor != dimmed:
            await pilot.press("l")  # vi keys work as well as the arrows
        card = table.cards[dimmed]
        assert f"cannot be played now: {card.why_not}" in text_of(table.hand)

        actions, state, view = list(match.actions), match.state, table.view
        await pilot.press("enter")
        reason = f"{card.label}: {card.why_not}"  # the refusal, in the same words
        await settled(
            pilot,
            lambda: (
                reason in text_of(table.hand)
                and any(reason in note.message for note in app._notifications)
            ),
            what="the refusal",
        )
        assert match.actions == actions and match.state is state
        assert table.view is view and table.cursor == dimmed


async def test_log_scrolls_rules_open_over_the_table_and_q_leaves() -> None:
    match = Match.start("claim", [Seat("Alice"), Seat("Bot", "computer")], seed=3)
    for _ in range(8):
        match.play_computers()
        match.act(0, match.legal_actions(0)[0])
    app = TableboxApp(match)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, TrickTableScreen), what="the table")
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        log = table.game_log
        await settled(pilot, lambda: log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y)
        assert log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y  # newest at the bottom
        await pilot.press("pageup")
        assert log.scroll_y < log.max_scroll_y
        await pilot.press("pagedown")
        assert log.scroll_y == log.max_scroll_y

        await pilot.press("question_mark")
        assert type(app.screen).__name__ == "RulesScreen"
        await pilot.press("escape")
        await settled(pilot, lambda: app.screen is table, what="table on top")
        await pilot.press("f1", "escape")
        assert app.screen is table
        await pilot.press("q")
        await settled(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")
        await settled(
            pilot,
            lambda: any("Game saved" in note.message for note in app._notifications),
            what="the save notice",
        )


async def test_a_failing_autosave_is_shown(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the save folder should be")
    match = Match.start(
        "claim", [Seat("Alice"), Seat("Bot", "computer")], save_path=blocker / "game.json"
    )
    assert match.save_problem
    app = TableboxApp(match)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, TrickTableScreen), what="the table")
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        assert "not saved" in text_of(table.status)
        await settled(
            pilot,
            lambda: any(note.title == "Autosave failed" for note in app._notifications),
            what="the notice",
        )


async def test_two_computers_play_to_the_end() -> None:
    match = Match.start("claim", [Seat("A", "computer"), Seat("B", "computer")], seed=5)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        assert isinstance(app.screen, ResultsScreen)
        assert match.is_over
