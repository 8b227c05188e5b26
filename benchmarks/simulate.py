"""Simulation speed side by side: this checkout against another (the commit before issue 8).

Each round runs ``tablebox simulate`` once in each checkout, alternating which goes first, in
fresh processes with the same interpreter; the report gives each side's best and median
games/s over the rounds and the ratio of the bests (the best run is the one least disturbed by
whatever else the machine was doing).

    .venv/bin/python benchmarks/simulate.py --base /tmp/base [--rounds 3] \
        -- claim --games 4000 --seed 1
    .venv/bin/python benchmarks/simulate.py --base /tmp/base -- oriflamme --players 5 \
        --games 2000 --seed 1

Issue 8 asks for at least 1.6x the base's games/s.
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = 1.6


def games_per_second(checkout: Path, arguments: list[str]) -> float:
    """One run in ``checkout`` (its ``tablebox`` comes first on the path: cwd)."""
    result = subprocess.run(
        [sys.executable, "-m", "tablebox", "simulate", *arguments],
        cwd=checkout,
        capture_output=True,
        text=True,
        check=True,
    )
    seconds = float(re.search(r"seconds\s+([\d.]+)", result.stdout).group(1))  # type: ignore[union-attr]
    games = int(re.search(r"games\s+(\d+)\n", result.stdout).group(1))  # type: ignore[union-attr]
    return games / seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--base", type=Path, required=True, help="the other checkout")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("simulate", nargs=argparse.REMAINDER, help="-- simulate's arguments")
    args = parser.parse_args()
    arguments = [a for a in args.simulate if a != "--"]
    runs: dict[str, list[float]] = {"base": [], "new": []}
    sides = {"base": args.base, "new": ROOT}
    for round_ in range(args.rounds):
        order = ["base", "new"] if round_ % 2 == 0 else ["new", "base"]
        for side in order:
            runs[side].append(games_per_second(sides[side], arguments))
    print(f"simulate {' '.join(arguments)}  ({args.rounds} rounds, alternating)")
    for side in ("base", "new"):
        print(
            f"  {side:<4}  best {max(runs[side]):8.0f} games/s   median"
            f" {statistics.median(runs[side]):8.0f}   runs"
            f" {', '.join(f'{r:.0f}' for r in runs[side])}"
        )
    ratio = max(runs["new"]) / max(runs["base"])
    median_ratio = statistics.median(runs["new"]) / statistics.median(runs["base"])
    verdict = "ok" if ratio >= TARGET else "below target"
    print(
        f"  new / base: {ratio:.2f}x best, {median_ratio:.2f}x median (target {TARGET}x): {verdict}"
    )
    return 0 if ratio >= TARGET else 1


if __name__ == "__main__":
    raise SystemExit(main())
