"""One running match: rules, state, action log and seats; what comes next, autosave.

The screens ask the controller one question after every change, :meth:`Match.next_step`: a
hand-off to a seat, a human seat's turn, a computer seat's turn, or the end. They follow the
answer: cover the table for a hand-off and :meth:`Match.confirm_handoff` once the next person
has the keyboard; draw the keyboard holder's view for a human turn and :meth:`Match.act` with
what they pick; for a computer turn ask :meth:`Match.think` (safe in a worker thread: it never
touches the match) and :meth:`Match.act` with its answer; show the results at the end.

The controller asks the rules. Nothing here imports Textual.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, Literal, NamedTuple

from pydantic import BaseModel, ValidationError

from tablebox import bots, registry
from tablebox.catalog import DEFAULT_LANGUAGE, Catalog
from tablebox.engine import (
    Action,
    Event,
    IllegalAction,
    Message,
    Outcome,
    Param,
    Rules,
    snapshot_of,
)
from tablebox.saves import (
    ActionRecord,
    MessageRecord,
    RedealRecord,
    ReplayCheck,
    SaveError,
    SaveFile,
    SaveLock,
    SaveWriter,
    SeatRecord,
    TakebackRecord,
    check_layout,
    name_problem,
    new_save_path,
    now,
    read_save,
    redealt,
    shorten,
    validation_problem,
)

SeatKind = Literal["human", "computer"]
StepKind = Literal["handoff", "human", "computer", "over"]

CHOICE_SEED_STEP = 1_000_003
"""A computer's choice after ``n`` actions is seeded with ``seed * CHOICE_SEED_STEP + n``."""
DETERMINIZE_SALT = 0xD1CE_5EED
"""Mixed into that seed for the re-deal of hidden cards, so deal and choice draw different
streams (and the choice stream is the one earlier versions used: old games play on the same)."""


LEVEL_KEYS = {
    "easy": Message("common.ui.level-easy"),
    "normal": Message("common.ui.level-normal"),
    "strong": Message("common.ui.level-strong"),
}
"""The words of each level of computer player, shown beside its seat's name."""


class Step(NamedTuple):
    """What comes next in a match (:meth:`Match.next_step`).

    - ``handoff``: ``seat`` (a human) must act, but the keyboard is with someone else and that
      seat's view has secrets: cover the table until its player confirms.
    - ``human``: ``seat`` acts, and the table shows its view (it holds the keyboard now).
    - ``computer``: ``seat`` is a computer's: :meth:`Match.think`, then :meth:`Match.act`.
    - ``over``: the game has ended (``seat`` is None).
    """

    kind: StepKind
    seat: int | None


def takeback_event(record: TakebackRecord) -> Event:
    """The public log line of a take-back: "Ann takes back a move" (and the computers')."""
    if record.count == 1:
        return Event("common.takes-back", {"seat": record.seat})
    return Event("common.takes-back-with", {"seat": record.seat, "computer": record.count - 1})


def _takeback_window(records: Sequence[ActionRecord], seats: Sequence[Seat]) -> int:
    """Where the actions a take-back may reach begin: at the last human action (a take-back
    never reaches past it), or at the end when no human has acted."""
    for index in range(len(records) - 1, -1, -1):
        seat = records[index].seat
        if seat < len(seats) and seats[seat].is_human:
            return index
    return len(records)


def snapshot_version(rules: Rules) -> int:
    """The layout of the game's states (optional in the contract; 1 when not given)."""
    return getattr(rules, "snapshot_version", 1)


def _same_snapshot(replayed: Any, saved: Any) -> bool:
    """Whether the replay's snapshot is the saved one (a snapshot nested too deeply to compare
    is not)."""
    try:
        return bool(replayed == saved)
    except RecursionError:
        return False


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    kind: SeatKind = "human"
    bot: str = bots.DEFAULT_BOT
    """The computer player of a computer seat (a name in :data:`tablebox.bots.BOTS`)."""

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def label(self, catalog: Catalog) -> str:
        """The name as a list of the players shows it: a computer's with its level, "Ben
        (strong)", said once there and nowhere else (the log and the tables name everyone
        plainly; the ``random`` player of tests and old saves has no level: its name alone)."""
        level = None if self.is_human else LEVEL_KEYS.get(self.bot)
        if level is None:
            return self.name
        return catalog.text(Message("common.ui.seat-level", {"name": self.name, "level": level}))


