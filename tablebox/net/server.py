"""The host: matches held on this machine, played by players over websockets (aiohttp).

A :class:`HostedGame` holds one :class:`~tablebox.controller.Match` (which checks every action by
the rules and saves after each, as at one keyboard) and the seats' join codes. A
:class:`NetServer` serves one or more of them on one address: a player's first message names a
seat by its code, and from then on that connection sees and acts for that seat only.

What the host guards:

- a seat is reached only with its code: a code is checked as soon as it comes, the right one
  welcomed at once, and a wrong one answered ever more slowly for its address
  (:class:`Throttle`), with only so many refusals held per address at a time;
- a connection says which seat it plays within :data:`HELLO_TIMEOUT` seconds of opening,
  whatever it sends meanwhile, and one that does not finish its TLS handshake, or then its
  HTTP request, within :data:`REQUEST_TIMEOUT` seconds each is closed (a half-open connection
  holds a descriptor);
- every action is checked by the rules here, whatever a player's program sends;
- a seat is sent its own view and the log lines it may read, never another seat's;
- a message over :data:`~tablebox.net.protocol.MAX_CLIENT_MESSAGE` (aiohttp's own limit
  included) or one that is not a message of the protocol, read strictly, is answered with the
  reason and the connection closed.

Computer seats think here (in a thread: the others' messages are served meanwhile), and only
while every human seat is connected: the game waits for a player who is away.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import gc
import ssl
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSCloseCode, WSMsgType, web
from pydantic import ValidationError

from tablebox.catalog import Catalog
from tablebox.controller import Match
from tablebox.engine import IllegalAction, Message, Param
from tablebox.net import DEFAULT_PORT
from tablebox.net import codes as join_codes
from tablebox.net.protocol import (
    CLIENT_MESSAGE,
    MAX_CLIENT_MESSAGE,
    PATH,
    PROTOCOL_VERSION,
    Act,
    AnswerTakeBack,
    AskTakeBack,
    Closing,
    Hello,
    Presence,
    Refused,
    SeatInfo,
    TakeBackAsked,
    TakeBackEnded,
    Update,
    Welcome,
)

HELLO_TIMEOUT = 30.0
"""Seconds a new connection has to say which seat it is (one deadline: pings and pongs meanwhile
do not put it off)."""
REQUEST_TIMEOUT = 5.0
"""Seconds a connection has to finish its TLS handshake (with ``--cert``), and then to send its
whole HTTP request (the websocket's opening)."""
HEARTBEAT = 20.0
"""Seconds between pings: a player whose connection died silently is marked away."""


class ProtocolProblem(Exception):
    """A message the host will not read: ``reason`` says why (the connection is closed)."""

    def __init__(self, reason: Message) -> None:
        super().__init__(reason.key)
        self.reason = reason


class Throttle:
    """Wrong join codes from one address are answered ever more slowly: the ``n``-th wrong code
    from an address is refused after ``base * 2**(n-1)`` seconds (at most ``limit``).
    Only the refusals wait: every code is checked as it comes, so the right one is welcomed at
    once even while wrong ones from its address (another player behind the same router, or an
    attacker) wait. At most ``waiting`` refusals are held per address; a wrong code beyond
    them is refused at once, and told so. An address is forgiven after ``forget`` seconds
    without a wrong code."""

    def __init__(
        self, base: float = 0.5, limit: float = 30.0, forget: float = 600.0, waiting: int = 8
    ) -> None:
        self.base, self.limit, self.forget, self.waiting = base, limit, forget, waiting
        self._failures: dict[str, tuple[int, float]] = {}
        self._held: dict[str, int] = {}

    def failed(self, peer: str) -> float:
        """Count a wrong code from ``peer``; returns the seconds its refusal waits."""
        count, last = self._failures.get(peer, (0, 0.0))
        now = time.monotonic()
        if now - last > self.forget:
            count = 0
        count += 1
        self._failures[peer] = (count, now)
        if len(self._failures) > 4096:  # many addresses: those forgiven already are dropped
            self._failures = {
                where: seen
                for where, seen in self._failures.items()
                if now - seen[1] <= self.forget
            }
        return min(self.base * 2.0 ** (count - 1), self.limit)

    def hold(self, peer: str) -> bool:
        """Hold one more refusal for ``peer``, unless it has ``waiting`` held already."""
        held = self._held.get(peer, 0)
        if held >= self.waiting:
            return False
        self._held[peer] = held + 1
        return True

    def release(self, peer: str) -> None:
        held = self._held.get(peer, 0) - 1
        if held > 0:
            self._held[peer] = held
        else:
            self._held.pop(peer, None)

    def held(self, peer: str) -> int:
        """How many refusals for ``peer`` wait now."""
        return self._held.get(peer, 0)


OUT_OF_RESOURCES = (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM)
"""Why a connection cannot be taken (no descriptor left, ...): told, never as a traceback."""


class RefusalNotice:
    """Connections the host could not take, told at most once per ``every`` seconds (the first
    at once, then how many since), however fast they come."""

    def __init__(self, tell: Callable[[Message], None] | None = None, every: float = 60.0) -> None:
        self.tell = tell or _to_stderr
        self.every = every
        self._last: float | None = None
        self._since = 0

    def refused(self, problem: str) -> None:
        now = time.monotonic()
        if self._last is not None and now - self._last < self.every:
            self._since += 1
            return
        since, self._last, self._since = self._since, now, 0
        if since == 0:
            self.tell(Message("net.cli-refused", {"problem": problem}))
        else:
            self.tell(Message("net.cli-refused-again", {"n": since + 1, "problem": problem}))


def _to_stderr(message: Message) -> None:
    print(Catalog().text(message), file=sys.stderr, flush=True)


@dataclass(eq=False)
class Player:
    """One connection, playing one seat."""

    seat: int
    socket: web.WebSocketResponse
    events_sent: int = 0
    takebacks_seen: int = 0

    async def send(self, message: Any) -> None:
        with contextlib.suppress(ConnectionError, RuntimeError):  # closing: it is away now
            await self.socket.send_str(message.model_dump_json())


@dataclass
class TakeBackRequest:
    seat: int
    waiting: set[int]
    revision: tuple[int, int]


@dataclass(eq=False)
class HostedGame:
    """One match served to its players (see the module's docstring)."""

    match: Match
    codes: list[str | None]
    """Per seat: its join code (None for a computer's seat)."""
    computer_pause: float = 0.4
    """Seconds between a computer's move and the next, so players can follow them."""
    players: dict[int, Player] = field(default_factory=dict)
    request: TakeBackRequest | None = None
    changing: asyncio.Lock = field(default_factory=asyncio.Lock)
    """Held while the match changes: a change (and its autosave, in a thread, so that other
    games are served meanwhile) is made whole before anyone reads the match again."""
    _computers: asyncio.Task[None] | None = None
    _cancel: threading.Event | None = None
    closed: bool = False

    @classmethod
    def of(cls, match: Match, computer_pause: float = 0.4) -> HostedGame:
        """Serve ``match``, with the codes kept beside its save (new ones if none)."""
        humans = [seat.is_human for seat in match.seats]
        return cls(match, join_codes.codes_for(match.save_path, humans), computer_pause)

    @property
    def humans(self) -> list[int]:
        return [seat for seat, who in enumerate(self.match.seats) if who.is_human]

    def away(self) -> list[int]:
        """The human seats nobody is playing now."""
        return [seat for seat in self.humans if seat not in self.players]

    def revision(self) -> tuple[int, int]:
        return len(self.match.actions), len(self.match.takebacks)

    # -- players coming and going ------------------------------------------------------------

    async def join(self, player: Player) -> None:
        """``player`` now plays its seat (a connection already on it is closed: the seat is
        played from one place). It is told of changes only once it has the table."""
        seats = [SeatInfo(name=s.name, kind=s.kind, bot=s.bot) for s in self.match.seats]
        async with self.changing:
            await player.send(Welcome(game=self.match.game_id, seat=player.seat, seats=seats))
            await player.send(self.update_for(player))
            old = self.players.get(player.seat)
            self.players[player.seat] = player
        if old is not None:
            await old.send(Closing(reason=Message("net.joined-elsewhere")))
            await old.socket.close()
        await self._tell_presence()
        request = self.request
        if request is not None:
            waiting = sorted(request.waiting)
            await player.send(TakeBackAsked(seat=request.seat, waiting=waiting))
        self.play_computers()

    async def leave(self, player: Player) -> None:
        if self.players.get(player.seat) is player and not self.closed:
            del self.players[player.seat]
            await self._tell_presence()

    async def _tell_presence(self) -> None:
        await self._to_all(Presence(away=self.away()))

    # -- what a player asks --------------------------------------------------------------------

    async def handle(self, player: Player, message: Act | AskTakeBack | AnswerTakeBack) -> None:
        if self.closed:
            return
        if isinstance(message, Act):
            await self.act(player, message.action)
        elif isinstance(message, AskTakeBack):
            await self.ask_take_back(player)
        else:
            await self.answer_take_back(player, message.agree)

    async def act(self, player: Player, action: str) -> None:
        """The rules decide: a refused action is answered with the reason, nothing changes."""
        async with self.changing:
            if self.closed:  # the host stopped while this waited its turn
                return
            try:
                await asyncio.to_thread(self.match.act, player.seat, action)
            except IllegalAction as refused:
                await player.send(Refused(reason=refused.message))
                return
            await self._broadcast()
        self.play_computers()

    async def ask_take_back(self, player: Player) -> None:
        async with self.changing:  # the match's history is read: not while it changes
            asked = self.request.seat if self.request is not None else None
            refusal = (
                Message("net.takeback-pending", {"seat": asked})
                if asked is not None
                else self.match.takeback_refusal(player.seat)
            )
        if refusal is not None:
            await player.send(Refused(reason=refusal))
            return
        others = {seat for seat in self.humans if seat != player.seat}
        if not others:
            await self._take_back(player.seat)
            return
        self.request = TakeBackRequest(player.seat, others, self.revision())
        await self._to_all(TakeBackAsked(seat=player.seat, waiting=sorted(others)))

    async def answer_take_back(self, player: Player, agree: bool) -> None:
        request = self.request
        if request is None or player.seat not in request.waiting:
            await player.send(Refused(reason=Message("net.takeback-not-asked")))
            return
        if not agree:
            self.request = None
            await self._to_all(TakeBackEnded(seat=request.seat, done=False, by=player.seat))
            return
        request.waiting.discard(player.seat)
        if request.waiting:
            await self._to_all(TakeBackAsked(seat=request.seat, waiting=sorted(request.waiting)))
        else:
            await self._take_back(request.seat)

    async def _take_back(self, seat: int) -> None:
        self.request = None
        self._stop_thinking()
        async with self.changing:
            if self.closed:
                return
            try:
                await asyncio.to_thread(self.match.take_back, seat)
            except IllegalAction as refused:  # something changed since it was asked
                await self._to_all(TakeBackEnded(seat=seat, done=False))
                player = self.players.get(seat)
                if player is not None:
                    await player.send(Refused(reason=refused.message))
                return
            await self._to_all(TakeBackEnded(seat=seat, done=True))
            await self._broadcast()
        self.play_computers()

    # -- after every change ----------------------------------------------------------------------

    def update_for(self, player: Player) -> Update:
        """The table as ``player``'s seat sees it, with the log lines it has not had yet."""
        match, seat = self.match, player.seat
        events = match.visible_events(seat)
        start = player.events_sent
        if player.takebacks_seen != len(match.takebacks) or start > len(events):
            start = 0  # a take-back rewrote the log: send it whole
        player.events_sent, player.takebacks_seen = len(events), len(match.takebacks)
        return Update(
            actions=len(match.actions),
            takebacks=len(match.takebacks),
            view=match.view(seat),
            events_from=start,
            events=events[start:],
            status=match.status_message(),
            takeback_refusal=match.takeback_refusal(seat),
        )

    async def _to_all(self, message: Any) -> None:
        await asyncio.gather(*(p.send(message) for p in list(self.players.values())))

    # -- computer seats --------------------------------------------------------------------------

    def play_computers(self) -> None:
        """Let the computers move, if it is their turn and nobody is away (unless they are)."""
        if self._computers is None or self._computers.done():
            self._computers = asyncio.create_task(self._computers_move())

    async def _computers_move(self) -> None:
        while not self.closed and not self.away():
            step = self.match.next_step()
            if step.kind != "computer" or step.seat is None:
                return
            revision = self.revision()
            cancel = self._cancel = threading.Event()
            choice = await asyncio.to_thread(self.match.think, step.seat, cancel)
            async with self.changing:
                if self._stale(cancel, revision):
                    continue  # a take-back came first: think again from where the game is
                await asyncio.to_thread(self.match.act, step.seat, choice)
                await self._broadcast()
            if self.computer_pause > 0:
                await asyncio.sleep(self.computer_pause)

    async def _broadcast(self) -> None:
        """Tell every player the table as they see it; a take-back asked before is void now."""
        request = self.request
        if request is not None and request.revision != self.revision():
            self.request = None
            await self._to_all(TakeBackEnded(seat=request.seat, done=False))
        await asyncio.gather(*(p.send(self.update_for(p)) for p in list(self.players.values())))

    def _stale(self, cancel: threading.Event, revision: tuple[int, int]) -> bool:
        """Whether a computer's choice came too late: dropped, the game closed or changed."""
        return cancel.is_set() or self.closed or revision != self.revision()

    def _stop_thinking(self) -> None:
        if self._cancel is not None:
            self._cancel.set()

    # -- the end -----------------------------------------------------------------------------------

    async def close(self, reason: Message) -> None:
        """Tell every player why the game stops here, close their connections and the match
        (its last move is saved already)."""
        if self.closed:
            return
        self.closed = True
        self._stop_thinking()
        for player in list(self.players.values()):
            await player.send(Closing(reason=reason))
            with contextlib.suppress(Exception):
                await player.socket.close(code=WSCloseCode.GOING_AWAY)
        self.players.clear()
        if self._computers is not None:
            # Not cancelled: a move the computers are making runs in a thread that cannot be
            # stopped, so their loop is let to see ``closed`` (a search stops at its flag).
            with contextlib.suppress(Exception):
                await self._computers
        async with self.changing:  # a move being made now is finished, and saved, first
            self.match.close()


class NetServer:
    """Serves :class:`HostedGame` s on one address (see the module's docstring)."""

    def __init__(
        self,
        games: Sequence[HostedGame],
        throttle: Throttle | None = None,
        hello_timeout: float = HELLO_TIMEOUT,
        request_timeout: float = REQUEST_TIMEOUT,
        heartbeat: float = HEARTBEAT,
        notice: RefusalNotice | None = None,
    ) -> None:
        self.games = list(games)
        self.notice = notice or RefusalNotice()
        self.throttle = throttle or Throttle()
        self.hello_timeout, self.request_timeout = hello_timeout, request_timeout
        self.heartbeat = heartbeat
        self.app = web.Application()
        self.app.router.add_get(PATH, self._websocket)
        self._runner: web.AppRunner | None = None
        self._listening: asyncio.Server | None = None
        self._unwatch: Callable[[], None] = lambda: None
        self.port: int | None = None
        self.sockets: set[web.WebSocketResponse] = set()
        """Every open connection, a seat's or one yet to give its code."""

    async def start(
        self, host: str, port: int = DEFAULT_PORT, ssl_context: ssl.SSLContext | None = None
    ) -> int:
        """Listen on ``host:port`` (port 0: any free one); returns the port. Raises OSError."""
        # What is alive now (the matches, the rules' tables, aiohttp) lives as long as the host:
        # the collector's full passes need not walk it again (unfrozen, they cost a move now
        # and then tens of milliseconds, as at the table: see MatchScreen.on_mount).
        gc.freeze()
        self._watch_accepting(asyncio.get_running_loop())
        # aiohttp's keep-alive timeout also runs from a connection's opening until its first
        # request is whole: a connection that never finishes its request is closed then.
        self._runner = web.AppRunner(
            self.app,
            handle_signals=False,
            access_log=None,
            shutdown_timeout=5.0,
            keepalive_timeout=self.request_timeout,
        )
        await self._runner.setup()
        assert self._runner.server is not None
        # Listened on here, not through aiohttp's TCPSite: it gives the TLS handshake no
        # deadline of its own (asyncio's default is 60 s), and a client that never finishes
        # it would hold a descriptor that long. Closed quietly when late (asyncio logs it
        # only in debug mode): no traceback, and nothing to tell.
        self._listening = await asyncio.get_running_loop().create_server(
            self._runner.server,
            host,
            port,
            ssl=ssl_context,
            ssl_handshake_timeout=self.request_timeout if ssl_context is not None else None,
        )
        sockets = self._listening.sockets
        self.port = sockets[0].getsockname()[1] if sockets else port
        return self.port

    async def stop(self, reason: Message | None = None) -> None:
        """Close every game (each player told ``reason``: the host has left) and stop."""
        reason = reason or Message("net.host-left")
        for game in self.games:
            await game.close(reason)
        for socket in list(self.sockets):  # those yet to give a code: closed, not waited for
            await _refuse(socket, reason)
        if self._listening is not None:
            self._listening.close()  # no new connections; the open ones are closed below
            self._listening = None
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        self._unwatch()

    def _watch_accepting(self, loop: asyncio.AbstractEventLoop) -> None:
        """A connection the loop cannot accept (out of descriptors, under a flood of them) is
        told through :attr:`notice`, not as asyncio's traceback each time it tries again."""
        before = loop.get_exception_handler()
        self._unwatch = lambda: loop.set_exception_handler(before)

        def handle(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
            error = context.get("exception")
            if isinstance(error, OSError) and error.errno in OUT_OF_RESOURCES:
                self.notice.refused(error.strerror or str(error))
            elif before is not None:
                before(loop, context)
            else:
                loop.default_exception_handler(context)

        loop.set_exception_handler(handle)

    def find(self, code: str) -> tuple[HostedGame, int] | None:
        """The game and seat of a code (every game's codes are compared, in constant time)."""
        found = None
        for game in self.games:
            seat = join_codes.seat_of(game.codes, code)
            if seat is not None and not game.closed:
                found = (game, seat)
        return found

    async def _websocket(self, request: web.Request) -> web.WebSocketResponse:
        socket = _Socket(
            max_msg_size=4 * MAX_CLIENT_MESSAGE, heartbeat=self.heartbeat, compress=False
        )
        await socket.prepare(request)
        self.sockets.add(socket)
        try:
            await self._serve(socket, request.remote or "?")
        except ProtocolProblem as problem:
            await _refuse(socket, problem.reason)
        except TimeoutError:
            await _refuse(socket, Message("net.hello-late"))
        finally:
            self.sockets.discard(socket)
        return socket

    async def _serve(self, socket: web.WebSocketResponse, peer: str) -> None:
        async with asyncio.timeout(self.hello_timeout):  # one deadline, whatever comes first
            first = await socket.receive()
        hello = _read(first)
        if hello is None:
            return
        if not isinstance(hello, Hello):
            raise ProtocolProblem(Message("net.hello-first"))
        if hello.version != PROTOCOL_VERSION:
            theirs: dict[str, Param] = {"theirs": hello.version, "ours": PROTOCOL_VERSION}
            raise ProtocolProblem(Message("net.wrong-version", theirs))
        found = self.find(hello.code)
        if found is None:
            await self._slow_refusal(peer)
            return
        game, seat = found
        player = Player(seat, socket)
        await game.join(player)
        try:
            async for frame in socket:
                message = _read(frame)
                if message is None:
                    break
                if isinstance(message, Hello):
                    raise ProtocolProblem(Message("net.hello-twice"))
                await game.handle(player, message)
        finally:
            await game.leave(player)

    async def _slow_refusal(self, peer: str) -> None:
        """Refuse a wrong code from ``peer`` after its address's wait (see :class:`Throttle`).
        Raises :class:`ProtocolProblem`."""
        wait = self.throttle.failed(peer)
        if not self.throttle.hold(peer):
            raise ProtocolProblem(Message("net.too-many-tries"))
        try:
            await asyncio.sleep(wait)
        finally:
            self.throttle.release(peer)
        raise ProtocolProblem(Message("net.wrong-code"))


class _Socket(web.WebSocketResponse):
    """A player's websocket: a frame over aiohttp's own size limit is refused as one over ours
    (aiohttp closes it itself, with no reason given)."""

    async def close(
        self, *, code: int = WSCloseCode.OK, message: bytes = b"", drain: bool = True
    ) -> bool:
        if code == WSCloseCode.MESSAGE_TOO_BIG and not message and not self.closed:
            too_big = Message("net.too-big", {"limit": MAX_CLIENT_MESSAGE})
            with contextlib.suppress(Exception):
                await self.send_str(Closing(reason=too_big).model_dump_json())
            message = too_big.key.encode()
        return await super().close(code=code, message=message, drain=drain)


def _read(frame: Any) -> Hello | Act | AskTakeBack | AnswerTakeBack | None:
    """The message in a websocket frame; None when the connection is closing. Raises
    :class:`ProtocolProblem` for a frame that is not a message of the protocol."""
    if frame.type in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED):
        return None
    if frame.type == WSMsgType.ERROR:  # over aiohttp's own limit: it has closed already
        return None
    if frame.type != WSMsgType.TEXT:
        raise ProtocolProblem(Message("net.malformed", {"problem": "not text"}))
    data: str = frame.data
    if len(data.encode()) > MAX_CLIENT_MESSAGE:
        raise ProtocolProblem(Message("net.too-big", {"limit": MAX_CLIENT_MESSAGE}))
    try:
        return CLIENT_MESSAGE.validate_json(data)
    except ValidationError as error:
        problem = "not JSON"
        for first in error.errors()[:1]:
            where = ".".join(str(part) for part in first["loc"])
            problem = f"{where}: {first['msg']}" if where else first["msg"]
        raise ProtocolProblem(Message("net.malformed", {"problem": problem[:120]})) from None


async def _refuse(socket: web.WebSocketResponse, reason: Message) -> None:
    """Say why, then close."""
    with contextlib.suppress(Exception):
        await socket.send_str(Closing(reason=reason).model_dump_json())
    code = (
        WSCloseCode.MESSAGE_TOO_BIG if reason.key == "net.too-big" else WSCloseCode.POLICY_VIOLATION
    )
    with contextlib.suppress(Exception):
        await socket.close(code=code, message=reason.key.encode())
