"""Tablebox's own board and deck for Truel (TRL-2, TRL-3), built by rotating one third.

The printed board and the split of the printed deck are not public, so this is tablebox's own
design: one sector of the track and one ninth of the deck, repeated for each colour, so no
colour is favoured. ``assets/truel/board.json`` and ``deck.json`` hold exactly this data (a
test keeps them equal); the app loads those files, and an owner of the printed game may load
theirs instead."""

from __future__ import annotations

from games.truel.data import (
    COLOURS,
    GEM_UNITS,
    SYMBOLS,
    BoardSpec,
    CardSpec,
    Colour,
    DeckSpec,
    SpaceKind,
    SpaceSpec,
)

SECTOR: tuple[tuple[SpaceKind, int, int], ...] = (
    ("start", 0, 0),
    ("colour", 0, 0),
    ("colour", 1, 0),
    ("cards", 0, 1),
    ("colour", 2, 0),
    ("crossroads", 0, 0),
    ("colour", 0, 0),
    ("clock", 0, 1),
    ("colour", 1, 0),
    ("colour", 2, 0),
    ("cards", 0, -1),
    ("colour", 0, 0),
    ("clock", 0, -1),
    ("colour", 1, 0),
    ("cards", 0, 2),
    ("colour", 2, 0),
)
"""One third of the outer ring, from its Start: (kind, colour offset, amount). A colour offset
counts from the sector's own colour, so the ring reads the same from every Start."""
SHORTCUT: tuple[tuple[SpaceKind, int, int], ...] = (
    ("colour", 1, 0),
    ("colour", 2, 0),
    ("clock", 0, 2),
    ("colour", 1, 0),
)
"""The inner path from a sector's crossroads to the next sector's, skipping that Start."""
CROSSROADS = 5
"""Where the crossroads lies in its sector."""
WIDTH, HEIGHT = 15, 11
"""The outer ring is drawn as the border of a 15 x 11 grid (48 spaces)."""


def _ring_at(position: int) -> tuple[int, int]:
    """Grid cell of the outer ring's ``position``, clockwise from the top-left corner."""
    top, right, bottom = WIDTH, WIDTH + HEIGHT - 1, 2 * WIDTH + HEIGHT - 2
    if position < top:
        return position, 0
    if position < right:
        return WIDTH - 1, position - top + 1
    if position < bottom:
        return WIDTH - 1 - (position - right + 1), HEIGHT - 1
    return 0, HEIGHT - 1 - (position - bottom + 1)


def _space_id(sector: int, index: int) -> str:
    return f"{COLOURS[sector][0].upper()}{index}"


def standard_board() -> BoardSpec:
    """48 ring spaces (three sectors of 16) and three shortcuts of 4: 60 spaces."""
    spaces: list[SpaceSpec] = []
    links: list[tuple[str, str]] = []
    # The shortcuts' links go after the ring's, so at each crossroads the ring is the first
    # way in and out and the shortcut the second: a pawn passing it back keeps to its track
    # (TRL-2.3).
    shortcut_links: list[tuple[str, str]] = []
    length = len(SECTOR)
    for sector in range(3):
        for index, (kind, offset, amount) in enumerate(SECTOR):
            colour: Colour | None = None
            if kind in ("colour", "start"):
                colour = COLOURS[(sector + offset) % 3]
            at = _ring_at(sector * length + index)
            spaces.append(
                SpaceSpec(
                    id=_space_id(sector, index), kind=kind, colour=colour, amount=amount, at=at
                )
            )
            following = (sector, index + 1) if index + 1 < length else ((sector + 1) % 3, 0)
            links.append((_space_id(sector, index), _space_id(*following)))
        here = _ring_at(sector * length + CROSSROADS)
        there = _ring_at(((sector + 1) % 3) * length + CROSSROADS)
        previous = _space_id(sector, CROSSROADS)
        steps = len(SHORTCUT) + 1
        for number, (kind, offset, amount) in enumerate(SHORTCUT, start=1):
            at = (
                round(here[0] + (there[0] - here[0]) * number / steps),
                round(here[1] + (there[1] - here[1]) * number / steps),
            )
            space = _space_id(sector, length + number - 1)
            colour = COLOURS[(sector + offset) % 3] if kind == "colour" else None
            spaces.append(SpaceSpec(id=space, kind=kind, colour=colour, amount=amount, at=at))
            shortcut_links.append((previous, space))
            previous = space
        shortcut_links.append((previous, _space_id((sector + 1) % 3, CROSSROADS)))
    return BoardSpec(spaces=tuple(spaces), links=tuple(links + shortcut_links))


VALUES_PER_SYMBOL: tuple[int, ...] = (1, 1, 2, 2, 3, -1, -1, -2, -3)
"""The nine value cards of each bonus symbol: every value once, and 1, 2 and -1 twice, so
gains outweigh losses a little and games end (TRL-3.2)."""


def _value_name(value: int) -> str:
    return f"plus{value}" if value > 0 else f"minus{-value}"


def standard_deck() -> DeckSpec:
    """81 regular cards (27 per type, 9 per bonus symbol in each type) and 9 rainbow cards."""
    cards: list[CardSpec] = []
    for symbol in SYMBOLS:
        for colour in COLOURS:
            for copy in range(1, 4):
                cards.append(
                    CardSpec(
                        id=f"{colour}-{symbol}-{copy}", type="player", symbol=symbol, player=colour
                    )
                )
    for symbol in SYMBOLS:
        seen: dict[int, int] = {}
        for value in VALUES_PER_SYMBOL:
            seen[value] = seen.get(value, 0) + 1
            cards.append(
                CardSpec(
                    id=f"{_value_name(value)}-{symbol}-{seen[value]}",
                    type="value",
                    symbol=symbol,
                    value=value,
                )
            )
    for symbol in SYMBOLS:
        for copy in range(1, 4):
            cards.append(
                CardSpec(id=f"cards-{symbol}-{copy}", type="unit", symbol=symbol, unit="cards")
            )
            cards.append(
                CardSpec(id=f"spaces-{symbol}-{copy}", type="unit", symbol=symbol, unit="spaces")
            )
        for gem in GEM_UNITS:
            cards.append(CardSpec(id=f"{gem}-{symbol}", type="unit", symbol=symbol, unit=gem))
    for symbol in SYMBOLS:
        for copy in range(1, 4):
            cards.append(CardSpec(id=f"rainbow-{symbol}-{copy}", type="rainbow", symbol=symbol))
    return DeckSpec(cards=tuple(cards))
