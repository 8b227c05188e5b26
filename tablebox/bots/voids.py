"""What a failure to follow suit tells: the strong player's guesses of the hidden hands keep it.

A seat that answers a lead with a card of another suit (and not a wild card that may always be
played) has no card of the led suit left: every card of that suit is elsewhere. The rules'
``determinize`` deals the hidden cards uniformly and forgets this (on purpose: it is the game's
honest guess, and the plain searches of the benchmarks use it as it is). The strong player's
knowledge mends each such deal with :func:`respect_voids`, swapping a card a seat cannot hold
for one of another hidden place that may hold it, so its search is spent on the deals that can
be true.

Only public plays are read, so no hidden card is looked at.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Iterable, Sequence

SuitOf = Callable[[str], str | None]


def voids_of(
    tricks: Iterable[Sequence[tuple[int, str]]],
    suit_of: SuitOf,
    wild: Collection[str | None],
    seats: int,
    wild_leads: bool = True,
) -> list[frozenset[str]]:
    """Per seat, the suits it has shown it lacks in ``tricks`` (each the ``(seat, card)``
    plays of one trick, led first): a card of neither the led suit nor a ``wild`` one (a
    card that may always be played) answered the lead. A led wild card leads its own suit
    (Claim's doppelganger), or with ``wild_leads`` False lets the next card set the suit
    (The Dwarf King's magic cards)."""
    lacking: list[set[str]] = [set() for _ in range(seats)]
    for plays in tricks:
        start = 0
        if not wild_leads:
            while start < len(plays) and suit_of(plays[start][1]) in wild:
                start += 1
        if start >= len(plays):
            continue
        led = suit_of(plays[start][1])
        if led is None:
            continue
        for seat, card in plays[start + 1 :]:
            suit = suit_of(card)
            if suit != led and suit not in wild:
                lacking[seat].add(led)
    return [frozenset(suits) for suits in lacking]


def respect_voids(
    zones: Sequence[list[str]],
    slots: Sequence[Sequence[int]],
    forbidden: Sequence[Collection[str | None]],
    suit_of: SuitOf,
    rng: random.Random,
) -> None:
    """Mend a deal in place: each card at a dealt position (``slots[i]`` of ``zones[i]``)
    whose suit ``forbidden[i]`` holds is swapped with a dealt card of another zone that zone
    ``i`` may hold and whose zone may hold the first one, chosen at random. A card with no
    such partner stays (a guess that cannot be mended is still a guess)."""
    for zone_index, banned in enumerate(forbidden):
        if not banned:
            continue
        zone = zones[zone_index]
        for index in slots[zone_index]:
            card = zone[index]
            suit = suit_of(card)
            if suit not in banned:
                continue
            partners = [
                (other, position)
                for other, other_slots in enumerate(slots)
                if other != zone_index and suit not in forbidden[other]
                for position in other_slots
                if suit_of(zones[other][position]) not in banned
            ]
            if not partners:
                continue
            other, position = partners[rng.randrange(len(partners))]
            zone[index], zones[other][position] = zones[other][position], card
