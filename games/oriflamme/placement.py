"""The placement phase (ORI-3): each player in turn puts one card face down into the row."""

from __future__ import annotations

from games.common.seats import clockwise_from
from games.oriflamme.cards import FAMILY_NAMES, FAMILY_OF, card_name
from games.oriflamme.state import PLACEMENT, OriflammeState
from tablebox.engine import LogEntry

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
    name = state.players[state.first_player]
    state.log.append(
        LogEntry(f"Round {state.round}: placement. {name} holds the first-player tile.")
    )


def placeable_families(state: OriflammeState, seat: int) -> tuple[str, ...]:
    """The families the seat may place now: at two players, the one not yet placed this round
    (ORI-9.5); otherwise its only family."""
    families = state.families[seat]
    if len(families) == 1:
        return families
    return tuple(f for f in families if f not in state.placed_families)


def stack_refusal(state: OriflammeState, card: str, position: int) -> str | None:
    """Why ``card`` may not go on the card at 1-based ``position`` (ORI-3.3); None if it may."""
    if state.round == 1:
        return "you may place a card on one of your own cards only from round 2 on (ORI-3.3)"
    if not 1 <= position <= len(state.row):
        return f"there is no position {position}: {row_size(state)}"
    top_family = FAMILY_OF[state.row[position - 1][-1]]
    family = FAMILY_OF[card]
    if top_family != family:
        return (
            f"position {position} holds a {top_family} card; a {family} card may go only on a"
            f" {family} card (ORI-3.3)"
        )
    return None


def spots_for(state: OriflammeState, family: str) -> list[str]:
    """Where a card of ``family`` may go now: ``left``, ``right`` and ``on N`` for every stack
    of that family (ORI-3.2, ORI-3.3)."""
    spots = [LEFT, RIGHT]
    if state.round > 1:
        spots += [
            f"on {index}"
            for index, stack in enumerate(state.row, 1)
            if FAMILY_OF[stack[-1]] == family
        ]
    return spots


def place(state: OriflammeState, seat: int, card: str, spot: str | int) -> None:
    """Put ``card`` face down at an end (``left``/``right``) or on the 1-based position."""
    state.hands[seat].remove(card)
    state.face_up[card] = False
    state.tokens[card] = 0
    name = state.players[seat]
    family = FAMILY_NAMES[FAMILY_OF[card]].lower()
    if spot == LEFT:
        state.row.insert(0, [card])
        where = "at the left end" if len(state.row) > 1 else "to start the row"
    elif spot == RIGHT:
        state.row.append([card])
        where = "at the right end" if len(state.row) > 1 else "to start the row"
    else:
        assert isinstance(spot, int)
        stack = state.row[spot - 1]
        stack.append(card)
        where = f"on their card at position {spot} (a stack of {len(stack)})"
    state.placed_families.append(FAMILY_OF[card])
    state.to_place.pop(0)
    state.log.append(LogEntry(f"{name} places a {family} card face down {where}."))
    state.log.append(LogEntry(f"You placed {card_name(card)}.", seat))


def row_size(state: OriflammeState) -> str:
    """``"the row has 5 positions"``, for refusals."""
    count = len(state.row)
    if count == 0:
        return "the row is empty"
    return f"the row has {count} position{'s' if count != 1 else ''}"
