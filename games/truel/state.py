"""The state of one game (or match) of Truel: every card's place, the pawns, the gems, whose
turn it is, a resolution waiting for a choice, and the events."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from games.truel.board import Board
from games.truel.deck import Deck
from games.truel.options import TruelOptions
from tablebox.engine import NOT_SAVED, Event

PLAY, JOKER, WAY, DISCARD, OVER = "play", "joker", "way", "discard", "over"
"""Stages: play a card (or show the hand), give a joker its meaning, choose a way at a
crossroads, choose a card to lose, the game (or the match) is over."""


class Loss(NamedTuple):
    """A player losing cards (TRL-3.3, TRL-6.1): the resolution waits while they choose which,
    one at a time."""

    seat: int
    """Who loses the cards (and chooses them): not always the player on turn."""
    left: int
    """Cards still to discard, fewer than the hand holds."""


class Movement(NamedTuple):
    """A pawn on its way (TRL-5): paused at a crossroads while its owner chooses."""

    seat: int
    """Whose pawn moves (and who chooses the way)."""
    step: int
    """+1 forward (clockwise), -1 back."""
    length: int
    """Spaces per leg; a leg ending on a coloured space is repeated."""
    left: int
    """Steps still to go in this leg."""
    path: tuple[str, ...]
    """The spaces of this leg so far, the one it started on first."""


@dataclass(slots=True)
class TruelState:
    players: list[str]
    options: TruelOptions = field(metadata=NOT_SAVED)
    board: Board = field(metadata=NOT_SAVED)
    deck: Deck = field(metadata=NOT_SAVED)
    seed: int
    chance: int
    """How many random draws (shuffles) were made: the next one's seed."""
    hands: list[list[str]]
    draw_pile: list[str]
    """Top card first."""
    discard: list[str]
    supply: list[str]
    """Rainbow cards waiting beside the board (TRL-3.4)."""
    slots: list[list[str | None]]
    """Three triples, each a player, a value and a unit slot."""
    pawns: list[str]
    gems: list[list[int]]
    """Per seat, per colour (red, green, blue): 0 to 3."""
    turn: int
    pending: list[int]
    """Per seat: extra turns owed (positive) or turns to lose (negative) (TRL-6)."""
    stage: str = PLAY
    completing: int | None = None
    """The triple being resolved."""
    meanings: dict[str, str] = field(default_factory=dict)
    """Rainbow cards of the triple being resolved -> the meaning chosen."""
    moving: Movement | None = None
    losing: Loss | None = None
    game: int = 1
    wins: list[int] = field(default_factory=lambda: [0, 0, 0])
    revealed: int = 0
    """Cards uncovered so far (drawn, dealt to a triple, a whole hand lost without a choice)."""
    events: list[Event] = field(default_factory=list, metadata=NOT_SAVED)

    def copy(self) -> TruelState:
        """A copy sharing nothing mutable (the board, deck and events' items are immutable)."""
        return TruelState(
            players=self.players,
            options=self.options,
            board=self.board,
            deck=self.deck,
            seed=self.seed,
            chance=self.chance,
            hands=[hand[:] for hand in self.hands],
            draw_pile=self.draw_pile[:],
            discard=self.discard[:],
            supply=self.supply[:],
            slots=[triple[:] for triple in self.slots],
            pawns=self.pawns[:],
            gems=[row[:] for row in self.gems],
            turn=self.turn,
            pending=self.pending[:],
            stage=self.stage,
            completing=self.completing,
            meanings=dict(self.meanings),
            moving=self.moving,
            losing=self.losing,
            game=self.game,
            wins=self.wins[:],
            revealed=self.revealed,
            events=self.events[:],
        )

    def all_cards(self) -> list[str]:
        """Every card wherever it lies; the game never creates or destroys one (90)."""
        zones = [self.draw_pile, self.discard, self.supply, *self.hands]
        placed = [card for triple in self.slots for card in triple if card is not None]
        return [card for zone in zones for card in zone] + placed
