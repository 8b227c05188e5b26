"""The state of one game of Claim: every card's place, whose turn it is, and the events."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import NamedTuple

from games.claim.options import ClaimOptions
from tablebox.engine import NOT_SAVED, Event, Message

RECRUITING, CLAIMING, OVER = 1, 2, 3
"""Phase numbers: 1 recruits followers, 2 wins factions, 3 means the game has ended."""


Entry = tuple[object, ...]
"""An event not yet built: its key, its audience and its parameters' values in the order of
:data:`ENTRY_PARAMS` (a plain tuple costs a tenth of an event with its dictionary)."""

ENTRY_PARAMS: dict[str, tuple[str, ...]] = {
    "claim.prize": ("trick", "card"),
    "claim.takes-prize": ("seat", "card"),
    "claim.draws": ("seat",),
    "claim.you-draw": ("card",),
    "claim.trick-leads": ("trick", "seat"),
    "claim.keeps-deck": ("seat",),
    "claim.you-keep": ("card",),
    "claim.seer-peeks": ("seat",),
    "claim.peek": ("card",),
}
"""The events the rules log as entries, with their parameters' names in order."""


def _event(entry: Entry) -> Event:
    key, audience, *values = entry
    assert isinstance(key, str) and (audience is None or isinstance(audience, int))
    params = dict(zip(ENTRY_PARAMS[key], values, strict=True))
    return Event(key, params, audience)  # type: ignore[arg-type]  # seats, cards, numbers


class Play(NamedTuple):
    seat: int
    card: str


class TrickRecord(NamedTuple):
    """A finished trick, kept so the table can show what just happened and why. Never mutated."""

    phase: int
    number: int
    plays: tuple[Play, ...]
    prizes: tuple[str, ...]
    winner: int
    next_leader: int
    notes: tuple[Event, ...]
    """What the trick's end did: its winner, the ranking, the abilities (CLM-6); the same
    events as in the log, all public."""
    ranking: tuple[int, ...]
    """Every seat, best placed first (CLM-3.3, CLM-11.5)."""


@dataclass(slots=True)
class ClaimState:
    players: list[str]
    options: ClaimOptions
    factions: tuple[str, ...]
    hands: list[list[str]]
    draw_pile: list[str]
    """Top card first."""
    followers: list[list[str]]
    score_piles: list[list[str]]
    gnome_rows: list[list[str]]
    trolls_aside: list[str]
    discarded: list[str]
    """Cards out of the game: phase-1 plays and crushed gnomes."""
    phase: int
    trick: int
    tricks_per_phase: int
    leader: int
    lead_reason: Message
    """Who leads this trick and why (CLM-1.3, CLM-3.4, CLM-6.3)."""
    prizes: list[str]
    plays: list[Play]
    chooser: int | None = None
    """The seat choosing a prize (or, after a seer's peek, the deck's top card), if any."""
    peek: bool = False
    """Whether the chooser won with a seer and may take the deck's top card (CLM-6.5)."""
    placement: list[int] = field(default_factory=list)
    """While prizes are handed out: the finished trick's seats, best first, still to be served
    (the chooser first)."""
    received: dict[int, str] = field(default_factory=dict)
    """What each seat got from the last phase-1 trick so far: a prize's card id, ``"deck"``
    (the seer's winner kept the deck's top card) or ``"draw"``; public, as at a real table."""
    last_trick: TrickRecord | None = None
    log: list[Event | Entry] = field(default_factory=list, metadata=NOT_SAVED)
    """What has happened, oldest first (rebuilt by replaying a save, so never saved): events,
    and at its end the hot paths' entries not yet read (see :attr:`events`)."""
    built: int = field(default=0, metadata=NOT_SAVED)
    """How many of the log's first entries are events already."""

    @property
    def events(self) -> list[Event]:
        """The log as events. The rules append the most frequent events as bare entries
        (:data:`Entry`, and a :class:`Play` for ``claim.plays``), built into events here,
        once, when someone first reads them: a search's playouts never do."""
        log = self.log
        if self.built < len(log):
            for index in range(self.built, len(log)):
                item = log[index]
                if type(item) is Play:  # a play is logged as itself
                    log[index] = Event("claim.plays", {"seat": item[0], "card": item[1]})
                elif type(item) is tuple:
                    log[index] = _event(item)
            self.built = len(log)
        return log  # type: ignore[return-value]  # every entry is an event now

    @events.setter
    def events(self, events: list[Event]) -> None:
        self.log, self.built = list(events), len(events)

    def __eq__(self, other: object) -> bool:
        """Field by field, the log as events (whether built yet or not)."""
        if not isinstance(other, ClaimState):
            return NotImplemented
        return self.events == other.events and all(
            getattr(self, name) == getattr(other, name) for name in _COMPARED
        )

    def copy(self) -> ClaimState:
        """A copy sharing nothing mutable with this one (cards and records are immutable)."""
        return ClaimState(
            players=self.players,
            options=self.options,
            factions=self.factions,
            hands=[hand[:] for hand in self.hands],
            draw_pile=self.draw_pile[:],
            followers=[pile[:] for pile in self.followers],
            score_piles=[pile[:] for pile in self.score_piles],
            gnome_rows=[row[:] for row in self.gnome_rows],
            trolls_aside=self.trolls_aside[:],
            discarded=self.discarded[:],
            phase=self.phase,
            trick=self.trick,
            tricks_per_phase=self.tricks_per_phase,
            leader=self.leader,
            lead_reason=self.lead_reason,
            prizes=self.prizes[:],
            plays=self.plays[:],
            chooser=self.chooser,
            peek=self.peek,
            placement=self.placement[:],
            received=dict(self.received),
            last_trick=self.last_trick,
            log=self.log[:],
            built=self.built,
        )

    def team_of(self, seat: int) -> int:
        """Partners sit opposite at four (CLM-11.3): seats 0 and 2 against 1 and 3. Otherwise
        every seat is its own team."""
        return seat % 2 if len(self.players) == 4 else seat

    def all_cards(self) -> list[str]:
        """Every card wherever it lies; the game never creates or destroys one."""
        zones = [self.draw_pile, self.trolls_aside, self.discarded, self.prizes]
        zones += self.hands + self.followers + self.score_piles + self.gnome_rows
        return [card for zone in zones for card in zone] + [play.card for play in self.plays]


_COMPARED = tuple(f.name for f in fields(ClaimState) if f.name not in ("log", "built"))
"""The fields compared as they are; the log is compared through ``events``."""
