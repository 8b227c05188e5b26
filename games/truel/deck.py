"""The cards of a checked deck (TRL-3): what each card id means, and the check that a deck
has the rulebook's counts."""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from games.truel.data import CARD_TYPES, SYMBOLS, CardSpec, DeckSpec

REGULAR_PER_TYPE = 27
RAINBOW_PER_SYMBOL = 3
JOKER_TYPE = {"sun": "player", "star": "value", "heart": "unit"}
"""The card type a rainbow card stands for, by its symbol (TRL-3.4)."""
VALUES = (1, 2, 3, -1, -2, -3)


class DeckError(ValueError):
    """A deck that cannot be played; the message names the problem."""


class Card(NamedTuple):
    id: str
    type: str
    """``player``, ``value`` or ``unit``: the slot it lies in (a rainbow card: the type it
    stands for)."""
    symbol: str
    meaning: str | int | None
    """A colour, a value or a unit; None for a rainbow card (chosen when its triple
    completes)."""

    @property
    def rainbow(self) -> bool:
        return self.meaning is None


class Deck:
    """A checked deck: card id -> :class:`Card`. Immutable once built."""

    def __init__(self, spec: DeckSpec) -> None:
        self.spec = spec
        self.cards: dict[str, Card] = {card.id: _card(card) for card in spec.cards}
        self.regular: tuple[str, ...] = tuple(c.id for c in spec.cards if c.type != "rainbow")
        self.rainbow: tuple[str, ...] = tuple(c.id for c in spec.cards if c.type == "rainbow")
        self.slot_of: dict[str, int] = {
            card.id: CARD_TYPES.index(card.type) for card in self.cards.values()
        }
        """Card id -> the index of the slot it lies on in a triple (player, value, unit)."""


def _card(spec: CardSpec) -> Card:
    if spec.type == "rainbow":
        return Card(spec.id, JOKER_TYPE[spec.symbol], spec.symbol, None)
    meaning = {"player": spec.player, "value": spec.value, "unit": spec.unit}[spec.type]
    return Card(spec.id, spec.type, spec.symbol, meaning)


def check_deck(spec: DeckSpec) -> Deck:
    """The deck ``spec`` describes, checked; DeckError names the first problem found."""
    ids = Counter(card.id for card in spec.cards)
    repeated = sorted(card for card, count in ids.items() if count > 1)
    if repeated:
        raise DeckError(f"card ids must differ: {', '.join(repeated[:5])} repeated")
    for card in spec.cards:
        _check_card(card)
    types = Counter(card.type for card in spec.cards)
    for kind in CARD_TYPES:
        if types[kind] != REGULAR_PER_TYPE:
            raise DeckError(f"the deck needs {REGULAR_PER_TYPE} {kind} cards, it has {types[kind]}")
    rainbows = Counter(card.symbol for card in spec.cards if card.type == "rainbow")
    for symbol in SYMBOLS:
        if rainbows[symbol] != RAINBOW_PER_SYMBOL:
            raise DeckError(
                f"the deck needs {RAINBOW_PER_SYMBOL} rainbow cards with the {symbol},"
                f" it has {rainbows[symbol]}"
            )
    return Deck(spec)


def _check_card(card: CardSpec) -> None:
    wanted = {"player": "player", "value": "value", "unit": "unit"}.get(card.type)
    given = [name for name in ("player", "value", "unit") if getattr(card, name) is not None]
    if given != ([wanted] if wanted else []):
        needs = f"a {wanted}" if wanted else "nothing but its symbol"
        raise DeckError(f"card {card.id} ({card.type}) must give {needs}, it gives {given}")
    if card.type == "value" and card.value not in VALUES:
        raise DeckError(f"card {card.id}: a value is -3 to -1 or 1 to 3, not {card.value}")


VALUE_MEANINGS: dict[str, int] = {f"plus{v}": v for v in (1, 2, 3)} | {
    f"minus{v}": -v for v in (1, 2, 3)
}
"""A value joker's meanings as notation: ``plus2`` is +2, ``minus3`` is -3."""
JOKER_MEANINGS: dict[str, tuple[str, ...]] = {
    "player": ("red", "green", "blue"),
    "value": tuple(VALUE_MEANINGS),
    "unit": ("cards", "spaces", "ruby", "emerald", "sapphire"),
}
"""What a rainbow card may stand for, by the type it stands for (TRL-3.4)."""
VALUE_NAMES: dict[int, str] = {value: name for name, value in VALUE_MEANINGS.items()}
"""A value's notation: 2 -> ``plus2``."""
