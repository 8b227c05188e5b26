"""How The Dwarf King's cards look on the table: each suit's symbol and short name, and the
magic cards' star.

A card prints its suit's symbol and three letters as well as its colour, so it reads without
colour (``NO_COLOR``) and for colour-blind players. The symbols are one cell wide in every
terminal font we know of: a dwarf's gem, a knight's horse, a goblin's coin, and the gold star
the magic cards carry.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tablebox.tables.dwarf_king.words import Say

SUITS = ("dwarves", "knights", "goblins", "magic")
"""Suits with a colour in the stylesheet; the magic cards count as one here."""
SYMBOLS = {"dwarves": "◆", "knights": "♞", "goblins": "¤", "magic": "★"}
SHORT_NAMES = {
    "dwarves": "dwarf-king.ui.short-dwarves",
    "knights": "dwarf-king.ui.short-knights",
    "goblins": "dwarf-king.ui.short-goblins",
}
"""A suit's three letters (their catalog keys), on its small cards' edge."""
MAGIC_SHORT = {
    "dragon": "dwarf-king.ui.short-dragon",
    "mummy": "dwarf-king.ui.short-mummy",
    "puppeteer": "dwarf-king.ui.short-puppeteer",
    "sorcerer": "dwarf-king.ui.short-sorcerer",
    "excalibur": "dwarf-king.ui.short-excalibur",
}
"""A magic card's three letters (their catalog keys), on its small card's edge in place of a
suit."""


def suit_key(card_id: str) -> str:
    """``"goblins-7"`` -> ``"goblins"``; a magic card -> ``"magic"``."""
    suit, _, rest = card_id.partition("-")
    return suit if rest else "magic"


def rank_of(card_id: str) -> str:
    """What a small card prints: ``"7"``, ``"Q"``, ``"11"``; nothing for a magic card."""
    _, _, rest = card_id.partition("-")
    return rest.split("-")[0]


def magic_short(card_id: str, say: Say) -> str:
    """A magic card's three letters in the table's language (an unknown one's id cut short)."""
    key = MAGIC_SHORT.get(card_id)
    return card_id[:3] if key is None else say(key)


def short(card_id: str, say: Say) -> str:
    """``◆7``, ``♞Q``, ``¤11``, ``★Drg``: a card in a line of text."""
    suit = suit_key(card_id)
    if suit == "magic":
        return f"{SYMBOLS['magic']}{magic_short(card_id, say)}"
    return f"{SYMBOLS[suit]}{rank_of(card_id)}"
