"""The side panel of the map: the selected area in words (its name, castle or stronghold,
barrels and crowns, who holds it, its units, order and neutral force, its neighbours by land
and by sea), from the per-seat view alone."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from games.thrones.board import AREA, LAND_NEIGHBOURS, ORDERED_AREAS, SEA_NEIGHBOURS
from games.thrones.data.board import AREAS
from games.thrones.view import AreaView
from tablebox.catalog import Catalog
from tablebox.engine import Message
from tablebox.tables.thrones.map_paint import Say
from tablebox.widgets.redraw import update_in_place

FORT_KEYS = {1: "thrones.ui.panel-castle", 2: "thrones.ui.panel-stronghold"}
ISLANDS = frozenset(area for area, row in AREAS.items() if row[2])


class AreaPanel(Static):
    DEFAULT_CSS = """
    AreaPanel { width: 34; height: 1fr; padding: 0 1; }
    """

    def __init__(self, say: Say, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.say = say
        self._shown: Text | None = None

    def show(self, area: str, view: AreaView | None, compact: bool = False) -> None:
        text = describe(area, view, self.say, compact)
        if text != self._shown:
            # Repainted in place when the height stays (issue 27, speed): a cursor move over
            # the map does not lay out the whole screen again.
            self._shown = text
            update_in_place(self, text)


ENGLISH = Catalog()
"""The area's name as the English board and the seed print it (beside a Czech one)."""


def describe(area: str, view: AreaView | None, say: Say, compact: bool = False) -> Text:
    """The area in words; ``compact`` (a small terminal, issue 27.8): who holds it, its units
    and its order straight under its name, so the few lines the panel has show them."""
    facts = AREA[area]
    text = Text()
    name = say(Message("thrones.ui.panel-name", {"area": area}))
    english = ENGLISH.text(Message("thrones.ui.panel-name", {"area": area}))
    if english != name:  # issue 29.2: found on an English board or in the seed too
        name = say(Message("thrones.ui.panel-name-both", {"name": name, "english": english}))
    text.append(name + "\n", style="bold underline")
    if compact:
        for line in situation(view, say):
            text.append(line + "\n")
    if facts.sea:
        kind = say(Message("thrones.ui.panel-sea"))
    elif area in ISLANDS:
        kind = say(Message("thrones.ui.panel-island"))
    else:
        kind = say(Message("thrones.ui.panel-land"))
    text.append(kind + "\n")
    if facts.fort:
        text.append(say(Message(FORT_KEYS[facts.fort])) + "\n", style="bold")
    if not facts.sea:
        icons = Message(
            "thrones.ui.panel-icons", {"barrels": facts.barrels, "crowns": facts.crowns}
        )
        text.append(say(icons) + "\n")
    if not compact:
        text.append("\n")
        for line in situation(view, say):
            text.append(line + "\n")
    text.append("\n")
    order = ORDERED_AREAS.index
    land = sorted(LAND_NEIGHBOURS[area], key=order)
    sea = sorted(SEA_NEIGHBOURS[area], key=order)
    for key, none_key, areas in (
        ("thrones.ui.panel-by-land", "thrones.ui.panel-by-land-none", land),
        ("thrones.ui.panel-by-sea", "thrones.ui.panel-by-sea-none", sea),
    ):
        text.append(say(Message(key, {"areas": areas}) if areas else Message(none_key)) + "\n")
    return text


def situation(view: AreaView | None, say: Say) -> list[str]:
    """Who holds the area and what stands there."""
    if view is None or not view.house:
        lines = [say(Message("thrones.ui.panel-unheld"))]
    else:
        key = "thrones.ui.panel-token" if view.token else "thrones.ui.panel-held"
        lines = [say(Message(key, {"house": view.house}))]
    if view is None:
        return lines
    if view.units:
        lines.append(say(Message("thrones.ui.panel-units", {"units": view.units})))
    if view.routed:
        lines.append(say(Message("thrones.ui.panel-routed", {"units": view.routed})))
    if view.neutral:
        lines.append(say(Message("thrones.ui.panel-neutral", {"strength": view.neutral})))
    if view.order:
        lines.append(say(Message("thrones.ui.panel-order", {"token": view.order})))
    elif view.pending_order:
        lines.append(say(Message("thrones.ui.panel-own-order", {"token": view.pending_order})))
    return lines
