"""Autosave cost per action late in a complete random game of any game (issue 12 asks it of
A Game of Thrones; the platform's bound is under 5 ms).

A seeded random game is played through ``Match.act`` (so every action autosaves as in play);
the time of each of the last ``--last`` autosaves is taken apart from the rules' own work by
timing ``Match.save`` once more right after each action (the same header, snapshot, appended
action text, temp file, fsync and rename).

    .venv/bin/python benchmarks/autosave_late.py thrones --players 5 [--seed 1] [--last 100]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tablebox import registry  # noqa: E402
from tablebox.controller import Match, Seat  # noqa: E402

NAMES = ("Ann", "Ben", "Cid", "Dan", "Eve")
MILLISECONDS_LIMIT = 5.0


def play_through(game_id: str, players: int, seed: int, folder: Path) -> Match:
    """The finished random game, every action taken (and saved) through ``Match.act``."""
    seats = [Seat(name) for name in NAMES[:players]]
    match = Match.start(game_id, seats, seed=seed, save_path=folder / "game.json")
    rng = random.Random(seed)
    while not match.is_over:
        seat = rng.choice(match.acting_seats())
        match.act(seat, rng.choice(match.legal_actions(seat)))
    return match


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game", choices=registry.game_ids())
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--last", type=int, default=100, help="saves timed at the game's end")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=Path.home()) as folder:
        whole = play_through(args.game, args.players, args.seed, Path(folder))
        length = len(whole.actions)
        whole.close()
        # The same game again, stopped ``--last`` actions before its end, then stepped on.
        seats = [Seat(name) for name in NAMES[: args.players]]
        path = Path(folder) / "late.json"
        match = Match.start(args.game, seats, seed=args.seed, save_path=path)
        actions = [(record.seat, record.action) for record in whole.actions]
        for seat, action in actions[: length - args.last]:
            match.act(seat, action)
        times = []
        for seat, action in actions[length - args.last :]:
            match.act(seat, action)
            started = time.perf_counter()
            match.save()
            times.append((time.perf_counter() - started) * 1000)
        size = path.stat().st_size
        match.close()
    median = statistics.median(times)
    p95 = sorted(times)[int(0.95 * (len(times) - 1))]
    print(
        f"{args.game}, {args.players} players, seed {args.seed}: a game of {length} actions; "
        f"the last {args.last} autosaves (save file {size / 1024:.0f} kB): "
        f"median {median:.2f} ms, 95th percentile {p95:.2f} ms (bound {MILLISECONDS_LIMIT} ms)"
    )
    return 0 if median < MILLISECONDS_LIMIT else 1


if __name__ == "__main__":
    raise SystemExit(main())
