"""One running match: rules, state, action log and seats; who acts, hand-offs, autosave.

The screens ask the controller; the controller asks the rules. Nothing here imports Textual.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel

from tablebox import registry
from tablebox.bots import RandomBot
from tablebox.catalog import Catalog
from tablebox.engine import Event, IllegalAction, Outcome, Rules, snapshot_of
from tablebox.saves import (
    ActionRecord,
    SaveError,
    SaveFile,
    SeatRecord,
    new_save_path,
    now,
    read_save,
    write_save,
)

SeatKind = Literal["human", "computer"]


def snapshot_version(rules: Rules) -> int:
    """The layout of the game's states (optional in the contract; 1 when not given)."""
    return getattr(rules, "snapshot_version", 1)


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    kind: SeatKind = "human"

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


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
    """Why the last autosave failed, if it did; the screen shows it."""
    _catalog: Catalog | None = None

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
    ) -> Match:
        """A new game; raises ValueError for a setup the rules refuse, UnknownGame for an id."""
        rules = registry.get(game_id)
        opts = options if isinstance(options, BaseModel) else rules.Options(**(options or {}))
        names = [seat.name for seat in seats]
        if len(set(names)) != len(names):
            raise ValueError("every player needs a different name")
        state = rules.new_game(names, opts, seed, deck)
        if autosave and save_path is None:
            save_path = new_save_path(game_id, names)
        match = cls(rules, list(seats), opts, seed, deck, state, save_path)
        match.keyboard_holder = match._sole_human()
        match.save()
        return match

    @classmethod
    def load(cls, path: Path) -> Match:
        """Read, validate and replay a save; raises :class:`SaveError` naming the problem."""
        save = read_save(path)
        try:
            rules = registry.get(save.game)
        except registry.UnknownGame:
            raise SaveError(path, f"it is a save of an unknown game {save.game!r}") from None
        seats = [Seat(s.name, s.kind) for s in save.seats]
        try:
            options = rules.Options(**save.options)
            state = rules.new_game([s.name for s in seats], options, save.seed, save.deck)
        except (ValueError, TypeError) as error:
            raise SaveError(path, f"its setup is invalid ({error})") from None
        for number, record in enumerate(save.actions, start=1):
            if record.seat >= len(seats):
                raise SaveError(path, f"action {number} names seat {record.seat}, which is empty")
            try:
                action = rules.parse_action(state, record.seat, record.action)
                state = rules.apply(state, record.seat, action)
            except IllegalAction as refused:
                raise SaveError(
                    path,
                    f"action {number} ({seats[record.seat].name}: {record.action}) is illegal"
                    f" on replay: {refused.reason}",
                ) from None
        layout = snapshot_version(rules)
        if save.snapshot_version > layout:
            raise SaveError(
                path,
                f"its {save.game} state was written by a newer tablebox (layout"
                f" {save.snapshot_version}; this one knows up to {layout}). Update tablebox to"
                " open it.",
            )
        # An older layout's snapshot cannot be compared; the legal replay above stands alone.
        if save.snapshot_version == layout and snapshot_of(state) != save.snapshot:
            raise SaveError(
                path,
                "its recorded state disagrees with the replay of its actions"
                " (the file was edited or damaged)",
            )
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
        """The first human seat that must act now, if any."""
        return next((s for s in self.acting_seats() if self.seats[s].is_human), None)

    def computer_to_act(self) -> int | None:
        return next((s for s in self.acting_seats() if not self.seats[s].is_human), None)

    def legal_actions(self, seat: int) -> list[Any]:
        return self.rules.legal_actions(self.state, seat)

    def view(self, seat: int | None) -> BaseModel:
        return self.rules.view(self.state, seat)

    def table_view(self) -> BaseModel:
        """What the table may show now: the keyboard holder's view, or the public one."""
        return self.rules.view(self.state, self.keyboard_holder)

    @property
    def catalog(self) -> Catalog:
        """The message catalog for this table: English for now, with these players' names."""
        if self._catalog is None:
            self._catalog = Catalog(names=self.names)
        return self._catalog

    def visible_events(self, seat: int | None) -> list[Event]:
        """The game log as ``seat`` may read it (None: the public log)."""
        return [event for event in self.rules.events(self.state) if event.visible_to(seat)]

    def outcome(self) -> Outcome | None:
        return self.rules.outcome(self.state)

    def status(self) -> str:
        return self.rules.status(self.state)

    # -- hot-seat ----------------------------------------------------------------------------

    def handoff_to(self) -> int | None:
        """The human seat the keyboard must pass to before the table shows its view, if any.

        A hand-off is due when a different human must act than the one holding the keyboard,
        and that seat's view holds something the other people must not see.
        """
        seat = self.human_to_act()
        if seat is None or seat == self.keyboard_holder:
            return None
        if self._human_count() < 2 or not self.rules.has_secrets(self.state, seat):
            return None
        return seat

    def confirm_handoff(self, seat: int) -> None:
        """The person at ``seat`` has the keyboard now."""
        self.keyboard_holder = seat

    def follow_turn(self) -> None:
        """Without a hand-off due, the table follows the acting human seat."""
        seat = self.human_to_act()
        if seat is not None and self.handoff_to() is None:
            self.keyboard_holder = seat

    def _human_count(self) -> int:
        return sum(seat.is_human for seat in self.seats)

    def _sole_human(self) -> int | None:
        humans = [i for i, seat in enumerate(self.seats) if seat.is_human]
        return humans[0] if len(humans) == 1 else None

    # -- acting ------------------------------------------------------------------------------

    def act(self, seat: int, action: Any) -> None:
        """Apply one action (an action or its notation), log it and autosave.

        Raises IllegalAction with the reason; the match is then exactly as it was.
        """
        if isinstance(action, str):
            action = self.rules.parse_action(self.state, seat, action)
        self.state = self.rules.apply(self.state, seat, action)
        self.actions.append(ActionRecord(seat=seat, action=str(action)))
        self.save()

    def play_computers(self, limit: int | None = None) -> int:
        """Let computer seats act until a human must act or the game ends; returns how many
        actions they took."""
        taken = 0
        while limit is None or taken < limit:
            seat = self.computer_to_act()
            if seat is None or self.human_to_act() is not None:
                break
            bot = RandomBot(self.seed * 1_000_003 + len(self.actions))
            self.act(seat, bot.choose(self.legal_actions(seat)))
            taken += 1
        return taken

    # -- saving ------------------------------------------------------------------------------

    def to_save(self) -> SaveFile:
        return SaveFile(
            game=self.game_id,
            seats=[SeatRecord(name=s.name, kind=s.kind) for s in self.seats],
            options=self.options.model_dump(mode="json"),
            seed=self.seed,
            deck=self.deck,
            actions=self.actions,
            snapshot_version=snapshot_version(self.rules),
            snapshot=snapshot_of(self.state),
            status=self.status(),
            created=self.created,
            updated=now(),
        )

    def save(self) -> None:
        """Autosave; a failure is kept in ``save_problem`` for the screen, never raised."""
        if self.save_path is None:
            return
        try:
            write_save(self.save_path, self.to_save())
        except OSError as error:
            self.save_problem = f"could not save to {self.save_path}: {error.strerror or error}"
        else:
            self.save_problem = None
