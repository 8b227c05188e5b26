"""The messages between a host and its players, version :data:`PROTOCOL_VERSION`.

Every message is one JSON text frame, a pydantic model told apart by its ``type``. A player
opens with :class:`Hello` (the protocol's version and the seat's join code); the host answers
:class:`Welcome` and then sends :class:`Update` after every change: that seat's view (the same
model the table draws at one keyboard), the log lines that seat may read, and whether it may take
back. Nothing a seat may not see is ever put in a message to it: views and events are the rules'
per-seat ones.

A message the host cannot read (not JSON, not one of these, over :data:`MAX_CLIENT_MESSAGE`) is
answered with :class:`Closing` naming why, and the connection is closed.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from tablebox.engine import Event, Message

PROTOCOL_VERSION = 1
"""Raised whenever a message changes: a host refuses a player of another version."""
PATH = "/play"
"""The websocket's path on a host."""
MAX_CLIENT_MESSAGE = 16 * 1024
"""Bytes of one message a player may send: the largest real one is well under a kilobyte."""
MAX_SERVER_MESSAGE = 16 * 1024 * 1024
"""Bytes of one message a player accepts from the host (a long game's whole log)."""
MAX_CODE_CHARS = 200
MAX_ACTION_CHARS = 400


class _Message(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


# -- from a player ------------------------------------------------------------------------------


class _ClientMessage(_Message):
    """Read strictly: ``"yes"`` is no boolean and ``"1"`` no number (a player's program sends
    the types the protocol names, or is refused)."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)


class Hello(_ClientMessage):
    """The first message: which protocol, and the seat's join code."""

    type: Literal["hello"] = "hello"
    version: int
    code: str = Field(max_length=MAX_CODE_CHARS)


class Act(_ClientMessage):
    """Take an action (its notation, as the view's decision offers it)."""

    type: Literal["act"] = "act"
    action: str = Field(max_length=MAX_ACTION_CHARS)


class AskTakeBack(_ClientMessage):
    """Take back this seat's last move: the other human seats are asked first."""

    type: Literal["take-back"] = "take-back"


class AnswerTakeBack(_ClientMessage):
    """Agree to another seat's take-back, or refuse it."""

    type: Literal["take-back-answer"] = "take-back-answer"
    agree: bool


ClientMessage = Annotated[Hello | Act | AskTakeBack | AnswerTakeBack, Field(discriminator="type")]
CLIENT_MESSAGE: TypeAdapter[Hello | Act | AskTakeBack | AnswerTakeBack] = TypeAdapter(ClientMessage)


# -- from the host ------------------------------------------------------------------------------


class SeatInfo(_Message):
    name: str
    kind: Literal["human", "computer"]
    bot: str


class Welcome(_Message):
    """The code was right: the game, this seat, and everybody's seat."""

    type: Literal["welcome"] = "welcome"
    version: int = PROTOCOL_VERSION
    game: str
    seat: int
    seats: list[SeatInfo]


class Update(_Message):
    """The table as this seat sees it now.

    ``events`` are the log lines this seat may read from number ``events_from`` on: a player
    keeps the ones before (after a take-back the host starts again from 0)."""

    type: Literal["update"] = "update"
    actions: int
    takebacks: int
    view: Any
    """The rules' view for this seat (the host sends the model, a player reads it back into
    the game's view class)."""
    events_from: int
    events: list[Event]
    status: Message
    takeback_refusal: Message | None


class Presence(_Message):
    """The human seats with nobody connected: the game waits for them."""

    type: Literal["presence"] = "presence"
    away: list[int]


class TakeBackAsked(_Message):
    """``seat`` asks to take back their last move; ``waiting``: the seats yet to agree."""

    type: Literal["take-back-asked"] = "take-back-asked"
    seat: int
    waiting: list[int]


class TakeBackEnded(_Message):
    """The take-back asked is settled: made (``done``), refused by ``by``, or void (a move was
    made meanwhile: ``by`` is None and not ``done``)."""

    type: Literal["take-back-ended"] = "take-back-ended"
    seat: int
    done: bool
    by: int | None = None


class Refused(_Message):
    """An action or request refused, and why; the connection stays open."""

    type: Literal["refused"] = "refused"
    reason: Message


class Closing(_Message):
    """The host closes this connection, and why (a wrong code, the host quitting, ...)."""

    type: Literal["closing"] = "closing"
    reason: Message


ServerMessage = Annotated[
    Welcome | Update | Presence | TakeBackAsked | TakeBackEnded | Refused | Closing,
    Field(discriminator="type"),
]
SERVER_MESSAGE: TypeAdapter[
    Welcome | Update | Presence | TakeBackAsked | TakeBackEnded | Refused | Closing
] = TypeAdapter(ServerMessage)
