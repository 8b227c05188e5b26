"""What a save file holds: its version, its records and the errors it raises."""

from __future__ import annotations

import random
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from tablebox.catalog import Catalog
from tablebox.engine import Message, Param, redeal_of
from tablebox.safe_text import has_control_characters, printable

SAVE_FORMAT: Literal["tablebox-save"] = "tablebox-save"
SAVE_VERSION = 4
"""Bump when the file's shape changes; older versions then need a migration here.

Version 2 (issue 8): seats name their ``bot``; ``status`` is a message (key and parameters)
instead of an English sentence. Version 1 files load as they are (a seat without ``bot`` plays
the default bot; a sentence status is shown as written).

Version 3: ``takebacks``, the take-backs made (an older tablebox would refuse the field as
damage; the version tells it the file is newer). Version 1 and 2 files load with none; the
state layouts are those of version 2. ``winners`` came later without a bump: it is written only
once a game is over (a game in progress keeps this shape); files without it load as before.

Version 4 (issue 26.2): ``check``, a digest of the header the lists read, bound to the moves
(:mod:`~tablebox.saves.checksum`). Older files, which lack it, load as before (their layouts
are those of version 3). ``redeals`` (issue 30.3) came later without a bump: it is written only
in a game played on from another's position, so every other file keeps this shape (an older
tablebox refuses a played-on game's file as damaged, never misreads it).

Bump it too whenever a game raises its ``snapshot_version``, and record the game's layouts
under the old save version in :data:`OLDER_LAYOUTS`: a save of this version must hold the
current layout (see :func:`check_layout`)."""
OLDER_LAYOUTS: dict[int, dict[str, frozenset[int]]] = {
    1: {"claim": frozenset({1, 2}), "oriflamme": frozenset({1})},
}
"""Save version -> game -> the state layouts (``snapshot_version``) its saves held. Only these
older layouts are accepted, and only in a file of that older save version; a game missing here
had no saves of that version. (Claim 1: tablebox 0.1.0; Claim 2: 3–4 player prizes; Oriflamme 1:
English log lines. Save version 2 came with Claim 3 and Oriflamme 2.)"""
PREVIOUS_SUFFIX = ".prev"
REVIEW_SUFFIX = ".review.json"
"""A game's review beside its save (``<save's stem>.review.json``, :mod:`tablebox.review`):
not a save, so never listed as one."""
MAX_PROBLEM_CHARS = 240
"""A refusal is one short line: a longer problem is cut with "…"."""
MAX_VALUE_CHARS = 60
"""A value quoted from a file (an action, a name) is cut with "…" past this."""

# The most a save may hold (issue 17.6): far above any real game, so that an edited file cannot
# make the load, the log or the list do unbounded work. Measured: a random five-player Game of
# Thrones is 734 actions (36 KB), its longest action 60 characters; a Dwarf King game of five
# 291 actions. A file over a limit is refused as damaged, naming the field.
MAX_SEATS = 16
MAX_NAME_CHARS = 100
MAX_ID_CHARS = 100
"""A game id, a computer player's name, a card of a fixed deck, a message key."""
MAX_ACTIONS = 50_000
MAX_ACTION_CHARS = 1_000
MAX_TAKEBACKS = 5_000
MAX_DECK_CARDS = 1_000
MAX_OPTIONS = 100

Id = Annotated[str, Field(max_length=MAX_ID_CHARS)]


def name_problem(names: list[str], words: Catalog | None = None) -> str | None:
    """Why these player names cannot be saved (and so cannot start a game), in the language of
    ``words`` (English by default), or None: a name with control characters (it would reach
    the terminal raw), or longer than :data:`MAX_NAME_CHARS`."""
    words = words or ENGLISH
    for name in names:
        if has_control_characters(name):
            said: dict[str, Param] = {"name": shorten(printable(name))}
            return words.text(Message("saves.name-control", said))
        if len(name) > MAX_NAME_CHARS:
            said = {"most": MAX_NAME_CHARS, "name": repr(shorten(name))}
            return words.text(Message("saves.name-too-long", said))
    return None


def shorten(text: str, limit: int = MAX_VALUE_CHARS) -> str:
    """``text`` on one line, cut with "…" when longer than ``limit`` characters."""
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


