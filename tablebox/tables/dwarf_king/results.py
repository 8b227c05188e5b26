"""The Dwarf King's final count as text: the ranking, then every deal's breakdown."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rich.text import Text

from tablebox.tables.dwarf_king.text import Say, breakdown

if TYPE_CHECKING:
    from games.dwarf_king.view import DwarfKingView


def headline(view: DwarfKingView) -> str:
    outcome = view.outcome
    if outcome is None:
        return "the game goes on"
    names = [view.players[seat] for seat in outcome.winners]
    if len(names) == 1:
        return f"{names[0]} is the new Dwarf King"
    return f"{' and '.join(names)} share the crown"


def results_text(view: DwarfKingView, say: Say, card_text: Callable[[str], Text]) -> Text:
    """The ranking first (what the table wants to see on a small screen), then each deal."""
    lines: list[Text] = []
    outcome = view.outcome
    names = view.players
    if outcome is not None:
        lines.append(Text("Ranking", style="bold underline"))
        width = max(len(name) for name in names)
        for place, seats in enumerate(outcome.ranking, start=1):
            for seat in seats:
                star = "  ★ winner" if place == 1 else ""
                lines.append(
                    Text.assemble(
                        f"  {place}. ",
                        (f"{names[seat]:<{width}}", "bold"),
                        f"  {view.totals[seat]:>4} points",
                        (star, "bold"),
                    )
                )
    for result in view.results:
        lines.append(Text())
        lines += breakdown(result, names, say, card_text(result.special))
    return Text("\n").join(lines)
