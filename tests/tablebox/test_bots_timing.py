"""Issue 28, time per decision: a decision of the strong player keeps its budget as a whole
(median within it, none over 1.1 times it), not just its search loop: the loop ends early
enough for what follows it (the helper's answer, choosing the move), by the lateness learnt
from the decisions before.

The mechanism is tested on a made-up clock (every iteration a millisecond, the answer after
the loop a fixed time), so these tests do not race the machine; one slow test times real
decisions."""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

import pytest

from tablebox import registry
from tablebox.bots import ismcts, parallel
from tablebox.bots.ismcts import Lateness, Search, Timing

CLAIM = registry.get("claim")
BUDGET = 0.2
DECISIONS = 9
TICK = 0.001


class Clock:
    """A made-up ``time`` module, whose time passes only by :meth:`spend`."""

    def __init__(self) -> None:
        self.now = 1000.0

    def perf_counter(self) -> float:
        return self.now

    def spend(self, seconds: float) -> None:
        self.now += seconds


def _decisions(search: Search, clock: Clock, count: int) -> list[float]:
    """``count`` decisions of Claim's first seat, each timed on ``clock``."""
    state = CLAIM.new_game(["Ann", "Bob"], seed=4)
    legal = CLAIM.legal_actions(state, 0)
    times = []
    for number in range(count):
        guess = CLAIM.determinize(state, 0, random.Random(number))
        started = clock.now
        search.choose(CLAIM, guess, 0, legal, random.Random(number))
        times.append(clock.now - started)
    return times


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    """The search's clock, on which every iteration takes :data:`TICK`."""
    made = Clock()
    monkeypatch.setattr(ismcts, "time", made)
    iterate = Search._iterate

    def timed(self: Search, *arguments: Any) -> None:
        made.spend(TICK)
        iterate(self, *arguments)

    monkeypatch.setattr(Search, "_iterate", timed)
    return made


def slow_answer(monkeypatch: pytest.MonkeyPatch, clock: Clock, seconds: float) -> None:
    """Choosing the move after the loop takes ``seconds`` (a late helper, a loaded machine)."""
    choose = ismcts.best_move

    def slowly(*arguments: Any) -> Any:
        clock.spend(seconds)
        return choose(*arguments)

    monkeypatch.setattr(ismcts, "best_move", slowly)


def test_the_loop_leaves_room_for_the_answer_it_has_seen_take(
    monkeypatch: pytest.MonkeyPatch, clock: Clock
) -> None:
    """Issue 28, time per decision at 0.2 s: the answer after the loop takes 15 ms, more than
    the search assumes before it has seen one. The first decision ends a little late (within
    1.1 times the budget); from the second on the loop ends that much earlier, so every
    decision ends within the budget, and hardly earlier than it."""
    slow_answer(monkeypatch, clock, 0.015)
    search = Search(seconds=BUDGET)
    search.timing = Timing()
    times = _decisions(search, clock, DECISIONS)
    assert statistics.median(times) <= BUDGET
    assert max(times) <= 1.1 * BUDGET
    assert times[0] > BUDGET  # the answer's time was not known yet
    assert all(BUDGET - 0.005 <= spent <= BUDGET for spent in times[1:])


def test_a_quick_answer_costs_the_loop_little(clock: Clock) -> None:
    """Issue 28, keep the iterations: with no time spent after the loop, the loop runs
    almost the whole budget (it keeps back the margin and the one iteration it could not
    finish in time)."""
    search = Search(seconds=BUDGET)
    search.timing = Timing()
    times = _decisions(search, clock, DECISIONS)
    assert all(BUDGET - 0.005 <= spent <= BUDGET for spent in times)
    assert all(spent >= BUDGET - 0.002 for spent in times[1:])  # the lateness seen: none
    assert search.last_iterations >= round((BUDGET - 0.002) / TICK)


def test_lateness_is_a_high_quantile_of_the_recent_decisions() -> None:
    """Issue 28: what the loop keeps back follows the recent decisions (a machine getting
    busier, then quieter again), never more than a tenth of the budget."""
    timing = Timing()
    assert timing.reserve(1.0) == ismcts.FIRST_LATENESS + ismcts.MARGIN
    for _ in range(ismcts.TIMES_KEPT):
        timing.answer.note(0.02)
    assert timing.reserve(1.0) == pytest.approx(0.02 + ismcts.MARGIN)
    assert timing.reserve(0.1) == pytest.approx(ismcts.MAX_RESERVE * 0.1)
    for _ in range(ismcts.TIMES_KEPT):
        timing.answer.note(-0.001)  # the loop ended early: nothing to keep back but the margin
    assert timing.reserve(1.0) == pytest.approx(ismcts.MARGIN)
    late = Lateness()
    for seconds in (0.001, 0.002, 0.003, 0.004, 0.050):
        late.note(seconds)
    assert late.expected() == 0.050  # with few seen, the latest
    for _ in range(15):
        late.note(0.001)
    assert late.expected() == 0.002  # one stall among twenty does not hold every decision back


def test_the_helper_stops_before_the_thread_by_its_own_lateness() -> None:
    """Issue 28: the helper process (slower on a busy machine, below the app's priority) ends
    its search earlier than the thread by how late its answers came, so the thread need not
    wait for it."""
    timing = Timing()
    assert timing.lead(1.0) == pytest.approx(ismcts.FIRST_LATENESS + ismcts.HELPER_EXIT)
    for _ in range(ismcts.TIMES_KEPT):
        timing.helper.note(0.012)
    assert timing.lead(1.0) == pytest.approx(0.012 + ismcts.HELPER_EXIT)


@pytest.mark.slow
def test_real_decisions_keep_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 28, time per decision at 0.2 s on this machine, with the helper process where
    there is a second core: the median decision within the budget, none over 1.1 times it,
    and the helper's answers timed."""
    monkeypatch.setenv(parallel.HELPERS_VARIABLE, "1")
    search = Search(seconds=BUDGET, parallel=True)
    search.timing = Timing()
    state = CLAIM.new_game(["Ann", "Bob"], seed=4)
    legal = CLAIM.legal_actions(state, 0)
    times = []
    for number in range(3 + 12):  # three to learn from, then twelve timed
        started = time.perf_counter()
        guess = CLAIM.determinize(state, 0, random.Random(number))
        search.choose(CLAIM, guess, 0, legal, random.Random(number))
        times.append(time.perf_counter() - started)
    timed = times[3:]
    assert statistics.median(timed) <= BUDGET
    assert max(timed) <= 1.1 * BUDGET
    if parallel.available():
        assert len(search.timing.helper) == len(times)  # each helper's answer, or the wait
