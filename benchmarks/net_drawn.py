"""A real table among the benchmark's players: the app, in a process of its own (as a player's
terminal is), joins one seat through its Join screen as ``tablebox join`` does, and notes when
each move is *painted* on its screen.

Painted means the moment Textual's compositor has rendered the frame that holds the move and
turned it into the bytes a terminal is sent: the app's ``_display`` (called with each frame
the screen's compositor renders) is wrapped, and in headless mode, where Textual renders the
frame but skips writing it, the wrapper makes the terminal bytes itself so that the cost is
counted. A frame holds the moves the table has drawn (``MatchScreen.show`` runs synchronously
when an update arrives, and its widgets are repainted in the next frame).

The table's own seat moves by the table's ``submit`` (what a key does) once its turn is
painted, choosing at random among what its view allows.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import os
import random
import tempfile
import time
from multiprocessing.connection import Connection
from typing import Any

STOP_WAIT = 10.0
"""How long, after the last move, the table may take to paint it."""


def _table(port: int, code: str, size: tuple[int, int], seed: int, pipe: Connection) -> None:
    folder = tempfile.mkdtemp(prefix="tablebox-net-drawn-")
    os.environ["TABLEBOX_SAVE_DIR"] = os.path.join(folder, "saves")
    os.environ["TABLEBOX_CONFIG_DIR"] = os.path.join(folder, "config")
    painted, arrived = asyncio.run(_play(port, code, size, random.Random(seed), pipe))
    pipe.send((painted, arrived))


async def _play(
    port: int, code: str, size: tuple[int, int], rng: random.Random, pipe: Connection
) -> tuple[dict[int, float], dict[int, float]]:
    from textual._compositor import CompositorUpdate

    from tablebox.app import TableboxApp
    from tablebox.net.protocol import Update
    from tablebox.screens.join import JoinScreen
    from tablebox.screens.match_screen import MatchScreen

    painted: dict[int, float] = {}
    """Actions made -> when the frame showing the last of them was painted."""
    arrived: dict[int, float] = {}
    """Actions made -> when the update saying so reached the table's connection."""
    covered: set[int] = set()
    """Actions made while a screen covered the table (the deal's summary): not timed."""
    frame = asyncio.Event()
    app = TableboxApp(language="en")
    async with app.run_test(size=size) as pilot:
        await pilot.press("j")
        form = app.screen
        assert isinstance(form, JoinScreen)
        form.query_one("#join-address").value = f"127.0.0.1:{port}"  # type: ignore[attr-defined]
        form.query_one("#join-code").value = code  # type: ignore[attr-defined]
        form.query_one("#join-code").focus()
        await pilot.press("enter")
        while not isinstance(app.screen, MatchScreen):
            await asyncio.sleep(0.01)
        table: Any = app.screen
        match = table.match
        display, take = app._display, match.take

        def timed_display(screen: Any, renderable: Any) -> None:
            display(screen, renderable)
            if renderable is None or app._batch_count:
                return
            if isinstance(renderable, CompositorUpdate):
                renderable.render_segments(app.console)  # the bytes a terminal would get
            now = time.perf_counter()
            for made in range(table._shown[0] + 1):
                painted.setdefault(made, now)
            frame.set()

        def timed_take(message: Any) -> None:
            if isinstance(message, Update):
                arrived.setdefault(message.actions, time.perf_counter())
                if app.screen is not table:
                    covered.add(message.actions)
            take(message)

        app._display = timed_display  # type: ignore[method-assign]
        match.take = timed_take
        await pilot.pause()
        pipe.send("ready")
        moved_at = -1
        while not pipe.poll():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(frame.wait(), 0.02)
            frame.clear()
            if app.screen is not table:
                await pilot.press("enter")  # the deal's summary read: on to the next deal
                continue
            made = len(match.actions)
            mine = match.seat in match.acting_seats() and not match.is_over
            if mine and made != moved_at and painted.get(made) is not None:
                moved_at = made
                table.submit(rng.choice(match.view().decision.allowed).action)
        last: int = pipe.recv()
        deadline = time.perf_counter() + STOP_WAIT
        while last not in painted and time.perf_counter() < deadline:
            await asyncio.sleep(0.01)
        await match.aclose()
    for made in covered:
        painted.pop(made, None)
    return painted, arrived


def start_table(
    port: int, code: str, size: tuple[int, int], seed: int = 7
) -> tuple[multiprocessing.Process, Connection]:
    """The table's process, joined and ready to play, and the pipe to it: send it the number of
    actions made when the moves are over; it answers with its painted and arrived times."""
    ours, theirs = multiprocessing.Pipe()
    process = multiprocessing.Process(
        target=_table, args=(port, code, size, seed, theirs), daemon=True
    )
    process.start()
    if not ours.poll(60) or ours.recv() != "ready":
        process.kill()
        raise SystemExit("the table did not join")
    return process, ours
