"""One trick: which cards may be played, the led suit, and who wins (DWK-3, DWK-5, DWK-6).

Built on ``games.common.tricks`` for the plain case; the magic cards change a card's suit and
strength (Mummy, Puppeteer), who may play what (Dragon, Excalibur, Mummy, Puppeteer, Sorcerer)
and who wins (Dragon, Excalibur). Only one special card is in a deal, so no two ever meet.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.common import tricks as common
from games.dwarf_king.cards import (
    ALL_CARDS,
    DRAGON,
    EXCALIBUR,
    INFO,
    MAGIC,
    MUMMY,
    PUPPETEER,
    SORCERER,
)
from games.dwarf_king.history import Play, TrickRecord
from tablebox.engine import Message

MAGIC_SET = frozenset(MAGIC)
Face = tuple[str | None, int]
"""A card as it counts in a trick: its suit (None: none) and strength."""

PLAIN = common.FollowRule(
    [card for card in ALL_CARDS if card not in MAGIC], lambda c: INFO[c].suit or ""
)
"""Follow-suit among suited cards only: the plain case, at a set operation."""


def winning_card(trick: TrickRecord) -> str:
    for play in trick.plays:
        if play.seat == trick.winner:
            return play.card
    raise AssertionError(trick)


def face_of(card: str, index: int, plays: Sequence[Play], previous: TrickRecord | None) -> Face:
    """How ``card``, the ``index``-th play of a trick, counts: a basic or suited special card
    as printed; the Mummy as the card that won the previous trick (DWK-6.2); the Puppeteer
    as the card played just before it, a hair higher, or leading, as the previous trick's last
    card (DWK-6.3); the other magic cards as no suit."""
    if card == MUMMY:
        if previous is None:
            return None, 0
        info = INFO[winning_card(previous)]
        return info.suit, info.strength
    if card == PUPPETEER:
        if index > 0:
            before = face_of(plays[index - 1].card, index - 1, plays, previous)
        elif previous is not None:
            before = face_of(previous.plays[-1].card, 0, (), None)
        else:
            return None, 0
        return before[0], before[1] + 1
    info = INFO[card]
    return info.suit, info.strength


def led_suit(plays: Sequence[Play], previous: TrickRecord | None) -> str | None:
    """The suit of the first card that has one: a led Dragon, Excalibur or Sorcerer lets the
    next card set it (DWK-3.2, DWK-6.1, DWK-6.5)."""
    for index, play in enumerate(plays):
        suit = face_of(play.card, index, plays, previous)[0]
        if suit is not None:
            return suit
    return None


def trick_winner(plays: Sequence[Play], previous: TrickRecord | None) -> int:
    """DWK-3.4: the highest card of the led suit; Excalibur wins (DWK-6.5); the Dragon wins
    unless an Ace is in the trick: then the led suit's Ace, or else the last Ace (DWK-6.1)."""
    cards = [play.card for play in plays]
    if EXCALIBUR in cards:
        return plays[cards.index(EXCALIBUR)].seat
    led = led_suit(plays, previous)
    if DRAGON in cards:
        aces = [index for index, card in enumerate(cards) if INFO[card].rank == "A"]
        if not aces:
            return plays[cards.index(DRAGON)].seat
        for index in aces:
            if INFO[cards[index]].suit == led:
                return plays[index].seat
        return plays[aces[-1]].seat
    best, best_strength = -1, -1
    for index, play in enumerate(plays):
        suit, strength = face_of(play.card, index, plays, previous)
        if suit == led and strength > best_strength:
            best, best_strength = index, strength
    return plays[best].seat


class Situation:
    """What decides which cards may be played now: the trick so far, its number and the
    previous trick (for the Mummy's and a leading Puppeteer's copy)."""

    __slots__ = ("last", "led", "plays", "previous", "trick")

    def __init__(
        self, plays: Sequence[Play], trick: int, last: bool, previous: TrickRecord | None
    ) -> None:
        self.plays = plays
        self.trick = trick
        self.last = last
        self.previous = previous
        self.led = led_suit(plays, previous) if plays else None

    def suit_in_hand(self, card: str) -> str | None:
        """The suit a card in hand counts as for following: the Mummy's copied suit."""
        if card == MUMMY:
            return face_of(MUMMY, 0, (), self.previous)[0]
        return INFO[card].suit


def playable(hand: Sequence[str], situation: Situation) -> list[str]:
    """The cards of ``hand`` that may be played now (DWK-3.3 and the magic cards)."""
    if MAGIC_SET.isdisjoint(hand):
        return PLAIN.playable(hand, situation.led)  # the usual case, quickly
    return [card for card in hand if refusal(hand, situation, card) is None]


def refusal(hand: Sequence[str], situation: Situation, card: str) -> Message | None:
    """Why ``card`` may not be played now, or None if it may."""
    led = situation.led
    if card == SORCERER:
        return None if situation.last else Message("dwarf-king.sorcerer-held")  # DWK-6.4
    if card == MUMMY and situation.trick == 1:
        return Message("dwarf-king.mummy-first-trick")  # DWK-6.2
    if card == PUPPETEER:
        if situation.trick == 1 and not situation.plays:
            return Message("dwarf-king.puppeteer-first-lead")  # DWK-6.3
        return None
    if card == DRAGON or led is None:
        return None  # DWK-6.1: the Dragon may always be played; DWK-3.2: a lead is free
    holds_led = any(situation.suit_in_hand(other) == led for other in hand)
    if card == EXCALIBUR:
        return Message("dwarf-king.excalibur-void", {"suit": led}) if holds_led else None
    if situation.suit_in_hand(card) == led or not holds_led:
        return None
    return Message("dwarf-king.must-follow", {"suit": led})  # DWK-3.3
