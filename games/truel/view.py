"""What one seat may see of a game of Truel (TRL-8): everything on the board, every count,
its own hand; of the others' hands only their size and the rainbow cards they were seen to
take. The app renders these and nothing else."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from games.truel.data import CARD_TYPES, COLOURS, BoardSpec
from games.truel.deck import Card
from games.truel.state import TruelState
from tablebox.engine import Decision, Outcome


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True)


class CardView(_Frozen):
    id: str
    type: str
    """``player``, ``value`` or ``unit`` (a rainbow card: the type it stands for)."""
    symbol: str
    meaning: str | int | None
    """A colour, a value (-3..3) or a unit; None for a rainbow card not yet given one."""
    rainbow: bool = False


class MoveView(_Frozen):
    """A pawn waiting at a crossroads for its owner's choice."""

    seat: int
    step: int
    length: int
    left: int
    path: list[str]


class LossView(_Frozen):
    """A player choosing the cards they lose."""

    seat: int
    left: int
    """Cards still to discard."""


class TruelView(_Frozen):
    viewer: int | None
    players: list[str]
    to_act: list[int]
    decision: Decision | None
    outcome: Outcome | None
    colours: list[str]
    """Each seat's colour: red, green, blue."""
    board: BoardSpec
    pawns: list[str]
    """The space of each seat's pawn."""
    gems: list[list[int]]
    """Per seat, per colour (red, green, blue)."""
    hand: list[CardView]
    """The viewer's own hand (empty for the public table)."""
    hand_sizes: list[int]
    rainbow_held: list[list[CardView]]
    """Per seat, the rainbow cards it holds: all saw it take them."""
    slots: list[list[CardView | None]]
    """Three triples, each in slot order player, value, unit."""
    slot_types: list[str]
    draw_pile: int
    discard: list[CardView]
    """The discard pile, the latest card last."""
    supply: list[CardView]
    turn: int
    stage: str
    pending: list[int]
    """Per seat: extra turns owed (positive) or turns to lose (negative)."""
    completing: int | None
    """The triple being resolved (1-based), if one waits for a choice."""
    moving: MoveView | None
    losing: LossView | None
    game: int
    wins: list[int]
    match: bool


def card_view(card: Card, meaning: str | int | None = None) -> CardView:
    return CardView(
        id=card.id,
        type=card.type,
        symbol=card.symbol,
        meaning=card.meaning if card.meaning is not None else meaning,
        rainbow=card.rainbow,
    )


def view_of(
    state: TruelState,
    seat: int | None,
    decision: Decision | None,
    to_act: list[int],
    outcome: Outcome | None,
) -> TruelView:
    cards = state.deck.cards

    def shown(card: str) -> CardView:
        return card_view(cards[card], state.meanings.get(card))

    moving = state.moving
    return TruelView(
        viewer=seat,
        players=list(state.players),
        to_act=to_act,
        decision=decision,
        outcome=outcome,
        colours=list(COLOURS),
        board=state.board.spec,
        pawns=list(state.pawns),
        gems=[list(row) for row in state.gems],
        hand=[shown(card) for card in state.hands[seat]] if seat is not None else [],
        hand_sizes=[len(hand) for hand in state.hands],
        rainbow_held=[
            [shown(card) for card in sorted(hand) if cards[card].rainbow] for hand in state.hands
        ],
        slots=[[shown(c) if c is not None else None for c in triple] for triple in state.slots],
        slot_types=list(CARD_TYPES),
        draw_pile=len(state.draw_pile),
        discard=[shown(card) for card in state.discard],
        supply=[shown(card) for card in sorted(state.supply)],
        turn=state.turn,
        stage=state.stage,
        pending=list(state.pending),
        completing=None if state.completing is None else state.completing + 1,
        moving=None
        if moving is None
        else MoveView(
            seat=moving.seat,
            step=moving.step,
            length=moving.length,
            left=moving.left,
            path=list(moving.path),
        ),
        losing=None
        if state.losing is None
        else LossView(seat=state.losing.seat, left=state.losing.left),
        game=state.game,
        wins=list(state.wins),
        match=state.options.match,
    )
