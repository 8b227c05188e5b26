"""Issue 28 ("Both cores"): the strong player's helper process (``tablebox/bots/parallel.py``)
searches the same decision on the second core, and lives no longer than the decision: a
finished choice, a take-back, leaving the table or the host stopping (the cancel flag of
``Match.think``) leave no process behind."""

from __future__ import annotations

import os
import random
import threading
import time

import pytest

from games.claim import rules as claim
from games.claim.options import ClaimOptions
from tablebox.app import TableboxApp
from tablebox.bots import levels, parallel
from tablebox.bots.ismcts import Search
from tablebox.controller import Match, Seat
from tablebox.screens.match_screen import MatchScreen
from tests.tablebox.conftest import opened, settled

from .test_takeback import ann_leads, claim_against_bot, play_until

CUT = 10.0
"""Seconds within which a dropped decision must be over (generous: a loaded machine)."""


@pytest.fixture
def helpers(monkeypatch: pytest.MonkeyPatch) -> None:
    """The helper process on (the suite turns it off), where this machine allows one."""
    monkeypatch.setenv(parallel.HELPERS_VARIABLE, "1")
    if not parallel.available():
        pytest.skip("a helper process needs Linux and two cores")


def gone(pid: int) -> bool:
    """Whether ``pid`` has ended and been reaped (no zombie left either)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def watch_for_helper(seen: list[int], stop: threading.Event) -> threading.Thread:
    """A thread noting the helper's process id as soon as one runs."""

    def watch() -> None:
        while not stop.is_set():
            seen.extend(pid for pid in parallel.live_helpers() if pid not in seen)
            time.sleep(0.005)

    thread = threading.Thread(target=watch, daemon=True)
    thread.start()
    return thread


def test_the_helper_adds_its_iterations_and_ends_with_the_decision(helpers: None) -> None:
    """Both searches count: the helper's iterations are added to the thread's, the move is
    legal, and once the choice is made no helper runs."""
    state = claim.new_game(["A", "B"], ClaimOptions(), seed=3)
    seat = claim.current_seats(state)[0]
    legal = claim.legal_actions(state, seat)
    search = Search(seconds=0.3, parallel=True)
    guess = claim.determinize(state, seat, random.Random(1))
    move = search.choose(claim, guess, seat, legal, random.Random(2))
    assert move in legal
    assert search.last_iterations > 0 and search.last_helped > 0
    assert parallel.live_helpers() == frozenset()


def test_without_the_helper_nothing_is_forked(monkeypatch: pytest.MonkeyPatch) -> None:
    """``TABLEBOX_HELPERS=0`` (and an iteration cap, which stays deterministic) search in
    the thread alone."""
    monkeypatch.setenv(parallel.HELPERS_VARIABLE, "0")
    state = claim.new_game(["A", "B"], ClaimOptions(), seed=3)
    seat = claim.current_seats(state)[0]
    search = Search(seconds=0.1, parallel=True)
    search.choose(claim, state, seat, claim.legal_actions(state, seat), random.Random(2))
    assert search.last_helped == 0 and parallel.live_helpers() == frozenset()


def test_a_cancelled_decision_kills_its_helper_at_once(helpers: None) -> None:
    """``Match.think`` with a 30 s budget, cancelled from another thread (a take-back, the
    table left, the host stopping): it answers within moments and its helper is gone."""
    match = Match.start(
        "claim", [Seat("Ann", "computer", "strong"), Seat("Ben")], seed=3, autosave=False
    )
    cancel = threading.Event()
    seen: list[int] = []
    done = threading.Event()
    watcher = watch_for_helper(seen, done)

    def cancel_once_helped() -> None:
        deadline = time.monotonic() + CUT
        while not seen and time.monotonic() < deadline:
            time.sleep(0.005)
        cancel.set()

    threading.Thread(target=cancel_once_helped, daemon=True).start()
    started = time.perf_counter()
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(levels.THINK_VARIABLE, "30")
        answer = match.think(0, cancel)
    done.set()
    watcher.join()
    assert time.perf_counter() - started < CUT
    assert answer in {str(action) for action in match.legal_actions(0)}
    assert seen and all(gone(pid) for pid in seen)
    assert parallel.live_helpers() == frozenset()


@pytest.mark.parametrize("leave", ["u", "escape"])
async def test_a_take_back_or_leaving_the_table_leaves_no_helper(
    helpers: None, monkeypatch: pytest.MonkeyPatch, leave: str
) -> None:
    """At the table: Ann plays, the strong computer thinks with its helper; a take-back (``u``)
    or Escape to the menu stops both, and no process is left."""
    monkeypatch.setenv(levels.THINK_VARIABLE, "30")
    match = play_until(claim_against_bot(), ann_leads(1))
    match.seats[1] = Seat("Ben", "computer", "strong")
    app = TableboxApp(match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        await pilot.press("enter")  # Ann plays her highlighted card
        await settled(
            pilot,
            lambda: (
                isinstance(app.screen, MatchScreen)
                and app.screen.computer_busy
                and bool(parallel.live_helpers())
            ),
            what="Ben thinking, with his helper",
        )
        running = set(parallel.live_helpers())
        await pilot.press(leave)
        await settled(
            pilot,
            lambda: not parallel.live_helpers() and all(gone(pid) for pid in running),
            timeout=CUT,
            what="the helper gone",
        )
