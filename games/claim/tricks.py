"""How one trick is played and decided: following faction, ranking the plays, who leads next."""

from __future__ import annotations

from collections.abc import Sequence

from games.claim.factions import FACTIONS, faction_of, value_of
from games.claim.state import Play


def led_faction(plays: Sequence[Play]) -> str | None:
    return faction_of(plays[0].card) if plays else None


def playable_cards(hand: Sequence[str], led: str | None) -> list[str]:
    """The cards a player may put into a trick whose led faction is ``led`` (CLM-3.2)."""
    if led is None:
        return list(hand)
    following = [card for card in hand if faction_of(card) == led]
    return following or list(hand)


def follow_refusal(hand: Sequence[str], led: str | None, card: str) -> str | None:
    """Why ``card`` may not be played on this lead, or None if it may."""
    if led is None or faction_of(card) == led:
        return None
    if any(faction_of(other) == led for other in hand):
        return f"must follow {FACTIONS[led].name.lower()}"
    return None


def ranking(plays: Sequence[Play]) -> list[int]:
    """Seats from best to worst in a finished trick (CLM-3.3).

    Cards of the led faction rank first, highest value first; then the other cards, highest
    value first. Equal values rank in play order, so with two players the leader wins ties.
    """
    led = led_faction(plays)
    order = sorted(
        range(len(plays)),
        key=lambda i: (faction_of(plays[i].card) != led, -value_of(plays[i].card), i),
    )
    return [plays[i].seat for i in order]


def last_dragon_player(plays: Sequence[Play]) -> int | None:
    """The seat that put the last dragon into the trick, who leads next (CLM-6.3)."""
    for play in reversed(plays):
        if faction_of(play.card) == "dragon":
            return play.seat
    return None
