"""How long a game's review takes (issue 30, "Speed"): a finished game played by normal
computer players from a fixed seed, then every decision searched again at ``--seconds`` a
decision on every core (``tablebox/review.py``). Goal: a two-player Claim game at 0.2 s a
decision in under 20 s on a two-core machine; a five-player Game of Thrones is reported.

    .venv/bin/python benchmarks/review.py [--seconds 0.2] [--seed 4] [claim:2 thrones:5 ...]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tablebox.controller import Match, Seat
from tablebox.review import review_match


def finished(game: str, players: int, seed: int, folder: Path) -> Match:
    seats = [Seat(f"P{n}", "computer", "normal") for n in range(1, players + 1)]
    match = Match.start(game, seats, seed=seed, save_path=folder / f"{game}.json")
    match.play_computers()
    match.save()
    match.close()
    return Match.load(folder / f"{game}.json", read_only=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=["claim:2", "thrones:5"])
    parser.add_argument("--seconds", type=float, default=0.2)
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        for entry in args.games:
            game, _, count = entry.partition(":")
            match = finished(game, int(count or 2), args.seed, Path(folder))
            started = time.perf_counter()
            review = review_match(match, args.seconds)
            spent = time.perf_counter() - started
            load = " ".join(f"{x:.2f}" for x in os.getloadavg())
            print(
                f"{game}, {count} players: {len(match.actions)} moves, {len(review.decisions)}"
                f" decisions at {args.seconds} s on {os.cpu_count()} cores: {spent:.1f} s"
                f" ({len(review.marked)} marked); load average {load}"
            )


if __name__ == "__main__":
    main()
