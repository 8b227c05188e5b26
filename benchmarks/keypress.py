"""Key press -> updated table: how long a player waits to see the result of a key.

Plays fixed games of four-player Claim (one human, three computer seats; the mixed deck) at
80×24 with Textual's pilot, with no pause after a computer's move (``--pause`` to set one). For
each key it takes the time from handing the key to the app until the frame that shows its
result has been composed and turned into terminal output (what a real terminal would be sent):

- ``move``: moving the highlight (←/→);
- ``play``: playing a card or choosing (Enter, or a choice's key), until the human's own move is
  on the table. The rules, the autosave and the redraw are in it; the computers' answers are
  not: they are chosen in a worker thread once that frame is out, while the table stays live.
  ``play cpu`` is the process's CPU time over the same span (no computer thinks during it), a
  figure that a busy machine does not inflate.

It also checks that each computer move appears in turn: every one of them is drawn on the table
(``show``) before the next is made, in the order they were made; and it reports how long the
three answers take to arrive, and how many of them reached the screen as a frame of their own
(with no pause, several may fall within one frame).

    .venv/bin/python benchmarks/keypress.py [--games 2] [--pause 0]

The median of ``play`` must stay under 30 ms, and every computer move must be drawn in turn.
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
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from textual import events

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.screens.match_screen import MatchScreen

LIMIT_MS = 30.0
OPTIONS = {
    "box": "mixed",
    "pair": "knights-goblins",
    "singles": ["undead", "dwarf", "doppelganger", "dragon", "seer"],
}
"""A four-player Claim deck (CLM-11.1: four players play the mixed deck)."""


class FrameClock:
    """Notices each frame the app composes, and renders it to terminal output as a real
    (non-headless) run would."""

    def __init__(self, app: TableboxApp, actions: Callable[[], int]) -> None:
        self.app = app
        self.actions = actions
        self.frame = asyncio.Event()
        self.cpu = 0.0
        self.painted: list[int] = []
        """The number of actions made when each frame was painted."""
        self._display = app._display
        app._display = self._on_display  # type: ignore[method-assign]

    def _on_display(self, screen: Any, renderable: Any) -> None:
        self._display(screen, renderable)
        if renderable is not None:
            if hasattr(renderable, "render_segments"):
                renderable.render_segments(self.app.console)
            self.painted.append(self.actions())
            self.frame.set()

    async def press(self, key: str, until: Callable[[], bool] = lambda: True) -> float:
        """Milliseconds from sending ``key`` to the first frame painted once ``until()``; the
        process's CPU time over the same span is kept in ``self.cpu`` (on a busy machine the
        wall time also counts the waits for a CPU)."""
        driver = self.app._driver
        assert driver is not None
        self.frame.clear()
        event = events.Key(key, key if len(key) == 1 else None)
        event.set_sender(self.app)
        start, cpu = time.perf_counter(), time.process_time()
        driver.send_message(event)
        while True:
            await asyncio.wait_for(self.frame.wait(), timeout=5)
            self.frame.clear()
            if until():
                self.cpu = (time.process_time() - cpu) * 1000
                return (time.perf_counter() - start) * 1000


async def computers_done(app: TableboxApp, pilot: Any) -> None:
    """Until no computer move is under way (as the tests' helper of the same name)."""
    while True:
        await app.workers.wait_for_complete()
        await pilot.pause()
        busy = any(isinstance(s, MatchScreen) and s.computer_busy for s in app.screen_stack)
        if not busy and not len(app.workers):
            return


async def play_game(seed: int, pause: float, timings: dict[str, list[float]]) -> None:
    seats = [
        Seat("Alice"),
        Seat("Bot", "computer"),
        Seat("Cid", "computer"),
        Seat("Dee", "computer"),
    ]
    match = Match.start("claim", seats, options=OPTIONS, seed=seed)
    app = TableboxApp(match, computer_pause=pause)
    async with app.run_test(size=(80, 24)) as pilot:
        await computers_done(app, pilot)
        table: Any = app.screen
        assert isinstance(table, MatchScreen)
        drawn: list[int] = []
        """The number of actions made at each redraw of the table."""
        show = table.show

        def watched(view: Any) -> None:
            drawn.append(len(match.actions))
            show(view)

        table.show = watched  # type: ignore[method-assign]
        clock = FrameClock(app, lambda: len(match.actions))
        while app.screen is table and not match.is_over:
            for key in ("right", "left"):
                timings["move"].append(await clock.press(key))
                await pilot.pause()
            choices = getattr(table, "choices", [])
            key = choices[0].key if choices else "enter"
            before = len(match.actions)
            drawn.clear()
            clock.painted.clear()
            elapsed = await clock.press(key, until=lambda n=before: len(match.actions) > n)
            started = time.perf_counter()
            await computers_done(app, pilot)
            answered = (time.perf_counter() - started) * 1000
            made = len(match.actions) - before
            if made == 0:
                continue  # refused (the highlight is always put on a playable card): no move
            timings["play"].append(elapsed)
            timings["play cpu"].append(clock.cpu)
            computer = list(range(before + 2, len(match.actions) + 1))
            if computer:
                timings["answers"].append(answered)
                timings["computer moves"].append(len(computer))
                seen = [n for n in drawn if n in computer]
                # Each computer move drawn, in the order made, before the next one was made.
                assert sorted(set(seen)) == computer and seen == sorted(seen), (drawn, computer)
                timings["painted"].append(len({n for n in clock.painted if n in computer}))


def report(name: str, values: list[float]) -> None:
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))]
    print(
        f"{name:<8} {len(values):4d} presses   median {statistics.median(values):6.1f} ms"
        f"   p90 {p90:6.1f} ms   max {ordered[-1]:6.1f} ms"
    )


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--pause", type=float, default=0.0, help="seconds after a computer move")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as saves:
        os.environ["TABLEBOX_SAVE_DIR"] = saves
        timings: dict[str, list[float]] = {
            "move": [],
            "play": [],
            "play cpu": [],
            "answers": [],
            "computer moves": [],
            "painted": [],
        }
        for seed in range(7, 7 + args.games):
            await play_game(seed, args.pause, timings)
    load = os.getloadavg()[0]
    print(f"{os.cpu_count()} CPUs, load average {load:.2f} (wall times grow with the load)")
    report("move", timings["move"])
    report("play", timings["play"])
    report("play cpu", timings["play cpu"])
    report("answers", timings["answers"])
    moves = int(sum(timings["computer moves"]))
    print(
        f"computer moves: {moves}, every one drawn on the table in turn; "
        f"{int(sum(timings['painted']))} of them also painted in a frame of their own"
        f" (pause {args.pause:g} s)"
    )
    if statistics.median(timings["play"]) > LIMIT_MS:
        sys.exit(1)


if __name__ == "__main__":
    asyncio.run(main())
