"""Start-up time: tablebox's main menu against a bare "hello world" Textual app.

Both apps go through the same harness: a fresh Python process imports the app, runs it headless
and leaves as soon as Textual reports it ready (the first frame is up; that is when Textual runs
an auto-pilot). The parent takes the time from just before it starts the process to the moment
the child says it is ready, and reports the median of several runs of each, interleaved.

    .venv/bin/python benchmarks/startup.py [--runs 7]

The menu must appear within 1.5 times the hello-world time.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 1.5


def child(kind: str) -> None:
    """Run one app headless and print the wall-clock time at which it became ready."""
    from textual.pilot import Pilot

    if kind == "hello":
        from textual.app import App, ComposeResult
        from textual.widgets import Static

        class Hello(App[None]):
            def compose(self) -> ComposeResult:
                yield Static("Hello, world!")

        app: object = Hello()
    else:
        # The `tablebox` command imports its CLI module before the app: count that too.
        import tablebox.cli  # noqa: F401
        from tablebox.app import TableboxApp

        app = TableboxApp()

    async def ready(pilot: Pilot[None]) -> None:
        print(f"READY {time.time()!r}", flush=True)
        pilot.app.exit()

    app.run(headless=True, auto_pilot=ready)  # type: ignore[attr-defined]


def time_once(kind: str, env: dict[str, str]) -> float:
    start = time.time()
    done = subprocess.run(
        [sys.executable, __file__, "--child", kind],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    line = next(line for line in done.stdout.splitlines() if line.startswith("READY "))
    return float(line.split()[1]) - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--child", choices=["hello", "tablebox"], help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return

    with tempfile.TemporaryDirectory() as saves:
        env = {**os.environ, "TABLEBOX_SAVE_DIR": saves, "PYTHONPATH": str(ROOT)}
        for kind in ("hello", "tablebox"):  # warm the file cache and the .pyc files
            time_once(kind, env)
        times: dict[str, list[float]] = {"hello": [], "tablebox": []}
        for _ in range(args.runs):
            for kind in times:
                times[kind].append(time_once(kind, env))

    hello = statistics.median(times["hello"])
    menu = statistics.median(times["tablebox"])
    ratio = menu / hello
    print(f"runs per app:           {args.runs}")
    print(f"hello-world ready:      {hello * 1000:7.1f} ms (median)")
    print(f"tablebox menu ready:    {menu * 1000:7.1f} ms (median)")
    print(f"ratio:                  {ratio:7.2f}  (limit {LIMIT})")
    if ratio > LIMIT:
        sys.exit(1)


if __name__ == "__main__":
    main()
