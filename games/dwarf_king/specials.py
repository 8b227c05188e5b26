"""The 14 special cards as data (DWK-5, DWK-6): names, and what each does in the rules' terms.

The effects themselves live where they act (``tricks.py`` for winning, ``scoring.py`` for
points, ``game.py`` for the hand exchanges); the words a player reads come from the catalog.
"""

from __future__ import annotations

from typing import NamedTuple

from games.dwarf_king import cards as c


class Special(NamedTuple):
    card: str
    name: str
    czech: str | None
    """The Czech name where the rulebook or the box gives it."""
    points: int
    """Points it moves (+3 Flag Bearer, −3 Shaman...); 0 for the others."""


SPECIAL_CARDS: tuple[Special, ...] = (
    Special(c.DRUID, "Druid", "Druid", 0),
    Special(c.DWARF_FLAG_BEARER, "Flag Bearer", "Vlajkonoš", 3),
    Special(c.TINKERER, "Tinkerer", None, 3),
    Special(c.JESTER, "Jester", None, 3),
    Special(c.KNIGHT_FLAG_BEARER, "Flag Bearer", "Vlajkonoš", 0),
    Special(c.ENCHANTER, "Enchanter", None, 0),
    Special(c.SCOUT, "Scout", None, 1),
    Special(c.SHAMAN, "Shaman", None, -3),
    Special(c.GOBLIN_FLAG_BEARER, "Flag Bearer", "Vlajkonoš", 0),
    Special(c.DRAGON, "Dragon", None, 0),
    Special(c.MUMMY, "Mummy", None, 0),
    Special(c.PUPPETEER, "Puppeteer", "Loutkář", 0),
    Special(c.SORCERER, "Sorcerer", None, 0),
    Special(c.EXCALIBUR, "Excalibur", None, 0),
)
BY_CARD: dict[str, Special] = {special.card: special for special in SPECIAL_CARDS}
