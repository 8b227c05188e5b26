"""How one trick is played and decided: following faction, ranking the plays, who leads next.

Built on the shared trick-taking parts (``games.common.tricks``): doppelgangers are Claim's wild
suit, and knights on a goblin lead are its one rank exception.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.claim.factions import FACTIONS, deck_of, faction_of, value_of
from games.claim.state import Play
from games.common import tricks as common
from tablebox.engine import Message

DOPPELGANGER = "doppelganger"
_CARDS = set(deck_of(tuple(FACTIONS)))
WILD = (DOPPELGANGER,)
"""Doppelgangers may always be played instead of the led faction (CLM-6.10)."""


def led_faction(plays: Sequence[Play]) -> str | None:
    """The faction of the leader's card; a led doppelganger leads doppelgangers (CLM-6.10)."""
    return faction_of(plays[0].card) if plays else None


FOLLOW = common.FollowRule(_CARDS, faction_of, WILD)
"""CLM-3.2 and CLM-6.10 over every card of both boxes."""


def _following(led: str) -> tuple[frozenset[str], frozenset[str]]:
    suit = frozenset(card for card in _CARDS if faction_of(card) == led)
    wild = frozenset(card for card in _CARDS if faction_of(card) in WILD)
    return suit, suit | wild


FOLLOWING: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    card: _following(faction_of(card)) for card in _CARDS
}
"""Per led card, its faction's cards and the cards that may follow it (CLM-3.2, CLM-6.10): a
hand holding none of the first may play anything, else only the second. The same answers as
:data:`FOLLOW`, read inline on the rules' hot path."""


def playable_cards(hand: Sequence[str], led: str | None) -> list[str]:
    """The cards a player may put into a trick whose led faction is ``led``: the led faction
    when they hold it (CLM-3.2), and doppelgangers always (CLM-6.10)."""
    return FOLLOW.playable(hand, led)


def follow_refusal(hand: Sequence[str], led: str | None, card: str) -> Message | None:
    """Why ``card`` may not be played on this lead (``claim.must-follow`` or
    ``claim.must-follow-or-doppelganger``), or None if it may."""
    code = FOLLOW.refusal(hand, led, card)
    if code is None:
        return None
    assert led is not None
    if code == "must-follow-or-wild":
        return Message("claim.must-follow-or-doppelganger", {"faction": led})
    return Message("claim.must-follow", {"faction": led})


def _rank(card: str, led: str | None) -> tuple[int, int]:
    faction = faction_of(card)
    if faction == "knight" and led == "goblin":
        return 2, value_of(card)
    if faction in (led, DOPPELGANGER):
        return 1, value_of(card)
    return 0, value_of(card)


_RANKS: dict[str | None, dict[str, tuple[int, int]]] = {
    led: {card: _rank(card, led) for card in _CARDS} for led in (None, *FACTIONS)
}
"""Per led faction, every card's strength: the rank function is a table look-up, as the
simulator ranks hundreds of thousands of tricks."""
RANKS = _RANKS
"""The same table, for the rules' two-player trick read inline."""


def rank_function(led: str | None) -> common.RankOf:
    """CLM-3.3: on a goblin lead knights rank first (CLM-6.7, CLM-11.7); then the led faction
    and doppelgangers counting as it (CLM-6.10); then every other card; each group highest
    value first."""
    return _RANKS[led].__getitem__


def ranking(plays: Sequence[Play]) -> list[int]:
    """Seats from best to worst in a finished trick (CLM-3.3, CLM-11.5). Equal values rank in
    play order, so the leader wins ties."""
    return common.ranking(plays, rank_function(led_faction(plays)))


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
