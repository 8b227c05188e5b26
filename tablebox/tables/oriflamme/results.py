"""Oriflamme's end: the ranking by influence, how first place was decided (the tie-break on
cards in the row, or a shared victory), and the final row with every card face up."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from tablebox.screens.results import ResultsScreen
from tablebox.tables.oriflamme.text import Say, arrow, card_text, family_text
from tablebox.widgets.cards import pack

if TYPE_CHECKING:
    from games.oriflamme.view import OriflammeView
    from tablebox.tables.oriflamme.intrigue_row import Palette

WIDTH = 76
"""The results body's width at 80 columns (the screen scrolls when it is longer)."""


def headline(view: OriflammeView) -> str:
    outcome = view.outcome
    if outcome is None or not outcome.winners:
        return "The game is over"
    names = [view.players[seat].name for seat in outcome.winners]
    best = view.players[outcome.winners[0]].influence
    if len(names) == 1:
        return f"{names[0]} wins with {best} influence"
    return f"{' and '.join(names)} share the victory with {best} influence"


def results_text(view: OriflammeView, palette: Palette, say: Say) -> Text:
    lines: list[Text] = [Text("Ranking", style="bold underline")]
    outcome = view.outcome
    width = max(len(player.name) for player in view.players)
    family_width = max(len("+".join(player.families)) for player in view.players)
    ranking = outcome.ranking if outcome is not None else [[p.seat] for p in view.players]
    for place, seats in enumerate(ranking, start=1):
        for seat in seats:
            player = view.players[seat]
            cards = player.cards_in_row
            families = Text("+").join(family_text(f, palette) for f in player.families)
            families.pad_right(family_width - families.cell_len)
            line = Text.assemble(
                f"  {place}. ",
                (f"{player.name:<{width}}", "bold"),
                "  ",
                families,
                f"  {player.influence:>2} influence · {cards} card{'s' if cards != 1 else ''}"
                " in the row",
            )
            if place == 1:
                line.append("  ★ winner" if len(seats) == 1 else "  ★ shared win", style="bold")
            lines.append(line)
    if outcome is not None and outcome.explanation:
        # The per-player lines repeat the ranking; the rest says what decided and what did not
        # count, the deciding line first.
        notes = outcome.explanation[len(view.players) :] or outcome.explanation[-1:]
        lines.append(Text())
        lines.append(Text("How it was decided", style="bold underline"))
        lines.append(Text(say(notes[-1]), style="bold"))
        lines.extend(Text(say(note), style="italic") for note in notes[:-1])
    lines.append(Text())
    lines.append(Text(f"The final row (the pass ran {arrow(view)})", style="bold underline"))
    parts = []
    for position in view.row:
        part = Text(f"{position.position} ")
        if position.card is not None:
            part.append_text(card_text(position.card, palette, say))
        else:
            part.append_text(family_text(position.family, palette))
        if position.height > 1:
            part.append(f" (on {position.height - 1})")
        parts.append(part)
    lines.extend(pack(parts, WIDTH, indent=2, separator=" · ") or [Text("  (empty)")])
    return Text("\n").join(lines)


def results_screen(view: OriflammeView, palette: Palette, say: Say) -> ResultsScreen:
    return ResultsScreen(f"Oriflamme: {headline(view)}", results_text(view, palette, say))
