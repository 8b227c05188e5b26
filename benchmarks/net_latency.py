"""How soon one player's move reaches the others: five players of one Dwarf King game on
loopback, the host in a process of its own (saving after every move).

    .venv/bin/python benchmarks/net_latency.py [--moves 300]

Reports the median and 95th percentile of the time from a move being sent to each other
player having the new view (see benchmarks/net_common.py), and the mover's round trip.
Target (issue 22): median under 50 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics

from net_common import join, milliseconds, start_host

TARGET = 0.050


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=300)
    args = parser.parse_args()
    process, port, codes = start_host(1)
    try:
        table = asyncio.run(_run(port, codes[0], args.moves))
    finally:
        process.kill()
    others = sorted(table.others)
    median = statistics.median(others)
    p95 = others[int(0.95 * (len(others) - 1))]
    print(f"moves: {len(table.own)}, views received by the other players: {len(others)}")
    print(
        f"move to the others' view: median {milliseconds(median)}, p95 {milliseconds(p95)},"
        f" max {milliseconds(others[-1])}"
    )
    print(f"mover's round trip: median {milliseconds(statistics.median(table.own))}")
    ok = median < TARGET
    print(f"target median < {milliseconds(TARGET)}: {'met' if ok else 'MISSED'}")
    return 0 if ok else 1


async def _run(port: int, codes: list[str | None], moves: int):  # type: ignore[no-untyped-def]
    table = await join(port, codes, seed=1)
    await table.play(moves)
    for player in table.players:
        await player.aclose()
    return table


if __name__ == "__main__":
    raise SystemExit(main())
