"""Statistics: wins per player per game, from the finished games in the save folder.

The counting is :mod:`tablebox.stats` (headless, shared with ``tablebox stats``); it replays
every save, so it runs in a thread worker and the screen says it is reading meanwhile.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import DataTable, Footer, Static
from textual.worker import Worker

from tablebox.engine import Message
from tablebox.saves import saves_dir
from tablebox.screens.messages import BackToMenu
from tablebox.screens.worded import WordedScreen, key_words
from tablebox.stats import NUMERIC, Stats, collect, headers


class StatsScreen(WordedScreen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q", "menu", key_words("ui.key-menu"))]

    DEFAULT_CSS = """
    #stats-box {
        padding: 0 1;
    }
    #stats-box .hint {
        padding: 0 1;
    }
    #stats-table {
        height: auto;
        max-height: 1fr;
        margin: 1 0;
    }
    #stats-summary {
        height: auto;
        padding: 0 1;
        color: $text-muted;
    }
    """

    def __init__(self, folder: Path | None = None) -> None:
        super().__init__()
        self.folder = folder
        """The save folder to count; None: the default save folder."""
        self.stats: Stats | None = None
        """What was counted, once the worker is done."""

    def compose(self) -> ComposeResult:
        with Vertical(id="stats-box"):
            yield Static(self.words.text("common.ui.statistics"), classes="screen-title")
            yield Static(self.words.text("common.ui.stats-hint"), classes="hint")
            yield DataTable(id="stats-table", cursor_type="row", zebra_stripes=True)
            yield Static("", id="stats-summary", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self._set_up()
        folder = self.folder or saves_dir()
        self.run_worker(partial(collect, folder), name="stats", thread=True, exit_on_error=False)

    def _set_up(self) -> None:
        """The table's columns in the app's language, and "reading" until the count is in."""
        table = self.query_one("#stats-table", DataTable)
        for column, header in enumerate(headers(self.words)):
            table.add_column(Text(header, justify="right" if column in NUMERIC else "left"))
        table.display = False
        folder = str(self.folder or saves_dir())
        reading = self.words.text(Message("common.ui.stats-reading", {"folder": folder}))
        self.query_one("#stats-summary", Static).update(reading)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        worker = event.worker
        if worker.name != "stats" or not worker.is_finished:
            return
        if worker.error is not None:
            summary = self.query_one("#stats-summary", Static)
            summary.update(
                self.words.text(Message("common.ui.stats-failed", {"error": str(worker.error)}))
            )
        elif isinstance(worker.result, Stats):
            self.show_stats(worker.result)

    def show_stats(self, stats: Stats) -> None:
        self.stats = stats
        table = self.query_one("#stats-table", DataTable)
        table.clear()
        rows = stats.rows(self.words)
        for row in rows:
            table.add_row(
                *(
                    Text(cell, justify="right" if column in NUMERIC else "left")
                    for column, cell in enumerate(row)
                )
            )
        table.display = bool(rows)
        self.query_one("#stats-summary", Static).update(stats.summary(self.words))
        if rows:
            table.focus()

    def action_menu(self) -> None:
        self.app.post_message(BackToMenu())
