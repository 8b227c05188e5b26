"""Watching a saved game again, move by move, forward and back: the part without a screen.

A :class:`Replay` opens a save as loading does (the same checks, the same refusal naming the
file and the problem), indexes its positions (:mod:`tablebox.replay.index`) and answers what the
viewer's table draws at any of them: the match at that position (the tables draw a
:class:`~tablebox.controller.Match`) and the view through the chosen eyes
(:mod:`tablebox.replay.eyes`). Everything goes through the rules' contract, so every game, and
a new one, can be replayed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel

from tablebox.controller import Match
from tablebox.engine import Message, Secret, face_up_of
from tablebox.replay.eyes import MOVER, PUBLIC, Eye, eyes_of, view_through
from tablebox.replay.index import PositionIndex, chapter_unit
from tablebox.saves import SaveError, shorten

__all__ = ["MOVER", "PUBLIC", "Eye", "PositionIndex", "Replay", "SaveError"]


class Replay:
    """One saved game to watch; :attr:`position` is where the table stands (0: the setup)."""

    def __init__(self, match: Match, every: int | None = None) -> None:
        """``match``: a loaded (checked) match; the replay takes it over and moves its state."""
        rules = match.rules
        setup = rules.new_game(match.names, match.options, match.seed, match.deck)
        self.finished = match.is_over
        """Only a finished game may be watched through a seat's eyes or face up."""
        extra = {} if every is None else {"every": every}
        self.index = PositionIndex(rules, setup, match.actions, redeals=match.redeals, **extra)
        self.match = match
        # The replay's log is the rules' own: the save's take-backs were of moves that are not
        # in it any more, so no line about them.
        match.takebacks = []
        match.keyboard_holder = None
        self.eye: Eye = PUBLIC
        self.position = -1
        self.go(0)

    @classmethod
    def open(cls, path: Path) -> Replay:
        """The replay of the save at ``path``; raises :class:`SaveError` naming the file and the
        problem, exactly as loading it would (it is read only: no lock, never written)."""
        match = Match.load(path, read_only=True)
        try:
            return cls(match)
        except Exception as error:  # the rules failing on what loading accepted
            said = f"{type(error).__name__}: {shorten(str(error))}"
            raise SaveError(path, Message("saves.cannot-replay", {"error": said})) from None

    # -- where the table stands ----------------------------------------------------------------

    @property
    def last(self) -> int:
        return self.index.last

    def go(self, position: int) -> bool:
        """Move to ``position`` (clamped to the game); whether the table moved."""
        position = max(0, min(position, self.last))
        if position == self.position:
            return False
        self.position = position
        self.match.state = self.index.state_at(position)
        self.match.actions = self.index.records[:position]
        return True

    def step(self, moves: int) -> bool:
        return self.go(self.position + moves)

    def next_chapter(self) -> bool:
        return self.go(self.index.next_chapter(self.position))

    def previous_chapter(self) -> bool:
        return self.go(self.index.previous_chapter(self.position))

    @property
    def at_end(self) -> bool:
        return self.position == self.last

    # -- what is seen ----------------------------------------------------------------------------

    @property
    def eyes(self) -> list[Eye]:
        """Whose eyes the table may show: the public table always; once the game is over, also
        face up and each seat's."""
        return eyes_of(len(self.match.seats), self.finished)

    def set_eye(self, eye: Eye) -> None:
        if eye not in self.eyes:
            raise ValueError(f"{eye!r}: not an eye this replay may show")
        self.eye = eye

    def next_eye(self) -> Eye:
        eyes = self.eyes
        self.eye = eyes[(eyes.index(self.eye) + 1) % len(eyes)]
        return self.eye

    def view(self) -> BaseModel:
        """What the table shows at this position through the chosen eyes (the public table's
        before a new deal: :attr:`before_new_deal`)."""
        eye = PUBLIC if self.before_new_deal else self.eye
        return view_through(self.match.rules, self.match.state, eye)

    @property
    def before_new_deal(self) -> bool:
        """Whether the position comes before the new deal of a game played on from another's
        position (issue 30.3). The hidden things there are the other game's, which may still
        be secret (it may not be over): only the public table shows them, whatever the eyes."""
        return any(self.position < redeal.at for redeal in self.match.redeals)

    def secrets(self) -> list[Secret] | None:
        """Face up, what every seat holds hidden at this position (None: the game does not
        name its secrets). Nothing through any other eyes, nor ever for an unfinished game,
        whose secrets are still secret."""
        if not self.finished or self.eye != MOVER or self.before_new_deal:
            return []
        return face_up_of(self.match.rules, self.match.state)

    def to_act(self) -> list[int]:
        return list(self.match.rules.current_seats(self.match.state))

    def status(self) -> Message:
        return self.index.statuses[self.position]

    @property
    def unit(self) -> str:
        """What a chapter step moves by in this game: ``trick``, ``round``, ``phase``..."""
        return chapter_unit(self.index.statuses[0])

    def state(self) -> Any:
        return self.match.state
