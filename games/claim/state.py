"""The state of one game of Claim: every card's place, whose turn it is, and the log."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict

from tablebox.engine import LogEntry

RECRUITING, CLAIMING, OVER = 1, 2, 3
"""Phase numbers: 1 recruits followers, 2 wins factions, 3 means the game has ended."""


class ClaimOptions(BaseModel):
    """Setup choices. Claim 2 for two players is the base game."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    box: Literal["claim2"] = "claim2"


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
    notes: tuple[str, ...]


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
    lead_reason: str
    prizes: list[str]
    plays: list[Play]
    seer: int | None = None
    """The seat choosing between the prize and the peeked deck card, if any."""
    last_trick: TrickRecord | None = None
    log: list[LogEntry] = field(default_factory=list)

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
            seer=self.seer,
            last_trick=self.last_trick,
            log=self.log[:],
        )

    def all_cards(self) -> list[str]:
        """Every card wherever it lies; the game never creates or destroys one."""
        zones = [self.draw_pile, self.trolls_aside, self.discarded, self.prizes]
        zones += self.hands + self.followers + self.score_piles + self.gnome_rows
        return [card for zone in zones for card in zone] + [play.card for play in self.plays]
