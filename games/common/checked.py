"""The checked way to apply an action, for rules that say why an action is refused in one place
(``refusal``): ``apply`` checks, copies the state and advances the copy, trusting the check it
just made; ``advance`` checks unless its caller already knows the action is legal."""

from __future__ import annotations

from typing import Generic, Protocol, TypeVar

from tablebox.engine import IllegalAction


class Copyable(Protocol):
    def copy(self: StateT) -> StateT: ...


StateT = TypeVar("StateT", bound=Copyable)


class CheckedRules(Generic[StateT]):
    """A base for a game's rules object: it supplies ``refusal`` and ``_advance`` (the change
    itself, on a legal action)."""

    def refusal(self, state: StateT, seat: int, action: object) -> IllegalAction | None:
        """Why ``seat`` may not take ``action`` now, or None."""
        raise NotImplementedError

    def _advance(self, state: StateT, seat: int, action: str) -> None:
        """``action`` done to ``state`` in place; it has passed the check."""
        raise NotImplementedError

    def check(self, state: StateT, seat: int, action: object) -> None:
        """Raises the refusal, if any."""
        problem = self.refusal(state, seat, action)
        if problem is not None:
            raise problem

    def apply(self, state: StateT, seat: int, action: str) -> StateT:
        self.check(state, seat, action)
        new = state.copy()
        self._advance(new, seat, action)
        return new

    def advance(self, state: StateT, seat: int, action: str, trusted: bool = False) -> None:
        if not trusted:
            self.check(state, seat, action)
        self._advance(state, seat, action)
