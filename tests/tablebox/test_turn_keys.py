"""Issue 26.4: once the table shows that it is your turn, your keys act; a "wait" notice never
stacks. Played on Tally, the stand-in game of ``conftest.py``, by keys."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat

from .conftest import SIZE, settled


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """Computers think only once the gate is open (opened at the end: no thread waits)."""
    opened = threading.Event()
    think = Match.think

    def gated(self: Match, seat: int, cancel: threading.Event | None = None) -> str:
        assert opened.wait(30), "the test never opened the gate"
        return think(self, seat, cancel)

    monkeypatch.setattr(Match, "think", gated)
    try:
        yield opened
    finally:
        opened.set()


def wait_notes(app: TableboxApp, wait: str) -> int:
    return sum(1 for note in app._notifications if note.message == wait)


async def test_your_turn_on_the_table_takes_your_key_at_once(
    tally: str, gate: threading.Event
) -> None:
    """Ann plays, Bot answers; the table then says it is Ann's turn, and her next key plays
    even though the pause after a computer's move (long here) has not run out."""
    match = Match.start(tally, [Seat("Ann"), Seat("Bot", "computer")], seed=1, autosave=False)
    app = TableboxApp(match, computer_pause=30.0)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        table = app.screen
        await pilot.press("1")
        gate.set()
        await settled(pilot, lambda: len(match.actions) == 2, what="Bot's answer")
        await settled(pilot, lambda: table.my_seat() == 0, what="Ann's turn on the table")
        # The table shows Ann's turn: her key acts now, not after the computer's pause.
        assert not table.computer_busy
        await pilot.press("1")
        assert len(match.actions) >= 3
        wait = match.catalog.text("common.ui.wait-for-computer")
        assert wait_notes(app, wait) == 0


async def test_a_wait_notice_never_stacks(tally: str, gate: threading.Event) -> None:
    """Keys pressed while a computer thinks say "wait" once, not once per key."""
    match = Match.start(tally, [Seat("Ann"), Seat("Bot", "computer")], seed=1, autosave=False)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        table = app.screen
        await pilot.press("1")
        await settled(pilot, lambda: table.computer_busy, what="Bot thinking")
        wait = match.catalog.text("common.ui.wait-for-computer")
        for _ in range(4):
            await pilot.press("2")
        assert wait_notes(app, wait) == 1
        gate.set()
        await settled(pilot, lambda: not table.computer_busy, what="Bot's move")
