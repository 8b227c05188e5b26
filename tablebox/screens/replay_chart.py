"""The end chart of a replay: one line per player, the game's number over the game.

Each line is the player's name, a sparkline on a scale shared by every player (so the taller
line leads) and the number at the end. The numbers come from :mod:`tablebox.replay.chart`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from tablebox.engine import Message
from tablebox.replay.chart import chart_of, sparkline
from tablebox.screens.worded import WordedScreen, key_words

if TYPE_CHECKING:
    from tablebox.catalog import Catalog
    from tablebox.replay import Replay

CHART_WIDTH = 48
"""Columns of each sparkline at most (at 80 columns, beside a name and the final number)."""


def _number(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:.1f}"


def chart_text(replay: Replay, catalog: Catalog, width: int = CHART_WIDTH) -> Text | Table:
    """The chart as Rich renderables: a title, then a row per player."""
    chart = chart_of(replay)
    if chart is None:
        return Text(catalog.text("replay.no-chart"))
    values = [value for series in chart.series for value in series]
    low, high = min(0.0, *values), max(values)
    unit = catalog.text(f"replay.unit-{replay.unit}")
    measure = catalog.text(chart.measure)
    title = catalog.text(Message("replay.chart-title", {"measure": measure, "unit": unit}))
    table = Table(
        title=title,
        title_justify="left",
        title_style="bold",
        show_header=False,
        box=None,
        padding=(0, 1),
        expand=False,
    )
    table.add_column(style="bold", no_wrap=True, max_width=16)
    table.add_column(no_wrap=True)
    table.add_column(justify="right", no_wrap=True)
    for seat, series in enumerate(chart.series):
        line = sparkline(series, low, high, width)
        table.add_row(catalog.player(seat), Text(line, style="green"), _number(series[-1]))
    return table


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
