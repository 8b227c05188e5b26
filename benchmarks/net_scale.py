"""One host serving many games at once: 20 Dwarf King games of five players each (100
websocket connections), the host in a process of its own saving after every move.

    .venv/bin/python benchmarks/net_scale.py [--games 20] [--moves 60] [--think 0.05 0.5]

Every game plays at once; before each move its player "thinks" a random time in the --think
range (seconds: much faster than people play, so the host is busier than at any real table).
Reports the slowest move: from sent to every one of that game's five players having the new
view (see benchmarks/net_common.py), with the median and 99th percentile.
Target (issue 22): no move slower than 200 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time

from net_common import join, milliseconds, start_host

TARGET = 0.200


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--moves", type=int, default=60, help="moves per game")
    parser.add_argument("--think", type=float, nargs=2, default=(0.05, 0.5), metavar=("MIN", "MAX"))
    args = parser.parse_args()
    process, port, codes = start_host(args.games)
    try:
        tables, seconds = asyncio.run(_run(port, codes, args.moves, tuple(args.think)))
    finally:
        process.kill()
    # A move is done once its last player has it: the slowest of its views.
    done = sorted(max(times) for table in tables for times in table.arrivals.values())
    moves = len(done)
    print(
        f"games: {len(tables)}, players: {5 * len(tables)}, moves: {moves}"
        f" in {seconds:.1f} s ({moves / seconds:.0f} moves/s)"
    )
    print(
        f"move to all five views: median {milliseconds(statistics.median(done))},"
        f" p99 {milliseconds(done[int(0.99 * (moves - 1))])}, max {milliseconds(done[-1])}"
    )
    ok = done[-1] < TARGET
    print(f"target max < {milliseconds(TARGET)}: {'met' if ok else 'MISSED'}")
    return 0 if ok else 1


async def _run(port, codes, moves, think):  # type: ignore[no-untyped-def]
    tables = [await join(port, game_codes, seed=n) for n, game_codes in enumerate(codes)]
    start = time.perf_counter()
    await asyncio.gather(*(table.play(moves, think) for table in tables))
    seconds = time.perf_counter() - start
    for table in tables:
        for player in table.players:
            await player.aclose()
    return tables, seconds


if __name__ == "__main__":
    raise SystemExit(main())
