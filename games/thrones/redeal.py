"""Play on from a position (issue 30.3): what is hidden from every chosen seat drawn again.

Like :meth:`ThronesRules.determinize` for one seat, but for several at once (hot-seat players
who each keep what they set): the other houses' face-down orders (new legal tokens on the same
areas), their secret bids, the other combatant's House card before the reveal, the order of the
Westeros decks and the later shuffles. The log is kept: it is the history the new game goes on
from (the private events of the seats not kept are sealed: they tell where cards lay before the
deal)."""

from __future__ import annotations

import random
from collections.abc import Collection

from games.thrones import orders
from games.thrones.state import OVER, ThronesState
from tablebox.engine import sealed


def redeal_hidden(state: ThronesState, keep: Collection[int], rng: random.Random) -> ThronesState:
    """A copy with everything hidden from all of ``keep`` drawn again."""
    new = state.copy()
    new.events = sealed(state.events, keep)
    if state.phase == OVER:
        return new
    deal_hidden(new, {state.houses[seat] for seat in keep}, rng)
    return new


def deal_hidden(new: ThronesState, kept: Collection[str], rng: random.Random) -> None:
    """Draw again, in ``new`` (a copy), everything hidden from all the houses ``kept``. Shared
    by :meth:`ThronesRules.determinize` (one house) and :func:`redeal_hidden` (several)."""
    for other, placed in new.pending.items():
        if other in kept or not placed:
            continue
        redealt: dict[str, str] = {}
        for area in placed:
            tokens = orders.free_tokens(new, other, area, redealt)
            redealt[area] = rng.choice(tokens) if tokens else placed[area]
        new.pending[other] = redealt
    for other in new.bids:
        if other not in kept:
            new.bids[other] = rng.randint(0, new.power[other])
    fight = new.battle
    if fight is not None and not fight.revealed:
        for other in fight.cards:
            if other not in kept:
                fight.cards[other] = rng.choice(new.hands[other])
    for cards in new.decks.values():
        cards.sort()  # the new order depends on rng alone, not on the true one
        rng.shuffle(cards)
    new.seed = rng.getrandbits(32)
