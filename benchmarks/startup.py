"""Start-up time and memory: the real ``tablebox`` command against a bare "hello world" Textual app.

Both apps go through the same harness: a fresh Python process runs them headless and leaves as
soon as Textual reports them ready (the first frame is up; that is when Textual runs an
auto-pilot). For tablebox the process runs the command itself, ``tablebox.cli.main([])``: the
parser is built and read as at every start, then the menu opens. The parent takes the time from
just before it starts the process to the moment the child says it is ready, and the child's
peak memory (its maximum resident set, from the operating system); it reports the median of
several runs of each, interleaved.

It also times ``tablebox --help`` (the whole process) against ``import tablebox.cli`` alone:
building the parser must not load what only some commands use (pydantic, asyncio, the rules).

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
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 1.5

COMMANDS: dict[str, list[str]] = {
    "help": [sys.executable, "-m", "tablebox", "--help"],
    "import": [sys.executable, "-c", "import tablebox.cli"],
}
"""Timed as whole processes, start to exit."""


def child(kind: str) -> None:
    """Run one app headless and print the wall-clock time at which it became ready."""
    from textual.app import App
    from textual.pilot import Pilot

    async def ready(pilot: Pilot[Any]) -> None:
        print(f"READY {time.time()!r}", flush=True)
        pilot.app.exit()

    if kind == "hello":
        from textual.app import ComposeResult
        from textual.widgets import Static

        class Hello(App[None]):
            def compose(self) -> ComposeResult:
                yield Static("Hello, world!")

        Hello().run(headless=True, auto_pilot=ready)
        return
    # The `tablebox` command as typed: its parser, then the menu, run headless here.
    run: Callable[..., Any] = App.run

    def headless(self: App[Any], *args: Any, **kwargs: Any) -> Any:
        return run(self, *args, **{**kwargs, "headless": True, "auto_pilot": ready})

    App.run = headless  # type: ignore[method-assign]
    from tablebox.cli import main as tablebox

    sys.exit(tablebox([]))


def time_once(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Seconds from the start to the child's READY line (or its exit, if it prints none), and
    the child's peak memory in MiB."""
    start = time.time()
    process = subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    assert process.stdout is not None
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    ended = time.time()
    process.returncode = os.waitstatus_to_exitcode(status)
    process.stdout.close()
    if process.returncode != 0:
        raise SystemExit(f"{command} failed ({process.returncode})")
    line = next((line for line in output.splitlines() if line.startswith("READY ")), None)
    at = float(line.split()[1]) if line is not None else ended
    return at - start, usage.ru_maxrss / 1024  # KiB on Linux


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--child", choices=["hello", "tablebox"], help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return

    commands = {
        "hello": [sys.executable, __file__, "--child", "hello"],
        "tablebox": [sys.executable, __file__, "--child", "tablebox"],
        **COMMANDS,
    }
    with tempfile.TemporaryDirectory() as folder:
        # Compiled modules are kept (in a folder of their own) as an installed tablebox has
        # them, even where the environment says not to write them.
        env = {
            **os.environ,
            "TABLEBOX_SAVE_DIR": folder,
            "TABLEBOX_CONFIG_DIR": folder,
            "PYTHONPATH": str(ROOT),
            "PYTHONPYCACHEPREFIX": str(Path(folder) / "pycache"),
        }
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        for command in commands.values():  # warm the file cache and the .pyc files
            time_once(command, env)
        times: dict[str, list[float]] = {kind: [] for kind in commands}
        memory: dict[str, list[float]] = {kind: [] for kind in commands}
        for _ in range(args.runs):
            for kind, command in commands.items():
                seconds, peak = time_once(command, env)
                times[kind].append(seconds)
                memory[kind].append(peak)

    ms = {kind: statistics.median(values) * 1000 for kind, values in times.items()}
    mib = {kind: statistics.median(values) for kind, values in memory.items()}
    ratio = ms["tablebox"] / ms["hello"]
    print(f"runs per command:          {args.runs} (medians)")
    print(f"hello-world ready:         {ms['hello']:7.1f} ms  {mib['hello']:6.1f} MiB")
    print(f"tablebox menu ready:       {ms['tablebox']:7.1f} ms  {mib['tablebox']:6.1f} MiB")
    print(f"ratio:                     {ratio:7.2f}  (limit {LIMIT})")
    print(f"memory ratio:              {mib['tablebox'] / mib['hello']:7.2f}")
    print(f"tablebox --help:           {ms['help']:7.1f} ms  {mib['help']:6.1f} MiB")
    print(f"import tablebox.cli:       {ms['import']:7.1f} ms  {mib['import']:6.1f} MiB")
    if ratio > LIMIT:
        sys.exit(1)


if __name__ == "__main__":
    main()
