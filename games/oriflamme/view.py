"""What one seat may see of an Oriflamme game (ORI-10). The screen renders these and nothing else.

A seat sees what a real table shows: the row with every card's back (so its family and owner),
the face-up cards, the tokens, every pool and every eliminated or discarded card. It also sees
what only its owner may look at: its hand, its set-aside cards and its own face-down cards in the
row. The public view (``seat`` None) shows no hand and names no face-down card. Once the game is
over nothing is secret any more, and every view names every card.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from games.oriflamme import actions
from games.oriflamme.cards import FAMILY_OF, KIND_OF, KIND_ORDER, KINDS, ROUNDS
from games.oriflamme.options import Direction
from games.oriflamme.state import OVER, RESOLUTION, OriflammeState
from tablebox.engine import Decision, Message, Outcome

Phase = Literal["placement", "resolution", "over"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True)


class KindInfo(_Frozen):
    """One of the ten cards every family has, for the rules panel."""

    kind: str
    """``archer``, ``soldier``, ``spy``, ``heir``, ``shapeshifter``, ``lord``,
    ``assassination``, ``royal-decree``, ``ambush`` or ``conspiracy``."""
    name: Message
    """Its name (``oriflamme.term.<kind>``: "Royal Decree")."""
    czech_name: str
    """Name on the Czech card, e.g. ``"Královský výnos"`` (data from the rulebook)."""
    character: bool
    """True for characters (stay in the row, act every round), False for intrigues."""
    effect: Message
    """The ability in a line (``oriflamme.effect.<kind>``)."""
    rule: str
    """Its rule id in the rule reference, e.g. ``"ORI-6.3"``."""


class CardInfo(_Frozen):
    """A card whose face the viewer may see."""

    id: str
    """``<family>-<kind>``, e.g. ``"red-royal-decree"``."""
    family: str
    """``red``, ``blue``, ``green``, ``yellow`` or ``black``."""
    kind: str
    name: Message
    """The kind's name (``oriflamme.term.<kind>``); the catalog's ``card`` spec names the card
    with its family ("Red Spy")."""
    czech_name: str
    character: bool
    effect: Message
    rule: str


class CoveredCardView(_Frozen):
    """A card lying under the top card of a stack: it does nothing while covered (ORI-7.1)."""

    family: str
    face_up: bool
    """Whether it lay face up when it was covered."""
    tokens: int
    """Influence lying on it (it keeps them while covered, ORI-7.2)."""
    card: CardInfo | None
    """Its face, if it lies face up, if the viewer owns it, or once the game is over."""


class PositionView(_Frozen):
    """One position of the row: a single card or a stack, of which only the top card counts."""

    position: int
    """1-based, counted from the left end of the row as displayed."""
    owner: int
    """The seat owning the top card (a stack holds one family only)."""
    family: str
    """The top card's family, which its back shows to everybody."""
    height: int
    """Cards in the stack; 1 when nothing is covered."""
    face_up: bool
    """Whether the top card lies face up."""
    tokens: int
    """Influence tokens lying on the top card (only face-down cards carry any)."""
    card: CardInfo | None
    """The top card's face, when it lies face up, when the viewer owns it, or once the game is
    over; None otherwise."""
    known_to_viewer: bool
    """Whether ``card`` is given (the viewer may see the face)."""
    covered: list[CoveredCardView]
    """The cards under the top card, bottom first; empty for a single card."""
    resolving: bool
    """Whether this is the position the resolution pass is on now."""
    passed: bool
    """During resolution: whether the pass has already gone by this position this round."""


class PlayerView(_Frozen):
    seat: int
    name: str
    families: list[str]
    """The seat's colours: one, or two at two players (red+blue for seat 0, green+yellow for
    seat 1)."""
    influence: int
    """The personal pool, public at all times (the score)."""
    hand_count: int
    draw_pile_count: int
    """Two players only: cards left in the seat's face-down draw pile (0 otherwise)."""
    set_aside_count: int
    cards_in_row: int
    """The seat's cards in the row, covered ones included: the tie-break (ORI-8.3)."""
    removed: list[CardInfo]
    """Its eliminated and discarded cards, face up in front of it, oldest first (public)."""
    first_player: bool
    """Whether the seat holds the first-player tile this round."""


