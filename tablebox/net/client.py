"""A websocket to a host, for one seat (aiohttp's client).

:func:`connect` opens it with the seat's code and returns once the host has welcomed it (or
raises :class:`JoinRefused` with the host's reason, :class:`HostUnreachable` when there is no
host to ask). Messages then come one by one from :meth:`Connection.receive`.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl
from typing import Any
from urllib.parse import urlsplit

import aiohttp
from pydantic import ValidationError

from tablebox.engine import Message
from tablebox.net import DEFAULT_PORT
from tablebox.net.protocol import (
    MAX_SERVER_MESSAGE,
    PATH,
    PROTOCOL_VERSION,
    SERVER_MESSAGE,
    Closing,
    Hello,
    Update,
    Welcome,
)

CONNECT_TIMEOUT = 10.0

ServerMessage = Any
"""One of :data:`tablebox.net.protocol.ServerMessage`."""


class JoinRefused(Exception):
    """The host refused, and said why (``reason``), or could not be understood."""

    def __init__(self, reason: Message) -> None:
        super().__init__(reason.key)
        self.reason = reason


class HostUnreachable(JoinRefused):
    """No host answered at the address."""


def url_of(address: str, secure: bool = False) -> str:
    """The websocket address of a host given as ``host``, ``host:port``, ``[v6]:port`` or a
    whole ``ws://`` / ``wss://`` address."""
    text = address.strip()
    if "://" not in text:
        text = f"{'wss' if secure else 'ws'}://{text}"
    parts = urlsplit(text)
    if parts.scheme not in ("ws", "wss") or not parts.hostname:
        raise ValueError(f"not a host's address: {address!r}")
    port = parts.port or DEFAULT_PORT
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    return f"{parts.scheme}://{host}:{port}{parts.path or PATH}"


def trusting(certificate: str | None) -> ssl.SSLContext | None:
    """A TLS context that trusts ``certificate`` (a host's own, self-signed), or None for the
    system's authorities."""
    if certificate is None:
        return None
    context = ssl.create_default_context(cafile=certificate)
    return context


class Connection:
    """A seat's websocket to its host."""

    def __init__(self, session: aiohttp.ClientSession, socket: aiohttp.ClientWebSocketResponse):
        self._session = session
        self._socket = socket
        self.closed = False

    async def send(self, message: Any) -> None:
        """Send a message of the protocol (nothing, once the connection is gone)."""
        if self.closed or self._socket.closed:
            return
        with contextlib.suppress(ConnectionError, RuntimeError):
            await self._socket.send_str(message.model_dump_json())

    async def send_raw(self, data: str | bytes) -> None:
        """Send a frame as it is (tests of what the host does with a bad one)."""
        if isinstance(data, bytes):
            await self._socket.send_bytes(data)
        else:
            await self._socket.send_str(data)

    async def receive(self) -> ServerMessage | None:
        """The next message; None once the connection is closed (the host gone, or closed
        here)."""
        while True:
            frame = await self._socket.receive()
            if frame.type != aiohttp.WSMsgType.TEXT:
                if frame.type in (aiohttp.WSMsgType.PING, aiohttp.WSMsgType.PONG):
                    continue
                return None
            try:
                return SERVER_MESSAGE.validate_json(frame.data)
            except ValidationError:
                return Closing(reason=Message("net.host-malformed"))

    async def close(self) -> None:
        self.closed = True
        with contextlib.suppress(Exception):
            await self._socket.close()
        with contextlib.suppress(Exception):
            await self._session.close()


async def open_socket(address: str, ssl_context: ssl.SSLContext | None = None) -> Connection:
    """A websocket to the host at ``address``, before any message (:func:`connect` joins)."""
    url = url_of(address)
    session = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=None))
    try:
        socket = await session.ws_connect(
            url,
            max_msg_size=MAX_SERVER_MESSAGE,
            timeout=aiohttp.ClientWSTimeout(ws_close=5.0),
            ssl=ssl_context if ssl_context is not None else True,
            heartbeat=20.0,
            autoping=True,
        )
    except (TimeoutError, aiohttp.ClientError, OSError) as error:
        await session.close()
        problem = str(error) or type(error).__name__
        raise HostUnreachable(
            Message("net.unreachable", {"address": address, "problem": problem})
        ) from None
    return Connection(session, socket)


async def connect(
    address: str, code: str, ssl_context: ssl.SSLContext | None = None
) -> tuple[Connection, Welcome, Update]:
    """Join the host at ``address`` with a seat's ``code``: the connection, the host's welcome
    and the table as that seat sees it. Raises :class:`JoinRefused` with the host's reason."""
    connection = await open_socket(address, ssl_context)
    try:
        await connection.send(Hello(version=PROTOCOL_VERSION, code=code[:200]))
        welcome = await asyncio.wait_for(connection.receive(), CONNECT_TIMEOUT + 60)
        if isinstance(welcome, Closing):
            raise JoinRefused(welcome.reason)
        if not isinstance(welcome, Welcome):
            raise JoinRefused(Message("net.host-malformed"))
        update = await asyncio.wait_for(connection.receive(), CONNECT_TIMEOUT)
        if not isinstance(update, Update):
            raise JoinRefused(Message("net.host-malformed"))
    except BaseException:
        await connection.close()
        raise
    return connection, welcome, update
