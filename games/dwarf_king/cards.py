"""The Dwarf King's cards: ids, suits, strengths and decks (DWK-1).

Card ids are public API: ``<suit>-<rank>`` for the 39 basic cards (ranks ``2``…``10 J Q K A``),
the 1s ``<suit>-1``, the named 11s (``dwarves-11-tinkerer``...) and the five magic cards by
name. Exactly one special card (a 1, an 11 or a magic card) is in play per deal (DWK-2.2).
"""

from __future__ import annotations

from typing import NamedTuple

SUITS: tuple[str, ...] = ("dwarves", "knights", "goblins")
"""Green, blue, red (DWK-1.1)."""
RANKS: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
FACES: frozenset[str] = frozenset({"J", "Q", "K", "A"})
STRENGTH: dict[str, int] = {
    "1": 1,
    **{str(n): n for n in range(2, 11)},
    "11": 11,
    "J": 12,
    "Q": 13,
    "K": 14,
    "A": 15,
}
"""Rank order inside a suit: 1 < 2 < … < 10 < 11 < J < Q < K < A (DWK-1.2)."""

DRAGON, MUMMY, PUPPETEER, SORCERER, EXCALIBUR = (
    "dragon",
    "mummy",
    "puppeteer",
    "sorcerer",
    "excalibur",
)
MAGIC: tuple[str, ...] = (DRAGON, MUMMY, PUPPETEER, SORCERER, EXCALIBUR)
"""The five magic cards: no suit, no value (DWK-6)."""

DRUID = "dwarves-1"
DWARF_FLAG_BEARER = "dwarves-11-flag-bearer"
TINKERER = "dwarves-11-tinkerer"
JESTER = "knights-1"
KNIGHT_FLAG_BEARER = "knights-11-flag-bearer"
ENCHANTER = "knights-11-enchanter"
SCOUT = "goblins-1"
SHAMAN = "goblins-11-shaman"
GOBLIN_FLAG_BEARER = "goblins-11-flag-bearer"
SUITED_SPECIALS: tuple[str, ...] = (
    DRUID,
    DWARF_FLAG_BEARER,
    TINKERER,
    JESTER,
    KNIGHT_FLAG_BEARER,
    ENCHANTER,
    SCOUT,
    SHAMAN,
    GOBLIN_FLAG_BEARER,
)
SPECIALS: tuple[str, ...] = SUITED_SPECIALS + MAGIC
"""The 14 special cards (DWK-5, DWK-6)."""

DEALER_FIVE = "dwarves-5"
"""Whoever wins it in a trick deals the next deal (DWK-2.7)."""
QUEST_FIVE = "knights-5"
"""Its holder after the deal chooses the quest side (DWK-2.4)."""
LEAD_FIVE = "goblins-5"
"""Its holder (after a red Flag Bearer's exchange) leads trick 1 (DWK-2.6)."""
LEFT_OUT_AT_THREE = "dwarves-2"
"""Out of the game with three players (DWK-1.4)."""

HAND_SIZES: dict[int, int] = {3: 13, 4: 10, 5: 8}
"""Cards per player, and so tricks per deal, by player count (DWK-1.4)."""


class CardInfo(NamedTuple):
    suit: str | None
    """None for the magic cards."""
    rank: str | None
    """``"2"``…``"A"``, ``"1"`` or ``"11"``; None for the magic cards."""
    strength: int
    """Twice the rank's place in the order (so the Puppeteer fits a hair above a card)."""
    value: int | None
    """The printed number 1–11 that quests count; None for J, Q, K, A and magic cards."""


def _info(card: str) -> CardInfo:
    if card in MAGIC:
        return CardInfo(None, None, 0, None)
    suit, _, rest = card.partition("-")
    rank = rest.split("-")[0]
    value = None if rank in FACES else STRENGTH[rank]
    return CardInfo(suit, rank, 2 * STRENGTH[rank], value)


BASIC: tuple[str, ...] = tuple(f"{suit}-{rank}" for suit in SUITS for rank in RANKS)
ALL_CARDS: tuple[str, ...] = BASIC + SPECIALS
INFO: dict[str, CardInfo] = {card: _info(card) for card in ALL_CARDS}
"""Every card's suit, rank, strength and value, looked up once."""


def suit_of(card: str) -> str | None:
    return INFO[card].suit


def is_face(card: str) -> bool:
    """J, Q, K or A (any suit)."""
    return INFO[card].rank in FACES


def basic_deck(players: int) -> list[str]:
    """The basic cards for ``players``: all 39, or 38 without the 2 of Dwarves at three."""
    if players == 3:
        return [card for card in BASIC if card != LEFT_OUT_AT_THREE]
    return list(BASIC)


def sort_key(card: str) -> tuple[int, int]:
    """Hands sorted by suit (dwarves, knights, goblins, then magic cards), then strength."""
    info = INFO[card]
    if info.suit is None:
        return 3, MAGIC.index(card)
    return SUITS.index(info.suit), info.strength
