"""The review's chances over the game (issue 30.2): under the table, once a review is loaded,
each player's chance of winning at every position, the position shown marked.

One row a player, in the player's colour (and named: colour is never the only clue), drawn as
block characters on one shared scale from 0 % (``▁``) to 100 % (``█``) so who leads reads at a
glance, with the chance at the position at the row's end. Under the rows, the time axis: a
``┴`` where each deal or round begins (as the end chart's) and ``▲`` under the position. The
column of the position is drawn reversed in every row. A row a player rather than one grid
(the end chart's :mod:`tablebox.screens.replay_plot`): eight steps a row where a grid of the
few rows 80×24 can spare would have three or four, and no players hiding each other.

``g`` hides and shows it (the footer names ``g`` once a review is loaded, in ``r``'s place).

A position's chances are those the search gave after its preferred move at the decision made
there (:class:`~tablebox.review.ReviewedDecision` ``chances``); a position where nobody had a
choice keeps the last decision's; the start, before any, is an even share; the end is the
result (a win 1, a win shared by k players 1/k).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rich.text import Text
from textual.widgets import Static

from tablebox.bots.ismcts import outcome_values
from tablebox.replay.chart import BLOCKS, marked_unit
from tablebox.screens.replay_plot import GLYPHS

if TYPE_CHECKING:
    from tablebox.catalog import Catalog
    from tablebox.replay import Replay
    from tablebox.review import Review

NAME_WIDTH = 8
"""Columns for a player's name at most (longer ones are cut)."""
CHANCE_WIDTH = 6
"""The chance at the position: ``  100%``, Czech ``100 %``, a space before."""
MARKER = "▲"


def chances_over(review: Review, replay: Replay) -> list[list[float]]:
    """Per seat, the chance of winning at every position of ``replay`` (0 .. its last)."""
    seats = len(replay.match.seats)
    by_move = {decision.move: decision for decision in review.decisions}
    now = [1.0 / seats] * seats
    rows: list[list[float]] = []
    for position in range(replay.last + 1):
        decision = by_move.get(position + 1)  # the decision made at this position
        if decision is not None and len(decision.chances) == seats:
            now = list(decision.chances)
        rows.append(now)
    final = outcome_values(replay.match.rules, replay.index.state_at(replay.last))
    replay.index.state_at(replay.position)  # the table's state again, for the next step
    if len(final) == seats:
        rows[-1] = final
    return [[row[seat] for row in rows] for seat in range(seats)]


def _columns(readings: int, width: int) -> tuple[list[range], list[int]]:
    """Per column the readings it stands for, per reading its column: a short game spread
    over the width (a reading holds until the next), a long one several readings a column."""
    if readings <= width:
        step = max(1, (width - 1) // max(1, readings - 1))
        columns = [range(c // step, c // step + 1) for c in range(step * (readings - 1) + 1)]
        return columns, [i * step for i in range(readings)]
    columns = [range(c * readings // width, (c + 1) * readings // width) for c in range(width)]
    return columns, [i * width // readings for i in range(readings)]


def _block(chance: float) -> str:
    top = len(BLOCKS) - 1
    return BLOCKS[max(1, min(top, round(chance * (top - 1)) + 1))]


def chances_lines(
    series: list[list[float]],
    names: list[str],
    position: int,
    marks: list[tuple[int, str]],
    width: int,
    percent: Callable[[float], str],
) -> list[Text]:
    """The rows (one a player) and the axis under them, ``width`` columns at most, the
    column of ``position`` marked."""
    readings = len(series[0]) if series else 0
    name_width = min(NAME_WIDTH, max((len(name) for name in names), default=0))
    columns, column_of = _columns(readings, max(1, width - name_width - 1 - CHANCE_WIDTH))
    here = column_of[min(position, readings - 1)] if readings else 0
    lines: list[Text] = []
    for seat, (name, line) in enumerate(zip(names, series, strict=True)):
        _, colour = GLYPHS[seat % len(GLYPHS)]
        text = Text(f"{name[:name_width]:<{name_width}} ", style=f"bold {colour}")
        for column, shown in enumerate(columns):
            block = _block(line[shown[-1]] if shown else line[-1])
            text.append(block, style=f"{colour} reverse" if column == here else colour)
        text.append(f"{percent(line[min(position, readings - 1)]):>{CHANCE_WIDTH}}")
        lines.append(text)
    ticks = {column_of[at] for at, _ in marks if at < readings}
    axis = "".join(
        MARKER if column == here else "┴" if column in ticks else "─"
        for column in range(len(columns))
    )
    ruler = Text(" " * name_width)
    ruler.append("└", style="dim")
    for cell in axis:
        ruler.append(cell, style="bold" if cell == MARKER else "dim")
    lines.append(ruler)
    return lines


class ChancesChart(Static):
    """The chart under the table (see the module); hidden until a review is loaded."""

    DEFAULT_CSS = """
    ChancesChart {
        height: auto; padding: 0 1; display: none;
        border-top: solid $accent; border-title-color: $accent; border-title-style: bold;
    }
    """

    def __init__(self, **kwargs: object) -> None:
        super().__init__(markup=False, **kwargs)  # type: ignore[arg-type]
        self.series: list[list[float]] = []
        self.marks: list[tuple[int, str]] = []
        self.names: list[str] = []
        self.percent: Callable[[float], str] = str
        self.shown = True
        """Whether ``g`` left it shown."""

    def load(self, review: Review, replay: Replay, words: Catalog) -> None:
        """The review's chances, read once; then drawn at the replay's position."""
        self.series = chances_over(review, replay)
        self.names = [words.player(seat) for seat in range(len(self.series))]
        self.marks = _marks(replay)
        self.percent = lambda share: words.percent(share, 0)
        self.border_title = words.text("replay.chances-title")
        self.draw(replay.position)

    def toggle(self, position: int) -> None:
        self.shown = not self.shown
        self.draw(position)

    def draw(self, position: int) -> None:
        self.display = bool(self.series) and self.shown
        if not self.display:
            return
        width = (self.app.size.width or 80) - 2  # inside the padding
        lines = chances_lines(self.series, self.names, position, self.marks, width, self.percent)
        self.update(Text("\n").join(lines))


def _marks(replay: Replay) -> list[tuple[int, str]]:
    """Where each deal or round begins, by position (as the end chart marks them)."""
    param = marked_unit(replay)
    if param is None:
        return []
    marks: list[tuple[int, str]] = []
    seen: object = None
    for position, status in enumerate(replay.index.statuses[: replay.last + 1]):
        value = status.params.get(param)
        if value is not None and value != seen:
            if seen is not None:
                marks.append((position, str(value)))
            seen = value
    return marks
