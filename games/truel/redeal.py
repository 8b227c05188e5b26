"""Play on from a position (issue 30.3): the cards hidden from every chosen seat dealt again.

Like :meth:`TruelRules.determinize` for one seat, but for several at once (hot-seat players who
each keep their hand): the deck and the regular cards of the other hands are dealt again (the
rainbow cards in hands were seen taken, so they stay), and the future shuffles are drawn anew.
The log is kept: it is the history the new game goes on from (the private events of the seats
not kept are sealed: they tell where cards lay before the deal)."""

from __future__ import annotations

import random
from collections.abc import Collection

from games.truel.state import OVER, TruelState
from tablebox.engine import sealed


def redeal_hidden(state: TruelState, keep: Collection[int], rng: random.Random) -> TruelState:
    """A copy with every card hidden from all of ``keep`` dealt again."""
    new = state.copy()
    new.events = sealed(state.events, keep)
    if state.stage == OVER:
        return new  # nothing is hidden any more
    cards = state.deck.cards
    places = [(new.draw_pile, i) for i in range(len(new.draw_pile))]
    for other in range(len(state.players)):
        if other not in keep:
            hand = new.hands[other]
            places += [(hand, i) for i, card in enumerate(hand) if not cards[card].rainbow]
    dealt = sorted(zone[index] for zone, index in places)  # not the true order
    rng.shuffle(dealt)
    for (zone, index), card in zip(places, dealt, strict=True):
        zone[index] = card
    new.seed = rng.randrange(2**31)
    return new
