"""The decision of a seat in words: each option of the view's :class:`Decision` as a labelled
row, and which map area (if any) the option is about.

The table never reads or writes notation to act (it submits an option's ``action`` unchanged);
it reads the option's structured ``parts`` (``verb``, ``arg1``...) to say what the option does
and to list, for the area under the map's cursor, only the options about that area. Options not
about any area (``done``, a bid, a House card, yes or no) are listed whatever the cursor.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from games.thrones.board import AREA, LAND_NEIGHBOURS, LANDS, SEA_NEIGHBOURS
from tablebox.engine import Decision, Message, Option, Param

Say = Callable[[Message], str]

AREA_VERBS = frozenset(
    {"order", "clear", "raven", "raid", "march", "leg", "retreat", "disband", "muster", "remove"}
)
"""Verbs whose first word is the area the option is about (``remove none`` is about none)."""


@dataclass(frozen=True)
class Choice:
    """One row of the decision panel."""

    option: Option
    label: str
    area: str
    """The area the option is about ("" none: shown whatever the cursor)."""

    @property
    def action(self) -> str:
        return self.option.action


def area_of(option: Option) -> str:
    parts = option.parts
    verb, first = str(parts.get("verb", "")), str(parts.get("arg1", ""))
    if verb in AREA_VERBS and first not in ("", "none", "pass", "done"):
        return first
    return ""


def choices(decision: Decision, say: Say) -> list[Choice]:
    """Every option of ``decision`` in words, in the view's order."""
    return [Choice(option, say(label_of(option)), area_of(option)) for option in decision.options]


def areas(rows: list[Choice]) -> list[str]:
    """The areas the decision is about, each once, in the order first offered."""
    return list(dict.fromkeys(row.area for row in rows if row.area))


def for_area(rows: list[Choice], area: str) -> list[Choice]:
    """The rows to list with the cursor on ``area``: that area's, then those about none."""
    return [row for row in rows if row.area == area] + [row for row in rows if not row.area]


def label_of(option: Option) -> Message:
    """What the option does, as a catalog message (``thrones.ui.choice.<verb>``)."""
    parts = option.parts
    verb = str(parts.get("verb", ""))
    words = [str(parts[f"arg{index}"]) for index in range(1, len(parts)) if f"arg{index}" in parts]
    key = f"thrones.ui.choice.{verb}"
    params: dict[str, Param] = {}
    if verb in ("march", "leg"):
        return _march_label(verb, words)
    if verb in ("order", "raven"):
        params = {"area": words[0], "token": words[1]} if len(words) == 2 else {}
        if words == ["pass"]:
            key = "thrones.ui.choice.raven-pass"
        elif len(words) == 2 and words[1].startswith("consolidate") and option.allowed:
            # Consolidate Power brings 1 power and 1 more per crown there (GOT-5.6); a
            # barred one (at sea) brings nothing, so says nothing of it.
            key = f"thrones.ui.choice.{verb}-consolidate"
            params["n"] = income(words[0])
    elif verb == "clear":
        params = {"area": words[0]}
    elif verb == "raid":
        params = {"area": words[0], "target": words[1]}
        if words[1] == "skip":
            key = "thrones.ui.choice.raid-skip"
    elif verb in ("control", "blade", "accept", "upgrade"):
        key = f"thrones.ui.choice.{verb}-{words[0]}"
    elif verb == "support":
        key = "thrones.ui.choice.support-none" if words[0] == "no" else key
        params = {"house": words[0]}
    elif verb in ("card", "reclaim", "discard"):
        if words[0] == "none":
            key = f"thrones.ui.choice.{verb}-none"
        params = {"card": words[0]}
    elif verb in ("casualty",):
        params = {"unit": words[0]}
    elif verb == "remove":
        key = "thrones.ui.choice.remove-none" if words[0] == "none" else key
        params = {"area": words[0]}
    elif verb == "retreat":
        params = {"area": words[0]}
    elif verb == "disband":
        params = {"area": words[0], "unit": words[1]}
    elif verb == "muster":
        key, params = _muster_label(words)
    elif verb == "bid":
        params = {"amount": int(words[0])}
    elif verb == "tie":
        params = {"house": words[0]}
    return Message(key, params)


def income(area: str) -> int:
    """The power a Consolidate Power order in ``area`` brings: 1, and 1 per crown there."""
    return 1 + AREA[area].crowns if area in AREA else 1


def by_sea(source: str, destination: str) -> bool:
    """Whether land units marching from ``source`` reach ``destination`` only by ship
    transport (GOT-5.2): two land areas that do not touch."""
    return source in LANDS and destination in LANDS and destination not in LAND_NEIGHBOURS[source]


def sea_route(ships: frozenset[str], source: str, destination: str) -> list[str]:
    """The seas of a ship transport from ``source`` to ``destination`` (GOT-5.2): the
    shortest chain of adjacent seas holding the house's ``ships``, from one beside the source
    to one beside the destination; [] when there is none (or none is needed)."""
    if not by_sea(source, destination):
        return []
    start = [sea for sea in sorted(SEA_NEIGHBOURS[source]) if sea in ships]
    came_from: dict[str, str] = {sea: "" for sea in start}
    queue = list(start)
    for sea in queue:
        if destination in NEIGHBOURS_OF_SEA[sea]:
            route = [sea]
            while came_from[route[-1]]:
                route.append(came_from[route[-1]])
            return route[::-1]
        for nearer in sorted(SEA_NEIGHBOURS[sea]):
            if nearer in ships and nearer not in came_from:
                came_from[nearer] = sea
                queue.append(nearer)
    return []


NEIGHBOURS_OF_SEA = {sea: LANDS & {a for a in AREA if sea in SEA_NEIGHBOURS[a]} for sea in AREA}
"""Sea -> the land areas on its coast."""


def option_route(option: Option, ships: frozenset[str]) -> list[str]:
    """The seas a march option's units sail through (GOT-5.2), for the map to draw."""
    parts = option.parts
    if parts.get("verb") not in ("march", "leg"):
        return []
    source = str(parts.get("arg1", ""))
    seas: list[str] = []
    for index in range(2, len(parts) + 1):
        move = parts.get(f"arg{index}")
        if move is None:
            break
        destination = str(move).partition(":")[0]
        seas += [sea for sea in sea_route(ships, source, destination) if sea not in seas]
    return seas


def _muster_label(words: list[str]) -> tuple[str, dict[str, Param]]:
    if words == ["done"]:
        return "thrones.ui.choice.muster-done", {}
    area, what = words[0], words[1]
    if what == "ship":
        return "thrones.ui.choice.muster-ship", {"area": area, "sea": words[2]}
    if what == "upgrade":
        return "thrones.ui.choice.muster-upgrade", {"area": area}
    return "thrones.ui.choice.muster", {"area": area, "unit": what}


def _march_label(verb: str, words: list[str]) -> Message:
    """A march's (or a leg's) moves in words: its parts are the source, then one
    ``destination:unit,unit`` per destination; a march without moves keeps its units home."""
    source, moves = words[0], words[1:]
    if not moves:
        return Message("thrones.ui.choice.march-stay", {"area": source})
    said: list[Message] = []
    for move in moves:
        destination, _, units = move.partition(":")
        key = (
            "thrones.ui.choice.move-by-sea"
            if by_sea(source, destination)
            else "thrones.ui.choice.move"
        )
        said.append(Message(key, {"area": destination, "units": units.split(",")}))
    return Message(f"thrones.ui.choice.{verb}", {"area": source, "moves": said})