class SaveError(Exception):
    """A save that cannot be used: the file and the problem, carried as a :class:`Message`
    (:attr:`reason`) that the layer knowing the player's language puts in words
    (:meth:`text`). ``str()`` and :attr:`problem` are the English, for logs and tracebacks.
    A problem given as text (a reason quoted from elsewhere) is shown as it came."""

    def __init__(self, path: Path, problem: Message | str) -> None:
        self.reason = problem if isinstance(problem, Message) else as_said(problem)
        self.path = path
        self.problem = self._problem(ENGLISH)
        super().__init__(self.text(ENGLISH))

    def text(self, words: Catalog) -> str:
        """ "Cannot open FILE: PROBLEM" in the language of ``words``, on one short line. Both
        are printed and drawn: a file name or a value quoted from the file may hold control
        characters, shown as escapes (by the catalog)."""
        return words.text(
            Message("saves.cannot-open", {"file": str(self.path), "problem": self._problem(words)})
        )

    def _problem(self, words: Catalog) -> str:
        return printable(shorten(words.text(self.reason), MAX_PROBLEM_CHARS))


ENGLISH = Catalog()


def as_said(text: str) -> Message:
    """A problem worded elsewhere (the system, pydantic, an older save), shown as it is."""
    return Message("saves.as-said", {"text": text})


