"""The contract every rule module fulfils, and the types it shares with the app.

A rule module (a package under ``games/``) exposes one object satisfying :class:`Rules`. The
app, the controller, the saves and the simulator speak to games only through this contract, so
they never learn a game's internals, and a game never learns that a terminal exists.

This module imports nothing but the standard library and pydantic, so rule modules may import
it without pulling in the app.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any, ClassVar, NamedTuple, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict

# An action is any hashable value whose ``str()`` is its notation, e.g. ``"giant-3"``.
Action = Any


class IllegalAction(Exception):
    """An action refused by the rules; ``reason`` says why in plain words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Outcome(BaseModel):
    """How a finished game ended."""

    model_config = ConfigDict(frozen=True)

    ranking: list[list[int]]
    """Seats, best first; seats that tie share one inner list."""
    scores: dict[int, float]
    """The headline number per seat (for Claim: factions won)."""
    explanation: list[str]
    """Plain-English lines: how every point was decided, and the tie-break that settled it."""

    @property
    def winners(self) -> list[int]:
        return self.ranking[0] if self.ranking else []


class LogEntry(NamedTuple):
    """One line of the game log. ``audience`` None means everybody may read it."""

    text: str
    audience: int | None = None

    def visible_to(self, seat: int | None) -> bool:
        return self.audience is None or self.audience == seat


@runtime_checkable
class Rules(Protocol):
    """What a rule module exposes. States are opaque to everyone but their module.

    ``apply`` never mutates the state it is given: it returns a new state, or raises
    :class:`IllegalAction` and the old state is as it was. States are dataclasses, so
    :func:`snapshot_of` can turn one into JSON for saves.

    Optional: ``advance(state, seat, action) -> None``, ``apply`` without the copy, changing
    ``state`` itself (still refusing illegal actions first). Only a caller that owns the state
    outright, such as the simulator, may use it.

    Optional: ``snapshot_version: int`` (1 when absent), raised whenever the state's layout
    changes, so that saves holding an older snapshot are replayed without the cross-check
    instead of being refused.
    """

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    Options: ClassVar[type[BaseModel]]

    def new_game(
        self,
        players: list[str],
        options: BaseModel | dict[str, Any] | None = None,
        seed: int = 0,
        deck: list[str] | None = None,
    ) -> Any: ...

    def current_seats(self, state: Any) -> list[int]: ...

    def legal_actions(self, state: Any, seat: int) -> list[Action]: ...

    def apply(self, state: Any, seat: int, action: Action) -> Any: ...

    def parse_action(self, state: Any, seat: int, text: str) -> Action: ...

    def view(self, state: Any, seat: int | None) -> BaseModel: ...

    def outcome(self, state: Any) -> Outcome | None: ...

    def status(self, state: Any) -> str:
        """A short public summary for save lists: ``"phase 1, trick 5 of 13"``."""
        ...

    def has_secrets(self, state: Any, seat: int) -> bool:
        """Whether this seat's view shows something another person must not see."""
        ...


def snapshot_of(state: Any) -> Any:
    """A JSON-ready copy of a state (a dataclass tree) for saves and replay cross-checks."""
    return _jsonable(state)


def _jsonable(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, tuple) and hasattr(value, "_asdict"):
        return {k: _jsonable(v) for k, v in value._asdict().items()}
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, Sequence) and not isinstance(value, str):
        return [_jsonable(v) for v in value]
    return value
