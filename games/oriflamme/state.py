"""The state of one game of Oriflamme: every card's place, the influence, the pass, the events."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.oriflamme.cards import FAMILY_OF
from games.oriflamme.options import LEFT_TO_RIGHT, Direction, OriflammeOptions
from tablebox.engine import NOT_SAVED, Event

PLACEMENT, RESOLUTION, OVER = "placement", "resolution", "over"
"""The phases of a round (ORI-2), and the end of the game."""

PLACE, REVEAL_OR_HIDE, TARGET, MOVE = "place", "reveal-or-hide", "target", "move"
"""The kinds of decision a seat can be asked for."""


@dataclass(slots=True)
class OriflammeState:
    players: list[str]
    options: OriflammeOptions
    families: list[tuple[str, ...]]
    """Each seat's families: one colour, or two at two players (ORI-9.1)."""
    seat_of: dict[str, int]
    """Family -> the seat playing it. Never mutated."""
    hands: list[list[str]]
    draw_piles: list[list[str]]
    """Two players only: each seat's face-down draw pile, top first (ORI-9.2)."""
    set_aside: list[list[str]]
    """The three cards per family set aside at setup; only their owner may look (ORI-1.3)."""
    row: list[list[str]]
    """The row from left to right; each position is a stack, bottom card first, top last."""
    face_up: dict[str, bool]
    """Every card in the row (covered ones too) -> whether it lies face up."""
    tokens: dict[str, int]
    """Every card in the row -> the influence tokens lying on it (0 on face-up cards)."""
    influence: list[int]
    """Each seat's personal pool, public (ORI-1.4)."""
    removed: list[list[str]]
    """Per seat, its eliminated and discarded cards, face up in front of it (ORI-5.3)."""
    round: int
    phase: str
    first_player: int
    direction: Direction
    to_place: list[int] = field(default_factory=list)
    """Placement: the seats still to place this round, the next first."""
    placed_families: list[str] = field(default_factory=list)
    """Placement: the families placed so far this round (two players place one of each)."""
    passed: int = 0
    """Resolution: how many positions, counted from the end the pass starts at, are behind the
    pass. The position being resolved is the next one (ORI-7)."""
    acting: str | None = None
    """Resolution: the card at the pass position being resolved now."""
    decision: str | None = None
    """Resolution: what its owner must decide (reveal-or-hide, target, move), if anything."""
    ability: str | None = None
    """The ability waiting for a target: the card's own kind, or the kind a Shapeshifter
    copies."""
    acting_left: bool = False
    """Whether the acting card has left its position during its own resolution, so the pass
    does not step on: the card it uncovered, or the next position, is resolved next (ORI-7.3)."""
    events: list[Event] = field(default_factory=list, metadata=NOT_SAVED)
    """What happened, oldest first (keys and parameters; the catalog words them). Not saved:
    replaying the actions rebuilds it."""

    def copy(self) -> OriflammeState:
        """A copy sharing nothing mutable with this one (card ids and events are immutable)."""
        return OriflammeState(
            players=self.players,
            options=self.options,
            families=self.families,
            seat_of=self.seat_of,
            hands=[hand[:] for hand in self.hands],
            draw_piles=[pile[:] for pile in self.draw_piles],
            set_aside=[cards[:] for cards in self.set_aside],
            row=[stack[:] for stack in self.row],
            face_up=self.face_up.copy(),
            tokens=self.tokens.copy(),
            influence=self.influence[:],
            removed=[cards[:] for cards in self.removed],
            round=self.round,
            phase=self.phase,
            first_player=self.first_player,
            direction=self.direction,
            to_place=self.to_place[:],
            placed_families=self.placed_families[:],
            passed=self.passed,
            acting=self.acting,
            decision=self.decision,
            ability=self.ability,
            acting_left=self.acting_left,
            events=self.events[:],
        )

    # -- reading the table ------------------------------------------------------------------

    def owner(self, card: str) -> int:
        return self.seat_of[FAMILY_OF[card]]

    @property
    def left_to_right(self) -> bool:
        return self.direction == LEFT_TO_RIGHT

    def index_at_pass(self, passed: int) -> int:
        """The row index of the position ``passed`` steps from the end the pass starts at."""
        return passed if self.direction == LEFT_TO_RIGHT else len(self.row) - 1 - passed

    def pass_step_of(self, index: int) -> int:
        """How many positions precede row index ``index`` in the pass."""
        return index if self.direction == LEFT_TO_RIGHT else len(self.row) - 1 - index

    def acting_index(self) -> int:
        """The row index of the position being resolved."""
        passed = self.passed
        return passed if self.direction == LEFT_TO_RIGHT else len(self.row) - 1 - passed

    def deciding_seat(self) -> int | None:
        """The one seat that must decide now; None when the game is over."""
        if self.phase == PLACEMENT:
            return self.to_place[0]
        if self.phase == RESOLUTION and self.acting is not None:
            return self.owner(self.acting)
        return None

    def cards_in_row(self, seat: int) -> int:
        """How many of the seat's cards lie in the row, covered ones included (ORI-8.3)."""
        mine = self.families[seat]
        return sum(1 for stack in self.row for card in stack if FAMILY_OF[card] in mine)

    def all_cards(self) -> list[str]:
        """Every card wherever it lies; the game never creates or destroys one."""
        zones = [*self.hands, *self.draw_piles, *self.set_aside, *self.row, *self.removed]
        return [card for zone in zones for card in zone]


def record(state: OriflammeState, key: str, audience: int | None = None, **params: Any) -> None:
    """Log one event: a catalog key (``oriflamme.…``) and its parameters (seats, card ids,
    positions, stable keys, or a nested :class:`~tablebox.engine.Message`), for everybody or
    for one seat (``audience``)."""
    state.events.append(new_tuple(Event, (key, params, audience)))


new_tuple = tuple.__new__
"""Makes an Event or Message without the NamedTuple's own ``__new__`` wrapper: the same object,
made a little faster in the simulator's hot loop."""
