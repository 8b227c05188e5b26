"""The end of A Game of Thrones (issue 18.9): why it ended, the final ranking (castles and
strongholds, then supply, then power) with each house by letter, and the map as it stood."""

from __future__ import annotations

import textwrap

from rich.text import Text

from games.thrones.view import ThronesView
from tablebox.screens.results import ResultsScreen
from tablebox.tables.thrones.map_view import MapView
from tablebox.tables.thrones.realm import castles_held, mark
from tablebox.tables.thrones.words import Say, ui


def headline(view: ThronesView, say: Say) -> str:
    outcome = view.outcome
    if outcome is None or not outcome.winners:
        return say(ui("thrones.ui.game-over"))
    names = ", ".join(view.players[seat] for seat in outcome.winners)
    return say(ui("thrones.ui.wins", name=names))


def ranking_text(view: ThronesView, say: Say) -> Text:
    """One line per house, best first; houses that tie share a place."""
    lines = [Text(say(ui("thrones.ui.ranking")), "bold underline")]
    castles = castles_held(view)
    ranking = view.outcome.ranking if view.outcome is not None else []
    for place, seats in enumerate(ranking, start=1):
        for seat in seats:
            house = view.houses[seat]
            said = ui(
                "thrones.ui.rank",
                place=place,
                name=view.players[seat],
                castles=castles.get(house, 0),
                supply=view.supply.get(house, 0),
                power=view.power.get(house, 0),
            )
            lines.append(Text.assemble("  ", mark(house), " ", say(said)))
    return Text("\n").join(lines)


def results_text(view: ThronesView, say: Say) -> Text:
    """The reason, the ranking and the map. The body is not wrapped by the screen (the map is
    wider than 80 columns and scrolls sideways instead), so the reason is wrapped here."""
    reason = [say(note) for note in view.outcome.explanation[:1]] if view.outcome else []
    lines = [part for line in reason for part in textwrap.wrap(line, REASON_WIDTH)]
    parts = [Text("\n").join(Text(line, "bold") for line in lines), ranking_text(view, say)]
    parts.append(MapView(view, say).picture())
    return Text("\n\n", no_wrap=True, overflow="crop").join(parts)


REASON_WIDTH = 76
"""Columns of the reason's lines: within an 80-column screen's results frame."""


class ThronesResultsScreen(ResultsScreen):
    """The results, scrolling sideways as well as down: the map keeps its shape at 80×24."""

    DEFAULT_CSS = """
    ThronesResultsScreen #results { overflow-x: auto; }
    ThronesResultsScreen #results-body { width: auto; }
    """


def results_screen(view: ThronesView, say: Say) -> ResultsScreen:
    title = say(ui("thrones.ui.results-title", headline=headline(view, say)))
    return ThronesResultsScreen(title, results_text(view, say))
