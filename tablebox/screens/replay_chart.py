"""The end chart of a replay: one line per player, the game's number over the game.

One grid shared by every player, with values on its axis and a tick where each deal or round
begins (:mod:`tablebox.screens.replay_plot`), and each player's number at the end. The numbers come
from :mod:`tablebox.replay.chart`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from tablebox.engine import Message
from tablebox.replay.chart import chart_of, marked_unit
from tablebox.screens.replay_plot import legend, plot_lines, title_line
from tablebox.screens.worded import WordedScreen, key_words

if TYPE_CHECKING:
    from tablebox.catalog import Catalog
    from tablebox.replay import Replay

CHART_WIDTH = 74
"""Columns of the chart, value labels included (inside the 78-column frame at 80 columns)."""


def chart_text(replay: Replay, catalog: Catalog, width: int = CHART_WIDTH) -> Text:
    """The chart as one Rich text: a title, the grid with its axes, the players' legend."""
    chart = chart_of(replay)
    if chart is None:
        return Text(catalog.text("replay.no-chart"))
    unit = catalog.text(f"replay.unit-{replay.unit}")
    measure = catalog.text(chart.measure)
    title = catalog.text(Message("replay.chart-title", {"measure": measure, "unit": unit}))
    marked = marked_unit(replay)
    mark = catalog.text(f"replay.chart-mark-{marked}") if chart.marks and marked else None
    lines = [title_line(title, mark), *plot_lines(chart.series, chart.marks, width)]
    names = [catalog.player(seat) for seat in range(len(chart.series))]
    finals = [series[-1] for series in chart.series]
    lines.append(legend(names, finals, catalog.text("replay.chart-shared")))
    return Text("\n").join(lines)


class ChartScreen(ModalScreen[None], WordedScreen[None]):
    DEFAULT_CSS = """
    ChartScreen { align: center middle; }
    ChartScreen > Vertical {
        width: 78; height: auto; border: round $primary; padding: 0 1;
        background: $surface;
    }
    ChartScreen Static { width: 100%; height: auto; }
    ChartScreen .hint { color: $text-muted; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,c,q", "close", key_words("replay.key-back")),
    ]

    def __init__(self, replay: Replay, catalog: Catalog) -> None:
        super().__init__()
        self.replay = replay
        self.catalog = catalog

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(chart_text(self.replay, self.catalog), id="chart")
            yield Static(self.catalog.text("replay.chart-close"), classes="hint")

    def action_close(self) -> None:
        self.dismiss()
