"""How The Dwarf King's cards look on the table: each suit's symbol and short name, and the
magic cards' star.

A card prints its suit's symbol and three letters as well as its colour, so it reads without
colour (``NO_COLOR``) and for colour-blind players. The symbols are one cell wide in every
terminal font we know of: a dwarf's gem, a knight's horse, a goblin's coin, and the gold star
the magic cards carry.
"""

from __future__ import annotations

SUITS = ("dwarves", "knights", "goblins", "magic")
"""Suits with a colour in the stylesheet; the magic cards count as one here."""
SYMBOLS = {"dwarves": "◆", "knights": "♞", "goblins": "¤", "magic": "★"}
SHORT_NAMES = {"dwarves": "Dwa", "knights": "Kni", "goblins": "Gob", "magic": "Mag"}
MAGIC_SHORT = {
    "dragon": "Drg",
    "mummy": "Mum",
    "puppeteer": "Pup",
    "sorcerer": "Sor",
    "excalibur": "Exc",
}
"""A magic card's three letters, on its small card's edge in place of a suit."""


def suit_key(card_id: str) -> str:
    """``"goblins-7"`` -> ``"goblins"``; a magic card -> ``"magic"``."""
    suit, _, rest = card_id.partition("-")
    return suit if rest else "magic"


def rank_of(card_id: str) -> str:
    """What a small card prints: ``"7"``, ``"Q"``, ``"11"``; nothing for a magic card."""
    _, _, rest = card_id.partition("-")
    return rest.split("-")[0]


def short(card_id: str) -> str:
    """``◆7``, ``♞Q``, ``¤11``, ``★Drg``: a card in a line of text."""
    suit = suit_key(card_id)
    if suit == "magic":
        return f"{SYMBOLS['magic']}{MAGIC_SHORT.get(card_id, card_id[:3])}"
    return f"{SYMBOLS[suit]}{rank_of(card_id)}"
