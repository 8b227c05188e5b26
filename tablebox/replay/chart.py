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
    # What decides Claim: the factions each side would win were the game scored now (CLM-7.2),
    # read from the public score piles; at four players partners share their team's.
    from games.claim.scoring import outcome_of

    piles = [[card.id for cards in pile.values() for card in cards] for pile in view.score_piles]
    _, votes = outcome_of(piles, view.factions, len(view.players))
    won = [0.0] * len(view.sides)
    for vote in votes:
        if vote.winner is not None:
            won[vote.winner] += 1
    return [won[side] for side in view.side_of]


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
    # What decides Truel: a player holding a gem of every kind wins (TRL gems), so the kinds held.
    return [float(sum(1 for count in gems if count)) for gems in view.gems]


READERS: dict[str, tuple[str, Callable[[Any], list[float]]]] = {
    "claim": ("replay.measure-factions", _claim),
    "dwarf-king": ("replay.measure-points", _dwarf_king),
    "oriflamme": ("replay.measure-influence", _oriflamme),
    "thrones": ("replay.measure-castles", _thrones),
    "truel": ("replay.measure-gem-kinds", _truel),
}
"""Per game: the catalog key of what is counted, and how to read it from a public view. Each
is what decides that game (issue 26.5): factions won, points, influence, castles, gem kinds."""

MARKED = ("game", "deal", "round", "phase")
"""The status parameters that the chart marks on its time axis, coarsest first: a mark where
the first of them the game names changes (each deal, each round; Claim's second phase)."""


class Chart(NamedTuple):
    measure: str
    """The catalog key of what is counted ("castles and strongholds")."""
    positions: list[int]
    """Where each point was read: every chapter's start, then the end."""
    series: list[list[float]]
    """Per seat, the number at each of ``positions``."""
    marks: list[tuple[int, str]]
    """Where a deal or round begins: the index in ``positions`` and its number."""


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
    return Chart(measure, positions, series, _marks(replay, positions))


def marked_unit(replay: Replay) -> str | None:
    """What the chart's ticks mark (``deal``, ``round``...), None in a game that names none."""
    params = replay.index.statuses[0].params
    return next((name for name in MARKED if name in params), None)


def _marks(replay: Replay, positions: list[int]) -> list[tuple[int, str]]:
    statuses = replay.index.statuses
    param = marked_unit(replay)
    if param is None:
        return []
    marks: list[tuple[int, str]] = []
    seen: object = None
    for at, position in enumerate(positions[:-1]):
        value = statuses[position].params.get(param)
        if value is not None and value != seen:
            marks.append((at, str(value)))
            seen = value
    return marks


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
