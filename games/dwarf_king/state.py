"""The state of one game of The Dwarf King: every card's place, the deal's quest and special
card, whose turn it is, the trick history and the scores."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from games.dwarf_king.history import Play, TrickRecord
from games.dwarf_king.options import DwarfKingOptions
from tablebox.engine import NOT_SAVED, Event, Message

QUEST, STEAL, GIVE, PLAY, DRUID, PASS, OVER = (
    "quest",
    "steal",
    "give",
    "play",
    "druid",
    "pass",
    "over",
)
"""Phases: the quest choice, the red Flag Bearer's steal and give, trick play, the Druid's
swap and the blue Flag Bearer's pass after a trick, and the end of the game."""


class DealResult(NamedTuple):
    """One scored deal, per seat (DWK-7.3): quest points, special-card points, whether the
    Enchanter doubled them, the deal's points and the totals after it."""

    deal: int
    special: str
    quest: str
    quest_points: tuple[int, ...]
    special_points: tuple[int, ...]
    doubled: tuple[bool, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]
    next_dealer: int
    tiebreak: bool


@dataclass(slots=True)
class DwarfKingState:
    players: list[str]
    options: DwarfKingOptions
    seed: int
    specials_left: list[str]
    """The special cards not used yet, in the order they will be drawn."""
    tiles_left: list[int]
    """The quest tiles not used yet, in the order they will be drawn."""
    deal: int
    """1 for the first deal; above ``options.deals`` in tie-break deals."""
    dealer: int
    special: str
    tile: int
    quest: str | None
    """The chosen side's slug; None while the tile's holder chooses."""
    phase: str
    actor: int
    """Who acts in the phases outside trick play (chooser, Flag Bearer, Druid)."""
    victim: int | None
    """The seat the red Flag Bearer stole from, until it has given back."""
    hands: list[list[str]]
    tricks_per_deal: int
    leader: int
    lead_reason: Message
    plays: list[Play]
    tricks: list[TrickRecord]
    """This deal's finished tricks, in order."""
    totals: list[int]
    results: list[DealResult]
    known: list[list[list[str]]]
    """``known[observer][holder]``: cards ``observer`` knows are in ``holder``'s hand (shown
    fives, exchanged hands, a Sorcerer's public take). For ``determinize`` only."""
    events: list[Event] = field(default_factory=list, metadata=NOT_SAVED)

    @property
    def trick(self) -> int:
        """The number of the trick being played (1-based)."""
        return len(self.tricks) + 1

    def copy(self) -> DwarfKingState:
        return DwarfKingState(
            players=self.players,
            options=self.options,
            seed=self.seed,
            specials_left=self.specials_left[:],
            tiles_left=self.tiles_left[:],
            deal=self.deal,
            dealer=self.dealer,
            special=self.special,
            tile=self.tile,
            quest=self.quest,
            phase=self.phase,
            actor=self.actor,
            victim=self.victim,
            hands=[hand[:] for hand in self.hands],
            tricks_per_deal=self.tricks_per_deal,
            leader=self.leader,
            lead_reason=self.lead_reason,
            plays=self.plays[:],
            tricks=self.tricks[:],
            totals=self.totals[:],
            results=self.results[:],
            known=[[cards[:] for cards in row] for row in self.known],
            events=self.events[:],
        )

    def all_cards(self) -> list[str]:
        """Every card of this deal, wherever it lies."""
        cards = [card for hand in self.hands for card in hand]
        cards += [play.card for play in self.plays]
        cards += [card for trick in self.tricks for card in trick.cards]
        return cards
