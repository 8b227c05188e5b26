"""The numbers of a replay's end chart: each player's score, castles or gems over the game.

Read from the public view at the start of every chapter (trick, round, phase, deal: see
:mod:`tablebox.replay.index`) and at the end, so the chart shows nothing a player could not see
at the table. What is counted is the game's headline number as the table shows it during play;
a game without such a number here has no chart (the replay says so).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from tablebox.replay import Replay


def _claim(view: Any) -> list[float]:
    # The cards each player has won into its score pile (the factions are counted at the end).
    return [sum(len(cards) for cards in pile.values()) for pile in view.score_piles]


def _dwarf_king(view: Any) -> list[float]:
    if not view.results:
        return [0.0] * len(view.players)
    return [float(total) for total in view.results[-1].totals]


def _oriflamme(view: Any) -> list[float]:
    return [float(player.influence) for player in view.players]


def _thrones(view: Any) -> list[float]:
    from games.thrones.board import CASTLES  # the board's data: castles and strongholds

    held = [area.house for area in view.areas if area.area in CASTLES]
    return [float(held.count(house)) for house in view.houses]


def _truel(view: Any) -> list[float]:
    return [float(sum(gems)) for gems in view.gems]


READERS: dict[str, tuple[str, Callable[[Any], list[float]]]] = {
    "claim": ("replay.measure-cards", _claim),
    "dwarf-king": ("replay.measure-points", _dwarf_king),
    "oriflamme": ("replay.measure-influence", _oriflamme),
    "thrones": ("replay.measure-castles", _thrones),
    "truel": ("replay.measure-gems", _truel),
}
"""Per game: the catalog key of what is counted, and how to read it from a public view."""


class Chart(NamedTuple):
    measure: str
    """The catalog key of what is counted ("castles and strongholds")."""
    positions: list[int]
    """Where each point was read: every chapter's start, then the end."""
    series: list[list[float]]
    """Per seat, the number at each of ``positions``."""


def chart_of(replay: Replay) -> Chart | None:
    """The chart of ``replay``'s game, or None for a game with no number to chart. The replay
    is left at the position it was at."""
    found = READERS.get(replay.match.game_id)
    if found is None:
        return None
    measure, read = found
    index = replay.index
    positions = [*index.chapter_starts(), index.last]
    rules = replay.match.rules
    rows = [read(rules.view(index.state_at(position), None)) for position in positions]
    index.state_at(replay.position)  # the table's state again, for the next step
    series = [[row[seat] for row in rows] for seat in range(len(replay.match.seats))]
    return Chart(measure, positions, series)


BLOCKS = " ▁▂▃▄▅▆▇█"


def sparkline(values: list[float], low: float, high: float, width: int) -> str:
    """``values`` as one line of block characters, ``width`` wide at most, on the shared scale
    ``low``..``high`` (Textual's Sparkline scales each line to itself, which hides who leads)."""
    if not values or width <= 0:
        return ""
    if len(values) > width:  # one column per stretch of points: the stretch's last value
        values = [
            values[min(len(values) - 1, (i + 1) * len(values) // width - 1)] for i in range(width)
        ]
    span = high - low
    top = len(BLOCKS) - 1
    return "".join(
        BLOCKS[top if span <= 0 else round((value - low) / span * (top - 1)) + 1]
        for value in values
    )
