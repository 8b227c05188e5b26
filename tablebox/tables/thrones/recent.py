"""The last moves (issue 18.8): what changed on the board since a seat last looked, from the
public events it may read — marches, battles, raids, musters and retreats — as a mark per area
for the map and the events to list in words.

The marks are glyphs, not colours, so they read with ``NO_COLOR``: ``«`` units left, ``»``
units arrived, ``×`` a battle, ``!`` a raid's target, ``+`` a muster. An area touched twice
keeps the strongest mark (a battle over an arrival).
"""

from __future__ import annotations

from collections.abc import Sequence

from tablebox.engine import Event, Message

LEFT, ARRIVED, BATTLE, RAIDED, MUSTERED = "«", "»", "×", "!", "+"
STRENGTH = {BATTLE: 4, RAIDED: 3, ARRIVED: 2, MUSTERED: 1, LEFT: 0}
KINDS = frozenset(
    f"thrones.{kind}" for kind in ("march", "battle", "battle-won", "raid", "muster", "retreat")
)


def moves(events: Sequence[Event]) -> list[Event]:
    """The events worth showing again: the moves, a battle once (its result if it is over)."""
    chosen = [event for event in events if event.key in KINDS]
    won = {str(e.params.get("area")) for e in chosen if e.key == "thrones.battle-won"}
    return [e for e in chosen if e.key != "thrones.battle" or str(e.params["area"]) not in won]


def glyph(event: Event) -> str:
    """The mark an event's line starts with in the list (the one its main area gets)."""
    return {
        "thrones.march": ARRIVED,
        "thrones.retreat": ARRIVED,
        "thrones.battle": BATTLE,
        "thrones.battle-won": BATTLE,
        "thrones.raid": RAIDED,
        "thrones.muster": MUSTERED,
    }.get(event.key, "")


def marks(events: Sequence[Event]) -> dict[str, str]:
    """Area -> its mark, for the moves among ``events``."""
    found: dict[str, str] = {}

    def put(where: object, mark: str) -> None:
        area = str(where or "")
        if area and STRENGTH[mark] >= STRENGTH[found.get(area, LEFT)]:
            found[area] = mark

    for event in moves(events):
        params = event.params
        if event.key == "thrones.march":
            put(params["area"], LEFT)
            said = params.get("moves")
            for move in said if isinstance(said, list) else []:
                if isinstance(move, Message):
                    put(move.params.get("area", ""), ARRIVED)
        elif event.key == "thrones.retreat":
            put(params["area"], LEFT)
            put(params["to"], ARRIVED)
        elif event.key in ("thrones.battle", "thrones.battle-won"):
            put(params["area"], BATTLE)
        elif event.key == "thrones.raid":
            put(params["target"], RAIDED)
        elif event.key == "thrones.muster":
            put(params["area"], MUSTERED)
    return found
