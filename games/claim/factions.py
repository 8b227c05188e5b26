"""The factions of Claim and Claim 2 as data: card values and which abilities the variant changes.

The abilities themselves live in the trick and phase code, keyed by faction id; their names and
ability texts live in the message catalog (``claim.faction.<id>``, ``claim.ability.<id>``,
``claim.ability-3-4.<id>``). This table says which factions exist, which cards they have, and
which decks the boxes and the mixed variants build from them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from games.common.cards import split_card
from tablebox.engine import Message


@dataclass(frozen=True, slots=True)
class Faction:
    id: str
    values: tuple[int, ...]
    changes_with_3_4: bool = False
    """Whether the ability reads differently with 3 or 4 players (CLM-12)."""

    def cards(self) -> list[str]:
        return [f"{self.id}-{value}" for value in self.values]

    @property
    def name(self) -> Message:
        """The display name, e.g. "Giants"."""
        return Message(f"claim.faction.{self.id}")

    def ability(self, players: int = 2) -> Message:
        """What the ability does, as it reads at this player count (CLM-6, CLM-12)."""
        if players > 2 and self.changes_with_3_4:
            return Message(f"claim.ability-3-4.{self.id}")
        return Message(f"claim.ability.{self.id}")


ONE_OF_EACH = tuple(range(10))

FACTIONS: dict[str, Faction] = {
    f.id: f
    for f in (
        Faction("goblin", (0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9)),
        Faction("knight", (2, 3, 4, 5, 6, 7, 8, 9), changes_with_3_4=True),
        Faction("undead", ONE_OF_EACH),
        Faction("dwarf", ONE_OF_EACH, changes_with_3_4=True),
        Faction("doppelganger", ONE_OF_EACH, changes_with_3_4=True),
        Faction("gnome", (1, 1, 1, 3, 3, 3, 5, 5, 5, 7, 7, 7, 9)),
        Faction("giant", (1, 1, 3, 3, 5, 5, 7, 7, 9), changes_with_3_4=True),
        Faction("dragon", ONE_OF_EACH),
        Faction("troll", ONE_OF_EACH),
        Faction("seer", ONE_OF_EACH, changes_with_3_4=True),
    )
}

BOXES: dict[str, tuple[str, ...]] = {
    "claim": ("goblin", "knight", "undead", "dwarf", "doppelganger"),
    "claim2": ("gnome", "giant", "dragon", "troll", "seer"),
}
"""The five factions of each box, played on their own by two players (CLM-1.1, CLM-1.5)."""

PAIRS: dict[str, tuple[str, str]] = {
    "knights-goblins": ("goblin", "knight"),
    "gnomes-giants": ("gnome", "giant"),
}
"""The paired factions (22 cards each); a mixed deck uses exactly one pair (CLM-10.1)."""

SINGLES: tuple[str, ...] = ("undead", "dwarf", "doppelganger", "dragon", "troll", "seer")
"""The ten-card factions a mixed deck chooses from (CLM-10.2, CLM-11.1)."""


# Card facts looked up in tables: the simulator asks them hundreds of thousands of times.
_FACTION: dict[str, str] = {}
_VALUE: dict[str, int] = {}
for _faction in FACTIONS.values():
    for _card in _faction.cards():
        _FACTION[_card], _rank = split_card(_card)
        _VALUE[_card] = int(_rank)

faction_of = _FACTION.__getitem__
"""``"giant-3"`` -> ``"giant"``."""
value_of = _VALUE.__getitem__
"""``"giant-3"`` -> ``3``."""


def deck_of(factions: tuple[str, ...]) -> list[str]:
    """Every card of the given factions, in faction order then value order."""
    return list(_deck(tuple(factions)))


@cache
def _deck(factions: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(card for faction in factions for card in FACTIONS[faction].cards())
