"""The board data is checked once, when the rules load: a broken board fails loudly (GOT-1.1).

The checks take the data as arguments, so the tests can hand them broken copies.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from games.thrones.data.board import AreaRow, SetupRow

HOUSES = ("stark", "greyjoy", "lannister", "baratheon", "tyrell")
EXPECTED = {"areas": 45, "land": 34, "sea": 11, "strongholds": 8, "castles": 10}
"""The counts the fact sheet gives (agot-map.md, "Headline numbers")."""


class BoardError(ValueError):
    """The board data contradicts itself (a developer's error, never shown to players)."""


def validate(
    areas: Mapping[str, AreaRow],
    edges: Sequence[tuple[str, str]],
    setups: Mapping[int, SetupRow],
    start_units: Mapping[str, Sequence[tuple[str, Sequence[str]]]],
    neutral_tokens: Mapping[str, int],
) -> None:
    """Raise :class:`BoardError` unless every edge names two existing areas, the graph is
    connected, the counts per type add up and the set-ups name existing areas and houses."""
    seen: set[frozenset[str]] = set()
    for a, b in edges:
        for end in (a, b):
            if end not in areas:
                raise BoardError(f"edge {a}-{b} names an unknown area {end!r}")
        if a == b:
            raise BoardError(f"edge {a}-{b} joins an area to itself")
        pair = frozenset((a, b))
        if pair in seen:
            raise BoardError(f"edge {a}-{b} is listed twice")
        seen.add(pair)
        for island, other in ((a, b), (b, a)):
            if areas[island][2] and not areas[other][1]:
                raise BoardError(f"island {island} touches land {other}")
    _connected(areas, edges)
    counts = {
        "areas": len(areas),
        "land": sum(1 for row in areas.values() if not row[1]),
        "sea": sum(1 for row in areas.values() if row[1]),
        "strongholds": sum(1 for row in areas.values() if row[3] == 2),
        "castles": sum(1 for row in areas.values() if row[3] == 1),
    }
    for name, expected in EXPECTED.items():
        if counts[name] != expected:
            raise BoardError(f"{counts[name]} {name}, the board has {expected}")
    for area, row in areas.items():
        if row[1] and (row[3] or row[4] or row[5]):
            raise BoardError(f"sea area {area} has a castle, barrels or crowns")
    for area in neutral_tokens:
        if area not in areas:
            raise BoardError(f"neutral force on unknown area {area!r}")
    for house, spots in start_units.items():
        if house not in HOUSES:
            raise BoardError(f"unknown house {house!r}")
        for area, units in spots:
            if area not in areas:
                raise BoardError(f"{house} starts on unknown area {area!r}")
            sea = areas[area][1]
            if any((unit == "ship") != sea for unit in units):
                raise BoardError(f"{house}'s units in {area} do not fit its type")
    for players, (houses, neutral, *tracks, _) in setups.items():
        if len(houses) != players or set(houses) | set(neutral) != set(HOUSES):
            raise BoardError(f"the {players}-player set-up does not name every house once")
        for track in tracks:
            if sorted(track) != sorted(houses):
                raise BoardError(f"a {players}-player track does not list the houses in play")


def _connected(areas: Mapping[str, AreaRow], edges: Sequence[tuple[str, str]]) -> None:
    neighbours: dict[str, set[str]] = {area: set() for area in areas}
    for a, b in edges:
        neighbours[a].add(b)
        neighbours[b].add(a)
    start = next(iter(areas))
    reached = {start}
    frontier = [start]
    while frontier:
        for other in neighbours[frontier.pop()]:
            if other not in reached:
                reached.add(other)
                frontier.append(other)
    missing = sorted(set(areas) - reached)
    if missing:
        raise BoardError(f"the board is not connected: {missing[:5]} cannot be reached")
