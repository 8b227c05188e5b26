"""Key press -> updated table: how long a player waits to see the result of a key.

Plays fixed games of Claim (a human against a computer, fixed seeds) at 80×24 with Textual's
pilot. For each key it takes the time from handing the key to the app until the next frame has
been composed and turned into terminal output (what a real terminal would be sent). Keys are
the ones a player uses: moving the highlight (←/→) and playing a card or choosing (Enter, p);
playing includes the rules, the autosave, the computer's answer and redrawing the table.

    .venv/bin/python benchmarks/keypress.py [--games 2]

The median must stay under 30 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from textual import events

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.screens.trick_table import TrickTableScreen

LIMIT_MS = 30.0


class FrameClock:
    """Notices each frame the app composes, and renders it to terminal output as a real
    (non-headless) run would."""

    def __init__(self, app: TableboxApp) -> None:
        self.app = app
        self.frame = asyncio.Event()
        self._display = app._display
        app._display = self._on_display  # type: ignore[method-assign]

    def _on_display(self, screen: Any, renderable: Any) -> None:
        self._display(screen, renderable)
        if renderable is not None:
            if hasattr(renderable, "render_segments"):
                renderable.render_segments(self.app.console)
            self.frame.set()

    async def press(self, key: str) -> float:
        """Milliseconds from sending ``key`` to the next frame."""
        driver = self.app._driver
        assert driver is not None
        self.frame.clear()
        event = events.Key(key, key if len(key) == 1 else None)
        event.set_sender(self.app)
        start = time.perf_counter()
        driver.send_message(event)
        await asyncio.wait_for(self.frame.wait(), timeout=5)
        return (time.perf_counter() - start) * 1000


async def play_game(seed: int, timings: dict[str, list[float]]) -> None:
    match = Match.start("claim", [Seat("Alice"), Seat("Bot", "computer")], seed=seed)
    app = TableboxApp(match)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        clock = FrameClock(app)
        while isinstance(app.screen, TrickTableScreen) and not match.is_over:
            table = app.screen
            for key in ("right", "left"):
                timings["move"].append(await clock.press(key))
                await pilot.pause()
            key = table.choices[0].key if table.choices else "enter"
            legal = match.legal_actions(table.view.viewer)
            if not table.choices and table.cards[table.cursor].action not in legal:
                continue  # the highlight is always put on a playable card; be safe anyway
            elapsed = await clock.press(key)
            await pilot.pause()
            if isinstance(app.screen, TrickTableScreen):  # the last one opens the results
                timings["play"].append(elapsed)


def report(name: str, values: list[float]) -> None:
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))]
    print(
        f"{name:<6} {len(values):4d} presses   median {statistics.median(values):6.1f} ms"
        f"   p90 {p90:6.1f} ms   max {ordered[-1]:6.1f} ms"
    )


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as saves:
        os.environ["TABLEBOX_SAVE_DIR"] = saves
        timings: dict[str, list[float]] = {"move": [], "play": []}
        for seed in range(7, 7 + args.games):
            await play_game(seed, timings)
    report("move", timings["move"])
    report("play", timings["play"])
    everything = timings["move"] + timings["play"]
    report("all", everything)
    if statistics.median(everything) > LIMIT_MS:
        sys.exit(1)


if __name__ == "__main__":
    asyncio.run(main())
