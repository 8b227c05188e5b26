"""What the network benchmarks share: a host in a process of its own serving Dwarf King games of
five human seats (saving after every action, as a host does), and headless players in this one
that join over loopback websockets and time each move.

A move's time, at each player, runs from the moment the mover sends it to the moment that
player's :class:`~tablebox.net.remote.RemoteMatch` has the new view read back into the game's
view model (what its table draws from); the mover's own time is the whole round trip: sent,
checked by the rules at the host, saved, and answered.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import random
import sys
import tempfile
import time
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tablebox.controller import Match, Seat  # noqa: E402
from tablebox.net.protocol import Update  # noqa: E402
from tablebox.net.remote import RemoteMatch  # noqa: E402
from tablebox.net.server import HostedGame, NetServer, Throttle  # noqa: E402

GAME = "dwarf-king"
NAMES = ["Ann", "Ben", "Cid", "Dee", "Eve"]


def _host(games: int, pipe: Connection) -> None:
    """The host process: ``games`` matches served on a free loopback port until killed."""

    async def serve() -> None:
        folder = Path(tempfile.mkdtemp(prefix="tablebox-net-bench-"))
        hosted = []
        for number in range(games):
            seats = [Seat(name) for name in NAMES]
            save = folder / f"game-{number}.json"
            match = Match.start(GAME, seats, seed=number, save_path=save)
            hosted.append(HostedGame.of(match, computer_pause=0))
        server = NetServer(hosted, Throttle())
        port = await server.start("127.0.0.1", 0)
        pipe.send((port, [game.codes for game in hosted]))
        await asyncio.Event().wait()

    asyncio.run(serve())


def start_host(games: int) -> tuple[multiprocessing.Process, int, list[list[str | None]]]:
    """A host process serving ``games`` games: it, its port, and each game's codes."""
    ours, theirs = multiprocessing.Pipe()
    process = multiprocessing.Process(target=_host, args=(games, theirs), daemon=True)
    process.start()
    if not ours.poll(60):
        process.kill()
        raise SystemExit("the host did not start")
    port, codes = ours.recv()
    return process, port, codes


@dataclass
class Table:
    """The five players of one game, and the times of its moves."""

    players: list[RemoteMatch]
    rng: random.Random
    sent: dict[int, float] = field(default_factory=dict)
    """Action count before a move -> when it was sent."""
    arrivals: dict[int, list[float]] = field(default_factory=dict)
    """Action count before a move -> how long each player took to have it, seconds."""
    mover_of: dict[int, int] = field(default_factory=dict)
    """Action count before a move -> the seat that made it."""
    own: list[float] = field(default_factory=list)
    """The mover's round trips, seconds."""
    others: list[float] = field(default_factory=list)
    """Each other player's move-to-view times, seconds."""
    changed: asyncio.Event = field(default_factory=asyncio.Event)

    def listen(self, player: RemoteMatch) -> Any:
        def heard(message: Any) -> None:
            if not isinstance(message, Update):
                return
            now = time.perf_counter()
            made = message.actions
            started = self.sent.get(made - 1)
            if started is not None:
                took = now - started
                self.arrivals.setdefault(made - 1, []).append(took)
                mover = self.mover_of.get(made - 1)
                (self.own if player.seat == mover else self.others).append(took)
            self.changed.set()

        return heard

    async def play(self, moves: int, think: tuple[float, float] = (0.0, 0.0)) -> None:
        """Make ``moves`` moves (or to the end), each after ``think`` seconds (a range)."""
        for _ in range(moves):
            player = self.acting()
            if player is None:
                if not self.players or self.players[0].is_over:
                    return
                # A seat played elsewhere (a drawn table's) moves: wait until it has.
                made = len(self.players[0].actions)
                await self._all_past(made)
                continue
            if think[1] > 0:
                await asyncio.sleep(self.rng.uniform(*think))
            view: Any = player.view()
            made = len(player.actions)
            option = self.rng.choice(view.decision.allowed)
            self.sent[made] = time.perf_counter()
            self.mover_of[made] = player.seat
            player.act(player.seat, option.action)
            await self._all_past(made)

    async def _all_past(self, made: int) -> None:
        """Until every player here has the move made after ``made`` actions."""
        while not all(len(p.actions) > made for p in self.players):
            self.changed.clear()
            await self.changed.wait()

    def acting(self) -> RemoteMatch | None:
        for player in self.players:
            if player.is_over:
                return None
            if player.seat in player.acting_seats():
                return player
        return None


async def join(port: int, codes: list[str | None], seed: int) -> Table:
    players = [await RemoteMatch.join(f"127.0.0.1:{port}", code or "") for code in codes]
    table = Table(players, random.Random(seed))
    for player in players:
        player.start(table.listen(player))
    return table


def milliseconds(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"
