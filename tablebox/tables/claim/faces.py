"""How Claim's cards look on the table: each faction's symbol and short name.

A framed card prints its faction's symbol and three letters as well as its colour, so a card is
read without colour (``NO_COLOR``) and by colour-blind players. The symbols are one cell wide in
every terminal font we know of (no emoji, whose width varies) and hint at the faction: a knight's
horse, an undead's grave cross, a dwarf's gem, the doppelganger's two faces, a gnome's garden
flower, a giant's tower, the dragon's coiled body, a troll's club, a seer's eye, a goblin's coin.
"""

from __future__ import annotations

from tablebox.catalog import english

FACTIONS = (
    "goblin",
    "knight",
    "undead",
    "dwarf",
    "doppelganger",
    "gnome",
    "giant",
    "dragon",
    "troll",
    "seer",
)
"""Factions with a colour in the stylesheet; others are drawn in the plain text colour."""

SYMBOLS = {
    "goblin": "¤",
    "knight": "♞",
    "undead": "†",
    "dwarf": "◆",
    "doppelganger": "◐",
    "gnome": "✿",
    "giant": "♜",
    "dragon": "§",
    "troll": "♣",
    "seer": "◉",
}
"""One symbol per faction, all different, printed on its cards."""

SHORT_KEYS = {faction: f"claim.ui.short.{faction}" for faction in FACTIONS}
"""The catalog's short name of each faction, for a framed card's edge, and a hand or a score
pile too long for its line: ``Dop 3 7`` instead of ``Doppelgangers 3 7`` (still a name, not
only a colour)."""
SHORT_NAMES = {faction: english(key) for faction, key in SHORT_KEYS.items()}
"""The short names in English, three letters each (what the card frames are measured for)."""
