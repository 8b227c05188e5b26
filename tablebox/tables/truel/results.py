"""Truel's end: who won (or, in a match, the champion of the evening), every player's gems
and, in a match, the games won."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from tablebox.catalog import english
from tablebox.screens.results import ResultsScreen
from tablebox.tables.truel.panels import players_text
from tablebox.tables.truel.words import Say, ui

if TYPE_CHECKING:
    from games.truel.view import TruelView


def headline(view: TruelView, say: Say = english) -> str:
    outcome = view.outcome
    if outcome is None or not outcome.winners:
        return say(ui("truel.ui.game-over"))
    winner = view.players[outcome.winners[0]]
    if view.match:
        return say(ui("truel.ui.champion", name=winner))
    return say(ui("truel.ui.wins", name=winner))


def results_text(view: TruelView, say: Say) -> Text:
    lines = [Text(say(ui("truel.ui.end-gems")), style="bold underline"), players_text(view)]
    if view.match:
        lines += [Text(), Text(say(ui("truel.ui.games-won")), style="bold underline")]
        order = sorted(range(len(view.players)), key=lambda seat: -view.wins[seat])
        lines += [Text(f"  {view.players[seat]}: {view.wins[seat]}") for seat in order]
    if view.outcome is not None:
        lines += [Text()] + [Text(say(note), "bold") for note in view.outcome.explanation]
    return Text("\n").join(lines)


def results_screen(view: TruelView, say: Say) -> ResultsScreen:
    title = say(ui("truel.ui.results-title", headline=headline(view, say)))
    return ResultsScreen(title, results_text(view, say))
