"""Truel's end: who won (or, in a match, the champion of the evening), every player's gems
and, in a match, the games won."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rich.text import Text

from tablebox.screens.results import ResultsScreen
from tablebox.tables.truel.panels import players_text

if TYPE_CHECKING:
    from games.truel.view import TruelView
    from tablebox.engine import Message


def headline(view: TruelView) -> str:
    outcome = view.outcome
    if outcome is None or not outcome.winners:
        return "The game is over"
    winner = view.players[outcome.winners[0]]
    if view.match:
        return f"{winner} is the champion of the evening"
    return f"{winner} wins"


def results_text(view: TruelView, say: Callable[[Message], str]) -> Text:
    lines = [Text("Gems and cards at the end", style="bold underline"), players_text(view)]
    if view.match:
        lines += [Text(), Text("Games won", style="bold underline")]
        order = sorted(range(len(view.players)), key=lambda seat: -view.wins[seat])
        lines += [Text(f"  {view.players[seat]}: {view.wins[seat]}") for seat in order]
    if view.outcome is not None:
        lines += [Text()] + [Text(say(note), "bold") for note in view.outcome.explanation]
    return Text("\n").join(lines)


def results_screen(view: TruelView, say: Callable[[Message], str]) -> ResultsScreen:
    return ResultsScreen(f"Truel: {headline(view)}", results_text(view, say))
