"""How one trick is played and decided: following faction, ranking the plays, who leads next."""

from __future__ import annotations

from collections.abc import Sequence

from games.claim.factions import FACTIONS, faction_of, value_of
from games.claim.state import Play

DOPPELGANGER = "doppelganger"


def led_faction(plays: Sequence[Play]) -> str | None:
    """The faction of the leader's card; a led doppelganger leads doppelgangers (CLM-6.10)."""
    return faction_of(plays[0].card) if plays else None


def playable_cards(hand: Sequence[str], led: str | None) -> list[str]:
    """The cards a player may put into a trick whose led faction is ``led``: the led faction
    when they hold it (CLM-3.2), and doppelgangers always (CLM-6.10)."""
    if led is None or all(faction_of(card) != led for card in hand):
        return list(hand)
    return [card for card in hand if faction_of(card) in (led, DOPPELGANGER)]


def follow_refusal(hand: Sequence[str], led: str | None, card: str) -> str | None:
    """Why ``card`` may not be played on this lead, or None if it may."""
    if led is None:
        return None
    faction = faction_of(card)
    if faction in (led, DOPPELGANGER):
        return None
    if any(faction_of(other) == led for other in hand):
        if any(faction_of(other) == DOPPELGANGER for other in hand):
            return f"must follow {FACTIONS[led].name.lower()} (or play a doppelganger)"
        return f"must follow {FACTIONS[led].name.lower()}"
    return None


def ranking(plays: Sequence[Play]) -> list[int]:
    """Seats from best to worst in a finished trick (CLM-3.3, CLM-11.5).

    On a goblin lead, knights rank first (CLM-6.7; with 3–4 players CLM-11.7, proposed). Then
    the led faction and doppelgangers counting as it (CLM-6.10), then every other card, each
    group highest value first. Equal values rank in play order, so the leader wins ties.
    """
    led = led_faction(plays)

    def group(card: str) -> int:
        faction = faction_of(card)
        if led == "goblin" and faction == "knight":
            return 0
        if faction in (led, DOPPELGANGER):
            return 1
        return 2

    order = sorted(
        range(len(plays)),
        key=lambda i: (group(plays[i].card), -value_of(plays[i].card), i),
    )
    return [plays[i].seat for i in order]


def last_dragon_player(plays: Sequence[Play]) -> int | None:
    """The seat that put the last real dragon into the trick, who leads next (CLM-6.3)."""
    for play in reversed(plays):
        if faction_of(play.card) == "dragon":
            return play.seat
    return None


def lowest_player(plays: Sequence[Play]) -> int:
    """The seat of the lowest card of any faction; on a tie the later of them (CLM-12.4)."""
    lowest = min(value_of(play.card) for play in plays)
    return [play.seat for play in plays if value_of(play.card) == lowest][-1]
