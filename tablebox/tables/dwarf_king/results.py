"""The Dwarf King's final count as text: the ranking, then every deal's breakdown."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rich.text import Text

from tablebox.tables.dwarf_king.text import breakdown, number
from tablebox.tables.dwarf_king.words import Say, ui

if TYPE_CHECKING:
    from games.dwarf_king.view import DwarfKingView


def headline(view: DwarfKingView, say: Say) -> str:
    outcome = view.outcome
    if outcome is None:
        return say(ui("dwarf-king.ui.game-goes-on"))
    if len(outcome.winners) == 1:
        return say(ui("dwarf-king.ui.new-king", name=view.players[outcome.winners[0]]))
    return say(ui("dwarf-king.ui.share-crown", seats=list(outcome.winners)))


def results_text(view: DwarfKingView, say: Say, card_text: Callable[[str], Text]) -> Text:
    """The ranking first (what the table wants to see on a small screen), then each deal."""
    lines: list[Text] = []
    outcome = view.outcome
    names = view.players
    if outcome is not None:
        lines.append(Text(say(ui("dwarf-king.ui.ranking")), style="bold underline"))
        width = max(len(name) for name in names)
        winner = say(ui("dwarf-king.ui.winner"))
        for place, seats in enumerate(outcome.ranking, start=1):
            for seat in seats:
                star = f"  ★ {winner}" if place == 1 else ""
                total = view.totals[seat]
                points = say(ui("dwarf-king.ui.points", total=f"{number(total):>4}", n=total))
                lines.append(
                    Text.assemble(
                        f"  {place}. ",
                        (f"{names[seat]:<{width}}", "bold"),
                        f"  {points}",
                        (star, "bold"),
                    )
                )
    for result in view.results:
        lines.append(Text())
        lines += breakdown(result, names, say, card_text(result.special))
    return Text("\n").join(lines)
