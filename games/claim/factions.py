"""The factions of Claim and Claim 2 as data: names, card values and what their ability does.

The abilities themselves live in the trick and phase code, keyed by faction id; this table says
which factions exist, which cards they have, how a player reads them, and which decks the boxes
and the mixed variants build from them.
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
    ability_3_4: str = ""
    """How the ability reads with 3 or 4 players, when the variant changes it (CLM-12)."""

    def cards(self) -> list[str]:
        return [f"{self.id}-{value}" for value in self.values]


ONE_OF_EACH = tuple(range(10))

FACTIONS: dict[str, Faction] = {
    f.id: f
    for f in (
        Faction(
            "goblin",
            "Goblins",
            "Goblin",
            "skřeti",
            (0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9),
            "No ability.",
        ),
        Faction(
            "knight",
            "Knights",
            "Knight",
            "rytíři",
            (2, 3, 4, 5, 6, 7, 8, 9),
            "A knight played on a goblin lead wins the trick, whatever the values.",
            "On a goblin lead, a knight wins; with several knights the highest one wins.",
        ),
        Faction(
            "undead",
            "Undead",
            "Undead",
            "nemrtví",
            ONE_OF_EACH,
            "Phase 1: undead played into a trick go face up to its winner's score pile.",
        ),
        Faction(
            "dwarf",
            "Dwarves",
            "Dwarf",
            "trpaslíci",
            ONE_OF_EACH,
            "Phase 2: dwarves played into a trick go to the loser's score pile.",
            "Phase 2: the player of the lowest card takes the dwarves (on a tie, the later"
            " of them).",
        ),
        Faction(
            "doppelganger",
            "Doppelgangers",
            "Doppelganger",
            "měňavci",
            ONE_OF_EACH,
            "May be played instead of the led faction and then counts as it; never copies an"
            " ability.",
            "Counts as the faction of the leader's card; never copies an ability.",
        ),
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
            "Phase 2: for each giant in the trick, its winner crushes one gnome of that value"
            " of every opponent.",
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
            "Phase 1: win with a seer to peek at the top of the deck and take it or a prize;"
            " second place then takes from the prizes left.",
        ),
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
