"""Oriflamme's end: the ranking by influence, how first place was decided (the tie-break on
cards in the row, or a shared victory), and the final row with every card face up."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from tablebox.screens.results import ResultsScreen
from tablebox.tables.oriflamme.text import arrow, card_text, family_text
from tablebox.tables.oriflamme.words import Say, english, ui
from tablebox.widgets.cards import pack

if TYPE_CHECKING:
    from games.oriflamme.view import OriflammeView
    from tablebox.tables.oriflamme.intrigue_row import Palette

WIDTH = 76
"""The results body's width at 80 columns (the screen scrolls when it is longer)."""


def headline(view: OriflammeView, say: Say = english) -> str:
    outcome = view.outcome
    if outcome is None or not outcome.winners:
        return ui(say, "oriflamme.ui.results.over")
    names = [view.players[seat].name for seat in outcome.winners]
    best = view.players[outcome.winners[0]].influence
    if len(names) == 1:
        return ui(say, "oriflamme.ui.results.wins", name=names[0], influence=best)
    joined = names[0]
    for name in names[1:]:
        joined = ui(say, "oriflamme.ui.results.and", first=joined, second=name)
    return ui(say, "oriflamme.ui.results.shared", names=joined, influence=best)


def results_text(view: OriflammeView, palette: Palette, say: Say) -> Text:
    lines: list[Text] = [Text(ui(say, "oriflamme.ui.results.ranking"), style="bold underline")]
    outcome = view.outcome
    width = max(len(player.name) for player in view.players)
    shown = {
        player.seat: Text("+").join(family_text(f, palette, say) for f in player.families)
        for player in view.players
    }
    family_width = max(families.cell_len for families in shown.values())
    ranking = outcome.ranking if outcome is not None else [[p.seat] for p in view.players]
    for place, seats in enumerate(ranking, start=1):
        for seat in seats:
            player = view.players[seat]
            cards = player.cards_in_row
            families = shown[seat]
            families.pad_right(family_width - families.cell_len)
            line = Text.assemble(
                f"  {place}. ",
                (f"{player.name:<{width}}", "bold"),
                "  ",
                families,
                "  ",
                ui(
                    say,
                    "oriflamme.ui.results.line",
                    influence=f"{player.influence:>2}",
                    cards=cards,
                ),
            )
            if place == 1:
                won = (
                    "oriflamme.ui.results.winner"
                    if len(seats) == 1
                    else "oriflamme.ui.results.shared-win"
                )
                line.append(f"  ★ {ui(say, won)}", style="bold")
            lines.append(line)
    if outcome is not None and outcome.explanation:
        # The per-player lines repeat the ranking; the rest says what decided and what did not
        # count, the deciding line first.
        notes = outcome.explanation[len(view.players) :] or outcome.explanation[-1:]
        lines.append(Text())
        lines.append(Text(ui(say, "oriflamme.ui.results.decided"), style="bold underline"))
        lines.append(Text(say(notes[-1]), style="bold"))
        lines.extend(Text(say(note), style="italic") for note in notes[:-1])
    lines.append(Text())
    final = ui(say, "oriflamme.ui.results.final-row", arrow=arrow(view, say))
    lines.append(Text(final, style="bold underline"))
    parts = []
    for position in view.row:
        part = Text(f"{position.position} ")
        if position.card is not None:
            part.append_text(card_text(position.card, palette, say))
        else:
            part.append_text(family_text(position.family, palette, say))
        if position.height > 1:
            part.append(f" {ui(say, 'oriflamme.ui.results.on', count=position.height - 1)}")
        parts.append(part)
    empty = Text(f"  {ui(say, 'oriflamme.ui.results.empty')}")
    lines.extend(pack(parts, WIDTH, indent=2, separator=" · ") or [empty])
    return Text("\n").join(lines)


def results_screen(view: OriflammeView, palette: Palette, say: Say) -> ResultsScreen:
    title = ui(say, "oriflamme.ui.results.title", headline=headline(view, say))
    return ResultsScreen(title, results_text(view, palette, say))
