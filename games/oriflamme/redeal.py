"""Play on from a position (issue 30.3): the cards hidden from every chosen seat dealt again.

Like :meth:`OriflammeRules.determinize` for one seat, but for several at once (hot-seat players
who each keep what they saw): a hidden card of family F changes places only with other hidden
cards of F (each family's ten cards are known): the hands and set-aside cards of the seats not
kept, every draw pile's order, and the face-down cards in the row of the families no kept seat
plays. Public facts stay. The log is kept: it is the history the new game goes on from (the
private events of the seats not kept are sealed: they tell where cards lay before the deal)."""

from __future__ import annotations

import random
from collections.abc import Collection

from games.oriflamme.cards import FAMILY_OF
from games.oriflamme.state import OVER, OriflammeState
from tablebox.engine import sealed


def redeal_hidden(
    state: OriflammeState, keep: Collection[int], rng: random.Random
) -> OriflammeState:
    """A copy with every card hidden from all of ``keep`` dealt again."""
    new = state.copy()
    new.events = sealed(state.events, keep)
    if state.phase == OVER:
        return new  # nothing is hidden any more
    deal_hidden(new, keep, rng)
    return new


def deal_hidden(new: OriflammeState, keep: Collection[int], rng: random.Random) -> None:
    """Deal again, in ``new`` (a copy), every card hidden from all of ``keep``: a card of
    family F changes places only with other hidden cards of F. Shared by
    :meth:`OriflammeRules.determinize` (one seat) and :func:`redeal_hidden` (several)."""
    own = {family for seat in keep for family in new.families[seat]}
    slots: dict[str, list[tuple[list[str], int]]] = {}
    for zones in (new.hands, new.set_aside, new.draw_piles):
        for holder, cards in enumerate(zones):
            if holder in keep and zones is not new.draw_piles:
                continue
            for index, card in enumerate(cards):
                slots.setdefault(FAMILY_OF[card], []).append((cards, index))
    row_slots: list[tuple[list[str], int]] = []
    for stack in new.row:
        for index, card in enumerate(stack):
            if not new.face_up[card] and FAMILY_OF[card] not in own:
                slots.setdefault(FAMILY_OF[card], []).append((stack, index))
                row_slots.append((stack, index))
    tokens = {(id(stack), index): new.tokens[stack[index]] for stack, index in row_slots}
    acting_at = next(
        ((stack, len(stack) - 1) for stack in new.row if new.acting == stack[-1]), None
    )
    for places in slots.values():
        cards = sorted(zone[index] for zone, index in places)  # not the true order
        rng.shuffle(cards)
        for (zone, index), card in zip(places, cards, strict=True):
            zone[index] = card
    for stack, index in row_slots:
        card = stack[index]
        new.face_up[card] = False
        new.tokens[card] = tokens[id(stack), index]
    in_row = {card for stack in new.row for card in stack}  # hands and piles are not the row
    for card in [card for card in new.face_up if card not in in_row]:
        del new.face_up[card]
        del new.tokens[card]
    if acting_at is not None:
        new.acting = acting_at[0][acting_at[1]]
