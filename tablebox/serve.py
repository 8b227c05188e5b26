"""``tablebox serve``: the games in a web browser, through textual-serve (the ``web`` extra).

The server answers on ``http://HOST:PORT``. Every browser tab that opens the page gets its own
``python -m tablebox`` (the main menu), run by textual-serve with Textual's web driver and drawn
by the page's terminal. The app runs on this machine with this process's environment and working
folder, so ``TABLEBOX_SAVE_DIR`` (and everything else set for the server) holds for every tab:
games started in a browser are saved where ``tablebox`` would save them.

textual-serve is imported only when serving, so this module loads without the extra and the
``serve`` command can say how to install it.
"""

from __future__ import annotations

import asyncio
import shlex
import socket
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tablebox.catalog import Catalog
from tablebox.engine import Message

if TYPE_CHECKING:
    from aiohttp import web

DEFAULT_HOST = "127.0.0.1"
"""This machine only; another address lets anyone who reaches it on the network play."""
DEFAULT_PORT = 8000

_WILDCARDS = ("", "0.0.0.0", "::")


def app_command() -> str:
    """The shell command textual-serve runs for each browser session: this Python's tablebox."""
    return f"{shlex.quote(sys.executable)} -m tablebox"


def default_public_url(host: str, port: int) -> str:
    """The address browsers are told to use (the page's websocket points there too): the host
    itself, bracketed if it is an IPv6 address; for a wildcard host (all interfaces) this
    machine's name, since ``0.0.0.0`` is no address a browser elsewhere can reach."""
    name = socket.gethostname() if host in _WILDCARDS else host
    if ":" in name:
        name = f"[{name}]"
    return f"http://{name}:{port}"


def serve(
    host: str = DEFAULT_HOST,
    port: int = DEFAULT_PORT,
    public_url: str | None = None,
    words: Catalog | None = None,
) -> int:
    """Serve the app until interrupted (Ctrl+C or SIGTERM); returns the exit status: 0, 2 when
    textual-serve is not installed, 1 when the address cannot be used. ``words``: the catalog
    of the lines printed (English if None)."""
    say = (words or Catalog()).text
    try:
        from textual_serve.server import Server
    except ImportError:
        print(say("cli.serve-needs-web"), file=sys.stderr)
        return 2

    try:  # before anything is printed: a port in use is the usual reason serving fails
        _check_address(host, port)
    except OSError as error:
        return _cannot_serve(host, port, error, say)
    url = public_url.rstrip("/") if public_url else default_public_url(host, port)

    class TableboxServer(Server):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.sessions: set[asyncio.Task[Any]] = set()
            """The requests serving a browser session (its websocket), each running one app."""

        async def on_startup(self, app: web.Application) -> None:
            # In place of textual-serve's banner: one line naming the address to open.
            print(say(Message("cli.serving", {"url": self.public_url})))
            sys.stdout.flush()

        async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
            task = asyncio.current_task()
            assert task is not None  # aiohttp handles every request in a task
            self.sessions.add(task)
            try:
                return await super().handle_websocket(request)
            finally:
                self.sessions.discard(task)

        async def on_shutdown(self, app: web.Application) -> None:
            # textual-serve leaves open sessions running, and the server then waits (for a long
            # while) on each open tab. Cancelled, a session tells its app to quit, waits for it
            # and closes the websocket (the page says "Session ended").
            for task in list(self.sessions):
                task.cancel()

    server = TableboxServer(app_command(), host=host, port=port, title="tablebox", public_url=url)
    try:
        server.serve()
    except OSError as error:  # the port was taken meanwhile, ...
        return _cannot_serve(host, port, error, say)
    return 0


def _check_address(host: str, port: int) -> None:
    """Raise OSError if ``host:port`` cannot be listened on (taken, or not this machine's). The
    server binds again afterwards, as aiohttp does, with SO_REUSEADDR."""
    family, kind, proto, _, address = socket.getaddrinfo(
        host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
    )[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        probe.bind(address)


def _cannot_serve(host: str, port: int, error: OSError, say: Callable[[Message], str]) -> int:
    reason = error.strerror or str(error)
    where = f"{host}:{port}"
    print(say(Message("cli.cannot-serve", {"where": where, "reason": reason})), file=sys.stderr)
    return 1