class OriflammeView(_Frozen):
    viewer: int | None
    """The seat this view is for; None for the public table."""
    players: list[PlayerView]
    round: int
    """1 to 6 (6 also once the game is over)."""
    rounds: int
    """Always 6."""
    phase: Phase
    first_player: int
    direction: Direction
    """The direction tile: the way every resolution pass runs."""
    to_act: list[int]
    """The one seat that must decide now (empty when the game is over)."""
    decision: Decision | None
    """The viewer's decision, None unless the viewer decides now. Its kind is ``place``
    (options' parts ``{"card": id, "place": "left"|"right"|N}``, N the position of a stack to
    go on; the hand's cards that may not be placed now are offered refused, with the reason),
    ``reveal`` (``{"reveal": "reveal"|"hide"}``), ``target`` (``{"target": N}``) or ``move``
    (``{"from": N, "to": M}``)."""
    deciding: Literal["place", "reveal", "target", "move"] | None
    """What the deciding seat decides (public, whoever views); None once the game is over."""
    deciding_seat: int | None
    prompt: Message
    """What is being decided, e.g. "Resolve Ann's face-down card at position 3: reveal or
    hide". Public: it never names a face-down card."""
    resolving_position: int | None
    """The 1-based position the resolution pass is on, if any."""
    ability: str | None
    """While a target or move is chosen: the ability being used (a kind key; for a
    Shapeshifter copying a Soldier it is ``soldier``, while it chooses whom to copy it is
    ``shapeshifter``)."""
    row: list[PositionView]
    """Left to right as displayed."""
    hand: list[CardInfo] | None
    """The viewer's hand, sorted by family and card order; None for the public view."""
    set_aside: list[CardInfo] | None
    """The viewer's set-aside cards (they may look at them); None for the public view."""
    card_kinds: list[KindInfo]
    """The ten cards every family has, for a rules panel."""
    outcome: Outcome | None
    """Once the game is over: the ranking, the scores and how they were decided."""


KIND_INFOS = [
    KindInfo(
        kind=kind.key,
        name=Message(f"oriflamme.term.{kind.key}"),
        czech_name=kind.czech,
        character=kind.character,
        effect=Message(f"oriflamme.effect.{kind.key}"),
        rule=kind.rule,
    )
    for kind in KINDS.values()
]

_CARD_INFOS: dict[str, CardInfo] = {}


def card_info(card: str) -> CardInfo:
    """The face of ``card`` (built once per card id; views are immutable)."""
    info = _CARD_INFOS.get(card)
    if info is None:
        kind = KINDS[KIND_OF[card]]
        info = CardInfo(
            id=card,
            family=FAMILY_OF[card],
            kind=kind.key,
            name=Message(f"oriflamme.term.{kind.key}"),
            czech_name=kind.czech,
            character=kind.character,
            effect=Message(f"oriflamme.effect.{kind.key}"),
            rule=kind.rule,
        )
        _CARD_INFOS[card] = info
    return info


def sorted_ids(state: OriflammeState, seat: int, cards: list[str]) -> list[str]:
    """Cards by the seat's family order, then card-list order."""
    order = {family: index for index, family in enumerate(state.families[seat])}
    return sorted(cards, key=lambda c: (order.get(FAMILY_OF[c], 9), KIND_ORDER[KIND_OF[c]]))


def sorted_cards(state: OriflammeState, seat: int, cards: list[str]) -> list[CardInfo]:
    return [card_info(card) for card in sorted_ids(state, seat, cards)]


def build(state: OriflammeState, seat: int | None, outcome: Outcome | None) -> OriflammeView:
    over = state.phase == OVER
    mine = set(state.families[seat]) if seat is not None else set()
    resolving = state.acting_index() if state.phase == RESOLUTION and state.acting else None

    def known(card: str) -> bool:
        return over or state.face_up[card] or FAMILY_OF[card] in mine

    row = []
    for index, stack in enumerate(state.row):
        top = stack[-1]
        row.append(
            PositionView(
                position=index + 1,
                owner=state.owner(top),
                family=FAMILY_OF[top],
                height=len(stack),
                face_up=state.face_up[top],
                tokens=state.tokens[top],
                card=card_info(top) if known(top) else None,
                known_to_viewer=known(top),
                covered=[
                    CoveredCardView(
                        family=FAMILY_OF[card],
                        face_up=state.face_up[card],
                        tokens=state.tokens[card],
                        card=card_info(card) if known(card) else None,
                    )
                    for card in stack[:-1]
                ],
                resolving=index == resolving,
                passed=state.phase == RESOLUTION and state.pass_step_of(index) < state.passed,
            )
        )
    players = [
        PlayerView(
            seat=s,
            name=name,
            families=list(state.families[s]),
            influence=state.influence[s],
            hand_count=len(state.hands[s]),
            draw_pile_count=len(state.draw_piles[s]),
            set_aside_count=len(state.set_aside[s]),
            cards_in_row=state.cards_in_row(s),
            removed=[card_info(card) for card in state.removed[s]],
            first_player=s == state.first_player,
        )
        for s, name in enumerate(state.players)
    ]
    deciding = state.deciding_seat()
    kind = actions.decision_of(state)
    hand = [] if seat is None else sorted_ids(state, seat, state.hands[seat])
    return OriflammeView(
        viewer=seat,
        players=players,
        round=state.round,
        rounds=ROUNDS,
        phase=state.phase,  # type: ignore[arg-type]
        first_player=state.first_player,
        direction=state.direction,
        to_act=[] if deciding is None else [deciding],
        decision=actions.decision(state, seat, hand),
        deciding=None if kind is None else actions.DECISION_KINDS[kind],  # type: ignore[arg-type]
        deciding_seat=deciding,
        prompt=actions.prompt(state, outcome),
        resolving_position=None if resolving is None else resolving + 1,
        ability=state.ability,
        row=row,
        hand=None if seat is None else [card_info(card) for card in hand],
        set_aside=None if seat is None else sorted_cards(state, seat, state.set_aside[seat]),
        card_kinds=KIND_INFOS,
        outcome=outcome,
    )
