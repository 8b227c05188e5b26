"""Every position of a recorded game, reachable in bounded time whatever its length.

Position ``n`` is the state after the first ``n`` actions (0: the setup). The index replays the
game once, keeping a clone of the state every :data:`CHECKPOINT_EVERY` actions; any position is
then the nearest checkpoint at or before it, advanced by fewer than that many actions. A step
forward from the position last asked for advances that state by one action instead.

The index also keeps, per position, how long the game's log was (the log only grows, so the log
at ``n`` is the final log cut there) and which chapter the position is in: the trick, round or
deal the game's public status names (:func:`chapter_of`), for stepping a chapter at a time in
any game the contract serves.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tablebox.engine import Event, Message, Rules
from tablebox.saves import ActionRecord, RedealRecord, redealt

CHECKPOINT_EVERY = 16
"""Actions between two kept states: a step back replays at most this many. (A Thrones state
clones in well under a millisecond and an action advances in some 0.05 ms, so 16 keeps a step
back far below a frame while a 700-action game keeps some 45 states.)"""

CHAPTER_PARAMS = ("game", "deal", "phase", "round", "trick")
"""The parameters of a status message that say where in the game it stands, coarsest first."""


def _chapter_params(status: Message) -> list[str]:
    """The status's chapter parameters. A ``phase`` counts only in a game without rounds: there
    it is coarser than a trick (Claim's two phases of thirteen tricks), while within a round
    it is one step of it (Thrones' planning, action and Westeros; Oriflamme's placing and
    resolving), and a chapter step goes round by round (issue 21.1)."""
    named = [name for name in CHAPTER_PARAMS if name in status.params]
    return [name for name in named if name != "phase" or "round" not in named]


def chapter_of(status: Message) -> tuple[Any, ...]:
    """Where the game stands, for stepping a chapter at a time: the status's ``game``,
    ``deal``, ``phase`` (see :func:`_chapter_params`), ``round`` and ``trick`` (those it has);
    a status with none of them (a game that only names whose turn it is) is a chapter of its
    own."""
    found = tuple(str(status.params[name]) for name in _chapter_params(status))
    return found or (status.key, repr(sorted(status.params.items())))


def chapter_unit(status: Message) -> str:
    """The finest unit a status names (``trick``, ``round``, ``phase``, ``deal``, ``game``), or
    ``turn`` when it names none: what one chapter step moves by."""
    named = _chapter_params(status)
    return named[-1] if named else "turn"


def _as_message(status: Message | str) -> Message:
    return status if isinstance(status, Message) else Message(str(status))


class PositionIndex:
    """The positions of one recorded game. States it returns belong to it: read them (draw a
    view), never change them."""

    def __init__(
        self,
        rules: Rules,
        setup: Any,
        records: Sequence[ActionRecord],
        every: int = CHECKPOINT_EVERY,
        redeals: Sequence[RedealRecord] = (),
    ) -> None:
        """``setup`` is the game's state before its first action (the index owns it from now
        on); ``records`` its actions, already checked by loading the save; ``redeals``, in a
        game played on from another's position, where its hidden cards were dealt again."""
        self.rules = rules
        self.redeals = list(redeals)
        self.records = list(records)
        self.every = every
        self._actions: list[Any] = []
        self._checkpoints: list[Any] = []
        self.marks: list[int] = []
        """The log's length at each position."""
        self.chapters: list[tuple[Any, ...]] = []
        self.statuses: list[Message] = []
        self._starts: list[int] | None = None
        self._build(setup)
        self._state = rules.clone(self._checkpoints[0])
        self._at = 0

    def _build(self, state: Any) -> None:
        rules = self.rules
        state = redealt(rules, state, self.redeals, 0)
        self._note(state)
        for number, record in enumerate(self.records, start=1):
            action = rules.parse_action(state, record.seat, record.action)
            self._actions.append(action)
            rules.advance(state, record.seat, action, trusted=True)
            state = redealt(rules, state, self.redeals, number)  # checkpoints after the deal
            self._note(state, keep=number % self.every == 0)
        self.final = state
        self.events: list[Event] = list(rules.events(state))
        """The whole game's log (every audience); the log at position ``n`` is its first
        ``marks[n]`` events."""

    def _note(self, state: Any, keep: bool | None = None) -> None:
        rules = self.rules
        if keep is None or keep:
            self._checkpoints.append(rules.clone(state))
        self.marks.append(len(rules.events(state)))
        status = _as_message(rules.status(state))
        self.statuses.append(status)
        self.chapters.append(chapter_of(status))

    # -- asking --------------------------------------------------------------------------------

    @property
    def last(self) -> int:
        """The last position: the number of actions."""
        return len(self.records)

    def state_at(self, position: int) -> Any:
        """The state at ``position`` (clamped to the game)."""
        position = max(0, min(position, self.last))
        rules = self.rules
        if not self._at <= position < self._at + self.every:
            base = position - position % self.every
            self._state = rules.clone(self._checkpoints[base // self.every])
            self._at = base
        while self._at < position:
            record = self.records[self._at]
            rules.advance(self._state, record.seat, self._actions[self._at], trusted=True)
            self._at += 1
            self._state = redealt(rules, self._state, self.redeals, self._at)
        return self._state

    def events_at(self, position: int) -> list[Event]:
        """The log (every audience) as it stood at ``position``."""
        return self.events[: self.marks[position]]

    def mover(self, position: int) -> int | None:
        """The seat whose action led to ``position`` (None at the setup)."""
        return self.records[position - 1].seat if position > 0 else None

    # -- chapters ------------------------------------------------------------------------------

    def chapter_starts(self) -> list[int]:
        """The positions where a chapter begins, the setup first."""
        if self._starts is None:
            chapters = self.chapters
            self._starts = [0] + [
                n for n in range(1, len(chapters)) if chapters[n] != chapters[n - 1]
            ]
        return self._starts

    def next_chapter(self, position: int) -> int:
        """Where the next chapter begins (the end if none does)."""
        return next((n for n in self.chapter_starts() if n > position), self.last)

    def previous_chapter(self, position: int) -> int:
        """Where this chapter begins, or the one before if ``position`` is its beginning."""
        return next((n for n in reversed(self.chapter_starts()) if n < position), 0)
