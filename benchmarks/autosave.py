"""Autosave cost against the length of the game: synthetic saves of 100, 1,000 and 3,000 actions.

For each length a real match (Claim, two seats) is given that many recorded actions, then saved
after each of ``--saves`` more appended actions, exactly as ``Match.act`` saves: the header and
snapshot dumped, the new action appended to the cached actions text, the temp file written and
fsynced, the previous save kept as ``.prev``, the rename, the directory fsynced. The median and
the 95th percentile per save are reported, next to the old way (the whole ``SaveFile`` dumped
and the ``.prev`` copied) for comparison.

    .venv/bin/python benchmarks/autosave.py [--saves 200] [--dir FOLDER]

The saves go to a fresh folder beside the user's real saves (the same disk), removed after.
Target (issue 8): at 3,000 actions the median within 1.5x of the median at 100 actions, and
under 5 ms.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tablebox.controller import Match, Seat  # noqa: E402
from tablebox.saves import ActionRecord, saves_dir, write_save  # noqa: E402

LENGTHS = (100, 1_000, 3_000)
RATIO_LIMIT = 1.5
MILLISECONDS_LIMIT = 5.0


def synthetic(folder: Path, length: int) -> Match:
    """A Claim match whose record holds ``length`` actions (notation of the game's own size)."""
    match = Match.start("claim", [Seat("Ann"), Seat("Ben")], seed=1, save_path=folder / "a.json")
    cards = match.legal_actions(match.acting_seats()[0])
    match.actions = [
        ActionRecord(seat=n % 2, action=str(cards[n % len(cards)])) for n in range(length)
    ]
    match.save()  # the first save of a loaded game serialises every action once
    return match


def timed(saves: int, step: Callable[[], None]) -> list[float]:
    times = []
    for _ in range(saves):
        started = time.perf_counter()
        step()
        times.append((time.perf_counter() - started) * 1000)
    return times


def measure(folder: Path, length: int, saves: int) -> tuple[list[float], list[float], int]:
    match = synthetic(folder, length)
    record = match.actions[-1]

    def autosave() -> None:
        match.actions.append(record)
        match.save()

    new = timed(saves, autosave)
    assert match.save_path is not None and match.save_problem is None, match.save_problem
    size = match.save_path.stat().st_size
    del match.actions[length:]
    old_path = folder / "old.json"

    def old_way() -> None:  # what each autosave cost before issue 8 (minus the log)
        match.actions.append(record)
        write_save(old_path, match.to_save())

    old = timed(saves, old_way)
    return new, old, size


def percentile(times: list[float], share: float) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--saves", type=int, default=200, help="saves timed per length")
    parser.add_argument("--dir", type=Path, help="where to write (default: beside the saves)")
    args = parser.parse_args()
    base = args.dir or saves_dir().parent
    base.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp(prefix="autosave-bench-", dir=base))
    medians: dict[int, float] = {}
    try:
        print(f"{args.saves} saves per length, in {folder}")
        print(f"{'actions':>8}  {'size':>8}  {'median':>9}  {'p95':>9}    old way: median, p95")
        for length in LENGTHS:
            new, old, size = measure(folder, length, args.saves)
            medians[length] = statistics.median(new)
            print(
                f"{length:>8,}  {size / 1024:>6.1f}kB  {medians[length]:>7.3f}ms"
                f"  {percentile(new, 0.95):>7.3f}ms    {statistics.median(old):>7.3f}ms,"
                f" {percentile(old, 0.95):>7.3f}ms"
            )
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    ratio = medians[LENGTHS[-1]] / medians[LENGTHS[0]]
    fast = medians[LENGTHS[-1]] < MILLISECONDS_LIMIT
    ok = ratio <= RATIO_LIMIT and fast
    verdict = "ok" if ok else "TOO SLOW"
    print(
        f"median at {LENGTHS[-1]:,} / at {LENGTHS[0]}: {ratio:.2f}x (limit {RATIO_LIMIT}x);"
        f" {medians[LENGTHS[-1]]:.3f} ms (limit {MILLISECONDS_LIMIT} ms): {verdict}"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
