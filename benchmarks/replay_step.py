"""Replay viewer: how long a step forward or back takes to be drawn, deep into a long game.

A five-player Game of Thrones is played to its end by random computer players (``--seed``),
saved, and opened in the replay viewer at 80×24 and 120×40 with Textual's pilot. The viewer
goes to move ``--at`` (700; the last move if the game is shorter, which the report says), then
steps → and ← in turn ``--steps`` times, through the eyes of a seat (the side panels and the
map redrawn every step). Each step is timed from handing the key to the app until the frame
that shows the new position has been composed and turned into terminal output (the clock of
``benchmarks/keypress.py``). Also timed headless: the position alone (a state at that move and
its view), which the checkpoints bound. Beside each wall time, the process's CPU time over the
same span: on a busy machine (other processes on its cores) wall times grow, CPU times much less.

    .venv/bin/python benchmarks/replay_step.py [--seed 3] [--at 700] [--steps 60]

Reports the median and the 95th percentile per direction and size, and exits 1 if a p95 is not
under 50 ms (issue 21).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from keypress import FrameClock, stats

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.replay import Replay
from tablebox.screens.replay import ReplayTable, replay_screen

GOAL_MS = 50.0
NAMES = ["Ann", "Ben", "Cid", "Dan", "Eve"]
SIZES = ((80, 24), (120, 40))


def played(folder: Path, seed: int) -> Path:
    """A finished five-player Thrones game by random players, saved in ``folder``."""
    path = folder / "thrones-5.json"
    seats = [Seat(name, "computer", "random") for name in NAMES]
    with Match.start("thrones", seats, seed=seed, save_path=path) as match:
        match.play_computers()
    return path


def headless(replay: Replay, at: int, steps: int) -> tuple[list[float], list[float]]:
    """Milliseconds to reach the state and view one move on and one move back."""
    forward: list[float] = []
    back: list[float] = []
    replay.go(at)
    for step in range(steps):
        timing = forward if step % 2 == 0 else back
        started = time.perf_counter()
        replay.step(1 if step % 2 == 0 else -1)
        replay.view()
        timing.append((time.perf_counter() - started) * 1000)
    return forward, back


async def drawn(path: Path, at: int, steps: int, size: tuple[int, int]) -> dict[str, list[float]]:
    replay = Replay.open(path)
    replay.set_eye(1)  # a seat's eyes: its hand and orders in the side panels too
    app = TableboxApp(save_dir=path.parent)
    timings: dict[str, list[float]] = {"forward": [], "back": [], "forward cpu": [], "back cpu": []}
    async with app.run_test(size=size) as pilot:
        app.push_screen(replay_screen(replay))
        await pilot.pause()
        viewer = app.screen
        assert isinstance(viewer, ReplayTable)
        replay.go(at)
        viewer.draw_position()
        await pilot.pause()
        clock = FrameClock(app)
        for step in range(steps):
            key, name = ("right", "forward") if step % 2 == 0 else ("left", "back")
            expected = at + 1 if key == "right" else at
            elapsed = await clock.press(key, lambda at=expected: replay.position == at, timeout=2.0)
            if elapsed is not None:
                timings[name].append(elapsed)
                timings[f"{name} cpu"].append(clock.cpu)
            await pilot.pause()
    return timings


def line(label: str, values: list[float]) -> str:
    median, p95 = stats(values)
    mark = "ok" if p95 < GOAL_MS else "OVER"
    return f"  {label:<24} median {median:6.1f} ms   p95 {p95:6.1f} ms   {mark}"


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--at", type=int, default=700)
    parser.add_argument("--steps", type=int, default=60)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = played(Path(folder), args.seed)
        replay = Replay.open(path)
        at = min(args.at, replay.last - 1)
        note = "" if at == args.at else f" (the game is {replay.last} moves: move {at} instead)"
        print(f"A Game of Thrones, 5 random players, seed {args.seed}: {replay.last} moves;")
        print(f"stepping at move {at}{note}, {args.steps} steps each way.")
        forward, back = headless(replay, at, args.steps * 2)
        print("headless (state and view):")
        print(line("forward", forward))
        print(line("back", back))
        worst = max(stats(forward)[1], stats(back)[1])
        for size in SIZES:
            timings = await drawn(path, at, args.steps * 2, size)
            print(f"drawn at {size[0]}×{size[1]} (key to frame):")
            for name, values in timings.items():
                print(line(name, values))
                worst = max(worst, stats(values)[1])
    return 0 if worst < GOAL_MS else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
