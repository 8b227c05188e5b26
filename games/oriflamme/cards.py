"""The cards of Oriflamme (Czech: Krvavý trůn) as data: families and the ten kinds.

The English names and effects live in the message catalog (``tablebox/catalog/en/oriflamme.py``:
``oriflamme.term.<kind>``, ``oriflamme.effect.<kind>``, ``card(card_id)``); the Czech names stay
here as data, because they are the names printed on the Czech cards, not prose.

Every family holds the same ten cards, one of each kind (ORI-1.1). A card id is
``<family>-<kind>``, e.g. ``red-spy`` or ``blue-royal-decree``; the family is everything before
the first dash, because two kinds (``royal-decree``) contain a dash themselves.
"""

from __future__ import annotations

from typing import NamedTuple

FAMILIES: tuple[str, ...] = ("red", "blue", "green", "yellow", "black")
"""Seat order of the families: seat 0 plays red, seat 1 blue, ... (ORI-1.2)."""

FAMILY_CZECH: dict[str, str] = {
    "red": "rudý",
    "blue": "modrý",
    "green": "zelený",
    "yellow": "žlutý",
    "black": "černý",
}


class Kind(NamedTuple):
    """One of the ten cards every family has."""

    key: str
    czech: str
    """The name printed on the Czech card."""
    character: bool
    """Characters stay in the row and act every round; intrigues are discarded after use."""
    rule: str
    """The rule id in ``seeds/oriflamme.md``."""


ARCHER = "archer"
SOLDIER = "soldier"
SPY = "spy"
HEIR = "heir"
SHAPESHIFTER = "shapeshifter"
LORD = "lord"
ASSASSINATION = "assassination"
ROYAL_DECREE = "royal-decree"
AMBUSH = "ambush"
CONSPIRACY = "conspiracy"

KINDS: dict[str, Kind] = {
    kind.key: kind
    for kind in (
        Kind(ARCHER, "Lučištnice", True, "ORI-6.1"),
        Kind(SOLDIER, "Zbrojnoš", True, "ORI-6.2"),
        Kind(SPY, "Špeh", True, "ORI-6.3"),
        Kind(HEIR, "Následník", True, "ORI-6.4"),
        Kind(SHAPESHIFTER, "Imitátorka", True, "ORI-6.5"),
        Kind(LORD, "Lord", True, "ORI-6.6"),
        Kind(ASSASSINATION, "Vražda", False, "ORI-6.7"),
        Kind(ROYAL_DECREE, "Královský výnos", False, "ORI-6.8"),
        Kind(AMBUSH, "Léčka", False, "ORI-6.9"),
        Kind(CONSPIRACY, "Spiknutí", False, "ORI-6.10"),
    )
}
"""The ten kinds in the order of the rulebook's card list (ORI-6)."""

KIND_ORDER: dict[str, int] = {key: index for index, key in enumerate(KINDS)}

ROUNDS = 6
HAND_SIZE = 7
"""Cards a family keeps to play (ORI-1.3); the other three are set aside."""
SET_ASIDE = 3


def family_cards(family: str) -> list[str]:
    """The ten card ids of a family, in card-list order."""
    return [f"{family}-{kind}" for kind in KINDS]


ALL_CARDS: tuple[str, ...] = tuple(card for family in FAMILIES for card in family_cards(family))

FAMILY_OF: dict[str, str] = {card: card.split("-", 1)[0] for card in ALL_CARDS}
"""Card id -> family; a lookup table, because the hot loop asks it constantly."""
KIND_OF: dict[str, str] = {card: card.split("-", 1)[1] for card in ALL_CARDS}
"""Card id -> kind key."""
CHARACTER: dict[str, bool] = {card: KINDS[KIND_OF[card]].character for card in ALL_CARDS}


def families_for(players: int) -> list[tuple[str, ...]]:
    """Each seat's families (ORI-1.2, ORI-9.1): one colour each at 3-5 players; at 2 players
    seat 0 plays red and blue, seat 1 green and yellow."""
    if players == 2:
        return [("red", "blue"), ("green", "yellow")]
    return [(family,) for family in FAMILIES[:players]]
