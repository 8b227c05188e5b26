"""The factions of Claim and Claim 2 as data: names, card values and what their ability does.

Abilities themselves are hooks in :mod:`games.claim.tricks` keyed by faction id; this table says
which factions exist, which cards they have and how a player reads them.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.common.cards import split_card


@dataclass(frozen=True, slots=True)
class Faction:
    id: str
    name: str
    """Plural display name, e.g. ``"Giants"``."""
    singular: str
    czech: str
    values: tuple[int, ...]
    ability: str

    def cards(self) -> list[str]:
        return [f"{self.id}-{value}" for value in self.values]


ONE_OF_EACH = tuple(range(10))

FACTIONS: dict[str, Faction] = {
    f.id: f
    for f in (
        Faction(
            "gnome",
            "Gnomes",
            "Gnome",
            "gnómové",
            (1, 1, 1, 3, 3, 3, 5, 5, 5, 7, 7, 7, 9),
            "Phase 2: gnomes you win lie face up in front of you and join your score pile at"
            " the end.",
        ),
        Faction(
            "giant",
            "Giants",
            "Giant",
            "obři",
            (1, 1, 3, 3, 5, 5, 7, 7, 9),
            "Phase 2: for each giant in the trick, its winner crushes one of the opponent's"
            " face-up gnomes of the same value.",
        ),
        Faction(
            "dragon",
            "Dragons",
            "Dragon",
            "draci",
            ONE_OF_EACH,
            "The last player to play a dragon into a trick leads the next trick.",
        ),
        Faction(
            "troll",
            "Trolls",
            "Troll",
            "trolové",
            ONE_OF_EACH,
            "Phase 2: a winner scores one troll per trick, the highest on the table; the rest"
            " wait aside for the next winner. The last trick's winner takes them all.",
        ),
        Faction(
            "seer",
            "Seers",
            "Seer",
            "věštci",
            ONE_OF_EACH,
            "Phase 1: win with a seer to peek at the top of the deck and keep it or the prize;"
            " the opponent gets the other.",
        ),
    )
}

BOXES: dict[str, tuple[str, ...]] = {
    "claim2": ("gnome", "giant", "dragon", "troll", "seer"),
}


# Card facts looked up in tables: the simulator asks them hundreds of thousands of times.
_FACTION: dict[str, str] = {}
_VALUE: dict[str, int] = {}
_LABEL: dict[str, str] = {}
for _faction in FACTIONS.values():
    for _card in _faction.cards():
        _FACTION[_card], _rank = split_card(_card)
        _VALUE[_card] = int(_rank)
        _LABEL[_card] = f"{_faction.singular} {_rank}"

faction_of = _FACTION.__getitem__
"""``"giant-3"`` -> ``"giant"``."""
value_of = _VALUE.__getitem__
"""``"giant-3"`` -> ``3``."""
card_label = _LABEL.__getitem__
"""``"giant-3"`` -> ``"Giant 3"``."""


def deck_of(factions: tuple[str, ...]) -> list[str]:
    """Every card of the given factions, in faction order then value order."""
    return [card for faction in factions for card in FACTIONS[faction].cards()]
