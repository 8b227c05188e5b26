"""A match played at a host, as a table drives it: :class:`RemoteMatch`.

The tables and :class:`~tablebox.screens.match_screen.MatchScreen` drive a
:class:`~tablebox.controller.Match`; a seat played over the network gives them this instead,
with the same interface they use. It holds no state of the game, only what the host last sent
this seat: its view (read back into the game's own view class, so the table draws it as at one
keyboard), the log lines it may read, who is away, and whether a take-back is asked.

Acting sends the action to the host and returns at once; the host checks it by the rules and
every player's table is redrawn when its :class:`~tablebox.net.protocol.Update` comes
(``listener`` is told of each message, after this match has taken it in). An action the view
does not offer is refused here already, with the rules' reason where the view gives one; the
host refuses anything else a modified program might send.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl
import typing
from collections.abc import Callable, Sequence
from typing import Any

from pydantic import BaseModel

from tablebox import registry
from tablebox.catalog import DEFAULT_LANGUAGE, Catalog
from tablebox.controller import Seat, Step
from tablebox.engine import Event, IllegalAction, Message, Outcome, Rules
from tablebox.net.client import Connection, connect
from tablebox.net.protocol import (
    Act,
    AnswerTakeBack,
    AskTakeBack,
    Closing,
    Presence,
    TakeBackAsked,
    TakeBackEnded,
    Update,
    Welcome,
)

Listener = Callable[[Any], None]
"""Told of every message from the host (a :class:`Closing` when the connection is lost)."""


def view_class(rules: Rules) -> type[BaseModel]:
    """The model of the game's views (the return type of its ``view``)."""
    cls: type[BaseModel] = typing.get_type_hints(type(rules).view)["return"]
    return cls


