"""The contract every rule module fulfils, and the types it shares with the app.

A rule module (a package under ``games/``) exposes one object satisfying :class:`Rules`. The
app, the controller, the saves and the simulator speak to games only through this contract, so
they never learn a game's internals, and a game never learns that a terminal exists.

This module imports nothing but the standard library and pydantic, so rule modules may import
it without pulling in the app.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Collection, Sequence
from typing import Any, ClassVar, NamedTuple, Protocol, Union, runtime_checkable

from pydantic import BaseModel, ConfigDict

# An action is any hashable value whose ``str()`` is its notation, e.g. ``"giant-3"``.
Action = Any

NOT_SAVED: dict[str, bool] = {"snapshot": False}
"""Dataclass field metadata for what a save's snapshot leaves out: ``field(...,
metadata=NOT_SAVED)``. The event log is one such field: it is rebuilt by replaying the actions,
so writing it into every autosave would only make saves grow with the game."""

Param = Union[str, int, list[str], list[int], "Message", list["Message"], None]
"""What a message parameter may be: card ids, seat numbers, counts, stable keys, lists of them,
or a nested :class:`Message` (or a list of them) for the ``message``/``messages`` specs. Never a
sentence: the catalog decides how each is shown (see ``tablebox.catalog``). (A ``Union`` with
forward references, because a message may hold messages.)"""


class Message(NamedTuple):
    """A sentence to be: a stable catalog key and its parameters, e.g.
    ``Message("claim.must-follow", {"faction": "giant"})``. The message catalog turns it into
    words in the player's language; rule modules never write sentences themselves."""

    key: str
    params: dict[str, Param] = {}  # noqa: RUF012 (a NamedTuple default; never mutated)


class Event(NamedTuple):
    """Something that happened, for the game log: a catalog key, its parameters and who may read
    it (``audience`` None: everybody; a seat number: that seat only)."""

    key: str
    params: dict[str, Param] = {}  # noqa: RUF012 (a NamedTuple default; never mutated)
    audience: int | None = None

    def visible_to(self, seat: int | None) -> bool:
        return self.audience is None or self.audience == seat

    @property
    def message(self) -> Message:
        return Message(self.key, self.params)


class IllegalAction(Exception):
    """An action refused by the rules: a stable ``code`` (a catalog key) and its ``params``.

    The refusal carries its :attr:`message`; whoever shows it renders it through the catalog
    of the language in use (the engine knows no language). ``str()`` is the key and its
    parameters, for tracebacks and developers' errors.
    """

    def __init__(self, code: str, **params: Param) -> None:
        super().__init__(code)
        self.code = code
        self.params = params

    @property
    def message(self) -> Message:
        return Message(self.code, self.params)

    def __str__(self) -> str:
        shown = ", ".join(f"{name}={value!r}" for name, value in self.params.items())
        return f"{self.code} ({shown})" if shown else self.code


class Option(BaseModel):
    """One thing the acting seat may pick in a :class:`Decision`.

    ``action`` is the action's notation: a screen hands it back to the controller unchanged and
    never reads or builds it. ``parts`` says what the option picks in structured form (e.g.
    ``{"card": "red-spy", "place": "left"}``), so a screen can offer a choice in steps (first a
    card, then where). An option that is shown but not allowed has ``refusal`` set: why not.
    """

    model_config = ConfigDict(frozen=True)

    action: str
    parts: dict[str, str | int] = {}
    refusal: Message | None = None

    @property
    def allowed(self) -> bool:
        return self.refusal is None


class Decision(BaseModel):
    """What the viewing seat must decide now: its ``kind`` (a stable key such as ``"play"``,
    ``"take"``, ``"place"``), a ``prompt`` to show, and the options."""

    model_config = ConfigDict(frozen=True)

    kind: str
    prompt: Message
    options: list[Option]

    @property
    def allowed(self) -> list[Option]:
        return [option for option in self.options if option.refusal is None]


class Outcome(BaseModel):
    """How a finished game ended."""

    model_config = ConfigDict(frozen=True)

    ranking: list[list[int]]
    """Seats, best first; seats that tie share one inner list."""
    scores: dict[int, float]
    """The headline number per seat (for Claim: factions won)."""
    explanation: list[Message]
    """How every point was decided, and the tie-break that settled it."""

    @property
    def winners(self) -> list[int]:
        return self.ranking[0] if self.ranking else []


class Secret(NamedTuple):
    """One thing ``seat`` knows that the others do not, for watching a finished game face up
    (:func:`face_up_of`). ``kind`` is a stable word (``hand``, ``followers``, ``set-aside``,
    ``face-down``, ``order``, ``bid``, ``house-card``) that the replay's catalog names as
    ``replay.secret-<kind>``; ``cards`` are card ids (named by the game's catalog), ``items``
    other things in the game's own words (an order in its area), ``number`` a count or a place
    (a bid, a card's place in a row)."""

    seat: int
    kind: str
    cards: list[str] = []  # noqa: RUF012 (a NamedTuple default; never mutated)
    items: list[Message] = []  # noqa: RUF012 (a NamedTuple default; never mutated)
    number: int | None = None


def face_up_of(rules: Any, state: Any) -> list[Secret] | None:
    """Every seat's secrets at ``state``, for a finished game's replay: the optional contract
    method ``face_up(state) -> list[Secret]`` (hands, face-down cards, orders, bids in
    progress: all that ``view`` hides from the others). None for a game without it: its
    replay then shows no hidden things, only each seat's own view."""
    method = getattr(rules, "face_up", None)
    return None if method is None else list(method(state))