class SaveInUse(SaveError):
    """The save is open in another tablebox window (another process holds its lock)."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, Message("saves.in-use"))


class SeatRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=MAX_NAME_CHARS)
    kind: Literal["human", "computer"] = "human"
    bot: Id = "random"
    """The computer player a computer seat uses (a name in ``tablebox.bots.BOTS``)."""

    @field_validator("name")
    @classmethod
    def _no_control_characters(cls, name: str) -> str:
        """Issue 17.6: a name is printed and drawn everywhere, and a new game refuses one with
        control characters, so a save holding one was edited: refused here, once, rather than
        escaped on every screen (the list shows the file as damaged, with this reason)."""
        if has_control_characters(name):
            raise ValueError(f'the name "{shorten(printable(name))}" holds control characters')
        return name


class ActionRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")

    seat: int = Field(ge=0)
    action: str = Field(max_length=MAX_ACTION_CHARS)


class TakebackRecord(BaseModel):
    """A take-back: ``seat`` took back its last action and the computers' actions after it,
    ``count`` in all, leaving the first ``at`` actions. The removed actions are gone from the
    save's ``actions``; this record keeps the public log line "Ann takes back a move" in its
    place (after the events of the first ``at`` actions)."""

    model_config = ConfigDict(extra="forbid")

    seat: int = Field(ge=0)
    count: int = Field(ge=1)
    at: int = Field(ge=0)


class RedealRecord(BaseModel):
    """A game played on from a position of another (issue 30.3): after its first ``at``
    actions, everything hidden from all the ``seats`` (its human players then) was dealt again
    at random, drawn with ``random.Random(seed)`` (the rules' ``redeal``, through
    :func:`~tablebox.engine.redeal_of`); the actions after them were made in the new deal.
    Loading, take-back and the replay redo the deal at the same place."""

    model_config = ConfigDict(extra="forbid")

    at: int = Field(ge=0)
    seats: list[int] = Field(default_factory=list, max_length=MAX_SEATS)
    seed: int = 0


class MessageRecord(BaseModel):
    """A :class:`~tablebox.engine.Message` in a save: catalog key and parameters, no words."""

    model_config = ConfigDict(extra="forbid")

    key: Id
    params: dict[str, Any] = Field(default_factory=dict, max_length=MAX_OPTIONS)

    @classmethod
    def of(cls, message: Message) -> MessageRecord:
        return cls(key=message.key, params=dict(message.params))

    def message(self) -> Message:
        return Message(self.key, self.params)


class SaveFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["tablebox-save"] = SAVE_FORMAT
    version: int = Field(default=SAVE_VERSION, ge=1)
    game: Id
    seats: list[SeatRecord] = Field(max_length=MAX_SEATS)
    options: dict[str, Any] = Field(default_factory=dict, max_length=MAX_OPTIONS)
    seed: int = 0
    deck: list[Id] | None = Field(default=None, max_length=MAX_DECK_CARDS)
    actions: list[ActionRecord] = Field(default_factory=list, max_length=MAX_ACTIONS)
    takebacks: list[TakebackRecord] = Field(default_factory=list, max_length=MAX_TAKEBACKS)
    """The take-backs made, oldest first (save version 3; older files have none)."""
    redeals: list[RedealRecord] = Field(
        default_factory=list, max_length=MAX_SEATS, exclude_if=lambda value: not value
    )
    """Where a game played on from another's position dealt its hidden cards again (issue
    30.3), oldest first (more than one when it was played on from a game played on from
    another); left out of the file while empty, so every other save keeps its shape."""
    handoff: bool = Field(default=True, exclude_if=lambda value: value)
    """False when the players chose to play without the hand-off cover (``--no-handoff``);
    left out of the file while True, so older files (which lack it) keep the cover."""
    hints: bool = Field(default=True, exclude_if=lambda value: value)
    """False when hints were turned off for the game (``--no-hints``, issue 30.1); left out of
    the file while True, so older files (which lack it) allow hints."""
    hints_asked: list[Annotated[int, Field(ge=0)]] = Field(
        default_factory=list, max_length=MAX_SEATS, exclude_if=lambda value: not any(value)
    )
    """How many hints each seat asked for, by seat (left out while nobody has asked)."""
    snapshot_version: int = Field(default=1, ge=1)
    """The game's state layout when the snapshot was taken (its rules' ``snapshot_version``);
    a snapshot from an older layout cannot be compared with today's replay, so one is accepted
    only in a file of an older save version that held it (:func:`check_layout`)."""
    snapshot: Any = Field(...)
    """The state after the last action, for the replay cross-check (required: a file without
    one could not be checked)."""
    status: MessageRecord | Annotated[str, Field(max_length=MAX_ACTION_CHARS)] = ""
    """A public one-line summary for save lists (``rules.status``), e.g. "phase 1, trick 5 of
    13", kept as a message so that the list shows it in the player's language; version 1 files
    hold the English sentence instead."""
    winners: list[int] | None = Field(
        default=None, max_length=MAX_SEATS, exclude_if=lambda value: value is None
    )
    """Once the game is over, the seats in the outcome's first place (``Outcome.winners``), so
    that a list can word the result without replaying the game; None while it goes on and in
    files from before the field (then the list reads the status). Like ``status`` it is a
    summary: loading replays the actions and refuses a file whose winners or status the replay
    does not bear out (:mod:`~tablebox.saves.consistency`). Left
    out of the file while None, so a game in progress keeps the version 3 shape."""
    check: str | None = Field(
        default=None, max_length=MAX_ID_CHARS, exclude_if=lambda value: value is None
    )
    """The digest of the header the lists read (game, names, status, winners) and the moves
    (save version 4, :mod:`~tablebox.saves.checksum`); None in older files."""
    created: datetime
    updated: datetime

    @model_validator(mode="after")
    def _winners_sit_at_the_table(self) -> SaveFile:
        empty = next((s for s in self.winners or () if not 0 <= s < len(self.seats)), None)
        if empty is not None:
            raise ValueError(f"the winners name seat {empty}, which is empty")
        return self

    @model_validator(mode="after")
    def _redeal_fits(self) -> SaveFile:
        """The re-deal keeps seats at the table. (That it comes within the moves is checked
        on loading: the autosave's header is built without them.)"""
        kept = [seat for redeal in self.redeals for seat in redeal.seats]
        empty = next((s for s in kept if not 0 <= s < len(self.seats)), None)
        if empty is not None:
            raise ValueError(f"the re-deal keeps seat {empty}, which is empty")
        return self

    @field_validator("seats")
    @classmethod
    def _one_seat_per_name(cls, seats: list[SeatRecord]) -> list[SeatRecord]:
        seen: set[str] = set()
        for seat in seats:
            if seat.name in seen:
                raise ValueError(f"two seats are named {shorten(seat.name)!r}")
            seen.add(seat.name)
        return seats

    def status_text(self, catalog: Catalog | None = None) -> str:
        """The status in words (English unless ``catalog`` says otherwise)."""
        if isinstance(self.status, str):
            return self.status
        catalog = catalog or Catalog(names=[seat.name for seat in self.seats])
        return catalog.text(self.status.message())


def redealt(rules: Any, state: Any, redeals: Sequence[RedealRecord], count: int) -> Any:
    """``state``, reached after ``count`` actions of a game, as that game goes on from it: in a
    game played on from another's position (issue 30.3), where ``count`` is where it began, a
    new state with the hidden cards dealt again as ``redeals`` say; else ``state`` itself."""
    for redeal in redeals:
        if redeal.at == count:
            state = redeal_of(rules, state, redeal.seats, random.Random(redeal.seed))
    return state