class RemoteMatch:
    """One seat of a match held by a host (see the module's docstring)."""

    def __init__(
        self,
        connection: Connection | None,
        welcome: Welcome,
        update: Update,
        language: str = DEFAULT_LANGUAGE,
    ) -> None:
        self.connection = connection
        self.game_id = welcome.game
        self.rules: Rules = registry.get(welcome.game)
        self._view_class = view_class(self.rules)
        self.seat = welcome.seat
        self.seats = [Seat(s.name, s.kind, s.bot) for s in welcome.seats]
        self.language = language
        self.keyboard_holder: int | None = welcome.seat
        self.save_path = None
        self.save_problem: str | None = None
        self.handoff = False
        self.hints = False
        """No hint at a network seat: it holds no state of the game to search from."""
        self.hints_asked: list[int] = []
        self.read_only = False
        self.away: list[int] = []
        """The human seats nobody plays now: the game waits for them."""
        self.asked: TakeBackAsked | None = None
        """A take-back asked and not yet settled."""
        self.ended: Message | None = None
        """Why the host closed this seat's connection, or why it was lost."""
        self.listener: Listener | None = None
        self.joined_with: tuple[str, str, ssl.SSLContext | None] | None = None
        """The address, code and TLS this seat joined with: to join again after a drop."""
        self.on_close: Callable[[], None] | None = None
        """Called once when the table leaves this match (a host at this terminal stops)."""
        self._events: list[Event] = []
        self._waiting = False
        self._closed = False
        self._catalog: Catalog | None = None
        self._outbox: asyncio.Queue[Any] = asyncio.Queue()
        self._tasks: list[asyncio.Task[None]] = []
        self.actions: Sequence[int] = range(0)
        self.takebacks: Sequence[int] = range(0)
        self._apply(update)

    @classmethod
    async def join(
        cls,
        address: str,
        code: str,
        ssl_context: ssl.SSLContext | None = None,
        language: str = DEFAULT_LANGUAGE,
    ) -> RemoteMatch:
        """Join the host at ``address`` with a seat's code (raises
        :class:`~tablebox.net.client.JoinRefused` with the host's reason)."""
        connection, welcome, update = await connect(address, code, ssl_context)
        match = cls(connection, welcome, update, language)
        match.joined_with = (address, code, ssl_context)
        return match

    # -- the host's messages -----------------------------------------------------------------------

    def start(self, listener: Listener | None = None) -> None:
        """Follow the host from now on (in the running event loop), telling ``listener``."""
        if listener is not None:
            self.listener = listener
        if not self._tasks:
            self._tasks = [
                asyncio.create_task(self._receive()),
                asyncio.create_task(self._send()),
            ]

    async def _receive(self) -> None:
        connection = self.connection
        while connection is not None:
            message = await connection.receive()
            if message is None:
                await connection.close()
                if self.ended is None and not self._closed:
                    self.take(Closing(reason=Message("net.connection-lost")))
                return
            self.take(message)

    async def _send(self) -> None:
        while self.connection is not None:
            message = await self._outbox.get()
            await self.connection.send(message)

    def take(self, message: Any) -> None:
        """Take in one message from the host, then tell the listener."""
        if isinstance(message, Update):
            self._apply(message)
        elif isinstance(message, Presence):
            self.away = list(message.away)
        elif isinstance(message, TakeBackAsked):
            self.asked = message
        elif isinstance(message, TakeBackEnded):
            self.asked = None
        elif isinstance(message, Closing):
            self.ended = message.reason
        else:  # Refused: an action of this seat, so the host waits for another
            self._waiting = False
        if self.listener is not None:
            self.listener(message)

    def _apply(self, update: Update) -> None:
        self._view = self._view_class.model_validate(update.view)
        self._events = self._events[: update.events_from] + list(update.events)
        self.actions = range(update.actions)
        self.takebacks = range(update.takebacks)
        self._status = update.status
        self._takeback_refusal = update.takeback_refusal
        self._waiting = False

    # -- what the tables ask, as of a Match --------------------------------------------------------

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def catalog(self) -> Catalog:
        if self._catalog is None or self._catalog.language != self.language:
            self._catalog = Catalog(self.language, self.names)
        return self._catalog

    def view(self, seat: int | None = None) -> BaseModel:
        """This seat's view, whichever is asked: a player sees only their own."""
        return self._view

    def table_view(self) -> BaseModel:
        return self._view

    def visible_events(self, seat: int | None = None) -> list[Event]:
        return list(self._events)

    def acting_seats(self) -> list[int]:
        acting: list[int] = getattr(self._view, "to_act", [])
        return list(acting)

    def human_to_act(self) -> int | None:
        return next((s for s in self.acting_seats() if self.seats[s].is_human), None)

    def outcome(self) -> Outcome | None:
        outcome: Outcome | None = getattr(self._view, "outcome", None)
        return outcome

    @property
    def is_over(self) -> bool:
        return self.outcome() is not None

    def status_message(self) -> Message:
        return self._status

    def status(self) -> str:
        return self.catalog.text(self._status)

    def next_step(self) -> Step:
        """Always this seat's table (the host moves the computers; nobody hands off)."""
        return Step("over", None) if self.is_over else Step("human", self.seat)

    def confirm_handoff(self, seat: int) -> None:
        """Nothing: every player has a screen of their own."""

    def handoff_to(self) -> int | None:
        return None

    # -- acting ------------------------------------------------------------------------------------

    def act(self, seat: int, action: Any) -> Step:
        """Send ``action`` to the host, if this seat's view offers it (IllegalAction with the
        reason otherwise); the table is redrawn when the host answers."""
        self._check_open()
        if self._waiting:
            raise IllegalAction("net.wait-for-host")
        decision = getattr(self._view, "decision", None)
        if seat != self.seat or decision is None:
            acting = self.acting_seats()
            if acting:
                raise IllegalAction("common.not-your-turn", seat=acting[0])
            raise IllegalAction("common.game-over")
        text = str(action)
        option = next((o for o in decision.options if o.action == text), None)
        if option is None:
            raise IllegalAction("common.not-a-choice", action=text)
        if option.refusal is not None:
            raise IllegalAction(option.refusal.key, **option.refusal.params)
        self._waiting = True
        self._outbox.put_nowait(Act(action=text))
        return self.next_step()

    def think(self, seat: int, cancel: Any = None) -> str:
        raise NotImplementedError("computer seats play at the host")

    def takeback_for(self, seat: int) -> int:
        return 0 if self.takeback_refusal(seat) else 1

    def takeback_refusal(self, seat: int) -> Message | None:
        if self.asked is not None:
            return Message("net.takeback-pending", {"seat": self.asked.seat})
        if seat != self.seat:
            return Message("common.takeback-nothing")
        return self._takeback_refusal

    def take_back(self, seat: int) -> Step:
        """Ask the host to take back this seat's last move: the other human seats must agree
        (the table is redrawn when it is done)."""
        self._check_open()
        refusal = self.takeback_refusal(seat)
        if refusal is not None:
            raise IllegalAction(refusal.key, **refusal.params)
        self._outbox.put_nowait(AskTakeBack())
        return self.next_step()

    def answer_take_back(self, agree: bool) -> None:
        """Agree to the take-back asked, or refuse it."""
        if self.asked is not None and not self._closed:
            self._outbox.put_nowait(AnswerTakeBack(agree=agree))

    def _check_open(self) -> None:
        if self.ended is not None or self._closed:
            raise IllegalAction("net.not-connected")

    # -- leaving -----------------------------------------------------------------------------------

    def close(self) -> None:
        """Leave: the connection is closed (the seat is away at the host until it rejoins)."""
        if self._closed:
            return
        self._closed = True
        for task in self._tasks:
            task.cancel()
        connection, self.connection = self.connection, None
        if connection is not None:
            with contextlib.suppress(RuntimeError):  # no loop left: the process is ending
                self._tasks.append(asyncio.get_running_loop().create_task(connection.close()))
        if self.on_close is not None:
            on_close, self.on_close = self.on_close, None
            on_close()

    @property
    def closed(self) -> bool:
        return self._closed

    async def aclose(self) -> None:
        """:meth:`close`, and wait until the connection is closed."""
        connection = self.connection
        self.close()
        if connection is not None:
            await connection.close()
