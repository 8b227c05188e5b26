"""Key press -> updated table: how long a player waits to see the result of a key.

Plays a fixed game at every table (Claim at four players with the mixed deck, Oriflamme at four
and five, The Dwarf King at four, Truel at three; one human seat, the others the computer's) at
80×24 and 120×40 with Textual's pilot, with no pause after a computer's move. For each key it
takes the time from handing the key to the app until the frame that shows its result has been
composed and turned into terminal output (what a real terminal would be sent):

- ``cursor``: moving the highlight (→ then ←) over whatever the step chooses from (a card of
  the hand, a place in the row, a target, a choice);
- ``own move``: the key that makes the human's move (Enter, a choice's key, Oriflamme's
  ``r``/``h``, Truel's triple keys), until that move is on the table. The rules and the
  redraw are in it; the autosave and the computers' answers are not: a table writes the save
  once that frame is out (issue 27, speed), and the computers choose in a worker thread after
  it too. A key that only goes to the next step of a choice (Oriflamme's card, then its
  place) counts as a cursor key.

The time is taken when the frame is turned into terminal output, not when this script's task
next runs (after whatever the app does next in the same turn of its loop, such as that save).
Beside each wall time, the process's CPU time over the same span: on a busy machine (other
processes on its cores) wall times grow, CPU times much less. The autosave writes to a
temporary folder (``TMPDIR``) and waits for the disk (two fsyncs, 8-10 ms on a shared virtual
disk) after the frame, before the next key is handled: ``TMPDIR=/dev/shm`` leaves the disk out.

``claim-2-thinking`` (issue 19.3): Claim for two against the ``strong`` computer thinking 1 s a
move in its worker thread, which shares the interpreter lock with the UI. After each move of the
human's, while the computer thinks, the cursor keys go on moving the highlight over the hand:
those keys are its ``cursor`` figures (its ``own move`` ones are the human's moves, as above).

``claim-2-hint`` (issue 30.1): the same, but the human asks for a hint (``t``: the strong
player's search, 1 s, in a worker thread) and the cursor keys go on while it searches.

``thrones-5`` (issue 18): A Game of Thrones for five at 120×40 only, mid-game (round 3's
planning, the computers' orders placed): ``cursor`` is an arrow key moving the map's cursor to
the next area, ``own move`` the key that puts an order on the selected area (its letter, issue
27.4), until it is drawn.
``thrones-3-late`` and ``thrones-5-late`` (issue 27): the same in round 5's planning (a fuller
board, the castles line, a longer log), at 80×24 and 120×40.

The first ``--skip`` turns of the human are played but not timed (mid-game, not the opening);
then ``--turns`` turns are timed. It reports the median and the 95th percentile per table and
size, and exits 1 if any table misses the goal (cursor p95 <= 16 ms, own move p95 <= 33 ms).

    .venv/bin/python benchmarks/keypress.py [--turns 12] [--skip 2] [--only oriflamme-5]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from textual import events

from tablebox.app import TableboxApp
from tablebox.bots.levels import THINK_VARIABLE
from tablebox.controller import Match, Seat
from tablebox.screens.match_screen import MatchScreen
from tablebox.tables.thrones.order_keys import CLEAR_KEY, key_of

CURSOR_GOAL_MS = 16.0
MOVE_GOAL_MS = 33.0
SIZES = ((80, 24), (120, 40))
CLAIM_OPTIONS = {
    "box": "mixed",
    "pair": "knights-goblins",
    "singles": ["undead", "dwarf", "doppelganger", "dragon", "seer"],
}
"""A four-player Claim deck (CLM-11.1: four players play the mixed deck)."""


@dataclass(frozen=True)
class Table:
    name: str
    game: str
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 7


THINKING = "claim-2-thinking"
"""The table where the strong computer thinks while the human moves the cursor."""
HINTING = "claim-2-hint"
"""The table where the human asks for a hint (issue 30.1: the strong player's search, 1 s) and
moves the cursor while it searches."""
THINK_SECONDS = "1"
KEY_GAP = 0.05
"""Seconds between two cursor keys while the computer thinks (a quick typist's pace)."""
TABLES = (
    Table("claim-4", "claim", 4, CLAIM_OPTIONS),
    Table("oriflamme-4", "oriflamme", 4),
    Table("oriflamme-5", "oriflamme", 5),
    Table("dwarf-king-4", "dwarf-king", 4),
    Table("truel-3", "truel", 3),
    Table(THINKING, "claim", 2),
    Table(HINTING, "claim", 2),
    Table("thrones-5", "thrones", 5, seed=3),
    Table("thrones-3-late", "thrones", 3, {"round": 5}, seed=3),
    Table("thrones-5-late", "thrones", 5, {"round": 5}, seed=3),
)
THRONES_SIZES = ((120, 40),)
"""The map of Westeros is timed at the size where it fits whole beside its panels; the late
positions (issue 27) at both sizes."""


class FrameClock:
    """Notices each frame the app composes, and renders it to terminal output as a real
    (non-headless) run would."""

    def __init__(self, app: TableboxApp) -> None:
        self.app = app
        self.frame = asyncio.Event()
        self.cpu = 0.0
        """The process's CPU milliseconds over the last timed key (a busy machine does not
        inflate it, as it does the wall time)."""
        self.shown = (0.0, 0.0)
        """When the last frame was out: wall and CPU clocks (seconds). What the app does after
        it in the same turn of its loop (a move's autosave) is no wait for the player."""
        self._display = app._display
        app._display = self._on_display  # type: ignore[method-assign]

    def _on_display(self, screen: Any, renderable: Any) -> None:
        self._display(screen, renderable)
        if renderable is not None:
            if hasattr(renderable, "render_segments"):
                renderable.render_segments(self.app.console)
            self.shown = (time.perf_counter(), time.process_time())
            self.frame.set()

    async def press(
        self, key: str, until: Callable[[], bool] = lambda: True, timeout: float = 5.0
    ) -> float | None:
        """Milliseconds from sending ``key`` to the first frame painted once ``until()``; None
        when no such frame comes within ``timeout`` seconds (the key changed nothing)."""
        driver = self.app._driver
        assert driver is not None
        self.frame.clear()
        event = events.Key(key, key if len(key) == 1 else None)
        event.set_sender(self.app)
        start, cpu = time.perf_counter(), time.process_time()
        driver.send_message(event)
        while True:
            try:
                await asyncio.wait_for(self.frame.wait(), timeout=timeout)
            except TimeoutError:
                return None
            self.frame.clear()
            if until():
                shown, shown_cpu = self.shown
                self.cpu = (shown_cpu - cpu) * 1000
                return (shown - start) * 1000


async def computers_done(app: TableboxApp, pilot: Any) -> None:
    """Until no computer move is under way (as the tests' helper of the same name)."""
    while True:
        await app.workers.wait_for_complete()
        await pilot.pause()
        busy = any(isinstance(s, MatchScreen) and s.computer_busy for s in app.screen_stack)
        if not busy and not len(app.workers):
            return


def cursor_count(table: Any) -> int:
    """How many things ←→ moves over now (1 or none: a cursor key would draw nothing)."""
    chooser = getattr(table, "chooser", None)
    if chooser is not None:  # Oriflamme
        mode = chooser.mode
        items = {
            "card": lambda: table.view.hand or [],
            "spot": chooser.spots,
            "target": chooser.targets,
            "source": chooser.sources,
            "destination": chooser.destinations,
        }.get(mode)
        return len(items()) if items is not None else 0
    if hasattr(table, "cards"):  # the trick tables
        return len(table.choices) or len(table.cards)
    view = table.view  # Truel
    if view is None or view.decision is None:
        return 0
    if view.decision.kind in ("way", "meaning"):
        return len(view.decision.options)
    return len(view.hand)


def act_keys(table: Any) -> list[str]:
    """The keys to try, in order, to make the human's move from where the table stands."""
    chooser = getattr(table, "chooser", None)
    if chooser is not None:
        return ["r", "h"] if chooser.mode == "reveal" else ["enter"]
    choices = getattr(table, "choices", None)
    if choices:
        return [choices[0].key or "enter"]
    if getattr(table, "cards", None) is not None:
        return ["enter"]
    return ["enter", "1", "2", "3"]


async def time_turn(
    app: TableboxApp,
    pilot: Any,
    table: Any,
    match: Match,
    clock: FrameClock,
    timed: bool,
    timings: dict[str, list[float]],
    idle: bool = True,
) -> None:
    """Move the cursor and make one move of the human's, timing each key if ``timed``. After
    each key the app is let go idle, or (``idle`` False, a computer that may think) given
    :data:`KEY_GAP` only: going idle would wait for the search to finish."""
    before = len(match.actions)
    for _step in range(6):
        if cursor_count(table) > 1:
            for key in ("right", "left"):
                elapsed = await clock.press(key, timeout=1.0)
                await (pilot.pause() if idle else asyncio.sleep(KEY_GAP))
                if timed and elapsed is not None:
                    timings["cursor"].append(elapsed)
                    timings["cursor cpu"].append(clock.cpu)
        for key in act_keys(table):
            # The move is made and drawn while the key is handled: the first frame shows it.
            elapsed = await clock.press(key, timeout=1.0)
            await (pilot.pause() if idle else asyncio.sleep(KEY_GAP))
            moved = len(match.actions) > before
            if timed and elapsed is not None:
                name = "own move" if moved else "cursor"  # or the next step of a choice
                timings[name].append(elapsed)
                timings[f"{name} cpu"].append(clock.cpu)
            if moved:
                return
    # No key made a move (not expected): make the first allowed one, untimed.
    options = [o for o in table.view.decision.options if o.refusal is None]
    table.submit(options[0].action)


async def cursor_while_thinking(
    pilot: Any,
    table: Any,
    clock: FrameClock,
    timed: bool,
    timings: dict[str, list[float]],
    busy: str = "computer_busy",
) -> None:
    """While the computer thinks (or the hint searches: ``busy`` names the table's flag): ←→
    over the hand, each key timed to its frame."""
    key = "right"
    while getattr(table, busy):
        if cursor_count(table) <= 1:
            await pilot.pause(0.05)
            continue
        elapsed = await clock.press(key, timeout=1.0)
        # Not ``pilot.pause()``: it waits for the process to go idle, i.e. for the search.
        await asyncio.sleep(KEY_GAP)
        key = "left" if key == "right" else "right"
        if timed and elapsed is not None and getattr(table, busy):
            timings["cursor"].append(elapsed)
            timings["cursor cpu"].append(clock.cpu)


async def play(
    table_spec: Table, size: tuple[int, int], turns: int, skip: int
) -> dict[str, list[float]]:
    thinking = table_spec.name == THINKING
    bot = "strong" if thinking else "random"
    seats = [Seat("Alice")] + [
        Seat(name, "computer", bot)
        for name in ("Bot", "Cid", "Dee", "Eve")[: table_spec.players - 1]
    ]
    match = Match.start(table_spec.game, seats, options=table_spec.options, seed=table_spec.seed)
    app = TableboxApp(match, computer_pause=0.0)
    timings: dict[str, list[float]] = {
        "cursor": [],
        "own move": [],
        "cursor cpu": [],
        "own move cpu": [],
    }
    async with app.run_test(size=size) as pilot:
        await computers_done(app, pilot)
        table: Any = app.screen
        assert isinstance(table, MatchScreen)
        clock = FrameClock(app)
        turn = 0
        while turn < skip + turns and not match.is_over:
            if app.screen is not table:  # a cover (a new deal's summary, say): close it
                await pilot.press("enter")
                await computers_done(app, pilot)
                if app.screen is not table:
                    break
                continue
            timed = turn >= skip
            if table_spec.name == HINTING:  # the cursor keys while the hint searches count
                await clock.press("t", timeout=0.1)  # not pilot.press: it waits for the search
                await cursor_while_thinking(pilot, table, clock, timed, timings, "hint_busy")
                await time_turn(app, pilot, table, match, clock, timed, timings)
            elif thinking:  # only the cursor keys while the computer thinks count as cursor
                before: dict[str, list[float]] = {name: [] for name in timings}
                await time_turn(app, pilot, table, match, clock, timed, before, idle=False)
                timings["own move"] += before["own move"]
                timings["own move cpu"] += before["own move cpu"]
                await cursor_while_thinking(pilot, table, clock, timed, timings)
            else:
                await time_turn(app, pilot, table, match, clock, timed, timings)
            await computers_done(app, pilot)
            turn += 1
    match.close()
    return timings


def thrones_midgame(match: Match, round: int = 3) -> None:
    """Play on (the human's first legal action, Done once its orders are placed) until round
    ``round``'s planning, with the human still to give its orders."""
    match.play_computers()
    state = match.state
    while not match.is_over:
        if state.round >= round and state.step == "planning" and 0 in match.acting_seats():
            return
        legal = match.legal_actions(0)
        match.act(0, "done" if legal[0].startswith("clear") else legal[0])
        match.play_computers()
        state = match.state


def order_key(table: Any) -> str:
    """The fixed key of the first order the list offers for the selected area (issue 27.4:
    orders have letters, not numbers); when the area has its order, Backspace takes it back
    (also a move), so that every turn stays in planning."""
    for row in table.listed:
        key = key_of(row.option)
        if key and row.option.parts.get("verb") == "order":
            return key
    return CLEAR_KEY


async def play_thrones(
    table_spec: Table, size: tuple[int, int], turns: int
) -> dict[str, list[float]]:
    """The human's planning at a Thrones table: per turn two arrow keys over the map, then the
    first order of the area under the cursor (by its letter), each timed to its frame."""
    others = ("Bot", "Cid", "Dee", "Eve")[: table_spec.players - 1]
    seats = [Seat("Alice")] + [Seat(n, "computer") for n in others]
    match = Match.start("thrones", seats, seed=table_spec.seed)
    thrones_midgame(match, int(table_spec.options.get("round", 3)))
    app = TableboxApp(match, computer_pause=0.0)
    timings: dict[str, list[float]] = {name: [] for name in ("cursor", "own move")}
    timings.update({f"{name} cpu": [] for name in ("cursor", "own move")})
    async with app.run_test(size=size) as pilot:
        await computers_done(app, pilot)
        table: Any = app.screen
        assert isinstance(table, MatchScreen)
        clock = FrameClock(app)
        for _ in range(turns):
            for key in ("right", "left"):
                elapsed = await clock.press(key, timeout=1.0)
                await pilot.pause()
                if elapsed is not None:
                    timings["cursor"].append(elapsed)
                    timings["cursor cpu"].append(clock.cpu)
            await pilot.press("tab")  # back to an area that takes an order
            before = len(match.actions)
            elapsed = await clock.press(
                order_key(table), lambda before=before: len(match.actions) > before, timeout=1.0
            )
            await pilot.pause()
            if elapsed is not None:
                timings["own move"].append(elapsed)
                timings["own move cpu"].append(clock.cpu)
    match.close()
    return timings


def stats(values: list[float]) -> tuple[float, float]:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return statistics.median(values), p95


async def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--turns", type=int, default=12, help="human turns timed per table")
    parser.add_argument("--skip", type=int, default=2, help="human turns played first, untimed")
    parser.add_argument("--only", action="append", help="table name, e.g. oriflamme-5")
    args = parser.parse_args()
    os.environ[THINK_VARIABLE] = THINK_SECONDS  # the strong computer's budget, as by default
    missed = False
    header = "n  median     p95  (cpu median   p95)"
    with tempfile.TemporaryDirectory() as saves:
        os.environ["TABLEBOX_SAVE_DIR"] = saves
        load = os.getloadavg()[0]
        print(f"{os.cpu_count()} CPUs, load average {load:.2f} (wall times grow with the load)")
        print(f"{'':<21}{'cursor move (ms)':<40}own move drawn (ms)")
        print(f"{'table':<13}{'size':<8}{header:<40}{header}")
        for spec in TABLES:
            if args.only and spec.name not in args.only:
                continue
            late = "round" in spec.options
            for size in THRONES_SIZES if spec.game == "thrones" and not late else SIZES:
                if spec.game == "thrones":
                    timings = await play_thrones(spec, size, args.turns)
                else:
                    timings = await play(spec, size, args.turns, args.skip)
                row = f"{spec.name:<13}{size[0]}x{size[1]:<5}"
                for name, goal in (("cursor", CURSOR_GOAL_MS), ("own move", MOVE_GOAL_MS)):
                    values = timings[name]
                    if not values:
                        row += f"{'-':<40}"
                        continue
                    median, p95 = stats(values)
                    cpu_median, cpu_p95 = stats(timings[f"{name} cpu"])
                    flag = " " if p95 <= goal else "!"
                    missed |= p95 > goal
                    cell = (
                        f"{len(values)} {median:6.1f} {p95:6.1f}{flag} ({cpu_median:6.1f} "
                        f"{cpu_p95:6.1f})"
                    )
                    row += f"{cell:<40}"
                print(row.rstrip(), flush=True)
    goals = f"cursor p95 <= {CURSOR_GOAL_MS:g} ms, own move p95 <= {MOVE_GOAL_MS:g} ms"
    print(f"goal: {goals} (! missed)")
    if missed:
        sys.exit(1)


if __name__ == "__main__":
    asyncio.run(main())