def _never_stop() -> bool:
    return False


@dataclass
class Match:
    """A game in progress. Build one with :meth:`start` or :meth:`load`."""

    rules: Rules
    seats: list[Seat]
    options: BaseModel
    seed: int
    deck: list[str] | None
    state: Any
    save_path: Path | None
    actions: list[ActionRecord] = field(default_factory=list)
    created: Any = field(default_factory=now)
    keyboard_holder: int | None = None
    """The human seat whose view the table may show now (None: the public table)."""
    save_problem: str | None = None
    """Why the last autosave failed, if it did, in the table's language; the screen shows it."""
    _catalog: Catalog | None = None
    language: str = DEFAULT_LANGUAGE
    """The language the table speaks (the app's; saves hold no words, so it may change)."""
    _writer: SaveWriter = field(default_factory=SaveWriter, repr=False)
    read_only: bool = False
    """A match loaded only to be read (``load(..., read_only=True)``): no lock, never saved."""
    _lock: SaveLock | None = field(default=None, repr=False)
    """The lock of ``save_path`` while this match owns it (see :meth:`close`)."""
    _closed: bool = field(default=False, repr=False)
    takebacks: list[TakebackRecord] = field(default_factory=list)
    """The take-backs made, oldest first (see :meth:`take_back`)."""
    _revealed: list[bool | None] = field(default_factory=list, repr=False)
    """Per action: whether it uncovered something hidden (``rules.reveals`` on the state before
    it). Worked out as each action is made; on a replay only for the actions since the last
    human one, the only ones a take-back can reach (None: not worked out)."""
    _players: dict[tuple[int, str], Any] = field(default_factory=dict, repr=False)
    """Per computer seat (and bot name): its player, kept between decisions so a search can go
    on from its tree where a seat makes a run of decisions (Thrones' orders of one round)."""
    _marks: list[int] = field(default_factory=list, repr=False)
    """How many events the log held after the setup and after each action: where a take-back's
    log line goes."""
    handoff: bool = True
    """Whether the table is covered while the keyboard passes between humans. False only when
    the players chose "we trust each other: no cover" (``--no-handoff``): with two humans the
    other's hand is always secret, so there is no honest rule for skipping some covers only;
    the choice skips every one. Saved in the file."""
    redeals: list[RedealRecord] = field(default_factory=list)
    """A game played on from another's position (issue 30.3): where and how its hidden cards
    were dealt again. Every replay of it from the setup redoes that deal (:meth:`setup`,
    :meth:`dealt`), and a take-back never reaches before it. Saved in the file."""
    hints: bool = True
    """Whether the hint key works in this game (off: ``--no-hints`` or the New game form).
    Saved in the file."""
    hints_asked: list[int] = field(default_factory=list)
    """How many hints each seat asked for (by seat; shorter: none past its end). Saved."""
    _save_soon: Callable[[], None] | None = field(default=None, repr=False, compare=False)
    """Set by a table on screen (:meth:`defer_saves`): asks for :meth:`save_pending` once the
    frame showing the move is out."""
    _unsaved: bool = field(default=False, repr=False, compare=False)
    """An action or take-back not written yet (its save is deferred)."""

    def __post_init__(self) -> None:
        if not self.actions and not self._marks:
            self._marks = [len(self.rules.events(self.state))]

    # -- making one ---------------------------------------------------------------------------

    @classmethod
    def start(
        cls,
        game_id: str,
        seats: Sequence[Seat],
        options: BaseModel | dict[str, Any] | None = None,
        seed: int = 0,
        deck: list[str] | None = None,
        save_path: Path | None = None,
        autosave: bool = True,
        handoff: bool = True,
        history: Sequence[ActionRecord] = (),
        redeals: Sequence[RedealRecord] = (),
        hints: bool = True,
    ) -> Match:
        """A new game; raises ValueError for a setup the rules refuse, UnknownGame for an id.
        ``handoff=False``: the players trust each other, the table is never covered;
        ``hints=False``: no hints in this game.
        ``history`` and ``redeals``: a game played on from another's position (issue 30.3),
        its actions so far (legal ones: the other game made them) and its new deals."""
        rules = registry.get(game_id)
        opts = options if isinstance(options, BaseModel) else rules.Options(**(options or {}))
        names = [seat.name for seat in seats]
        if len(set(names)) != len(names):
            raise ValueError("every player needs a different name")
        problem = name_problem(names)  # issue 17.6: the names are printed and drawn everywhere
        if problem is not None:
            raise ValueError(problem)
        for seat in seats:
            if seat.bot not in bots.BOTS:
                raise bots.UnknownBot(seat.bot)
        state = rules.new_game(names, opts, seed, deck)
        if autosave and save_path is None:
            save_path = new_save_path(game_id, names)
        match = cls(
            rules, list(seats), opts, seed, deck, state, save_path, handoff=handoff, hints=hints
        )
        if history or redeals:
            match.redeals = list(redeals)
            match.actions = list(history)
            match.state, match._revealed, match._marks = match._replay(match.actions)
        match.keyboard_holder = match._sole_human()
        if save_path is not None:
            match._lock = SaveLock.acquire(save_path)  # SaveInUse: open in another window
        match.save()
        return match

    @classmethod
    def load(cls, path: Path, *, read_only: bool = False) -> Match:
        """Read, validate and replay a save; raises :class:`SaveError` naming the problem.

        The match owns the save from then on: it holds the save's lock until :meth:`close`, and
        a save open in another tablebox window is refused (:class:`~tablebox.saves.SaveInUse`).
        ``read_only`` (a replay, statistics) takes no lock and never writes.
        """
        lock = None if read_only else SaveLock.acquire(path)
        try:
            match = cls._read(path)
        except SaveError:
            if lock is not None:
                lock.release()
            raise
        except Exception as error:  # the rules failing on a file: the file is refused
            if lock is not None:
                lock.release()
            said = f"{type(error).__name__}: {shorten(str(error))}"
            raise SaveError(path, Message("saves.cannot-replay", {"error": said})) from None
        except BaseException:
            if lock is not None:
                lock.release()
            raise
        match.read_only = read_only
        match._lock = lock
        return match

    @classmethod
    def _read(cls, path: Path) -> Match:
        """:meth:`load` without the lock."""
        save = read_save(path)
        try:
            rules = registry.get(save.game)
        except registry.UnknownGame:
            game = repr(shorten(save.game))
            raise SaveError(path, Message("saves.unknown-game", {"game": game})) from None
        unknown = next((s.bot for s in save.seats if s.bot not in bots.BOTS), None)
        if unknown is not None:
            bot = repr(shorten(unknown))
            raise SaveError(path, Message("saves.unknown-bot", {"bot": bot}))
        seats = [Seat(s.name, s.kind, s.bot) for s in save.seats]
        try:
            options = rules.Options(**save.options)
            state = rules.new_game([s.name for s in seats], options, save.seed, save.deck)
        except ValidationError as error:
            detail = validation_problem(error)
            raise SaveError(path, Message("saves.bad-setup", {"detail": detail})) from None
        except Exception as error:  # ValueError, TypeError, or the rules failing on a bad deck
            if isinstance(error, IllegalAction):  # the rules' refusal, in the reader's words
                refused = Message("saves.bad-setup-refused", {"reason": error.message})
                raise SaveError(path, refused) from None
            detail = shorten(str(error), 120)
            raise SaveError(path, Message("saves.bad-setup", {"detail": detail})) from None
        latest = max((redeal.at for redeal in save.redeals), default=0)
        if latest > len(save.actions):
            past: dict[str, Param] = {"at": latest, "moves": len(save.actions)}
            raise SaveError(path, Message("saves.redeal-past-end", past))
        state = redealt(rules, state, save.redeals, 0)
        # The replay owns its state, so each action is played in place (``advance``, still
        # checked: a file is not to be trusted), not copied: long games load in linear time.
        window = _takeback_window(save.actions, seats)
        revealed: list[bool | None] = []
        marks = [len(rules.events(state))]
        header = ReplayCheck(save, [seat.is_human for seat in seats])  # issue 17.6
        for number, record in enumerate(save.actions, start=1):
            header.note(number - 1, partial(rules.current_seats, state))
            if record.seat >= len(seats):
                empty: dict[str, Param] = {"number": number, "seat": record.seat}
                raise SaveError(path, Message("saves.empty-seat", empty))
            try:
                action = rules.parse_action(state, record.seat, record.action)
                reveals = rules.reveals(state, record.seat, action) if number > window else None
                revealed.append(reveals)
                rules.advance(state, record.seat, action)
            except IllegalAction as refused:
                illegal: dict[str, Param] = {
                    "number": number,
                    "name": shorten(seats[record.seat].name),
                    "action": shorten(record.action),
                    "reason": refused.message,
                }
                raise SaveError(path, Message("saves.illegal-action", illegal)) from None
            except Exception as error:  # a rule module failing on a hostile action
                fails: dict[str, Param] = {"number": number, "action": shorten(record.action)}
                fails["error"] = type(error).__name__
                raise SaveError(path, Message("saves.action-fails", fails)) from None
            state = redealt(rules, state, save.redeals, number)
            marks.append(len(rules.events(state)))
        header.note(len(save.actions), lambda: rules.current_seats(state))
        # A current file holds the current layout; an older layout (only in an older save
        # version) cannot be compared, and the legal replay above stands alone.
        comparable = check_layout(path, save, snapshot_version(rules))
        if comparable and not _same_snapshot(snapshot_of(state), save.snapshot):
            raise SaveError(path, Message("saves.snapshot-differs"))
        outcome = rules.outcome(state)  # winners, status and take-backs against the replay
        winners = None if outcome is None else list(outcome.winners)
        status: Message | str = rules.status(state)
        status = status if isinstance(status, Message) else Message(str(status))
        problem = header.problem(winners, status, comparable)
        if problem is not None:
            raise SaveError(path, problem)
        match = cls(
            rules,
            seats,
            options,
            save.seed,
            save.deck,
            state,
            path,
            list(save.actions),
            save.created,
            takebacks=list(save.takebacks),
            _revealed=revealed,
            _marks=marks,
            handoff=save.handoff,
            redeals=list(save.redeals),
            hints=save.hints,
            hints_asked=list(save.hints_asked[: len(seats)]),
        )
        match.keyboard_holder = match._sole_human()
        return match

    # -- asking ------------------------------------------------------------------------------

    @property
    def game_id(self) -> str:
        return self.rules.id

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def is_over(self) -> bool:
        return not self.rules.current_seats(self.state)

    def acting_seats(self) -> list[int]:
        return self.rules.current_seats(self.state)

    def human_to_act(self) -> int | None:
        """The human seat that must act now, if any: see :meth:`_first_human`."""
        return self._first_human(self.acting_seats())

    def _first_human(self, acting: Sequence[int]) -> int | None:
        """Of the seats acting at once, the human who goes first: the one holding the keyboard
        if it is among them (issue 27.5: the fewest hand-offs, e.g. both House cards of a
        battle between two humans), else the first in seat order."""
        humans = [seat for seat in acting if self.seats[seat].is_human]
        if self.keyboard_holder in humans:
            return self.keyboard_holder
        return humans[0] if humans else None

    def legal_actions(self, seat: int) -> list[Any]:
        return self.rules.legal_actions(self.state, seat)

    def view(self, seat: int | None) -> BaseModel:
        return self.rules.view(self.state, seat)

    def table_view(self) -> BaseModel:
        """What the table may show now: the keyboard holder's view, or the public one."""
        return self.rules.view(self.state, self.keyboard_holder)

    @property
    def catalog(self) -> Catalog:
        """The message catalog for this table in its :attr:`language`, with these players'
        names as they are (a computer's level is said where the players are listed,
        :meth:`Seat.label`): every name a table says comes from here."""
        if self._catalog is None or self._catalog.language != self.language:
            self._catalog = Catalog(self.language, self.names)
        return self._catalog

    def visible_events(self, seat: int | None) -> list[Event]:
        """The game log as ``seat`` may read it (None: the public log), take-backs included."""
        events: Sequence[Event] = self.rules.events(self.state)
        if self.takebacks:
            events = self._with_takebacks(events)
        return [event for event in events if event.visible_to(seat)]

    def outcome(self) -> Outcome | None:
        return self.rules.outcome(self.state)

    def status_message(self) -> Message:
        """The rules' short public summary, as a message."""
        status: Message | str = self.rules.status(self.state)
        return status if isinstance(status, Message) else Message(str(status))

    def status(self) -> str:
        """The rules' short public summary in words ("phase 1, trick 5 of 13")."""
        return self.catalog.text(self.status_message())

    # -- what comes next ---------------------------------------------------------------------

    def next_step(self) -> Step:
        """What the table does now. For a human turn the table follows that seat: it becomes
        the keyboard holder (a hand-off, if one is due, is answered instead and the keyboard
        stays where it is until :meth:`confirm_handoff`)."""
        acting = self.rules.current_seats(self.state)
        if not acting:
            return Step("over", None)
        human = self._first_human(acting)
        if human is None:
            return Step("computer", acting[0])
        if self._handoff_due(human):
            return Step("handoff", human)
        self.keyboard_holder = human
        return Step("human", human)

    # -- hot-seat ----------------------------------------------------------------------------

    def handoff_to(self) -> int | None:
        """The human seat the keyboard must pass to before the table shows its view, if any
        (a question only: nothing changes)."""
        seat = self.human_to_act()
        return seat if seat is not None and self._handoff_due(seat) else None

    def _handoff_due(self, seat: int) -> bool:
        """A hand-off is due when a different human must act than the one holding the
        keyboard, and that seat's view holds something the other people must not see."""
        return (
            self.handoff
            and seat != self.keyboard_holder
            and self._human_count() >= 2
            and self.rules.has_secrets(self.state, seat)
        )

    def confirm_handoff(self, seat: int) -> None:
        """The person at ``seat`` has the keyboard now."""
        self.keyboard_holder = seat

    def _human_count(self) -> int:
        return sum(seat.is_human for seat in self.seats)

    def _sole_human(self) -> int | None:
        humans = [i for i, seat in enumerate(self.seats) if seat.is_human]
        return humans[0] if len(humans) == 1 else None

    # -- acting ------------------------------------------------------------------------------

    def act(self, seat: int, action: Action | str) -> Step:
        """Apply one action (an action or its notation), record it, autosave, and say what
        comes next (:meth:`next_step`).

        Raises IllegalAction with the reason; the match is then exactly as it was.
        """
        if isinstance(action, str):
            action = self.rules.parse_action(self.state, seat, action)
        # ``apply`` makes a new state rather than changing this one in place, so a worker
        # thread that is reading the old one (``think``) never sees it change under it.
        before = self.state
        self.state = self.rules.apply(before, seat, action)
        self._note_action(self.rules.reveals(before, seat, action))
        self.actions.append(ActionRecord(seat=seat, action=str(action)))
        self._autosave()
        return self.next_step()

    def think(self, seat: int, cancel: threading.Event | None = None) -> str:
        """The action the computer at ``seat`` chooses now, in notation, for :meth:`act`.

        Nothing of the match changes, so this may run in a worker thread while the table is
        drawn. The bot sees a determinized copy of the state (every card hidden from ``seat``
        re-dealt at random), never the true one, and the legal actions; its chance is seeded by
        the match's seed and the number of actions so far, so a game replays the same.

        ``cancel``, once set, stops a searching bot at its next iteration (a thread cannot be
        killed): the answer is then worthless, and the caller drops it.
        """
        rules, state, count = self.rules, self.state, len(self.actions)
        legal = rules.legal_actions(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} was asked to act with no legal action")
        seed = self.seed * CHOICE_SEED_STEP + count
        guess = rules.determinize(state, seat, random.Random(seed ^ DETERMINIZE_SALT))
        name = self.seats[seat].bot
        player = self._players.get((seat, name))
        if player is None:
            player = self._players[(seat, name)] = bots.bot(name)
        if hasattr(player, "should_stop"):  # this decision's flag, not a past one's
            player.should_stop = cancel.is_set if cancel is not None else _never_stop
        return str(player.choose(rules, guess, seat, legal, random.Random(seed)))

    def play_computers(self, limit: int | None = None) -> int:
        """Let computer seats act until a human must act or the game ends; returns how many
        actions they took. (Headless: the CLI and tests; the app thinks in a worker.)"""
        taken = 0
        step = self.next_step()
        while step.kind == "computer" and step.seat is not None:
            if limit is not None and taken >= limit:
                break
            step = self.act(step.seat, self.think(step.seat))
            taken += 1
        return taken

    # -- hints -------------------------------------------------------------------------------

    def hints_of(self, seat: int) -> int:
        """How many hints ``seat`` asked for."""
        return self.hints_asked[seat] if 0 <= seat < len(self.hints_asked) else 0

    def note_hint(self, seat: int) -> None:
        """Count a hint given to ``seat`` (saved with the game at once)."""
        if not 0 <= seat < len(self.seats):
            return
        counts = self.hints_asked + [0] * (len(self.seats) - len(self.hints_asked))
        counts[seat] += 1
        self.hints_asked = counts
        self.save()

    # -- taking back -------------------------------------------------------------------------

    def takeback_for(self, seat: int) -> int:
        """How many actions a take-back by the human at ``seat`` would remove now: back to and
        including that seat's own last action, with the computers' actions after it; 0 when
        it may not (see :meth:`takeback_refusal` for why)."""
        size = self._takeback_size(seat)
        return size if isinstance(size, int) else 0

    def takeback_refusal(self, seat: int) -> Message | None:
        """Why ``seat`` may not take back now (None: it may)."""
        size = self._takeback_size(seat)
        return size if isinstance(size, Message) else None

    def take_back(self, seat: int) -> Step:
        """Take back the last action of the human at ``seat`` and every computer action after
        it: the state is rebuilt by replaying the remaining actions from the setup, the public
        log says so, the game is saved, and what comes next is said (:meth:`next_step`).

        Raises IllegalAction with the reason when the take-back is not allowed (nothing of
        the match changes then): nothing to take back, the game is over, another human has
        acted since, or one of the actions to remove uncovered something hidden.
        """
        size = self._takeback_size(seat)
        if isinstance(size, Message):
            raise IllegalAction(size.key, **size.params)
        at = len(self.actions) - size
        kept = self.actions[:at]
        # A new state and a new list, never changed in place: a computer still thinking in a
        # worker thread (whose move is now dropped) goes on reading the old ones undisturbed.
        self.state, self._revealed, self._marks = self._replay(kept)
        self.actions = kept
        self.takebacks = [*self.takebacks, TakebackRecord(seat=seat, count=size, at=at)]
        self._autosave()
        return self.next_step()

    def _takeback_size(self, seat: int) -> int | Message:
        """The actions a take-back by ``seat`` removes, or why it may not take back."""
        if not 0 <= seat < len(self.seats) or not self.seats[seat].is_human:
            return Message("common.takeback-nothing")
        if self.is_over:
            return Message("common.game-over")
        self._check_history()
        start = max((redeal.at for redeal in self.redeals), default=0)  # before: history
        for index in range(len(self.actions) - 1, start - 1, -1):
            actor = self.actions[index].seat
            if actor != seat and self.seats[actor].is_human:
                return Message("common.takeback-played-since", {"seat": actor})
            if self._revealed[index]:
                key = "takeback-revealing" if actor == seat else "takeback-revealed"
                return Message(f"common.{key}")
            if actor == seat:
                return len(self.actions) - index
        return Message("common.takeback-nothing")

    def _note_action(self, revealed: bool) -> None:
        """Remember of the action being recorded whether it revealed, and the log's length."""
        if self._history_known():
            self._revealed.append(revealed)
            self._marks.append(len(self.rules.events(self.state)))

    def _history_known(self) -> bool:
        return len(self._marks) == len(self.actions) + 1 == len(self._revealed) + 1

    def _check_history(self) -> None:
        """Work out what a take-back and the log need (reveals, log marks) if unknown."""
        if not self._history_known():
            _, self._revealed, self._marks = self._replay(self.actions)

    def _replay(self, records: list[ActionRecord]) -> tuple[Any, list[bool | None], list[int]]:
        """The state after ``records`` (actions this match made, so legal), replayed from the
        setup; whether each action since the last human one revealed; the log marks."""
        rules = self.rules
        state = self.setup()
        window = _takeback_window(records, self.seats)
        revealed: list[bool | None] = []
        marks = [len(rules.events(state))]
        for index, record in enumerate(records):
            action = rules.parse_action(state, record.seat, record.action)
            revealed.append(rules.reveals(state, record.seat, action) if index >= window else None)
            rules.advance(state, record.seat, action, trusted=True)
            state = self.dealt(state, index + 1)
            marks.append(len(rules.events(state)))
        return state, revealed, marks

    def setup(self) -> Any:
        """A new copy of the state before the first action, as every replay of this match from
        the setup starts (with the hidden cards dealt again there if this game was played on
        from another's setup: :meth:`dealt`)."""
        state = self.rules.new_game(self.names, self.options, self.seed, self.deck)
        return self.dealt(state, 0)

    def dealt(self, state: Any, count: int) -> Any:
        """``state``, reached after ``count`` actions, as this match goes on from it: in a game
        played on from another's position (issue 30.3), where ``count`` is where it began, a
        new state with the hidden cards dealt again; else ``state`` itself."""
        return redealt(self.rules, state, self.redeals, count)

    def _with_takebacks(self, events: Sequence[Event]) -> list[Event]:
        """The rules' log with a public line for each take-back, after the events of the
        actions it left. A take-back that a later one reached past goes where the later one
        does (the actions it followed are gone too), still before it."""
        self._check_history()
        places: list[int] = []
        anchor = len(self.actions)
        for record in reversed(self.takebacks):  # newest first, each at or before the last
            anchor = min(anchor, record.at)
            places.append(min(self._marks[anchor], len(events)))
        merged: list[Event] = []
        done = 0
        for place, record in zip(reversed(places), self.takebacks, strict=True):
            merged.extend(events[done:place])
            merged.append(takeback_event(record))
            done = place
        merged.extend(events[done:])
        return merged

    # -- saving ------------------------------------------------------------------------------

    def to_save(self) -> SaveFile:
        """The whole save as a model (autosave writes the same document faster)."""
        return self._save_header(self.actions, snapshot_of(self.state))

    def _save_header(self, actions: list[ActionRecord], snapshot: Any) -> SaveFile:
        outcome = self.outcome()  # the winners go in the header: the lists word the result
        return SaveFile(
            game=self.game_id,
            seats=[SeatRecord(name=s.name, kind=s.kind, bot=s.bot) for s in self.seats],
            options=self.options.model_dump(mode="json"),
            seed=self.seed,
            deck=self.deck,
            actions=actions,
            takebacks=self.takebacks,
            handoff=self.handoff,
            redeals=self.redeals,
            hints=self.hints,
            hints_asked=list(self.hints_asked),
            snapshot_version=snapshot_version(self.rules),
            snapshot=snapshot,
            status=MessageRecord.of(self.status_message()),
            winners=None if outcome is None else list(outcome.winners),
            created=self.created,
            updated=now(),
        )

    def defer_saves(self, save_soon: Callable[[], None] | None) -> None:
        """From now on each action's autosave waits for ``save_soon`` to have
        :meth:`save_pending` called (a table: once the frame showing the move is out, so the
        player does not wait for the disk); None: each action is saved at once again.

        Every action still gets its atomic write, in order: ``save_soon`` is asked after each
        one, a later save writes everything before it, and :meth:`close` writes what is
        pending, so leaving right after a move keeps it."""
        self._save_soon = save_soon

    def _autosave(self) -> None:
        if self._save_soon is None:
            self.save()
            return
        self._unsaved = True
        self._save_soon()  # asked every time: a request the table dropped is no save lost

    def save_pending(self) -> None:
        """Write the deferred autosave, if an action is still unsaved (see :meth:`defer_saves`)."""
        if self._unsaved:
            self.save()

    def save(self) -> None:
        """Autosave; a failure is kept in ``save_problem`` for the screen, never raised.

        A read-only match never writes, nor does a closed one (its lock is given back, so
        another window may own the file now)."""
        self._unsaved = False
        if self.save_path is None or self.read_only:
            return
        if self._closed:
            closed = Message("saves.closed-here", {"file": str(self.save_path)})
            self.save_problem = self.catalog.text(closed)
            return
        try:
            header = self._save_header([], None)
            self._writer.write(self.save_path, header, self.actions, snapshot_of(self.state))
        except OSError as error:
            self.save_problem = self._not_saved(str(error.strerror or error))
        except ValidationError as error:  # past a limit of the save file (tablebox.saves.model)
            self.save_problem = self._not_saved(validation_problem(error))
        else:
            self.save_problem = None

    def _not_saved(self, reason: str) -> str:
        """Why a save failed (``reason``, in the system's or pydantic's words), in words."""
        said = Message("saves.not-written", {"file": str(self.save_path), "reason": reason})
        return self.catalog.text(said)

    # -- closing -----------------------------------------------------------------------------

    def close(self) -> None:
        """Leave the match: give back the save's lock, so that another window may open it.
        Nothing is saved after this (a move whose save was deferred is written first). Calling
        it again does nothing."""
        if not self._closed:
            self.save_pending()
        self._save_soon = None
        self._closed = True
        lock, self._lock = self._lock, None
        if lock is not None:
            lock.release()

    @property
    def closed(self) -> bool:
        return self._closed

    def __enter__(self) -> Match:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
