"""Card ids of the form ``<family>-<rank>`` and the decks built from them."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from functools import cache


@cache
def split_card(card: str) -> tuple[str, str]:
    """``"giant-3"`` -> ``("giant", "3")``; the family is everything before the last dash."""
    family, sep, rank = card.rpartition("-")
    if not sep or not family or not rank:
        raise ValueError(f"{card!r} is not a card id of the form <family>-<rank>")
    return family, rank


def shuffled(cards: Iterable[str], seed: int) -> list[str]:
    """The cards in an order fixed by ``seed`` alone (sorted first, so input order is moot).

    Exactly ``random.Random(seed).shuffle`` (the same draws of ``getrandbits``, so every seed
    deals as it always has), without its per-card method calls: the simulator deals a deck
    for every game it plays."""
    deck = sorted(cards)
    getrandbits = random.Random(seed).getrandbits
    for i in range(len(deck) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def check_same_cards(expected: Iterable[str], given: Iterable[str], what: str) -> None:
    """Raise ValueError naming the differences unless ``given`` is ``expected`` reordered."""
    want, got = Counter(expected), Counter(given)
    if want == got:
        return
    missing = sorted((want - got).elements())
    extra = sorted((got - want).elements())
    parts = [f"{what} must hold exactly {sum(want.values())} cards, got {sum(got.values())}"]
    if missing:
        parts.append("missing " + ", ".join(missing))
    if extra:
        parts.append("not in this game " + ", ".join(extra))
    raise ValueError("; ".join(parts))
