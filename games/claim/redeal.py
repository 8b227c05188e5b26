"""Play on from a position (issue 30.3): the cards hidden from every chosen seat dealt again.

Like :meth:`ClaimRules.determinize` for one seat, but for several at once (hot-seat players who
each keep what they saw): a zone of a kept seat stays as it is, and a card any kept seat knows
to be with another (a prize it saw taken, a card it peeked at) stays there. With no kept seat,
only what the public table knows stays. The log is kept: it is the history the new game goes on
from (the private events of the seats not kept are sealed: they tell where cards lay before the
deal)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Collection

from games.claim.state import CLAIMING, RECRUITING, ClaimState
from tablebox.engine import sealed

Knowledge = Callable[[ClaimState, int], list[Counter[str]]]
"""Per seat, the cards a seat knows another holds (the rules' ``known_elsewhere``)."""


def redeal_hidden(
    state: ClaimState, keep: Collection[int], rng: random.Random, known_elsewhere: Knowledge
) -> ClaimState:
    """A copy with every card hidden from all of ``keep`` dealt again among its places."""
    new = state.copy()
    new.events = sealed(state.events, keep)
    deal_hidden(new, state, keep, _known_to(state, keep, known_elsewhere), rng)
    return new


def deal_hidden(
    new: ClaimState,
    state: ClaimState,
    keep: Collection[int],
    known: list[Counter[str]],
    rng: random.Random,
) -> None:
    """Deal again, in ``new`` (a copy of ``state``), every card hidden from all of ``keep``;
    ``known`` holds, per seat, the cards the kept seats know it holds, which stay. Shared by
    :meth:`ClaimRules.determinize` (one seat) and :func:`redeal_hidden` (several)."""
    seats = range(len(state.players))
    zones: list[list[str]] = []
    fixed: list[Counter[str]] = []
    for other in seats:
        if other in keep:
            continue
        zones.append(new.hands[other])
        fixed.append(known[other] if state.phase == CLAIMING else Counter())
        if state.phase == RECRUITING:
            zones.append(new.followers[other])
            fixed.append(known[other])
    zones.append(new.draw_pile)
    fixed.append(Counter())
    peeked = state.peek and state.chooser in keep and bool(state.draw_pile)
    pool: list[str] = []
    slots: list[tuple[list[str], int]] = []
    for zone, kept in zip(zones, fixed, strict=True):
        kept = Counter(kept)
        for index, card in enumerate(zone):
            if zone is new.draw_pile and index == 0 and peeked:
                continue  # the seer's winner has seen the top card
            if kept[card] > 0:
                kept[card] -= 1
                continue
            pool.append(card)
            slots.append((zone, index))
    pool.sort()  # the deal depends on what the kept seats see and rng, not the true order
    rng.shuffle(pool)
    for (zone, index), card in zip(slots, pool, strict=True):
        zone[index] = card


def _known_to(
    state: ClaimState, keep: Collection[int], known_elsewhere: Knowledge
) -> list[Counter[str]]:
    """Per seat, the cards some seat of ``keep`` knows it holds (the public's knowledge when
    ``keep`` is empty: the prizes taken, without anyone's peek)."""
    if not keep:
        public = state.copy()
        public.events = [event for event in state.events if event.audience is None]
        known = known_elsewhere(public, 0)
        known[0] = known_elsewhere(public, 1)[0]
        return known
    known = [Counter[str]() for _ in state.players]
    for seat in keep:
        for holder, cards in enumerate(known_elsewhere(state, seat)):
            known[holder] |= cards
    return known