def redeal_of(rules: Any, state: Any, keep: Sequence[int], rng: random.Random) -> Any:
    """A copy of ``state`` with everything hidden from all the seats of ``keep`` dealt again
    at random, each of them keeping what it saw, and the log kept (the others' private events
    :func:`sealed`): the optional contract
    method ``redeal(state, keep, rng)``, for playing on from a replayed position (issue 30.3).
    A game without it has nothing hidden to deal again: its state is kept as it is."""
    method = getattr(rules, "redeal", None)
    return rules.clone(state) if method is None else method(state, keep, rng)


NO_SEAT = -1
"""The audience of an event that no seat may read any more: a private event from before a
re-deal (:func:`sealed`)."""


def sealed(events: Sequence[Event], keep: Collection[int]) -> list[Event]:
    """The log after a re-deal (issue 30.3): the private events of the seats not in ``keep``
    name cards that are no longer where they say (and, in a game still secret, what a seat
    really held), so nobody reads them any more; they stay in the log as unread events, so
    that its length at every earlier position is what it was."""
    return [
        event
        if event.audience is None or event.audience in keep
        else event._replace(audience=NO_SEAT)
        for event in events
    ]


VIEW_FIELDS: tuple[str, ...] = ("viewer", "players", "to_act", "decision", "outcome")
"""The fields every view has, whatever the game: the viewing seat (None: the public table), the
players' names, the seats that must act now, the viewer's :class:`Decision` (None unless the
viewer must act) and the :class:`Outcome` once the game is over."""


@runtime_checkable
class Rules(Protocol):
    """What a rule module exposes. States are opaque to everyone but their module.

    ``apply`` never mutates the state it is given: it returns a new state, or raises
    :class:`IllegalAction` and the old state is as it was. States are dataclasses, so
    :func:`snapshot_of` can turn one into JSON for saves (fields marked :data:`NOT_SAVED`, such
    as the event log, are left out).

    ``snapshot_version`` is raised whenever the state's layout changes; a save's snapshot from
    another layout cannot be compared with today's replay.

    Rule modules speak in :class:`Event` and :class:`Message` (keys and parameters) and offer
    decisions as :class:`Decision`; the app turns them into words through the message catalog.

    Optional (not part of the protocol's checked members): ``face_up(state) -> list[Secret]``,
    every seat's hidden things, for watching a finished game face up; read it through
    :func:`face_up_of`, whose default (None) is a game without it. And
    ``redeal(state, keep, rng)``, the hidden things of all the seats but ``keep`` dealt again
    (read through :func:`redeal_of`).
    """

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    Options: ClassVar[type[BaseModel]]
    snapshot_version: ClassVar[int]

    def new_game(
        self,
        players: list[str],
        options: BaseModel | dict[str, Any] | None = None,
        seed: int = 0,
        deck: list[str] | None = None,
    ) -> Any:
        """A new game; ``deck`` fixes the shuffle (card ids in draw order). Raises ValueError
        for a setup the rules refuse."""
        ...

    def current_seats(self, state: Any) -> list[int]:
        """Who must act now (several seats for simultaneous decisions); empty once over."""
        ...

    def legal_actions(self, state: Any, seat: int) -> list[Action]: ...

    def apply(self, state: Any, seat: int, action: Action) -> Any:
        """A new state after ``action``; ``state`` is untouched. Raises IllegalAction."""
        ...

    def advance(self, state: Any, seat: int, action: Action, trusted: bool = False) -> None:
        """``apply`` in place, for a caller that owns ``state`` outright (the simulator, the
        controller's own copy). An illegal action is refused before anything changes.
        ``trusted=True`` skips that check, for an action just taken from ``legal_actions``."""
        ...

    def clone(self, state: Any) -> Any:
        """An independent copy: advancing one never changes the other."""
        ...

    def determinize(self, state: Any, seat: int, rng: random.Random) -> Any:
        """A copy that agrees with everything ``seat`` may know, with every card hidden from it
        re-dealt at random, so a computer player thinking on it cannot cheat."""
        ...

    def reveals(self, state: Any, seat: int, action: Action) -> bool:
        """Whether taking ``action`` uncovers something hidden (to anyone): a draw, a peek, a
        face-down card turned. Take-back stops at such an action."""
        ...

    def parse_action(self, state: Any, seat: int, text: str) -> Action:
        """The action that ``text`` (notation) names; raises IllegalAction if it is illegal."""
        ...

    def view(self, state: Any, seat: int | None) -> BaseModel:
        """What ``seat`` may see (None: the public table); has the :data:`VIEW_FIELDS`."""
        ...

    def events(self, state: Any) -> Sequence[Event]:
        """Everything that has happened so far, oldest first; filter with
        :meth:`Event.visible_to` before showing it to a seat."""
        ...

    def outcome(self, state: Any) -> Outcome | None: ...

    def status(self, state: Any) -> Message:
        """A short public summary for save lists: "phase 1, trick 5 of 13"."""
        ...

    def has_secrets(self, state: Any, seat: int) -> bool:
        """Whether this seat's view shows something another person must not see."""
        ...


def snapshot_of(state: Any) -> Any:
    """A JSON-ready copy of a state (a dataclass tree) for saves and replay cross-checks."""
    return _jsonable(state)


def _jsonable(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {
            f.name: _jsonable(getattr(value, f.name))
            for f in dataclasses.fields(value)
            if f.metadata.get("snapshot", True)
        }
    if isinstance(value, tuple) and hasattr(value, "_asdict"):
        return {k: _jsonable(v) for k, v in value._asdict().items()}
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, Sequence) and not isinstance(value, str):
        return [_jsonable(v) for v in value]
    return value
