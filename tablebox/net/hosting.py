"""Starting a host: a server for one match, in this process (``tablebox host``) or beside a
terminal's own table in a thread (a host who plays a seat too).

The host saves after every action (the match does), so stopping it, or killing it, loses
nothing; restarting it on the save gives every seat its code back (kept beside the save).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import signal
import ssl
import threading
from collections.abc import Callable
from dataclasses import dataclass

from tablebox.catalog import Catalog
from tablebox.controller import Match
from tablebox.engine import Message
from tablebox.net import DEFAULT_PORT
from tablebox.net.server import HostedGame, NetServer, RefusalNotice

LOOPBACK = ("127.0.0.1", "::1", "localhost")
DEFAULT_BIND = "127.0.0.1"
"""This machine only: another address is the host's explicit choice, and said so."""


@dataclass(frozen=True)
class HostSettings:
    bind: str = DEFAULT_BIND
    port: int = DEFAULT_PORT
    cert: str | None = None
    key: str | None = None
    computer_pause: float = 0.4

    @property
    def secure(self) -> bool:
        return self.cert is not None

    def ssl_context(self) -> ssl.SSLContext | None:
        """The server's TLS context (``--cert/--key``), or None for plain websockets. Raises
        OSError or ssl.SSLError for files that cannot be used."""
        if self.cert is None:
            return None
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        context.load_cert_chain(self.cert, self.key)
        return context

    def address(self, port: int) -> str:
        """What players type to join: ``host:port`` (``wss://`` first with TLS)."""
        host = f"[{self.bind}]" if ":" in self.bind else self.bind
        if host in ("0.0.0.0", "[::]", ""):
            import socket

            host = socket.gethostname()
        return f"{'wss://' if self.secure else ''}{host}:{port}"

    def local_address(self, port: int) -> str:
        """Where a seat played at the host's own terminal connects."""
        host = "127.0.0.1" if self.bind in ("0.0.0.0", "", "localhost") else self.bind
        host = "[::1]" if host == "::" else (f"[{host}]" if ":" in host else host)
        return f"{'wss' if self.secure else 'ws'}://{host}:{port}"

    def local_ssl(self) -> ssl.SSLContext | None:
        """TLS for the host's own seat: its own certificate trusted, whatever name it bears
        (the seat connects by this machine's address)."""
        if self.cert is None:
            return None
        context = ssl.create_default_context(cafile=self.cert)
        context.check_hostname = False
        return context


def game_title(match: Match, catalog: Catalog) -> str:
    """The game's title in the catalog's language (the rules' own where it has none)."""
    key = f"ui.title.{match.game_id}"
    return catalog.text(key) if catalog.template(key) is not None else match.rules.title


def announcement(
    match: Match, game: HostedGame, settings: HostSettings, port: int, catalog: Catalog
) -> list[str]:
    """What the host prints: where to join, each human seat's code, and what is open."""
    address = settings.address(port)
    title = game_title(match, catalog)
    lines = [catalog.text(Message("net.cli-hosting", {"game": title, "address": address}))]
    if settings.bind in LOOPBACK:
        lines.append(catalog.text("net.cli-loopback"))
    else:
        lines.append(catalog.text(Message("net.cli-open", {"bind": settings.bind})))
        if not settings.secure:
            lines.append(catalog.text("net.cli-plain"))
    for seat, code in enumerate(game.codes):
        if code is not None:
            lines.append(catalog.text(Message("net.cli-code", {"seat": seat, "code": code})))
    lines.append(catalog.text(Message("net.cli-join-with", {"address": address})))
    lines.append(catalog.text("net.cli-stop"))
    return lines


async def serve_until_stopped(
    game: HostedGame,
    settings: HostSettings,
    announce: Callable[[int], None],
    stop: asyncio.Event | None = None,
    notice: RefusalNotice | None = None,
) -> None:
    """Serve ``game`` until Ctrl+C or SIGTERM (or ``stop`` is set); then the players are told
    the host has left, and the match is closed (its last move was saved when made).
    ``notice`` tells of connections that could not be taken."""
    server = NetServer([game], notice=notice)
    port = await server.start(settings.bind, settings.port, settings.ssl_context())
    stop = stop or asyncio.Event()
    loop = asyncio.get_running_loop()
    for number in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop.add_signal_handler(number, stop.set)
    announce(port)
    try:
        await stop.wait()
    finally:
        await server.stop(Message("net.host-left"))


class HostThread:
    """A host served from a thread of its own (its own event loop), beside a table drawn in
    this process: the host's own seat joins it like any other."""

    def __init__(self, game: HostedGame, settings: HostSettings) -> None:
        self.game = game
        self.settings = settings
        self.port: int | None = None
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="tablebox host")
        self._thread.daemon = True
        self._server = NetServer([game])
        self._stopped = False

    def start(self) -> int:
        """Listen; returns the port (raises OSError, ssl.SSLError as the server would)."""
        self._thread.start()
        context = self.settings.ssl_context()
        started = asyncio.run_coroutine_threadsafe(
            self._server.start(self.settings.bind, self.settings.port, context), self._loop
        )
        try:
            self.port = started.result(timeout=15)
        except BaseException:
            self.stop()
            raise
        return self.port

    def stop(self) -> None:
        """Tell the players the host has left, close the match and the thread (once)."""
        if self._stopped:
            return
        self._stopped = True
        if self._loop.is_running():
            stopping = asyncio.run_coroutine_threadsafe(self._server.stop(), self._loop)
            with contextlib.suppress(concurrent.futures.TimeoutError, Exception):
                stopping.result(timeout=10)
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(timeout=10)
        else:
            self.game.match.close()
        if not self._loop.is_running():
            self._loop.close()
