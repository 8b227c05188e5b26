"""Issue 27.7: a muster with an overview, from the seat's view alone: the areas that may still
muster with their points left (Tab goes through them on the map), and for each why a unit is
not offered (the supply limit, all of a kind on the board, a knight costing two points)."""

from __future__ import annotations

from rich.text import Text

from games.thrones.view import ThronesView
from tablebox.engine import Message
from tablebox.tables.thrones.words import Say, ui

WHY_KEYS = {
    "supply": "thrones.ui.muster.why-supply",
    "no-footman": "thrones.ui.muster.why-no-footman",
    "no-knight": "thrones.ui.muster.why-no-knight",
    "no-ship": "thrones.ui.muster.why-no-ship",
    "one-point": "thrones.ui.muster.why-one-point",
}
"""Why a unit cannot be mustered there, by the view's reason (keys written whole)."""


def muster_lines(view: ThronesView, say: Say, selected: str) -> list[Text]:
    """One line per area that may muster, the selected one marked, then its reasons."""
    if not view.muster:
        return []
    lines = [Text(say(ui("thrones.ui.muster.title")), "bold")]
    for area, here in view.muster.items():
        said = say(ui("thrones.ui.muster.area", area=area, n=here.points))
        lines.append(Text(("▸ " if area == selected else "  ") + said, "cyan"))
        for why in here.missing:
            lines.append(Text("    " + say(Message(WHY_KEYS[why])), "dim"))
    return lines
