"""Trick-taking parts every such game shares: following suit, ranking a trick's plays with
pluggable suit and rank functions, and a view model of one trick for the tables to draw.

Cards are whatever ids a game uses; the game hands in how to read a card's suit and rank. Nothing
here knows a game's special cards, so a game adds them through the functions it passes (Claim's
doppelgangers through ``wild``, its knights on a goblin lead through the rank function).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from typing import Any, NamedTuple

from pydantic import BaseModel, ConfigDict

SuitOf = Callable[[str], str]
"""``card -> suit``, e.g. ``"giant-3" -> "giant"``."""
RankOf = Callable[[str], Any]
"""``card -> a sortable strength``: the higher, the better the card ranks in the trick."""


class Played(NamedTuple):
    """One card put into a trick, by one seat."""

    seat: int
    card: str


def led_suit(plays: Sequence[tuple[int, str]], suit_of: SuitOf) -> str | None:
    """The suit of the first card played, or None before anyone has played."""
    return suit_of(plays[0][1]) if plays else None


def must_follow(hand: Iterable[str], led: str | None, suit_of: SuitOf) -> bool:
    """Whether a hand is bound to follow ``led``: it holds a card of that suit."""
    return led is not None and any(suit_of(card) == led for card in hand)


def playable(
    hand: Sequence[str], led: str | None, suit_of: SuitOf, wild: Collection[str] = ()
) -> list[str]:
    """The cards of ``hand`` that may go into a trick led with ``led``: anything on a lead or
    when the hand has none of the led suit; otherwise the led suit, and the ``wild`` suits that
    may always be played instead."""
    if led is None:
        return list(hand)
    suits = [suit_of(card) for card in hand]
    if led not in suits:
        return list(hand)
    return [card for card, suit in zip(hand, suits, strict=True) if suit == led or suit in wild]


def refusal(
    hand: Sequence[str],
    led: str | None,
    card: str,
    suit_of: SuitOf,
    wild: Collection[str] = (),
) -> str | None:
    """Why ``card`` may not follow ``led``, as a stable reason code: ``"must-follow"`` (the hand
    holds the led suit), ``"must-follow-or-wild"`` (and a wild card could be played instead), or
    None if it may be played. The game turns the code into its own message."""
    if led is None:
        return None
    suit = suit_of(card)
    if suit == led or suit in wild:
        return None
    if not any(suit_of(other) == led for other in hand):
        return None
    if any(suit_of(other) in wild for other in hand):
        return "must-follow-or-wild"
    return "must-follow"


def ranking(plays: Sequence[tuple[int, str]], rank_of: RankOf) -> list[int]:
    """The seats of a finished trick, best first: by ``rank_of`` (highest first); equal ranks
    keep play order, so the earlier card wins a tie."""
    if len(plays) == 2:  # the most common case by far, without a sort
        (first, card), (second, other) = plays
        return [first, second] if rank_of(card) >= rank_of(other) else [second, first]
    ranks = [rank_of(card) for _, card in plays]
    # A stable sort keeps play order among equals, reverse=True included.
    return [plays[i][0] for i in sorted(range(len(plays)), key=ranks.__getitem__, reverse=True)]


def winner(plays: Sequence[tuple[int, str]], rank_of: RankOf) -> int:
    """The seat that wins the trick: the best ``rank_of``, the earliest on a tie."""
    best = 0
    best_rank = rank_of(plays[0][1])
    for index in range(1, len(plays)):
        rank = rank_of(plays[index][1])
        if rank > best_rank:
            best, best_rank = index, rank
    return plays[best][0]


def suit_then_value(
    led: str | None, suit_of: SuitOf, value_of: Callable[[str], int], trump: str | None = None
) -> RankOf:
    """The usual rank function: trumps beat the led suit, which beats everything else; within
    a group the higher value wins."""

    def rank(card: str) -> tuple[int, int]:
        suit = suit_of(card)
        group = 2 if suit == trump else 1 if suit == led else 0
        return group, value_of(card)

    return rank


class FollowRule:
    """Follow-suit for one game's cards, with the look-ups done once: which cards of a hand may
    follow a lead, and why another may not. The same answers as :func:`playable` and
    :func:`refusal`, at a set operation each (the simulator asks on every play)."""

    def __init__(self, cards: Iterable[str], suit_of: SuitOf, wild: Collection[str] = ()):
        self.suit_of = suit_of
        self.wild = tuple(wild)
        by_suit: dict[str, set[str]] = {}
        for card in cards:
            by_suit.setdefault(suit_of(card), set()).add(card)
        wild_cards = {card for suit in self.wild for card in by_suit.get(suit, ())}
        self._suit: dict[str, frozenset[str]] = {s: frozenset(c) for s, c in by_suit.items()}
        self._follows = {s: frozenset(c | wild_cards) for s, c in by_suit.items()}
        self._wild = frozenset(wild_cards)

    def playable(self, hand: Sequence[str], led: str | None) -> list[str]:
        """Like :func:`playable`, in the hand's order."""
        if led is None or self._suit[led].isdisjoint(hand):
            return list(hand)
        follows = self._follows[led]
        return [card for card in hand if card in follows]

    def refusal(self, hand: Sequence[str], led: str | None, card: str) -> str | None:
        """Like :func:`refusal`: ``"must-follow"``, ``"must-follow-or-wild"`` or None."""
        if led is None or card in self._follows[led] or self._suit[led].isdisjoint(hand):
            return None
        return "must-follow" if self._wild.isdisjoint(hand) else "must-follow-or-wild"


def rotation(first: int, count: int) -> list[int]:
    """Every seat in play order, starting with ``first`` (seats are 0..count-1 clockwise)."""
    return [(first + step) % count for step in range(count)]


# -- the view model ---------------------------------------------------------------------------


class TrickPlayView(BaseModel):
    model_config = ConfigDict(frozen=True)

    seat: int
    card: str


class TrickModel(BaseModel):
    """One trick as any trick-taking table draws it: who plays in which order, what each seat
    has played so far, the led suit, who is to play and, once it is over, who won."""

    model_config = ConfigDict(frozen=True)

    order: list[int]
    """Every seat taking part, in play order (the leader first)."""
    plays: list[TrickPlayView]
    led_suit: str | None = None
    to_play: int | None = None
    winner: int | None = None

    def card_of(self, seat: int) -> str | None:
        for play in self.plays:
            if play.seat == seat:
                return play.card
        return None


def trick_model(
    leader: int,
    count: int,
    plays: Sequence[tuple[int, str]],
    suit_of: SuitOf,
    to_play: int | None = None,
    winner: int | None = None,
) -> TrickModel:
    return TrickModel(
        order=rotation(leader, count),
        plays=[TrickPlayView(seat=seat, card=card) for seat, card in plays],
        led_suit=led_suit(plays, suit_of),
        to_play=to_play,
        winner=winner,
    )
