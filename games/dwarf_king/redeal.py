"""Play on from a position (issue 30.3): the cards hidden from every chosen seat dealt again.

Like :meth:`DwarfKingRules.determinize` for one seat, but for several at once (hot-seat players
who each keep what they saw): a kept seat's hand stays, and a card any kept seat knows to be in
another hand stays there (with no kept seat, a card every other seat knows is there: a shown
five). The specials and tiles to come and the later shuffles are drawn again. The log is kept:
it is the history the new game goes on from (the private events of the seats not kept are
sealed: they tell where cards lay before the deal)."""

from __future__ import annotations

import random
from collections.abc import Collection

from games.dwarf_king.state import DwarfKingState
from tablebox.engine import sealed


def redeal_hidden(
    state: DwarfKingState, keep: Collection[int], rng: random.Random
) -> DwarfKingState:
    """A copy with every card hidden from all of ``keep`` dealt again among the hands."""
    new = state.copy()
    new.events = sealed(state.events, keep)
    deal_hidden(new, state, keep, rng)
    return new


def deal_hidden(
    new: DwarfKingState, state: DwarfKingState, keep: Collection[int], rng: random.Random
) -> None:
    """Deal again, in ``new`` (a copy of ``state``), every card hidden from all of ``keep``,
    and draw the specials, tiles and shuffles to come anew. Shared by
    :meth:`DwarfKingRules.determinize` (one seat) and :func:`redeal_hidden` (several)."""
    seats = range(len(state.players))
    pool: list[str] = []
    slots: list[tuple[list[str], int]] = []
    for other, hand in enumerate(new.hands):
        if other in keep:
            continue
        known = [set(state.known[seat][other]) for seat in keep]
        if not known:  # the public's: what every other seat knows is there
            known = [set.intersection(*(set(state.known[o][other]) for o in seats if o != other))]
        fixed = set().union(*known)
        for index, card in enumerate(hand):
            if card not in fixed:
                pool.append(card)
                slots.append((hand, index))
    pool.sort()  # the deal depends on what the kept seats see and rng, not the true order
    rng.shuffle(pool)
    for (hand, index), card in zip(slots, pool, strict=True):
        hand[index] = card
    for observer, row in enumerate(new.known):
        if observer not in keep:
            for holder, cards in enumerate(row):
                row[holder] = [card for card in cards if card in new.hands[holder]]
    new.tiles_left.sort()  # the order drawn depends on rng alone, never on the true one
    new.specials_left.sort()
    rng.shuffle(new.tiles_left)
    rng.shuffle(new.specials_left)
    new.seed = rng.getrandbits(32)
