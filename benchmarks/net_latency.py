"""How soon one player's move reaches the others: five players of one Dwarf King game on
loopback, the host in a process of its own (saving after every move).

    .venv/bin/python benchmarks/net_latency.py [--moves 300] [--table 80x24 --table 120x40]

Reports the median and 95th percentile of the time from a move being sent to each other
player having the new view (see benchmarks/net_common.py), and the mover's round trip.
With ``--table WxH``, one of the five seats is the app's own table instead, in a process of
its own at that terminal size (see benchmarks/net_drawn.py), and the time from each other
player's move being sent to the table's screen painted with it is reported too; one game per
size given. Target (issue 22): median under 50 ms, to the drawn screen.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
from typing import Any

from net_common import join, milliseconds, start_host
from net_drawn import start_table

TARGET = 0.050


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument(
        "--table",
        action="append",
        default=[],
        metavar="WxH",
        help="one seat is the app's table of this size, timed to the painted screen",
    )
    args = parser.parse_args()
    if not args.table:
        return _report(*_game(args.moves, None))
    ok = True
    for size in args.table:
        width, height = (int(n) for n in size.lower().split("x"))
        print(f"-- one seat the app's table at {width}x{height}")
        ok = _report(*_game(args.moves, (width, height))) == 0 and ok
    return 0 if ok else 1


TABLE_SEAT = 1
"""The seat the app's table plays, when there is one."""


def _game(moves: int, size: tuple[int, int] | None) -> tuple[Any, list[float], list[float]]:
    """One game's times: the headless players' table, and the app table's times from a move
    sent to painted and from its update received to painted (none without a table)."""
    process, port, codes = start_host(1)
    seats = codes[0]
    try:
        if size is None:
            return asyncio.run(_run(port, seats, moves)), [], []
        drawing, pipe = start_table(port, seats[TABLE_SEAT] or "", size)
        try:
            others = [code for seat, code in enumerate(seats) if seat != TABLE_SEAT]
            table = asyncio.run(_run(port, others, moves))
            pipe.send(len(table.players[0].actions))
            if not pipe.poll(60):
                raise SystemExit("the app's table did not answer")
            painted, arrived = pipe.recv()
        finally:
            drawing.kill()
    finally:
        process.kill()
    timed = [made + 1 for made in table.sent if made + 1 in painted]
    drawn = [painted[made] - table.sent[made - 1] for made in timed]
    paint = [painted[made] - arrived[made] for made in timed if made in arrived]
    return table, drawn, paint


def _report(table: Any, drawn: list[float], paint: list[float]) -> int:
    others = sorted(table.others)
    median = statistics.median(others)
    p95 = others[int(0.95 * (len(others) - 1))]
    print(f"moves: {len(table.own)}, views received by the other players: {len(others)}")
    print(
        f"move to the others' view: median {milliseconds(median)}, p95 {milliseconds(p95)},"
        f" max {milliseconds(others[-1])}"
    )
    print(f"mover's round trip: median {milliseconds(statistics.median(table.own))}")
    if drawn:
        drawn.sort()
        median = statistics.median(drawn)
        print(
            f"move to the app's painted screen ({len(drawn)} moves): median"
            f" {milliseconds(median)}, p95 {milliseconds(drawn[int(0.95 * (len(drawn) - 1))])},"
            f" max {milliseconds(drawn[-1])}"
        )
        print(
            "  of which update received to painted: median"
            f" {milliseconds(statistics.median(paint))}"
        )
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
