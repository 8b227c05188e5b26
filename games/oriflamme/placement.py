"""The placement phase (ORI-3): each player in turn puts one card face down into the row."""

from __future__ import annotations

from games.common.seats import clockwise_from
from games.oriflamme.cards import FAMILY_OF
from games.oriflamme.state import PLACEMENT, OriflammeState, new_tuple, record
from tablebox.engine import Event, IllegalAction

LEFT, RIGHT = "left", "right"


def start(state: OriflammeState) -> None:
    """ORI-3.1: from the first player clockwise, everyone places one card; at two players each
    seat places one card of each of its families, taking turns (ORI-9.5)."""
    count = len(state.players)
    order = clockwise_from(state.first_player, count)
    state.phase = PLACEMENT
    state.to_place = order * 2 if count == 2 else order
    state.placed_families = []
    state.passed, state.acting, state.decision, state.ability = 0, None, None, None
    state.acting_left = False
    record(state, "oriflamme.placement", round=state.round, seat=state.first_player)


def placeable_families(state: OriflammeState, seat: int) -> tuple[str, ...]:
    """The families the seat may place now: at two players, the one not yet placed this round
    (ORI-9.5); otherwise its only family."""
    families = state.families[seat]
    if len(families) == 1:
        return families
    return tuple(f for f in families if f not in state.placed_families)


def stack_refusal(state: OriflammeState, card: str, position: int) -> IllegalAction | None:
    """Why ``card`` may not go on the card at 1-based ``position`` (ORI-3.3); None if it may."""
    if state.round == 1:
        return IllegalAction("oriflamme.stack-in-round-1")
    if not 1 <= position <= len(state.row):
        return no_position(state, position)
    top_family = FAMILY_OF[state.row[position - 1][-1]]
    family = FAMILY_OF[card]
    if top_family != family:
        return IllegalAction(
            "oriflamme.stack-other-family", position=position, top=top_family, family=family
        )
    return None


def spots_for(state: OriflammeState, family: str) -> list[str | int]:
    """Where a card of ``family`` may go now: ``left``, ``right`` and the 1-based position of
    every stack of that family (ORI-3.2, ORI-3.3)."""
    spots: list[str | int] = [LEFT, RIGHT]
    if state.round > 1:
        spots += [
            index for index, stack in enumerate(state.row, 1) if FAMILY_OF[stack[-1]] == family
        ]
    return spots


def place(state: OriflammeState, seat: int, card: str, spot: str | int) -> None:
    """Put ``card`` face down at an end (``left``/``right``) or on the 1-based position."""
    state.hands[seat].remove(card)
    state.face_up[card] = False
    state.tokens[card] = 0
    family = FAMILY_OF[card]
    row = state.row
    events = state.events
    if spot in (LEFT, RIGHT):
        if spot == LEFT:
            row.insert(0, [card])
        else:
            row.append([card])
        key = _PLACES[spot] if len(row) > 1 else "oriflamme.starts-row"
        events.append(new_tuple(Event, (key, {"seat": seat, "family": family}, None)))
    else:
        assert isinstance(spot, int)
        stack = row[spot - 1]
        stack.append(card)
        params = {"seat": seat, "family": family, "position": spot, "height": len(stack)}
        events.append(new_tuple(Event, ("oriflamme.places-on", params, None)))
    state.placed_families.append(family)
    state.to_place.pop(0)
    events.append(new_tuple(Event, ("oriflamme.you-placed", {"card": card}, seat)))


_PLACES = {LEFT: "oriflamme.places-left", RIGHT: "oriflamme.places-right"}


def no_position(state: OriflammeState, position: int) -> IllegalAction:
    """There is no such position: the refusal says how long the row is."""
    if not state.row:
        return IllegalAction("oriflamme.no-position-empty-row", position=position)
    return IllegalAction("oriflamme.no-position", position=position, count=len(state.row))
